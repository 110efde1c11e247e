package engine

import (
	"reflect"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/types"
	"github.com/rulec-dev/rulec/world"
)

// TestFieldsRead checks that each declared field's getter reads its Go
// field of a value whose fields all differ, with the declared type, that
// a number field also reads unboxed (and only a number field), that no
// field reads from nil, and that every field is declared.
func TestFieldsRead(t *testing.T) {
	u, tg, w := &world.Body{ID: "U"}, &world.Body{ID: "T"}, &world.Body{ID: "W"}
	body := &world.Body{ID: "A", Side: "red", Kind: world.KindTerrain, TerrainKind: "wood", Removed: true}
	bodies, enters := []*world.Body{tg}, []*world.Body{}
	place := &Placement{Unit: u, Target: tg, Side: "front", Bodies: bodies, Models: 3, Units: 1, Rotates: true,
		TargetTurn: 10, OwnBlocked: true, Shift: 2, Turn: 5, Aligns: true, Path: 7}
	model := &Model{Unit: &world.Body{ID: "M"}, Index: 4}
	spot := &Spot{Model: model, At: geom.Vec{X: 1, Y: 2}, Path: 3, Contacts: 1, Fresh: 2,
		Gap: 4, Links: 5, Support: 6, Joins: 8, Room: 9, Strands: 10, Stays: true, Terrain: []*world.Body{w}, Enters: enters}
	values := map[types.Kind]any{types.Unit: body, types.Placement: place, types.Spot: spot, types.Model: model}
	want := map[types.Kind]map[string]any{
		types.Unit: {"id": "A", "side": "red", "kind": world.KindTerrain, "terrain": "wood", "removed": true},
		types.Placement: {"unit": u, "target": tg, "side": "front", "contacted": bodies, "models": 3, "units": 1,
			"rotates_target": true, "target_turn": 10.0, "own_turn_blocked": true, "shift": 2.0, "turn": 5.0, "aligns": true, "path": 7.0},
		types.Spot: {"model": model, "at": geom.Vec{X: 1, Y: 2}, "path": 3.0, "contacts": 1, "fresh": 2, "gap": 4.0,
			"links": 5, "support": 6, "joins": 8, "room": 9, "strands": 10, "stays": true, "terrain": spot.Terrain, "enters": enters},
		types.Model: {"unit": model.Unit, "index": 4},
	}
	for k, v := range values {
		if len(Fields(k)) != len(want[k]) {
			t.Errorf("%v: %d fields declared, want %d", types.Type{Kind: k}, len(Fields(k)), len(want[k]))
		}
		for _, f := range Fields(k) {
			w, ok := want[k][f.Name]
			if !ok {
				t.Errorf("%v.%s is declared but not expected", types.Type{Kind: k}, f.Name)
				continue
			}
			got, ok := f.Get(v)
			if !ok || !reflect.DeepEqual(got, w) {
				t.Errorf("%v.%s reads %#v, the field holds %#v", types.Type{Kind: k}, f.Name, got, w)
			}
			if gt := TypeOf(reflect.TypeOf(got)); gt != f.Type && !(f.Type.IsNumber() && gt == types.NumberT) {
				t.Errorf("%v.%s is declared %v, it reads a %v", types.Type{Kind: k}, f.Name, f.Type, gt)
			}
			if (f.Num != nil) != f.Type.IsNumber() {
				t.Errorf("%v.%s: a number field reads unboxed, and only one", types.Type{Kind: k}, f.Name)
			}
			if f.Num != nil {
				if x, _, ok := f.Num(v); !ok || x != reflect.ValueOf(w).Convert(reflect.TypeFor[float64]()).Float() {
					t.Errorf("%v.%s: Num reads %v", types.Type{Kind: k}, f.Name, x)
				}
			}
			if _, ok := f.Get(nil); ok {
				t.Errorf("%v.%s reads a field of nil", types.Type{Kind: k}, f.Name)
			}
		}
	}
}
