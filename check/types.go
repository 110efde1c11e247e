package check

import (
	"fmt"
	"reflect"
	"sort"
	"strings"

	"github.com/rulec-dev/rulec/engine"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/types"
	"github.com/rulec-dev/rulec/world"
)

var (
	bodyType  = reflect.TypeOf((*world.Body)(nil))
	bodiesT   = reflect.TypeOf([]*world.Body(nil))
	placeT    = reflect.TypeOf((*engine.Placement)(nil))
	placesT   = reflect.TypeOf([]*engine.Placement(nil))
	floatType = reflect.TypeOf(0.0)
	numbersT  = reflect.TypeOf([]float64(nil))
	strType   = reflect.TypeOf("")
	boolType  = reflect.TypeOf(false)
	vecType   = reflect.TypeOf(geom.Vec{})
	anyType   = reflect.TypeOf((*any)(nil)).Elem()
	modelType = reflect.TypeOf((*engine.Model)(nil))
	modelsTy  = reflect.TypeOf([]*engine.Model(nil))
	spotType  = reflect.TypeOf((*engine.Spot)(nil))
	spotsType = reflect.TypeOf([]*engine.Spot(nil))
)

// typeName returns the rules-language name of a Go type, for messages.
func typeName(t reflect.Type) string {
	switch t {
	case nil, anyType:
		return "any"
	case bodyType:
		return "unit"
	case bodiesT:
		return "units"
	case floatType, reflect.TypeOf(0):
		return "number"
	case numbersT:
		return "numbers"
	case strType:
		return "word"
	case boolType:
		return "bool"
	case vecType:
		return "point"
	case placeT:
		return "placement"
	case placesT:
		return "placements"
	}
	if t.Kind() == reflect.Func {
		return "a query"
	}
	return rulesTypes(t.String())
}

// Fits reports whether v is already what Coerce makes of it for a
// parameter of type want, in Coerce's common cases (a unit, a number, a
// list of units, each of its type): small enough to inline where the call
// of Coerce would cost more than the test. False says nothing.
func Fits(v any, want types.Type) bool {
	// a comparison of the type word each: a type switch reads the
	// type's hash first
	if _, ok := v.(*world.Body); ok {
		return want == types.Type{Kind: types.Unit}
	}
	if _, ok := v.(float64); ok {
		return want.Elem == types.Invalid && (want.Kind == types.Length || want.Kind == types.Angle || want.Kind == types.Number)
	}
	if _, ok := v.([]*world.Body); ok {
		return want == types.Type{Kind: types.List, Elem: types.Unit}
	}
	return false
}

// Coerce converts a value from an expression to the type a query, action
// or procedure parameter of type want is given (paramGo): lists built by
// filter or map become lists of units, and integers become numbers.
func Coerce(v any, want types.Type) (any, error) {
	// the common cases, a value already of the type, without comparing
	// reflect types (each an interface comparison)
	switch v.(type) {
	case *world.Body:
		if want == types.UnitT {
			return v, nil
		}
	case float64:
		if want == types.LengthT || want == types.AngleT || want == types.NumberT {
			return v, nil
		}
	case []*world.Body:
		if want == types.UnitsT {
			return v, nil
		}
	}
	return coerceGo(v, paramGo(want))
}

// CoerceIn is Coerce in a run of c (nil: none): a single unit wanted as a
// list of units becomes a list in the run's arrays (engine.Ctx.Bodies and
// Units), not two allocations of its own.
func CoerceIn(c *engine.Ctx, v any, want types.Type) (any, error) {
	if x, ok := v.(*world.Body); ok && x != nil && want == types.UnitsT {
		return c.Units(append(c.Bodies(1), x)), nil
	}
	return Coerce(v, want)
}

// coerceGo is Coerce for the Go type want.
func coerceGo(v any, want reflect.Type) (any, error) {
	switch want {
	case bodiesT:
		switch x := v.(type) {
		case []*world.Body:
			return v, nil
		case nil:
			return []*world.Body(nil), nil
		case *world.Body:
			// a single unit (edge()) where a list is wanted
			if x == nil {
				return []*world.Body(nil), nil
			}
			return []*world.Body{x}, nil
		case []any:
			out := make([]*world.Body, 0, len(x))
			for _, e := range x {
				b, ok := e.(*world.Body)
				if !ok {
					return nil, fmt.Errorf("want a list of units, but it holds %s", Show(e))
				}
				out = append(out, b)
			}
			return out, nil
		}
		return nil, fmt.Errorf("want a list of units, not %s", Show(v))
	case modelsTy, spotsType:
		return coerceList(v, want)
	case floatType:
		switch x := v.(type) {
		case int:
			return float64(x), nil
		case float64:
			return v, nil
		}
		return nil, fmt.Errorf("want a number, not %s", Show(v))
	case bodyType:
		if v == nil {
			return (*world.Body)(nil), nil
		}
		if _, ok := v.(*world.Body); !ok {
			return nil, fmt.Errorf("want a unit, not %s", Show(v))
		}
	case strType:
		if _, ok := v.(string); !ok {
			return nil, fmt.Errorf("want a word, not %s", Show(v))
		}
	}
	return v, nil
}

// coercer returns Coerce for values wanted as want, its case chosen once
// and a value already of the type passed on without a call; nil where
// Coerce passes every value on as it is.
func coercer(want reflect.Type) func(any) (any, error) {
	switch want {
	case bodiesT:
		return func(v any) (any, error) {
			switch v.(type) {
			case []*world.Body, *[]*world.Body: // a list, or a pointer to one (listArg)
				return v, nil
			}
			return coerceGo(v, bodiesT)
		}
	case floatType:
		return func(v any) (any, error) {
			if _, ok := v.(float64); ok {
				return v, nil
			}
			return coerceGo(v, floatType)
		}
	case bodyType:
		return func(v any) (any, error) {
			if _, ok := v.(*world.Body); ok {
				return v, nil
			}
			return coerceGo(v, bodyType)
		}
	case strType:
		return func(v any) (any, error) {
			if _, ok := v.(string); ok {
				return v, nil
			}
			return coerceGo(v, strType)
		}
	case modelsTy, spotsType:
		return func(v any) (any, error) { return coerceGo(v, want) }
	}
	return nil
}

// Show formats a value for events and traces canonically: the same value
// prints the same on every run, whatever memory it lives at. Bodies print
// as their ids, models as `U#i` (the unit's id and the model's 0-based
// index), placements by their fields; lists and any other value by their
// elements and fields, never as a Go pointer.
func Show(v any) string {
	switch v := v.(type) {
	case *world.Body:
		if v == nil {
			return "none"
		}
		return v.ID
	case *engine.Model:
		if v == nil || v.Unit == nil {
			return "none"
		}
		return fmt.Sprintf("%s#%d", v.Unit.ID, v.Index)
	case float64:
		return trimFloat(v)
	case *engine.Placement:
		if v == nil {
			return "none"
		}
		return fmt.Sprintf("placement against %s's %s (models %d, units %d, shift %smm)", v.Target.ID, v.Side, v.Models, v.Units, trimFloat(v.Shift))
	case []*engine.Placement:
		return fmt.Sprintf("%d placements", len(v))
	case *engine.Spot:
		if v == nil {
			return "none"
		}
		return fmt.Sprintf("spot of %s (contacts %d, path %smm)", v.Model, v.Contacts, trimFloat(v.Path))
	case []*engine.Spot:
		return fmt.Sprintf("%d spots", len(v))
	case nil:
		return "none"
	case string, bool, int:
		return fmt.Sprint(v)
	}
	return showValue(reflect.ValueOf(v))
}

// showValue prints what show has no case for through its structure: a list
// element by element, a pointer by what it points to, a struct field by
// field, so that no address ever reaches a trace.
func showValue(rv reflect.Value) string {
	switch rv.Kind() {
	case reflect.Invalid:
		return "none"
	case reflect.Pointer, reflect.Interface:
		if rv.IsNil() {
			return "none"
		}
		if rv.Kind() == reflect.Pointer && rv.Elem().Kind() != reflect.Struct {
			return showValue(rv.Elem())
		}
		return Show(rv.Elem().Interface())
	case reflect.Slice, reflect.Array:
		parts := make([]string, rv.Len())
		for i := range parts {
			parts[i] = Show(rv.Index(i).Interface())
		}
		return "[" + strings.Join(parts, ", ") + "]"
	case reflect.Map:
		keys := rv.MapKeys()
		parts := make([]string, len(keys))
		for i, k := range keys {
			parts[i] = Show(k.Interface()) + ": " + Show(rv.MapIndex(k).Interface())
		}
		sort.Strings(parts)
		return "{" + strings.Join(parts, ", ") + "}"
	case reflect.Struct:
		t := rv.Type()
		var parts []string
		for i := range rv.NumField() {
			if f := t.Field(i); f.IsExported() {
				parts = append(parts, strings.ToLower(f.Name)+": "+Show(rv.Field(i).Interface()))
			}
		}
		return "{" + strings.Join(parts, ", ") + "}"
	case reflect.Float32, reflect.Float64:
		return trimFloat(rv.Float())
	case reflect.Func, reflect.Chan, reflect.UnsafePointer:
		return "<" + rv.Type().String() + ">"
	}
	return fmt.Sprint(rv.Interface())
}

// trimFloat prints a number to 0.001 without trailing zeros.
func trimFloat(x float64) string {
	s := fmt.Sprintf("%.3f", x)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	if s == "-0" {
		s = "0"
	}
	return s
}

// coerceList converts a list built by filter (a []any) to the list type
// want, checking each element.
func coerceList(v any, want reflect.Type) (any, error) {
	if v == nil {
		return reflect.Zero(want).Interface(), nil
	}
	if reflect.TypeOf(v) == want {
		return v, nil
	}
	x, ok := v.([]any)
	if !ok {
		return nil, fmt.Errorf("want %s, not %s", typeName(want), Show(v))
	}
	out := reflect.MakeSlice(want, 0, len(x))
	for _, e := range x {
		if reflect.TypeOf(e) != want.Elem() {
			return nil, fmt.Errorf("want %s, but it holds %s", typeName(want), Show(e))
		}
		out = reflect.Append(out, reflect.ValueOf(e))
	}
	return out.Interface(), nil
}
