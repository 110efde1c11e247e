package suite

import (
	"errors"
	"fmt"

	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/report"
	"github.com/rulec-dev/rulec/scenario"
)

// Diagnostics converts an error from loading or running a scenario, or
// from loading rules, to positioned messages; ok is false when the error
// has no place (a missing file, say). Rules, scenario and run errors come
// out alike, so one printer shows them all.
func Diagnostics(err error) (out []report.Diagnostic, ok bool) {
	var (
		gl grammar.ErrorList
		ge *grammar.Error
		sl scenario.ErrorList
		se *scenario.Error
		re *interp.RunError
		sd *DiceError
		de *interp.DiceError
	)
	switch {
	case err == nil:
		return nil, true
	case errors.As(err, &gl):
		for _, e := range gl {
			out = append(out, GrammarDiagnostic(e))
		}
	case errors.As(err, &ge):
		out = append(out, GrammarDiagnostic(ge))
	case errors.As(err, &sl):
		for _, e := range sl {
			out = append(out, scenarioDiagnostic(e))
		}
	case errors.As(err, &se):
		out = append(out, scenarioDiagnostic(se))
	case errors.As(err, &re):
		d := at(re.Pos, re.Msg)
		for i := len(re.Stack) - 1; i >= 0; i-- {
			d.Notes = append(d.Notes, "in "+re.Stack[i].String())
		}
		out = append(out, d)
	case errors.As(err, &sd):
		d := at(sd.Roll, sd.Msg)
		note := fmt.Sprintf("the scenario's dice are listed at %s", sd.File)
		if sd.Die.Line > 0 {
			note = fmt.Sprintf("die %d is at %s", sd.Index+1, sd.Die)
		}
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
		out = append(out, at(de.Roll, de.Msg))
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

// GrammarDiagnostic converts a rules file's error or warning.
func GrammarDiagnostic(e *grammar.Error) report.Diagnostic {
	d := at(e.Pos, e.Msg)
	d.Hint = e.Hint
	if e.Warning {
		d.Severity = "warning"
	}
	return d
}

// scenarioDiagnostic converts a scenario file's error: the same diag.Error
// as a rules file's.
func scenarioDiagnostic(e *scenario.Error) report.Diagnostic { return GrammarDiagnostic(e) }

// at is an error at a place in a rules file.
func at(p grammar.Position, msg string) report.Diagnostic {
	return report.Diagnostic{File: p.Filename, Line: p.Line, Col: p.Column, Severity: "error", Message: msg}
}
