package suite

import (
	"math/big"
	"time"

	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/odds"
	"github.com/rulec-dev/rulec/scenario"
)

// OddsFile loads a scenario and finds the probability of each outcome of
// its run (odds.Compute): res.Odds holds them, or res.Err says why not.
// The scenario's dice are ignored and its expectations not checked.
func (r *Runner) OddsFile(path string, opts odds.Options) *Result {
	start := time.Now()
	res := &Result{File: path, Name: path}
	defer func() { res.Elapsed = time.Since(start) }()
	if r.load(res) {
		res.Odds, res.Err = r.Odds(res.Scenario, res.Program, opts)
	}
	return res
}

// Odds finds the probability of each outcome of a loaded scenario's run
// under prog, ignoring its dice.
func (r *Runner) Odds(sc *scenario.Scenario, prog *interp.Program, opts odds.Options) (*odds.Result, error) {
	w, err := sc.Build(prog.Units)
	if err != nil {
		return nil, err
	}
	if err := CheckChoices(sc, prog); err != nil {
		return nil, err
	}
	if err := checkInput(sc, prog, w); err != nil {
		return nil, err
	}
	if opts.MaxSteps == 0 {
		opts.MaxSteps = r.MaxSteps
	}
	in := Input(sc)
	in.Dice, in.Faces = nil, nil
	o, err := odds.Compute(prog, w, in, opts)
	return o, placeInputError(sc, err)
}

// OddsOnly reports whether a scenario is checked on its odds alone: it
// expects odds, gives no dice and expects nothing of a fixed run.
func OddsOnly(sc *scenario.Scenario) bool {
	e := sc.Expect
	return len(e.Odds) > 0 && len(sc.Dice) == 0 && len(e.Units) == 0 && len(e.Events) == 0 && len(e.NoEvents) == 0 && !e.HasError
}

// checkOdds enumerates a scenario's dice and compares the odds it
// expects with them.
func (r *Runner) checkOdds(sc *scenario.Scenario, prog *interp.Program) []scenario.Failure {
	fail, _ := r.checkOddsHits(sc, prog, false)
	return fail
}

// checkOddsHits is checkOdds, also returning, when hits is set, how often
// each clause ran over every way the dice fall.
func (r *Runner) checkOddsHits(sc *scenario.Scenario, prog *interp.Program, hits bool) ([]scenario.Failure, map[int]int) {
	o, err := r.Odds(sc, prog, odds.Options{Hits: hits})
	if err != nil {
		return []scenario.Failure{{Pos: sc.Expect.Odds[0].Pos, Field: "odds", Want: "odds found by enumerating the dice", Got: err.Error()}}, nil
	}
	of := func(fact string) *big.Rat {
		p, _ := o.Of(fact)
		return p
	}
	return sc.CheckOdds(of, o.Fraction), o.Hits
}
