package rulestest_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/mutate"
	"github.com/rulec-dev/rulec/rulediff"
	"github.com/rulec-dev/rulec/scenario"
	"github.com/rulec-dev/rulec/suite"
)

// exprExamples holds, for each kind of expression node, a condition that
// holds one, true on exprWorld's run (A red, E blue, far true).
var exprExamples = map[string]string{
	"Lit":      `1 < 2`,
	"Ident":    `far`,
	"Paren":    `(far)`,
	"Unary":    `not not far`,
	"Binary":   `far and 2 > 1`,
	"Cond":     `(if far then 2 else 1) == 2`,
	"CallExpr": `has(unit, "red") or len(enemies(unit)) == 1`,
	"Loop":     `any(enemies(unit), it.side == "blue")`,
	"Member":   `unit.side == "red"`,
	"Index":    `[1, 2][1] == 2`,
	"Slice":    `len([1, 2, 3][1:]) == 2`,
	"ListExpr": `len([1, 2]) == 2`,
}

const exprWorld = `rules: [r.rules]
board: {width: 48in, depth: 48in}
units:
  A: {side: red, centre: [10in, 10in], facing: 0, base: [1in, 1in]}
  E: {side: blue, centre: [30in, 10in], facing: 0, base: [1in, 1in]}
run: p
args: {unit: A, far: true}
`

// TestEveryWalkerHandlesEveryExprKind runs an example of every kind of
// expression node (grammar.ExprKinds) through every tool that walks
// expressions: the formatter (a round trip), the checker and the
// evaluator (it loads), the interpreter with its explanations and
// coverage (it runs with both, and takes the branch the example decides), the structural diff (a change in it shows), and the mutation
// campaign's generator. A kind added to the grammar with no example fails
// here, and so does one a tool meets and does not handle.
func TestEveryWalkerHandlesEveryExprKind(t *testing.T) {
	for _, k := range grammar.ExprKinds() {
		kind := reflect.TypeOf(k).Elem().Name()
		ex, ok := exprExamples[kind]
		if !ok {
			t.Errorf("no example of a %s: add one to exprExamples", kind)
			continue
		}
		src := fmt.Sprintf("procedure p(unit: unit, far: bool) {\n  if %s {\n    event yes(unit)\n  } else {\n    event no(unit)\n  }\n}\n", ex)
		f, err := grammar.Parse("r.rules", []byte(src))
		if err != nil {
			t.Errorf("%s: %v", kind, err)
			continue
		}
		found := false
		grammar.Walk(f, func(n grammar.Node) bool {
			found = found || reflect.TypeOf(n) == reflect.TypeOf(k)
			return true
		})
		if !found {
			t.Errorf("%s: the example %q holds no %s", kind, ex, kind)
		}
		// the formatter
		out := grammar.Format(f, nil, 0)
		if g, err := grammar.Parse("r.rules", out); err != nil || string(grammar.Format(g, nil, 0)) != string(out) {
			t.Errorf("%s: the formatter's output does not read back the same: %v\n%s", kind, err, out)
		}
		// the checker, the evaluator, the interpreter, its explanations
		// and coverage
		prog, err := interp.LoadSources(interp.Stdlib(), []string{"r.rules"}, map[string][]byte{"r.rules": []byte(src)}, nil)
		if err != nil {
			t.Errorf("%s: %v", kind, err)
			continue
		}
		sc, err := scenario.Parse("s.yaml", []byte(exprWorld))
		if err != nil {
			t.Fatal(err)
		}
		w, err := sc.Build(prog.Units)
		if err != nil {
			t.Fatal(err)
		}
		tr, err := prog.Run(w, suite.Input(sc), interp.Options{Trace: true, Explain: true})
		if err != nil {
			t.Errorf("%s: %v", kind, err)
			continue
		}
		var text strings.Builder
		tr.Write(&text)
		if !strings.Contains(text.String(), "event yes A") {
			t.Errorf("%s: the run did not record yes A:\n%s", kind, text.String())
		}
		ran := 0
		for _, c := range prog.Clauses {
			if tr.Hits[c.ID] > 0 {
				ran++
			}
		}
		if ran < 2 {
			t.Errorf("%s: coverage saw %d blocks run, want the procedure and the if body", kind, ran)
		}
		// the structural diff
		changed := strings.Replace(src, "if "+ex+" {", "if ("+ex+") == false {", 1)
		g, err := grammar.Parse("r2.rules", []byte(changed))
		if err != nil {
			t.Fatal(err)
		}
		if len(rulediff.Files(f, g)) == 0 {
			t.Errorf("%s: diff sees no change from %q to its negation", kind, ex)
		}
		// the mutation campaign's generator
		if _, _, err := mutate.Generate("r.rules", []byte(src)); err != nil {
			t.Errorf("%s: mutate: %v", kind, err)
		}
	}
}
