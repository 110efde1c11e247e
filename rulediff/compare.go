package rulediff

import (
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/rulec-dev/rulec/diag"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/odds"
	"github.com/rulec-dev/rulec/report"
	"github.com/rulec-dev/rulec/suite"
)

// Options says what a comparison covers beyond the structure.
type Options struct {
	// Suites are the scenario files and folders run under both versions;
	// none runs no scenario.
	Suites []string
	// Odds, when set, compares each scenario's outcome distribution too.
	Odds *odds.Options
	// RenderDir, when set, receives a picture of each scenario whose
	// outcome changed, old beside new.
	RenderDir string
	// PlayDir, when set, receives a step-through page of each scenario
	// whose outcome changed, the old run beside the new stepping together.
	PlayDir string
	// Start is when the comparison began, for the time the summary gives
	// (opening the versions included); zero means when Compare is called.
	Start time.Time
}

// Comparison is everything a comparison of two versions found.
type Comparison struct {
	Old, New *Version
	Changes  []Change
	Results  []*Scenario     // nil when no suite ran
	Odds     []*OddsScenario // nil without Options.Odds
	Summary  Summary
	Pictures map[string]string // by scenario file
	Pages    map[string]string // by scenario file
	// Found is what the walk of Options.Suites found: the scenario files
	// run, and the paths passed over, which WriteText and Report name.
	Found suite.Found
	opt   Options
}

// Compare compares two versions: their structure, and with opt.Suites the
// outcomes (and with opt.Odds the odds) of the scenarios that use the file.
func Compare(reg *interp.Registry, old, new *Version, opt Options) (*Comparison, error) {
	start := opt.Start
	if start.IsZero() {
		start = time.Now()
	}
	c := &Comparison{Old: old, New: new, Changes: Changes(old, new), opt: opt}
	if len(opt.Suites) > 0 {
		found, err := suite.CollectFound(opt.Suites)
		if err != nil {
			return nil, err
		}
		c.Found = found
		files := found.Files
		c.Results = behaviourOf(reg, old, new, files, 0, opt.PlayDir != "")
		if opt.Odds != nil {
			c.Odds = Odds(reg, old, new, files, *opt.Odds)
		}
	}
	markUnreached(c.Changes, c.Results, opt.Odds != nil)
	c.Summary = Summarise(c.Results, time.Since(start))
	c.Summary.Unreached = c.Unreached()
	if opt.RenderDir != "" {
		var err error
		if c.Pictures, err = RenderChanged(opt.RenderDir, old, new, c.Results); err != nil {
			return nil, err
		}
	}
	if opt.PlayDir != "" {
		var err error
		if c.Pages, err = PlayChanged(opt.PlayDir, old, new, c.Results); err != nil {
			return nil, err
		}
	}
	return c, nil
}

// WriteText prints the comparison for people.
func (c *Comparison) WriteText(w io.Writer) {
	suite.WriteSkipped(w, c.Found)
	WriteText(w, c.Old, c.New, c.Changes, c.Results, c.Summary, len(c.opt.Suites) > 0, c.Pictures, c.Pages)
	if c.opt.Odds != nil {
		WriteOddsText(w, c.Odds, c.opt.Odds.GroupBy)
	}
}

// Report is the comparison's JSON document.
func (c *Comparison) Report() *Report {
	rep := NewReport(c.Old, c.New, c.Changes, c.Results, c.Summary, c.Pictures)
	if c.opt.Odds != nil {
		rep.Odds = NewOddsReports(c.Odds)
	}
	rep.Skipped = c.Found.SkippedReports()
	return rep
}

// Verdict is 0 when nothing differs (with suites: no outcome and no odds
// changed), 1 when something does, 2 when a scenario could not be
// compared under either version.
func (c *Comparison) Verdict() int {
	moved, oddsErrs := 0, 0
	for _, s := range c.Odds {
		switch s.Status() {
		case "moved":
			moved++
		case "error":
			oddsErrs++
		}
	}
	// With suites, the scenarios that ran decide; when none uses the
	// file, none ran, and the structure decides as without suites; so it
	// does for a change no scenario's run reached, of which the scenarios
	// say nothing.
	ran := len(c.opt.Suites) > 0 && c.Summary.Ran() > 0
	switch {
	case c.Summary.Errors > 0 || oddsErrs > 0:
		return 2
	case ran && (c.Summary.Changed > 0 || moved > 0), !ran && len(c.Changes) > 0, ran && c.Unreached() > 0:
		return 1
	}
	return 0
}

// Unreached returns how many changes no scenario's run reached.
func (c *Comparison) Unreached() int { return unreached(c.Changes) }

// OpenError is what went wrong opening versions: each error with the
// version it belongs to, when it got as far as one.
type OpenError struct {
	errs     []error
	versions []*Version
}

// Error joins the versions' errors.
func (e *OpenError) Error() string { return errors.Join(e.errs...).Error() }

// OpenBoth opens two versions (see Open); err is an *OpenError when either
// cannot be read or compiled.
func OpenBoth(reg *interp.Registry, revs Revisions, oldName, newName string) (old, new *Version, err error) {
	oe := &OpenError{}
	open := func(name string) *Version {
		v, err := Open(reg, revs, name)
		if err != nil {
			oe.errs, oe.versions = append(oe.errs, err), append(oe.versions, v)
		}
		return v
	}
	old, new = open(oldName), open(newName)
	if len(oe.errs) > 0 {
		return old, new, oe
	}
	return old, new, nil
}

// WriteText prints each error as rulec check does: a version's rules
// errors with their source lines and carets and a count, any other error
// as `rulec: message`.
func (e *OpenError) WriteText(w io.Writer) {
	for i, err := range e.errs {
		list, isList := diag.AsList(err)
		if v := e.versions[i]; isList && v != nil {
			suite.WriteCheck(w, suite.Unique(list), v.Source)
			continue
		}
		fmt.Fprintf(w, "rulec: %v\n", err)
	}
}

// Report is the errors' JSON document, for command.
func (e *OpenError) Report(command string) report.ErrorReport {
	ds := []report.Diagnostic{}
	for i, err := range e.errs {
		list, isList := diag.AsList(err)
		if !isList || e.versions[i] == nil {
			if d, ok := suite.Diagnostics(err); ok {
				ds = append(ds, d...)
			}
			continue
		}
		for _, x := range suite.Unique(list) {
			ds = append(ds, suite.GrammarDiagnostic(x))
		}
	}
	return report.ErrorReport{SchemaVersion: report.SchemaVersion, Command: command, Error: report.Error{Message: e.Error(), Diagnostics: ds}}
}
