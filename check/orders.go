package check

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/types"
)

// order is a named priority order as the checker knows it: its
// declaration, the clause of each line, shared by every pick that uses it
// (coverage counts a line once, whichever pick took it), and whether its
// lines checked clean.
type order struct {
	decl    *grammar.Order
	types   []types.Type // of the parameters; Invalid where unknown
	clause  *Clause      // of the declaration: taken when a pick follows it
	clauses []*Clause
	checked bool
	broken  bool
	// lines are the lines checked once, against the parameters' types
	lines []*Expr
}

// declareOrder records a named priority order, visible to every file of
// the program.
func (ck *checker) declareOrder(d *grammar.Order) {
	if !ck.declareGlobal(d.Name, d.Pos, "order") {
		return
	}
	o := &order{decl: d}
	seen := map[string]bool{}
	for _, prm := range d.Params {
		t, ok := types.Parse(prm.Type)
		if !ok {
			e := ck.errs.Add(prm.Pos, "unknown type %q for parameter %q", prm.Type, prm.Name)
			e.Hint = grammar.DidYouMean(prm.Type, types.Declarable())
			t, o.broken = types.InvalidT, true
		}
		if prm.Optional {
			ck.errs.Add(prm.Pos, "a parameter of an order cannot be optional")
			o.broken = true
		}
		if seen[prm.Name] {
			ck.errs.Add(prm.Pos, "duplicate parameter %q", prm.Name)
			o.broken = true
		}
		seen[prm.Name] = true
		o.types = append(o.types, t)
	}
	if len(d.Params) == 0 {
		e := ck.errs.Add(d.Pos, "order %q needs a parameter: the candidate its lines rank", d.Name)
		e.Hint = "order " + d.Name + "(p: placement) { ... }"
		o.broken = true
	}
	if len(d.Priorities) == 0 {
		ck.errs.Add(d.Pos, "order %q has no lines", d.Name).Hint = "one line per priority: minimise, maximise, prefer or require"
		o.broken = true
	}
	if ck.orders == nil {
		ck.orders = map[string]*order{}
	}
	ck.orders[d.Name] = o
}

// checkOrder checks an order's lines once, with its parameters as
// variables of their types, so that an error in a line is reported once,
// at the line, however many picks use it. It records the lines' clauses.
// A pick may use an order before the pass reaches it.
func (ck *checker) checkOrder(o *order) {
	if o.checked {
		return
	}
	o.checked = true
	d := o.decl
	proc, slots := ck.proc, ck.slots
	ck.proc = &Proc{Name: d.Name, Steps: map[string]int{}}
	ck.setSlots(nil)
	defer func() { ck.proc = proc; ck.setSlots(slots) }()
	sc := ck.paramScope(d, func(i int) bool { return o.types[i].Kind != types.Invalid })
	o.clause = ck.addClause("order", d.Head(), refText(d.Ref), d)
	for _, pr := range d.Priorities {
		o.clauses = append(o.clauses, ck.addExprClause("priority", pr.Kind+" ", pr.Value, refText(pr.Ref), pr))
		if o.broken {
			continue
		}
		n := len(ck.errs)
		o.lines = append(o.lines, ck.compileExpr(pr.Value, sc, priorityType(pr.Kind), "a "+pr.Kind+" line"))
		if len(ck.errs) > n {
			o.broken = true
		}
	}
}

// priorityType is the type a priority line must have.
func priorityType(kind string) types.Type {
	if kind == "prefer" || kind == "require" {
		return types.BoolT
	}
	return types.NumberT
}

// orderLines returns the priorities of a pick by a named order, compiled in
// the pick's scope: the order's lines with its first parameter read as the
// pick's candidate and the others as the arguments in brackets. It returns
// nil when the order is unknown or does not fit the pick, and says why.
func (ck *checker) orderLines(p *grammar.Pick, use *grammar.OrderUse, list *Expr, sc, inner *scope) []*Priority {
	o := ck.orders[use.Name]
	if o == nil {
		e := ck.errs.Add(use.Pos, "unknown order %q", use.Name)
		e.Hint = grammar.DidYouMean(use.Name, slices.Sorted(maps.Keys(ck.orders)))
		if e.Hint == "" && ck.prog.Procs[use.Name] != nil {
			e.Hint = use.Name + " is a procedure; a pick follows an order, declared with `order " + use.Name + "(p: TYPE) { ... }`"
		}
		return nil
	}
	ck.used[use.Name] = true
	ck.use(use.Pos, ck.declared[universeKey{OrderBinding, use.Name}])
	d := o.decl
	if len(d.Params) > 0 && len(use.Args) != len(d.Params)-1 {
		e := ck.errs.Add(use.Pos, "order %s takes %d argument(s) after the candidate, not %d", d.Name, len(d.Params)-1, len(use.Args))
		e.Hint = "order " + d.Name + "(" + paramList(d.Params) + "): the pick's candidate is " + d.Params[0].Name
		return nil
	}
	ck.checkOrder(o)
	if o.broken {
		return nil
	}
	if list != nil && list.Type.IsList() && !types.Assignable(list.Type.ElemType(), plainType(o.types[0])) {
		e := ck.errs.Add(use.Pos, "order %s ranks candidates of type %s (its %s), but each candidate here is %s",
			d.Name, plainType(o.types[0]), d.Params[0].Name, list.Type.ElemType())
		e.Hint = "order " + d.Name + "(" + paramList(d.Params) + ")"
		return nil
	}
	// the arguments, each checked once against its parameter
	args := make([][]grammar.ExprToken, len(use.Args))
	vals := make([]*Expr, len(use.Args))
	ok := true
	for i, a := range use.Args {
		prm := d.Params[i+1]
		v := ck.compileExpr(a, sc, plainType(o.types[i+1]), fmt.Sprintf("argument %q of order %s", prm.Name, d.Name))
		if v == nil {
			ok = false
			continue
		}
		n := len(ck.errs)
		sig := newParamSig("", 1)
		sig.set(0, prm.Name, types.InvalidT, false, kindDim(prm.Type))
		ck.checkArgDims(sig, []*Expr{v})
		ok = ok && len(ck.errs) == n
		args[i], vals[i] = a.Tokens(), v
	}
	if !ok {
		return nil
	}
	var out []*Priority
	for i, pr := range d.Priorities {
		// shown as the pick reads it: the candidate and the arguments
		// in place of the parameters
		text := grammar.TokensText(substitute(pr.Value.Tokens(), d.Params, p.Name, args))
		v := ck.orderLine(o, i, o.lines[i], text, ck.slot(p.Name), vals)
		out = append(out, &Priority{At: At{Pos: pr.Pos, Ref: refText(pr.Ref)}, Kind: pr.Kind, Clause: o.clauses[i], Value: v, Ordered: true, Order: o.clause})
	}
	return out
}

// substitute returns an order line's tokens with its first parameter
// renamed to the pick's candidate and each other parameter replaced by its
// argument, in brackets unless it is one token. A name after a dot is a field, not a parameter.
func substitute(toks []grammar.ExprToken, params []*grammar.Param, cand string, args [][]grammar.ExprToken) []grammar.ExprToken {
	out := make([]grammar.ExprToken, 0, len(toks))
	for i, t := range toks {
		k := -1
		if t.Kind == "Ident" && (i == 0 || toks[i-1].Value != ".") {
			k = slices.IndexFunc(params, func(p *grammar.Param) bool { return p.Name == t.Value })
		}
		switch {
		case k < 0:
			out = append(out, t)
		case k == 0:
			t.Value = cand
			out = append(out, t)
		case len(args[k-1]) == 1:
			out = append(out, args[k-1][0]) // a name or a number needs no brackets
		default:
			out = append(out, grammar.ExprToken{Kind: "Op", Value: "(", Pos: t.Pos})
			out = append(out, args[k-1]...)
			out = append(out, grammar.ExprToken{Kind: "Op", Value: ")", Pos: t.Pos})
		}
	}
	return out
}

// useText writes an order's use as written: `nearest_to(leader)`.
func useText(u *grammar.OrderUse) string {
	if len(u.Args) == 0 {
		return u.Name
	}
	args := make([]string, len(u.Args))
	for i, a := range u.Args {
		args[i] = a.String()
	}
	return u.Name + "(" + strings.Join(args, ", ") + ")"
}

// orderLine returns a line of order o, checked once (line), as a pick
// runs it: the line's tree lowered again for the pick, each read of the
// candidate a read of the pick's slot cand and each read of another
// parameter its argument, evaluated in the pick's frame where the line
// reads it. (A frame of the order's own for each line and candidate cost
// the pursuit a twentieth of its instructions.)
func (ck *checker) orderLine(o *order, i int, line *Expr, text string, cand int, args []*Expr) *Expr {
	params := o.decl.Params
	bound := map[string]evalFn{params[0].Name: func(f *Frame) any { return f.Vals[cand] }}
	for k, a := range args {
		bound[params[k+1].Name] = a.run
	}
	ev := ck.evaluator(ck.info)
	ev.bound = bound
	x := o.decl.Priorities[i].Value.X
	pos := line.Pos()
	c := newBareExpr(text, pos, line.dim(), line.shared.units)
	c.Type = line.Type
	c.run = ev.lower(x)
	if line.Type.IsNumber() {
		c.num = ev.num(x)
	}
	ck.errs = append(ck.errs, ev.errs...)
	return c
}

// plainType is t with a number of any dimension a plain number: the type
// an order's argument is checked against, its dimension checked apart.
func plainType(t types.Type) types.Type {
	if t.IsNumber() {
		return types.NumberT
	}
	return t
}
