package render

import (
	"math"
	"sort"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// A legend entry is a small sample of a symbol and its words. The legend
// lists every symbol the panel draws and only those: a symbol added to the
// drawing gets its entry in legendEntries.
type legendEntry struct {
	words  string
	sample func(x, y float64) // draws the 14 by 10 sample with its bottom-left at (x, y)
}

// legendEntries returns the entries for what this panel draws, in a fixed
// order.
func (p *panel) legendEntries() []legendEntry {
	ink := "#333333"
	has := p.symbols()
	var out []legendEntry
	add := func(key, words string, sample func(x, y float64)) {
		if has[key] {
			out = append(out, legendEntry{words, sample})
		}
	}
	add("start", "start", func(x, y float64) {
		p.d.el("rect", "class", "start", "x", x, "y", y-9, "width", 14.0, "height", 10.0, "stroke", ink)
	})
	add("via", "stood between moves", func(x, y float64) {
		p.d.el("rect", "class", "via", "x", x, "y", y-9, "width", 14.0, "height", 10.0, "stroke", ink)
	})
	add("end", "end (thick edge: front)", func(x, y float64) {
		p.d.el("rect", "x", x, "y", y-9, "width", 14.0, "height", 10.0, "fill", "#dddddd", "stroke", ink)
		p.d.el("line", "class", "front", "x1", x, "y1", y-9, "x2", x+14, "y2", y-9, "stroke", ink)
	})
	add("model", "model (round base)", func(x, y float64) {
		p.d.el("circle", "cx", x+7, "cy", y-4, "r", 5.0, "fill", "#dddddd", "stroke", ink)
	})
	add("move", "move", func(x, y float64) {
		p.d.el("line", "class", "move", "x1", x, "y1", y-4, "x2", x+9, "y2", y-4, "stroke", ink)
		p.d.el("polygon", "points", points(arrowHead([2]float64{x + 14, y - 4}, 1, 0, 7)), "fill", ink)
	})
	add("pivot", "pivot in place", func(x, y float64) {
		p.d.el("path", "class", "pivot", "d", "M "+num(x+2)+" "+num(y)+" A 7 7 0 0 1 "+num(x+12)+" "+num(y-7), "stroke", ink)
		p.d.el("polygon", "points", points(arrowHead([2]float64{x + 14, y - 7}, 1, 0.3, 5)), "fill", ink)
	})
	add("uturn", "backtrack", func(x, y float64) {
		p.d.el("path", "class", "uturn", "d", "M "+num(x+4)+" "+num(y-7)+" A 3 3 0 0 1 "+num(x+10)+" "+num(y-7), "stroke", ink)
		p.d.el("line", "class", "move", "x1", x+10, "y1", y-7, "x2", x+10, "y2", y-2, "stroke", ink)
		p.d.el("line", "class", "move", "x1", x+4, "y1", y-7, "x2", x+4, "y2", y+1, "stroke", ink)
		p.d.el("polygon", "points", points(arrowHead([2]float64{x + 10, y + 1}, 0, 1, 4)), "fill", ink)
	})
	add("event", "event", func(x, y float64) {
		p.d.el("rect", "class", "badge", "x", x, "y", y-9, "width", 14.0, "height", 10.0, "rx", 3.0)
	})
	add("differs", "differs between the two", func(x, y float64) {
		p.d.el("rect", "class", "differs-ring", "x", x, "y", y-9, "width", 14.0, "height", 10.0)
	})
	add("past", "earlier steps (faded)", func(x, y float64) {
		p.d.open("g", "class", "past")
		p.d.el("line", "class", "move", "x1", x, "y1", y-4, "x2", x+9, "y2", y-4, "stroke", ink)
		p.d.el("polygon", "points", points(arrowHead([2]float64{x + 14, y - 4}, 1, 0, 7)), "fill", ink)
		p.d.end("g")
	})
	add("removed", "removed", func(x, y float64) {
		p.d.el("line", "class", "removed", "x1", x+2, "y1", y-9, "x2", x+12, "y2", y+1)
		p.d.el("line", "class", "removed", "x1", x+12, "y1", y-9, "x2", x+2, "y2", y+1)
	})
	add("arcs", "arc lines", func(x, y float64) {
		p.d.el("line", "class", "arc", "x1", x, "y1", y-4, "x2", x+14, "y2", y-4, "stroke", ink)
	})
	for _, kind := range terrainKinds(p.w) {
		fill, stroke, _ := terrainStyle(kind)
		words := kind
		if words == "" {
			words = "terrain"
		}
		add("terrain:"+kind, words, func(x, y float64) {
			p.d.el("rect", "class", "terrain", "x", x, "y", y-9, "width", 14.0, "height", 10.0, "fill", fill, "stroke", stroke)
		})
	}
	add("offboard", "off the board", func(x, y float64) {
		p.d.el("rect", "class", "offboard", "x", x, "y", y-9, "width", 14.0, "height", 10.0)
	})
	add("failed", "the run failed", func(x, y float64) {
		p.d.el("rect", "class", "failed-frame", "x", x, "y", y-9, "width", 14.0, "height", 10.0)
	})
	return out
}

// symbols returns the keys of what the panel draws, worked out from the
// world and the options the same way the drawing functions decide.
func (p *panel) symbols() map[string]bool {
	has := map[string]bool{"arcs": p.opt.Arcs, "failed": p.opt.Failed != "", "event": len(p.w.Events) > 0}
	for i := range p.w.Events {
		if p.eventDiffers[i] {
			has["differs"] = true
		}
	}
	if p.opt.Prior != nil && len(p.opt.Prior.Events) > 0 {
		has["past"] = true
	}
	for _, u := range p.w.UnitList() {
		if byModel(u) || u.Round > 0 {
			has["model"] = true
		} else {
			has["end"] = true
		}
		if u.Removed {
			has["removed"] = true
		}
		for _, id := range p.opt.Differs {
			if id == u.ID {
				has["differs"] = true
			}
		}
		for m, r := range u.Routes {
			has["past"] = has["past"] || len(r) >= 2 && p.priorRoute(u, m, len(r))
		}
		if sm := p.startModels(u); sm != nil {
			for i, m := range sm {
				if m.Dist(u.Models[i]) > eps {
					has["start"], has["move"] = true, true
				}
			}
			continue
		}
		if byModel(u) {
			continue
		}
		if moved(startRect(u), u.Rect) {
			has["start"] = true
		}
		if p.priorMoves(u) > 0 {
			has["past"] = true
		}
		at := startRect(u)
		var last geom.Vec
		for i, m := range u.Moves {
			switch step := m.To.Centre.Sub(at.Centre); {
			case step.Len() > eps:
				has["move"] = true
				if step.Norm().Dot(last) < -0.9 {
					has["uturn"] = true
				}
				last = step.Norm()
			case math.Abs(geom.AngleDiff(at.Facing, m.To.Facing)) > eps:
				has["pivot"] = true
			}
			if i < len(u.Moves)-1 && moved(m.To, u.Rect) && moved(m.To, startRect(u)) {
				has["via"] = true
			}
			at = m.To
		}
	}
	for _, k := range terrainKinds(p.w) {
		has["terrain:"+k] = true
	}
	on := box{hi: geom.V(p.w.Board.W, p.w.Board.H)}
	if win := p.v.win; win.lo.X < on.lo.X-eps || win.lo.Y < on.lo.Y-eps || win.hi.X > on.hi.X+eps || win.hi.Y > on.hi.Y+eps {
		has["offboard"] = true
	}
	return has
}

// terrainKinds returns the kinds of the terrain pieces drawn, sorted.
func terrainKinds(w *world.World) []string {
	seen := map[string]bool{}
	var out []string
	for _, b := range w.Bodies {
		if b.Kind == world.KindTerrain && len(b.Poly.Pts) >= 3 && !seen[b.TerrainKind] {
			seen[b.TerrainKind] = true
			out = append(out, b.TerrainKind)
		}
	}
	sort.Strings(out)
	return out
}

// legendRows returns how many lines the legend takes: the sides and the
// scale bar, then the entries flowed to the panel's width.
func (p *panel) legendRows() int {
	rows, x := 1, pad
	for i, e := range p.legendEntries() {
		w := 18 + charW*float64(len(e.words)) + 16
		if i > 0 && x+w > p.width-pad {
			rows++
			x = pad
		} else if i == 0 {
			rows++
		}
		x += w
	}
	return rows
}

// legend writes the legend under the map from y down: the sides' colours
// and the scale bar, then a sample of every symbol drawn with its words.
func (p *panel) legend(y float64) {
	d := p.d
	x := pad
	base := y + 12
	d.open("g", "class", "legend")
	for _, s := range sides(p.w) {
		c := sideColours(s)
		d.el("rect", "x", x, "y", base-9, "width", 14.0, "height", 10.0, "fill", c.fill, "stroke", c.stroke)
		name := s
		if name == "" {
			name = "(no side)"
		}
		d.text("text", name, "class", "legend", "x", x+18, "y", base)
		x += 18 + charW*float64(len(name)) + 14
	}
	p.scaleBar(p.width-pad, base)
	base += rowH
	x = pad
	for _, e := range p.legendEntries() {
		w := 18 + charW*float64(len(e.words)) + 16
		if x > pad && x+w > p.width-pad {
			base += rowH
			x = pad
		}
		e.sample(x, base)
		x = p.key(x+18, base, e.words)
	}
	d.end("g")
}

// key writes one legend entry's words at x and returns where the next
// entry starts.
func (p *panel) key(x, y float64, s string) float64 {
	p.d.text("text", s, "class", "legend", "x", x, "y", y)
	return x + charW*float64(len(s)) + 16
}
