package interp_test

import (
	"testing"

	"github.com/rulec-dev/rulec/interp"
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
