package rulediff

import (
	"time"

	"github.com/rulec-dev/rulec/diag"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/report"
	"github.com/rulec-dev/rulec/suite"
)

// Summary counts the scenarios a behavioural diff ran.
type Summary struct {
	Scenarios  int `json:"scenarios"`
	Unaffected int `json:"unaffected"`
	Same       int `json:"same"`
	// Rerouted counts those of Same whose runs took other decisions.
	Rerouted int `json:"same_outcome_other_decisions"`
	// Within counts those of Same where a centre or facing moved by no
	// more than the tolerance (Scenario.Within).
	Within  int `json:"same_within_tolerance"`
	Changed int `json:"changed"`
	Errors  int `json:"errors"`
	// NowFailing and NowPassing count the scenarios whose expectations
	// held under the old version and fail under the new, and the reverse.
	NowFailing int `json:"now_failing"`
	NowPassing int `json:"now_passing"`
	// Unreached counts the structural changes no scenario's run reached
	// (Change.Unreached): "no scenario's outcome changed" says nothing of
	// them, and they make the exit code 1, so a reader of the summary
	// alone must see them.
	Unreached int     `json:"unreached_changes"`
	Millis    float64 `json:"ms"`
}

// Ran returns how many scenarios ran under both versions: those that use
// the file and could be read.
func (s Summary) Ran() int { return s.Scenarios - s.Unaffected - s.Errors }

// Summarise counts the comparisons.
func Summarise(results []*Scenario, elapsed time.Duration) Summary {
	s := Summary{Scenarios: len(results), Millis: float64(elapsed.Microseconds()) / 1000}
	for _, r := range results {
		if o, n := r.Verdicts(); o != n {
			if n == "FAIL" {
				s.NowFailing++
			} else {
				s.NowPassing++
			}
		}
		switch r.Status() {
		case "error":
			s.Errors++
		case "unaffected":
			s.Unaffected++
		case "changed":
			s.Changed++
		default:
			s.Same++
			if r.Parting != nil {
				s.Rerouted++
			}
			if r.Status() == "same" && len(r.Within) > 0 {
				s.Within++
			}
		}
	}
	return s
}

// Status is unaffected, same, changed or error.
func (s *Scenario) Status() string {
	switch {
	case s.Err != nil:
		return "error"
	case s.Uses == "":
		return "unaffected"
	case s.Changed():
		return "changed"
	}
	return "same"
}

// Where prints a position as file:line:col.
func Where(p grammar.Position) string { return diag.Short(p) }

// Report is `rulec diff --json` (docs/json.md).
type Report struct {
	SchemaVersion int              `json:"schema_version"`
	Old           string           `json:"old"`
	New           string           `json:"new"`
	Structure     []ChangeReport   `json:"structure"`
	Scenarios     []ScenarioReport `json:"scenarios"`
	Summary       *Summary         `json:"summary"`
	// Odds, with --odds, compares each scenario's outcome distribution.
	Odds []OddsReport `json:"odds,omitempty"`
	// Skipped are the paths below the --suite folders passed over, each
	// with why (suite.CollectFound).
	Skipped []suite.SkippedReport `json:"skipped"`
}

// ChangeReport is one structural change with its places.
type ChangeReport struct {
	Change
	OldPos string `json:"old"`
	NewPos string `json:"new"`
}

// ScenarioReport is one scenario's comparison.
type ScenarioReport struct {
	Name        string                `json:"name"`
	File        string                `json:"file"`
	Status      string                `json:"status"`
	Error       *report.Error         `json:"error"`
	Uses        string                `json:"uses,omitempty"`
	Diffs       []Difference          `json:"diffs"`
	Within      []Difference          `json:"within_tolerance"`
	OldPassed   bool                  `json:"old_passed"`
	NewPassed   bool                  `json:"new_passed"`
	NewFailures []suite.FailureReport `json:"new_failures"`
	Parting     *PartingReport        `json:"parting"`
	Picture     string                `json:"picture,omitempty"`
}

// PartingReport is where two traces part.
type PartingReport struct {
	Index int          `json:"index"`
	Old   *EntryReport `json:"old"`
	New   *EntryReport `json:"new"`
}

// EntryReport is a trace entry with its position in the diff's names.
type EntryReport struct {
	Kind  string `json:"kind"`
	Where string `json:"where"`
	Ref   string `json:"ref,omitempty"`
	Text  string `json:"text"`
}

// NewReport builds the report of a diff; results is nil without suites,
// pictures gives each changed scenario's picture by scenario file.
func NewReport(old, new *Version, changes []Change, results []*Scenario, sum Summary, pictures map[string]string) *Report {
	out := &Report{SchemaVersion: report.SchemaVersion, Old: old.Name, New: new.Name, Structure: []ChangeReport{}, Scenarios: []ScenarioReport{}, Skipped: []suite.SkippedReport{}}
	for _, ch := range changes {
		out.Structure = append(out.Structure, ChangeReport{ch, Where(ch.Old), Where(ch.New)})
	}
	for _, r := range results {
		sr := r.report()
		sr.Picture = pictures[r.File]
		out.Scenarios = append(out.Scenarios, sr)
	}
	if results != nil {
		out.Summary = &sum
	}
	return out
}

// report converts one comparison.
func (s *Scenario) report() ScenarioReport {
	out := ScenarioReport{Name: s.Name, File: s.File, Uses: s.Uses, Diffs: s.Diffs, Status: s.Status(), NewFailures: []suite.FailureReport{}}
	if out.Diffs == nil {
		out.Diffs = []Difference{}
	}
	if out.Within = s.Within; out.Within == nil {
		out.Within = []Difference{}
	}
	switch out.Status {
	case "error":
		out.Error = suite.ErrorReport(s.Err)
		return out
	case "unaffected":
		return out
	}
	out.OldPassed, out.NewPassed, out.NewFailures = s.Old.Passed(), s.New.Passed(), suite.Failures(s.New.Failures)
	if p := s.Parting; p != nil {
		out.Parting = &PartingReport{Index: p.Index, Old: entryReport(s.Old, p.Old), New: entryReport(s.New, p.New)}
	}
	return out
}

// entryReport converts a trace entry, nil for none.
func entryReport(run *Run, e *interp.Entry) *EntryReport {
	if e == nil {
		return nil
	}
	return &EntryReport{Kind: e.Kind, Where: run.Where(e.Pos), Ref: e.Ref, Text: e.Text}
}
