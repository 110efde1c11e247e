package engine

import (
	"math"
	"slices"
	"testing"
)

func TestAssignment(t *testing.T) {
	inf := math.Inf(1)
	for _, tt := range []struct {
		name string
		cost [][]float64
		want []int
	}{
		// Row 0 is nearest column 0, but row 1 reaches only column 0:
		// taking column 0 for row 0 (greedy) leaves row 1 out.
		{"greedy is wrong", [][]float64{{1, 2}, {1.5, inf}}, []int{1, 0}},
		// Both assignments touch two; the one in order moves less
		// (4.25 + 4.142 < 4.682 + 4.001).
		{"least total", [][]float64{{4.25, 4.682}, {4.001, 4.142}}, []int{0, 1}},
		// Three rows, two columns: two rows placed, the cheapest pair of
		// pairs (1 + 2 against 3 + 2, 3 + 5 and 5 + 2).
		{"more rows than columns", [][]float64{{3, inf}, {1, 5}, {2, 2}}, []int{-1, 0, 1}},
		{"nothing reachable", [][]float64{{inf}, {inf}}, []int{-1, -1}},
	} {
		if got := assignment(tt.cost); !slices.Equal(got, tt.want) {
			t.Errorf("%s: assignment = %v, want %v", tt.name, got, tt.want)
		}
	}
}
