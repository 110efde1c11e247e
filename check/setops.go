package check

import (
	"fmt"
	"reflect"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/conf"
	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/world"
)

// Set operators on units: `a + b` is the units of a and then those of b
// not in a, `a - b` the units of a not in b, `x in a` whether x is one of
// a; either side may be a single unit or a list (a list built by filter
// too). expr has no such operators on lists, so they are overloads: expr
// rewrites `a + b` to a call of setUnion when the types match, and leaves
// numbers to its own operators.
const (
	setUnion  = "_union"
	setExcept = "_except"
	setIn     = "_in"
)

// setOperands are the static types a set operand may have.
var setOperands = []reflect.Type{bodyType, bodiesT, reflect.TypeOf([]any(nil))}

// asUnits turns a set operand into a list of units.
func asUnits(v any) ([]*world.Body, error) {
	l, err := Coerce(v, bodiesT)
	if err != nil {
		return nil, err
	}
	return l.([]*world.Body), nil
}

// setSigs returns every pairing of operand types, each giving out.
func setSigs(out reflect.Type, lefts, rights []reflect.Type) []any {
	var sigs []any
	for _, l := range lefts {
		for _, r := range rights {
			sigs = append(sigs, reflect.New(reflect.FuncOf([]reflect.Type{l, r}, []reflect.Type{out}, false)).Interface())
		}
	}
	return sigs
}

// setOptions applies the set functions to scratch and returns the patch
// that turns the operators into calls of them (patchAndCheck runs it).
func setOptions(scratch *conf.Config) []expr.Option {
	lists := setOperands[1:]
	for _, o := range []expr.Option{
		expr.Function(setUnion, unionSet, setSigs(bodiesT, setOperands, setOperands)...),
		expr.Function(setExcept, exceptSet, setSigs(bodiesT, setOperands, setOperands)...),
		expr.Function(setIn, inSet, setSigs(boolType, setOperands[:1], lists)...),
	} {
		o(scratch)
	}
	return []expr.Option{expr.Patch(&setPatch{})}
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

// unionSet is `a + b` on units: the units of a, then those of b not in a.
func unionSet(args ...any) (any, error) {
	a, err := operandOf(args[0])
	if err != nil {
		return nil, fmt.Errorf("+: %v", err)
	}
	b, err := operandOf(args[1])
	if err != nil {
		return nil, fmt.Errorf("+: %v", err)
	}
	return unionOf(nil, &a, &b), nil
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

// exceptSet is `a - b` on units: the units of a not in b.
func exceptSet(args ...any) (any, error) {
	a, err := operandOf(args[0])
	if err != nil {
		return nil, fmt.Errorf("-: %v", err)
	}
	b, err := operandOf(args[1])
	if err != nil {
		return nil, fmt.Errorf("-: %v", err)
	}
	return exceptOf(nil, &a, &b), nil
}

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

// inSet is `x in a` on units.
func inSet(args ...any) (any, error) {
	x, _ := args[0].(*world.Body)
	l, err := operandOf(args[1])
	if err != nil {
		return nil, fmt.Errorf("in: %v", err)
	}
	return x != nil && l.holds(x), nil
}

// setPatch turns `a + b`, `a - b` and `x in a` on units into calls of the
// set functions, giving each new call its type so that a chain `a - b - c`
// is turned in one walk.
type setPatch struct {
	patched bool // in the last walk: expr checks the tree and walks again
}

// Reset and ShouldRepeat make expr run setPatch after the patches that
// run once (ctxPatch), and again on the tree checked anew while it turns
// operators: expr's check stops at the first operator it cannot type,
// leaving what lies beyond it untyped until that one is turned.
func (p *setPatch) Reset() { p.patched = false }

// ShouldRepeat implements expr's repeatable patch.
func (p *setPatch) ShouldRepeat() bool { return p.patched }

// Visit implements ast.Visitor.
func (p *setPatch) Visit(n *ast.Node) {
	b, ok := (*n).(*ast.BinaryNode)
	if !ok {
		return
	}
	isSet := func(t reflect.Type) bool {
		for _, s := range setOperands {
			if t == s {
				return true
			}
		}
		return false
	}
	l, r := b.Left.Type(), b.Right.Type()
	var fn string
	var out reflect.Type
	switch {
	case (b.Operator == "+" || b.Operator == "-") && isSet(l) && isSet(r):
		fn, out = setUnion, bodiesT
		if b.Operator == "-" {
			fn = setExcept
		}
	case b.Operator == "in" && l == bodyType && isSet(r) && r != bodyType:
		fn, out = setIn, boolType
	default:
		return
	}
	call := &ast.CallNode{Callee: &ast.IdentifierNode{Value: fn}, Arguments: []ast.Node{b.Left, b.Right}}
	call.SetType(out)
	ast.Patch(n, call)
	p.patched = true
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
