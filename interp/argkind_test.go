package interp

import (
	"testing"

	"github.com/rulec-dev/rulec/internal/box"
	"github.com/rulec-dev/rulec/types"
	"github.com/rulec-dev/rulec/world"
)

// TestArgKindFits checks that an inlined call's plan passes a variable's
// value as it is exactly when fitsKind would (box.SameType against the
// plan's value of the parameter's Go type, and box.SameTypeAt as
// inlineOp reads them): for each parameter type an
// inlined call plans, and values of those types and others, nil ones
// among them.
func TestArgKindFits(t *testing.T) {
	u := &world.Body{ID: "A"}
	vals := []any{nil, u, (*world.Body)(nil), 2.5, 0.0, 3, "A", true, []*world.Body{u}, []*world.Body(nil), []any{u}} // never a noFit: no run makes one
	for _, typ := range []types.Type{types.UnitT, types.LengthT, types.AngleT, types.NumberT, types.UnitsT, types.BoolT, types.WordT} {
		kind, fits := argKind(typ)
		for _, v := range vals {
			want := fitsKind(v, kind)
			if kind == 0 {
				want = false // the plan runs inlineArg, as fitsKind's false says
			}
			if got := box.SameType(v, fits); got != want {
				t.Errorf("%v: a variable holding %#v passed as it is: %v, want %v", typ, v, got, want)
			}
			slots := []any{v} // as inlineOp reads it: in a frame's slot
			p := inArg{fits: fits}
			if got := box.SameTypeAt(&slots[0], &p.fits); got != want {
				t.Errorf("%v: a slot holding %#v passed as it is: %v, want %v", typ, v, got, want)
			}
		}
	}
}
