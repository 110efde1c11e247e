package render

import (
	"bytes"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// TestEventBadges draws a world whose run recorded three events: two on
// A (stacked above it, in order), one naming no unit (in the map's
// corner). The legend gets an event entry; a world without events none.
func TestEventBadges(t *testing.T) {
	end, _ := small()
	end.Events = []world.Event{{Name: "panic_test", Args: []string{"A"}}, {Name: "contact", Args: []string{"A", "D"}}, {Name: "turn_over"}}
	svg := string(draw(t, end, Options{}))
	got := census(t, []byte(svg))
	if got["g.event"] != 3 || got["rect.badge"] != 3 {
		t.Errorf("badges: %d groups, %d rects, want 3 and 3", got["g.event"], got["rect.badge"])
	}
	for _, w := range []string{">panic_test A<", ">contact A D<", ">turn_over<", `>event</text>`} {
		if !strings.Contains(svg, w) {
			t.Errorf("the picture lacks %s", w)
		}
	}
	// The first of A's two badges is above the second.
	ys := regexp.MustCompile(`class="badge-text" x="[0-9.]+" y="([0-9.]+)">(panic_test A|contact A D)<`).FindAllStringSubmatch(svg, -1)
	if len(ys) != 2 || !(ys[0][1] < ys[1][1]) || ys[0][2] != "panic_test A" {
		t.Errorf("A's badges are not stacked in order: %v", ys)
	}
	end.Events = nil
	if svg := string(draw(t, end, Options{})); strings.Contains(svg, `>event</text>`) || strings.Contains(svg, `class="event"`) {
		t.Errorf("a world without events has an event badge or legend entry")
	}
}

// TestBacktrackIsTwoArrows moves A (facing east) 4in on then 1in back:
// two arrows, the second beside the first, joined by a U-turn, and a
// backtrack entry in the legend. A move that does not go back has none.
func TestBacktrackIsTwoArrows(t *testing.T) {
	w, _ := small()
	a := w.Get("A")
	a.Moves = nil
	a.Start = a.Rect
	a.SetRect("move", a.Rect.MoveForward(4*in))
	a.SetRect("back", a.Rect.MoveForward(-1*in))
	svg := draw(t, w, Options{})
	got := census(t, svg)
	if got["path.uturn"] != 1 {
		t.Errorf("U-turns: %d, want 1", got["path.uturn"])
	}
	if !bytes.Contains(svg, []byte(`>backtrack</text>`)) {
		t.Errorf("no backtrack entry in the legend")
	}
	// The two arrows' shafts are level and 8 pixels apart: the U-turn's
	// radius is 4.
	ys := regexp.MustCompile(`<line class="move" x1="[0-9.]+" y1="([0-9.]+)" x2="[0-9.]+" y2="([0-9.]+)"`).FindAllSubmatch(svg[:bytes.Index(svg, []byte(`class="legend"`))], -1)
	var shafts []float64
	for _, m := range ys {
		if string(m[1]) == string(m[2]) {
			y, _ := strconv.ParseFloat(string(m[1]), 64)
			shafts = append(shafts, y)
		}
	}
	if len(shafts) != 2 || math.Abs(math.Abs(shafts[0]-shafts[1])-8) > 0.02 {
		t.Errorf("want two level arrows 8 pixels apart, got shafts at y %v", shafts)
	}
	if !bytes.Contains(svg, []byte(` A 4.00 4.00 0 0 `)) {
		t.Errorf("the U-turn is not a half circle of radius 4")
	}
	a.Moves = a.Moves[:1]
	if got := census(t, draw(t, w, Options{})); got["path.uturn"] != 0 {
		t.Errorf("a single move drew %d U-turns", got["path.uturn"])
	}
}

// TestPriorFades draws A after its second move with the world after its
// first as Prior: the pivot is faded, the move is not, and so are the
// events the prior world had.
func TestPriorFades(t *testing.T) {
	end, _ := small()
	prior := end.Clone()
	prior.Get("A").Moves = prior.Get("A").Moves[:1]
	prior.Events = []world.Event{{Name: "old", Args: []string{"A"}}}
	end.Events = append(prior.Events, world.Event{Name: "new", Args: []string{"A"}})
	svg := string(draw(t, end, Options{Prior: prior}))
	if !regexp.MustCompile(`<g class="past">\s*<g class="pivot-mark"`).MatchString(svg) {
		t.Errorf("the pivot the prior world had is not faded")
	}
	if regexp.MustCompile(`<g class="past">\s*<g class="arrow"`).MatchString(svg) {
		t.Errorf("the move since the prior world is faded")
	}
	if !strings.Contains(svg, `<g class="event past">`) || strings.Count(svg, `<g class="event">`) != 1 {
		t.Errorf("want the old event faded and the new one not:\n%s", svg)
	}
	if !strings.Contains(svg, `earlier steps (faded)`) {
		t.Errorf("no legend entry for the faded steps")
	}
}

// TestSideBySideMarksDifferences draws two worlds that differ only in an
// event: the event the other lacks is marked, the shared one is not; a
// unit named in Differs is ringed in both panels.
func TestSideBySideMarksDifferences(t *testing.T) {
	left, _ := small()
	right, _ := small()
	left.Events = []world.Event{{Name: "contact", Args: []string{"A", "D"}}, {Name: "panic_test", Args: []string{"D"}}}
	right.Events = []world.Event{{Name: "contact", Args: []string{"A", "D"}}}
	var b bytes.Buffer
	if err := SideBySide(&b, left, right, "old", "new", Options{Differs: []string{"D"}}); err != nil {
		t.Fatal(err)
	}
	svg := b.String()
	if n := strings.Count(svg, `<g class="event differs">`); n != 1 {
		t.Errorf("%d events marked as differing, want 1 (panic_test D)", n)
	}
	if !regexp.MustCompile(`<g class="event differs">\s*<rect[^>]*/>\s*<text[^>]*>panic_test D<`).MatchString(svg) {
		t.Errorf("panic_test D is not the marked event")
	}
	if got := census(t, b.Bytes()); got["polygon.differs-ring"] != 2 {
		t.Errorf("differs rings: %d, want 2 (D in each panel)", got["polygon.differs-ring"])
	}
	if !strings.Contains(svg, "differs between the two") {
		t.Errorf("no legend entry for differences")
	}
}

// TestPriorFadesRoutes draws B's models after two of them moved, with the
// world after the first move as Prior: the first model's route is faded
// (as is A's move, which the prior world had too), the second's is not.
func TestPriorFadesRoutes(t *testing.T) {
	end, _ := small()
	b := end.Get("B")
	b.SetRoute(0, []geom.Vec{geom.V(20*in, 10*in), geom.V(20*in, 16*in)})
	prior := end.Clone()
	b.SetRoute(1, []geom.Vec{geom.V(21.5*in, 10*in), geom.V(21.5*in, 16*in)})
	svg := string(draw(t, end, Options{Prior: prior}))
	if n := regexp.MustCompile(`<g class="past">\s*<g class="arrow"`).FindAllStringIndex(svg, -1); len(n) != 2 {
		t.Errorf("%d faded arrows, want 2 (model 0's route, A's move)", len(n))
	}
	if got := census(t, []byte(svg)); got["g.arrow"] != 2+1 {
		t.Errorf("%d arrows, want 3: two routes and A's move", got["g.arrow"])
	}
}
