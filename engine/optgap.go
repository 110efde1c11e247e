package engine

import (
	"math"
	"slices"
)

// The wider search's bound, world by world.
//
// exactBound gives each target model room for floor(360 / a) bases by
// angle (a the angle between the centres of two bases touching it and each
// other), less the unit's moved models there. Once the search has placed
// some, the room left is less than that: each stretch of the contact circle
// between two bases placed next to each other round it, theta degrees
// long, holds floor(theta / a) - 1 bases more (each new base at least a from
// either end and from the next), so placed bases spread out round a target
// model leave less room than as many packed side by side. gapRoom counts
// that room in the world the search stands in, and the search cuts a
// branch whose models still to place cannot, matched to that room and to
// the target models they can still reach, beat the best placement found. Only the unit's moved models are counted: other
// bases may take room too, so the count is never less than the room there
// is, and the cut never drops a placement that could beat the best.

// gapRoom returns, for each target model, how many more bases of the
// unit's models fit round it by angle between the unit's moved models
// touching it.
func (p *planner) gapRoom() []int {
	tol := p.c.Tol()
	u := p.own
	r := u.Round / 2
	out := make([]int, len(p.targets))
	var angs []float64
	for j, t := range p.targets {
		a := 2 * math.Asin(max(0, r-tol)/(r+t.r+tol))
		angs = angs[:0]
		for i, q := range u.Models {
			if u.HasMoved(i) && within(q, t.c, r+t.r+tol) {
				angs = append(angs, math.Atan2(q.Y-t.c.Y, q.X-t.c.X))
			}
		}
		if len(angs) == 0 {
			out[j] = int(math.Floor(2*math.Pi/a + 1e-9))
			continue
		}
		slices.Sort(angs)
		n := 0
		for k, x := range angs {
			next := angs[(k+1)%len(angs)]
			if k == len(angs)-1 {
				next += 2 * math.Pi
			}
			n += max(0, int(math.Floor((next-x)/a+1e-9))-1)
		}
		out[j] = n
	}
	return out
}

// roomBound returns the most of rest that can be put in contact from the
// world as it stands: a matching of each model to a target model it can
// still reach, each target model taking at most its gapRoom. A model of
// spotless (no spot in the world before this one: a base or wall in its
// way) is asked its reach with every unmoved model of its unit lifted off
// the table (liftedReach: the bases placed stay, and no later placement
// takes one away, so a model that cannot reach a target model now never
// will in this branch); any other is taken straight (a route is never
// shorter), which asks no route: a looser bound, and a cheap one.
func (p *planner) roomBound(rest []*Model, spotless map[*Model]bool) int {
	if len(rest) == 0 {
		return 0
	}
	reach := make([][]bool, len(rest))
	for i, m := range rest {
		reach[i] = p.straightRow(m)
		if spotless[m] && slices.Contains(reach[i], true) {
			reach[i] = p.liftedReach(m)
		}
	}
	return capacityMatching(reach, p.gapRoom())
}
