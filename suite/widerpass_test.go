package suite_test

import (
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/suite"
)

// TestWiderSearchSecondPass runs two of fresh13's charges where
// most_contacts' wider search is cut by its budget short of the optimum
// and reads the end from the world itself (not the files' expectations):
// the target models touched, and whether the charging unit ends in one
// chain (25mm bases; 2in links: centres within 25 + 50.8mm). Each
// file's header has the working.
//
//   - 13: all five target models touched is met by a witness (A#1 and A#3
//     in the ruin, each chained to the next by a base round its target
//     model towards its neighbour); the first pass, cut after 192 spot
//     searches, touches 4: the second pass (the models of most spots
//     first, and the points of each contact circle at link from a moved
//     model) finds the five.
//   - 30: the first model stands alone on B#0, 170mm from the rest; the
//     most in contact that ends coherent is 4 (two models held back as
//     bridges), touching all four target models; the first pass, cut,
//     touches 3 and the models placed one at a time after it left the
//     unit in two groups (markStrands, TestStrandsTwoGroupsMoved).
func TestWiderSearchSecondPass(t *testing.T) {
	for _, tc := range []struct {
		file    string
		touched int
	}{
		{"../tests/assault/fresh13/13_dangerous_crossed_by_two_of_five.yaml", 5},
		{"../tests/assault/fresh13/30_coherency_first_model_on_the_lone_flank_model.yaml", 4},
	} {
		t.Run(tc.file, func(t *testing.T) {
			res := suite.New(interp.Stdlib()).RunFile(tc.file)
			if res.Err != nil {
				t.Fatalf("run failed: %v", res.Err)
			}
			a, b := res.World.Get("A"), res.World.Get("B")
			const contact, link = 25.0, 25 + 50.8
			touched := 0
			for _, q := range b.Models {
				for _, p := range a.Models {
					if p.Dist(q) <= contact+1e-3 {
						touched++
						break
					}
				}
			}
			if touched != tc.touched {
				t.Errorf("target models touched: %d; want %d", touched, tc.touched)
			}
			if !oneChain(a.Models, link+1e-3) {
				t.Errorf("A ends in more than one group: %v", a.Models)
			}
		})
	}
}

// oneChain reports whether the centres ps stand in one chain, each within
// reach of another.
func oneChain(ps []geom.Vec, reach float64) bool {
	seen := make([]bool, len(ps))
	stack := []int{0}
	seen[0] = true
	n := 1
	for len(stack) > 0 {
		k := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for j := range ps {
			if !seen[j] && ps[k].Dist(ps[j]) <= reach {
				seen[j], n = true, n+1
				stack = append(stack, j)
			}
		}
	}
	return n == len(ps)
}
