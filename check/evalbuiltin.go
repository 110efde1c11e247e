package check

import (
	"fmt"
	"math"
	"reflect"
	"sort"
	"strings"
	"sync"

	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/types"
)

// The builtins of the language that are not loops: each one function on
// the values of its arguments, failing with the text rules writers have
// always seen ("invalid argument for abs (type string)").

// builtinFn is a builtin's run on its arguments' values.
type builtinFn func(args []any) any

// builtins are the builtins by name, each with how many arguments it
// takes (from, to).
var builtins = sync.OnceValue(func() map[string]struct {
	from, to int
	run      builtinFn
} {
	return map[string]struct {
		from, to int
		run      builtinFn
	}{
		"len":    {1, 1, func(a []any) any { return lenV(a[0]) }},
		"exists": {1, 1, func(a []any) any { return lenV(a[0]) > 0 }},
		"abs":    {1, 1, func(a []any) any { return absV(a[0]) }},
		"round":  {1, 1, func(a []any) any { return roundV("round", math.Round, a[0]) }},
		"floor":  {1, 1, func(a []any) any { return roundV("floor", math.Floor, a[0]) }},
		"ceil":   {1, 1, func(a []any) any { return roundV("ceil", math.Ceil, a[0]) }},
		"int":    {1, 1, func(a []any) any { return intV(a[0]) }},
		"float":  {1, 1, func(a []any) any { return floatV(a[0]) }},
		"string": {1, 1, func(a []any) any { return fmt.Sprintf("%v", a[0]) }},
		"max":    {1, -1, func(a []any) any { return minMax("max", a, func(x, y any) bool { return compareV("<", x, y) }) }},
		"min":    {1, -1, func(a []any) any { return minMax("min", a, func(x, y any) bool { return compareV(">", x, y) }) }},
		"lower":  {1, 1, func(a []any) any { return strings.ToLower(a[0].(string)) }},
		"upper":  {1, 1, func(a []any) any { return strings.ToUpper(a[0].(string)) }},
		"trim": {1, 2, func(a []any) any {
			if len(a) == 2 {
				return strings.Trim(a[0].(string), a[1].(string))
			}
			return strings.TrimSpace(a[0].(string))
		}},
		"hasPrefix": {2, 2, func(a []any) any { return strings.HasPrefix(a[0].(string), a[1].(string)) }},
		"hasSuffix": {2, 2, func(a []any) any { return strings.HasSuffix(a[0].(string), a[1].(string)) }},
		"indexOf":   {2, 2, func(a []any) any { return strings.Index(a[0].(string), a[1].(string)) }},
		"split": {2, 3, func(a []any) any {
			if len(a) == 3 {
				return strings.SplitN(a[0].(string), a[1].(string), toInt(a[2]))
			}
			return strings.Split(a[0].(string), a[1].(string))
		}},
		"join":      {1, 2, joinV},
		"first":     {1, 1, func(a []any) any { return endV(a[0], 0) }},
		"last":      {1, 1, func(a []any) any { return endV(a[0], -1) }},
		"fromPairs": {1, 1, fromPairsV},
		"toPairs": {1, 1, func(a []any) any {
			out := []any{}
			for _, k := range mapKeys(a[0], "toPairs") {
				out = append(out, []any{k.Interface(), reflect.ValueOf(a[0]).MapIndex(k).Interface()})
			}
			return out
		}},
		"keys": {1, 1, func(a []any) any {
			out := []any{}
			for _, k := range mapKeys(a[0], "keys") {
				out = append(out, k.Interface())
			}
			return out
		}},
		"values": {1, 1, func(a []any) any {
			out := []any{}
			for _, k := range mapKeys(a[0], "values") {
				out = append(out, reflect.ValueOf(a[0]).MapIndex(k).Interface())
			}
			return out
		}},
		"mean": {1, 1, func(a []any) any {
			xs := numbersOf("mean", a[0])
			if len(xs) == 0 {
				return 0.0
			}
			sum := 0.0
			for _, x := range xs {
				sum += x
			}
			return sum / float64(len(xs))
		}},
		"median": {1, 1, func(a []any) any {
			xs := numbersOf("median", a[0])
			if len(xs) == 0 {
				return 0.0
			}
			sort.Float64s(xs)
			if n := len(xs); n%2 == 0 {
				return (xs[n/2-1] + xs[n/2]) / 2
			}
			return xs[len(xs)/2]
		}},
		"take": {2, 2, func(a []any) any {
			l := listOf("take", a[0])
			return l[:max(0, min(toInt(a[1]), len(l)))]
		}},
		"reverse": {1, 1, func(a []any) any {
			l := listOf("reverse", a[0])
			out := make([]any, len(l))
			for i, x := range l {
				out[len(l)-1-i] = x
			}
			return out
		}},
		"uniq": {1, 1, func(a []any) any {
			out := []any{}
			for _, x := range listOf("uniq", a[0]) {
				if !inV(x, out) {
					out = append(out, x)
				}
			}
			return out
		}},
		"sort": {1, 2, func(a []any) any {
			l := listOf("sort", a[0])
			out := append([]any(nil), l...)
			desc := len(a) == 2 && a[1] == "desc"
			sort.SliceStable(out, func(i, j int) bool {
				if desc {
					return compareV("<", out[j], out[i])
				}
				return compareV("<", out[i], out[j])
			})
			return out
		}},
		"concat": {1, -1, func(a []any) any {
			out := []any{}
			for _, l := range a {
				out = append(out, listOf("concat", l)...)
			}
			return out
		}},
		"flatten": {1, 1, func(a []any) any {
			var out []any
			var walk func(v any)
			walk = func(v any) {
				if rv := reflect.ValueOf(v); rv.Kind() == reflect.Slice || rv.Kind() == reflect.Array {
					for i := 0; i < rv.Len(); i++ {
						walk(rv.Index(i).Interface())
					}
					return
				}
				out = append(out, v)
			}
			walk(a[0])
			if out == nil {
				out = []any{}
			}
			return out
		}},
		"trimPrefix":  {2, 2, func(a []any) any { return strings.TrimPrefix(a[0].(string), a[1].(string)) }},
		"trimSuffix":  {2, 2, func(a []any) any { return strings.TrimSuffix(a[0].(string), a[1].(string)) }},
		"lastIndexOf": {2, 2, func(a []any) any { return strings.LastIndex(a[0].(string), a[1].(string)) }},
		"repeat": {2, 2, func(a []any) any {
			n := toInt(a[1])
			if n < 0 || n > 1e6 {
				panic(fmt.Errorf("invalid argument for repeat (%d times)", n))
			}
			return strings.Repeat(a[0].(string), n)
		}},
		"type": {1, 1, func(a []any) any { return typeNameV(a[0]) }},
		// sum(list) and count(list), without a body, read the elements
		"sum": {1, 1, func(a []any) any {
			var sum any = 0
			items := newItems(a[0])
			for i := 0; i < items.n; i++ {
				sum = arithV("+", sum, items.at(i))
			}
			return sum
		}},
		"count": {1, 1, func(a []any) any {
			count := 0
			items := newItems(a[0])
			for i := 0; i < items.n; i++ {
				b, ok := items.at(i).(bool)
				if !ok {
					panic(fmt.Errorf("invalid argument for count (an item of type %T, not a bool)", items.at(i)))
				}
				if b {
					count++
				}
			}
			return count
		}},
	}
})

// unary1 are the builtins of one argument run without an argument list,
// so that a call allocates nothing.
var unary1 = sync.OnceValue(func() map[string]func(any) any {
	return map[string]func(any) any{
		"len":    func(v any) any { return lenV(v) },
		"exists": func(v any) any { return lenV(v) > 0 },
		"abs":    absV,
	}
})

// builtin lowers a call of a builtin.
func (e *evaluator) builtin(n *grammar.CallExpr) evalFn {
	name := n.Fun.Name
	b, ok := builtins()[name]
	if !ok {
		return e.fail(n.Fun, "%s cannot be used in rules", name)
	}
	if len(n.Args) < b.from || b.to >= 0 && len(n.Args) > b.to {
		return e.fail(n.Fun, "%s: wrong number of arguments (%d)", name, len(n.Args))
	}
	run := b.run
	if (name == "len" || name == "exists") && len(n.Args) == 1 && isSet(e.typeOf(n.Args[0])) &&
		e.typeOf(n.Args[0]).Kind != types.Unit {
		// the length of a list of units built or asked for unboxed
		u, exists := e.setOperand(n.Args[0]), name == "exists"
		return func(f *Frame) any {
			l, v, ok := u(f)
			k := len(l)
			if !ok {
				k = lenV(v)
			}
			if exists {
				return k > 0
			}
			return k
		}
	}
	if name == "fromPairs" && len(n.Args) == 1 {
		if fn := e.fromPairsMap(n.Args[0]); fn != nil {
			return fn
		}
	}
	if one := unary1()[name]; one != nil && len(n.Args) == 1 {
		a := e.lower(n.Args[0])
		return func(f *Frame) any { return one(a(f)) }
	}
	args := make([]evalFn, len(n.Args))
	for i, a := range n.Args {
		args[i] = e.lower(a)
	}
	return func(f *Frame) any {
		r := f.Run
		base := len(r.args)
		for _, a := range args {
			v := a(f)
			r.args = append(r.args, v)
		}
		v := run(r.args[base:])
		r.popArgs(base)
		return v
	}
}

// absV is abs.
func absV(v any) any {
	switch x := v.(type) {
	case float64:
		return math.Abs(x)
	case int:
		if x < 0 {
			return checkedNeg("abs", x)
		}
		return x
	}
	panic(fmt.Sprintf("invalid argument for abs (type %T)", v))
}

// roundV is round, floor and ceil: of a whole number, itself made
// approximate.
func roundV(name string, fn func(float64) float64, v any) any {
	switch x := v.(type) {
	case float64:
		return fn(x)
	case int:
		return float64(x)
	}
	panic(fmt.Sprintf("invalid argument for %s (type %T)", name, v))
}

// intV is int: a number's whole part, or a word read as a whole number.
func intV(v any) any {
	switch x := v.(type) {
	case float64:
		// Go's conversion of a float beyond the range (or NaN) is
		// undefined: int(1e300) was -2^63
		if math.IsNaN(x) || x >= 1<<63 || x < -(1<<63) {
			panic(fmt.Errorf("int(%v) is beyond %d, the largest whole number", x, maxWhole))
		}
		return int(x)
	case int:
		return x
	case string:
		var i int
		if _, err := fmt.Sscan(x, &i); err != nil || fmt.Sprint(i) != strings.TrimLeft(x, "+") {
			panic(fmt.Sprintf("invalid operation: int(%s)", x))
		}
		return i
	}
	panic(fmt.Sprintf("invalid operation: int(%T)", v))
}

// floatV is float.
func floatV(v any) any {
	switch x := v.(type) {
	case float64:
		return x
	case int:
		return float64(x)
	case string:
		var f float64
		if _, err := fmt.Sscan(x, &f); err != nil {
			panic(fmt.Sprintf("invalid operation: float(%s)", x))
		}
		return f
	}
	panic(fmt.Sprintf("invalid operation: float(%T)", v))
}

// minMax is max and min over numbers and lists of numbers: better(x, y)
// says y should replace x.
func minMax(name string, args []any, better func(x, y any) bool) any {
	var val any
	var walk func(v any, depth int)
	walk = func(v any, depth int) {
		if _, _, ok := number(v); ok {
			if val == nil || better(val, v) {
				val = v
			}
			return
		}
		rv := reflect.ValueOf(v)
		if rv.Kind() != reflect.Slice && rv.Kind() != reflect.Array {
			panic(fmt.Errorf("invalid argument for %s (type %T)", name, v))
		}
		for i := 0; i < rv.Len(); i++ {
			walk(rv.Index(i).Interface(), depth+1)
		}
	}
	if len(args) == 1 {
		if _, _, ok := number(args[0]); !ok {
			if rv := reflect.ValueOf(args[0]); rv.Kind() != reflect.Slice && rv.Kind() != reflect.Array {
				return args[0]
			}
		}
	}
	for _, a := range args {
		walk(a, 0)
	}
	return val
}

// joinV is join: the words of a list with a glue between them.
func joinV(a []any) any {
	glue := ""
	if len(a) == 2 {
		glue = a[1].(string)
	}
	switch l := a[0].(type) {
	case []string:
		return strings.Join(l, glue)
	case []any:
		s := make([]string, len(l))
		for i, w := range l {
			s[i] = w.(string)
		}
		return strings.Join(s, glue)
	}
	panic(fmt.Errorf("invalid argument for join (type %T)", a[0]))
}

// endV is first and last: the list's element at i (from the end when
// negative), nil for an empty list.
func endV(list any, i int) (v any) {
	defer func() {
		if recover() != nil {
			v = nil
		}
	}()
	return indexV(list, i)
}

// fromPairsMap lowers fromPairs(map(list, [key, value])) without building
// the pairs and the list of them: each element's key and value, in the
// order map evaluates them, go to the run's buffer, and the table is made
// of them once all are evaluated, as fromPairs makes it of the pairs. Nil
// if x is no such map.
func (e *evaluator) fromPairsMap(x grammar.ExprNode) evalFn {
	l, ok := unparen(x).(*grammar.Loop)
	if !ok || l.Word.Name != "map" || len(l.Rest) > 0 || l.Body == nil {
		return nil
	}
	pair, ok := unparen(l.Body).(*grammar.ListExpr)
	if !ok || len(pair.Elems) != 2 {
		return nil
	}
	list := e.lower(l.List)
	e.loops = append(e.loops, loopDecl{l})
	key, val := e.lower(pair.Elems[0]), e.lower(pair.Elems[1])
	e.loops = e.loops[:len(e.loops)-1]
	body := e.bodyKey(l)
	return func(f *Frame) any {
		r := f.Run
		items := newItems(list(f))
		if items.n > 0 {
			f.count(body)
		}
		r.loop = append(r.loop, nil)
		top, base := len(r.loop)-1, len(r.args)
		for i := 0; i < items.n; i++ {
			r.loop[top] = items.at(i)
			k := key(f)
			v := val(f)
			r.args = append(r.args, k, v)
		}
		r.popLoop()
		out := make(map[any]any, items.n)
		for i := base; i < len(r.args); i += 2 {
			out[r.args[i]] = r.args[i+1]
		}
		r.popArgs(base)
		return out
	}
}

// fromPairs is fromPairs: a table from a list of [key, value] pairs.
func fromPairsV(a []any) any {
	v := reflect.ValueOf(a[0])
	if v.Kind() != reflect.Slice && v.Kind() != reflect.Array {
		panic(fmt.Errorf("cannot transform %v from pairs", v))
	}
	out := make(map[any]any, v.Len())
	for i := 0; i < v.Len(); i++ {
		pair := reflect.ValueOf(v.Index(i).Interface())
		if pair.Kind() != reflect.Array && pair.Kind() != reflect.Slice {
			panic(fmt.Errorf("invalid pair %v", pair))
		}
		if pair.Len() != 2 {
			panic(fmt.Errorf("invalid pair length %v", pair))
		}
		out[pair.Index(0).Interface()] = pair.Index(1).Interface()
	}
	return out
}

// listOf reads a list for a builtin: its elements.
func listOf(name string, v any) []any {
	if l, ok := v.([]any); ok {
		return l
	}
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Slice && rv.Kind() != reflect.Array {
		panic(fmt.Errorf("invalid argument for %s (type %T)", name, v))
	}
	out := make([]any, rv.Len())
	for i := range out {
		out[i] = rv.Index(i).Interface()
	}
	return out
}

// numbersOf reads a list of numbers for mean and median.
func numbersOf(name string, v any) []float64 {
	var out []float64
	for _, x := range listOf(name, v) {
		f, _, ok := number(x)
		if !ok {
			panic(fmt.Errorf("invalid argument for %s (type %T)", name, x))
		}
		out = append(out, f)
	}
	return out
}

// mapKeys returns the keys of a table in the order of their text, so
// that keys, values and toPairs give the same list on every run.
func mapKeys(v any, name string) []reflect.Value {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Map {
		panic(fmt.Errorf("invalid argument for %s (type %T)", name, v))
	}
	keys := rv.MapKeys()
	sort.Slice(keys, func(i, j int) bool { return Show(keys[i].Interface()) < Show(keys[j].Interface()) })
	return keys
}

// typeNameV is type: the kind of a value as a word.
func typeNameV(v any) string {
	switch v.(type) {
	case nil:
		return "nil"
	case bool:
		return "bool"
	case int:
		return "int"
	case float64:
		return "float"
	case string:
		return "string"
	}
	switch reflect.ValueOf(v).Kind() {
	case reflect.Slice, reflect.Array:
		return "array"
	case reflect.Map:
		return "map"
	}
	return "unknown"
}
