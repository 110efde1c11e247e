package render

// Caption lines are 11px: this much apart and about this wide per
// character.
const (
	captionLineH = 14.0
	captionCharW = 6.0
)

// captionLine is one line under the title.
type captionLine struct {
	text   string
	failed bool // the run's error: red
}

// captionLines wraps the options' caption, and the run's error when it
// failed, to width pixels.
func captionLines(opt Options, width float64) []captionLine {
	n := int((width - 2*pad) / captionCharW)
	var out []captionLine
	if opt.Failed != "" {
		for _, l := range wrap("the run failed: "+opt.Failed, n) {
			out = append(out, captionLine{l, true})
		}
	}
	for _, c := range opt.Caption {
		for _, l := range wrap(c, n) {
			out = append(out, captionLine{text: l})
		}
	}
	return out
}

// captionHeight returns the height of these caption lines with the space
// under them; 0 for none.
func captionHeight(lines []captionLine) float64 {
	if len(lines) == 0 {
		return 0
	}
	return float64(len(lines))*captionLineH + 4
}

// drawCaption writes the caption lines with the first one's top at y.
func drawCaption(d *doc, lines []captionLine, y float64) {
	for i, l := range lines {
		class := "caption"
		if l.failed {
			class = "caption failed"
		}
		d.text("text", l.text, "class", class, "x", pad, "y", y+11+float64(i)*captionLineH)
	}
}

// failedFrame draws the red frame of a failed run round the map.
func (p *panel) failedFrame() {
	if p.opt.Failed == "" {
		return
	}
	mw, mh := p.v.size()
	p.d.el("rect", "class", "failed-frame", "x", p.v.ox-1.5, "y", p.v.oy-1.5, "width", mw+3, "height", mh+3)
}
