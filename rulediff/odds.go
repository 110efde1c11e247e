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
	// old outcome stands for one new one at most, paired so that as many
	// are paired as can be (pairOutcomes)
	om, nm := map[string]side{}, map[string]side{}
	var order []string
	for _, o := range old.Outcomes {
		om[o.Label] = text(old, o)
		order = append(order, o.Label)
	}
	pair := pairOutcomes(len(old.Outcomes), len(new.Outcomes), func(o, n int) bool {
		return odds.Same(old, old.Outcomes[o], new, new.Outcomes[n])
	})
	for i, n := range new.Outcomes {
		l := n.Label
		if pair[i] >= 0 {
			l = old.Outcomes[pair[i]].Label
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

// pairOutcomes pairs the outcomes of two versions, nOld and nNew of
// them, where same(o, n) says old outcome o and new outcome n are the
// same: it returns for each new outcome the old one it stands for, or -1.
// Each old outcome stands for one new one at most, and as many are paired
// as can be: a maximum matching. Of the maximum matchings it returns the
// one that gives the first new outcome the first old one it can have
// (in the results' order), then the second, and so on: the least in the
// new outcomes' order, so the pairing does not depend on how it was
// searched. Pairing in order, each new outcome with the first old one
// free, could take the one old outcome a later new one needed (12in and
// 12.0015in old, 12.0008in and 11.9995in new under 0.001in: 12.0008in
// took 12in, and 11.9995in, the same as 12in alone, read as an outcome
// new and 12.0015in as one gone).
//
// The pairs are found per connected part of the graph of sames (most are
// one old and one new outcome): in each, the matching's size by
// augmenting paths, then for each new outcome in turn the first old one
// that leaves a matching of that size for the rest.
func pairOutcomes(nOld, nNew int, same func(o, n int) bool) []int {
	pair := make([]int, nNew)
	adj := make([][]int, nNew)
	// the parts: old outcomes are nodes 0..nOld-1, new ones nOld..
	parent := make([]int, nOld+nNew)
	for i := range parent {
		parent[i] = i
	}
	var find func(int) int
	find = func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	for n := range nNew {
		pair[n] = -1
		for o := range nOld {
			if same(o, n) {
				adj[n] = append(adj[n], o)
				parent[find(nOld+n)] = find(o)
			}
		}
	}
	parts := map[int][]int{} // root -> its new outcomes, in order
	var roots []int
	for n := range nNew {
		if len(adj[n]) == 0 {
			continue
		}
		r := find(nOld + n)
		if _, ok := parts[r]; !ok {
			roots = append(roots, r)
		}
		parts[r] = append(parts[r], n)
	}
	used := make([]bool, nOld)
	for _, r := range roots {
		news := parts[r]
		most := maxMatching(news, adj, used)
		fixed := 0
		for i, n := range news {
			for _, o := range adj[n] {
				if used[o] {
					continue
				}
				used[o] = true
				if fixed+1+maxMatching(news[i+1:], adj, used) == most {
					pair[n] = o
					fixed++
					break
				}
				used[o] = false
			}
		}
	}
	return pair
}

// maxMatching returns the size of a maximum matching of the new outcomes
// news with the old ones adj gives them, the used ones left out: Kuhn's
// augmenting paths.
func maxMatching(news []int, adj [][]int, used []bool) int {
	match := map[int]int{} // old -> new
	var augment func(n int, seen map[int]bool) bool
	augment = func(n int, seen map[int]bool) bool {
		for _, o := range adj[n] {
			if used[o] || seen[o] {
				continue
			}
			seen[o] = true
			if m, ok := match[o]; !ok || augment(m, seen) {
				match[o] = n
				return true
			}
		}
		return false
	}
	size := 0
	for _, n := range news {
		if augment(n, map[int]bool{}) {
			size++
		}
	}
	return size
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
