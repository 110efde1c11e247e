package check

import (
	"fmt"
	"strings"

	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/parser"
	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/types"
)

// dim is what a number measures: a length, an angle (degrees) or a plain
// number (a count, a roll). Lengths and numbers share one Go type, so the
// checker tracks dimensions beside expr's types, and refuses a bare 3 where
// a length is wanted (it would be 3 mm whatever the file's units) or a
// comparison of a length with a count.
type dim uint8

const (
	dimUnknown dim = iota // not a number, or not known (a prop, a list)
	dimNumber
	dimLength
	dimAngle
)

func (d dim) String() string {
	switch d {
	case dimNumber:
		return "a number"
	case dimLength:
		return "a length"
	case dimAngle:
		return "an angle"
	}
	return "a value"
}

// dimOf is what the checker knows of an expression's number.
type dimOf struct {
	d      dim
	lit    string // the bare number as written, when the expression is one
	name   string // the variable holding a plain number, when the expression is one
	rolled bool   // name holds a roll's total (or dice)
	text   string // the expression as written, for a hint, where the caller knows it
}

// dimCode reads one letter of a signature: L length, A angle, N number,
// anything else unknown.
func dimCode(c byte) dim {
	switch c {
	case 'L':
		return dimLength
	case 'A':
		return dimAngle
	case 'N':
		return dimNumber
	}
	return dimUnknown
}

// funcDims returns the dimensions of the query f as its declaration
// (engine.QueryN) gives them: the dimension letter of each parameter and,
// after '>', of the result.
func funcDims(f *engine.Func) (string, bool) {
	if f == nil || f.Dims == "" {
		return "", false
	}
	return f.Dims, true
}

// typeDim is the dimension of a number of type t, unknown for anything
// else (a prop's number, which mixes with either).
func typeDim(t types.Type) dim {
	switch t.Kind {
	case types.Length:
		return dimLength
	case types.Angle:
		return dimAngle
	case types.Number:
		return dimNumber
	}
	return dimUnknown
}

// kindDim is the dimension of a procedure parameter declared with kind.
func kindDim(kind string) dim {
	switch kind {
	case "length":
		return dimLength
	case "angle":
		return dimAngle
	case "number":
		return dimNumber
	}
	return dimUnknown
}

// varDim returns the dimension of a variable or constant, or unknown.
func (ck *checker) varDim(sc *scope, name string) dim {
	for s := sc; s != nil; s = s.parent {
		if b := s.vars[name]; b != nil {
			if d, ok := s.dims[name]; ok {
				return d
			}
			return dimOfType(b.Type)
		}
	}
	return ck.constDims[name]
}

// setRolled records that a variable just defined in sc holds a roll: a
// plain number (or a list of them), never a length, however the rule text
// speaks of "the distance rolled".
func (sc *scope) setRolled(name string) {
	if sc.rolled == nil {
		sc.rolled = map[string]bool{}
	}
	sc.rolled[name] = true
}

// isRolled reports whether the variable name holds a roll.
func isRolled(sc *scope, name string) bool {
	for s := sc; s != nil; s = s.parent {
		if _, ok := s.vars[name]; ok {
			return s.rolled[name]
		}
	}
	return false
}

// dimVisitor works out dimensions bottom up (ast.Walk visits children
// first), reporting mixtures as it goes.
type dimVisitor struct {
	ck  *checker
	sc  *scope
	src exprSource
	of  map[ast.Node]dimOf
	bad bool // an error was reported: stop reporting
}

// exprDim parses an expression's rewritten text again, unoptimised so that
// each literal keeps its place, and works out its dimension, reporting a
// length mixed with a number or an angle, or a bare number given to a
// query where a length is wanted.
func (ck *checker) exprDim(src exprSource, sc *scope) dimOf {
	return ck.exprDimOf(src, sc, false)
}

// exprDimOf is exprDim; quiet reports nothing, for a part of an expression
// already checked whole (explained while rules run, maybe on several
// goroutines at once).
func (ck *checker) exprDimOf(src exprSource, sc *scope, quiet bool) dimOf {
	tree, err := parser.Parse(src.text)
	if err != nil {
		return dimOf{}
	}
	return ck.treeDim(tree, src, sc, quiet)
}

// treeDim is exprDimOf on the tree expr's parser made of src.text, before
// expr's checker patches it.
func (ck *checker) treeDim(tree *parser.Tree, src exprSource, sc *scope, quiet bool) dimOf {
	v := &dimVisitor{ck: ck, sc: sc, src: src, of: map[ast.Node]dimOf{}, bad: quiet}
	ast.Walk(&tree.Node, v)
	return v.of[tree.Node]
}

// tokenAt returns the token the rewritten text has at offset, if any.
func (s exprSource) tokenAt(offset int) (kind, value string, ok bool) {
	for i, st := range s.starts {
		// a length is rewritten as (millimetres): its number starts after
		// the bracket.
		if st == offset || st+1 == offset && s.toks[i].Kind == "Length" {
			return s.toks[i].Kind, s.toks[i].Value, true
		}
	}
	return "", "", false
}

func (v *dimVisitor) Visit(n *ast.Node) {
	v.of[*n] = v.dimOfNode(*n)
}

// report adds a positioned error once per expression.
func (v *dimVisitor) report(n ast.Node, hint, format string, args ...any) {
	if v.bad {
		return
	}
	v.bad = true
	e := v.ck.errs.Add(v.src.posAt(n.Location().From), format, args...)
	e.Hint = hint
}

// lengthHint suggests writing a bare number with the file's unit.
func (v *dimVisitor) lengthHint(lit string) string {
	u := v.ck.units.Default
	if u == "" {
		u = "in"
	}
	return fmt.Sprintf("write %s%s", strings.TrimPrefix(lit, "+"), u)
}

// want checks an argument of dimension got where want is expected.
func (v *dimVisitor) want(n ast.Node, got dimOf, want dim, what string) {
	v.ck.wantDim(got, want, what, func(hint, format string, args ...any) {
		v.report(n, hint, format, args...)
	})
}

// wantDim checks a value of dimension got where want is expected: a bare
// number, or a variable holding a plain number such as a roll's total, is
// refused where a length is wanted (except 0), a length where an angle is,
// and so on; unknown dimensions pass.
func (ck *checker) wantDim(got dimOf, want dim, what string, report func(hint, format string, args ...any)) {
	if want == dimUnknown || want == dimNumber && got.d != dimLength && got.d != dimAngle {
		return
	}
	if got.d == dimUnknown || got.d == want || want == dimAngle && got.d == dimNumber {
		return // angles are written in bare degrees
	}
	u := ck.units.Default
	if u == "" {
		u = "in"
	}
	switch {
	case got.lit == "0":
		return // 0 is 0 in any unit
	case got.lit != "":
		report("write "+got.lit+u, "%s must be a length, not the bare number %s", what, got.lit)
	case want == dimLength && got.rolled:
		report("write "+got.name+" * 1"+u, "%s must be a length, not the dice total %s", what, got.name)
	case want == dimLength && got.name != "":
		report("write "+got.name+" * 1"+u, "%s must be a length, not the number %s", what, got.name)
	case want == dimLength && got.d == dimNumber && got.text != "":
		report("write "+bracketed(got.text)+" * 1"+u, "%s must be a length, not a number", what)
	default:
		report("", "%s must be %s, not %s", what, want, got.d)
	}
}

// bracketed returns an expression's text ready to be multiplied: in
// brackets unless it is a name or a call.
func bracketed(text string) string {
	if strings.ContainsAny(text, " +-*/%<>=!?:") {
		return "(" + text + ")"
	}
	return text
}

// dimOfNode works out one node's dimension from its children's.
func (v *dimVisitor) dimOfNode(n ast.Node) dimOf {
	switch n := n.(type) {
	case *ast.IntegerNode, *ast.FloatNode:
		kind, val, ok := v.src.tokenAt(n.Location().From)
		if ok && kind == "Length" {
			return dimOf{d: dimLength}
		}
		if ok {
			return dimOf{d: dimNumber, lit: val}
		}
		return dimOf{d: dimNumber}
	case *ast.UnaryNode:
		x := v.of[n.Node]
		if n.Operator == "-" || n.Operator == "+" {
			if x.lit != "" {
				x.lit = n.Operator + x.lit
			}
			return dimOf{d: x.d, lit: x.lit}
		}
		return dimOf{}
	case *ast.IdentifierNode:
		d := v.ck.varDim(v.sc, n.Value)
		if d != dimNumber {
			return dimOf{d: d}
		}
		return dimOf{d: d, name: n.Value, rolled: isRolled(v.sc, n.Value)}
	case *ast.MemberNode:
		if v.of[n.Node].d == dimNumber {
			return dimOf{d: dimNumber} // one of a roll's dice
		}
		return dimOf{}
	case *ast.ConditionalNode:
		a, b := v.of[n.Exp1], v.of[n.Exp2]
		return v.same(n, a, b, "the two branches of a choice")
	case *ast.BinaryNode:
		return v.binary(n)
	case *ast.BuiltinNode:
		switch n.Name {
		case "abs", "max", "min":
			var out dimOf
			for i, a := range n.Arguments {
				if i == 0 {
					out = v.of[a]
					continue
				}
				out = v.same(n, out, v.of[a], n.Name+"'s arguments")
			}
			return dimOf{d: out.d}
		case "ceil", "floor", "round", "sum", "mean", "median", "first", "last":
			if len(n.Arguments) == 1 { // not sum(list, predicate)
				return dimOf{d: v.of[n.Arguments[0]].d}
			}
		case "len", "count":
			return dimOf{d: dimNumber}
		}
		return dimOf{}
	case *ast.CallNode:
		id, ok := n.Callee.(*ast.IdentifierNode)
		if !ok {
			return dimOf{}
		}
		sig, ok := funcDims(v.ck.reg.Func(id.Value))
		if !ok {
			sig, ok = v.ck.memoryDims(id.Value)
		}
		if !ok {
			return dimOf{}
		}
		in, out, _ := strings.Cut(sig, ">")
		for i, a := range n.Arguments {
			if i < len(in) {
				v.want(a, v.of[a], dimCode(in[i]), fmt.Sprintf("argument %d of %s", i+1, id.Value))
			}
		}
		if out == "" {
			return dimOf{}
		}
		return dimOf{d: dimCode(out[0])}
	}
	return dimOf{}
}

// same joins two dimensions that must agree, reporting when they do not;
// a literal 0 or -1 (the queries' "none") agrees with anything.
func (v *dimVisitor) same(n ast.Node, a, b dimOf, what string) dimOf {
	switch {
	case a.d == dimUnknown || isSentinel(a):
		return dimOf{d: b.d}
	case b.d == dimUnknown || isSentinel(b):
		return dimOf{d: a.d}
	case a.d == b.d:
		return dimOf{d: a.d}
	case a.d == dimAngle && b.d == dimNumber:
		return dimOf{d: a.d} // angles are written in bare degrees
	case b.d == dimAngle && a.d == dimNumber:
		return dimOf{d: b.d}
	}
	hint := ""
	switch {
	case a.lit != "" && b.d == dimLength:
		hint = v.lengthHint(a.lit)
	case b.lit != "" && a.d == dimLength:
		hint = v.lengthHint(b.lit)
	case a.name != "" && b.d == dimLength:
		hint = v.lengthHint(a.name + " * 1")
	case b.name != "" && a.d == dimLength:
		hint = v.lengthHint(b.name + " * 1")
	}
	v.report(n, hint, "%s mix %s and %s", what, a.d, b.d)
	return dimOf{}
}

// isSentinel reports a bare 0 or -1, which stand for any dimension.
func isSentinel(x dimOf) bool {
	return x.lit == "0" || x.lit == "-1" || x.lit == "0.0"
}

// binary works out an operator's dimension.
func (v *dimVisitor) binary(n *ast.BinaryNode) dimOf {
	a, b := v.of[n.Left], v.of[n.Right]
	switch n.Operator {
	case "+", "-":
		return v.same(n, a, b, fmt.Sprintf("the two sides of %q", n.Operator))
	case "<", ">", "<=", ">=", "==", "!=":
		v.same(n, a, b, fmt.Sprintf("the two sides of %q", n.Operator))
		return dimOf{}
	case "*":
		switch {
		case a.d == dimNumber:
			return dimOf{d: b.d}
		case b.d == dimNumber:
			return dimOf{d: a.d}
		}
		return dimOf{}
	case "/":
		switch {
		case b.d == dimNumber:
			return dimOf{d: a.d}
		case a.d == b.d && a.d != dimUnknown:
			return dimOf{d: dimNumber}
		}
		return dimOf{}
	}
	return dimOf{}
}

// Show formats a value the expression produced, for -explain and traces:
// a length in the file's unit with the unit written (`1.75in`, `45p`), any
// other value as Show does.
func (e *Expr) Show(v any) string {
	if i, ok := v.(int); ok {
		v = float64(i) // a whole number of millimetres
	}
	if x, ok := v.(float64); ok && e.dim.d == dimLength {
		u := e.units.Default
		if u == "" {
			u = "in"
		}
		return geom.FormatLength(x, u, e.units)
	}
	return Show(v)
}
