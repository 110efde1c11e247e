package suite_test

import (
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/odds"
	"github.com/rulec-dev/rulec/scenario"
	"github.com/rulec-dev/rulec/suite"
	"github.com/rulec-dev/rulec/world"
)

// The Go API an embedder calls (README's Embedding) given nil or zero
// values, a world with no units, and scenarios built by hand with fields
// left out: each is an error naming what is missing, never a panic. A nil
// registry, program, world or scenario panicked (a nil pointer), a nil
// program under RunProgram was "internal error: a bug in rulec", and a
// scenario built without its board said only `bad length ""`.

const embedRules = `units in
procedure go(unit: unit) {
  move unit, forward: 1in
  event stepped(unit)
}
`

// facedRules reads a roll's dice one by one.
const facedRules = `units in
procedure go(unit: unit) {
  roll d = 2D6 dice
  move unit, forward: max(d) * 1in
}
`

// noPanic runs f and fails the test if it panics.
func noPanic(t *testing.T, name string, f func()) {
	t.Helper()
	defer func() {
		if p := recover(); p != nil {
			t.Errorf("%s: panicked: %v", name, p)
		}
	}()
	f()
}

// wantErr fails unless err holds want.
func wantErr(t *testing.T, name string, err error, want string) {
	t.Helper()
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("%s: got error %v, want one containing %q", name, err, want)
	}
}

func TestEmbedNilAndZero(t *testing.T) {
	srcs := map[string][]byte{"x.rules": []byte(embedRules)}
	prog, err := interp.LoadSources(interp.Stdlib(), []string{"x.rules"}, srcs, nil)
	if err != nil {
		t.Fatal(err)
	}
	in := interp.Input{Proc: "go", Args: map[string]string{"unit": "A"}}
	faced, err := interp.LoadSources(interp.Stdlib(), []string{"f.rules"}, map[string][]byte{"f.rules": []byte(facedRules)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	empty := func() *world.World { return world.New(geom.Board{W: 1000, H: 1000}, prog.Units, 0.0254) }
	cases := []struct {
		name, want string
		f          func() error
	}{
		{"LoadSources with a nil registry", "no registry of queries and actions", func() error {
			_, err := interp.LoadSources(nil, []string{"x.rules"}, srcs, nil)
			return err
		}},
		{"Run with a nil world", "no world to run on", func() error { _, err := prog.Run(nil, in, interp.Options{}); return err }},
		{"Run of a nil program", "no program to run", func() error {
			var p *interp.Program
			_, err := p.Run(empty(), in, interp.Options{})
			return err
		}},
		{"Run on a world with no units", `no unit "A" on the table`, func() error {
			_, err := prog.Run(empty(), in, interp.Options{Trace: true})
			return err
		}},
		{"Run on a zero world", `no unit "A" on the table`, func() error { _, err := prog.Run(&world.World{}, in, interp.Options{}); return err }},
		{"Run of a zero input", `no procedure ""`, func() error { _, err := prog.Run(empty(), interp.Input{}, interp.Options{}); return err }},
		{"Run of a prepared input with a nil world", "no world to run on", func() error {
			_, err := prog.Run(nil, prog.Prepare(nil, in), interp.Options{})
			return err
		}},
		{"Run of a nil program's prepared input", "no program to run", func() error {
			var p *interp.Program
			_, err := p.Run(empty(), p.Prepare(empty(), in), interp.Options{})
			return err
		}},
		{"Build of a nil scenario", "no scenario to build", func() error {
			var s *scenario.Scenario
			_, err := s.Build(prog.Units)
			return err
		}},
		{"Build of a zero scenario", "board: no width", func() error { _, err := (&scenario.Scenario{}).Build(prog.Units); return err }},
		{"Build of a unit with no place", `unit "A": no place on the table`, func() error {
			s := handBuilt()
			s.Units[0].Base = nil
			_, err := s.Build(prog.Units)
			return err
		}},
		{"Build of a nil unit", "units[1]: no unit (nil)", func() error {
			s := handBuilt()
			s.Units = append(s.Units, nil)
			_, err := s.Build(prog.Units)
			return err
		}},
		{"Build of a nil terrain piece", "terrain[0]: no terrain piece (nil)", func() error {
			s := handBuilt()
			s.Terrain = append(s.Terrain, nil)
			_, err := s.Build(prog.Units)
			return err
		}},
		{"RunProgram of a nil scenario", "no scenario to run", func() error {
			return suite.New(interp.Stdlib()).RunProgram("s.yaml", nil, prog).Err
		}},
		{"RunProgram under a nil program", "no program to run the scenario under", func() error {
			return suite.New(interp.Stdlib()).RunProgram("s.yaml", handBuilt(), nil).Err
		}},
		{"RunProgram of a scenario built without its board", "board: no width", func() error {
			s := handBuilt()
			s.Board = scenario.Board{}
			return suite.New(interp.Stdlib()).RunProgram("s.yaml", s, prog).Err
		}},
		{"Run of Input(nil)", `no procedure ""`, func() error { _, err := prog.Run(empty(), suite.Input(nil), interp.Options{}); return err }},
		{"Odds under a nil program", "no program to run the scenario under", func() error {
			_, err := suite.New(interp.Stdlib()).Odds(handBuilt(), nil, odds.Options{})
			return err
		}},
		{"Odds of a nil scenario", "no scenario to build", func() error {
			_, err := suite.New(interp.Stdlib()).Odds(nil, prog, odds.Options{})
			return err
		}},
		{"ParseArg of a unit on a nil world", "no world to run on", func() error {
			_, err := prog.ParseArg(nil, prog.Procs["go"].Params[0], "A")
			return err
		}},
		// A roll that reads its dice one by one given dice that do not make
		// the total beside them: the sum took the total, this one the dice,
		// silently; no scenario can say so (suite.Input sums them).
		{"Run of an Input whose dice and total disagree", "roll d = 2D6 dice is given the dice [1, 2], which make 3, and the total 9", func() error {
			w, err := handBuilt().Build(faced.Units)
			if err != nil {
				return err
			}
			_, err = faced.Run(w, interp.Input{Proc: "go", Args: map[string]string{"unit": "A"}, Dice: []int{9}, Faces: [][]int{{1, 2}}}, interp.Options{})
			return err
		}},
	}
	for _, c := range cases {
		noPanic(t, c.name, func() { wantErr(t, c.name, c.f(), c.want) })
	}
	noPanic(t, "Check of a nil scenario", func() {
		var s *scenario.Scenario
		if fs := s.Check(empty(), nil); len(fs) != 1 || fs[0].Field != "scenario" {
			t.Errorf("Check of a nil scenario: got %v, want one failure of the field scenario", fs)
		}
	})
	noPanic(t, "Check of a nil unit expectation", func() {
		s := &scenario.Scenario{Expect: scenario.Expect{Units: []*scenario.UnitExpect{nil, {ID: "A"}}}}
		if fs := s.Check(empty(), nil); len(fs) != 1 || !strings.Contains(fs[0].Got, `no unit "A"`) {
			t.Errorf("Check with a nil unit expectation: got %v, want the one failure of A, not on the table", fs)
		}
	})
	noPanic(t, "RunProgram of a scenario with a nil unit expectation", func() {
		s := handBuilt()
		s.Expect.Units = []*scenario.UnitExpect{nil}
		wantErr(t, "a nil unit expectation", suite.New(interp.Stdlib()).RunProgram("s.yaml", s, prog).Err, "expect.units[0]: no unit expectation (nil)")
	})
	// The same scenario, whole, runs: A moves 1in forward from (10in,
	// 10in) facing 0 to (10in, 11in), and the run records stepped A.
	noPanic(t, "RunProgram of a scenario built by hand", func() {
		s := handBuilt()
		s.Expect.Units = []*scenario.UnitExpect{{ID: "A", Centre: &scenario.Point{X: scenario.Len{Text: "10in"}, Y: scenario.Len{Text: "11in"}}}}
		res := suite.New(interp.Stdlib()).RunProgram("s.yaml", s, prog)
		if res.Err != nil || len(res.Failures) > 0 {
			t.Errorf("the scenario built by hand: error %v, failures %v", res.Err, res.Failures)
		}
	})
}

// handBuilt returns a scenario built in Go with every field go(A) needs.
func handBuilt() *scenario.Scenario {
	return &scenario.Scenario{
		Board: scenario.Board{Width: scenario.Len{Text: "48in"}, Depth: scenario.Len{Text: "48in"}},
		Units: []*scenario.Unit{{ID: "A", Side: "red", Files: 1, Ranks: 1,
			Centre: &scenario.Point{X: scenario.Len{Text: "10in"}, Y: scenario.Len{Text: "10in"}},
			Base:   &scenario.Base{W: scenario.Len{Text: "2in"}, D: scenario.Len{Text: "1in"}}}},
		Run:  "go",
		Args: map[string]scenario.Arg{"unit": {Text: "A", IsUnit: true}},
	}
}
