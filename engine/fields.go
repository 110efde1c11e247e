package engine

import (
	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/types"
	"github.com/rulec-dev/rulec/world"
)

// Field is a field of an engine value that rules read: `u.side`,
// `p.shift`, `s.model`. Fields declares them once, for each kind of value
// that has fields, with the type the checker gives a read and a typed
// getter the evaluator calls, whether the checker knows the value's type
// or reads it from a list of anything. They are the only names of the Go
// structs' fields rules see.
type Field struct {
	Name string
	Type types.Type
	// Doc, when set, says in a few words what the field holds, as the
	// list of a unit's fields in docs/language.md gives it.
	Doc string
	// Get reads the field of v, a value of the kind's Go type (*world.Body
	// for a unit); false for any other value, nil included. A whole-number
	// field reads as the int it is.
	Get func(v any) (any, bool)
	// Num reads a number field without boxing it: its value and, for a
	// whole-number field, the int it is (nil for a float); nil for a field
	// that is no number.
	Num func(v any) (x float64, whole any, ok bool)
}

// Fields returns the fields of the values of kind k, in the order the
// docs list them; none for a kind without fields.
func Fields(k types.Kind) []Field {
	switch k {
	case types.Unit:
		return []Field{
			field("id", types.WordT, "", func(b *world.Body) string { return b.ID }),
			field("side", types.WordT, "", func(b *world.Body) string { return b.Side }),
			field("kind", types.WordT, "`unit`, `terrain`, `edge`", func(b *world.Body) string { return b.Kind }),
			field("terrain", types.WordT, "a terrain piece's kind", func(b *world.Body) string { return b.TerrainKind }),
			field("removed", types.BoolT, "", func(b *world.Body) bool { return b.Removed }),
		}
	case types.Placement:
		return []Field{
			field("unit", types.UnitT, "", func(p *Placement) *world.Body { return p.Unit }),
			field("target", types.UnitT, "", func(p *Placement) *world.Body { return p.Target }),
			field("side", types.WordT, "", func(p *Placement) string { return p.Side }),
			field("contacted", types.UnitsT, "", func(p *Placement) []*world.Body { return p.Bodies }),
			whole("models", "", func(p *Placement) int { return p.Models }),
			whole("units", "", func(p *Placement) int { return p.Units }),
			field("rotates_target", types.BoolT, "", func(p *Placement) bool { return p.Rotates }),
			number("target_turn", types.AngleT, "", func(p *Placement) float64 { return p.TargetTurn }),
			field("own_turn_blocked", types.BoolT, "a placement turning the target: the unit's own rotation about the point of contact, from where its move left it, passes into a body (false where it could line up by itself)",
				func(p *Placement) bool { return p.OwnBlocked }),
			number("shift", types.LengthT, "", func(p *Placement) float64 { return p.Shift }),
			number("turn", types.AngleT, "", func(p *Placement) float64 { return p.Turn }),
			field("aligns", types.BoolT, "", func(p *Placement) bool { return p.Aligns }),
			number("path", types.LengthT, "", func(p *Placement) float64 { return p.Path }),
		}
	case types.Spot:
		return []Field{
			field("model", types.ModelT, "", func(s *Spot) *Model { return s.Model }),
			field("at", types.PointT, "", func(s *Spot) geom.Vec { return s.At }),
			number("path", types.LengthT, "", func(s *Spot) float64 { return s.Path }),
			whole("contacts", "", func(s *Spot) int { return s.Contacts }),
			whole("fresh", "", func(s *Spot) int { return s.Fresh }),
			number("gap", types.LengthT, "", func(s *Spot) float64 { return s.Gap }),
			whole("links", "", func(s *Spot) int { return s.Links }),
			whole("support", "", func(s *Spot) int { return s.Support }),
			whole("joins", "groups of its unit's moved models within link (model_spots)", func(s *Spot) int { return s.Joins }),
			whole("strands", "models still to move it leaves out of a straight move and link of the moved models (model_spots)", func(s *Spot) int { return s.Strands }),
			whole("room", "models of its unit still to move that keep a spot with support clear of it (model_spots)", func(s *Spot) int { return s.Room }),
			field("stays", types.BoolT, "", func(s *Spot) bool { return s.Stays }),
			field("terrain", types.UnitsT, "", func(s *Spot) []*world.Body { return s.Terrain }),
			field("enters", types.UnitsT, "", func(s *Spot) []*world.Body { return s.Enters }),
		}
	case types.Model:
		return []Field{
			field("unit", types.UnitT, "", func(m *Model) *world.Body { return m.Unit }),
			whole("index", "", func(m *Model) int { return m.Index }),
		}
	}
	return nil
}

// FieldOf returns the field name of the values of kind k.
func FieldOf(k types.Kind, name string) (Field, bool) {
	for _, f := range Fields(k) {
		if f.Name == name {
			return f, true
		}
	}
	return Field{}, false
}

// field declares a field of a *T read by get.
func field[T, V any](name string, t types.Type, doc string, get func(*T) V) Field {
	return Field{Name: name, Type: t, Doc: doc, Get: func(v any) (any, bool) {
		if p, ok := v.(*T); ok && p != nil {
			return get(p), true
		}
		return nil, false
	}}
}

// number declares a float field of a *T, read unboxed by Num.
func number[T any](name string, t types.Type, doc string, get func(*T) float64) Field {
	f := field(name, t, doc, get)
	f.Num = func(v any) (float64, any, bool) {
		if p, ok := v.(*T); ok && p != nil {
			return get(p), nil, true
		}
		return 0, nil, false
	}
	return f
}

// whole declares a whole-number field (a count) of a *T: an int, read as
// a float and as itself by Num.
func whole[T any](name, doc string, get func(*T) int) Field {
	f := field(name, types.NumberT, doc, get)
	f.Num = func(v any) (float64, any, bool) {
		if p, ok := v.(*T); ok && p != nil {
			i := get(p)
			return float64(i), i, true
		}
		return 0, nil, false
	}
	return f
}
