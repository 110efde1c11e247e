package engine

import (
	"slices"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

func ids(list []*world.Body) []string {
	var out []string
	for _, b := range list {
		out = append(out, b.ID)
	}
	return out
}

// TestGroupAndChain: A, B, C abreast in edge and corner contact, D 1mm
// beyond C, K touching C corner on corner only (turned 30 degrees, its
// rear-left corner on C's front-left corner; tests/dbm/group/kink_off_block
// has the working).
func TestGroupAndChain(t *testing.T) {
	w := world.New(geom.Board{W: 600, H: 600}, geom.Units{}, 1e-6)
	a := unitAt("A", "red", 100, 100, 0, 40, 15)
	b := unitAt("B", "red", 140, 100, 0, 40, 15)
	c := unitAt("C", "red", 180, 100, 0, 40, 15)
	d := unitAt("D", "red", 221, 100, 0, 40, 15)
	k := unitAt("K", "red", 160+13.570508, 107.5+16.495191, 330, 40, 15)
	for _, u := range []*world.Body{a, b, c, d, k} {
		w.Add(u)
	}
	ctx := NewCtx(&fakeRun{w: w})
	all := []*world.Body{a, b, c, d, k}
	for _, tc := range []struct {
		query string
		want  []string
	}{
		{"group", []string{"B", "A", "C"}},
		{"chain", []string{"B", "A", "C", "K"}},
	} {
		v, err := Stdlib().Func(tc.query).Fn(ctx, []any{b, all})
		if err != nil {
			t.Fatal(err)
		}
		if got := ids(v.([]*world.Body)); !slices.Equal(got, tc.want) {
			t.Errorf("%s(B) = %v, want %v", tc.query, got, tc.want)
		}
	}
}

// TestColumnNeedsMoveProp: a member without the move prop is an error
// naming it and the prop, not a silent column.
func TestColumnNeedsMoveProp(t *testing.T) {
	w := world.New(geom.Board{W: 600, H: 600}, geom.Units{}, 1e-6)
	a := unitAt("A", "red", 100, 100, 0, 40, 15)
	b := unitAt("B", "red", 140, 100, 0, 40, 15)
	w.Add(a)
	w.Add(b)
	err := Stdlib().Action("column").Run(NewCtx(&fakeRun{w: w}), []any{a, []*world.Body{a, b}, 10.0, "move"})
	if err == nil || !strings.Contains(err.Error(), `unit "B" has no length prop "move"`) {
		t.Errorf("column without move props: err = %v, want one naming B and move", err)
	}
}

// TestEdgesAlong: a 40 x 15 element facing east whose south (right) edge
// lies on a strip y 0..60 touches it along its right edge only; its front
// edge touches it at one corner.
func TestEdgesAlong(t *testing.T) {
	w := world.New(geom.Board{W: 600, H: 600}, geom.Units{}, 1e-6)
	e := unitAt("E", "red", 300, 80, 90, 40, 15)
	strip := &world.Body{ID: "O", Kind: world.KindTerrain, TerrainKind: "off_table",
		Poly: geom.Polygon{Pts: []geom.Vec{{X: 0, Y: 0}, {X: 600, Y: 0}, {X: 600, Y: 60}, {X: 0, Y: 60}}}}
	w.Add(e)
	w.Add(strip)
	v, err := Stdlib().Func("edges_along").Fn(NewCtx(&fakeRun{w: w}), []any{e, strip})
	if err != nil {
		t.Fatal(err)
	}
	if got := v.([]string); !slices.Equal(got, []string{"right"}) {
		t.Errorf("edges_along = %v, want [right]", got)
	}
}
