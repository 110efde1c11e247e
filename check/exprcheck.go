package check

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/types"
)

// The expression checker: one walk over an expression's tree
// (grammar.Expr.X) that resolves every identifier (Info.Uses), gives every
// node its type (Info.Types) in the language's model, a number's
// dimension included, and reports what is wrong, in the words and at the
// places the writer reads (unknown names with the nearest one, calls with
// the query's signature, lengths mixed with numbers with the unit to
// write, whole-number overflow of written-out numbers, ...).
//
// A def is checked once, as a function: its value against its typed
// parameters, its result type kept on its Binding; a call checks its
// arguments against the parameters. Nothing is written out.

// checkExpr checks the expression e in the scope sc and returns what it
// knows of its value: its type and, for a plain number, whether it is a
// bare literal, a variable or a roll (for the hints of the statements'
// own checks); false when it reported an error (or e reads a variable
// whose own value failed to check, reported there). want, unless Invalid
// or Any, is the type the statement needs, what names the value in a
// message ("a condition", `argument "forward"`): a value of another type
// is an error at e; a number's dimension the statements check themselves.
// Every identifier of e gets its Binding in ck.info.Uses and every node
// its type in ck.info.Types, which is what the lowering reads.
func (ck *checker) checkExpr(e *grammar.Expr, sc *scope, want types.Type, what string) (tval, bool) {
	if e == nil {
		return tval{t: types.InvalidT}, false
	}
	if e.Err != nil || e.X == nil {
		if e.Err != nil {
			ck.errs = append(ck.errs, e.Err)
		}
		return tval{t: types.InvalidT}, false
	}
	x := exprCk{ck: ck, sc: sc, e: e}
	v := x.expr(e.X)
	if x.failed {
		return tval{t: types.InvalidT}, false
	}
	if x.broken || v.t.Kind == types.Invalid {
		return v, false
	}
	if want.Kind != types.Invalid && want.Kind != types.Any {
		if !types.Assignable(v.t, want) {
			ck.errs.Add(e.Pos, "%s must be %s, not %s: %s", what, exprName(want), exprName(v.t), e.String())
			return tval{t: types.InvalidT}, false
		}
	}
	return v, true
}

// tval is what the checker knows of a node's value.
type tval struct {
	t      types.Type
	lit    string // a bare number as written ("3", "-1"), when the node is one
	name   string // the variable holding a plain number, when the node is one
	rolled bool   // name holds a roll's total or dice
	whole  bool   // a whole number known while checking, i
	i      int64
}

// exprCk is the walk over one expression.
type exprCk struct {
	ck *checker
	sc *scope
	e  *grammar.Expr
	// loops are the loops around the node being checked, innermost last.
	loops []loopVar
	// def is the def whose value is being checked, or nil.
	def *defCheck
	// failed: an error was reported; the rest of the walk reports none.
	failed bool
	// broken: the expression reads a name whose declaration failed to
	// check, where its error was reported.
	broken bool
}

// loopVar is the element of a loop around the node being checked.
type loopVar struct {
	loop *grammar.Loop
	b    *Binding // its binding, read as `it` and by its name if it has one
}

// errorf reports an error at pos, once per expression.
func (x *exprCk) errorf(pos grammar.Position, hint, format string, args ...any) {
	if x.failed || x.broken {
		return
	}
	x.failed = true
	x.ck.errs.Add(pos, format, args...).Hint = hint
}

// invalid is the value of a node in error.
var invalid = tval{t: types.InvalidT}

// set records n's type and returns v.
func (x *exprCk) set(n grammar.ExprNode, v tval) tval {
	if x.ck.info != nil {
		x.ck.info.Types.Set(n, v.t)
	}
	return v
}

// expr checks one node.
func (x *exprCk) expr(n grammar.ExprNode) tval {
	switch n := n.(type) {
	case *grammar.Lit:
		return x.set(n, x.lit(n))
	case *grammar.Ident:
		return x.set(n, x.ident(n))
	case *grammar.Paren:
		v := x.expr(n.X)
		return x.set(n, v)
	case *grammar.Unary:
		return x.set(n, x.unary(n))
	case *grammar.Binary:
		return x.set(n, x.binary(n))
	case *grammar.Cond:
		return x.set(n, x.cond(n))
	case *grammar.CallExpr:
		return x.set(n, x.call(n))
	case *grammar.Loop:
		return x.set(n, x.loop(n))
	case *grammar.Member:
		return x.set(n, x.member(n))
	case *grammar.Index:
		return x.set(n, x.index(n))
	case *grammar.Slice:
		return x.set(n, x.slice(n))
	case *grammar.ListExpr:
		return x.set(n, x.list(n))
	}
	panic(fmt.Sprintf("check: no case for expression node %T", n))
}

// lit checks a literal.
func (x *exprCk) lit(n *grammar.Lit) tval {
	switch n.Kind {
	case grammar.IntLit:
		i, err := strconv.ParseInt(n.Value, 0, 64)
		if err != nil {
			x.errorf(n.Pos(), "", "whole number %s is out of range: whole numbers go up to %d (write %s.0 for an approximate number)",
				n.Value, maxWhole, n.Value)
			return invalid
		}
		return tval{t: types.NumberT, lit: n.Value, whole: true, i: i}
	case grammar.FloatLit:
		return tval{t: types.NumberT, lit: n.Value}
	case grammar.StringLit:
		return tval{t: types.WordT}
	case grammar.LengthLit:
		mm, err := geom.ParseLength(n.Value, x.ck.units)
		if err != nil {
			x.errorf(n.Pos(), "", "%s", err.Error())
			return invalid
		}
		if math.IsInf(mm, 0) {
			x.errorf(n.Pos(), "", "bad length %q: too large (lengths go up to %g mm)", n.Value, math.MaxFloat64)
			return invalid
		}
		return tval{t: types.LengthT}
	case grammar.BoolLit:
		return tval{t: types.BoolT}
	case grammar.NilLit:
		return tval{t: types.NilT}
	case grammar.DiceLit:
		x.errorf(n.Pos(), "roll them first: roll total = "+n.Value, "dice %q in an expression", n.Value)
		return invalid
	}
	panic(fmt.Sprintf("check: no case for literal kind %d", n.Kind))
}

// ident resolves a name read as a value.
func (x *exprCk) ident(n *grammar.Ident) tval {
	b := x.resolve(n)
	if b == nil {
		return invalid
	}
	switch b.Kind {
	case QueryBinding, MemoryBinding, DefBinding, BuiltinBinding:
		// a query named without its brackets: expr read it as a value
		// of an unknown name
		x.errorf(n.Pos(), fmt.Sprintf("%s is %s: call it, %s(...)", n.Name, bindingWhat(b.Kind), n.Name), "unknown name %s", n.Name)
		return invalid
	}
	if b.Type.Kind == types.Invalid {
		x.broken = true
		return invalid
	}
	v := tval{t: b.Type}
	if b.Type.Kind == types.Number || b.Type.Kind == types.Dice {
		v.name = n.Name
		v.rolled = b.Kind == LetBinding && isRolled(x.sc, n.Name)
	}
	return v
}

// bindingWhat names what a binding is, for a message.
func bindingWhat(k BindingKind) string {
	switch k {
	case QueryBinding:
		return "a query"
	case MemoryBinding:
		return "a memory"
	case DefBinding:
		return "a def"
	}
	return "a builtin"
}

// resolve finds what the identifier n names, records it in Info.Uses and
// returns it; nil, reported, when it names nothing. Loop elements come
// first, then the def's parameters or the scope's variables, then the
// constants, defs, memories, queries and builtins.
func (x *exprCk) resolve(n *grammar.Ident) *Binding {
	b := x.lookup(n)
	if b == nil {
		if x.ck.clashed[n.Name] {
			x.broken = true // its declaration was refused, reported there
			return nil
		}
		hint := ""
		if near := grammar.Nearest(n.Name, x.visibleNames()); near != "" {
			hint = fmt.Sprintf("did you mean %q?", near)
		}
		if n.Name == "it" {
			x.errorf(n.Pos(), "it is the element of filter, map, any, all ...: use it in their condition", "it is used outside a loop")
			return nil
		}
		if x.ck.kinds[n.Name] == "constant" {
			// the constants are worked out first, in the order written
			// (check): a constant known and not found is read by one
			// above it, which has no value of it yet
			x.errorf(n.Pos(), "a constant reads only the constants declared above it: move "+n.Name+" above this one",
				"constant %s is declared below the constant reading it", n.Name)
			return nil
		}
		x.errorf(n.Pos(), hint, "unknown name %s", n.Name)
		return nil
	}
	if x.ck.info != nil {
		x.ck.info.Uses.SetIdent(n, b)
	}
	if len(x.ck.passed) > 0 {
		x.ck.readPassed(n, b)
	}
	return b
}

// lookup finds what n names, or nil; it reports an outer loop's element
// read inside an inner loop.
func (x *exprCk) lookup(n *grammar.Ident) *Binding {
	name := n.Name
	for i := len(x.loops) - 1; i >= 0; i-- {
		l := x.loops[i]
		if name == "it" && i == len(x.loops)-1 || l.loop.Var != nil && l.loop.Var.Name == name {
			if i < len(x.loops)-1 {
				inner := x.loops[len(x.loops)-1].loop
				x.errorf(n.Pos(), fmt.Sprintf("give what it needs of %s a name first with let, outside the loops", name),
					"%s is the element of an outer loop: the condition of %s cannot read it", name, loopHead(inner))
			}
			return l.b
		}
	}
	if x.def != nil {
		for _, p := range x.def.params {
			if p.Name == name {
				return p
			}
		}
	} else if b := x.sc.binding(name); b != nil {
		return b
	}
	if x.ck.clashed[name] {
		return nil // refused where declared: resolve reports nothing
	}
	return x.ck.global(name, false)
}

// loopHead writes a loop as the outer-loop message names it: `any g in
// ...`, or `any(...)`.
func loopHead(l *grammar.Loop) string {
	if l.Var != nil {
		return l.Word.Name + " " + l.Var.Name + " in ..."
	}
	return l.Word.Name + "(...)"
}

// visibleNames returns every name an expression may read here, for a
// did-you-mean: the loops' elements, the def's parameters or the scope's
// variables (innermost first), then the constants, defs and queries.
func (x *exprCk) visibleNames() []string {
	var names []string
	for i := len(x.loops) - 1; i >= 0; i-- {
		if v := x.loops[i].loop.Var; v != nil {
			names = append(names, v.Name)
		}
	}
	if x.def != nil {
		for _, p := range x.def.params {
			names = append(names, p.Name)
		}
		return append(names, x.ck.visibleNames(nil)...)
	}
	return append(names, x.ck.visibleNames(x.sc)...)
}

// unary checks a prefix operator.
func (x *exprCk) unary(n *grammar.Unary) tval {
	v := x.expr(n.X)
	if v.t.Kind == types.Invalid {
		return invalid
	}
	switch n.Op {
	case "not", "!":
		if v.t.Kind == types.Bool || v.t.Kind == types.Any {
			return tval{t: types.BoolT}
		}
	case "-", "+":
		if v.t.IsNumber() || v.t.Kind == types.Any {
			out := tval{t: v.t}
			if v.lit != "" {
				out.lit = n.Op + v.lit
			}
			if v.whole {
				out.whole, out.i = true, v.i
				if n.Op == "-" {
					if v.i == math.MinInt64 {
						x.errorf(n.OpPos(), "", "%s", negOverflowMsg("-", int(v.i)))
						return invalid
					}
					out.i = -v.i
				}
			}
			return out
		}
	}
	x.errorf(n.OpPos(), "", "invalid operation: %s (mismatched type %s)", n.Op, exprName(v.t))
	return invalid
}

// isSetOperand reports a type the set operators take: a unit, a list of
// units, a list of anything (checked when it runs).
func isSetOperand(t types.Type) bool {
	return t == types.UnitT || t.Kind == types.List && (t.Elem == types.Unit || t.Elem == types.Any)
}

// binary checks an infix operator.
func (x *exprCk) binary(n *grammar.Binary) tval {
	l := x.expr(n.X)
	r := x.expr(n.Y)
	if l.t.Kind == types.Invalid || r.t.Kind == types.Invalid {
		return invalid
	}
	lk, rk := l.t.Kind, r.t.Kind
	anyOf := lk == types.Any || rk == types.Any
	switch n.Op {
	case "and", "&&", "or", "||":
		if (lk == types.Bool || lk == types.Any) && (rk == types.Bool || rk == types.Any) {
			return tval{t: types.BoolT}
		}
	case "+", "-":
		if isSetOperand(l.t) && isSetOperand(r.t) && (lk != types.Any && rk != types.Any) &&
			(l.t == types.UnitT || r.t == types.UnitT || l.t.Elem == types.Unit || r.t.Elem == types.Unit ||
				l.t.Kind == types.List && r.t.Kind == types.List) {
			return tval{t: types.UnitsT}
		}
		if n.Op == "+" && lk == types.Word && rk == types.Word {
			return tval{t: types.WordT}
		}
		if n.Op == "+" && lk == types.List && rk == types.List {
			if l.t == r.t {
				return tval{t: l.t}
			}
			return tval{t: types.ListT}
		}
		if v, ok := x.arith(n, l, r); ok {
			return v
		}
	case "*", "/", "%", "**", "^":
		if v, ok := x.arith(n, l, r); ok {
			return v
		}
	case "<", ">", "<=", ">=":
		if lk == types.Word && rk == types.Word || lk == types.Word && anyOf || rk == types.Word && anyOf {
			return tval{t: types.BoolT}
		}
		if v, ok := x.arith(n, l, r); ok {
			return v
		}
	case "==", "!=":
		if l.t.IsNumber() && r.t.IsNumber() || l.t.IsNumber() && rk == types.Any || r.t.IsNumber() && lk == types.Any {
			if v, ok := x.arith(n, l, r); ok {
				return v
			}
			return invalid
		}
		// what expr compares: anything with Any or nil, lists with
		// lists, and values of one kind
		if anyOf || lk == types.Nil || rk == types.Nil || l.t.IsList() && r.t.IsList() || lk == rk {
			return tval{t: types.BoolT}
		}
	case "in", "not in":
		return x.in(n, l, r)
	case "contains", "startsWith", "endsWith", "matches":
		if (lk == types.Word || lk == types.Any) && (rk == types.Word || rk == types.Any) {
			return tval{t: types.BoolT}
		}
	case "??":
		if lk == types.Nil {
			return tval{t: r.t}
		}
		if lk == types.Any {
			return tval{t: r.t}
		}
		return tval{t: l.t}
	case "..":
		if (lk == types.Number || lk == types.Any) && (rk == types.Number || rk == types.Any) {
			return tval{t: types.NumbersT}
		}
	}
	if x.failed {
		return invalid
	}
	x.errorf(n.OpPos(), "", "invalid operation: %s (mismatched types %s and %s)", n.Op, exprName(l.t), exprName(r.t))
	return invalid
}

// in checks `x in list` and `x not in list`.
func (x *exprCk) in(n *grammar.Binary, l, r tval) tval {
	switch r.t.Kind {
	case types.Any:
		return tval{t: types.BoolT}
	case types.List, types.Dice:
		et := r.t.ElemType()
		if l.t.Kind == types.Any || et.Kind == types.Any || types.Assignable(l.t, et) && l.t.Kind != types.Nil ||
			l.t.Kind == types.Nil {
			return tval{t: types.BoolT}
		}
		x.errorf(n.OpPos(), "", "cannot use %s as type %s in array", exprName(l.t), exprName(et))
		return invalid
	case types.Map:
		if l.t.Kind == types.Word || l.t.Kind == types.Any {
			return tval{t: types.BoolT}
		}
		x.errorf(n.OpPos(), "", "cannot use %s as type word in map key", exprName(l.t))
		return invalid
	}
	x.errorf(n.OpPos(), "", "invalid operation: %s (mismatched types %s and %s)", n.Op, exprName(l.t), exprName(r.t))
	return invalid
}

// arith applies the dimension rules to an arithmetic operator or a
// comparison on numbers (types.Arith); false when an operand is not a
// number. A bare 0 or -1 takes the other side's kind, and so does a
// value of type Any. Whole numbers known while checking are folded, and
// an overflow is an error.
func (x *exprCk) arith(n *grammar.Binary, l, r tval) (tval, bool) {
	class, _ := types.ClassOf(n.Op)
	lk, rk := l.t.Kind, r.t.Kind
	if !(l.t.IsNumber() || lk == types.Any) || !(r.t.IsNumber() || rk == types.Any) {
		return invalid, false
	}
	if n.Op == "/" && (r.whole && r.i == 0 || r.lit != "" && isZeroLit(r.lit) || zeroLength(n.Y)) {
		x.errorf(n.OpPos(), "a divisor that can be 0 needs a guard: `if d == 0 then ... else x / d`", "division by zero")
		return invalid, true
	}
	if l.whole && r.whole {
		switch n.Op {
		case "+", "-", "*":
			z, ok := wholeOp(n.Op, int(l.i), int(r.i))
			if !ok {
				x.errorf(n.OpPos(), "", "%s", overflowMsg(n.Op, int(l.i), int(r.i)))
				return invalid, true
			}
			return tval{t: types.NumberT, whole: true, i: int64(z)}, true
		case "%":
			if r.i == 0 {
				x.errorf(n.OpPos(), "", "division by zero")
				return invalid, true
			}
			return tval{t: types.NumberT, whole: true, i: l.i % r.i}, true
		}
	}
	if class == OpNone {
		return invalid, false
	}
	if lk == types.Any || rk == types.Any {
		switch class {
		case types.OpCompare:
			return tval{t: types.BoolT}, true
		case types.OpAdd, types.OpMod:
			if lk == types.Any {
				return tval{t: r.t}, true
			}
			return tval{t: l.t}, true
		case types.OpMul:
			if lk == types.Any && rk == types.Number {
				return tval{t: types.AnyT}, true
			}
			if lk == types.Any {
				return tval{t: r.t}, true
			}
			if lk == types.Number {
				return tval{t: types.AnyT}, true
			}
			return tval{t: l.t}, true
		}
		return tval{t: types.AnyT}, true
	}
	if class == types.OpAdd || class == types.OpCompare {
		// a bare 0 or -1 stands for "none" in any dimension
		if isSentinelLit(l.lit) {
			lk = rk
		} else if isSentinelLit(r.lit) {
			rk = lk
		}
	}
	rule, _ := types.Arith(class, lk, rk)
	if rule.Result == types.Invalid {
		what := fmt.Sprintf("the two sides of %q", n.Op)
		x.errorf(n.OpPos(), mixHint(x.ck, l, r), "%s mix %s and %s", what, dimOfType(l.t), dimOfType(r.t))
		return invalid, true
	}
	out := tval{t: types.Type{Kind: rule.Result}}
	return out, true
}

// OpNone stands for no operator class.
const OpNone = types.OpClass(255)

// isSentinelLit reports a bare 0 or -1 (or 0.0), which stand for any
// dimension.
func isSentinelLit(lit string) bool {
	return lit == "0" || lit == "-1" || lit == "0.0"
}

// mixHint suggests how to write the number side of a length mixed with a
// number: with the file's unit.
func mixHint(ck *checker, a, b tval) string {
	u := ck.units.Default
	if u == "" {
		u = "in"
	}
	w := func(s string) string { return "write " + strings.TrimPrefix(s, "+") + u }
	switch {
	case a.lit != "" && b.t.Kind == types.Length:
		return w(a.lit)
	case b.lit != "" && a.t.Kind == types.Length:
		return w(b.lit)
	case a.name != "" && b.t.Kind == types.Length:
		return w(a.name + " * 1")
	case b.name != "" && a.t.Kind == types.Length:
		return w(b.name + " * 1")
	}
	return ""
}

// same joins the kinds of two values that must agree (the branches of a
// choice, the arguments of max), as + does, reporting a mix as what's.
func (x *exprCk) same(pos grammar.Position, a, b tval, what string) tval {
	switch {
	case a.t.Kind == types.Invalid || b.t.Kind == types.Invalid:
		return invalid
	case !a.t.IsNumber() || isSentinelLit(a.lit):
		if a.t.Kind == types.Any || isSentinelLit(a.lit) {
			return tval{t: b.t}
		}
		return tval{t: a.t}
	case !b.t.IsNumber() || isSentinelLit(b.lit):
		if b.t.Kind == types.Any || isSentinelLit(b.lit) {
			return tval{t: a.t}
		}
		return tval{t: a.t}
	}
	rule, _ := types.Arith(types.OpAdd, a.t.Kind, b.t.Kind)
	if rule.Result == types.Invalid {
		x.errorf(pos, mixHint(x.ck, a, b), "%s mix %s and %s", what, dimOfType(a.t), dimOfType(b.t))
		return invalid
	}
	return tval{t: types.Type{Kind: rule.Result}}
}

// cond checks a conditional value.
func (x *exprCk) cond(n *grammar.Cond) tval {
	c := x.expr(n.Cond)
	a := x.expr(n.Then)
	b := x.expr(n.Else)
	if c.t.Kind == types.Invalid || a.t.Kind == types.Invalid || b.t.Kind == types.Invalid {
		return invalid
	}
	if c.t.Kind != types.Bool && c.t.Kind != types.Any {
		x.errorf(exprLoc(n.Cond), "", "non-bool expression (type %s) used as condition", exprName(c.t))
		return invalid
	}
	switch {
	case a.t.Kind == types.Nil:
		return tval{t: b.t} // nil is the "none" of any type
	case b.t.Kind == types.Nil:
		return tval{t: a.t}
	}
	if a.t.IsNumber() || b.t.IsNumber() {
		if a.t.Kind != types.Any && b.t.Kind != types.Any && (!a.t.IsNumber() || !b.t.IsNumber()) {
			// expr refused arithmetic on such a choice; say so here
			x.errorf(n.Pos(), "", "the two branches of a choice mix %s and %s", exprName(a.t), exprName(b.t))
			return invalid
		}
		return x.same(n.Pos(), a, b, "the two branches of a choice")
	}
	switch {
	case a.t == b.t:
		return tval{t: a.t}
	case a.t == types.UnitT && b.t == types.UnitsT || b.t == types.UnitT && a.t == types.UnitsT:
		return tval{t: types.AnyT}
	case a.t.Kind == types.List && b.t.Kind == types.List:
		return tval{t: types.ListT}
	}
	return tval{t: types.AnyT}
}

// exprLoc is where expr's messages placed a node: an operator's node at
// its operator, a call at its name, a member at its field, a bracketed
// expression at what it holds; any other at its first character.
func exprLoc(n grammar.ExprNode) grammar.Position {
	switch n := n.(type) {
	case *grammar.Binary:
		return n.OpPos()
	case *grammar.Paren:
		return exprLoc(n.X)
	case *grammar.Cond:
		if n.Ternary {
			return exprLoc(n.Cond)
		}
	case *grammar.Member:
		return n.Name.Pos()
	}
	p, _ := n.Span()
	return p
}

// list checks a list written out: a list of its elements' type when they
// agree, of Any otherwise.
func (x *exprCk) list(n *grammar.ListExpr) tval {
	et := types.InvalidT
	mixed := false
	for _, e := range n.Elems {
		v := x.expr(e)
		if v.t.Kind == types.Invalid {
			return invalid
		}
		switch {
		case et.Kind == types.Invalid:
			et = v.t
		case et != v.t:
			mixed = true
		}
	}
	if len(n.Elems) == 0 || mixed {
		return tval{t: types.ListT}
	}
	return tval{t: types.ListOf(et)}
}

// member checks a field of a value.
func (x *exprCk) member(n *grammar.Member) tval {
	v := x.expr(n.X)
	if v.t.Kind == types.Invalid {
		return invalid
	}
	switch v.t.Kind {
	case types.Any:
		return tval{t: types.AnyT}
	case types.Map:
		return tval{t: v.t.ElemType()}
	case types.Nil:
		if n.Optional {
			return tval{t: types.NilT}
		}
		x.errorf(exprLoc(n), "", "type nil has no field %s", n.Name.Name)
		return invalid
	}
	if t, ok := x.ck.field(v.t, n.Name.Name); ok {
		return tval{t: t}
	}
	hint := ""
	if near := grammar.Nearest(n.Name.Name, x.ck.fieldNames(v.t)); near != "" {
		hint = fmt.Sprintf("did you mean %q?", near)
	}
	x.errorf(exprLoc(n), hint, "type %s has no field %s", exprName(v.t), n.Name.Name)
	return invalid
}

// index checks an element of a list or a map.
func (x *exprCk) index(n *grammar.Index) tval {
	v := x.expr(n.X)
	i := x.expr(n.Index)
	if v.t.Kind == types.Invalid || i.t.Kind == types.Invalid {
		return invalid
	}
	switch v.t.Kind {
	case types.Any:
		return tval{t: types.AnyT}
	case types.Nil:
		if n.Optional {
			return tval{t: types.NilT}
		}
	case types.List, types.Dice:
		if i.t.Kind != types.Number && i.t.Kind != types.Any {
			x.errorf(exprLoc(n.Index), "", "array elements can only be selected using an integer (got %s)", exprName(i.t))
			return invalid
		}
		return tval{t: v.t.ElemType()}
	case types.Map:
		if i.t.Kind != types.Word && i.t.Kind != types.Any {
			x.errorf(exprLoc(n.Index), "", "cannot use %s to get an element from %s", exprName(i.t), exprName(v.t))
			return invalid
		}
		return tval{t: v.t.ElemType()}
	}
	x.errorf(exprLoc(n.Index), "", "type %s does not support indexing", exprName(v.t))
	return invalid
}

// slice checks part of a list or a word.
func (x *exprCk) slice(n *grammar.Slice) tval {
	v := x.expr(n.X)
	for _, b := range []grammar.ExprNode{n.Lo, n.Hi} {
		if b == nil {
			continue
		}
		bv := x.expr(b)
		if bv.t.Kind == types.Invalid {
			return invalid
		}
		if bv.t.Kind != types.Number && bv.t.Kind != types.Any {
			x.errorf(exprLoc(b), "", "non-integer slice index %s", exprName(bv.t))
			return invalid
		}
	}
	switch v.t.Kind {
	case types.Invalid:
		return invalid
	case types.Any, types.List, types.Word:
		return tval{t: v.t}
	case types.Dice:
		return tval{t: types.NumbersT}
	}
	x.errorf(exprLoc(n), "", "cannot slice %s", exprName(v.t))
	return invalid
}

// exprName names a type in the messages that were expr's: every number is
// "number", a list of numbers "numbers" (expr knew no dimensions).
func exprName(t types.Type) string {
	switch t.Kind {
	case types.Length, types.Angle:
		return "number"
	case types.Dice:
		return "numbers"
	case types.List:
		if t.Elem == types.Length || t.Elem == types.Angle {
			return "numbers"
		}
	}
	return t.String()
}

// zeroLength reports whether x is a length or angle written as zero (0in,
// 0.0mm).
func zeroLength(x grammar.ExprNode) bool {
	l, ok := unparen(x).(*grammar.Lit)
	if !ok {
		return false
	}
	num := strings.TrimRightFunc(l.Value, unicode.IsLetter)
	return num != l.Value && isZeroLit(num)
}

// isZeroLit reports whether a bare number as written is zero (0, 0.0,
// -0).
func isZeroLit(lit string) bool {
	z, err := strconv.ParseFloat(lit, 64)
	return err == nil && z == 0
}
