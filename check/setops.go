package check

import (
	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/world"
)

// Set operators on units: `a + b` is the units of a and then those of b
// not in a, `a - b` the units of a not in b, `x in a` whether x is one of
// a; either side may be a single unit or a list (a list built by filter
// too). The checker types them (a + b on units is a set operator, on
// numbers arithmetic); the evaluator runs them on operands read here
// without copying them.

// asUnits turns a set operand into a list of units.
func asUnits(v any) ([]*world.Body, error) {
	l, err := coerceGo(v, bodiesT)
	if err != nil {
		return nil, err
	}
	return l.([]*world.Body), nil
}

// operand is a set operand read as a list of units without copying it: a
// list of units, a list built by filter, or a single unit.
type operand struct {
	units []*world.Body
	anys  []any
	one   *world.Body
	n     int
}

// operandOf reads a set operand as asUnits does, failing alike.
func operandOf(v any) (operand, error) {
	switch x := v.(type) {
	case []*world.Body:
		return operand{units: x, n: len(x)}, nil
	case *world.Body:
		if x == nil {
			return operand{}, nil
		}
		return operand{one: x, n: 1}, nil
	case nil:
		return operand{}, nil
	case []any:
		for _, e := range x {
			if _, ok := e.(*world.Body); !ok {
				_, err := asUnits(v)
				return operand{}, err
			}
		}
		return operand{anys: x, n: len(x)}, nil
	}
	_, err := asUnits(v)
	return operand{}, err
}

// at returns the operand's i-th unit.
func (o *operand) at(i int) *world.Body {
	switch {
	case o.one != nil:
		return o.one
	case o.anys != nil:
		return o.anys[i].(*world.Body)
	}
	return o.units[i]
}

// holds reports whether the operand holds x.
func (o *operand) holds(x *world.Body) bool {
	for i := 0; i < o.n; i++ {
		if o.at(i) == x {
			return true
		}
	}
	return false
}

// unionOf is unionSet on operands read, its list taken from c's run
// (c may be nil).
func unionOf(c *engine.Ctx, a, b *operand) []*world.Body {
	if a.n+b.n == 0 {
		return nil
	}
	out := c.Bodies(a.n + b.n)[:a.n]
	for i := range out {
		out[i] = a.at(i)
	}
	if !hashed(a.n, b.n) {
		for i := 0; i < b.n; i++ {
			if x := b.at(i); !holds(out, x) {
				out = append(out, x)
			}
		}
		return out
	}
	seen := make(map[*world.Body]bool, a.n+b.n)
	for _, x := range out {
		seen[x] = true
	}
	for i := 0; i < b.n; i++ {
		if x := b.at(i); !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

// setScan is the length up to which a set operator scans a list for each
// unit of the other rather than hashing one: on short lists a scan is
// quicker than building a map, on long ones it is quadratic.
const setScan = 16

// hashed reports whether an operator on lists of m and n units hashes.
func hashed(m, n int) bool { return m > setScan && n > setScan }

// exceptOf is exceptSet on operands read, its list taken from c's run
// (c may be nil).
func exceptOf(c *engine.Ctx, a, b *operand) []*world.Body {
	var in map[*world.Body]bool
	if hashed(a.n, b.n) {
		in = make(map[*world.Body]bool, b.n)
		for i := 0; i < b.n; i++ {
			in[b.at(i)] = true
		}
	}
	var out []*world.Body
	for i := 0; i < a.n; i++ {
		x := a.at(i)
		if in != nil && in[x] || in == nil && b.holds(x) {
			continue
		}
		if out == nil {
			out = c.Bodies(a.n - i)
		}
		out = append(out, x)
	}
	return out
}

// holds reports whether list holds x.
func holds(list []*world.Body, x *world.Body) bool {
	for _, y := range list {
		if y == x {
			return true
		}
	}
	return false
}
