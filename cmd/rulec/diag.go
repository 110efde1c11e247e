package main

import (
	"errors"
	"fmt"
	"io"

	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/scenario"
	"github.com/rulec-dev/rulec/suite"
)

// diag is one positioned message as rulec prints it, whether it comes from
// a rules file, a scenario file or a run: `file:line:col: message (hint)`,
// the source line with a caret, then any notes (a run error's calls, where
// the dice are).
type diag struct {
	pos     grammar.Position
	msg     string
	hint    string
	warning bool
	notes   []string
}

// String is the first line.
func (d diag) String() string {
	kind := ""
	if d.warning {
		kind = "warning: "
	}
	s := fmt.Sprintf("%s:%d:%d: %s%s", d.pos.Filename, d.pos.Line, d.pos.Column, kind, d.msg)
	if d.hint != "" {
		s += " (" + d.hint + ")"
	}
	return s
}

// diagsOf converts an error to positioned messages; ok is false when the
// error has no place (a missing file, say).
func diagsOf(err error) (out []diag, ok bool) {
	var (
		gl grammar.ErrorList
		ge *grammar.Error
		sl scenario.ErrorList
		se *scenario.Error
		re *interp.RunError
		sd *suite.DiceError
		de *interp.DiceError
	)
	switch {
	case err == nil:
		return nil, true
	case errors.As(err, &gl):
		for _, e := range gl {
			out = append(out, grammarDiag(e))
		}
	case errors.As(err, &ge):
		out = append(out, grammarDiag(ge))
	case errors.As(err, &sl):
		for _, e := range sl {
			out = append(out, scenarioDiag(e))
		}
	case errors.As(err, &se):
		out = append(out, scenarioDiag(se))
	case errors.As(err, &re):
		d := diag{pos: re.Pos, msg: re.Msg}
		for i := len(re.Stack) - 1; i >= 0; i-- {
			d.notes = append(d.notes, "in "+re.Stack[i])
		}
		out = append(out, d)
	case errors.As(err, &sd):
		d := diag{pos: sd.Roll, msg: sd.Msg}
		note := fmt.Sprintf("the scenario's dice are listed at %s", sd.File)
		if sd.Die.Line > 0 {
			note = fmt.Sprintf("die %d is at %s", sd.Index+1, sd.Die)
		}
		if d.pos.Filename == "" {
			// Dice left over: the place is the first die not rolled.
			d.pos, note = toGrammar(sd.Die), ""
		}
		if d.pos.Filename == "" {
			return nil, false
		}
		if note != "" {
			d.notes = append(d.notes, note)
		}
		out = append(out, d)
	case errors.As(err, &de) && de.Roll.Filename != "":
		out = append(out, diag{pos: de.Roll, msg: de.Msg})
	default:
		return nil, false
	}
	return out, true
}

// grammarDiag converts a rules file's error.
func grammarDiag(e *grammar.Error) diag {
	return diag{pos: e.Pos, msg: e.Msg, hint: e.Hint, warning: e.Warning}
}

// scenarioDiag converts a scenario file's error.
func scenarioDiag(e *scenario.Error) diag {
	return diag{pos: toGrammar(e.Pos), msg: e.Msg, hint: e.Hint}
}

// toGrammar converts a scenario position.
func toGrammar(p scenario.Pos) grammar.Position {
	return grammar.Position{Filename: p.File, Line: p.Line, Column: p.Col}
}

// printDiags prints each message, its source line with a caret, and its
// notes; src reads a file's text (nil: from disk).
func printDiags(w io.Writer, ds []diag, src func(string) []byte) {
	if src == nil {
		src = readSource(nil)
	}
	cache := map[string][]byte{}
	for _, d := range ds {
		fmt.Fprintln(w, d.String())
		text, ok := cache[d.pos.Filename]
		if !ok {
			text = src(d.pos.Filename)
			cache[d.pos.Filename] = text
		}
		if s := grammar.Snippet(text, d.pos); s != "" && len(text) > 0 {
			fmt.Fprintln(w, s)
		}
		for _, n := range d.notes {
			fmt.Fprintf(w, "    %s\n", n)
		}
	}
}

// printError prints any error: positioned ones with their source lines
// and carets, others as `rulec: message`.
func printError(w io.Writer, err error) {
	if ds, ok := diagsOf(err); ok {
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
	ds := make([]diag, len(l))
	for i, e := range l {
		ds[i] = grammarDiag(e)
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
