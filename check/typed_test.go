package check

import (
	"errors"
	"fmt"
	"testing"

	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/types"
	"github.com/rulec-dev/rulec/world"
)

// TestTypedQueryCalls checks the typed lowering of query calls (typed.go)
// against what the boxed call gives: values not of the form their static
// type says (nil for a unit, a whole number, a unit where a list of units
// is wanted) converted as argAs converts them, a mistyped value refused
// with argAs's error, a query's error as it returned it, and the boxed
// result (a number through the run's boxes).
func TestTypedQueryCalls(t *testing.T) {
	reg := engine.NewRegistry()
	var seen string
	reg.AddFunc(engine.Query2("count", "", func(_ *engine.Ctx, u *world.Body, l []*world.Body) (engine.Number, error) {
		seen = fmt.Sprintf("%v %d", u == nil, len(l))
		return engine.Number(len(l)), nil
	}))
	reg.AddFunc(engine.Query2("scaled", "", func(_ *engine.Ctx, x engine.Length, w string) (engine.Length, error) {
		if w == "bad" {
			return 0, errors.New("scaled: no such scale")
		}
		return x * 2, nil
	}))
	reg.AddFunc(engine.Query1("named", "", func(_ *engine.Ctx, u *world.Body) (bool, error) { return u != nil && u.ID == "A", nil }))
	a := &world.Body{ID: "A"}
	for _, c := range []struct {
		name string
		x    func(tr *tree) grammar.ExprNode // the call, built on tr
		vals map[string]any
		want string
	}{
		{"nil unit, a unit as a list", func(tr *tree) grammar.ExprNode {
			return tr.call(QueryBinding, "count", types.NumberT, tr.v("u", types.UnitT), tr.v("v", types.UnitT))
		}, map[string]any{"u": nil, "v": a}, "float64 1 <nil> / true 1"},
		{"no unit as a list", func(tr *tree) grammar.ExprNode {
			return tr.call(QueryBinding, "count", types.NumberT, tr.v("u", types.UnitT), tr.v("v", types.UnitT))
		}, map[string]any{"u": a, "v": nil}, "float64 0 <nil> / false 0"},
		{"a list", func(tr *tree) grammar.ExprNode {
			return tr.call(QueryBinding, "count", types.NumberT, tr.v("u", types.UnitT), tr.v("l", types.UnitsT))
		}, map[string]any{"u": a, "l": []*world.Body{a, a}}, "float64 2 <nil> / false 2"},
		{"a whole number, a nested call", func(tr *tree) grammar.ExprNode {
			return tr.call(QueryBinding, "scaled", types.LengthT,
				tr.call(QueryBinding, "scaled", types.LengthT, tr.v("n", types.LengthT), tr.str("x")), tr.str("x"))
		}, map[string]any{"n": 3}, "float64 12 <nil> / "},
		{"the query's error", func(tr *tree) grammar.ExprNode {
			return tr.call(QueryBinding, "scaled", types.LengthT, tr.num("2"), tr.str("bad"))
		}, nil, "<nil> <nil> scaled: no such scale / "},
		{"a mistyped value", func(tr *tree) grammar.ExprNode {
			return tr.call(QueryBinding, "named", types.BoolT, tr.v("u", types.UnitT))
		}, map[string]any{"u": "A"}, "<nil> <nil> named: argument 1: want a unit, not A / "},
		{"a bool", func(tr *tree) grammar.ExprNode {
			return tr.call(QueryBinding, "named", types.BoolT, tr.v("u", types.UnitT))
		}, map[string]any{"u": a}, "bool true <nil> / "},
	} {
		tr := newTree()
		x := c.x(tr)
		seen = ""
		e := &evaluator{info: tr.info, reg: reg, defs: &defTable{}}
		if e.typedQuery(x.(*grammar.CallExpr)) == nil {
			t.Errorf("%s: no typed form", c.name)
		}
		v, err := tr.run(x, reg, c.vals)
		got := fmt.Sprintf("%T %v %v / %s", v, v, err, seen)
		if v == nil {
			got = fmt.Sprintf("%v %v %v / %s", v, v, err, seen)
		}
		if got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}
