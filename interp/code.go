package interp

import (
	"slices"

	"github.com/rulec-dev/rulec/check"
	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/internal/box"
	"github.com/rulec-dev/rulec/types"
	"github.com/rulec-dev/rulec/world"
)

// A program's procedures are compiled once, when it is loaded, to
// closures: each statement of a block becomes an op that runs it, its
// nested blocks compiled with it, a call holding its callee's code. A
// block runs its ops in order (runOps), a call its callee's (callProc),
// with no dispatch on the statement's kind at run time. An op does what
// the statement does in every run, traced or not: it calls the same
// methods, which write the trace, count coverage and make the errors.

// op runs one statement in frame f and says how control goes on, or
// returns the run's error. It spends the statement's step.
type op func(c *Ctx, f *frame) (ctrl, error)

// procCode is a procedure compiled: ops[i] runs the statements of
// proc.Body from starts[i] on (one, or a list of lazy lets: lets).
type procCode struct {
	proc   *Proc
	ops    []op
	starts []int
	// steps holds the index in ops of each step by its label, for a
	// goto (a step is an op of its own)
	steps map[string]int
	// params has bit i set for each parameter i < 64, and paramsAll
	// says there are more: a new frame's used slots (newFrame).
	params    uint64
	paramsAll bool
	// plain says the body holds no skip and no goto: no step of it is
	// skipped and no op jumps, so runProc runs its ops in a row.
	plain bool
	// nslots is how many slots a frame of the procedure holds: its own
	// and those of the calls inlined into it (inlinebody.go), after
	// them.
	nslots int
}

// skips reports whether op i of p is a step of f that a skip statement
// named, and records it skipped.
func (p *procCode) skips(c *Ctx, f *frame, i int) bool {
	return c.skips(f, p.proc.Body[p.starts[i]])
}

// compile compiles every procedure of p.
func compile(p *check.Program) map[*Proc]*procCode {
	k := &compiler{codes: make(map[*Proc]*procCode, len(p.Procs)), after: p.After, verdicts: inlineVerdicts(p)}
	for _, name := range p.ProcNames() {
		k.code(p.Procs[name])
	}
	return k.codes
}

// compiler compiles statements to ops: one method per kind of checked
// statement (check.StmtVisitor), so that a kind it forgets does not
// compile.
type compiler struct {
	codes map[*Proc]*procCode
	// proc is the procedure whose body is being compiled, and pc its
	// code.
	proc *Proc
	pc   *procCode
	// boxed compiles every action statement to run its action boxed
	// (runAction), not typed (typedOp): the tests' way of comparing
	// the two.
	boxed bool
	// after is the program's check.Program.After: the clause of the
	// statements after each that can end its block early.
	after map[check.Stmt]*Clause
	// verdicts are the analysis' of the program's procedures
	// (inlinable.go): a call it accepts, whose callee's statements are
	// all of kinds made inlinable, is compiled inline (inlinebody.go);
	// nil: no call is.
	verdicts map[*Proc]inlineInfo
	// base is where the slots of the body being compiled (proc's)
	// start in the frame of pc's procedure: 0 but in an inlined body.
	base int
	// inlined and why, when not nil, record each call compiled inline
	// (its callee) and why each call was not: for the tests.
	inlined map[*check.Call]*Proc
	why     map[*check.Call]string
}

// code returns p compiled, compiling it the first time: its entry is made
// before its body is compiled, so a call of itself finds it.
func (k *compiler) code(p *Proc) *procCode {
	if p == nil { // a call of a procedure the checker did not find
		return nil
	}
	if pc := k.codes[p]; pc != nil {
		return pc
	}
	pc := &procCode{proc: p, plain: true, nslots: len(p.Slots)} // until a skip or goto is compiled
	if k := len(p.Params); k < 64 {
		pc.params = uint64(1)<<k - 1
	} else {
		pc.paramsAll = true
	}
	k.codes[p] = pc
	outer, outerPC, outerBase := k.proc, k.pc, k.base
	k.proc, k.pc, k.base = p, pc, 0
	pc.ops, pc.starts = k.code1(p.Body, true)
	k.proc, k.pc, k.base = outer, outerPC, outerBase
	pc.steps = make(map[string]int, len(p.Steps))
	for label, i := range p.Steps {
		pc.steps[label] = slices.Index(pc.starts, i)
	}
	return pc
}

// block compiles the statements of a block.
func (k *compiler) block(stmts []check.Stmt) []op {
	ops, _ := k.code1(stmts, false)
	return ops
}

// code1 compiles the statements of a block to ops, one each but for a
// list of two or more lazy lets in a row (lets), and returns, when asked
// (withStarts: a procedure's body, whose steps a goto finds by them),
// where each op's statements start.
func (k *compiler) code1(stmts []check.Stmt, withStarts bool) ([]op, []int) {
	ops := make([]op, 0, len(stmts))
	var starts []int
	if withStarts {
		starts = make([]int, 0, len(stmts))
	}
	for i := 0; i < len(stmts); i++ {
		j := i
		for j < len(stmts) {
			if l, ok := stmts[j].(*check.Let); !ok || !l.Lazy {
				break
			}
			j++
		}
		if j-i >= 2 {
			ls := make([]*check.Let, j-i)
			for n := range ls {
				ls[n] = stmts[i+n].(*check.Let)
			}
			ops = append(ops, k.lets(ls))
			if withStarts {
				starts = append(starts, i)
			}
			i = j - 1
			continue
		}
		o := check.VisitStmt[op](stmts[i], k)
		if c := k.after[stmts[i]]; c != nil {
			o = goesOn(o, c)
		}
		ops = append(ops, o)
		if withStarts {
			starts = append(starts, i)
		}
	}
	return ops, starts
}

// goesOn wraps op o of a statement that can end its block early: when
// the run goes on past it, traced, it hits c, the clause of the
// statements after it (check.Program.After). Only such statements pay
// for the wrapper.
func goesOn(o op, c *Clause) op {
	return func(cx *Ctx, f *frame) (ctrl, error) {
		r, err := o(cx, f)
		if err == nil && r == ctrlNext && cx.trace != nil {
			cx.trace.hit(c, Entry{})
		}
		return r, err
	}
}

// lets is the op of lazy lets in a row, each bound pending as its own op
// (Let) would bind it. In a run without a trace, not eager, whose budget
// they do not reach, they are bound in one op: their steps spent at once,
// a let no action can force stored as its check.Pending directly. When
// none of them is cheap or past slot 63 and none of the listed ones is
// listed yet in the frame (a first pass, not a loop's next turn), the
// op's stores and entries are planned when it is compiled: the slots,
// their bits and the listed lets' entries but for the frame (and the
// epoch, kept in the frame).
func (k *compiler) lets(ls []*check.Let) op {
	n := len(ls)
	one := make([]op, n)
	pending, bit := make([]any, n), make([]uint64, n)
	var (
		slots       []int
		all, listed uint64
		entries     []pendingLet // the listed lets' entries, fr to be set
		planned     = true
	)
	for i, l := range ls {
		one[i] = k.Let(l)
		if !l.Cheap && l.Slot < 64 {
			pending[i], bit[i] = check.Pending{Let: l}, uint64(1)<<l.Slot
			if all&bit[i] != 0 {
				planned = false // a slot bound twice: its second let finds the first's entry
			}
			slots, all = append(slots, l.Slot), all|bit[i]
			if l.Listed {
				listed |= bit[i]
				entries = append(entries, pendingLet{slot: l.Slot, reads: l.Reads, let: l})
			}
		} else {
			planned = false
		}
	}
	general := func(c *Ctx, f *frame) (ctrl, error) {
		if c.trace != nil || c.eager || c.steps+n >= c.checkAt {
			for _, o := range one { // a lazy let's op goes on or fails
				if _, err := o(c, f); err != nil {
					return ctrlNext, err
				}
			}
			return ctrlNext, nil
		}
		c.steps += n
		if planned && f.listed&listed == 0 {
			vals := f.ev.Vals
			for i, s := range slots {
				vals[s] = pending[i]
			}
			f.used |= all
			if listed != 0 {
				f.maybe |= listed
				f.listed |= listed
				sp, at := c.spare, check.LetBound{Call: f.ev.Call, Epoch: c.eng.Epoch()}
				bound := f.ev.Bound
				if k := len(sp.pending); k+len(entries) <= cap(sp.pending) {
					// written in place: the list past its length
					// is zero (dropPending clears what it drops),
					// so an entry's value and settled need no
					// store, and an append's copy through a
					// temporary is spared
					sp.pending = sp.pending[:k+len(entries)]
					for i := range entries {
						e, d := &entries[i], &sp.pending[k+i]
						d.fr, d.slot, d.reads, d.let = f, e.slot, e.reads, e.let
						bound[e.slot] = at
					}
				} else {
					for _, e := range entries {
						e.fr = f
						bound[e.slot] = at
						sp.pending = append(sp.pending, e)
					}
				}
			}
			return ctrlNext, nil
		}
		for i, l := range ls {
			b := bit[i]
			if b == 0 {
				c.defer_(f, l)
				continue
			}
			f.ev.Vals[l.Slot] = pending[i]
			f.used |= b
			if !l.Listed {
				continue
			}
			// defer_'s listed case, where the slot is not listed yet
			if f.listed&b != 0 {
				c.defer_(f, l) // listed before: its entry is found
				continue
			}
			f.maybe |= b
			f.listed |= b
			sp := c.spare
			f.bindAt(l.Slot, c.eng.Epoch())
			sp.pending = append(sp.pending, pendingLet{fr: f, slot: l.Slot, reads: l.Reads, let: l})
		}
		return ctrlNext, nil
	}
	if !planned {
		return general
	}
	// planned: the stores in one array of slot and value, the entries
	// in their own, read by the op in a row
	stores := make([]letStore, n)
	for i, l := range ls {
		stores[i] = letStore{slot: l.Slot, v: pending[i]}
	}
	return func(c *Ctx, f *frame) (ctrl, error) {
		if c.trace != nil || c.eager || c.steps+n >= c.checkAt || f.listed&listed != 0 {
			return general(c, f)
		}
		c.steps += n
		vals := f.ev.Vals
		for i := range stores {
			vals[stores[i].slot] = stores[i].v
		}
		f.used |= all
		if listed == 0 {
			return ctrlNext, nil
		}
		f.maybe |= listed
		f.listed |= listed
		sp := c.spare
		k := len(sp.pending)
		if k+len(entries) > cap(sp.pending) {
			return ctrlNext, c.appendEntries(f, entries)
		}
		// written in place: the list past its length is zero
		// (dropPending clears what it drops), so an entry's value
		// and settled need no store
		at := check.LetBound{Call: f.ev.Call, Epoch: c.eng.Epoch()}
		bound := f.ev.Bound
		sp.pending = sp.pending[:k+len(entries)]
		dst := sp.pending[k:]
		for i := range entries {
			e, d := &entries[i], &dst[i]
			d.fr, d.slot, d.reads, d.let = f, e.slot, e.reads, e.let
			bound[e.slot] = at
		}
		return ctrlNext, nil
	}
}

// letStore is a planned lets op's store of a let's check.Pending into its
// slot.
type letStore struct {
	slot int
	v    any
}

// appendEntries lists the entries of a planned lets op of f past the
// spare's array of them.
func (c *Ctx) appendEntries(f *frame, entries []pendingLet) error {
	sp, at := c.spare, check.LetBound{Call: f.ev.Call, Epoch: c.eng.Epoch()}
	for _, e := range entries {
		e.fr = f
		f.ev.Bound[e.slot] = at
		sp.pending = append(sp.pending, e)
	}
	return nil
}

// leaf is the op of a statement without a block, run by its stmtRunner
// method after its step is spent.
func leaf[S check.Stmt](s S, run func(r *stmtRunner, s S) outcome) op {
	return func(c *Ctx, f *frame) (ctrl, error) {
		if err := c.spend(s); err != nil {
			return ctrlNext, err
		}
		o := run((*stmtRunner)(f), s)
		return o.ctrl, o.err
	}
}

func (k *compiler) Step(s *check.Step) op {
	body := k.block(s.Body)
	return func(c *Ctx, f *frame) (ctrl, error) {
		// a step spends as it starts, to be named by a spent budget
		// until it ends. A panic is not stopped here (Eval turns an
		// expression's into an error), so nothing is deferred: a run
		// that panics is over.
		outer := c.loop
		c.loop = s
		if err := c.spend(s); err != nil {
			c.loop = outer
			return ctrlNext, err
		}
		if c.trace != nil {
			c.traceStep(s)
		}
		c.depth++
		r, err := ctrlNext, error(nil)
		for _, o := range body { // runOps' loop
			if r, err = o(c, f); err != nil || r != ctrlNext {
				break
			}
		}
		c.depth--
		c.loop = outer
		return r, err
	}
}

func (k *compiler) Let(s *check.Let) op {
	if !s.Lazy {
		return leaf(s, (*stmtRunner).Let)
	}
	if !s.Listed && !s.Cheap && s.Slot < 64 {
		// defer_'s case of a let no action can force, in a run
		// without a trace: its slot holds its check.Pending, boxed
		// once here
		pending, bit := any(check.Pending{Let: s}), uint64(1)<<s.Slot
		return func(c *Ctx, f *frame) (ctrl, error) {
			if err := c.spend(s); err != nil {
				return ctrlNext, err
			}
			switch {
			case c.eager:
				o := (*stmtRunner)(f).Let(s)
				return o.ctrl, o.err
			case c.trace != nil:
				c.defer_(f, s)
			default:
				f.ev.Vals[s.Slot] = pending
				f.used |= bit
			}
			return ctrlNext, nil
		}
	}
	if s.Cheap {
		// defer_'s first case, a cheap let worked out where it stands
		// in a run without a trace, without its call
		return func(c *Ctx, f *frame) (ctrl, error) {
			if err := c.spend(s); err != nil {
				return ctrlNext, err
			}
			if c.trace == nil && !c.eager {
				if v, ok := s.CheapValue(&f.ev); ok {
					f.set(s.Slot, v)
					return ctrlNext, nil
				}
			}
			if c.eager {
				o := (*stmtRunner)(f).Let(s)
				return o.ctrl, o.err
			}
			c.defer_(f, s)
			return ctrlNext, nil
		}
	}
	return func(c *Ctx, f *frame) (ctrl, error) {
		if err := c.spend(s); err != nil {
			return ctrlNext, err
		}
		if c.eager {
			o := (*stmtRunner)(f).Let(s)
			return o.ctrl, o.err
		}
		c.defer_(f, s)
		return ctrlNext, nil
	}
}

//go:noinline // a closure the inliner copies into a caller gets none of its own calls inlined
func (k *compiler) Roll(s *check.Roll) op {
	return func(c *Ctx, f *frame) (ctrl, error) {
		if err := c.spend(s); err != nil {
			return ctrlNext, err
		}
		// a roll: the next die or dice, bound in its slot
		t, faces, err := c.die(s)
		if err != nil {
			return ctrlNext, err
		}
		c.next++
		if s.Faces {
			rollFaces(f, s, t, faces)
		} else {
			f.set(s.Slot, box.Num(float64(t)))
		}
		if c.trace != nil {
			c.traceRoll(s, t, faces)
		}
		return ctrlNext, nil
	}
}

func (k *compiler) Choose(s *check.Choose) op { return leaf(s, (*stmtRunner).Choose) }

func (k *compiler) First(s *check.First) op {
	bodies := make([][]op, len(s.Clauses))
	for i, w := range s.Clauses {
		bodies[i] = k.block(w.Body)
	}
	return func(c *Ctx, f *frame) (ctrl, error) {
		if err := c.spend(s); err != nil {
			return ctrlNext, err
		}
		if c.trace != nil {
			return c.first(f, s, bodies)
		}
		// first's run without a trace: no clause tried is recorded
		for i, w := range s.Clauses {
			if w.Cond != nil {
				// truth's, in the op
				v, isVar := w.Cond.Var(&f.ev)
				if !isVar {
					v = c.value(f, w.Cond)
				}
				ok, isBool := v.(bool)
				if !isBool {
					return ctrlNext, notBool(w.Cond, v)
				}
				if !ok {
					continue
				}
			}
			c.depth++
			r, err := ctrlNext, error(nil)
			for _, o := range bodies[i] { // runOps' loop
				if r, err = o(c, f); err != nil || r != ctrlNext {
					break
				}
			}
			c.depth--
			return r, err
		}
		if s.ElseError {
			return ctrlNext, fail(s, "no clause of group %q applies", s.Name)
		}
		return ctrlNext, nil
	}
}

func (k *compiler) Pick(s *check.Pick) op { return leaf(s, (*stmtRunner).Pick) }

// The ops of the statements a short run goes through most (if, first,
// step, for, roll, event, remove, an action typed, a call) do their
// statement's work themselves, and run a block's ops in their own loop,
// rather than call a method that does (ifThen, first, step, forEach,
// roll, event, Remove, actionTyped, callInline were each a Go call of
// their own): a layer fewer each, and so fewer functions a run goes
// through, whose code did not fit the instruction cache
// (docs/perf/notes.md, lower15). What a traced run adds stays in
// methods of its own (traceIf, traceFirst, ...), out of the way.

func (k *compiler) If(s *check.If) op {
	then, els := k.block(s.Then), k.block(s.Else)
	return func(c *Ctx, f *frame) (ctrl, error) {
		if err := c.spend(s); err != nil {
			return ctrlNext, err
		}
		// truth's, in the op
		v, isVar := s.Cond.Var(&f.ev)
		if !isVar {
			v = c.value(f, s.Cond)
		}
		ok, isBool := v.(bool)
		if !isBool {
			return ctrlNext, notBool(s.Cond, v)
		}
		if c.trace != nil {
			c.traceIf(f, s, ok)
		}
		ops := els
		if ok {
			ops = then
		}
		for _, o := range ops { // runOps' loop
			if r, err := o(c, f); err != nil || r != ctrlNext {
				return r, err
			}
		}
		return ctrlNext, nil
	}
}

func (k *compiler) For(s *check.For) op {
	body := k.block(s.Body)
	return func(c *Ctx, f *frame) (ctrl, error) {
		if err := c.spend(s); err != nil {
			return ctrlNext, err
		}
		// the list unguarded: its failure is the statement's at once,
		// with nothing to undo (Ctx.value), and Eval's deferred
		// recover was a tenth of a loop over no element
		v, ok := s.List.Var(&f.ev)
		if !ok {
			// a list of units unboxed where the lowering gives one
			c.cur = s.List
			l, w, ok := s.List.ListUnguarded(&f.ev)
			c.cur = nil
			if ok {
				if len(l) == 0 {
					return ctrlNext, nil
				}
				return c.forBodies(f, s, l, body)
			}
			v = w
		}
		if l, ok := v.([]*world.Body); ok {
			// the list most loops go over, without reflection
			if len(l) == 0 {
				return ctrlNext, nil
			}
			return c.forBodies(f, s, l, body)
		}
		return c.forValue(f, s, v, body)
	}
}

func (k *compiler) While(s *check.While) op {
	body := k.block(s.Body)
	return func(c *Ctx, f *frame) (ctrl, error) {
		if err := c.spend(s); err != nil {
			return ctrlNext, err
		}
		return c.while(f, s, body)
	}
}

func (k *compiler) Goto(s *check.Goto) op {
	k.pc.plain = false
	return leaf(s, (*stmtRunner).Goto)
}

func (k *compiler) Skip(s *check.Skip) op {
	k.pc.plain = false
	return leaf(s, (*stmtRunner).Skip)
}

//go:noinline // a closure the inliner copies into a caller gets none of its own calls inlined
func (k *compiler) Stop(s *check.Stop) op {
	return func(c *Ctx, f *frame) (ctrl, error) {
		if err := c.spend(s); err != nil {
			return ctrlNext, err
		}
		if c.trace != nil {
			c.traceStop(s)
		}
		return ctrlStop, nil
	}
}

func (k *compiler) Call(s *check.Call) op {
	code := k.code(s.Proc)
	if in := inlineCall(s, code); in != nil {
		slots, kinds := varArgs(s)
		if o := k.inlineBody(s, code, in, slots, kinds); o != nil {
			return o
		}
		return inlineOp(s, code, in, slots, kinds)
	}
	if k.verdicts != nil {
		k.refused(s, "an argument is left out or the procedure was not found")
	}
	if slots, kinds := varArgs(s); slots != nil {
		return func(c *Ctx, f *frame) (ctrl, error) {
			if err := c.spend(s); err != nil {
				return ctrlNext, err
			}
			return c.callVars(f, s, code, slots, kinds)
		}
	}
	return func(c *Ctx, f *frame) (ctrl, error) {
		if err := c.spend(s); err != nil {
			return ctrlNext, err
		}
		return c.call(f, s, code)
	}
}

// The Go types a parameter of a unit, a number (length, angle, number)
// or a list of units takes as it is (check.Fits).
const (
	argUnit uint8 = iota + 1
	argNum
	argUnits
)

// varArgs returns, for a call each of whose arguments is a variable
// given to a parameter of a unit, a number or a list of units, the slots
// of the variables and the kinds of the parameters; nil otherwise.
func varArgs(s *check.Call) ([]int, []uint8) {
	if s.Proc == nil || len(s.Args) == 0 || len(s.Args) > len(s.Proc.Params) {
		return nil, nil
	}
	slots, kinds := make([]int, len(s.Args)), make([]uint8, len(s.Args))
	for i, a := range s.Args {
		if a == nil || a.Slot() < 0 {
			return nil, nil
		}
		switch t := s.Proc.Params[i].Type; {
		case t == types.UnitT:
			kinds[i] = argUnit
		case t == types.LengthT || t == types.AngleT || t == types.NumberT:
			kinds[i] = argNum
		case t == types.UnitsT:
			kinds[i] = argUnits
		default:
			return nil, nil
		}
		slots[i] = a.Slot()
	}
	return slots, kinds
}

// callVars is call where each argument is a variable (varArgs): a value
// already of its parameter's Go type is passed as it is; anything else
// (a let still pending, a value to convert) goes the whole way (call).
func (c *Ctx) callVars(f *frame, s *check.Call, code *procCode, slots []int, kinds []uint8) (ctrl, error) {
	callee := c.newFrame(code)
	args, vals := callee.ev.Vals, f.ev.Vals
	for i, k := range slots {
		v := vals[k]
		var ok bool
		switch kinds[i] {
		case argUnit:
			_, ok = v.(*world.Body)
		case argNum:
			_, ok = v.(float64)
		default:
			_, ok = v.([]*world.Body)
		}
		if !ok {
			c.freeFrame(callee) // nothing is done yet but the arguments before
			return c.call(f, s, code)
		}
		args[i] = v
	}
	if f.maybe != 0 || f.big { // dropDead's own first test, spared its call
		c.dropDead(f, &s.Live)
	}
	return ctrlNext, c.callProc(callee, &s.Pos)
}

//go:noinline // a closure the inliner copies into a caller gets none of its own calls inlined
func (k *compiler) Event(s *check.Event) op {
	return func(c *Ctx, f *frame) (ctrl, error) {
		if err := c.spend(s); err != nil {
			return ctrlNext, err
		}
		// an event: its arguments shown, recorded in the world
		var args []string
		if len(s.Args) > 0 {
			args = c.spare.eventArgs(len(s.Args))
			for _, a := range s.Args {
				v, ok := a.Var(&f.ev)
				if !ok {
					v = c.value(f, a)
				}
				if b, ok := v.(*world.Body); ok && b != nil {
					args = append(args, b.ID) // check.Show's, without its switch
				} else {
					args = append(args, check.Show(v))
				}
			}
		}
		w := c.W
		if cap(w.Events) == 0 {
			w.Events = c.spare.firstEvent(s.Name, args, s.Place)
		} else {
			w.Events = append(w.Events, world.Event{Name: s.Name, Args: args, Where: s.Place})
		}
		if c.trace != nil {
			c.traceEvent(s)
		}
		return ctrlNext, nil
	}
}

func (k *compiler) Mark(s *check.Mark) op { return leaf(s, (*stmtRunner).Mark) }

func (k *compiler) Remove(s *check.Remove) op {
	// what a removed unit's errors say of the removal, made once here:
	// made at each run it was a quarter of a one-edge pursuit's
	// instructions (fmt's formatting of the place)
	by := removedBy(s, k.proc)
	return func(c *Ctx, f *frame) (ctrl, error) {
		if err := c.spend(s); err != nil {
			return ctrlNext, err
		}
		// a removal: the unit off the table, the answers kept forgotten
		v, err := c.eval(f, s.Unit)
		if err != nil {
			return ctrlNext, err
		}
		u, _ := v.(*world.Body)
		if u == nil {
			return ctrlNext, fail(s, "remove: %s is not a unit", s.Unit.Text())
		}
		if u.Removed {
			return ctrlNext, fail(s, "remove: %v", &engine.RemovedError{Action: "remove", Unit: u, Guard: s.Unit.Text()})
		}
		c.dropDead(f, &s.Live)
		if err := c.settle(engine.Status); err != nil {
			return ctrlNext, err
		}
		c.W.Touch(u)
		u.Removed = true
		u.RemovedBy = by
		c.eng.Forget()
		if c.trace != nil {
			c.traceRemove(s, u)
		}
		return ctrlNext, nil
	}
}

func (k *compiler) Assert(s *check.Assert) op { return leaf(s, (*stmtRunner).Assert) }

func (k *compiler) Fail(s *check.Fail) op { return leaf(s, (*stmtRunner).Fail) }

func (k *compiler) ActionCall(s *check.ActionCall) op {
	if p := planTyped(s); p != nil && !k.boxed {
		return typedOp(s, p)
	}
	plan := planAction(s)
	return func(c *Ctx, f *frame) (ctrl, error) {
		if err := c.spend(s); err != nil {
			return ctrlNext, err
		}
		return ctrlNext, c.action(f, s, plan)
	}
}
