package render

import (
	"bytes"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// TestModelRoutesAndMarks draws two models of M, one moved round a bend
// into contact with T's model, one standing 1.5in from it: the route is
// drawn leg by leg, the touching model ringed, and with Links 2in the two
// are joined and the second ringed dashed.
func TestModelRoutesAndMarks(t *testing.T) {
	const in = 25.4
	w := world.New(geom.Board{W: 24 * in, H: 24 * in}, geom.Units{Default: "in"}, 0.0254)
	m := &world.Body{ID: "M", Kind: world.KindUnit, Side: "red", Round: in,
		Models: []geom.Vec{geom.V(10*in, 2*in), geom.V(11.5*in, 6*in)}}
	tg := &world.Body{ID: "T", Kind: world.KindUnit, Side: "blue", Round: in, Models: []geom.Vec{geom.V(10*in, 7*in)}}
	w.Add(m)
	w.Add(tg)
	m.SetRoute(0, []geom.Vec{geom.V(10*in, 2*in), geom.V(9*in, 4*in), geom.V(10*in, 6*in)})
	count := func(opt Options) (moves, contact, link, support int) {
		var b bytes.Buffer
		if err := SVG(&b, w, opt); err != nil {
			t.Fatal(err)
		}
		s := b.String()
		return strings.Count(s, `class="move"`), strings.Count(s, `class="contact"`), strings.Count(s, `class="link"`), strings.Count(s, `class="support"`)
	}
	// The route's first leg is a line, the last an arrow's line: 2.
	if mv, c, l, s := count(Options{}); mv != 2 || c != 2 || l != 0 || s != 0 {
		t.Errorf("without links: %d move lines, %d contact, %d link, %d support rings; want 2, 2 (M0 and T0), 0, 0", mv, c, l, s)
	}
	if _, c, l, s := count(Options{Links: 2 * in}); c != 2 || l != 1 || s != 1 {
		t.Errorf("links 2in: %d contact, %d links, %d support rings; want 2, 1, 1", c, l, s)
	}
}
