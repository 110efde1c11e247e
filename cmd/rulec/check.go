package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/ruletext"
)

// diagnostic is one error or warning in --json output.
type diagnostic struct {
	File     string `json:"file"`
	Line     int    `json:"line"`
	Col      int    `json:"col"`
	Severity string `json:"severity"`
	Message  string `json:"message"`
	Hint     string `json:"hint,omitempty"`
}

// check implements `rulec check`.
func (c *cli) check(args []string) int {
	fs := c.flags("check")
	asJSON := fs.Bool("json", false, "print diagnostics as a JSON array (for editors)")
	if code, ok := parse(fs, args); !ok {
		return code
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return 2
	}
	// The files are checked as one program, so a procedure of one that
	// another imports is not reported unused when it is an entry point.
	prog, err := interp.Load(interp.Stdlib(), fs.Args()...)
	all, ok := asList(err)
	if err != nil && !ok {
		fmt.Fprintf(c.stderr, "rulec: %v\n", err)
		return 2
	}
	failed := err != nil
	if !failed {
		all = prog.Warnings
		// Quotations in refs are checked against the sources the files name.
		if book, err := ruletext.Load(fs.Args()...); err == nil {
			all = append(all, book.Diags...)
		}
	}
	all = dedupe(all)
	if *asJSON {
		printJSON(c.stdout, all)
	} else {
		printDiagnostics(c.stderr, all)
	}
	if failed {
		return 1
	}
	return 0
}

// asList converts a load error to a list of positioned errors.
func asList(err error) (grammar.ErrorList, bool) {
	var list grammar.ErrorList
	var one *grammar.Error
	switch {
	case err == nil:
		return nil, true
	case errors.As(err, &list):
		return list, true
	case errors.As(err, &one):
		return grammar.ErrorList{one}, true
	}
	return nil, false
}

// dedupe drops repeats (a file imported by two checked files).
func dedupe(l grammar.ErrorList) grammar.ErrorList {
	seen := map[string]bool{}
	var out grammar.ErrorList
	for _, e := range l {
		if k := e.Error(); !seen[k] {
			seen[k] = true
			out = append(out, e)
		}
	}
	out.Sort()
	return out
}

// printDiagnostics prints each error, its source line with a caret, and a
// count.
func printDiagnostics(w io.Writer, l grammar.ErrorList) {
	srcs := map[string][]byte{}
	errs := 0
	for _, e := range l {
		fmt.Fprintln(w, e.Error())
		src, ok := srcs[e.Pos.Filename]
		if !ok {
			src, _ = os.ReadFile(e.Pos.Filename)
			srcs[e.Pos.Filename] = src
		}
		if s := grammar.Snippet(src, e.Pos); s != "" {
			fmt.Fprintln(w, s)
		}
		if !e.Warning {
			errs++
		}
	}
	if errs > 0 {
		fmt.Fprintf(w, "%d error(s), %d warning(s)\n", errs, len(l)-errs)
	}
}

// printJSON prints diagnostics for editors.
func printJSON(w io.Writer, l grammar.ErrorList) {
	out := []diagnostic{}
	for _, e := range l {
		sev := "error"
		if e.Warning {
			sev = "warning"
		}
		out = append(out, diagnostic{File: e.Pos.Filename, Line: e.Pos.Line, Col: e.Pos.Column, Severity: sev, Message: e.Msg, Hint: e.Hint})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.Encode(out)
}
