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
			src = grammar.Format(file, comments, grammar.Width)
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

// InlineOrder writes the lines of the orders that the pick named pick
// follows into the pick itself, as a rules writer would before editing one
// pick alone: the pick's require lines, then each order's, its candidate
// renamed to the pick's and its other parameters replaced by the pick's
// arguments in brackets, then the pick's other lines. It runs as before.
func InlineOrder(t testing.TB, f *grammar.File, pick string) {
	t.Helper()
	p := Find(t, f, func(p *grammar.Pick) bool { return p.Name == pick && len(p.By) > 0 })
	var lines, others []*grammar.Priority
	for _, pr := range p.Priorities {
		if pr.Kind == "require" {
			lines = append(lines, pr)
		} else {
			others = append(others, pr)
		}
	}
	for _, use := range p.By {
		o := Find(t, f, func(o *grammar.Order) bool { return o.Name == use.Name })
		for _, pr := range o.Priorities {
			c := *pr
			v := *pr.Value
			var vt []grammar.ExprToken
			prToks := pr.Value.Tokens()
			for i, tok := range prToks {
				k := -1
				if tok.Kind == "Ident" && (i == 0 || prToks[i-1].Value != ".") {
					k = slices.IndexFunc(o.Params, func(prm *grammar.Param) bool { return prm.Name == tok.Value })
				}
				switch {
				case k < 0:
					vt = append(vt, tok)
				case k == 0:
					tok.Value = p.Name
					vt = append(vt, tok)
				default:
					vt = append(vt, grammar.ExprToken{Kind: "Op", Value: "(", Pos: tok.Pos})
					vt = use.Args[k-1].AppendTokens(vt)
					vt = append(vt, grammar.ExprToken{Kind: "Op", Value: ")", Pos: tok.Pos})
				}
			}
			v.SetTokens(vt)
			c.Value = &v
			lines = append(lines, &c)
		}
	}
	p.By, p.Block, p.Priorities = nil, true, append(lines, others...)
}

// SwapRotationAndShift inlines Maximising Contact into the pick of
// charge_move in charge.rules (see InlineOrder) and puts its "not rotating
// the enemy unit" (a prefer line on rotates_target) where "move no more
// than it must" (a minimise line on shift) was, and the other way round: a
// placement that turns the target but moves the charger less then wins.
func SwapRotationAndShift(t testing.TB, f *grammar.File) {
	t.Helper()
	InlineOrder(t, f, "placement")
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
