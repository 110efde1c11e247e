package suite

import (
	"errors"

	"github.com/rulec-dev/rulec/diag"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/report"
)

// Diagnostics converts an error from loading or running a scenario, or
// from loading rules, to positioned messages; ok is false when the error
// has no place (a missing file, say). Rules, scenario and run errors come
// out alike, so one printer shows them all.
func Diagnostics(err error) (out []report.Diagnostic, ok bool) {
	var (
		el diag.ErrorList
		ee *diag.Error
		re *interp.RunError
		sd *DiceError
		de *interp.DiceError
	)
	switch {
	case err == nil:
		return nil, true
	case errors.As(err, &el):
		// Rules files and scenario files share diag.Error.
		for _, e := range el {
			out = append(out, GrammarDiagnostic(e))
		}
	case errors.As(err, &ee):
		out = append(out, GrammarDiagnostic(ee))
	case errors.As(err, &re):
		d := at(re.Pos, re.Msg)
		d.Hint = re.Hint
		for i := len(re.Stack) - 1; i >= 0; i-- {
			d.Notes = append(d.Notes, "in "+re.Stack[i].String())
		}
		out = append(out, d)
	case errors.As(err, &sd):
		d := at(sd.Roll, sd.Msg)
		d.Hint = sd.Hint
		note := sd.Where()
		if d.File == "" {
			// Dice left over: the place is the first die not rolled.
			if sd.Die.Line == 0 {
				return nil, false
			}
			d.File, d.Line, d.Col, note = sd.Die.Filename, sd.Die.Line, sd.Die.Column, ""
		}
		if note != "" {
			d.Notes = append(d.Notes, note)
		}
		out = append(out, d)
	case errors.As(err, &de) && de.Roll.Filename != "":
		d := at(de.Roll, de.Msg)
		d.Hint = de.Hint
		out = append(out, d)
	default:
		return nil, false
	}
	return out, true
}

// ErrorReport converts an error for a JSON report.
func ErrorReport(err error) *report.Error {
	if err == nil {
		return nil
	}
	ds, _ := Diagnostics(err)
	if ds == nil {
		ds = []report.Diagnostic{}
	}
	return &report.Error{Message: err.Error(), Diagnostics: ds}
}

// GrammarDiagnostic converts a rules or scenario file's error or warning
// (both are diag.Error).
func GrammarDiagnostic(e *diag.Error) report.Diagnostic {
	d := at(e.Pos, e.Msg)
	d.Hint = e.Hint
	if e.Warning {
		d.Severity = "warning"
	}
	return d
}

// at is an error at a place.
func at(p diag.Pos, msg string) report.Diagnostic {
	return report.Diagnostic{File: p.Filename, Line: p.Line, Col: p.Column, Severity: "error", Message: msg}
}
