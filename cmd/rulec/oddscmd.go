package main

import (
	"errors"
	"fmt"

	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/odds"
	"github.com/rulec-dev/rulec/suite"
	"github.com/spf13/cobra"
)

// oddsCmd is `rulec odds`.
func (c *cli) oddsCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "odds [--rules PATH[,PATH]] [--json] [--group-by events|positions|all] [--max-branches N] [--samples N --seed S] SCENARIO",
		Short: "the exact probability of every outcome of a scenario's run, by enumerating its dice",
		Long: `odds runs a scenario once for every way its dice can fall (the scenario's own
dice are ignored; its choices still answer choices), groups the runs that end
the same way and prints each outcome with its exact probability, most likely
first, and the dice that lead to it:

  58.3%  21/36  contact B E; B at (36in, 29in) facing 0   dice 7..12

A roll is weighed by its totals (2D6: 2 is 1/36, 7 is 6/36), a roll read die
by die by its faces. A run that stops before a roll is not repeated for it.
A run that fails is its own outcome, with the error. --group-by events
groups by the events alone, positions by the units' final states alone.

When the dice fall more ways than --max-branches, --samples N runs N runs
with random dice from --seed instead (Monte Carlo, reproducible), and each
outcome gets a 95% interval; without --samples that is an error. The line
"method" says which was used.

Exit codes: 0 the odds are printed, 1 too many branches to enumerate, 2 the
scenario or its rules cannot be loaded.`,
		Args:              cobra.ExactArgs(1),
		ValidArgsFunction: completeExt("yaml", "yml"),
	}
	rules := cmd.Flags().StringSlice("rules", nil, "rules `PATH`s to use instead of the scenario's own, comma-separated")
	asJSON := cmd.Flags().Bool("json", false, "print the outcomes as JSON (docs/json.md)")
	group := cmd.Flags().String("group-by", "all", "what makes two runs one outcome, `GROUP`: events, positions or all")
	maxBranches := cmd.Flags().Int("max-branches", interp.DefaultMaxBranches, "enumerate at most `N` branches (up to 10000000)")
	samples := cmd.Flags().Int("samples", 0, "beyond --max-branches, sample `N` runs instead (up to 1000000)")
	seed := cmd.Flags().Uint64("seed", 1, "the sampled dice's seed `S`")
	maxSteps := cmd.Flags().Int("max-steps", interp.DefaultMaxSteps, "stop each run with an error after `N` statements and loop turns")
	cmd.RegisterFlagCompletionFunc("rules", completeExt("rules"))
	cmd.RegisterFlagCompletionFunc("group-by", cobra.FixedCompletions([]string{"events", "positions", "all"}, cobra.ShellCompDirectiveNoFileComp))
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		g, err := odds.ParseGroup(*group)
		if err != nil {
			return usagef(cmd, "--group-by: %v", err)
		}
		if *samples < 0 || *maxBranches < 0 {
			return usagef(cmd, "--samples and --max-branches take a number of at least 0")
		}
		if *samples > odds.MaxSamples {
			return usagef(cmd, "--samples: %d is more than the limit of %d runs", *samples, odds.MaxSamples)
		}
		if *maxBranches > odds.MaxBranches {
			return usagef(cmd, "--max-branches: %d is more than the limit of %d branches", *maxBranches, odds.MaxBranches)
		}
		opts := odds.Options{GroupBy: g, MaxBranches: *maxBranches, Samples: *samples, Seed: *seed, MaxSteps: *maxSteps}
		return c.exit(c.odds(args[0], splitList(*rules), *asJSON, opts))
	}
	return cmd
}

// odds computes and prints one scenario's odds.
func (c *cli) odds(file string, rules []string, asJSON bool, opts odds.Options) int {
	r := suite.New(interp.Stdlib())
	r.Rules = rules
	res := r.OddsFile(file, opts)
	var tm *interp.TooManyBranches
	switch {
	case errors.As(res.Err, &tm) && asJSON:
		c.fail("odds", true, fmt.Errorf("%s: %w", file, res.Err))
		return exitFailed
	case errors.As(res.Err, &tm):
		fmt.Fprintf(c.stderr, "rulec: %s: %v\n", file, res.Err)
		return exitFailed
	case res.Err != nil:
		return c.fail("odds", asJSON, res.Err)
	}
	if asJSON {
		writeJSON(c.stdout, suite.NewOddsReport(res))
	} else {
		suite.WriteOdds(c.stdout, res)
	}
	return exitOK
}
