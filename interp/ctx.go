package interp

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/rulec-dev/rulec/check"
	"github.com/rulec-dev/rulec/diag"
	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/world"
)

// Input is what a run needs besides the world: the procedure, its
// arguments as written in a scenario, the dice totals in order and the
// players' answers to named choices. A choice made several times (in a
// for loop) takes its answers in order, one per time; a single answer holds
// every time.
type Input struct {
	Proc string
	Args map[string]string
	Dice []int
	// Faces holds, at a roll's index, its dice one by one where the
	// scenario gives them (Dice then holds their sum: a run refuses dice
	// that do not make it), and nil where it gives only the total. It may
	// be shorter than Dice.
	Faces   [][]int
	Choices map[string][]string
	// Source, if set, supplies the rolls instead of Dice and Faces (see
	// Explore and Sampled). A run with a source may leave answers unused:
	// on other dice it might have made the choice.
	Source DiceSource
	// bound holds Args read for Proc by Program.Prepare, nil if not.
	bound *boundArgs
}

// boundArgs is an Input's arguments read once, in parameter order, for
// runs of one program's procedure: a unit or body as its place among the
// world's bodies and its id, anything else as its value.
type boundArgs struct {
	prog *Program
	proc *Proc
	args []boundArg // in parameter order
}

// boundArg is one prepared argument: a unit or body as its id and its
// place among the world's bodies, anything else as its value.
type boundArg struct {
	// val is the value; a unit's is the unit prepared on (body), which
	// a run on a world holding another at its place does not take
	val any
	id  string // "" where val holds the value alone
	at  int
	// body is the unit at at in the world prepared on: a world that
	// holds the same *Body there holds the unit, without comparing ids
	// (a run on that world in place, kept by a world.Undo).
	body *world.Body
}

// Prepare returns in with its arguments read for the procedure it
// enters, on w or a clone of it, once: its runs take them in parameter
// order instead of looking each up by name and reading its text again,
// as a scenario run many times (a benchmark, a sampling) can. A run
// whose world does not hold a unit where w did finds it by id, as an
// unprepared run does. in.Args is not read again: a caller that changes
// it prepares the input anew. An input whose arguments are wrong is
// returned as it is, for Run to report.
func (p *Program) Prepare(w *world.World, in Input) Input {
	in.bound = nil
	if p == nil || p.Program == nil || w == nil {
		return in // Run says what is missing
	}
	proc := p.Procs[in.Proc]
	if proc == nil {
		return in
	}
	c := &Ctx{W: w, prog: p, in: in}
	vals := make([]any, len(proc.Params))
	if err := c.bindInput(proc, vals); err != nil {
		return in
	}
	b := &boundArgs{prog: p, proc: proc, args: make([]boundArg, len(vals))}
	for i, v := range vals {
		if u, ok := v.(*world.Body); ok && u != nil {
			b.args[i] = boundArg{val: v, id: u.ID, at: slices.Index(w.Bodies, u), body: u}
		} else {
			b.args[i] = boundArg{val: v}
		}
	}
	in.bound = b
	return in
}

// bindBound puts the prepared arguments of b into out in parameter
// order, and reports whether c's world holds each unit they name.
func (c *Ctx) bindBound(b *boundArgs, out []any) bool {
	bodies, args := c.W.Bodies, b.args
	out = out[:len(args)] // a frame's slots start with its parameters
	for i := range args {
		// the world prepared on, or one kept from it: the unit where
		// it was, and its value the one boxed when prepared
		if a := &args[i]; a.body == nil || uint(a.at) < uint(len(bodies)) && bodies[a.at] == a.body {
			out[i] = a.val
			continue
		}
		return c.bindMoved(b, out, i)
	}
	return true
}

// bindMoved is bindBound from argument i on, the first unit of which
// is not where it was prepared: found by its id, at its place if there.
//
//go:noinline
func (c *Ctx) bindMoved(b *boundArgs, out []any, i int) bool {
	bodies := c.W.Bodies
	for ; i < len(b.args); i++ {
		a := &b.args[i]
		if a.body == nil {
			out[i] = a.val
			continue
		}
		if k := a.at; uint(k) < uint(len(bodies)) && (bodies[k] == a.body || bodies[k].ID == a.id) {
			out[i] = bodies[k]
			continue
		}
		u := c.W.Get(a.id)
		if u == nil {
			return false
		}
		out[i] = u
	}
	return true
}

// Options tunes a run.
type Options struct {
	// Trace records decisions and moves; off, a run only changes the world.
	Trace bool
	// Explain records, for each clause that did not apply, the values its
	// condition saw.
	Explain bool
	// MaxSteps bounds the statements run and loop iterations made, so a
	// goto or loop that never ends fails with an error instead of hanging;
	// 0 means DefaultMaxSteps.
	MaxSteps int
	// Deadline, if set, stops a run still going at that time with an
	// error naming the step or loop it was in.
	Deadline time.Time
	// Snapshots keeps, on each trace entry that changes the table (a
	// move, a mark, an event, a removal), a copy of the world just after
	// it (Entry.World), so a step-through page can draw every step. It
	// implies Trace.
	Snapshots bool
	// EagerLets evaluates every let where it stands. A let is otherwise
	// evaluated when first read, or just before an action that changes
	// what it reads (docs/language.md, "When a let is evaluated"); the
	// two give the same runs, which the tests check by running every
	// scenario both ways.
	EagerLets bool
}

// DefaultMaxSteps is the run budget when Options.MaxSteps is 0: far more
// than any rulebook procedure takes, small enough to stop in seconds.
const DefaultMaxSteps = 10_000_000

// Ctx is one run of a program against a world. Queries receive it as their
// hidden first argument.
type Ctx struct {
	W       *world.World
	prog    *Program
	in      Input
	next    int            // the next die
	chosen  map[string]int // how often each named choice has been made
	trace   *Trace
	explain bool
	depth   int    // nesting, for the trace's indentation
	calls   int    // procedure calls in progress
	jump    string // the step the goto that just ran names
	// steps counts statements run and loop iterations against maxSteps;
	// loop names the innermost step or for loop, for the error.
	steps, maxSteps int
	// checkAt is the count of steps at which spend next looks at the
	// budget and the clock (spent sets it): a multiple of 4096, or one
	// past the budget, whichever comes first.
	checkAt  int
	loop     check.Stmt // the innermost step or loop running, for a spent budget's message; nil outside all
	deadline time.Time
	// spare holds the variable slots of returned procedure calls,
	// cleared, for the next calls to reuse, and what the run's
	// expressions share.
	spare *spare
	env   *check.Env
	// eng is the run as the engine's queries and actions see it.
	eng *engine.Ctx
	// actionPos and actionRef place the running action, for its trace.
	actionPos grammar.Position
	actionRef string
	// eager evaluates every let where it stands (Options.EagerLets).
	eager bool
	// cur is the expression running unguarded (value), if one is: its
	// failure ends the run (failed), which names the calls in progress
	// from their frames (spare.frames up to calls).
	cur *check.Expr
}

// DiceError is a mismatch between the rolls a run makes and the dice a
// scenario gives. Index is the die concerned (0-based) in the scenario list.
type DiceError struct {
	Index int
	Roll  grammar.Position // the roll in the rules, if any
	Msg   string
	Hint  string // optional: how to mend the dice, shown apart by every tool
}

// Error returns the message, its hint in brackets, and the roll's place in
// the rules.
func (e *DiceError) Error() string {
	s := e.Msg
	if e.Hint != "" {
		s += " (" + e.Hint + ")"
	}
	if e.Roll.Filename != "" {
		return fmt.Sprintf("%s (roll at %s)", s, diag.Short(e.Roll))
	}
	return s
}

// ErrorHint returns the hint (diag.Hinted).
func (e *DiceError) ErrorHint() string { return e.Hint }

// RunError is a failure during a run, at a place in the rules, with the
// chain of procedure calls that led there, innermost first: each frame is
// a procedure and the place it was called from.
type RunError struct {
	Pos   grammar.Position
	Msg   string
	Hint  string // optional: how to mend it, shown apart by every tool
	Stack []diag.Frame
	// Spent marks a run stopped by its step budget or time limit rather
	// than by a rule: a mutation campaign counts such a mutant killed by
	// the budget, which says the mutant loops or crawls, not that a
	// scenario saw a wrong result.
	Spent bool
}

// Error returns `file:line:col: message`, with the hint in brackets.
func (e *RunError) Error() string {
	s := fmt.Sprintf("%s: %s", diag.Short(e.Pos), e.Msg)
	if e.Hint != "" {
		s += " (" + e.Hint + ")"
	}
	for i := len(e.Stack) - 1; i >= 0; i-- {
		s += "\n\tin " + e.Stack[i].String()
	}
	return s
}

// Run executes a procedure against w, changing it, and returns the trace
// (empty unless opts.Trace).
//
// What a run without a trace does besides its statements is kept to
// this function, enter and keepSpare, with every rare way (a trace, an
// input not prepared, an error of the input, dice or answers left over)
// in a function of its own: a short run goes through its code once, and
// each instruction of it is one more for the instruction cache to hold
// (docs/perf/notes.md, lower15 and lower16).
func (p *Program) Run(w *world.World, in Input, opts Options) (tr *Trace, err error) {
	if p == nil || p.Program == nil || w == nil {
		return nil, noRun(p == nil || p.Program == nil)
	}
	// the run's state lives in what earlier runs left, reused
	sp := p.takeSpare()
	c := &sp.run // zero: keepSpare emptied it, or takeSpare made it
	if c.prog != nil {
		*c = Ctx{} // not so: a run of it never ended
		sp.frames = nil
	}
	c.W, c.prog, c.in, c.spare = w, p, in, sp
	c.explain, c.maxSteps, c.deadline, c.eager = opts.Explain, opts.MaxSteps, opts.Deadline, opts.EagerLets
	if len(sp.pending) != 0 {
		clear(sp.pending)
		sp.pending = sp.pending[:0]
	}
	if c.maxSteps <= 0 {
		c.maxSteps = DefaultMaxSteps
	}
	c.nextCheck()
	sp.eng.Reset(c)
	c.eng = &sp.eng
	c.env = &c.spare.env
	c.env.Ctx, c.env.Consts = c.eng, p.Consts
	// keepSpare also ends a run an expression's failure ended (failed),
	// and gives a trace its count of steps: one deferred call, as more
	// than two would not be open-coded with Run's many returns
	defer c.keepSpare(&tr, &err)
	if opts.Trace || opts.Explain || opts.Snapshots {
		c.startTrace(w, opts)
	}
	proc, code := sp.proc, sp.code
	b := in.bound
	prepared := b != nil && b.prog == p && b.proc == proc && proc != nil
	if !prepared {
		// not a prepared input of the last run's entry
		if proc, code = c.entry(); proc == nil {
			return c.trace, c.noProc()
		}
		prepared = b != nil && b.prog == p && b.proc == proc
	}
	f := c.newFrame(code)
	if !prepared || !c.bindBound(b, f.ev.Vals) {
		if err := c.bindInput(proc, f.ev.Vals); err != nil {
			c.freeFrame(f)
			return c.trace, err
		}
	}
	if err := c.enter(f, proc, code); err != nil {
		return c.trace, c.unrolled(err)
	}
	if in.Source == nil && (c.next < len(in.Dice) || len(in.Choices) != 0) {
		return c.trace, c.leftOver()
	}
	return c.trace, nil
}

// startTrace sets c up to record its trace, as opts asks, on world w.
//
//go:noinline
func (c *Ctx) startTrace(w *world.World, opts Options) {
	c.trace = &Trace{prog: c.prog, units: c.prog.Units}
	if opts.Snapshots {
		c.trace.snap = w
	}
	c.env.Forced = c.forced
	c.trace.Hits = map[int]int{}
	c.env.Parts = c.trace.Hits
}

// entry returns the procedure the run enters by and its code: the last
// run's, of the spare, if it has the same name (a program's runs mostly
// enter by one procedure: the map is asked only when the entry changes).
// The procedure is nil if the rules have none of that name.
//
//go:noinline
func (c *Ctx) entry() (*Proc, *procCode) {
	sp, p := c.spare, c.prog
	if sp.proc == nil || sp.procName != c.in.Proc {
		proc := p.Procs[c.in.Proc]
		sp.proc, sp.code, sp.procName = proc, p.codeOf(proc), c.in.Proc
	}
	return sp.proc, sp.code
}

// noProc is the error of a run whose procedure the rules do not have.
//
//go:noinline
func (c *Ctx) noProc() error {
	ie := &InputError{Msg: fmt.Sprintf("no procedure %q in the rules", c.in.Proc)}
	if n := grammar.Nearest(c.in.Proc, c.prog.ProcNames()); n != "" {
		ie.Hint = fmt.Sprintf("did you mean %q?", n)
	}
	return ie
}

// leftOver is the error of a run that ended without rolling every die
// given, or without making every choice answered, nil if it made them
// all (answersLeftOver): a die left over is reported first.
//
//go:noinline
func (c *Ctx) leftOver() error {
	if c.next < len(c.in.Dice) {
		left, dice := len(c.in.Dice)-c.next, "dice"
		if left == 1 {
			dice = "die" // the format's own words: "a die left over"
		}
		return &DiceError{Index: c.next, Msg: fmt.Sprintf("%d %s left over: the run rolled %d of the %d given", left, dice, c.next, len(c.in.Dice)),
			Hint: "give only the dice the run rolls; rulec run shows each roll it made"}
	}
	return c.answersLeftOver()
}

// UnrolledError is a run that stopped with Err before rolling every die
// Input.Dice gives: it rolled the first Rolled. Its text is Err's. A die
// left over is an error (the scenario format), but which error a caller
// reports first is its own: a scenario expecting Err learns from it that
// the run stopped before the roll its dice describe.
type UnrolledError struct {
	Err    error
	Rolled int
}

// unrolled is err, a failure that ended a run, as Run returns it: an
// UnrolledError if dice given were not rolled.
func (c *Ctx) unrolled(err error) error {
	if c.in.Source == nil && c.next < len(c.in.Dice) {
		return &UnrolledError{Err: err, Rolled: c.next}
	}
	return err
}

// Error returns Err's text.
func (e *UnrolledError) Error() string { return e.Err.Error() }

// Unwrap returns Err.
func (e *UnrolledError) Unwrap() error { return e.Err }

// noRun is the error of a run with no program (a nil *Program, as Load
// returns with its error) or no world: it panicked, from an embedder's
// Go, where every other bad input is an error.
func noRun(noProgram bool) *InputError {
	if noProgram {
		return &InputError{Msg: "no program to run", Hint: "Load the rules first, and check Load's error: it returns no program when the rules have errors"}
	}
	return &InputError{Msg: "no world to run on", Hint: "build one from a scenario (Scenario.Build) or with world.New"}
}

// InputError is a mistake in a run's procedure or arguments; Arg names the
// argument concerned, if any, so a caller can place it in the scenario.
type InputError struct {
	Arg  string
	Msg  string
	Hint string
}

// Error returns the message, with the hint in brackets.
func (e *InputError) Error() string {
	if e.Hint != "" {
		return e.Msg + " (" + e.Hint + ")"
	}
	return e.Msg
}

// ChoiceError is an answer the run did not use: the scenario answered a
// choice the run never made, or more often than it made it.
type ChoiceError struct {
	Name string // the choice
	Msg  string
	// Unused names the choices answered that the run never made, when
	// that is all that is wrong: a caller may take it for a note, as the
	// scenario format does not forbid an answer the path does not need.
	Unused []string
}

// Error returns the message.
func (e *ChoiceError) Error() string { return e.Msg }

// answersLeftOver reports answers the run did not use up: the scenario
// expected the choice to be made, or made more often than it was.
func (c *Ctx) answersLeftOver() error {
	if len(c.in.Choices) == 0 {
		return nil
	}
	var unused *ChoiceError
	for _, name := range slices.Sorted(maps.Keys(c.in.Choices)) {
		n, made := len(c.in.Choices[name]), c.chosen[name]
		switch {
		case made == 0 && unused == nil:
			unused = &ChoiceError{Name: name, Msg: fmt.Sprintf("choice %q is answered but the run never made it", name), Unused: []string{name}}
		case made == 0:
			unused.Unused = append(unused.Unused, name)
		case n > 1 && made < n:
			times := fmt.Sprintf("%d times", made)
			if made == 1 {
				times = "once"
			}
			return &ChoiceError{Name: name, Msg: fmt.Sprintf("choice %q was made %s but the scenario gives %d answers", name, times, n)}
		}
	}
	if unused != nil {
		return unused
	}
	return nil
}

// bindInput converts the scenario's arguments to the procedure's types,
// into out in parameter order.
//
// An argument naming no parameter is reported before any other mistake.
func (c *Ctx) bindInput(p *Proc, out []any) error {
	given := 0
	var first error
	for i, prm := range p.Params {
		text, ok := c.in.Args[prm.Name]
		if ok {
			given++
		}
		if first != nil {
			continue
		}
		if !ok && prm.Optional {
			out[i] = nil // left out, it holds no value (language.md)
			continue
		}
		if !ok {
			first = &InputError{Msg: fmt.Sprintf("missing argument %q (%s) to procedure %q", prm.Name, prm.Kind, p.Name)}
			continue
		}
		v, err := c.prog.ParseArg(c.W, prm, text)
		if err != nil {
			msg, hint := diag.SplitHint(err)
			first = &InputError{Arg: prm.Name, Msg: fmt.Sprintf("argument %q: %s", prm.Name, msg), Hint: hint}
			continue
		}
		out[i] = v
	}
	if given == len(c.in.Args) {
		return first // every argument names a parameter
	}
	for _, name := range slices.Sorted(maps.Keys(c.in.Args)) {
		if indexOfParam(p, name) < 0 {
			return &InputError{Arg: name, Msg: fmt.Sprintf("procedure %q has no parameter %q (it takes %s)", p.Name, name, p.ParamList())}
		}
	}
	return first
}

// ParseArg reads a scenario's argument text as prm's type, a unit or body
// by its id on w: the one reading behind a run's arguments and the
// scenario checker's, so both say the same words.
func (p *Program) ParseArg(w *world.World, prm Param, text string) (any, error) {
	switch prm.Kind {
	case "unit", "body":
		if w == nil {
			return nil, noRun(false)
		}
		if b := w.Get(text); b != nil {
			return b, nil
		}
		return nil, fmt.Errorf("no unit %q on the table", text)
	case "length":
		return geom.ParseLength(text, p.Units)
	case "number", "angle":
		// strconv alone read nan, inf and 1_0: a NaN compared false
		// with everything and passed silently
		return geom.ParseNumber(text)
	case "bool":
		switch strings.ToLower(strings.TrimSpace(text)) {
		case "true":
			return true, nil
		case "false":
			return false, nil
		}
		return nil, fmt.Errorf("want true or false, got %q", text)
	case "word":
		return text, nil
	}
	return nil, fmt.Errorf("a %s cannot be given by a scenario", prm.Kind)
}

// indexOfParam returns the index of a parameter, or -1.
func indexOfParam(p *Proc, name string) int {
	for i, prm := range p.Params {
		if prm.Name == name {
			return i
		}
	}
	return -1
}

// World implements engine.Run.
func (c *Ctx) World() *world.World { return c.W }

// Tol implements engine.Run.
func (c *Ctx) Tol() float64 { return c.W.Tol }

// Moved implements engine.Run: the trace records the move at the running
// action.
func (c *Ctx) Moved(u *world.Body, action string, from geom.Rect) {
	if c.trace == nil { // spares the copies of two rectangles into move
		return
	}
	c.trace.move(u, action, from, u.Rect, c.depth, c.actionPos, c.actionRef)
}

// Note implements engine.Run.
func (c *Ctx) Note(kind, text string) {
	c.trace.add(Entry{Kind: kind, Depth: c.depth, Pos: c.actionPos, Ref: c.actionRef, Text: text})
}
