package geom

import "math"

// Rect is an oriented rectangle: Width across its facing (the frontage),
// Depth along it. Facing is the compass bearing of the Front edge's outward
// normal.
type Rect struct {
	Centre       Vec
	Facing       float64
	Width, Depth float64
}

// Side names one edge of a Rect, as seen by the rectangle looking forward.
type Side int

// The four sides of a Rect, in clockwise order from the front.
const (
	Front Side = iota
	Right
	Rear
	Left
)

// String returns "front", "right", "rear" or "left".
func (s Side) String() string {
	switch s {
	case Front:
		return "front"
	case Right:
		return "right"
	case Rear:
		return "rear"
	case Left:
		return "left"
	}
	return "side(?)"
}

// Forward returns the unit vector along r's facing.
func (r Rect) Forward() Vec { return Dir(r.Facing) }

// Right returns the unit vector pointing to r's right.
func (r Rect) Right() Vec { f := r.Forward(); return Vec{f.Y, -f.X} }

// axes returns Forward and Right with one trigonometric call.
func (r Rect) axes() (f, rt Vec) {
	f = Dir(r.Facing)
	return f, Vec{f.Y, -f.X}
}

// Corners returns r's corners: front-left, front-right, rear-right,
// rear-left.
func (r Rect) Corners() [4]Vec {
	f, rt := r.axes()
	return cornersOf(r.Centre, f.Scale(r.Depth/2), rt.Scale(r.Width/2))
}

// cornersOf returns the corners of the rectangle with centre c, half-depth
// vector hf and half-width vector hr.
func cornersOf(c, hf, hr Vec) [4]Vec {
	return [4]Vec{
		{c.X + hf.X - hr.X, c.Y + hf.Y - hr.Y},
		{c.X + hf.X + hr.X, c.Y + hf.Y + hr.Y},
		{c.X - hf.X + hr.X, c.Y - hf.Y + hr.Y},
		{c.X - hf.X - hr.X, c.Y - hf.Y - hr.Y},
	}
}

// Edge returns side s of r as a segment running clockwise round r: the
// Front edge runs front-left to front-right, Right front-right to
// rear-right, Rear rear-right to rear-left, Left rear-left to front-left.
func (r Rect) Edge(s Side) Seg {
	c := r.Corners()
	i := int(s) & 3
	return Seg{c[i], c[(i+1)&3]}
}

// EdgeMid returns the midpoint of side s of r.
func (r Rect) EdgeMid(s Side) Vec {
	f, rt := r.axes()
	switch s {
	case Front:
		return r.Centre.Add(f.Scale(r.Depth / 2))
	case Rear:
		return r.Centre.Sub(f.Scale(r.Depth / 2))
	case Right:
		return r.Centre.Add(rt.Scale(r.Width / 2))
	}
	return r.Centre.Sub(rt.Scale(r.Width / 2))
}

// local returns p in r's frame: across (to the right) and along (forward)
// from the centre.
func (r Rect) local(p Vec) (u, v float64) {
	f, rt := r.axes()
	d := p.Sub(r.Centre)
	return d.Dot(rt), d.Dot(f)
}

// Contains reports whether p lies in r or within tol of it.
func (r Rect) Contains(p Vec, tol float64) bool {
	u, v := r.local(p)
	return abs(u) <= r.Width/2+tol && abs(v) <= r.Depth/2+tol
}

// MoveForward returns r moved d along its facing; negative d moves it
// backwards.
func (r Rect) MoveForward(d float64) Rect {
	r.Centre = r.Centre.Add(r.Forward().Scale(d))
	return r
}

// Translate returns r moved by v.
func (r Rect) Translate(v Vec) Rect {
	r.Centre = r.Centre.Add(v)
	return r
}

// PivotTo returns r turned about its centre to face bearing.
func (r Rect) PivotTo(bearing float64) Rect {
	r.Facing = NormBearing(bearing)
	return r
}

// RotateAbout returns r rotated clockwise by deg degrees about p.
func (r Rect) RotateAbout(p Vec, deg float64) Rect {
	r.Centre = p.Add(r.Centre.Sub(p).Rotate(deg))
	r.Facing = NormBearing(r.Facing + deg)
	return r
}

// Wheel returns r wheeled by deg degrees about a front corner, the inner
// one staying still: a positive (clockwise) wheel turns about the
// front-right corner so the left swings forward, a negative one about the
// front-left corner.
func (r Rect) Wheel(deg float64) Rect {
	c := r.Corners()
	if deg >= 0 {
		return r.RotateAbout(c[1], deg)
	}
	return r.RotateAbout(c[0], deg)
}

// SweepForward returns the rectangle swept by moving r forward d (backward
// for negative d).
func SweepForward(r Rect, d float64) Rect {
	r.Centre = r.Centre.Add(r.Forward().Scale(d / 2))
	r.Depth += abs(d)
	return r
}

// Ahead returns the rectangle directly ahead of r: its Front edge swept d
// forward, r.Width wide and d deep (zero deep for d <= 0).
func Ahead(r Rect, d float64) Rect {
	d = max(d, 0)
	f := r.Forward()
	c := r.Centre.Add(f.Scale(r.Depth/2 + d/2))
	return Rect{Centre: c, Facing: r.Facing, Width: r.Width, Depth: d}
}

func abs(x float64) float64 { return math.Abs(x) }
