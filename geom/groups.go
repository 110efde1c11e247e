package geom

import "math"

// Contacts between rectangles that stand together as one body of troops:
// side by side or one behind another, an edge laid along an edge with a
// corner on a corner; or only a corner on a corner, as in a column that
// has wheeled and is "kinked".

// CornerOnCorner reports whether some corner of a lies on some corner of b
// (within tol).
func CornerOnCorner(a, b Rect, tol float64) bool {
	ca, cb := a.Corners(), b.Corners()
	for _, p := range ca {
		for _, q := range cb {
			if p.Dist(q) <= tol {
				return true
			}
		}
	}
	return false
}

// EdgeAndCorner reports whether a and b are in edge and corner contact: a
// corner of one lies on a corner of the other and an edge of one runs along
// an edge of the other, the two sharing a length greater than tol. It does
// not test whether they overlap.
func EdgeAndCorner(a, b Rect, tol float64) bool {
	if !CornerOnCorner(a, b, tol) {
		return false
	}
	ca, cb := a.Corners(), b.Corners()
	for i := range ca {
		ea := Seg{ca[i], ca[(i+1)%4]}
		for j := range cb {
			if sharedLength(ea, Seg{cb[j], cb[(j+1)%4]}, tol) > tol {
				return true
			}
		}
	}
	return false
}

// sharedLength returns the length two segments share when both lie on one
// line (within tol), and 0 otherwise.
func sharedLength(s, t Seg, tol float64) float64 {
	d := s.B.Sub(s.A)
	n := d.Len()
	if n == 0 {
		return 0
	}
	u := d.Scale(1 / n)
	off := func(p Vec) float64 { return math.Abs(u.Cross(p.Sub(s.A))) }
	if off(t.A) > tol || off(t.B) > tol {
		return 0
	}
	a, b := u.Dot(t.A.Sub(s.A)), u.Dot(t.B.Sub(s.A))
	lo, hi := math.Max(0, math.Min(a, b)), math.Min(n, math.Max(a, b))
	return math.Max(0, hi-lo)
}

// Local returns p in r's frame: how far it lies ahead of r's Centre along
// r's facing, and how far to its right.
func (r Rect) Local(p Vec) (forward, right float64) {
	u, v := r.local(p)
	return v, u
}

// Centroid returns the centre of area of a polygon.
func (p Polygon) Centroid() Vec { return areaCentroid(p.Pts) }
