package render

// legend writes two lines under the map from y down: the sides' colours
// and the scale bar, then what each mark means.
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
	ink := "#333333"
	// Dashed: where a unit started.
	d.el("rect", "class", "start", "x", x, "y", base-9, "width", 14.0, "height", 10.0, "stroke", ink)
	x = p.key(x+18, base, "start")
	// Solid with a thick edge: where it ended, and its Front Facing.
	d.el("rect", "x", x, "y", base-9, "width", 14.0, "height", 10.0, "fill", "#dddddd", "stroke", ink)
	d.el("line", "class", "front", "x1", x, "y1", base-9, "x2", x+14, "y2", base-9, "stroke", ink)
	x = p.key(x+18, base, "end (thick edge: front)")
	d.el("line", "class", "move", "x1", x, "y1", base-4, "x2", x+15, "y2", base-4, "stroke", ink)
	d.el("polygon", "points", points(arrowHead([2]float64{x + 20, base - 4}, 1, 0, 7)), "fill", ink)
	x = p.key(x+24, base, "move")
	d.el("line", "class", "removed", "x1", x, "y1", base-9, "x2", x+10, "y2", base+1)
	d.el("line", "class", "removed", "x1", x+10, "y1", base-9, "x2", x, "y2", base+1)
	x = p.key(x+14, base, "removed")
	if p.opt.Arcs {
		d.el("line", "class", "arc", "x1", x, "y1", base-4, "x2", x+16, "y2", base-4, "stroke", ink)
		p.key(x+20, base, "arc lines")
	}
	d.end("g")
}

// key writes one legend entry's words at x and returns where the next
// entry starts.
func (p *panel) key(x, y float64, s string) float64 {
	p.d.text("text", s, "class", "legend", "x", x, "y", y)
	return x + charW*float64(len(s)) + 16
}

// scaleBar draws a bar a whole number of inches long ending at x: the
// longest of 1, 2, 3, 6, 12, 24 or 48 inches that fits in 150 pixels,
// in alternating one-inch (or one-sixth) blocks.
func (p *panel) scaleBar(right, y float64) {
	ppi := p.v.pxPerInch()
	n := 1
	for _, k := range []int{2, 3, 6, 12, 24, 48} {
		if float64(k)*ppi <= 150 {
			n = k
		}
	}
	label := itoa(n) + " in"
	length := float64(n) * ppi
	x0 := right - charW*float64(len(label)) - 6 - length
	blocks := n
	if n > 6 {
		blocks = 6
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
