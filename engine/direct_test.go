package engine

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/types"
	"github.com/rulec-dev/rulec/world"
)

// directRun is the least engine.Run a query needs.
type directRun struct{ w *world.World }

func (r directRun) World() *world.World                  { return r.w }
func (r directRun) Tol() float64                         { return r.w.Tol }
func (r directRun) Moved(*world.Body, string, geom.Rect) {}
func (r directRun) Note(string, string)                  {}

// outcome is what a query call gives, a panic included, as text.
func outcome(call func() (any, error)) (s string) {
	defer func() {
		if p := recover(); p != nil {
			s = fmt.Sprintf("panic: %v", p)
		}
	}()
	v, err := call()
	return fmt.Sprintf("%#v / %v", v, err)
}

// TestDirectCallsAgree checks that every query of one or two arguments
// gives, called directly (Call1, Call2, Units1, Units2), what Fn and Units
// give on the same arguments, its errors included: the checker's lowered
// calls take the direct form where there is one.
func TestDirectCallsAgree(t *testing.T) {
	w := world.New(geom.Board{W: 1000, H: 1000}, geom.Units{}, 0.1)
	a := &world.Body{ID: "A", Kind: world.KindUnit, Side: "red", Rect: geom.Rect{Centre: geom.Vec{X: 300, Y: 300}, Width: 100, Depth: 40}}
	b := &world.Body{ID: "B", Kind: world.KindUnit, Side: "blue", Rect: geom.Rect{Centre: geom.Vec{X: 300, Y: 420}, Width: 100, Depth: 40, Facing: 180}}
	w.Add(a)
	w.Add(b)
	samples := map[types.Type][]any{
		types.UnitT:   {a, b, nil, "A"},
		types.UnitsT:  {[]*world.Body{a, b}, []*world.Body(nil), a, 3.0},
		types.LengthT: {25.4, 0.0, 2, "x"},
		types.AngleT:  {90.0, -45.0},
		types.NumberT: {1.0, 3},
		types.WordT:   {"impassable", "front", ""},
		types.BoolT:   {true},
		types.PointT:  {geom.Vec{X: 300, Y: 360}},
		types.AnyT:    {1.0},
	}
	arg := func(p types.Type, k int) any {
		s := samples[p]
		if len(s) == 0 {
			return nil
		}
		return s[k%len(s)]
	}
	r := directRun{w}
	n := 0
	for _, name := range Stdlib().FuncNames() {
		f := Stdlib().Func(name)
		if f.Call1 == nil && f.Call2 == nil {
			continue
		}
		for k := range 4 {
			args := make([]any, len(f.Params))
			for i, p := range f.Params {
				args[i] = arg(p, k+i)
			}
			fresh := func() *Ctx { c := &Ctx{}; c.Reset(r); return c }
			var viaFn, direct, viaUnits, units string
			viaFn = outcome(func() (any, error) { return f.Fn(fresh(), args) })
			switch len(args) {
			case 1:
				direct = outcome(func() (any, error) { return f.Call1(fresh(), args[0]) })
				if f.Units1 != nil {
					viaUnits = outcome(func() (any, error) { return f.Units(fresh(), args) })
					units = outcome(func() (any, error) { return f.Units1(fresh(), args[0]) })
				}
			case 2:
				direct = outcome(func() (any, error) { return f.Call2(fresh(), args[0], args[1]) })
				if f.Units2 != nil {
					viaUnits = outcome(func() (any, error) { return f.Units(fresh(), args) })
					units = outcome(func() (any, error) { return f.Units2(fresh(), args[0], args[1]) })
				}
			default:
				t.Errorf("%s has %d parameters and a direct form", name, len(args))
				continue
			}
			n++
			if viaFn != direct {
				t.Errorf("%s%v: Fn gives %s, the direct call %s", name, args, viaFn, direct)
			}
			if viaUnits != units {
				t.Errorf("%s%v: Units gives %s, the direct call %s", name, args, viaUnits, units)
			}
		}
	}
	if n < 40 {
		t.Errorf("only %d direct calls compared", n)
	}
}

// TestDirectListResultKeepsItsBox checks that a list result that is one
// of the arguments given directly is passed on in its box, as Fn passes
// it, and without an allocation.
func TestDirectListResultKeepsItsBox(t *testing.T) {
	second := Query2("second", "", func(c *Ctx, a, b []*world.Body) ([]*world.Body, error) { return b, nil })
	list := []*world.Body{{ID: "A"}}
	var boxed any = list
	c := &Ctx{}
	c.Reset(directRun{world.New(geom.Board{W: 10, H: 10}, geom.Units{}, 0.1)})
	if allocs := testing.AllocsPerRun(100, func() {
		v, _ := second.Call2(c, nil, boxed)
		if v == nil {
			t.Fatal("nil")
		}
	}); allocs != 0 {
		t.Errorf("second(nil, l) allocates %v times, want 0", allocs)
	}
	if v, _ := second.Call2(c, nil, boxed); !reflect.DeepEqual(v, boxed) || c.pair != [2]any{} {
		t.Errorf("second(nil, l) = %v; pair left %v", v, c.pair)
	}
}
