package geom

import (
	"math"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

func TestFirstContactsByHand(t *testing.T) {
	const tol = 0.0254
	unit := Rect{Centre: V(0, 0), Facing: 0, Width: 40, Depth: 20} // front at y=10
	obs := []Shape{
		RectShape(Rect{V(0, 60), 180, 40, 20}),                                // front to front at 40
		RectShape(Rect{V(40, 50), 0, 40, 20}),                                 // corner to corner at 30
		CircleShape(Circle{V(0, 80), 5}),                                      // hidden behind the first, at 65
		SegShape(Seg{V(-100, 50.01), V(100, 50.01)}),                          // a wall, tied with the first
		PolyShape(Polygon{[]Vec{V(-60, 0), V(-21, 0), V(-21, 5), V(-60, 5)}}), // beside, 1mm off: no hit
		RectShape(Rect{V(-20.01, 0), 0, 0.02, 30}),                            // beside within tol: 0
		CircleShape(Circle{V(20+5*math.Sqrt2/2, 100+5*math.Sqrt2/2), 5}),      // off the front-right corner at 90
		RectShape(Rect{V(0, 200), 0, 40, 20}),                                 // beyond reach
	}
	got := FirstContacts(unit, 100, obs, tol)
	want := []Hit{
		{Index: 5, Dist: 0},
		{Index: 1, Dist: 30},
		{Index: 0, Dist: 40, Tie: true},
		{Index: 3, Dist: 40.01, Tie: true},
		{Index: 2, Dist: 65},
		{Index: 6, Dist: 90},
	}
	if diff := cmp.Diff(want, got, cmpopts.EquateApprox(0, 1e-9)); diff != "" {
		t.Errorf("FirstContacts (-want +got):\n%s", diff)
	}
	// Backwards along an arbitrary direction: the same geometry seen from
	// a unit facing 180 moving with d < 0.
	back := FirstContactsAlong(unit.PivotTo(180), V(0, -1), -100, obs, tol)
	if diff := cmp.Diff(want, back, cmpopts.EquateApprox(0, 1e-9)); diff != "" {
		t.Errorf("FirstContactsAlong backwards (-want +got):\n%s", diff)
	}
}

// stepContact finds first contact by creeping forward in steps.
func stepContact(r Rect, dir Vec, d float64, ob Shape, tol, step float64) (float64, bool) {
	if Distance(RectShape(r), ob) <= tol {
		return 0, true
	}
	for t := step; t <= d+tol; t += step {
		if Distance(RectShape(r.Translate(dir.Scale(t))), ob) <= 1e-9 {
			return t, true
		}
	}
	return 0, false
}

func TestFirstContactsAgreeWithStepping(t *testing.T) {
	r := seeded(t, 3)
	const step, tol = 0.01, 0.001
	for i := range 150 {
		unit := randRect(r)
		dir := Dir(r.Float64() * 360)
		d := 20 + r.Float64()*100
		ob := aheadOf(randShape(r), unit, dir, d, r.Float64(), r.Float64())
		checkAgainstStepping(t, i, unit, dir, d, ob, tol, step)
	}
}

func checkAgainstStepping(t *testing.T, i int, unit Rect, dir Vec, d float64, ob Shape, tol, step float64) {
	t.Helper()
	hits := FirstContactsAlong(unit, dir, d, []Shape{ob}, tol)
	want, ok := stepContact(unit, dir, d, ob, tol, step)
	switch {
	case len(hits) == 0 && !ok:
	case len(hits) == 0:
		t.Errorf("case %d: stepping meets %v at %v, sweep finds nothing", i, ob.Kind, want)
	case !ok:
		if hits[0].Dist < d-step {
			t.Errorf("case %d: sweep meets %v at %v, stepping finds nothing", i, ob.Kind, hits[0].Dist)
		}
	case want < hits[0].Dist-1e-9 || want > hits[0].Dist+step+1e-9:
		t.Errorf("case %d: sweep meets %v at %v, stepping at %v", i, ob.Kind, hits[0].Dist, want)
	}
}

// aheadOf moves ob so that its bounding box centre lies somewhere in the
// way of unit moving d along dir: fraction f along, lateral offset l.
func aheadOf(ob Shape, unit Rect, dir Vec, d, f, l float64) Shape {
	lo, hi := ob.Bounds()
	c := lo.Add(hi).Scale(0.5)
	want := unit.Centre.Add(dir.Scale(f * (d + 40))).Add(dir.perp().Scale((l - 0.5) * 150))
	return moveShape(ob, 0, want.Sub(c))
}
