package engine

import (
	"math"
	"slices"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// fakeRun is a Run without an interpreter: it records what the engine
// tells it.
type fakeRun struct {
	w     *world.World
	moves []string
	notes []string
}

func (r *fakeRun) World() *world.World { return r.w }
func (r *fakeRun) Tol() float64        { return r.w.Tol }
func (r *fakeRun) Moved(u *world.Body, action string, from geom.Rect) {
	r.moves = append(r.moves, action+" "+u.ID)
}
func (r *fakeRun) Note(kind, text string) { r.notes = append(r.notes, kind+": "+text) }

func unitAt(id, side string, x, y, facing, w, d float64) *world.Body {
	return &world.Body{ID: id, Kind: world.KindUnit, Side: side, BaseW: w, BaseD: d,
		Rect: geom.Rect{Centre: geom.Vec{X: x, Y: y}, Facing: facing, Width: w, Depth: d}}
}

// TestPlacementsPerOthers asks contact_placements twice with lists of the
// same length and first body: the second list blocks every placement, so
// the answers must differ (see tests/interp/placements_others.yaml for the
// working).
func TestPlacementsPerOthers(t *testing.T) {
	w := world.New(geom.Board{W: 1219.2, H: 1219.2}, geom.Units{}, 0.1)
	in := 25.4
	a := unitAt("A", "red", 20*in, 10*in, 0, 2*in, in)
	tg := unitAt("T", "blue", 20*in, 20*in, 180, 2*in, in)
	x := unitAt("X", "blue", 40*in, 40*in, 180, in, in)
	y := unitAt("Y", "red", 20*in, 18*in, 0, 10*in, 2*in)
	for _, b := range []*world.Body{a, tg, x, y} {
		w.Add(b)
	}
	run := &fakeRun{w: w}
	c := NewCtx(run)
	q := Stdlib().Func("contact_placements")
	ask := func(others []*world.Body) int {
		v, err := q.Fn(c, []any{a, tg, "front", 0.0, others})
		if err != nil {
			t.Fatal(err)
		}
		return len(v.([]*Placement))
	}
	if n := ask([]*world.Body{tg, x}); n == 0 {
		t.Errorf("others [T X]: no placement, want at least the centred one")
	}
	if n := ask([]*world.Body{tg, y}); n != 0 {
		t.Errorf("others [T Y]: %d placements, want none (Y blocks every slide)", n)
	}
}

// TestMoveIsRecorded checks that an action's move reaches the Run.
func TestMoveIsRecorded(t *testing.T) {
	w := world.New(geom.Board{W: 1000, H: 1000}, geom.Units{}, 0.1)
	u := unitAt("U", "red", 500, 500, 0, 100, 50)
	w.Add(u)
	run := &fakeRun{w: w}
	act := Stdlib().Action("move")
	if err := act.Run(NewCtx(run), []any{u, 30.0, nil}); err != nil {
		t.Fatal(err)
	}
	if got := u.Rect.Centre.Y; got != 530 {
		t.Errorf("centre y = %v, want 530", got)
	}
	if len(run.moves) != 1 || run.moves[0] != "move U" {
		t.Errorf("moves recorded: %v, want [move U]", run.moves)
	}
}

// TestInContactIf works in_contact_if by hand. A (red, 2in x 1in, facing
// 0) is placed against T's front: T (blue) faces 180 with its centre at
// y 20in, so its front edge lies at y 19.5in and A's front meets it there.
// R2 (red) and B2 (blue) already touch front to front at y 5.5in, far from
// both; X (blue) touches nobody. Taking the placement, A and T are in
// contact with an enemy, and R2 and B2 still are: A, T, R2, B2 in the
// scenario's order, X left out. Before it is taken only R2 and B2 are.
func TestInContactIf(t *testing.T) {
	const in = 25.4
	w := world.New(geom.Board{W: 48 * in, H: 48 * in}, geom.Units{}, 0.1)
	a := unitAt("A", "red", 20*in, 10*in, 0, 2*in, in)
	tg := unitAt("T", "blue", 20*in, 20*in, 180, 2*in, in)
	x := unitAt("X", "blue", 40*in, 40*in, 180, in, in)
	r2 := unitAt("R2", "red", 5*in, 5*in, 0, 2*in, in)
	b2 := unitAt("B2", "blue", 5*in, 6*in, 180, 2*in, in)
	for _, b := range []*world.Body{a, tg, x, r2, b2} {
		w.Add(b)
	}
	c := NewCtx(&fakeRun{w: w})
	ids := func(bs []*world.Body) []string {
		var out []string
		for _, b := range bs {
			out = append(out, b.ID)
		}
		return out
	}
	q := Stdlib().Func("in_contact_if")
	centred := &Placement{Unit: a, Target: tg, Side: "front",
		Rect: geom.Rect{Centre: geom.Vec{X: 20 * in, Y: 19 * in}, Facing: 0, Width: 2 * in, Depth: in}}
	v, err := q.Fn(c, []any{centred})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := ids(v.([]*world.Body)), []string{"A", "T", "R2", "B2"}; !slices.Equal(got, want) {
		t.Errorf("in_contact_if(A against T's front) = %v, want %v", got, want)
	}
	stay := &Placement{Unit: a, Target: tg, Side: "front", Rect: a.Rect}
	v, _ = q.Fn(c, []any{stay})
	if got, want := ids(v.([]*world.Body)), []string{"R2", "B2"}; !slices.Equal(got, want) {
		t.Errorf("in_contact_if(A where it stands) = %v, want %v", got, want)
	}
	if a.Rect.Centre.Y != 10*in {
		t.Errorf("asking moved A to y %vin", a.Rect.Centre.Y/in)
	}
}

// TestWallsAreWhatTheRulesPass checks that routes go round the terrain the
// rules name, whatever its kind. M (1in round base) at (10in, 2in), T's
// model at (10in, 10in): straight, base contact is 8in - 1in = 7in away.
// A piece of kind "impassable" from x 8in to 12in across y 5in to 6in
// lies on that line: passed as walls, the route bends round it and is
// longer; not passed, the route runs straight through, 7in.
func TestWallsAreWhatTheRulesPass(t *testing.T) {
	const in = 25.4
	w := world.New(geom.Board{W: 48 * in, H: 24 * in}, geom.Units{}, 0.0254)
	m := &world.Body{ID: "M", Kind: world.KindUnit, Side: "red", Round: in,
		Models: []geom.Vec{geom.V(10*in, 2*in)}}
	tg := &world.Body{ID: "T", Kind: world.KindUnit, Side: "blue", Round: in,
		Models: []geom.Vec{geom.V(10*in, 10*in)}}
	rock := &world.Body{ID: "rock", Kind: world.KindTerrain, TerrainKind: "impassable",
		Poly: geom.Polygon{Pts: []geom.Vec{geom.V(8*in, 5*in), geom.V(12*in, 5*in), geom.V(12*in, 6*in), geom.V(8*in, 6*in)}}}
	for _, b := range []*world.Body{m, tg, rock} {
		w.Add(b)
	}
	c := NewCtx(&fakeRun{w: w})
	reach := Stdlib().Func("reach")
	ask := func(walls []*world.Body) float64 {
		v, err := reach.Fn(c, []any{&Model{Unit: m}, tg, walls})
		if err != nil {
			t.Fatal(err)
		}
		return v.(float64) / in
	}
	if d := ask(nil); math.Abs(d-7) > 1e-6 {
		t.Errorf("reach with no walls = %vin, want 7in (straight through the piece)", d)
	}
	if d := ask([]*world.Body{rock}); d < 7.1 {
		t.Errorf("reach round the rock = %vin, want more than 7in", d)
	}
}
