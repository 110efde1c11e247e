package scenario

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// loadTest parses and builds a scenario from testdata.
func loadTest(t *testing.T, name string) (*Scenario, *world.World) {
	t.Helper()
	file := filepath.Join("testdata", name)
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	s, err := Parse(file, data)
	if err != nil {
		t.Fatalf("Parse:\n%v", err)
	}
	w, err := s.Build(testUnits)
	if err != nil {
		t.Fatalf("Build:\n%v", err)
	}
	return s, w
}

func TestParseFull(t *testing.T) {
	s, _ := loadTest(t, "full.yaml")
	if got, want := s.Name, "pursuer already faces the fleeing direction"; got != want {
		t.Errorf("Name = %q, want %q", got, want)
	}
	if diff := cmp.Diff([]string{filepath.Join("..", "rules", "pursuit.rules")}, s.Rules); diff != "" {
		t.Errorf("Rules (-want +got):\n%s", diff)
	}
	at := func(line, col int) Pos { return Pos{Filename: "testdata/full.yaml", Line: line, Column: col} }
	wantArgs := map[string]Arg{
		"unit":     {Pos: at(47, 14), KeyPos: at(47, 8), Text: "B", IsUnit: true},
		"pursued":  {Pos: at(47, 26), KeyPos: at(47, 17), Text: "A", IsUnit: true},
		"distance": {Pos: at(47, 39), KeyPos: at(47, 29), Text: "3in", IsLength: true, Length: 76.2},
		"count":    {Pos: at(47, 51), KeyPos: at(47, 44), Text: "2", IsLength: true, Length: 50.8, IsNumber: true, Number: 2},
		"reason":   {Pos: at(47, 62), KeyPos: at(47, 54), Text: "failed_rally"},
	}
	if diff := cmp.Diff(wantArgs, s.Args, cmpopts.EquateApprox(0, 1e-9)); diff != "" {
		t.Errorf("Args (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]Die{{Pos: at(48, 8), Total: 7}, {Pos: at(48, 11), Total: 12}}, s.Dice); diff != "" {
		t.Errorf("Dice (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(map[string]Choice{"charge_target": {Pos: at(49, 26), KeyPos: at(49, 11), Value: "E"}}, s.Choices); diff != "" {
		t.Errorf("Choices (-want +got):\n%s", diff)
	}
}

func TestParseDefaults(t *testing.T) {
	s, err := Parse("dir/some scenario.yaml", []byte("board: {width: 4, depth: 4}\nrun: flee\nrules: x.rules\n"))
	if err != nil {
		t.Fatal(err)
	}
	if s.Name != "some scenario" || s.Tolerance != nil || len(s.Units) != 0 {
		t.Errorf("got name %q, tolerance %v, %d units", s.Name, s.Tolerance, len(s.Units))
	}
	if diff := cmp.Diff([]string{filepath.Join("dir", "x.rules")}, s.Rules); diff != "" {
		t.Errorf("Rules (-want +got):\n%s", diff)
	}
	w, err := s.Build(testUnits)
	if err != nil {
		t.Fatal(err)
	}
	if w.Tol != 0.0254 {
		t.Errorf("default tolerance = %v mm, want 0.0254", w.Tol)
	}
}

func TestBuildFull(t *testing.T) {
	_, w := loadTest(t, "full.yaml")
	got := dumpWorld(w)
	golden := filepath.Join("testdata", "full.world")
	if *update {
		if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(string(want), got); diff != "" {
		t.Errorf("world (-want +got):\n%s", diff)
	}
}

func TestUnitArg(t *testing.T) {
	s, _ := loadTest(t, "full.yaml")
	for _, tc := range []struct{ name, id, err string }{
		{"unit", "B", ""},
		{"reason", "", `testdata/full.yaml:47:62: args.reason: unknown unit "failed_rally" (units: A, B, C, E, F)`},
		{"target", "", `testdata/full.yaml:46:6: run: missing argument "target" (a unit id)`},
	} {
		id, err := s.UnitArg(tc.name)
		if got := fmt.Sprint(err); id != tc.id || (err != nil || tc.err != "") && got != tc.err {
			t.Errorf("UnitArg(%q) = %q, %v; want %q, %s", tc.name, id, err, tc.id, tc.err)
		}
	}
}

// dumpWorld prints a world in inches, one body a line, for golden files.
func dumpWorld(w *world.World) string {
	in := func(mm float64) string { return geom.FormatLength(mm, "in", w.Units) }
	pt := func(v geom.Vec) string { return "(" + in(v.X) + ", " + in(v.Y) + ")" }
	var b strings.Builder
	fmt.Fprintf(&b, "board %s x %s tol %s\n", in(w.Board.W), in(w.Board.H), in(w.Tol))
	for _, body := range w.Bodies {
		r := body.Rect
		fmt.Fprintf(&b, "%s %s side=%q terrain=%q removed=%v\n", body.Kind, body.ID, body.Side, body.TerrainKind, body.Removed)
		if body.Kind == world.KindUnit {
			fmt.Fprintf(&b, "  rect %s facing %s, %s x %s; %dx%d of %s x %s, round %s\n",
				pt(r.Centre), geom.FormatAngle(r.Facing), in(r.Width), in(r.Depth),
				body.Files, body.Ranks, in(body.BaseW), in(body.BaseD), in(body.Round))
		}
		for _, m := range body.Models {
			fmt.Fprintf(&b, "  model %s\n", pt(m))
		}
		for _, p := range body.Poly.Pts {
			fmt.Fprintf(&b, "  vertex %s\n", pt(p))
		}
		for _, line := range body.FlagList() {
			fmt.Fprintf(&b, "  flag %s\n", line)
		}
		for _, line := range sortedProps(body.Props, in) {
			fmt.Fprintf(&b, "  prop %s\n", line)
		}
	}
	for _, c := range w.Combats {
		fmt.Fprintf(&b, "combat %v\n", []string(c))
	}
	return b.String()
}

// sortedProps prints props as `name kind value`, sorted.
func sortedProps(props map[string]world.Value, in func(float64) string) []string {
	var out []string
	for k, v := range props {
		val := fmt.Sprint(v.Number)
		switch v.Kind {
		case "length":
			val = in(v.Number)
		case "word":
			val = v.Word
		}
		out = append(out, k+" "+v.Kind+" "+val)
	}
	sort.Strings(out)
	return out
}

// TestChoiceAnswers checks that a choice takes one answer or a list of
// answers, one per time it is made.
func TestChoiceAnswers(t *testing.T) {
	src := "board: {width: 4, depth: 4}\nrun: flee\nchoices: {one: E, order: [B, A, C]}\n"
	s, err := Parse("c.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	got := map[string][]string{}
	for k, c := range s.Choices {
		got[k] = c.Answers()
	}
	want := map[string][]string{"one": {"E"}, "order": {"B", "A", "C"}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("answers (-want +got):\n%s", diff)
	}
}

// TestToleranceUnderHalfABase builds scenarios whose tolerance is just
// under half their smallest base (testdata/build_errors/tolerance.yaml has
// one at it), a coarse one an outside suite may well give (0.1in on 25mm
// bases), and one with no unit, which has no base to measure by.
func TestToleranceUnderHalfABase(t *testing.T) {
	for _, tc := range []string{
		"units:\n  A: {side: red, centre: [10in, 10in], base: [2in, 1in]}\ntolerance: 0.49in\n",
		"units:\n  M: {side: red, base: {round: 25mm}, models: [[10in, 10in]]}\ntolerance: 12.4mm\n",
		"units:\n  M: {side: red, base: {round: 25mm}, models: [[10in, 10in]]}\ntolerance: 0.1in\n",
		"tolerance: 1in\n",
	} {
		s, err := Parse("t.yaml", []byte("board: {width: 72in, depth: 48in}\nrun: x\n"+tc))
		if err != nil {
			t.Fatalf("%s: %v", tc, err)
		}
		if _, err := s.Build(testUnits); err != nil {
			t.Errorf("%s: %v", tc, err)
		}
	}
}

// TestWhere checks that where writes a place as Pos.String does.
func TestWhere(t *testing.T) {
	for _, p := range []Pos{
		{Filename: "tests/a b/s.yaml", Line: 12, Column: 3},
		{Line: 1, Column: 1},
		{Filename: "x.yaml", Line: 0, Column: 0},
		{Filename: strings.Repeat("d/", 100) + "s.yaml", Line: 123456, Column: 78},
	} {
		if got, want := where(p), p.String(); got != want {
			t.Errorf("where(%#v) = %q, want %q", p, got, want)
		}
	}
}
