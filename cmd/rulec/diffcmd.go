package main

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/rulec-dev/rulec/diag"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/odds"
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
		if pictures, err = rulediff.RenderChanged(*renderDir, old, new, results); err != nil {
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
		rulediff.WriteText(c.stdout, old, new, changes, results, sum, len(suites) > 0, pictures)
		if c.diffOdds != nil {
			rulediff.WriteOddsText(c.stdout, oddsResults, c.diffOdds.GroupBy)
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
		list = suite.Unique(list)
		for _, e := range list {
			ds = append(ds, suite.GrammarDiagnostic(e))
		}
		if !asJSON {
			suite.WriteCheck(c.stderr, list, v.Source)
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
