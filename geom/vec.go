package geom

import "math"

// Vec is a point or displacement on the table, in millimetres.
type Vec struct{ X, Y float64 }

// V returns the vector (x, y).
func V(x, y float64) Vec { return Vec{x, y} }

// Add returns a+b.
func (a Vec) Add(b Vec) Vec { return Vec{a.X + b.X, a.Y + b.Y} }

// Sub returns a-b.
func (a Vec) Sub(b Vec) Vec { return Vec{a.X - b.X, a.Y - b.Y} }

// Scale returns a scaled by k.
func (a Vec) Scale(k float64) Vec { return Vec{a.X * k, a.Y * k} }

// Dot returns the dot product of a and b.
func (a Vec) Dot(b Vec) float64 { return a.X*b.X + a.Y*b.Y }

// Cross returns the z component of a×b: positive when b lies
// anticlockwise of a.
func (a Vec) Cross(b Vec) float64 { return a.X*b.Y - a.Y*b.X }

// Len returns the length of a: math.Hypot(a.X, a.Y), worked as it works
// it (the larger times √(1+(smaller/larger)²), each step rounded alone),
// so the same number to the bit on amd64, whose math.Hypot is that in
// assembly, but inlined, where the call to the assembly (through its
// wrapper for Go's register calls) cost more than the arithmetic: the
// spot and placement searches ask hundreds of thousands of lengths a
// run. Zero is 0 and an infinite length +Inf, as math.Hypot has them; a
// NaN coordinate gives NaN (math.Hypot gives +Inf where the other one is
// infinite; no position on a table is either).
func (a Vec) Len() float64 {
	p, q := math.Abs(a.X), math.Abs(a.Y)
	if q > p {
		p, q = q, p
	}
	s := q / p
	if s != s { // 0/0 (both zero) or ∞/∞: q is then what s must be
		s = q
	}
	return p * math.Sqrt(1+s*s)
}

// Norm returns a scaled to unit length, or the zero vector for zero.
func (a Vec) Norm() Vec {
	l := a.Len()
	if l == 0 {
		return Vec{}
	}
	return Vec{a.X / l, a.Y / l}
}

// Dist returns the distance between points a and b.
func (a Vec) Dist(b Vec) float64 { return a.Sub(b).Len() }

// Rotate returns a rotated clockwise by deg degrees about the origin, the
// sense in which compass bearings grow.
func (a Vec) Rotate(deg float64) Vec {
	s, c := sinCosDeg(deg)
	return Vec{a.X*c + a.Y*s, -a.X*s + a.Y*c}
}

// perp returns a turned 90 degrees anticlockwise.
func (a Vec) perp() Vec { return Vec{-a.Y, a.X} }

// Dir returns the unit vector pointing along a compass bearing.
func Dir(bearing float64) Vec {
	s, c := sinCosDeg(bearing)
	return Vec{s, c}
}

// BearingOf returns the compass bearing of v in [0,360), or 0 for the zero
// vector.
func BearingOf(v Vec) float64 {
	if v.X == 0 && v.Y == 0 {
		return 0
	}
	return NormBearing(math.Atan2(v.X, v.Y) * 180 / math.Pi)
}

// NormBearing returns b reduced into [0,360).
func NormBearing(b float64) float64 {
	b = math.Mod(b, 360)
	if b < 0 {
		b += 360
	}
	if b >= 360 {
		b = 0
	}
	return b + 0 // turn -0 into 0
}

// AngleDiff returns the signed smallest turn from bearing a to bearing b,
// in (-180,180]; positive is clockwise.
func AngleDiff(a, b float64) float64 {
	d := math.Mod(b-a, 360)
	switch {
	case d > 180:
		d -= 360
	case d <= -180:
		d += 360
	}
	return d + 0
}

// sinCosDeg returns the sine and cosine of deg degrees. Reducing in
// degrees (exactly, to within about ±45 of a multiple of 90) keeps square-on
// positions exact and costs less than math.Sincos; the kernel polynomials
// are those of package math, good to an ulp or so on ±π/4.
func sinCosDeg(deg float64) (s, c float64) {
	q := deg / 90
	if !(q < 1<<40 && q > -1<<40) {
		return math.Sincos(deg * (math.Pi / 180))
	}
	n := int64(q+(1<<41+0.5)) - 1<<41 // q rounded, near enough at halves
	x := (deg - float64(n)*90) * (math.Pi / 180)
	z := x * x
	sx := x + x*z*((((((sinK[0]*z)+sinK[1])*z+sinK[2])*z+sinK[3])*z+sinK[4])*z+sinK[5])
	cx := 1 - 0.5*z + z*z*((((((cosK[0]*z)+cosK[1])*z+cosK[2])*z+cosK[3])*z+cosK[4])*z+cosK[5])
	switch n & 3 { // two's complement: -1&3 == 3
	case 0:
		return sx, cx
	case 1:
		return cx, -sx
	case 2:
		return -sx, -cx
	}
	return -cx, sx
}

// sinCos2Deg returns the sines and cosines of two angles in degrees. The
// two evaluations are independent, so written side by side they overlap
// in the processor, which matters to the rectangle relations.
func sinCos2Deg(a, b float64) (as, ac, bs, bc float64) {
	qa, qb := a/90, b/90
	if !(qa < 1<<40 && qa > -1<<40 && qb < 1<<40 && qb > -1<<40) {
		as, ac = sinCosDeg(a)
		bs, bc = sinCosDeg(b)
		return
	}
	na := int64(qa+(1<<41+0.5)) - 1<<41
	nb := int64(qb+(1<<41+0.5)) - 1<<41
	x := (a - float64(na)*90) * (math.Pi / 180)
	y := (b - float64(nb)*90) * (math.Pi / 180)
	zx, zy := x*x, y*y
	sx := x + x*zx*((((((sinK[0]*zx)+sinK[1])*zx+sinK[2])*zx+sinK[3])*zx+sinK[4])*zx+sinK[5])
	sy := y + y*zy*((((((sinK[0]*zy)+sinK[1])*zy+sinK[2])*zy+sinK[3])*zy+sinK[4])*zy+sinK[5])
	cx := 1 - 0.5*zx + zx*zx*((((((cosK[0]*zx)+cosK[1])*zx+cosK[2])*zx+cosK[3])*zx+cosK[4])*zx+cosK[5])
	cy := 1 - 0.5*zy + zy*zy*((((((cosK[0]*zy)+cosK[1])*zy+cosK[2])*zy+cosK[3])*zy+cosK[4])*zy+cosK[5])
	as, ac = quadrant(na, sx, cx)
	bs, bc = quadrant(nb, sy, cy)
	return
}

// quadrant turns the sine and cosine of a reduced angle into those of the
// angle n right angles further on.
func quadrant(n int64, s, c float64) (float64, float64) {
	switch n & 3 {
	case 0:
		return s, c
	case 1:
		return c, -s
	case 2:
		return -s, -c
	}
	return -c, s
}

// Polynomial kernels for sine and cosine on [-π/4, π/4] (Cephes, as in
// package math).
var (
	sinK = [6]float64{
		1.58962301576546568060e-10,
		-2.50507477628578072866e-8,
		2.75573136213857245213e-6,
		-1.98412698295895385996e-4,
		8.33333333332211858878e-3,
		-1.66666666666666307295e-1,
	}
	cosK = [6]float64{
		-1.13585365213876817300e-11,
		2.08757008419747316778e-9,
		-2.75573141792967388112e-7,
		2.48015872888517045348e-5,
		-1.38888888888730564116e-3,
		4.16666666666665929218e-2,
	}
)
