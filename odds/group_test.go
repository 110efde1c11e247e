package odds

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestLinkAsEveryPair checks link's grid against comparing every pair:
// places on a lattice of steps near the tolerance, many of them on or
// beside the grid's cell sides, must join into the same outcomes.
func TestLinkAsEveryPair(t *testing.T) {
	const tol = 0.0254
	side := cellTols * tol
	r := rand.New(rand.NewPCG(1, 2))
	for round := range 200 {
		dims := 2 * (1 + r.IntN(4))
		n := 2 + r.IntN(60)
		ps := make([]place, n)
		for i := range ps {
			p := place{pts: make([]float64, dims), facings: []float64{0}}
			for k := range p.pts {
				// a cell side, then a few steps of 0.4 to 1.1 tolerances
				p.pts[k] = float64(r.IntN(3))*side + float64(r.IntN(5)-2)*tol*(0.4+0.7*r.Float64())
			}
			if round%7 == 0 {
				p.facings[0] = float64(r.IntN(3)) * 0.006
			}
			ps[i] = p
		}
		got := link(ps, tol)
		want := linkEveryPair(ps, tol)
		if !slices.EqualFunc(got, want, slices.Equal) {
			t.Fatalf("round %d: link %v, every pair %v", round, got, want)
		}
	}
}

// TestLinkManySides: a place on the side of more cells than maxNear is
// compared with every other place, so it still joins one a cell away.
func TestLinkManySides(t *testing.T) {
	const tol = 0.0254
	side := cellTols * tol
	a := place{pts: make([]float64, 2*(maxNear+2))}
	b := place{pts: make([]float64, len(a.pts))}
	for k := range a.pts {
		a.pts[k] = 3 * side
		b.pts[k] = 3*side - tol/10
	}
	if got := link([]place{a, b}, tol); len(got) != 1 {
		t.Fatalf("link: %v, want one outcome", got)
	}
	b.pts[0] -= tol
	if got := link([]place{a, b}, tol); len(got) != 2 {
		t.Fatalf("link: %v, want two outcomes", got)
	}
}

// linkEveryPair is link by comparing every pair.
func linkEveryPair(ps []place, tol float64) [][]int {
	comp := make([]int, len(ps))
	for i := range comp {
		comp[i] = i
	}
	for changed := true; changed; {
		changed = false
		for i := range ps {
			for j := range ps {
				if comp[j] < comp[i] && ps[i].within(ps[j], tol) {
					comp[i], changed = comp[j], true
				}
			}
		}
	}
	var out [][]int
	at := map[int]int{}
	for i, c := range comp {
		k, ok := at[c]
		if !ok {
			k = len(out)
			at[c] = k
			out = append(out, nil)
		}
		out[k] = append(out[k], i)
	}
	return out
}
