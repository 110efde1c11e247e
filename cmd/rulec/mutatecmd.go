package main

import (
	"fmt"
	"os"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/mutate"
	"github.com/rulec-dev/rulec/suite"
	"github.com/spf13/cobra"
)

// mutateHelp follows the flags in `rulec help mutate`.
const mutateHelp = `
mutate tests a scenario suite by mutation. It makes small changes to each
RULES file, one at a time (mutants), runs on each the scenarios of the
suites that use the file (list it in rules: or import it) and pass on the
original, and reports the mutants no scenario fails on: the places in the
rules the suite does not pin down.

The mutants:
  swap     two neighbouring clauses of a first group, or lines of a pick or order
  flip     a comparison's boundary (< and <=, > and >=), == and !=, and and or,
           minimise and maximise, a roll's total and its dice (2D6 and 2D6 dice)
  nudge    a whole number by one up and down, a length or fraction to 1.5x and 0.5x,
           a roll's number of dice and their sides (2D6 to 1D6, 3D6, 2D5, 2D7)
  negate   the condition of a when, an if, an assert, a prefer or a require: not (...)
  drop     a statement (an assert too), a clause of a first group, a line of a pick or order

Every kind of statement gets the mutants of what it holds. An assert is
mutated like any clause: a scenario expecting its error (expect: error)
kills them, and their surviving says no scenario tries the bad input it
refuses.
  default  else error and else nothing traded; a choice's or memory's default removed

Each mutant is printed back by the formatter. A mutant that prints as the
original is equivalent and not run. Mark a mutant you know to be
equivalent with a comment on the line before its clause (or at the end of
the clause's first line):
  # mutate: equivalent swap: the two conditions never hold together
  # mutate: equivalent nudge "0.5in": REASON   (only the changes containing 0.5in)
  # mutate: equivalent swap drop negate: REASON (several kinds at once)
A mutant found equivalent from the tree, or marked, is still run, and one
a scenario fails on is killed: the tree's claims hold up to errors (two
require lines swapped differ where the first guards the second, reading a
prop the second needs), and a mark can be wrong.
A mutant that does not check (a dropped let whose name is used) is invalid.
Neither counts: the score is killed / (killed + survived), the
non-equivalent mutants. A run that spends --max-steps or --timeout, or
that hits a crash of rulec (an internal error), saw no wrong result: the
next scenario is run, and a mutant only such runs failed is stopped, not
killed ("12 killed, 0 survived, 2 stopped (not scored)"), listed under
"stopped, not scored", and left out of the score, as a crawl on a busy
machine would be stopped the same way.

A mutant is judged by its runs alone: a scenario kills it when one of its
expectations fails or its run stops with an error it does not expect
(other than the budget, the time limit or a crash).
The check rulec test makes before a run, that each event, flag and choice
a scenario names can come from the rules, is not made on mutants: a
mutant dropping the only "event panic(unit)" a scenario names in
no_events, in a branch that scenario never enters, runs as the original
does and survives.

Mutants run in parallel in this process. The time taken goes to stderr,
and, on a terminal, how far a long campaign has got every 5 seconds.
While working on one clause, narrow the campaign with --mutants (a regexp
matched against "file:line:col op change", the clause's text and the
clauses around it, as "in" shows them) and --run.

Exit codes: 0 the score is at least --min-score, 1 it is lower (or no mutant
was killed or survived, so there is no score to meet it), and stderr says by
how much (the score prints to one decimal: 59.375% as 59.4%, below 59.4),
2 errors (among them a --mutants pattern that matches no mutant, and a
--min-score that is not a percentage from 0 to 100).
`

// mutateFlags are `rulec mutate`'s flags.
type mutateFlags struct {
	suites            []string
	pattern, mutants  string
	asJSON, verbose   bool
	minScore          float64
	maxSteps, workers int
	timeout           time.Duration
}

// mutateCmd is `rulec mutate`.
func (c *cli) mutateCmd() *cobra.Command {
	var f mutateFlags
	cmd := &cobra.Command{
		Use:               "mutate RULES... --suite DIR [--suite DIR]... [--run REGEXP] [--mutants REGEXP] [-v] [--json]",
		Short:             "mutation testing: change each rules file in small ways and report the changes no scenario notices",
		Long:              strings.TrimSpace(mutateHelp),
		Args:              cobra.MinimumNArgs(1),
		ValidArgsFunction: completeExt("rules"),
	}
	fl := cmd.Flags()
	fl.StringArrayVar(&f.suites, "suite", nil, "run the scenarios in this `DIR` or file on each mutant (repeatable)")
	fl.StringVar(&f.pattern, "run", "", "use only scenarios whose file or name matches `REGEXP`")
	fl.StringVar(&f.mutants, "mutants", "", "make only the mutants whose place, change, clause or containers match `REGEXP`")
	fl.BoolVarP(&f.verbose, "verbose", "v", false, "list every mutant with what became of it")
	fl.BoolVar(&f.asJSON, "json", false, "print the campaign as JSON (docs/json.md)")
	fl.Float64Var(&f.minScore, "min-score", 0, "exit 1 when the score is below `PERCENT`")
	fl.IntVar(&f.maxSteps, "max-steps", mutate.DefaultMaxSteps, "stop each run with an error after `N` statements and loop turns")
	fl.DurationVar(&f.timeout, "timeout", 10*time.Second, "stop each scenario's run after `DURATION` (0: no limit)")
	fl.IntVar(&f.workers, "workers", 0, "run `N` mutants at once (0: one per core)")
	cmd.RegisterFlagCompletionFunc("suite", completeExt("yaml", "yml"))
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		if len(f.suites) == 0 {
			return usagef(cmd, "mutate needs the scenarios to run: give --suite DIR")
		}
		if !(f.minScore >= 0 && f.minScore <= 100) {
			// NaN compares false both ways: --min-score nan met any score.
			return usagef(cmd, "--min-score %g: want a percentage from 0 to 100", f.minScore)
		}
		return c.exit(c.mutate(args, f))
	}
	return cmd
}

// mutate runs a campaign.
func (c *cli) mutate(rules []string, f mutateFlags) int {
	for _, name := range rules {
		if err := notScenario(name); err != nil {
			return c.fail("mutate", f.asJSON, err)
		}
	}
	opt := mutate.Options{MaxSteps: f.maxSteps, Timeout: f.timeout, Workers: f.workers}
	for _, re := range []struct {
		flag, text string
		to         **regexp.Regexp
	}{{"--run", f.pattern, &opt.Scenarios}, {"--mutants", f.mutants, &opt.Mutants}} {
		if re.text == "" {
			continue
		}
		r, err := regexp.Compile(re.text)
		if err != nil {
			return c.fail("mutate", f.asJSON, fmt.Errorf("bad %s pattern: %v", re.flag, err))
		}
		*re.to = r
	}
	found, err := suite.CollectFound(f.suites)
	if err != nil {
		return c.fail("mutate", f.asJSON, err)
	}
	files := found.Files
	if !f.asJSON {
		suite.WriteSkipped(c.stdout, found)
	}
	start := time.Now()
	opt.Progress = c.progress(start)
	res, err := mutate.Run(interp.Stdlib(), rules, files, opt)
	if err != nil {
		return c.fail("mutate", f.asJSON, err)
	}
	if opt.Mutants != nil && res.Score().Mutants == 0 {
		// As a suite of nothing: "0 mutants ... (100.0%)" passed any
		// --min-score for a pattern that named no change at all.
		return c.fail("mutate", f.asJSON, fmt.Errorf("--mutants %q matches no mutant of %s", f.mutants, strings.Join(rules, ", ")))
	}
	s := res.Score()
	// 0/0 is printed as 100%, but no mutant was killed or survived: the
	// score says nothing, so it meets no minimum. A score below the
	// minimum may print as it (59.375% as 59.4%): the reason says how far.
	met, why := s.Meets(f.minScore)
	if f.asJSON {
		rep := res.Report()
		rep.Skipped = found.SkippedReports()
		if f.minScore > 0 {
			rep.MinScore = &mutate.MinScoreReport{Want: f.minScore, Met: met, Why: why}
		}
		writeJSON(c.stdout, rep)
	} else {
		res.WriteText(c.stdout, f.verbose)
	}
	fmt.Fprintf(c.stderr, "ran %d mutants in %v\n", s.Killed+s.Survived+s.Invalid, time.Since(start).Round(time.Millisecond))
	if !met {
		fmt.Fprintf(c.stderr, "rulec: %s\n", why)
		return exitFailed
	}
	return exitOK
}

// progress returns a Progress function that tells stderr how far a long
// campaign has got, every few seconds, when stderr is a terminal (a log or
// a test keeps only the closing timing line); nil otherwise.
func (c *cli) progress(start time.Time) func(done, total int) {
	if f, ok := c.stderr.(*os.File); !ok || !isTerminal(f) {
		return nil
	}
	var mu sync.Mutex
	next := start.Add(5 * time.Second)
	return func(done, total int) {
		mu.Lock()
		defer mu.Unlock()
		if now := time.Now(); now.After(next) {
			next = now.Add(5 * time.Second)
			fmt.Fprintf(c.stderr, "mutate: %d of %d mutants, %v\n", done, total, now.Sub(start).Round(time.Second))
		}
	}
}

// isTerminal reports whether f is a character device, as a terminal is.
func isTerminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
