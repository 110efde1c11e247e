package suite_test

import (
	"fmt"
	"maps"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/suite"
)

// TestCoverEveryKind checks, for every kind of block, that rulec test
// -cover counts one run only when its body ran: testdata/sweep's rules
// guard a block of each kind by the argument go, which go.yaml gives true
// and stay.yaml false, so each guarded block is entered in one run and
// passed by the other (a procedure reached only through another, a
// step skipped, a let never read, an if body and its else, a for over an
// empty list, a while whose condition is false at once, a when tested
// false and an otherwise not reached, a line of a pick and of an order
// that decided nothing, the orders a pick follows, a choice's default
// not fallen back on, the statements after a stop the run took). The kinds are read from the programs, the bundled
// rules files' included, so a kind the sweep lacks fails here.
func TestCoverEveryKind(t *testing.T) {
	r := suite.New(interp.Stdlib())
	r.Trace = true               // as rulec test -cover runs
	hits := map[string][2]int{}  // a clause's place and head: its hits in go.yaml and in stay.yaml
	kinds := map[string]string{} // the same key: the clause's kind
	for i, name := range []string{"go.yaml", "stay.yaml"} {
		res := r.RunFile(filepath.Join("testdata", "sweep", name))
		if !res.Passed() {
			t.Fatalf("%s: err %v, run error %v, failures %v", name, res.Err, res.RunErr, res.Failures)
		}
		for _, c := range res.Program.Clauses {
			k := fmt.Sprintf("%s %s %s", c.Pos(), c.Kind, c.Text())
			h := hits[k]
			h[i] = res.Trace.Hits[c.ID]
			hits[k], kinds[k] = h, c.Kind
		}
	}
	// The kinds rulec test -cover counts (suite.Cover leaves out the
	// three that are rulec diff's alone), in the sweep and in every
	// bundled rules file.
	all := map[string]bool{}
	for k := range kinds {
		all[kinds[k]] = true
	}
	bundled, err := filepath.Glob("../rules/*.rules")
	if err != nil || len(bundled) == 0 {
		t.Fatalf("no bundled rules: %v", err)
	}
	for _, f := range bundled {
		prog, err := r.Program([]string{f})
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range prog.Clauses {
			all[c.Kind] = true
		}
	}
	for _, k := range []string{"fallback", "failed", "chooser"} {
		delete(all, k)
	}
	swept := map[string]bool{}
	for k, h := range hits {
		if (h[0] > 0) != (h[1] > 0) {
			swept[kinds[k]] = true
		}
	}
	for _, kind := range slices.Sorted(maps.Keys(all)) {
		if !swept[kind] {
			t.Errorf("no block of kind %q is run by one of go.yaml and stay.yaml and passed by the other: add one to testdata/sweep", kind)
		}
	}
	// And the guarded blocks by kind and head: each entered by one run
	// alone, go.yaml's (0) or stay.yaml's (1).
	for _, want := range []struct {
		head string
		by   int
	}{
		{"proc procedure helper", 0}, {"step step 2 second", 0}, {"let far = 1in", 0},
		{"if not go", 1}, {"else of if go", 1}, {"for e in", 0}, {"while go", 0}, {"when go", 0},
		{"otherwise", 1}, {"priority prefer go and has", 0}, {"order order pref", 0},
		{"priority prefer on and has", 0}, {"by pref(go)", 0}, {"default of choice c", 0},
		{"after after if not go", 0},
	} {
		found := false
		for k, h := range hits {
			_, head, _ := strings.Cut(k, " ")
			if !strings.HasPrefix(head, want.head) {
				continue
			}
			found = true
			if h[want.by] == 0 || h[1-want.by] != 0 {
				t.Errorf("%s: run %d times by go.yaml and %d by stay.yaml, want only by %s", k, h[0], h[1], []string{"go.yaml", "stay.yaml"}[want.by])
			}
		}
		if !found {
			t.Errorf("no block %q in the sweep", want.head)
		}
	}
}
