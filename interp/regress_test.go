package interp_test

import (
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/interp"
)

// Regression tests: each pins a bug these tests found in non-test code
// (fixed in 61f378e and the changes around it); the comments say what went
// wrong.

// TestExplainShowsCallValues checks that -explain shows the value of a
// call inside a condition under the call's text.
//
// Bug: expr locates a CallNode at its callee's name, so atoms (compile.go)
// sliced "facing" out of "facing(unit)", compiled the bare name and showed
// `facing = none`.
func TestExplainShowsCallValues(t *testing.T) {
	tr, _, err := runProc(t, "classify", map[string]string{"unit": "A", "n": "3"}, nil, interp.Options{Trace: true, Explain: true})
	if err != nil {
		t.Fatal(err)
	}
	tried := clauseEntry(t, tr).Tried
	if len(tried) != 3 {
		t.Fatalf("%d clauses tried, want 3", len(tried))
	}
	want := interp.Value{Name: "facing(unit)", Value: "0"}
	if !containsValue(tried[2].Values, want) {
		t.Errorf("%s: values %v lack facing(unit) = 0", tried[2].Cond, tried[2].Values)
	}
}

// TestMoveEntriesCiteTheirAction checks that the trace entry of a move
// names the action's place and rule, like every other entry.
//
// Bug: Ctx.move (actions.go) called Trace.move without a position,
// although Ctx.action stored one in c.actionPos for that purpose.
func TestMoveEntriesCiteTheirAction(t *testing.T) {
	tr, _, err := runProc(t, "walk", map[string]string{"unit": "A"}, nil, interp.Options{Trace: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range tr.Entries {
		if e.Kind != "move" {
			continue
		}
		if e.Move == nil || e.Move.Unit != "A" || e.Move.Action != "move" {
			t.Errorf("move record %+v", e.Move)
		}
		if e.Where != "rt.rules:53:3" || e.Ref != "walk on" {
			t.Errorf("move entry %q cites %q [%s], want rt.rules:53:3 [walk on]", e.Text, e.Where, e.Ref)
		}
		return
	}
	t.Fatal("no move entry")
}

// TestRedefinedParameterCitesIt checks that redefining a parameter names
// the parameter's place.
//
// Bug: checkProc (check.go) put the parameters in the scope's vars but not
// its pos, so the message read `"unit" is already defined at :0:0`.
func TestRedefinedParameterCitesIt(t *testing.T) {
	src := "procedure p(unit: unit) {\n  let unit = 2\n}\n"
	_, err := interp.LoadSources(interp.Stdlib(), []string{"p.rules"}, map[string][]byte{"p.rules": []byte(src)}, nil)
	want := `p.rules:2:3: "unit" is already defined at p.rules:1:13`
	if err == nil || err.Error() != want {
		t.Errorf("error %v, want %s", err, want)
	}
}

// TestNamedArgumentBy checks that `wheel u, by: A`, the form the action's
// documentation gives, parses.
//
// Bug: `by` is a keyword, so grammar.Arg's `( @Ident ":" )?` could not
// match `by:` and the statement was a syntax error at the comma.
func TestNamedArgumentBy(t *testing.T) {
	src := "procedure p(unit: unit) {\n  wheel unit, by: 30\n}\n"
	if _, err := interp.LoadSources(interp.Stdlib(), []string{"p.rules"}, map[string][]byte{"p.rules": []byte(src)}, nil); err != nil {
		t.Error(err)
	}
}

// TestTypeErrorsUseRulesTypeNames checks that type errors name the rules
// language's types, not Go's.
//
// Bug: exprError (compile.go) rewrote "*world.Body" to "unit", but expr
// writes the type without the star: `mismatched types world.Body and int`.
func TestTypeErrorsUseRulesTypeNames(t *testing.T) {
	src := "procedure p(unit: unit) {\n  let bad = unit + 1\n}\n"
	_, err := interp.LoadSources(interp.Stdlib(), []string{"p.rules"}, map[string][]byte{"p.rules": []byte(src)}, nil)
	if err == nil {
		t.Fatal("no error")
	}
	if strings.Contains(err.Error(), "world.") {
		t.Errorf("error names a Go type: %v", err)
	}
}

// TestLoopOverListLiteral checks that the variable of a loop over a list
// literal, whose elements expr types as any, can be passed to a query.
//
// Bug: checker.options (compile.go) gave a variable of unknown type the
// value nil, which expr types as nil, not as unknown, so `turn(y, 90)` was
// rejected with "cannot use nil as argument (type float64) to call turn".
func TestLoopOverListLiteral(t *testing.T) {
	src := "procedure p(unit: unit) {\n  for y in [1, 2] {\n    pivot unit, to: turn(y, 90)\n  }\n}\n"
	if _, err := interp.LoadSources(interp.Stdlib(), []string{"p.rules"}, map[string][]byte{"p.rules": []byte(src)}, nil); err != nil {
		t.Error(err)
	}
}
