package render

import (
	"math"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// box is an axis-aligned rectangle on the board, in millimetres.
type box struct{ lo, hi geom.Vec }

// emptyBox returns the box that holds nothing; adding a point makes it
// that point.
func emptyBox() box {
	inf := math.Inf(1)
	return box{geom.V(inf, inf), geom.V(-inf, -inf)}
}

// empty reports whether b holds no point.
func (b box) empty() bool { return b.lo.X > b.hi.X || b.lo.Y > b.hi.Y }

// add returns b grown to hold p.
func (b box) add(p geom.Vec) box {
	return box{geom.V(min(b.lo.X, p.X), min(b.lo.Y, p.Y)), geom.V(max(b.hi.X, p.X), max(b.hi.Y, p.Y))}
}

// union returns the box holding a and b.
func (b box) union(c box) box {
	if c.empty() {
		return b
	}
	return b.add(c.lo).add(c.hi)
}

// grow returns b with d added on every side.
func (b box) grow(d float64) box {
	return box{b.lo.Sub(geom.V(d, d)), b.hi.Add(geom.V(d, d))}
}

// clip returns the part of b inside c.
func (b box) clip(c box) box {
	return box{geom.V(max(b.lo.X, c.lo.X), max(b.lo.Y, c.lo.Y)), geom.V(min(b.hi.X, c.hi.X), min(b.hi.Y, c.hi.Y))}
}

// size returns b's width and height.
func (b box) size() (w, h float64) { return b.hi.X - b.lo.X, b.hi.Y - b.lo.Y }

// view maps a window of the board onto a panel's map: s pixels per
// millimetre, the window's top-left corner at (ox, oy) in the panel.
type view struct {
	win    box
	s      float64
	ox, oy float64
}

// pt returns where board point p falls in the panel. The board's y grows up
// the table and the picture's down the page, so y is flipped here and
// nowhere else.
func (v view) pt(p geom.Vec) [2]float64 {
	return [2]float64{v.ox + (p.X-v.win.lo.X)*v.s, v.oy + (v.win.hi.Y-p.Y)*v.s}
}

// pts returns pt of each point.
func (v view) pts(ps []geom.Vec) [][2]float64 {
	out := make([][2]float64, len(ps))
	for i, p := range ps {
		out[i] = v.pt(p)
	}
	return out
}

// size returns the map's width and height in pixels.
func (v view) size() (w, h float64) {
	bw, bh := v.win.size()
	return bw * v.s, bh * v.s
}

// pxPerInch returns the scale in pixels per inch.
func (v view) pxPerInch() float64 { return v.s * geom.MMPerInch }

// interest returns the box around everything drawn in worlds: every unit
// where it started, passed and ended, every model, every terrain piece.
func interest(worlds []*world.World, start *world.World) box {
	b := emptyBox()
	for _, w := range append(worlds, start) {
		if w == nil {
			continue
		}
		for _, u := range w.Bodies {
			b = b.union(bodyBox(u))
		}
	}
	return b
}

// bodyBox returns the box around one body's positions.
func bodyBox(u *world.Body) box {
	b := emptyBox()
	switch u.Kind {
	case world.KindTerrain:
		for _, p := range u.Poly.Pts {
			b = b.add(p)
		}
	case world.KindUnit:
		if len(u.Models) > 0 {
			for _, m := range u.Models {
				b = b.add(m.Sub(geom.V(u.Round/2, u.Round/2))).add(m.Add(geom.V(u.Round/2, u.Round/2)))
			}
			return b
		}
		rects := []geom.Rect{u.Rect, startRect(u)}
		for _, m := range u.Moves {
			rects = append(rects, m.To)
		}
		for _, r := range rects {
			for _, c := range r.Corners() {
				b = b.add(c)
			}
		}
	}
	return b
}

// window returns the part of the board to show. That is the whole board,
// with a margin so its edge shows, when what happens covers much of it or
// when asked; else the action with room around it, kept on the board
// except where units went off it, and widened towards the shape of a w by
// h map.
func window(board geom.Board, act box, whole bool, w, h float64) box {
	const in = geom.MMPerInch
	table := box{hi: geom.V(board.W, board.H)}.grow(in)
	if act.empty() || whole {
		return table
	}
	aw, ah := act.size()
	pad := max(3*in, 0.15*max(aw, ah))
	win := act.grow(pad).clip(table)
	ww, wh := win.size()
	if ww*wh >= 0.4*board.W*board.H {
		return table.union(act.grow(in / 2))
	}
	return widen(win.union(act.grow(in/2)), table, w, h)
}

// widen returns win grown about its centre to the aspect ratio w:h, so the
// map fills its panel, kept inside limit as far as limit allows.
func widen(win, limit box, w, h float64) box {
	ww, wh := win.size()
	if ww <= 0 || wh <= 0 {
		return win
	}
	if ww/wh < w/h {
		win.lo.X, win.hi.X = spread(win.lo.X, win.hi.X, wh*w/h, limit.lo.X, limit.hi.X)
	} else {
		win.lo.Y, win.hi.Y = spread(win.lo.Y, win.hi.Y, ww*h/w, limit.lo.Y, limit.hi.Y)
	}
	return win
}

// spread returns the interval [lo, hi] grown to length n about its middle,
// shifted back inside [min, max] where it would cross one end and cut
// where it is longer than [min, max] allows, but never cut below [lo, hi].
func spread(lo, hi, n, floor, ceil float64) (float64, float64) {
	m := (lo + hi) / 2
	a, b := m-n/2, m+n/2
	if a < floor {
		a, b = floor, b+(floor-a)
	}
	if b > ceil {
		a, b = a-(b-ceil), ceil
	}
	return min(max(a, floor), lo), max(b, hi)
}

// fit returns the scale, in pixels per millimetre, that fits win into
// maxW by maxH pixels, at most 60 pixels to the inch.
func fit(win box, maxW, maxH float64) float64 {
	w, h := win.size()
	return min(maxW/w, maxH/h, 60/geom.MMPerInch)
}

// focus returns the box around the units opt.Focus names, where they
// started, passed and ended in any of worlds; act when Focus is empty or
// names none of them.
func focus(act box, worlds []*world.World, opt Options) box {
	if len(opt.Focus) == 0 {
		return act
	}
	b := emptyBox()
	for _, w := range append(worlds, opt.Start) {
		if w == nil {
			continue
		}
		for _, id := range opt.Focus {
			if u := w.Get(id); u != nil && u.Kind == world.KindUnit {
				b = b.union(bodyBox(u))
			}
		}
	}
	if b.empty() {
		return act
	}
	return b
}
