package render

import (
	"errors"
	"io"
	"sort"
	"strconv"
	"strings"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// Layout of a panel, in pixels.
const (
	pad        = 12.0  // around everything
	axisW      = 30.0  // left of the map, for the y ticks
	axisH      = 16.0  // below the map, for the x ticks
	titleLineH = 18.0  // one title line
	titleCharW = 8.0   // the width of a title character, near enough
	rowH       = 18.0  // one legend line
	minPanelW  = 600.0 // room for the legend
	gap        = 16.0  // between panels side by side
	charW      = 6.2   // the width of a legend character, near enough
)

// SVG writes one picture of wd: the board, its terrain and every unit,
// with where the units started, the paths they took and where they ended.
func SVG(w io.Writer, wd *world.World, opt Options) error {
	if wd == nil {
		return errors.New("render: no world to draw")
	}
	mw, mh := opt.size()
	worlds := []*world.World{wd}
	if opt.Frame != nil {
		worlds = append(worlds, opt.Frame)
	}
	win := window(wd.Board, focus(interest(worlds, opt.Start), worlds, opt), opt.Whole, mw, mh)
	p := newPanel(wd, view{win: win, s: fit(win, mw, mh)}, opt.Title, opt, "p0")
	d := &doc{}
	header(d, p.width, p.height)
	p.draw(d, 0, 0)
	d.end("svg")
	_, err := io.WriteString(w, d.b.String())
	return err
}

// SideBySide writes two pictures next to each other in one SVG, each under
// its own title and both at the same scale over the same part of the board,
// so the same place is at the same spot in both: a before and after, or
// two rulesets' outcomes. opt.Title, if set, goes above both. Without a
// width in opt each panel's map is at most 640 pixels wide.
func SideBySide(w io.Writer, left, right *world.World, leftTitle, rightTitle string, opt Options) error {
	if left == nil || right == nil {
		return errors.New("render: side by side needs two worlds")
	}
	board := geom.Board{W: max(left.Board.W, right.Board.W), H: max(left.Board.H, right.Board.H)}
	if opt.Width <= 0 {
		opt.Width = 640
	}
	mw, mh := opt.size()
	win := window(board, focus(interest([]*world.World{left, right}, opt.Start), []*world.World{left, right}, opt), opt.Whole, mw, mh)
	v := view{win: win, s: fit(win, mw, mh)}
	// The caption goes once, under the title above both panels.
	popt := opt
	popt.Caption, popt.Failed = nil, ""
	lp := newPanel(left, v, leftTitle, popt, "p0")
	rp := newPanel(right, v, rightTitle, popt, "p1")
	lp.eventDiffers, rp.eventDiffers = unmatchedEvents(left, right), unmatchedEvents(right, left)
	// The maps line up whatever the titles' lengths.
	th := max(titleHeight(lp.title), titleHeight(rp.title))
	lp.reserveTitle(th)
	rp.reserveTitle(th)
	width := lp.width + gap + rp.width
	title := wrap(opt.Title, int((width-2*pad)/titleCharW))
	caption := captionLines(opt, width)
	top := titleHeight(title) + captionHeight(caption)
	height := top + max(lp.height, rp.height)
	d := &doc{}
	header(d, width, height)
	for i, line := range title {
		d.text("text", line, "class", "title", "x", pad, "y", pad+14+float64(i)*titleLineH)
	}
	drawCaption(d, caption, pad+titleHeight(title))
	lp.draw(d, 0, top)
	d.el("line", "x1", lp.width+gap/2, "y1", top+pad, "x2", lp.width+gap/2, "y2", height-pad, "stroke", "#bbbbbb", "stroke-width", 1.0)
	rp.draw(d, lp.width+gap, top)
	d.end("svg")
	_, err := io.WriteString(w, d.b.String())
	return err
}

// header opens the document: the root element, the style sheet, the
// hatchings and a white background.
func header(d *doc, width, height float64) {
	d.open("svg", "xmlns", "http://www.w3.org/2000/svg", "width", width, "height", height,
		"viewBox", "0 0 "+num(width)+" "+num(height), "font-family", "Helvetica, Arial, sans-serif")
	d.raw("<style>" + css + "</style>")
	defs(d)
	d.el("rect", "width", width, "height", height, "fill", "#ffffff")
}

// panel is one picture of one world within a document.
type panel struct {
	d             *doc
	v             view
	w             *world.World
	opt           Options
	id            string
	title         []string
	caption       []captionLine
	width, height float64
	// eventDiffers marks, by index in w.Events, the events the other
	// panel of a side-by-side picture lacks.
	eventDiffers map[int]bool
}

// newPanel lays out a panel showing v's window of w.
func newPanel(w *world.World, v view, title string, opt Options, id string) *panel {
	p := &panel{v: v, w: w, opt: opt, id: id}
	mw, _ := p.v.size()
	p.width = max(pad+axisW+mw+pad, minPanelW)
	p.title = wrap(title, int((p.width-2*pad)/titleCharW))
	p.caption = captionLines(opt, p.width)
	p.v.ox = pad + axisW
	p.reserveTitle(titleHeight(p.title))
	return p
}

// reserveTitle puts the map h pixels below the top margin, room for a
// title of that height or a taller one beside it.
func (p *panel) reserveTitle(h float64) {
	_, mh := p.v.size()
	p.v.oy = pad + h + captionHeight(p.caption)
	p.height = p.v.oy + mh + axisH + float64(p.legendRows())*rowH + pad
}

// draw writes the panel with its top-left corner at (x, y): title, map,
// ticks and legend.
func (p *panel) draw(d *doc, x, y float64) {
	p.d = d
	d.open("g", "class", "panel", "transform", "translate("+num(x)+" "+num(y)+")")
	for i, line := range p.title {
		d.text("text", line, "class", "title", "x", pad, "y", pad+14+float64(i)*titleLineH)
	}
	drawCaption(d, p.caption, p.v.oy-captionHeight(p.caption))
	mw, mh := p.v.size()
	clip := p.id + "-clip"
	d.open("clipPath", "id", clip)
	d.el("rect", "x", p.v.ox, "y", p.v.oy, "width", mw, "height", mh)
	d.end("clipPath")
	d.open("g", "clip-path", "url(#"+clip+")")
	p.table()
	p.bodies()
	d.end("g")
	d.el("rect", "x", p.v.ox, "y", p.v.oy, "width", mw, "height", mh, "fill", "none", "stroke", "#999999", "stroke-width", 0.5)
	p.failedFrame()
	p.ticks()
	p.legend(p.v.oy + mh + axisH)
	d.end("g")
}

// bodies draws terrain, then each layer of every unit in scenario order,
// so no unit's label is hidden under another's bases.
func (p *panel) bodies() {
	units := p.w.UnitList()
	for _, b := range p.w.Bodies {
		if b.Kind == world.KindTerrain {
			p.terrain(b)
		}
	}
	if p.opt.Arcs {
		for _, u := range units {
			p.arcs(u)
		}
	}
	for _, u := range units {
		p.marked(u)
	}
	for _, u := range units {
		p.startOutline(u)
	}
	for _, u := range units {
		p.via(u)
	}
	for _, u := range units {
		p.bases(u)
	}
	for _, u := range units {
		p.modelMarks(u)
	}
	for _, u := range units {
		p.path(u)
	}
	for _, u := range units {
		p.label(u)
	}
	p.events()
}

// table draws the space off the board, the board and its inch grid.
func (p *panel) table() {
	mw, mh := p.v.size()
	p.d.el("rect", "class", "offboard", "x", p.v.ox, "y", p.v.oy, "width", mw, "height", mh)
	tl := p.v.pt(geom.V(0, p.w.Board.H))
	p.d.el("rect", "class", "board", "x", tl[0], "y", tl[1], "width", p.w.Board.W*p.v.s, "height", p.w.Board.H*p.v.s)
	step := 1.0
	if p.v.pxPerInch() < 8 {
		step = 6
	}
	on := p.v.win.clip(box{hi: geom.V(p.w.Board.W, p.w.Board.H)})
	inch := axisUnit{mm: geom.MMPerInch}
	for _, x := range inch.multiples(on.lo.X, on.hi.X, step) {
		a, b := p.v.pt(geom.V(x*geom.MMPerInch, on.lo.Y)), p.v.pt(geom.V(x*geom.MMPerInch, on.hi.Y))
		p.d.el("line", "class", gridClass(x), "x1", a[0], "y1", a[1], "x2", b[0], "y2", b[1])
	}
	for _, y := range inch.multiples(on.lo.Y, on.hi.Y, step) {
		a, b := p.v.pt(geom.V(on.lo.X, y*geom.MMPerInch)), p.v.pt(geom.V(on.hi.X, y*geom.MMPerInch))
		p.d.el("line", "class", gridClass(y), "x1", a[0], "y1", a[1], "x2", b[0], "y2", b[1])
	}
}

// gridClass returns the class of the grid line at v inches: every sixth
// is darker.
func gridClass(v float64) string {
	if int(v)%6 == 0 {
		return "grid6"
	}
	return "grid"
}

// sides returns the sides of w's units, sorted.
func sides(w *world.World) []string {
	seen := map[string]bool{}
	var out []string
	for _, u := range w.UnitList() {
		if !seen[u.Side] {
			seen[u.Side] = true
			out = append(out, u.Side)
		}
	}
	sort.Strings(out)
	return out
}

// wrap breaks s into lines of at most n characters at spaces; a word
// longer than n gets a line of its own.
func wrap(s string, n int) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(s) {
		switch {
		case line == "":
			line = w
		case len(line)+1+len(w) <= n:
			line += " " + w
		default:
			lines = append(lines, line)
			line = w
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// titleHeight returns the height of a title of these lines, with the space
// under it; 0 for none.
func titleHeight(lines []string) float64 {
	if len(lines) == 0 {
		return 0
	}
	return float64(len(lines))*titleLineH + 6
}

// itoa returns n in decimal.
func itoa(n int) string { return strconv.Itoa(n) }
