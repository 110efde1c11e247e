package suite_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/suite"
	"github.com/rulec-dev/rulec/world"
)

// TestLazyLetsAsEager runs every bundled scenario twice, with each let
// evaluated when first read (as runs are) and where it stands
// (interp.Options.EagerLets), and requires the same run: the same trace
// with its explanations, the same error, the same world after. A query
// declared to read less than it does (engine.Func.Reading), or an action
// to change less (engine.Action.Changing), fails here for the first
// scenario whose answer depends on it.
func TestLazyLetsAsEager(t *testing.T) {
	files, err := collectFiles([]string{"../tests"})
	if err != nil {
		t.Fatal(err)
	}
	run := func(eager bool) map[string]string {
		r := suite.New(interp.Stdlib())
		r.Trace, r.Explain, r.EagerLets = true, true, eager
		out := map[string]string{}
		for _, res := range r.RunAll(files, nil) {
			var b strings.Builder
			suite.WriteResult(&b, res, "", true, false)
			if res.RunErr != nil {
				fmt.Fprintf(&b, "run error: %v\n", res.RunErr)
			}
			if res.Trace != nil && res.RunErr == nil {
				// a run that fails may fail later, where the let is read
				fmt.Fprintf(&b, "steps: %d\n", res.Trace.Steps)
			}
			writeWorld(&b, res.World)
			out[res.File] = b.String()
		}
		return out
	}
	lazy, eager := run(false), run(true)
	if len(lazy) < 400 {
		t.Fatalf("ran %d bundled scenarios, want them all (over 400)", len(lazy))
	}
	differ := 0
	for f, l := range lazy {
		if e := eager[f]; l != e {
			differ++
			if differ <= 5 {
				t.Errorf("%s: lazy lets give a different run than eager ones:\n--- lazy\n%s\n--- eager\n%s", f, l, e)
			}
		}
	}
	if differ > 5 {
		t.Errorf("... and %d more scenarios differ", differ-5)
	}
}

// writeWorld writes what a run leaves of the world: every body's place,
// models, flags and whether it is removed, and the events.
func writeWorld(b *strings.Builder, w *world.World) {
	if w == nil {
		return
	}
	for _, x := range w.Bodies {
		fmt.Fprintf(b, "%s %v removed=%v models=%v flags=%v moves=%d\n", x.ID, x.Rect, x.Removed, x.Models, x.Flags, len(x.Moves))
	}
	for _, e := range w.Events {
		fmt.Fprintf(b, "event %v\n", e)
	}
	fmt.Fprintf(b, "memory %v\n", w.Memory)
}

// TestUntracedRunsAsTraced runs every bundled scenario with a trace and
// without one, and requires the same error and the same world after: a
// run without a trace works out a cheap let where it stands (check.Let.Cheap)
// and leaves an unlisted let pending past its death, which only a traced
// run, counting coverage when a let is read, must not do.
func TestUntracedRunsAsTraced(t *testing.T) {
	files, err := collectFiles([]string{"../tests"})
	if err != nil {
		t.Fatal(err)
	}
	run := func(traced bool) map[string]string {
		r := suite.New(interp.Stdlib())
		r.Trace = traced
		out := map[string]string{}
		for _, res := range r.RunAll(files, nil) {
			var b strings.Builder
			if res.RunErr != nil {
				fmt.Fprintf(&b, "run error: %v\n", res.RunErr)
			}
			fmt.Fprintf(&b, "failures: %v\n", res.Failures)
			writeWorld(&b, res.World)
			out[res.File] = b.String()
		}
		return out
	}
	traced, plain := run(true), run(false)
	if len(traced) < 400 {
		t.Fatalf("ran %d bundled scenarios, want them all (over 400)", len(traced))
	}
	differ := 0
	for f, tr := range traced {
		if p := plain[f]; tr != p {
			differ++
			if differ <= 5 {
				t.Errorf("%s: a run without a trace differs from one with:\n--- traced\n%s\n--- untraced\n%s", f, tr, p)
			}
		}
	}
	if differ > 5 {
		t.Errorf("... and %d more scenarios differ", differ-5)
	}
}
