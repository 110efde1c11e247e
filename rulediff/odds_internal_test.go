package rulediff

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/rulec-dev/rulec/odds"
)

// TestSampledMovePrintsApart checks that a sampled outcome whose share
// moved by less than the printed 0.1% prints as many decimals as show the
// move: it read "0.0% -> 0.0%", a move that looked like none.
func TestSampledMovePrintsApart(t *testing.T) {
	old := &odds.Result{Method: odds.MonteCarlo, Outcomes: []*odds.Outcome{{Label: "rare", Share: 0.0001}, {Label: "same", Share: 0.5}}}
	new := &odds.Result{Method: odds.MonteCarlo, Outcomes: []*odds.Outcome{{Label: "rare", Share: 0.0004}, {Label: "same", Share: 0.5}}}
	ms := moves(old, new)
	if len(ms) != 1 {
		t.Fatalf("moves %+v, want the one of rare", ms)
	}
	if m := ms[0]; m.OldText != "0.01%" || m.NewText != "0.04%" {
		t.Errorf("rare moved %q -> %q, want 0.01%% -> 0.04%%", m.OldText, m.NewText)
	}
	if a, b := sharesApart(0.25, 0.2500001); a == b {
		t.Errorf("sharesApart(0.25, 0.2500001) = %q, %q: alike", a, b)
	}
}

// TestPairOutcomesOptimal checks pairOutcomes against every matching of
// small random graphs: it pairs as many outcomes as any matching does, and
// of those matchings it gives the least in the new outcomes' order (each
// new outcome's old one, -1 last). The greedy pairing (each new outcome
// the first old one free) fails it on the first graph below.
func TestPairOutcomesOptimal(t *testing.T) {
	type graph struct {
		nOld, nNew int
		edges      [][2]int // old, new
	}
	// 12in, 12.0015in old; 12.0008in (the same as both), 11.9995in (as
	// 12in alone) new: greedy pairs one, two can be
	graphs := []graph{{2, 2, [][2]int{{0, 0}, {1, 0}, {0, 1}}}}
	rng := rand.New(rand.NewPCG(20, 11))
	for range 400 {
		g := graph{nOld: rng.IntN(6), nNew: rng.IntN(6)}
		for o := range g.nOld {
			for n := range g.nNew {
				if rng.IntN(3) == 0 {
					g.edges = append(g.edges, [2]int{o, n})
				}
			}
		}
		graphs = append(graphs, g)
	}
	for gi, g := range graphs {
		same := func(o, n int) bool { return slices.Contains(g.edges, [2]int{o, n}) }
		got := pairOutcomes(g.nOld, g.nNew, same)
		// every matching: each new outcome one of its old ones or none
		var best []int
		bestSize := -1
		cur := make([]int, g.nNew)
		taken := make([]bool, g.nOld)
		var walk func(n, size int)
		walk = func(n, size int) {
			if n == g.nNew {
				if size > bestSize || size == bestSize && lexLess(cur, best) {
					best, bestSize = slices.Clone(cur), size
				}
				return
			}
			for o := range g.nOld {
				if !taken[o] && same(o, n) {
					taken[o], cur[n] = true, o
					walk(n+1, size+1)
					taken[o] = false
				}
			}
			cur[n] = -1
			walk(n+1, size)
		}
		walk(0, 0)
		if !slices.Equal(got, best) {
			t.Fatalf("graph %d %+v: paired %v, want %v (%d pairs)", gi, g, got, best, bestSize)
		}
	}
}

// lexLess compares two pairings in the new outcomes' order, an unpaired
// outcome (-1) after every old one.
func lexLess(a, b []int) bool {
	key := func(x int) int {
		if x < 0 {
			return 1 << 30
		}
		return x
	}
	for i := range a {
		if key(a[i]) != key(b[i]) {
			return key(a[i]) < key(b[i])
		}
	}
	return false
}
