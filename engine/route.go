package engine

import (
	"cmp"
	"math"
	"slices"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// Reaching a placement by a forward-Wheel-forward move.
//
// Some moves are limited in their shape: straight forward, one Wheel about
// a front corner (the inner corner stays still) of at most some angle,
// straight forward into contact with a Facing of the target, and then a
// rotation about the point of contact until u's front lies flat against
// it. Such a move is possible when one of them passes into no body in the
// way: a wall wholly between u and the target leaves none.
//
// Work backwards from the end: u ends flat against the Facing, slid some
// way along it (slides from -(u's width + the Facing's length)/2 to
// +(...)/2 keep contact; canReach tries every slide of a grid of 64 steps
// and the slides contact_placements tries). Say the rotation at the end turns u by α,
// clockwise positive. Then u touched the Facing at a point P turned α the
// other way about P: P is one of u's front corners lying on the Facing or
// one of the Facing's ends lying on u's front (the only points that can be
// the first touch of a front meeting the Facing at an angle), and the
// position before the rotation must not overlap the target. That position
// fixes the Wheel: its angle θ is the difference between the facings, and
// its corner is the front-right one for a clockwise Wheel, the front-left
// for an anticlockwise one. The corner stays still while u wheels, so it
// travels a along u's first facing and then b along its second: from where
// it stands to where it touches, K_c - K_0 = a f_0 + b f_θ, two equations
// for a and b, and the move exists when both are at least zero. (When θ is
// zero the two legs are one straight move, which exists when the contact
// position lies straight ahead.) So each α gives at most one move, and the
// move passes when its four pieces (the first leg, the Wheel, the second
// leg and the rotation, each swept exactly: a rectangle for a leg, the
// covering polygon of SweepRotation for a turn) overlap no body of others,
// the target included (the move only touches it), and stay on the board
// when the edge is among others.
//
// α runs over an interval for each contact point and sense of turn: |α|
// below 90 (u moves forwards into the Facing, so it meets it less than 90
// degrees off square) and the Wheel within its bound. The search samples
// each interval every half degree (routeSteps), the α with no Wheel (θ = 0)
// included, and α = 0 (u arrives square, the Wheel alone turning it); a
// move that exists only within a window narrower than a sample step may be
// missed. The first move found settles it, so an open table costs a few
// samples.

// routeSteps is how many samples of the rotation at the end are tried each
// way, up to 90 degrees: one every half degree.
const routeSteps = 180

// routeSample is one candidate move: the contact position rc, the point of
// contact p and the turn alpha from rc to the placement.
type routeSample struct {
	rc    geom.Rect
	p     geom.Vec
	alpha float64
}

// canReach reports whether u can move into contact with t's side by such
// a move, wheeling by at most maxWheel degrees, without passing into a body
// of others.
func (c *Ctx) canReach(u, t *world.Body, side geom.Side, maxWheel float64, others []*world.Body) bool {
	// Most often the move with no Wheel does: straight on into contact
	// and the rotation about the point of contact (the aligns placement,
	// already worked out for contact_placements).
	if math.Abs(geom.AngleDiff(u.Rect.Facing, t.Rect.Facing+90*float64(side)+180)) >= 1e-6 &&
		c.alignedOnce(u, t, side, c.firstTouch(u, t), others) != nil {
		return true
	}
	edge := t.Rect.Edge(side)
	mid, dir, out, length, facing := sideFrame(t, side)
	limit := (u.Rect.Width + length) / 2
	near := u.Rect.Centre.Sub(mid).Dot(dir)
	slides := geom.Slides(u.Rect.Width, u.BaseW, length, sideBase(t, side), near)
	const grid = 64
	for i := 0; i <= grid; i++ {
		slides = append(slides, -limit+2*limit*float64(i)/grid)
	}
	// The end straight ahead of u, and those beside it, are the likeliest
	// to be reached: try them first.
	slices.SortFunc(slides, func(a, b float64) int { return cmp.Compare(math.Abs(a-near), math.Abs(b-near)) })
	for _, s := range slides {
		if math.Abs(s) > limit+1e-9 {
			continue
		}
		r := geom.Rect{Centre: mid.Add(dir.Scale(s)).Add(out.Scale(u.Rect.Depth / 2)), Facing: facing,
			Width: u.Rect.Width, Depth: u.Rect.Depth}
		if c.reachesRect(u, t, edge, r, maxWheel, others) {
			return true
		}
	}
	return false
}

// reachesRect reports whether u can end at r, flat against the side edge
// of t, by such a move.
func (c *Ctx) reachesRect(u, t *world.Body, edge geom.Seg, r geom.Rect, maxWheel float64, others []*world.Body) bool {
	if c.blocked(u, nil, r, others) {
		return false
	}
	if c.squareMove(u, r, maxWheel, others) {
		return true
	}
	front := r.Edge(geom.Front)
	tol := c.W.Tol
	noWheel := geom.AngleDiff(u.Rect.Facing, r.Facing)
	for _, p := range [4]geom.Vec{front.A, front.B, edge.A, edge.B} {
		if geom.PointSegDist(p, edge.A, edge.B) > tol || geom.PointSegDist(p, front.A, front.B) > tol {
			continue
		}
		for k := -1; k < 2*routeSteps; k++ {
			alpha, ok := alphaAt(k, noWheel)
			theta := geom.AngleDiff(0, noWheel-alpha)
			if !ok || math.Abs(theta) > maxWheel+1e-9 {
				continue
			}
			rc := r.RotateAbout(p, -alpha)
			if !c.legsForward(u.Rect, rc, theta) || geom.RectOverlap(rc, t.Rect, tol) {
				continue
			}
			if c.moveClear(u, routeSample{rc: rc, p: p, alpha: alpha}, theta, others) {
				return true
			}
		}
	}
	return false
}

// alphaAt returns the k-th turn at the end to try: for k = -1 noWheel, the
// turn that leaves no Wheel (when it is a turn, less than 90); then every
// half degree either way, short of 90.
func alphaAt(k int, noWheel float64) (float64, bool) {
	if k < 0 {
		return noWheel, math.Abs(noWheel) < 90 && math.Abs(noWheel) > 1e-9
	}
	a := min(90*float64(k/2+1)/routeSteps, 90-1e-6)
	if k%2 == 1 {
		a = -a
	}
	return a, true
}

// legsForward reports whether the corner u wheels about gets from r0 to
// where it stands in rc by two forward legs (or, with no Wheel, one).
func (c *Ctx) legsForward(r0, rc geom.Rect, theta float64) bool {
	if math.Abs(theta) < 1e-9 {
		d := rc.Centre.Sub(r0.Centre)
		return math.Abs(d.Dot(r0.Right())) <= c.W.Tol && d.Dot(r0.Forward()) >= -c.W.Tol
	}
	k := 0
	if theta > 0 {
		k = 1
	}
	a, b, ok := legs(rc.Corners()[k].Sub(r0.Corners()[k]), r0.Forward(), rc.Forward())
	return ok && a >= -c.W.Tol && b >= -c.W.Tol
}

// squareMove reports whether u reaches r arriving square to it: the Wheel
// alone turns it, and no rotation follows.
func (c *Ctx) squareMove(u *world.Body, r geom.Rect, maxWheel float64, others []*world.Body) bool {
	theta := geom.AngleDiff(u.Rect.Facing, r.Facing)
	if math.Abs(theta) > maxWheel+1e-9 {
		return false
	}
	return c.moveClear(u, routeSample{rc: r}, theta, others)
}

// moveClear reports whether the move that wheels by theta and ends at s.rc
// exists (both legs forwards) and, with the rotation by s.alpha about s.p
// after it, passes into no body of others. The legs, cheap rectangles, are
// checked before the turns.
func (c *Ctx) moveClear(u *world.Body, s routeSample, theta float64, others []*world.Body) bool {
	r0, tol := u.Rect, c.W.Tol
	if math.Abs(theta) < 1e-9 {
		d := s.rc.Centre.Sub(r0.Centre)
		if math.Abs(d.Dot(r0.Right())) > tol || d.Dot(r0.Forward()) < -tol {
			return false
		}
		if c.rectBlocked(u, nil, geom.SweepForward(r0, max(d.Dot(r0.Forward()), 0)), others) {
			return false
		}
	} else {
		k := 0
		if theta > 0 {
			k = 1
		}
		a, b, ok := legs(s.rc.Corners()[k].Sub(r0.Corners()[k]), r0.Forward(), s.rc.Forward())
		if !ok || a < -tol || b < -tol {
			return false
		}
		a, b = max(a, 0), max(b, 0)
		r1 := r0.MoveForward(a)
		if c.rectBlocked(u, nil, geom.SweepForward(r0, a), others) ||
			c.rectBlocked(u, nil, geom.SweepForward(s.rc.MoveForward(-b), b), others) ||
			c.turnBlocked(u, r1, r1.Corners()[k], theta, others) {
			return false
		}
	}
	return s.alpha == 0 || !c.turnBlocked(u, s.rc, s.p, s.alpha, others)
}

// legs solves d = a f + b g for a and b; false when f and g are parallel.
func legs(d, f, g geom.Vec) (a, b float64, ok bool) {
	den := f.X*g.Y - f.Y*g.X
	if math.Abs(den) < 1e-12 {
		return 0, 0, false
	}
	return (d.X*g.Y - d.Y*g.X) / den, (f.X*d.Y - f.Y*d.X) / den, true
}

// rectBlocked reports whether the rectangle r, swept by u, passes into a
// body of others other than u and skip, or off the board when the edge is
// among them.
func (c *Ctx) rectBlocked(u, skip *world.Body, r geom.Rect, others []*world.Body) bool {
	for _, b := range others {
		switch {
		case b == u || b == skip || b.Removed:
		case b.Kind == world.KindEdge:
			if !c.W.Board.Inside(r, c.W.Tol) {
				return true
			}
		case b.Kind == world.KindUnit:
			if geom.RectOverlap(r, b.Rect, c.W.Tol) {
				return true
			}
		case geom.Overlap(geom.RectShape(r), b.Shape(), c.W.Tol):
			return true
		}
	}
	return false
}

// turnBlocked reports whether turning r by deg about p, as u, passes into
// a body of others other than u, or off the board when the edge is among
// them. The region swept lies within the disc about p through r's farthest
// corner, so it is built only when a body reaches into that disc.
func (c *Ctx) turnBlocked(u *world.Body, r geom.Rect, p geom.Vec, deg float64, others []*world.Body) bool {
	reach := 0.0
	for _, k := range r.Corners() {
		reach = math.Max(reach, k.Dist(p))
	}
	disc := geom.CircleShape(geom.Circle{C: p, R: reach})
	var sweep geom.Shape
	built := false
	for _, b := range others {
		if b == u || b.Removed {
			continue
		}
		if b.Kind == world.KindEdge {
			if c.W.Board.PointsInside([]geom.Vec{p.Sub(geom.V(reach, reach)), p.Add(geom.V(reach, reach))}, c.W.Tol) {
				continue
			}
		} else if geom.Distance(disc, b.Shape()) > 0 {
			continue
		}
		if !built {
			sweep, built = geom.PolyShape(geom.SweepRotation(r, p, deg)), true
		}
		if b.Kind == world.KindEdge {
			if !c.W.Board.PointsInside(sweep.Poly.Pts, c.W.Tol) {
				return true
			}
		} else if geom.Overlap(sweep, b.Shape(), c.W.Tol) {
			return true
		}
	}
	return false
}

// routeQueries are the questions about how a unit reaches another.
func routeQueries() []*Func {
	return []*Func{
		Query5("can_reach", `can_reach(u, target, side, wheel, others) reports whether u can come into contact with `+
			`target's side ("front", ...) by moving straight forward, wheeling once about a front corner by at most wheel `+
			`degrees, moving straight forward into contact with that side and rotating about the point of contact until its `+
			`front lies flat against it, without passing into a body of others (touching allowed; the target itself only `+
			`touched; off the board when edge() is among them). The end positions tried are the slides contact_placements `+
			`tries and a grid of 64 steps along the side; the rotation at the end is sampled every half degree.`,
			func(c *Ctx, u, target body, side string, wheel Angle, others bodies) (bool, error) {
				s, err := parseSide(side)
				if err != nil {
					return false, err
				}
				return c.canReach(u, target, s, float64(wheel), others), nil
			}),
	}
}
