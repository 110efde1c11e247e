package engine

import (
	"errors"
	"fmt"
	"reflect"
	"runtime"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/types"
	"github.com/rulec-dev/rulec/world"
)

// typedSample returns v, a sample argument of type p, as the Arg of p's
// typed form; nil if p has none.
func typedSample(p types.Type, v any) any {
	switch {
	case p == types.UnitT:
		b, _ := v.(*world.Body)
		return Arg[*world.Body](func(*Ctx, any) *world.Body { return b })
	case p == types.UnitsT:
		l, _ := v.([]*world.Body)
		return Arg[[]*world.Body](func(*Ctx, any) []*world.Body { return l })
	case p == types.WordT:
		s, _ := v.(string)
		return Arg[string](func(*Ctx, any) string { return s })
	case p == types.BoolT:
		x, _ := v.(bool)
		return Arg[bool](func(*Ctx, any) bool { return x })
	case p.IsNumber() || p == types.AnyT:
		x, _ := v.(float64)
		return Arg[float64](func(*Ctx, any) float64 { return x })
	}
	return nil
}

// typedOutcome is what a typed call gives, its panic's error included, as
// typed.
func typedOutcome(g any, c *Ctx) (s string) {
	defer func() {
		if p := recover(); p != nil {
			if err, ok := p.(error); ok && !isRuntime(err) {
				s = fmt.Sprintf("%#v / %v", nil, err) // the query's error
			} else {
				s = fmt.Sprintf("panic: %v", p)
			}
		}
	}()
	var v any
	switch g := g.(type) {
	case Arg[*world.Body]:
		v = g(c, nil)
	case Arg[[]*world.Body]:
		v = g(c, nil)
	case Arg[string]:
		v = g(c, nil)
	case Arg[bool]:
		v = g(c, nil)
	case Arg[float64]:
		v = g(c, nil)
	default:
		return fmt.Sprintf("no typed form %T", g)
	}
	return fmt.Sprintf("%#v / %v", v, nil)
}

// isRuntime reports whether err is the runtime's (a nil unit read), not
// a query's.
func isRuntime(err error) bool {
	_, ok := err.(runtime.Error)
	return ok
}

// TestBoundCallsAgree checks that every query that binds typed (Bind)
// gives, called typed, what Fn gives on the same arguments, its errors
// included (as the panic's error): the checker's lowered calls take the
// typed form where there is one. Every query of at most two arguments
// whose parameters and result are units, lists of units, words, bools or
// numbers binds.
func TestBoundCallsAgree(t *testing.T) {
	w := world.New(geom.Board{W: 1000, H: 1000}, geom.Units{}, 0.1)
	a := &world.Body{ID: "A", Kind: world.KindUnit, Side: "red", Rect: geom.Rect{Centre: geom.Vec{X: 300, Y: 300}, Width: 100, Depth: 40}}
	b := &world.Body{ID: "B", Kind: world.KindUnit, Side: "blue", Rect: geom.Rect{Centre: geom.Vec{X: 300, Y: 420}, Width: 100, Depth: 40, Facing: 180}}
	w.Add(a)
	w.Add(b)
	samples := map[types.Type][]any{
		types.UnitT:   {a, b, nil},
		types.UnitsT:  {[]*world.Body{a, b}, []*world.Body(nil), []*world.Body{b}},
		types.LengthT: {25.4, 0.0, 2.0},
		types.AngleT:  {90.0, -45.0},
		types.NumberT: {1.0, 3.0},
		types.WordT:   {"impassable", "front", ""},
		types.BoolT:   {true, false},
	}
	typedKind := func(p types.Type) bool {
		return p == types.UnitT || p == types.UnitsT || p == types.WordT || p == types.BoolT || p.IsNumber()
	}
	r := directRun{w}
	n := 0
	for _, name := range Stdlib().FuncNames() {
		f := Stdlib().Func(name)
		want := len(f.Params) <= 2 && f.Bind != nil && typedKind(f.Result)
		for _, p := range f.Params {
			want = want && typedKind(p)
		}
		for k := range 3 {
			args := make([]any, len(f.Params))
			typed := make([]any, len(f.Params))
			for i, p := range f.Params {
				if s := samples[p]; len(s) > 0 {
					args[i] = s[(k+i)%len(s)]
				}
				typed[i] = typedSample(p, args[i])
			}
			var g any
			if f.Bind != nil {
				g = f.Bind(typed)
			}
			if g == nil {
				if want {
					t.Errorf("%s%v: no typed form", name, f.Params)
				}
				break
			}
			fresh := func() *Ctx { c := &Ctx{}; c.Reset(r); return c }
			viaFn := outcome(func() (any, error) {
				v, err := f.Fn(fresh(), args)
				if kept, ok := v.([]*world.Body); ok || v == nil && f.Result == types.UnitsT {
					return kept, err // the typed form unboxes it
				}
				if err != nil {
					return nil, err
				}
				return v, nil
			})
			got := typedOutcome(g, fresh())
			n++
			if viaFn != got {
				t.Errorf("%s%v: Fn gives %s, the typed call %s", name, args, viaFn, got)
			}
		}
	}
	if n < 60 {
		t.Errorf("only %d typed calls compared", n)
	}
}

// TestBindRefusesOtherForms checks that Bind answers nil for arguments
// not of their parameters' typed forms, and that a typed call without a
// world fails as the boxed call in a constant does.
func TestBindRefusesOtherForms(t *testing.T) {
	f := Stdlib().Func("has")
	unit := Arg[*world.Body](func(*Ctx, any) *world.Body { return nil })
	word := Arg[string](func(*Ctx, any) string { return "x" })
	if f.Bind([]any{word, unit}) != nil || f.Bind([]any{unit}) != nil || f.Bind([]any{unit, nil}) != nil {
		t.Error("has binds arguments not of its parameters' forms")
	}
	g, ok := f.Bind([]any{unit, word}).(Arg[bool])
	if !ok {
		t.Fatalf("has(unit, word) binds to %T", f.Bind([]any{unit, word}))
	}
	func() {
		defer func() {
			err, _ := recover().(error)
			if want := NoWorld("has"); err == nil || !errors.Is(err, err) || err.Error() != want.Error() {
				t.Errorf("has without a world fails with %v, want %v", err, want)
			}
		}()
		g(nil, nil)
	}()
	if Stdlib().Func("pivoted") == nil || reflect.TypeOf(Stdlib().Func("units").Bind(nil)) != reflect.TypeOf(Arg[[]*world.Body](nil)) {
		t.Error("units() does not bind to a list of units")
	}
}
