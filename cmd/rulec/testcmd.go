package main

import (
	"fmt"
	"os"
	"regexp"
	"runtime/debug"
	"time"

	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/suite"
	"github.com/spf13/cobra"
)

// testFlags are `rulec test`'s flags.
type testFlags struct {
	rules                         []string
	pattern, renderDir            string
	verbose, quiet, asJSON, cover bool
	maxSteps                      int
	timeout                       time.Duration
}

// testCmd is `rulec test`.
func (c *cli) testCmd() *cobra.Command {
	var f testFlags
	cmd := &cobra.Command{
		Use:   "test [--rules PATH[,PATH]] [--run REGEXP] [-v|-q] [--cover] [--render DIR] [--json] DIR|FILE...",
		Short: "run scenario suites and report ok/FAIL per scenario",
		Long: `test runs every scenario file (*.yaml, *.yml) below each folder, and each file
given, in parallel, and prints ok or FAIL per scenario in input order, the
reasons under each failure, and last "N passed, N failed". The warnings of
the rules the scenarios load (those rulec check prints) come before the
first scenario that loads them, each once: warnings alone change no exit
code.

Exit codes: 0 all pass, 1 an expectation not met, 2 a scenario or its rules
cannot be loaded, or nothing to test (a folder holding no scenario file, a
--run matching no scenario), 3 a run stopped with an error its scenario did
not expect.`,
		Args:              cobra.MinimumNArgs(1),
		ValidArgsFunction: completeExt("yaml", "yml"),
	}
	fl := cmd.Flags()
	fl.StringSliceVar(&f.rules, "rules", nil, "rules `PATH`s to use instead of each scenario's own, comma-separated")
	fl.StringVar(&f.pattern, "run", "", "run only scenarios whose file or name matches `REGEXP`")
	fl.BoolVarP(&f.verbose, "verbose", "v", false, "print each scenario's trace too")
	fl.BoolVarP(&f.quiet, "quiet", "q", false, "print only the failures and the closing count")
	fl.BoolVar(&f.asJSON, "json", false, "print results as JSON (docs/json.md)")
	fl.BoolVar(&f.cover, "cover", false, "report which blocks of the rules (clauses, and the bodies of if, else and for) the scenarios ran, per file and overall, and list those never run")
	fl.StringVar(&f.renderDir, "render", "", "draw each failing scenario's final world to `DIR`/<scenario file name>.svg")
	fl.IntVar(&f.maxSteps, "max-steps", interp.DefaultMaxSteps, "stop each run with an error after `N` statements and loop turns")
	fl.DurationVar(&f.timeout, "timeout", time.Minute, "stop each scenario's run after `DURATION` and report it (0: no limit)")
	cmd.MarkFlagsMutuallyExclusive("verbose", "quiet")
	cmd.RegisterFlagCompletionFunc("rules", completeExt("rules"))
	cmd.RegisterFlagCompletionFunc("render", completeDirs)
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		return c.exit(c.test(args, f))
	}
	return cmd
}

// test runs the suites.
func (c *cli) test(args []string, f testFlags) int {
	var filter *regexp.Regexp
	if f.pattern != "" {
		re, err := regexp.Compile(f.pattern)
		if err != nil {
			return c.fail("test", f.asJSON, fmt.Errorf("bad -run pattern: %v", err))
		}
		filter = re
	}
	found, err := suite.CollectFound(args)
	if err != nil {
		return c.fail("test", f.asJSON, err)
	}
	files := found.Files
	if !f.asJSON {
		suite.WriteSkipped(c.stdout, found)
	}
	r := suite.New(interp.Stdlib())
	r.Rules, r.MaxSteps, r.Timeout = f.rules, f.maxSteps, f.timeout
	r.Trace = f.verbose || f.cover
	start := time.Now()
	if !f.asJSON && !f.cover && f.renderDir == "" {
		// Nothing needs the results together: print each as it comes and
		// keep only the counts, so a suite of any size runs in little memory.
		// With memory bounded by the scenarios in flight, the collector can
		// wait longer between cycles: at 400% a generated suite of 100,000
		// (bench/suite.sh) peaks at 74 MB instead of 35 and spends a third
		// less CPU, most of its garbage being yaml.v3's nodes. GOGC, if
		// set, decides.
		if os.Getenv("GOGC") == "" {
			debug.SetGCPercent(400)
		}
		var tally suite.Tally
		var warned suite.RulesWarnings
		code := exitOK
		n := r.Stream(files, filter, func(res *suite.Result) {
			tally.Add(res)
			code = worseExit(code, exitFor(res))
			warned.Write(c.stdout, res)
			suite.WriteResult(c.stdout, res, "", f.verbose, f.quiet)
		})
		suite.WriteTiming(c.stderr, n, time.Since(start))
		if n == 0 {
			return c.fail("test", false, noneMatch(f.pattern, len(files)))
		}
		suite.WriteFound(c.stdout, found, n)
		tally.WriteTotals(c.stdout)
		return code
	}
	results := r.RunAll(files, filter)
	if len(results) == 0 {
		return c.fail("test", f.asJSON, noneMatch(f.pattern, len(files)))
	}
	pictures, err := suite.RenderFailures(results, f.renderDir)
	if err != nil {
		return c.fail("test", f.asJSON, err)
	}
	if f.asJSON {
		var cover []suite.FileCover
		if f.cover {
			cover = suite.Cover(results)
		}
		rep := suite.NewTestReport(results, cover, pictures)
		rep.AddFound(found)
		writeJSON(c.stdout, rep)
		return exitForAll(results)
	}
	var tally suite.Tally
	var warned suite.RulesWarnings
	for _, res := range results {
		tally.Add(res)
		warned.Write(c.stdout, res)
		suite.WriteResult(c.stdout, res, pictures[res], f.verbose, f.quiet)
	}
	if f.cover {
		suite.WriteCover(c.stdout, suite.Cover(results))
	}
	suite.WriteTiming(c.stderr, len(results), time.Since(start))
	suite.WriteFound(c.stdout, found, len(results))
	tally.WriteTotals(c.stdout)
	return exitForAll(results)
}

// noneMatch is the error for a --run pattern no scenario matches: a run
// of nothing would otherwise print "0 passed, 0 failed" and exit 0.
func noneMatch(pattern string, of int) error {
	if of == 1 {
		return fmt.Errorf("--run %q does not match the one scenario", pattern)
	}
	return fmt.Errorf("--run %q matches none of the %d scenarios", pattern, of)
}

// worseExit returns the worse of two exit codes: load errors first, then
// failed runs, then unmet expectations.
func worseExit(a, b int) int {
	rank := map[int]int{exitOK: 0, exitFailed: 1, exitRunError: 2, exitUsage: 3}
	if rank[b] > rank[a] {
		return b
	}
	return a
}

// exitForAll is the suite's exit code: the worst of its results', load
// errors first, then failed runs, then unmet expectations.
func exitForAll(results []*suite.Result) int {
	code := exitOK
	rank := map[int]int{exitOK: 0, exitFailed: 1, exitRunError: 2, exitUsage: 3}
	for _, r := range results {
		if c := exitFor(r); rank[c] > rank[code] {
			code = c
		}
	}
	return code
}
