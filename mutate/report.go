package mutate

import (
	"fmt"
	"io"
	"slices"

	"github.com/rulec-dev/rulec/diag"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/report"
	"github.com/rulec-dev/rulec/suite"
)

// WriteText prints a campaign for people: per file, the scenarios used,
// the counts and score, then the surviving mutants grouped by the clause
// they change (with its ref and place), and the equivalent ones a rules
// writer marked, with the reasons. verbose lists every mutant.
func (r *Result) WriteText(w io.Writer, verbose bool) {
	for _, f := range r.Failing {
		fmt.Fprintf(w, "left out %s: it fails on the original rules: %s\n", f.File, why(f))
	}
	for _, f := range r.Files {
		f.writeText(w, verbose)
	}
	s := r.Score()
	fmt.Fprintf(w, "score %d/%d non-equivalent killed (%.1f%%) over %s\n",
		s.Killed, s.NonEquivalent(), s.Percent(), plural(len(r.Files), "file"))
}

// writeText prints one file's part of WriteText.
func (f *FileResult) writeText(w io.Writer, verbose bool) {
	for _, e := range f.Warnings {
		fmt.Fprintf(w, "%s\n", e.Error())
	}
	s := f.Score()
	verb := "use"
	if len(f.Scenarios) == 1 {
		verb = "uses"
	}
	fmt.Fprintf(w, "mutate %s: %s %s it\n", f.File, plural(len(f.Scenarios), "scenario"), verb)
	fmt.Fprintf(w, "  %s: %d killed, %d survived%s, %d equivalent (%d format as the original, %d detected, %d marked), %d invalid\n",
		plural(s.Mutants, "mutant"), s.Killed, s.Survived, stoppedNote(s.Stopped), s.Equivalent, s.Formatted, s.Detected, s.Marked, s.Invalid)
	fmt.Fprintf(w, "  score %d/%d non-equivalent killed (%.1f%%)\n", s.Killed, s.NonEquivalent(), s.Percent())
	if verbose {
		fmt.Fprintln(w, "  mutants:")
		for _, o := range f.Outcomes {
			fmt.Fprintf(w, "    %d %s  %s%s\n", o.ID, o.Status, o.Mutant, o.detail())
		}
	}
	f.writeGroup(w, "survived", Survived, func(*Outcome) bool { return true })
	f.writeGroup(w, "stopped, not scored: only the step budget, the time limit or a crash of rulec failed them "+
		"(a loop without end, a crawl), never an expectation", Stopped, func(*Outcome) bool { return true })
	f.writeGroup(w, "equivalent, detected", Equivalent, func(o *Outcome) bool { return o.How == Detected })
	f.writeGroup(w, "equivalent, marked", Equivalent, func(o *Outcome) bool { return o.How == Marked })
}

// writeGroup prints the outcomes of one status that keep accepts,
// grouped by clause.
func (f *FileResult) writeGroup(w io.Writer, title string, st Status, keep func(*Outcome) bool) {
	var group []*Outcome
	for _, o := range f.Outcomes {
		if o.Status == st && keep(o) {
			group = append(group, o)
		}
	}
	slices.SortStableFunc(group, func(a, b *Outcome) int { return a.ClausePos.Offset - b.ClausePos.Offset })
	var last grammar.Position
	started := false
	for _, o := range group {
		if !started {
			fmt.Fprintf(w, "  %s:\n", title)
			started = true
		}
		if o.ClausePos != last {
			last = o.ClausePos
			fmt.Fprintf(w, "    %s  %s%s\n", diag.Short(o.ClausePos), clip(o.Clause), refSuffix(o.Ref))
			if o.In != "" {
				fmt.Fprintf(w, "      in %s\n", o.In)
			}
		}
		fmt.Fprintf(w, "      %d:%d %s %s%s\n", o.Pos.Line, o.Pos.Column, o.Op, o.Change, o.detail())
	}
}

// detail is what a mutant's line adds after its change: who killed it,
// why it is invalid or equivalent.
func (o *Outcome) detail() string {
	switch o.Status {
	case Killed:
		return "  by " + o.KilledBy
	case Stopped:
		return "  by " + o.KilledBy + ": " + o.Why
	case Invalid:
		return "  (" + o.Why + ")"
	case Equivalent:
		return ": " + o.Equivalent
	}
	return ""
}

// stoppedNote says how many mutants stopped, not scored.
func stoppedNote(n int) string {
	if n == 0 {
		return ""
	}
	return fmt.Sprintf(", %d stopped (not scored)", n)
}

// refSuffix prints a ref after a clause.
func refSuffix(ref string) string {
	if ref == "" {
		return ""
	}
	return "  [" + clip(ref) + "]"
}

// plural returns "1 file", "2 files".
func plural(n int, word string) string {
	if n == 1 {
		return fmt.Sprintf("1 %s", word)
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// Report is `rulec mutate --json` (docs/json/mutate.schema.json).
type Report struct {
	SchemaVersion int          `json:"schema_version"`
	Files         []FileReport `json:"files"`
	Failing       []FailReport `json:"failing"`
	Score         ScoreReport  `json:"score"`
	// MinScore is the verdict on --min-score, when one is given: the
	// exit code's reason, so a reader of the JSON need not redo the
	// arithmetic on a percent rounded to one decimal.
	MinScore *MinScoreReport `json:"min_score,omitempty"`
	// Skipped are the paths below the --suite folders passed over, each
	// with why (suite.CollectFound): a second path to a file or folder, a
	// link to nothing.
	Skipped []suite.SkippedReport `json:"skipped"`
}

// MinScoreReport is whether a campaign's score meets a minimum.
type MinScoreReport struct {
	Want float64 `json:"want"`
	Met  bool    `json:"met"`
	// Why says why it is not met ("" when it is).
	Why string `json:"why,omitempty"`
}

// FileReport is one rules file's campaign.
type FileReport struct {
	File      string              `json:"file"`
	Scenarios []string            `json:"scenarios"`
	Score     ScoreReport         `json:"score"`
	Mutants   []MutantReport      `json:"mutants"`
	Warnings  []report.Diagnostic `json:"warnings"`
}

// ScoreReport is a Score.
type ScoreReport struct {
	Mutants int `json:"mutants"`
	Killed  int `json:"killed"`
	// KilledByBudget is always 0: a mutant only a spent budget failed
	// is stopped (schema version 1 keeps the field).
	KilledByBudget int     `json:"killed_by_budget"`
	Stopped        int     `json:"stopped"`
	Survived       int     `json:"survived"`
	Equivalent     int     `json:"equivalent"`
	Formatted      int     `json:"formats_as_original"`
	Detected       int     `json:"detected"`
	Marked         int     `json:"marked"`
	Invalid        int     `json:"invalid"`
	NonEquivalent  int     `json:"non_equivalent"`
	Percent        float64 `json:"percent"`
}

// MutantReport is one mutant and its outcome.
type MutantReport struct {
	ID         int    `json:"id"`
	Op         Op     `json:"op"`
	Change     string `json:"change"`
	Line       int    `json:"line"`
	Col        int    `json:"col"`
	Clause     string `json:"clause"`
	ClauseLine int    `json:"clause_line"`
	ClauseCol  int    `json:"clause_col"`
	Ref        string `json:"ref"`
	In         string `json:"in"`
	Status     Status `json:"status"`
	KilledBy   string `json:"killed_by,omitempty"`
	Why        string `json:"why,omitempty"`
	Equivalent string `json:"equivalent,omitempty"`
	How        string `json:"how,omitempty"`
}

// FailReport is a scenario left out because it fails on the original.
type FailReport struct {
	File string `json:"file"`
	Why  string `json:"why"`
}

// Report returns the campaign as a JSON document.
func (r *Result) Report() *Report {
	out := &Report{SchemaVersion: report.SchemaVersion, Files: []FileReport{}, Failing: []FailReport{}, Score: scoreReport(r.Score()), Skipped: []suite.SkippedReport{}}
	for _, f := range r.Failing {
		out.Failing = append(out.Failing, FailReport{File: f.File, Why: why(f)})
	}
	for _, f := range r.Files {
		fr := FileReport{File: f.File, Scenarios: append([]string{}, f.Scenarios...), Score: scoreReport(f.Score()),
			Mutants: []MutantReport{}, Warnings: []report.Diagnostic{}}
		for _, e := range f.Warnings {
			fr.Warnings = append(fr.Warnings, suite.GrammarDiagnostic(e))
		}
		for _, o := range f.Outcomes {
			fr.Mutants = append(fr.Mutants, MutantReport{
				ID: o.ID, Op: o.Op, Change: o.Change, Line: o.Pos.Line, Col: o.Pos.Column,
				Clause: o.Clause, ClauseLine: o.ClausePos.Line, ClauseCol: o.ClausePos.Column,
				Ref: o.Ref, In: o.In, Status: o.Status, KilledBy: o.KilledBy, Why: o.Why, Equivalent: o.Equivalent, How: string(o.How),
			})
		}
		out.Files = append(out.Files, fr)
	}
	return out
}

// scoreReport converts a Score.
func scoreReport(s Score) ScoreReport {
	pct := s.Percent()
	return ScoreReport{Mutants: s.Mutants, Killed: s.Killed, Stopped: s.Stopped, Survived: s.Survived, Equivalent: s.Equivalent,
		Formatted: s.Formatted, Detected: s.Detected, Marked: s.Marked, Invalid: s.Invalid, NonEquivalent: s.NonEquivalent(),
		Percent: float64(int(pct*10+0.5)) / 10}
}
