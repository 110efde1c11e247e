package suite

import (
	"time"

	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/scenario"
)

// RunProgram runs a scenario already parsed from file under a program the
// caller compiled, as RunFile does once it has loaded both: tools that
// compile rules their own way (another version of a file, a git revision)
// get the same results.
func (r *Runner) RunProgram(file string, sc *scenario.Scenario, prog *interp.Program) *Result {
	start := time.Now()
	res := &Result{File: file, Scenario: sc, Program: prog}
	defer func() { res.Elapsed = time.Since(start) }()
	// nil for either was a panic (a nil scenario) or "internal error: a
	// bug in rulec" (a nil program): an embedder's mistake, said so
	switch {
	case sc == nil:
		res.Err = &scenario.Error{Msg: "no scenario to run", Hint: "parse one (scenario.Parse), or fill in a Scenario"}
		return res
	case prog == nil:
		res.Err = noProgram()
		return res
	}
	res.Name = sc.Name
	r.run(res, sc, prog)
	return res
}

// noProgram is the error of a scenario given no program to run under.
func noProgram() error {
	return &scenario.Error{Msg: "no program to run the scenario under", Hint: "load the rules (interp.Load or Runner.Program), and check its error: it returns no program when the rules have errors"}
}
