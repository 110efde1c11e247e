package check

import (
	"fmt"
	"math"
	"reflect"

	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/builtin"
	"github.com/expr-lang/expr/vm"
	"github.com/expr-lang/expr/vm/runtime"
	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/world"
)

// Expressions are lowered by the checker to Go closures over expr's typed
// tree: a variable is read from its slot in the frame, a query is called
// directly with its arguments in a buffer the run reuses, a field through
// a typed accessor, and arithmetic on numbers without boxing them.
//
// Measured on bench/ against expr's VM running the same trees on a map of
// the names of a call (commit 3d14f9c against 88eb10b, the same rules, the
// best of 5 interleaved runs on one core): lowering alone took
// BenchmarkPursuitInterpreted from 43.0 to 32.0 us and from 214 to 168
// allocations per run, the one-edge path from 13.3 to 9.2 us, because a
// variable is a slot read instead of a map lookup, a query call needs no
// argument slice, a field no reflection and a number no box. It also
// needs only expr's parser and checker, not its compiler. The closures keep
// the VM's semantics exactly: operators on values of no static type,
// builtins and failures go through expr's own runtime functions, and a
// run-time error gives the text the VM gave. An expression using something lowering does not know falls
// back to expr's VM, on the frame's variables put in a map.

// Frame is what a lowered expression reads: the variables of one procedure
// call, in the slots the checker gave them, and the run they belong to.
type Frame struct {
	Vals []any
	Run  *Env
	// Names are the variables' names by slot, for expressions run by
	// expr's VM (explanations and what lowering does not know).
	Names []string
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
	it     any   // the element inside filter, any, map ...
	vm     vm.VM
	loop   []any    // the elements of the loops in progress, innermost last
	frames []*Frame // the frames of def calls, reused
	depth  int      // how many of frames the def calls in progress use
}

// Reset empties the environment for another run, keeping its buffers.
func (e *Env) Reset() {
	clear(e.args)
	clear(e.loop)
	e.Ctx, e.Consts, e.args, e.it = nil, nil, e.args[:0], nil
	e.loop, e.depth = e.loop[:0], 0
}

// evalFn is a lowered expression.
type evalFn func(f *Frame) any

// numFn is a lowered expression whose static type is a number: it returns
// the value as a float64 when it is one, unboxed, and otherwise (an int,
// or whatever a mistyped variable holds) the value itself with ok false.
type numFn func(f *Frame) (x float64, v any, ok bool)

// Eval runs a compiled expression in a frame. An error's text is the one
// expr's VM gives, snippet and all, so callers trim it alike.
func (e *Expr) Eval(f *Frame) (v any, err error) {
	if e.run == nil {
		return e.evalVM(f)
	}
	defer func() {
		if r := recover(); r != nil {
			v, err = nil, runError(r)
		}
	}()
	return e.run(f), nil
}

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
	defer func() {
		if r := recover(); r != nil {
			x, v, ok, err = 0, nil, false, runError(r)
		}
	}()
	x, v, ok = e.num(f)
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
	defer func() {
		if r := recover(); r != nil {
			v, ok, err = nil, false, runError(r)
		}
	}()
	list, raw, ok := e.listRun(f)
	if ok {
		return list, true, nil
	}
	return raw, false, nil
}

// runError turns a panic of a lowered expression into the error expr's VM
// returns for it.
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

// evalVM runs the expression on expr's VM, its environment a map of the
// frame's variables, the constants and the hidden context.
func (e *Expr) evalVM(f *Frame) (any, error) {
	prog, err := e.program()
	if err != nil {
		return nil, err
	}
	env := make(map[string]any, len(f.Names)+len(f.Run.Consts)+1)
	for k, v := range f.Run.Consts {
		env[k] = v
	}
	env[CtxVar] = f.Run.Ctx
	for i, name := range f.Names {
		if i < len(f.Vals) && f.Vals[i] != nil {
			env[name] = f.Vals[i]
		}
	}
	return f.Run.vm.Run(prog, env)
}

// program returns the expression compiled for expr's VM.
func (e *Expr) program() (*vm.Program, error) {
	e.progOnce.Do(func() {
		if e.Prog == nil && e.compile != nil {
			e.Prog, e.progErr = e.compile()
		}
	})
	if e.Prog == nil && e.progErr == nil {
		return nil, fmt.Errorf("%s: not compiled", e.Text)
	}
	return e.Prog, e.progErr
}

// lowerer lowers the typed trees of one scope's expressions.
type lowerer struct {
	ck   *checker
	slot func(name string) (int, bool)
}

// lower returns n as a closure, or nil if it uses something lowering does
// not know.
func (l *lowerer) lower(n ast.Node) evalFn {
	switch n := n.(type) {
	case *ast.NilNode:
		return func(*Frame) any { return nil }
	case *ast.IdentifierNode:
		return l.ident(n)
	case *ast.IntegerNode:
		var v any
		switch t := n.Type(); {
		case t == nil || t.Kind() == reflect.Int:
			v = n.Value
		case t.Kind() == reflect.Float64:
			v = float64(n.Value)
		default:
			return nil
		}
		return func(*Frame) any { return v }
	case *ast.FloatNode:
		if n.Type() != nil && n.Type().Kind() != reflect.Float64 {
			return nil
		}
		var v any = n.Value
		return func(*Frame) any { return v }
	case *ast.BoolNode:
		v := n.Value
		return func(*Frame) any { return v }
	case *ast.StringNode:
		var v any = n.Value
		return func(*Frame) any { return v }
	case *ast.ConstantNode:
		v := n.Value
		return func(*Frame) any { return v }
	case *ast.UnaryNode:
		return l.unary(n)
	case *ast.BinaryNode:
		return l.binary(n)
	case *ast.ConditionalNode:
		cond, a, b := l.lower(n.Cond), l.lower(n.Exp1), l.lower(n.Exp2)
		if cond == nil || a == nil || b == nil {
			return nil
		}
		return func(f *Frame) any {
			if cond(f).(bool) {
				return a(f)
			}
			return b(f)
		}
	case *ast.ArrayNode:
		elems := make([]evalFn, len(n.Nodes))
		for i, e := range n.Nodes {
			if elems[i] = l.lower(e); elems[i] == nil {
				return nil
			}
		}
		return func(f *Frame) any {
			out := make([]any, len(elems))
			for i, e := range elems {
				out[i] = e(f)
			}
			return out
		}
	case *ast.MemberNode:
		return l.member(n)
	case *ast.CallNode:
		if u := l.units(n); u != nil {
			return func(f *Frame) any {
				list, _, _ := u(f)
				return list
			}
		}
		return l.call(n)
	case *ast.BuiltinNode:
		return l.builtin(n)
	case *ast.PointerNode:
		if n.Name != "" {
			return nil
		}
		return func(f *Frame) any { return f.Run.it }
	case *ast.PredicateNode:
		return l.lower(n.Node)
	}
	return nil
}

// ident reads a variable from its slot, a constant, or the context.
func (l *lowerer) ident(n *ast.IdentifierNode) evalFn {
	if n.Value == CtxVar {
		return func(f *Frame) any { return f.Run.Ctx }
	}
	if v, ok := l.ck.prog.Consts[n.Value]; ok {
		return func(*Frame) any { return v }
	}
	if l.slot == nil {
		return nil
	}
	i, ok := l.slot(n.Value)
	if !ok {
		return nil
	}
	return func(f *Frame) any { return f.Vals[i] }
}

// num returns n as a number closure if its static type is a number.
func (l *lowerer) num(n ast.Node) numFn {
	t := n.Type()
	if t == nil || (t.Kind() != reflect.Float64 && t.Kind() != reflect.Int) {
		return nil
	}
	switch n := n.(type) {
	case *ast.IntegerNode, *ast.FloatNode:
		fn := l.lower(n)
		if fn == nil {
			return nil
		}
		v := fn(nil)
		x, ok := v.(float64)
		if !ok {
			x = float64(v.(int))
		}
		return func(*Frame) (float64, any, bool) { return x, v, true }
	case *ast.BinaryNode:
		if t.Kind() == reflect.Float64 {
			if fn := l.arith(n); fn != nil {
				return fn
			}
		}
	case *ast.MemberNode:
		if fn := l.numMember(n); fn != nil {
			return fn
		}
	}
	fn := l.lower(n)
	if fn == nil {
		return nil
	}
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

// numMember lowers a read of a number field without boxing it.
func (l *lowerer) numMember(n *ast.MemberNode) numFn {
	prop, ok := n.Property.(*ast.StringNode)
	if !ok || n.Optional || n.Method {
		return nil
	}
	field, _ := l.field(n, prop.Value)
	get := numAccessor(n.Node.Type(), prop.Value)
	if field == nil || get == nil {
		return nil
	}
	base := l.lower(n.Node)
	if base == nil {
		return nil
	}
	return func(f *Frame) (float64, any, bool) {
		v := base(f)
		if x, iv, ok := get(v); ok {
			return x, iv, true
		}
		switch w := runtime.FetchField(v, field).(type) {
		case float64:
			return w, nil, true
		case int:
			return float64(w), w, true
		default:
			return 0, w, false
		}
	}
}

// boxed returns a number closure's value as expr's VM holds it.
func boxed(x float64, v any) any {
	if v != nil {
		return v
	}
	return x
}

// arith lowers + - * / ** on numbers to float arithmetic, falling back to
// expr's runtime when an operand is not a float (an int operand is
// converted as expr converts it).
func (l *lowerer) arith(n *ast.BinaryNode) numFn {
	var op func(a, b float64) float64
	var slow func(a, b any) any
	switch n.Operator {
	case "+":
		op, slow = func(a, b float64) float64 { return a + b }, runtime.Add
	case "-":
		op, slow = func(a, b float64) float64 { return a - b }, runtime.Subtract
	case "*":
		op, slow = func(a, b float64) float64 { return a * b }, runtime.Multiply
	case "/":
		op, slow = func(a, b float64) float64 { return a / b }, func(a, b any) any { return runtime.Divide(a, b) }
	case "**", "^":
		op, slow = math.Pow, func(a, b any) any { return runtime.Exponent(a, b) }
	default:
		return nil
	}
	a, b := l.num(n.Left), l.num(n.Right)
	if a == nil || b == nil {
		return nil
	}
	floats := n.Operator == "/" || n.Operator == "**" || n.Operator == "^"
	return func(f *Frame) (float64, any, bool) {
		x, xv, xok := a(f)
		y, yv, yok := b(f)
		if xok && yok && (xv == nil || yv == nil || floats) {
			// at least one float (or an operator that always gives one):
			// expr converts the other and computes in floats
			return op(x, y), nil, true
		}
		l, r := xv, yv
		if xok && xv == nil {
			l = x
		}
		if yok && yv == nil {
			r = y
		}
		if i, ok := l.(int); ok && !floats {
			if j, ok := r.(int); ok {
				z := checkedWhole(n.Operator, i, j)
				return float64(z), z, true
			}
		}
		v := slow(l, r)
		if z, ok := v.(float64); ok {
			return z, nil, true
		}
		if z, ok := v.(int); ok {
			return float64(z), v, true
		}
		return 0, v, false
	}
}

// unary lowers not, - and +.
func (l *lowerer) unary(n *ast.UnaryNode) evalFn {
	x := l.lower(n.Node)
	if x == nil {
		return nil
	}
	switch n.Operator {
	case "!", "not":
		return func(f *Frame) any { return !x(f).(bool) }
	case "-":
		return func(f *Frame) any { return runtime.Negate(x(f)) }
	case "+":
		return x
	}
	return nil
}

// binary lowers a binary operator.
func (l *lowerer) binary(n *ast.BinaryNode) evalFn {
	switch n.Operator {
	case "and", "&&", "or", "||":
		a, b := l.lower(n.Left), l.lower(n.Right)
		if a == nil || b == nil {
			return nil
		}
		if n.Operator == "and" || n.Operator == "&&" {
			return func(f *Frame) any {
				if v := a(f); !v.(bool) {
					return v
				}
				return b(f)
			}
		}
		return func(f *Frame) any {
			if v := a(f); v.(bool) {
				return v
			}
			return b(f)
		}
	case "<", ">", "<=", ">=":
		return l.compare(n)
	case "==", "!=":
		return l.equal(n)
	case "+", "-", "*", "/", "**", "^":
		if t := n.Type(); t != nil && t.Kind() == reflect.Float64 {
			if fn := l.arith(n); fn != nil {
				return func(f *Frame) any {
					x, v, ok := fn(f)
					if ok {
						return boxed(x, v)
					}
					return v
				}
			}
		}
	}
	a, b := l.lower(n.Left), l.lower(n.Right)
	if a == nil || b == nil {
		return nil
	}
	var op func(a, b any) any
	switch n.Operator {
	case "+":
		op = whole("+", runtime.Add)
	case "-":
		op = whole("-", runtime.Subtract)
	case "*":
		op = whole("*", runtime.Multiply)
	case "/":
		op = func(a, b any) any { return runtime.Divide(a, b) }
	case "%":
		op = func(a, b any) any { return runtime.Modulo(a, b) }
	case "**", "^":
		op = func(a, b any) any { return runtime.Exponent(a, b) }
	case "in":
		op = func(a, b any) any { return runtime.In(a, b) }
	default:
		return nil
	}
	return func(f *Frame) any {
		x := a(f)
		return op(x, b(f))
	}
}

// compare lowers < > <= >=, on floats when both sides are numbers.
func (l *lowerer) compare(n *ast.BinaryNode) evalFn {
	var slow func(a, b any) bool
	var fast func(a, b float64) bool
	switch n.Operator {
	case "<":
		slow, fast = runtime.Less, func(a, b float64) bool { return a < b }
	case ">":
		slow, fast = runtime.More, func(a, b float64) bool { return a > b }
	case "<=":
		slow, fast = runtime.LessOrEqual, func(a, b float64) bool { return a <= b }
	default:
		slow, fast = runtime.MoreOrEqual, func(a, b float64) bool { return a >= b }
	}
	if a, b := l.num(n.Left), l.num(n.Right); a != nil && b != nil {
		return func(f *Frame) any {
			x, xv, xok := a(f)
			y, yv, yok := b(f)
			if xok && yok {
				return fast(x, y)
			}
			if xok {
				xv = boxed(x, xv)
			}
			if yok {
				yv = boxed(y, yv)
			}
			return slow(xv, yv)
		}
	}
	a, b := l.lower(n.Left), l.lower(n.Right)
	if a == nil || b == nil {
		return nil
	}
	return func(f *Frame) any {
		x := a(f)
		return slow(x, b(f))
	}
}

// equal lowers == and != as expr compiles them.
func (l *lowerer) equal(n *ast.BinaryNode) evalFn {
	a, b := l.lower(n.Left), l.lower(n.Right)
	if a == nil || b == nil {
		return nil
	}
	lk, rk := kindOf(n.Left.Type()), kindOf(n.Right.Type())
	simple := isSimple(n.Left) && isSimple(n.Right)
	var eq func(x, y any) bool
	switch {
	case lk == rk && lk == reflect.Int && simple:
		eq = func(x, y any) bool { return x.(int) == y.(int) }
	case lk == rk && lk == reflect.String && simple:
		eq = func(x, y any) bool { return x.(string) == y.(string) }
	default:
		eq = func(x, y any) bool {
			if p, ok := x.(*world.Body); ok {
				if q, ok := y.(*world.Body); ok && p == q {
					return true
				}
			}
			return runtime.Equal(x, y)
		}
	}
	if n.Operator == "!=" {
		return func(f *Frame) any {
			x := a(f)
			return !eq(x, b(f))
		}
	}
	return func(f *Frame) any {
		x := a(f)
		return eq(x, b(f))
	}
}

// kindOf is expr's kind of a static type.
func kindOf(t reflect.Type) reflect.Kind {
	if t == nil {
		return reflect.Invalid
	}
	return t.Kind()
}

// isSimple is expr's test for operands compared by their Go type alone.
func isSimple(n ast.Node) bool {
	t := n.Type()
	if t == nil {
		return false
	}
	return t.Kind() != reflect.Interface && t.PkgPath() == ""
}

// member lowers a field read or an index.
func (l *lowerer) member(n *ast.MemberNode) evalFn {
	if n.Optional || n.Method {
		return nil
	}
	if prop, ok := n.Property.(*ast.StringNode); ok {
		if field, get := l.field(n, prop.Value); field != nil {
			base := l.lower(n.Node)
			if base == nil {
				return nil
			}
			return func(f *Frame) any {
				v := base(f)
				if x, ok := get(v); ok {
					return x
				}
				return runtime.FetchField(v, field)
			}
		}
	}
	base, prop := l.lower(n.Node), l.lower(n.Property)
	if base == nil || prop == nil {
		return nil
	}
	return func(f *Frame) any {
		v := base(f)
		i := prop(f)
		if list, ok := v.([]*world.Body); ok {
			if k, ok := i.(int); ok && k >= 0 && k < len(list) {
				return list[k]
			}
		}
		return runtime.Fetch(v, i)
	}
}

// field returns expr's field path for a struct field read, and a typed
// accessor for it (nil if there is none: the path is read by reflection,
// as the VM reads it). Reads of a field of a field are joined, as expr's
// compiler joins them.
func (l *lowerer) field(n *ast.MemberNode, prop string) (*runtime.Field, func(any) (any, bool)) {
	t := n.Node.Type()
	if t == nil {
		return nil, nil
	}
	st := t
	if st.Kind() == reflect.Pointer {
		st = st.Elem()
	}
	if st.Kind() != reflect.Struct {
		return nil, nil
	}
	sf, ok := st.FieldByNameFunc(func(name string) bool {
		f, _ := st.FieldByName(name)
		switch f.Tag.Get("expr") {
		case "-":
			return false
		case prop:
			return true
		default:
			return name == prop
		}
	})
	if !ok {
		return nil, nil
	}
	if _, inner := n.Node.(*ast.MemberNode); inner {
		// expr's compiler joins p.a.b into one read whose errors name both
		// parts; only a read from a variable or call is lowered.
		if m := n.Node.(*ast.MemberNode); !m.Optional {
			if _, ok := m.Property.(*ast.StringNode); ok {
				return nil, nil
			}
		}
	}
	field := &runtime.Field{Index: sf.Index, Path: []string{prop}}
	return field, accessor(t, prop)
}

// accessor returns the typed read of a field that the engine declares
// (engine.Fields), or one that always declines, leaving the read to
// reflection (as expr's VM reads it).
func accessor(t reflect.Type, prop string) func(any) (any, bool) {
	if f, ok := engine.FieldOf(engine.TypeOf(t).Kind, prop); ok {
		return f.Get
	}
	return func(any) (any, bool) { return nil, false }
}

// numAccessor returns the unboxed read of a number field the engine
// declares, or nil: a float field gives (x, nil), a whole-number one (x,
// the int).
func numAccessor(t reflect.Type, prop string) func(any) (float64, any, bool) {
	if f, ok := engine.FieldOf(engine.TypeOf(t).Kind, prop); ok {
		return f.Num
	}
	return nil
}

// call lowers a call of a world query or a set operator.
func (l *lowerer) call(n *ast.CallNode) evalFn {
	id, ok := n.Callee.(*ast.IdentifierNode)
	if !ok {
		return nil
	}
	args := make([]evalFn, len(n.Arguments))
	for i, a := range n.Arguments {
		if args[i] = l.lower(a); args[i] == nil {
			return nil
		}
	}
	switch id.Value {
	case setUnion:
		return l.callFunc(args, unionSet)
	case setExcept:
		return l.callFunc(args, exceptSet)
	case setIn:
		return l.callFunc(args, inSet)
	}
	q := l.ck.reg.Func(id.Value)
	if q == nil || len(args) == 0 {
		return nil
	}
	if c, ok := n.Arguments[0].(*ast.IdentifierNode); !ok || c.Value != CtxVar {
		return nil
	}
	name, fn, in := q.Name, q.Fn, q.SigIn()
	args = args[1:]
	if len(args) != len(in) {
		return nil
	}
	for i, t := range in {
		if u := l.units(n.Arguments[i+1]); t == bodiesT && u != nil {
			// the list the query gets, built without the list of any
			// it would be copied from
			args[i] = func(f *Frame) any {
				list, v, ok := u(f)
				if ok {
					return list
				}
				return v
			}
		}
	}
	return func(f *Frame) any {
		r := f.Run
		base := len(r.args)
		defer r.popArgs(base)
		for _, a := range args {
			v := a(f)
			r.args = append(r.args, v)
		}
		buf := r.args[base:]
		c := r.Ctx
		if c == nil {
			panic(fmt.Errorf("%s needs a world: it cannot be used in a constant", name))
		}
		for i, t := range in {
			v, err := Coerce(buf[i], t)
			if err != nil {
				panic(fmt.Errorf("%s: argument %d: %v", name, i+1, err))
			}
			buf[i] = v
		}
		out, err := fn(c, buf)
		if err != nil {
			panic(err)
		}
		return out
	}
}

// callFunc lowers a call of one of expr's functions, its arguments in the
// run's buffer.
func (l *lowerer) callFunc(args []evalFn, fn func(...any) (any, error)) evalFn {
	return func(f *Frame) any {
		r := f.Run
		base := len(r.args)
		defer r.popArgs(base)
		for _, a := range args {
			v := a(f)
			r.args = append(r.args, v)
		}
		out, err := fn(r.args[base:]...)
		if err != nil {
			panic(err)
		}
		return out
	}
}

// popArgs drops the arguments of a call from the buffer.
func (e *Env) popArgs(base int) {
	clear(e.args[base:])
	e.args = e.args[:base]
}

// builtin lowers the builtins the rules use: the loops over lists, and
// the functions of expr's table on arguments of a known type.
func (l *lowerer) builtin(n *ast.BuiltinNode) evalFn {
	args := make([]evalFn, len(n.Arguments))
	for i, a := range n.Arguments {
		if args[i] = l.lower(a); args[i] == nil {
			return nil
		}
	}
	switch n.Name {
	case "len":
		if len(args) != 1 {
			return nil
		}
		return func(f *Frame) any { return runtime.Len(args[0](f)) }
	case "filter", "any", "all", "none", "count", "map", "find":
		return l.loop(n, args)
	}
	id, ok := builtin.Index[n.Name]
	if !ok {
		return nil
	}
	b := builtin.Builtins[id]
	for _, a := range n.Arguments {
		if t := a.Type(); t == nil || t.Kind() == reflect.Pointer || t.Kind() == reflect.Interface {
			return nil // expr dereferences these first
		}
	}
	switch {
	case b.Fast != nil && len(args) == 1:
		return func(f *Frame) any { return b.Fast(args[0](f)) }
	case b.Fast == nil && b.Safe == nil && b.Func != nil:
		return l.callFunc(args, b.Func)
	}
	return nil
}

// loop lowers the builtins that run a predicate over a list's elements.
func (l *lowerer) loop(n *ast.BuiltinNode, args []evalFn) evalFn {
	if len(args) != 2 || n.Threshold != nil {
		return nil
	}
	var mapped evalFn
	if n.Map != nil {
		if mapped = l.lower(n.Map); mapped == nil {
			return nil
		}
	}
	if n.Map != nil && n.Name != "filter" && n.Name != "find" || n.Name == "find" && n.Throws {
		return nil
	}
	list := args[0]
	over := loopOver(n.Name, args[1], mapped)
	return func(f *Frame) any { return over(f, list(f)) }
}

// loopOver returns the loop of a builtin over a list value already
// evaluated; pred is its predicate, mapped what filter or find keep of an
// element (nil: the element).
func loopOver(name string, pred, mapped evalFn) func(f *Frame, list any) any {
	return func(f *Frame, list any) any {
		r := f.Run
		it := r.it
		defer func() { r.it = it }()
		items := newItems(list)
		switch name {
		case "filter":
			var out []any
			for i := 0; i < items.n; i++ {
				r.it = items.at(i)
				if pred(f).(bool) {
					if out == nil {
						out = make([]any, 0, items.n-i)
					}
					if mapped != nil {
						out = append(out, mapped(f))
					} else {
						out = append(out, r.it)
					}
				}
			}
			if out == nil {
				out = []any{}
			}
			return out
		case "any", "all", "none":
			for i := 0; i < items.n; i++ {
				r.it = items.at(i)
				v := pred(f)
				switch name {
				case "any":
					if v.(bool) {
						return v
					}
				case "all":
					if !v.(bool) {
						return v
					}
				case "none":
					if v.(bool) {
						return false
					}
				}
			}
			return name != "any"
		case "count":
			count := 0
			for i := 0; i < items.n; i++ {
				r.it = items.at(i)
				if pred(f).(bool) {
					count++
				}
			}
			return count
		case "find":
			for i := 0; i < items.n; i++ {
				r.it = items.at(i)
				if pred(f).(bool) {
					if mapped != nil {
						return mapped(f)
					}
					return r.it
				}
			}
			return nil
		default: // map
			out := make([]any, items.n)
			for i := 0; i < items.n; i++ {
				r.it = items.at(i)
				out[i] = pred(f)
			}
			return out
		}
	}
}

// unitsFn is a lowered expression whose value is a list of units, returned
// unboxed when ok; when not, v is the value expr's VM gives, to be read as
// the VM reads it.
type unitsFn func(f *Frame) (list []*world.Body, v any, ok bool)

// units lowers a set operator on units, or a filter of a list of units, to
// a list of units without boxing it or, for filter, building the list of
// any that a query or operator would copy at once; nil for anything else.
func (l *lowerer) units(n ast.Node) unitsFn {
	switch n := n.(type) {
	case *ast.CallNode:
		id, ok := n.Callee.(*ast.IdentifierNode)
		if !ok || len(n.Arguments) != 2 || id.Value != setUnion && id.Value != setExcept {
			return nil
		}
		a, b := l.operand(n.Arguments[0]), l.operand(n.Arguments[1])
		if a == nil || b == nil {
			return nil
		}
		op, union := "-", id.Value == setUnion
		if union {
			op = "+"
		}
		return func(f *Frame) ([]*world.Body, any, bool) {
			// both sides are evaluated before either is read, as when
			// expr's VM calls the operator's function
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
	case *ast.BuiltinNode:
		if n.Name != "filter" || len(n.Arguments) != 2 || n.Map != nil || n.Threshold != nil || n.Arguments[0].Type() != bodiesT {
			return nil
		}
		list, pred := l.lower(n.Arguments[0]), l.lower(n.Arguments[1])
		if list == nil || pred == nil {
			return nil
		}
		slow := loopOver("filter", pred, nil)
		return func(f *Frame) ([]*world.Body, any, bool) {
			v := list(f)
			units, ok := v.([]*world.Body)
			if !ok {
				return nil, slow(f, v), false
			}
			r := f.Run
			it := r.it
			defer func() { r.it = it }()
			var out []*world.Body
			for i, u := range units {
				r.it = u
				if pred(f).(bool) {
					if out == nil {
						out = f.ctx().Bodies(len(units) - i)
					}
					out = append(out, u)
				}
			}
			if out == nil {
				out = []*world.Body{} // as Coerce makes of filter's empty list
			}
			return out, nil, true
		}
	}
	return nil
}

// operand lowers a set operand: a list of units unboxed where it can.
func (l *lowerer) operand(n ast.Node) unitsFn {
	if u := l.units(n); u != nil {
		return u
	}
	fn := l.lower(n)
	if fn == nil {
		return nil
	}
	return func(f *Frame) ([]*world.Body, any, bool) { return nil, fn(f), false }
}

// operandFrom reads a unitsFn's result as a set operand.
func operandFrom(list []*world.Body, v any, ok bool) (operand, error) {
	if ok {
		return operand{units: list, n: len(list)}, nil
	}
	return operandOf(v)
}

// items walks a list as expr's VM does: the common slices directly,
// anything else by reflection (which fails on what is not a list as the
// VM fails).
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
