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
// Work backwards from the end: u ends flat against the Facing, slid s
// along it (slides from -(u's width + the Facing's length)/2 to +(...)/2
// keep contact). Say the rotation at the end turns u by α, clockwise
// positive. Then u touched the Facing at a point P turned α the other way
// about P: P is one of u's front corners lying on the Facing or one of the
// Facing's ends lying on u's front (the only points that can be the first
// touch of a front meeting the Facing at an angle), and the position before
// the rotation must not overlap the target. That position fixes the Wheel:
// its angle θ is the difference between the facings, and its corner is
// the front-right one for a clockwise Wheel, the front-left for an
// anticlockwise one. The corner stays still while u wheels, so it travels
// a along u's first facing and then b along its second: from where it
// stands to where it touches, K_c - K_0 = a f_0 + b f_θ, two equations for
// a and b, and the move exists when both are at least zero. (When θ is
// zero the two legs are one straight move, which exists when the contact
// position lies straight ahead.) So each (s, α, P) gives at most one move,
// and the move passes when its four pieces (the first leg, the Wheel, the
// second leg and the rotation, each swept exactly: a rectangle for a leg,
// the covering polygon of SweepRotation for a turn) overlap no body of
// others, the target included (the move only touches it), and stay on the
// board when the edge is among others.
//
// Where a move is possible can change only where some contact begins or
// ends: a corner of a piece meets the line of an obstacle's edge, an
// obstacle's corner meets the line of a piece's edge, a corner's circle
// about the corner u wheels about touches an edge's line or passes an
// obstacle's corner, a leg's length reaches zero (or, for the first, the
// distance u can go straight on, found by bisection as that sweep only
// grows), the Wheel its bound. With s and P fixed, each of those is a
// polynomial of degree at most 4 in cos α and sin α once the legs'
// common denominator (the cross product of their directions) is cleared,
// so of degree at most 8 in tan(α/2): reach.go lists them, geom.Roots
// finds all their roots (interpolation at Chebyshev points, then exact
// root isolation), and the search tries each root and one α between each
// two, within each stretch where the legs go forwards and the Wheel is
// within its bound. Between two roots nothing begins or ends touching, so
// one α there stands for all: for each slide tried the answer is exact
// (the turn at the end is no longer sampled). Likewise, with α fixed every
// piece moves linearly with s and the events (with those of the circles
// the Align turn draws about the contact point, which move with s) are
// polynomials of degree at most 2 in s: for α = 0 (u arrives square, the Wheel alone turning it)
// and α with the Wheel at its bound, every slide is covered exactly.
//
// What is not exact: the other slides. The slides tried are those
// contact_placements tries (base edges lined up; where the end position
// starts or stops touching a body), u's slide straight ahead, where a
// contact point starts or stops existing, a grid of 64 steps, and the
// middle of each stretch between those that holds no grid step (so each
// stretch where the end position is clear holds a slide tried). A move
// that needs both a turn at the end other than those two and a slide in a
// window narrower than a grid step that no end position bounds may be
// missed: that would take the crossings of every pair of event curves in
// the plane of (s, α). Nor is a move found that passes only by going into
// a body by less than the tolerance where it never merely touches it: the
// events are those of touching, the tolerance only the check of each move
// tried. The first move found settles it, and the cheap turns (the ends
// and middle of each stretch) are tried before the events are worked out,
// so an open table costs a few moves.

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
	q := newReachQuery(c, u, t, side, maxWheel, others)
	for _, s := range q.slides() {
		if q.reachesSlide(s) {
			return true
		}
	}
	return q.reachesAtTurns()
}

// reachQuery is one can_reach question and what is worked out once for it.
type reachQuery struct {
	c                 *Ctx
	u, t              *world.Body
	side              geom.Side
	maxWheel, noWheel float64
	others            []*world.Body
	edge              geom.Seg
	length, limit     float64
	a1                float64    // how far u can move straight on; -1 until worked out
	inT, inS          *geom.Cheb // interpolation in tan(α/2) (degree 8) and in s (2); nil until needed
	vals              []float64  // criticalValues' array of event values, reused
}

// newReachQuery returns the question whether u reaches t's side.
func newReachQuery(c *Ctx, u, t *world.Body, side geom.Side, maxWheel float64, others []*world.Body) *reachQuery {
	_, _, _, length, facing := sideFrame(t, side)
	return &reachQuery{c: c, u: u, t: t, side: side, maxWheel: min(maxWheel, 180),
		noWheel: geom.AngleDiff(u.Rect.Facing, facing), others: others, edge: t.Rect.Edge(side),
		length: length, limit: (u.Rect.Width + length) / 2, a1: -1}
}

// slides returns the slides to try, those nearest u's own position first:
// the slides contact_placements tries (base edges lined up, and where the
// end position starts or stops touching a body), u's slide straight ahead,
// the ends of each contact point's stretch, a grid of 64 steps, and the
// middle of every stretch between two of the others that holds no grid
// step.
func (q *reachQuery) slides() []float64 {
	mid, dir, _, _, _ := sideFrame(q.t, q.side)
	u, limit := q.u, q.limit
	near := u.Rect.Centre.Sub(mid).Dot(dir)
	l := newReachLine(u, q.t, q.side, 0, 0)
	events := geom.Slides(u.Rect.Width, u.BaseW, q.length, sideBase(q.t, q.side), near)
	events = q.c.meetingSlides(events, l.end(0), dir, limit, u, q.t, q.others)
	events = append(events, near, -limit, limit)
	for point := range 4 {
		lo, hi := q.pointRange(point)
		events = append(events, lo, hi)
	}
	const grid = 64
	step := 2 * limit / grid
	steps := make([]float64, grid+1)
	for i := range steps {
		steps[i] = -limit + step*float64(i)
	}
	out := slices.Clone(steps)
	events = slices.DeleteFunc(events, func(s float64) bool { return math.Abs(s) > limit+1e-9 })
	slices.Sort(events)
	g := 0 // the first grid step beyond the previous event
	for i, s := range events {
		if i > 0 {
			for g < len(steps) && steps[g] <= events[i-1] {
				g++
			}
			if g == len(steps) || steps[g] >= s {
				out = append(out, (s+events[i-1])/2)
			}
		}
	}
	out = append(out, events...)
	slices.SortFunc(out, func(a, b float64) int { return cmp.Compare(math.Abs(a-near), math.Abs(b-near)) })
	return slices.CompactFunc(out, func(a, b float64) bool { return math.Abs(a-b) <= 1e-12 })
}

// pointRange returns the slides at which the contact point of the given
// kind exists: u's front corner lies on the side, or the side's end on
// u's front.
func (q *reachQuery) pointRange(point int) (lo, hi float64) {
	l := newReachLine(q.u, q.t, q.side, point, 0)
	half := q.length / 2
	switch point {
	case 0, 1:
		at := l.end(0).Corners()[point].Sub(l.mid).Dot(l.dir)
		lo, hi = -half-at, half-at
	case 2:
		lo, hi = -half-q.u.Rect.Width/2, -half+q.u.Rect.Width/2
	default:
		lo, hi = half-q.u.Rect.Width/2, half+q.u.Rect.Width/2
	}
	return max(lo, -q.limit), min(hi, q.limit)
}

// chebT returns the interpolation in tan(α/2), of degree 8.
func (q *reachQuery) chebT() *geom.Cheb {
	if q.inT == nil {
		q.inT = geom.NewCheb(9)
	}
	return q.inT
}

// chebS returns the interpolation in the slide, of degree 2.
func (q *reachQuery) chebS() *geom.Cheb {
	if q.inS == nil {
		q.inS = geom.NewCheb(3)
	}
	return q.inS
}

// straightRun returns how far u can move straight on without passing into
// a body of others: the sweep only grows, so the answer is found by
// bisection.
func (q *reachQuery) straightRun() float64 {
	if q.a1 >= 0 {
		return q.a1
	}
	lo, hi := 0.0, q.c.W.Board.W+q.c.W.Board.H
	if !q.c.rectBlocked(q.u, nil, geom.SweepForward(q.u.Rect, hi), q.others) {
		lo = hi
	}
	for hi-lo > 1e-9 {
		m := (lo + hi) / 2
		if q.c.rectBlocked(q.u, nil, geom.SweepForward(q.u.Rect, m), q.others) {
			hi = m
		} else {
			lo = m
		}
	}
	q.a1 = lo
	return lo
}

// reachesSlide reports whether u can end flat against the side at slide s
// by such a move.
func (q *reachQuery) reachesSlide(s float64) bool {
	c, u := q.c, q.u
	l0 := newReachLine(u, q.t, q.side, 0, 0)
	r := l0.end(s)
	if c.blocked(u, nil, r, q.others) {
		return false
	}
	if c.squareMove(u, r, q.maxWheel, q.others) {
		return true
	}
	for point := range 4 {
		l := newReachLine(u, q.t, q.side, point, 0)
		if !q.contactAt(r, l.contact(r)) {
			continue
		}
		if math.Abs(q.noWheel) < 90 && math.Abs(q.noWheel) > 1e-9 && q.tryTurn(r, l.contact(r), q.noWheel) {
			return true
		}
		for k := range 2 {
			if q.reachesAlongTurns(newReachLine(u, q.t, q.side, point, k), s) {
				return true
			}
		}
	}
	return false
}

// contactAt reports whether p lies on both the side and r's front.
func (q *reachQuery) contactAt(r geom.Rect, p geom.Vec) bool {
	front, tol := r.Edge(geom.Front), q.c.W.Tol
	return geom.PointSegDist(p, q.edge.A, q.edge.B) <= tol && geom.PointSegDist(p, front.A, front.B) <= tol
}

// tryTurn reports whether the move ending at r after the turn alpha about
// p exists and passes into no body.
func (q *reachQuery) tryTurn(r geom.Rect, p geom.Vec, alpha float64) bool {
	theta := geom.AngleDiff(0, q.noWheel-alpha)
	if math.Abs(theta) > q.maxWheel+1e-9 {
		return false
	}
	rc := r.RotateAbout(p, -alpha)
	if !q.c.legsForward(q.u.Rect, rc, theta) || geom.RectOverlap(rc, q.t.Rect, q.c.W.Tol) {
		return false
	}
	return q.c.moveClear(q.u, routeSample{rc: rc, p: p, alpha: alpha}, theta, q.others)
}

// turnRange returns the turns at the end, short of 90 either way, that
// leave a Wheel of l's sense within the bound.
func (q *reachQuery) turnRange(k int) [][2]float64 {
	const eps = 1e-9
	lo, hi := q.noWheel-q.maxWheel, q.noWheel-eps // clockwise Wheel: θ in (0, maxWheel]
	if k == 0 {
		lo, hi = q.noWheel+eps, q.noWheel+q.maxWheel
	}
	var out [][2]float64
	for _, m := range [3]float64{-360, 0, 360} {
		a, b := max(lo+m, -90+1e-6), min(hi+m, 90-1e-6)
		if a <= b {
			out = append(out, [2]float64{a, b})
		}
	}
	return out
}

// reachesAlongTurns reports whether some move of l ends at slide s: it
// tries every turn at which an event happens and one between each two.
func (q *reachQuery) reachesAlongTurns(l *reachLine, s float64) bool {
	r := l.end(s)
	p := l.contact(r)
	try := func(t float64) bool { return q.tryTurn(r, p, alphaOf(t)) }
	var obs *reachObs
	for _, span := range q.turnRange(l.k) {
		for _, cell := range q.legCells(l, s, tanHalf(span[0]), tanHalf(span[1]), q.c.W.Tol) {
			if try(cell[0]) || try(cell[1]) || try((cell[0]+cell[1])/2) {
				return true
			}
			if cell[0] == cell[1] {
				continue
			}
			if obs == nil {
				obs = q.c.obstaclesNear(q.u, q.t, q.others, l.c0[l.k], q.reach(l, p, r))
			}
			if q.tryBetween(l.criticalValues(&q.vals, l.poseInT(s), q.chebT(), cell[0], cell[1], obs, false), cell, try) {
				return true
			}
		}
	}
	return false
}

// tryBetween tries each of xs and a point between each two, within cell.
func (q *reachQuery) tryBetween(xs []float64, cell [2]float64, try func(float64) bool) bool {
	prev := cell[0]
	for _, x := range append(xs, cell[1]) {
		if x > prev && (try(x) || try((prev+x)/2)) {
			return true
		}
		prev = max(prev, x)
	}
	return false
}

// reach returns how far from the corner l wheels about any move of l
// ending at r reaches: that corner goes at most straightRun forward, then
// in a straight line to where it stands at the contact (within its
// distance from the contact point p of p), and every point of u lies
// within u's diagonal of it; the Align turn keeps u within that of p.
func (q *reachQuery) reach(l *reachLine, p geom.Vec, r geom.Rect) float64 {
	k0 := l.c0[l.k]
	diag := math.Hypot(l.w, l.d)
	return max(q.straightRun(), p.Dist(k0)+p.Dist(r.Corners()[l.k])) + diag + q.c.W.Tol
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
//
// The region is a polygon of some hundreds of corners (one slice a degree
// of every arc), and measuring how deep a body goes into it is costly, so
// two cheap tests settle most bodies first, each giving the answer the
// measure would: a position of r during the turn lies within the region,
// so one that goes into the body by more than the tolerance and
// sureMargin says it is blocked; and a body that lies clear of the region
// moved by less than the tolerance less sureMargin (or not moved) goes
// into it by no more than that move. sureMargin is ten times what the
// measure can be out by (it widens covered stretches by a nanometre), so
// where either test decides, the measure agrees.
func (c *Ctx) turnBlocked(u *world.Body, r geom.Rect, p geom.Vec, deg float64, others []*world.Body) bool {
	var nearBuf [8]*world.Body
	near := c.turnNear(u, r, p, others, nearBuf[:0])
	if len(near) == 0 {
		return false
	}
	for _, b := range near {
		if b.Kind != world.KindEdge && c.turnSurelyBlocked(r, p, deg, b) {
			return true
		}
	}
	near = slices.DeleteFunc(near, func(b *world.Body) bool {
		return b.Kind != world.KindEdge && c.turnClearOfLine(r, p, deg, b)
	})
	if len(near) == 0 {
		return false
	}
	sweep := geom.PolyShape(geom.SweepRotation(r, p, deg))
	for _, b := range near {
		if b.Kind == world.KindEdge {
			if !c.W.Board.PointsInside(sweep.Poly.Pts, c.W.Tol) {
				return true
			}
		} else if !c.sweepSurelyClear(sweep, p, b) && geom.Overlap(sweep, b.Shape(), c.W.Tol) {
			return true
		}
	}
	return false
}

// sureMargin is how far from the tolerance the cheap tests of turnBlocked
// must find a depth to decide (mm).
const sureMargin = 1e-5

// turnSurelyBlocked reports whether some position of r turning by deg
// about p, one every 10 degrees at most and the last, goes into b by more than the
// tolerance and sureMargin: the region swept holds each position, so it
// goes into b at least as deep.
func (c *Ctx) turnSurelyBlocked(r geom.Rect, p geom.Vec, deg float64, b *world.Body) bool {
	n := 1 + int(math.Abs(deg)/10) // positions to try, not a value
	tol := c.W.Tol + sureMargin
	for i := 1; i <= n; i++ {
		ri := r.RotateAbout(p, deg*float64(i)/float64(n))
		if b.Kind == world.KindUnit {
			if geom.RectOverlap(ri, b.Rect, tol) {
				return true
			}
		} else if geom.Overlap(geom.RectShape(ri), b.Shape(), tol) {
			return true
		}
	}
	return false
}

// turnClearOfLine reports, without building the region, whether turning
// r by deg about p goes into b by no more than the tolerance less
// sureMargin: whether some line through p, along an edge of b, has every
// position of r on one side and b on the other. A rotation of less than
// 179 degrees takes a corner that starts and ends on one side of a line
// through the pivot along the arc on that side, and every corner of the
// covering polygon lies on a ray from p to a point of the first or last
// position (widened by a nanometre), on a corner's arc (pushed out by
// less than 1e-4 of its radius), or at p; so the polygon lies on that side
// but for the roundings bounded below, and moving it by those and by how
// far b reaches over the line takes it clear of b.
func (c *Ctx) turnClearOfLine(r geom.Rect, p geom.Vec, deg float64, b *world.Body) bool {
	limit := c.W.Tol - sureMargin
	if limit <= 0 || math.Abs(deg) >= 179 {
		return false
	}
	ends := [2][4]geom.Vec{r.Corners(), r.RotateAbout(p, deg).Corners()}
	far, small := 0.0, 0.0 // the farthest corner from p, and the farthest within 1e-4 of it
	for _, k := range ends[0] {
		d := k.Dist(p)
		far = max(far, d)
		if d <= 1e-4 {
			small = max(small, d)
		}
	}
	var box [4]geom.Vec
	pts := b.Poly.Pts
	if b.Kind != world.KindTerrain {
		box = b.Rect.Corners()
		pts = box[:]
	}
	for i, a := range pts {
		e := pts[(i+1)%len(pts)].Sub(a)
		if e.Len() == 0 {
			continue
		}
		n := geom.V(e.Y, -e.X).Scale(1 / e.Len())
		for _, n := range [2]geom.Vec{n, n.Scale(-1)} {
			over := math.Inf(-1) // how far b reaches over the line
			for _, v := range pts {
				over = max(over, v.Sub(p).Dot(n))
			}
			under := 0.0 // how far r's first or last position reaches under it
			for _, k := range ends {
				for _, q := range k {
					under = max(under, -q.Sub(p).Dot(n))
				}
			}
			if under > 1e-9 {
				continue
			}
			if over+1.0001*max(under, small)+2e-9+far*1e-10 <= limit {
				return true
			}
		}
	}
	return false
}

// sweepSurelyClear reports whether the swept region lies clear of b as it
// stands, or moved by less than the tolerance less sureMargin away from b
// (towards p, the pivot, or towards the region's middle): then b goes into
// it by no more than that move.
func (c *Ctx) sweepSurelyClear(sweep geom.Shape, p geom.Vec, b *world.Body) bool {
	const gap = 1e-9 // a distance no rounding makes of an overlap
	shape := b.Shape()
	lo, hi := sweep.Bounds()
	blo, bhi := shape.Bounds()
	if blo.X > hi.X || blo.Y > hi.Y || bhi.X < lo.X || bhi.Y < lo.Y {
		return true
	}
	if geom.ShapesApart(sweep, shape, gap) {
		return true
	}
	move := c.W.Tol - sureMargin
	if move <= 0 {
		return false
	}
	bc := blo.Add(bhi).Scale(0.5)
	for _, to := range [2]geom.Vec{p, lo.Add(hi).Scale(0.5)} {
		d := to.Sub(bc)
		if d.Len() == 0 {
			continue
		}
		if geom.ShapesApart(sweep, moved(shape, d.Scale(-move/d.Len())), gap) {
			return true
		}
	}
	return false
}

// moved returns s moved by v.
func moved(s geom.Shape, v geom.Vec) geom.Shape {
	if s.Kind == geom.KRect {
		s.Rect.Centre = s.Rect.Centre.Add(v)
		return s
	}
	pts := make([]geom.Vec, len(s.Poly.Pts))
	for i, q := range s.Poly.Pts {
		pts[i] = q.Add(v)
	}
	return geom.PolyShape(geom.Polygon{Pts: pts})
}

// routeQueries are the questions about how a unit reaches another.
func routeQueries() []*Func {
	return []*Func{
		Query5("can_reach", `can_reach(u, target, side, wheel, others) reports whether u can come into contact with `+
			`target's side ("front", ...) by moving straight forward, wheeling once about a front corner by at most wheel `+
			`degrees, moving straight forward into contact with that side and rotating about the point of contact until its `+
			`front lies flat against it, without passing into a body of others (touching allowed; the target itself only `+
			`touched; off the board when edge() is among them); exact in the turn about the point of contact for every `+
			`end position tried (every turn where the move starts or stops touching a body is solved for, none sampled), `+
			`and in the end position for arrivals square to the side and for Wheels of exactly wheel degrees, other end `+
			`positions being tried at the slides contact_placements tries, on a grid of 64 steps along the side and `+
			`between any two of those closer than a step. A move that passes only by going into a body by less than `+
			`the tolerance, never merely touching it, may be missed.`,
			func(c *Ctx, u, target body, side string, wheel Angle, others bodies) (bool, error) {
				s, err := parseSide(side)
				if err != nil {
					return false, err
				}
				return c.canReach(u, target, s, float64(wheel), others), nil
			}),
	}
}

// turnNear appends to near the bodies of others but u that a turn of r
// about p can reach: those meeting the disc its farthest corner sweeps,
// and the board's edge where that disc's square leaves the board. Both
// turnBlocked and firstEntry ask only these.
func (c *Ctx) turnNear(u *world.Body, r geom.Rect, p geom.Vec, others []*world.Body, near []*world.Body) []*world.Body {
	reach := 0.0
	for _, k := range r.Corners() {
		reach = math.Max(reach, k.Dist(p))
	}
	disc := geom.CircleShape(geom.Circle{C: p, R: reach})
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
		near = append(near, b)
	}
	return near
}
