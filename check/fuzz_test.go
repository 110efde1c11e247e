package check_test

import (
	"math/rand"
	"os"
	"path/filepath"
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

// FuzzCheck checks any rules file: the checker accepts it or refuses it
// with errors, each at a place in the file; it never panics. (A def named
// like a query panicked in defCheck: its refused declaration was checked
// all the same.) The seeds are the small test rules of tests/ and a few
// declarations of every kind.
func FuzzCheck(f *testing.F) {
	files, _ := filepath.Glob("../tests/*/*.rules")
	for _, file := range files {
		if data, err := os.ReadFile(file); err == nil && len(data) < 4000 {
			f.Add(data)
		}
	}
	for _, s := range []string{
		"def distance(u: unit) = 6in\nprocedure walk(unit: unit) {\n  move unit, forward: distance(unit)\n}\n",
		"remember stride(u: unit): length default 1in\nprocedure walk(unit: unit) {\n  set stride(unit) = 2in\n  move unit, forward: stride(unit)\n}\n",
		"order near(a: unit, b: unit) {\n  minimise distance(a, b)\n}\nprocedure walk(unit: unit) {\n  pick e from enemies(unit) by near(unit)\n  move unit, forward: 1in\n}\n",
		"const reach = 6in\nprocedure walk(unit: unit, far: bool) {\n  first {\n    when far and reach > 1in { move unit, forward: 1in }\n    otherwise { stop }\n  }\n}\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		_, err := check.LoadSources(engine.Stdlib(), []string{"f.rules"}, map[string][]byte{"f.rules": src}, nil)
		if err == nil {
			return
		}
		for _, line := range strings.Split(err.Error(), "\n") {
			if strings.HasPrefix(line, "f.rules:") || strings.HasPrefix(line, " ") || strings.HasPrefix(line, "\t") || line == "" {
				continue
			}
			if strings.Contains(line, "error(s)") {
				continue
			}
			t.Errorf("an error line without a place: %q", line)
		}
	})
}
