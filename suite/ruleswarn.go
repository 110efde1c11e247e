package suite

import (
	"fmt"
	"io"

	"github.com/rulec-dev/rulec/diag"
	"github.com/rulec-dev/rulec/report"
)

// RulesWarnings gathers the warnings of the rules the scenarios ran (the
// check's, as rulec check prints them: a variable a goto passes over, a
// step no run can leave), each once however many scenarios load the
// file. rulec test printed none of them: a rules writer running a suite
// saw a run read none where the check had warned. A procedure of an
// imported file never called is left out: whether it is called depends on
// which files the program was loaded from (check.Program.Uncalled), and a
// suite's other scenarios may run it.
type RulesWarnings struct {
	seen map[string]bool
}

// Add returns the warnings of res's program not returned before.
func (rw *RulesWarnings) Add(res *Result) diag.ErrorList {
	if res == nil || res.Program == nil {
		return nil
	}
	var out diag.ErrorList
	for _, e := range res.Program.Warnings {
		if e == nil || res.Program.Uncalled[e] {
			continue
		}
		if rw.seen == nil {
			rw.seen = map[string]bool{}
		}
		if k := e.Error(); !rw.seen[k] {
			rw.seen[k] = true
			out = append(out, e)
		}
	}
	return out
}

// Write prints the warnings of res's program not printed before, one a
// line, each with its file:line:col and its hint in brackets.
func (rw *RulesWarnings) Write(w io.Writer, res *Result) {
	for _, e := range rw.Add(res) {
		hint := ""
		if e.Hint != "" {
			hint = " (" + e.Hint + ")"
		}
		fmt.Fprintf(w, "warning: %s: %s%s\n", diag.Short(e.Pos), e.Msg, hint)
	}
}

// RulesWarningReports returns the warnings of the rules the results ran,
// each once, for a JSON report.
func RulesWarningReports(results []*Result) []report.Diagnostic {
	var rw RulesWarnings
	out := []report.Diagnostic{}
	for _, r := range results {
		for _, e := range rw.Add(r) {
			out = append(out, GrammarDiagnostic(e))
		}
	}
	return out
}
