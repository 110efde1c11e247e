package geom

import (
	"math"
	"slices"
)

// The region swept by a rotation.
//
// Seen from the pivot p in polar coordinates, a convex shape K meets each
// ray in one segment [a(ψ), b(ψ)]. Rotating K through α sweeps, along the
// ray at bearing φ, the union of those segments for ψ in [φ-α, φ], which
// is again one segment: from rin(φ), the least a over that window, out to
// rout(φ), the greatest b. Because b is convex along each edge of K, its
// greatest value over a window is at a window end (the first or last
// position of K) or at a corner of K that passed through the window (the
// corner's circular arc). Because a is unimodal about the direction of
// K's nearest point, its least value is at a window end, at a tangent
// corner, or on the arc traced by the nearest point. So the boundary of
// the swept region is made of the edges of the first and last positions
// and of circular arcs, and it changes from one piece to another only at
// bearings we can list: corners of either position, crossings of their
// edges, and crossings of the arcs' circles with their edges.
//
// Between two listed bearings one piece bounds each side, so the polygon
// through the exact boundary points at the listed bearings is exact along
// straight pieces. Along an arc it is pushed outwards: arcs are cut into
// slices of at most a degree and each slice gets a middle vertex at
// radius/cos(half slice), where the tangents at its ends meet, so the
// polygon covers the arc and exceeds it by less than 4e-5 of its radius.
// When p lies inside K the region is star-shaped about p and only the
// outer boundary is needed. A rotation that wraps all the way round an
// outside pivot is covered by the star-shaped polygon through p.

const sliceDeg = 1.0

// SweepRotation returns a polygon covering the region swept by rotating r
// clockwise by deg degrees about p (anticlockwise for negative deg),
// exceeding it by less than 4e-5 of the largest radius.
func SweepRotation(r Rect, p Vec, deg float64) Polygon {
	if deg < 0 {
		r, deg = r.RotateAbout(p, deg), -deg
	}
	s := newSweep(r, p, min(deg, 360))
	return Polygon{dedupe(s.polygon())}
}

// rotSweep holds a rotation sweep's first and last positions, wound
// anticlockwise, and the corners' bearings and radii about the pivot.
type rotSweep struct {
	p          Vec
	alpha      float64
	k0, k1     []Vec
	bear, rad  []float64
	star       bool
	from, span float64 // bearings covered: [from, from+span]
	near       float64 // distance from p to k0
	nearBear   float64
	tangents   [2]int    // corners at the ends of k0's bearing range
	ray0, ray1 []rayEdge // k0's and k1's edges as rayConvex uses them
}

// rayEdge is one edge of a convex polygon as seen by rays from the pivot:
// its direction e and e×(p-a) widened by a nanometre, the parts of
// rayConvex's test that do not depend on the ray's direction.
type rayEdge struct {
	e  Vec
	f0 float64
}

// rayEdges returns k's edges as rays from p meet them.
func rayEdges(p Vec, k []Vec) []rayEdge {
	out := make([]rayEdge, len(k))
	for i, a := range k {
		e := k[(i+1)%len(k)].Sub(a)
		out[i] = rayEdge{e, e.Cross(p.Sub(a)) + 1e-9*e.Len()}
	}
	return out
}

func newSweep(r Rect, p Vec, alpha float64) *rotSweep {
	c0 := r.Corners()
	c1 := r.RotateAbout(p, alpha).Corners()
	s := &rotSweep{p: p, alpha: alpha, k0: hull(c0[:]), k1: hull(c1[:])}
	s.ray0, s.ray1 = rayEdges(p, s.k0), rayEdges(p, s.k1)
	for _, c := range s.k0 {
		s.bear = append(s.bear, BearingOf(c.Sub(p)))
		s.rad = append(s.rad, c.Dist(p))
	}
	s.star = len(s.k0) < 3 || inConvex(p, s.k0, 1e-9)
	if !s.star {
		s.outside()
	}
	if s.star {
		s.from, s.span = 0, 360
	}
	return s
}

// outside fills in the bearing range and nearest point for a pivot
// outside the shape, falling back to a star when the sweep wraps round.
func (s *rotSweep) outside() {
	q := s.k0[0]
	eachEdge(s.k0, true, func(a, b Vec) {
		if c := closestOnSeg(s.p, a, b); c.Dist(s.p) < q.Dist(s.p) {
			q = c
		}
	})
	s.near, s.nearBear = q.Dist(s.p), BearingOf(q.Sub(s.p))
	lo, hi := math.Inf(1), math.Inf(-1)
	for i, b := range s.bear {
		d := AngleDiff(s.nearBear, b)
		if d < lo {
			lo, s.tangents[0] = d, i
		}
		if d > hi {
			hi, s.tangents[1] = d, i
		}
	}
	s.from, s.span = s.nearBear+lo, hi-lo+s.alpha
	if s.span >= 360 {
		s.star = true
	}
}

// polygon walks the listed bearings and builds the covering polygon.
func (s *rotSweep) polygon() []Vec {
	ev := s.events()
	var outer, inner []Vec
	for i := 0; i+1 < len(ev); i++ {
		a, b := ev[i], ev[i+1]
		n := 1
		if s.arcActive((a + b) / 2) {
			n = int(math.Ceil((b - a) / sliceDeg))
		}
		for j := range n {
			x := a + (b-a)*float64(j)/float64(n)
			y := a + (b-a)*float64(j+1)/float64(n)
			dx, dm := Dir(x), Dir((x+y)/2)
			outer = append(outer, s.p.Add(dx.Scale(s.rout(x, dx, 0))), s.p.Add(dm.Scale(s.rout((x+y)/2, dm, (y-x)/2))))
			if !s.star {
				inner = append(inner, s.p.Add(dx.Scale(s.rin(x, dx))))
			}
		}
	}
	end := ev[len(ev)-1]
	if s.star {
		return outer
	}
	de := Dir(end)
	outer = append(outer, s.p.Add(de.Scale(s.rout(end, de, 0))), s.p.Add(de.Scale(s.rin(end, de))))
	slices.Reverse(inner)
	return append(outer, inner...)
}

// events returns the bearings, unwrapped upwards from s.from, at which the
// boundary may change from one piece to another, including both ends.
func (s *rotSweep) events() []float64 {
	ev := []float64{0, s.span}
	add := func(b float64) {
		if d := NormBearing(b - s.from); d < s.span {
			ev = append(ev, d)
		}
	}
	for i, b := range s.bear {
		add(b)
		add(b + s.alpha)
		for _, k := range [][]Vec{s.k0, s.k1} {
			s.circleEvents(s.rad[i], k, add)
		}
	}
	if !s.star {
		add(s.nearBear)
		add(s.nearBear + s.alpha)
		s.circleEvents(s.near, s.k0, add)
		s.circleEvents(s.near, s.k1, add)
	}
	eachEdge(s.k0, true, func(a, b Vec) {
		eachEdge(s.k1, true, func(c, d Vec) {
			if x, ok := lineCross(a, b, c, d); ok {
				add(BearingOf(x.Sub(s.p)))
			}
		})
	})
	slices.Sort(ev)
	ev = slices.Compact(ev)
	for i := range ev {
		ev[i] += s.from
	}
	return ev
}

// circleEvents reports the bearings at which the circle of radius rad
// about the pivot crosses the edges of k.
func (s *rotSweep) circleEvents(rad float64, k []Vec, add func(float64)) {
	eachEdge(k, true, func(a, b Vec) {
		for _, x := range circleSeg(s.p, rad, a, b) {
			add(BearingOf(x.Sub(s.p)))
		}
	})
}

// active reports whether a corner at bearing b passes bearing x during
// the rotation.
func (s *rotSweep) active(b, x float64) bool {
	return normNear(x-b+1e-9) <= s.alpha+2e-9
}

// normNear is NormBearing, without a division for the bearings within a
// turn of [0, 360): there math.Mod's remainder is the bearing itself, or
// it less 360 (exact, the two within a factor of two of each other).
func normNear(b float64) float64 {
	switch {
	case b >= 0 && b < 360:
		return b + 0
	case b >= 360 && b < 720:
		return b - 360
	case b < 0 && b > -360:
		if b += 360; b >= 360 {
			return 0
		}
		return b
	}
	return NormBearing(b)
}

// arcActive reports whether any arc bounds the sweep at bearing x.
func (s *rotSweep) arcActive(x float64) bool {
	for _, b := range s.bear {
		if s.active(b, x) {
			return true
		}
	}
	return !s.star && s.active(s.nearBear, x)
}

// rout returns the outer radius at bearing x, whose direction is d; half
// > 0 asks for a middle vertex covering arcs across a slice of that
// half-width.
func (s *rotSweep) rout(x float64, d Vec, half float64) float64 {
	r := 0.0
	if _, t1, ok := rayConvex(d, s.ray0); ok {
		r = t1
	}
	if _, t1, ok := rayConvex(d, s.ray1); ok {
		r = max(r, t1)
	}
	grow := 1 / math.Cos(half*math.Pi/180)
	for i, b := range s.bear {
		if s.active(b, x) {
			r = max(r, s.rad[i]*grow)
		}
	}
	return r
}

// rin returns the inner radius at bearing x, whose direction is d, for a
// pivot outside.
func (s *rotSweep) rin(x float64, d Vec) float64 {
	r := math.Inf(1)
	if t0, _, ok := rayConvex(d, s.ray0); ok {
		r = t0
	}
	if t0, _, ok := rayConvex(d, s.ray1); ok {
		r = min(r, t0)
	}
	for _, i := range s.tangents {
		if s.active(s.bear[i], x) {
			r = min(r, s.rad[i])
		}
	}
	if s.active(s.nearBear, x) {
		r = min(r, s.near)
	}
	if math.IsInf(r, 1) {
		return 0
	}
	return r
}

// rayConvex returns where the ray p + t·d (t >= 0) enters and leaves the
// closed anticlockwise convex polygon whose edges, seen from p, are k
// (rayEdges), with a nanometre of slack so that grazing rays still hit.
func rayConvex(d Vec, k []rayEdge) (t0, t1 float64, ok bool) {
	t0, t1 = 0, math.Inf(1)
	for _, ke := range k {
		e, f0 := ke.e, ke.f0
		df := e.Cross(d)
		switch {
		case df == 0:
			if f0 < 0 {
				return 0, 0, false
			}
		case df > 0:
			t0 = max(t0, -f0/df)
		default:
			t1 = min(t1, -f0/df)
		}
	}
	return t0, t1, t0 <= t1
}

// lineCross returns the crossing point of segments ab and cd.
func lineCross(a, b, c, d Vec) (Vec, bool) {
	e, f := b.Sub(a), d.Sub(c)
	den := e.Cross(f)
	if den == 0 {
		return Vec{}, false
	}
	t := c.Sub(a).Cross(f) / den
	u := c.Sub(a).Cross(e) / den
	if t < 0 || t > 1 || u < 0 || u > 1 {
		return Vec{}, false
	}
	return a.Add(e.Scale(t)), true
}

// circleSeg returns the points where the circle (c, r) crosses segment ab.
func circleSeg(c Vec, r float64, a, b Vec) []Vec {
	e := b.Sub(a)
	l := e.Len()
	if l == 0 || r <= 0 {
		return nil
	}
	u := e.Scale(1 / l)
	w := a.Sub(c)
	bh := u.Dot(w)
	disc := bh*bh - (w.Dot(w) - r*r)
	if disc < 0 {
		return nil
	}
	sq := math.Sqrt(disc)
	var out []Vec
	for _, t := range [2]float64{-bh - sq, -bh + sq} {
		if t >= 0 && t <= l {
			out = append(out, a.Add(u.Scale(t)))
		}
	}
	return out
}

// dedupe drops consecutive repeated points, including a last equal to the
// first.
func dedupe(pts []Vec) []Vec {
	out := pts[:0]
	for _, p := range pts {
		// Dist is at least the larger coordinate difference: most points
		// are told apart without it.
		if len(out) == 0 || farApart(out[len(out)-1], p) || out[len(out)-1].Dist(p) > 1e-12 {
			out = append(out, p)
		}
	}
	for len(out) > 1 && out[len(out)-1].Dist(out[0]) <= 1e-12 {
		out = out[:len(out)-1]
	}
	return out
}

// farApart reports whether p and q differ by more than 1e-12 in a
// coordinate, and so lie farther apart than that.
func farApart(p, q Vec) bool { return math.Abs(p.X-q.X) > 1e-12 || math.Abs(p.Y-q.Y) > 1e-12 }
