package render

import (
	"math"

	"github.com/rulec-dev/rulec/world"
)

// Events are drawn as badges: a small rounded label with the event's words
// to the right of the first unit it names, stacked downwards in the order
// they happened when a unit has several. An event
// naming no unit gets its badge in the top-left corner of the map. With
// Options.Prior the events the earlier world already had are faded, so the
// step's own stand out; in a side-by-side picture an event the other panel
// lacks is outlined in the colour of differences.

// Badge sizes, in pixels.
const (
	badgeH     = 13.0
	badgeCharW = 5.6
	badgeGap   = 2.0
)

// badge is one event as drawn.
type badge struct {
	text    string
	faded   bool // the earlier world had it (Options.Prior)
	differs bool // the other panel has no such event
}

// eventBadges returns each unit's badges, by unit id ("" for events naming
// no unit), in the order the events happened.
func (p *panel) eventBadges() map[string][]badge {
	out := map[string][]badge{}
	prior := 0
	if p.opt.Prior != nil {
		prior = len(p.opt.Prior.Events)
	}
	for i, e := range p.w.Events {
		b := badge{text: e.String(), faded: i < prior, differs: p.eventDiffers[i]}
		out[eventUnit(p.w, e)] = append(out[eventUnit(p.w, e)], b)
	}
	return out
}

// eventUnit returns the first argument of e that names a unit of w, or "".
func eventUnit(w *world.World, e world.Event) string {
	for _, a := range e.Args {
		if u := w.Get(a); u != nil && u.Kind == world.KindUnit {
			return a
		}
	}
	return ""
}

// unmatchedEvents returns, for each event of w, whether other lacks it.
func unmatchedEvents(w, other *world.World) map[int]bool {
	out := map[int]bool{}
	for _, i := range world.EventsOnlyIn(w.Events, other.Events) {
		out[i] = true
	}
	return out
}

// events draws every event's badge.
func (p *panel) events() {
	all := p.eventBadges()
	for _, u := range p.w.UnitList() {
		bs := all[u.ID]
		if len(bs) == 0 {
			continue
		}
		cs := outline(u).Corners()
		top, right := math.Inf(1), math.Inf(-1)
		for _, q := range p.v.pts(cs[:]) {
			top, right = min(top, q[1]), max(right, q[0])
		}
		for i, b := range bs {
			p.badge(b, right+4, top+badgeH+float64(i)*(badgeH+badgeGap))
		}
	}
	for i, b := range all[""] {
		p.badge(b, p.v.ox+6, p.v.oy+6+badgeH+float64(i)*(badgeH+badgeGap))
	}
}

// badgeWidth returns the width of a badge holding s.
func badgeWidth(s string) float64 { return 8 + badgeCharW*float64(len([]rune(s))) }

// badge draws one badge with its bottom-left corner at (x, y).
func (p *panel) badge(b badge, x, y float64) {
	w := badgeWidth(b.text)
	class := "event"
	if b.differs {
		class += " differs"
	}
	if b.faded {
		class += " past"
	}
	p.d.open("g", "class", class)
	p.d.el("rect", "class", "badge", "x", x, "y", y-badgeH, "width", w, "height", badgeH, "rx", 3.0)
	p.d.text("text", b.text, "class", "badge-text", "x", x+4, "y", y-3.5)
	p.d.end("g")
}

// marked draws the ring of a unit named in Options.Differs: a wide halo
// round its outline.
func (p *panel) marked(u *world.Body) {
	for _, id := range p.opt.Differs {
		if id != u.ID {
			continue
		}
		r := outline(u)
		r.Width += 2 * p.markMargin()
		r.Depth += 2 * p.markMargin()
		cs := r.Corners()
		p.d.el("polygon", "class", "differs-ring", "points", points(p.v.pts(cs[:])))
		return
	}
}

// markMargin is how far, in millimetres, the ring of a differing unit
// stands off its outline: 4 pixels.
func (p *panel) markMargin() float64 { return 4 / p.v.s }
