package render

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

const in = geom.MMPerInch

// formation returns a rectangular unit of files x ranks bases of w x d
// inches, centred at (x, y) inches, facing facing.
func formation(id, side string, x, y, facing float64, files, ranks int, w, d float64) *world.Body {
	return &world.Body{
		Kind: world.KindUnit, ID: id, Side: side, Files: files, Ranks: ranks, BaseW: w * in, BaseD: d * in,
		Rect: geom.Rect{Centre: geom.V(x*in, y*in), Facing: facing, Width: float64(files) * w * in, Depth: float64(ranks) * d * in},
	}
}

// modelUnit returns a model-by-model unit of round bases round mm across
// at the given centres in inches.
func modelUnit(id, side string, round float64, centres ...[2]float64) *world.Body {
	u := &world.Body{Kind: world.KindUnit, ID: id, Side: side, Round: round}
	for _, c := range centres {
		u.Models = append(u.Models, geom.V(c[0]*in, c[1]*in))
	}
	u.Rect = geom.Rect{Centre: u.Models[0], Width: round, Depth: round}
	return u
}

// small builds the world the counting tests draw, and the world it
// started from:
//   - A, red, 3x2 bases of 1in, pivots in place to 90 then moves 4in east:
//     6 bases, 1 front, 1 start outline, 1 place between (after the pivot),
//     1 pivot mark, 1 arrow, 4 arc lines;
//   - B, blue, three 32mm models, the first of which moved: 3 model
//     circles, 1 start circle, 1 arrow;
//   - C, red, 2x1 bases of 2x1in, removed where it stood: 2 bases, 1 front,
//     a cross of 2 lines, no arcs;
//   - D, green, 2x1 round 25mm bases: 2 model circles, 1 front, 4 arc lines;
//   - rocks, impassable: 1 terrain polygon and its label.
func small() (end, start *world.World) {
	build := func() *world.World {
		w := world.New(geom.Board{W: 48 * in, H: 48 * in}, geom.Units{Default: "in"}, 0.001*in)
		w.Add(formation("A", "red", 10, 10, 0, 3, 2, 1, 1))
		w.Add(modelUnit("B", "blue", 32, [2]float64{20, 10}, [2]float64{21.5, 10}, [2]float64{23, 10}))
		c := formation("C", "red", 10, 20, 180, 2, 1, 2, 1)
		w.Add(c)
		d := formation("D", "green", 20, 20, 45, 2, 1, 25/in, 25/in)
		d.Round = 25
		w.Add(d)
		w.Add(&world.Body{Kind: world.KindTerrain, ID: "rocks", TerrainKind: "impassable",
			Poly: geom.Polygon{Pts: []geom.Vec{geom.V(14*in, 14*in), geom.V(18*in, 14*in), geom.V(18*in, 16*in), geom.V(14*in, 16*in)}}})
		return w
	}
	start, end = build(), build()
	a := end.Get("A")
	a.SetRect("pivot", a.Rect.PivotTo(90))
	a.SetRect("move", a.Rect.MoveForward(4*in))
	end.Get("B").Models[0] = geom.V(20*in, 16*in)
	end.Get("C").Removed = true
	return end, start
}

// element names an element by its tag and class, as "line.front".
func element(se xml.StartElement) string {
	for _, a := range se.Attr {
		if a.Name.Local == "class" {
			return se.Name.Local + "." + a.Value
		}
	}
	return se.Name.Local
}

// census decodes an SVG document, failing the test unless it is well
// formed, and counts its elements by tag and class, leaving out the
// legend's samples.
func census(t *testing.T, svg []byte) map[string]int {
	t.Helper()
	counts := map[string]int{}
	dec := xml.NewDecoder(bytes.NewReader(svg))
	var stack []string
	inLegend := 0
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("not well-formed XML: %v", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			name := element(tok)
			stack = append(stack, name)
			if name == "g.legend" {
				inLegend++
			}
			if inLegend == 0 {
				counts[name]++
			}
		case xml.EndElement:
			if stack[len(stack)-1] == "g.legend" {
				inLegend--
			}
			stack = stack[:len(stack)-1]
		}
	}
	if len(stack) != 0 {
		t.Fatalf("unclosed elements: %v", stack)
	}
	return counts
}

// draw renders w with opt, failing the test on an error.
func draw(t *testing.T, w *world.World, opt Options) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := SVG(&b, w, opt); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func TestCounts(t *testing.T) {
	end, start := small()
	got := census(t, draw(t, end, Options{Arcs: true, Start: start, Title: "small & <odd> title"}))
	want := map[string]int{
		"polygon.base":       6 + 2,
		"circle.model":       3 + 2,
		"line.front":         1 + 1 + 1,
		"text.label":         4,
		"polygon.start":      1,
		"line.start-front":   1,
		"text.start-label":   1,
		"circle.start":       1,
		"polygon.via":        1,
		"g.pivot-mark":       1,
		"g.arrow":            1 + 1,
		"line.removed":       2,
		"line.arc":           4 + 4,
		"polygon.terrain":    1,
		"text.terrain-label": 1,
		"g.panel":            1,
		"svg":                1,
	}
	for k, n := range want {
		if got[k] != n {
			t.Errorf("%s: %d, want %d", k, got[k], n)
		}
	}
}

func TestCountsWithoutOptions(t *testing.T) {
	end, _ := small()
	got := census(t, draw(t, end, Options{}))
	// Without the starting world B's moved model has no start circle and
	// no arrow; without Arcs there are no arc lines.
	for k, n := range map[string]int{"circle.start": 0, "g.arrow": 1, "line.arc": 0, "text.title": 0} {
		if got[k] != n {
			t.Errorf("%s: %d, want %d", k, got[k], n)
		}
	}
}

func TestSideBySide(t *testing.T) {
	end, start := small()
	var b bytes.Buffer
	if err := SideBySide(&b, start, end, "before", "after", Options{Title: "both", Arcs: true}); err != nil {
		t.Fatal(err)
	}
	got := census(t, b.Bytes())
	// Without Start only A's move has an arrow, in the right panel.
	for k, n := range map[string]int{"g.panel": 2, "clipPath": 2, "text.title": 3, "polygon.base": 8 + 8, "g.arrow": 0 + 1, "text.label": 8} {
		if got[k] != n {
			t.Errorf("%s: %d, want %d", k, got[k], n)
		}
	}
	// Both panels share one view, so each clip rectangle is the same size.
	s := b.String()
	if !strings.Contains(s, `id="p0-clip"`) || !strings.Contains(s, `id="p1-clip"`) {
		t.Errorf("panel clip ids missing")
	}
	if err := SideBySide(&b, end, nil, "", "", Options{}); err == nil {
		t.Errorf("SideBySide with a nil world: no error")
	}
}

func TestDeterministic(t *testing.T) {
	end, start := small()
	opt := Options{Arcs: true, Start: start}
	a, b := draw(t, end, opt), draw(t, end, opt)
	if !bytes.Equal(a, b) {
		t.Fatal("two renderings of one world differ")
	}
	if bytes.Contains(a, []byte("-0.00")) {
		t.Error("output holds -0.00")
	}
}

// lineAttrs returns the numeric attributes of the first element of class
// in svg.
func lineAttrs(t *testing.T, svg []byte, class string) map[string]float64 {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(svg))
	for {
		tok, err := dec.Token()
		if err != nil {
			t.Fatalf("no element of class %q", class)
		}
		se, ok := tok.(xml.StartElement)
		if !ok || !strings.HasSuffix(element(se), "."+class) {
			continue
		}
		out := map[string]float64{}
		for _, a := range se.Attr {
			if v, err := strconv.ParseFloat(a.Value, 64); err == nil {
				out[a.Name.Local] = v
			}
		}
		return out
	}
}

// TestFrontEdge checks the picture's orientation: north is up the page
// and the thick Front Facing is on the edge the unit faces.
func TestFrontEdge(t *testing.T) {
	for _, tc := range []struct {
		facing float64
		// dx, dy: the sign of the front edge's midpoint's offset from the
		// label (the unit's centre) in picture coordinates.
		dx, dy float64
	}{
		{0, 0, -1},  // north: up the page
		{90, 1, 0},  // east: right
		{180, 0, 1}, // south: down the page
		{270, -1, 0},
	} {
		w := world.New(geom.Board{W: 48 * in, H: 48 * in}, geom.Units{}, 0.001*in)
		w.Add(formation("A", "red", 20, 20, tc.facing, 3, 1, 1, 1))
		svg := draw(t, w, Options{Whole: true})
		f, l := lineAttrs(t, svg, "front"), lineAttrs(t, svg, "label")
		mx, my := (f["x1"]+f["x2"])/2-l["x"], (f["y1"]+f["y2"])/2-l["y"]
		if sign(mx) != tc.dx || sign(my) != tc.dy {
			t.Errorf("facing %v: front edge offset from centre (%.2f, %.2f), want signs (%v, %v)", tc.facing, mx, my, tc.dx, tc.dy)
		}
	}
}

// sign returns -1, 0 or 1, treating less than a pixel as 0.
func sign(v float64) float64 {
	switch {
	case v > 0.5:
		return 1
	case v < -0.5:
		return -1
	}
	return 0
}

// TestArcLines checks the drawn arc lines against geom.ArcOf, the
// engine's own arcs: just off each line a point is in a front or rear arc
// on one side and in a flank arc on the other.
func TestArcLines(t *testing.T) {
	r := geom.Rect{Centre: geom.V(500, 400), Facing: 30, Width: 5 * in, Depth: 2 * in}
	f, rt := r.Forward(), r.Right()
	// For each corner: the arc towards the front or rear, the flank arc,
	// and a direction from the line into the first.
	want := [4]struct {
		end, flank geom.Side
		into       geom.Vec
	}{
		{geom.Front, geom.Left, f.Add(rt)},
		{geom.Front, geom.Right, f.Sub(rt)},
		{geom.Rear, geom.Right, f.Add(rt).Scale(-1)},
		{geom.Rear, geom.Left, rt.Sub(f)},
	}
	for i, s := range arcLines(r, 10*in) {
		p := s.A.Add(s.B.Sub(s.A).Scale(0.5))
		n := want[i].into.Norm().Scale(0.1)
		if got := geom.ArcOf(r, p.Add(n), 0); got != want[i].end {
			t.Errorf("line %d: one side in %v, want %v", i, got, want[i].end)
		}
		if got := geom.ArcOf(r, p.Sub(n), 0); got != want[i].flank {
			t.Errorf("line %d: other side in %v, want %v", i, got, want[i].flank)
		}
		if d := s.A.Dist(s.B); math.Abs(d-10*in) > 1e-9 {
			t.Errorf("line %d: %.3fmm long, want %.3f", i, d, 10*in)
		}
	}
}

func TestWindow(t *testing.T) {
	board := geom.Board{W: 72 * in, H: 48 * in}
	table := box{hi: geom.V(board.W, board.H)}.grow(in)
	act := box{lo: geom.V(30*in, 20*in), hi: geom.V(40*in, 24*in)}
	if got := window(board, act, true, 900, 640); got != table {
		t.Errorf("whole: %v, want the table %v", got, table)
	}
	got := window(board, act, false, 900, 640)
	w, h := got.size()
	if math.Abs(w/h-900.0/640) > 1e-9 {
		t.Errorf("cropped window %v has aspect %.3f, want %.3f", got, w/h, 900.0/640)
	}
	if got.lo.X > act.lo.X || got.hi.X < act.hi.X || got.lo.Y > act.lo.Y || got.hi.Y < act.hi.Y {
		t.Errorf("cropped window %v does not hold the action %v", got, act)
	}
	if got.lo.X < table.lo.X || got.hi.X > table.hi.X || got.lo.Y < table.lo.Y || got.hi.Y > table.hi.Y {
		t.Errorf("cropped window %v leaves the table %v", got, table)
	}
	spread := box{lo: geom.V(5*in, 5*in), hi: geom.V(60*in, 40*in)}
	if got := window(board, spread, false, 900, 640); got != table {
		t.Errorf("action over most of the board: %v, want the table %v", got, table)
	}
}

func TestNum(t *testing.T) {
	for v, want := range map[float64]string{0: "0.00", -0.001: "0.00", 1.005: "1.00", -2.5: "-2.50", 12.345678: "12.35"} {
		if got := num(v); got != want {
			t.Errorf("num(%v) = %q, want %q", v, got, want)
		}
	}
	if d := cmp.Diff([]string{"one two", "three", "fourfivesix"}, wrap("one two three fourfivesix", 7)); d != "" {
		t.Errorf("wrap (-want +got):\n%s", d)
	}
}

func TestNilWorld(t *testing.T) {
	if err := SVG(io.Discard, nil, Options{}); err == nil {
		t.Error("SVG of no world: no error")
	}
}
