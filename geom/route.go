package geom

import (
	"math"
)

// Routes for a round base.
//
// A round base of radius r moving among obstacles is a point moving among
// the obstacles grown by r: its centre must keep at least r from every
// other base, and so it never passes a gap narrower than its diameter.
// Other limits are the same kind of thing with another distance: keeping
// 1in from a base is keeping r+1in from its centre's disc. So a route is
// asked for a point and a list of Keeps, each a shape and the distance the
// point keeps from it.
//
// Most routes on a table are straight, and a straight leg is checked
// exactly against every Keep, so a Router tries it first; otherwise it
// searches the tangent visibility graph (tangent.go), exactly.

// Keep is an obstacle to a moving point: the point keeps at least Dist
// from Shape.
type Keep struct {
	Shape Shape
	Dist  float64
}

// Rim calls round for each round part of the rim of what k keeps a point
// from, and straight for each straight part: for a circle, the circle
// grown by Dist; for a polygon, a rectangle or a segment, a circle of
// radius Dist about each corner and each edge moved Dist out both ways
// (the winding is not known here, so one of the two lies inside).
func (k Keep) Rim(round func(Circle), straight func(Seg)) {
	var ring []Vec
	switch k.Shape.Kind {
	case KCircle:
		round(Circle{C: k.Shape.Circle.C, R: k.Shape.Circle.R + k.Dist})
		return
	case KRect:
		c := k.Shape.Rect.Corners()
		ring = c[:]
	case KPoly:
		ring = k.Shape.Poly.Pts
	case KSeg:
		ring = []Vec{k.Shape.Seg.A, k.Shape.Seg.B}
	}
	for j, a := range ring {
		round(Circle{C: a, R: k.Dist})
		b := ring[(j+1)%len(ring)]
		if a.Dist(b) == 0 {
			continue
		}
		n := b.Sub(a).Norm()
		off := V(-n.Y, n.X).Scale(k.Dist)
		straight(Seg{A: a.Add(off), B: b.Add(off)})
		straight(Seg{A: a.Sub(off), B: b.Sub(off)})
	}
}

// Route returns the length and bend points (from and to included) of the
// shortest route from from to to that keeps within tol of every Keep and
// is no longer than limit (+Inf for no limit), and false when there is
// none. A Keep the start already breaks is left out: a base may always
// move away from what it stands too near.
func Route(from, to Vec, keeps []Keep, limit, tol float64) (float64, []Vec, bool) {
	return NewRouter(from, keeps, limit, tol).Route(to)
}

// pointDist returns the distance from p to the boundary of s, 0 inside it.
func pointDist(p Vec, s Shape) float64 {
	if s.Kind == KCircle {
		return max(0, p.Dist(s.Circle.C)-s.Circle.R)
	}
	return max(0, signedDist(p, s))
}

// pointClear reports whether p keeps every Keep. Circles, the common
// case, are compared squared.
func pointClear(p Vec, keeps []Keep, tol float64) bool {
	for i := range keeps {
		k := &keeps[i]
		if k.Shape.Kind == KCircle {
			dx, dy := p.X-k.Shape.Circle.C.X, p.Y-k.Shape.Circle.C.Y
			if r := k.Shape.Circle.R + k.Dist - tol; r > 0 && dx*dx+dy*dy < r*r {
				return false
			}
			continue
		}
		if k.Shape.Kind == KSeg {
			q := closestOnSeg(p, k.Shape.Seg.A, k.Shape.Seg.B)
			dx, dy := p.X-q.X, p.Y-q.Y
			if r := k.Dist - tol; r > 0 && dx*dx+dy*dy < r*r {
				return false
			}
			continue
		}
		if pointDist(p, k.Shape) < k.Dist-tol {
			return false
		}
	}
	return true
}

// legClear reports whether the segment ab keeps every Keep. A Keep whose
// box, grown by what it keeps, is clear of the segment's box is kept
// without measuring (the box test is exact, see boxesApart).
func legClear(a, b Vec, keeps []Keep, tol float64) bool {
	lo, hi := Vec{min(a.X, b.X), min(a.Y, b.Y)}, Vec{max(a.X, b.X), max(a.Y, b.Y)}
	slack := slackOf(lo, hi)
	for i := range keeps {
		k := &keeps[i]
		var d float64
		grow := k.Dist + math.Abs(tol)
		switch k.Shape.Kind {
		case KCircle:
			cc := k.Shape.Circle
			if m := (cc.R+grow)*(1+1e-6) + slack; cc.C.X-hi.X > m || lo.X-cc.C.X > m || cc.C.Y-hi.Y > m || lo.Y-cc.C.Y > m {
				continue
			}
			q := closestOnSeg(cc.C, a, b)
			d = max(0, dist(q, cc.C)-cc.R)
		case KSeg:
			s := k.Shape.Seg
			if m := grow*(1+1e-6) + slack; min(s.A.X, s.B.X)-hi.X > m || lo.X-max(s.A.X, s.B.X) > m || min(s.A.Y, s.B.Y)-hi.Y > m || lo.Y-max(s.A.Y, s.B.Y) > m {
				continue
			}
			d = segSegDist(a, b, s.A, s.B)
		default:
			d = Distance(SegShape(Seg{a, b}), k.Shape)
		}
		if d < k.Dist-tol {
			return false
		}
	}
	return true
}

// boxesApart reports whether the boxes [lo1, hi1] and [lo2, hi2] are
// surely more than d apart along x or y, so that every point of one is
// farther than d from every point of the other however the distance is
// rounded: the margin, a millionth of d and of the first box's largest
// coordinate (see slackOf), is far beyond the rounding of any distance
// measured between them.
func boxesApart(lo1, hi1, lo2, hi2 Vec, d float64) bool {
	m := d*(1+1e-6) + slackOf(lo1, hi1)
	return lo2.X-hi1.X > m || lo1.X-hi2.X > m || lo2.Y-hi1.Y > m || lo1.Y-hi2.Y > m
}

// slackOf returns boxesApart's margin for the box [lo, hi], besides the
// millionth of the distance: a millionth of its largest coordinate, and
// at least that of 1.
func slackOf(lo, hi Vec) float64 {
	m := 1.0
	for _, x := range [4]float64{lo.X, lo.Y, hi.X, hi.Y} {
		if x > m {
			m = x
		} else if -x > m {
			m = -x
		}
	}
	return 1e-6 * m
}

// LegClear reports whether a point moving straight from a to b keeps
// every Keep (within tol).
func LegClear(a, b Vec, keeps []Keep, tol float64) bool { return legClear(a, b, keeps, tol) }

// dist is the distance between two points on the table, where
// math.Hypot's guard against overflow is not needed.
func dist(a, b Vec) float64 {
	dx, dy := a.X-b.X, a.Y-b.Y
	return math.Sqrt(dx*dx + dy*dy)
}

// BoardKeeps returns the board's four edges as Keeps at distance d: a
// base of radius d keeping them stays on the table.
func BoardKeeps(b Board, d float64) []Keep {
	return AppendBoardKeeps(make([]Keep, 0, 4), b, d)
}

// AppendBoardKeeps appends BoardKeeps(b, d) to dst.
func AppendBoardKeeps(dst []Keep, b Board, d float64) []Keep {
	c := [4]Vec{V(0, 0), V(b.W, 0), V(b.W, b.H), V(0, b.H)}
	for i := range c {
		dst = append(dst, Keep{Shape: SegShape(Seg{c[i], c[(i+1)%4]}), Dist: d})
	}
	return dst
}

// PointAlong returns the point at distance d along the polyline path, or
// its end when the path is shorter.
func PointAlong(path []Vec, d float64) Vec {
	for i := 1; i < len(path); i++ {
		l := path[i-1].Dist(path[i])
		if d <= l {
			if l == 0 {
				return path[i]
			}
			return path[i-1].Add(path[i].Sub(path[i-1]).Scale(d / l))
		}
		d -= l
	}
	return path[len(path)-1]
}

// SegCircleCross returns the points where segment s crosses the circle c.
func SegCircleCross(s Seg, c Circle) []Vec { return circleSeg(c.C, c.R, s.A, s.B) }

// Apart reports, by squares, that p and q are surely farther apart than
// d: by more than a millionth of d, far beyond the rounding of Vec.Dist
// (so p.Dist(q) > d, and p.Dist(q) less radii summing to under d is
// still more than what is left of d). A pair it does not report may be
// either.
func Apart(p, q Vec, d float64) bool { return apart(p, q, d) }

// CirclesApart reports that circles a and b surely share no point: their
// centres are farther apart than the sum of their radii by more than a
// millionth of it, far beyond the rounding of any point computed on
// either (so CirclesCross finds none, and no point of one is measured
// within the other).
func CirclesApart(a, b Circle) bool { return apart(a.C, b.C, a.R+b.R) }

// CirclesCross returns the points where two circles cross (none, one
// twice, or two).
func CirclesCross(a, b Circle) []Vec { return circleCircle(a.C, a.R, b.C, b.R) }

// AppendCirclesCross appends to dst the points CirclesCross returns, in
// its order, without a list of its own.
func AppendCirclesCross(dst []Vec, a, b Circle) []Vec {
	x, n := circleCross(a.C, a.R, b.C, b.R)
	return append(dst, x[:n]...)
}
