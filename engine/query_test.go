package engine

import (
	"reflect"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/types"
	"github.com/rulec-dev/rulec/world"
)

// TestQueryAdapters checks what a typed declaration gives: the types the
// checker reads, the signature the old checker reads (numbers as
// float64), the dimensions, the arguments unboxed (a length from a
// float64), a nil pointer passed on as the nil it is, and an argument of
// the wrong type refused with the query's name.
func TestQueryAdapters(t *testing.T) {
	f := Query3("grow", "grow(u, by, turn) returns ...",
		func(c *Ctx, u *world.Body, by Length, turn Angle) (*world.Body, error) {
			if u == nil {
				return nil, nil
			}
			u.Rect.Width += float64(by)
			u.Rect.Facing += float64(turn)
			return u, nil
		})
	if want := []types.Type{types.UnitT, types.LengthT, types.AngleT}; !reflect.DeepEqual(f.Params, want) || f.Result != types.UnitT {
		t.Errorf("Params %v Result %v, want %v and unit", f.Params, f.Result, want)
	}
	u := &world.Body{ID: "A", Rect: geom.Rect{Width: 2}}
	v, err := f.Fn(nil, []any{u, 3.0, 90.0})
	if err != nil || v != any(u) || u.Rect.Width != 5 || u.Rect.Facing != 90 {
		t.Errorf("Fn(A, 3, 90) = %v, %v; width %v facing %v", v, err, u.Rect.Width, u.Rect.Facing)
	}
	if v, err := f.Fn(nil, []any{nil, 1.0, 0.0}); v != any((*world.Body)(nil)) || err != nil {
		t.Errorf("Fn(nil, ...) = %#v, %v; want a nil unit", v, err)
	}
	if _, err := f.Fn(nil, []any{u, "far", 0.0}); err == nil || err.Error() != "grow: argument 2 is a word, where a length is wanted" {
		t.Errorf("Fn(A, \"far\", 0): %v", err)
	}
	if _, err := f.Fn(nil, []any{u, 1.0}); err == nil || err.Error() != "grow takes 3 arguments, not 2" {
		t.Errorf("Fn(A, 1): %v", err)
	}
	g := Query1("double", "", func(c *Ctx, x Number) (Number, error) { return 2 * x, nil })
	if v, err := g.Fn(nil, []any{2.5}); v != any(5.0) || err != nil || g.Result != types.NumberT {
		t.Errorf("double(2.5) = %#v, %v (result %v); want the float64 5, a number", v, err, g.Result)
	}
}

// TestListResultsKeepTheirBox checks that a list result that is one of
// the arguments, or the list a run keeps, is passed on in the box it
// already has: boxing it again would be an allocation on every call.
func TestListResultsKeepTheirBox(t *testing.T) {
	first := Query2("first", "", func(c *Ctx, a, b []*world.Body) ([]*world.Body, error) { return a, nil })
	list := []*world.Body{{ID: "A"}}
	var boxed any = list
	args := []any{boxed, boxed}
	if allocs := testing.AllocsPerRun(100, func() {
		v, _ := first.Fn(nil, args)
		if v == nil {
			t.Fatal("nil")
		}
	}); allocs != 0 {
		t.Errorf("first(l, l) allocates %v times, want 0", allocs)
	}
	if !sameList(list, boxed) || sameList(list[:0], boxed) || sameList([]*world.Body(nil), []*world.Body{}) {
		t.Error("sameList tells lists apart wrongly")
	}
	c := &Ctx{runState: runState{W: &world.World{Bodies: list}}}
	units := Stdlib().Func("units")
	a, _ := units.Fn(c, nil)
	b, _ := units.Fn(c, nil)
	if allocs := testing.AllocsPerRun(100, func() { units.Fn(c, nil) }); allocs != 0 || !reflect.DeepEqual(a, b) {
		t.Errorf("units() kept allocates %v times, want 0", allocs)
	}
}

// TestActionAdapters checks an action's declared parameters and its
// arguments unboxed: an optional one left out (nil) arrives not Ok, and an
// argument of the wrong type is refused naming the parameter.
func TestActionAdapters(t *testing.T) {
	var got Maybe[Length]
	a := Action2("nudge", "", "unit", "by", func(c *Ctx, u *world.Body, by Maybe[Length]) error {
		got = by
		return nil
	})
	want := []ActionParam{
		{Name: "unit", Type: types.UnitT},
		{Name: "by", Type: types.LengthT, Optional: true},
	}
	if !reflect.DeepEqual(a.Params, want) {
		t.Errorf("Params %+v, want %+v", a.Params, want)
	}
	if err := a.Run(nil, []any{&world.Body{}, nil}); err != nil || got.Ok {
		t.Errorf("nudge u: %v, by %+v", err, got)
	}
	if err := a.Run(nil, []any{&world.Body{}, 2.0}); err != nil || got != (Maybe[Length]{2, true}) {
		t.Errorf("nudge u, by: 2: %v, by %+v", err, got)
	}
	if err := a.Run(nil, []any{&world.Body{}, "x"}); err == nil || err.Error() != `nudge: argument "by" is a word, where a length is wanted` {
		t.Errorf("nudge u, by: \"x\": %v", err)
	}
}

// TestEveryValueConverts runs convOf on every type a query or an action
// may declare, and checks its type agrees with GoType and TypeOf.
func TestEveryValueConverts(t *testing.T) {
	check := func(name string, typ types.Type, sig reflect.Type, named reflect.Type) {
		t.Helper()
		if typ != types.AnyT && GoType(typ) != sig {
			t.Errorf("%s: GoType(%v) = %v, its signature says %v", name, typ, GoType(typ), sig)
		}
		if TypeOf(named) != typ {
			t.Errorf("%s: TypeOf = %v, declared %v", name, TypeOf(named), typ)
		}
	}
	each := []func(){
		func() { c := convOf[Length](); check("Length", c.typ, c.sig, reflect.TypeFor[Length]()) },
		func() { c := convOf[Angle](); check("Angle", c.typ, c.sig, reflect.TypeFor[Angle]()) },
		func() { c := convOf[Number](); check("Number", c.typ, c.sig, reflect.TypeFor[Number]()) },
		func() { c := convOf[Measure](); check("Measure", c.typ, c.sig, reflect.TypeFor[any]()) },
		func() { c := convOf[bool](); check("bool", c.typ, c.sig, c.sig) },
		func() { c := convOf[string](); check("string", c.typ, c.sig, c.sig) },
		func() { c := convOf[geom.Vec](); check("Vec", c.typ, c.sig, c.sig) },
		func() { c := convOf[*world.Body](); check("unit", c.typ, c.sig, c.sig) },
		func() { c := convOf[[]*world.Body](); check("units", c.typ, c.sig, c.sig) },
		func() { c := convOf[*Placement](); check("placement", c.typ, c.sig, c.sig) },
		func() { c := convOf[[]*Placement](); check("placements", c.typ, c.sig, c.sig) },
		func() { c := convOf[*Spot](); check("spot", c.typ, c.sig, c.sig) },
		func() { c := convOf[[]*Spot](); check("spots", c.typ, c.sig, c.sig) },
		func() { c := convOf[*Model](); check("model", c.typ, c.sig, c.sig) },
		func() { c := convOf[[]*Model](); check("models", c.typ, c.sig, c.sig) },
		func() { c := convOf[[]float64](); check("numbers", c.typ, c.sig, c.sig) },
		func() { c := convOf[Lengths](); check("lengths", c.typ, c.sig, reflect.TypeFor[Lengths]()) },
		func() { c := convOf[Angles](); check("angles", c.typ, c.sig, reflect.TypeFor[Angles]()) },
		func() { c := convOf[[]string](); check("words", c.typ, c.sig, c.sig) },
		func() { c := convOf[keptUnits](); check("kept units", c.typ, c.sig, c.sig) },
		func() { convOf[Maybe[Length]]() },
		func() { convOf[Maybe[Angle]]() },
		func() { convOf[Maybe[Number]]() },
		func() { convOf[Maybe[bool]]() },
		func() { convOf[Maybe[string]]() },
		func() { convOf[Maybe[geom.Vec]]() },
		func() { convOf[Maybe[*world.Body]]() },
		func() { convOf[Maybe[[]*world.Body]]() },
		func() { convOf[Maybe[*Placement]]() },
		func() { convOf[Maybe[*Spot]]() },
		func() { convOf[Maybe[*Model]]() },
	}
	for _, f := range each {
		f()
	}
}

// TestLengthProp reads a prop as a length: given with its unit it is
// kept (millimetres inside), a bare number is in the world's default unit
// (4 in a world in inches is 101.6mm; in one in millimetres, 4mm), a
// missing prop gives the fallback, and a word is refused naming the place.
func TestLengthProp(t *testing.T) {
	f := Stdlib().Func("length_prop")
	u := &world.Body{ID: "B", Props: map[string]world.Value{
		"given": {Kind: "length", Number: 50.8},
		"bare":  {Kind: "number", Number: 4},
		"kind":  {Kind: "word", Word: "fast", Where: "s.yaml:3:5"},
	}}
	inches := &Ctx{runState: runState{W: &world.World{Units: geom.Units{Default: "in"}}}}
	mm := &Ctx{runState: runState{W: &world.World{Units: geom.Units{Default: "mm"}}}}
	tests := []struct {
		c    *Ctx
		name string
		want float64
	}{
		{inches, "given", 50.8},
		{mm, "given", 50.8},
		{inches, "bare", 101.6},
		{mm, "bare", 4},
		{inches, "missing", 7},
	}
	for _, tt := range tests {
		v, err := f.Fn(tt.c, []any{u, tt.name, 7.0})
		if err != nil || v != any(tt.want) {
			t.Errorf("length_prop(B, %q, 7) in %s = %#v, %v; want %v", tt.name, tt.c.W.Units.Default, v, err, tt.want)
		}
	}
	_, err := f.Fn(inches, []any{u, "kind", 0.0})
	if want := `s.yaml:3:5: unit "B" prop "kind" is the word "fast", where a length is wanted`; err == nil || err.Error() != want {
		t.Errorf("length_prop(B, \"kind\", 0): %v, want %s", err, want)
	}
}
