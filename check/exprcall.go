package check

import (
	"fmt"
	"reflect"
	"sync"

	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/types"
)

// Calls, loops, defs and the names the whole program shares, for the
// expression checker (exprcheck.go).

// global returns the binding of a name every expression may read: a
// constant checked so far, a def, a memory, a query or a builtin; nil if
// name is none of them. Read as a value (not called), a constant comes
// first: a constant may be named like a query. The bindings are those the
// checker made where it met the declarations (names.go); this gives them
// their types.
func (ck *checker) global(name string, call bool) *Binding {
	if !call {
		if b := ck.constBinding(name); b != nil {
			return b
		}
	}
	if ck.defs[name] != nil {
		if b := ck.defCheck(name).b; b != nil {
			return b
		}
	}
	if ck.mems[name] != nil {
		if b := ck.declared[universeKey{MemoryBinding, name}]; b != nil {
			return b
		}
	}
	if ck.reg.Func(name) != nil {
		b := ck.universe(QueryBinding, name)
		if b.Type.Kind == types.Invalid {
			b.Type = ck.funcSig(name).result
		}
		return b
	}
	if call {
		if b := ck.constBinding(name); b != nil {
			return b
		}
	}
	if _, ok := builtinArity()[name]; ok {
		return ck.universe(BuiltinBinding, name)
	}
	return nil
}

// constBinding returns the binding of the constant name, typed, once it
// is checked, or nil.
func (ck *checker) constBinding(name string) *Binding {
	v, ok := ck.prog.Consts[name]
	if !ok {
		return nil
	}
	b := ck.declared[universeKey{ConstBinding, name}]
	if b == nil {
		return nil
	}
	if b.Type.Kind == types.Invalid {
		b.Type = types.NilT
		if v != nil {
			b.Type = typeOf(reflect.TypeOf(v), ck.constDims[name])
		}
	}
	return b
}

// funcSig is a query's signature in the language's types.
type funcSig struct {
	params []types.Type
	result types.Type
}

// funcSig returns the signature of the query (or memory read) name.
func (ck *checker) funcSig(name string) *funcSig {
	if s := ck.sigs[name]; s != nil {
		return s
	}
	f := ck.reg.Func(name)
	s := &funcSig{params: f.Params, result: f.Result}
	if ck.sigs == nil {
		ck.sigs = map[string]*funcSig{}
	}
	ck.sigs[name] = s
	return s
}

// call checks a call of a def, a query, a memory or a builtin.
func (x *exprCk) call(n *grammar.CallExpr) tval {
	name := n.Fun.Name
	b := x.ck.global(name, true)
	if b == nil && grammar.IsLoopWord(name) && len(n.Args) == 1 {
		// filter(list): a loop word called without its condition (the
		// parser reads it as a call, since a memory or def may have the
		// name)
		end := n.EndPos()
		end.Column--
		end.Offset--
		x.errorf(end, fmt.Sprintf("write %s(list, condition), with it for the element in the condition", name),
			"%s needs a condition after the list", name)
		return invalid
	}
	if b == nil {
		if l := x.lookup(n.Fun); l != nil {
			x.errorf(n.Fun.Pos(), "", "%s is not callable", exprName(l.Type))
			return invalid
		}
		x.resolve(n.Fun) // reports the unknown name
		return invalid
	}
	if x.ck.info != nil {
		x.ck.info.Uses.SetIdent(n.Fun, b)
	}
	if !x.ck.used[name] { // a lookup is cheaper than a store
		x.ck.used[name] = true
	}
	switch b.Kind {
	case DefBinding:
		return x.defCall(n, x.ck.defCheck(name))
	case BuiltinBinding:
		return x.builtin(n)
	}
	return x.queryCall(n, x.ck.reg.Func(name))
}

// args checks a call's arguments, in order; false if one failed. The
// values are pushed on the checker's stack of them (a buffer of each
// call's own escaped to the heap, a fifteenth of what checking a ruleset
// allocated): the caller pops them with popArgs when done, after any call
// among the arguments popped its own.
func (x *exprCk) args(n *grammar.CallExpr) ([]tval, bool) {
	ck := x.ck
	base := len(ck.argVals)
	for _, a := range n.Args {
		v := x.expr(a)
		if v.t.Kind == types.Invalid {
			ck.argVals = ck.argVals[:base]
			return nil, false
		}
		ck.pushArg(&v)
	}
	return ck.argVals[base:len(ck.argVals):len(ck.argVals)], true
}

// pushArg puts v on the stack of arguments' values, field by field and its
// strings only where they differ from the slot's: appended whole, a tval
// (two strings) is copied by typedmemmove through the bulk write barrier
// while the collector marks (wbMove, about 300 instructions), and most
// arguments' strings are empty, as a reused slot's mostly are.
func (ck *checker) pushArg(v *tval) {
	n := len(ck.argVals)
	if n == cap(ck.argVals) {
		ck.argVals = append(ck.argVals, tval{})
	} else {
		ck.argVals = ck.argVals[:n+1]
	}
	d := &ck.argVals[n]
	d.t, d.rolled, d.whole, d.i = v.t, v.rolled, v.whole, v.i
	if d.lit != v.lit {
		d.lit = v.lit
	}
	if d.name != v.name {
		d.name = v.name
	}
}

// popArgs pops the values args pushed.
func (x *exprCk) popArgs(vs []tval) {
	x.ck.argVals = x.ck.argVals[:len(x.ck.argVals)-len(vs)]
}

// queryCall checks a call of a query or of a memory's read against its
// signature, which the hint of a message shows.
func (x *exprCk) queryCall(n *grammar.CallExpr, f *engine.Func) tval {
	sig := x.ck.funcSig(f.Name)
	args, ok := x.args(n)
	defer x.popArgs(args)
	if !ok {
		return invalid
	}
	hint := func() string { return "it is " + FuncSignature(f) } // only on errors
	switch {
	case len(args) < len(sig.params):
		x.errorf(n.Fun.Pos(), hint(), "not enough arguments to call %s", f.Name)
		return invalid
	case len(args) > len(sig.params):
		x.errorf(n.Fun.Pos(), hint(), "too many arguments to call %s", f.Name)
		return invalid
	}
	for i, a := range args {
		if !types.Assignable(a.t, sig.params[i]) {
			x.errorf(exprLoc(n.Args[i]), hint(), "cannot use %s as argument (type %s) to call %s",
				exprName(a.t), exprName(sig.params[i]), f.Name)
			return invalid
		}
	}
	for i, a := range args {
		x.wantDim(n.Args[i], a, sig.params[i], func() string { return fmt.Sprintf("argument %d of %s", i+1, f.Name) })
	}
	return tval{t: sig.result}
}

// wantDim checks a value of a node where a number of want's dimension is
// wanted, reporting at the node.
func (x *exprCk) wantDim(n grammar.ExprNode, v tval, want types.Type, what func() string) {
	dw := dimOfType(want)
	if dw == dimUnknown || !dimMismatch(dimOfType(v.t), v.lit, dw) {
		return
	}
	got := dimOf{d: dimOfType(v.t), lit: v.lit, name: v.name, rolled: v.rolled}
	x.ck.wantDim(got, nil, dw, what(), func(hint, format string, args ...any) {
		x.errorf(exprLoc(n), hint, format, args...)
	})
}

// defCheck is a def checked as a function: its binding (whose type is its
// value's), its parameters' bindings, and how far its check is.
type defCheck struct {
	d      *grammar.Def
	b      *Binding
	params []*Binding
	units  geom.Units // of the file declaring it
	state  uint8      // 0 not checked, 1 being checked, 2 checked
	ok     bool
}

// defCheck returns the def name, its value checked once against its
// parameters the first time it is asked for.
func (ck *checker) defCheck(name string) *defCheck {
	dc := ck.defChecks[name]
	if dc == nil {
		d := ck.defs[name]
		dc = &defCheck{d: d, units: ck.defUnits[name], b: ck.declared[universeKey{DefBinding, name}], params: ck.params[d]}
		if dc.b == nil || dc.b.Decl != grammar.Node(d) {
			dc.b = &Binding{Kind: DefBinding, Name: name, Pos: d.Pos, Decl: d}
		}
		dc.b.Type = types.InvalidT
		if ck.defChecks == nil {
			ck.defChecks = map[string]*defCheck{}
		}
		ck.defChecks[name] = dc
	}
	if dc.state == 0 && !ck.recursive[name] {
		dc.state = 1
		units := ck.units
		ck.units = dc.units
		x := exprCk{ck: ck, e: dc.d.Value, def: dc}
		v := invalid
		switch e := dc.d.Value; {
		case e == nil:
			x.failed = true
		case e.Err != nil || e.X == nil:
			if e.Err != nil {
				ck.errs = append(ck.errs, e.Err)
			}
			x.failed = true
		default:
			v = x.expr(e.X)
		}
		ck.units = units
		dc.ok = !x.failed && !x.broken && v.t.Kind != types.Invalid
		if dc.ok {
			dc.b.Type = v.t
		}
		dc.state = 2
	}
	return dc
}

// defCall checks a call of a def: its arguments against the def's
// parameters; its value is the def's, checked once where it is declared.
func (x *exprCk) defCall(n *grammar.CallExpr, dc *defCheck) tval {
	args, ok := x.args(n)
	defer x.popArgs(args)
	if !ok {
		return invalid
	}
	d := dc.d
	hint := func() string { return "def " + d.Name + "(" + paramList(d.Params) + ")" } // only on errors
	if len(args) != len(dc.params) {
		x.errorf(n.Fun.Pos(), hint(), "%s takes %d argument(s), not %d", d.Name, len(dc.params), len(args))
		return invalid
	}
	for i, a := range args {
		p := dc.params[i]
		if p.Type.Kind == types.Invalid {
			continue // an unknown type, reported at the def
		}
		what := p.Name // named in full only on errors
		if !types.Assignable(a.t, p.Type) {
			what = fmt.Sprintf("argument %s of %s", p.Name, d.Name)
			x.errorf(exprLoc(n.Args[i]), hint(), "%s must be %s, not %s", what, p.Type, a.t)
			return invalid
		}
		x.wantDim(n.Args[i], a, p.Type, func() string { return fmt.Sprintf("argument %s of %s", p.Name, d.Name) })
	}
	if dc.state == 1 || !dc.ok {
		x.broken = true // a cycle, or an error reported at the def
		return invalid
	}
	v := tval{t: dc.b.Type}
	return v
}

// loopResult says what a loop word gives: a bool, the list filtered, ...
type loopResult uint8

const (
	loopBool  loopResult = iota // all, any, none, one
	loopList                    // filter, sortBy: the list's own type
	loopMap                     // map: a list of the body's type
	loopCount                   // count, findIndex, findLastIndex: a number
	loopSum                     // sum: the body's number
	loopElem                    // find, findLast: an element
	loopGroup                   // groupBy: a table of lists
)

// loopWords are the builtins that run a body for each element of a list,
// with what each gives and whether its body must be a condition.
var loopKinds = sync.OnceValue(func() map[string]struct {
	result loopResult
	pred   bool
} {
	return map[string]struct {
		result loopResult
		pred   bool
	}{
		"all": {loopBool, true}, "any": {loopBool, true}, "none": {loopBool, true}, "one": {loopBool, true},
		"filter": {loopList, true}, "map": {loopMap, false}, "count": {loopCount, true}, "sum": {loopSum, false},
		"find": {loopElem, true}, "findLast": {loopElem, true}, "findIndex": {loopCount, true},
		"findLastIndex": {loopCount, true}, "groupBy": {loopGroup, false}, "sortBy": {loopList, false},
	}
})

// loop checks a loop over a list: the list, then the body with the
// element bound (as `it`, and by its name when the loop gives one).
func (x *exprCk) loop(n *grammar.Loop) tval {
	word := n.Word.Name
	kind, ok := loopKinds()[word]
	if !ok {
		x.errorf(n.Word.Pos(), "", "unknown builtin %s", word)
		return invalid
	}
	if x.ck.info != nil {
		x.ck.info.Uses.SetIdent(n.Word, x.ck.universe(BuiltinBinding, word))
	}
	lv := x.expr(n.List)
	if lv.t.Kind == types.Invalid {
		return invalid
	}
	if !lv.t.IsList() && lv.t.Kind != types.Any {
		x.errorf(exprLoc(n.List), "", "builtin %s takes only array (got %s)", word, exprName(lv.t))
		return invalid
	}
	elem := &Binding{Kind: LoopBinding, Name: "it", Pos: n.Word.Pos(), Type: lv.t.ElemType(), Decl: n}
	if n.Var == nil {
		x.ck.info.Bindings = append(x.ck.info.Bindings, elem)
	} else {
		elem.Name, elem.Pos = n.Var.Name, n.Var.Pos()
		if what := x.ck.shadowed(n.Var.Name); what != "" {
			x.errorf(n.Var.Pos(), "choose another name", "loop element %q is already the name of %s", n.Var.Name, what)
			return invalid
		}
		x.ck.info.Bindings = append(x.ck.info.Bindings, elem)
		x.ck.info.Defs[n.Var.Pos()] = elem
	}
	x.loops = append(x.loops, loopVar{loop: n, b: elem})
	body := x.expr(n.Body)
	x.loops = x.loops[:len(x.loops)-1]
	for _, r := range n.Rest {
		if v := x.expr(r); v.t.Kind == types.Invalid {
			return invalid
		}
	}
	if body.t.Kind == types.Invalid {
		return invalid
	}
	if kind.pred && body.t.Kind != types.Bool && body.t.Kind != types.Any {
		x.errorf(startOf(n.Body), "", "predicate should return boolean (got %s)", exprName(body.t))
		return invalid
	}
	switch kind.result {
	case loopBool:
		return tval{t: types.BoolT}
	case loopList:
		if lv.t.Kind == types.Dice {
			return tval{t: types.NumbersT}
		}
		if lv.t.Kind == types.Any {
			return tval{t: types.ListT}
		}
		return tval{t: lv.t}
	case loopMap:
		return tval{t: types.ListOf(body.t)}
	case loopCount:
		return tval{t: types.NumberT}
	case loopSum:
		if !body.t.IsNumber() && body.t.Kind != types.Any {
			x.errorf(exprLoc(n.Body), "", "invalid argument for sum (type %s)", exprName(body.t))
			return invalid
		}
		return tval{t: body.t}
	case loopElem:
		return tval{t: lv.t.ElemType()}
	}
	return tval{t: types.MapOf(types.ListT)}
}

// builtinArity gives, for each builtin called as a function, the fewest
// and most arguments it takes (-1: any number) and how it is written, for
// the hint of a call with the wrong number.
var builtinArity = sync.OnceValue(func() map[string]struct {
	min, max int
	form     string
} {
	return map[string]struct {
		min, max int
		form     string
	}{
		"len": {1, 1, "len(list) → number"}, "exists": {1, 1, "exists(list) → bool"},
		"abs": {1, 1, "abs(number) → number"}, "ceil": {1, 1, "ceil(number) → number"},
		"floor": {1, 1, "floor(number) → number"}, "round": {1, 1, "round(number) → number"},
		"max": {1, -1, "max(number, number, ...) or max(list)"}, "min": {1, -1, "min(number, number, ...) or min(list)"},
		"sum": {1, 1, "sum(numbers) → number"}, "count": {1, 1, "count(bools) → number"}, "mean": {1, 1, "mean(numbers) → number"},
		"median": {1, 1, "median(numbers) → number"}, "first": {1, 1, "first(list)"}, "last": {1, 1, "last(list)"},
		"take": {2, 2, "take(list, n)"}, "reverse": {1, 1, "reverse(list)"}, "uniq": {1, 1, "uniq(list)"},
		"sort": {1, 2, "sort(list) or sort(list, \"desc\")"}, "concat": {1, -1, "concat(list, list, ...)"},
		"flatten": {1, 1, "flatten(list)"}, "keys": {1, 1, "keys(map) → words"}, "values": {1, 1, "values(map) → list"},
		"fromPairs": {1, 1, "fromPairs(list of pairs) → map"}, "toPairs": {1, 1, "toPairs(map) → list"},
		"split": {2, 3, "split(word, separator) → words"}, "join": {1, 2, "join(words, separator) → word"},
		"lower": {1, 1, "lower(word) → word"}, "upper": {1, 1, "upper(word) → word"}, "trim": {1, 2, "trim(word) → word"},
		"trimPrefix": {2, 2, "trimPrefix(word, prefix) → word"}, "trimSuffix": {2, 2, "trimSuffix(word, suffix) → word"},
		"hasPrefix": {2, 2, "hasPrefix(word, prefix) → bool"}, "hasSuffix": {2, 2, "hasSuffix(word, suffix) → bool"},
		"indexOf": {2, 2, "indexOf(word, part) → number"}, "lastIndexOf": {2, 2, "lastIndexOf(word, part) → number"},
		"repeat": {2, 2, "repeat(word, n) → word"}, "string": {1, 1, "string(value) → word"},
		"int": {1, 1, "int(value) → number"}, "float": {1, 1, "float(value) → number"}, "type": {1, 1, "type(value) → word"},
	}
})

// builtin checks a call of a builtin function.
func (x *exprCk) builtin(n *grammar.CallExpr) tval {
	name := n.Fun.Name
	ar := builtinArity()[name]
	args, ok := x.args(n)
	defer x.popArgs(args)
	if !ok {
		return invalid
	}
	if len(args) < ar.min || ar.max >= 0 && len(args) > ar.max {
		x.errorf(n.Fun.Pos(), "it is "+ar.form, "%s takes %s, not %d", name, argCount(ar.min, ar.max), len(args))
		return invalid
	}
	a := args[0]
	k := a.t.Kind
	isAny := k == types.Any
	bad := func() tval {
		x.errorf(n.Fun.Pos(), "it is "+ar.form, "invalid argument for %s (type %s)", name, exprName(a.t))
		return invalid
	}
	words := func() bool {
		for _, v := range args {
			if v.t.Kind != types.Word && v.t.Kind != types.Any {
				a = v
				return false
			}
		}
		return true
	}
	switch name {
	case "len", "exists":
		if !a.t.IsList() && k != types.Word && k != types.Map && !isAny {
			return bad()
		}
		if name == "exists" {
			return tval{t: types.BoolT}
		}
		return tval{t: types.NumberT}
	case "abs", "ceil", "floor", "round":
		if !a.t.IsNumber() && !isAny {
			return bad()
		}
		return tval{t: a.t}
	case "max", "min":
		if len(args) == 1 {
			if a.t.IsList() {
				return tval{t: a.t.ElemType()}
			}
			if !a.t.IsNumber() && !isAny {
				return bad()
			}
			return tval{t: a.t}
		}
		out := a
		for i, v := range args {
			if !v.t.IsNumber() && v.t.Kind != types.Any {
				a = v
				return bad()
			}
			if i > 0 {
				out = x.same(exprLoc(n), out, v, name+"'s arguments")
				if out.t.Kind == types.Invalid {
					return invalid
				}
			}
		}
		return tval{t: out.t}
	case "count":
		if !a.t.IsList() && !isAny {
			return bad()
		}
		if et := a.t.ElemType(); et.Kind != types.Bool && et.Kind != types.Any {
			return bad()
		}
		return tval{t: types.NumberT}
	case "sum", "mean", "median":
		if !a.t.IsList() && !isAny {
			return bad()
		}
		et := a.t.ElemType()
		if !et.IsNumber() && et.Kind != types.Any {
			return bad()
		}
		if name != "sum" && et.Kind == types.Any {
			return tval{t: types.NumberT}
		}
		return tval{t: et}
	case "first", "last":
		if !a.t.IsList() && !isAny {
			return bad()
		}
		return tval{t: a.t.ElemType()}
	case "take", "reverse", "uniq", "sort":
		if !a.t.IsList() && !isAny {
			return bad()
		}
		if k == types.Dice {
			return tval{t: types.NumbersT}
		}
		if isAny {
			return tval{t: types.ListT}
		}
		return tval{t: a.t}
	case "concat", "flatten", "toPairs":
		return tval{t: types.ListT}
	case "keys":
		return tval{t: types.WordsT}
	case "values":
		if k == types.Map {
			return tval{t: types.ListOf(a.t.ElemType())}
		}
		return tval{t: types.ListT}
	case "fromPairs":
		if !a.t.IsList() && !isAny {
			return bad()
		}
		return tval{t: types.MapOf(types.AnyT)}
	case "split":
		if !words() {
			return bad()
		}
		return tval{t: types.WordsT}
	case "join":
		if !a.t.IsList() && !isAny {
			return bad()
		}
		return tval{t: types.WordT}
	case "lower", "upper", "trim", "trimPrefix", "trimSuffix", "repeat":
		if name != "repeat" && !words() || name == "repeat" && k != types.Word && !isAny {
			return bad()
		}
		return tval{t: types.WordT}
	case "hasPrefix", "hasSuffix":
		if !words() {
			return bad()
		}
		return tval{t: types.BoolT}
	case "indexOf", "lastIndexOf":
		if !words() {
			return bad()
		}
		return tval{t: types.NumberT}
	case "string", "type":
		return tval{t: types.WordT}
	case "int", "float":
		if !a.t.IsNumber() && k != types.Word && !isAny {
			return bad()
		}
		return tval{t: types.NumberT}
	}
	panic("check: no case for builtin " + name)
}

// argCount writes how many arguments a builtin takes.
func argCount(lo, hi int) string {
	switch {
	case lo == hi && lo == 1:
		return "1 argument"
	case lo == hi:
		return fmt.Sprintf("%d arguments", lo)
	case hi < 0:
		return fmt.Sprintf("at least %d argument(s)", lo)
	}
	return fmt.Sprintf("%d to %d arguments", lo, hi)
}

// fieldTable returns the fields of a kind of engine value, by name, with
// their types, as the engine declares them (engine.Fields). Built once
// per check.
func (ck *checker) fieldTable(k types.Kind) map[string]types.Type {
	if t, ok := ck.fields[k]; ok {
		return t
	}
	out := map[string]types.Type{}
	for _, f := range engine.Fields(k) {
		out[f.Name] = f.Type
	}
	if ck.fields == nil {
		ck.fields = map[types.Kind]map[string]types.Type{}
	}
	ck.fields[k] = out
	return out
}

// field returns the type of the field name of a value of type t.
func (ck *checker) field(t types.Type, name string) (types.Type, bool) {
	if t.Kind == types.List || t.Kind == types.Invalid {
		return types.InvalidT, false
	}
	ft, ok := ck.fieldTable(t.Kind)[name]
	return ft, ok
}

// fieldNames returns the fields of values of type t, sorted.
func (ck *checker) fieldNames(t types.Type) []string {
	if t.Kind == types.List {
		return nil
	}
	return sortedKeys(ck.fieldTable(t.Kind))
}

// startOf returns where a node's text starts.
func startOf(n grammar.ExprNode) grammar.Position {
	p, _ := n.Span()
	return p
}

// dimMismatch reports whether a number of dimension got, written lit,
// may be refused where one of dimension want is wanted: the cases
// wantDim lets through without a message, decided without building one.
func dimMismatch(got dim, lit string, want dim) bool {
	if want == dimUnknown || want == dimNumber && got != dimLength && got != dimAngle {
		return false
	}
	if got == dimUnknown || got == want || want == dimAngle && got == dimNumber {
		return false
	}
	return lit != "0"
}
