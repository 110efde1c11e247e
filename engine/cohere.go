package engine

import (
	"slices"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// Coherency weighed with contact.
//
// A rule may ask both that the unit end within link of one another and
// that it engage as many as possible, coherency first: the most models in
// contact among the ends in which the unit stands in one chain. Placing
// the models that reach contact for contact alone can leave a model that
// reaches none (one of a second group, far behind) out of link of them
// all, where holding one of them back, standing between, would have kept
// the unit one chain with one fewer in contact. So a placement is
// weighed by whether the models it does not place (those that reach no
// contact, and those it holds back) can still end each within link of
// the chain, moving after it (completion): the rules move them, a model
// that keeps a later one in reach standing where it does.
//
// mostContacts searches as before; where the placement it finds fails
// that test, it searches again with every placement weighed by it
// (cohere), holding models back from contact where that is what lets the
// unit end in one chain: the most models in contact, then the most target
// models touched, among the placements that pass. Where none it tries
// passes, the first stands, and the memo says so (apart): best_first
// ranks a first spot whose placement passes above one whose does not.

// completion reports whether each model of the unit that has not moved
// can still end within link of the chain of those that have (see above),
// taking each straight where its way is clear, else by its route round
// walls, the board edge and other units (regionReach: a link is a
// distance, across a wall, but the move to it goes round; tests/assault/
// ordinary10/straggler_behind_a_wall): a model joins where a point within its move lies
// within link of where a model joined before it may stand (a moved model
// where it stands, an unmoved one anywhere in its region), and then may
// stand in the part of its move's disc within link of that region
// (geom.RoundRegion, as chain.go builds them). It reads the world and
// moves nothing.
func (p *planner) completion() bool {
	u := p.own
	var moved, left []geom.Vec
	for i, q := range u.Models {
		if u.HasMoved(i) {
			moved = append(moved, q)
		} else {
			left = append(left, q)
		}
	}
	if len(moved) == 0 {
		return true
	}
	a := p.ask
	reaches := p.c.regionReach(u, a.move, a.clearOf, a.clearance, a.walls)
	return unjoined(geom.DiscRegion(geom.Circle{C: moved[0]}), left, a.move, moved[1:], u.Round+a.link, p.c.Tol(), reaches) == 0
}

// unjoined returns how many of the models standing at left (each moving
// up to move) and at fixed (each staying where it stands) cannot join the
// chain grown from the region seed, each taken straight (see
// completion): reach is the link between two centres. Where reaches is
// not nil, a model of left joins a region only where reaches says a route
// of at most move from where it stands ends within reach of it (the
// straight move may cross a wall the route must go round), and may then
// stand where its straight move does.
//
// A model of left that joins stands anywhere in its region as far as the
// models after it know: two models that each join only through it, at
// points of its region too far apart for one base, are counted as joined
// though it can stand at one of them only (one spare model between two
// stragglers on either side: tests/assault/fresh3/two_stragglers_one_bridge).
// So where every model joins and two joined through one such region, the
// joins are worked again with each such region cut to the part within
// reach of the model that joined through it (linked), in every order the
// budget allows; where none joins them all, one model is counted apart,
// and where the search is cut, the first pass stands.
func unjoined(seed geom.RoundRegion, left []geom.Vec, move float64, fixed []geom.Vec, reach, tol float64, reaches func(from geom.Vec, grown geom.RoundRegion) bool) int {
	ps := make([]pend, 0, len(left)+len(fixed))
	for _, q := range left {
		ps = append(ps, pend{q, move})
	}
	for _, q := range fixed {
		ps = append(ps, pend{q, 0})
	}
	j := joiner{reach: reach, tol: tol, reaches: reaches}
	n, shared := j.greedy([]joined{{g: seed}}, slices.Clone(ps))
	if n > 0 || !shared {
		return n
	}
	j.linked, j.budget = true, linkedBudget
	if j.all([]joined{{g: seed}}, ps) || j.budget <= 0 {
		return 0
	}
	return 1
}

// linkedBudget is the number of joins the linked search of unjoined may
// try before it is cut (and the first pass stands).
const linkedBudget = 256

// pend is a model still to join the chain: where it stands, and how far
// it may move (0 for a model that has moved).
type pend struct {
	p  geom.Vec
	mv float64
}

// joined is a region of the chain: where a model that joined may stand;
// loose where that model has not moved (it may stand anywhere in g).
type joined struct {
	g     geom.RoundRegion
	loose bool
}

// joiner grows the chain of unjoined.
type joiner struct {
	reach, tol float64
	reaches    func(from geom.Vec, grown geom.RoundRegion) bool
	linked     bool // a loose region is cut to the part within reach of each model joining through it
	budget     int
}

// join returns the region model p may stand in, joining region g, and g
// as it is left (cut to the part within p's move and reach of p, where
// linked and g is loose); ok false where p cannot join g.
func (j *joiner) join(g joined, p pend) (joined, joined, bool) {
	q, ok := g.g.Nearest(p.p)
	if !ok || q.Dist(p.p) > p.mv+j.reach+j.tol {
		return joined{}, g, false
	}
	grown := g.g.Grow(j.reach)
	if p.mv > 0 && j.reaches != nil && q.Dist(p.p) > j.reach+j.tol && !j.reaches(p.p, grown) {
		return joined{}, g, false
	}
	ng := grown.Clip(geom.Circle{C: p.p, R: p.mv})
	if ng.Empty() { // the two touch at a point
		x, _ := grown.Nearest(p.p)
		ng = geom.DiscRegion(geom.Circle{C: x})
	}
	if j.linked && g.loose {
		cut := g.g.Clip(geom.Circle{C: p.p, R: p.mv + j.reach + j.tol})
		if !cut.Empty() {
			g.g = cut
		}
	}
	return joined{g: ng, loose: p.mv > 0}, g, true
}

// greedy joins each model of ps to the first region it can, in turn,
// until none joins, and returns how many are left, and whether two
// models joined through one loose region (only then can linking tell).
func (j *joiner) greedy(regions []joined, ps []pend) (int, bool) {
	through := make([]int, len(regions), len(regions)+len(ps))
	shared := false
	for len(ps) > 0 {
		any := false
		for k := 0; k < len(ps); k++ {
			for i, g := range regions {
				ng, left, ok := j.join(g, ps[k])
				if !ok {
					continue
				}
				regions[i] = left
				regions = append(regions, ng)
				through = append(through, 0)
				if g.loose {
					through[i]++
					shared = shared || through[i] > 1
				}
				ps = append(ps[:k], ps[k+1:]...)
				k--
				any = true
				break
			}
		}
		if !any {
			break
		}
	}
	return len(ps), shared
}

// all reports whether some order of joining joins every model of ps
// (linked): a model that joins a region no model stands anywhere in
// (one that has moved) joins at once, as that leaves every choice open;
// then each model that can join a loose region is tried there in turn.
// It gives up (false, budget spent) when the budget runs out.
func (j *joiner) all(regions []joined, ps []pend) bool {
	regions, ps = slices.Clone(regions), slices.Clone(ps)
	for {
		k := -1
		for kk := 0; kk < len(ps) && k < 0; kk++ {
			for _, g := range regions {
				if g.loose {
					continue
				}
				if ng, _, ok := j.join(g, ps[kk]); ok {
					k = kk
					regions = append(regions, ng)
					break
				}
			}
		}
		if k < 0 {
			break
		}
		ps = append(ps[:k], ps[k+1:]...)
	}
	if len(ps) == 0 {
		return true
	}
	for k := range ps {
		for i, g := range regions {
			if !g.loose {
				continue
			}
			if j.budget <= 0 {
				return false
			}
			j.budget--
			ng, left, ok := j.join(g, ps[k])
			if !ok {
				continue
			}
			next := slices.Clone(regions)
			next[i] = left
			rest := append(slices.Clone(ps[:k]), ps[k+1:]...)
			if j.all(append(next, ng), rest) {
				return true
			}
		}
	}
	return false
}

// completes places spots in the world, asks completion, and puts the
// world back.
func (p *planner) completes(spots []*Spot) bool {
	var undos []func()
	for _, s := range spots {
		undos = append(undos, p.place(s.Model, s))
	}
	ok := p.completion()
	for i := len(undos) - 1; i >= 0; i-- {
		undos[i]()
	}
	return ok
}

// regionReach returns whether a model of u that has not moved, standing at
// from, reaches a region by a route of at most move (geom.Router's
// ReachesRegion): round the terrain pieces of walls, the board edge and
// the bases of other units, never nearer than clearance to a model of
// clearOf, the unit's own models lifted off the table (they move too).
// A wall between two models does not keep them apart (a link is a
// distance, geometry.md), but a model's way to its place in the chain
// goes round it. Routers are made as asked, one per model.
func (c *Ctx) regionReach(u *world.Body, move float64, clearOf bodies, clearance float64, walls bodies) func(geom.Vec, geom.RoundRegion) bool {
	var routers map[geom.Vec]*geom.Router
	var keeps []geom.Keep // reused: a Router copies the Keeps it is reset round
	return func(from geom.Vec, g geom.RoundRegion) bool {
		r, ok := routers[from]
		if !ok {
			i := slices.IndexFunc(u.Models, func(q geom.Vec) bool { return q == from })
			if i < 0 {
				return true // not a model of u: taken straight
			}
			keeps = c.appendKeeps(keeps[:0], &Model{Unit: u, Index: i}, clearOf, clearance, walls, true)
			r = new(geom.Router).Reset(from, keeps, move, c.Tol(), false)
			if routers == nil {
				routers = map[geom.Vec]*geom.Router{}
			}
			routers[from] = r
		}
		return r.ReachesRegion(g)
	}
}
