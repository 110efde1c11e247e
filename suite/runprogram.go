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
	res := &Result{File: file, Name: sc.Name, Scenario: sc, Program: prog}
	defer func() { res.Elapsed = time.Since(start) }()
	r.run(res, sc, prog)
	return res
}
