package check

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/types"
	"github.com/rulec-dev/rulec/world"
)

// tree builds expression trees by hand, with the Info a checker would
// record: each identifier bound, each node typed as told.
type tree struct {
	info *Info
	off  int
	vars map[string]*Binding
}

func newTree() *tree {
	return &tree{info: &Info{Uses: newUses(0, 0)},
		vars: map[string]*Binding{}}
}

// pos returns a fresh position.
func (t *tree) pos() grammar.Position {
	t.off++
	return grammar.Position{Offset: t.off, Line: 1, Column: t.off}
}

func (t *tree) typed(n grammar.ExprNode, ty types.Type) grammar.ExprNode {
	t.info.Types.Set(n, ty)
	return n
}

func (t *tree) lit(kind grammar.LitKind, v string, ty types.Type) grammar.ExprNode {
	n := &grammar.Lit{Kind: kind, Value: v}
	n.SetSpan(t.pos(), grammar.Position{})
	return t.typed(n, ty)
}

func (t *tree) num(v string) grammar.ExprNode {
	if strings.ContainsAny(v, ".e") {
		return t.lit(grammar.FloatLit, v, types.NumberT)
	}
	return t.lit(grammar.IntLit, v, types.NumberT)
}

func (t *tree) str(v string) grammar.ExprNode { return t.lit(grammar.StringLit, v, types.WordT) }

// id is a name bound to b (nil: unbound, as `it` may be).
func (t *tree) id(name string, b *Binding) *grammar.Ident {
	n := &grammar.Ident{Name: name}
	n.SetSpan(t.pos(), grammar.Position{})
	if b != nil {
		t.info.Uses.Set(n.Pos(), b)
		t.info.Types.Set(n, b.Type)
	}
	return n
}

// v is a variable of the procedure, declared on first use.
func (t *tree) v(name string, ty types.Type) grammar.ExprNode {
	b := t.vars[name]
	if b == nil {
		b = &Binding{Kind: LetBinding, Name: name, Type: ty}
		t.vars[name] = b
	}
	return t.id(name, b)
}

func (t *tree) bin(op string, x, y grammar.ExprNode, ty types.Type) grammar.ExprNode {
	n := &grammar.Binary{Op: op, X: x, Y: y}
	n.SetSpan(t.pos(), grammar.Position{})
	return t.typed(n, ty)
}

func (t *tree) call(kind BindingKind, name string, ty types.Type, args ...grammar.ExprNode) grammar.ExprNode {
	n := &grammar.CallExpr{Fun: t.id(name, &Binding{Kind: kind, Name: name, Type: ty}), Args: args}
	n.SetSpan(t.pos(), grammar.Position{})
	return t.typed(n, ty)
}

func (t *tree) loop(word string, elem string, list grammar.ExprNode, body func(it grammar.ExprNode) grammar.ExprNode, ty types.Type) grammar.ExprNode {
	n := &grammar.Loop{Word: t.id(word, nil), List: list}
	n.SetSpan(t.pos(), grammar.Position{})
	lt, _ := t.info.Types.Of(list)
	et := lt.ElemType()
	b := &Binding{Kind: LoopBinding, Name: "it", Type: et, Decl: n}
	if elem != "" {
		n.Var = t.id(elem, nil)
		b = &Binding{Kind: LoopBinding, Name: elem, Pos: n.Var.Pos(), Type: et}
	}
	n.Body = body(t.id(b.Name, b))
	return t.typed(n, ty)
}

func (t *tree) mem(x grammar.ExprNode, name string, ty types.Type) grammar.ExprNode {
	n := &grammar.Member{X: x, Name: &grammar.Ident{Name: name}}
	n.SetSpan(t.pos(), grammar.Position{})
	return t.typed(n, ty)
}

func (t *tree) list(ty types.Type, elems ...grammar.ExprNode) grammar.ExprNode {
	n := &grammar.ListExpr{Elems: elems}
	n.SetSpan(t.pos(), grammar.Position{})
	return t.typed(n, ty)
}

// run lowers x and evaluates it with the variables vals.
func (t *tree) run(x grammar.ExprNode, reg *engine.Registry, vals map[string]any) (v any, err error) {
	var names []string
	for name := range t.vars {
		names = append(names, name)
	}
	slots := map[string]int{}
	for i, n := range names {
		slots[n] = i
	}
	e := &evaluator{info: t.info, reg: reg, defs: &defTable{}, frozen: true, slots: slots}
	fn := e.lower(x)
	if len(e.errs) > 0 {
		return nil, e.errs
	}
	f := &Frame{Vals: make([]any, len(names)), Run: &Env{Ctx: &engine.Ctx{}}}
	for i, n := range names {
		f.Vals[i] = vals[n]
	}
	defer func() {
		if r := recover(); r != nil {
			v, err = nil, runError(r)
		}
	}()
	return fn(f), nil
}

func TestEvalArithmetic(t *testing.T) {
	num := types.NumberT
	for _, c := range []struct {
		build func(*tree) grammar.ExprNode
		want  any
		err   string
	}{
		{func(t *tree) grammar.ExprNode { return t.bin("+", t.num("2"), t.num("3"), num) }, 5, ""},
		{func(t *tree) grammar.ExprNode { return t.bin("/", t.num("7"), t.num("2"), num) }, 3.5, ""},
		{func(t *tree) grammar.ExprNode { return t.bin("/", t.num("8"), t.num("2"), num) }, 4.0, ""},
		{func(t *tree) grammar.ExprNode { return t.bin("**", t.num("2"), t.num("3"), num) }, 8.0, ""},
		{func(t *tree) grammar.ExprNode { return t.bin("%", t.num("7"), t.num("3"), num) }, 1, ""},
		{func(t *tree) grammar.ExprNode { return t.bin("*", t.num("2"), t.num("1.5"), num) }, 3.0, ""},
		{func(t *tree) grammar.ExprNode { return t.bin("-", t.v("x", num), t.num("1"), num) }, 1.5, ""},
		{func(t *tree) grammar.ExprNode { return t.bin("*", t.v("k", num), t.num("3"), num) }, 12, ""},
		{func(t *tree) grammar.ExprNode {
			return t.bin("*", t.num("2"), t.num("4611686018427387904"), num)
		}, nil, "whole-number overflow: 2 * 4611686018427387904 is beyond 9223372036854775807"},
		{func(t *tree) grammar.ExprNode { return t.bin("+", t.v("w", types.WordT), t.str("y"), types.WordT) }, "xy", ""},
		{func(t *tree) grammar.ExprNode { return t.bin("+", t.v("a", types.AnyT), t.num("1"), types.AnyT) }, nil,
			"invalid operation: string + int"},
		{func(t *tree) grammar.ExprNode { return t.bin("<", t.v("k", num), t.v("x", num), types.BoolT) }, false, ""},
		{func(t *tree) grammar.ExprNode { return t.bin("==", t.num("2"), t.num("2.0"), types.BoolT) }, true, ""},
		{func(t *tree) grammar.ExprNode { return t.bin("??", t.v("none", types.AnyT), t.num("3"), num) }, 3, ""},
		{func(t *tree) grammar.ExprNode {
			return t.bin("in", t.v("w", types.WordT), t.list(types.WordsT, t.str("x"), t.str("y")), types.BoolT)
		}, true, ""},
		{func(t *tree) grammar.ExprNode {
			return t.bin("not in", t.v("w", types.WordT), t.list(types.WordsT, t.str("y")), types.BoolT)
		}, true, ""},
		{func(t *tree) grammar.ExprNode {
			n := &grammar.Unary{Op: "-", X: t.v("k", num)}
			return t.typed(n, num)
		}, -4, ""},
		{func(t *tree) grammar.ExprNode {
			return t.call(BuiltinBinding, "max", num, t.v("k", num), t.v("x", num), t.num("3"))
		}, 4, ""},
		{func(t *tree) grammar.ExprNode { return t.call(BuiltinBinding, "abs", num, t.num("-2.5")) }, 2.5, ""},
		{func(t *tree) grammar.ExprNode { return t.call(BuiltinBinding, "abs", num, t.v("w", types.WordT)) }, nil,
			"invalid argument for abs (type string)"},
		{func(t *tree) grammar.ExprNode {
			return t.bin("==", t.call(BuiltinBinding, "split", types.WordsT, t.str("a_b"), t.str("_")),
				t.list(types.WordsT, t.str("a"), t.str("b")), types.BoolT)
		}, false, ""}, // a list of words is not a list of any, as expr compared them
		{func(t *tree) grammar.ExprNode {
			n := &grammar.Index{X: t.call(BuiltinBinding, "split", types.WordsT, t.str("a_b"), t.str("_")), Index: t.num("-1")}
			return t.typed(n, types.WordT)
		}, "b", ""},
		{func(t *tree) grammar.ExprNode {
			n := &grammar.Index{X: t.list(types.NumbersT, t.num("1")), Index: t.num("3")}
			return t.typed(n, num)
		}, nil, "index out of range: 3 (array length is 1)"},
	} {
		tr := newTree()
		x := c.build(tr)
		got, err := tr.run(x, nil, map[string]any{"x": 2.5, "k": 4, "w": "x", "a": "s"})
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%T: got %v, %v; want error %q", x, got, err, c.err)
			}
			continue
		}
		if err != nil || got != c.want {
			t.Errorf("%T: got %#v, %v; want %#v", x, got, err, c.want)
		}
	}
}

func TestEvalUnitsAndLoops(t *testing.T) {
	a, b, c := &world.Body{ID: "A", Side: "red"}, &world.Body{ID: "B", Side: "blue"}, &world.Body{ID: "C", Side: "red"}
	vals := map[string]any{"us": []*world.Body{a, b, c}, "u": b, "nobody": (*world.Body)(nil)}
	units, unit := types.UnitsT, types.UnitT
	side := func(t *tree, x grammar.ExprNode) grammar.ExprNode { return t.mem(x, "side", types.WordT) }
	for _, c := range []struct {
		build func(*tree) grammar.ExprNode
		want  string
	}{
		{func(t *tree) grammar.ExprNode { return t.bin("-", t.v("us", units), t.v("u", unit), units) }, "[A, C]"},
		{func(t *tree) grammar.ExprNode {
			return t.bin("+", t.bin("-", t.v("us", units), t.v("u", unit), units), t.v("u", unit), units)
		}, "[A, C, B]"},
		{func(t *tree) grammar.ExprNode {
			return t.loop("filter", "", t.v("us", units), func(it grammar.ExprNode) grammar.ExprNode {
				return t.bin("==", side(t, it), t.str("red"), types.BoolT)
			}, units)
		}, "[A, C]"},
		{func(t *tree) grammar.ExprNode { // named, and the inner list reads the outer element
			return t.loop("filter", "x", t.v("us", units), func(x grammar.ExprNode) grammar.ExprNode {
				inner := t.list(units, x)
				return t.loop("any", "y", inner, func(y grammar.ExprNode) grammar.ExprNode {
					return t.bin("==", side(t, y), t.str("blue"), types.BoolT)
				}, types.BoolT)
			}, units)
		}, "[B]"},
		{func(t *tree) grammar.ExprNode {
			return t.loop("count", "", t.v("us", units), func(it grammar.ExprNode) grammar.ExprNode {
				return t.bin("!=", it, t.v("u", unit), types.BoolT)
			}, types.NumberT)
		}, "2"},
		{func(t *tree) grammar.ExprNode {
			return t.loop("map", "", t.v("us", units), func(it grammar.ExprNode) grammar.ExprNode {
				return t.mem(it, "id", types.WordT)
			}, types.WordsT)
		}, "[A, B, C]"},
		{func(t *tree) grammar.ExprNode { return t.bin("in", t.v("u", unit), t.v("us", units), types.BoolT) }, "true"},
		{func(t *tree) grammar.ExprNode {
			return t.bin("in", t.v("u", unit), t.bin("-", t.v("us", units), t.v("u", unit), units), types.BoolT)
		}, "false"},
		{func(t *tree) grammar.ExprNode {
			n := &grammar.Member{X: t.v("nobody", unit), Name: &grammar.Ident{Name: "side"}, Optional: true}
			return t.typed(n, types.WordT)
		}, "none"},
		{func(t *tree) grammar.ExprNode { return side(t, t.v("nobody", unit)) }, "error: cannot get side from *world.Body"},
		{func(t *tree) grammar.ExprNode {
			n := &grammar.Index{X: t.v("none", types.UnitsT), Index: t.num("0"), Optional: true}
			return t.typed(n, unit)
		}, "none"},
		{func(t *tree) grammar.ExprNode { return t.call(BuiltinBinding, "exists", types.BoolT, t.v("us", units)) }, "true"},
	} {
		tr := newTree()
		x := c.build(tr)
		got, err := tr.run(x, nil, vals)
		s := Show(got)
		if err != nil {
			s = "error: " + err.Error()
		}
		if s != c.want {
			t.Errorf("%T: got %s, want %s", x, s, c.want)
		}
	}
}

func TestEvalDefsAndQueries(t *testing.T) {
	reg := engine.NewRegistry()
	calls := 0
	reg.AddFunc(&engine.Func{Name: "twice", Params: []types.Type{types.NumberT}, Result: types.NumberT,
		Fn: func(_ *engine.Ctx, a []any) (any, error) {
			calls++
			return a[0].(float64) * 2, nil
		}})
	tr := newTree()
	// def half(x: number) = x / 2, and def quarter(y: number) = half(half(y))
	pb := &Binding{Kind: DefParamBinding, Name: "x", Type: types.NumberT}
	half := &grammar.Def{Name: "half", Params: []*grammar.Param{{Name: "x", Type: "number"}},
		Value: &grammar.Expr{X: tr.bin("/", tr.id("x", pb), tr.num("2"), types.NumberT)}}
	hb := &Binding{Kind: DefBinding, Name: "half", Type: types.NumberT, Decl: half}
	qp := &Binding{Kind: DefParamBinding, Name: "y", Type: types.NumberT}
	callHalf := func(arg grammar.ExprNode) grammar.ExprNode {
		n := &grammar.CallExpr{Fun: tr.id("half", hb), Args: []grammar.ExprNode{arg}}
		return tr.typed(n, types.NumberT)
	}
	quarter := &grammar.Def{Name: "quarter", Params: []*grammar.Param{{Name: "y", Type: "number"}},
		Value: &grammar.Expr{X: callHalf(callHalf(tr.id("y", qp)))}}
	qb := &Binding{Kind: DefBinding, Name: "quarter", Type: types.NumberT, Decl: quarter}
	x := tr.bin("+", &grammar.CallExpr{Fun: tr.id("quarter", qb), Args: []grammar.ExprNode{
		tr.call(QueryBinding, "twice", types.NumberT, tr.v("k", types.NumberT))}},
		callHalf(tr.num("1")), types.NumberT)
	got, err := tr.run(x, reg, map[string]any{"k": 4})
	if err != nil || got != 2.5 || calls != 1 {
		t.Errorf("quarter(twice(4)) + half(1) = %v, %v after %d calls; want 2.5 after 1", got, err, calls)
	}
}

// TestEvalAllocs: a def call, a loop and a query call allocate nothing
// of their own once the run's buffers have grown.
func TestEvalAllocs(t *testing.T) {
	tr := newTree()
	pb := &Binding{Kind: DefParamBinding, Name: "x", Type: types.UnitT}
	d := &grammar.Def{Name: "pos", Params: []*grammar.Param{{Name: "x", Type: "unit"}},
		Value: &grammar.Expr{X: tr.typed(&grammar.Unary{Op: "not", X: tr.mem(tr.id("x", pb), "removed", types.BoolT)}, types.BoolT)}}
	db := &Binding{Kind: DefBinding, Name: "pos", Type: types.BoolT, Decl: d}
	x := tr.loop("any", "", tr.v("us", types.UnitsT), func(it grammar.ExprNode) grammar.ExprNode {
		n := &grammar.CallExpr{Fun: tr.id("pos", db), Args: []grammar.ExprNode{it}}
		return tr.typed(n, types.BoolT)
	}, types.BoolT)
	e := &evaluator{info: tr.info, defs: &defTable{}, frozen: true, slots: map[string]int{"us": 0}}
	fn := e.lower(x)
	f := &Frame{Vals: []any{[]*world.Body{{Removed: true}, {}}}, Run: &Env{}}
	if got := fn(f); got != true {
		t.Fatalf("got %v", got)
	}
	if n := testing.AllocsPerRun(100, func() { fn(f) }); n > 0 {
		t.Errorf("%v allocations per run, want 0", n)
	}
}

// TestEvalLiterals: lengths in millimetres, whole when they are.
func TestEvalLiterals(t *testing.T) {
	tr := newTree()
	e := &evaluator{}
	for _, c := range []struct{ text, want string }{{"25mm", "int 25"}, {"1in", "float64 25.4"}} {
		v, err := e.literal(&grammar.Lit{Kind: grammar.LengthLit, Value: c.text})
		if got := fmt.Sprintf("%s %v", reflect.TypeOf(v), v); err != nil || got != c.want {
			t.Errorf("%s: got %s, %v; want %s", c.text, got, err, c.want)
		}
	}
	_ = tr
}

// TestFitsAgreesWithCoerce: where Fits says a value already fits a
// parameter's type, Coerce gives it back unchanged; each case Fits takes
// is met, and a near miss of each is not taken.
func TestFitsAgreesWithCoerce(t *testing.T) {
	u := &world.Body{ID: "A"}
	vals := []any{u, (*world.Body)(nil), 2.5, 3, []*world.Body{u}, []any{u}, "w", true, nil}
	tys := []types.Type{types.UnitT, types.UnitsT, types.NumberT, types.LengthT, types.AngleT,
		types.WordT, types.BoolT, types.AnyT, types.NumbersT, types.ListT}
	fits := 0
	for _, v := range vals {
		for _, ty := range tys {
			if !Fits(v, ty) {
				continue
			}
			fits++
			got, err := Coerce(v, ty)
			if err != nil || !reflect.DeepEqual(got, v) || fmt.Sprintf("%T", got) != fmt.Sprintf("%T", v) {
				t.Errorf("Fits(%#v, %s) but Coerce gives %#v, %v", v, ty, got, err)
			}
		}
	}
	// a unit (twice), a number (three types) and a list of units
	if fits != 6 {
		t.Errorf("Fits took %d cases, want 6", fits)
	}
	if Fits(3, types.NumberT) || Fits([]any{u}, types.UnitsT) || Fits(u, types.UnitsT) {
		t.Error("Fits takes a value Coerce converts")
	}
}
