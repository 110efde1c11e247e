package render

import (
	"strconv"

	"github.com/rulec-dev/rulec/geom"
)

// axisUnit is the unit ticks and the scale bar count in.
type axisUnit struct {
	name  string  // as written after a number: in, p, cm, mm
	label string  // as the axis names it: inches, paces, ...
	mm    float64 // millimetres in one
	steps []float64
}

// unitOf returns the axis unit of a ruleset's units: its default unit,
// inches when it has none or paces without a pace length.
func unitOf(u geom.Units) axisUnit {
	inches := axisUnit{"in", "inches", geom.MMPerInch, []float64{1, 2, 3, 6, 12, 24, 48}}
	switch u.Default {
	case "p":
		if u.PaceMM > 0 {
			return axisUnit{"p", "paces", u.PaceMM, []float64{1, 2, 5, 10, 20, 50, 100, 200, 500, 1000}}
		}
	case "cm":
		return axisUnit{"cm", "cm", 10, []float64{1, 2, 5, 10, 20, 50, 100}}
	case "mm":
		return axisUnit{"mm", "mm", 1, []float64{5, 10, 20, 50, 100, 200, 500, 1000}}
	}
	return inches
}

// step returns the smallest of the unit's steps at least px pixels long,
// or its largest.
func (a axisUnit) step(pxPerMM, px float64) float64 {
	for _, s := range a.steps {
		if s*a.mm*pxPerMM >= px {
			return s
		}
	}
	return a.steps[len(a.steps)-1]
}

// multiples returns the multiples of step units strictly inside (lo, hi),
// given in millimetres.
func (a axisUnit) multiples(lo, hi, step float64) []float64 {
	var out []float64
	for k := int(lo/a.mm/step) - 1; float64(k)*step*a.mm < hi; k++ {
		v := float64(k) * step
		if mm := v * a.mm; mm > lo && mm < hi {
			out = append(out, v)
		}
	}
	return out
}

// ticks writes board coordinates in the ruleset's unit along the map's
// bottom and left edges, at least 50 pixels apart, and names the unit in
// the corner between the axes.
func (p *panel) ticks() {
	a := unitOf(p.opt.Units)
	step := a.step(p.v.s, 50)
	on := p.v.win.clip(box{hi: geom.V(p.w.Board.W, p.w.Board.H)}).grow(1e-9)
	_, mh := p.v.size()
	mw, _ := p.v.size()
	for _, x := range a.multiples(on.lo.X, on.hi.X, step) {
		q := p.v.pt(geom.V(x*a.mm, 0))
		if q[0] < p.v.ox+12 || q[0] > p.v.ox+mw-8 {
			continue // clear of the unit's name and the panel's edge
		}
		p.d.text("text", fmtTick(x), "class", "tick", "x", q[0], "y", p.v.oy+mh+11, "text-anchor", "middle")
	}
	for _, y := range a.multiples(on.lo.Y, on.hi.Y, step) {
		q := p.v.pt(geom.V(0, y*a.mm))
		if q[1] < p.v.oy+6 || q[1] > p.v.oy+mh-6 {
			continue // clear of the corners
		}
		p.d.text("text", fmtTick(y), "class", "tick", "x", p.v.ox-4, "y", q[1]+3, "text-anchor", "end")
	}
	p.d.text("text", a.label, "class", "tick-unit", "x", p.v.ox-4, "y", p.v.oy+mh+11, "text-anchor", "end")
}

// fmtTick prints a tick's value without a needless fraction.
func fmtTick(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

// scaleBar draws a bar a whole number of the ruleset's units long ending
// at right: the longest of the unit's steps that fits in 150 pixels, in up
// to six alternating blocks, labelled in that unit and, when it is not
// inches, in inches too.
func (p *panel) scaleBar(right, y float64) {
	a := unitOf(p.opt.Units)
	n := a.steps[0]
	for _, k := range a.steps {
		if k*a.mm*p.v.s <= 150 {
			n = k
		}
	}
	label := fmtTick(n) + " " + a.name
	if a.name != "in" {
		label += " = " + geom.FormatLength(n*a.mm, "in", p.opt.Units)
	}
	length := n * a.mm * p.v.s
	x0 := right - charW*float64(len(label)) - 6 - length
	blocks := 6
	if n <= 6 && n == float64(int(n)) {
		blocks = int(n)
	}
	bw := length / float64(blocks)
	p.d.open("g", "class", "scale")
	for i := range blocks {
		fill := "#333333"
		if i%2 == 1 {
			fill = "#ffffff"
		}
		p.d.el("rect", "x", x0+float64(i)*bw, "y", y-7, "width", bw, "height", 6.0, "fill", fill, "stroke", "#333333", "stroke-width", 0.8)
	}
	p.d.text("text", label, "class", "legend", "x", x0+length+6, "y", y)
	p.d.end("g")
}
