package suite

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/interp"
)

// These tests show that the rules are data: they edit a bundled rules file
// as a rules writer would (through the syntax tree, then the formatter),
// run a scenario under the original and the edited rules, and check that
// the outcome follows the new order.

// editedRules copies the bundled rules into a temporary directory, applies
// edit to the file named name, and returns the edited file's path.
func editedRules(t *testing.T, name string, edit func(*grammar.File)) string {
	t.Helper()
	dir := t.TempDir()
	for _, f := range []string{"pursuit.rules", "charge.rules", "flee.rules"} {
		src, err := os.ReadFile(filepath.Join("..", "rules", f))
		if err != nil {
			t.Fatal(err)
		}
		if f == name {
			file, err := grammar.Parse(f, src)
			if err != nil {
				t.Fatal(err)
			}
			comments, _ := grammar.Comments(f, src)
			edit(file)
			src = grammar.Format(file, comments)
		}
		if err := os.WriteFile(filepath.Join(dir, f), src, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return filepath.Join(dir, name)
}

// firstGroup finds the first-applicable group with a name.
func firstGroup(f *grammar.File, name string) *grammar.First {
	var found *grammar.First
	grammar.Walk(f, func(n grammar.Node) bool {
		if g, ok := n.(*grammar.First); ok && g.Name == name {
			found = g
		}
		return found == nil
	})
	return found
}

func TestSwappingPivotCasesChangesTheOutcome(t *testing.T) {
	const scenario = "../tests/data/both_ahead.yaml"
	r := New(interp.Stdlib())
	orig := r.RunFile(scenario)
	if !orig.Passed() {
		t.Fatalf("under the book's order: %v %v", orig.Err, orig.Failures)
	}

	swapped := editedRules(t, "pursuit.rules", func(f *grammar.File) {
		g := firstGroup(f, "after the Pivot")
		if g == nil || len(g.Whens) < 3 {
			t.Fatal("pursuit.rules has no group \"after the Pivot\" with three when clauses")
		}
		// Put the obstruction case (third) above the enemy case (second).
		g.Whens[1], g.Whens[2] = g.Whens[2], g.Whens[1]
	})
	r2 := New(interp.Stdlib())
	r2.Rules = []string{swapped}
	r2.Trace = true
	res := r2.RunFile(scenario)
	if res.Err != nil {
		t.Fatal(res.Err)
	}
	// The scenario's own expectations (a charge against E) must now fail ...
	if res.Passed() {
		t.Fatal("swapping the cases did not change the outcome")
	}
	// ... because the obstruction case applied: no charge was declared and
	// B is back at its original facing, 0.5in from F and E at the start,
	// so it cannot turn at all while keeping 1in.
	for _, e := range res.World.Events {
		if e.Name == "charge" {
			t.Errorf("swapped order still declared %q", e)
		}
	}
	b := res.World.Get("B")
	if b.Rect.Facing != 0 || b.HasFlag("charging") {
		t.Errorf("B: facing %v, flags %v; want facing 0 and no charge", b.Rect.Facing, b.Flags)
	}
	var tried bool
	for _, e := range res.Trace.Entries {
		tried = tried || strings.Contains(e.Ref, "third case")
	}
	if !tried {
		t.Error("the trace does not show the third case applying")
	}
}
