package geom

import "fmt"

// PolygonFault says why a ring of points is not a simple polygon: At is the
// index of the first vertex the fault involves, Msg what is wrong with it.
type PolygonFault struct {
	At  int
	Msg string
}

// SimpleFault returns why pts, a closed ring, is not a simple polygon of
// positive area, or nil when it is one. The geometry's overlap and
// distance tests assume simple polygons: a bow-tie or a flat polygon would
// give answers that depend on where a unit stands, so the loader refuses
// them instead. The tests are exact on the coordinates given.
func SimpleFault(pts []Vec) *PolygonFault {
	n := len(pts)
	if n < 3 {
		return &PolygonFault{At: 0, Msg: fmt.Sprintf("a polygon needs at least 3 points, got %d", n)}
	}
	for i := range pts {
		for j := i + 1; j < n; j++ {
			if pts[i] == pts[j] {
				return &PolygonFault{At: j, Msg: fmt.Sprintf("point %d repeats point %d", j+1, i+1)}
			}
		}
	}
	if collinear(pts) {
		return &PolygonFault{At: 0, Msg: "the polygon has no area: its points are all on one line"}
	}
	for i := range pts {
		a, b := pts[i], pts[(i+1)%n]
		for j := i + 1; j < n; j++ {
			c, d := pts[j], pts[(j+1)%n]
			if j == i+1 || (i == 0 && j == n-1) {
				if adjacentFold(a, b, c, d) {
					return &PolygonFault{At: j, Msg: fmt.Sprintf("edges %d and %d fold back over each other", i+1, j+1)}
				}
				continue
			}
			if segsCross(a, b, c, d) {
				return &PolygonFault{At: j, Msg: fmt.Sprintf("edges %d and %d cross: the polygon intersects itself", i+1, j+1)}
			}
		}
	}
	if signedArea(pts) == 0 {
		return &PolygonFault{At: 0, Msg: "the polygon has no area"}
	}
	return nil
}

// collinear reports whether every point lies on the line through the
// first two, which differ.
func collinear(pts []Vec) bool {
	for _, p := range pts[2:] {
		if orient(pts[0], pts[1], p) != 0 {
			return false
		}
	}
	return true
}

// adjacentFold reports whether two edges sharing a vertex overlap along a
// stretch, not just at that vertex: a spike that doubles back on itself.
func adjacentFold(a, b, c, d Vec) bool {
	// The shared vertex is b == c, or (for the closing pair) a == d.
	p, q, r := a, b, d
	if b != c {
		p, q, r = b, a, c
	}
	if orient(p, q, r) != 0 {
		return false
	}
	return q.Sub(p).Dot(r.Sub(q)) < 0
}
