package geom

import "math"

// DiscBounds returns the rectangle facing facing that bounds discs of
// radius rad at centres: the extent of the centres along the right and
// forward axes of that facing, grown by the radius.
func DiscBounds(centres []Vec, rad, facing float64) Rect {
	s, c := math.Sincos(facing * math.Pi / 180)
	fwd, right := V(s, c), V(c, -s)
	loR, hiR, loF, hiF := math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
	for _, m := range centres {
		pr, pf := m.Dot(right), m.Dot(fwd)
		loR, hiR = min(loR, pr), max(hiR, pr)
		loF, hiF = min(loF, pf), max(hiF, pf)
	}
	mr, mf := (loR+hiR)/2, (loF+hiF)/2
	return Rect{
		Centre: right.Scale(mr).Add(fwd.Scale(mf)),
		Facing: facing, Width: hiR - loR + 2*rad, Depth: hiF - loF + 2*rad,
	}
}

// NearestOnCircle returns the point of circle c nearest to p (straight up
// from the centre when p is the centre).
func NearestOnCircle(c Circle, p Vec) Vec {
	d := p.Sub(c.C)
	if d.Len() == 0 {
		d = V(0, 1)
	}
	return c.C.Add(d.Norm().Scale(c.R))
}

// GrazingMoves appends to pts the straight moves from p of at most move
// that graze circle c: along each of the two tangents from p, the point
// where it touches c (or the end of the move, if that comes first), and
// the end of a full move when that lies beyond the touching point.
func GrazingMoves(pts []Vec, p Vec, c Circle, move float64) []Vec {
	d := p.Dist(c.C)
	if d <= c.R || c.R <= 0 {
		return pts
	}
	l := math.Sqrt(d*d - c.R*c.R)
	to := c.C.Sub(p).Norm()
	turn := math.Asin(c.R/d) * 180 / math.Pi
	for _, sign := range []float64{-1, 1} {
		dir := to.Rotate(sign * turn)
		pts = append(pts, p.Add(dir.Scale(min(l, move))))
		if l < move {
			pts = append(pts, p.Add(dir.Scale(move)))
		}
	}
	return pts
}
