package interp_test

import (
	"testing"

	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/world"
)

// TestLetsInARowBudget checks that lazy lets in a row, which a run binds
// in one op (code.go), spend a step each as they did one by one: a budget
// spent among them stops the run at the let it reached, traced or not.
func TestLetsInARowBudget(t *testing.T) {
	const src = `units in

procedure lets(unit: unit) {
  let a = enemies(unit)
  let b = friends(unit)
  let c = units()
  if len(a) + len(b) + len(c) > 100 {
    event many(unit)
  }
}
`
	const hint = " (a step is a statement run or a loop turn; raise the budget with -max-steps)\n\tin lets (lr.rules:3:1)"
	prog := loadString(t, "lr.rules", src)
	for _, tt := range []struct {
		budget int
		want   string
	}{
		{1, "lr.rules:5:3: the run spent its budget of 1 steps" + hint},
		{2, "lr.rules:6:3: the run spent its budget of 2 steps" + hint},
		{3, "lr.rules:7:3: the run spent its budget of 3 steps" + hint},
		{4, ""},
	} {
		for _, trace := range []bool{false, true} {
			w := buildWorld(t, prog, runScenario)
			_, err := prog.Run(w, interp.Input{Proc: "lets", Args: map[string]string{"unit": "A"}}, interp.Options{MaxSteps: tt.budget, Trace: trace})
			got := ""
			if err != nil {
				got = err.Error()
			}
			if got != tt.want {
				t.Errorf("budget %d, trace %v: error\n%s\nwant\n%s", tt.budget, trace, got, tt.want)
			}
		}
	}
}

// TestCallOfVariables checks the calls whose arguments are all variables
// (code.go's callVars) against what a call must give its parameters: a
// whole number made a number, a let still pending worked out, and a value
// already of the parameter's type as it is, with the same events whether
// the run is traced or its lets eager.
func TestCallOfVariables(t *testing.T) {
	const src = `units in

procedure outer(unit: unit) {
  let k = 3
  let foes = enemies(unit)
  let d = 2in
  call inner(unit: unit, n: k, us: foes, d: d)
}

procedure inner(unit: unit, n: number, us: units, d: length) {
  event half(unit, n / 2, len(us), d * 2)
}
`
	prog := loadString(t, "cv.rules", src)
	for _, opts := range []interp.Options{{}, {Trace: true}, {EagerLets: true}} {
		w := buildWorld(t, prog, runScenario)
		if _, err := prog.Run(w, interp.Input{Proc: "outer", Args: map[string]string{"unit": "A"}}, opts); err != nil {
			t.Fatalf("%+v: %v", opts, err)
		}
		if len(w.Events) != 1 || w.Events[0].String() != "half A 1.5 2 101.6" {
			t.Errorf("%+v: events %v, want [half A 1.5 2 101.6]", opts, w.Events)
		}
	}
}

// TestListedLetsInARow checks lazy lets in a row that an action can force
// (listed), which a run without a trace binds in one op with their
// entries planned (code.go's lets): read after the pivot that follows
// them, each has its value from before it, in the loop's first turn and
// in its second, where the lets are listed already, traced, untraced and
// eager alike. Worked by hand: A faces 0; the first turn reads 0 and 0
// and pivots to 90, the second reads 90 and 180 and pivots to 180.
func TestListedLetsInARow(t *testing.T) {
	const src = `units in

procedure turn(unit: unit) {
  for e in enemies(unit) {
    let before = facing(unit)
    let doubled = facing(unit) * 2
    pivot unit, to: facing(unit) + 90
    event turned(e, before, doubled, facing(unit))
  }
}
`
	prog := loadString(t, "ll.rules", src)
	const want = "[turned E 0 0 90, turned F 90 180 180]"
	for _, opts := range []interp.Options{{}, {Trace: true}, {EagerLets: true}} {
		for range 2 { // the second run reuses the first's spare
			w := buildWorld(t, prog, runScenario)
			if _, err := prog.Run(w, interp.Input{Proc: "turn", Args: map[string]string{"unit": "A"}}, opts); err != nil {
				t.Fatalf("%+v: %v", opts, err)
			}
			if got := world.EventText(w.Events); got != want {
				t.Errorf("%+v: events %s, want %s", opts, got, want)
			}
		}
	}
}

// TestEventsOutliveTheRun checks that the events a run records, whose
// first event and arguments come from arrays the program's runs share
// (run.go's eventArgs and firstEvent), are the world's own: a hundred
// runs, past the arrays' room, each keep the events of their own unit,
// and a second event appended to a world's first copies it out rather
// than writing where another world's event stands.
func TestEventsOutliveTheRun(t *testing.T) {
	const src = `units in

procedure note(unit: unit) {
  event noted(unit, enemies(unit)[0])
  event again(unit)
}
`
	prog := loadString(t, "ev.rules", src)
	ids := []string{"A", "E", "F"}
	var worlds []*world.World
	for i := range 100 {
		w := buildWorld(t, prog, runScenario)
		if _, err := prog.Run(w, interp.Input{Proc: "note", Args: map[string]string{"unit": ids[i%3]}}, interp.Options{}); err != nil {
			t.Fatal(err)
		}
		worlds = append(worlds, w)
	}
	foe := map[string]string{"A": "E", "E": "A", "F": "A"}
	for i, w := range worlds {
		id := ids[i%3]
		want := "[noted " + id + " " + foe[id] + ", again " + id + "]"
		if got := world.EventText(w.Events); got != want {
			t.Fatalf("run %d: events %s, want %s", i, got, want)
		}
	}
}
