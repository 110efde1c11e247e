package suite_test

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/suite"
	"github.com/rulec-dev/rulec/world"
)

// dumpWorld writes everything of a world a run may change or read: every
// body's every field a rule or a run changes, the events, the memory and
// the combats.
func dumpWorld(w *world.World) string {
	var b strings.Builder
	for _, x := range w.Bodies {
		fmt.Fprintf(&b, "%s %s %s rect=%v start=%v removed=%v by=%q models=%v routes=%v moves=%v props=%v\n",
			x.ID, x.Kind, x.Side, x.Rect, x.Start, x.Removed, x.RemovedBy, x.Models, x.Routes, x.Moves, x.Props)
		for _, k := range slices.Sorted(maps.Keys(x.Flags)) {
			fmt.Fprintf(&b, "  flag %s %v\n", k, x.Flags[k])
		}
	}
	for _, e := range w.Events {
		fmt.Fprintf(&b, "event %v at %s\n", e, e.Where)
	}
	fmt.Fprintf(&b, "memory %v\ncombats %v\n", w.Memory, w.Combats)
	return b.String()
}

// TestRunsInPlaceAsOnClones runs every bundled scenario that has a run of
// its own three ways: on a clone of its world (as a caller that keeps the
// world does), and twice on the world itself in place, kept by a
// world.Undo and put back after each. Each in-place run must leave the
// world as the clone's run left its clone and end with the same error;
// after Restore the world must be as it was built, every body the same
// *Body as before; and the second in-place run, on the world the first
// put back, must run as the first. A body an action changes that the
// Undo did not save (a write with no Touch before it) shows here as the
// world not put back, or as the second run starting from the first's
// end; an Undo that shares a saved body's arrays with the run shows as
// the world put back wrong.
func TestRunsInPlaceAsOnClones(t *testing.T) {
	files, err := collectFiles([]string{"../tests"})
	if err != nil {
		t.Fatal(err)
	}
	r := suite.New(interp.Stdlib())
	r.RunsOnly = true
	results := r.RunAll(files, nil)
	ran, touched := 0, 0
	var u world.Undo
	for _, res := range results {
		sc, prog := res.Scenario, res.Program
		if res.Err != nil || sc == nil || prog == nil || suite.OddsOnly(sc) {
			continue
		}
		w, err := sc.Build(prog.Units)
		if err != nil {
			continue
		}
		in := prog.Prepare(w, suite.Input(sc))
		before := dumpWorld(w)
		bodies := slices.Clone(w.Bodies)
		c := w.Clone()
		_, cerr := prog.Run(c, in, interp.Options{})
		want := fmt.Sprintf("error: %v\n%s", cerr, dumpWorld(c))
		if dumpWorld(c) != before {
			touched++
		}
		for pass := 1; pass <= 2; pass++ {
			w.Keep(&u)
			_, err := prog.Run(w, in, interp.Options{})
			got := fmt.Sprintf("error: %v\n%s", err, dumpWorld(w))
			u.Restore()
			if got != want {
				t.Errorf("%s: in-place run %d differs from the run on a clone:\n--- in place\n%s--- on a clone\n%s", res.File, pass, got, want)
			}
			if after := dumpWorld(w); after != before {
				t.Errorf("%s: the world after in-place run %d and Restore differs from the world built:\n--- after\n%s--- built\n%s", res.File, pass, after, before)
			}
			for i, b := range w.Bodies {
				if b != bodies[i] {
					t.Errorf("%s: body %d (%s) is another *Body after run %d", res.File, i, b.ID, pass)
				}
			}
		}
		ran++
	}
	if ran < 400 || touched < 300 {
		t.Fatalf("ran %d bundled scenarios in place, %d of them changing the world: want them all (over 400, over 300 changing it)", ran, touched)
	}
	t.Logf("%d scenarios run in place, %d of them changing the world", ran, touched)
}
