package interp_test

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/rulec-dev/rulec/interp"
)

// loopRules never end by themselves; line numbers matter to the tests.
const loopRules = `units in

procedure self(unit: unit) {
  step 1 "again" {
    event tick(unit)
    goto step 1
  }
}

procedure pair(unit: unit) {
  step 1 "ping" {
    goto step 2
  }
  step 2 "pong" {
    goto step 1
  }
}

procedure nested(unit: unit) {
  for a in 1..100000 {
    for b in 1..100000 {
      let c = b
    }
  }
}

procedure waits(unit: unit) {
  while true {
    event tick(unit)
  }
}
`

// TestBudget checks that a run that would never end stops once its
// budget is spent, at the statement it reached, naming the step or loop.
func TestBudget(t *testing.T) {
	// Counting: self spends 3 steps a turn (step, event, goto), so step
	// 1001 is turn 334's event; pair 4 (step, goto, step, goto), so 1001 is
	// step 1; nested 3 to reach the inner loop, then 2 a turn (the turn and
	// the let), so 1001 is a let; waits 1 for the while, then 2 a turn
	// (the turn and the event), so 1001 is turn 500's event.
	tests := []struct{ proc, want string }{
		{"self", `lr.rules:5:5: the run spent its budget of 1000 steps in step 1 "again" (lr.rules:4:3): does it loop without end? (a step is a statement run or a loop turn; raise the budget with -max-steps)
	in self (lr.rules:3:1)`},
		{"pair", `lr.rules:11:3: the run spent its budget of 1000 steps in step 1 "ping" (lr.rules:11:3): does it loop without end? (a step is a statement run or a loop turn; raise the budget with -max-steps)
	in pair (lr.rules:10:1)`},
		{"nested", `lr.rules:22:7: the run spent its budget of 1000 steps in for b in 1..100000 (lr.rules:21:5): does it loop without end? (a step is a statement run or a loop turn; raise the budget with -max-steps)
	in nested (lr.rules:19:1)`},
		{"waits", `lr.rules:29:5: the run spent its budget of 1000 steps in while true (lr.rules:28:3): does it loop without end? (a step is a statement run or a loop turn; raise the budget with -max-steps)
	in waits (lr.rules:27:1)`},
	}
	prog := loadString(t, "lr.rules", loopRules)
	for _, tt := range tests {
		w := buildWorld(t, prog, runScenario)
		_, err := prog.Run(w, interp.Input{Proc: tt.proc, Args: map[string]string{"unit": "A"}}, interp.Options{MaxSteps: 1000})
		if err == nil || err.Error() != tt.want {
			t.Errorf("%s: error\n%v\nwant\n%s", tt.proc, err, tt.want)
		}
	}
}

// TestDeadline checks that a run past its deadline stops with an error.
func TestDeadline(t *testing.T) {
	prog := loadString(t, "lr.rules", loopRules)
	w := buildWorld(t, prog, runScenario)
	_, err := prog.Run(w, interp.Input{Proc: "self", Args: map[string]string{"unit": "A"}},
		interp.Options{Deadline: time.Now().Add(-time.Second)})
	// The clock is read every 4096 steps: 4096 = 3*1365 + 1, a step.
	want := `lr.rules:4:3: the run reached its time limit after 4096 steps in step 1 "again" (lr.rules:4:3): does it loop without end? (raise the limit with -timeout)
	in self (lr.rules:3:1)`
	if err == nil || err.Error() != want {
		t.Errorf("error\n%v\nwant\n%s", err, want)
	}
}

// TestBudgetDefault checks that a run given no budget has the default
// one and that a run within it is not stopped.
func TestBudgetDefault(t *testing.T) {
	prog := loadString(t, "lr.rules", loopRules+`
procedure short(unit: unit) {
  for a in 1..100 {
    event tick(unit)
  }
}
`)
	w := buildWorld(t, prog, runScenario)
	if _, err := prog.Run(w, interp.Input{Proc: "short", Args: map[string]string{"unit": "A"}}, interp.Options{MaxSteps: 201}); err != nil {
		t.Errorf("a run of 201 steps with a budget of 201: %v", err)
	}
	w = buildWorld(t, prog, runScenario)
	if _, err := prog.Run(w, interp.Input{Proc: "short", Args: map[string]string{"unit": "A"}}, interp.Options{MaxSteps: 200}); err == nil {
		t.Error("a run of 201 steps with a budget of 200: no error")
	}
}

// TestEndlessStepsWarning checks the checker's warning for steps that can
// only go round, and its silence where there is a way out.
func TestEndlessStepsWarning(t *testing.T) {
	const hint = " (give it a way out: a condition around the goto, a stop, or a step after it)"
	prog := loadString(t, "lr.rules", loopRules)
	var got []string
	for _, w := range prog.Warnings {
		got = append(got, w.Error())
	}
	want := []string{
		`lr.rules:4:3: warning: step 1 "again" can only go to itself: a run that reaches it never ends` + hint,
		`lr.rules:11:3: warning: step 1 "ping" and step 2 "pong" only go to one another: a run that reaches them never ends` + hint,
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("warnings (-want +got):\n%s", diff)
	}
	quiet := map[string]string{
		"a conditional way on": `step 1 { if len(enemies(unit)) > 0 { goto step 2 }
    goto step 1 }
  step 2 { event done(unit) }`,
		"a stop in a first group": `step 1 { first "g" {
      when len(enemies(unit)) > 5 { stop }
      otherwise { goto step 1 } } }`,
		"an else error": `step 1 { first "g" else error {
      when len(enemies(unit)) > 5 { goto step 1 } } }`,
		"a skip": `step 1 { skip steps 2 }
  step 2 { goto step 1 }`,
		"a forward goto": `step 1 { goto step 2 }
  step 2 { event done(unit) }`,
	}
	for name, body := range quiet {
		src := "units in\nprocedure p(unit: unit) {\n  " + body + "\n}\n"
		if prog := loadString(t, "q.rules", src); len(prog.Warnings) > 0 {
			t.Errorf("%s: unexpected warnings %v", name, prog.Warnings)
		}
	}
	loud := map[string]string{
		"every clause goes back": `step 1 { first "g" {
      when len(enemies(unit)) > 5 { goto step 1 }
      otherwise { goto step 1 } } }
  step 2 { stop }`,
		"a three-step ring": `step 1 { goto step 2 }
  step 2 { goto step 3 }
  step 3 { if len(enemies(unit)) > 0 { goto step 1 } else { goto step 2 } }`,
	}
	for name, body := range loud {
		src := "units in\nprocedure p(unit: unit) {\n  " + body + "\n}\n"
		if prog := loadString(t, "q.rules", src); len(prog.Warnings) != 1 {
			t.Errorf("%s: warnings %v, want one", name, prog.Warnings)
		}
	}
}
