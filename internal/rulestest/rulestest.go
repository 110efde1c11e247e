// Package rulestest helps tests edit the bundled rules files as a rules
// writer would: through the syntax tree, then the formatter. Tests use it
// to show that a ruleset's behaviour is its data.
package rulestest

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/grammar"
)

// EditedCopy copies the bundled T9A rules and the file named name from
// rulesDir into a temporary directory, applies edit to the file named
// name, and returns the edited file's path; the other files stay beside it
// so its imports resolve.
func EditedCopy(t testing.TB, rulesDir, name string, edit func(*grammar.File)) string {
	t.Helper()
	dir := t.TempDir()
	files := []string{"pursuit.rules", "charge.rules", "flee.rules"}
	if !slices.Contains(files, name) {
		files = append(files, name)
	}
	for _, f := range files {
		src, err := os.ReadFile(filepath.Join(rulesDir, f))
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
			src = grammar.Format(file, comments, 0) // as rulec fmt: no wrapping yet
		}
		if err := os.WriteFile(filepath.Join(dir, f), src, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return filepath.Join(dir, name)
}

// Find returns the first node of type T in f for which match holds, and
// fails the test if there is none.
func Find[T grammar.Node](t testing.TB, f *grammar.File, match func(T) bool) T {
	t.Helper()
	var found T
	done := false
	grammar.Walk(f, func(n grammar.Node) bool {
		if x, ok := n.(T); ok && !done && match(x) {
			found, done = x, true
		}
		return !done
	})
	if !done {
		t.Fatalf("no %T found", found)
	}
	return found
}

// SwapRotationAndShift puts Maximising Contact's "not rotating the enemy
// unit" (a prefer line on rotates_target) where "move no more than it
// must" (a minimise line on shift) was in charge.rules, and the other way
// round: a placement that turns the target but moves the charger less then
// wins.
func SwapRotationAndShift(t testing.TB, f *grammar.File) {
	t.Helper()
	p := Find(t, f, func(p *grammar.Pick) bool { return p.Name == "placement" })
	rot, shift := -1, -1
	for i, pr := range p.Priorities {
		switch text := pr.Value.String(); {
		case pr.Kind == "prefer" && strings.Contains(text, "rotates_target"):
			rot = i
		case pr.Kind == "minimise" && strings.Contains(text, "shift"):
			shift = i
		}
	}
	if rot < 0 || shift < 0 {
		t.Fatal("charge.rules lacks the rotation or shift priority")
	}
	p.Priorities[rot], p.Priorities[shift] = p.Priorities[shift], p.Priorities[rot]
}
