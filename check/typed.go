package check

import (
	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/types"
	"github.com/rulec-dev/rulec/world"
)

// Typed query calls: a call of a query the engine can bind typed
// (engine.Func.Bind: at most two arguments, each and the result a unit,
// a list of units, a word, a bool or a number) is lowered to an
// engine.Arg of its result, its arguments lowered to Args of their
// parameters' forms: the query's Go function is called with its
// arguments as the Go values they are, and gives its result so, with no
// box between them and no test of their types at each call but the one
// reading a variable's slot. A value that is not of the form its static
// type says (a pending let, a whole number, nil) goes the way the boxed
// call gives it its parameter's type (argAs), with the same errors. Where
// a query or an argument has no typed form, the call is lowered boxed
// (query, direct) as before.

// typedQuery returns the call n of a query lowered typed (an
// engine.Arg of its result's typed form), nil if it has none.
func (e *evaluator) typedQuery(n *grammar.CallExpr) any { return e.typedQueryOf(n, anyResult) }

// resultWanted says which results of a typed query call a caller takes.
type resultWanted uint8

const (
	anyResult  resultWanted = iota
	noList                  // not a list of units (typedCall)
	listResult              // a list of units alone (typedUnits)
	numResult               // a number alone (typedNum)
)

// takes reports whether a caller wanting w takes a result of type t.
func (w resultWanted) takes(t types.Type) bool {
	switch w {
	case noList:
		return t != types.UnitsT
	case listResult:
		return t == types.UnitsT
	case numResult:
		return t.IsNumber()
	}
	return true
}

// typedQueryOf is typedQuery for a caller that takes the results w
// says: nil, before any argument is lowered, for a query whose result
// it would not take.
func (e *evaluator) typedQueryOf(n *grammar.CallExpr, w resultWanted) any {
	b := e.use(n.Fun)
	if b == nil || b.Kind != QueryBinding || e.reg == nil {
		return nil
	}
	q := e.reg.Func(b.Name)
	if q == nil || q.Bind == nil || q.Fallback != nil || q.Finds != nil || len(q.Params) != len(n.Args) || !typedForm(q.Result) || !w.takes(q.Result) {
		return nil
	}
	var ts [2]types.Type
	for i, p := range q.Params {
		if ts[i] = e.typeOf(n.Args[i]); !typedForm(p) || !typedForm(ts[i]) {
			return nil // before any argument is lowered
		}
	}
	// an argument that fails to lower is reported once: by the boxed
	// lowering, when the call has no typed form after all
	errs := len(e.errs)
	args := e.bindArgs(len(n.Args))
	if e.ck != nil {
		defer e.ck.dropBindArgs(len(args))
	}
	for i, a := range n.Args {
		if args[i] = e.typedArg(a, ts[i], q.Params[i], i, q.Name); args[i] == nil {
			e.errs = e.errs[:errs]
			return nil
		}
	}
	g := q.Bind(args)
	if g == nil {
		e.errs = e.errs[:errs]
	}
	return g
}

// bindArgs returns room for k arguments of a call to bind: the top of the
// checker's stack of them (calls nest in arguments), which
// dropBindArgs(k) drops after the call is bound, or, lowering without a
// checker (an explanation's parts, during runs), a list of its own. A
// list made for each call was an allocation a typed query call, since the
// list goes to Bind, a function value; Bind keeps no list it is given
// (engine.Func).
func (e *evaluator) bindArgs(k int) []any {
	if e.ck == nil {
		return make([]any, k)
	}
	s := e.ck.bindStack
	n := len(s)
	if cap(s)-n < k {
		s = append(s[:cap(s)], make([]any, k+16)...)
	}
	e.ck.bindStack = s[:n+k]
	return s[n : n+k : n+k]
}

// dropBindArgs drops the top k arguments of the checker's stack (see
// bindArgs), cleared, so that the stack holds nothing of a lowered call.
func (ck *checker) dropBindArgs(k int) {
	n := len(ck.bindStack) - k
	clear(ck.bindStack[n:])
	ck.bindStack = ck.bindStack[:n]
}

// typedForm reports whether values of type t have a typed form: a unit,
// a list of units, a word, a bool, a number of known dimension.
func typedForm(t types.Type) bool {
	switch t.Kind {
	case types.Unit, types.Word, types.Bool, types.Number, types.Length, types.Angle:
		return true
	}
	return t == types.UnitsT
}

// typedArg returns the argument x (of type xt), of a parameter of type p, argument i
// of a call of the query name, lowered to the engine.Arg of p's typed
// form; nil if p has none or x's static type is not p's.
func (e *evaluator) typedArg(x grammar.ExprNode, xt, p types.Type, i int, name string) any {
	x = unparen(x)
	in := paramGo(p)
	t := argType{coercer(in), in == bodiesT, in, in == bodyType}
	switch {
	case p.Kind == types.Unit && xt.Kind == types.Unit:
		return typedValue[*world.Body](e, x, t, i, name)
	case p == types.UnitsT && xt.Kind == types.Unit:
		g, ok := typedValue[*world.Body](e, x, argType{coercer(bodyType), false, bodyType, true}, i, name).(engine.Arg[*world.Body])
		if !ok {
			return nil
		}
		return unitAsList(g)
	case p == types.UnitsT && xt == types.UnitsT:
		if e.unboxedUnits(x) {
			u := e.setOperand(x)
			return engine.Arg[[]*world.Body](func(_ *engine.Ctx, env any) []*world.Body {
				f := env.(*Frame)
				l, v, ok := u(f)
				if ok {
					return l
				}
				return slowArg[[]*world.Body](f, v, t, i, name)
			})
		}
		return typedValue[[]*world.Body](e, x, t, i, name)
	case p.Kind == types.Word && xt.Kind == types.Word:
		return typedValue[string](e, x, t, i, name)
	case p.Kind == types.Bool && xt.Kind == types.Bool:
		return typedValue[bool](e, x, t, i, name)
	case p.IsNumber() && xt.IsNumber():
		if g := e.typedFrom(x); g != nil {
			return g
		}
		num := e.num(x)
		return engine.Arg[float64](func(_ *engine.Ctx, env any) float64 {
			f := env.(*Frame)
			v, w, ok := num(f)
			if ok {
				return v
			}
			return slowArg[float64](f, w, t, i, name)
		})
	}
	return nil
}

// typedFrom returns x lowered typed where x is itself a typed query call
// or a literal, nil otherwise.
func (e *evaluator) typedFrom(x grammar.ExprNode) any {
	switch x := x.(type) {
	case *grammar.CallExpr:
		return e.typedQuery(x)
	case *grammar.Lit:
		v, err := e.literal(x)
		if err != nil {
			return nil
		}
		switch v := v.(type) {
		case string:
			return engine.Arg[string](func(*engine.Ctx, any) string { return v })
		case bool:
			return engine.Arg[bool](func(*engine.Ctx, any) bool { return v })
		case int:
			f := float64(v)
			return engine.Arg[float64](func(*engine.Ctx, any) float64 { return f })
		case float64:
			return engine.Arg[float64](func(*engine.Ctx, any) float64 { return v })
		}
	}
	return nil
}

// typedValue returns x lowered to an engine.Arg[T]: a typed query call
// or a literal as typedFrom makes it, a variable read from its slot, and
// anything else lowered boxed and read as a T. A value of another Go type
// is given T by slowArg.
func typedValue[T any](e *evaluator, x grammar.ExprNode, t argType, i int, name string) any {
	if g := e.typedFrom(x); g != nil {
		if _, ok := g.(engine.Arg[T]); ok {
			return g
		}
		return nil
	}
	if id, ok := x.(*grammar.Ident); ok {
		if k, ok := e.identSlot(id); ok {
			b := e.use(id)
			read := e.slotRead(k, b.Kind == LetBinding)
			return engine.Arg[T](func(_ *engine.Ctx, env any) T {
				f := env.(*Frame)
				if v, ok := f.Vals[k].(T); ok {
					return v
				}
				return slowArg[T](f, read(f), t, i, name)
			})
		}
	}
	fn := e.lower(x)
	return engine.Arg[T](func(_ *engine.Ctx, env any) T {
		f := env.(*Frame)
		v := fn(f)
		if x, ok := v.(T); ok {
			return x
		}
		return slowArg[T](f, v, t, i, name)
	})
}

// slowArg gives v, argument i of a call of the query name, its
// parameter's type t as the boxed call does (argAs), with its errors,
// and returns it as a T.
func slowArg[T any](f *Frame, v any, t argType, i int, name string) T {
	if x, ok := v.(T); ok {
		return x
	}
	r := f.Run
	base := len(r.lists)
	w := r.argAs(v, t, i, name)
	if p, ok := w.(*[]*world.Body); ok {
		// a list of one unit, in the run's buffer of lists (listArg)
		l := *p
		r.popLists(base)
		w = l
	}
	return w.(T)
}

// unitAsList returns g, a unit given where a list of units is wanted, as
// the list argAs makes of it: the unit's own list of itself, or one from
// the run's buffer; nil for no unit.
func unitAsList(g engine.Arg[*world.Body]) engine.Arg[[]*world.Body] {
	return func(c *engine.Ctx, env any) []*world.Body {
		b := g(c, env)
		if b == nil {
			return nil
		}
		if l, ok := b.Alone(); ok {
			return l
		}
		return append(env.(*Frame).Run.Ctx.Bodies(1), b)
	}
}

// typedCall returns the call n of a query lowered typed and boxed, for a
// result that boxes without an allocation the boxed call would not make
// (a unit, a bool, a word, a number through the run's boxes); nil if n
// has no typed form or its result is a list.
func (e *evaluator) typedCall(n *grammar.CallExpr) evalFn {
	switch g := e.typedQueryOf(n, noList).(type) {
	case engine.Arg[*world.Body]:
		return func(f *Frame) any { return g(f.ctx(), f) }
	case engine.Arg[bool]:
		return func(f *Frame) any { return g(f.ctx(), f) }
	case engine.Arg[string]:
		return func(f *Frame) any { return g(f.ctx(), f) }
	case engine.Arg[float64]:
		return func(f *Frame) any { return f.Run.Num(g(f.ctx(), f)) }
	}
	return nil
}

// typedNum returns the call n of a query whose result is a number,
// lowered typed, as a number closure; nil if it has no typed form.
func (e *evaluator) typedNum(n *grammar.CallExpr) numFn {
	if g, ok := e.typedQueryOf(n, numResult).(engine.Arg[float64]); ok {
		return func(f *Frame) (float64, any, bool) { return g(f.ctx(), f), nil, true }
	}
	return nil
}

// typedUnits returns the call n of a query whose result is a list of
// units, lowered typed, as a units closure; nil if it has no typed form.
func (e *evaluator) typedUnits(n *grammar.CallExpr) unitsFn {
	if g, ok := e.typedQueryOf(n, listResult).(engine.Arg[[]*world.Body]); ok {
		return func(f *Frame) ([]*world.Body, any, bool) { return g(f.ctx(), f), nil, true }
	}
	return nil
}
