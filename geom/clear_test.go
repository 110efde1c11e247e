package geom

import (
	"testing"
)

func TestBacktrackByHand(t *testing.T) {
	const tol = 0.0254
	start := Rect{Centre: V(0, 0), Facing: 0, Width: 40, Depth: 20}
	end := start.MoveForward(100)
	enemy := RectShape(Rect{V(0, 100), 0, 40, 20}) // rear edge at y=90
	// Must end more than 1in away: the front (y+10) stops 25.4-tol short.
	got, ok := Backtrack(start, end, inch, []Shape{enemy}, tol)
	if !ok || !near(got.Centre.Y, 90-10-(inch-tol), 1e-6) || got.Centre.X != 0 {
		t.Errorf("Backtrack = %+v, %v", got, ok)
	}
	// Clear of it already: end is legal.
	if got, ok := Backtrack(start, start.MoveForward(30), inch, []Shape{enemy}, tol); !ok || got != start.MoveForward(30) {
		t.Errorf("Backtrack to a legal end = %+v, %v", got, ok)
	}
	// Starting too close: nothing legal.
	if _, ok := Backtrack(start.MoveForward(60), end, inch, []Shape{enemy}, tol); ok {
		t.Error("Backtrack from an illegal start succeeded")
	}
	// No clearance: back to exact contact.
	if got, ok := Backtrack(start, end, 0, []Shape{enemy}, tol); !ok || !near(got.Centre.Y, 80, 1e-6) {
		t.Errorf("Backtrack to contact = %+v, %v", got, ok)
	}
	// Through a concave wood to the far side: the end inside is illegal,
	// backtracking stops at its far edge... which is behind: it stops at
	// the near edge of the wood's arm the rect was inside.
	ell := PolyShape(Polygon{[]Vec{V(-50, 150), V(50, 150), V(50, 200), V(0, 200), V(0, 250), V(-50, 250)}})
	got, ok = Backtrack(start, start.MoveForward(230), 0, []Shape{ell}, tol)
	if !ok || !near(got.Centre.Y, 140, 1e-6) {
		t.Errorf("Backtrack out of a wood = %+v, %v", got, ok)
	}
}

func TestBacktrackIsLegalAndTight(t *testing.T) {
	r := seeded(t, 4)
	const tol = 0.0254
	for i := range 300 {
		start := randRect(r)
		dir := Dir(r.Float64() * 360)
		end := start.Translate(dir.Scale(20 + r.Float64()*150))
		var obs []Shape
		for range 3 {
			obs = append(obs, aheadOf(randShape(r), start, dir, end.Centre.Dist(start.Centre), r.Float64(), r.Float64()))
		}
		clear := r.Float64() * 30
		got, ok := Backtrack(start, end, clear, obs, tol)
		if !ok {
			if legal(start, clear, obs, tol) {
				t.Errorf("case %d: start is legal but Backtrack failed", i)
			}
			continue
		}
		if !legal(got, clear-1e-6, obs, tol) {
			t.Errorf("case %d: Backtrack result is illegal", i)
		}
		if got == end {
			continue
		}
		// Just beyond the result (towards end) there must be an illegal
		// position.
		step := end.Centre.Sub(got.Centre).Norm().Scale(tol)
		if legal(got.Translate(step), clear, obs, tol) {
			t.Errorf("case %d: %v further on is still legal", i, tol)
		}
	}
}

func legal(r Rect, clear float64, obs []Shape, tol float64) bool {
	for _, ob := range obs {
		d := Distance(RectShape(r), ob)
		if clear-tol > 0 && d < clear-tol || clear-tol <= 0 && Penetration(RectShape(r), ob) > 1e-9 {
			return false
		}
	}
	return true
}

func TestClearAhead(t *testing.T) {
	const tol = 0.0254
	unit := Rect{Centre: V(0, 0), Facing: 0, Width: 40, Depth: 20}
	obs := []Shape{
		RectShape(Rect{V(0, 0), 0, 10, 10}),    // overlapping: clear at y=15
		RectShape(Rect{V(30, 30), 0, 10, 10}),  // beside the path: no matter
		CircleShape(Circle{V(0, 20), 5}),       // in the way then: clear at 35
		SegShape(Seg{V(-100, 40), V(100, 40)}), // wall: clear at 50
		RectShape(Rect{V(0, 1000), 0, 10, 10}), // far away
	}
	tests := []struct {
		obs  []Shape
		max  float64
		want float64
		ok   bool
	}{
		{obs[:1], 100, 15, true},
		{obs[:2], 100, 15, true},
		{obs[1:2], 100, 0, true},
		{obs[:3], 100, 35, true},
		{obs[:4], 100, 50, true},
		{obs, 100, 50, true},
		{obs[:4], 45, 0, false},
	}
	for i, tt := range tests {
		got, ok := ClearAhead(unit, V(0, 1), tt.obs, tol, tt.max)
		if ok != tt.ok || !near(got, tt.want, 1e-9) {
			t.Errorf("case %d: ClearAhead = %v, %v, want %v, %v", i, got, ok, tt.want, tt.ok)
		}
	}
}

// A rectangle that already just touches a body ahead of it (its front on the
// body's edge, up to rounding) overlaps nothing: ClearAhead must not push it
// through the body. In inches held as mm the touching edges differ by a
// rounding error (tests/t9a/fresh2/f21_flee_ends_touching_enemy).
func TestClearAheadStartsTouching(t *testing.T) {
	const in, tol = 25.4, 0.0254
	for _, y := range []float64{25, 25.1, 30.3, 1.7} {
		unit := Rect{Centre: V(36*in, y*in), Facing: 0, Width: 4 * in, Depth: 2 * in}
		ahead := RectShape(Rect{V(36*in, (y+1.5)*in), 0, 6 * in, 1 * in})
		behind := RectShape(Rect{V(36*in, (y-1.5)*in), 0, 6 * in, 1 * in})
		for _, obs := range [][]Shape{{ahead}, {behind}, {ahead, behind}} {
			if got, ok := ClearAhead(unit, V(0, 1), obs, tol, 100*in); !ok || got != 0 {
				t.Errorf("y=%v, %d bodies: ClearAhead = %v, %v, want 0, true", y, len(obs), got, ok)
			}
		}
	}
}

// A rectangle sliding along a body whose side lies on its own up to
// rounding (here half the tolerance inside it) touches it all the way: it
// is clear where it stands, wherever that is along the body; a side twice
// the tolerance inside is an overlap, and the rectangle goes on past the
// body (tests/t9a/fresh5/f17_flee_slides_along_rock_touching_no_test).
func TestClearAheadSlidingAlongSide(t *testing.T) {
	const in, tol = 25.4, 0.0254
	unit := Rect{Centre: V(30*in, 27*in), Facing: 0, Width: 4 * in, Depth: 3 * in}
	west := unit.Centre.X - unit.Width/2
	for _, tc := range []struct {
		inside, want float64
	}{{tol / 2, 0}, {2 * tol, 26*in + unit.Depth/2 - unit.Centre.Y}} {
		rock := RectShape(Rect{V(west+tc.inside-2*in, 24*in), 0, 4 * in, 4 * in}) // y 22..26in
		got, ok := ClearAhead(unit, V(0, 1), []Shape{rock}, tol, 100*in)
		if !ok || !near(got, tc.want, 1e-6) {
			t.Errorf("side %v inside: ClearAhead = %v, %v, want %v, true", tc.inside, got, ok, tc.want)
		}
	}
}
