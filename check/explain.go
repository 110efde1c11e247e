package check

import (
	"math"
	"strings"

	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/vm"
)

// An explanation shows what a condition saw: the value of each operand of
// its and, or and not (`gap < 2in`), and of each name and call inside
// them, call arguments included (`seen` in `exists(seen)`), each compiled
// on its own from the condition's text. Decision records how the operands
// combine, so the operand that decided the outcome can be marked: the
// first false operand of a false `and`, the first true one of a true `or`,
// through any `not`.

// Decision is how a condition's and, or and not combine its operands.
type Decision struct {
	Op   string // "and", "or", "not", or "" for an operand
	Kids []*Decision
	// Part indexes Expr.Parts for an operand; -1 when it could not be
	// compiled on its own.
	Part int
}

// Decider returns the part that decided the condition, given each part's
// truth (ok false when a part has no truth value), or -1 when no single
// operand did: a true `and` or a false `or` needed them all.
func (d *Decision) Decider(truth func(part int) (value, ok bool)) int {
	p, _, ok := d.decide(truth)
	if !ok {
		return -1
	}
	return p
}

// decide returns the deciding part, the value and whether it is known.
func (d *Decision) decide(truth func(int) (bool, bool)) (part int, value, ok bool) {
	switch d.Op {
	case "":
		if d.Part < 0 {
			return -1, false, false
		}
		v, ok := truth(d.Part)
		return d.Part, v, ok
	case "not":
		p, v, ok := d.Kids[0].decide(truth)
		return p, !v, ok
	}
	stop := d.Op == "or" // the value that ends the evaluation
	for _, k := range d.Kids {
		p, v, ok := k.decide(truth)
		if !ok {
			return -1, false, false
		}
		if v == stop {
			return p, v, true
		}
	}
	return -1, !stop, true
}

// connective names a node's boolean operator: "and", "or", "not" or "".
func connective(n ast.Node) string {
	switch n := n.(type) {
	case *ast.BinaryNode:
		switch n.Operator {
		case "and", "&&":
			return "and"
		case "or", "||":
			return "or"
		}
	case *ast.UnaryNode:
		if n.Operator == "not" || n.Operator == "!" {
			return "not"
		}
	}
	return ""
}

// explainer collects the parts of one condition.
type explainer struct {
	src     exprSource
	compile func(string) (*vm.Program, error)
	parts   []*Expr
	index   map[string]int // part by its text, or "\x00" and its shown text; -1: it does not compile
}

// explainParts returns the parts of the expression at root to show, and,
// when its top is an and, or or not, how they decide it.
func explainParts(root ast.Node, src exprSource, compile func(string) (*vm.Program, error)) ([]*Expr, *Decision) {
	x := &explainer{src: src, compile: compile, index: map[string]int{}}
	if connective(root) == "" {
		x.visit(root, 0)
		return x.parts, nil
	}
	d := x.decision(root)
	return x.parts, d
}

// decision builds the Decision of n, adding each operand and what is
// inside it as parts.
func (x *explainer) decision(n ast.Node) *Decision {
	switch op := connective(n); op {
	case "and", "or":
		b := n.(*ast.BinaryNode)
		return &Decision{Op: op, Kids: []*Decision{x.decision(b.Left), x.decision(b.Right)}}
	case "not":
		return &Decision{Op: op, Kids: []*Decision{x.decision(n.(*ast.UnaryNode).Node)}}
	}
	from, to := x.span(n)
	d := &Decision{Part: x.add(from, to)}
	x.visit(n, 1)
	return d
}

// add compiles the text from..to as a part, once, and returns its index
// (-1 when it does not compile on its own).
func (x *explainer) add(from, to int) int {
	text := x.src.text
	if from < 0 || to <= from || to > len(text) {
		return -1
	}
	s := text[from:to]
	if i, ok := x.index[s]; ok {
		return i
	}
	// A part shown as another is shown once: the `len(l)` of a rewritten
	// `exists(l)` reads as the exists itself.
	shown := x.src.display(from, to)
	if i, ok := x.index["\x00"+shown]; ok {
		return i
	}
	p, err := x.compile(s)
	if err != nil {
		x.index[s] = -1
		return -1
	}
	x.index[s], x.index["\x00"+shown] = len(x.parts), len(x.parts)
	x.parts = append(x.parts, &Expr{Prog: p, Text: shown, Type: p.Node().Type(), src: s})
	return len(x.parts) - 1
}

// visit adds the names, members and calls inside n (n itself too, below
// the top), and the names and calls in a call's arguments.
func (x *explainer) visit(n ast.Node, depth int) {
	from, to := -1, -1
	var args []ast.Node
	switch n := n.(type) {
	case *ast.IdentifierNode:
		if n.Value != CtxVar {
			from, to = n.Location().From, n.Location().To
		}
	case *ast.CallNode:
		from = n.Callee.Location().From
		to = callEnd(x.src.text, from)
		args = n.Arguments
	case *ast.BuiltinNode:
		from = n.Location().From
		to = callEnd(x.src.text, from)
		args = n.Arguments
	case *ast.MemberNode:
		from, to = n.Location().From, n.Location().To
	case *ast.BinaryNode:
		if l, ok := x.exists(n); ok {
			// exists(l), rewritten len(l) > 0: shown as written, a bool
			if depth > 0 {
				x.add(x.span(n))
			}
			for _, a := range l.Arguments {
				x.visit(a, depth+1)
			}
			return
		}
		x.visit(n.Left, depth+1)
		x.visit(n.Right, depth+1)
	case *ast.UnaryNode:
		x.visit(n.Node, depth+1)
	}
	if depth > 0 {
		x.add(from, to)
	}
	for _, a := range args {
		if _, predicate := a.(*ast.PredicateNode); !predicate {
			x.visit(a, depth+1)
		}
	}
}

// exists returns the len call of n when n is an exists(l) the checker
// rewrote as len(l) > 0.
func (x *explainer) exists(n *ast.BinaryNode) (*ast.BuiltinNode, bool) {
	l, ok := n.Left.(*ast.BuiltinNode)
	zero, isInt := n.Right.(*ast.IntegerNode)
	if !ok || !isInt || l.Name != "len" || n.Operator != ">" || zero.Value != 0 {
		return nil, false
	}
	from, to := x.span(n)
	return l, from >= 0 && strings.HasPrefix(x.src.display(from, to), "exists(")
}

// span returns where n's text is in the rewritten source: from its first
// token to its last, calls to their closing parenthesis, and brackets
// balanced (a length is written `(25.4)`).
func (x *explainer) span(n ast.Node) (from, to int) {
	from, to = math.MaxInt, -1
	ast.Walk(&n, spanVisitor(func(node ast.Node) {
		loc := node.Location()
		f, t := loc.From, loc.To
		switch c := node.(type) {
		case *ast.IdentifierNode:
			if c.Value == CtxVar {
				return
			}
		case *ast.CallNode:
			t = max(t, callEnd(x.src.text, c.Callee.Location().From))
		case *ast.BuiltinNode:
			t = max(t, callEnd(x.src.text, f))
		}
		if t <= f {
			return
		}
		from, to = min(from, f), max(to, t)
	}))
	if to < 0 {
		return -1, -1
	}
	return balance(x.src.text, from, to)
}

// spanVisitor calls itself on every node of a tree.
type spanVisitor func(ast.Node)

// Visit calls v on the node.
func (v spanVisitor) Visit(n *ast.Node) { v(*n) }

// balance widens from..to over the brackets it leaves open or unopened,
// and the spaces before them.
func balance(text string, from, to int) (int, int) {
	open := 0
	for i := from; i < to; i++ {
		switch text[i] {
		case '(', '[':
			open++
		case ')', ']':
			open--
		}
	}
	for open > 0 && to < len(text) {
		switch text[to] {
		case ')', ']':
			open--
		case ' ':
		default:
			return from, to
		}
		to++
	}
	for open < 0 && from > 0 {
		switch text[from-1] {
		case '(', '[':
			open++
		case ' ':
		default:
			return from, to
		}
		from--
	}
	return from, to
}
