package interp_test

import (
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/interp"
)

// The tests in this file fail against the code as it stands: each pins a
// bug in non-test code, and its comment names the fix.

// TestExplainShowsCallValues checks that -explain shows the value of a
// call inside a condition under the call's text.
//
// Fails: expr locates a CallNode at its callee's name and a MemberNode at
// its property, so atoms (compile.go) slices "facing" out of
// "facing(unit)", compiles the bare name and shows `facing = none`;
// `unit.side` and `len(...)` are not shown at all. Fix: in atoms, take the
// span of a call from its callee to the closing bracket, of a member
// access from its object, and show the source tokens of that span.
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
// Fails: Ctx.move (actions.go) calls Trace.move without a position,
// although Ctx.action (run.go) stores it in c.actionPos and c.actionRef for
// that purpose. Fix: give Trace.move the position and rule and set Pos and
// Ref in its Entry.
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
// Fails: checkProc (check.go) puts the parameters in the scope's vars but
// not its pos, so the message reads `"unit" is already defined at :0:0`.
// Fix: set sc.pos[prm.Name] = d.Params[i].Pos beside sc.vars.
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
// Fails: `by` is a keyword (it ends the candidates of choose), so
// grammar.Arg's `( @Ident ":" )?` cannot match `by:` and the statement is
// a syntax error at the comma (`from:` had the same problem and was renamed
// clear_of). Fix: rename wheel's parameter in actions.go (for example to
// `angle`), or let grammar.Arg's name be a keyword:
// `( @(Ident | "by" | "from" | "as" | "default") ":" )?`.
func TestNamedArgumentBy(t *testing.T) {
	src := "procedure p(unit: unit) {\n  wheel unit, by: 30\n}\n"
	if _, err := interp.LoadSources(interp.Stdlib(), []string{"p.rules"}, map[string][]byte{"p.rules": []byte(src)}, nil); err != nil {
		t.Error(err)
	}
}

// TestTypeErrorsUseRulesTypeNames checks that type errors name the rules
// language's types, not Go's.
//
// Fails: exprError (compile.go) rewrites "*world.Body" to "unit", but expr
// writes the type without the star: `mismatched types world.Body and int`.
// Fix: also replace "world.Body" (after "*world.Body"), "[]*world.Body"
// with "units", and "float64"/"int" with "number".
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
// Fails: checker.options (compile.go) gives a variable of unknown type the
// value nil, which expr types as nil, not as unknown, so
// `turn(y, 90)` is rejected with "cannot use nil as argument (type
// float64) to call turn". Fix: declare the environment as a types.Map
// (github.com/expr-lang/expr/types) with types.Any for variables whose type
// is nil or any, and types.TypeOf(sample(t)) otherwise.
func TestLoopOverListLiteral(t *testing.T) {
	src := "procedure p(unit: unit) {\n  for y in [1, 2] {\n    pivot unit, to: turn(y, 90)\n  }\n}\n"
	if _, err := interp.LoadSources(interp.Stdlib(), []string{"p.rules"}, map[string][]byte{"p.rules": []byte(src)}, nil); err != nil {
		t.Error(err)
	}
}
