package check

import (
	"fmt"
	"reflect"

	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/internal/box"
	"github.com/rulec-dev/rulec/internal/zero"
	"github.com/rulec-dev/rulec/world"
)

// What the closures of the evaluator (eval.go) run on: the frame of a
// procedure call, the run's environment, and the forms of a lowered
// expression (a value, a number unboxed, a list of units unboxed).

// Frame is what a lowered expression reads: the variables of one procedure
// call, in the slots the checker gave them, and the run they belong to.
type Frame struct {
	Vals []any
	Run  *Env
	// Bound holds, for a slot whose pending let a run listed (one an
	// action may force), the journal epoch (engine.Ctx.Epoch) at which
	// it was bound, and the call that bound it: a slot whose Call is not
	// the frame's, or past Bound's length, was bound by none of this
	// call (the let is evaluated on the world as it stands). The
	// interpreter keeps both, and counts Call up from 1 for each call
	// the frame holds, so that a returning call's epochs need no
	// clearing.
	Bound []LetBound
	Call  int
}

// LetBound is where the bodies stood (Epoch) when call Call of a frame
// bound a pending let (Frame.Bound).
type LetBound struct{ Call, Epoch int }

// boundAt returns the journal epoch at which the pending let of slot i
// was bound (Bound), or -1.
func (f *Frame) boundAt(i int) int {
	if i < len(f.Bound) && f.Bound[i].Call == f.Call {
		return f.Bound[i].Epoch
	}
	return -1
}

// ctx returns the world queries' context of f's run, nil if it has none.
func (f *Frame) ctx() *engine.Ctx {
	if f.Run == nil {
		return nil
	}
	return f.Run.Ctx
}

// Env is what the expressions of one run share: the world queries'
// context, the constants, and buffers reused from call to call.
type Env struct {
	Ctx    *engine.Ctx
	Consts map[string]any
	args   []any // arguments of the query calls in progress
	// lists holds the lists of units given to the query calls in
	// progress, which their arguments point to (listArg)
	lists  [][]*world.Body
	loop   []any    // the elements of the loops in progress, innermost last
	frames []*Frame // the frames of def calls, reused
	depth  int      // how many of frames the def calls in progress use
	// Forced, when set, is told of each pending let l of slot i of f
	// as it is read (Pending.Force): coverage counts a let run when its
	// value is read, not when the statement is passed. It returns the
	// value if the run worked it out already (Pending.Value, before an
	// action that would change it), which the read then takes. nil when
	// nothing records coverage.
	Forced func(f *Frame, i int, l *Let) (any, bool)
	// Parts, when set, counts the parts of conditions evaluated and
	// deciding (PartKey): a run that records coverage sets it to its
	// trace's Hits. nil when nothing records coverage.
	Parts map[int]int
}

// Num returns x in an interface, without an allocation where the run's
// engine has a box of it (engine.Ctx.Num); e may be nil (a constant's run).
func (e *Env) Num(x float64) any {
	if e == nil {
		return box.Num(x)
	}
	return e.Ctx.Num(x)
}

// Reset empties the environment for another run, keeping its buffers.
func (e *Env) Reset() {
	clear(e.args)
	clear(e.loop)
	clear(e.lists)
	e.lists = e.lists[:0]
	e.Ctx, e.Consts, e.args, e.Forced, e.Parts = nil, nil, e.args[:0], nil, nil
	e.loop, e.depth = e.loop[:0], 0
}

// envMark is how far an Env's buffers are filled, so that an expression
// that fails part way can drop what its calls in progress held: the
// closures themselves pop their arguments, loop elements and frames only
// when they return, which spares each call a defer.
type envMark struct{ args, loop, lists, depth int }

// mark returns how far e's buffers are filled (nothing for a run without
// an environment, a constant's).
func (e *Env) mark() envMark {
	if e == nil {
		return envMark{}
	}
	return envMark{len(e.args), len(e.loop), len(e.lists), e.depth}
}

// restore empties e's buffers back to m, after a failure.
func (e *Env) restore(m envMark) {
	if e == nil {
		return
	}
	zero.Anys(e.args[m.args:])
	e.args = e.args[:m.args]
	zero.Anys(e.loop[m.loop:])
	e.loop = e.loop[:m.loop]
	e.popLists(m.lists)
	for e.depth > m.depth {
		e.popFrame()
	}
}

// evalFn is a lowered expression.
type evalFn func(f *Frame) any

// numFn is a lowered expression whose static type is a number: it returns
// the value as a float64 when it is one, unboxed, and otherwise (an int,
// or whatever a mistyped variable holds) the value itself with ok false.
type numFn func(f *Frame) (x float64, v any, ok bool)

// Eval runs a compiled expression in a frame; a failure is an error.
func (e *Expr) Eval(f *Frame) (v any, err error) {
	if e.slot > 0 {
		// a variable: its value as it is, unless it is a let still to
		// be evaluated (or found unread), which its closure handles
		v := f.Vals[e.slot-1]
		switch v.(type) {
		case Pending, Dead:
		default:
			return v, nil
		}
	}
	// A deferred function runs however the call returns; done spares
	// the normal return the call of recover.
	m, done := f.Run.mark(), false
	defer func() {
		if done {
			return
		}
		if r := recover(); r != nil {
			f.Run.restore(m)
			v, err = nil, runError(r)
		}
	}()
	v = e.run(f)
	done = true
	return v, nil
}

// Unguarded runs e as Eval does, without Eval's recover: a failure
// panics, and Recovered makes of what a recover gets the error Eval would
// have returned. For a caller that ends its whole run at an expression's
// first failure, and so recovers once per run rather than once per
// expression; nothing of e's buffers in Env is restored after the panic.
func (e *Expr) Unguarded(f *Frame) any {
	if e.slot > 0 {
		v := f.Vals[e.slot-1]
		switch v.(type) {
		case Pending, Dead:
		default:
			return v
		}
	}
	return e.run(f)
}

// ListUnguarded runs e, typed a list of units, as Unguarded does: ok, l
// is its value as a list of units, unboxed (a set operator, a filter of
// units, a query call lowered typed); otherwise v is its value as
// Unguarded gives it.
func (e *Expr) ListUnguarded(f *Frame) (l []*world.Body, v any, ok bool) {
	if e.listRun == nil || e.slot > 0 {
		return nil, e.Unguarded(f), false
	}
	return e.listRun(f)
}

// NumUnguarded runs e, typed a number, as Unguarded does: ok, x is its
// value unboxed; otherwise v is its value as Unguarded gives it (an int,
// a value not a number).
func (e *Expr) NumUnguarded(f *Frame) (x float64, v any, ok bool) {
	if e.num == nil || e.slot > 0 {
		v = e.Unguarded(f)
		x, ok = v.(float64)
		return x, v, ok
	}
	x, v, ok = e.num(f)
	if v != nil { // a whole number, as Unguarded gives it
		return 0, v, false
	}
	return x, nil, ok
}

// Recovered is the error Eval returns for r, what a recover got from a
// panic of Unguarded.
func Recovered(r any) error { return runError(r) }

// Var returns the value of e when e is a variable that holds it (not a
// let still to be evaluated), with ok; otherwise ok is false and e is to
// be run by Eval. Small enough to inline where Eval's set-up would cost
// more than the read.
func (e *Expr) Var(f *Frame) (v any, ok bool) {
	if e.slot <= 0 {
		return nil, false
	}
	v = f.Vals[e.slot-1]
	// two comparisons of the type word: a type switch reads the type's
	// hash first
	if _, p := v.(Pending); p {
		return nil, false
	}
	if _, d := v.(Dead); d {
		return nil, false
	}
	return v, true
}

// Slot returns the frame slot e reads when e is a variable alone (what
// Var reads), or -1.
func (e *Expr) Slot() int { return int(e.slot) - 1 }

// EvalNum runs an expression whose static type is a number: ok, its value
// is x, unboxed (and v is the int it was, if it was one); not ok, v is
// what it gave instead, or err how it failed.
func (e *Expr) EvalNum(f *Frame) (x float64, v any, ok bool, err error) {
	if e.num == nil {
		v, err = e.Eval(f)
		switch w := v.(type) {
		case float64:
			return w, nil, true, err
		case int:
			return float64(w), w, true, err
		}
		return 0, v, false, err
	}
	m, done := f.Run.mark(), false
	defer func() {
		if done {
			return
		}
		if r := recover(); r != nil {
			f.Run.restore(m)
			x, v, ok, err = 0, nil, false, runError(r)
		}
	}()
	x, v, ok = e.num(f)
	done = true
	return x, v, ok, nil
}

// EvalUnits runs an expression typed a list of units: ok, v is its value
// as the list of units Coerce would make of it (a filter of units builds
// it directly); not ok, v is its value as Eval gives it.
func (e *Expr) EvalUnits(f *Frame) (v any, ok bool, err error) {
	if e.listRun == nil {
		v, err = e.Eval(f)
		return v, false, err
	}
	m, done := f.Run.mark(), false
	defer func() {
		if done {
			return
		}
		if r := recover(); r != nil {
			f.Run.restore(m)
			v, ok, err = nil, false, runError(r)
		}
	}()
	list, raw, ok := e.listRun(f)
	done = true
	if ok {
		return f.ctx().Units(list), true, nil
	}
	return raw, false, nil
}

// runError turns a panic of a lowered expression into its error.
func runError(r any) error {
	if err, ok := r.(error); ok {
		return &loweredError{msg: fmt.Sprintf("%v", r), err: err}
	}
	return &loweredError{msg: fmt.Sprintf("%v", r)}
}

// loweredError is a lowered expression's failure.
type loweredError struct {
	msg string
	err error
}

func (e *loweredError) Error() string { return e.msg }
func (e *loweredError) Unwrap() error { return e.err }

// popArgs drops the arguments of a call from the buffer.
func (e *Env) popArgs(base int) {
	zero.Anys(e.args[base:])
	e.args = e.args[:base]
}

// unitsFn is a lowered expression whose value is a list of units, returned
// unboxed when ok; when not, v is its value as it is, to be read as any
// value is.
type unitsFn func(f *Frame) (list []*world.Body, v any, ok bool)

// operandFrom reads a unitsFn's result as a set operand.
func operandFrom(list []*world.Body, v any, ok bool) (operand, error) {
	if ok {
		return operand{units: list, n: len(list)}, nil
	}
	return operandOf(v)
}

// items walks a list: the common slices directly, anything else by
// reflection (which fails on what is not a list).
type items struct {
	units []*world.Body
	anys  []any
	rv    reflect.Value
	kind  int
	n     int
}

func newItems(v any) items {
	switch l := v.(type) {
	case []*world.Body:
		return items{units: l, kind: 1, n: len(l)}
	case []any:
		return items{anys: l, kind: 2, n: len(l)}
	}
	rv := reflect.ValueOf(v)
	return items{rv: rv, n: rv.Len()}
}

func (s *items) at(i int) any {
	switch s.kind {
	case 1:
		return s.units[i]
	case 2:
		return s.anys[i]
	}
	return s.rv.Index(i).Interface()
}
