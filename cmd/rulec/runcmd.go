package main

import (
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/suite"
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
		suite.WriteError(c.stderr, res.Err)
		return 2
	}
	suite.WriteRun(c.stdout, res)
	return exitFor(res)
}

// exitFor is one result's exit code: 2 not loaded, 3 the run failed, 1
// an expectation not met, 0 passed.
func exitFor(res *suite.Result) int {
	switch {
	case res.Err != nil:
		return exitUsage
	case res.RunFailed():
		return exitRunError
	case !res.Passed():
		return exitFailed
	}
	return exitOK
}
