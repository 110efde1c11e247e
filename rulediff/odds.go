package rulediff

import (
	"cmp"
	"fmt"
	"math/big"
	"slices"

	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/odds"
	"github.com/rulec-dev/rulec/scenario"
	"github.com/rulec-dev/rulec/suite"
)

// OddsScenario is one scenario's outcome distribution under both
// versions.
type OddsScenario struct {
	File, Name string
	// Uses is as for Scenario: "" when the scenario does not use the file.
	Uses string
	// Err says why the scenario could not be compared; OldErr and NewErr
	// why the odds could not be found under one version (too many
	// branches, say).
	Err            error
	OldErr, NewErr error
	Old, New       *odds.Result
	// Moves are the outcomes whose probability differs, the largest move
	// first.
	Moves []Move
}

// Move is one outcome's probability under each version.
type Move struct {
	Outcome string `json:"outcome"`
	// Old and New are the probabilities, OldText and NewText as the
	// results print them (21/36, or a share when sampled).
	Old     float64 `json:"old"`
	New     float64 `json:"new"`
	OldText string  `json:"old_text"`
	NewText string  `json:"new_text"`
}

// Odds finds the outcome distribution of each scenario file that uses the
// file old and new are versions of, under both, and returns the
// comparisons in the order of files. Scenarios run one after another; each
// enumeration uses every core.
func Odds(reg *interp.Registry, old, new *Version, files []string, opts odds.Options) []*OddsScenario {
	b := &behaviour{reg: reg, old: old, new: new, progs: map[string]*progEntry{}, imports: map[string][]string{}}
	out := make([]*OddsScenario, len(files))
	for i, f := range files {
		p := b.prepare(f)
		s := &OddsScenario{File: p.File, Name: p.Name, Uses: p.Uses, Err: p.Err}
		out[i] = s
		if s.Uses == "" || s.Err != nil {
			continue
		}
		v, _ := b.scs.Load(f)
		sc := v.(*scenario.Scenario)
		s.Old, s.OldErr = b.odds(old, s, sc, opts)
		s.New, s.NewErr = b.odds(new, s, sc, opts)
		if s.Old != nil && s.New != nil {
			s.Moves = moves(s.Old, s.New)
		}
	}
	return out
}

// odds finds a scenario's odds under one version.
func (b *behaviour) odds(v *Version, s *OddsScenario, sc *scenario.Scenario, opts odds.Options) (*odds.Result, error) {
	e := b.program(v, s.Uses, sc.Rules)
	if e.err != nil {
		return nil, e.err
	}
	return suite.New(b.reg).Odds(sc, e.prog, opts)
}

// moves lists the outcomes whose probability differs between two results.
func moves(old, new *odds.Result) []Move {
	type side struct {
		p    *big.Rat
		x    float64
		text string
	}
	text := func(r *odds.Result, o *odds.Outcome) side {
		t := r.Fraction(o.P)
		if o.P == nil {
			t = fmt.Sprintf("%.1f%%", 100*o.Share)
		}
		return side{o.P, o.Share, t}
	}
	// an outcome of the new rules is the old one it is the same as
	// (odds.Same: within the tolerance), under the old one's label; each
	// old outcome stands for one new one at most
	om, nm := map[string]side{}, map[string]side{}
	var order []string
	taken := map[*odds.Outcome]bool{}
	for _, o := range old.Outcomes {
		om[o.Label] = text(old, o)
		order = append(order, o.Label)
	}
	for _, n := range new.Outcomes {
		l := n.Label
		for _, o := range old.Outcomes {
			if !taken[o] && odds.Same(old, o, new, n) {
				taken[o], l = true, o.Label
				break
			}
		}
		if _, ok := om[l]; !ok {
			order = append(order, l)
		}
		nm[l] = text(new, n)
	}
	var out []Move
	for _, l := range order {
		o, n := om[l], nm[l]
		if o.text == "" {
			o.text = "0"
		}
		if n.text == "" {
			n.text = "0"
		}
		exactSame := o.p != nil && n.p != nil && o.p.Cmp(n.p) == 0
		if exactSame || (o.p == nil || n.p == nil) && o.x == n.x {
			continue
		}
		if o.text == n.text && o.p == nil && n.p == nil {
			// two sampled shares that differ under 0.05 points read alike
			o.text, n.text = sharesApart(o.x, n.x)
		}
		out = append(out, Move{Outcome: l, Old: o.x, New: n.x, OldText: o.text, NewText: n.text})
	}
	slices.SortStableFunc(out, func(a, b Move) int {
		return cmp.Compare(abs(b.New-b.Old), abs(a.New-a.Old))
	})
	return out
}

// sharesApart prints two different shares as percentages with as many
// decimals as tell them apart (up to 6): a move of a sampled outcome from
// 0.01% to 0.04% printed "0.0% -> 0.0%", a change that showed none.
func sharesApart(a, b float64) (string, string) {
	var sa, sb string
	for places := 1; places <= 6; places++ {
		sa, sb = fmt.Sprintf("%.*f%%", places, 100*a), fmt.Sprintf("%.*f%%", places, 100*b)
		if sa != sb {
			break
		}
	}
	return sa, sb
}

// abs returns |x|.
func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// OddsReport is one scenario's odds comparison in `rulec diff --odds
// --json`.
type OddsReport struct {
	Name   string  `json:"name"`
	File   string  `json:"file"`
	Status string  `json:"status"` // unaffected, same, moved, error
	Error  *string `json:"error"`
	Moves  []Move  `json:"moves"`
}

// Status says how the distribution compares: unaffected (the scenario does
// not use the file), same, moved, or error.
func (s *OddsScenario) Status() string {
	switch {
	case s.Err != nil || s.OldErr != nil || s.NewErr != nil:
		return "error"
	case s.Uses == "":
		return "unaffected"
	case len(s.Moves) > 0:
		return "moved"
	}
	return "same"
}

// ErrText is the first error that stopped the comparison, named by
// version, or "".
func (s *OddsScenario) ErrText() string {
	switch {
	case s.Err != nil:
		return s.Err.Error()
	case s.OldErr != nil:
		return "old: " + s.OldErr.Error()
	case s.NewErr != nil:
		return "new: " + s.NewErr.Error()
	}
	return ""
}

// NewOddsReports builds the JSON of an odds comparison.
func NewOddsReports(results []*OddsScenario) []OddsReport {
	out := []OddsReport{}
	for _, s := range results {
		r := OddsReport{Name: s.Name, File: s.File, Status: s.Status(), Moves: s.Moves}
		if r.Moves == nil {
			r.Moves = []Move{}
		}
		if e := s.ErrText(); e != "" {
			r.Error = &e
		}
		out = append(out, r)
	}
	return out
}
