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
func unjoined(seed geom.RoundRegion, left []geom.Vec, move float64, fixed []geom.Vec, reach, tol float64, reaches func(from geom.Vec, grown geom.RoundRegion) bool) int {
	type pend struct {
		p  geom.Vec
		mv float64
	}
	ps := make([]pend, 0, len(left)+len(fixed))
	for _, q := range left {
		ps = append(ps, pend{q, move})
	}
	for _, q := range fixed {
		ps = append(ps, pend{q, 0})
	}
	regions := []geom.RoundRegion{seed}
	for len(ps) > 0 {
		joined := false
		for k := 0; k < len(ps); k++ {
			p0, mv := ps[k].p, ps[k].mv
			for _, g := range regions {
				q, ok := g.Nearest(p0)
				if !ok || q.Dist(p0) > mv+reach+tol {
					continue
				}
				grown := g.Grow(reach)
				if mv > 0 && reaches != nil && q.Dist(p0) > reach+tol && !reaches(p0, grown) {
					continue
				}
				ng := grown.Clip(geom.Circle{C: p0, R: mv})
				if ng.Empty() { // the two touch at a point
					x, _ := grown.Nearest(p0)
					ng = geom.DiscRegion(geom.Circle{C: x})
				}
				regions = append(regions, ng)
				ps = append(ps[:k], ps[k+1:]...)
				k--
				joined = true
				break
			}
		}
		if !joined {
			break
		}
	}
	return len(ps)
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
	return func(from geom.Vec, g geom.RoundRegion) bool {
		r, ok := routers[from]
		if !ok {
			i := slices.IndexFunc(u.Models, func(q geom.Vec) bool { return q == from })
			if i < 0 {
				return true // not a model of u: taken straight
			}
			keeps := c.appendKeeps(nil, &Model{Unit: u, Index: i}, clearOf, clearance, walls, true)
			r = new(geom.Router).Reset(from, keeps, move, c.Tol(), false)
			if routers == nil {
				routers = map[geom.Vec]*geom.Router{}
			}
			routers[from] = r
		}
		return r.ReachesRegion(g)
	}
}
