package scenario

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// TestOverlappingMatchesEveryPair checks the sort-and-sweep of the start
// overlap check against a test of every pair, on crowded random tables of
// rectangles and model-by-model units.
func TestOverlappingMatchesEveryPair(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for round := range 200 {
		var bodies []*world.Body
		for range 2 + r.IntN(30) {
			c := geom.V(r.Float64()*100, r.Float64()*100)
			b := &world.Body{Rect: geom.Rect{Centre: c, Width: 5 + r.Float64()*20, Depth: 5 + r.Float64()*10, Facing: r.Float64() * 360}}
			if r.IntN(3) == 0 {
				b.Round = 25
				b.Models = []geom.Vec{c, c.Add(geom.V(26, 0)), c.Add(geom.V(0, 26))}
			}
			bodies = append(bodies, b)
		}
		tol := []float64{0, 0.01, 1}[r.IntN(3)]
		got, more := overlapping(bodies, tol, len(bodies)*len(bodies))
		if more {
			t.Fatalf("round %d: more overlaps than pairs", round)
		}
		for i := range bodies {
			var want []int
			for j := range i {
				if overlap(shapes(bodies[j]), shapes(bodies[i]), tol) {
					want = append(want, j)
				}
			}
			if !slices.Equal(got[i], want) {
				t.Fatalf("round %d body %d overlaps %v, want %v", round, i, got[i], want)
			}
		}
	}
}
