package check

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/grammar"
)

// The differential test of the two expression checkers, while both exist:
// every bundled rules file and every input of check's and grammar's
// testdata is checked by expr's checker and by the new one, and the two
// lists of errors (position, message and hint) must be equal but for the
// improvements listed in exprImprovements, each of which must still occur.

// diffInputs returns the rules files to check: each a root.
func diffInputs(t *testing.T) []string {
	var out []string
	for _, pat := range []string{"../rules/*.rules", "../rules/*/*.rules", "testdata/check/*.rules",
		"testdata/check/*/main.rules", "../grammar/testdata/errors/*.rules", "../tests/*/*.rules",
		"../interp/testdata/*/*.rules", "../mutate/testdata/*.rules", "../odds/testdata/*.rules",
		"../ruletext/testdata/*.rules"} {
		m, err := filepath.Glob(pat)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, m...)
	}
	return out
}

// diagsOf loads root with the old or the new checker and returns its
// errors and warnings as `line:col: msg (hint)`, sorted.
func diagsOf(root string, newExprs bool) []string {
	src, err := os.ReadFile(root)
	if err != nil {
		return []string{"read: " + err.Error()}
	}
	_, err = loadSources(engine.Stdlib(), []string{root}, map[string][]byte{root: src}, ReadRulesFile, newExprs)
	var list grammar.ErrorList
	var one *grammar.Error
	switch {
	case err == nil:
		return nil
	case errors.As(err, &list):
	case errors.As(err, &one):
		list = grammar.ErrorList{one}
	default:
		return []string{err.Error()}
	}
	var out []string
	for _, e := range list {
		s := fmt.Sprintf("%s:%d:%d: %s", filepath.Base(e.Pos.Filename), e.Pos.Line, e.Pos.Column, e.Msg)
		if e.Hint != "" {
			s += " (" + e.Hint + ")"
		}
		if e.Warning {
			s = "warning " + s
		}
		out = append(out, s)
	}
	sort.Strings(out)
	return out
}

// exprImprovement is a difference between the two checkers' reports on
// an input that is meant: Old is reported by expr's checker only, New by
// the new one only ("" for none), and Why says why New is better.
type exprImprovement struct {
	input, old, new, why string
}

// exprImprovements are the intended differences, each of which must occur.
var exprImprovements = []exprImprovement{
	{"testdata/check/whole.rules",
		"whole.rules:12:30: whole number 99999999999999999999 is out of range: whole numbers go up to 9223372036854775807 (write 99999999999999999999.0 for an approximate number)",
		"whole.rules:12:11: whole number 99999999999999999999 is out of range: whole numbers go up to 9223372036854775807 (write 99999999999999999999.0 for an approximate number)",
		"at the number, not at the comment after it"},
	{"testdata/check/setops.rules",
		"setops.rules:27:11: invalid argument for exists (type unit)",
		"setops.rules:27:11: invalid argument for exists (type unit) (it is exists(list) → bool)",
		"the hint shows what exists takes"},
	{"testdata/check/defs.rules",
		"defs.rules:20:20: argument 3 of closer_than must be a length, not the bare number 3 (write 3in)",
		"defs.rules:20:20: argument d of near must be a length, not the bare number 3 (write 3in)",
		"a def is checked as a function: its argument against its parameter, not the query inside it"},
	{"testdata/check/defs.rules",
		"defs.rules:30:39: it reads a loop's element, but fled_of has a loop of its own, where it would mean that loop's element (give the value a name with let first, outside the loop)",
		"", "a def is a function, not written out: the it inside fled_of is its own loop's, so the rule was right"},
	{"testdata/check/defs.rules",
		"defs.rules:31:44: x reads a loop's element, but fled_of has a loop of its own, where x would mean that loop's element (give the value a name with let first, outside the loop)",
		"", "as above: the argument x is passed, not written into the def's loop"},
	{"testdata/check/exprs.rules",
		"exprs.rules:22:15: type unit has no field sied",
		`exprs.rules:22:15: type unit has no field sied (did you mean "side"?)`, "the nearest field as a hint"},
	{"testdata/check/exprs.rules",
		"exprs.rules:38:22: type unit has no field sied",
		`exprs.rules:38:22: type unit has no field sied (did you mean "side"?)`, "the nearest field as a hint"},
	{"testdata/check/exprs.rules",
		"exprs.rules:25:12: invalid argument for len (type number)",
		"exprs.rules:25:12: invalid argument for len (type number) (it is len(list) → number)", "the hint shows what len takes"},
	{"testdata/check/exprs.rules",
		"exprs.rules:36:12: invalid argument for abs (type word)",
		"exprs.rules:36:12: invalid argument for abs (type word) (it is abs(number) → number)", "the hint shows what abs takes"},
	{"testdata/check/exprs.rules",
		"exprs.rules:27:26: the two branches of a choice mix a length and a number (write 2in)",
		"exprs.rules:27:12: the two branches of a choice mix a length and a number (write 2in)",
		"at the choice, not at its last branch"},
}

func TestExprCheckersAgree(t *testing.T) {
	inputs := diffInputs(t)
	compared, improved := 0, 0
	used := make([]bool, len(exprImprovements))
	for _, root := range inputs {
		old, nu := diagsOf(root, false), diagsOf(root, true)
		compared += len(old)
		only := func(a, b []string) []string {
			count := map[string]int{}
			for _, s := range b {
				count[s]++
			}
			var out []string
			for _, s := range a {
				if count[s] > 0 {
					count[s]--
					continue
				}
				out = append(out, s)
			}
			return out
		}
		oldOnly, newOnly := only(old, nu), only(nu, old)
		// each listed improvement accounts for its pair
		for i, m := range exprImprovements {
			if m.input != root {
				continue
			}
			o, n := indexOf(oldOnly, m.old), indexOf(newOnly, m.new)
			if (m.old != "" && o < 0) || (m.new != "" && n < 0) {
				continue
			}
			used[i] = true
			improved++
			if m.old != "" {
				oldOnly = append(oldOnly[:o], oldOnly[o+1:]...)
			}
			if m.new != "" {
				newOnly = append(newOnly[:n], newOnly[n+1:]...)
			}
		}
		for _, s := range oldOnly {
			t.Errorf("%s: only expr's checker reports %s", root, s)
		}
		for _, s := range newOnly {
			t.Errorf("%s: only the new checker reports %s", root, s)
		}
	}
	for i, m := range exprImprovements {
		if !used[i] {
			t.Errorf("improvement not seen: %s: %q -> %q", m.input, m.old, m.new)
		}
	}
	if len(inputs) < 50 || compared < 150 {
		t.Errorf("only %d inputs and %d diagnostics compared", len(inputs), compared)
	}
	t.Logf("%d inputs, %d diagnostics of expr's checker compared, %d improvements", len(inputs), compared, improved)
}
