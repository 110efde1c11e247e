package check_test

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/check"
	"github.com/rulec-dev/rulec/engine"
)

// FuzzEval checks and evaluates any expression as a constant and as a
// procedure's let (which a run would evaluate): the checker refuses it
// with errors, or the evaluator computes it or fails with an error; it
// never panics, and a constant's failure is a positioned error.
func FuzzEval(f *testing.F) {
	for _, s := range []string{"1 + 2 * 3", "7 / 2", "2 ** 3 ** 2", "[1, 2][5]", "nil ?? 3",
		"max([1, 2.5])", `split("a_b", "_")[1]`, "len([1, 2]) > 1 and not false", "1 < 2 <= 3",
		`fromPairs([["a", 1]])["a"]`, "filter([1, 2, 3], it > 1)", "any x in [1, 2]: x > 1",
		"sortBy([3, 1], it)", "9223372036854775807 + 1", "if true then 1in else 2mm", "[1, 2][1:]"} {
		f.Add(s)
	}
	g := &oracleGen{r: rand.New(rand.NewSource(1))}
	for range 20 {
		f.Add(g.num())
	}
	f.Fuzz(func(t *testing.T, text string) {
		if strings.ContainsAny(text, "\n\r{}#") {
			return // one expression on one line
		}
		src := "units in\nconst c = " + text + "\nprocedure p(u: unit) {\n  let v = " + text + "\n  event e(v)\n}\n"
		_, err := check.LoadSources(engine.Stdlib(), []string{"f.rules"}, map[string][]byte{"f.rules": []byte(src)}, nil)
		if err != nil && !strings.HasPrefix(err.Error(), "f.rules:") {
			t.Errorf("%q: an error without a position: %v", text, err)
		}
	})
}
