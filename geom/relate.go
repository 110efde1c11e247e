package geom

import (
	"math"
	"slices"
)

// RectOverlap reports whether the interiors of a and b intersect by more
// than tol: whether their penetration depth, found by the separating axis
// test, exceeds tol.
func RectOverlap(a, b Rect, tol float64) bool {
	as, ac, bs, bc := sinCos2Deg(a.Facing, b.Facing)
	return rectPenSC(&a, &b, as, ac, bs, bc) > tol
}

// rectPen returns the penetration depth of two rectangles when they
// intersect, and minus the widest gap along any of their four axes when
// they do not. For convex shapes the least overlap over the edge normals
// is exactly the minimum translation distance.
func rectPen(a, b Rect) float64 {
	as, ac, bs, bc := sinCos2Deg(a.Facing, b.Facing)
	return rectPenSC(&a, &b, as, ac, bs, bc)
}

// rectPenSC is rectPen given the sines and cosines of both facings: a's
// forward axis is (as, ac) and its right axis (ac, -as).
func rectPenSC(a, b *Rect, as, ac, bs, bc float64) float64 {
	dx, dy := b.Centre.X-a.Centre.X, b.Centre.Y-a.Centre.Y
	co := abs(as*bs + ac*bc) // |cos| of the angle between the facings
	si := abs(as*bc - ac*bs) // |sin| of it
	ahw, ahd, bhw, bhd := a.Width/2, a.Depth/2, b.Width/2, b.Depth/2
	p := ahd + bhd*co + bhw*si - abs(dx*as+dy*ac)
	p = min(p, ahw+bhd*si+bhw*co-abs(dx*ac-dy*as))
	p = min(p, bhd+ahd*co+ahw*si-abs(dx*bs+dy*bc))
	return min(p, bhw+ahd*si+ahw*co-abs(dx*bc-dy*bs))
}

// RectDistance returns the shortest distance between rectangles a and b,
// 0 when they touch or overlap. Apart, the nearest points of two convex
// polygons include a corner of one of them, so eight corner-to-rectangle
// distances settle it; each is worked in the other rectangle's own frame,
// where it is axis-aligned.
func RectDistance(a, b Rect) float64 {
	as, ac, bs, bc := sinCos2Deg(a.Facing, b.Facing)
	dx, dy := b.Centre.X-a.Centre.X, b.Centre.Y-a.Centre.Y
	// The centre offset in each rectangle's frame (right, forward): the
	// separating-axis test and the corner distances both need them.
	ar, af := dx*ac-dy*as, dx*as+dy*ac
	br, bf := dx*bc-dy*bs, dx*bs+dy*bc
	co, si := as*bs+ac*bc, as*bc-ac*bs
	aco, asi := abs(co), abs(si)
	ahw, ahd, bhw, bhd := a.Width/2, a.Depth/2, b.Width/2, b.Depth/2
	if ahd+bhd*aco+bhw*asi-abs(af) >= 0 && ahw+bhd*asi+bhw*aco-abs(ar) >= 0 &&
		bhd+ahd*aco+ahw*asi-abs(bf) >= 0 && bhw+ahd*asi+ahw*aco-abs(br) >= 0 {
		return 0 // no separating axis: they touch or overlap
	}
	// b's corners in a's frame, then a's in b's.
	d2 := cornersToBox(ar, af, bhw*co, bhw*si, -bhd*si, bhd*co, ahw, ahd)
	if e := cornersToBox(-br, -bf, ahw*co, -ahw*si, ahd*si, ahd*co, bhw, bhd); e < d2 {
		d2 = e
	}
	return math.Sqrt(d2)
}

// cornersToBox returns the least squared distance from the four points
// (x,y) ± (rx,ry) ± (fx,fy) to the box [-hw,hw]x[-hd,hd].
func cornersToBox(x, y, rx, ry, fx, fy, hw, hd float64) float64 {
	d := boxDist2(x+rx+fx, y+ry+fy, hw, hd)
	if e := boxDist2(x+rx-fx, y+ry-fy, hw, hd); e < d {
		d = e
	}
	if e := boxDist2(x-rx+fx, y-ry+fy, hw, hd); e < d {
		d = e
	}
	if e := boxDist2(x-rx-fx, y-ry-fy, hw, hd); e < d {
		d = e
	}
	return d
}

// boxDist2 returns the squared distance from (x,y) to the box
// [-hw,hw]x[-hd,hd].
func boxDist2(x, y, hw, hd float64) float64 {
	u, v := abs(x)-hw, abs(y)-hd
	if u < 0 {
		u = 0
	}
	if v < 0 {
		v = 0
	}
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
	return penUpTo(a, b, boxExit(a, b))
}

// penUpTo returns the penetration depth of two polygonal shapes when it is
// below bound, and otherwise bound. Only pieces within
// bound of the other shape can matter: the boundary points that decide
// such a depth, and whatever covers them, all lie within bound of the
// origin of the Minkowski difference.
func penUpTo(a, b Shape, bound float64) float64 {
	// A rectangle's or a segment's one piece is kept here, on the stack:
	// the relations of units ask this of a Front Facing and a unit.
	var apts, bpts [4]Vec
	var aone, bone [1][]Vec
	var ap, bp [][]Vec
	if k, ok := onePiece(a, &apts); ok {
		aone[0] = k
		ap = aone[:]
	} else {
		ap = nearPieces(convexPieces(a), b, bound)
	}
	if k, ok := onePiece(b, &bpts); ok {
		bone[0] = k
		bp = bone[:]
	} else {
		bp = nearPieces(convexPieces(b), a, bound)
	}
	return polyPen(ap, bp, bound)
}

// onePiece returns, in pts, the one convex piece of a rectangle or a
// segment (as convexPieces gives it), and false for any other shape.
func onePiece(s Shape, pts *[4]Vec) ([]Vec, bool) {
	switch s.Kind {
	case KRect:
		*pts = s.Rect.Corners()
		return pts[:], true
	case KSeg:
		pts[0], pts[1] = s.Seg.A, s.Seg.B
		return pts[:2:2], true
	}
	return nil, false
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
	if polygonal(a) && polygonal(b) {
		if a.Kind == KSeg && b.Kind == KSeg {
			return false
		}
		return penUpTo(a, b, 2*tol+1e-9) > tol
	}
	return Penetration(a, b) > tol
}

// polygonal reports whether s has straight edges only.
func polygonal(s Shape) bool { return s.Kind != KCircle }

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

// ShapesApart reports whether Distance(a, b) > gap for polygonal shapes a and b
// (rectangles, polygons, segments), without measuring the edges whose
// boxes stand farther than gap from the other shape's box: only where
// they come near is it worked out, so a polygon of many corners of which
// few lie near b is quick to clear.
func ShapesApart(a, b Shape, gap float64) bool {
	if !polygonal(a) || !polygonal(b) {
		return Distance(a, b) > gap
	}
	av, ac := a.verts()
	bv, bc := b.verts()
	alo, ahi := a.Bounds()
	blo, bhi := b.Bounds()
	if alo.X > bhi.X+gap || blo.X > ahi.X+gap || alo.Y > bhi.Y+gap || blo.Y > ahi.Y+gap {
		return true // no edge within gap; nor can one shape hold the other
	}
	apart := true
	eachEdge(av, ac, func(p, q Vec) {
		if !apart || min(p.X, q.X) > bhi.X+gap || max(p.X, q.X) < blo.X-gap ||
			min(p.Y, q.Y) > bhi.Y+gap || max(p.Y, q.Y) < blo.Y-gap {
			return
		}
		eachEdge(bv, bc, func(r, s Vec) {
			if apart && segSegDist(p, q, r, s) <= gap {
				apart = false
			}
		})
	})
	if !apart {
		return false
	}
	return !(ac && len(av) > 2 && inPolygon(bv[0], av) || bc && len(bv) > 2 && inPolygon(av[0], bv))
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

// boxExit returns the shortest axis-aligned move that takes a's bounding
// box clear of b's: an upper bound on their penetration depth.
func boxExit(a, b Shape) float64 {
	alo, ahi := a.Bounds()
	blo, bhi := b.Bounds()
	return max(0, min(ahi.X-blo.X, bhi.X-alo.X, ahi.Y-blo.Y, bhi.Y-alo.Y))
}

// nearPieces keeps the pieces whose bounding boxes come within bound of
// other's: no piece further off can bear on a penetration of at most
// bound.
func nearPieces(pieces [][]Vec, other Shape, bound float64) [][]Vec {
	if len(pieces) < 2 {
		return pieces
	}
	olo, ohi := other.Bounds()
	out := pieces[:0]
	for _, k := range pieces {
		lo, hi := boundsOf(k)
		if lo.X <= ohi.X+bound && olo.X <= hi.X+bound && lo.Y <= ohi.Y+bound && olo.Y <= hi.Y+bound {
			out = append(out, k)
		}
	}
	return out
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
