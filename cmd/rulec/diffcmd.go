package main

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/odds"
	"github.com/rulec-dev/rulec/rulediff"
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
under both versions, and its expectations (expect.odds too) are checked
under each. First, before the structure, diff lists each scenario whose
verdict changed, ok → FAIL or FAIL → ok, with its failures. For each whose
outcome or verdict changes (units' centres and facings beyond the
scenario's tolerance, removal and flags, the events, errors) diff prints
what differs, whether the expectations held under each version, and the
first decision at which the runs part. A centre or facing that moved by
no more than the tolerance is the same answer to a player: the scenario
is "same" (the move listed), unless its verdict changed.
The last line counts the scenarios: unaffected (they do not use the file),
same (N by other decisions: the traces part, the outcome does not),
changed, errors, and the verdicts that changed (docs/diff.md defines
every word).

With -render DIR and -play DIR, each changed scenario also gets a
picture, DIR/NAME.svg, of the two outcomes side by side with what differs
marked, and a step-through page, DIR/NAME.html, of the two runs stepping
together with the first step where they part marked (docs/play.md).

With -odds too, diff also finds each such scenario's outcome distribution
under both versions (as rulec odds does, grouped by -group-by, events by
default) and prints how each outcome's probability moves:
  contact B E: 58.3% → 41.7%  (21/36 → 15/36)

A structural change inside a clause (a step, a branch, a loop, a line of
a pick) that no scenario's run reached under either version is marked "no
scenario ran it": the suites say nothing of it.

Exit codes: 0 no differences (with -suite: no outcome or verdict changed,
and every change inside a clause reached by some run), 1 differences, 2
errors in either version or a scenario.
`

// diffCmd is `rulec diff`.
func (c *cli) diffCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:               "diff OLD NEW [--suite DIR]... [--render DIR] [--play DIR] [--odds] [--json]",
		Short:             "compare two versions of a rules file: clauses added, removed, changed, moved; with --suite, changed outcomes",
		Long:              strings.TrimSpace(diffHelp),
		Args:              cobra.ExactArgs(2),
		ValidArgsFunction: completeExt("rules"),
	}
	suites := cmd.Flags().StringArray("suite", nil, "run the scenarios in this `DIR` or file under both versions (repeatable)")
	renderDir := cmd.Flags().String("render", "", "write `DIR`/NAME.svg, old and new side by side, for each scenario whose outcome changed")
	playDir := cmd.Flags().String("play", "", "write `DIR`/NAME.html, a step-through page of the old and new runs stepping together, for each scenario whose outcome changed")
	asJSON := cmd.Flags().Bool("json", false, "print the differences as JSON (docs/json.md)")
	withOdds := cmd.Flags().Bool("odds", false, "with --suite, compare each scenario's outcome distribution over every roll")
	group := cmd.Flags().String("group-by", "events", "with --odds, what makes two runs one outcome, `GROUP`: events, positions or all")
	cmd.RegisterFlagCompletionFunc("suite", completeExt("yaml", "yml"))
	cmd.RegisterFlagCompletionFunc("render", completeDirs)
	cmd.RegisterFlagCompletionFunc("play", completeDirs)
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		g, err := odds.ParseGroup(*group)
		if err != nil {
			return usagef(cmd, "--group-by: %v", err)
		}
		if *withOdds {
			c.diffOdds = &odds.Options{GroupBy: g}
		}
		return c.exit(c.diff(args, *suites, *renderDir, *playDir, *asJSON))
	}
	return cmd
}

// diff compares two versions.
func (c *cli) diff(names, suites []string, renderDir, playDir string, asJSON bool) int {
	if c.diffOdds != nil && len(suites) == 0 {
		return c.fail("diff", asJSON, fmt.Errorf("-odds compares the scenarios' odds: give -suite too"))
	}
	if renderDir != "" && len(suites) == 0 {
		return c.fail("diff", asJSON, fmt.Errorf("-render draws the scenarios whose outcome changed: give -suite too"))
	}
	if playDir != "" && len(suites) == 0 {
		return c.fail("diff", asJSON, fmt.Errorf("-play steps through the scenarios whose outcome changed: give -suite too"))
	}
	for _, name := range names {
		if err := notScenario(name); err != nil {
			return c.fail("diff", asJSON, err)
		}
	}
	start := time.Now()
	reg := interp.Stdlib()
	old, new, err := rulediff.OpenBoth(reg, rulediff.Git{}, names[0], names[1])
	var oe *rulediff.OpenError
	switch {
	case errors.As(err, &oe) && asJSON:
		writeJSON(c.stdout, oe.Report("diff"))
		return exitUsage
	case errors.As(err, &oe):
		oe.WriteText(c.stderr)
		return exitUsage
	}
	cmp, err := rulediff.Compare(reg, old, new, rulediff.Options{Suites: suites, Odds: c.diffOdds, RenderDir: renderDir, PlayDir: playDir, Start: start})
	if err != nil {
		return c.fail("diff", asJSON, err)
	}
	if asJSON {
		writeJSON(c.stdout, cmp.Report())
	} else {
		cmp.WriteText(c.stdout)
	}
	return cmp.Verdict()
}
