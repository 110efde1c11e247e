package engine

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestAssignmentAsBefore: the Hungarian method reading its costs from a
// table worked out once (asp12) gives, for random tables with unreached
// pairs and many ties (small whole costs, where which of two equal
// assignments is taken depends on the order of the method's steps), the
// same columns as the method asking each cost of a closure, kept here as
// it was (6a51fe3..867a6e9). It fails with any cost of the table read at
// the wrong row or column, or the bonus left out of it.
func TestAssignmentAsBefore(t *testing.T) {
	rng := rand.New(rand.NewPCG(12, 30))
	for k := range 3000 {
		n, m := 1+rng.IntN(9), 1+rng.IntN(9)
		cost := make([][]float64, n)
		for i := range cost {
			cost[i] = make([]float64, m)
			for j := range cost[i] {
				switch x := rng.IntN(10); {
				case x < 3:
					cost[i][j] = math.Inf(1)
				case x < 8:
					cost[i][j] = float64(rng.IntN(4))
				default:
					cost[i][j] = rng.Float64() * 6
				}
			}
		}
		if got, want := assignment(cost), assignmentAsBefore(cost); !slices.Equal(got, want) {
			t.Fatalf("table %d %v: assignment = %v, as before %v", k, cost, got, want)
		}
	}
}

// assignmentAsBefore is assignment as it was before asp12 (the costs
// asked of a closure in the inner loop).
func assignmentAsBefore(cost [][]float64) []int {
	n := len(cost)
	if n == 0 {
		return nil
	}
	mcols := len(cost[0])
	bonus := 1.0
	for _, row := range cost {
		for _, v := range row {
			if !math.IsInf(v, 1) {
				bonus += math.Abs(v)
			}
		}
	}
	big := bonus * float64(4*(n+1))
	cols := mcols + n
	a := func(i, j int) float64 {
		switch {
		case j >= mcols:
			return 0
		case math.IsInf(cost[i][j], 1):
			return big
		}
		return cost[i][j] - bonus
	}
	// e-maxx's O(n^2 m) Hungarian, 1-based, rows <= columns.
	u := make([]float64, n+1)
	v := make([]float64, cols+1)
	pcol := make([]int, cols+1)
	way := make([]int, cols+1)
	for i := 1; i <= n; i++ {
		pcol[0] = i
		j0 := 0
		minv := make([]float64, cols+1)
		used := make([]bool, cols+1)
		for j := range minv {
			minv[j] = math.Inf(1)
		}
		for {
			used[j0] = true
			i0, delta, j1 := pcol[j0], math.Inf(1), 0
			for j := 1; j <= cols; j++ {
				if used[j] {
					continue
				}
				if cur := a(i0-1, j-1) - u[i0] - v[j]; cur < minv[j] {
					minv[j], way[j] = cur, j0
				}
				if minv[j] < delta {
					delta, j1 = minv[j], j
				}
			}
			for j := 0; j <= cols; j++ {
				if used[j] {
					u[pcol[j]] += delta
					v[j] -= delta
				} else {
					minv[j] -= delta
				}
			}
			j0 = j1
			if pcol[j0] == 0 {
				break
			}
		}
		for j0 != 0 {
			j1 := way[j0]
			pcol[j0] = pcol[j1]
			j0 = j1
		}
	}
	out := make([]int, n)
	for i := range out {
		out[i] = -1
	}
	for j := 1; j <= cols; j++ {
		if i := pcol[j]; i > 0 && j-1 < mcols && !math.IsInf(cost[i-1][j-1], 1) {
			out[i-1] = j - 1
		}
	}
	return out
}
