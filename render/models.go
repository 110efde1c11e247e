package render

import (
	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// Model-by-model units: each model's route (faded when Options.Prior
// already had it), contact and links.

// routes draws, for a unit whose models kept their routes, each moved
// model's route: its legs as lines, the last as an arrow. It reports
// whether it drew anything, so path need not draw straight arrows too.
func (p *panel) routes(u *world.Body) bool {
	c := sideColours(u.Side)
	drawn := false
	for m, r := range u.Routes {
		if len(r) < 2 || r[0].Dist(r[len(r)-1]) <= eps {
			continue
		}
		p.fade(p.priorRoute(u, m, len(r)), func() {
			for i := 1; i < len(r)-1; i++ {
				a, b := p.v.pt(r[i-1]), p.v.pt(r[i])
				p.d.el("line", "class", "move", "x1", a[0], "y1", a[1], "x2", b[0], "y2", b[1], "stroke", c.stroke)
			}
			p.arrow(p.v.pt(r[len(r)-2]), p.v.pt(r[len(r)-1]), c.stroke)
		})
		drawn = true
	}
	return drawn
}

// priorRoute reports whether Options.Prior already had model m of u's
// route as it is now, n points long: a route only grows.
func (p *panel) priorRoute(u *world.Body, m, n int) bool {
	b := p.priorBody(u)
	return b != nil && m < len(b.Routes) && len(b.Routes[m]) == n
}

// touching reports, for each model of u, whether its base touches a model
// (or the boundary) of a unit of another side.
func (p *panel) touching(u *world.Body) []bool {
	out := make([]bool, len(u.Models))
	tol := p.w.Tol
	for _, e := range p.w.UnitList() {
		if e.Removed || e.Side == u.Side {
			continue
		}
		for i, m := range u.Models {
			disc := geom.CircleShape(geom.Circle{C: m, R: u.Round / 2})
			if len(e.Models) == 0 {
				out[i] = out[i] || geom.Touching(disc, e.Shape(), tol)
				continue
			}
			for _, q := range e.Models {
				out[i] = out[i] || geom.Touching(disc, geom.CircleShape(geom.Circle{C: q, R: e.Round / 2}), tol)
			}
		}
	}
	return out
}

// modelMarks marks a model-by-model unit's models that touch an enemy
// with a dark ring. With Options.Links, models within that distance of
// another model of their unit are joined by a thin line (coherency), and
// models within it of a model that touches an enemy get a dashed ring.
func (p *panel) modelMarks(u *world.Body) {
	if len(u.Models) == 0 || u.Removed {
		return
	}
	c := sideColours(u.Side)
	touch := p.touching(u)
	near := func(i, j int) bool {
		return u.Models[i].Dist(u.Models[j])-u.Round <= p.opt.Links+p.w.Tol
	}
	if p.opt.Links > 0 {
		for i := range u.Models {
			for j := i + 1; j < len(u.Models); j++ {
				if near(i, j) {
					a, b := p.v.pt(u.Models[i]), p.v.pt(u.Models[j])
					p.d.el("line", "class", "link", "x1", a[0], "y1", a[1], "x2", b[0], "y2", b[1],
						"stroke", c.stroke, "stroke-width", 0.8, "opacity", 0.6)
				}
			}
		}
	}
	r := u.Round/2*p.v.s + 2.5
	for i, m := range u.Models {
		q := p.v.pt(m)
		switch {
		case touch[i]:
			p.d.el("circle", "class", "contact", "cx", q[0], "cy", q[1], "r", r,
				"fill", "none", "stroke", c.stroke, "stroke-width", 2)
		case p.opt.Links > 0 && p.supports(touch, i, near):
			p.d.el("circle", "class", "support", "cx", q[0], "cy", q[1], "r", r,
				"fill", "none", "stroke", c.stroke, "stroke-width", 1.2, "stroke-dasharray", "3 2")
		}
	}
}

// supports reports whether model i stands within the link distance of a
// model of its unit that touches an enemy.
func (p *panel) supports(touch []bool, i int, near func(i, j int) bool) bool {
	for j, t := range touch {
		if t && j != i && near(i, j) {
			return true
		}
	}
	return false
}
