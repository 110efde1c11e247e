package interp_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulec-dev/rulec/check"
	"github.com/rulec-dev/rulec/interp"
)

// calledRules calls a small procedure (leaf: a let, an if, a loop, two
// events) three times, twice from outer and once from tail, a call
// deeper: the procedures a call's lowering runs in place of the whole
// way (inline.go), and which a lowering that inlined them into their
// callers would run in the callers' frames.
const calledRules = `units in

procedure outer(unit: unit) {
  call leaf(u: unit, n: 2)
  call leaf(u: unit, n: 0)
  call tail(u: unit)
}

procedure leaf(u: unit, n: number) {
  let foes = enemies(u)
  if n > 1 and len(foes) == 2 {
    event many(u)
  }
  for e in foes {
    event seen(e)
  }
}

procedure tail(u: unit) {
  call leaf(u: u, n: 3)
  event done(u)
}
`

// TestCalledProcedureKeepsItsLines checks that the lines of a small
// procedure a run calls stay its own in every tool that reads a run:
// the trace (each call's entry at the procedure's line, its statements'
// at theirs, a call deeper one depth more), --explain (the if's values at
// the if's line), coverage (--cover and rulec diff's reach read the
// clauses' and parts' hits) and the events, the same in the runs without
// a trace (the first makes the frames the whole way, the second runs
// the calls' lowered ops). Worked by hand from calledRules and
// runScenario (A red, E and F blue: A has two enemies): leaf runs with
// n = 2, 0 and 3; its if holds for 2 and 3; its loop turns twice a call.
// It fails if a call's procedure entry, an entry's line or a hit of the
// leaf's clauses or parts is lost, as a lowering that inlined leaf
// without keeping them would lose them.
func TestCalledProcedureKeepsItsLines(t *testing.T) {
	prog := loadString(t, "cl.rules", calledRules)
	wantEvents := []string{"many A", "seen E", "seen F", "seen E", "seen F", "many A", "seen E", "seen F", "done A"}
	tr := runThreeWays(t, prog, wantEvents)
	checkCalledTrace(t, prog, tr)
}

// runThreeWays runs outer(unit: A) of prog on runScenario three times
// (frames made the whole way, the lowered calls, traced with
// --explain), checks each run's events against wantEvents and returns
// the traced run's trace.
func runThreeWays(t *testing.T, prog *interp.Program, wantEvents []string) *interp.Trace {
	t.Helper()
	in := interp.Input{Proc: "outer", Args: map[string]string{"unit": "A"}}
	var traced *interp.Trace
	for i, opts := range []interp.Options{{}, {}, {Trace: true, Explain: true}} {
		w := buildWorld(t, prog, runScenario)
		tr, err := prog.Run(w, in, opts)
		if err != nil {
			t.Fatalf("run %d: %v", i+1, err)
		}
		var events []string
		for _, e := range w.Events {
			events = append(events, e.String())
		}
		if diff := cmp.Diff(wantEvents, events); diff != "" {
			t.Errorf("run %d: events (-want +got):\n%s", i+1, diff)
		}
		if opts.Trace {
			traced = tr
		}
	}
	return traced
}

// traceLines writes each trace entry whose kind keep accepts (every
// entry when keep is nil) as "depth kind line:col text".
func traceLines(tr *interp.Trace, keep func(kind string) bool) []string {
	var got []string
	for _, e := range tr.Entries {
		if keep == nil || keep(e.Kind) {
			got = append(got, fmt.Sprintf("%d %s %d:%d %s", e.Depth, e.Kind, e.Pos.Line, e.Pos.Column, e.Text))
		}
	}
	return got
}

// checkCalledTrace checks the trace of TestCalledProcedureKeepsItsLines'
// traced run.
func checkCalledTrace(t *testing.T, prog *interp.Program, tr *interp.Trace) {
	t.Helper()
	got := traceLines(tr, nil)
	want := []string{
		"0 call 3:1 procedure outer",
		"1 call 9:1 procedure leaf",
		"2 if 11:3 if n > 1 and len(foes) == 2: true",
		"2 event 12:5 event many A",
		"2 event 15:5 event seen E",
		"2 event 15:5 event seen F",
		"1 call 9:1 procedure leaf",
		"2 if 11:3 if n > 1 and len(foes) == 2: false",
		"2 event 15:5 event seen E",
		"2 event 15:5 event seen F",
		"1 call 19:1 procedure tail",
		"2 call 9:1 procedure leaf",
		"3 if 11:3 if n > 1 and len(foes) == 2: true",
		"3 event 12:5 event many A",
		"3 event 15:5 event seen E",
		"3 event 15:5 event seen F",
		"2 event 21:3 event done A",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("trace (-want +got):\n%s", diff)
	}
	// --explain: each if's entry shows the values of the call it ran in
	var ns []string
	for _, e := range tr.Entries {
		if e.Kind != "if" {
			continue
		}
		for _, v := range e.Values {
			if v.Name == "n" {
				ns = append(ns, v.Value)
			}
		}
	}
	if diff := cmp.Diff([]string{"2", "0", "3"}, ns); diff != "" {
		t.Errorf("explained n of the ifs (-want +got):\n%s", diff)
	}
	hits := map[string]int{}
	for _, c := range prog.Clauses {
		hits[fmt.Sprintf("%s %s %d:%d %s", c.Proc, c.Kind, c.Pos().Line, c.Pos().Column, c.Text())] = tr.Hits[c.ID]
	}
	wantHits := map[string]int{
		"outer proc 3:1 procedure outer":        1,
		"leaf proc 9:1 procedure leaf":          3,
		"tail proc 19:1 procedure tail":         1,
		"leaf let 10:3 foes = enemies(u)":       3, // read by the loop in each call
		"leaf if 11:3 n > 1 and len(foes) == 2": 2,
		"leaf for 14:3 e in foes":               6,
	}
	if diff := cmp.Diff(wantHits, hits); diff != "" {
		t.Errorf("clause hits (-want +got):\n%s", diff)
	}
	parts := map[string][3]int{}
	for _, p := range prog.Parts {
		k := fmt.Sprintf("%s %d:%d %s", p.Kind, p.Pos.Line, p.Pos.Column, strings.TrimSpace(p.Text))
		parts[k] = [3]int{tr.Hits[check.PartKey(p, check.PartEvaluated)], tr.Hits[check.PartKey(p, check.PartDecidedTrue)], tr.Hits[check.PartKey(p, check.PartDecidedFalse)]}
	}
	// evaluated, decided true, decided false: n > 1 in each call, false
	// for n = 0, where the and stops before len(foes) == 2
	wantParts := map[string][3]int{
		"operand 11:6 n > 1":           {3, 2, 1},
		"operand 11:16 len(foes) == 2": {2, 2, 0},
	}
	if diff := cmp.Diff(wantParts, parts); diff != "" {
		t.Errorf("part hits (-want +got):\n%s", diff)
	}
}
