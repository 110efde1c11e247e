package engine

import (
	"reflect"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// TestQueryAdapters checks what a typed declaration gives: the signature
// the checker reads (numbers as float64), the dimensions, the arguments
// unboxed (a length from a float64), a nil pointer answered as nil, and an
// argument of the wrong type refused with the query's name.
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
	want := reflect.TypeOf(new(func(*Ctx, *world.Body, float64, float64) *world.Body))
	if got := reflect.TypeOf(f.Sig); got != want {
		t.Errorf("Sig %v, want %v", got, want)
	}
	if f.Dims != "_LA>_" {
		t.Errorf("Dims %q, want _LA>_", f.Dims)
	}
	u := &world.Body{ID: "A", Rect: geom.Rect{Width: 2}}
	v, err := f.Fn(nil, []any{u, 3.0, 90.0})
	if err != nil || v != any(u) || u.Rect.Width != 5 || u.Rect.Facing != 90 {
		t.Errorf("Fn(A, 3, 90) = %v, %v; width %v facing %v", v, err, u.Rect.Width, u.Rect.Facing)
	}
	if v, err := f.Fn(nil, []any{nil, 1.0, 0.0}); v != nil || err != nil {
		t.Errorf("Fn(nil, ...) = %#v, %v; want an untyped nil", v, err)
	}
	if _, err := f.Fn(nil, []any{u, "far", 0.0}); err == nil || err.Error() != "grow: argument 2 is string, not engine.Length" {
		t.Errorf("Fn(A, \"far\", 0): %v", err)
	}
	g := Query1("double", "", func(c *Ctx, x Number) (Number, error) { return 2 * x, nil })
	if v, err := g.Fn(nil, []any{2.5}); v != any(5.0) || err != nil || g.Dims != "N>N" {
		t.Errorf("double(2.5) = %#v, %v (dims %q); want the float64 5", v, err, g.Dims)
	}
}
