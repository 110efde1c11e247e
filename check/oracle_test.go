package check_test

import (
	"fmt"
	"math"
	"math/rand"
	"regexp"
	"strings"
	"testing"

	"github.com/expr-lang/expr"
	"github.com/rulec-dev/rulec/check"
	"github.com/rulec-dev/rulec/engine"
)

// expr-lang/expr is the oracle of the language's arithmetic and boolean
// semantics: the rules language took them from it (a whole number stays
// whole under + - * and %, / and ** give an approximate number, a whole
// and an approximate number combine as approximate, and, or, not, the
// conditional value, ??), and rules writers rely on them. This test, not
// the interpreter, is why go.mod still has expr: random expressions are
// evaluated by expr and, as a constant of a rules file, by the checker and
// the evaluator, and wherever both give a value the two must be the same
// value of the same kind. The language is stricter where it means to be:
// a whole number past the largest is an error (expr wraps round), and the
// checker refuses what mixes kinds; those cases are counted, not compared.
// It is more lenient in one place: % of approximate numbers whose values
// are whole (a roll's total, 3.0) is their whole remainder, where expr
// refused any approximate number (values.go, remainder).

// oracleGen writes random expressions of numbers and truths.
type oracleGen struct {
	r     *rand.Rand
	depth int
}

func (g *oracleGen) num() string {
	if g.depth > 4 || g.r.Intn(4) == 0 {
		switch g.r.Intn(5) {
		case 0:
			return []string{"0.5", "2.5", "1.25", "3.0", "0.1"}[g.r.Intn(5)]
		case 1:
			return []string{"9223372036854775807", "4611686018427387904", "1000000007"}[g.r.Intn(3)]
		}
		return fmt.Sprint(g.r.Intn(10))
	}
	g.depth++
	defer func() { g.depth-- }()
	switch g.r.Intn(8) {
	case 0:
		return "-" + g.num()
	case 1:
		return "(" + g.truth() + " ? " + g.num() + " : " + g.num() + ")"
	case 2:
		return "(nil ?? " + g.num() + ")"
	}
	op := []string{"+", "-", "*", "/", "%", "**", "+", "*"}[g.r.Intn(8)]
	return "(" + g.num() + " " + op + " " + g.num() + ")"
}

func (g *oracleGen) truth() string {
	if g.depth > 4 || g.r.Intn(5) == 0 {
		return []string{"true", "false"}[g.r.Intn(2)]
	}
	g.depth++
	defer func() { g.depth-- }()
	switch g.r.Intn(5) {
	case 0:
		return "not " + g.truth()
	case 1:
		return "(" + g.truth() + " and " + g.truth() + ")"
	case 2:
		return "(" + g.truth() + " or " + g.truth() + ")"
	}
	op := []string{"<", ">", "<=", ">=", "==", "!="}[g.r.Intn(6)]
	return "(" + g.num() + " " + op + " " + g.num() + ")"
}

// remainderOfApprox matches expr's refusal of % on an approximate number.
var remainderOfApprox = regexp.MustCompile(`invalid operation: (float64 % (int|float64)|int % float64)`)

func TestArithmeticMatchesExpr(t *testing.T) {
	g := &oracleGen{r: rand.New(rand.NewSource(24))}
	compared, refused, whole, approx := 0, 0, 0, 0
	for i := 0; i < 3000; i++ {
		text := g.num()
		if i%3 == 0 {
			text = g.truth()
		}
		want, werr := expr.Eval(text, nil)
		src := "units in\nconst c = " + text + "\n"
		prog, err := check.LoadSources(engine.Stdlib(), []string{"o.rules"}, map[string][]byte{"o.rules": []byte(src)}, nil)
		switch {
		case err != nil && strings.Contains(err.Error(), "whole-number overflow"):
			whole++
			continue
		case err != nil && strings.Contains(err.Error(), "out of range"):
			whole++
			continue
		case err != nil && werr != nil:
			continue // both refuse it (a remainder by zero)
		case err != nil:
			refused++
			continue
		case werr != nil && remainderOfApprox.MatchString(werr.Error()):
			approx++
			continue // the language's remainder of whole values, however written
		case werr != nil:
			t.Errorf("%s: expr fails (%v), rules give %v", text, werr, prog.Consts["c"])
			continue
		}
		got := prog.Consts["c"]
		if !sameValue(got, want) {
			t.Errorf("%s: rules give %T %v, expr %T %v", text, got, got, want, want)
		}
		compared++
	}
	t.Logf("%d compared, %d refused by the checker, %d beyond the whole numbers, %d remainders of approximate numbers",
		compared, refused, whole, approx)
	if compared < 1000 {
		t.Errorf("only %d expressions compared", compared)
	}
}

// sameValue reports whether two results are the same value of the same
// kind (NaN equal to NaN).
func sameValue(a, b any) bool {
	if x, ok := a.(float64); ok {
		y, ok := b.(float64)
		return ok && (x == y || math.IsNaN(x) && math.IsNaN(y))
	}
	return fmt.Sprintf("%T %v", a, a) == fmt.Sprintf("%T %v", b, b)
}
