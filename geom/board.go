package geom

import "math"

// Inside reports whether all of r lies on the board, allowing it to stick
// out by tol.
func (b Board) Inside(r Rect, tol float64) bool {
	for _, c := range r.Corners() {
		if b.outBy(c) > tol {
			return false
		}
	}
	return true
}

// PointsInside reports whether every point of pts lies on the board,
// allowing each to stick out by tol. The board is convex, so a polygon
// whose corners are on it lies on it.
func (b Board) PointsInside(pts []Vec, tol float64) bool {
	for _, p := range pts {
		if b.outBy(p) > tol {
			return false
		}
	}
	return true
}

// CrossesEdge reports whether some point of s lies off the board by more
// than tol. The board is convex, so only the ends need checking.
func (b Board) CrossesEdge(s Seg, tol float64) bool {
	return b.outBy(s.A) > tol || b.outBy(s.B) > tol
}

// RectCrossesEdge reports whether some point of r lies off the board by
// more than tol.
func (b Board) RectCrossesEdge(r Rect, tol float64) bool { return !b.Inside(r, tol) }

// outBy returns how far p lies outside the board along either axis, or a
// negative number when it is inside.
func (b Board) outBy(p Vec) float64 {
	return max(-p.X, p.X-b.W, -p.Y, p.Y-b.H)
}

// EdgeDistanceAhead returns how far r can move forward before a corner
// reaches the board edge it is moving towards: 0 when r is already off the
// board or stands against an edge ahead of it, +Inf never (a degenerate
// facing).
func (b Board) EdgeDistanceAhead(r Rect) float64 {
	f := r.Forward()
	t := math.Inf(1)
	for _, c := range r.Corners() {
		if b.outBy(c) > 0 {
			return 0
		}
		t = min(t, reach(c.X, f.X, b.W), reach(c.Y, f.Y, b.H))
	}
	return max(t, 0)
}

// reach returns the travel at speed v from x to whichever of 0 and hi it
// moves towards, +Inf when it does not move.
func reach(x, v, hi float64) float64 {
	switch {
	case v > 0:
		return (hi - x) / v
	case v < 0:
		return x / -v
	}
	return math.Inf(1)
}

// Outside returns the ground off the board as four rectangles along its
// sides, each reaching twice the board's width plus depth outwards (no
// move on the board reaches so far): a shape overlaps one of them when it
// lies partly off the board, touches one when it stands against the edge.
func (b Board) Outside() []Shape {
	t := 2 * (b.W + b.H)
	return []Shape{
		RectShape(Rect{Centre: V(b.W/2, -t/2), Width: b.W + 2*t, Depth: t}),
		RectShape(Rect{Centre: V(b.W/2, b.H+t/2), Width: b.W + 2*t, Depth: t}),
		RectShape(Rect{Centre: V(-t/2, b.H/2), Width: t, Depth: b.H + 2*t}),
		RectShape(Rect{Centre: V(b.W+t/2, b.H/2), Width: t, Depth: b.H + 2*t}),
	}
}
