package render

import (
	"regexp"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// legendWords returns the words of the legend's entries, in order.
func legendWords(svg string) []string {
	i := strings.Index(svg, `<g class="legend">`)
	if i < 0 {
		return nil
	}
	end := strings.Index(svg[i:], "</g>\n</g>")
	if end < 0 {
		end = len(svg) - i
	}
	var out []string
	for _, m := range regexp.MustCompile(`<text class="legend"[^>]*>([^<]*)</text>`).FindAllStringSubmatch(svg[i:i+end], -1) {
		out = append(out, m[1])
	}
	return out
}

// TestLegendListsWhatIsDrawn checks that the legend has an entry for
// every symbol drawn and none for a symbol not drawn.
func TestLegendListsWhatIsDrawn(t *testing.T) {
	end, start := small()
	words := strings.Join(legendWords(string(draw(t, end, Options{Arcs: true, Start: start}))), "|")
	for _, w := range []string{"start", "stood between moves", "end (thick edge: front)", "model (round base)",
		"move", "pivot in place", "removed", "arc lines", "impassable"} {
		if !strings.Contains("|"+words+"|", "|"+w+"|") {
			t.Errorf("legend %q lacks %q", words, w)
		}
	}
	for _, w := range []string{"the run failed", "difficult"} {
		if strings.Contains(words, w) {
			t.Errorf("legend %q has %q, which is not drawn", words, w)
		}
	}
	// A world where nothing moved, with nothing removed: no start, move,
	// pivot or removed entries.
	still := world.New(geom.Board{W: 48 * in, H: 48 * in}, geom.Units{Default: "in"}, 0.001*in)
	still.Add(formation("A", "red", 10, 10, 0, 2, 1, 1, 1))
	words = strings.Join(legendWords(string(draw(t, still, Options{}))), "|")
	for _, w := range []string{"start", "move", "pivot in place", "removed", "arc lines", "model (round base)"} {
		if strings.Contains("|"+words+"|", "|"+w+"|") {
			t.Errorf("legend %q of an unmoved world has %q", words, w)
		}
	}
}

// TestTicksInRulesetUnit checks that ticks count in paces when the ruleset
// counts in paces, and the axis says so, and that the scale bar gives
// inches too.
func TestTicksInRulesetUnit(t *testing.T) {
	units := geom.Units{Default: "p", PaceMM: 0.5}
	w := world.New(geom.Board{W: 600, H: 600}, units, 0.01)
	w.Add(formation("A", "red", 5, 5, 0, 1, 1, 1, 1))
	svg := string(draw(t, w, Options{Units: units}))
	if !strings.Contains(svg, `>paces</text>`) {
		t.Errorf("no paces unit on the axis")
	}
	// 0.5mm paces: ticks are whole hundreds of paces on a 1200-pace board.
	ticks := regexp.MustCompile(`<text class="tick"[^>]*>([^<]*)</text>`).FindAllStringSubmatch(svg, -1)
	if len(ticks) == 0 {
		t.Fatal("no ticks")
	}
	for _, m := range ticks {
		if !strings.HasSuffix(m[1], "00") && !strings.HasSuffix(m[1], "50") {
			t.Errorf("tick %q is not a round number of paces", m[1])
		}
	}
	if !regexp.MustCompile(`>\d+ p = [\d.]+in</text>`).MatchString(svg) {
		t.Errorf("scale bar not in paces with inches")
	}
	inches := string(draw(t, w, Options{}))
	if !strings.Contains(inches, `>inches</text>`) {
		t.Errorf("the zero Units does not tick in inches")
	}
}

// TestTerrainLabelOutsideSmallPiece checks that a label too long for its
// piece goes below it, and a label that fits stays at the centroid.
func TestTerrainLabelOutsideSmallPiece(t *testing.T) {
	w := world.New(geom.Board{W: 48 * in, H: 48 * in}, geom.Units{Default: "in"}, 0.001*in)
	w.Add(formation("A", "red", 10, 10, 0, 1, 1, 1, 1))
	w.Add(&world.Body{Kind: world.KindTerrain, ID: "well", TerrainKind: "impassable",
		Poly: geom.Polygon{Pts: []geom.Vec{geom.V(13*in, 11*in), geom.V(14*in, 11*in), geom.V(14*in, 12*in), geom.V(13*in, 12*in)}}})
	w.Add(&world.Body{Kind: world.KindTerrain, ID: "wood", TerrainKind: "difficult",
		Poly: geom.Polygon{Pts: []geom.Vec{geom.V(2*in, 14*in), geom.V(12*in, 14*in), geom.V(12*in, 20*in), geom.V(2*in, 20*in)}}})
	svg := string(draw(t, w, Options{}))
	if !regexp.MustCompile(`<text class="terrain-label outside"[^>]*>well \(impassable\)</text>`).MatchString(svg) {
		t.Errorf("the small piece's label is not outside it")
	}
	if !regexp.MustCompile(`<text class="terrain-label" [^>]*>wood \(difficult\)</text>`).MatchString(svg) {
		t.Errorf("the big piece's label is not inside it")
	}
}

// TestFailedAndCaption checks that a failed run gets its red frame, its
// error under the title and a legend entry, and that caption lines show.
func TestFailedAndCaption(t *testing.T) {
	end, start := small()
	svg := string(draw(t, end, Options{Start: start, Title: "t", Caption: []string{"run go; dice [3]"}, Failed: "x.rules:1:1: too few dice"}))
	for _, want := range []string{`<rect class="failed-frame"`, `>the run failed: x.rules:1:1: too few dice</text>`,
		`<text class="caption" `, `>run go; dice [3]</text>`, `>the run failed</text>`} {
		if !strings.Contains(svg, want) {
			t.Errorf("no %s", want)
		}
	}
	ok := string(draw(t, end, Options{Start: start}))
	if strings.Contains(ok, `<rect class="failed-frame"`) || strings.Contains(ok, ">the run failed") {
		t.Errorf("a run that did not fail is marked failed")
	}
}

// TestFocusCrops checks that focusing on one unit draws the map at a
// larger scale than showing everything.
func TestFocusCrops(t *testing.T) {
	w := world.New(geom.Board{W: 72 * in, H: 48 * in}, geom.Units{Default: "in"}, 0.001*in)
	w.Add(formation("A", "red", 10, 10, 0, 1, 1, 1, 1))
	w.Add(formation("Z", "blue", 60, 40, 0, 1, 1, 1, 1))
	scale := func(opt Options) float64 {
		mw, mh := opt.size()
		win := window(w.Board, focus(interest([]*world.World{w}, nil), []*world.World{w}, opt), opt.Whole, mw, mh)
		return fit(win, mw, mh)
	}
	if a, f := scale(Options{}), scale(Options{Focus: []string{"A"}}); f <= 2*a {
		t.Errorf("focus on A: %v px/mm, everything: %v px/mm; want focus well over twice as large", f, a)
	}
	if a, f := scale(Options{}), scale(Options{Focus: []string{"nobody"}}); f != a {
		t.Errorf("focus on no unit changed the scale: %v, want %v", f, a)
	}
}
