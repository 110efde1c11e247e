package engine

import (
	"math"
	"slices"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// Placing a unit in contact.
//
// A placement puts u's Front Facing flat against one Facing of the target,
// u facing into it. Along that Facing the only freedom is a slide s: the
// distance from the Facing's midpoint to the midpoint of u's front,
// measured along the Facing. Contact holds while the two spans touch,
// |s| <= (u's width + the Facing's length)/2 (corner to corner at the ends).
// The number of bases in contact changes only where a base boundary of u
// meets a base boundary of the target, so those slides, the two extremes,
// the centred slide and the slide that keeps u's Centre nearest to where it
// stands are the only candidates a priority order needs: between two of them
// every count is constant and the nearest-Centre slide is among them.

// placeKey identifies a contact_placements question while the world stands
// still: the same units, side and reach. The list of others is compared in
// full among the answers kept under one key.
type placeKey struct {
	u, t  *world.Body
	side  geom.Side
	reach float64
	// wheel, reached and fixed key reached_placements' answers apart.
	wheel   float64
	reached bool
	fixed   bool // no placement turns the target
}

// placeAnswer is one kept answer: the others it was worked out against and
// the placements.
type placeAnswer struct {
	others []*world.Body
	open   []*world.Body // reached_placements' open ground
	ps     []*Placement
	// For contactPlacements: the first own of ps leave the target where
	// it stands; those turning it follow once turned (worked out only when
	// asked for), from u's straight move of touch into contact.
	own    int
	turned bool
	touch  float64
}

// contactPlacements returns the candidate placements of u against target's
// side, in order of slide, then those turning the target. Rules often ask
// the same question two or three times in one clause (can it be placed?
// where?), so answers are kept until something moves.
func (c *Ctx) contactPlacements(u, t *world.Body, side geom.Side, reach float64, others []*world.Body) []*Placement {
	return c.contactAnswer(u, t, side, reach, others, true)
}

// contactAnswer returns contactPlacements' answer, or with turned false
// only its placements that leave the target where it stands: a question
// that may not turn the target (reachedPlacements' turn false) does not
// pay for the others, whose search for the charger's share of a
// combination is the costliest part.
func (c *Ctx) contactAnswer(u, t *world.Body, side geom.Side, reach float64, others []*world.Body, turned bool) []*Placement {
	k := placeKey{u: u, t: t, side: side, reach: reach}
	i := slices.IndexFunc(c.places[k], func(a placeAnswer) bool { return slices.Equal(a.others, others) })
	if i < 0 {
		ps, touch := c.computePlacements(u, t, side, reach, others)
		if c.places == nil {
			c.places = map[placeKey][]placeAnswer{}
		}
		i = len(c.places[k])
		c.places[k] = append(c.places[k], placeAnswer{others: slices.Clone(others), ps: ps, own: len(ps), touch: touch})
	}
	a := c.places[k][i]
	if !turned {
		return a.ps[:a.own:a.own]
	}
	if !a.turned {
		a.ps = append(a.ps[:a.own:a.own], c.rotatedPlacements(u, t, side, reach, a.touch, others, others)...)
		a.turned = true
		c.places[k][i] = a
	}
	return a.ps
}

// sideFrame returns the frame of t's side edge that a unit is placed
// against: its midpoint, its direction (corner A to corner B), the outward
// normal, its length, and the facing of a unit flat against it, facing t.
func sideFrame(t *world.Body, side geom.Side) (mid, dir, out geom.Vec, length, facing float64) {
	edge := t.Rect.Edge(side)
	along := edge.B.Sub(edge.A)
	return edge.A.Add(edge.B).Scale(0.5), along.Norm(), geom.Dir(t.Rect.Facing + 90*float64(side)),
		along.Len(), geom.NormBearing(t.Rect.Facing + 90*float64(side) + 180)
}

// computePlacements works out contactPlacements' placements that leave
// the target where it stands, and how far u's straight move goes before
// it touches the target (-1: never, or u faces it square on), where the
// placements turning the target start (rotatedPlacements).
func (c *Ctx) computePlacements(u, t *world.Body, side geom.Side, reach float64, others []*world.Body) ([]*Placement, float64) {
	mid, dir, out, length, facing := sideFrame(t, side)
	tBase := sideBase(t, side)
	centreAt := func(s float64) geom.Vec { return mid.Add(dir.Scale(s)).Add(out.Scale(u.Rect.Depth / 2)) }

	var places []*Placement
	slides := geom.Slides(u.Rect.Width, u.BaseW, length, tBase, u.Rect.Centre.Sub(mid).Dot(dir))
	slides = c.meetingSlides(slides, geom.Rect{Centre: centreAt(0), Facing: facing, Width: u.Rect.Width, Depth: u.Rect.Depth},
		dir, (u.Rect.Width+length)/2, u, t, others)
	for _, s := range slides {
		r := geom.Rect{Centre: centreAt(s), Facing: facing, Width: u.Rect.Width, Depth: u.Rect.Depth}
		p := c.placement(u, t, side.String(), r, s, length, tBase)
		if reach > 0 && p.Path > reach+c.W.Tol {
			continue
		}
		if c.blocked(u, t, r, others) {
			continue
		}
		places = append(places, p)
	}
	// Both placements below start with u's straight move into contact, and
	// neither exists when u already faces square on.
	touch := -1.0
	if math.Abs(geom.AngleDiff(u.Rect.Facing, facing)) >= 1e-6 {
		touch = c.firstTouch(u, t)
	}
	if p := c.alignedOnce(u, t, side, touch, others); p != nil && (reach <= 0 || p.Path <= reach+c.W.Tol) {
		places = append(places, p)
	}
	return places, touch
}

// meetingSlides adds to slides the offsets, within limit either way, at
// which the placement r moved by s along dir starts or stops touching a
// body of others, and those at which it comes within clearGap of one
// of a unit of another side than u (just clear of it, out of base
// contact): where a body beside the side cuts the slides short, the
// placement nearest the charger's own position may be the one just
// touching it, which no base edge marks, or, where touching it is ranked
// down (an enemy unit, charged too), the one just short of touching it.
// The board edge counts by its four sides. The result is sorted, without
// repeats.
func (c *Ctx) meetingSlides(slides []float64, r geom.Rect, dir geom.Vec, limit float64, u, t *world.Body, others []*world.Body) []float64 {
	gap := clearGap * c.W.Tol
	grown := geom.Rect{Centre: r.Centre, Facing: r.Facing, Width: r.Width + 2*gap, Depth: r.Depth + 2*gap}
	rects := [2]geom.Rect{r, grown}
	n := 1
	add := func(g geom.Seg) {
		for _, rr := range rects[:n] {
			if lo, hi, ok := geom.SlideMeets(rr, dir, g); ok {
				for _, s := range [2]float64{lo, hi} {
					if math.Abs(s) <= limit+1e-9 {
						slides = append(slides, s)
					}
				}
			}
		}
	}
	for _, b := range others {
		if b == u || b == t || b.Removed {
			continue
		}
		n = 1
		if b.Kind == world.KindUnit && b.Side != u.Side {
			n = 2
		}
		c.outline(b, add)
	}
	slices.Sort(slides)
	return slices.CompactFunc(slides, func(a, b float64) bool { return math.Abs(b-a) <= 1e-9 })
}

// clearGap is how far, in tolerances, a placement just clear of a body
// stands from it: out of base contact (more than the tolerance away), and
// as near as that allows.
const clearGap = 1.01

// outline calls f with each segment bounding a body: a unit's four edges,
// a terrain piece's polygon sides, the board's four sides for the edge.
func (c *Ctx) outline(b *world.Body, f func(geom.Seg)) {
	var pts []geom.Vec
	var box [4]geom.Vec
	switch {
	case b.Kind == world.KindEdge:
		w, h := c.W.Board.W, c.W.Board.H
		box = [4]geom.Vec{geom.V(0, 0), geom.V(w, 0), geom.V(w, h), geom.V(0, h)}
		pts = box[:]
	case b.Kind == world.KindTerrain:
		pts = b.Poly.Pts
	default:
		box = b.Rect.Corners()
		pts = box[:]
	}
	for i, p := range pts {
		f(geom.Seg{A: p, B: pts[(i+1)%len(pts)]})
	}
}

// alignedPlacement is the placement reached without any sideways choice:
// u moves straight forward until it first touches the target's side, then
// rotates about that point of contact until its front lies flat against
// the side. The rotation is not bounded by reach: reach bounds the move
// into contact only (the forward distance). There is none when u would not
// touch the target or already overlaps it, when what it touches first is not
// that side, when the
// move or the rotation passes into a body of path (others but the units u
// moves through as Open Terrain: others itself for contact_placements),
// when it ends overlapping a body of others, or when u already
// faces square on (then the straight move is itself a slide). Its Path is
// the forward distance.
func (c *Ctx) alignedPlacement(u, t *world.Body, side geom.Side, reach, touch float64, others, path []*world.Body) *Placement {
	facing := geom.NormBearing(t.Rect.Facing + 90*float64(side) + 180)
	turn := geom.AngleDiff(u.Rect.Facing, facing)
	if math.Abs(turn) < 1e-6 || touch < 0 || reach > 0 && touch > reach+c.W.Tol || c.overlaps(u, t) {
		return nil
	}
	r0 := u.Rect.MoveForward(touch)
	pivot := geom.ContactPoint(r0, t.Rect)
	edge := t.Rect.Edge(side)
	if geom.PointSegDist(pivot, edge.A, edge.B) > c.W.Tol {
		return nil
	}
	r := r0.RotateAbout(pivot, turn)
	if c.alignBlocked(u, t, touch, r0, pivot, turn, path) || len(path) < len(others) && c.blocked(u, t, r, others) {
		return nil
	}
	along := edge.B.Sub(edge.A)
	mid := edge.A.Add(edge.B).Scale(0.5)
	s := r.EdgeMid(geom.Front).Sub(mid).Dot(along.Norm())
	p := c.placement(u, t, side.String(), r, s, along.Len(), sideBase(t, side))
	if !slices.Contains(p.Bodies, t) {
		return nil
	}
	p.Aligns, p.Path = true, touch
	return p
}

// alignedOnce returns the aligned placement, worked out once while the
// world stands still: it does not depend on reach, which bounds only its
// forward move, and rules ask for it with and without a bound (kept in the
// contact_placements memo under reach -1).
func (c *Ctx) alignedOnce(u, t *world.Body, side geom.Side, touch float64, others []*world.Body) *Placement {
	k := placeKey{u: u, t: t, side: side, reach: -1}
	for _, a := range c.places[k] {
		if slices.Equal(a.others, others) {
			if len(a.ps) == 0 {
				return nil
			}
			return a.ps[0]
		}
	}
	var ps []*Placement
	if p := c.alignedPlacement(u, t, side, 0, touch, others, others); p != nil {
		ps = []*Placement{p}
	}
	if c.places == nil {
		c.places = map[placeKey][]placeAnswer{}
	}
	c.places[k] = append(c.places[k], placeAnswer{others: slices.Clone(others), ps: ps})
	if ps == nil {
		return nil
	}
	return ps[0]
}

// firstTouch returns how far u moves straight forward before it first
// touches t, or -1 when it never does.
func (c *Ctx) firstTouch(u, t *world.Body) float64 {
	hits := geom.FirstContacts(u.Rect, c.W.Board.W+c.W.Board.H, []geom.Shape{t.Shape()}, c.W.Tol)
	if len(hits) == 0 {
		return -1
	}
	return hits[0].Dist
}

// alignBlocked reports whether u's straight move of d into contact, or its
// rotation from r0 by turn about pivot, passes into a body of others or,
// when others holds the board edge, off the board. The
// rotation's swept region lies within the disc about pivot through r0's
// farthest corner, so it is built only for a body that reaches the disc.
func (c *Ctx) alignBlocked(u, t *world.Body, d float64, r0 geom.Rect, pivot geom.Vec, turn float64, others []*world.Body) bool {
	fwd := geom.SweepForward(u.Rect, d)
	reach := 0.0
	for _, k := range r0.Corners() {
		reach = math.Max(reach, k.Dist(pivot))
	}
	var sweep geom.Shape
	built := false
	for _, b := range others {
		if b == u || b == t || b.Removed {
			continue
		}
		if b.Kind == world.KindEdge {
			// The board is convex: the move stays on it when the
			// swept outlines' corners do. The rotation stays within the
			// disc about pivot, so a disc on the board needs no sweep.
			if !c.W.Board.Inside(fwd, c.W.Tol) {
				return true
			}
			if c.W.Board.PointsInside([]geom.Vec{pivot.Sub(geom.V(reach, reach)), pivot.Add(geom.V(reach, reach))}, c.W.Tol) {
				continue
			}
			if !built {
				sweep, built = geom.PolyShape(geom.SweepRotation(r0, pivot, turn)), true
			}
			if !c.W.Board.PointsInside(sweep.Poly.Pts, c.W.Tol) {
				return true
			}
			continue
		}
		shape := b.Shape()
		if b.Kind == world.KindUnit && geom.RectOverlap(fwd, b.Rect, c.W.Tol) ||
			b.Kind != world.KindUnit && geom.Overlap(geom.RectShape(fwd), shape, c.W.Tol) {
			return true
		}
		if geom.Distance(geom.CircleShape(geom.Circle{C: pivot, R: reach}), shape) > 0 {
			continue
		}
		if !built {
			sweep, built = geom.PolyShape(geom.SweepRotation(r0, pivot, turn)), true
		}
		if geom.Overlap(sweep, shape, c.W.Tol) {
			return true
		}
	}
	return false
}

// rotatedPlacements are the alternatives that turn the target instead: u
// moves straight forward until it first touches the target, which then
// rotates about that point until its side lies flat against u's front;
// and where u's own rotation about that point is blocked part of the way,
// u turns first as far as it can and the target the rest ("a combination
// of the two, starting with the Charging unit"), the target's turn each
// measured as TargetTurn for the rules to rank.
// There is none when u already faces square on or when u would not touch
// it, when the point it touches is not on side (its corners included: a
// side turned about a point of another side ends short of u's front or
// inside u), when its straight move passes into a body of others, or when
// the target's turn passes into or ends overlapping a body of others. How far
// the target turns is the placement's TargetTurn, and what the target
// already touches is for the rules to ask (touching), so the rules judge
// whether it may be turned.
// u's moves (the straight move, its own rotation about the point of
// contact and its share of a combination) are judged against path: others
// but the units it moves through as Open Terrain (a Pursuer's friends of
// its combat; others itself for contact_placements); where it stands after
// them, and the target's turn, against others.
func (c *Ctx) rotatedPlacements(u, t *world.Body, side geom.Side, reach, touch float64, others, path []*world.Body) []*Placement {
	want := geom.NormBearing(u.Rect.Facing + 180 - 90*float64(side))
	turn := geom.AngleDiff(t.Rect.Facing, want)
	if math.Abs(turn) < 1e-6 {
		return nil
	}
	if touch < 0 || reach > 0 && touch > reach+c.W.Tol {
		return nil
	}
	r := u.Rect.MoveForward(touch)
	pivot := geom.ContactPoint(r, t.Rect)
	// The side turned lies along u's front only when it holds the point
	// of contact (a corner of it counts): turned about a point of another
	// side, it would end short of u's front or inside u.
	if edge := t.Rect.Edge(side); geom.PointSegDist(pivot, edge.A, edge.B) > c.W.Tol {
		return nil
	}
	// u gets there by its straight move alone, which must pass into none
	// of others either (a wall between u and the target stops it); it
	// only touches the target at its end.
	if c.blocked(u, t, r, others) || c.rectBlocked(u, t, geom.SweepForward(u.Rect, touch), path) {
		return nil
	}
	var out []*Placement
	own := c.partialTurn(u, r, pivot, -turn, path)
	// u cannot line up by itself where its rotation passes into a body,
	// or (with Open Terrain passed through) ends on one.
	blocked := own != 0 || c.ownTurnBlocked(u, r, pivot, -turn, path) ||
		len(path) < len(others) && c.blocked(u, t, r.RotateAbout(pivot, -turn), others)
	if !c.targetTurnBlocked(u, t, pivot, turn, others) {
		out = append(out, c.turnedPlacement(u, t, side, r, pivot, turn, blocked))
	}
	if own != 0 && !(len(path) < len(others) && c.blocked(u, t, r.RotateAbout(pivot, own), others)) &&
		!c.targetTurnBlocked(u, t, pivot, turn+own, others) {
		out = append(out, c.turnedPlacement(u, t, side, r.RotateAbout(pivot, own), pivot, turn+own, blocked))
	}
	return out
}

// ownTurnBlocked reports whether u standing at rc, turning by alpha about
// p, passes into a body of others, judged as partialTurn judges it (the
// tolerance in force shrunk a thousandfold): whether u could not line up
// by itself there, the placement's OwnBlocked.
func (c *Ctx) ownTurnBlocked(u *world.Body, rc geom.Rect, p geom.Vec, alpha float64, others []*world.Body) bool {
	tol := c.W.Tol
	c.W.Tol = tol / 1000
	defer func() { c.W.Tol = tol }()
	return c.turnBlocked(u, rc, p, alpha, others)
}

// targetTurnBlocked reports whether turning t by deg about p passes into,
// or ends overlapping, a body of others other than u and t (or leaves the
// board, when the edge is one): the target turned must find room, and like
// the charger's own rotation about the point of contact its turn may not
// carry it through a unit or Impassable Terrain on the way.
func (c *Ctx) targetTurnBlocked(u, t *world.Body, p geom.Vec, deg float64, others []*world.Body) bool {
	turned := *t
	turned.Rect = t.Rect.RotateAbout(p, deg)
	rest := make([]*world.Body, 0, len(others))
	for _, b := range others {
		if b == u || b == t {
			continue
		}
		if c.overlaps(&turned, b) {
			return true
		}
		rest = append(rest, b)
	}
	return c.turnBlocked(t, t.Rect, p, deg, rest)
}

// placement measures one candidate.
func (c *Ctx) placement(u, t *world.Body, side string, r geom.Rect, s, length, tBase float64) *Placement {
	p := c.newPlacement()
	*p = Placement{Unit: u, Target: t, Side: side, Rect: r, Shift: r.Centre.Dist(u.Rect.Centre),
		Turn: math.Abs(geom.AngleDiff(u.Rect.Facing, r.Facing))}
	for i, a := range r.Corners() {
		p.Path = math.Max(p.Path, a.Dist(u.Rect.Corners()[i]))
	}
	uBase := u.BaseW
	if uBase <= 0 {
		uBase = r.Width
	}
	if tBase <= 0 {
		tBase = length
	}
	// u's front runs in the opposite sense to the target's edge, so in the
	// edge's coordinates its span is [s-w/2, s+w/2] either way.
	p.Models = geom.BasesTouching(s-r.Width/2, r.Width, uBase, -length/2, length, c.W.Tol) +
		geom.BasesTouching(-length/2, length, tBase, s-r.Width/2, r.Width, c.W.Tol)
	probe := *u
	probe.Rect = r
	found := c.scratch[:0]
	for _, b := range c.W.Bodies {
		if b.Kind == world.KindUnit && b.Side != u.Side && !b.Removed && b != u && c.touching(&probe, b) {
			found = append(found, b)
		}
	}
	p.Bodies = c.keep(found)
	p.Units = len(p.Bodies)
	return p
}

// inContactIf returns the units on the table, of any side, that would be in
// base contact with a unit of another side if p were taken: p's unit
// standing where p puts it and, for a placement that turns the target, the
// target turned; every other body as it stands. They come in the order the
// scenario lists them.
func (c *Ctx) inContactIf(p *Placement) bodies {
	probe := *p.Unit
	probe.Rect = p.Rect
	var turned *world.Body
	if p.Rotates {
		t := *p.Target
		t.Rect = p.TargetRect
		turned = &t
	}
	as := func(b *world.Body) *world.Body {
		switch {
		case b.ID == probe.ID:
			return &probe
		case turned != nil && b.ID == turned.ID:
			return turned
		}
		return b
	}
	out := c.scratch[:0]
	for _, a := range c.W.Bodies {
		if a.Kind != world.KindUnit || a.Removed {
			continue
		}
		pa := as(a)
		for _, b := range c.W.Bodies {
			if b.Kind != world.KindUnit || b.Removed || b.Side == a.Side || b.ID == a.ID {
				continue
			}
			if c.touching(pa, as(b)) {
				out = append(out, a)
				break
			}
		}
	}
	return c.keep(out)
}

// placementQueries are the questions about a placement.
func placementQueries() []*Func {
	return []*Func{
		Query1("in_contact_if", "in_contact_if(p) returns the units on the table, of any side, that would be in base contact "+
			"with a unit of another side if placement p were taken (its unit placed and, if p turns the target, the target turned; "+
			"everything else as it stands), in the order the scenario lists them.",
			func(c *Ctx, p *Placement) ([]*world.Body, error) {
				if p == nil {
					return bodies(nil), nil
				}
				return c.inContactIf(p), nil
			}),
	}
}

// blocked reports whether placing u at r overlaps any of others.
func (c *Ctx) blocked(u, t *world.Body, r geom.Rect, others []*world.Body) bool {
	probe := *u
	probe.Rect = r
	for _, b := range others {
		if b != u && b != t && c.overlaps(&probe, b) {
			return true
		}
	}
	return false
}

// sideBase returns the size of one base along a side of t: its frontage on
// the front and rear, its depth on the flanks.
func sideBase(t *world.Body, side geom.Side) float64 {
	if side == geom.Left || side == geom.Right {
		return t.BaseD
	}
	return t.BaseW
}
