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

// Len returns the length of a.
func (a Vec) Len() float64 { return math.Hypot(a.X, a.Y) }

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

// sinCosDeg returns the sine and cosine of deg degrees, exact at multiples
// of 90 so that square-on positions stay exact.
func sinCosDeg(deg float64) (s, c float64) {
	if q := deg / 90; q == float64(int64(q)) {
		switch int64(q) & 3 { // two's complement: -1&3 == 3
		case 0:
			return 0, 1
		case 1:
			return 1, 0
		case 2:
			return 0, -1
		default:
			return -1, 0
		}
	}
	return math.Sincos(deg * (math.Pi / 180))
}
