package check

import (
	"fmt"
	"math"
	"reflect"
	"sync/atomic"

	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/world"
)

// The operators of the rules language on values of any type, as the
// evaluator applies them when the static types do not settle the case: a
// whole number (a Go int) stays whole under + - * and %, and is checked
// against the largest one (checkedWhole); / and ** always give an
// approximate number (a float64); a whole and an approximate number
// combine as approximate. Their failures are the run-time errors rules
// writers have always seen: "invalid operation: string + float64", "index
// out of range: 3 (array length is 2)", "cannot fetch x from <nil>".

// number reads v as a number: its value, and whether it is whole.
func number(v any) (x float64, whole, ok bool) {
	switch n := v.(type) {
	case float64:
		return n, false, true
	case int:
		return float64(n), true, true
	}
	return 0, false, false
}

// arithV applies + - * / % ** to two values.
func arithV(op string, a, b any) any {
	if i, ok := a.(int); ok {
		if j, ok := b.(int); ok {
			switch op {
			case "+", "-", "*":
				return checkedWhole(op, i, j)
			case "%":
				if j == 0 {
					nonFinite(op, float64(i), 0, math.NaN())
				}
				return i % j
			}
		}
	}
	x, _, xok := number(a)
	y, _, yok := number(b)
	if xok && yok && op == "%" {
		return remainder(x, y)
	}
	if xok && yok {
		switch op {
		case "+":
			return finite(op, x, y, x+y)
		case "-":
			return finite(op, x, y, x-y)
		case "*":
			return finite(op, x, y, x*y)
		case "/":
			return finite(op, x, y, x/y)
		case "**", "^":
			return finite(op, x, y, math.Pow(x, y))
		}
	}
	if op == "+" {
		if s, ok := a.(string); ok {
			if t, ok := b.(string); ok {
				return s + t
			}
		}
	}
	if op == "**" || op == "^" {
		panic(fmt.Sprintf("invalid operation: float(%T)", pick(xok, b, a)))
	}
	if op == "%" {
		op = "%%"
	}
	panic(fmt.Sprintf("invalid operation: %T "+op+" %T", a, b))
}

// remainder is x % y of numbers one of which is approximate: a roll's
// total and a number given to a procedure are approximate numbers however
// whole, and `d % 2` of a roll must still tell odd from even. Whole
// values give the whole remainder; any other is an error (expr refused
// every approximate number here, in Go's words).
func remainder(x, y float64) any {
	// within the whole numbers' range (a NaN fails), and equal to its
	// conversion: a test of the value, which is kept, not a rounding
	if !(math.Abs(x) < 1<<63 && math.Abs(y) < 1<<63) || x != float64(int64(x)) || y != float64(int64(y)) {
		panic(fmt.Errorf("the remainder needs whole numbers: %s %% %s (round them first: round(x) %% round(y))", numText(x), numText(y)))
	}
	if y == 0 {
		nonFinite("%", x, 0, math.NaN())
	}
	return int(x) % int(y)
}

// pick returns a when first is true, else b.
func pick(first bool, a, b any) any {
	if first {
		return a
	}
	return b
}

// compareV applies < > <= >= to two values: numbers of either kind, or
// words.
func compareV(op string, a, b any) bool {
	x, _, xok := number(a)
	y, _, yok := number(b)
	if xok && yok {
		return compareF(op, x, y)
	}
	if s, ok := a.(string); ok {
		if t, ok := b.(string); ok {
			switch op {
			case "<":
				return s < t
			case ">":
				return s > t
			case "<=":
				return s <= t
			default:
				return s >= t
			}
		}
	}
	panic(fmt.Sprintf("invalid operation: %T %s %T", a, op, b))
}

// compareF applies < > <= >= to two numbers.
func compareF(op string, x, y float64) bool {
	switch op {
	case "<":
		return x < y
	case ">":
		return x > y
	case "<=":
		return x <= y
	}
	return x >= y
}

// equalV is ==: numbers by value whatever their kind, words, truths and
// units directly, nil equal to any nil, anything else by its structure.
func equalV(a, b any) bool {
	switch x := a.(type) {
	case *world.Body:
		if y, ok := b.(*world.Body); ok {
			return x == y
		}
	case string:
		if y, ok := b.(string); ok {
			return x == y
		}
		return false
	case bool:
		if y, ok := b.(bool); ok {
			return x == y
		}
		return false
	case int:
		switch y := b.(type) {
		case int:
			return x == y
		case float64:
			return float64(x) == y
		}
		return false
	case float64:
		if y, _, ok := number(b); ok {
			return x == y
		}
		return false
	}
	if isNil(a) && isNil(b) {
		return true
	}
	return reflect.DeepEqual(a, b)
}

// isNil reports whether v is nil or a nil pointer, list or map.
func isNil(v any) bool {
	switch x := v.(type) {
	case nil:
		return true
	case *world.Body:
		return x == nil
	case []*world.Body:
		return x == nil
	case string, bool, int, float64:
		return false
	}
	r := reflect.ValueOf(v)
	switch r.Kind() {
	case reflect.Pointer, reflect.Interface, reflect.Map, reflect.Slice, reflect.Func, reflect.Chan:
		return r.IsNil()
	}
	return false
}

// negV is unary minus.
func negV(v any) any {
	switch x := v.(type) {
	case float64:
		return -x
	case int:
		return checkedNeg("-", x)
	}
	panic(fmt.Sprintf("invalid operation: - %T", v))
}

// inV is `x in list`: whether an element of the list equals x, or a map
// has x as a key.
func inV(needle, list any) bool {
	switch l := list.(type) {
	case nil:
		return false
	case []any:
		for _, e := range l {
			if equalV(e, needle) {
				return true
			}
		}
		return false
	case []string:
		for _, e := range l {
			if equalV(e, needle) {
				return true
			}
		}
		return false
	case []*world.Body:
		for _, e := range l {
			if equalV(e, needle) {
				return true
			}
		}
		return false
	}
	v := reflect.ValueOf(list)
	switch v.Kind() {
	case reflect.Array, reflect.Slice:
		for i := 0; i < v.Len(); i++ {
			if equalV(v.Index(i).Interface(), needle) {
				return true
			}
		}
		return false
	case reflect.Map:
		if needle == nil {
			return v.MapIndex(reflect.Zero(v.Type().Key())).IsValid()
		}
		k := reflect.ValueOf(needle)
		if !k.Type().AssignableTo(v.Type().Key()) {
			return false
		}
		return v.MapIndex(k).IsValid()
	case reflect.Pointer:
		if v.IsNil() {
			return false
		}
		return inV(needle, v.Elem().Interface())
	}
	panic(fmt.Sprintf(`operator "in" not defined on %T`, list))
}

// lenV is len: of a list, a map or a word (in bytes).
func lenV(v any) int {
	switch l := v.(type) {
	case []*world.Body:
		return len(l)
	case []any:
		return len(l)
	case string:
		return len(l)
	}
	r := reflect.ValueOf(v)
	switch r.Kind() {
	case reflect.Array, reflect.Slice, reflect.Map, reflect.String:
		return r.Len()
	}
	panic(fmt.Sprintf("invalid argument for len (type %T)", v))
}

// toInt reads a number as an index.
func toInt(v any) int {
	switch x := v.(type) {
	case int:
		return x
	case float64:
		return int(x)
	}
	panic(fmt.Sprintf("invalid operation: int(%T)", v))
}

// indexV is `x[i]`: an element of a list (counted from the end when i is
// negative), the value of a key in a map (its zero value if missing).
func indexV(from, i any) any {
	if l, ok := from.([]*world.Body); ok {
		if k, ok := i.(int); ok && k >= 0 && k < len(l) {
			return l[k]
		}
	}
	v := reflect.ValueOf(from)
	if v.Kind() == reflect.Invalid {
		panic(fmt.Sprintf("cannot fetch %v from %T", i, from))
	}
	for v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface {
		v = v.Elem()
	}
	switch v.Kind() {
	case reflect.Array, reflect.Slice, reflect.String:
		k, l := toInt(i), v.Len()
		if k < 0 {
			k += l
		}
		if k < 0 || k >= l {
			panic(fmt.Sprintf("index out of range: %v (array length is %v)", k, l))
		}
		return v.Index(k).Interface()
	case reflect.Map:
		var x reflect.Value
		if i == nil {
			x = v.MapIndex(reflect.Zero(v.Type().Key()))
		} else if k := reflect.ValueOf(i); k.Type().AssignableTo(v.Type().Key()) {
			x = v.MapIndex(k)
		}
		if x.IsValid() {
			return x.Interface()
		}
		return reflect.Zero(v.Type().Elem()).Interface()
	case reflect.Struct:
		if name, ok := i.(string); ok {
			if x, ok := engineField(from, name); ok {
				return x
			}
		}
	}
	panic(fmt.Sprintf("cannot fetch %v from %T", i, from))
}

// engineField reads the field name of from, an engine value (a unit,
// placement, spot or model), as engine.Fields declares it; false when
// from is none or has no such field.
func engineField(from any, name string) (any, bool) {
	f, ok := engine.FieldOf(engine.TypeOf(reflect.TypeOf(from)).Kind, name)
	if !ok {
		return nil, false
	}
	return f.Get(from)
}

// memberV is `x.name`: a field of an engine value, or a key of a map.
// field says the checker knows x for a value with fields, whose read
// from nil fails as such ("cannot get side from <nil>").
func memberV(from any, name string, field bool) any {
	v := reflect.ValueOf(from)
	switch {
	case v.Kind() == reflect.Invalid && field:
		panic(fmt.Sprintf("cannot get %v from %T", name, from))
	case v.Kind() == reflect.Pointer && !v.IsNil() && v.Elem().Kind() == reflect.Struct:
		if x, ok := engineField(from, name); ok {
			return x
		}
	case v.Kind() == reflect.Pointer:
		panic(fmt.Sprintf("cannot get %v from %T", name, from))
	case v.Kind() == reflect.Map:
		return indexV(from, name)
	}
	panic(fmt.Sprintf("cannot fetch %v from %T", name, from))
}

// sliceV is `x[lo:hi]`, each bound counted from the end when negative
// and clamped to the list.
func sliceV(from, lo, hi any) any {
	v := reflect.ValueOf(from)
	switch v.Kind() {
	case reflect.Array, reflect.Slice, reflect.String:
		n := v.Len()
		a, b := 0, n
		if lo != nil {
			a = toInt(lo)
		}
		if hi != nil {
			b = toInt(hi)
		}
		if a < 0 {
			a = max(n+a, 0)
		}
		if b < 0 {
			b = max(n+b, 0)
		}
		b = min(b, n)
		a = min(a, b)
		return v.Slice(a, b).Interface()
	}
	panic(fmt.Sprintf("cannot slice %v", lo))
}

// fieldCache remembers the getter (engine.Fields) of a field read of a
// value whose type the checker does not know, for the last Go type read,
// so that a read finds it once.
type fieldCache struct {
	last atomic.Pointer[fieldAt]
}

// fieldAt is the getter of a field of the engine values of one Go type.
type fieldAt struct {
	t   reflect.Type
	get func(any) (any, bool)
}

// read returns the field name of v, false when v is no engine value having
// it (or a nil one).
func (c *fieldCache) read(v any, name string) (any, bool) {
	t := reflect.TypeOf(v)
	at := c.last.Load()
	if at == nil || at.t != t {
		f, ok := engine.FieldOf(engine.TypeOf(t).Kind, name)
		if !ok {
			return nil, false
		}
		at = &fieldAt{t: t, get: f.Get}
		c.last.Store(at)
	}
	return at.get(v)
}
