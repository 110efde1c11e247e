package engine

import (
	"fmt"
	"math"
	"slices"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// Where a model may end its move.
//
// A rule that places models one at a time asks, for each model, "where may
// it go, and what would it touch there?" and ranks the answers with a
// priority order. The places worth asking about are few: a priority such
// as "in base contact with a model not yet touched", "within 2in of a
// friend" or "as close to the target as it can" is best met where the
// model stands against something: on the circle of its centres that touch
// a target base, that touch another base, that stand exactly the
// clearance from a base it must keep away from, that stand exactly the
// link distance from a friend, or that are exactly its move away. So the
// candidates are the nearest point of each such circle (towards the model,
// and towards the targets), the points where two of them cross, the point
// a straight move towards each target model reaches (cut at the move, near
// or far), and where the model stands. Each candidate keeps only if a route of at most the move reaches
// it (geom.Router, exact, round every other base, the terrain pieces the
// rules name as walls and the board edge, and never nearer the clearance
// to the bodies to keep clear of), and then carries what the priorities
// read. Besides these points, each contact circle and each link circle
// gives the end of the exact shortest route into it: where the route
// first meets the part of the circle a base may stand on, which may lie
// off every line through the points above (round a friend, say). A model
// that cannot reach contact also gets the end of the shortest route to
// the nearest target model cut at its move (no point nearer the target
// is reached), and when that is out of link, the point of each supporting
// model's link circle nearest the target that a route reaches.

// Spot is a candidate end position for a model, for a priority order to
// rank.
// Its fields as rules read them are declared in engine.Fields.
type Spot struct {
	Model *Model
	At    geom.Vec
	Route []geom.Vec
	// Path is the length of the route.
	Path float64
	// Contacts counts the target models the model would touch there;
	// Fresh those of them no other model of its unit touches.
	Contacts int
	Fresh    int
	// Gap is the distance from its base to the nearest target base.
	Gap float64
	// Links counts the models of its unit that have moved and stand
	// within the link distance; Support those of its unit, moved or not,
	// within the link distance that touch a target model.
	Links   int
	Support int
	// Joins counts the groups of its unit's moved models (each group
	// linked within the link distance, one to the next) that stand
	// within the link distance: a spot that joins them all leaves the
	// moved models one chain. model_spots fills it in; other queries
	// leave it 0.
	Joins int
	// Strands counts the models of its unit still to move that the spot
	// leaves with no moved model within a straight move and link, where
	// another spot would not (model_spots fills it in; others leave it 0).
	Strands int
	// Room counts the models of its unit still to move (its own
	// excepted) that have a spot with support a straight move reaches
	// and keep one clear of this spot: a spot that takes the only such
	// room of another model counts it out. model_spots fills it in for
	// spots with support; other queries leave it 0.
	Room int
	// Stays reports that the spot is where the model stands.
	Stays bool
	// Terrain is every terrain piece (the walls excepted) its base
	// overlaps on the way, start and end included; Enters those it does
	// not overlap where it starts.
	Terrain []*world.Body
	Enters  []*world.Body
}

// String names a model as `U#i`.
func (m *Model) String() string { return fmt.Sprintf("%s#%d", m.Unit.ID, m.Index) }

// disc is one base on the table.
type disc struct {
	c geom.Vec
	r float64
	u *world.Body
	i int
}

// spotAsk is one question for candidate spots.
type spotAsk struct {
	m         *Model
	targets   bodies
	move      float64
	clearOf   bodies
	clearance float64
	link      float64
	walls     bodies // terrain pieces routes go round
	contact   bool   // only spots in base contact with a target model
	// pack: contact spots also touching each moved model of the unit
	// (only with contact)
	pack bool
	// support: only the spots with support a straight move reaches:
	// the points of the link circles of the unit's models in base
	// contact, where they cross the other circles and the rims of walls
	// (markRoom's question: no routes into contact or link, no grazing
	// moves, no terrain read)
	support bool
	// enough, where not nil, is asked of each spot as it is kept, in
	// order: true ends the list there (markRoom's question is answered
	// by its first few spots)
	enough func(*Spot) bool
	// beyond, where not nil, is asked of each point in contact off the
	// routes' ends before it is routed: true leaves it out unrouted
	// (leastContactSpots' question: a point whose path cannot be among
	// the least)
	beyond func(geom.Vec) bool
}

// discsOf returns the bases of model-by-model units in list.
func discsOf(list bodies) []disc {
	n := 0
	for _, u := range list {
		if !u.Removed {
			n += len(u.Models)
		}
	}
	if n == 0 {
		return nil
	}
	return appendDiscs(make([]disc, 0, n), list)
}

// appendDiscs appends discsOf(list) to out.
func appendDiscs(out []disc, list bodies) []disc {
	for _, u := range list {
		if u.Removed {
			continue
		}
		for i, p := range u.Models {
			out = append(out, disc{c: p, r: u.Round / 2, u: u, i: i})
		}
	}
	return out
}

// modelKeeps returns what model m's centre keeps clear of on the move:
// every other base by m's radius, the terrain pieces of walls and the
// board edge by the same, and the bases of clearOf by the radius and the
// clearance - or, for one m already stands nearer than that, by as far as
// it stands: it may move but never come nearer (as forward_clear treats
// a body already within its clearance). The list is the run's and the
// next call reuses it: a caller is done with it before it asks again (a
// Router keeps a copy).
func (c *Ctx) modelKeeps(m *Model, clearOf bodies, clearance float64, walls bodies) []geom.Keep {
	n := 4
	for _, b := range c.W.Bodies {
		n += max(1, len(b.Models))
	}
	keeps := c.keepBuf[:0]
	if cap(keeps) < n {
		keeps = make([]geom.Keep, 0, n)
	}
	keeps = c.appendKeeps(keeps, m, clearOf, clearance, walls, false)
	c.keepBuf = keeps[:0]
	return keeps
}

// appendKeeps appends to keeps what modelKeeps returns, leaving out the
// bases of m's own unit where others is true (for a caller that knows
// better where they will stand).
func (c *Ctx) appendKeeps(keeps []geom.Keep, m *Model, clearOf bodies, clearance float64, walls bodies, others bool) []geom.Keep {
	return c.appendKeepsNear(keeps, m, clearOf, clearance, walls, others, nil)
}

// nearTo is where nearby reads Keeps from: a route of at most move from p,
// within tol.
type nearTo struct {
	p         geom.Vec
	move, tol float64
}

// nearKeeps returns nearby(all[:0], all, p, move, tol) of all, what
// modelKeeps(m, clearOf, clearance, walls) returns: the same Keeps in the
// same order, without copying the far ones first. The list is the run's,
// as modelKeeps'.
func (c *Ctx) nearKeeps(m *Model, clearOf bodies, clearance float64, walls bodies, p geom.Vec, move float64) []geom.Keep {
	keeps := c.appendKeepsNear(c.keepBuf[:0], m, clearOf, clearance, walls, false, &nearTo{p, move, c.Tol()})
	c.keepBuf = keeps[:0]
	return keeps
}

// appendKeepsNear is appendKeeps, keeping only the Keeps nearby keeps
// from near when near is not nil. A base is left out before its Keep is
// made where nearby would leave it out at the largest distance it can
// keep (keepOff never keeps farther than asked).
func (c *Ctx) appendKeepsNear(keeps []geom.Keep, m *Model, clearOf bodies, clearance float64, walls bodies, others bool, near *nearTo) []geom.Keep {
	r := m.radius()
	base := geom.CircleShape(geom.Circle{C: m.centre(), R: r})
	keepOff := func(sh geom.Shape, d float64) geom.Keep {
		if d > r {
			d = max(r, min(d, geom.Distance(base, sh)+r))
		}
		return geom.Keep{Shape: sh, Dist: d}
	}
	// add appends k unless near leaves it out
	add := func(keeps []geom.Keep, k geom.Keep) []geom.Keep {
		if near != nil && !keepNear(&k, near.p, near.move, near.tol) {
			return keeps
		}
		return append(keeps, k)
	}
	n0 := len(keeps)
	keeps = geom.AppendBoardKeeps(keeps, c.W.Board, r)
	if near != nil {
		keeps = nearby(keeps[:n0], keeps[n0:], near.p, near.move, near.tol)
	}
	for _, b := range c.W.Bodies {
		d := r
		if slices.Contains(clearOf, b) {
			d += clearance
		}
		switch {
		case b.Removed:
		case b.Kind == world.KindTerrain && slices.Contains(walls, b):
			keeps = add(keeps, geom.Keep{Shape: b.Shape(), Dist: r})
		case b.Kind == world.KindUnit && len(b.Models) > 0:
			if others && b == m.Unit {
				continue
			}
			br := b.Round / 2
			for i, p := range b.Models {
				if b == m.Unit && i == m.Index {
					continue
				}
				if near != nil {
					// keepNear's test, at the Keep's largest distance (its
					// distance itself where keepOff keeps it as asked)
					q := near.p
					lim := near.move + d + near.tol
					dx, dy := max(p.X-br-q.X, q.X-(p.X+br), 0), max(p.Y-br-q.Y, q.Y-(p.Y+br), 0)
					if dx > lim || dy > lim || d <= r && math.Hypot(dx, dy) > lim {
						continue
					}
					if d <= r {
						keeps = append(keeps, geom.Keep{Shape: geom.CircleShape(geom.Circle{C: p, R: br}), Dist: d})
						continue
					}
				}
				keeps = add(keeps, keepOff(geom.CircleShape(geom.Circle{C: p, R: br}), d))
			}
		case b.Kind == world.KindUnit:
			keeps = add(keeps, keepOff(b.Shape(), d))
		}
	}
	return keeps
}

// spots returns the candidate end positions for a.m, in a fixed order.
func (c *Ctx) spots(a spotAsk) []*Spot {
	buf := c.spotBuf
	if buf == nil {
		buf = &spotBuf{}
	}
	c.spotBuf = nil // taken: a call inside this one makes its own
	out := c.spotsIn(a, buf)
	c.spotBuf = buf
	return out
}

// spotBuf holds spots' lists from call to call (Ctx.spotBuf).
type spotBuf struct {
	keeps   []geom.Keep
	pts     []geom.Vec
	targets []disc
	own     []disc
	circles []geom.Circle
	marks   [2][]int8
}

// spotsIn is spots with its lists in buf's arrays, each left in buf, at
// length 0, for the next call.
func (c *Ctx) spotsIn(a spotAsk, buf *spotBuf) []*Spot {
	m, tol := a.m, c.Tol()
	p0, r := m.centre(), m.radius()
	all := c.modelKeeps(m, a.clearOf, a.clearance, a.walls)
	keeps := nearby(buf.keeps[:0], all, p0, a.move, tol)
	buf.keeps = keeps[:0]
	targets := appendDiscs(buf.targets[:0], a.targets)
	buf.targets = targets[:0]
	circles := buf.circles[:0]
	var contactN int // circles[:contactN] are the contact circles
	near := func(cc geom.Circle) bool { return cc.C.Dist(p0)-cc.R <= a.move+tol }
	pts := buf.pts[:0]
	defer func() { buf.pts, buf.circles = pts[:0], circles[:0] }()
	for _, t := range targets {
		cc := geom.Circle{C: t.c, R: r + t.r}
		d := t.c.Dist(p0) - cc.R
		if near(cc) {
			circles = append(circles, cc)
			pts = append(pts, geom.NearestOnCircle(cc, p0))
		}
		// The straight move towards each target model, cut at the move
		// when it is out of reach: where that way is clear, no point
		// the model reaches is nearer that model (a route bending round
		// a friend in front, cut at the move, ends further away).
		if d > 0 && !a.contact {
			pts = append(pts, p0.Add(t.c.Sub(p0).Norm().Scale(min(a.move, d))))
		}
	}
	contactN = len(circles)
	for i := range keeps {
		k := &keeps[i]
		if k.Shape.Kind != geom.KCircle {
			continue
		}
		cc := geom.Circle{C: k.Shape.Circle.C, R: k.Shape.Circle.R + k.Dist}
		if near(cc) && !(k.Dist == r && isTargetAt(targets, cc.C)) {
			circles = append(circles, cc)
		}
	}
	circles = append(circles, geom.Circle{C: p0, R: a.move})
	own := appendDiscs(buf.own[:0], bodies{m.Unit})
	buf.own = own[:0]
	linkN := len(circles) // circles[linkN:] are link circles
	if !a.contact {
		pts = append(pts, p0)
		for _, f := range own {
			if f.i == m.Index || !m.Unit.HasMoved(f.i) {
				continue
			}
			cc := geom.Circle{C: f.c, R: r + f.r + a.link}
			if !near(cc) || a.support && touching(targets, f, tol) == nil {
				continue
			}
			circles = append(circles, cc)
			pts = append(pts, geom.NearestOnCircle(cc, p0))
			if t := nearestDisc(targets, f.c); t != nil {
				pts = append(pts, geom.NearestOnCircle(cc, t.c))
			}
		}
	}
	if !a.contact {
		// Where a wall or the board edge bounds how near the model may
		// come: the points where its rim crosses each circle above (a
		// link circle cut by a wall between the model and the target,
		// ordinary8/engaged_across_a_wall).
		for i := range keeps {
			if keeps[i].Shape.Kind == geom.KCircle {
				continue
			}
			keeps[i].Rim(func(rc geom.Circle) {
				for _, cc := range circles {
					pts = geom.AppendCirclesCross(pts, rc, cc)
				}
			}, func(sg geom.Seg) {
				for _, cc := range circles {
					pts = append(pts, geom.SegCircleCross(sg, cc)...)
				}
			})
		}
	}
	for i, cc := range circles[:len(circles)-1] {
		if a.support {
			break // markRoom's question: the link circles' own points and crossings
		}
		// rays: the grazing moves' ends, worked out once (the points
		// appended, or, where they are not, in a buffer of the stack)
		var rays []geom.Vec
		if !a.contact || i < contactN {
			n := len(pts)
			pts = geom.GrazingMoves(pts, p0, cc, a.move)
			rays = pts[n:len(pts):len(pts)]
		} else if i >= contactN {
			var rayBuf [4]geom.Vec
			rays = geom.GrazingMoves(rayBuf[:0], p0, cc, a.move)
		}
		// A straight move grazing a base may end in base contact further
		// on: where the grazing line meets a contact circle.
		if i >= contactN {
			for _, ray := range rays {
				for _, t := range circles[:contactN] {
					pts = append(pts, geom.SegCircleCross(geom.Seg{A: p0, B: p0.Add(ray.Sub(p0).Norm().Scale(a.move))}, t)...)
				}
			}
		}
	}
	for i := range circles {
		if a.contact && i >= contactN {
			break
		}
		for j := i + 1; j < len(circles); j++ {
			if a.support && j < linkN {
				continue // two circles neither of which is a link circle
			}
			pts = geom.AppendCirclesCross(pts, circles[i], circles[j])
		}
	}
	// A question of contact spots alone (least_contact_spots,
	// contact_spots) asks its routes of the run's memo (routesFor, round
	// the same Keeps: nearKeeps is nearby of modelKeeps): the placement
	// searches after it (contactOnly) ask the same routes of the models
	// their moves left with the same neighbours. Not otherwise: the
	// memo's Router gathers its Keeps in the run's list all is in, which
	// the cut route below reads.
	var router routeAsker
	if a.contact {
		router = c.routesFor(m, a.move, a.clearOf, a.clearance, a.walls)
	} else {
		router = c.router(0, p0, keeps, a.move, false)
	}
	// The exact shortest route into base contact with each target model
	// (round every base, to the free part of its contact circle), and,
	// out of contact, into link distance of each moved model of the unit.
	var routed []routedPt
	if !a.support {
		routed = routesToContact(router, p0, r, targets, a.move, tol)
	}
	linked := func(q geom.Vec) bool {
		return slices.ContainsFunc(own, func(f disc) bool {
			return f.i != m.Index && m.Unit.HasMoved(f.i) && q.Dist(f.c)-r-f.r <= a.link+tol
		})
	}
	// cutLinked: out of reach of contact, and the nearest spot to the
	// target is within link anyway
	reaches, cutLinked := len(routed) > 0, false
	if !a.contact && !reaches && !a.support {
		// Out of reach of every target model: as close as it can get is
		// where the shortest route to the nearest one ends, cut at the
		// move (no point nearer the target sees it by a shorter way).
		if t := nearestDisc(targets, p0); t != nil {
			long := a.move + t.c.Dist(p0)
			lr := c.router(1, p0, nearby(all[:0], all, p0, long, tol), long, true)
			cc := geom.Circle{C: t.c, R: r + t.r}
			if _, route, ok := lr.RouteToCircle(cc, lr.FreeArcsKept(cc, &c.arcs)); ok {
				cut := cutRoute(route, a.move)
				routed = append(routed, routedPt{cut, routeLen(cut)})
				cutLinked = linked(cut[len(cut)-1])
			}
		}
	}
	if !a.contact && !a.support {
		for _, f := range own {
			if f.i == m.Index || !m.Unit.HasMoved(f.i) {
				continue
			}
			cc := geom.Circle{C: f.c, R: r + f.r + a.link}
			if !near(cc) {
				continue
			}
			l, route, ok := router.RouteToCircle(cc, router.FreeArcs(cc))
			if !ok {
				continue
			}
			routed = append(routed, routedPt{route, l})
			// Within link of a model in contact, the spot nearest the
			// target model it touches, when the nearest spot of all is
			// not within link: on the link circle, as far towards the
			// target as routes of at most the move reach.
			if t := touching(targets, f, tol); t != nil && !reaches && !cutLinked {
				if rp, ok := nearestReachable(router, cc, route[len(route)-1], t.c, tol); ok {
					routed = append(routed, rp)
				}
			}
		}
	}
	marks := contactMarks{targets: targets, own: own, skip: m.Index, tol: tol, t: marksFor(buf.marks[0], len(targets)), c: marksFor(buf.marks[1], len(own))}
	buf.marks = [2][]int8{marks.t, marks.c}
	return c.keepSpots(a, router, routed, pts, targets, own, marks)
}

// findContactOnly returns a.m's spots at the ends of the exact shortest
// routes into base contact with each target model (contactOnly without
// its memo).
func (c *Ctx) findContactOnly(a spotAsk) []*Spot {
	spots, _ := c.findContactWith(a, nil)
	return spots
}

// findContactWith is findContactOnly, given its work before the packed
// points where it is known (base: contactBases), and returns that work
// too (nil where no target model is within a straight move).
func (c *Ctx) findContactWith(a spotAsk, base *contactBase) ([]*Spot, *contactBase) {
	m, tol := a.m, c.Tol()
	p0, r := m.centre(), m.radius()
	// the bases, in the run's two arrays: nothing below keeps them
	targets := appendDiscs(c.discs[0][:0], a.targets)
	c.discs[0] = targets
	if !slices.ContainsFunc(targets, func(t disc) bool { return t.c.Dist(p0)-r-t.r <= a.move+tol }) {
		return nil, nil // no target model within a straight move
	}
	router := c.routesFor(m, a.move, a.clearOf, a.clearance, a.walls)
	own := appendDiscs(c.discs[1][:0], bodies{m.Unit})
	c.discs[1] = own
	marks := c.contactMarks(targets, own, m.Index, tol)
	if al := c.alliesOf(m.Unit, a.targets); al != nil {
		marks.allies = appendDiscs(nil, al)
	}
	var spots []*Spot
	if base == nil {
		var routed []routedPt
		if !a.support {
			routed = routesToContact(router, p0, r, targets, a.move, tol)
		}
		spots = c.keepSpots(a, router, routed, nil, targets, own, marks)
		linked := linkedContactRoutes(router, m, spots, targets, own, a, tol)
		// a copy: the caller's list is its own to delete from and sort
		base = &contactBase{spots: slices.Clone(spots), linked: linked, pts: c.pairPts(m, targets, a, tol)}
	} else {
		spots = c.spotsFor(m, base.spots)
	}
	linked, pts := base.linked, base.pts
	if a.pack {
		// in the run's array: keepSpots keeps none of the points' lists
		pts = packedContactPts(append(c.ptsBuf[:0], pts...), m, targets, own, a, tol)
		c.ptsBuf = pts[:0]
	}
	if len(linked) > 0 || len(pts) > 0 {
		spots = append(spots, c.keepSpots(a, router, linked, pts, targets, own, marks)...)
	}
	return spots, base
}

// pairContactPts returns, for each two target models within a straight
// move of m whose bases stand less than m's base apart, the points where
// m's base touches both: a model standing in the gap in front of two
// target models engages both, where the end of the shortest route into
// contact with either touches one. A point where the base would overlap a
// third target model is left out.
func pairContactPts(m *Model, targets []disc, a spotAsk, tol float64) []geom.Vec {
	p0, r := m.centre(), m.radius()
	var pts []geom.Vec
	var reachBuf [64]bool
	reach := reachBuf[:0] // each target model within a straight move, asked once
	for _, t := range targets {
		// surely farther than a straight move (geom.Apart's margin is far
		// beyond the rounding of the difference): no need to measure
		reach = append(reach, !geom.Apart(t.c, p0, r+t.r+a.move+tol) && !(t.c.Dist(p0)-(r+t.r) > a.move+tol))
	}
	for i, t := range targets {
		ci := geom.Circle{C: t.c, R: r + t.r}
		if !reach[i] {
			continue
		}
		for k, u := range targets[i+1:] {
			cj := geom.Circle{C: u.c, R: r + u.r}
			if !reach[i+1+k] || geom.Apart(t.c, u.c, ci.R+cj.R) || t.c.Dist(u.c) >= ci.R+cj.R {
				continue
			}
			var xBuf [2]geom.Vec
			for _, q := range geom.AppendCirclesCross(xBuf[:0], ci, cj) {
				if q.Dist(p0) <= a.move+tol && !slices.ContainsFunc(targets, func(o disc) bool {
					return !geom.Apart(q, o.c, r+o.r-tol) && q.Dist(o.c) < r+o.r-tol
				}) {
					pts = append(pts, q)
				}
			}
		}
	}
	return pts
}

// pairKey names a model for pairPts' memo.
type pairKey struct {
	u *world.Body
	i int
}

// pairMemo is one model's last answer of pairContactPts and what it was
// found from: where the model stood, its radius, the move, the tolerance
// and the target models' bases.
type pairMemo struct {
	p0           geom.Vec
	r, move, tol float64
	targets      []disc
	pts          []geom.Vec
}

// pairPts is pairContactPts(m, targets, a, tol), answered again from
// the model's last answer when everything it is found from is the same:
// a placement search asks it of the same model, unmoved, against the
// same target models, once for each world it tries. The answer is
// clipped, so a caller appending to it copies it first.
func (c *Ctx) pairPts(m *Model, targets []disc, a spotAsk, tol float64) []geom.Vec {
	k := pairKey{m.Unit, m.Index}
	p0, r := m.centre(), m.radius()
	if e, ok := c.pairs[k]; ok && e.p0 == p0 && e.r == r && e.move == a.move && e.tol == tol && slices.Equal(e.targets, targets) {
		return slices.Clip(e.pts)
	}
	pts := pairContactPts(m, targets, a, tol)
	if c.pairs == nil {
		c.pairs = map[pairKey]pairMemo{}
	}
	c.pairs[k] = pairMemo{p0: p0, r: r, move: a.move, tol: tol, targets: slices.Clone(targets), pts: pts}
	return slices.Clip(pts)
}

// packedContactPts returns, for each target model within a straight move
// of m, the points of its contact circle where m's base would touch a
// moved model of its unit: the ends of the free stretches beside the
// models already there, where placing one more wastes no room.
func packedContactPts(pts []geom.Vec, m *Model, targets, own []disc, a spotAsk, tol float64) []geom.Vec {
	p0, r := m.centre(), m.radius()
	for _, t := range targets {
		cc := geom.Circle{C: t.c, R: r + t.r}
		if t.c.Dist(p0)-cc.R > a.move+tol {
			continue
		}
		for _, f := range own {
			if f.i != m.Index && m.Unit.HasMoved(f.i) {
				pts = geom.AppendCirclesCross(pts, cc, geom.Circle{C: f.c, R: r + f.r})
			}
		}
	}
	return pts
}

// linkedContactRoutes returns, for each target model within a straight
// move of m that none of spots touches within link of a moved model of
// m's unit, the exact shortest route into contact with it ending within
// link of one: to the part of its contact circle that is free and inside
// a moved model's link circle (geom.ArcsWithin). The shortest route into
// contact may end out of link while a longer one ends within it.
func linkedContactRoutes(router routeAsker, m *Model, spots []*Spot, targets, own []disc, a spotAsk, tol float64) []routedPt {
	p0, r := m.centre(), m.radius()
	var linkBuf [32]geom.Circle
	links := linkBuf[:0]
	for _, f := range own {
		if f.i != m.Index && m.Unit.HasMoved(f.i) {
			links = append(links, geom.Circle{C: f.c, R: r + f.r + a.link})
		}
	}
	if len(links) == 0 {
		return nil
	}
	var out []routedPt
	var nearBuf [16]geom.Circle
	near := nearBuf[:0]
	for _, t := range targets {
		cc := geom.Circle{C: t.c, R: r + t.r}
		if t.c.Dist(p0)-cc.R > a.move+tol {
			continue
		}
		if slices.ContainsFunc(spots, func(s *Spot) bool { return s.Links > 0 && s.At.Dist(t.c) <= cc.R+tol }) {
			continue
		}
		// only the link circles that reach the contact circle: one surely
		// apart from it neither cuts it nor holds a point of it, so
		// ArcsWithin finds the same without it; with none, no part of the
		// circle is within link
		near = near[:0]
		for _, l := range links {
			if !geom.CirclesApart(cc, l) {
				near = append(near, l)
			}
		}
		if len(near) == 0 {
			continue
		}
		arcs := geom.ArcsWithin(cc, router.FreeArcs(cc), near)
		if len(arcs) == 0 {
			continue
		}
		if l, route, ok := router.RouteToCircle(cc, arcs); ok {
			out = append(out, routedPt{route, l})
		}
	}
	return out
}

// routesToContact returns the exact shortest routes from p0 of at most
// move into base contact (a base of radius r) with each of targets.
func routesToContact(router routeAsker, p0 geom.Vec, r float64, targets []disc, move, tol float64) []routedPt {
	var routed []routedPt
	for _, t := range targets {
		cc := geom.Circle{C: t.c, R: r + t.r}
		if cc.C.Dist(p0)-cc.R <= move+tol {
			if l, route, ok := router.RouteToCircle(cc, router.FreeArcs(cc)); ok {
				routed = append(routed, routedPt{route, l})
			}
		}
	}
	return routed
}

// touching returns the target model f's base touches, or nil.
func touching(targets []disc, f disc, tol float64) *disc {
	for i, t := range targets {
		if f.c.Dist(t.c) <= f.r+t.r+tol {
			return &targets[i]
		}
	}
	return nil
}

// nearestReachable returns the point of circle cc nearest towards p that
// routes of at most the router's limit reach, going round cc from qa (a
// point they reach) the short way towards p's side, with its route.
// Along that arc the distance to p only falls, so the point sought is the
// far end of the reachable stretch from qa: found by halving the arc
// until what is left is shorter than a quarter of the tolerance (a 1-D
// search with that bound, about log2(pi R / (tol / 4)) routes), when the
// stretch is one piece; the point straight towards p is tried first.
func nearestReachable(router routeAsker, cc geom.Circle, qa, p geom.Vec, tol float64) (routedPt, bool) {
	at := func(a float64) geom.Vec {
		s, c := math.Sincos(a)
		return geom.V(cc.C.X+cc.R*c, cc.C.Y+cc.R*s)
	}
	want := math.Atan2(p.Y-cc.C.Y, p.X-cc.C.X)
	if l, route, ok := router.Route(at(want)); ok {
		return routedPt{route, l}, true
	}
	from := math.Atan2(qa.Y-cc.C.Y, qa.X-cc.C.X)
	turn := math.Remainder(want-from, 2*math.Pi)
	lo, hi := 0.0, 1.0 // fractions of turn: lo reached, hi not
	var best routedPt
	for math.Abs(turn)*(hi-lo)*cc.R > tol/4 {
		mid := (lo + hi) / 2
		if l, route, ok := router.Route(at(from + turn*mid)); ok {
			lo, best = mid, routedPt{route, l}
		} else {
			hi = mid
		}
	}
	return best, best.route != nil
}

// routedPt is a candidate end found with its route.
type routedPt struct {
	route []geom.Vec
	path  float64
}

// dist is the distance between two points on the table, where
// math.Hypot's guard against overflow is not needed.
func dist(a, b geom.Vec) float64 {
	dx, dy := a.X-b.X, a.Y-b.Y
	return math.Sqrt(dx*dx + dy*dy)
}

// nearby appends to out the keeps a route of at most move from p can come
// near (out may be keeps[:0]).
func nearby(out, keeps []geom.Keep, p geom.Vec, move, tol float64) []geom.Keep {
	for i := range keeps {
		if keepNear(&keeps[i], p, move, tol) {
			out = append(out, keeps[i])
		}
	}
	return out
}

// keepNear reports whether nearby keeps k: whether its box, grown by its
// distance, comes within move and tol of p.
func keepNear(k *geom.Keep, p geom.Vec, move, tol float64) bool {
	var lo, hi geom.Vec
	if k.Shape.Kind == geom.KCircle { // Bounds, without the call
		c := &k.Shape.Circle
		lo, hi = geom.Vec{X: c.C.X - c.R, Y: c.C.Y - c.R}, geom.Vec{X: c.C.X + c.R, Y: c.C.Y + c.R}
	} else {
		lo, hi = k.Shape.Bounds()
	}
	dx := max(lo.X-p.X, p.X-hi.X, 0)
	dy := max(lo.Y-p.Y, p.Y-hi.Y, 0)
	// math.Hypot(dx, dy) >= max(dx, dy): the square root only where
	// neither alone is farther
	lim := move + k.Dist + tol
	return dx <= lim && dy <= lim && math.Hypot(dx, dy) <= lim
}

// isTargetAt reports whether a target base stands at p (its contact
// circle is already a candidate circle).
func isTargetAt(targets []disc, p geom.Vec) bool {
	for _, t := range targets {
		if t.c == p {
			return true
		}
	}
	return false
}

// nearestDisc returns the disc whose centre is nearest p, or nil.
func nearestDisc(ds []disc, p geom.Vec) *disc {
	var best *disc
	bestD := 0.0 // the best's distance, kept (it was measured again at each disc)
	for i := range ds {
		if d := ds[i].c.Sub(p).Len(); best == nil || d < bestD {
			best, bestD = &ds[i], d
		}
	}
	return best
}

// keepSpots turns candidate points into Spots, dropping repeats, points a
// base may not stand on and points no route of at most the move reaches.
func (c *Ctx) keepSpots(a spotAsk, router routeAsker, routed []routedPt, pts []geom.Vec, targets, own []disc, marks contactMarks) []*Spot {
	m, tol := a.m, c.Tol()
	p0, r := m.centre(), m.radius()
	// the run's set of keys, kept from call to call (on the stack it
	// escaped, a kilobyte a call)
	seen := &c.seen
	seen.reset()
	var out []*Spot
	for k := range len(routed) + len(pts) {
		var q geom.Vec
		var rp *routedPt
		if k < len(routed) {
			rp = &routed[k]
			q = rp.route[len(rp.route)-1]
		} else {
			q = pts[k-len(routed)]
		}
		key := snapKey(q, tol)
		if dist(q, p0) > a.move+tol || !seen.add(key) {
			continue
		}
		if a.support && !slices.ContainsFunc(own, func(f disc) bool {
			return f.i != m.Index && q.Dist(f.c)-r-f.r <= a.link+tol && marks.inContactDisc(f)
		}) {
			continue // markRoom asks only for spots with support
		}
		// A point in contact off the routes' ends keeps only if a route
		// reaches it (the last case below): asked first, an unreachable
		// point costs no measuring against each target model.
		var pre routedPt
		if a.contact && rp == nil && q != p0 {
			if a.beyond != nil && a.beyond(q) {
				continue
			}
			l, route, ok := router.Route(q)
			if !ok {
				continue
			}
			pre = routedPt{route, l}
		}
		s := Spot{Model: m, At: q, Gap: math.Inf(1), Stays: q == p0}
		for i, t := range targets {
			// squared first: most target models are neither touched nor
			// nearer than the nearest so far
			dx, dy, reach := q.X-t.c.X, q.Y-t.c.Y, r+t.r
			d2 := dx*dx + dy*dy
			if lim := s.Gap + reach; s.Gap > tol && d2 >= lim*lim {
				continue
			}
			d := math.Sqrt(d2) - reach
			// min(s.Gap, max(d, 0)) without the builtins' checks for NaN
			// and signed zeros: d is a number, and made +0 if not above 0
			if !(d > 0) {
				d = 0
			}
			if d < s.Gap {
				s.Gap = d
			}
			if d <= tol {
				s.Contacts++
				if !marks.touched(i) {
					s.Fresh++
				}
			}
		}
		if a.contact && s.Contacts == 0 {
			continue
		}
		switch {
		case s.Stays:
			s.Route = c.points(p0)
		case rp != nil:
			s.Path, s.Route = rp.path, rp.route
		case s.Contacts == 0:
			// The points out of contact are the ends of straight moves
			// (grazing other bases, meeting limits); the ends of bent
			// routes out of contact came above, found with their routes.
			if !router.Straight(q) {
				continue
			}
			s.Path, s.Route = p0.Dist(q), c.points(p0, q)
		case pre.route != nil:
			s.Path, s.Route = pre.path, pre.route
		default:
			var ok bool
			if s.Path, s.Route, ok = router.Route(q); !ok {
				continue
			}
		}
		for j, f := range own {
			if f.i == m.Index || geom.Apart(q, f.c, r+f.r+a.link+tol) || q.Dist(f.c)-r-f.r > a.link+tol {
				continue
			}
			if m.Unit.HasMoved(f.i) {
				s.Links++
			}
			if marks.inContact(j) {
				s.Support++
			}
		}
		if !a.support {
			s.Terrain, s.Enters = c.routeTerrain(s.Route, r, a.walls)
		}
		kept := c.newSpot()
		*kept = s
		out = append(out, kept)
		if a.enough != nil && a.enough(kept) {
			break
		}
	}
	return out
}

// contactMarks says, for each target model, whether a base of the unit
// other than the model's own touches it, and for each base of the unit
// whether it touches a target model: what keepSpots counts fresh targets
// and support by. Each mark is worked out when first read: keepSpots
// reads those of the target models a candidate touches and of the bases
// within link of one, a few of the targets times the unit's pairs.
type contactMarks struct {
	targets, own []disc
	// allies: the bases of the other units of own's side (alliesOf): a
	// target model one of them touches is not fresh either
	allies []disc
	skip   int // the index of the model's own base, never marked
	tol    float64
	// t and c hold each mark of targets and own: 0 not worked out yet,
	// 1 no, 2 yes
	t, c []int8
}

// contactMarksOf returns contactMarks for targets and own, the base of
// index skip left out.
func contactMarksOf(targets, own []disc, skip int, tol float64) contactMarks {
	return contactMarks{targets: targets, own: own, skip: skip, tol: tol, t: make([]int8, len(targets)), c: make([]int8, len(own))}
}

// contactMarks is contactMarksOf in the run's two arrays of marks, for
// a caller done with them before it asks again (contactOnly).
func (c *Ctx) contactMarks(targets, own []disc, skip int, tol float64) contactMarks {
	t := marksFor(c.marks[0], len(targets))
	in := marksFor(c.marks[1], len(own))
	c.marks = [2][]int8{t, in}
	return contactMarks{targets: targets, own: own, skip: skip, tol: tol, t: t, c: in}
}

// marksFor returns n marks not worked out, in buf's array when it has
// the room.
func marksFor(buf []int8, n int) []int8 {
	if cap(buf) < n {
		return make([]int8, n)
	}
	buf = buf[:n]
	clear(buf)
	return buf
}

// touched reports whether a base of own other than skip's, or of allies,
// touches target model i (within tol).
func (m contactMarks) touched(i int) bool {
	if m.t[i] == 0 {
		m.t[i] = 1
		for _, f := range m.own {
			if f.i != m.skip && discsTouch(f, m.targets[i], m.tol) {
				m.t[i] = 2
				break
			}
		}
		for _, f := range m.allies {
			if m.t[i] == 1 && discsTouch(f, m.targets[i], m.tol) {
				m.t[i] = 2
			}
		}
	}
	return m.t[i] == 2
}

// inContact reports whether base j of own, skip's excepted, touches a
// target model (within tol).
func (m contactMarks) inContact(j int) bool {
	if m.c[j] == 0 {
		m.c[j] = 1
		if f := m.own[j]; f.i != m.skip {
			for _, t := range m.targets {
				if discsTouch(f, t, m.tol) {
					m.c[j] = 2
					break
				}
			}
		}
	}
	return m.c[j] == 2
}

// inContactDisc reports whether base f of own touches a target model.
func (m contactMarks) inContactDisc(f disc) bool {
	for j := range m.own {
		if m.own[j].i == f.i {
			return m.inContact(j)
		}
	}
	return false
}

// discsTouch reports whether bases f and t stand within tol of touching,
// by the squares of the distances. A coordinate alone farther apart than
// the sum of the radii and tol (and a margin that rounding cannot cross)
// answers no, as the squares would (a difference of floats only grows
// as one term moves away).
func discsTouch(f, t disc, tol float64) bool {
	dx, dy, rr := f.c.X-t.c.X, f.c.Y-t.c.Y, f.r+t.r+tol
	if lim := rr * (1 + 1e-9); dx > lim || -dx > lim || dy > lim || -dy > lim {
		return false
	}
	return dx*dx+dy*dy <= rr*rr
}

// snapKey names the cell of side tol that q falls in, so that two points
// within rounding of each other share a key. A tolerance of 0 (a scenario
// may set it) would divide by zero, and one so small that q/tol passes the
// range of an int64 would give every point the same key: the cell is
// never under snapFloor, and the key is the rounded quotient's bits, not
// its conversion to an int64, so distinct cells keep distinct keys.
func snapKey(q geom.Vec, tol float64) [2]int64 {
	tol = max(tol, snapFloor)
	return [2]int64{int64(math.Float64bits(math.Round(q.X / tol))), int64(math.Float64bits(math.Round(q.Y / tol)))}
}

// snapFloor is the least cell snapKey keys points by: a nanometre (lengths
// are in mm), far under any tolerance a table is measured to and far over
// float64's rounding of a position on it.
const snapFloor = 1e-6

// keySet is a set of grid keys (snapKey): the keys in the order added,
// and an open-addressed table of their places in it, found by a hash of
// the key. It was a scan of the keys while it held 64 or fewer and a map
// past that: keepSpots adds a few dozen keys a call and the scans cost
// more than the rest of its test of a point (issue 30's assault).
type keySet struct {
	keys [][2]int64
	// slots holds, for each cell of the table, 0 for none or 1 + the
	// place in keys of the key there; its length is a power of two at
	// least twice the keys', and shift is 64 less its log2.
	slots []int32
	shift uint
}

// reset empties s, keeping its arrays.
func (s *keySet) reset() {
	s.keys = s.keys[:0]
	clear(s.slots)
}

// slot returns the first cell of the table k's probe looks at: the top
// bits of a multiplicative hash of both halves (a key's low bits are
// mostly the zeros of a whole number's float64).
func (s *keySet) slot(k [2]int64) uint64 {
	return ((uint64(k[0])*0x9E3779B97F4A7C15 ^ uint64(k[1])) * 0x9E3779B97F4A7C15) >> s.shift
}

// add adds k, and reports whether it was not already in the set.
func (s *keySet) add(k [2]int64) bool {
	if 2*(len(s.keys)+1) > len(s.slots) {
		s.grow()
	}
	mask := uint64(len(s.slots) - 1)
	for h := s.slot(k); ; h = (h + 1) & mask {
		i := s.slots[h]
		if i == 0 {
			s.keys = append(s.keys, k)
			s.slots[h] = int32(len(s.keys))
			return true
		}
		if s.keys[i-1] == k {
			return false
		}
	}
}

// grow doubles the table (64 cells the first time) and places the keys
// again.
func (s *keySet) grow() {
	n, shift := 64, uint(58)
	if len(s.slots) > 0 {
		n, shift = 2*len(s.slots), s.shift-1
	}
	s.slots, s.shift = make([]int32, n), shift
	mask := uint64(n - 1)
	for j, k := range s.keys {
		h := s.slot(k)
		for s.slots[h] != 0 {
			h = (h + 1) & mask
		}
		s.slots[h] = int32(j + 1)
	}
}

// routeTerrain returns the terrain pieces (those of walls excepted) a base
// of radius r overlaps along route, and those of them it does not overlap
// at the route's start. A route that does not move overlaps nothing.
func (c *Ctx) routeTerrain(route []geom.Vec, r float64, walls bodies) (all, enters []*world.Body) {
	if len(route) < 2 {
		return nil, nil
	}
	tol := c.Tol()
	for _, b := range c.W.Bodies {
		if b.Kind != world.KindTerrain || slices.Contains(walls, b) || b.Removed {
			continue
		}
		poly := b.Shape()
		hit := false
		for i := 1; i < len(route) && !hit; i++ {
			hit = geom.Distance(geom.SegShape(geom.Seg{A: route[i-1], B: route[i]}), poly) < r-tol
		}
		if !hit {
			continue
		}
		all = append(all, b)
		if !geom.Overlap(geom.CircleShape(geom.Circle{C: route[0], R: r}), poly, tol) {
			enters = append(enters, b)
		}
	}
	return all, enters
}

// way returns the spot model m reaches along the shortest route into base
// contact with a model of targets (round every other base, the pieces of
// walls and the board edge, never nearer than clearance to a model of
// clearOf), cut at move; with no such route, where it stands. The target
// models are tried nearest first (straight), and a route's length is at
// least the straight gap, so the search stops at the first target model
// straight further than the best route found.
func (c *Ctx) way(m *Model, targets bodies, move float64, clearOf bodies, clearance float64, walls bodies) *Spot {
	return c.wayBy(m, targets, move, clearOf, clearance, walls, true)
}

// wayBy is way; with pretest false every target model is searched for
// alone, as before the tree was asked first (the tests' reference).
func (c *Ctx) wayBy(m *Model, targets bodies, move float64, clearOf bodies, clearance float64, walls bodies, pretest bool) *Spot {
	p0, r, tol := m.centre(), m.radius(), c.Tol()
	s := &Spot{Model: m, At: p0, Route: []geom.Vec{p0}, Stays: true, Gap: math.Inf(1)}
	ts := discsOf(targets)
	t := nearestDisc(ts, p0)
	if t == nil {
		return s
	}
	gap := func(d disc) float64 { return d.c.Dist(p0) - r - d.r }
	ts = sortedBy(ts, gap)
	long := move + t.c.Dist(p0)
	lr := c.router(1, p0, c.nearKeeps(m, clearOf, clearance, walls, p0, long), long, true)
	best, route := math.Inf(1), []geom.Vec(nil)
	// Once one target model has no route, the others are asked first of
	// a tree of every route within the limit and two tolerances more,
	// round the same Keeps (Router 2): a goal it has no route to, the
	// search towards that goal alone would find none either (its graph
	// is the tree's, its searched nodes a part of the tree's: A* keeps a
	// node by its length so far and the straight line on, never less
	// than the length so far, and the tree's limit leaves more than
	// rounding's room). Only a goal the tree reaches is searched alone,
	// as before, so every route found is the one it was; a model boxed in
	// by its unit no longer searches the whole table once per target
	// model.
	var check *geom.Router
	for _, t := range ts {
		if gap(t) >= best {
			break
		}
		cc := geom.Circle{C: t.c, R: r + t.r}
		free := lr.FreeArcsKept(cc, &c.arcs)
		if check != nil {
			if _, _, ok := check.RouteToCircle(cc, free); !ok {
				continue
			}
		}
		l, rt, ok := lr.RouteToCircle(cc, free)
		if ok && l < best {
			best, route = l, rt
		}
		if !ok && check == nil && pretest {
			check = c.router(2, p0, lr.Keeps(), long+2*tol, false)
		}
	}
	if route == nil {
		s.Gap = max(0, gap(*t))
		return s
	}
	route = cutRoute(route, move)
	s.Route, s.At, s.Path = route, route[len(route)-1], routeLen(route)
	s.Stays = s.At == p0
	for _, t := range ts {
		s.Gap = min(s.Gap, max(0, s.At.Dist(t.c)-r-t.r))
	}
	s.Terrain, s.Enters = c.routeTerrain(route, r, walls)
	return s
}

// cutRoute returns the first d of route.
func cutRoute(route []geom.Vec, d float64) []geom.Vec {
	out := []geom.Vec{route[0]}
	for i := 1; i < len(route); i++ {
		l := route[i-1].Dist(route[i])
		if d < l {
			return append(out, geom.PointAlong(route[i-1:i+1], d))
		}
		d -= l
		out = append(out, route[i])
	}
	return out
}

// routeLen returns the length of a route.
func routeLen(route []geom.Vec) float64 {
	l := 0.0
	for i := 1; i < len(route); i++ {
		l += route[i-1].Dist(route[i])
	}
	return l
}

// coherent reports whether every model of u stands within link of another
// and the models form one chain.
func coherent(u *world.Body, link, tol float64) bool {
	ds := discsOf(bodies{u})
	if len(ds) < 2 {
		return true
	}
	reached := make([]bool, len(ds))
	reached[0] = true
	stack, n := []int{0}, 1
	for len(stack) > 0 {
		k := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for j := range ds {
			if !reached[j] && ds[k].c.Dist(ds[j].c)-ds[k].r-ds[j].r <= link+tol {
				reached[j] = true
				n++
				stack = append(stack, j)
			}
		}
	}
	return n == len(ds)
}

// inContactCount returns how many models of u touch a model of list.
func inContactCount(u *world.Body, list bodies, tol float64) int {
	others := discsOf(list)
	n := 0
	for _, f := range discsOf(bodies{u}) {
		for _, o := range others {
			if o.u != u && f.c.Dist(o.c) <= f.r+o.r+tol {
				n++
				break
			}
		}
	}
	return n
}

// alliesOf returns the units on the table of u's side, other than u and
// not among targets, whose models are round bases: a target model one of
// them touches is already in base contact with an enemy, so not fresh to
// u's charge. Nil when there are none.
func (c *Ctx) alliesOf(u *world.Body, targets bodies) bodies {
	var out bodies
	for _, b := range c.W.Bodies {
		if b != u && !b.Removed && b.Side == u.Side && b.Round > 0 && len(b.Models) > 0 && !slices.Contains(targets, b) {
			out = append(out, b)
		}
	}
	return out
}
