package geom

import (
	"math"
	"testing"
)

// TestRoots: the roots of polynomials given only by their values, each
// worked out by hand from its factors, including a double root (a
// tangency) and one interpolated at a higher degree than it has.
func TestRoots(t *testing.T) {
	tests := []struct {
		name   string
		p      func(float64) float64
		deg    int
		lo, hi float64
		want   []float64
	}{
		{"three simple", func(x float64) float64 { return (x - 0.3) * (x + 0.5) * (x - 2) }, 3, -1, 3, []float64{-0.5, 0.3, 2}},
		{"cubic as degree 8", func(x float64) float64 { return (x - 0.3) * (x + 0.5) * (x - 2) }, 8, -1, 1, []float64{-0.5, 0.3}},
		{"double root", func(x float64) float64 { return (x - 0.1) * (x - 0.1) * (x + 3) }, 4, -1, 1, []float64{0.1}},
		{"two roots 1e-6 apart", func(x float64) float64 { return (x - 0.4) * (x - 0.400001) }, 2, 0, 1, []float64{0.4, 0.400001}},
		{"none", func(x float64) float64 { return x*x + 1 }, 2, -5, 5, nil},
		{"zero throughout", func(x float64) float64 { return 0 }, 3, -5, 5, nil},
		// sin(x) - 0.5 on (0, π) in t = tan(x/2): (2t - 0.5(1+t²)) = 0:
		// t = 2 ± √3, x = 30 and 150 degrees.
		{"trigonometric", func(t float64) float64 { return 2*t - 0.5*(1+t*t) }, 2, 0, 10, []float64{2 - math.Sqrt(3), 2 + math.Sqrt(3)}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			// A double root may come back as two within rounding of it:
			// every root wanted is found, and nothing else.
			got := Roots(tc.p, tc.deg, tc.lo, tc.hi)
			near := func(x float64, in []float64) bool {
				for _, y := range in {
					if math.Abs(x-y) <= 1e-7 {
						return true
					}
				}
				return false
			}
			for _, w := range tc.want {
				if !near(w, got) {
					t.Errorf("Roots = %v, want %v: %v missing", got, tc.want, w)
				}
			}
			for _, g := range got {
				if !near(g, tc.want) {
					t.Errorf("Roots = %v, want %v: %v is no root", got, tc.want, g)
				}
			}
		})
	}
}
