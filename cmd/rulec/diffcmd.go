package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/rulec-dev/rulec/diag"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/odds"
	"github.com/rulec-dev/rulec/render"
	"github.com/rulec-dev/rulec/report"
	"github.com/rulec-dev/rulec/rulediff"
	"github.com/rulec-dev/rulec/suite"
	"github.com/spf13/cobra"
)

// diffHelp follows the flags in `rulec help diff`.
const diffHelp = `
OLD and NEW are rules files, or REV:path for a file at a git revision (the
path relative to the current directory; the files it imports are read at
REV too).

Procedures match by name, steps by label and title, other statements and
clauses by the rule they cite, then by their text. Reported: clauses and
statements added, removed, changed (condition, action, ref) and moved. A
move inside a first group or a priority order changes which clause or
priority wins. Layout and comments are not differences.

With -suite, every scenario whose rules use the file (or import it) runs
under both versions. For each whose outcome changes (units' centres,
facings, removal and flags, the events, errors) diff prints what differs,
whether the expectations held under each version, and the first decision
at which the two runs part.

With -odds too, diff also finds each such scenario's outcome distribution
under both versions (as rulec odds does, grouped by -group-by, events by
default) and prints how each outcome's probability moves:
  contact B E: 58.3% → 41.7%  (21/36 → 15/36)

Exit codes: 0 no differences (with -suite: no outcome changed), 1
differences, 2 errors in either version or a scenario.
`

// diffCmd is `rulec diff`.
func (c *cli) diffCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:               "diff OLD NEW [--suite DIR]... [--render DIR] [--odds] [--json]",
		Short:             "compare two versions of a rules file: clauses added, removed, changed, moved; with --suite, changed outcomes",
		Long:              strings.TrimSpace(diffHelp),
		Args:              cobra.ExactArgs(2),
		ValidArgsFunction: completeExt("rules"),
	}
	suites := cmd.Flags().StringArray("suite", nil, "run the scenarios in this `DIR` or file under both versions (repeatable)")
	renderDir := cmd.Flags().String("render", "", "write `DIR`/NAME.svg, old and new side by side, for each scenario whose outcome changed")
	asJSON := cmd.Flags().Bool("json", false, "print the differences as JSON (docs/json.md)")
	withOdds := cmd.Flags().Bool("odds", false, "with --suite, compare each scenario's outcome distribution over every roll")
	group := cmd.Flags().String("group-by", "events", "with --odds, what makes two runs one outcome, `GROUP`: events, positions or all")
	cmd.RegisterFlagCompletionFunc("suite", completeExt("yaml", "yml"))
	cmd.RegisterFlagCompletionFunc("render", completeDirs)
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		g, err := odds.ParseGroup(*group)
		if err != nil {
			return usagef(cmd, "--group-by: %v", err)
		}
		if *withOdds {
			c.diffOdds = &odds.Options{GroupBy: g}
		}
		return c.exit(c.diff(args, *suites, *renderDir, *asJSON))
	}
	return cmd
}

// diff compares two versions.
func (c *cli) diff(names, suites []string, renderDirFlag string, asJSONFlag bool) int {
	renderDir, asJSON := &renderDirFlag, &asJSONFlag
	if c.diffOdds != nil && len(suites) == 0 {
		return c.fail("diff", *asJSON, fmt.Errorf("-odds compares the scenarios' odds: give -suite too"))
	}
	if *renderDir != "" && len(suites) == 0 {
		return c.fail("diff", *asJSON, fmt.Errorf("-render draws the scenarios whose outcome changed: give -suite too"))
	}
	start := time.Now()
	reg := interp.Stdlib()
	old, new, ok := c.openVersions(reg, names[0], names[1], *asJSON)
	if !ok {
		return 2
	}
	changes := rulediff.Changes(old, new)
	var results []*rulediff.Scenario
	var oddsResults []*rulediff.OddsScenario
	if len(suites) > 0 {
		files, err := suite.Collect(suites)
		if err != nil {
			return c.fail("diff", *asJSON, err)
		}
		results = rulediff.Behaviour(reg, old, new, files, 0)
		if c.diffOdds != nil {
			oddsResults = rulediff.Odds(reg, old, new, files, *c.diffOdds)
		}
	}
	sum := rulediff.Summarise(results, time.Since(start))
	var pictures map[string]string
	if *renderDir != "" {
		var err error
		if pictures, err = renderChanged(*renderDir, old, new, results); err != nil {
			return c.fail("diff", *asJSON, err)
		}
	}
	if *asJSON {
		rep := rulediff.NewReport(old, new, changes, results, sum, pictures)
		if c.diffOdds != nil {
			rep.Odds = rulediff.NewOddsReports(oddsResults)
		}
		writeJSON(c.stdout, rep)
	} else {
		writeDiff(c.stdout, old, new, changes, results, sum, len(suites) > 0, pictures)
		if c.diffOdds != nil {
			writeOddsDiff(c.stdout, oddsResults, c.diffOdds.GroupBy)
		}
	}
	moved, oddsErrs := 0, 0
	for _, s := range oddsResults {
		switch s.Status() {
		case "moved":
			moved++
		case "error":
			oddsErrs++
		}
	}
	switch {
	case sum.Errors > 0 || oddsErrs > 0:
		return 2
	case len(suites) > 0 && (sum.Changed > 0 || moved > 0), len(suites) == 0 && len(changes) > 0:
		return 1
	}
	return 0
}

// openVersions reads and compiles both versions, printing their errors as
// `rulec check` does (as one JSON error document with asJSON).
func (c *cli) openVersions(reg *interp.Registry, oldName, newName string, asJSON bool) (old, new *rulediff.Version, ok bool) {
	var errs []error
	var ds []report.Diagnostic
	open := func(name string) *rulediff.Version {
		v, err := rulediff.Open(reg, rulediff.Git{}, name)
		if err == nil {
			return v
		}
		errs = append(errs, err)
		list, isList := diag.AsList(err)
		if !isList || v == nil {
			if d, ok := suite.Diagnostics(err); ok {
				ds = append(ds, d...)
			}
			if !asJSON {
				fmt.Fprintf(c.stderr, "rulec: %v\n", err)
			}
			return v
		}
		list = dedupe(list)
		for _, e := range list {
			ds = append(ds, suite.GrammarDiagnostic(e))
		}
		if !asJSON {
			printSourceDiagnostics(c.stderr, list, v.Source)
		}
		return v
	}
	old, new = open(oldName), open(newName)
	if len(errs) > 0 && asJSON {
		msg := errors.Join(errs...).Error()
		if ds == nil {
			ds = []report.Diagnostic{}
		}
		writeJSON(c.stdout, report.ErrorReport{SchemaVersion: report.SchemaVersion, Command: "diff", Error: report.Error{Message: msg, Diagnostics: ds}})
	}
	return old, new, len(errs) == 0
}

// writeDiff prints the differences for people.
func writeDiff(w io.Writer, old, new *rulediff.Version, changes []rulediff.Change, results []*rulediff.Scenario, sum rulediff.Summary, ran bool, pictures map[string]string) {
	fmt.Fprintf(w, "diff %s → %s\n", old.Name, new.Name)
	if len(changes) == 0 {
		fmt.Fprintln(w, "\nstructure: no differences")
	} else {
		fmt.Fprintf(w, "\nstructure: %s\n", plural(len(changes), "change"))
	}
	for _, ch := range changes {
		writeChange(w, ch)
	}
	if !ran {
		return
	}
	fmt.Fprintln(w, "\nbehaviour:")
	for _, r := range results {
		switch {
		case r.Err != nil:
			fmt.Fprintf(w, "  error    %s  %s\n      %s\n", r.Name, r.File, indentText(r.Err.Error(), "      "))
		case r.Changed():
			writeScenario(w, r)
			if p := pictures[r.File]; p != "" {
				fmt.Fprintf(w, "      picture: %s\n", p)
			}
		}
	}
	if sum.Changed == 0 && sum.Errors == 0 {
		fmt.Fprintln(w, "  no scenario's outcome changed")
	}
	fmt.Fprintf(w, "\n%d scenarios: %d unaffected, %d same", sum.Scenarios, sum.Unaffected, sum.Same)
	if sum.Rerouted > 0 {
		fmt.Fprintf(w, " (%d by other decisions)", sum.Rerouted)
	}
	fmt.Fprintf(w, ", %d changed", sum.Changed)
	if sum.Errors > 0 {
		fmt.Fprintf(w, ", %d errors", sum.Errors)
	}
	fmt.Fprintf(w, "  (%v)\n", time.Duration(sum.Millis*float64(time.Millisecond)).Round(time.Millisecond))
}

// writeChange prints one structural change.
func writeChange(w io.Writer, ch rulediff.Change) {
	fmt.Fprintf(w, "  %s: %s\n", ch.Kind, ch.What)
	fmt.Fprintf(w, "      %s → %s\n", rulediff.Where(ch.Old), rulediff.Where(ch.New))
	if ch.In != "" {
		fmt.Fprintf(w, "      in %s\n", ch.In)
	}
	if ch.OldText != "" || ch.NewText != "" {
		fmt.Fprintf(w, "      old: %s\n      new: %s\n", ch.OldText, ch.NewText)
	}
	if ch.Note != "" {
		fmt.Fprintf(w, "      %s\n", ch.Note)
	}
}

// writeScenario prints what changed in one scenario: the outcome, the
// expectations' verdicts, and where the decisions part.
func writeScenario(w io.Writer, r *rulediff.Scenario) {
	fmt.Fprintf(w, "  changed  %s  %s\n", r.Name, r.File)
	for _, d := range r.Diffs {
		if strings.Contains(d.Old+d.New, "\n") {
			fmt.Fprintf(w, "      %s:\n        old: %s\n        new: %s\n", d.What, indentText(untab(d.Old), "             "), indentText(untab(d.New), "             "))
			continue
		}
		fmt.Fprintf(w, "      %s: old %s, new %s\n", d.What, d.Old, d.New)
	}
	fmt.Fprintf(w, "      expectations: %s\n", verdict(r))
	if !r.New.Passed() {
		var b bytes.Buffer
		if r.New.Err != nil {
			fmt.Fprintf(&b, "    %s\n", indentText(r.New.Err.Error(), "    "))
		}
		writeFailures(&b, r.New.Failures)
		indent{w, "    "}.Write(b.Bytes())
	}
	if p := r.Parting; p != nil {
		if p.After != nil {
			fmt.Fprintf(w, "      decisions part after %s  (%s)\n", p.After.Text, r.Old.Where(p.After.Pos))
		} else {
			fmt.Fprintln(w, "      decisions part at the start")
		}
		fmt.Fprintf(w, "        old: %s\n", entryLine(r.Old, p.Old))
		fmt.Fprintf(w, "        new: %s\n", entryLine(r.New, p.New))
	}
}

// verdict says whether the expectations held under each version.
func verdict(r *rulediff.Scenario) string {
	word := func(res *rulediff.Run) string {
		if res.Passed() {
			return "ok"
		}
		return "FAIL"
	}
	o, n := word(r.Old), word(r.New)
	if o == n {
		return o + " under both"
	}
	return "was " + o + ", now " + n
}

// entryLine prints a trace entry with its ref and position, or says the
// trace ended.
func entryLine(run *rulediff.Run, e *interp.Entry) string {
	if e == nil {
		return "(the run ends here)"
	}
	s := e.Text
	if e.Ref != "" {
		s += "  [" + e.Ref + "]"
	}
	if wh := run.Where(e.Pos); wh != "" {
		s += "  (" + wh + ")"
	}
	return s
}

// plural returns "1 change" or "N changes".
func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// renderChanged writes DIR/NAME.svg, old beside new, for each scenario
// whose outcome changed, NAME being the scenario file's, and returns the
// pictures' paths by scenario file.
func renderChanged(dir string, old, new *rulediff.Version, results []*rulediff.Scenario) (map[string]string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	out := map[string]string{}
	taken := map[string]bool{}
	for _, r := range results {
		if r.Err != nil || !r.Changed() || r.Old.World == nil || r.New.World == nil {
			continue
		}
		base := strings.TrimSuffix(filepath.Base(r.File), filepath.Ext(r.File))
		name := base
		for n := 2; taken[name]; n++ {
			name = fmt.Sprintf("%s-%d", base, n)
		}
		taken[name] = true
		path := filepath.Join(dir, name+".svg")
		if err := renderPair(path, old, new, r); err != nil {
			return nil, err
		}
		out[r.File] = path
	}
	return out, nil
}

// renderPair writes one scenario's outcomes side by side.
func renderPair(path string, old, new *rulediff.Version, r *rulediff.Scenario) error {
	opt := render.Options{Title: r.Name, Units: r.Old.Program.Units, Focus: involved(r)}
	if start, err := r.Old.Scenario.Build(r.Old.Program.Units); err == nil {
		opt.Start = start
	}
	// The run is the same under both; the flags are each version's own.
	opt.Caption = caption(r.Old.Result)[:1]
	var b bytes.Buffer
	if err := render.SideBySide(&b, r.Old.World, r.New.World, "old: "+old.Name+flagsText(r.Old.World), "new: "+new.Name+flagsText(r.New.World), opt); err != nil {
		return fmt.Errorf("%s: %v", r.File, err)
	}
	return os.WriteFile(path, b.Bytes(), 0o644)
}

// untab replaces the tabs that indent an error's call stack.
func untab(s string) string { return strings.ReplaceAll(s, "\t", "  ") }

// involved returns the units whose outcome differs between the versions,
// so the side-by-side picture is cropped to them.
func involved(r *rulediff.Scenario) []string {
	var out []string
	seen := map[string]bool{}
	for _, d := range r.Diffs {
		id, _, _ := strings.Cut(d.What, " ")
		if !seen[id] && r.Old.World.Get(id) != nil {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}

// writeOddsDiff prints how each scenario's outcome distribution moves.
func writeOddsDiff(w io.Writer, results []*rulediff.OddsScenario, g odds.Group) {
	fmt.Fprintf(w, "\nodds (grouped by %s):\n", g)
	count := map[string]int{}
	for _, s := range results {
		count[s.Status()]++
		switch s.Status() {
		case "error":
			fmt.Fprintf(w, "  error    %s  %s\n      %s\n", s.Name, s.File, indentText(s.ErrText(), "      "))
		case "moved":
			fmt.Fprintf(w, "  moved    %s  %s\n", s.Name, s.File)
			for _, m := range s.Moves {
				fmt.Fprintf(w, "      %s: %s → %s  (%s → %s)\n", m.Outcome, percent(m.Old), percent(m.New), m.OldText, m.NewText)
			}
		}
	}
	if count["moved"] == 0 && count["error"] == 0 {
		fmt.Fprintln(w, "  no scenario's odds moved")
	}
	fmt.Fprintf(w, "\n%d scenarios: %d unaffected, %d same odds, %d moved", len(results), count["unaffected"], count["same"], count["moved"])
	if count["error"] > 0 {
		fmt.Fprintf(w, ", %d errors", count["error"])
	}
	fmt.Fprintln(w)
}
