package main

import (
	"fmt"
	"io"

	"github.com/rulec-dev/rulec/diag"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/report"
	"github.com/rulec-dev/rulec/suite"
)

// The one printer of positioned messages, whether they come from a rules
// file, a scenario file (both diag.Error) or a run (suite.Diagnostics
// converts them all): `file:line:col: message (hint)`, the source line
// with a caret (diag.Snippet), then any notes (a run error's calls, where
// the dice are).

// diagLine is a message's first line.
func diagLine(d report.Diagnostic) string {
	kind := ""
	if d.Severity == "warning" {
		kind = "warning: "
	}
	s := fmt.Sprintf("%s:%d:%d: %s%s", d.File, d.Line, d.Col, kind, d.Message)
	if d.Hint != "" {
		s += " (" + d.Hint + ")"
	}
	return s
}

// printDiags prints each message, its source line with a caret, and its
// notes; src reads a file's text (nil: from disk).
func printDiags(w io.Writer, ds []report.Diagnostic, src func(string) []byte) {
	if src == nil {
		src = readSource(nil)
	}
	cache := map[string][]byte{}
	for _, d := range ds {
		fmt.Fprintln(w, diagLine(d))
		text, ok := cache[d.File]
		if !ok {
			text = src(d.File)
			cache[d.File] = text
		}
		pos := diag.Pos{Filename: d.File, Line: d.Line, Column: d.Col}
		if s := diag.Snippet(text, pos); s != "" && len(text) > 0 {
			fmt.Fprintln(w, s)
		}
		for _, n := range d.Notes {
			fmt.Fprintf(w, "    %s\n", n)
		}
	}
}

// printError prints any error: positioned ones with their source lines
// and carets, others as `rulec: message`.
func printError(w io.Writer, err error) {
	if ds, ok := suite.Diagnostics(err); ok {
		printDiags(w, ds, nil)
		return
	}
	fmt.Fprintf(w, "rulec: %v\n", err)
}

// printSourceDiagnostics prints a rules check's errors and warnings, then
// a count; source reads each file's text (a version may come from git or
// stdin).
func printSourceDiagnostics(w io.Writer, l grammar.ErrorList, source func(string) []byte) {
	errs := 0
	ds := make([]report.Diagnostic, len(l))
	for i, e := range l {
		ds[i] = suite.GrammarDiagnostic(e)
		if !e.Warning {
			errs++
		}
	}
	printDiags(w, ds, source)
	if errs > 0 {
		fmt.Fprintf(w, "%d error(s), %d warning(s)\n", errs, len(l)-errs)
	}
}

// readSource returns a reader of source text that prefers srcs (stdin,
// unsaved text) and falls back to the file system.
func readSource(srcs map[string][]byte) func(string) []byte {
	return func(name string) []byte {
		if b, ok := srcs[name]; ok {
			return b
		}
		b, _ := interp.ReadRulesFile(name)
		return b
	}
}
