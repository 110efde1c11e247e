package report

import (
	"fmt"
	"io"

	"github.com/rulec-dev/rulec/diag"
)

// The one printer of positioned messages, whether they come from a rules
// file, a scenario file or a run: `file:line:col: message (hint)`, the
// source line with a caret (diag.Snippet), then any notes (a run error's
// calls, where the dice are).

// Text returns a message's first line: `file:line:col: message (hint)`,
// with "warning: " before a warning's message.
func (d Diagnostic) Text() string {
	kind := ""
	if d.Severity == "warning" {
		kind = "warning: "
	}
	s := diag.Short(diag.Pos{Filename: d.File, Line: d.Line, Column: d.Col}) + ": " + kind + d.Message
	if d.Hint != "" {
		s += " (" + d.Hint + ")"
	}
	return s
}

// WriteDiagnostics prints each message, its source line with a caret, and
// its notes; src reads a file's text (each file once).
func WriteDiagnostics(w io.Writer, ds []Diagnostic, src func(string) []byte) {
	cache := map[string][]byte{}
	for _, d := range ds {
		fmt.Fprintln(w, d.Text())
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
