package geom

import (
	"math"
	"slices"
)

// RectOverlap reports whether the interiors of a and b intersect by more
// than tol: whether their penetration depth, found by the separating axis
// test, exceeds tol.
func RectOverlap(a, b Rect, tol float64) bool {
	af, ar := a.axes()
	bf, br := b.axes()
	return rectPenAxes(a, b, af, ar, bf, br) > tol
}

// rectPen returns the penetration depth of two rectangles when they
// intersect, and minus the widest gap along any of their four axes when
// they do not. For convex shapes the least overlap over the edge normals
// is exactly the minimum translation distance.
func rectPen(a, b Rect) float64 {
	af, ar := a.axes()
	bf, br := b.axes()
	return rectPenAxes(a, b, af, ar, bf, br)
}

// rectPenAxes is rectPen given both rectangles' axes.
func rectPenAxes(a, b Rect, af, ar, bf, br Vec) float64 {
	d := b.Centre.Sub(a.Centre)
	ff, fr := abs(af.Dot(bf)), abs(af.Dot(br))
	rf, rr := abs(ar.Dot(bf)), abs(ar.Dot(br))
	ahw, ahd, bhw, bhd := a.Width/2, a.Depth/2, b.Width/2, b.Depth/2
	p := ahd + bhd*ff + bhw*fr - abs(d.Dot(af))
	p = min(p, ahw+bhd*rf+bhw*rr-abs(d.Dot(ar)))
	p = min(p, bhd+ahd*ff+ahw*rf-abs(d.Dot(bf)))
	return min(p, bhw+ahd*fr+ahw*rr-abs(d.Dot(br)))
}

// RectDistance returns the shortest distance between rectangles a and b,
// 0 when they touch or overlap. Apart, the nearest points of two convex
// polygons include a corner of one of them, so eight corner-to-rectangle
// distances settle it.
func RectDistance(a, b Rect) float64 {
	af, ar := a.axes()
	bf, br := b.axes()
	if rectPenAxes(a, b, af, ar, bf, br) >= 0 {
		return 0
	}
	ahw, ahd, bhw, bhd := a.Width/2, a.Depth/2, b.Width/2, b.Depth/2
	ca := cornersOf(a.Centre, af.Scale(ahd), ar.Scale(ahw))
	cb := cornersOf(b.Centre, bf.Scale(bhd), br.Scale(bhw))
	d2 := math.Inf(1)
	for i := range 4 {
		d2 = min(d2, pointRectDist2(ca[i], b.Centre, bf, br, bhw, bhd),
			pointRectDist2(cb[i], a.Centre, af, ar, ahw, ahd))
	}
	return math.Sqrt(d2)
}

// pointRectDist2 returns the squared distance from p to the solid
// rectangle with centre c, axes f and rt and half-sizes hw and hd.
func pointRectDist2(p, c, f, rt Vec, hw, hd float64) float64 {
	d := p.Sub(c)
	u := max(abs(d.Dot(rt))-hw, 0)
	v := max(abs(d.Dot(f))-hd, 0)
	return u*u + v*v
}

// signedDist returns the distance from p to shape s, negative inside it
// (by the distance to its boundary). Segments have no inside.
func signedDist(p Vec, s Shape) float64 {
	switch s.Kind {
	case KRect:
		u, v := s.Rect.local(p)
		dx, dy := abs(u)-s.Rect.Width/2, abs(v)-s.Rect.Depth/2
		if dx <= 0 && dy <= 0 {
			return max(dx, dy)
		}
		return math.Hypot(max(dx, 0), max(dy, 0))
	case KCircle:
		return p.Dist(s.Circle.C) - s.Circle.R
	case KSeg:
		return pointSegDist(p, s.Seg.A, s.Seg.B)
	}
	pts := s.Poly.Pts
	d := math.Inf(1)
	eachEdge(pts, true, func(a, b Vec) { d = min(d, pointSegDist(p, a, b)) })
	if len(pts) > 2 && inPolygon(p, pts) {
		return -d
	}
	return d
}

// Penetration returns how deeply a and b overlap: the length of the
// shortest translation that leaves their interiors disjoint, 0 when they
// do not overlap. A circle's depth is measured from its centre: its radius
// less the centre's signed distance to the other shape. Two segments have
// no interiors and never overlap.
func Penetration(a, b Shape) float64 {
	switch {
	case a.Kind == KRect && b.Kind == KRect:
		return max(0, rectPen(a.Rect, b.Rect))
	case a.Kind == KCircle && b.Kind == KCircle:
		return max(0, a.Circle.R+b.Circle.R-a.Circle.C.Dist(b.Circle.C))
	case a.Kind == KCircle:
		return max(0, a.Circle.R-signedDist(a.Circle.C, b))
	case b.Kind == KCircle:
		return max(0, b.Circle.R-signedDist(b.Circle.C, a))
	case a.Kind == KSeg && b.Kind == KSeg:
		return 0
	}
	if !boxesMeet(a, b, 0) {
		return 0
	}
	return polyPen(convexPieces(a), convexPieces(b))
}

// Overlap reports whether the interiors of a and b intersect by more than
// tol. A polygon's interior counts, so a shape inside a polygon overlaps it.
func Overlap(a, b Shape, tol float64) bool {
	if a.Kind == KRect && b.Kind == KRect {
		return RectOverlap(a.Rect, b.Rect, tol)
	}
	if !boxesMeet(a, b, 0) {
		return false
	}
	return Penetration(a, b) > tol
}

// Distance returns the shortest distance between the boundaries of a and
// b, 0 when they touch, overlap or one contains the other.
func Distance(a, b Shape) float64 {
	switch {
	case a.Kind == KRect && b.Kind == KRect:
		return RectDistance(a.Rect, b.Rect)
	case a.Kind == KCircle && b.Kind == KCircle:
		return max(0, a.Circle.C.Dist(b.Circle.C)-a.Circle.R-b.Circle.R)
	case a.Kind == KCircle:
		return max(0, signedDist(a.Circle.C, b)-a.Circle.R)
	case b.Kind == KCircle:
		return max(0, signedDist(b.Circle.C, a)-b.Circle.R)
	}
	return polyDist(a, b)
}

// polyDist returns the distance between two polygonal shapes.
func polyDist(a, b Shape) float64 {
	av, ac := a.verts()
	bv, bc := b.verts()
	d := math.Inf(1)
	eachEdge(av, ac, func(p, q Vec) {
		eachEdge(bv, bc, func(r, s Vec) { d = min(d, segSegDist(p, q, r, s)) })
	})
	if d > 0 && (ac && len(av) > 2 && inPolygon(bv[0], av) || bc && len(bv) > 2 && inPolygon(av[0], bv)) {
		return 0
	}
	return d
}

// Touching reports base contact: a and b do not overlap and stand within
// tol of each other. Corner-to-corner contact counts.
func Touching(a, b Shape, tol float64) bool {
	return !Overlap(a, b, tol) && Distance(a, b) <= tol
}

// SegOverlapsShape reports whether segment s passes into b's interior by
// more than tol, measured as for Overlap.
func SegOverlapsShape(s Seg, b Shape, tol float64) bool {
	return Overlap(SegShape(s), b, tol)
}

// PointInShape reports whether p lies in b or within tol of it.
func PointInShape(p Vec, b Shape, tol float64) bool {
	if b.Kind == KRect {
		return b.Rect.Contains(p, tol)
	}
	return signedDist(p, b) <= tol
}

// boxesMeet reports whether the bounding boxes of a and b come within gap
// of each other.
func boxesMeet(a, b Shape, gap float64) bool {
	alo, ahi := a.Bounds()
	blo, bhi := b.Bounds()
	return alo.X <= bhi.X+gap && blo.X <= ahi.X+gap && alo.Y <= bhi.Y+gap && blo.Y <= ahi.Y+gap
}

// convexPieces splits a polygonal shape into convex pieces.
func convexPieces(s Shape) [][]Vec {
	switch s.Kind {
	case KRect:
		c := s.Rect.Corners()
		return [][]Vec{c[:]}
	case KSeg:
		return [][]Vec{{s.Seg.A, s.Seg.B}}
	}
	return triangulate(cleanRing(s.Poly.Pts))
}

// cleanRing drops repeated consecutive points, including a closing point
// equal to the first.
func cleanRing(pts []Vec) []Vec {
	out := slices.Compact(slices.Clone(pts))
	for len(out) > 1 && out[len(out)-1] == out[0] {
		out = out[:len(out)-1]
	}
	return out
}
