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
