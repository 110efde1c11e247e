package interp

import (
	"fmt"
	"github.com/rulec-dev/rulec/engine"
	"reflect"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// Type is the static type of a value in a rules program.
type Type struct {
	Name string       // as written in .rules: unit, length, number, ...
	Go   reflect.Type // the Go type expressions see
}

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

// paramTypes are the types a procedure parameter may be declared with.
func paramTypes() map[string]reflect.Type {
	return map[string]reflect.Type{
		"unit":       bodyType,
		"body":       bodyType,
		"units":      bodiesT,
		"bodies":     bodiesT,
		"length":     floatType,
		"number":     floatType,
		"angle":      floatType,
		"word":       strType,
		"bool":       boolType,
		"point":      vecType,
		"placement":  placeT,
		"placements": placesT,
		"model":      modelType,
		"models":     modelsTy,
		"spot":       spotType,
		"spots":      spotsType,
	}
}

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
	return rulesTypeNames.Replace(t.String())
}

// assignable reports whether a value of type got may be used where want is
// expected: numbers convert, and "any" is checked at run time.
func assignable(got, want reflect.Type) bool {
	if got == nil || want == nil || got == anyType || want == anyType {
		return true
	}
	if got == want {
		return true
	}
	num := func(t reflect.Type) bool {
		k := t.Kind()
		return k >= reflect.Int && k <= reflect.Float64
	}
	if num(got) && num(want) {
		return true
	}
	if got.Kind() == reflect.Slice && want.Kind() == reflect.Slice && got.Elem() == anyType {
		return true
	}
	return false
}

// sample returns a zero value of t for expr's typed environment.
func sample(t reflect.Type) any {
	if t == nil || t == anyType {
		return nil
	}
	return reflect.Zero(t).Interface()
}

// coerce converts a value from an expression to the type a query, action
// or procedure parameter wants: lists built by filter or map become lists
// of units, and integers become numbers.
func coerce(v any, want reflect.Type) (any, error) {
	switch want {
	case bodiesT:
		switch x := v.(type) {
		case []*world.Body:
			return v, nil
		case nil:
			return []*world.Body(nil), nil
		case []any:
			out := make([]*world.Body, 0, len(x))
			for _, e := range x {
				b, ok := e.(*world.Body)
				if !ok {
					return nil, fmt.Errorf("want a list of units, but it holds %s", show(e))
				}
				out = append(out, b)
			}
			return out, nil
		}
		return nil, fmt.Errorf("want a list of units, not %s", show(v))
	case modelsTy, spotsType:
		return coerceList(v, want)
	case floatType:
		switch x := v.(type) {
		case int:
			return float64(x), nil
		case float64:
			return v, nil
		}
		return nil, fmt.Errorf("want a number, not %s", show(v))
	case bodyType:
		if v == nil {
			return (*world.Body)(nil), nil
		}
		if _, ok := v.(*world.Body); !ok {
			return nil, fmt.Errorf("want a unit, not %s", show(v))
		}
	case strType:
		if _, ok := v.(string); !ok {
			return nil, fmt.Errorf("want a word, not %s", show(v))
		}
	}
	return v, nil
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
		return nil, fmt.Errorf("want %s, not %s", typeName(want), show(v))
	}
	out := reflect.MakeSlice(want, 0, len(x))
	for _, e := range x {
		if reflect.TypeOf(e) != want.Elem() {
			return nil, fmt.Errorf("want %s, but it holds %s", typeName(want), show(e))
		}
		out = reflect.Append(out, reflect.ValueOf(e))
	}
	return out.Interface(), nil
}
