package check

import (
	"fmt"
	"math"

	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/types"
)

// A let is evaluated when it is first read, not where it stands, unless
// an action changing something its value reads comes first: then it is
// evaluated just before that action (docs/language.md, "When a let is
// evaluated"). Rules written as a list of lets at the top of a procedure,
// as a rule text lists its definitions, then cost no more than code that
// asks each question where it needs the answer.
//
// The checker finds what each let's value may read (readsOf); the
// interpreter keeps a let not yet evaluated as a Pending value in its
// slot, which reading the slot forces (lowerLetRead), and forces the
// pending lets an action's changes could alter before the action runs.

// Pending is the value of a let's slot while the let is not yet
// evaluated: its expression, run in the let's own frame when first read.
// The slot's other variables are never Pending.
type Pending struct{ Let *Let }

// Force evaluates the pending let of slot i of f, leaving its value there.
// A failure is a *LetError naming the let.
// If the bodies have moved since the let was bound, it is evaluated with
// them where they stood then (Frame.Bound, engine.Ctx.Rewind).
func (p Pending) Force(f *Frame, i int) (any, error) {
	if r := f.Run; r != nil && r.Forced != nil {
		if v, ok := r.Forced(f, i, p.Let); ok {
			f.Vals[i] = v
			return v, nil
		}
	}
	f.Vals[i] = nil
	v, err := p.Value(f, i)
	if err != nil {
		return nil, err
	}
	f.Vals[i] = v
	return v, nil
}

// Value evaluates the pending let of slot i of f as Force does, leaving
// the slot as it is: a run that records coverage works out the value of
// a let before an action that would change it, but counts the let run
// only if something reads it (Env.Forced).
func (p Pending) Value(f *Frame, i int) (any, error) {
	back := -1
	if r := f.Run; r != nil && r.Ctx != nil {
		back = r.Ctx.Rewind(f.boundAt(i))
	}
	v, err := p.Let.Value.LetValue(f)
	if back >= 0 {
		f.Run.Ctx.Rewind(back)
	}
	if err != nil {
		return nil, &LetError{Pos: p.Let.Value.Pos(), Text: p.Let.Value.Text(), Err: err}
	}
	return v, nil
}

// LetValue evaluates a let's value as the let keeps it: a value typed a
// list of units as a list of units.
func (e *Expr) LetValue(f *Frame) (any, error) {
	if e.Type != types.UnitsT {
		return e.Eval(f)
	}
	v, ok, err := e.EvalUnits(f)
	if err != nil || ok {
		return v, err
	}
	return CoerceIn(f.ctx(), v, types.UnitsT)
}

// LetError is the failure of a let evaluated after the place it stands:
// it names the let's expression, as the failure of a let evaluated where
// it stands does.
type LetError struct {
	Pos  grammar.Position
	Text string
	Err  error
}

func (e *LetError) Error() string { return fmt.Sprintf("%s: %v", e.Text, e.Err) }
func (e *LetError) Unwrap() error { return e.Err }

// Dead is the value of a pending let's slot once liveness (live.go)
// found that nothing can read it any more: it is never evaluated. A read
// of it is a bug of the analysis, reported, never a wrong value.
type Dead struct{ Let *Let }

// lowerLetRead is the read of slot i, a variable a statement binds: a
// pending let's value is worked out at its first read.
func lowerLetRead(i int) evalFn {
	return func(f *Frame) any {
		v := f.Vals[i]
		switch p := v.(type) {
		case Pending:
			var err error
			if v, err = p.Force(f, i); err != nil {
				panic(err)
			}
		case Dead:
			panic(fmt.Errorf("internal error: let %s (%s) read after it was found unread; please report it", p.Let.Name, p.Let.Pos))
		}
		return v
	}
}

// cheap reports whether x is arithmetic, comparison or logic on literals,
// constants and variables whose values are bound when the let stands:
// parameters, rolls, choices, picks and loop elements, not other lets
// (reading a pending one forces it). Its value is the same wherever it is
// worked out, and costs less than a pending let's entry and its forcing:
// a run without a trace, which need not count the let's coverage when it
// is read, works it out where it stands (interp's body and block). A
// failure (an integer overflow) is left to the read, as for any let.
func (ck *checker) cheap(x grammar.ExprNode) bool {
	if ck.info == nil {
		return false
	}
	if t, ok := ck.info.Types.Of(x); !ok || !(t.IsNumber() || t == types.BoolT) {
		return false
	}
	switch n := x.(type) {
	case *grammar.Lit:
		return true
	case *grammar.Paren:
		return ck.cheap(n.X)
	case *grammar.Unary:
		return ck.cheap(n.X)
	case *grammar.Binary:
		return ck.cheap(n.X) && ck.cheap(n.Y)
	case *grammar.Ident:
		b := ck.info.Uses.AtIdent(n)
		if b == nil {
			return false
		}
		switch b.Kind {
		case ParamBinding, ConstBinding, LoopBinding:
			return true
		case LetBinding:
			_, let := b.Decl.(*grammar.Let)
			return !let
		}
	}
	return false
}

// readsOf returns what of the world x may read: the aspects its queries
// declare, what its defs' bodies read, and Status for a field of a unit.
// The names x reads need nothing: a variable's value is fixed once bound
// (a pending let is forced before anything it reads changes).
func (ck *checker) readsOf(x grammar.Node) engine.Aspects {
	if e, ok := x.(*grammar.Expr); ok {
		return ck.readsOfX(e.X)
	}
	return ck.readsByWalk(x)
}

// readsByWalk is readsOf by grammar.Walk, for a node that is not an
// expression tree readsOfX knows: what every expression node under x reads.
func (ck *checker) readsByWalk(x grammar.Node) engine.Aspects {
	var r engine.Aspects
	grammar.Walk(x, func(n grammar.Node) bool {
		if n, ok := n.(grammar.ExprNode); ok {
			r |= ck.readsOfNode(n)
		}
		return true
	})
	return r
}

// readsOfX is readsOf of an expression tree: it goes down by a switch on
// the node's kind, as grammar.EachIdent does, not through Walk's function
// values (two allocations a call, and a call through a function value a
// node); a kind it does not list is walked as readsOf walks any node.
func (ck *checker) readsOfX(x grammar.ExprNode) engine.Aspects {
	switch n := x.(type) {
	case nil, *grammar.Lit, *grammar.Ident:
		return 0
	case *grammar.Paren:
		return ck.readsOfX(n.X)
	case *grammar.Unary:
		return ck.readsOfX(n.X)
	case *grammar.Binary:
		return ck.readsOfX(n.X) | ck.readsOfX(n.Y)
	case *grammar.Cond:
		return ck.readsOfX(n.Cond) | ck.readsOfX(n.Then) | ck.readsOfX(n.Else)
	case *grammar.CallExpr:
		r := ck.callReads(n)
		for _, a := range n.Args {
			r |= ck.readsOfX(a)
		}
		return r
	case *grammar.Loop:
		r := ck.readsOfX(n.List) | ck.readsOfX(n.Body)
		for _, a := range n.Rest {
			r |= ck.readsOfX(a)
		}
		return r
	case *grammar.Member:
		return engine.Status | ck.readsOfX(n.X)
	case *grammar.Index:
		return ck.readsOfX(n.X) | ck.readsOfX(n.Index)
	case *grammar.Slice:
		return ck.readsOfX(n.X) | ck.readsOfX(n.Lo) | ck.readsOfX(n.Hi)
	case *grammar.ListExpr:
		var r engine.Aspects
		for _, e := range n.Elems {
			r |= ck.readsOfX(e)
		}
		return r
	}
	return ck.readsByWalk(x)
}

// readsOfNode is what node n reads itself, its children left out: a
// call's reads, and Status for a field of a unit (a unit's removed;
// other fields are fixed).
func (ck *checker) readsOfNode(n grammar.ExprNode) engine.Aspects {
	switch n := n.(type) {
	case *grammar.CallExpr:
		return ck.callReads(n)
	case *grammar.Member:
		return engine.Status
	}
	return 0
}

// callReads returns what a call may read of the world.
func (ck *checker) callReads(n *grammar.CallExpr) engine.Aspects {
	b := ck.info.Uses.AtIdent(n.Fun)
	if b == nil {
		return engine.World | engine.Notes
	}
	switch b.Kind {
	case BuiltinBinding:
		return 0
	case QueryBinding, MemoryBinding:
		if q := ck.reg.Func(b.Name); q != nil {
			return q.Reads()
		}
	case DefBinding:
		return ck.defReads(b.Name)
	}
	return engine.World | engine.Notes
}

// defReads returns what a def's body may read, worked out once; a def in
// a cycle of calls may read anything.
func (ck *checker) defReads(name string) engine.Aspects {
	if r, ok := ck.defAspects[name]; ok {
		return r
	}
	d := ck.defs[name]
	if d == nil || d.Value == nil {
		return engine.World | engine.Notes
	}
	if ck.defAspects == nil {
		ck.defAspects = map[string]engine.Aspects{}
	}
	ck.defAspects[name] = engine.World | engine.Notes // while its body is walked
	r := ck.readsOf(d.Value)
	ck.defAspects[name] = r
	return r
}

// boundLet is a checked let and the binding it declares.
type boundLet struct {
	let *Let
	b   *Binding
}

// unreadLets makes each let that nothing reads evaluated where it stands:
// such a let is written for its failure (`let checked = one_base(u)`
// refuses a unit of several bases), which would otherwise never come.
// read are the lets some use names (completeDefs finds them).
func (ck *checker) unreadLets(read map[*Binding]bool) {
	for _, l := range ck.lets {
		if !read[l.b] {
			l.let.Lazy, l.let.Unread = false, true
		}
	}
	ck.lets = nil
}

// floatFn is a cheap let's value (Let.Cheap) lowered a second time, on
// the path of its own closures that cannot fail: floating-point
// arithmetic on numbers read from literals, constants and slots. ok is
// false where those closures could take another path (a whole number on
// both sides of + - *, a value that is not a number, a let still
// pending), which the let then takes through LetValue; whole says x is a
// whole number's value.
type floatFn func(f *Frame) (x float64, whole, ok bool)

// CheapValue returns the value of l, a cheap let (Let.Cheap), as its
// value's LetValue would, with ok, where it is worked out by
// floating-point arithmetic alone, when its result is finite: that
// cannot fail, so it needs no recover. Not ok, the let is to be evaluated by LetValue.
func (l *Let) CheapValue(f *Frame) (any, bool) {
	if l.float == nil {
		return nil, false
	}
	x, whole, ok := l.float(f)
	if !ok || whole {
		return nil, false
	}
	return f.Run.Num(x), true
}

// lowerCheap gives l's value, a cheap let's, its floatFn, when its top
// is arithmetic (whose value LetValue boxes as CheapValue does) and every
// part is one floatArith lowers.
func (ck *checker) lowerCheap(l *Let, x grammar.ExprNode) {
	if l.Value == nil || !l.Value.Type.IsNumber() {
		return
	}
	if n, ok := unparen(x).(*grammar.Binary); !ok || floatOp(n.Op) == nil {
		return
	}
	l.float = ck.evaluator(ck.info).floatArith(x)
}

// floatOp returns the floating-point operation of an arithmetic operator
// whose closure (arith) computes floats without a check, nil for others.
func floatOp(op string) func(x, y float64) float64 {
	switch op {
	case "+":
		return func(x, y float64) float64 { return x + y }
	case "-":
		return func(x, y float64) float64 { return x - y }
	case "*":
		return func(x, y float64) float64 { return x * y }
	case "/":
		return func(x, y float64) float64 { return x / y }
	case "**", "^":
		return math.Pow
	}
	return nil
}

// floatArith lowers x to a floatFn as arith and num lower it, taking
// their floating-point path alone; nil when a part of x is none it
// lowers.
func (e *evaluator) floatArith(x grammar.ExprNode) floatFn {
	switch n := x.(type) {
	case *grammar.Paren:
		return e.floatArith(n.X)
	case *grammar.Lit:
		v, err := e.literal(n)
		if err != nil {
			return nil
		}
		c, whole, ok := number(v)
		if !ok {
			return nil
		}
		return func(*Frame) (float64, bool, bool) { return c, whole, true }
	case *grammar.Unary:
		if n.Op != "-" {
			return nil
		}
		a := e.floatArith(n.X)
		if a == nil {
			return nil
		}
		return func(f *Frame) (float64, bool, bool) {
			y, whole, ok := a(f)
			return -y, false, ok && !whole // unary's whole case, negV's, are left to it
		}
	case *grammar.Ident:
		b := e.use(n)
		if b == nil {
			return nil
		}
		if _, ok := e.loopElem(n, b); ok {
			return nil
		}
		switch b.Kind {
		case ConstBinding:
			c, whole, ok := number(e.consts[b.Name])
			if !ok {
				return nil
			}
			return func(*Frame) (float64, bool, bool) { return c, whole, true }
		case ParamBinding, LetBinding, LoopBinding:
			i, ok := e.bindingSlot(b)
			if !ok {
				return nil
			}
			return func(f *Frame) (float64, bool, bool) {
				switch v := f.Vals[i].(type) {
				case float64:
					return v, false, true
				case int:
					return float64(v), true, true
				}
				return 0, false, false
			}
		}
		return nil
	case *grammar.Binary:
		fop := floatOp(n.Op)
		if fop == nil {
			return nil
		}
		floats := n.Op == "/" || n.Op == "**" || n.Op == "^"
		a, b := e.floatArith(n.X), e.floatArith(n.Y)
		if a == nil || b == nil {
			return nil
		}
		if i, ok := e.floatSlot(n.X); ok && n.Op == "*" {
			if c, whole, ok := e.floatConst(n.Y); ok {
				return slotTimes(i, c, whole)
			}
		}
		return func(f *Frame) (float64, bool, bool) {
			x, xw, xok := a(f)
			y, yw, yok := b(f)
			// arith's condition for fop: its xv and yv are set for whole numbers
			if xok && yok && (!xw || !yw || floats) {
				// not finite, the let is left to LetValue, which fails
				z := fop(x, y)
				return z, false, z-z == 0
			}
			return 0, false, false
		}
	}
	return nil
}

// slotTimes is floatArith's function of a variable in slot i times a
// constant c (whole says c is a whole number), as the general case's
// closures compute it, in one closure: `roll * 1in`, the commonest
// cheap let, reads its slot once and multiplies.
func slotTimes(i int, c float64, whole bool) floatFn {
	return func(f *Frame) (float64, bool, bool) {
		switch v := f.Vals[i].(type) {
		case float64:
			return v * c, false, true
		case int:
			if !whole { // two whole numbers are the general case's to leave
				return float64(v) * c, false, true
			}
		}
		return 0, false, false
	}
}

// floatSlot returns the slot floatArith reads x from, when x is a
// variable it reads from one.
func (e *evaluator) floatSlot(x grammar.ExprNode) (int, bool) {
	n, ok := unparen(x).(*grammar.Ident)
	if !ok {
		return 0, false
	}
	return e.identSlot(n)
}

// floatConst returns the number x is, when floatArith lowers x to a
// constant: a literal or a constant's name.
func (e *evaluator) floatConst(x grammar.ExprNode) (c float64, whole, ok bool) {
	switch n := unparen(x).(type) {
	case *grammar.Lit:
		v, err := e.literal(n)
		if err != nil {
			return 0, false, false
		}
		return number(v)
	case *grammar.Ident:
		b := e.use(n)
		if b == nil || b.Kind != ConstBinding {
			return 0, false, false
		}
		if _, ok := e.loopElem(n, b); ok {
			return 0, false, false
		}
		return number(e.consts[b.Name])
	}
	return 0, false, false
}
