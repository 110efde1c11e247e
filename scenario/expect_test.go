package scenario

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// ev returns an event.
func ev(name string, args ...string) world.Event { return world.Event{Name: name, Args: args} }

// moveTo puts a unit at x, y (inches) facing facing.
func moveTo(w *world.World, id string, x, y, facing float64) {
	b := w.Get(id)
	r := b.Rect
	r.Centre, r.Facing = geom.V(x*25.4, y*25.4), facing
	b.SetRect("test", r)
}

func TestCheck(t *testing.T) {
	for _, tc := range []struct {
		name string
		run  func(w *world.World)
		want []string
	}{{
		name: "all met",
		run: func(w *world.World) {
			moveTo(w, "B", 36, 24.0005, 540)
			w.Get("A").Removed = true
			w.Get("F").Flags = map[string][]string{"panicked": nil, "charging": {"A"}}
			w.Events = []world.Event{ev("flee", "A"), ev("panic_test", "B"), ev("charge", "B", "E")}
		},
	}, {
		name: "all missed",
		run: func(w *world.World) {
			moveTo(w, "B", 36, 24.5, 192)
			f := w.Get("F")
			f.Rect.Centre.X += 1
			f.Flags = map[string][]string{"fleeing": nil, "charging": {"B"}}
			w.Events = []world.Event{ev("charge", "B", "F"), {Name: "panic_test", Args: []string{"F"}, Where: "x.rules:3:5"}, ev("casualty", "A")}
		},
		want: []string{
			`testdata/check.yaml:10:17: B.centre: want [36in, 24in], got [36in, 24.5in]; off by 0.5in (dx=0, dy=0.5in)`,
			`testdata/check.yaml:10:39: B.facing: want 180, got 192; off by 12 degrees`,
			`testdata/check.yaml:11:18: A.removed: want true, got false`,
			`testdata/check.yaml:13:15: F.centre: want [600mm, 1000mm], got [601mm, 1000mm]; off by 1mm (dx=1mm, dy=0)`,
			`testdata/check.yaml:14:21: F.state.has: want panicked, got [charging B, fleeing]; missing "panicked"`,
			`testdata/check.yaml:14:31: F.state.has: want charging A, got [charging B, fleeing]; missing "charging A"`,
			`testdata/check.yaml:14:52: F.state.lacks: want not fleeing, got [charging B, fleeing]; has "fleeing"`,
			`testdata/check.yaml:14:61: F.state.lacks: want not charging B, got [charging B, fleeing]; has "charging B"`,
			`testdata/check.yaml:16:7: events: want flee A, got [charge B F, panic_test F, casualty A]; missing "flee A"; got: [charge B F, panic_test F, casualty A]`,
			`testdata/check.yaml:18:15: no_events: want no panic_test F, got panic_test F (recorded at x.rules:3:5)`,
			`testdata/check.yaml:18:29: no_events: want no casualty, got casualty A`,
		},
	}, {
		name: "events out of order",
		run: func(w *world.World) {
			moveTo(w, "B", 36, 24, 180)
			w.Get("A").Removed = true
			w.Get("F").Flags = map[string][]string{"panicked": nil, "charging": {"A"}}
			w.Events = []world.Event{ev("charge", "B", "E"), ev("flee", "A"), ev("charge", "B", "F")}
		},
		want: []string{
			`testdata/check.yaml:17:7: events: want charge B E, got [charge B E, flee A, charge B F]; missing "charge B E" after "flee A"; got: [charge B E, flee A, charge B F]`,
		},
	}} {
		t.Run(tc.name, func(t *testing.T) {
			s, w := loadTest(t, "check.yaml")
			tc.run(w)
			if diff := cmp.Diff(tc.want, failureLines(s.Check(w, nil))); diff != "" {
				t.Errorf("failures (-want +got):\n%s", diff)
			}
		})
	}
}

func TestCheckError(t *testing.T) {
	const base = "board: {width: 4, depth: 4}\nrun: flee\n"
	for _, tc := range []struct {
		name, expect string
		err          error
		want         []string
	}{
		{"expected and got", "expect: {error: needs 2 dice}", errors.New("x.rules:4:2: needs 2 dice, got 1"), nil},
		{"expected, none", "expect: {error: needs 2 dice}", nil,
			[]string{`e.yaml:3:17: error: want an error containing "needs 2 dice", got no error`}},
		{"expected, other", "expect: {error: needs 2 dice}", errors.New("boom"),
			[]string{`e.yaml:3:17: error: want an error containing "needs 2 dice", got boom`}},
		{"expected, only in a position", "expect: {error: \"13\"}", errors.New("flee.rules:13:5: unit \"X\" is not on the table"),
			[]string{`e.yaml:3:17: error: want an error containing "13", got flee.rules:13:5: unit "X" is not on the table; ` +
				`"13" is only in a position (flee.rules:13:5), which says where an error is, not what it is`}},
		{"expected, only in a file name", "expect: {error: left}", errors.New(`x.rules:4:2: no dice; die 2 is at left_flank.yaml:9:8`),
			[]string{`e.yaml:3:17: error: want an error containing "left", got x.rules:4:2: no dice; die 2 is at left_flank.yaml:9:8; ` +
				`"left" is only in a position (left_flank.yaml:9:8), which says where an error is, not what it is`}},
		{"expected with its position", "expect: {error: \"x.rules:4:2: needs\"}", errors.New("x.rules:4:2: needs 2 dice, got 1"), nil},
		{"expected with its file", "expect: {error: \"x.rules\"}", errors.New("x.rules:4:2: needs 2 dice, got 1"), nil},
		{"expected with its line", "expect: {error: \"rules:4\"}", errors.New("x.rules:4:2: needs 2 dice, got 1"), nil},
		{"expected, in the message", "expect: {error: \"13\"}", errors.New("flee.rules:20:5: impossible total 13 for 2D6"), nil},
		{"unexpected", "expect: {no_events: [boom]}", errors.New("boom"),
			[]string{`e.yaml:3:9: error: want no error, got boom`}},
		{"none", "", nil, nil},
		{"no expect", "", errors.New("boom"), []string{`e.yaml:1:1: error: want no error, got boom`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := Parse("e.yaml", []byte(base+tc.expect))
			if err != nil {
				t.Fatal(err)
			}
			w, err := s.Build(testUnits)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.want, failureLines(s.Check(w, tc.err))); diff != "" {
				t.Errorf("failures (-want +got):\n%s", diff)
			}
		})
	}
}

// failureLines prints failures one a line.
func failureLines(fs []Failure) []string {
	var out []string
	for _, f := range fs {
		out = append(out, f.String())
	}
	return out
}

// TestEmptyNoted parses expectations written empty: the format reads each
// as holding whatever the run does, so the scenario loads, and each is
// noted with its place for `rulec test` to show beside the result.
func TestEmptyNoted(t *testing.T) {
	src := `board: {width: 48in, depth: 48in}
units:
  A: {side: red, centre: [10in, 10in], base: [1in, 1in]}
  M: {side: red, base: {round: 1in}, models: [[10in, 30in], [11in, 30in]]}
run: x
expect:
  units:
    A: {}
    M: {models: {}, clear_of: {}, state: {has: [], lacks: []}}
  events: []
  no_events: []
  odds: {}
`
	s, err := Parse("e.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"expect.units.A (e.yaml:8:8, an empty mapping)",
		"expect.units.M.models (e.yaml:9:17, an empty mapping)",
		"expect.units.M.clear_of (e.yaml:9:31, an empty mapping)",
		"expect.units.M.state.has (e.yaml:9:48, an empty list)",
		"expect.units.M.state.lacks (e.yaml:9:59, an empty list)",
		"expect.events (e.yaml:10:11, an empty list)",
		"expect.no_events (e.yaml:11:14, an empty list)",
		"expect.odds (e.yaml:12:9, an empty mapping)",
	}
	if diff := cmp.Diff(want, s.Empty); diff != "" {
		t.Errorf("Empty (-want +got):\n%s", diff)
	}
	if e, err := Parse("n.yaml", []byte("board: {width: 48in, depth: 48in}\nrun: x\nexpect: {}\n")); err != nil || len(e.Empty) != 1 {
		t.Errorf("expect: {}: %v, %v", e, err)
	}
}

// TestFailureFinerThanPrinted checks that a failure under a tolerance finer
// than the 0.001 lengths print to shows its difference: B ends 0.0005in
// from where it is expected, with a tolerance of 0.0001in, and C 0.0004in
// closer to A than clear_of asks, and D moved 0.0003in. At 0.001in each
// would print "off by 0", "0 too close", "moved 0".
func TestFailureFinerThanPrinted(t *testing.T) {
	src := `board: {width: 48in, depth: 48in}
units:
  A: {side: red, centre: [10in, 10in], base: [1in, 1in]}
  B: {side: blue, centre: [20in, 20in], base: [1in, 1in]}
  C: {side: blue, centre: [10in, 13in], base: [1in, 1in]}
  D: {side: blue, centre: [30in, 30in], base: [1in, 1in]}
run: x
tolerance: 0.0001in
expect:
  units:
    B: {centre: [20in, 24in]}
    C: {clear_of: {A: 2in}}
    D: {moved: false}
`
	s, err := Parse("f.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	w, err := s.Build(testUnits)
	if err != nil {
		t.Fatal(err)
	}
	moveTo(w, "B", 20, 24.0005, 0)
	moveTo(w, "C", 10, 12.9996, 0)
	moveTo(w, "D", 30, 30.0003, 0)
	want := []string{
		`f.yaml:11:17: B.centre: want [20in, 24in], got [20in, 24.0005in]; off by 0.0005in (dx=0, dy=0.0005in)`,
		`f.yaml:12:20: C.clear_of.A: want at least 2in from A, got 1.9996in (C to A); 0.0004in too close`,
		`f.yaml:13:16: D.moved: want false, got true; the centre moved 0.0003in`,
	}
	if diff := cmp.Diff(want, failureLines(s.Check(w, nil))); diff != "" {
		t.Errorf("failures (-want +got):\n%s", diff)
	}
}
