package check

import (
	"fmt"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/internal/box"
	"github.com/rulec-dev/rulec/internal/zero"
	"github.com/rulec-dev/rulec/types"
	"github.com/rulec-dev/rulec/world"
)

// The evaluator: a checked expression tree (grammar's expression nodes,
// with the names and types the checker recorded in Info) lowered once to
// Go closures. A variable is read from its slot of the frame, a constant
// is its value, a query is called directly with its arguments in a buffer
// the run reuses, a def is lowered once and called in a frame of its own,
// an element of a loop is read from the run's stack of loop elements, and
// an expression typed a number runs unboxed (numFn), one typed a list of
// units without building a list of any (unitsFn). There is no other
// evaluator: what the lowering cannot run is a check error, never a
// fallback.

// evaluator lowers the expressions of one scope: a procedure's (slot
// finds its variables), a def's (params are its frame), or the
// program's constants (neither).
type evaluator struct {
	info   *Info
	consts map[string]any
	reg    *engine.Registry
	units  geom.Units
	// ck gives a procedure's variables their slots while it is checked
	// (checker.slot); after, frozen says they are read from slots, the
	// checker's table as it was then (see slotOf). Neither: no slots (a
	// def's body, a constant).
	ck     *checker
	frozen bool
	slots  map[string]int
	params []string   // a def's parameters, by slot
	defs   *defTable  // the program's defs, each lowered once
	parts  *partTable // the program's parts of conditions (parts.go)
	// bound are the reads of an order's parameters, by name, where a
	// pick lowers the order's line (orders.go)
	bound map[string]evalFn
	loops []loopDecl // the loops around the node being lowered, outermost first
	errs  grammar.ErrorList
	// top is the expression lowerChecked lowered to topRun: num takes
	// topRun for it, rather than lowering the same tree a second time,
	// and topArith, the arithmetic topRun boxes, when top is one.
	top      grammar.ExprNode
	topRun   evalFn
	topArith numFn
}

// loopDecl is a loop whose body is being lowered: its node and, named,
// the position of its element's name.
type loopDecl struct {
	loop *grammar.Loop
}

// defTable holds the program's defs lowered, by declaration.
type defTable struct {
	fns map[*grammar.Def]*defFn
}

// defFn is a def lowered: its body reads its arguments from its frame.
type defFn struct {
	decl    *grammar.Def
	body    evalFn
	num     numFn   // body, for a def typed a number
	units   unitsFn // body, for a def typed a list of units
	lowered bool
}

// fail records that n cannot be lowered and returns a closure failing
// alike, so that lowering always yields a closure.
func (e *evaluator) fail(n grammar.Node, format string, args ...any) evalFn {
	pos, _ := n.Span()
	msg := fmt.Sprintf(format, args...)
	e.errs.Add(pos, "%s", msg)
	return func(*Frame) any { panic(fmt.Errorf("%s", msg)) }
}

// typeOf returns the checker's type of n (Any if it gave none).
func (e *evaluator) typeOf(n grammar.ExprNode) types.Type {
	if e.info != nil {
		if t, ok := e.info.Types.Of(n); ok {
			return t
		}
	}
	return types.AnyT
}

// use returns what the identifier names, nil if the checker said nothing.
func (e *evaluator) use(id *grammar.Ident) *Binding {
	if e.info == nil {
		return nil
	}
	return e.info.Uses.AtIdent(id)
}

// lower returns n as a closure.
func (e *evaluator) lower(n grammar.ExprNode) evalFn {
	switch n := n.(type) {
	case *grammar.Lit:
		v, err := e.literal(n)
		if err != nil {
			return e.fail(n, "%v", err)
		}
		return func(*Frame) any { return v }
	case *grammar.Ident:
		return e.ident(n)
	case *grammar.Paren:
		return e.lower(n.X)
	case *grammar.Unary:
		return e.unary(n)
	case *grammar.Binary:
		return e.binary(n)
	case *grammar.Cond:
		c, a, b := e.lower(n.Cond), e.lower(n.Then), e.lower(n.Else)
		ka := e.branchKey(n.Then, n)
		kb := e.branchKey(n.Else, n)
		return func(f *Frame) any {
			if c(f).(bool) {
				f.count(ka)
				return a(f)
			}
			f.count(kb)
			return b(f)
		}
	case *grammar.CallExpr:
		return e.call(n)
	case *grammar.Loop:
		// a filter of units is a list of any, as it always was (a list
		// of units where its use wants one: setOperand, lowerUnits)
		return e.loop(n)
	case *grammar.Member:
		return e.member(n)
	case *grammar.Index:
		x, i := e.lower(n.X), e.lower(n.Index)
		if n.Optional {
			// the index is worked out only when x is not nil: a part,
			// as a branch of a conditional value is
			ki := e.branchKey(n.Index, n)
			return func(f *Frame) any {
				v := x(f)
				if isNil(v) {
					return nil
				}
				f.count(ki)
				return indexV(v, i(f))
			}
		}
		return func(f *Frame) any {
			v := x(f)
			return indexV(v, i(f))
		}
	case *grammar.Slice:
		x := e.lower(n.X)
		lo, hi := e.optional(n.Lo), e.optional(n.Hi)
		return func(f *Frame) any {
			v := x(f)
			return sliceV(v, lo(f), hi(f))
		}
	case *grammar.ListExpr:
		elems := make([]evalFn, len(n.Elems))
		for i, x := range n.Elems {
			elems[i] = e.lower(x)
		}
		return func(f *Frame) any {
			out := make([]any, len(elems))
			for i, x := range elems {
				out[i] = x(f)
			}
			return out
		}
	case nil:
		return func(*Frame) any { return nil }
	}
	return e.fail(n, "cannot evaluate %T", n)
}

// optional lowers a node that may be missing (nil: a closure giving nil).
func (e *evaluator) optional(n grammar.ExprNode) evalFn {
	if n == nil {
		return func(*Frame) any { return nil }
	}
	return e.lower(n)
}

// literal returns a literal's value: a whole number is an int, an
// approximate one a float64, a length its millimetres (whole when they
// are, as `25mm` always was).
func (e *evaluator) literal(n *grammar.Lit) (any, error) {
	switch n.Kind {
	case grammar.IntLit:
		i, err := strconv.ParseInt(n.Value, 0, 64)
		if err != nil {
			return nil, fmt.Errorf("whole number %s is out of range: whole numbers go up to %d (write %s.0 for an approximate number)",
				n.Value, maxWhole, n.Value)
		}
		return int(i), nil
	case grammar.FloatLit:
		v, err := strconv.ParseFloat(n.Value, 64)
		if err != nil {
			// past 1.8e308: strconv's own words named strconv
			return nil, fmt.Errorf("number %s is out of range: numbers go up to %g (did an exponent slip?)", n.Value, math.MaxFloat64)
		}
		return v, nil
	case grammar.StringLit:
		return n.Value, nil
	case grammar.BoolLit:
		return n.Value == "true", nil
	case grammar.NilLit:
		return nil, nil
	case grammar.LengthLit:
		mm, err := geom.ParseLength(n.Value, e.units)
		if err != nil {
			return nil, err
		}
		if math.IsInf(mm, 0) {
			return nil, fmt.Errorf("bad length %q: too large (lengths go up to %g mm)", n.Value, math.MaxFloat64)
		}
		if s := strconv.FormatFloat(mm, 'g', -1, 64); !strings.ContainsAny(s, ".eE") {
			if i, err := strconv.Atoi(s); err == nil {
				return i, nil
			}
		}
		return mm, nil
	case grammar.DiceLit:
		return nil, fmt.Errorf("dice %q in an expression", n.Value)
	}
	return nil, fmt.Errorf("unknown literal %q", n.Value)
}

// ident reads a name: a variable from its slot, a def's parameter from
// the def's frame, a loop's element, a constant.
func (e *evaluator) ident(n *grammar.Ident) evalFn {
	b := e.use(n)
	if k, ok := e.loopElem(n, b); ok {
		return func(f *Frame) any {
			l := f.Run.loop
			return l[len(l)-1-k]
		}
	}
	if b == nil {
		return e.fail(n, "unknown name %s", n.Name)
	}
	switch b.Kind {
	case ConstBinding:
		v, ok := e.consts[b.Name]
		if !ok {
			return e.fail(n, "constant %s has no value", b.Name)
		}
		if ck := e.ck; ck != nil {
			// one read of each constant a check, as of each slot
			if fn, ok := ck.constReads[b.Name]; ok {
				return fn
			}
			if ck.constReads == nil {
				ck.constReads = map[string]evalFn{}
			}
			fn := func(*Frame) any { return v }
			ck.constReads[b.Name] = fn
			return fn
		}
		return func(*Frame) any { return v }
	case DefParamBinding:
		for i, p := range e.params {
			if p == b.Name {
				return func(f *Frame) any { return f.Vals[i] }
			}
		}
	case ParamBinding, LetBinding, LoopBinding:
		if fn, ok := e.bound[b.Name]; ok && b.Kind == ParamBinding {
			return fn
		}
		if e.hasSlots() {
			if i, ok := e.slotOf(b.Name); ok {
				return e.slotRead(i, b.Kind == LetBinding)
			}
		}
	}
	return e.fail(n, "%s cannot be read here", n.Name)
}

// varSlot returns 1 + the slot of the procedure variable (parameter,
// let, for element) that x only reads, or 0 if x is anything else: the
// run reads such an expression from its slot without the set-up an
// expression's evaluation needs (Expr.Eval).
func (e *evaluator) varSlot(x grammar.ExprNode) int {
	n, ok := unparen(x).(*grammar.Ident)
	if !ok {
		return 0
	}
	i, ok := e.identSlot(n)
	if !ok {
		return 0
	}
	return i + 1
}

// identSlot is bindingSlot of what the name n reads, false for an unknown
// name or the element of a loop lowered in place (loopElem).
func (e *evaluator) identSlot(n *grammar.Ident) (int, bool) {
	b := e.use(n)
	if b == nil {
		return 0, false
	}
	if _, ok := e.loopElem(n, b); ok {
		return 0, false
	}
	return e.bindingSlot(b)
}

// bindingSlot returns the frame slot the procedure variable b (a
// parameter, a let, a for element) is read from as it is: false for any
// other binding, a parameter bound to an argument's lowering (bound), or
// where e reads no slots. Every lowering that reads a variable unboxed
// (varSlot, numIdent, floatArith, floatSlot) asks it here. The caller has
// ruled out the element of a loop lowered in place.
func (e *evaluator) bindingSlot(b *Binding) (int, bool) {
	switch b.Kind {
	case ParamBinding, LetBinding, LoopBinding:
	default:
		return 0, false
	}
	if _, ok := e.bound[b.Name]; ok && b.Kind == ParamBinding || !e.hasSlots() {
		return 0, false
	}
	return e.slotOf(b.Name)
}

// hasSlots reports whether e reads variables from a frame's slots.
func (e *evaluator) hasSlots() bool { return e.ck != nil || e.frozen }

// slotRead returns the read of slot i (of a let's, if let), one for the
// whole check while a procedure is checked.
func (e *evaluator) slotRead(i int, let bool) evalFn {
	read := func() evalFn {
		if let {
			return lowerLetRead(i)
		}
		return func(f *Frame) any { return f.Vals[i] }
	}
	ck := e.ck
	if ck == nil {
		return read()
	}
	k := 2 * i
	if let {
		k++
	}
	if k >= len(ck.reads) {
		ck.reads = append(ck.reads, make([]evalFn, k+1-len(ck.reads))...)
	}
	if ck.reads[k] == nil {
		ck.reads[k] = read()
	}
	return ck.reads[k]
}

// slotOf returns the slot of the variable name: given it by the checker
// while the procedure is checked, looked up in the frozen table after.
func (e *evaluator) slotOf(name string) (int, bool) {
	if e.ck != nil {
		return e.ck.slot(name), true
	}
	i, ok := e.slots[name]
	return i, ok && e.frozen
}

// loopElem reports whether n reads the element of a loop around it, and
// how many loops out that one is (0: the innermost).
func (e *evaluator) loopElem(n *grammar.Ident, b *Binding) (int, bool) {
	if len(e.loops) == 0 {
		return 0, false
	}
	for k := range e.loops {
		l := e.loops[len(e.loops)-1-k].loop
		switch {
		case b != nil && b.Kind == LoopBinding && b.Decl == grammar.Node(l):
			return k, true
		case b != nil && b.Kind == LoopBinding && l.Var != nil && b.Pos == l.Var.Pos():
			return k, true
		case b == nil && l.Var != nil && n.Name == l.Var.Name:
			return k, true
		case b == nil && l.Var == nil && n.Name == "it":
			return k, true
		}
	}
	return 0, false
}

// unary lowers not, - and +.
func (e *evaluator) unary(n *grammar.Unary) evalFn {
	switch n.Op {
	case "not", "!":
		x := e.lower(n.X)
		return func(f *Frame) any { return !x(f).(bool) }
	case "-":
		x := e.num(n.X)
		return func(f *Frame) any {
			v, iv, ok := x(f)
			switch {
			case ok && iv != nil:
				return checkedNeg("-", iv.(int))
			case ok:
				return -v
			}
			return negV(iv)
		}
	case "+":
		return e.lower(n.X)
	}
	return e.fail(n, "unknown operator %s", n.Op)
}

// isSet reports whether a type is an operand of the set operators: a
// unit, a list of units, or a list of no known element.
func isSet(t types.Type) bool {
	return t.Kind == types.Unit || t == types.UnitsT || t == types.ListT
}

// isChained reports whether op is a comparison that chains.
func isChained(op string) bool { return op == "<" || op == ">" || op == "<=" || op == ">=" }

// isNum reports whether t is a number of any dimension.
func isNum(t types.Type) bool { return t.IsNumber() }

// binary lowers an infix operator.
func (e *evaluator) binary(n *grammar.Binary) evalFn {
	lt, rt := e.typeOf(n.X), e.typeOf(n.Y)
	switch n.Op {
	case "and", "&&", "or", "||":
		return e.decision(n)
	case "??":
		a, b := e.lower(n.X), e.lower(n.Y)
		kb := e.branchKey(n.Y, n)
		return func(f *Frame) any {
			if v := a(f); !isNil(v) {
				return v
			}
			f.count(kb)
			return b(f)
		}
	case "<", ">", "<=", ">=":
		op := n.Op
		if x, ok := n.X.(*grammar.Binary); ok && isChained(x.Op) {
			// a < b <= c: (a < b) and (b <= c)
			first := e.lower(x)
			next := new(grammar.Binary)
			*next = *n // the operator, Y and the span
			// a node of its own, without n's type (grammar.NodeNumber)
			next.SetSpan(n.Span())
			next.X = x.Y
			then := e.lower(next)
			return func(f *Frame) any {
				if v := first(f); !v.(bool) {
					return v
				}
				return then(f)
			}
		}
		if isNum(lt) && isNum(rt) || lt.Kind == types.Any || rt.Kind == types.Any {
			a, b := e.num(n.X), e.num(n.Y)
			return func(f *Frame) any {
				x, xv, xok := a(f)
				y, yv, yok := b(f)
				if xok && yok {
					return compareF(op, x, y)
				}
				return compareV(op, boxed2(x, xv, xok), boxed2(y, yv, yok))
			}
		}
		a, b := e.lower(n.X), e.lower(n.Y)
		return func(f *Frame) any {
			x := a(f)
			return compareV(op, x, b(f))
		}
	case "==", "!=":
		a, b := e.lower(n.X), e.lower(n.Y)
		if n.Op == "!=" {
			return func(f *Frame) any {
				x := a(f)
				return !equalV(x, b(f))
			}
		}
		return func(f *Frame) any {
			x := a(f)
			return equalV(x, b(f))
		}
	case "in", "not in":
		not := n.Op == "not in"
		if lt.Kind == types.Unit && isSet(rt) && rt.Kind != types.Unit {
			x, l := e.lower(n.X), e.setOperand(n.Y)
			return func(f *Frame) any {
				v := x(f)
				list, lv, ok := l(f)
				o, err := operandFrom(list, lv, ok)
				if err != nil {
					panic(fmt.Errorf("in: %v", err))
				}
				u, _ := v.(*world.Body)
				return (u != nil && o.holds(u)) != not
			}
		}
		x, l := e.lower(n.X), e.lower(n.Y)
		return func(f *Frame) any {
			v := x(f)
			return inV(v, l(f)) != not
		}
	case "contains", "startsWith", "endsWith", "not contains", "not startsWith", "not endsWith":
		word, not := strings.CutPrefix(n.Op, "not ")
		test := map[string]func(s, t string) bool{"contains": strings.Contains,
			"startsWith": strings.HasPrefix, "endsWith": strings.HasSuffix}[word]
		a, b := e.lower(n.X), e.lower(n.Y)
		return func(f *Frame) any {
			x := a(f)
			y := b(f)
			s, ok1 := x.(string)
			t, ok2 := y.(string)
			if !ok1 || !ok2 {
				panic(fmt.Sprintf("invalid operation: %T %s %T", x, word, y))
			}
			return test(s, t) != not
		}
	case "..":
		a, b := e.lower(n.X), e.lower(n.Y)
		return func(f *Frame) any {
			lo := toInt(a(f))
			hi := toInt(b(f))
			out := make([]int, max(hi-lo+1, 0))
			for i := range out {
				out[i] = lo + i
			}
			return out
		}
	case "+", "-":
		if isSet(lt) && isSet(rt) {
			u := e.lowerUnits(n)
			return func(f *Frame) any {
				list, _, _ := u(f)
				return f.ctx().Units(list)
			}
		}
		fallthrough
	case "*", "/", "%", "**", "^":
		fn := e.arith(n)
		if e.top == grammar.ExprNode(n) {
			e.topArith = fn
		}
		return func(f *Frame) any {
			x, v, ok := fn(f)
			if !ok || v != nil {
				return v
			}
			return f.Run.Num(x)
		}
	}
	return e.fail(n, "unknown operator %s", n.Op)
}

// boxed2 returns a number closure's result as a value: the int or float
// it was, or what it gave instead.
func boxed2(x float64, v any, ok bool) any {
	if !ok || v != nil {
		return v
	}
	return box.Num(x)
}

// arith lowers + - * / % ** to a number closure: floats unboxed, whole
// numbers checked, and anything else through arithV.
func (e *evaluator) arith(n *grammar.Binary) numFn {
	a, b := e.num(n.X), e.num(n.Y)
	op := n.Op
	var fop func(x, y float64) float64
	floats := false
	switch op {
	case "+":
		fop = func(x, y float64) float64 { return x + y }
	case "-":
		fop = func(x, y float64) float64 { return x - y }
	case "*":
		fop = func(x, y float64) float64 { return x * y }
	case "/":
		fop, floats = func(x, y float64) float64 { return x / y }, true
	case "**", "^":
		fop, floats = math.Pow, true
	}
	return func(f *Frame) (float64, any, bool) {
		x, xv, xok := a(f)
		y, yv, yok := b(f)
		if xok && yok && fop != nil && (xv == nil || yv == nil || floats) {
			return finite(op, x, y, fop(x, y)), nil, true
		}
		v := arithV(op, boxed2(x, xv, xok), boxed2(y, yv, yok))
		switch z := v.(type) {
		case float64:
			return z, nil, true
		case int:
			return float64(z), z, true
		}
		return 0, v, false
	}
}

// num returns n as a number closure: unboxed where n's own lowering
// computes a number, else its value read as one.
func (e *evaluator) num(n grammar.ExprNode) numFn {
	switch n := n.(type) {
	case *grammar.Paren:
		return e.num(n.X)
	case *grammar.Lit:
		v, err := e.literal(n)
		if err != nil {
			break
		}
		x, _, ok := number(v)
		if !ok {
			break
		}
		var iv any
		if _, whole := v.(int); whole {
			iv = v
		}
		return func(*Frame) (float64, any, bool) { return x, iv, true }
	case *grammar.Binary:
		if e.topArith != nil && e.top == grammar.ExprNode(n) {
			return e.topArith // lowerChecked's run boxes this very one
		}
		switch n.Op {
		case "*", "/", "%", "**", "^":
			return e.arith(n)
		case "+", "-":
			if !isSet(e.typeOf(n.X)) || !isSet(e.typeOf(n.Y)) {
				return e.arith(n)
			}
		}
	case *grammar.Member:
		if fn := e.numMember(n); fn != nil {
			return fn
		}
	case *grammar.Ident:
		if fn := e.numIdent(n); fn != nil {
			return fn
		}
	case *grammar.CallExpr:
		if e.topRun == nil || n != e.top {
			if fn := e.typedNum(n); fn != nil {
				return fn
			}
		}
		if d := e.defOf(n); d != nil && d.num != nil {
			def, args, fail := e.defCall(n, e.use(n.Fun))
			if fail == nil {
				return func(f *Frame) (float64, any, bool) {
					fr := f.Run.enterDef(f, args)
					x, v, ok := def.num(fr.frame)
					f.Run.leaveDef(fr)
					return x, v, ok
				}
			}
		}
	}
	if e.topRun != nil && n == e.top {
		return numOf(e.topRun) // lowerChecked's lowering of this very node
	}
	return numOf(e.lower(n))
}

// numOf returns fn's value as a number, unboxed.
func numOf(fn evalFn) numFn {
	return func(f *Frame) (float64, any, bool) {
		switch v := fn(f).(type) {
		case float64:
			return v, nil, true
		case int:
			return float64(v), v, true
		default:
			return 0, v, false
		}
	}
}

// numIdent lowers a name read as a number as numOf(e.ident(n)) would,
// without a closure for each read: a constant's number is given as it
// is, and a procedure variable's slot read unboxed once a check (as
// slotRead makes its read); nil for any other name.
func (e *evaluator) numIdent(n *grammar.Ident) numFn {
	b := e.use(n)
	if b == nil {
		return nil
	}
	if _, ok := e.loopElem(n, b); ok {
		return nil
	}
	switch b.Kind {
	case ConstBinding:
		ck := e.ck
		if ck != nil {
			if fn, ok := ck.constNums[b.Name]; ok {
				return fn // one a check, as constReads
			}
		}
		var fn numFn
		switch v := e.consts[b.Name].(type) {
		case float64:
			fn = func(*Frame) (float64, any, bool) { return v, nil, true }
		case int:
			x, iv := float64(v), any(v)
			fn = func(*Frame) (float64, any, bool) { return x, iv, true }
		default:
			return nil
		}
		if ck != nil {
			if ck.constNums == nil {
				ck.constNums = map[string]numFn{}
			}
			ck.constNums[b.Name] = fn
		}
		return fn
	case ParamBinding, LetBinding, LoopBinding:
		ck := e.ck
		i, ok := e.bindingSlot(b)
		if ck == nil || !ok {
			return nil
		}
		let := b.Kind == LetBinding
		k := 2 * i
		if let {
			k++
		}
		if k >= len(ck.numReads) {
			ck.numReads = append(ck.numReads, make([]numFn, k+1-len(ck.numReads))...)
		}
		if ck.numReads[k] == nil {
			ck.numReads[k] = numOf(e.slotRead(i, let))
		}
		return ck.numReads[k]
	}
	return nil
}

// member lowers `x.name` and `x?.name`.
func (e *evaluator) member(n *grammar.Member) evalFn {
	x := e.lower(n.X)
	name := n.Name.Name
	get := e.getter(e.typeOf(n.X), name)
	opt := n.Optional
	var cache fieldCache
	return func(f *Frame) any {
		v := x(f)
		if opt && isNil(v) {
			return nil
		}
		if get != nil {
			if r, ok := get(v); ok {
				return r
			}
		}
		if r, ok := cache.read(v, name); ok {
			return r
		}
		return memberV(v, name, get != nil)
	}
}

// numMember lowers a read of a number field without boxing it, nil when
// the field is none.
func (e *evaluator) numMember(n *grammar.Member) numFn {
	if n.Optional {
		return nil
	}
	field, ok := engine.FieldOf(e.typeOf(n.X).Kind, n.Name.Name)
	get := field.Num
	if !ok || get == nil {
		return nil
	}
	x, name := e.lower(n.X), n.Name.Name
	return func(f *Frame) (float64, any, bool) {
		v := x(f)
		if r, iv, ok := get(v); ok {
			return r, iv, true
		}
		switch w := memberV(v, name, true).(type) {
		case float64:
			return w, nil, true
		case int:
			return float64(w), w, true
		default:
			return 0, w, false
		}
	}
}

// getter returns a typed read of a field of a value of static type t, nil
// if there is none (the field is read by its name).
func (e *evaluator) getter(t types.Type, name string) func(any) (any, bool) {
	if f, ok := engine.FieldOf(t.Kind, name); ok {
		return f.Get
	}
	return nil
}

// call lowers a call: of a builtin, a def, or a query (a memory's read is
// one).
func (e *evaluator) call(n *grammar.CallExpr) evalFn {
	b := e.use(n.Fun)
	if b == nil {
		return e.fail(n.Fun, "unknown name %s", n.Fun.Name)
	}
	switch b.Kind {
	case BuiltinBinding:
		return e.builtin(n)
	case DefBinding:
		return e.callDef(n, b)
	case QueryBinding:
		return e.query(n, b.Name)
	case MemoryBinding:
		return e.memoryRead(n, b)
	}
	return e.fail(n.Fun, "%s cannot be called", n.Fun.Name)
}

// memoryRead lowers a read of a memory. A memory declared with a
// default answers it for an entry never set: the default is a part of
// kind fallback, counted when a read answered it, as prop_or's fallback
// is (fallbackQuery). A suite whose runs set every entry before reading it
// never read the default, and a change of it changes none of its runs.
func (e *evaluator) memoryRead(n *grammar.CallExpr, b *Binding) evalFn {
	read := e.query(n, b.Name)
	d, ok := b.Decl.(*grammar.Remember)
	if !ok || d.Default == nil || d.Default.X == nil {
		return read
	}
	if q := e.reg.Func(b.Name); q == nil || q.Defaulted == nil {
		return read
	}
	p := e.parts.part(d.Default.X, d.Default.X, FallbackPart)
	if p == nil {
		return read
	}
	if head := grammar.Head(d); p.Decision != head {
		// set once, while checking: an explanation lowers it again
		// during runs, in parallel, and only reads it
		p.Decision = head
	}
	key := PartKey(p, PartEvaluated)
	var buf queryBuf
	q, fail := e.queryCall(n, b.Name, &buf)
	if fail != nil {
		return fail
	}
	sargs, scoerce := buf.lists()
	args, coerce := slices.Clone(sargs), slices.Clone(scoerce) // kept below
	defaulted, fn, name := q.Defaulted, q.Fn, q.Name
	return func(f *Frame) any {
		r := f.Run
		if r == nil || r.Parts == nil {
			return read(f) // the read as any run without coverage makes it
		}
		base, lists := len(r.args), len(r.lists)
		buf := r.queryArgs(f, args, coerce, name)
		if defaulted(r.Ctx, buf) {
			r.Parts[key]++
		}
		out, err := fn(r.Ctx, buf)
		if err != nil {
			panic(err)
		}
		r.popArgs(base)
		r.popLists(lists)
		return out
	}
}

// query lowers a call of a world query: its arguments in the run's
// buffer, each given the type the query declares; or, for a query of one
// or two arguments, given to it directly.
func (e *evaluator) query(n *grammar.CallExpr, name string) evalFn {
	if d := e.typedCall(n); d != nil {
		return d
	}
	var buf queryBuf
	q, fail := e.queryCall(n, name, &buf)
	if fail != nil {
		return fail
	}
	sargs, scoerce := buf.lists()
	if q.Fallback == nil && q.Finds == nil {
		if d := direct(name, sargs, scoerce, q.Fn, q.Call1, q.Call2); d != nil {
			return d
		}
	}
	// the closures below keep the arguments: off the stack
	args, coerce := slices.Clone(sargs), slices.Clone(scoerce)
	if q.Fallback != nil {
		return e.fallbackQuery(n, q, args, coerce)
	}
	if q.Finds != nil {
		return e.findsQuery(n, q, args, coerce)
	}
	fn := q.Fn
	return func(f *Frame) any {
		r := f.Run
		base, lists := len(r.args), len(r.lists)
		buf := r.queryArgs(f, args, coerce, name)
		out, err := fn(r.Ctx, buf)
		if err != nil {
			panic(err)
		}
		r.popArgs(base)
		r.popLists(lists)
		return out
	}
}

// findsQuery lowers a call of q, a query that reads a prop with a silent
// default (engine.Finds): the argument naming the prop is counted as a
// part of kind found when the unit has the prop, as prop_or's is
// (fallbackQuery). word(unit, "type") of a unit without the prop answers
// "" under any name: a suite whose units never carry it never read one.
func (e *evaluator) findsQuery(n *grammar.CallExpr, q *engine.Func, args []evalFn, coerce []argType) evalFn {
	found := noPart
	if q.Finds.Arg < len(n.Args) {
		found = e.partKey(n.Args[q.Finds.Arg], n, FoundPart)
	}
	has, fn, name := q.Finds.Found, q.Fn, q.Name
	return func(f *Frame) any {
		r := f.Run
		base, lists := len(r.args), len(r.lists)
		buf := r.queryArgs(f, args, coerce, name)
		if has(r.Ctx, buf) {
			f.count(found)
		}
		out, err := fn(r.Ctx, buf)
		if err != nil {
			panic(err)
		}
		r.popArgs(base)
		r.popLists(lists)
		return out
	}
}

// fallbackQuery lowers a call of q, a query with a fallback
// (engine.Fallback): its last argument is evaluated only when the query
// needs it, and counted then as a part of the call, so that coverage and
// rulec diff tell a fallback no run used from one that was. The argument
// before it (the prop's name, of prop_or) is counted as a part of kind
// found when the query did not need the fallback: a suite whose units
// never have the prop never used the answer the query finds, and a change
// of the name changes none of its runs.
func (e *evaluator) fallbackQuery(n *grammar.CallExpr, q *engine.Func, args []evalFn, coerce []argType) evalFn {
	last := len(args) - 1
	key := e.partKey(n.Args[last], n, FallbackPart)
	found := noPart
	if last > 0 {
		found = e.partKey(n.Args[last-1], n, FoundPart)
	}
	fallback, zero := args[last], reflect.Zero(paramGo(q.Params[last])).Interface()
	args = append(args[:last:last], func(*Frame) any { return zero })
	needed, fn, name := q.Fallback.Needed, q.Fn, q.Name
	return func(f *Frame) any {
		r := f.Run
		base, lists := len(r.args), len(r.lists)
		buf := r.queryArgs(f, args, coerce, name)
		if needed(r.Ctx, buf) {
			f.count(key)
			v := r.argAs(fallback(f), coerce[last], last, name)
			// the fallback's own query calls may have moved the buffer
			buf = r.args[base : base+len(args)]
			buf[last] = v
		} else {
			f.count(found)
		}
		out, err := fn(r.Ctx, buf)
		if err != nil {
			panic(err)
		}
		r.popArgs(base)
		r.popLists(lists)
		return out
	}
}

// queryUnits lowers a call of a query whose result is a list of units to
// a closure giving the list unboxed; nil if the query has no such form.
func (e *evaluator) queryUnits(n *grammar.CallExpr) unitsFn {
	b := e.use(n.Fun)
	if b == nil || b.Kind != QueryBinding && b.Kind != MemoryBinding {
		return nil
	}
	name := b.Name
	if q := e.reg.Func(name); q == nil || q.Units == nil || q.Fallback != nil {
		return nil
	}
	if u := e.typedUnits(n); u != nil {
		return u
	}
	var buf queryBuf
	q, fail := e.queryCall(n, name, &buf)
	if fail != nil {
		return nil
	}
	sargs, scoerce := buf.lists()
	if d := direct(name, sargs, scoerce, q.Units, q.Units1, q.Units2); d != nil {
		return func(f *Frame) ([]*world.Body, any, bool) { return d(f), nil, true }
	}
	args, coerce := slices.Clone(sargs), slices.Clone(scoerce) // kept below
	fn := q.Units
	return func(f *Frame) ([]*world.Body, any, bool) {
		r := f.Run
		base, lists := len(r.args), len(r.lists)
		buf := r.queryArgs(f, args, coerce, name)
		out, err := fn(r.Ctx, buf)
		if err != nil {
			panic(err)
		}
		r.popArgs(base)
		r.popLists(lists)
		return out, nil, true
	}
}

// direct lowers a call of the query name with its one or two arguments
// given to it directly (call1, call2: engine.Func's Call1 and Call2, or
// Units1 and Units2), each given its parameter's type as queryArgs does,
// or with none (call0: Fn or Units, given no buffer of arguments); nil if
// the query has no direct form for that many.
func direct[R any](name string, args []evalFn, coerce []argType, call0 func(*engine.Ctx, []any) (R, error),
	call1 func(*engine.Ctx, any) (R, error), call2 func(*engine.Ctx, any, any) (R, error)) func(*Frame) R {
	switch {
	case len(args) == 0 && call0 != nil:
		return func(f *Frame) R {
			r := f.Run
			r.needWorld(name)
			out, err := call0(r.Ctx, nil)
			if err != nil {
				panic(err)
			}
			return out
		}
	case len(args) == 1 && call1 != nil:
		a0, t0 := args[0], coerce[0]
		return func(f *Frame) R {
			r := f.Run
			lists := len(r.lists)
			v0 := a0(f)
			r.needWorld(name)
			if !t0.passes(v0) { // argAs's first tests, spared its call
				v0 = r.argAs(v0, t0, 0, name)
			}
			out, err := call1(r.Ctx, v0)
			if err != nil {
				panic(err)
			}
			r.popLists(lists)
			return out
		}
	case len(args) == 2 && call2 != nil:
		a0, a1, t0, t1 := args[0], args[1], coerce[0], coerce[1]
		return func(f *Frame) R {
			r := f.Run
			lists := len(r.lists)
			v0 := a0(f)
			v1 := a1(f)
			r.needWorld(name)
			if !t0.passes(v0) { // argAs's first tests, spared its call
				v0 = r.argAs(v0, t0, 0, name)
			}
			if !t1.passes(v1) {
				v1 = r.argAs(v1, t1, 1, name)
			}
			out, err := call2(r.Ctx, v0, v1)
			if err != nil {
				panic(err)
			}
			r.popLists(lists)
			return out
		}
	}
	return nil
}

// isQueryCall reports whether x calls a query: its value, when it is an
// argument, is passed boxed as the query gives it (the box of a list the
// engine keeps, or of one of its arguments, costs nothing).
func (e *evaluator) isQueryCall(x grammar.ExprNode) bool {
	c, ok := unparen(x).(*grammar.CallExpr)
	if !ok {
		return false
	}
	b := e.use(c.Fun)
	return b != nil && (b.Kind == QueryBinding || b.Kind == MemoryBinding)
}

// queryBuf holds the lowered arguments of a query call (queryCall) and,
// for each, how its value is given the type the query declares (nil: as
// it is): in the arrays for a call of a few, which a caller keeps on its
// stack, since most calls are given to their query directly (direct),
// which keeps the arguments one by one, not the lists.
type queryBuf struct {
	n          int
	args       [4]evalFn
	coerce     [4]argType
	moreArgs   []evalFn // a call of more than the arrays hold
	moreCoerce []argType
}

// lists returns the arguments and their types.
func (b *queryBuf) lists() ([]evalFn, []argType) {
	if b.moreArgs != nil {
		return b.moreArgs, b.moreCoerce
	}
	return b.args[:b.n], b.coerce[:b.n]
}

// queryCall lowers the arguments of a query call into buf (see queryBuf)
// and returns the query, or a failure.
func (e *evaluator) queryCall(n *grammar.CallExpr, name string, buf *queryBuf) (*engine.Func, evalFn) {
	q := e.reg.Func(name)
	if q == nil {
		return nil, e.fail(n.Fun, "unknown query %s", name)
	}
	if len(q.Params) != len(n.Args) {
		return nil, e.fail(n.Fun, "%s takes %d arguments, not %d", name, len(q.Params), len(n.Args))
	}
	buf.n = len(n.Args)
	if len(n.Args) > len(buf.args) {
		buf.moreArgs, buf.moreCoerce = make([]evalFn, len(n.Args)), make([]argType, len(n.Args))
	}
	for i, a := range n.Args {
		in := paramGo(q.Params[i])
		t := argType{coercer(in), in == bodiesT, in, in == bodyType}
		var fn evalFn
		if in == bodiesT && isSet(e.typeOf(a)) && !e.isQueryCall(a) {
			u := e.setOperand(a)
			fn = func(f *Frame) any {
				list, v, ok := u(f)
				if ok {
					return f.Run.listArg(list)
				}
				return v
			}
		} else {
			fn = e.lower(a)
		}
		if buf.moreArgs != nil {
			buf.moreArgs[i], buf.moreCoerce[i] = fn, t
		} else {
			buf.args[i], buf.coerce[i] = fn, t
		}
	}
	return q, nil
}

// paramGo returns the Go type a query's argument of type t is given in:
// engine.GoType's, and a number for an argument of any type (a prop's
// value, at the engine's boundary).
func paramGo(t types.Type) reflect.Type {
	if t == types.AnyT {
		return floatType
	}
	return engine.GoType(t)
}

// listArg returns a list of units a query is given as an argument, as a
// pointer to it in the run's buffer of such lists (engine's adapters read
// either): boxing the list itself would be an allocation. The caller pops
// it (popLists) when the query returns; nothing keeps the pointer.
func (r *Env) listArg(l []*world.Body) any {
	r.lists = append(r.lists, l)
	return &r.lists[len(r.lists)-1]
}

// popLists drops the lists of a query call from the buffer.
func (r *Env) popLists(base int) {
	if len(r.lists) > base { // most queries are given none: inlined
		r.dropLists(base)
	}
}

// dropLists is popLists where the call was given lists.
func (r *Env) dropLists(base int) {
	zero.Slice(r.lists[base:])
	r.lists = r.lists[:base]
}

// argType is how an argument is given its parameter's type: by Coerce
// (nil: as it is), and, for a list of units, a unit alone made a list
// from the run's array rather than a list of its own.
type argType struct {
	coerce func(any) (any, error)
	units  bool
	// goType is the Go type the parameter takes: a value of it is passed
	// as it is (coerce's first test, the common case).
	goType reflect.Type
	// body says goType is *world.Body, the most common parameter's:
	// passes tests it by a type assertion, not by comparing reflect
	// types (an interface comparison each).
	body bool
}

// passes reports whether v is given to a parameter of type t as it is,
// without argAs: no conversion, or a value of the parameter's own Go
// type. Small enough to inline; false says nothing.
func (t *argType) passes(v any) bool {
	if t.coerce == nil {
		return true
	}
	if t.body {
		_, ok := v.(*world.Body)
		return ok
	}
	return v != nil && reflect.TypeOf(v) == t.goType
}

// queryArgs evaluates a query call's arguments into the run's buffer,
// each given its parameter's type, and returns them there: the caller
// pops them when the query returns.
func (r *Env) queryArgs(f *Frame, args []evalFn, types []argType, name string) []any {
	base := len(r.args)
	for _, a := range args {
		v := a(f)
		r.args = append(r.args, v)
	}
	buf := r.args[base:]
	r.needWorld(name)
	for i, t := range types {
		buf[i] = r.argAs(buf[i], t, i, name)
	}
	return buf
}

// needWorld fails a query call, name, made without a world (in a
// constant): its arguments are evaluated first, as they are written.
func (r *Env) needWorld(name string) {
	if r.Ctx == nil {
		noWorld(name) // apart, so that needWorld inlines
	}
}

// noWorld is needWorld's failure.
func noWorld(name string) {
	panic(fmt.Errorf("%s needs a world: it cannot be used in a constant", name))
}

// argAs gives v, argument i of a call of the query name, its parameter's
// type t.
func (r *Env) argAs(v any, t argType, i int, name string) any {
	if t.coerce == nil {
		return v
	}
	if b, ok := v.(*world.Body); ok && b != nil && t.units {
		// a pointer to the list, as listArg gives it: boxing the list
		// itself would be an allocation
		l, ok := b.Alone()
		if !ok {
			l = append(r.Ctx.Bodies(1), b)
		}
		return r.listArg(l)
	}
	v, err := t.coerce(v)
	if err != nil {
		panic(fmt.Errorf("%s: argument %d: %v", name, i+1, err))
	}
	return v
}

// callDef lowers a call of a def: its arguments are evaluated in the
// caller's frame, and its body, lowered once for the program, runs in a
// frame of its own holding them.
func (e *evaluator) callDef(n *grammar.CallExpr, b *Binding) evalFn {
	def, args, fail := e.defCall(n, b)
	if fail != nil {
		return fail
	}
	return func(f *Frame) any {
		fr := f.Run.enterDef(f, args)
		v := def.body(fr.frame)
		f.Run.leaveDef(fr)
		return v
	}
}

// defCall returns the def n calls, lowered, and its arguments, or a
// failing closure.
func (e *evaluator) defCall(n *grammar.CallExpr, b *Binding) (*defFn, []evalFn, evalFn) {
	d, ok := b.Decl.(*grammar.Def)
	if !ok || e.defs == nil {
		return nil, nil, e.fail(n.Fun, "definition %s has no body", b.Name)
	}
	if len(n.Args) != len(d.Params) {
		return nil, nil, e.fail(n.Fun, "%s takes %d arguments, not %d", d.Name, len(d.Params), len(n.Args))
	}
	def := e.defs.lower(e, d)
	args := make([]evalFn, len(n.Args))
	for i, a := range n.Args {
		args[i] = e.lower(a)
	}
	return def, args, nil
}

// defOf returns the def n calls, lowered, or nil if n calls none.
func (e *evaluator) defOf(n *grammar.CallExpr) *defFn {
	b := e.use(n.Fun)
	if b == nil || b.Kind != DefBinding || e.defs == nil {
		return nil
	}
	d, ok := b.Decl.(*grammar.Def)
	if !ok || len(n.Args) != len(d.Params) {
		return nil
	}
	return e.defs.lower(e, d)
}

// defEntry is a def call in progress: the frame its body runs in, and
// where its arguments start in the run's buffer.
type defEntry struct {
	frame *Frame
	base  int
}

// enterDef evaluates a def call's arguments in the caller's frame f and
// returns the frame of the call holding them, from the run's buffers.
func (e *Env) enterDef(f *Frame, args []evalFn) defEntry {
	base := len(e.args)
	for _, a := range args {
		v := a(f)
		e.args = append(e.args, v)
	}
	end := len(e.args)
	return defEntry{frame: e.pushFrame(e.args[base:end:end]), base: base}
}

// leaveDef ends a def call entered.
func (e *Env) leaveDef(d defEntry) {
	e.popFrame()
	e.popArgs(d.base)
}

// lower returns the def d lowered, lowering it the first time.
func (t *defTable) lower(from *evaluator, d *grammar.Def) *defFn {
	if t.fns == nil {
		t.fns = map[*grammar.Def]*defFn{}
	}
	if fn := t.fns[d]; fn != nil {
		if !fn.lowered {
			// a def that calls itself: the checker reports the cycle
			return &defFn{decl: d, body: func(*Frame) any {
				panic(fmt.Errorf("definition %q calls itself", d.Name))
			}}
		}
		return fn
	}
	fn := &defFn{decl: d}
	t.fns[d] = fn
	params := make([]string, len(d.Params))
	for i, p := range d.Params {
		params[i] = p.Name
	}
	sub := &evaluator{info: from.info, consts: from.consts, reg: from.reg, units: from.units,
		params: params, defs: t, parts: from.parts}
	if d.Value == nil || d.Value.X == nil {
		fn.body = sub.fail(d, "definition %s has no value", d.Name)
	} else {
		fn.body = sub.lower(d.Value.X)
		switch t := sub.typeOf(d.Value.X); {
		case t.IsNumber():
			fn.num = sub.num(d.Value.X)
		case isSet(t) && sub.unboxedUnits(d.Value.X):
			fn.units = sub.lowerUnits(d.Value.X)
		}
	}
	from.errs = append(from.errs, sub.errs...)
	fn.lowered = true
	return fn
}

// pushFrame returns a frame of the run holding vals, for a def's body.
// The frames are reused from call to call, so a call allocates none.
func (e *Env) pushFrame(vals []any) *Frame {
	if e.depth == len(e.frames) {
		e.frames = append(e.frames, new(Frame))
	}
	fr := e.frames[e.depth]
	e.depth++
	fr.Vals, fr.Run = vals, e
	return fr
}

// popFrame drops the frame of the def call ending.
func (e *Env) popFrame() {
	e.depth--
	e.frames[e.depth].Vals = nil
}

// lowerUnits lowers a set operator on units, or a filter of a list of
// units, to a list of units, unboxed.
func (e *evaluator) lowerUnits(n grammar.ExprNode) unitsFn {
	switch n := n.(type) {
	case *grammar.Paren:
		return e.lowerUnits(n.X)
	case *grammar.Binary:
		a, b := e.setOperand(n.X), e.setOperand(n.Y)
		op, union := n.Op, n.Op == "+"
		return func(f *Frame) ([]*world.Body, any, bool) {
			// both sides are evaluated before either is read
			al, av, aok := a(f)
			bl, bv, bok := b(f)
			x, err := operandFrom(al, av, aok)
			if err != nil {
				panic(fmt.Errorf("%s: %v", op, err))
			}
			y, err := operandFrom(bl, bv, bok)
			if err != nil {
				panic(fmt.Errorf("%s: %v", op, err))
			}
			if union {
				return unionOf(f.ctx(), &x, &y), nil, true
			}
			return exceptOf(f.ctx(), &x, &y), nil, true
		}
	case *grammar.CallExpr:
		if q := e.queryUnits(n); q != nil {
			return q
		}
		if d := e.defOf(n); d != nil && d.units != nil {
			def, args, fail := e.defCall(n, e.use(n.Fun))
			if fail == nil {
				return func(f *Frame) ([]*world.Body, any, bool) {
					fr := f.Run.enterDef(f, args)
					l, v, ok := def.units(fr.frame)
					f.Run.leaveDef(fr)
					return l, v, ok
				}
			}
		}
	case *grammar.Loop:
		if !e.isUnits(n) {
			break
		}
		list := e.lower(n.List)
		e.loops = append(e.loops, loopDecl{n})
		pred := e.lower(n.Body)
		e.loops = e.loops[:len(e.loops)-1]
		slow := loopRun("filter", pred, nil)
		key := e.bodyKey(n)
		return func(f *Frame) ([]*world.Body, any, bool) {
			v := list(f)
			units, ok := v.([]*world.Body)
			if !ok {
				f.countRun(key, v)
				return nil, slow(f, v), false
			}
			if len(units) > 0 {
				f.count(key)
			}
			r := f.Run
			r.loop = append(r.loop, nil)
			top := len(r.loop) - 1
			var out []*world.Body
			for i, u := range units {
				r.loop[top] = u
				if pred(f).(bool) {
					if out == nil {
						out = f.ctx().Bodies(len(units) - i)
					}
					out = append(out, u)
				}
			}
			r.popLoop()
			if out == nil {
				out = []*world.Body{}
			}
			return out, nil, true
		}
	}
	fn := e.lower(n)
	return func(f *Frame) ([]*world.Body, any, bool) {
		v := fn(f)
		if l, ok := v.([]*world.Body); ok {
			return l, nil, true
		}
		return nil, v, false
	}
}

// unboxedUnits reports whether lowerUnits builds x's list of units
// without boxing it: a set operator, a filter of units, a def whose body
// is one. Anything else gives its value boxed already.
func (e *evaluator) unboxedUnits(x grammar.ExprNode) bool {
	switch n := unparen(x).(type) {
	case *grammar.Binary:
		return (n.Op == "+" || n.Op == "-") && isSet(e.typeOf(n.X)) && isSet(e.typeOf(n.Y))
	case *grammar.Loop:
		return e.isUnits(n)
	case *grammar.CallExpr:
		d := e.defOf(n)
		return d != nil && d.units != nil
	}
	return false
}

// isUnits reports whether a loop is a filter of a list of units, which
// lowerUnits builds unboxed.
func (e *evaluator) isUnits(n *grammar.Loop) bool {
	return n.Word.Name == "filter" && len(n.Rest) == 0 && n.Body != nil && e.typeOf(n.List) == types.UnitsT
}

// setOperand lowers a set operand: a list of units unboxed where it can.
func (e *evaluator) setOperand(n grammar.ExprNode) unitsFn {
	for p, ok := n.(*grammar.Paren); ok; p, ok = n.(*grammar.Paren) {
		n = p.X
	}
	switch n := n.(type) {
	case *grammar.Binary:
		if (n.Op == "+" || n.Op == "-") && isSet(e.typeOf(n.X)) && isSet(e.typeOf(n.Y)) {
			return e.lowerUnits(n)
		}
	case *grammar.Loop:
		if e.isUnits(n) {
			return e.lowerUnits(n)
		}
	case *grammar.CallExpr:
		if b := e.use(n.Fun); b != nil && b.Kind == DefBinding && isSet(e.typeOf(n)) {
			return e.lowerUnits(n)
		}
		if q := e.queryUnits(n); q != nil {
			return q
		}
	}
	fn := e.lower(n)
	return func(f *Frame) ([]*world.Body, any, bool) { return nil, fn(f), false }
}

// popLoop drops the element of the loop ending.
func (e *Env) popLoop() {
	e.loop[len(e.loop)-1] = nil
	e.loop = e.loop[:len(e.loop)-1]
}

// lowerChecked returns the expression e, checked (info holds its names
// and its nodes' types; t is its type, d its dimension), lowered to
// closures, with its explanation built from the same tree on demand. It
// reports what cannot be lowered as errors of the check, and returns nil
// then.
func (ck *checker) lowerChecked(e *grammar.Expr, info *Info, t types.Type, d dimOf) *Expr {
	var ev evaluator // on the stack: nothing lowered keeps it
	ck.setEvaluator(&ev, info)
	c := ck.exprs.take(exprsInBlock)
	c.Type = t
	c.setDim(d)
	ev.lowerForms(c, e.X, t)
	if len(ev.errs) > 0 {
		ck.errs = append(ck.errs, ev.errs...)
		return nil
	}
	// The explanation lowers the parts later, when a run asks for it: by
	// then the checker is elsewhere, so its parts read the slots the
	// expression's variables were given now (Expr.explainer).
	if env := ck.env; env == nil || env.info != info || env.reg != ck.reg {
		// the program's consts and defs are the checker's, made once
		ck.env = &lowerEnv{info: info, consts: ck.prog.Consts, reg: ck.reg, defs: &ck.lowered, parts: &ck.parts}
	}
	c.src, c.frozen, c.shared = e, ev.ck != nil, ck.sharedOf()
	return c
}

// lowerForms sets c's closures, x lowered (t its type): its run, its
// unboxed forms (a number's num, a list of units' listRun) and the slot
// it reads when it is a variable alone. lowerChecked lowers an
// expression of the check with it, Moved the same again with its slots
// moved.
func (ev *evaluator) lowerForms(c *Expr, x grammar.ExprNode, t types.Type) {
	ev.top = x
	// a query call typed a list of units lowered once, typed: its boxed
	// form boxes the list as a set operator's is (Ctx.Units)
	var list unitsFn
	if t == types.UnitsT && !ev.unboxedUnits(x) {
		if call, ok := unparen(x).(*grammar.CallExpr); ok {
			list = ev.typedUnits(call) // nil where the call has no typed form
		}
	}
	// a query call typed a number likewise: its boxed form boxes the
	// number its typed call gives, and its unboxed form is that call
	var num numFn
	if t.IsNumber() {
		if call, ok := unparen(x).(*grammar.CallExpr); ok {
			num = ev.typedNum(call) // nil where the call has no typed form
		}
	}
	switch {
	case list != nil:
		c.run = func(f *Frame) any {
			l, _, _ := list(f) // a typed call gives its list
			return f.ctx().Units(l)
		}
	case num != nil:
		c.run = func(f *Frame) any {
			x, _, _ := num(f) // a typed call gives its number
			return f.Run.Num(x)
		}
	default:
		c.run = ev.lower(x)
	}
	c.slot = int32(ev.varSlot(x))
	if num != nil {
		c.num = num
	} else if t.IsNumber() {
		ev.topRun = c.run
		c.num = ev.num(x)
	}
	ev.top, ev.topRun, ev.topArith = nil, nil, nil
	if list != nil {
		c.listRun = list
	} else if t == types.UnitsT && ev.unboxedUnits(x) {
		c.listRun = ev.lowerUnits(x)
	}
}

// unitsRef returns the units of the file being checked, the same
// pointer for every expression of it.
func (ck *checker) unitsRef() *geom.Units {
	if ck.unitsAt == nil || *ck.unitsAt != ck.units {
		u := ck.units
		ck.unitsAt = &u
	}
	return ck.unitsAt
}

// sharedOf returns what the expressions lowered now share: the units of
// the file, the lowering's environment and the slots, the same pointer
// while they stay the same (setSlots makes a new one when the slots are
// new).
func (ck *checker) sharedOf() *exprShared {
	units := ck.unitsRef()
	if s := ck.shared; s != nil && s.units == units && s.env == ck.env {
		return s
	}
	ck.shared = &exprShared{units: units, env: ck.env, slots: ck.slots}
	return ck.shared
}

// lowerEnv is what an evaluator reads that is the same for every
// expression of a check: an Expr keeps it, and the slots, to make its
// explanation's evaluator, rather than an evaluator of its own.
type lowerEnv struct {
	info   *Info
	consts map[string]any
	reg    *engine.Registry
	defs   *defTable
	// parts are the program's parts of conditions: an expression
	// lowered again with its slots moved (Moved) counts the parts its
	// first lowering counted
	parts *partTable
}

// explainer returns the evaluator lowering the parts of the expression
// for its explanation, as lowerChecked's lowered it, its variables read
// from the slots they were given then.
func (c *Expr) explainer() *evaluator {
	env := c.shared.env
	return &evaluator{info: env.info, consts: env.consts, reg: env.reg, units: c.unitsOf(),
		defs: env.defs, frozen: c.frozen, slots: c.shared.slots}
}

// evaluator returns the lowering of the expressions of the procedure
// being checked (or of the constants, outside one).
func (ck *checker) evaluator(info *Info) *evaluator {
	ev := &evaluator{}
	ck.setEvaluator(ev, info)
	return ev
}

// setEvaluator sets ev to the lowering of the expressions of the
// procedure being checked (or of the constants, outside one).
func (ck *checker) setEvaluator(ev *evaluator, info *Info) {
	*ev = evaluator{info: info, consts: ck.prog.Consts, reg: ck.reg, units: ck.units, defs: &ck.lowered, parts: &ck.parts}
	if ck.proc != nil {
		ev.ck = ck
	}
}
