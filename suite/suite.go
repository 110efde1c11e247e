// Package suite runs scenario files against rulesets: it loads each
// scenario, compiles each distinct set of rules once, runs the scenarios in
// parallel and checks their expectations, returning results in input order.
// It also says what it found, for people (WriteRun, WriteResult,
// WriteCover, WriteOdds, WriteError, WriteCheck, Picture) and as JSON
// documents (NewRunReport, NewTestReport, ...): rulec only wires flags to
// these.
package suite

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/rulec-dev/rulec/internal/par"
	"github.com/rulec-dev/rulec/internal/textfile"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/odds"
	"github.com/rulec-dev/rulec/scenario"
	"github.com/rulec-dev/rulec/world"
)

// Runner runs scenarios. Its zero value is not ready; use New.
type Runner struct {
	reg *interp.Registry
	// Rules, when set, replaces every scenario's own rules.
	Rules []string
	// Trace, Explain and Snapshots are passed to each run
	// (interp.Options).
	Trace, Explain, Snapshots bool
	// Workers is the number of scenarios run at once (default: all cores).
	Workers int
	// MaxSteps is each run's budget (interp.Options.MaxSteps).
	MaxSteps int
	// EagerLets evaluates every let where it stands
	// (interp.Options.EagerLets).
	EagerLets bool
	// RandomDice throws each run's dice at random from Seed instead of
	// taking the scenario's (Result.Thrown records them).
	RandomDice bool
	Seed       uint64
	// Timeout, if not 0, limits each scenario's run: a run still going
	// stops with an error, and RunAll reports a scenario that has not
	// returned soon after rather than wait for it.
	Timeout time.Duration
	// RunsOnly judges a scenario by its run alone: the check before the
	// run that every event, flag, choice and prop the scenario names can
	// come from the rules (CheckNames) is left out. Mutation testing sets
	// it: a mutant that drops the only `event panic` of the rules, which
	// a scenario names only in no_events, runs exactly as the original
	// does, so the check failing is no sign that the scenario detects it.
	RunsOnly bool
	// Sources, when set, are the texts of rules files by path, read
	// instead of the files on disk (an editor's unsaved buffers).
	Sources map[string][]byte

	mu       sync.Mutex
	programs map[string]*programEntry
}

// programEntry compiles one set of rules once, however many scenarios
// share it.
type programEntry struct {
	once sync.Once
	prog *interp.Program
	err  error
}

// New returns a runner using the queries and actions of reg.
func New(reg *interp.Registry) *Runner {
	return &Runner{reg: reg, programs: map[string]*programEntry{}}
}

// Result is the outcome of one scenario.
type Result struct {
	File     string
	Name     string
	Failures []scenario.Failure
	// Err is a mistake that stopped the scenario before its expectations
	// could be checked: a scenario or rules error.
	Err error
	// RunErr is the error the run itself stopped with, if any; the
	// expectations say whether the scenario expected it.
	RunErr   error
	Trace    *interp.Trace
	World    *world.World
	Scenario *scenario.Scenario
	Program  *interp.Program
	// Thrown are the dice a run with Runner.RandomDice threw, Seed their
	// seed; Thrown is nil for a run on the scenario's dice.
	Thrown []interp.Die
	Seed   uint64
	// OddsStopped says the scenario's expect.odds failed only for a
	// limit (checkOddsHits): its enumeration passed its limit of
	// branches, or every run of it that failed spent its step budget.
	OddsStopped bool
	// Odds, from OddsFile, is the probability of each outcome.
	Odds    *odds.Result
	Elapsed time.Duration
	// Notes are the names of the scenario that make an expectation hold
	// whatever the run does (checkNames), shown beside the result.
	Notes []string
	// vacuous holds the places of the expectations among Notes.
	vacuous map[scenario.Pos]bool
	// Warnings are what of the scenario's table the format allows but a
	// run may read wrongly (scenario.StartWarnings: a unit starting in
	// impassable terrain), printed beside the result, pass or fail.
	Warnings []*scenario.Error
}

// Passed reports whether the scenario ran and met every expectation.
func (r *Result) Passed() bool { return r.Err == nil && len(r.Failures) == 0 }

// Program returns the compiled program for a set of rules files, compiling
// it the first time it is asked for.
func (r *Runner) Program(paths []string) (*interp.Program, error) {
	key := strings.Join(paths, "\x00")
	r.mu.Lock()
	e := r.programs[key]
	if e == nil {
		e = &programEntry{}
		r.programs[key] = e
	}
	r.mu.Unlock()
	e.once.Do(func() {
		if r.Sources != nil {
			e.prog, e.err = interp.LoadSources(r.reg, paths, r.Sources, interp.ReadRulesFile)
			return
		}
		e.prog, e.err = interp.Load(r.reg, paths...)
	})
	return e.prog, e.err
}

// RunFile loads and runs one scenario file.
func (r *Runner) RunFile(path string) *Result {
	start := time.Now()
	res := &Result{File: path, Name: strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))}
	defer func() { res.Elapsed = time.Since(start) }()
	if r.load(res) {
		r.run(res, res.Scenario, res.Program)
	}
	return res
}

// load reads res.File and compiles its rules into res, or sets res.Err
// and returns false.
func (r *Runner) load(res *Result) bool {
	sc, err := scenario.ReadFile(res.File)
	if err != nil {
		res.Err = err
		return false
	}
	return r.loadRules(res, sc)
}

// loadRules compiles the rules of sc, read from res.File, into res, or
// sets res.Err and returns false.
func (r *Runner) loadRules(res *Result, sc *scenario.Scenario) bool {
	path := res.File
	res.Scenario, res.Name = sc, sc.Name
	rules := sc.Rules
	if len(r.Rules) > 0 {
		rules = r.Rules
	}
	if len(rules) == 0 {
		if sc.RulesPos.Line > 0 {
			// rules: [] was written: say so where it stands
			res.Err = scenario.ErrorList{{Pos: sc.RulesPos, Msg: "rules: an empty list names no rules file",
				Hint: "list the rules files the scenario runs, rules: [walk.rules], or run with -rules"}}
			return false
		}
		res.Err = fmt.Errorf("%s: no rules: give the scenario a rules: list or run with -rules", path)
		return false
	}
	if len(r.Rules) == 0 {
		if err := checkRulesPaths(sc); err != nil {
			res.Err = err
			return false
		}
	}
	for _, path := range r.Rules {
		if err := interp.CheckRulesName(path); err != nil {
			res.Err = fmt.Errorf("%s: %v (given by --rules)", path, err)
			return false
		}
	}
	prog, err := r.Program(rules)
	if err != nil {
		res.Err = err
		return false
	}
	res.Program = prog
	return true
}

// Prepare does to the scenario whose text is src, read from the file at
// path, all that RunFile does before the run, and returns the mistakes of
// the first part that has any, as RunFile's Result.Err would hold them: the scenario's
// own (a misspelt key, a unit off the board, a tolerance too large), its
// rules' (a missing file, a rules file that does not check), or its names'
// against the rules (an event or flag nothing records, an unknown choice);
// and the mistakes in its run, args and props that RunFile would report as
// the run's error, unless the scenario expects an error, which may be that
// one. With none of those, it returns the warnings RunFile's Result
// would carry (scenario.StartWarnings), an ErrorList of warnings only.
// A scenario that names no rules, to be run with --rules, is read
// alone. It runs nothing. An editor shows what it returns as the file is
// typed, so that a scenario `rulec test` refuses is never shown clean.
func (r *Runner) Prepare(path string, src []byte) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = internalError(p)
		}
	}()
	sc, err := scenario.Parse(path, src)
	if err != nil {
		return err
	}
	if len(sc.Rules) == 0 && len(r.Rules) == 0 && sc.RulesPos.Line == 0 {
		return nil // to be run with --rules: the rules are not known here
	}
	res := &Result{File: path}
	if !r.loadRules(res, sc) {
		return res.Err
	}
	w, err := sc.Build(res.Program.Units)
	if err != nil {
		return err
	}
	if err, _, _ := checkNames(sc, res.Program); err != nil {
		return err
	}
	if !sc.Expect.HasError {
		if err := checkInput(sc, res.Program, w); err != nil {
			return err
		}
	}
	if ws := sc.StartWarnings(w); len(ws) > 0 {
		return scenario.ErrorList(ws)
	}
	return nil
}

// run executes a loaded scenario and checks its expectations.
func (r *Runner) run(res *Result, sc *scenario.Scenario, prog *interp.Program) {
	defer func() {
		if p := recover(); p != nil {
			res.Err, res.Failures = internalError(p), nil
		}
	}()
	w, err := sc.Build(prog.Units)
	if err != nil {
		res.Err = err
		return
	}
	res.World = w
	res.Warnings = sc.StartWarnings(w)
	if !r.RunsOnly {
		err, notes, vacuous := checkNames(sc, prog)
		if err != nil {
			res.Err = err
			return
		}
		placeNotes(sc, prog, w, &notes, vacuous)
		res.Notes, res.vacuous = notes, vacuous
	}
	if err := checkInput(sc, prog, w); err != nil {
		res.RunErr = err
		res.Failures = sc.Check(w, err)
		if len(res.Failures) == 0 {
			res.Failures = notRun(sc, prog, err)
		}
		return
	}
	// One deadline for the scenario: its run and its odds' enumeration.
	ctx := context.Background()
	if r.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, r.Timeout)
		defer cancel()
	}
	if OddsOnly(sc) && !r.RandomDice {
		// It has no run of its own: with tracing asked for (coverage, a
		// diff's reach), its trace is the clauses its enumeration ran,
		// or it added nothing to coverage and a diff took it to reach
		// every change, a change in a procedure it never calls included.
		var hits map[int]int
		res.Failures, hits, res.OddsStopped = r.checkOddsHits(ctx, sc, prog, r.Trace)
		if r.Trace {
			res.Trace = interp.HitsTrace(prog, hits)
		}
		return
	}
	opts := interp.Options{Trace: r.Trace, Explain: r.Explain, Snapshots: r.Snapshots, MaxSteps: r.MaxSteps, EagerLets: r.EagerLets}
	opts.Deadline, _ = ctx.Deadline()
	in := Input(sc)
	if r.RandomDice {
		src := interp.NewSampled(r.Seed, 0)
		in.Source = src
		defer func() { res.Thrown, res.Seed = append([]interp.Die{}, src.Dice...), r.Seed }()
	}
	tr, runErr := prog.Run(w, in, opts)
	res.Trace = tr
	var ce *interp.ChoiceError
	if errors.As(runErr, &ce) && len(ce.Unused) > 0 {
		// an answer the path taken did not need: the format allows it
		for _, name := range ce.Unused {
			res.Notes = append(res.Notes, fmt.Sprintf("choices.%s: the run never made this choice (%s)", name, sc.Choices[name].KeyPos))
		}
		runErr = nil
	}
	runErr = placeInputError(sc, placeChoiceError(sc, placeDiceError(sc, runErr)))
	res.RunErr = runErr
	res.Failures = sc.Check(w, runErr)
	res.Warnings = append(res.Warnings, sc.EndWarnings(w, prog.Units)...)
	if len(res.Failures) == 0 {
		res.Failures = unrolled(sc, runErr)
	}
	if len(sc.Expect.Odds) > 0 && (runErr == nil || sc.Expect.HasError) {
		fail, stopped := r.checkOdds(ctx, sc, prog)
		res.Failures, res.OddsStopped = append(res.Failures, fail...), stopped
	}
}

// Input converts a scenario's run, args, dice and choices for the
// interpreter.
func Input(sc *scenario.Scenario) interp.Input {
	if sc == nil {
		return interp.Input{} // a run of it says there is no procedure ""
	}
	in := interp.Input{Proc: sc.Run, Args: map[string]string{}, Choices: map[string][]string{}}
	for k, a := range sc.Args {
		in.Args[k] = a.Text
	}
	for i, d := range sc.Dice {
		in.Dice = append(in.Dice, d.Total)
		if d.Faces != nil {
			in.Faces = append(in.Faces, make([][]int, i+1-len(in.Faces))...)
			in.Faces[i] = d.Faces
		}
	}
	for k, c := range sc.Choices {
		in.Choices[k] = c.Answers()
	}
	return in
}

// unrolled returns the failure of a scenario expecting an error whose
// run stopped before rolling every die it gives (interp.UnrolledError):
// a die left over is an error, and the dice say the run reached a roll
// it never made, so the error came from another place than the scenario
// describes. It is asked when every expectation held: a run expected to
// end well, or stopping with another error, has failed already (and a
// mutant that only spent the step budget stays stopped, not killed).
func unrolled(sc *scenario.Scenario, runErr error) []scenario.Failure {
	var ue *interp.UnrolledError
	if !errors.As(runErr, &ue) {
		return nil
	}
	return unrolledAt(sc, ue.Rolled)
}

// notRun returns the failure of a scenario expecting an error whose run
// never started, its input refused before the run (checkInput), when
// the error it expects is there: an error expected of a procedure the
// rules lack can come from no run of it (`run: chrage` with `error:
// "charge"` passed, the expected text found in the did-you-mean), and
// dice the scenario gives were never rolled, as unrolled says of a run
// that stopped before its rolls (`args: {unit: Z}` beside `dice: [7]`
// passed, though no roll was ever reached).
func notRun(sc *scenario.Scenario, prog *interp.Program, err error) []scenario.Failure {
	if !sc.Expect.HasError {
		return nil
	}
	if prog.Procs[sc.Run] == nil {
		return []scenario.Failure{{Pos: sc.Expect.ErrorPos, Field: "error",
			Want: fmt.Sprintf("an error containing %q from a run of %s", sc.Expect.Error, sc.Run),
			Got:  err.Error(),
			Diff: fmt.Sprintf("the rules have no procedure %q: nothing ran, so no error of its run can be expected", sc.Run)}}
	}
	return unrolledAt(sc, 0)
}

// unrolledAt is unrolled for a run that rolled the scenario's first
// rolled dice and stopped.
func unrolledAt(sc *scenario.Scenario, rolled int) []scenario.Failure {
	if !sc.Expect.HasError || rolled >= len(sc.Dice) {
		return nil
	}
	d := sc.Dice[rolled]
	text := fmt.Sprint(d.Total)
	if d.Faces != nil {
		text = strings.ReplaceAll(fmt.Sprint(d.Faces), " ", ", ")
	}
	return []scenario.Failure{{Pos: d.Pos, Field: "dice", Want: "every die rolled",
		Got:  fmt.Sprintf("%d of %d rolled", rolled, len(sc.Dice)),
		Diff: fmt.Sprintf("the run stopped with its error before rolling die %d, %s", rolled+1, text)}}
}

// DiceError is a dice mismatch placed in the scenario as well as in the
// rules: Die is the scenario's die concerned, zero when the scenario gave
// too few.
type DiceError struct {
	*interp.DiceError
	Die  scenario.Pos
	File string // the scenario file
	// List is where the scenario's dice are listed, and Run its run: line,
	// named when the scenario lists no dice at all.
	List, Run scenario.Pos
}

// Error returns the interpreter's message and the die's place.
func (e *DiceError) Error() string {
	return fmt.Sprintf("%v; %s", e.DiceError, e.Where())
}

// Where says where in the scenario the dice concerned are: the die itself,
// else the list to extend, else the run that needs a list.
func (e *DiceError) Where() string {
	switch {
	case e.Die.Line > 0:
		return fmt.Sprintf("die %d is at %s", e.Index+1, e.Die)
	case e.List.Line > 0:
		return fmt.Sprintf("the scenario's dice are listed at %s", e.List)
	case e.Run.Line > 0:
		return fmt.Sprintf("the scenario lists no dice: give them as dice: [...] beside run: at %s", e.Run)
	}
	return fmt.Sprintf("the scenario's dice are listed at %s", e.File)
}

// Unwrap returns the interpreter's error.
func (e *DiceError) Unwrap() error { return e.DiceError }

// placeDiceError adds the scenario's place to a dice mismatch.
func placeDiceError(sc *scenario.Scenario, err error) error {
	var de *interp.DiceError
	if !errors.As(err, &de) {
		return err
	}
	out := &DiceError{DiceError: de, File: sc.File, List: sc.DicePos, Run: sc.RunPos}
	if de.Index < len(sc.Dice) {
		out.Die = sc.Dice[de.Index].Pos
	}
	return out
}

// RunAll runs every scenario file in order, in parallel, and returns the
// results in the same order. filter, if not nil, keeps scenarios whose name
// or file matches.
func (r *Runner) RunAll(files []string, filter *regexp.Regexp) []*Result {
	keep := matching(files, filter)
	out := make([]*Result, len(keep))
	par.Each(len(keep), r.Workers, func(i int) { out[i] = r.runLimited(keep[i]) })
	return out
}

// Stream is RunAll handing each result to emit, in the files' order, as
// soon as it and those before it are done, and keeping none: memory is
// bounded by the scenarios in flight (a few per worker), not the suite.
// It returns the number of scenarios run.
func (r *Runner) Stream(files []string, filter *regexp.Regexp, emit func(*Result)) int {
	keep := matching(files, filter)
	workers := r.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	// pending holds, in order, the results still to emit: its capacity is
	// how far the workers may run ahead of the slowest scenario.
	pending := make(chan chan *Result, 4*workers)
	go func() {
		busy := make(chan struct{}, workers)
		for _, f := range keep {
			done := make(chan *Result, 1)
			pending <- done
			busy <- struct{}{}
			go func() {
				done <- r.runLimited(f)
				<-busy
			}()
		}
		close(pending)
	}()
	for done := range pending {
		emit(<-done)
	}
	return len(keep)
}

// matching returns the files whose path or base name filter matches (all
// when filter is nil).
func matching(files []string, filter *regexp.Regexp) []string {
	var keep []string
	for _, f := range files {
		if filter == nil || filter.MatchString(f) || filter.MatchString(strings.TrimSuffix(filepath.Base(f), filepath.Ext(f))) {
			keep = append(keep, f)
		}
	}
	return keep
}

// runLimited is RunFile under the runner's Timeout: a scenario stuck where
// the run cannot stop itself (inside one query, say) is reported as timed
// out and left behind, so the suite still finishes.
func (r *Runner) runLimited(path string) *Result {
	if r.Timeout <= 0 {
		return r.RunFile(path)
	}
	done := make(chan *Result, 1)
	go func() { done <- r.RunFile(path) }()
	grace := r.Timeout + r.Timeout/2 + time.Second // loading, and the run's own deadline
	select {
	case res := <-done:
		return res
	case <-time.After(grace):
		return &Result{
			File: path, Name: strings.TrimSuffix(filepath.Base(path), filepath.Ext(path)), Elapsed: grace,
			Err: fmt.Errorf("%s: timed out: the scenario was still running after %v", path, grace.Round(time.Second)),
		}
	}
}

// Found is what CollectFound found: the scenario files to run, and what
// it passed over by name, so that no file below a folder goes unrun
// without a word (textfile.Found).
type Found textfile.Found

// CollectFound expands folders into the scenario files (*.yaml, *.yml)
// below them, sorted; files are kept as given. A folder holding none is an
// error. A file reached twice (a folder and a file in it, `. ..`, a link)
// is listed once (run twice, it counted twice in "N passed") and named in
// Skipped, with a link to nothing and a second path to a folder. Every
// command given scenario folders (test, mutate, diff, text) walks them
// here and prints Skipped (WriteSkipped, or SkippedReports as JSON): a
// walk that dropped a path without a word let a suite read green without
// running it. check and fmt walk rules folders the same way
// (textfile.Collect).
func CollectFound(args []string) (Found, error) {
	f, err := textfile.Collect(args, textfile.Kind{Exts: []string{".yaml", ".yml"}, Name: "scenario files (*.yaml, *.yml)", Verb: "run"})
	return Found(f), err
}

// WriteSkipped names each path found and passed over, one a line, as
// `skip  PATH  why`: every command given scenario folders prints them so.
func WriteSkipped(w io.Writer, f Found) {
	textfile.WriteSkipped(w, f.Skipped)
}

// SkippedReports is f.Skipped as the JSON documents give it (never nil:
// an empty list is [], not null).
func (f Found) SkippedReports() []SkippedReport {
	out := []SkippedReport{}
	for _, s := range f.Skipped {
		out = append(out, SkippedReport{Path: s.Path, Why: s.Why})
	}
	return out
}

// WriteFound prints how many scenario files were found and how many of
// them ran, when a folder was searched or something was passed over: the
// closing "N passed, N failed" counts the scenarios run, and a file never
// run (a mistaken link, a filter) would not show in it.
func WriteFound(w io.Writer, f Found, ran int) {
	if !f.Folders && len(f.Skipped) == 0 && ran == len(f.Files) {
		return
	}
	files := "files"
	if len(f.Files) == 1 {
		files = "file"
	}
	fmt.Fprintf(w, "%d scenario %s (*.yaml, *.yml) found, %d run", len(f.Files), files, ran)
	if ran < len(f.Files) {
		fmt.Fprintf(w, " (%d left out by --run)", len(f.Files)-ran)
	}
	if n := len(f.Skipped); n > 0 {
		fmt.Fprintf(w, "; %d other paths skipped, each named above", n)
	}
	fmt.Fprintln(w)
}
