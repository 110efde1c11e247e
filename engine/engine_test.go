package engine

import (
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
