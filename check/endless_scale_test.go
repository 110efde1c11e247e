package check

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// closedCycleByWalks is closedCycle as it was before the components: a
// walk from every statement reached, and from every statement that walk
// reached, n squared walks. It is the oracle of TestClosedCycleOracle.
func closedCycleByWalks(succ [][]int, n int) []int {
	exit := n
	reach := func(from int) []bool { return reachFrom(succ, n, from) }
	fromStart := reach(0)
	for i := range n {
		r := reach(i)
		if !fromStart[i] || r[exit] {
			continue
		}
		var cycle []int
		for j := range n {
			if r[j] {
				if !reach(j)[i] {
					cycle = nil
					break
				}
				cycle = append(cycle, j)
			}
		}
		if cycle != nil {
			return cycle
		}
	}
	return nil
}

// TestClosedCycleOracle compares closedCycle with the walks it replaced
// on random graphs shaped as a procedure's are (each statement falls to
// the next or exits, some jump to others, some do neither), small enough
// to hold every kind of cycle and many of them.
func TestClosedCycleOracle(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 1))
	found := 0
	for range 20000 {
		n := 1 + rng.IntN(9)
		succ := make([][]int, n)
		for i := range n {
			if rng.IntN(4) > 0 {
				for range 1 + rng.IntN(2) {
					succ[i] = append(succ[i], rng.IntN(n))
				}
			}
			switch rng.IntN(5) {
			case 0, 1, 2:
				succ[i] = append(succ[i], i+1) // falls (i+1 == n: the exit)
			case 3:
				succ[i] = append(succ[i], n) // exits
			}
		}
		want, got := closedCycleByWalks(succ, n), closedCycle(succ, n)
		if !slices.Equal(want, got) {
			t.Fatalf("graph %v: closedCycle = %v, the walks find %v", succ, got, want)
		}
		if want != nil {
			found++
		}
	}
	if found < 1000 {
		t.Errorf("only %d of the graphs had a cycle with no way out: the test reaches too few", found)
	}
}
