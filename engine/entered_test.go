package engine

import (
	"slices"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// TestModelsEnteredInTheOrderMoved: four 25mm models (radius 12.5mm) of A
// and a patch P, x 100 .. 120, y 0 .. 40 (mm). Moved by move_model in the
// order 2, 0, 3, 1: A#2 from (60, 20) east to (160, 20), straight across
// P (enters); A#0 from (60, 60) to (160, 60), 20mm above P's top edge, so
// its base passes 7.5mm clear (not in); A#3 from (110, 20), inside P,
// out to (110, 100) (it starts there: not entered); A#1 from (60, 50) to
// (160, 50), 10mm above P's top, its base 2.5mm over the edge (enters).
// Asked for P and Q (a piece no route comes near): A#2 then A#1, the
// order moved, not the index order. After restore A, A#1 and A#2 are
// moved again, 1 first: A#1, A#2. A run with no model moved: none.
func TestModelsEnteredInTheOrderMoved(t *testing.T) {
	v := geom.V
	w := world.New(geom.Board{W: 400, H: 400}, geom.Units{}, 0.01)
	a := &world.Body{ID: "A", Kind: world.KindUnit, Side: "red", Round: 25,
		Models: []geom.Vec{v(60, 60), v(60, 50), v(60, 20), v(110, 20)}}
	p := &world.Body{ID: "P", Kind: world.KindTerrain, TerrainKind: "dangerous",
		Poly: geom.Polygon{Pts: []geom.Vec{v(100, 0), v(120, 0), v(120, 40), v(100, 40)}}}
	q := &world.Body{ID: "Q", Kind: world.KindTerrain, TerrainKind: "dangerous",
		Poly: geom.Polygon{Pts: []geom.Vec{v(300, 300), v(320, 300), v(320, 320), v(300, 320)}}}
	for _, b := range []*world.Body{a, p, q} {
		w.Add(b)
	}
	c := NewCtx(&fakeRun{w: w})
	f := Stdlib().Func("models_entered")
	if f == nil {
		t.Fatal("no query models_entered")
	}
	ask := func() []int {
		t.Helper()
		got, err := f.Fn(c, []any{a, []*world.Body{q, p}})
		if err != nil {
			t.Fatal(err)
		}
		var out []int
		for _, m := range got.([]*Model) {
			out = append(out, m.Index)
		}
		return out
	}
	if got := ask(); len(got) != 0 {
		t.Errorf("before any move: %v, want none", got)
	}
	move := func(i int, to geom.Vec) {
		t.Helper()
		m := &Model{Unit: a, Index: i}
		if err := moveModelTo(c, m, &Spot{Model: m, At: to, Route: []geom.Vec{a.Models[i], to}}); err != nil {
			t.Fatal(err)
		}
	}
	move(2, v(160, 20))
	move(0, v(160, 60))
	move(3, v(110, 100))
	move(1, v(160, 50))
	if got, want := ask(), []int{2, 1}; !slices.Equal(got, want) {
		t.Errorf("models_entered = %v, want %v (the order moved)", got, want)
	}
	if err := runRestore(c, a); err != nil {
		t.Fatal(err)
	}
	if got := ask(); len(got) != 0 {
		t.Errorf("after restore: %v, want none", got)
	}
	move(1, v(160, 50))
	move(2, v(160, 20))
	if got, want := ask(), []int{1, 2}; !slices.Equal(got, want) {
		t.Errorf("moved again: %v, want %v", got, want)
	}
}
