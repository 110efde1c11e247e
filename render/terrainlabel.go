package render

import "github.com/rulec-dev/rulec/geom"

// Terrain labels are 10px italic: about this wide per character.
const terrainCharW = 5.6

// terrainLabelAt returns where to write a terrain piece's label and
// whether it is outside the piece: at its centroid when the text fits
// across the piece there, else just below the piece (above it when below
// is off the map), so a small piece's name never spills over its edges
// and the units on it.
func (p *panel) terrainLabelAt(pts []geom.Vec, text string) (at [2]float64, outside bool) {
	c := p.v.pt(centroid(pts))
	lo, hi := [2]float64{c[0], c[1]}, [2]float64{c[0], c[1]}
	for _, q := range p.v.pts(pts) {
		lo = [2]float64{min(lo[0], q[0]), min(lo[1], q[1])}
		hi = [2]float64{max(hi[0], q[0]), max(hi[1], q[1])}
	}
	w := terrainCharW * float64(len(text))
	// The piece's width along the label's line through the centroid.
	left, right := c[0], c[0]
	for _, s := range crossings(p.v.pts(pts), c[1]) {
		left, right = min(left, s), max(right, s)
	}
	if right-left >= w+6 && hi[1]-lo[1] >= 14 {
		return c, false
	}
	_, mh := p.v.size()
	x := (lo[0] + hi[0]) / 2
	if hi[1]+12 < p.v.oy+mh-4 {
		return [2]float64{x, hi[1] + 9}, true
	}
	return [2]float64{x, lo[1] - 7}, true
}

// crossings returns the x of every edge of the polygon ps crossing the
// horizontal line at y.
func crossings(ps [][2]float64, y float64) []float64 {
	var out []float64
	for i, a := range ps {
		b := ps[(i+1)%len(ps)]
		if (a[1] <= y) != (b[1] <= y) {
			out = append(out, a[0]+(y-a[1])/(b[1]-a[1])*(b[0]-a[0]))
		}
	}
	return out
}
