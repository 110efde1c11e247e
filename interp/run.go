package interp

import (
	"fmt"
	"math"
	"math/bits"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/rulec-dev/rulec/check"
	"github.com/rulec-dev/rulec/diag"
	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/internal/zero"
	"github.com/rulec-dev/rulec/types"
	"github.com/rulec-dev/rulec/world"
)

// ctrl says how a statement ended: normally, by stopping the procedure, or
// by jumping to a step (the run's jump names it). One byte, not the label
// with it: every statement returns one, through every block around it.
type ctrl uint8

const (
	ctrlNext ctrl = iota
	ctrlStop
	ctrlJump
)

// frame is one procedure call's variables, in the slots the checker gave
// them, and its skipped steps.
type frame struct {
	c    *Ctx // the run, for the statements' methods (stmtRunner)
	proc *Proc
	code *procCode // proc compiled (code.go)
	ev   check.Frame
	// skipped lists the labels of the steps a skip statement named, nil
	// when none did; skipBuf is its array, kept from call to call.
	skipped []string
	skipBuf []string
	// pendBase is where the frame's pending lets start in the run's
	// list of them (lazy.go).
	pendBase int
	// listed has bit i set once slot i (< 64) has an entry in that list,
	// and maybe the bits of those whose slots may still hold their
	// check.Pending: dropDead looks at those alone. big says a slot past
	// 63 was listed, which they cannot say.
	listed, maybe uint64
	big           bool
	// used has bit i set once slot i may hold a value (its
	// parameters from the start), and usedAll once a slot past 63
	// may: freeFrame clears those alone.
	used    uint64
	usedAll bool
	// buf holds the frame's variables (ev.Vals), kept with the frame
	// from call to call, as ev.Bound holds the epochs of its listed
	// lets, each marked with the call that bound it (ev.Call).
	buf []any
	// from is where the call was made (the entry's procedure for the
	// entry's): a failure that ends the run at once names the calls in
	// progress from their frames (failed), the frames of depths 0 to
	// Ctx.calls-1, each call's caller the frame above it.
	from *grammar.Position
	// who is the procedure of the call from names: f's, or that of a
	// call inlined at f's depth (inlinebody.go), whose body runs in its
	// caller's frame.
	who *Proc
}

// callProc runs the procedure of frame f (from newFrame), its variables
// holding its arguments in parameter order; it frees f.
//
// Its statements run here, not in a function of their own (a call a
// procedure call spares). A panic is not stopped here, so endCall is not
// deferred: a run that panics is over (Run's caller reports it), and the
// frames it held are dropped.
func (c *Ctx) callProc(f *frame, from *grammar.Position) error {
	p := f.proc
	if c.calls >= 200 {
		c.freeFrame(f)
		return &RunError{Pos: *from, Msg: "procedure calls nested 200 deep", Hint: fmt.Sprintf("does %s call itself without end?", p.Name)}
	}
	if c.trace != nil {
		c.traceCall(p)
	}
	c.calls++
	c.depth++
	f.who, f.from = p, from
	err := c.runProc(f)
	if err != nil {
		err = inFrame(err, p, from)
	}
	c.endCall(f)
	return err
}

// enter runs the entry's procedure proc, compiled as code, in frame f
// (from newFrame): callProc's work, and runProc's loop of a plain
// procedure, in one function in a run without a trace (two Go calls a
// run fewer, docs/perf/notes.md lower15); callProc in a traced one.
func (c *Ctx) enter(f *frame, proc *Proc, code *procCode) error {
	if c.trace != nil || !code.plain || c.calls != 0 {
		return c.callProc(f, &proc.Pos)
	}
	c.calls++
	c.depth++
	f.who, f.from = proc, &proc.Pos
	var err error
	for _, o := range code.ops {
		if r, e := o(c, f); e != nil || r != ctrlNext {
			err = e // a stop ends the procedure
			break
		}
	}
	if err != nil {
		err = inFrame(err, proc, &proc.Pos)
	}
	c.endCall(f)
	return err
}

// runProc runs the ops of f's procedure until one stops the procedure or
// fails: a loop of its own, so that little is live across its calls.
func (c *Ctx) runProc(f *frame) error {
	ops := f.code.ops
	if f.code.plain {
		// no step skipped, no jump: runOps' loop
		for _, o := range ops {
			if r, err := o(c, f); err != nil || r != ctrlNext {
				return err // a stop ends the procedure
			}
		}
		return nil
	}
	for i := 0; i < len(ops); i++ {
		if f.skipped != nil && f.code.skips(c, f, i) {
			continue
		}
		r, err := ops[i](c, f)
		if err != nil || r == ctrlStop {
			return err
		}
		if r == ctrlJump {
			i = f.code.steps[c.jump] - 1
		}
	}
	return nil
}

// traceCall records the start of a call of p.
//
//go:noinline
func (c *Ctx) traceCall(p *Proc) {
	c.trace.hit(p.Clause, Entry{Kind: "call", Pos: p.Pos, Ref: p.Ref, Text: "procedure " + p.Name, Depth: c.depth})
}

// skips reports whether s is a step of f that a skip statement named,
// and records it skipped.
//
//go:noinline
func (c *Ctx) skips(f *frame, s check.Stmt) bool {
	st, ok := s.(*check.Step)
	if !ok || !slices.Contains(f.skipped, st.Label) {
		return false
	}
	if c.trace != nil {
		c.trace.add(Entry{Kind: "skip", Pos: st.Pos, Ref: st.Ref, Text: "step " + st.Label + " skipped", Depth: c.depth})
	}
	return true
}

// inFrame returns err, a failure in a call of p from from, with the call
// added to its stack.
func inFrame(err error, p *Proc, from *grammar.Position) error {
	if re, ok := err.(*RunError); ok && len(re.Stack) < 20 {
		re.Stack = append(re.Stack, diag.Frame{Name: p.Name, Pos: *from})
	}
	return err
}

// failed is the error of a run an expression's failure ended: the value
// recovered from the panic of the expression c.cur, run unguarded (value),
// as exprError makes it, with the calls in progress added as each call's
// inFrame would have added them on the way out.
func (c *Ctx) failed(r any) error {
	err := exprError(c.cur, check.Recovered(r))
	if re, ok := err.(*RunError); ok {
		frames := c.spare.frames
		for d := c.calls - 1; d >= 0 && d < len(frames) && len(re.Stack) < 20; d-- {
			f := frames[d]
			re.Stack = append(re.Stack, diag.Frame{Name: f.who.Name, Pos: *f.from})
		}
	}
	return err
}

// endCall ends a call callProc began.
func (c *Ctx) endCall(f *frame) {
	c.calls--
	c.depth--
	c.freeFrame(f)
}

// newFrame returns a frame for a call of p, its variables cleared: the
// frame of the depth of calls the call will run at (c.calls), kept by the
// spare from call to call with the slots it held (a map of names per call
// was once the run's largest allocation). Its run and the expressions'
// environment are the spare's, set when the frame was made.
func (c *Ctx) newFrame(code *procCode) *frame {
	sp := c.spare
	var f *frame
	if d := c.calls; d < len(sp.frames) {
		f = sp.frames[d]
	} else {
		f = &frame{c: c}
		f.ev.Run = c.env
		sp.frames = append(sp.frames, f)
	}
	if f.code != code {
		// a frame mostly runs the procedure it ran last at its
		// depth: its variables' array is set only when it does not
		f.setCode(code)
	}
	f.ev.Call++ // the epochs of the frame's last call are not this one's (bindAt)
	f.pendBase = len(sp.pending)
	f.listed, f.maybe, f.big = 0, 0, false
	f.used, f.usedAll = code.params, code.paramsAll
	return f
}

// setCode makes f a frame of code's procedure: its variables' array
// sized for it.
func (f *frame) setCode(code *procCode) {
	p := code.proc
	n := code.nslots
	if cap(f.buf) < n {
		f.buf = make([]any, n, max(n, 16))
		// the epochs whole: a slot past n is never read
		f.ev.Bound = make([]check.LetBound, max(n, 16))
	}
	f.proc, f.code, f.ev.Vals = p, code, f.buf[:n]
}

// setCodeGrow is setCode where f's array of slots must grow: the rare
// case, kept out of the ops that do setCode's common case themselves
// (inlineOp).
//
//go:noinline
func (f *frame) setCodeGrow(code *procCode) { f.setCode(code) }

// set stores v in slot i of f, noting the slot for freeFrame.
func (f *frame) set(i int, v any) {
	f.ev.Vals[i] = v
	if i < 64 {
		f.used |= uint64(1) << i
	} else {
		f.usedAll = true
	}
}

// clearUsed empties the slots of f that may hold a value: a call's
// variables are many and most of those of a short path are never bound.
func (f *frame) clearUsed() {
	if f.usedAll {
		zero.Anys(f.ev.Vals)
		return
	}
	vals := f.ev.Vals
	if bits.OnesCount64(f.used) > 4 {
		// one clear of the slots up to the last used costs less than
		// a store each past a few (the runtime's clear, about 40)
		clear(vals[:bits.Len64(f.used)])
		return
	}
	for u := f.used; u != 0; u &= u - 1 {
		vals[bits.TrailingZeros64(u)] = nil
	}
}

// freeFrame empties a returned call's frame for the next call at its
// depth. Nothing holds the variables once the call returns: expressions
// read them only while they run. Its procedure and caller are left: they
// are the program's and the spare's, and the next call sets them.
func (c *Ctx) freeFrame(f *frame) {
	if f.pendBase < len(c.spare.pending) || f.usedAll || f.skipped != nil || bits.OnesCount64(f.used) > 4 {
		c.freeFrameAll(f)
		return
	}
	// the common case, small enough to inline: no pending let listed,
	// no step skipped, a few slots used (clearUsed's loop)
	vals := f.ev.Vals
	for u := f.used; u != 0; u &= u - 1 {
		vals[bits.TrailingZeros64(u)] = nil
	}
}

// freeFrameAll is freeFrame's whole way.
//
//go:noinline
func (c *Ctx) freeFrameAll(f *frame) {
	c.dropPending(f)
	f.clearUsed()
	if f.skipped != nil {
		f.skipBuf, f.skipped = f.skipped[:0], nil
	}
}

// spare is what a run leaves for the next runs of its program to reuse:
// the slots of returned calls and the expressions' shared buffers.
type spare struct {
	// pending are the lets of the calls in progress that are not yet
	// evaluated, oldest first (lazy.go).
	pending []pendingLet
	// frames holds a frame for each depth of calls a run has reached,
	// the entry's first: a call takes the one of its depth (newFrame).
	frames []*frame
	env    check.Env
	run    Ctx // the run itself
	// proc is the procedure the last run entered by (of the program
	// the spare belongs to, whose procedures do not change).
	proc     *Proc
	code     *procCode // proc compiled
	procName string
	eng      engine.Ctx // and the engine's view of it
	// args holds the arguments of the actions in progress, cleared
	// when each returns: an action keeps none of them.
	args []any
	// act holds the arguments of the action running typed
	// (typedOp), cleared when it returns.
	act engine.Args
	// alive and scores hold the candidates of the picks in progress and
	// their scores on the line being applied, cleared when each returns.
	alive  []any
	scores []float64
	// evArgs and evs are arrays the events of runs take their arguments
	// and a world its first event from (eventArgs, firstEvent): an
	// element is written once, by the run that took it, and is the world's
	// from then on; what no run took yet passes to the next.
	evArgs []string
	evs    []world.Event
}

// evArgsChunk and evsChunk are how many event arguments and first events
// one array of a spare holds.
const (
	evArgsChunk = 64
	evsChunk    = 32
)

// eventArgs returns an empty list with room for the n arguments of an
// event, from the spare's array of them: the world keeps it, and a short
// run records one event or two, for which a list of their own was an
// allocation each. Past its room, appending copies.
func (sp *spare) eventArgs(n int) []string {
	if cap(sp.evArgs)-len(sp.evArgs) < n {
		sp.evArgs = make([]string, 0, max(n, evArgsChunk))
	}
	k := len(sp.evArgs)
	sp.evArgs = sp.evArgs[:k+n]
	return sp.evArgs[k : k : k+n]
}

// firstEvent returns the list of events of a world that had none and now
// has the event of name, args and where, from the spare's array of them; cut to its length, as
// world.Clone cuts the events it shares, so that the world's next event
// copies it out.
func (sp *spare) firstEvent(name string, args []string, where string) []world.Event {
	if len(sp.evs) == cap(sp.evs) {
		sp.evs = make([]world.Event, 0, evsChunk)
	}
	k := len(sp.evs) + 1
	sp.evs = sp.evs[:k]
	e := &sp.evs[k-1] // zero: an element is written once
	e.Name, e.Args, e.Where = name, args, where
	return sp.evs[k-1 : k : k]
}

// takeSpare takes what an earlier run left, or starts anew.
func (p *Program) takeSpare() *spare {
	if p.one != nil {
		if s := p.one.Swap(nil); s != nil {
			return s
		}
	}
	if p.spares != nil {
		if s, ok := p.spares.Get().(*spare); ok {
			return s
		}
	}
	return &spare{}
}

// keepSpare hands the run's spare slots and buffers to the program, Run's
// deferred call, and gives a trace its count of steps. A run an expression run unguarded ended by its failure
// (Ctx.value) returns its error here, in *tr and *err, as if returned
// statement by statement; any other panic is not stopped, so that its
// stack names where it began.
func (c *Ctx) keepSpare(tr **Trace, err *error) {
	if c.trace != nil {
		c.trace.Steps = c.steps
	}
	if c.cur != nil {
		if r := recover(); r != nil {
			*tr, *err = c.trace, c.unrolled(c.failed(r))
		}
	}
	sp, p := c.spare, c.prog
	sp.env.Reset()
	if len(sp.args) > 0 { // a run that panicked in an action
		zero.Anys(sp.args)
		sp.args = sp.args[:0]
	}
	// nothing but a trace keeps a list past the run (a memory keeps
	// ids), so without one the next run reuses the array of them
	sp.eng.Release(c.trace == nil)
	if c.calls != 0 {
		// a panic ended calls whose frames were not emptied, and
		// perhaps an action's arguments
		sp.frames = nil
		sp.act = engine.Args{}
	}
	sp.run = Ctx{} // c itself: it holds nothing of this run from here on
	switch {
	case p.one != nil && p.one.CompareAndSwap(nil, sp):
	case p.spares != nil:
		p.spares.Put(sp)
	}
}

// runOps runs a compiled block's statements in order until one stops or
// jumps.
func (c *Ctx) runOps(f *frame, ops []op) (ctrl, error) {
	for _, o := range ops {
		if r, err := o(c, f); err != nil || r != ctrlNext {
			return r, err
		}
	}
	return ctrlNext, nil
}

// eval runs a compiled expression in a frame: a variable's value is read
// at once.
func (c *Ctx) eval(f *frame, e *check.Expr) (any, error) {
	if v, ok := e.Var(&f.ev); ok {
		return v, nil
	}
	return c.evalRun(f, e)
}

// value runs an expression in a frame unguarded: its failure panics, for
// Run to recover and report as the run's error (Ctx.failed), the run
// ending there. Only for an expression whose failure the statement returns
// at once, with nothing to undo on the way out but what Run's end undoes.
//
// Its callers read a variable's value themselves (check.Expr.Var,
// inlined): value with that case does not inline.
func (c *Ctx) value(f *frame, e *check.Expr) any {
	c.cur = e
	v := e.Unguarded(&f.ev)
	c.cur = nil
	return v
}

// evalRun is eval of an expression that is not a variable holding its
// value.
func (c *Ctx) evalRun(f *frame, e *check.Expr) (any, error) {
	v, err := e.Eval(&f.ev)
	if err != nil {
		return nil, exprError(e, err)
	}
	return v, nil
}

// evalUnits runs an expression typed a list of units in a frame and
// makes its value a list of units.
func (c *Ctx) evalUnits(f *frame, e *check.Expr) (any, error) {
	v, ok, err := e.EvalUnits(&f.ev)
	if err != nil {
		return nil, exprError(e, err)
	}
	if ok {
		return v, nil
	}
	return check.CoerceIn(c.eng, v, types.UnitsT)
}

// evalNum runs an expression typed a number in a frame, unboxed where it
// can (check.Expr.EvalNum).
func (c *Ctx) evalNum(f *frame, e *check.Expr) (float64, any, bool, error) {
	x, v, ok, err := e.EvalNum(&f.ev)
	if err != nil {
		return 0, nil, false, exprError(e, err)
	}
	return x, v, ok, nil
}

// cleanErr trims a snippet (` (1:5)` and the lines after it) from a
// run-time error's text.
func cleanErr(err error) string { return cleanText(err.Error()) }

// cleanText is cleanErr of an error's text.
func cleanText(s string) string {
	if i := strings.Index(s, " (1:"); i > 0 {
		s = s[:i]
	}
	return s
}

// truth evaluates a condition.
func (c *Ctx) truth(f *frame, e *check.Expr) (bool, error) {
	v, ok := e.Var(&f.ev)
	if !ok {
		v = c.value(f, e)
	}
	if b, isBool := v.(bool); isBool {
		return b, nil
	}
	return false, notBool(e, v)
}

// notBool is the error of condition e, whose value v is not true or
// false: out of truth, so that truth inlines.
func notBool(e *check.Expr, v any) error {
	return &RunError{Pos: e.Pos(), Msg: fmt.Sprintf("condition %s is %v, not true or false", e.Text(), v)}
}

// fail returns a run error at a statement. An error among args that
// carries a hint (diag.SplitHint) gives the run error its hint, kept out
// of the message.
func fail(s check.Stmt, format string, args ...any) error {
	hint := ""
	for i, a := range args {
		if err, ok := a.(error); ok {
			if msg, h := diag.SplitHint(err); h != "" {
				args[i], hint = msg, h
			}
		}
	}
	return &RunError{Pos: s.Where(), Msg: fmt.Sprintf(format, args...), Hint: hint}
}

// spend counts one statement or loop iteration at pos against the run's
// budget and fails, naming the innermost step or loop, once it is spent.
func (c *Ctx) spend(at check.Stmt) error {
	c.steps++
	if c.steps < c.checkAt {
		return nil // the common case, kept small enough to inline
	}
	return c.spentAt(at)
}

// spentAt is spend's rare case, at statement at.
func (c *Ctx) spentAt(at check.Stmt) error { return c.spent(at.Where()) }

// nextCheck sets where spend next calls spent: at the next multiple of
// 4096 steps, or one step past the budget if that comes first.
func (c *Ctx) nextCheck() {
	c.checkAt = (c.steps/4096 + 1) * 4096
	if c.maxSteps < c.checkAt {
		c.checkAt = c.maxSteps + 1
	}
}

// spent is spend's rare case: every 4096 steps the clock is read, and
// past the budget or the deadline the run fails.
func (c *Ctx) spent(pos grammar.Position) error {
	late := c.steps%4096 == 0 && !c.deadline.IsZero() && time.Now().After(c.deadline)
	if c.steps <= c.maxSteps && !late {
		c.nextCheck()
		return nil
	}
	msg, hint := fmt.Sprintf("the run spent its budget of %d steps", c.maxSteps),
		"a step is a statement run or a loop turn; raise the budget with -max-steps"
	if late {
		msg, hint = fmt.Sprintf("the run reached its time limit after %d steps", c.steps), "raise the limit with -timeout"
	}
	switch l := c.loop.(type) {
	case *check.Step:
		msg += fmt.Sprintf(" in %s (%s): does it loop without end?", check.StepName(l), diag.Short(l.Pos))
	case *check.For:
		msg += fmt.Sprintf(" in for %s in %s (%s): does it loop without end?", l.Name, l.List.Text(), diag.Short(l.Pos))
	case *check.While:
		msg += fmt.Sprintf(" in while %s (%s): does it loop without end?", l.Cond.Text(), diag.Short(l.Pos))
	}
	return &RunError{Pos: pos, Msg: msg, Hint: hint, Spent: true}
}

// traceStep records the start of step s in the trace.
//
//go:noinline
func (c *Ctx) traceStep(s *check.Step) {
	c.trace.hit(s.Clause, Entry{Kind: "step", Pos: s.Pos, Ref: s.Ref, Text: strings.TrimSpace("step " + s.Label + " " + s.Title), Depth: c.depth})
}

// outcome is what running a statement gives: how control goes on, or the
// run's error.
type outcome struct {
	ctrl ctrl
	err  error
}

// out returns k and err as an outcome.
func out(k ctrl, err error) outcome { return outcome{k, err} }

// stmtRunner runs the statements of a frame that hold no block (the
// compiler's ops call them, code.go).
type stmtRunner frame

func (r *stmtRunner) Let(s *check.Let) outcome {
	c, f := r.c, (*frame)(r)
	if s.Lazy && !c.eager {
		c.defer_(f, s)
		return out(ctrlNext, nil)
	}
	// A let some statement reads, evaluated where it stands only because
	// its value writes into the trace, runs for coverage when it is read
	// (settled): one read by nothing after did not run. A let nothing
	// reads at all runs where it stands, for its failure.
	settled := c.trace != nil && !s.Unread && !c.eager
	if c.trace != nil && !settled {
		c.trace.hit(s.Clause, Entry{})
	}
	var v any
	var err error
	if s.Value.Type == types.UnitsT {
		v, err = c.evalUnits(f, s.Value)
	} else {
		v, err = c.eval(f, s.Value)
	}
	if settled && err == nil {
		c.bindSettled(f, s, v)
		return out(ctrlNext, nil)
	}
	f.set(s.Slot, v)
	return out(ctrlNext, err)
}

func (r *stmtRunner) Choose(s *check.Choose) outcome {
	c, f := r.c, (*frame)(r)
	return out(ctrlNext, c.choose(f, s))
}

func (r *stmtRunner) Pick(s *check.Pick) outcome {
	c, f := r.c, (*frame)(r)
	return out(ctrlNext, c.pick(f, s))
}

// traceIf records if statement s, whose condition came out ok, in the
// trace, and the clause it goes on with.
//
//go:noinline
func (c *Ctx) traceIf(f *frame, s *check.If, ok bool) {
	c.trace.add(Entry{Kind: "if", Pos: s.Pos, Ref: s.Ref, Text: fmt.Sprintf("if %s: %v", s.Cond.Text(), ok), Depth: c.depth,
		Values: c.explainValues(f, s.Cond)})
	if ok {
		c.trace.hit(s.ThenClause, Entry{})
	} else if s.ElseClause != nil {
		c.trace.hit(s.ElseClause, Entry{})
	}
}

func (r *stmtRunner) Goto(s *check.Goto) outcome {
	c := r.c
	if c.trace != nil {
		c.trace.add(Entry{Kind: "goto", Pos: s.Pos, Ref: s.Ref, Text: "proceed to step " + s.Label, Depth: c.depth})
	}
	c.jump = s.Label
	return out(ctrlJump, nil)
}

func (r *stmtRunner) Skip(s *check.Skip) outcome {
	c, f := r.c, (*frame)(r)
	if f.skipped == nil {
		f.skipped = f.skipBuf[:0] // not a map: a skip names a step or two
	}
	f.skipped = append(f.skipped, s.Labels...)
	if c.trace != nil {
		c.trace.add(Entry{Kind: "skip", Pos: s.Pos, Ref: s.Ref, Text: "ignore step " + strings.Join(s.Labels, ", "), Depth: c.depth})
	}
	return out(ctrlNext, nil)
}

// traceStop records stop statement s in the trace.
//
//go:noinline
func (c *Ctx) traceStop(s *check.Stop) {
	c.trace.add(Entry{Kind: "stop", Pos: s.Pos, Ref: s.Ref, Text: "stop", Depth: c.depth})
}

// call runs a call statement in frame f: its arguments into the callee's
// frame in parameter order, then the callee's statements (code, s.Proc
// compiled).
func (c *Ctx) call(f *frame, s *check.Call, code *procCode) (ctrl, error) {
	p := s.Proc
	callee := c.newFrame(code)
	args, params := callee.ev.Vals, p.Params
	for i, a := range s.Args {
		if a == nil { // an optional parameter left out: it holds no value
			args[i] = nil
			continue
		}
		v, ok := a.Var(&f.ev)
		if !ok {
			v = c.value(f, a)
		}
		if !check.Fits(v, params[i].Type) {
			var err error
			if v, err = check.CoerceIn(c.eng, v, params[i].Type); err != nil {
				c.freeFrame(callee)
				return ctrlNext, fail(s, "argument %q of %s: %v", params[i].Name, p.Name, err)
			}
		}
		args[i] = v
	}
	if f.maybe != 0 || f.big { // dropDead's own first test, spared its call
		c.dropDead(f, &s.Live)
	}
	return ctrlNext, c.callProc(callee, &s.Pos)
}

func (r *stmtRunner) Mark(s *check.Mark) outcome {
	c, f := r.c, (*frame)(r)
	return out(ctrlNext, c.mark(f, s))
}

// removedBy is what the errors about acting on a unit removed by s, a
// statement of procedure p, say of the removal (world.Body.RemovedBy).
func removedBy(s *check.Remove, p *Proc) string {
	return "the remove at " + diag.Short(s.Pos) + " in procedure " + p.Name
}

// traceRemove records remove statement s, of u, in the trace.
//
//go:noinline
func (c *Ctx) traceRemove(s *check.Remove, u *world.Body) {
	c.trace.add(Entry{Kind: "remove", Pos: s.Pos, Ref: s.Ref, Text: "remove " + u.ID, Depth: c.depth})
}

func (r *stmtRunner) Assert(s *check.Assert) outcome {
	c, f := r.c, (*frame)(r)
	ok, err := c.truth(f, s.Cond)
	if err == nil && !ok {
		c.trace.hit(s.Failed, Entry{})
		err = fail(s, "assertion failed: %s (%s)", s.Msg, s.Cond.Text())
	}
	return out(ctrlNext, err)
}

func (r *stmtRunner) Fail(s *check.Fail) outcome {
	return out(ctrlNext, fail(s, "%s", s.Msg))
}

// rollFaces binds the faces of roll s, which asks for them, in f: a list
// of each die's face (t itself for one die).
func rollFaces(f *frame, s *check.Roll, t int, faces []int) {
	if faces == nil {
		faces = []int{t} // one die: its total is its face
	}
	list := make([]float64, len(faces))
	for i, x := range faces {
		list[i] = float64(x)
	}
	f.set(s.Slot, list)
}

// traceRoll records roll s, which gave t (and faces), in the trace.
//
//go:noinline
func (c *Ctx) traceRoll(s *check.Roll, t int, faces []int) {
	text := fmt.Sprint(t)
	if s.Faces {
		text = diceList(faces)
	} else if faces != nil {
		text += " " + diceList(faces)
	}
	c.trace.add(Entry{Kind: "roll", Pos: s.Pos, Ref: s.Ref, Text: fmt.Sprintf("roll %s: %s", rollHead(s), text), Depth: c.depth})
}

// die returns the next roll's result: from the input's source if it has
// one, otherwise from the scenario's dice, checked against the roll.
func (c *Ctx) die(s *check.Roll) (int, []int, error) {
	if c.in.Source != nil {
		d, err := c.in.Source.Roll(c.next, Roll{Name: s.Name, N: s.N, Sides: s.Sides, Faces: s.Faces, Pos: s.Pos})
		if err != nil {
			return 0, nil, &DiceError{Index: c.next, Roll: s.Pos, Msg: err.Error()}
		}
		return d.Total, d.Faces, nil
	}
	if c.next >= len(c.in.Dice) {
		// "so the run needs N dice" lets a scenario expect the count alone
		// (the format's own example reads `error: "needs 2 dice"`).
		need := "dice"
		if c.next == 0 {
			need = "die"
		}
		return 0, nil, &DiceError{Index: c.next, Roll: s.Pos, Msg: fmt.Sprintf("too few dice: roll %s = %s needs die %d but the scenario gives %d, so the run needs %d %s or more", s.Name, s.Dice, c.next+1, len(c.in.Dice), c.next+1, need),
			Hint: fmt.Sprintf("dice: gives each roll the run makes, in order; this one takes %s", diceExample(s))}
	}
	t, faces := c.in.Dice[c.next], c.faces(c.next)
	if faces == nil && !s.Faces && t >= s.N && t <= s.N*s.Sides {
		return t, nil, nil // a total the dice can make: wrongDice's commonest case
	}
	if msg, hint := wrongDice(s, t, faces); msg != "" {
		return 0, nil, &DiceError{Index: c.next, Roll: s.Pos, Msg: msg, Hint: hint}
	}
	return t, faces, nil
}

// faces returns the dice of roll i one by one, or nil if the scenario gives
// only its total.
func (c *Ctx) faces(i int) []int {
	if i < len(c.in.Faces) {
		return c.in.Faces[i]
	}
	return nil
}

// head returns the roll as written: `d = 2D6 dice`.
func rollHead(s *check.Roll) string {
	if s.Faces {
		return s.Name + " = " + s.Dice + " dice"
	}
	return s.Name + " = " + s.Dice
}

// wrongDice says what is wrong with the dice a scenario gives a roll, a
// total t or the dice one by one, and how to mend it, or returns "" if
// nothing is.
func wrongDice(s *check.Roll, t int, faces []int) (msg, hint string) {
	if faces == nil {
		if s.Faces && s.N > 1 {
			return fmt.Sprintf("roll %s reads the dice one by one: give its %d dice as a list, such as %s, not the total %d",
				rollHead(s), s.N, diceList(exampleFaces(s.N, s.Sides)), t), ""
		}
		if t < s.N || t > s.N*s.Sides {
			return fmt.Sprintf("impossible total %d for %s", t, s.Dice), fmt.Sprintf("it makes %d to %d", s.N, s.N*s.Sides)
		}
		return "", ""
	}
	if len(faces) != s.N {
		// "needs N dice" as the format's own example of an error says it.
		return fmt.Sprintf("roll %s rolls %d dice but the scenario gives %d: %s; it needs %d dice",
			rollHead(s), s.N, len(faces), diceList(faces), s.N), "give " + diceExample(s)
	}
	sum := 0
	for _, x := range faces {
		if x < 1 || x > s.Sides {
			return fmt.Sprintf("impossible die %d for %s", x, s.Dice), fmt.Sprintf("a D%d shows 1 to %d", s.Sides, s.Sides)
		}
		sum += x
	}
	if sum != t {
		// a scenario's dice always agree (suite.Input sums them); an Input
		// built in Go may not, and a roll that sums took the total, one
		// that reads the dice took the dice, without a word
		return fmt.Sprintf("roll %s is given the dice %s, which make %d, and the total %d", rollHead(s), diceList(faces), sum, t),
			"Input.Dice holds the sum of the dice Input.Faces gives at the same index"
	}
	return "", ""
}

// diceExample says how a scenario gives a roll its dice: "a total from 2
// to 12, such as 7, or its 2 dice, such as [1, 6]" for a 2D6 that sums.
func diceExample(s *check.Roll) string {
	list := fmt.Sprintf("its %d dice as a list, such as %s", s.N, diceList(exampleFaces(s.N, s.Sides)))
	switch {
	case s.N == 1:
		return fmt.Sprintf("a number from 1 to %d, such as %d", s.Sides, (1+s.Sides)/2)
	case s.Faces:
		return list
	}
	return fmt.Sprintf("a total from %d to %d, such as %d, or %s", s.N, s.N*s.Sides, (s.N+s.N*s.Sides)/2, list)
}

// diceList prints dice as a scenario writes them: [2, 5].
func diceList(faces []int) string {
	s := make([]string, len(faces))
	for i, x := range faces {
		s[i] = strconv.Itoa(x)
	}
	return "[" + strings.Join(s, ", ") + "]"
}

// exampleFaces returns n faces of a die of sides, for messages: [1, 6, 1].
func exampleFaces(n, sides int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = 1 + (sides-1)*(i%2)
	}
	return out
}

// forValue is a for statement's loop over v, a list its op did not find
// to be a list of units (code.go).
func (c *Ctx) forValue(f *frame, s *check.For, v any, body []op) (ctrl, error) {
	rv := reflect.ValueOf(v)
	if v == nil {
		return ctrlNext, nil
	}
	if rv.Kind() != reflect.Slice {
		return ctrlNext, fail(s, "for: %s is not a list", s.List.Text())
	}
	outer := c.loop
	c.loop = s
	defer func() { c.loop = outer }()
	for i := 0; i < rv.Len(); i++ {
		if err := c.spend(s); err != nil {
			return ctrlNext, err
		}
		f.set(s.Slot, rv.Index(i).Interface())
		if c.trace != nil {
			c.trace.hit(s.Clause, Entry{})
		}
		r, err := c.runOps(f, body)
		if err != nil || r != ctrlNext {
			return r, err
		}
	}
	return ctrlNext, nil
}

// forBodies is a for statement's loop over a list of units: forValue's turns, each
// element boxed as reflection's Interface boxes it (a pointer is its own
// box).
func (c *Ctx) forBodies(f *frame, s *check.For, l []*world.Body, body []op) (ctrl, error) {
	if len(l) == 0 {
		return ctrlNext, nil
	}
	outer := c.loop
	c.loop = s
	defer func() { c.loop = outer }()
	for i := 0; i < len(l); i++ {
		if err := c.spend(s); err != nil {
			return ctrlNext, err
		}
		f.set(s.Slot, l[i])
		if c.trace != nil {
			c.trace.hit(s.Clause, Entry{})
		}
		r, err := c.runOps(f, body)
		if err != nil || r != ctrlNext {
			return r, err
		}
	}
	return ctrlNext, nil
}

// while runs a while loop: the condition is tested before each turn, and
// the trace shows each test. Each turn spends a step, as a for's does, so
// a loop whose condition never fails ends at the budget, naming the loop.
func (c *Ctx) while(f *frame, s *check.While, body []op) (ctrl, error) {
	outer := c.loop
	c.loop = s
	defer func() { c.loop = outer }()
	for {
		ok, err := c.truth(f, s.Cond)
		if err != nil {
			return ctrlNext, err
		}
		if c.trace != nil {
			c.trace.add(Entry{Kind: "while", Pos: s.Pos, Ref: s.Ref, Text: fmt.Sprintf("while %s: %v", s.Cond.Text(), ok), Depth: c.depth})
		}
		if !ok {
			return ctrlNext, nil
		}
		if err := c.spend(s); err != nil {
			return ctrlNext, err
		}
		if c.trace != nil {
			c.trace.hit(s.Clause, Entry{})
		}
		r, err := c.runOps(f, body)
		if err != nil || r != ctrlNext {
			return r, err
		}
	}
}

// traceEvent records event s, the world's last, in the trace.
//
//go:noinline
func (c *Ctx) traceEvent(s *check.Event) {
	e := &c.W.Events[len(c.W.Events)-1]
	c.trace.add(Entry{Kind: "event", Pos: s.Pos, Ref: s.Ref, Text: "event " + e.String(), Depth: c.depth})
}

// mark sets or clears a flag.
func (c *Ctx) mark(f *frame, s *check.Mark) error {
	v, err := c.eval(f, s.Unit)
	if err != nil {
		return err
	}
	u, _ := v.(*world.Body)
	if u == nil {
		return fail(s, "%s is not a unit", s.Unit.Text())
	}
	c.dropDead(f, &s.Live)
	if err := c.settle(engine.Status); err != nil {
		return err
	}
	if !s.Set {
		c.W.ClearFlag(u, s.Flag)
		if c.trace != nil {
			c.trace.add(Entry{Kind: "mark", Pos: s.Pos, Ref: s.Ref, Text: fmt.Sprintf("unmark %s as %s", u.ID, s.Flag), Depth: c.depth})
		}
		return nil
	}
	ids := []string{}
	for _, a := range s.Args {
		v, err := c.eval(f, a)
		if err != nil {
			return err
		}
		b, _ := v.(*world.Body)
		if b == nil {
			return fail(s, "flag argument %s is not a unit", a.Text())
		}
		ids = append(ids, b.ID)
	}
	c.W.SetFlag(u, s.Flag, ids)
	if c.trace != nil {
		c.trace.add(Entry{Kind: "mark", Pos: s.Pos, Ref: s.Ref, Text: strings.TrimSpace(fmt.Sprintf("mark %s as %s %s", u.ID, s.Flag, strings.Join(ids, " "))), Depth: c.depth})
	}
	return nil
}

// action runs an engine action.
func (c *Ctx) action(f *frame, s *check.ActionCall, plan *actionPlan) error {
	sp := c.spare
	base := len(sp.args)
	if n := base + len(s.Args); n <= cap(sp.args) {
		// past its length the array is nil: each action clears what
		// it took when it returns (and keepSpare after a panic)
		sp.args = sp.args[:n]
	} else {
		for range s.Args { // not append(make): that clears through the runtime
			sp.args = append(sp.args, nil)
		}
	}
	args := sp.args[base:len(sp.args):len(sp.args)]
	err := c.runAction(f, s, args, plan)
	zero.Anys(args)
	sp.args = sp.args[:base]
	return err
}

// actionPlan is what an action statement's compiled op knows of its
// arguments: the indices of those given (not left out), and for each,
// the slot of the variable it is when it is a variable given to a unit
// parameter, or -1.
type actionPlan struct {
	given, unit []int
}

// planAction makes the actionPlan of s.
func planAction(s *check.ActionCall) *actionPlan {
	// the lists at their most (an argument each) from one array
	both := make([]int, 2*len(s.Args))
	p := &actionPlan{given: both[:0:len(s.Args)], unit: both[len(s.Args):len(s.Args)]}
	for i, a := range s.Args {
		if a == nil {
			continue
		}
		k := -1
		if i < len(s.Act.Params) && s.Act.Params[i].Type == types.UnitT {
			k = a.Slot()
		}
		p.given, p.unit = append(p.given, i), append(p.unit, k)
	}
	return p
}

// runAction runs action s on args, the slots action gave it: a panic is
// not stopped here, so nothing is deferred (a run that panics is over).
func (c *Ctx) runAction(f *frame, s *check.ActionCall, args []any, plan *actionPlan) error {
	for j, i := range plan.given {
		if k := plan.unit[j]; k >= 0 {
			// a unit's variable holding one: what the rest would
			// pass, without its tests
			if b, ok := f.ev.Vals[k].(*world.Body); ok && b != nil {
				args[i] = b
				continue
			}
		}
		a := s.Args[i]
		v, ok := a.Var(&f.ev)
		if !ok {
			v = c.value(f, a)
		}
		v, err := c.checkActionArg(s, i, v)
		if err != nil {
			return err
		}
		args[i] = v
	}
	c.dropDead(f, &s.Live)
	if err := c.settle(s.Act.Writes()); err != nil {
		return err
	}
	c.actionPos = s.Pos
	c.actionRef = s.Ref
	n := len(c.W.Bodies)
	if err := s.Act.Run(c.eng, args); err != nil {
		if re, ok := err.(*engine.RemovedError); ok && len(args) > 0 && args[0] == re.Unit && s.Args[0] != nil {
			re.Guard = s.Args[0].Text() // the hint names the unit as the rules do
		}
		return fail(s, "%s: %v", s.Act.Name, err)
	}
	for _, i := range s.Bodies {
		b, _ := args[i].(*world.Body)
		if err := c.endedFinite(s, n, b); err != nil {
			return err
		}
	}
	return nil
}

// checkActionArg returns v, argument i of action statement s, of its
// parameter's type (check.Fits, else check.CoerceIn), or the error of a
// value that is not, of a unit that has no value, or of a number that is
// NaN or infinite.
func (c *Ctx) checkActionArg(s *check.ActionCall, i int, v any) (any, error) {
	p := &s.Act.Params[i]
	if !check.Fits(v, p.Type) {
		var err error
		if v, err = check.CoerceIn(c.eng, v, p.Type); err != nil {
			return nil, fail(s, "%s: argument %q: %v", s.Act.Name, p.Name, err)
		}
	}
	if p.Type == types.UnitT && v == (*world.Body)(nil) {
		return nil, fail(s, "%s: argument %q (%s) has no value", s.Act.Name, p.Name, s.Args[i].Text())
	}
	if x, ok := v.(float64); ok && (math.IsNaN(x) || math.IsInf(x, 0)) {
		return nil, fail(s, "%s: argument %q is %v", s.Act.Name, s.Act.Params[i].Name, x)
	}
	return v, nil
}

// endedFinite checks, after action statement s ran, that b, a body it
// was given (nil for none: the argument of a parameter of s.Bodies),
// ends where the geometry can place it: finite arguments can still make
// an infinite or absurd result (7e306in printed as +Infin). n is how many
// bodies the world held before the action.
func (c *Ctx) endedFinite(s *check.ActionCall, n int, b *world.Body) error {
	if b != nil && len(c.W.Bodies) != n {
		b = c.W.Get(b.ID) // the action added a body: it may stand for b
	}
	if b != nil && !finiteBody(b) {
		return fail(s, "%s: %s would end at (%.3gmm, %.3gmm) facing %.3g, too large a place for the geometry (within %gmm of the origin)",
			s.Act.Name, b.ID, b.Rect.Centre.X, b.Rect.Centre.Y, b.Rect.Facing, geom.MaxCoord)
	}
	return nil
}

// finiteBody reports whether a body's boundary and models are all finite
// and within geom.MaxCoord of the origin.
func finiteBody(b *world.Body) bool {
	r := &b.Rect
	if !finite(r.Centre.X) || !finite(r.Centre.Y) || !finite(r.Facing) || !finite(r.Width) || !finite(r.Depth) {
		return false
	}
	for _, m := range b.Models {
		if !finite(m.X) || !finite(m.Y) {
			return false
		}
	}
	return true
}

// finite reports whether x is a number within geom.MaxCoord of zero: a
// NaN fails the comparison.
func finite(x float64) bool { return math.Abs(x) <= geom.MaxCoord }
