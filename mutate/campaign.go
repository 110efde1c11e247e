package mutate

import (
	"errors"
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/rulec-dev/rulec/diag"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/internal/par"
	"github.com/rulec-dev/rulec/internal/textfile"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/scenario"
	"github.com/rulec-dev/rulec/suite"
)

// DefaultMaxSteps is a mutant run's budget unless told: a tenth of a
// test's, since a mutant that loops forever is common (a dropped `stop`)
// and spending the budget is only a way of being killed.
const DefaultMaxSteps = interp.DefaultMaxSteps / 10

// Options configure a campaign.
type Options struct {
	// Workers is the number of mutants run at once (default: all cores).
	Workers int
	// MaxSteps is each run's budget (default DefaultMaxSteps); Timeout, if
	// not 0, limits each run's time. A run that spends either fails, so
	// the mutant is killed.
	MaxSteps int
	Timeout  time.Duration
	// Scenarios, if not nil, keeps the scenarios whose file or name
	// matches; Mutants the mutants whose line (Mutant.String), clause or
	// containers (Mutant.In) match.
	Scenarios, Mutants *regexp.Regexp
	// Progress, if not nil, is called after each mutant with the number
	// done and the number to do.
	Progress func(done, total int)
}

// Status is what became of a mutant.
type Status string

// The statuses: killed by a scenario (an expectation failed, or the run
// stopped with an error of the rules or the scenario), survived every
// one, stopped (every scenario that failed on it only ran out of its step
// budget or time limit, or hit a crash of rulec: no expectation judged
// it, so it is not scored), equivalent to the original (printed as the
// original, so not run; or found from the tree or marked, and no scenario
// fails on it), or invalid (the mutant does not check, so no scenario
// could run on it). A mutant claimed equivalent that a scenario kills is
// killed, and keeps its claim in Mutant.Equivalent.
const (
	Killed     Status = "killed"
	Survived   Status = "survived"
	Stopped    Status = "stopped"
	Equivalent Status = "equivalent"
	Invalid    Status = "invalid"
)

// Outcome is a mutant and what became of it.
type Outcome struct {
	*Mutant
	Status Status
	// KilledBy is the scenario file that failed on the mutant (a
	// stopped mutant's first), Why its first failure; for an invalid
	// mutant Why is the first check error.
	KilledBy, Why string
	// Ran is the number of scenarios run on the mutant.
	Ran int
}

// FileResult is the campaign on one rules file.
type FileResult struct {
	File string
	// Scenarios are the scenario files that use the file (list it or
	// import it) and pass on the original: the ones run on its mutants.
	Scenarios []string
	Outcomes  []*Outcome
	// Warnings are bad or unused mutation marks.
	Warnings diag.ErrorList
}

// Result is a whole campaign.
type Result struct {
	Files []*FileResult
	// Failing are the scenarios that fail on the original rules: they
	// cannot tell a mutant apart, so they are left out.
	Failing []*suite.Result
	Elapsed time.Duration
}

// Run makes the mutants of each rules file and runs on each the scenarios
// (files) that use it and pass on the original, stopping at the first that
// fails. Mutants run in parallel, in process.
func Run(reg *interp.Registry, rules, scenarios []string, opt Options) (*Result, error) {
	start := time.Now()
	if opt.MaxSteps <= 0 {
		opt.MaxSteps = DefaultMaxSteps
	}
	runner := suite.New(reg)
	runner.MaxSteps, runner.Timeout, runner.Workers = opt.MaxSteps, opt.Timeout, opt.Workers
	scenarios = keep(scenarios, opt.Scenarios)
	base := runner.RunAll(scenarios, nil)
	res := &Result{}
	var passing []*baseline
	for _, b := range base {
		if b.Passed() {
			passing = append(passing, &baseline{Result: b, uses: closure(b.Scenario.Rules)})
		} else {
			res.Failing = append(res.Failing, b)
		}
	}
	// The fastest scenarios first: a mutant is usually killed by the first
	// scenario that reaches it, and it is cheaper to find out quickly.
	slices.SortStableFunc(passing, func(a, b *baseline) int { return int(a.Elapsed - b.Elapsed) })

	type job struct {
		file *FileResult
		abs  string
		out  *Outcome
		scs  []*baseline
	}
	var jobs []job
	for _, path := range sameOnce(rules) {
		src, err := interp.ReadRulesFile(path)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", path, err) // its errors do not name the file
		}
		ms, warns, err := Generate(path, src)
		if err != nil {
			return nil, err
		}
		abs, err := filepath.Abs(path)
		if err != nil {
			return nil, err
		}
		fr := &FileResult{File: path, Warnings: warns}
		var scs []*baseline
		root := false // some scenario lists the file: it may take its units from it
		for _, b := range passing {
			if b.uses[abs] {
				scs = append(scs, b)
				fr.Scenarios = append(fr.Scenarios, b.File)
				for _, r := range b.Scenario.Rules {
					if a, err := filepath.Abs(r); err == nil && a == abs {
						root = true
					}
				}
			}
		}
		slices.Sort(fr.Scenarios)
		for _, m := range ms {
			if opt.Mutants != nil && !opt.Mutants.MatchString(m.String()) && !opt.Mutants.MatchString(m.Clause) &&
				!opt.Mutants.MatchString(m.In) {
				continue
			}
			if m.pace && !m.filePaces && !root && m.Equivalent == "" {
				m.Equivalent, m.How = "the file writes no length in paces and no scenario lists it "+
					"(a scenario's lengths take a listed file's units), so its pace converts nothing", Detected
			}
			o := &Outcome{Mutant: m}
			fr.Outcomes = append(fr.Outcomes, o)
			if m.Equivalent != "" {
				o.Status = Equivalent
				if m.How == Formats {
					continue // the original itself: nothing to run
				}
			}
			jobs = append(jobs, job{fr, abs, o, scs})
		}
		res.Files = append(res.Files, fr)
	}
	// The baseline checked every name its scenarios give; a mutant is
	// judged by what its runs do (see suite.Runner.RunsOnly).
	runner.RunsOnly = true
	var done atomic.Int64
	par.Each(len(jobs), opt.Workers, func(i int) {
		j := jobs[i]
		runMutant(reg, runner, j.abs, j.out, j.scs)
		if opt.Progress != nil {
			opt.Progress(int(done.Add(1)), len(jobs))
		}
	})
	res.Elapsed = time.Since(start)
	return res, nil
}

// baseline is a scenario's run on the original rules and the files its
// rules read (absolute paths).
type baseline struct {
	*suite.Result
	uses map[string]bool
}

// runMutant runs scenarios on a mutant of the file at abs until one
// fails, and records the outcome. A mutant found or marked equivalent is
// run too, and stays equivalent unless a scenario kills it: the tree's
// claims hold up to errors (two require lines swapped differ when the
// first guards the second, prop of a unit without the prop), and a mark
// can be wrong; a mutant a scenario fails on is not equivalent.
func runMutant(reg *interp.Registry, runner *suite.Runner, abs string, o *Outcome, scs []*baseline) {
	if o.Status == Equivalent {
		claimed := *o
		runScenarios(reg, runner, abs, o, scs)
		if o.Status != Killed {
			*o = claimed // stopped proves no more than survived
		}
		return
	}
	runScenarios(reg, runner, abs, o, scs)
}

// runScenarios runs scenarios on a mutant until one fails on an
// expectation or an error of the run; a run stopped only by the step
// budget, the time limit or a crash of rulec judges nothing, and the next
// scenario is run. When only such runs failed, the mutant is stopped.
func runScenarios(reg *interp.Registry, runner *suite.Runner, abs string, o *Outcome, scs []*baseline) {
	read := func(p string) ([]byte, error) {
		if a, err := filepath.Abs(p); err == nil && a == abs {
			return o.Source, nil
		}
		return interp.ReadRulesFile(p)
	}
	progs := map[string]*interp.Program{}
	o.Status = Survived
	for _, b := range scs {
		key := strings.Join(b.Scenario.Rules, "\x00")
		prog, ok := progs[key]
		if !ok {
			p, err := interp.LoadSources(reg, b.Scenario.Rules, map[string][]byte{}, read)
			if err != nil {
				o.Status, o.Why = Invalid, firstLine(err)
				return
			}
			prog, progs[key] = p, p
		}
		o.Ran++
		// A scenario is read again for each run: building its world
		// writes to it, and other mutants run it at the same time.
		sc, err := scenario.ReadFile(b.File)
		if err != nil {
			o.Status, o.KilledBy, o.Why = Killed, b.File, firstLine(err)
			return
		}
		r := runner.RunProgram(b.File, sc, prog)
		switch {
		case r.Passed():
		case stopped(r):
			if o.Status != Stopped {
				o.Status, o.KilledBy, o.Why = Stopped, b.File, why(r)
			}
		default:
			o.Status, o.KilledBy, o.Why = Killed, b.File, why(r)
			return
		}
	}
}

// stopped reports whether r failed only because its run stopped on the
// step budget or the time limit, or on a crash of rulec (a panic), or its
// expect.odds failed only for a limit (suite.Result.OddsStopped: every
// run of the enumeration that failed spent its budget, or the branches
// passed their limit): none is a wrong result an expectation saw, and the
// time limit depends on the machine's load.
func stopped(r *suite.Result) bool {
	var re *interp.RunError
	var ie *suite.InternalError
	run := errors.As(r.RunErr, &re) && re.Spent || errors.As(r.RunErr, &ie) || errors.As(r.Err, &ie)
	for _, f := range r.Failures {
		switch {
		case f.Field == "error" && run:
		case f.Field == "odds" && r.OddsStopped:
		default:
			return false // an expectation of the world saw a wrong result
		}
	}
	return run || r.OddsStopped
}

// why returns the first reason a scenario failed.
func why(r *suite.Result) string {
	switch {
	case r.Err != nil:
		return firstLine(r.Err)
	case len(r.Failures) > 0:
		return r.Failures[0].String()
	}
	return ""
}

// firstLine returns the first line of an error's text.
func firstLine(err error) string {
	var list diag.ErrorList
	if errors.As(err, &list) && len(list) > 0 {
		return list[0].Error()
	}
	s, _, _ := strings.Cut(err.Error(), "\n")
	return s
}

// keep returns the files whose path or base name re matches (all when re
// is nil), as rulec test's --run does.
func keep(files []string, re *regexp.Regexp) []string {
	if re == nil {
		return files
	}
	var out []string
	for _, f := range files {
		if re.MatchString(f) || re.MatchString(strings.TrimSuffix(filepath.Base(f), filepath.Ext(f))) {
			out = append(out, f)
		}
	}
	return out
}

// sameOnce returns paths with each file kept once, the first time it is
// given: `rulec mutate a.rules ./a.rules` (or a link to it) made and
// counted every mutant of it twice, weighing it double in the score.
func sameOnce(paths []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, p := range paths {
		if key := textfile.Key(p); !seen[key] {
			seen[key] = true
			out = append(out, p)
		}
	}
	return out
}

// closure returns the absolute paths of rules files and every file they
// import, read from disk; a file that cannot be read or parsed adds
// nothing but itself.
func closure(paths []string) map[string]bool {
	seen := map[string]bool{}
	var visit func(p string)
	visit = func(p string) {
		abs, err := filepath.Abs(p)
		if err != nil || seen[abs] {
			return
		}
		seen[abs] = true
		src, err := interp.ReadRulesFile(p) // a fifo or a device is refused, not waited on
		if err != nil {
			return
		}
		f, err := grammar.Parse(p, src)
		if err != nil {
			return
		}
		for _, d := range f.Decls {
			if imp, ok := d.(*grammar.Import); ok {
				visit(importPath(p, imp.Path))
			}
		}
	}
	for _, p := range paths {
		visit(p)
	}
	return seen
}

// importPath resolves an import written in the file at from, as the
// loader does.
func importPath(from, imp string) string {
	if filepath.IsAbs(imp) {
		return filepath.Clean(imp)
	}
	return filepath.Join(filepath.Dir(from), imp)
}

// Score counts a file's mutants, or a whole campaign's.
type Score struct {
	Mutants, Equivalent, Invalid, Killed, Survived int
	// Stopped counts the mutants only a spent step budget or time limit,
	// or a crash of rulec, failed: not scored.
	Stopped int
	// Formatted, Detected and Marked count the equivalent mutants by how
	// they were found (Mutant.How).
	Formatted, Detected, Marked int
}

// NonEquivalent returns the mutants that count: killed or survived.
func (s Score) NonEquivalent() int { return s.Killed + s.Survived }

// Percent returns the mutation score, killed of non-equivalent, in
// percent; 100 when none counts.
func (s Score) Percent() float64 {
	if s.NonEquivalent() == 0 {
		return 100
	}
	return 100 * float64(s.Killed) / float64(s.NonEquivalent())
}

// Meets reports whether the score is at least min percent, and when it is
// not, says why: the score to as many decimals as show it below min (a
// score of 59.375% is printed 59.4% and does not meet 59.4), or that no
// mutant was killed or survived, so there is no score to meet it.
func (s Score) Meets(min float64) (bool, string) {
	if min <= 0 {
		return true, ""
	}
	if s.NonEquivalent() == 0 {
		return false, fmt.Sprintf("--min-score %g: no mutant was killed or survived, so the score says nothing", min)
	}
	p := s.Percent()
	if p >= min {
		return true, ""
	}
	places := 1
	for places < 12 && strconv.FormatFloat(p, 'f', places, 64) == strconv.FormatFloat(min, 'f', places, 64) {
		places++
	}
	return false, fmt.Sprintf("the score, %d/%d (%s%%), is below --min-score %g",
		s.Killed, s.NonEquivalent(), strconv.FormatFloat(p, 'f', places, 64), min)
}

// String returns `killed/non-equivalent (pct%)`.
func (s Score) String() string {
	return fmt.Sprintf("%d/%d (%.1f%%)", s.Killed, s.NonEquivalent(), s.Percent())
}

// add counts one outcome.
func (s *Score) add(o *Outcome) {
	s.Mutants++
	switch o.Status {
	case Killed:
		s.Killed++
	case Stopped:
		s.Stopped++
	case Survived:
		s.Survived++
	case Invalid:
		s.Invalid++
	case Equivalent:
		s.Equivalent++
		switch o.How {
		case Formats:
			s.Formatted++
		case Detected:
			s.Detected++
		case Marked:
			s.Marked++
		}
	}
}

// Score returns the file's counts.
func (f *FileResult) Score() Score {
	var s Score
	for _, o := range f.Outcomes {
		s.add(o)
	}
	return s
}

// Score returns the campaign's counts over every file.
func (r *Result) Score() Score {
	var s Score
	for _, f := range r.Files {
		for _, o := range f.Outcomes {
			s.add(o)
		}
	}
	return s
}
