package check

import "math/bits"

// What the interpreter's inliner (interp/inline.go, docs/perf/notes.md
// lower19) needs of the checker: a procedure's expressions, lets and live
// sets made again for a frame in which the procedure's slots start at a
// base (the slots of the caller it is inlined into come first). The
// expressions are lowered again from their trees, as an explanation lowers
// their parts (Expr.explainer), by the same evaluator with a moved copy
// of the slots' table; their clauses, parts and text are the same.

// Moved returns e lowered again with every slot it reads moved up by
// base, and true; e itself where it reads no slot (an expression lowered
// outside a procedure); false where it cannot be (no tree kept, or the
// lowering fails, which the first lowering did not). nil gives nil.
func (e *Expr) Moved(base int) (*Expr, bool) {
	if e == nil {
		return nil, true
	}
	if !e.frozen {
		return e, true
	}
	sh := e.shared
	if e.src == nil || sh == nil || sh.env == nil {
		return nil, false
	}
	moved := make(map[string]int, len(sh.slots))
	for name, i := range sh.slots {
		moved[name] = i + base
	}
	ev := e.movedEvaluator(moved)
	c := &Expr{Type: e.Type, d: e.d, rolled: e.rolled, bare: e.bare, src: e.src,
		frozen: true, shared: &exprShared{units: sh.units, env: sh.env, slots: moved}}
	ev.lowerForms(c, e.src.X, e.Type)
	if len(ev.errs) > 0 {
		return nil, false
	}
	return c, true
}

// movedEvaluator returns the evaluator lowering e's tree again with its
// variables read from the slots of moved: explainer's, with the parts of
// conditions counted as the first lowering counted them.
func (e *Expr) movedEvaluator(moved map[string]int) *evaluator {
	env := e.shared.env
	return &evaluator{info: env.info, consts: env.consts, reg: env.reg, units: e.unitsOf(),
		defs: env.defs, parts: env.parts, frozen: true, slots: moved}
}

// MovedLet returns a copy of l with its slot and value moved up by base
// (Expr.Moved), a cheap let's floating-point form lowered again too; its
// Clause is the same pointer, so coverage and a trace see the same let.
// False where its value cannot be moved.
func MovedLet(l *Let, base int) (*Let, bool) {
	m := *l
	m.Slot += base
	v, ok := l.Value.Moved(base)
	if !ok {
		return nil, false
	}
	m.Value = v
	if l.float != nil {
		if v == l.Value || v == nil {
			return nil, false // a let's value reads its procedure's slots
		}
		m.float = v.movedEvaluator(v.shared.slots).floatArith(v.src.X)
		if m.float == nil {
			return nil, false
		}
	}
	return &m, true
}

// Moved returns s with every slot moved up by base, joined with join: the
// live set of a statement of a procedure inlined into a caller's frame
// after the caller's slots, the caller's lets live after the call among
// them. A set that holds every slot (not known) stays so.
func (s Slots) Moved(base int, join Slots) Slots {
	if !s.known || !join.known {
		return Slots{}
	}
	out := Slots{known: true}
	for k, w := range s.words() {
		for ; w != 0; w &= w - 1 {
			out = out.with(64*k + bits.TrailingZeros64(w) + base)
		}
	}
	return out.union(join)
}
