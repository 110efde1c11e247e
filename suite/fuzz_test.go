package suite_test

import (
	"errors"
	"os"
	"testing"
	"time"

	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/scenario"
	"github.com/rulec-dev/rulec/suite"
)

// fuzzBudget is the run budget FuzzRun gives each run: small, so that a
// looping input ends quickly.
const fuzzBudget = 20_000

// fuzzRules and fuzzScenario are small seeds that reach most statements:
// a loop, a goto, a first group, a choice, a roll, a move.
const fuzzRules = `ruleset "f" version "1"
units in
const step_length = 1in
procedure p(unit: unit, n: number) {
  step 1 "a" {
    roll d = D6
    first "g" {
      when n > 5 { goto step 2 }
      otherwise { move unit, forward: d * step_length }
    }
  }
  step 2 "b" {
    for e in enemies(unit) {
      event seen(e)
    }
    choose t from enemies(unit) by owner(unit) default sorted_by_distance(unit, enemies(unit))[0]
    if n > 100 { goto step 1 }
  }
}
`

const fuzzScenario = `board: {width: 48in, depth: 48in}
units:
  A: {side: red, centre: [20in, 10in], facing: 0, base: [1in, 1in], files: 2}
  E: {side: blue, centre: [10in, 30in], facing: 180, base: [1in, 1in]}
terrain:
  - {name: wood, kind: forest, polygon: [[0in, 0in], [4in, 0in], [4in, 4in]]}
run: p
args: {unit: A, n: 7}
dice: [3]
choices: {t: E}
`

// FuzzRun loads rules and a scenario from bytes, checks them and runs them
// under a small budget: whatever the input, nothing may panic and no run
// may go past its budget.
func FuzzRun(f *testing.F) {
	f.Add([]byte(fuzzRules), []byte(fuzzScenario))
	f.Add([]byte(fuzzRules), []byte("board: {width: 1in, depth: 1in}\nrun: p\n"))
	f.Add([]byte("units in\nprocedure p(unit: unit) {\n  step 1 { goto step 1 }\n}\n"), []byte(fuzzScenario))
	if src, err := os.ReadFile("../tests/interp/engine.rules"); err == nil {
		f.Add(src, []byte(fuzzScenario))
	}
	noImports := func(path string) ([]byte, error) { return nil, errors.New("no imports while fuzzing") }
	f.Fuzz(func(t *testing.T, rules, scen []byte) {
		prog, err := interp.LoadSources(interp.Stdlib(), []string{"f.rules"}, map[string][]byte{"f.rules": rules}, noImports)
		if err != nil {
			return
		}
		sc, err := scenario.Parse("f.yaml", scen)
		if err != nil {
			return
		}
		r := suite.New(interp.Stdlib())
		r.Trace, r.MaxSteps, r.Timeout = true, fuzzBudget, 10*time.Second
		res := r.RunProgram("f.yaml", sc, prog)
		if ie := (*suite.InternalError)(nil); errors.As(res.Err, &ie) {
			t.Fatalf("rulec panicked: %v", ie) // the runner keeps a panic from stopping a suite; here it is a bug found
		}
		if res.Trace != nil && res.Trace.Steps > fuzzBudget+1 {
			t.Errorf("the run spent %d steps, past its budget of %d", res.Trace.Steps, fuzzBudget)
		}
		if res.Elapsed > 20*time.Second {
			t.Errorf("the run took %v", res.Elapsed)
		}
	})
}
