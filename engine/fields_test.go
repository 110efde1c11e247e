package engine

import (
	"reflect"
	"slices"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/types"
	"github.com/rulec-dev/rulec/world"
)

// TestFieldsMatchExprTags keeps the expr tags, which expr's checker and VM
// still read, equal to the declared fields, and checks each getter reads
// the tagged field's value with the declared type.
func TestFieldsMatchExprTags(t *testing.T) {
	values := map[types.Kind]any{
		types.Unit: &world.Body{ID: "A", Side: "red", Kind: world.KindTerrain, TerrainKind: "wood", Removed: true},
		types.Placement: &Placement{Unit: &world.Body{ID: "U"}, Target: &world.Body{ID: "T"}, Side: "front",
			Bodies: []*world.Body{{ID: "T"}}, Models: 3, Units: 1, Rotates: true, TargetTurn: 10, Shift: 2,
			Turn: 5, Aligns: true, Path: 7},
		types.Spot: &Spot{Model: &Model{Index: 2}, At: geom.Vec{X: 1, Y: 2}, Path: 3, Contacts: 1, Fresh: 2,
			Gap: 4, Links: 5, Support: 6, Stays: true, Terrain: []*world.Body{{ID: "W"}}, Enters: []*world.Body{}},
		types.Model: &Model{Unit: &world.Body{ID: "M"}, Index: 4},
	}
	for k, v := range values {
		st := reflect.TypeOf(v).Elem()
		var tagged []string
		for i := range st.NumField() {
			sf := st.Field(i)
			tag := sf.Tag.Get("expr")
			if tag == "" {
				t.Errorf("%v: field %s has no expr tag: expr would read it by its Go name", types.Type{Kind: k}, sf.Name)
			}
			if tag == "" || tag == "-" {
				continue
			}
			tagged = append(tagged, tag)
			f, ok := FieldOf(k, tag)
			if !ok {
				t.Errorf("%v: field %s is tagged %q but not declared", types.Type{Kind: k}, sf.Name, tag)
				continue
			}
			want := reflect.ValueOf(v).Elem().Field(i).Interface()
			got, ok := f.Get(v)
			if !ok || !reflect.DeepEqual(got, want) {
				t.Errorf("%v.%s reads %#v, the field holds %#v", types.Type{Kind: k}, tag, got, want)
			}
			if TypeOf(sf.Type) != f.Type && !(f.Type.IsNumber() && TypeOf(sf.Type) == types.NumberT) {
				t.Errorf("%v.%s is declared %v, its Go type is %v", types.Type{Kind: k}, tag, f.Type, sf.Type)
			}
			if (f.Num != nil) != f.Type.IsNumber() {
				t.Errorf("%v.%s: a number field reads unboxed, and only one", types.Type{Kind: k}, tag)
			}
			if f.Num != nil {
				if x, _, ok := f.Num(v); !ok || x != reflect.ValueOf(want).Convert(reflect.TypeFor[float64]()).Float() {
					t.Errorf("%v.%s: Num reads %v", types.Type{Kind: k}, tag, x)
				}
			}
			if _, ok := f.Get(nil); ok {
				t.Errorf("%v.%s reads a field of nil", types.Type{Kind: k}, tag)
			}
		}
		for _, f := range Fields(k) {
			if !slices.Contains(tagged, f.Name) {
				t.Errorf("%v: field %q is declared but no Go field is tagged with it", types.Type{Kind: k}, f.Name)
			}
		}
	}
}
