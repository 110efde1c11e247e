package geom

import (
	"math"
	"slices"
)

// ConvexHull returns the convex hull of pts, the smallest convex polygon
// holding them all.
func ConvexHull(pts []Vec) Polygon { return Polygon{Pts: hull(pts)} }

// hull returns the convex hull of pts wound anticlockwise, without
// collinear points. Fewer than three distinct points give a degenerate
// hull of one or two points.
func hull(pts []Vec) []Vec { return hullOf(slices.Clone(pts)) }

// hullOf is hull on points it may reorder: the caller's own copy.
func hullOf(ps []Vec) []Vec {
	slices.SortFunc(ps, func(a, b Vec) int {
		if a.X != b.X {
			return cmpF(a.X, b.X)
		}
		return cmpF(a.Y, b.Y)
	})
	ps = slices.Compact(ps)
	if len(ps) < 3 {
		return ps
	}
	// The chain goes after the points when their slice has the room (see
	// minkowskiDiff): it never reaches back into them.
	h := ps[len(ps):len(ps)]
	if cap(h) < 2*len(ps) {
		h = make([]Vec, 0, 2*len(ps))
	}
	for _, p := range ps {
		h = pushHull(h, p, 0)
	}
	lower := len(h)
	for i := len(ps) - 2; i >= 0; i-- {
		h = pushHull(h, ps[i], lower-1)
	}
	return h[:len(h)-1]
}

// pushHull appends p to a monotone chain, first dropping points that no
// longer turn left; floor protects the finished lower chain.
func pushHull(h []Vec, p Vec, floor int) []Vec {
	for len(h) >= floor+2 && h[len(h)-1].Sub(h[len(h)-2]).Cross(p.Sub(h[len(h)-2])) <= 0 {
		h = h[:len(h)-1]
	}
	return append(h, p)
}

func cmpF(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// minkowskiDiff returns the convex hull of {b - a}: the translations t for
// which the convex piece a moved by t meets the convex piece b.
func minkowskiDiff(b, a []Vec) []Vec { return minkowskiDiffIn(nil, b, a) }

// minkowskiDiffIn is minkowskiDiff in buf's array when it has the room
// (3·len(a)·len(b) points: the points, then their hull's chain), so a
// caller that uses the hull and drops it can keep it off the heap.
func minkowskiDiffIn(buf []Vec, b, a []Vec) []Vec {
	pts := buf[:0]
	if cap(pts) < 3*len(a)*len(b) {
		pts = make([]Vec, 0, 3*len(a)*len(b))
	}
	for _, p := range b {
		for _, q := range a {
			pts = append(pts, p.Sub(q))
		}
	}
	return hullOf(pts) // pts is ours: no copy to sort
}

// PointSegDist returns the distance from p to the segment ab.
func PointSegDist(p, a, b Vec) float64 { return pointSegDist(p, a, b) }

// pointSegDist returns the distance from p to the segment ab.
func pointSegDist(p, a, b Vec) float64 {
	return p.Dist(closestOnSeg(p, a, b))
}

// closestOnSeg returns the point of segment ab nearest p.
func closestOnSeg(p, a, b Vec) Vec {
	d := b.Sub(a)
	l2 := d.Dot(d)
	if l2 == 0 {
		return a
	}
	t := p.Sub(a).Dot(d) / l2
	t = max(0, min(1, t))
	return a.Add(d.Scale(t))
}

// segsCross reports whether the closed segments ab and cd share a point.
func segsCross(a, b, c, d Vec) bool {
	d1 := orient(c, d, a)
	d2 := orient(c, d, b)
	d3 := orient(a, b, c)
	d4 := orient(a, b, d)
	if (d1 > 0 && d2 < 0 || d1 < 0 && d2 > 0) && (d3 > 0 && d4 < 0 || d3 < 0 && d4 > 0) {
		return true
	}
	return d1 == 0 && onSeg(a, c, d) || d2 == 0 && onSeg(b, c, d) ||
		d3 == 0 && onSeg(c, a, b) || d4 == 0 && onSeg(d, a, b)
}

// orient returns the sign-carrying cross product (b-a)×(c-a).
func orient(a, b, c Vec) float64 { return b.Sub(a).Cross(c.Sub(a)) }

// onSeg reports whether p, known collinear with ab, lies within its box.
func onSeg(p, a, b Vec) bool {
	return min(a.X, b.X) <= p.X && p.X <= max(a.X, b.X) && min(a.Y, b.Y) <= p.Y && p.Y <= max(a.Y, b.Y)
}

// segSegDist returns the distance between segments ab and cd.
func segSegDist(a, b, c, d Vec) float64 {
	if segsCross(a, b, c, d) {
		return 0
	}
	return min(pointSegDist(a, c, d), pointSegDist(b, c, d), pointSegDist(c, a, b), pointSegDist(d, a, b))
}

// inConvex reports whether p lies in the closed anticlockwise convex
// polygon k, allowing slack eps.
func inConvex(p Vec, k []Vec, eps float64) bool {
	if len(k) < 3 {
		return false
	}
	for i, a := range k {
		b := k[(i+1)%len(k)]
		e := b.Sub(a)
		if e.Cross(p.Sub(a)) < -eps*e.Len() {
			return false
		}
	}
	return true
}

// clipOpen returns the parameter interval (t0, t1) of the segment
// p + t(q-p), t in [0,1], that lies strictly inside the anticlockwise
// convex polygon k; ok is false when there is none.
func clipOpen(p, q Vec, k []Vec) (t0, t1 float64, ok bool) {
	if len(k) < 3 {
		return 0, 0, false
	}
	t0, t1 = math.Inf(-1), math.Inf(1)
	d := q.Sub(p)
	for i, a := range k {
		e := k[(i+1)%len(k)].Sub(a)
		f0 := e.Cross(p.Sub(a)) // > 0 inside
		df := e.Cross(d)
		switch {
		case df == 0:
			if f0 <= 0 {
				return 0, 0, false
			}
		case df > 0:
			t0 = max(t0, -f0/df)
		default:
			t1 = min(t1, -f0/df)
		}
	}
	return t0, t1, t0 < t1
}
