package engine

import (
	"math"
	"slices"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// TestPassedThroughInOrderMet: A (3 x 1 at (36, 10), facing north,
// x 34.5 .. 37.5) pivots about its Centre to face east and back, then
// moves 9 north. P, a 0.02 square at (37.53, 10), is 0.03 right of A's
// boundary and 1.53 from its Centre: inside the disc of radius
// hypot(1.5, 0.5) = 1.581 that the turning corners sweep, outside the
// straight move's track (x <= 37.5). F1 (y 12.5 .. 13.5) is met after 2
// of the move, F2 (y 15.5 .. 16.5) after 5; N is never reached. Asked with
// the list F2, F1, P, N, the answer follows the moves and the travel: P
// (the pivot), F1, F2.
func TestPassedThroughInOrderMet(t *testing.T) {
	w := world.New(geom.Board{W: 72, H: 48}, geom.Units{}, 0.001)
	a := unitAt("A", "red", 36, 10, 0, 3, 1)
	p := unitAt("P", "red", 37.53, 10, 0, 0.02, 0.02)
	f1 := unitAt("F1", "red", 36, 13, 0, 5, 1)
	f2 := unitAt("F2", "red", 36, 16, 0, 5, 1)
	n := unitAt("N", "red", 60, 40, 0, 5, 1)
	for _, b := range []*world.Body{a, f2, f1, p, n} {
		w.Add(b)
	}
	a.SetRect("pivot", a.Rect.PivotTo(90))
	a.SetRect("pivot", a.Rect.PivotTo(0))
	r := a.Rect
	r.Centre.Y += 9
	a.SetRect("move", r)
	v, err := Stdlib().Func("passed_through").Fn(NewCtx(&fakeRun{w: w}), []any{a, []*world.Body{f2, f1, p, n}})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := ids(v.([]*world.Body)), []string{"P", "F1", "F2"}; !slices.Equal(got, want) {
		t.Errorf("passed_through = %v, want %v (the order met)", got, want)
	}
}

// TestNearestByBoundary: from A (3 x 1 at (36, 24)), E1 (5 x 6 at
// (36, 32)) is 4.5 away between boundaries and 8 between Centres; E2
// (1 x 1 at (43, 24)) is 5 and 7. nearest_by_boundary takes E1 where
// nearest (by Centres) takes E2; E3, a copy of E1 moved to (36, 16),
// ties with E1.
func TestNearestByBoundary(t *testing.T) {
	w := world.New(geom.Board{W: 72, H: 48}, geom.Units{}, 0.001)
	a := unitAt("A", "red", 36, 24, 0, 3, 1)
	e1 := unitAt("E1", "blue", 36, 32, 180, 5, 6)
	e2 := unitAt("E2", "blue", 43, 24, 270, 1, 1)
	e3 := unitAt("E3", "blue", 36, 16, 0, 5, 6)
	for _, b := range []*world.Body{a, e1, e2, e3} {
		w.Add(b)
	}
	c := NewCtx(&fakeRun{w: w})
	ask := func(name string, list ...*world.Body) []string {
		v, err := Stdlib().Func(name).Fn(c, []any{a, list})
		if err != nil {
			t.Fatal(err)
		}
		return ids(v.([]*world.Body))
	}
	if got := ask("nearest_by_boundary", e2, e1); !slices.Equal(got, []string{"E1"}) {
		t.Errorf("nearest_by_boundary(A, [E2 E1]) = %v, want [E1]", got)
	}
	if got := ask("nearest", e2, e1); !slices.Equal(got, []string{"E2"}) {
		t.Errorf("nearest(A, [E2 E1]) = %v, want [E2]", got)
	}
	if got := ask("nearest_by_boundary", e1, e2, e3); !slices.Equal(got, []string{"E1", "E3"}) {
		t.Errorf("nearest_by_boundary(A, [E1 E2 E3]) = %v, want the tie [E1 E3]", got)
	}
}

// TestTouchingSideFlatBeatsCorner: E (5 x 1 facing north at (36, 24)) and
// A (3 x 1 facing west at (39, 24)), A's Front flat on E's right Flank
// (x = 38.5). E's Front and Rear end on A's Front too, at distance 0, so
// the nearest Facing is a three-way tie; the one in contact is the Flank,
// lying along A for 1. Seen from A, its Front lies along E. B (1 x 1 at
// (39, 25)) touches E only at E's front-right corner: no Facing lies
// along it, so the nearest one, the first of the tie (Front), is taken.
func TestTouchingSideFlatBeatsCorner(t *testing.T) {
	w := world.New(geom.Board{W: 72, H: 48}, geom.Units{}, 0.001)
	e := unitAt("E", "blue", 36, 24, 0, 5, 1)
	a := unitAt("A", "red", 39, 24, 270, 3, 1)
	b := unitAt("B", "red", 39, 25, 0, 1, 1)
	c := NewCtx(&fakeRun{w: w})
	q := Stdlib().Func("touching_side")
	for _, tt := range []struct {
		of, to *world.Body
		want   string
	}{{e, a, "right"}, {a, e, "front"}, {e, b, "front"}} {
		v, err := q.Fn(c, []any{tt.of, tt.to})
		if err != nil {
			t.Fatal(err)
		}
		if v != tt.want {
			t.Errorf("touching_side(%s, %s) = %v, want %v", tt.of.ID, tt.to.ID, v, tt.want)
		}
	}
}

// TestCameIntoContact: A (3 x 1 at (36, 10), facing north, x 34.5 .. 37.5)
// moves 9 north. S (1 x 2 at (38, 14), x 37.5 .. 38.5) stands beside the
// track: A's right Flank slides along S's side, touching, never
// overlapping, so passed_through leaves S out and came_into_contact has
// it. T (1 x 1 at (36, 9)) touches A's Rear where the move begins and is
// left behind: A stood in contact with it, the move did not bring it
// there. B (5 x 2 at (2.6, 30), facing north, x 0.1 .. 5.1) turns about:
// its corners sweep the disc of radius hypot(2.5, 1) = 2.693 about its
// Centre, 0.093 past the west board edge (x = 0), which it thus met; C, the
// same unit at (2.8, 40), reaches x = 0.107 and does not.
func TestCameIntoContact(t *testing.T) {
	w := world.New(geom.Board{W: 72, H: 48}, geom.Units{}, 0.001)
	a := unitAt("A", "red", 36, 10, 0, 3, 1)
	s := unitAt("S", "blue", 38, 14, 0, 1, 2)
	tt := unitAt("T", "blue", 36, 9, 0, 1, 1)
	b := unitAt("B", "red", 2.6, 30, 0, 5, 2)
	c := unitAt("C", "red", 2.8, 40, 0, 5, 2)
	for _, u := range []*world.Body{a, s, tt, b, c} {
		w.Add(u)
	}
	r := a.Rect
	r.Centre.Y += 9
	a.SetRect("move", r)
	b.SetRect("pivot", b.Rect.PivotTo(180))
	c.SetRect("pivot", c.Rect.PivotTo(180))
	ctx := NewCtx(&fakeRun{w: w})
	ask := func(name string, u *world.Body, list ...*world.Body) []string {
		v, err := Stdlib().Func(name).Fn(ctx, []any{u, list})
		if err != nil {
			t.Fatal(err)
		}
		return ids(v.([]*world.Body))
	}
	if got := ask("passed_through", a, s, tt); len(got) != 0 {
		t.Errorf("passed_through(A, [S T]) = %v, want none (S is only touched)", got)
	}
	if got := ask("came_into_contact", a, s, tt); !slices.Equal(got, []string{"S"}) {
		t.Errorf("came_into_contact(A, [S T]) = %v, want [S] (slid along S; T touched at the start)", got)
	}
	if got := ask("came_into_contact", b, w.Edge()); !slices.Equal(got, []string{"board_edge"}) {
		t.Errorf("came_into_contact(B, edge) = %v, want the board edge (the turn crosses it)", got)
	}
	if got := ask("came_into_contact", c, w.Edge()); len(got) != 0 {
		t.Errorf("came_into_contact(C, edge) = %v, want none (the turn stays 0.107 inside)", got)
	}
}

// TestEdgeInBodyLists: A (3 x 1, facing south at (36, 2) on a 72 x 48
// board) has its Front Facing at y = 1.5, 1.5 from the south edge. Listed
// among the bodies of travel_ahead, push_distance (pushing A north-to-south
// is moving it along its facing, 180) and forward_clear, the board edge is
// the ground off the table: each stops A after 1.5 of the 5 asked. The
// edge was once dropped from these lists, so each answered 5 (or -1, the
// whole push made), taking A 3.5 off the table.
func TestEdgeInBodyLists(t *testing.T) {
	w := world.New(geom.Board{W: 72, H: 48}, geom.Units{}, 0.001)
	a := unitAt("A", "red", 36, 2, 180, 3, 1)
	w.Add(a)
	c := NewCtx(&fakeRun{w: w})
	edge := []*world.Body{w.Edge()}
	ask := func(name string, args ...any) float64 {
		t.Helper()
		v, err := Stdlib().Func(name).Fn(c, append([]any{a}, args...))
		if err != nil {
			t.Fatal(err)
		}
		return v.(float64)
	}
	for _, q := range []struct {
		name string
		got  float64
	}{
		{"travel_ahead", ask("travel_ahead", 5.0, edge)},
		{"push_distance", ask("push_distance", 180.0, 5.0, []*world.Body{}, edge)},
		{"forward_clear", ask("forward_clear", 5.0, 0.0, edge)},
	} {
		if math.Abs(q.got-1.5) > 1e-9 {
			t.Errorf("%s(A, 5, [edge]) = %g, want 1.5 (the Front Facing on the edge)", q.name, q.got)
		}
	}
}
