package render

import (
	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// terrain draws a terrain piece filled by its kind, with its name and kind
// written at its centroid, or beside it when they do not fit inside.
func (p *panel) terrain(t *world.Body) {
	if len(t.Poly.Pts) < 3 {
		return
	}
	fill, stroke, ink := terrainStyle(t.TerrainKind)
	p.d.el("polygon", "class", "terrain", "points", points(p.v.pts(t.Poly.Pts)), "fill", fill, "stroke", stroke)
	name := t.ID
	if t.TerrainKind != "" {
		name += " (" + t.TerrainKind + ")"
	}
	q, outside := p.terrainLabelAt(t.Poly.Pts, name)
	class := "terrain-label"
	if outside {
		// Outside the piece the label takes the piece's outline colour
		// (the inside colour may be white) on a white halo.
		ink, class = stroke, "terrain-label outside"
	}
	p.d.text("text", name, "class", class, "x", q[0], "y", q[1], "fill", ink)
}

// centroid returns the centre of area of a simple polygon, or the mean of
// its vertices when it has no area.
func centroid(pts []geom.Vec) geom.Vec {
	var a, cx, cy float64
	for i, p := range pts {
		q := pts[(i+1)%len(pts)]
		k := p.X*q.Y - q.X*p.Y
		a += k
		cx += (p.X + q.X) * k
		cy += (p.Y + q.Y) * k
	}
	if a == 0 {
		var m geom.Vec
		for _, p := range pts {
			m = m.Add(p)
		}
		return m.Scale(1 / float64(len(pts)))
	}
	return geom.V(cx/(3*a), cy/(3*a))
}
