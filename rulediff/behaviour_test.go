package rulediff

import (
	"github.com/rulec-dev/rulec/diag"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/internal/rulestest"
	"github.com/rulec-dev/rulec/interp"
)

// These tests edit a copy of the bundled rules as a rules writer would
// (through the syntax tree, then the formatter; see also
// suite/rulesdata_test.go, which knows the scenarios these edits change)
// and diff the copy against the original.

// open opens a version or fails the test.
func open(t *testing.T, name string) *Version {
	t.Helper()
	v, err := Open(interp.Stdlib(), Git{}, name)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// byFile returns the comparison of the scenario file whose name ends in
// suffix.
func byFile(t *testing.T, results []*Scenario, suffix string) *Scenario {
	t.Helper()
	for _, r := range results {
		if strings.HasSuffix(filepath.ToSlash(r.File), suffix) {
			return r
		}
	}
	t.Fatalf("no result for %s", suffix)
	return nil
}

func TestSwappedPivotCases(t *testing.T) {
	swapped := rulestest.EditedCopy(t, "../rules", "pursuit.rules", func(f *grammar.File) {
		g := rulestest.Find(t, f, func(g *grammar.First) bool { return g.Name == "after the Pivot" })
		// Put the obstruction case (third) above the enemy case (second).
		g.Whens[1], g.Whens[2] = g.Whens[2], g.Whens[1]
	})
	old, new := open(t, "../rules/pursuit.rules"), open(t, swapped)

	changes := Changes(old, new)
	if len(changes) != 1 {
		t.Fatalf("%d changes, want the one move: %v", len(changes), changes)
	}
	c := changes[0]
	if c.Kind != Moved || !strings.Contains(c.What, "would overlap an obstruction") || !strings.Contains(c.Note, "moved above when [1. Pivot: would overlap the Unit Boundary of an enemy unit") ||
		!strings.Contains(c.Note, "under first-applicable order this changes which clause wins") {
		t.Errorf("change %+v", c)
	}
	if c.Old.Filename != "../rules/pursuit.rules" || c.New.Filename != swapped || c.Old.Line <= c.New.Line {
		t.Errorf("positions %v → %v", c.Old, c.New)
	}

	files := []string{"../tests/data/both_ahead.yaml", "../tests/t9a/simple_pursuit.yaml", "../tests/t9a/flee/short_of_table_edge.yaml"}
	results := Behaviour(interp.Stdlib(), old, new, files, 0)
	if len(results) != len(files) {
		t.Fatalf("%d results for %d files", len(results), len(files))
	}
	for i, r := range results {
		if r.File != files[i] {
			t.Errorf("result %d is %s, want %s", i, r.File, files[i])
		}
	}

	// The flee scenario does not use pursuit.rules: it does not run.
	if r := results[2]; r.Uses != "" || r.Old != nil {
		t.Errorf("flee scenario: uses %q, ran %v", r.Uses, r.Old != nil)
	}
	// simple_pursuit takes the fourth case under both orders.
	if r := results[1]; r.Uses == "" || r.Changed() || r.Parting != nil {
		t.Errorf("simple_pursuit: uses %q, diffs %v, parting %+v", r.Uses, r.Diffs, r.Parting)
	}

	// both_ahead charges E under the book's order; swapped, the
	// obstruction case applies and B stays where it was.
	r := byFile(t, results, "both_ahead.yaml")
	if !r.Changed() {
		t.Fatal("both_ahead: outcome unchanged")
	}
	if !r.Old.Passed() || r.New.Passed() {
		t.Errorf("both_ahead: passed old %v, new %v; want ok then FAIL", r.Old.Passed(), r.New.Passed())
	}
	got := map[string]Difference{}
	for _, d := range r.Diffs {
		got[d.What] = d
	}
	if d, ok := got["events"]; !ok || !strings.Contains(d.Old, "charge B E") || strings.Contains(d.New, "charge") {
		t.Errorf("events difference %+v", d)
	}
	if d, ok := got["B flags"]; !ok || d.Old != "[charging E]" || d.New != "[]" {
		t.Errorf("B flags difference %+v", d)
	}
	p := r.Parting
	if p == nil || p.Old == nil || p.New == nil {
		t.Fatalf("parting %+v", p)
	}
	if !strings.Contains(p.Old.Ref, "the Unit Boundary of an enemy unit") || !strings.Contains(p.New.Ref, "would overlap an obstruction") {
		t.Errorf("traces part at %q / %q; want the second case / the third case", p.Old.Ref, p.New.Ref)
	}
	if w := r.New.Where(p.New.Pos); !strings.HasPrefix(w, swapped+":") {
		t.Errorf("new entry at %s, want in %s", w, swapped)
	}
	if w := r.Old.Where(p.Old.Pos); !strings.HasPrefix(w, filepath.Clean("../rules/pursuit.rules")+":") {
		t.Errorf("old entry at %s", w)
	}
}

func TestSwappedMaximisingContactPriorities(t *testing.T) {
	// Maximising Contact is written into the pick in both versions, so
	// that the swap is a move within one priority order.
	inlined := rulestest.EditedCopy(t, "../rules", "charge.rules", func(f *grammar.File) { rulestest.InlineOrder(t, f, "placement") })
	swapped := rulestest.EditedCopy(t, "../rules", "charge.rules", func(f *grammar.File) { rulestest.SwapRotationAndShift(t, f) })
	old, new := open(t, "../rules/charge.rules"), open(t, swapped)

	var moved []string
	for _, c := range Changes(open(t, inlined), new) {
		if c.Kind != Moved || !strings.Contains(c.Note, "in a priority order this changes which priority decides first") {
			t.Errorf("unexpected change %+v", c)
		}
		moved = append(moved, c.What)
	}
	if len(moved) == 0 {
		t.Fatal("no move reported")
	}

	// The pursuit scenario uses charge.rules through its import.
	files := []string{"../tests/t9a/charge/maximising_contact_b1_not_rotating.yaml", "../tests/t9a/simple_pursuit.yaml"}
	results := Behaviour(interp.Stdlib(), old, new, files, 1)
	if r := results[1]; r.Uses != filepath.Clean("../rules/charge.rules") {
		t.Errorf("simple_pursuit uses %q, want charge.rules through pursuit.rules' import", r.Uses)
	}
	r := results[0]
	if !r.Changed() || !r.Old.Passed() || r.New.Passed() {
		t.Fatalf("changed %v, passed old %v new %v", r.Changed(), r.Old.Passed(), r.New.Passed())
	}
	var whats []string
	for _, d := range r.Diffs {
		whats = append(whats, d.What)
	}
	// Swapped, the least shift decides before the most models: B turns
	// to face 0 on T's front straight ahead of where it stood, (33.626in,
	// 29in), not at (36in, 29in); T is not turned, as B's own rotation is
	// clear (charge.rules requires own_turn_blocked of a turn of T).
	if got := strings.Join(whats, ", "); !strings.Contains(got, "B centre") || strings.Contains(got, "T facing") {
		t.Errorf("differences %s; want B centre and not T facing (B's own rotation is clear, so T is not turned)", got)
	}
	if p := r.Parting; p == nil || p.Old == nil || p.Old.Kind != "pick" || p.New.Kind != "pick" {
		t.Errorf("parting %+v; want the pick", p)
	}
}

// TestSameFileIsSameBehaviour diffs a file against a copy of itself.
func TestSameFileIsSameBehaviour(t *testing.T) {
	copied := rulestest.EditedCopy(t, "../rules", "pursuit.rules", func(*grammar.File) {})
	old, new := open(t, "../rules/pursuit.rules"), open(t, copied)
	if cs := Changes(old, new); len(cs) != 0 {
		t.Errorf("changes %v", cs)
	}
	files := []string{"../tests/data/both_ahead.yaml", "../tests/t9a/pursuit/pursuit_b_pivot_into_enemy.yaml"}
	for _, r := range Behaviour(interp.Stdlib(), old, new, files, 0) {
		if r.Uses == "" || r.Changed() || r.Parting != nil || r.Old.Err != nil {
			t.Errorf("%s: uses %q, diffs %v, parting %+v, err %v", r.File, r.Uses, r.Diffs, r.Parting, r.Old.Err)
		}
	}
}

// TestRenameRunError checks that a run error of an old version cites the
// file by its name in the diff, in its position and its call stack.
func TestRenameRunError(t *testing.T) {
	err := error(&interp.RunError{Pos: grammar.Position{Filename: "rules/p.rules", Line: 9, Column: 3}, Msg: "no room",
		Stack: []diag.Frame{{Name: "inner", Pos: grammar.Position{Filename: "rules/p.rules", Line: 4, Column: 1}},
			{Name: "outer", Pos: grammar.Position{Filename: "rules/p.rules", Line: 1, Column: 1}}}})
	display := func(p string) string {
		if p == "rules/p.rules" {
			return "HEAD:rules/p.rules"
		}
		return p
	}
	renameRunError(err, display)
	want := "HEAD:rules/p.rules:9:3: no room\n\tin outer (HEAD:rules/p.rules:1:1)\n\tin inner (HEAD:rules/p.rules:4:1)"
	if got := err.Error(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// TestSameError checks that errors are compared by their parts: a run
// error whose clause and callers moved (every position new) is the same
// error; another message, another procedure on the stack, or a load error
// with another hint is not.
func TestSameError(t *testing.T) {
	at := func(line int) grammar.Position {
		return grammar.Position{Filename: "rules/p.rules", Line: line, Column: 3}
	}
	run := func(msg string, line int, procs ...string) error {
		e := &interp.RunError{Pos: at(line), Msg: msg}
		for i, p := range procs {
			e.Stack = append(e.Stack, diag.Frame{Name: p, Pos: at(line + 10*(i+1))})
		}
		return e
	}
	load := func(line int, hint string) error {
		return diag.ErrorList{{Pos: at(line), Msg: `unknown name "fo"`, Hint: hint}}
	}
	cases := []struct {
		name string
		a, b error
		want bool
	}{
		{"moved run error", run("no room", 9, "inner", "outer"), run("no room", 40, "inner", "outer"), true},
		{"other message", run("no room", 9, "inner"), run("no way", 9, "inner"), false},
		{"other caller", run("no room", 9, "inner", "outer"), run("no room", 9, "inner", "other"), false},
		{"deeper stack", run("no room", 9, "inner"), run("no room", 9, "inner", "outer"), false},
		{"moved load error", load(3, "did you mean foo?"), load(7, "did you mean foo?"), true},
		{"other hint", load(3, "did you mean foo?"), load(3, "did you mean for?"), false},
		{"run error and load error", run(`unknown name "fo"`, 3), load(3, ""), false},
		{"none and one", nil, run("no room", 9), false},
		{"none", nil, nil, true},
	}
	for _, c := range cases {
		if got := sameError(c.a, c.b); got != c.want {
			t.Errorf("%s: sameError = %v, want %v", c.name, got, c.want)
		}
	}
}
