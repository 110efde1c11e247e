package main

import (
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/scenario"
	"github.com/rulec-dev/rulec/suite"
	"github.com/rulec-dev/rulec/world"
	"github.com/spf13/cobra"
)

// runCmd is `rulec run`.
func (c *cli) runCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "run [--rules PATH[,PATH]] [--json] [--explain] [--dice random --seed N] SCENARIO",
		Short: "run one scenario and print the trace citing the rules, then every unit's final state",
		Long: `run runs one scenario file and prints the trace (each decision with the rule it
cites and its file:line:col), every unit's final state, the events, and
whether the expectations were met.

--dice random throws the dice at random from --seed instead of taking the
scenario's (the same seed throws the same dice; the header prints them), to
see a run the scenario's dice do not cover. rulec odds weighs every throw.

Exit codes: 0 expectations met, 1 an expectation not met, 2 the scenario or
its rules cannot be loaded, 3 the run stopped with an error the scenario did
not expect (printed at the place that caused it, after the partial trace).`,
		Args:              cobra.ExactArgs(1),
		ValidArgsFunction: completeExt("yaml", "yml"),
	}
	rules := cmd.Flags().StringSlice("rules", nil, "rules `PATH`s to use instead of the scenario's own, comma-separated")
	asJSON := cmd.Flags().Bool("json", false, "print the trace and final state as JSON (docs/json.md)")
	explain := cmd.Flags().Bool("explain", false, "for each decision, show each earlier clause's condition and the values that made it false")
	maxSteps := cmd.Flags().Int("max-steps", interp.DefaultMaxSteps, "stop the run with an error after `N` statements and loop turns")
	dice := cmd.Flags().String("dice", "scenario", "where the dice come from, `FROM`: scenario (its dice) or random (thrown from --seed)")
	seed := cmd.Flags().Uint64("seed", 1, "the seed `N` of --dice random")
	cmd.RegisterFlagCompletionFunc("rules", completeExt("rules"))
	cmd.RegisterFlagCompletionFunc("dice", cobra.FixedCompletions([]string{"scenario", "random"}, cobra.ShellCompDirectiveNoFileComp))
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		if *dice != "scenario" && *dice != "random" {
			return usagef(cmd, "--dice %s: want scenario or random", *dice)
		}
		if cmd.Flags().Changed("seed") && *dice != "random" {
			return usagef(cmd, "--seed is the seed of --dice random")
		}
		c.random, c.seed = *dice == "random", *seed
		return c.exit(c.runScenario(args[0], splitList(*rules), *asJSON, *explain, *maxSteps))
	}
	return cmd
}

// runScenario runs one scenario and prints it.
func (c *cli) runScenario(file string, rules []string, asJSON, explain bool, maxSteps int) int {
	r := suite.New(interp.Stdlib())
	r.Rules, r.MaxSteps = rules, maxSteps
	r.Trace, r.Explain = true, explain
	r.RandomDice, r.Seed = c.random, c.seed
	res := r.RunFile(file)
	if asJSON {
		writeJSON(c.stdout, suite.NewRunReport(res))
		return exitFor(res)
	}
	if res.Err != nil && res.World == nil {
		printError(c.stderr, res.Err)
		return 2
	}
	{
		writeRun(c.stdout, res)
	}
	return exitFor(res)
}

// hasExpect reports whether the scenario states any expectation.
func hasExpect(res *suite.Result) bool { return res.HasExpect() }

// runFailed reports whether the run stopped with an error its scenario
// did not expect.
func runFailed(res *suite.Result) bool { return res.RunFailed() }

// exitFor is one result's exit code: 2 not loaded, 3 the run failed, 1
// an expectation not met, 0 passed.
func exitFor(res *suite.Result) int {
	switch {
	case res.Err != nil:
		return exitUsage
	case runFailed(res):
		return exitRunError
	case !res.Passed():
		return exitFailed
	}
	return exitOK
}

// writeRun prints a run for people: the trace, the final state, the
// events and the expectations.
func writeRun(w io.Writer, res *suite.Result) {
	sc, prog := res.Scenario, res.Program
	fmt.Fprintf(w, "scenario %s (%s)\n", sc.Name, res.File)
	if prog.Name != "" {
		fmt.Fprintf(w, "rules    %s %s\n", prog.Name, prog.Version)
	}
	in := suite.Input(sc)
	fmt.Fprintf(w, "run      %s%s", in.Proc, formatArgs(in.Args))
	switch {
	case res.Thrown != nil:
		fmt.Fprintf(w, "  dice %s (random, seed %d)", interp.DiceText(res.Thrown), res.Seed)
	case len(in.Dice) > 0:
		fmt.Fprintf(w, "  dice %s", diceText(in))
	}
	fmt.Fprintf(w, "\n\ntrace:\n")
	if suite.OddsOnly(sc) && res.Thrown == nil {
		fmt.Fprintln(w, "  (no dice: the scenario is checked on its odds alone; rulec odds prints them)")
	}
	res.Trace.Write(indent{w, "  "})
	fmt.Fprintf(w, "\nfinal state:\n")
	for _, u := range res.World.UnitList() {
		fmt.Fprintf(w, "  %s\n", unitLine(u, prog.Units))
	}
	if len(res.World.Events) > 0 {
		fmt.Fprintf(w, "\nevents:\n")
		for i, e := range res.World.Events {
			if i == maxEventsShown {
				fmt.Fprintf(w, "  ... %d more events\n", len(res.World.Events)-i)
				break
			}
			fmt.Fprintf(w, "  %-28s (%s)\n", e.String(), e.Where)
		}
	}
	fmt.Fprintln(w)
	writeOutcome(w, res)
}

// maxEventsShown is the most events rulec run lists: a run that loops
// until its budget is spent can make millions.
const maxEventsShown = 1000

// writeOutcome prints the expectations' verdict.
func writeOutcome(w io.Writer, res *suite.Result) {
	switch {
	case res.Err != nil:
		fmt.Fprintln(w, "error:")
		printError(indent{w, "    "}, res.Err)
	case runFailed(res):
		fmt.Fprintln(w, "the run stopped with an error:")
		printError(indent{w, "    "}, res.RunErr)
	case len(res.Failures) == 0 && !hasExpect(res):
		fmt.Fprintln(w, "expectations: none (the scenario has no expect:)")
	case len(res.Failures) == 0:
		fmt.Fprintln(w, "expectations: all met")
	default:
		fmt.Fprintln(w, "expectations not met:")
		writeFailures(w, res.Failures)
	}
}

// writeFailures prints each failed expectation.
func writeFailures(w io.Writer, fs []scenario.Failure) {
	for _, f := range fs {
		fmt.Fprintf(w, "    %s:%d: %s: expected %s, got %s", f.Pos.Filename, f.Pos.Line, f.Field, f.Want, f.Got)
		if f.Diff != "" {
			fmt.Fprintf(w, " (%s)", f.Diff)
		}
		fmt.Fprintln(w)
	}
}

// formatArgs prints args as ` k=v` in name order.
func formatArgs(args map[string]string) string {
	var b strings.Builder
	for _, k := range slices.Sorted(maps.Keys(args)) {
		fmt.Fprintf(&b, " %s=%s", k, args[k])
	}
	return b.String()
}

// unitLine describes a unit's final state.
func unitLine(u *world.Body, units geom.Units) string {
	s := fmt.Sprintf("%-4s %-6s centre (%s, %s) facing %s", u.ID, u.Side,
		geom.FormatLength(u.Rect.Centre.X, units.Default, units), geom.FormatLength(u.Rect.Centre.Y, units.Default, units),
		geom.FormatAngle(u.Rect.Facing))
	if u.Removed {
		s += "  removed"
	}
	if flags := u.FlagList(); len(flags) > 0 {
		s += "  [" + strings.Join(flags, ", ") + "]"
	}
	return s
}

// indent prefixes every line written through it.
type indent struct {
	w      io.Writer
	prefix string
}

// Write implements io.Writer.
func (in indent) Write(p []byte) (int, error) {
	s := string(p)
	lines := strings.SplitAfter(s, "\n")
	for _, l := range lines {
		if l != "" {
			io.WriteString(in.w, in.prefix+l)
		}
	}
	return len(p), nil
}

// diceText prints a run's dice as the scenario gives them: [7, [2, 5]].
func diceText(in interp.Input) string {
	ds := make([]interp.Die, len(in.Dice))
	for i, t := range in.Dice {
		ds[i].Total = t
		if i < len(in.Faces) {
			ds[i].Faces = in.Faces[i]
		}
	}
	return interp.DiceText(ds)
}
