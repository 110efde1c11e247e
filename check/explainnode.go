package check

import (
	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/types"
)

// Explanations on the language's own tree: the parts of a condition are
// its nodes, each shown as written (the tokens of its span) and run by
// its own lowering, in the frame the condition runs in. Which nodes are
// parts is as it always was: the operands of the condition's and, or and
// not, and inside them the names, calls and loops, and the names and calls
// in a call's arguments (a loop's list, not its body); an operator inside
// an operand shows its operands, not itself.

// nodeExplainer collects the parts of one condition.
type nodeExplainer struct {
	toks   []grammar.ExprToken
	lower  func(grammar.ExprNode) evalFn
	typeOf func(grammar.ExprNode) types.Type
	units  *geom.Units
	parts  []*Expr
	index  map[string]int // part by the text it shows
}

// explainNodes returns the parts of the condition x, written as toks, to
// show, and, when its top is an and, or or not, how they decide it.
func explainNodes(x grammar.ExprNode, toks []grammar.ExprToken, lower func(grammar.ExprNode) evalFn,
	typeOf func(grammar.ExprNode) types.Type, units *geom.Units) ([]*Expr, *Decision) {
	ex := &nodeExplainer{toks: toks, lower: lower, typeOf: typeOf, units: units, index: map[string]int{}}
	x = unparen(x)
	if nodeConnective(x) == "" {
		ex.visit(x, 0)
		return ex.parts, nil
	}
	return ex.parts, ex.decision(x)
}

// unparen returns x without the brackets around it.
func unparen(x grammar.ExprNode) grammar.ExprNode {
	for {
		p, ok := x.(*grammar.Paren)
		if !ok {
			return x
		}
		x = p.X
	}
}

// nodeConnective names a node's boolean operator: "and", "or", "not" or "".
func nodeConnective(x grammar.ExprNode) string {
	switch n := x.(type) {
	case *grammar.Binary:
		switch n.Op {
		case "and", "&&":
			return "and"
		case "or", "||":
			return "or"
		}
	case *grammar.Unary:
		if n.Op == "not" || n.Op == "!" {
			return "not"
		}
	}
	return ""
}

// decision builds the Decision of x, adding each operand and what is
// inside it as parts.
func (ex *nodeExplainer) decision(x grammar.ExprNode) *Decision {
	x = unparen(x)
	switch op := nodeConnective(x); op {
	case "and", "or":
		b := x.(*grammar.Binary)
		return &Decision{Op: op, Kids: []*Decision{ex.decision(b.X), ex.decision(b.Y)}}
	case "not":
		return &Decision{Op: op, Kids: []*Decision{ex.decision(x.(*grammar.Unary).X)}}
	}
	d := &Decision{Part: ex.add(x)}
	ex.visit(x, 1)
	return d
}

// add makes x a part, once, and returns its index.
func (ex *nodeExplainer) add(x grammar.ExprNode) int {
	shown := ex.display(x)
	if i, ok := ex.index[shown]; ok {
		return i
	}
	d := dimOf{}
	switch ex.typeOf(x).Kind {
	case types.Length:
		d.d = dimLength
	case types.Angle:
		d.d = dimAngle
	case types.Number:
		d.d = dimNumber
	}
	pos, _ := x.Span()
	p := newBareExpr(shown, pos, d, ex.units)
	p.run = ex.lower(x)
	ex.index[shown] = len(ex.parts)
	ex.parts = append(ex.parts, p)
	return len(ex.parts) - 1
}

// display returns x as written, in canonical spacing.
func (ex *nodeExplainer) display(x grammar.ExprNode) string {
	from, to := x.Span()
	var toks []grammar.ExprToken
	for _, t := range ex.toks {
		if t.Pos.Offset >= from.Offset && t.Pos.Offset < to.Offset {
			toks = append(toks, t)
		}
	}
	return grammar.TokensText(toks)
}

// visit adds the names, calls and loops inside x (x itself too, below the
// top), and those in a call's arguments and a loop's list. It is an
// ExprVisitor, so that a kind of node added to the grammar fails to
// compile here until it is given a method: never skipped silently.
func (ex *nodeExplainer) visit(x grammar.ExprNode, depth int) {
	grammar.VisitExpr[struct{}](x, explainVisit{ex, depth})
}

// explainVisit is nodeExplainer.visit at one depth, one method per kind.
type explainVisit struct {
	ex    *nodeExplainer
	depth int
}

// part adds x as a part below the top, then visits inner one deeper.
func (v explainVisit) part(x grammar.ExprNode, inner ...grammar.ExprNode) struct{} {
	if v.depth > 0 {
		v.ex.add(x)
	}
	for _, a := range inner {
		v.ex.visit(a, v.depth+1)
	}
	return struct{}{}
}

func (v explainVisit) Ident(n *grammar.Ident) struct{}       { return v.part(n) }
func (v explainVisit) CallExpr(n *grammar.CallExpr) struct{} { return v.part(n, n.Args...) }
func (v explainVisit) Loop(n *grammar.Loop) struct{} {
	return v.part(n, append([]grammar.ExprNode{n.List}, n.Rest...)...)
}
func (v explainVisit) Paren(n *grammar.Paren) struct{} {
	v.ex.visit(n.X, v.depth)
	return struct{}{}
}
func (v explainVisit) Binary(n *grammar.Binary) struct{} {
	v.ex.visit(n.X, v.depth+1)
	v.ex.visit(n.Y, v.depth+1)
	return struct{}{}
}
func (v explainVisit) Unary(n *grammar.Unary) struct{} {
	v.ex.visit(n.X, v.depth+1)
	return struct{}{}
}

// A literal, a conditional value, a field read, an index, a slice and a
// list are not shown on their own: a field read is shown with its
// operand, the others by the operand holding them.
func (v explainVisit) Lit(*grammar.Lit) struct{}           { return struct{}{} }
func (v explainVisit) Cond(*grammar.Cond) struct{}         { return struct{}{} }
func (v explainVisit) Member(*grammar.Member) struct{}     { return struct{}{} }
func (v explainVisit) Index(*grammar.Index) struct{}       { return struct{}{} }
func (v explainVisit) Slice(*grammar.Slice) struct{}       { return struct{}{} }
func (v explainVisit) ListExpr(*grammar.ListExpr) struct{} { return struct{}{} }
