package interp

import (
	"github.com/rulec-dev/rulec/check"
	"github.com/rulec-dev/rulec/internal/box"
	"github.com/rulec-dev/rulec/types"
	"github.com/rulec-dev/rulec/world"
)

// A call statement is lowered, when its procedure is compiled, to one op
// that does in a run without a trace all that a call does there and
// nothing more (inlineOp): its arguments are read as the plan made
// from their static types says, the callee's frame is the one of its
// depth, set up in place, its ops run in a row in that op's own loop, and
// the frame is emptied on the way out, without the layers of a call made
// the whole way (callVars or call, newFrame, callProc, runProc, endCall,
// freeFrame, dropPending), each a Go call and each asking again what the
// plan already knows. A traced run, a call past the frames a run made
// so far or 200 deep takes the whole way, which names the call in the trace and in
// the errors: the two ways run the same statements in the same order,
// and a failure in the callee gets the same frame on its stack (inFrame;
// a failure that ends the run at once finds the call by its frame, the
// one of its depth, both ways).

// inlined is a call statement planned for inlineOp: the statement, its
// callee compiled and, for each argument, the slot of the variable it is
// (or -1: an expression to run), the Go type its parameter takes as it is
// (argUnit, argNum, argUnits, or 0: check.Fits decides) and the
// parameter's type; slots and kinds are callVars' plan of an
// all-variables call (nil: call's), for a traced run. The op's closure
// holds this one pointer (a word to load on entry, not nine).
type inlined struct {
	s     *check.Call
	code  *procCode
	args  []inArg
	slots []int
	kinds []uint8
}

// inArg is one argument of an inlined call: the expression, the slot of
// the variable it is (or -1), the Go type its parameter takes as it is
// and the parameter's type.
type inArg struct {
	expr *check.Expr
	slot int
	kind uint8
	typ  types.Type
	// fits is a value of the Go type kind names (noFit for kind 0):
	// a variable's value of its dynamic type is passed as it is
	// (box.SameTypeAt, fitsKind's one comparison)
	fits any
}

// noFit is the type of an argument's fits whose parameter takes no Go
// type as it is (kind 0): no variable holds one.
type noFit struct{}

// inlineCall plans s, a call of code, for inlineOp; nil when an
// argument is left out (an optional parameter, holding no value: call
// gives it nil) or the procedure was not found.
func inlineCall(s *check.Call, code *procCode) *inlined {
	if code == nil || s.Proc == nil || len(s.Args) > len(s.Proc.Params) {
		return nil
	}
	in := &inlined{s: s, code: code, args: make([]inArg, len(s.Args))}
	for i, a := range s.Args {
		if a == nil {
			return nil
		}
		t := s.Proc.Params[i].Type
		p := &in.args[i]
		p.expr, p.slot, p.typ = a, a.Slot(), t
		p.kind, p.fits = argKind(t)
	}
	return in
}

// argKind returns the Go type a parameter of type t takes as it is
// (argUnit, argNum, argUnits, or 0: check.Fits decides), and a value of
// that Go type (noFit{} for 0).
func argKind(t types.Type) (uint8, any) {
	switch {
	case t == types.UnitT:
		return argUnit, (*world.Body)(nil)
	case t == types.LengthT || t == types.AngleT || t == types.NumberT:
		return argNum, 0.0
	case t == types.UnitsT:
		return argUnits, []*world.Body(nil)
	}
	return 0, noFit{}
}

// fitsKind reports whether v is of the Go type kind names as it is
// (check.Fits for a parameter of that kind); false for kind 0.
func fitsKind(v any, kind uint8) bool {
	var ok bool
	switch kind {
	case argUnit:
		_, ok = v.(*world.Body)
	case argNum:
		_, ok = v.(float64)
	case argUnits:
		_, ok = v.([]*world.Body)
	}
	return ok
}

// inlineOp returns the op of call s of code, planned as in: the work of
// the call done in the op itself in a run without a trace (a Go call fewer a call,
// docs/perf/notes.md lower15), the whole way (callVars with the slots and
// kinds of an all-variables call, else call) in a traced one. What a
// short run never takes (a trace, the first call at a depth, a frame
// whose slots must grow, an argument to work out or coerce, a failure)
// is in functions of their own, so that the op's own code is the common
// case alone (docs/perf/notes.md lower17).
//
//go:noinline // a closure the inliner copies into a caller gets none of its own calls inlined
func inlineOp(s *check.Call, code *procCode, in *inlined, slots []int, kinds []uint8) op {
	in.slots, in.kinds = slots, kinds
	return func(c *Ctx, f *frame) (ctrl, error) {
		c.steps++ // spend's common case
		if c.steps >= c.checkAt || c.trace != nil {
			if r, done, err := c.inlineRare(f, in); done {
				return r, err
			}
		}
		// what callVars or call, then callProc, do in a run
		// without a trace, in one function (the comment above)
		sp := c.spare
		d := c.calls
		if d >= 200 || d >= len(sp.frames) {
			// too deep, or the first call at its depth: the whole way
			return c.call(f, in.s, in.code)
		}
		code := in.code
		callee := sp.frames[d]
		if callee.code != code { // setCode's common case
			if n := code.nslots; n <= cap(callee.buf) {
				callee.proc, callee.code, callee.ev.Vals = code.proc, code, callee.buf[:n]
			} else {
				callee.setCodeGrow(code)
			}
		}
		callee.used, callee.usedAll = code.params, code.paramsAll
		// the slices in locals: a store into args could alias in's
		// or f's, which the loop would read again each turn
		args, ins, vals := callee.ev.Vals, in.args, f.ev.Vals
		if len(args) < len(ins) {
			// never: a frame's slots start with its parameters (the
			// test spares the loop's bounds checks)
			return c.call(f, in.s, code)
		}
		for i := range ins {
			p := &ins[i]
			if k := p.slot; k >= 0 {
				if v := &vals[k]; box.SameTypeAt(v, &p.fits) { // fitsKind(*v, p.kind)
					args[i] = *v
					continue
				}
			}
			v, err := c.inlineArg(f, in.s, p, i)
			if err != nil {
				callee.clearUsed() // nothing is done yet but the arguments before
				return ctrlNext, err
			}
			args[i] = v
		}
		// newFrame's set-up of the rest
		callee.ev.Call++
		callee.pendBase = len(sp.pending)
		callee.listed, callee.maybe, callee.big = 0, 0, false
		if f.maybe != 0 || f.big { // dropDead's own first test, spared its call
			c.dropDead(f, &in.s.Live)
		}
		// callProc's, without the trace's depth (read by traced runs alone)
		c.calls++
		callee.who, callee.from = code.proc, &in.s.Pos
		var err error
		if code.plain {
			for _, o := range code.ops { // runProc's loop of a plain procedure
				if r, e := o(c, callee); e != nil || r != ctrlNext {
					err = e // a stop ends the procedure
					break
				}
			}
		} else {
			err = c.runProc(callee)
			// freeFrame's, of steps skipped: a plain procedure
			// holds no skip statement
			if callee.skipped != nil {
				callee.skipBuf, callee.skipped = callee.skipped[:0], nil
			}
		}
		c.calls--
		// freeFrame's, in a run without a trace (dropPending only cuts
		// the list)
		if callee.pendBase < len(sp.pending) {
			sp.pending = sp.pending[:callee.pendBase]
		}
		callee.clearUsed()
		if err != nil {
			return ctrlNext, inFrame(err, code.proc, &in.s.Pos)
		}
		return ctrlNext, nil
	}
}

// inlineRare is inlined call in's op where its step is the one spend
// checks the budget at (spend's rare case), or in a traced run, which
// makes the call the whole way; done false where the op goes on its
// own way.
//
//go:noinline
func (c *Ctx) inlineRare(f *frame, in *inlined) (r ctrl, done bool, err error) {
	if c.steps >= c.checkAt {
		if err := c.spentAt(in.s); err != nil {
			return ctrlNext, true, err
		}
	}
	if c.trace == nil {
		return ctrlNext, false, nil
	}
	if in.slots != nil {
		r, err = c.callVars(f, in.s, in.code, in.slots, in.kinds)
	} else {
		r, err = c.call(f, in.s, in.code)
	}
	return r, true, err
}

// inlineArg is argument i of inlined call s, planned as p, read in f as
// call reads it: an expression, or a variable not of its parameter's Go
// type, given the parameter's type.
func (c *Ctx) inlineArg(f *frame, s *check.Call, p *inArg, i int) (any, error) {
	a := p.expr
	v, ok := a.Var(&f.ev)
	if !ok {
		v = c.value(f, a)
	}
	if t := p.typ; !check.Fits(v, t) {
		var err error
		if v, err = check.CoerceIn(c.eng, v, t); err != nil {
			return nil, fail(s, "argument %q of %s: %v", s.Proc.Params[i].Name, s.Proc.Name, err)
		}
	}
	return v, nil
}
