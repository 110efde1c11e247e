package suite

import (
	"slices"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/report"
	"github.com/rulec-dev/rulec/scenario"
	"github.com/rulec-dev/rulec/world"
)

// Status says how a scenario ended, for reports.
func (r *Result) Status() string {
	switch {
	case r.Err != nil:
		return "load_error"
	case r.RunFailed():
		return "run_error"
	case len(r.Failures) > 0:
		return "failed"
	}
	return "passed"
}

// RunFailed reports whether the run stopped with an error its scenario did
// not expect.
func (r *Result) RunFailed() bool {
	return r.Err == nil && r.RunErr != nil && r.Scenario != nil && !r.Scenario.Expect.HasError
}

// HasExpect reports whether the scenario states any expectation.
func (r *Result) HasExpect() bool {
	return r.Scenario == nil || r.Scenario.Expect.Line > 0
}

// checksSomething reports whether the scenario's expectations include one
// that can fail: not only empty ones (Scenario.Empty, never parsed into
// the expectations), no_events events and lacks flags that can never
// occur, and removals and places the run cannot change (noted by
// checkNames and placeNotes).
func (r *Result) checksSomething() bool {
	if r.Scenario == nil {
		return true
	}
	e := r.Scenario.Expect
	if len(e.Events) > 0 || e.HasError {
		return true
	}
	for _, o := range e.Odds {
		if !r.vacuous[o.Pos] {
			return true
		}
	}
	for _, ev := range e.NoEvents {
		if !r.vacuous[ev.Pos] {
			return true
		}
	}
	for _, u := range e.Units {
		checks := func(p scenario.Pos) bool { return !r.vacuous[p] }
		if u.Centre != nil && checks(u.Centre.Pos) || u.Facing != nil && checks(u.Facing.Pos) ||
			u.Removed != nil && checks(u.Removed.Pos) || u.Moved != nil && checks(u.Moved.Pos) ||
			u.InContact != nil && checks(u.InContact.Pos) || u.Engaged != nil && checks(u.Engaged.Pos) ||
			u.Coherent != nil && checks(u.Coherent.Pos) {
			return true
		}
		for _, m := range u.Models {
			if !r.vacuous[m.Centre.Pos] {
				return true
			}
		}
		for _, c := range u.ClearOf {
			if !r.vacuous[c.Pos] {
				return true
			}
		}
		for _, f := range slices.Concat(u.Has, u.Lacks) {
			if !r.vacuous[f.Pos] {
				return true
			}
		}
	}
	return false
}

// RunReport is `rulec run --json` (docs/json.md).
type RunReport struct {
	SchemaVersion int            `json:"schema_version"`
	Scenario      string         `json:"scenario"`
	File          string         `json:"file"`
	Rules         *RulesReport   `json:"rules,omitempty"`
	Run           *InputReport   `json:"run,omitempty"`
	Trace         []interp.Entry `json:"trace"`
	Units         []UnitReport   `json:"units"`
	Events        []string       `json:"events"`
	Status        string         `json:"status"`
	Passed        bool           `json:"passed"`
	HasExpect     bool           `json:"has_expect"`
	// ChecksSomething and ChecksNothing are as in TestResult.
	ChecksSomething bool     `json:"checks_something"`
	ChecksNothing   []string `json:"checks_nothing,omitempty"`
	// Warnings are as in TestResult.
	Warnings []report.Diagnostic `json:"warnings,omitempty"`
	Failures []FailureReport     `json:"failures"`
	Error    *report.Error       `json:"error"`
	Dropped  int                 `json:"trace_dropped,omitempty"`
}

// RulesReport names the ruleset a scenario ran.
type RulesReport struct {
	Name    string `json:"name"`
	Version string `json:"version"`
}

// InputReport is what the scenario asked to run.
type InputReport struct {
	Procedure string            `json:"procedure"`
	Args      map[string]string `json:"args"`
	Dice      []int             `json:"dice"`
	Faces     [][]int           `json:"faces,omitempty"`
	// Seed is set when the dice were thrown at random from it (run
	// --dice random); Dice and Faces are then the dice thrown.
	Seed *uint64 `json:"seed,omitempty"`
}

// UnitReport is a unit's final state.
type UnitReport struct {
	ID      string         `json:"id"`
	Side    string         `json:"side"`
	Centre  report.Point   `json:"centre"`
	Facing  float64        `json:"facing"`
	Removed bool           `json:"removed"`
	Flags   []string       `json:"flags"`
	Models  []report.Point `json:"models,omitempty"`
}

// FailureReport is one expectation not met.
type FailureReport struct {
	File  string `json:"file"`
	Line  int    `json:"line"`
	Col   int    `json:"col"`
	Field string `json:"field"`
	Want  string `json:"want"`
	Got   string `json:"got"`
	Diff  string `json:"diff,omitempty"`
}

// Failures converts failed expectations for a report.
func Failures(fs []scenario.Failure) []FailureReport {
	out := []FailureReport{}
	for _, f := range fs {
		out = append(out, FailureReport{File: f.Filename, Line: f.Line, Col: f.Column, Field: f.Field, Want: f.Want, Got: f.Got, Diff: f.Diff})
	}
	return out
}

// Units converts a world's units, lengths in units' default unit.
func Units(w *world.World, units geom.Units) []UnitReport {
	out := []UnitReport{}
	if w == nil {
		return out
	}
	for _, u := range w.UnitList() {
		ur := UnitReport{ID: u.ID, Side: u.Side, Centre: report.NewPoint(u.Rect.Centre, units),
			Facing: report.Bearing(u.Rect.Facing), Removed: u.Removed, Flags: u.FlagList()}
		if ur.Flags == nil {
			ur.Flags = []string{}
		}
		for _, m := range u.Models {
			ur.Models = append(ur.Models, report.NewPoint(m, units))
		}
		out = append(out, ur)
	}
	return out
}

// NewRunReport builds the report of one run. A result that never got a
// world (the scenario or its rules did not load) has only the error.
func NewRunReport(res *Result) *RunReport {
	out := &RunReport{SchemaVersion: report.SchemaVersion, Scenario: res.Name, File: res.File,
		Trace: []interp.Entry{}, Units: []UnitReport{}, Events: []string{}, Failures: Failures(res.Failures),
		Status: res.Status(), Passed: res.Passed(), HasExpect: res.HasExpect(),
		ChecksSomething: res.HasExpect() && res.checksSomething(), ChecksNothing: res.checksNothing(),
		Warnings: warningReports(res)}
	switch {
	case res.Err != nil:
		out.Error = ErrorReport(res.Err)
	case res.RunFailed():
		out.Error = ErrorReport(res.RunErr)
		out.Failures = []FailureReport{}
	}
	if res.Program != nil {
		out.Rules = &RulesReport{Name: res.Program.Name, Version: res.Program.Version}
	}
	if res.Scenario != nil {
		in := Input(res.Scenario)
		out.Run = &InputReport{Procedure: in.Proc, Args: in.Args, Dice: in.Dice, Faces: in.Faces}
		if res.Thrown != nil {
			seed := res.Seed
			out.Run.Dice, out.Run.Faces, out.Run.Seed = nil, nil, &seed
			for i, d := range res.Thrown {
				out.Run.Dice = append(out.Run.Dice, d.Total)
				if d.Faces != nil {
					out.Run.Faces = append(out.Run.Faces, make([][]int, i+1-len(out.Run.Faces))...)
					out.Run.Faces[i] = d.Faces
				}
			}
		}
		if out.Run.Dice == nil {
			out.Run.Dice = []int{}
		}
	}
	if res.Trace != nil {
		out.Trace = res.Trace.Entries
		out.Dropped = res.Trace.Dropped
	}
	if res.World != nil && res.Program != nil {
		out.Units = Units(res.World, res.Program.Units)
		for _, e := range res.World.Events {
			out.Events = append(out.Events, e.String())
		}
	}
	return out
}

// TestReport is `rulec test --json` (docs/json.md).
type TestReport struct {
	SchemaVersion int          `json:"schema_version"`
	Results       []TestResult `json:"results"`
	Passed        int          `json:"passed"`
	Failed        int          `json:"failed"`
	RunErrors     int          `json:"run_errors"`
	LoadErrors    int          `json:"load_errors"`
	// Of the passed, as the text's closing line counts them (Tally): with
	// no expect, with only expectations that check nothing, and with a
	// part that checks nothing beside real ones.
	PassedUnchecked int          `json:"passed_without_expect"`
	PassedVacuous   int          `json:"passed_checking_nothing"`
	PassedNoted     int          `json:"passed_with_a_part_checking_nothing"`
	Cover           *CoverReport `json:"cover,omitempty"`
	// FilesFound is the number of scenario files found (Found.Files), of
	// which Results are those run: fewer when --run left some out.
	FilesFound int `json:"files_found"`
	// Skipped are the paths found and passed over (Found.Skipped), each
	// named: a second path to a file or folder, a link to nothing.
	Skipped []SkippedReport `json:"skipped"`
	// RulesWarnings are the warnings of the rules the scenarios ran, each
	// once (RulesWarnings).
	RulesWarnings []report.Diagnostic `json:"rules_warnings"`
}

// SkippedReport is a path a command given folders (test, mutate, diff,
// text, check) found and did not read, and why (report.Skipped).
type SkippedReport = report.Skipped

// AddFound records in the report what was found: how many scenario files,
// and the paths passed over.
func (t *TestReport) AddFound(f Found) {
	t.FilesFound = len(f.Files)
	t.Skipped = f.SkippedReports()
}

// TestResult is one scenario's outcome.
type TestResult struct {
	Name      string `json:"name"`
	File      string `json:"file"`
	Status    string `json:"status"`
	Passed    bool   `json:"passed"`
	HasExpect bool   `json:"has_expect"`
	// ChecksSomething is false for a scenario with no expect, or whose
	// every expectation holds whatever the run does; ChecksNothing lists
	// those expectations, as rulec test prints them beside the result.
	ChecksSomething bool     `json:"checks_something"`
	ChecksNothing   []string `json:"checks_nothing,omitempty"`
	// Warnings are what of the scenario's table the format allows but a
	// run may read wrongly (a unit starting in impassable terrain).
	Warnings []report.Diagnostic `json:"warnings,omitempty"`
	Millis   float64             `json:"ms"`
	Failures []FailureReport     `json:"failures"`
	Error    *report.Error       `json:"error"`
	Picture  string              `json:"picture,omitempty"`
}

// CoverReport is clause coverage, per file and overall.
type CoverReport struct {
	Files    []FileCoverReport `json:"files"`
	Covered  int               `json:"covered"`
	Clauses  int               `json:"clauses"`
	NeverRun []ClauseReport    `json:"never_run"`
	// OnlyFailing lists the blocks counted in Covered that only failing
	// scenarios ran (no passing scenario checked them); CoveredPassing
	// is Covered less them.
	OnlyFailing    []ClauseReport `json:"only_failing"`
	CoveredPassing int            `json:"covered_passing"`
	// Parts, PartsEvaluated and PartsBothWays are condition coverage:
	// the parts of and, or and conditional values, those evaluated, and
	// those that decided their condition both ways (a branch: taken).
	Parts          int          `json:"parts"`
	PartsEvaluated int          `json:"parts_evaluated"`
	PartsBothWays  int          `json:"parts_both_ways"`
	NeverEvaluated []PartReport `json:"never_evaluated"`
	OneWay         []PartReport `json:"one_way"`
}

// FileCoverReport is one rules file's coverage.
type FileCoverReport struct {
	File           string `json:"file"`
	Covered        int    `json:"covered"`
	CoveredPassing int    `json:"covered_passing"`
	Clauses        int    `json:"clauses"`
	Parts          int    `json:"parts"`
	PartsEvaluated int    `json:"parts_evaluated"`
	PartsBothWays  int    `json:"parts_both_ways"`
}

// PartReport is a part of a condition not evaluated, or not deciding
// its condition both ways.
type PartReport struct {
	File         string `json:"file"`
	Line         int    `json:"line"`
	Col          int    `json:"col"`
	Text         string `json:"text"`
	Decision     string `json:"decision"`
	Kind         string `json:"kind"`
	Evaluated    int    `json:"evaluated"`
	DecidedTrue  int    `json:"decided_true"`
	DecidedFalse int    `json:"decided_false"`
}

// ClauseReport is a clause no scenario ran.
type ClauseReport struct {
	File string `json:"file"`
	Line int    `json:"line"`
	Col  int    `json:"col"`
	Kind string `json:"kind"`
	Text string `json:"text"`
	Ref  string `json:"ref,omitempty"`
}

// NewTestReport builds the report of a suite run; cover is nil unless
// coverage was asked for, pictures maps results to the pictures drawn.
func NewTestReport(results []*Result, cover []FileCover, pictures map[*Result]string) *TestReport {
	out := &TestReport{SchemaVersion: report.SchemaVersion, Results: []TestResult{}, FilesFound: len(results), Skipped: []SkippedReport{},
		RulesWarnings: RulesWarningReports(results)}
	var tally Tally
	for _, r := range results {
		tally.Add(r)
		t := TestResult{Name: r.Name, File: r.File, Status: r.Status(), Passed: r.Passed(), HasExpect: r.HasExpect(),
			ChecksSomething: r.HasExpect() && r.checksSomething(), ChecksNothing: r.checksNothing(),
			Millis: float64(r.Elapsed.Microseconds()) / 1000, Failures: Failures(r.Failures), Picture: pictures[r],
			Warnings: warningReports(r)}
		switch t.Status {
		case "passed":
			out.Passed++
		case "load_error":
			out.Failed++
			out.LoadErrors++
			t.Error = ErrorReport(r.Err)
		case "run_error":
			out.Failed++
			out.RunErrors++
			t.Error = ErrorReport(r.RunErr)
			t.Failures = []FailureReport{}
		default:
			out.Failed++
		}
		out.Results = append(out.Results, t)
	}
	out.PassedUnchecked, out.PassedVacuous, out.PassedNoted = tally.Unchecked, tally.Vacuous, tally.Noted
	if cover != nil {
		out.Cover = NewCoverReport(cover)
	}
	return out
}

// NewCoverReport converts coverage for a report.
func NewCoverReport(files []FileCover) *CoverReport {
	out := &CoverReport{Files: []FileCoverReport{}, NeverRun: []ClauseReport{}, OnlyFailing: []ClauseReport{}, NeverEvaluated: []PartReport{}, OneWay: []PartReport{}}
	for _, f := range files {
		n := f.Covered()
		e, b := f.PartsCovered()
		nf := f.OnlyFailing()
		out.Files = append(out.Files, FileCoverReport{File: f.File, Covered: n, CoveredPassing: n - nf, Clauses: len(f.Clauses),
			Parts: len(f.Parts), PartsEvaluated: e, PartsBothWays: b})
		out.Covered += n
		out.CoveredPassing += n - nf
		out.Clauses += len(f.Clauses)
		out.Parts, out.PartsEvaluated, out.PartsBothWays = out.Parts+len(f.Parts), out.PartsEvaluated+e, out.PartsBothWays+b
		for _, pc := range f.Parts {
			p := pc.Part
			r := PartReport{File: p.Pos.Filename, Line: p.Pos.Line, Col: p.Pos.Column, Text: p.Text, Decision: p.Decision,
				Kind: p.Kind, Evaluated: pc.Evaluated, DecidedTrue: pc.DecidedTrue, DecidedFalse: pc.DecidedFalse}
			switch {
			case pc.Evaluated == 0:
				out.NeverEvaluated = append(out.NeverEvaluated, r)
			case !pc.BothWays():
				out.OneWay = append(out.OneWay, r)
			}
		}
		for _, cc := range f.Clauses {
			c := cc.Clause
			r := ClauseReport{File: c.Pos().Filename, Line: c.Pos().Line, Col: c.Pos().Column, Kind: c.Kind, Text: c.Text(), Ref: c.Ref}
			switch {
			case cc.Hits == 0:
				out.NeverRun = append(out.NeverRun, r)
			case cc.OnlyFailing():
				out.OnlyFailing = append(out.OnlyFailing, r)
			}
		}
	}
	return out
}

// warningReports converts a result's warnings for a JSON report, nil when
// it has none.
func warningReports(r *Result) []report.Diagnostic {
	var out []report.Diagnostic
	for _, e := range r.Warnings {
		out = append(out, GrammarDiagnostic(e))
	}
	return out
}
