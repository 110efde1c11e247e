package geom

import (
	"math"
	"slices"
)

// Turning as far as the obstacles allow.
//
// While a rectangle pivots about its centre its distance to an obstacle
// can pass the clearance only at an angle where some corner of the
// rectangle, on its circle about the centre, meets an obstacle edge pushed
// out by the clearance or the circle of that radius about an obstacle
// corner; or where some obstacle corner, turning the other way in the
// rectangle's own frame, meets a rectangle edge pushed out likewise. Those
// angles come from circle-line and circle-circle crossings in closed form.
// Between two consecutive ones legality cannot change, so testing one
// angle in each gap, in order, finds the exact first angle at which the
// turn becomes illegal.

// BestRotationToward pivots r about its centre towards bearing target, the
// shorter way round, as far as it can while its distance to every obstacle
// stays at least clear-tol throughout (when clear-tol is not positive:
// while it overlaps nothing by more than tol at the start and meets no
// further interior on the way). It returns the turned rectangle and the
// facing reached; r itself when even the start is illegal.
func BestRotationToward(r Rect, target float64, clear float64, obs []Shape, tol float64) (Rect, float64) {
	turn := AngleDiff(r.Facing, target)
	sign := 1.0
	if turn < 0 {
		sign, turn = -1, -turn
	}
	best := turn
	c := clear - tol
	for _, ob := range obs {
		if !legalStart(r, ob, c, tol) {
			return r, r.Facing
		}
		best = min(best, freeTurn(r, sign, best, ob, c))
	}
	f := NormBearing(r.Facing + sign*best)
	return r.PivotTo(f), f
}

// legalStart reports whether r may stand where it is next to ob.
func legalStart(r Rect, ob Shape, c, tol float64) bool {
	if c > 0 {
		return Distance(RectShape(r), ob) >= c-1e-9
	}
	return !Overlap(RectShape(r), ob, tol)
}

// freeTurn returns how far, up to limit degrees in direction sign, r can
// turn before becoming illegal next to ob.
func freeTurn(r Rect, sign, limit float64, ob Shape, c float64) float64 {
	ev := append(turnEvents(r, sign, ob, c), 0, limit)
	slices.Sort(ev)
	ev = slices.Compact(ev)
	for i := 0; i+1 < len(ev) && ev[i] < limit; i++ {
		hi := min(ev[i+1], limit)
		mid := r.PivotTo(r.Facing + sign*(ev[i]+hi)/2)
		if illegalTurn(mid, ob, c) {
			return ev[i]
		}
	}
	return limit
}

// illegalTurn reports whether r, part way through a turn, breaks the
// clearance c (or, for c <= 0, meets ob's interior).
func illegalTurn(r Rect, ob Shape, c float64) bool {
	if c > 0 {
		return Distance(RectShape(r), ob) < c-1e-9
	}
	return Overlap(RectShape(r), ob, 1e-9)
}

// turnEvents returns the turn angles in [0,360) at which r, pivoting in
// direction sign, comes exactly c from a feature of ob.
func turnEvents(r Rect, sign float64, ob Shape, c float64) []float64 {
	c = max(c, 0)
	ctr := r.Centre
	var ev []float64
	angle := func(from, to Vec, s float64) {
		ev = append(ev, NormBearing(s*AngleDiff(BearingOf(from.Sub(ctr)), BearingOf(to.Sub(ctr)))))
	}
	pts, segs := features(ob)
	rc := r.Corners()
	for _, p := range rc {
		rad := p.Dist(ctr)
		for _, sg := range segs {
			for _, x := range offsetCrossings(ctr, rad, sg, c) {
				angle(p, x, sign)
			}
		}
		for _, q := range pts {
			for _, x := range circleCircle(ctr, rad, q.C, q.R+c) {
				angle(p, x, sign)
			}
		}
	}
	for _, q := range pts {
		rad := q.C.Dist(ctr)
		for i := range rc {
			for _, x := range offsetCrossings(ctr, rad, Seg{rc[i], rc[(i+1)%4]}, c+q.R) {
				angle(q.C, x, -sign)
			}
		}
	}
	return ev
}

// features returns an obstacle's corners (as circles: radius 0, or a
// circle's own radius) and its edges.
func features(ob Shape) ([]Circle, []Seg) {
	if ob.Kind == KCircle {
		return []Circle{ob.Circle}, nil
	}
	v, closed := ob.verts()
	var pts []Circle
	var segs []Seg
	for _, p := range v {
		pts = append(pts, Circle{C: p})
	}
	eachEdge(v, closed, func(a, b Vec) { segs = append(segs, Seg{a, b}) })
	return pts, segs
}

// offsetCrossings returns where the circle (c, rad) crosses segment s
// moved off sideways by off, on either side.
func offsetCrossings(c Vec, rad float64, s Seg, off float64) []Vec {
	if off == 0 {
		return circleSeg(c, rad, s.A, s.B)
	}
	n := s.B.Sub(s.A).perp().Norm().Scale(off)
	out := circleSeg(c, rad, s.A.Add(n), s.B.Add(n))
	return append(out, circleSeg(c, rad, s.A.Sub(n), s.B.Sub(n))...)
}

// circleCircle returns the crossing points of two circles.
func circleCircle(c0 Vec, r0 float64, c1 Vec, r1 float64) []Vec {
	x, n := circleCross(c0, r0, c1, r1)
	if n == 0 {
		return nil
	}
	return []Vec{x[0], x[1]}
}

// circleCross returns the crossing points of two circles as circleCircle
// does, without allocating: n is 0 or 2.
func circleCross(c0 Vec, r0 float64, c1 Vec, r1 float64) (x [2]Vec, n int) {
	if r0 <= 0 || r1 <= 0 || apart(c0, c1, r0+r1) {
		return x, 0
	}
	d := c0.Dist(c1)
	if d == 0 || d > r0+r1 || d < math.Abs(r0-r1) {
		return x, 0
	}
	a := (d*d + r0*r0 - r1*r1) / (2 * d)
	h := math.Sqrt(max(r0*r0-a*a, 0))
	u := c1.Sub(c0).Scale(1 / d)
	m := c0.Add(u.Scale(a))
	return [2]Vec{m.Add(u.perp().Scale(h)), m.Sub(u.perp().Scale(h))}, 2
}

// apart reports, by squares and without a square root, that p and q are
// surely more than d apart as Vec.Dist measures them: the margin (a
// millionth of d) is far beyond its rounding, so a pair it passes is
// always measured, and a pair it rejects would be measured farther than d.
func apart(p, q Vec, d float64) bool {
	dx, dy := p.X-q.X, p.Y-q.Y
	lim := d * (1 + 1e-6)
	return dx*dx+dy*dy > lim*lim
}
