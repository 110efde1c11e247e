package suite

import (
	"context"
	"errors"
	"fmt"
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
	if prog == nil {
		return nil, noProgram()
	}
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
// expects with them; stopped says the odds could not be found for a
// limit alone (checkOddsHits).
func (r *Runner) checkOdds(ctx context.Context, sc *scenario.Scenario, prog *interp.Program) (fail []scenario.Failure, stopped bool) {
	fail, _, stopped = r.checkOddsHits(ctx, sc, prog, false)
	return fail, stopped
}

// checkOddsHits is checkOdds, also returning, when hits is set, how often
// each clause ran over every way the dice fall. A way the dice fall whose
// run ends in an error, not one the scenario expects, fails the
// expectation: an event or removal counted only over the runs that end
// well read 1/2 of an event every run records before half of them fail,
// and 0 held of any fact when every run failed. stopped reports that the
// odds failed only for a limit, not for what the rules do: the
// enumeration passed its limit of branches or reached ctx's deadline, or
// every run that failed spent its step budget or time.
func (r *Runner) checkOddsHits(ctx context.Context, sc *scenario.Scenario, prog *interp.Program, hits bool) (fail []scenario.Failure, _ map[int]int, stopped bool) {
	o, err := r.Odds(sc, prog, odds.Options{Hits: hits, Context: ctx})
	if err != nil {
		var tm *interp.TooManyBranches
		var st *interp.Stopped
		return []scenario.Failure{{Pos: sc.Expect.Odds[0].Pos, Field: "odds", Want: "odds found by enumerating the dice", Got: err.Error()}}, nil, errors.As(err, &tm) || errors.As(err, &st)
	}
	if f, spent := oddsErrors(sc, o); f != nil {
		return []scenario.Failure{*f}, o.Hits, spent
	}
	of := func(fact string) *big.Rat {
		p, _ := o.Of(fact)
		return p
	}
	return sc.CheckOdds(of, o.Fraction), o.Hits, false
}

// oddsErrors returns the failure of odds some of whose ways the dice fall
// end in an error the scenario does not expect (expect.error), naming the
// most likely such error and its dice, and whether every such run
// spent its step budget; nil when none does.
func oddsErrors(sc *scenario.Scenario, o *odds.Result) (*scenario.Failure, bool) {
	var first *odds.Outcome
	p, count, spent := new(big.Rat), 0, true
	for _, out := range o.Outcomes {
		if out.Error == "" || sc.ExpectsError(out.Error) {
			continue
		}
		if first == nil {
			first = out
		}
		count += out.Count
		p.Add(p, out.P)
		spent = spent && out.Spent
	}
	if first == nil {
		return nil, false
	}
	return &scenario.Failure{Pos: sc.Expect.Odds[0].Pos, Field: "odds",
		Want: "every way the dice fall to end without an error (the odds of an event count the runs that end)",
		Got: fmt.Sprintf("%d of the %d ways end in an error (%s), the first on dice %s: %s",
			count, o.Branches, o.Fraction(p), first.Dice, first.Error)}, spent
}
