package geom

import (
	"math"
	"slices"
)

// Seg is the straight segment from A to B. It has no interior.
type Seg struct{ A, B Vec }

// Circle is the disc of radius R about C.
type Circle struct {
	C Vec
	R float64
}

// Polygon is a simple polygon, concave allowed, wound either way. Its
// interior is part of it.
type Polygon struct{ Pts []Vec }

// Board is the table, the rectangle [0,W]x[0,H]; its edge is its boundary.
type Board struct{ W, H float64 }

// ShapeKind says which field of a Shape holds its value.
type ShapeKind int

// The kinds of Shape.
const (
	KRect ShapeKind = iota
	KCircle
	KPoly
	KSeg
)

// Shape holds one shape of any kind as a plain value, so that obstacles of
// mixed kinds share a slice without interface boxing. Only the field named
// by Kind is meaningful.
type Shape struct {
	Kind   ShapeKind
	Rect   Rect
	Circle Circle
	Poly   Polygon
	Seg    Seg
}

// RectShape returns r as a Shape.
func RectShape(r Rect) Shape { return Shape{Kind: KRect, Rect: r} }

// CircleShape returns c as a Shape.
func CircleShape(c Circle) Shape { return Shape{Kind: KCircle, Circle: c} }

// PolyShape returns p as a Shape.
func PolyShape(p Polygon) Shape { return Shape{Kind: KPoly, Poly: p} }

// SegShape returns s as a Shape.
func SegShape(s Seg) Shape { return Shape{Kind: KSeg, Seg: s} }

// Bounds returns the corners of the axis-aligned box around s.
func (s Shape) Bounds() (lo, hi Vec) {
	switch s.Kind {
	case KCircle:
		r := Vec{s.Circle.R, s.Circle.R}
		return s.Circle.C.Sub(r), s.Circle.C.Add(r)
	case KRect:
		c := s.Rect.Corners()
		return boundsOf(c[:])
	case KSeg:
		return boundsOf([]Vec{s.Seg.A, s.Seg.B})
	}
	return boundsOf(s.Poly.Pts)
}

// boundsOf returns the axis-aligned box around pts.
func boundsOf(pts []Vec) (lo, hi Vec) {
	lo = Vec{math.Inf(1), math.Inf(1)}
	hi = Vec{math.Inf(-1), math.Inf(-1)}
	for _, p := range pts {
		lo = Vec{min(lo.X, p.X), min(lo.Y, p.Y)}
		hi = Vec{max(hi.X, p.X), max(hi.Y, p.Y)}
	}
	return lo, hi
}

// Hull returns the convex hull of s as a polygon wound anticlockwise (a
// circle's hull is the circumscribed 64-gon, so it still covers the circle).
func (s Shape) Hull() Polygon {
	switch s.Kind {
	case KCircle:
		return Polygon{circleGon(s.Circle.C, s.Circle.R, 64)}
	case KRect:
		c := s.Rect.Corners()
		return Polygon{hull(c[:])}
	case KSeg:
		return Polygon{hull([]Vec{s.Seg.A, s.Seg.B})}
	}
	return Polygon{hull(s.Poly.Pts)}
}

// circleGon returns the n-gon circumscribing the circle (c, r).
func circleGon(c Vec, r float64, n int) []Vec {
	out := make([]Vec, n)
	k := r / math.Cos(math.Pi/float64(n))
	for i := range out {
		out[i] = c.Add(Dir(360 * float64(i) / float64(n)).Scale(k))
	}
	return out
}

// verts returns the vertices of a polygonal shape and whether they close
// into a region (false for a segment).
func (s Shape) verts() ([]Vec, bool) {
	switch s.Kind {
	case KRect:
		c := s.Rect.Corners()
		return c[:], true
	case KSeg:
		return []Vec{s.Seg.A, s.Seg.B}, false
	}
	return s.Poly.Pts, true
}

// edges calls f with each edge of a polygonal shape.
func eachEdge(pts []Vec, closed bool, f func(a, b Vec)) {
	n := len(pts)
	if n == 1 {
		f(pts[0], pts[0])
		return
	}
	for i := 0; i+1 < n; i++ {
		f(pts[i], pts[i+1])
	}
	if closed && n > 2 {
		f(pts[n-1], pts[0])
	}
}

// signedArea returns twice the signed area of the polygon pts, positive
// when wound anticlockwise.
func signedArea(pts []Vec) float64 {
	a := 0.0
	for i, p := range pts {
		a += p.Cross(pts[(i+1)%len(pts)])
	}
	return a
}

// isConvex reports whether the polygon pts is convex (collinear runs
// allowed).
func isConvex(pts []Vec) bool {
	sign := 0.0
	n := len(pts)
	for i := range pts {
		a, b, c := pts[i], pts[(i+1)%n], pts[(i+2)%n]
		x := b.Sub(a).Cross(c.Sub(b))
		if x == 0 {
			continue
		}
		if sign != 0 && (x > 0) != (sign > 0) {
			return false
		}
		sign = x
	}
	return true
}

// inPolygon reports whether p lies inside or on the polygon pts.
func inPolygon(p Vec, pts []Vec) bool {
	in := false
	n := len(pts)
	for i := range pts {
		a, b := pts[i], pts[(i+1)%n]
		if pointSegDist(p, a, b) == 0 {
			return true
		}
		if (a.Y > p.Y) != (b.Y > p.Y) {
			x := a.X + (p.Y-a.Y)*(b.X-a.X)/(b.Y-a.Y)
			if p.X < x {
				in = !in
			}
		}
	}
	return in
}

// triangulate splits a simple polygon into convex pieces: itself when it
// is convex, a fan when some central point sees every edge from inside
// (as for the regions swept by turning), and otherwise triangles by ear
// clipping.
func triangulate(pts []Vec) [][]Vec {
	if len(pts) < 3 || isConvex(pts) {
		return [][]Vec{pts}
	}
	ring := slices.Clone(pts)
	if signedArea(ring) < 0 {
		slices.Reverse(ring)
	}
	if fan, ok := fanFrom(ring); ok {
		return fan
	}
	var out [][]Vec
	i := 0
	for len(ring) > 3 {
		i = findEar(ring, i)
		n := len(ring)
		out = append(out, []Vec{ring[(i+n-1)%n], ring[i], ring[(i+1)%n]})
		ring = append(ring[:i], ring[i+1:]...)
		i = (i + len(ring) - 1) % len(ring)
	}
	return append(out, ring)
}

// fanFrom splits the anticlockwise ring into triangles about its vertex
// centroid or its area centroid, if either lies strictly inside every
// edge.
func fanFrom(ring []Vec) ([][]Vec, bool) {
	var c Vec
	for _, p := range ring {
		c = c.Add(p)
	}
	for _, q := range []Vec{c.Scale(1 / float64(len(ring))), areaCentroid(ring)} {
		if !seesAll(q, ring) {
			continue
		}
		out := make([][]Vec, len(ring))
		pts := make([]Vec, 3*len(ring)) // one array for every triangle
		for i, p := range ring {
			out[i] = pts[3*i : 3*i+3 : 3*i+3]
			out[i][0], out[i][1], out[i][2] = q, p, ring[(i+1)%len(ring)]
		}
		return out, true
	}
	return nil, false
}

// seesAll reports whether q lies strictly to the left of every edge of the
// anticlockwise ring.
func seesAll(q Vec, ring []Vec) bool {
	for i, a := range ring {
		b := ring[(i+1)%len(ring)]
		if b.Sub(a).Cross(q.Sub(a)) <= 1e-12*b.Dist(a) {
			return false
		}
	}
	return true
}

// areaCentroid returns the centroid of the polygon's area.
func areaCentroid(ring []Vec) Vec {
	var c Vec
	a := 0.0
	for i, p := range ring {
		q := ring[(i+1)%len(ring)]
		w := p.Cross(q)
		a += w
		c = c.Add(p.Add(q).Scale(w))
	}
	if a == 0 {
		return ring[0]
	}
	return c.Scale(1 / (3 * a))
}

// findEar returns the index of an ear of the anticlockwise ring, searching
// from index from: a convex vertex whose triangle holds no other vertex. A
// degenerate ring falls back to from.
func findEar(ring []Vec, from int) int {
	n := len(ring)
	for k := range ring {
		i := (from + k) % n
		a, b, c := ring[(i+n-1)%n], ring[i], ring[(i+1)%n]
		if b.Sub(a).Cross(c.Sub(b)) <= 0 {
			continue
		}
		if !triangleHoldsAny(a, b, c, ring, i) {
			return i
		}
	}
	return from % n
}

// boxSlack is how far outside a triangle's bounding box, in mm, a point
// is still tested against the triangle itself (triangleHoldsAny).
const boxSlack = 1e-6

// triangleHoldsAny reports whether some vertex of ring other than the ear
// at i and its neighbours lies in the triangle abc.
//
// A vertex more than boxSlack outside the triangle's bounding box is passed
// over without the three cross products: the ear clipping of a turning
// sweep's outline (dozens of vertices) spent most of its time on them.
// The slack keeps the answer the cross products give for a vertex within
// rounding of an edge's line.
func triangleHoldsAny(a, b, c Vec, ring []Vec, i int) bool {
	n := len(ring)
	lox, hix := min(a.X, b.X, c.X)-boxSlack, max(a.X, b.X, c.X)+boxSlack
	loy, hiy := min(a.Y, b.Y, c.Y)-boxSlack, max(a.Y, b.Y, c.Y)+boxSlack
	// A triangle all but flat (its corners in line but for rounding)
	// holds, by the cross products, points of its line far outside its
	// box: test them all as before.
	flat := b.Sub(a).Cross(c.Sub(b)) <= 1e-6*b.Dist(a)*c.Dist(b)
	for j, p := range ring {
		if !flat && (p.X < lox || p.X > hix || p.Y < loy || p.Y > hiy) {
			continue
		}
		if j == i || j == (i+1)%n || j == (i+n-1)%n || p == a || p == b || p == c {
			continue
		}
		if b.Sub(a).Cross(p.Sub(a)) >= 0 && c.Sub(b).Cross(p.Sub(b)) >= 0 && a.Sub(c).Cross(p.Sub(c)) >= 0 {
			return true
		}
	}
	return false
}
