package render

import (
	"math"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// eps is how far apart, in millimetres, two positions must be to count as
// different: far below anything a picture shows.
const eps = 1e-6

// startRect returns where u stood when the run began.
func startRect(u *world.Body) geom.Rect {
	if u.Start.Width == 0 && u.Start.Depth == 0 {
		return u.Rect
	}
	return u.Start
}

// moved reports whether a and b differ in place or facing.
func moved(a, b geom.Rect) bool {
	return a.Centre.Dist(b.Centre) > eps || math.Abs(geom.AngleDiff(a.Facing, b.Facing)) > eps
}

// byModel reports whether u is a model-by-model unit.
func byModel(u *world.Body) bool { return len(u.Models) > 0 }

// outline returns u's boundary as drawn: its Rect, or for a model-by-model
// unit the rectangle along its facing around its models as they stand now
// (its Rect is not moved when one model moves).
func outline(u *world.Body) geom.Rect {
	if !byModel(u) {
		return u.Rect
	}
	f := geom.Dir(u.Rect.Facing)
	rt := geom.V(f.Y, -f.X)
	loR, hiR, loF, hiF := math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
	for _, m := range u.Models {
		r, a := m.Dot(rt), m.Dot(f)
		loR, hiR, loF, hiF = min(loR, r), max(hiR, r), min(loF, a), max(hiF, a)
	}
	c := rt.Scale((loR + hiR) / 2).Add(f.Scale((loF + hiF) / 2))
	return geom.Rect{Centre: c, Facing: u.Rect.Facing, Width: hiR - loR + u.Round, Depth: hiF - loF + u.Round}
}

// baseRects returns the bases of a rectangular unit standing at r: files
// across from the left, ranks back from the front. The bases tile r, so a
// formation whose base size and boundary disagree still fills its boundary.
func baseRects(u *world.Body, r geom.Rect) []geom.Rect {
	files, ranks := max(u.Files, 1), max(u.Ranks, 1)
	bw, bd := r.Width/float64(files), r.Depth/float64(ranks)
	f, rt := r.Forward(), r.Right()
	out := make([]geom.Rect, 0, files*ranks)
	for j := range ranks {
		for i := range files {
			c := r.Centre.Add(rt.Scale(-r.Width/2 + (float64(i)+0.5)*bw)).Add(f.Scale(r.Depth/2 - (float64(j)+0.5)*bd))
			out = append(out, geom.Rect{Centre: c, Facing: r.Facing, Width: bw, Depth: bd})
		}
	}
	return out
}

// startModels returns where u's models stood before the run, when the
// caller gave the starting world and it has the same models.
func (p *panel) startModels(u *world.Body) []geom.Vec {
	if p.opt.Start == nil || !byModel(u) {
		return nil
	}
	s := p.opt.Start.Get(u.ID)
	if s == nil || len(s.Models) != len(u.Models) {
		return nil
	}
	return s.Models
}

// startOutline draws where u started, dashed: its boundary with the front
// marked, or each model that has since moved.
func (p *panel) startOutline(u *world.Body) {
	c := sideColours(u.Side)
	if byModel(u) {
		for i, m := range p.startModels(u) {
			if m.Dist(u.Models[i]) > eps {
				q := p.v.pt(m)
				p.d.el("circle", "class", "start", "cx", q[0], "cy", q[1], "r", u.Round/2*p.v.s, "stroke", c.stroke)
			}
		}
		return
	}
	s := startRect(u)
	if !moved(s, u.Rect) {
		return
	}
	cs := s.Corners()
	p.d.el("polygon", "class", "start", "points", points(p.v.pts(cs[:])), "stroke", c.stroke)
	e := s.Edge(geom.Front)
	a, b := p.v.pt(e.A), p.v.pt(e.B)
	p.d.el("line", "class", "start-front", "x1", a[0], "y1", a[1], "x2", b[0], "y2", b[1], "stroke", c.stroke)
	// Halfway to the rear-left corner: clear of the path leaving the
	// centre, forwards or backwards, and of a pivot's arc.
	q := p.v.pt(s.Centre.Add(cs[3]).Scale(0.5))
	p.d.text("text", u.ID, "class", "start-label", "x", q[0], "y", q[1], "fill", c.stroke)
}

// path draws how u moved: an arrow from centre to centre for each move
// that shifted it, an arc round the centre for each turn in place. A move
// straight back along the one before (a backtrack) is drawn beside it,
// joined to it by a U-turn, so forward and back are two arrows and not one
// with two heads. A model-by-model unit whose starting models are known
// gets an arrow per moved model instead. With Options.Prior the moves the
// earlier world already had are faded.
func (p *panel) path(u *world.Body) {
	c := sideColours(u.Side)
	if p.routes(u) {
		return
	}
	if sm := p.startModels(u); sm != nil {
		prior := p.priorBody(u)
		for i, m := range sm {
			if m.Dist(u.Models[i]) > eps {
				past := prior != nil && len(prior.Models) == len(u.Models) && prior.Models[i].Dist(u.Models[i]) <= eps
				p.fade(past, func() { p.arrow(p.v.pt(m), p.v.pt(u.Models[i]), c.stroke) })
			}
		}
		return
	}
	done := p.priorMoves(u)
	at := startRect(u)
	var last geom.Vec
	var tip [2]float64
	for i, m := range u.Moves {
		step := m.To.Centre.Sub(at.Centre)
		switch {
		case step.Len() > eps:
			a, b := p.v.pt(at.Centre), p.v.pt(m.To.Centre)
			dir := step.Norm()
			back := dir.Dot(last) < -0.9
			var off [2]float64
			if back {
				// The picture's right of the arrow: (dx, dy) turned to (-dy, dx).
				off = [2]float64{-(b[1] - a[1]), b[0] - a[0]}
				l := math.Hypot(off[0], off[1])
				off = [2]float64{off[0] / l * uturnGap, off[1] / l * uturnGap}
				a = [2]float64{a[0] + off[0], a[1] + off[1]}
				b = [2]float64{b[0] + off[0], b[1] + off[1]}
			}
			if i == len(u.Moves)-1 {
				b = short(a, b, labelGap)
			}
			p.fade(i < done, func() {
				if back {
					p.uturn(tip, a, [2]float64{a[0] - b[0], a[1] - b[1]}, c.stroke)
				}
				p.arrow(a, b, c.stroke)
			})
			last, tip = dir, b
		case math.Abs(geom.AngleDiff(at.Facing, m.To.Facing)) > eps:
			p.fade(i < done, func() {
				p.pivot(m.To.Centre, at.Facing, geom.AngleDiff(at.Facing, m.To.Facing), min(at.Width, at.Depth), c.stroke)
			})
		}
		at = m.To
	}
}

// uturnGap is how far, in pixels, a backtrack's arrow is drawn beside the
// move it goes back along.
const uturnGap = 8.0

// uturn draws the half circle joining the tip of a move, from, to the
// start of the backtrack drawn beside it, to, bulging on along fwd, the
// way the move went (in picture coordinates).
func (p *panel) uturn(from, to, fwd [2]float64, stroke string) {
	// Going along fwd and turning towards the backtrack's side is a turn
	// clockwise on the page (sweep 1) when that side is fwd's right.
	off := [2]float64{to[0] - from[0], to[1] - from[1]}
	sweep := 0
	if fwd[0]*off[1]-fwd[1]*off[0] > 0 {
		sweep = 1
	}
	r := math.Hypot(to[0]-from[0], to[1]-from[1]) / 2
	d := "M " + num(from[0]) + " " + num(from[1]) + " A " + num(r) + " " + num(r) + " 0 0 " + itoa(sweep) + " " + num(to[0]) + " " + num(to[1])
	p.d.el("path", "class", "uturn", "d", d, "stroke", stroke)
}

// fade runs draw inside a faded group when past is true.
func (p *panel) fade(past bool, draw func()) {
	if !past {
		draw()
		return
	}
	p.d.open("g", "class", "past")
	draw()
	p.d.end("g")
}

// priorBody returns u as it stood in Options.Prior, or nil.
func (p *panel) priorBody(u *world.Body) *world.Body {
	if p.opt.Prior == nil {
		return nil
	}
	return p.opt.Prior.Get(u.ID)
}

// priorMoves returns how many of u's moves Options.Prior already had.
func (p *panel) priorMoves(u *world.Body) int {
	if b := p.priorBody(u); b != nil {
		return len(b.Moves)
	}
	return 0
}

// via draws, dotted, each place u stood between moves other than where it
// started and ended: where it touched before backtracking, where it
// stood between a pivot and a move.
func (p *panel) via(u *world.Body) {
	if byModel(u) || len(u.Moves) < 2 {
		return
	}
	stroke := sideColours(u.Side).stroke
	for _, m := range u.Moves[:len(u.Moves)-1] {
		if !moved(m.To, u.Rect) || !moved(m.To, startRect(u)) {
			continue
		}
		cs := m.To.Corners()
		p.d.el("polygon", "class", "via", "points", points(p.v.pts(cs[:])), "stroke", stroke)
	}
}

// labelGap is how far, in pixels, an arrow into a unit's final centre
// stops short of it, to leave its label clear.
const labelGap = 8.0

// short returns b moved towards a by gap pixels, or b itself when a and b
// are less than three gaps apart.
func short(a, b [2]float64, gap float64) [2]float64 {
	dx, dy := b[0]-a[0], b[1]-a[1]
	l := math.Hypot(dx, dy)
	if l < 3*gap {
		return b
	}
	return [2]float64{b[0] - dx/l*gap, b[1] - dy/l*gap}
}

// arrow draws a straight arrow from a to b, in picture coordinates.
func (p *panel) arrow(a, b [2]float64, stroke string) {
	dx, dy := b[0]-a[0], b[1]-a[1]
	l := math.Hypot(dx, dy)
	if l == 0 {
		return
	}
	ux, uy := dx/l, dy/l
	head := min(9, 0.6*l)
	p.d.open("g", "class", "arrow", "stroke", stroke, "fill", stroke)
	p.d.el("line", "class", "move", "x1", a[0], "y1", a[1], "x2", b[0]-ux*head*0.8, "y2", b[1]-uy*head*0.8)
	p.d.el("polygon", "points", points(arrowHead(b, ux, uy, head)))
	p.d.end("g")
}

// arrowHead returns the triangle of an arrowhead of length l with its tip
// at tip, pointing along the unit vector (ux, uy).
func arrowHead(tip [2]float64, ux, uy, l float64) [][2]float64 {
	bx, by := tip[0]-ux*l, tip[1]-uy*l
	w := l / 2
	return [][2]float64{tip, {bx - uy*w, by + ux*w}, {bx + uy*w, by - ux*w}}
}

// pivot draws a turn in place about c from bearing from by turn degrees
// (clockwise positive): an arc with an arrowhead, its radius 0.4 of the
// unit's smaller side.
func (p *panel) pivot(c geom.Vec, from, turn, size float64, stroke string) {
	r := max(0.4*size, 6/p.v.s)
	a, b := p.v.pt(c.Add(geom.Dir(from).Scale(r))), p.v.pt(c.Add(geom.Dir(from+turn).Scale(r)))
	sweep := 0
	sign := -1.0
	if turn > 0 {
		sweep, sign = 1, 1
	}
	large := 0
	if math.Abs(turn) > 180 {
		large = 1
	}
	rp := r * p.v.s
	d := "M " + num(a[0]) + " " + num(a[1]) + " A " + num(rp) + " " + num(rp) + " 0 " + itoa(large) + " " + itoa(sweep) + " " + num(b[0]) + " " + num(b[1])
	// The tangent at the arc's end, in the board's frame, then flipped
	// into the picture's.
	t := geom.Dir(from + turn + sign*90)
	p.d.open("g", "class", "pivot-mark", "stroke", stroke, "fill", stroke)
	p.d.el("path", "class", "pivot", "d", d)
	p.d.el("polygon", "points", points(arrowHead(b, t.X, -t.Y, min(7, rp))))
	p.d.end("g")
}

// bases draws u where it ended, solid: its bases (rectangles, or circles
// for round bases and models) and a thick Front Facing. A removed unit is
// faded and crossed out at its last position.
func (p *panel) bases(u *world.Body) {
	c := sideColours(u.Side)
	if u.Removed {
		p.d.open("g", "opacity", 0.35)
	}
	switch {
	case byModel(u):
		for _, m := range u.Models {
			q := p.v.pt(m)
			p.d.el("circle", "class", "model", "cx", q[0], "cy", q[1], "r", u.Round/2*p.v.s, "fill", c.fill, "stroke", c.stroke)
		}
	default:
		for _, b := range baseRects(u, u.Rect) {
			if u.Round > 0 {
				q := p.v.pt(b.Centre)
				p.d.el("circle", "class", "model", "cx", q[0], "cy", q[1], "r", u.Round/2*p.v.s, "fill", c.fill, "stroke", c.stroke)
				continue
			}
			cs := b.Corners()
			p.d.el("polygon", "class", "base", "points", points(p.v.pts(cs[:])), "fill", c.fill, "stroke", c.stroke)
		}
		e := u.Rect.Edge(geom.Front)
		a, b := p.v.pt(e.A), p.v.pt(e.B)
		p.d.el("line", "class", "front", "x1", a[0], "y1", a[1], "x2", b[0], "y2", b[1], "stroke", c.stroke)
	}
	if u.Removed {
		p.d.end("g")
		corners := outline(u).Corners()
		cs := p.v.pts(corners[:])
		p.d.el("line", "class", "removed", "x1", cs[0][0], "y1", cs[0][1], "x2", cs[2][0], "y2", cs[2][1])
		p.d.el("line", "class", "removed", "x1", cs[1][0], "y1", cs[1][1], "x2", cs[3][0], "y2", cs[3][1])
	}
}

// label writes u's id upright whatever its facing: at the centre of its
// boundary, or for a model-by-model unit on the model nearest the centre
// of its models (their middle may be open ground).
func (p *panel) label(u *world.Body) {
	at := outline(u).Centre
	if byModel(u) {
		best := u.Models[0]
		for _, m := range u.Models[1:] {
			if m.Dist(at) < best.Dist(at)-eps {
				best = m
			}
		}
		at = best
	}
	q := p.v.pt(at)
	p.d.text("text", u.ID, "class", "label", "x", q[0], "y", q[1], "fill", sideColours(u.Side).stroke)
}

// arcs draws the lines bounding u's arcs, long enough to leave the map
// (the map clips them).
func (p *panel) arcs(u *world.Body) {
	if byModel(u) || u.Removed {
		return
	}
	w, h := p.v.win.size()
	stroke := sideColours(u.Side).stroke
	for _, s := range arcLines(u.Rect, math.Hypot(w, h)) {
		a, b := p.v.pt(s.A), p.v.pt(s.B)
		p.d.el("line", "class", "arc", "x1", a[0], "y1", a[1], "x2", b[0], "y2", b[1], "stroke", stroke)
	}
}

// arcLines returns the four lines l long bounding r's arcs: from each
// corner (in Corners' order), outwards at 135 degrees to both edges
// meeting there.
func arcLines(r geom.Rect, l float64) [4]geom.Seg {
	f, rt := r.Forward(), r.Right()
	k := l / math.Sqrt2
	dirs := [4]geom.Vec{f.Sub(rt), f.Add(rt), rt.Sub(f), f.Add(rt).Scale(-1)}
	var out [4]geom.Seg
	for i, c := range r.Corners() {
		out[i] = geom.Seg{A: c, B: c.Add(dirs[i].Scale(k))}
	}
	return out
}
