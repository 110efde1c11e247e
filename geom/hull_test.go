package geom

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestMinkowskiDiffHull checks minkowskiDiff, whose hull's chain shares
// the buffer of its points, against the hull of the same points worked
// out on their own: random rectangles' corners against random pieces of
// one to six points, duplicates and collinear points among them.
func TestMinkowskiDiffHull(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for round := range 2000 {
		a := make([]Vec, 4)
		for i := range a {
			a[i] = V(float64(r.IntN(5)), float64(r.IntN(5)))
		}
		b := make([]Vec, 1+r.IntN(6))
		for i := range b {
			b[i] = V(float64(r.IntN(7)), float64(r.IntN(3)))
		}
		var pts []Vec
		for _, p := range b {
			for _, q := range a {
				pts = append(pts, p.Sub(q))
			}
		}
		if got, want := minkowskiDiff(b, a), hull(pts); !slices.Equal(got, want) {
			t.Fatalf("round %d: minkowskiDiff(%v, %v) = %v, want %v", round, b, a, got, want)
		}
	}
}
