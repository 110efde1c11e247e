package interp

import (
	"fmt"

	"github.com/rulec-dev/rulec/check"
	"github.com/rulec-dev/rulec/internal/box"
)

// The inliner (issue 30, docs/perf/notes.md lower14, lower17, lower18,
// lower19): a call the analysis accepts (callInlinable) whose callee holds
// only statements of the kinds made inlinable here (mover) is compiled,
// for a run without a trace, into its caller's frame. The callee's body
// is compiled again for each such call, its slots after the caller's
// (the caller's slots, then those of the bodies inlined into it, each at
// the base where the body that calls it ends), its expressions lowered
// again with their slots moved (check.Expr.Moved), each statement's live
// set moved and joined with the call's own (the caller's lets live after
// the call stay live through the body). The op at the call (inlineBodyOp)
// spends the call's step, counts the call's depth (a call 200 deep fails
// the whole way, as before), records the callee and the call's place at
// that depth for a failure's stack (frame.who and from, read by
// Ctx.failed), stores the arguments into the moved slots (a value not of
// its parameter's Go type read as the whole call reads it), runs the
// body's ops in its own loop, a stop ending the body alone, and names the
// call on a returned failure (inFrame). The callee's slots keep their
// values past the body, each noted in the caller's used bits, and are
// emptied with the caller's frame (emptying them at each body's end cost
// more than it spared at the frame's, docs/perf/notes.md lower19). The clauses, parts, positions and
// messages of the statements are the callee's, the same pointers: a
// traced run, which takes the call the whole way (inlineRare), writes the
// same trace, and an untraced one the same events, world and errors.

// mover copies the statements of a body for a frame in which its slots
// start at base: one method a kind of statement (check.StmtVisitor), so
// that a kind added to the language does not compile until it is either
// made inlinable here or refused. Each kind not made inlinable refuses
// with a reason (why): the inliner then keeps the call.
type mover struct {
	base int
	// join is the live set of the call being inlined, in the frame's
	// slots: every moved live set is joined with it
	join check.Slots
	why  string
}

// refuse records why the body may not be inlined (the first reason) and
// returns nil.
func (m *mover) refuse(format string, args ...any) check.Stmt {
	if m.why == "" {
		m.why = fmt.Sprintf(format, args...)
	}
	return nil
}

// block returns stmts moved, nil with m.why set where one refuses.
func (m *mover) block(stmts []check.Stmt) []check.Stmt {
	out := make([]check.Stmt, len(stmts))
	for i, s := range stmts {
		if out[i] = check.VisitStmt[check.Stmt](s, m); out[i] == nil {
			m.refuse("statement %T not moved", s)
			return nil
		}
	}
	return out
}

// expr returns e moved, nil with m.why set where it cannot be.
func (m *mover) expr(e *check.Expr) *check.Expr {
	x, ok := e.Moved(m.base)
	if !ok {
		m.refuse("expression %q (%s) cannot be lowered again", e.Text(), e.Pos())
		return nil
	}
	return x
}

// exprs returns es moved.
func (m *mover) exprs(es []*check.Expr) []*check.Expr {
	out := make([]*check.Expr, len(es))
	for i, e := range es {
		out[i] = m.expr(e)
	}
	return out
}

// notMade refuses a kind of statement no inlined body is made to run
// yet: its ops are not shown to run the same in the caller's frame.
func (m *mover) notMade(kind string, s check.Stmt) check.Stmt {
	return m.refuse("it holds %s (%s), a kind of statement not yet made inlinable", kind, stmtPos(s))
}

// stmtPos is where s is written.
func stmtPos(s check.Stmt) string {
	return s.Where().String()
}

func (m *mover) Step(s *check.Step) check.Stmt { return m.notMade("a step", s) }

// Let is moved: its slot and value (a cheap let's float form too); a
// listed let is refused by the analysis (its entry is cut at a return).
func (m *mover) Let(s *check.Let) check.Stmt {
	if s.Listed {
		return m.refuse("let %s (%s) is lazy and listed", s.Name, s.Pos)
	}
	l, ok := check.MovedLet(s, m.base)
	if !ok {
		return m.refuse("let %s (%s) cannot be lowered again", s.Name, s.Pos)
	}
	return l
}

func (m *mover) Roll(s *check.Roll) check.Stmt     { return m.notMade("a roll", s) }
func (m *mover) Choose(s *check.Choose) check.Stmt { return m.notMade("a choice", s) }
func (m *mover) First(s *check.First) check.Stmt   { return m.notMade("a first", s) }
func (m *mover) Pick(s *check.Pick) check.Stmt     { return m.notMade("a pick", s) }

// If is moved: its condition and bodies; its clauses are the same.
func (m *mover) If(s *check.If) check.Stmt {
	c := *s
	c.Cond, c.Then, c.Else = m.expr(s.Cond), m.block(s.Then), m.block(s.Else)
	if s.Else == nil {
		c.Else = nil
	}
	return &c
}

// For is moved: its element's slot, its list and its body.
func (m *mover) For(s *check.For) check.Stmt {
	c := *s
	c.Slot += m.base
	c.List, c.Body = m.expr(s.List), m.block(s.Body)
	return &c
}

func (m *mover) While(s *check.While) check.Stmt { return m.notMade("a while", s) }
func (m *mover) Goto(s *check.Goto) check.Stmt   { return m.notMade("a goto", s) }
func (m *mover) Skip(s *check.Skip) check.Stmt   { return m.notMade("a skip", s) }

// Stop is the statement itself: it reads no slot, and the inlined
// body's loop ends the body alone at it.
func (m *mover) Stop(s *check.Stop) check.Stmt { return s }

// Call is moved: its arguments and its live set (the caller's of the
// call inlined joined in); it is compiled as any call, so inlined in turn
// where its callee may be.
func (m *mover) Call(s *check.Call) check.Stmt {
	c := *s
	c.Args = m.exprs(s.Args)
	c.Live = s.Live.Moved(m.base, m.join)
	return &c
}

// Event is moved: its arguments.
func (m *mover) Event(s *check.Event) check.Stmt {
	c := *s
	c.Args = m.exprs(s.Args)
	return &c
}

func (m *mover) Mark(s *check.Mark) check.Stmt { return m.notMade("a mark", s) }

// Remove is moved: its unit and its live set. The procedure its errors
// name is the callee, which the inliner compiles it in.
func (m *mover) Remove(s *check.Remove) check.Stmt {
	c := *s
	c.Unit = m.expr(s.Unit)
	c.Live = s.Live.Moved(m.base, m.join)
	return &c
}

func (m *mover) Assert(s *check.Assert) check.Stmt { return m.notMade("an assert", s) }
func (m *mover) Fail(s *check.Fail) check.Stmt     { return m.notMade("a fail", s) }
func (m *mover) ActionCall(s *check.ActionCall) check.Stmt {
	return m.notMade("an action", s)
}

// inBody is a call compiled inline: the callee, its arguments' plan, where
// its slots start in the caller's frame, the bits of its parameters'
// slots there, and its body compiled in the caller's frame.
type inBody struct {
	proc *Proc
	args []inArg
	// base is where the callee's slots start in the frame: argument i
	// goes into slot base+i (a frame's slots start with its parameters)
	base    int
	used    uint64
	usedAll bool
	ops     []op
}

// inlineBody returns the op of call s, planned as in, with its callee's
// body compiled into the frame being compiled; nil, with the reason in
// k.refused, where the call is not inlined (the analysis refuses it, or
// its body holds a kind of statement not made inlinable).
func (k *compiler) inlineBody(s *check.Call, code *procCode, in *inlined, slots []int, kinds []uint8) op {
	if k.verdicts == nil {
		return nil
	}
	if why := callInlinable(s, k.verdicts); why != "" {
		k.refused(s, why)
		return nil
	}
	callee := s.Proc
	base := k.base + len(k.proc.Slots)
	m := &mover{base: base, join: s.Live}
	body := m.block(callee.Body)
	if m.why != "" {
		k.refused(s, m.why)
		return nil
	}
	b := &inBody{proc: callee, args: in.args, base: base}
	for i := range in.args {
		if j := base + i; j < 64 {
			b.used |= uint64(1) << j
		} else {
			b.usedAll = true
		}
	}
	outer, outerBase := k.proc, k.base
	k.proc, k.base = callee, base
	b.ops = k.block(body)
	k.proc, k.base = outer, outerBase
	if n := base + len(callee.Slots); n > k.pc.nslots {
		k.pc.nslots = n
	}
	if k.inlined != nil {
		k.inlined[s] = callee
	}
	in.slots, in.kinds = slots, kinds
	return inlineBodyOp(in, b)
}

// refused notes why call s was not inlined, for the tests.
func (k *compiler) refused(s *check.Call, why string) {
	if k.why != nil {
		k.why[s] = why
	}
}

// inlineBodyOp returns the op of a call compiled inline as b, planned as
// in for the whole way: in a traced run, at a step the budget is checked
// at, for a call past the frames a run made so far or 200 deep, the call
// is made as inlineOp makes it; otherwise the body runs here, in the
// caller's frame.
//
//go:noinline // a closure the inliner copies into a caller gets none of its own calls inlined
func inlineBodyOp(in *inlined, b *inBody) op {
	return func(c *Ctx, f *frame) (ctrl, error) {
		c.steps++ // spend's common case
		if c.steps >= c.checkAt || c.trace != nil {
			if r, done, err := c.inlineRare(f, in); done {
				return r, err
			}
		}
		d, frames := c.calls, c.spare.frames
		if d >= 200 || d >= len(frames) {
			// too deep, or no frame made at its depth yet (the
			// failures' record of the call): the whole way
			return c.call(f, in.s, in.code)
		}
		vals, ins, base := f.ev.Vals, b.args, b.base
		for i := range ins {
			p := &ins[i]
			if k := p.slot; k >= 0 {
				if v := &vals[k]; box.SameTypeAt(v, &p.fits) { // fitsKind(*v, p.kind)
					vals[base+i] = *v
					continue
				}
			}
			v, err := c.inlineArg(f, in.s, p, i)
			if err != nil {
				return ctrlNext, err
			}
			vals[base+i] = v
		}
		f.used |= b.used
		if b.usedAll {
			f.usedAll = true
		}
		if f.maybe != 0 || f.big { // dropDead's own first test, spared its call
			c.dropDead(f, &in.s.Live)
		}
		at := frames[d] // the failures' record of the call at its depth
		at.who, at.from = b.proc, &in.s.Pos
		// no pending let of its own (mayPend walks the frames of the
		// depths in progress, this one's among them)
		at.maybe, at.big = 0, false
		c.calls++
		var err error
		for _, o := range b.ops {
			if r, e := o(c, f); e != nil || r != ctrlNext {
				err = e // a stop ends the body alone
				break
			}
		}
		c.calls--
		if err != nil {
			return ctrlNext, inFrame(err, b.proc, &in.s.Pos)
		}
		return ctrlNext, nil
	}
}
