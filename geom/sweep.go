package geom

import (
	"math"
	"slices"
)

// First contact of a translating rectangle.
//
// A rectangle moving in a straight line meets an obstacle at the first
// travel t for which the two closed shapes share a point. For convex
// shapes the separating axis theorem says they share a point exactly when
// their shadows on every candidate axis (the edge normals of both shapes)
// overlap. While the rectangle translates, its shadow on a fixed axis
// slides at constant speed, so on each axis the set of travels at which
// the shadows overlap is a closed interval found with two divisions. The
// shapes meet on the intersection of those intervals, and first contact is
// its lower end. Nothing is stepped or iterated: the answer is exact up to
// the rounding of a few arithmetic operations, and a corner meeting a
// corner is found as surely as an edge meeting an edge, because the
// intervals are closed.
//
// A concave polygon is the union of its edges as far as its boundary is
// concerned, and each edge is a convex segment, so the first contact with
// the polygon is the earliest contact with any edge. A rectangle that
// starts inside a polygon, or already within the tolerance of any
// obstacle, is reported at travel 0 before any sweeping is done. A circle
// is handled from its own point of view: its centre moves the other way
// and meets the rectangle grown by the radius, a rounded rectangle that is
// the union of two boxes and four discs, each met by a ray in closed form.
//
// A cheap bounding-circle test rejects obstacles that lie nowhere near the
// capsule swept by the rectangle's circumcircle, so most obstacles cost a
// few multiplications.

// Hit is an obstacle met by a sweep: Index into the obstacle slice, Dist
// the travel at first contact, and Tie set when another hit's Dist lies
// within the tolerance of this one's.
type Hit struct {
	Index int
	Dist  float64
	Tie   bool
}

// FirstContacts moves r forward by up to d and returns, for each obstacle
// it would meet within travel d+tol, the travel at which it first touches
// it: 0 when r already overlaps it or stands within tol of it. Hits are
// sorted by Dist, then Index, and near-equal Dists are marked as ties.
func FirstContacts(r Rect, d float64, obs []Shape, tol float64) []Hit {
	return FirstContactsAlong(r, r.Forward(), d, obs, tol)
}

// FirstContactsAlong is FirstContacts for a translation along the unit
// vector dir. A negative d travels against dir.
func FirstContactsAlong(r Rect, dir Vec, d float64, obs []Shape, tol float64) []Hit {
	if d < 0 {
		dir, d = dir.Scale(-1), -d
	}
	m := newMover(r, dir.Norm(), d+tol)
	var hits []Hit
	for i := range obs {
		if t, ok := m.contact(&obs[i], tol); ok && t <= d+tol {
			hits = append(hits, Hit{Index: i, Dist: t})
		}
	}
	sortHits(hits, tol)
	return hits
}

// sortHits orders hits by travel then index and marks ties.
func sortHits(hits []Hit, tol float64) {
	slices.SortFunc(hits, func(a, b Hit) int {
		if c := cmpF(a.Dist, b.Dist); c != 0 {
			return c
		}
		return a.Index - b.Index
	})
	for i := 1; i < len(hits); i++ {
		if hits[i].Dist-hits[i-1].Dist <= tol {
			hits[i].Tie, hits[i-1].Tie = true, true
		}
	}
}

// mover is a rectangle about to translate along u for up to reach.
type mover struct {
	r      Rect
	f, rt  Vec
	hw, hd float64
	u      Vec
	reach  float64
	radius float64 // circumradius of r
}

func newMover(r Rect, u Vec, reach float64) mover {
	f, rt := r.axes()
	return mover{r: r, f: f, rt: rt, hw: r.Width / 2, hd: r.Depth / 2, u: u, reach: reach,
		radius: math.Hypot(r.Width, r.Depth) / 2}
}

// contact returns the first travel at which the mover touches ob, and
// false when it never does.
func (m *mover) contact(ob *Shape, tol float64) (float64, bool) {
	if !m.near(ob, tol) {
		return 0, false
	}
	if Distance(RectShape(m.r), *ob) <= tol {
		return 0, true
	}
	switch ob.Kind {
	case KRect:
		return m.rectContact(ob.Rect)
	case KCircle:
		return m.circleContact(ob.Circle)
	case KSeg:
		return m.segContact(ob.Seg.A, ob.Seg.B)
	}
	best, hit := math.Inf(1), false
	eachEdge(ob.Poly.Pts, true, func(a, b Vec) {
		if t, ok := m.segContact(a, b); ok && t < best {
			best, hit = t, true
		}
	})
	return best, hit
}

// near is the broad phase: whether ob's bounding circle comes within tol
// of the capsule swept by the mover's circumcircle.
func (m *mover) near(ob *Shape, tol float64) bool {
	c, rad := boundCircle(ob)
	p := c.Sub(m.r.Centre)
	along := max(0, min(m.reach, p.Dot(m.u)))
	q := p.Sub(m.u.Scale(along))
	lim := m.radius + rad + tol
	return q.Dot(q) <= lim*lim*(1+1e-12)
}

// boundCircle returns a circle around ob.
func boundCircle(ob *Shape) (Vec, float64) {
	switch ob.Kind {
	case KRect:
		return ob.Rect.Centre, math.Hypot(ob.Rect.Width, ob.Rect.Depth) / 2
	case KCircle:
		return ob.Circle.C, ob.Circle.R
	case KSeg:
		return ob.Seg.A.Add(ob.Seg.B).Scale(0.5), ob.Seg.A.Dist(ob.Seg.B) / 2
	}
	lo, hi := ob.Bounds()
	return lo.Add(hi).Scale(0.5), lo.Dist(hi) / 2
}

// window is a closed interval of travel, narrowed axis by axis.
type window struct{ lo, hi float64 }

// axis narrows w to the travels at which [a0,a1], sliding at speed v,
// overlaps [b0,b1].
func (w *window) axis(a0, a1, b0, b1, v float64) {
	switch {
	case v > 0:
		w.lo = max(w.lo, (b0-a1)/v)
		w.hi = min(w.hi, (b1-a0)/v)
	case v < 0:
		w.lo = max(w.lo, (b1-a0)/v)
		w.hi = min(w.hi, (b0-a1)/v)
	case a0 > b1 || a1 < b0:
		w.lo, w.hi = 1, 0
	}
}

// first returns the start of the window if it holds some travel >= 0.
func (w window) first() (float64, bool) {
	if w.lo > w.hi || w.hi < 0 {
		return 0, false
	}
	return max(w.lo, 0), true
}

// shadow returns the mover's extent along unit axis n.
func (m *mover) shadow(n Vec) (lo, hi float64) {
	c := m.r.Centre.Dot(n)
	e := m.hw*abs(m.rt.Dot(n)) + m.hd*abs(m.f.Dot(n))
	return c - e, c + e
}

// rectContact returns the first travel at which the mover meets b.
func (m *mover) rectContact(b Rect) (float64, bool) {
	bf, br := b.axes()
	bhw, bhd := b.Width/2, b.Depth/2
	w := window{math.Inf(-1), math.Inf(1)}
	for _, n := range [4]Vec{m.f, m.rt, bf, br} {
		a0, a1 := m.shadow(n)
		c := b.Centre.Dot(n)
		e := bhw*abs(br.Dot(n)) + bhd*abs(bf.Dot(n))
		w.axis(a0, a1, c-e, c+e, m.u.Dot(n))
	}
	return w.first()
}

// segContact returns the first travel at which the mover meets segment ab.
func (m *mover) segContact(a, b Vec) (float64, bool) {
	w := window{math.Inf(-1), math.Inf(1)}
	axes := [3]Vec{m.f, m.rt, b.Sub(a).perp().Norm()}
	n := 3
	if axes[2] == (Vec{}) {
		n = 2
	}
	for _, ax := range axes[:n] {
		a0, a1 := m.shadow(ax)
		pa, pb := a.Dot(ax), b.Dot(ax)
		w.axis(a0, a1, min(pa, pb), max(pa, pb), m.u.Dot(ax))
	}
	return w.first()
}

// circleContact returns the first travel at which the mover meets c: the
// circle's centre, moving backwards in the mover's frame, entering the
// rectangle grown by the radius.
func (m *mover) circleContact(c Circle) (float64, bool) {
	d := c.C.Sub(m.r.Centre)
	p := Vec{d.Dot(m.rt), d.Dot(m.f)}
	v := Vec{-m.u.Dot(m.rt), -m.u.Dot(m.f)}
	best, hit := math.Inf(1), false
	take := func(t float64, ok bool) {
		if ok && t < best {
			best, hit = t, true
		}
	}
	take(rayBox(p, v, m.hw+c.R, m.hd))
	take(rayBox(p, v, m.hw, m.hd+c.R))
	for _, k := range [4]Vec{{-m.hw, m.hd}, {m.hw, m.hd}, {m.hw, -m.hd}, {-m.hw, -m.hd}} {
		take(rayDisc(p, v, k, c.R))
	}
	return best, hit
}

// rayBox returns the first t >= 0 at which p+tv lies in the closed box
// [-hx,hx]x[-hy,hy].
func rayBox(p, v Vec, hx, hy float64) (float64, bool) {
	w := window{math.Inf(-1), math.Inf(1)}
	w.axis(p.X, p.X, -hx, hx, v.X)
	w.axis(p.Y, p.Y, -hy, hy, v.Y)
	return w.first()
}

// rayDisc returns the first t >= 0 at which p+tv lies in the closed disc
// (c, r).
func rayDisc(p, v, c Vec, r float64) (float64, bool) {
	d := p.Sub(c)
	a := v.Dot(v)
	bh := d.Dot(v)
	cc := d.Dot(d) - r*r
	if cc <= 0 {
		return 0, true
	}
	disc := bh*bh - a*cc
	if a == 0 || disc < 0 || bh >= 0 {
		return 0, false
	}
	return cc / (-bh + math.Sqrt(disc)), true
}
