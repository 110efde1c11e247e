package interp_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulec-dev/rulec/interp"
)

// TestGuardsCoverInlinable checks that the procedures the tests of a
// call's lines and errors run (TestCalledProcedureKeepsItsLines'
// leaf and tail, TestRunErrors' deep_* callees, TestInlinedStopKeepsItsLines'
// mid and tip) are ones an inliner may inline (inlinable.go): were the
// analysis to refuse them, those tests would no longer guard an inlined
// body's trace, coverage and errors.
func TestGuardsCoverInlinable(t *testing.T) {
	for _, tt := range []struct {
		file, src string
		procs     []string
	}{
		{"cl.rules", calledRules, []string{"leaf", "tail", "outer"}},
		{"rt.rules", runRules, []string{"deep_middle", "deep_inner", "deep_cond", "deep_loop"}},
		{"st.rules", stopRules, []string{"mid", "tip"}},
	} {
		prog := loadString(t, tt.file, tt.src)
		for _, name := range tt.procs {
			if why := interp.InlineWhy(prog, name); why != "" {
				t.Errorf("%s: %s may not be inlined: %s", tt.file, name, why)
			}
		}
	}
}

// TestNoProcedureValue checks that a procedure is named only by a call:
// its name where a value is read is an error of the check, so that an
// inliner has no use of a procedure but its calls to keep.
func TestNoProcedureValue(t *testing.T) {
	const src = `units in

procedure leaf(u: unit) {
  event seen(u)
}

procedure outer(unit: unit) {
  let p = leaf
  event seen(p)
}
`
	_, err := interp.LoadSources(interp.Stdlib(), []string{"pv.rules"}, map[string][]byte{"pv.rules": []byte(src)}, nil)
	if err == nil || !strings.Contains(err.Error(), "pv.rules:8:11") {
		t.Fatalf("a procedure's name as a value: err %v, want one at pv.rules:8:11", err)
	}
}

// stopRules: outer calls mid twice; mid's first call marks the unit,
// calls tip and stops, which ends mid alone; its second call finds the
// mark and records again. A stop that ended outer (as an inlined body
// whose stop were not ended at its end would) loses "again A" and
// "done A".
const stopRules = `units in

procedure outer(unit: unit) {
  call mid(u: unit)
  call mid(u: unit)
  event done(unit)
}

procedure mid(u: unit) {
  if not has(u, "seen") {
    mark u as seen
    call tip(u: u)
    stop
  }
  event again(u)
}

procedure tip(u: unit) {
  event tip(u)
}
`

// TestInlinedStopKeepsItsLines runs stopRules three times (frames made
// the whole way, the lowered calls, traced) and checks, worked by hand,
// the events, the trace's calls and events with their depths and lines
// (mid at 9:1 twice, tip at 18:1 a call deeper, the events at 19:3,
// 15:3 and 6:3) and the clause hits: mid's procedure 2, its then 1, the
// statements after its if 1, tip's procedure 1.
func TestInlinedStopKeepsItsLines(t *testing.T) {
	prog := loadString(t, "st.rules", stopRules)
	wantEvents := []string{"tip A", "again A", "done A"}
	tr := runThreeWays(t, prog, wantEvents)
	got := traceLines(tr, func(kind string) bool { return kind == "call" || kind == "event" })
	want := []string{
		"0 call 3:1 procedure outer",
		"1 call 9:1 procedure mid",
		"2 call 18:1 procedure tip",
		"3 event 19:3 event tip A",
		"1 call 9:1 procedure mid",
		"2 event 15:3 event again A",
		"1 event 6:3 event done A",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("trace (-want +got):\n%s", diff)
	}
	hits := map[string]int{}
	for _, c := range prog.Clauses {
		if n := tr.Hits[c.ID]; n > 0 {
			hits[fmt.Sprintf("%s %s %d:%d", c.Proc, c.Kind, c.Pos().Line, c.Pos().Column)] = n
		}
	}
	wantHits := map[string]int{
		"outer proc 3:1": 1,
		"mid proc 9:1":   2,
		"mid if 10:3":    1, // the then, in the first call
		// the statements after the if that can stop: passed in
		// the second call alone
		"mid after 15:3": 1,
		"tip proc 18:1":  1,
	}
	if diff := cmp.Diff(wantHits, hits); diff != "" {
		t.Errorf("clause hits (-want +got):\n%s", diff)
	}
}
