package rulediff

import (
	"reflect"
	"strings"

	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/interp"
)

// A change inside a condition is reached only where a run evaluated the
// part that changed: in `far and has(unit, "quick")`, a run with far false
// never evaluates has(...), and a change in it changes no run, though the
// clause ran (check/parts.go). So with a branch of a conditional value.
// The two versions' expressions are compared node by node down to the
// smallest nodes that differ; each must lie in a part (an operand of an
// and or an or, a branch) that some run of its version evaluated, or
// the change is unreached.

// unevaluatedPart returns the text of a part holding a difference between
// the changed statements or declarations of ch that no run of results
// evaluated under the version holding it, or "" when every such part was
// evaluated (or the difference lies in no part).
func unevaluatedPart(ch *Change, results []*Scenario) string {
	if ch.oldNode == nil || ch.newNode == nil {
		return ""
	}
	oe, ne := ownExprs(ch.oldNode), ownExprs(ch.newNode)
	if len(oe) != len(ne) {
		return ""
	}
	var pairs [][2]exprAt
	for i := range oe {
		pairs = append(pairs, smallestDiffs(exprAt{oe[i], oe[i].X}, exprAt{ne[i], ne[i].X})...)
	}
	for _, p := range pairs {
		// A prop's name (a part of kind found) is evaluated when the unit
		// has the prop under it: a name changed is put to the test where
		// a run of either version found its prop, since the other then
		// reads another (or none).
		found, foundRan, miss := false, false, ""
		for side, at := range p {
			if at.node == nil {
				continue // an operand only the other version has
			}
			text, ok, kind := evaluated(results, side == 0, at)
			switch {
			case kind == interp.FoundPart:
				found, foundRan = true, foundRan || ok
				if !ok && miss == "" {
					miss = text
				}
			case !ok:
				return text
			}
		}
		if found && !foundRan {
			return miss
		}
	}
	return ""
}

// exprAt is a node of an expression with the expression holding it (its
// tokens give its text).
type exprAt struct {
	expr *grammar.Expr
	node grammar.ExprNode
}

// text returns the node as written, in canonical spacing.
func (x exprAt) text() string {
	from, to := x.node.Span()
	var toks []grammar.ExprToken
	for _, t := range x.expr.Tokens() {
		if t.Pos.Offset >= from.Offset && t.Pos.Offset < to.Offset {
			toks = append(toks, t)
		}
	}
	return grammar.TokensText(toks)
}

// ownExprs returns the expressions of n's own text: not those of the
// statements, clauses and lines it holds, which are compared as items of
// their own.
func ownExprs(n grammar.Node) []*grammar.Expr {
	held := map[grammar.Node]bool{}
	for _, c := range containers(n) {
		for _, it := range c.items {
			held[it] = true
		}
	}
	var out []*grammar.Expr
	grammar.Walk(n, func(c grammar.Node) bool {
		if held[c] {
			return false
		}
		if e, ok := c.(*grammar.Expr); ok {
			if e.X != nil {
				out = append(out, e)
			}
			return false
		}
		return true
	})
	return out
}

// smallestDiffs returns the smallest pairs of nodes in which o and n
// differ: where both are the same kind of node with as many children, the
// differences of their children; where the children are all alike, the
// nodes themselves (an operator or a name of their own changed).
func smallestDiffs(o, n exprAt) [][2]exprAt {
	if o.text() == n.text() {
		return nil
	}
	// an operand added to or dropped from an and or an or: the
	// difference is that operand alone, on its side
	if b, ok := o.node.(*grammar.Binary); ok && isConnective(b) {
		if alike(exprAt{o.expr, b.X}, n) {
			return [][2]exprAt{{{o.expr, b.Y}, {}}}
		}
		if alike(exprAt{o.expr, b.Y}, n) {
			return [][2]exprAt{{{o.expr, b.X}, {}}}
		}
	}
	if b, ok := n.node.(*grammar.Binary); ok && isConnective(b) {
		if alike(o, exprAt{n.expr, b.X}) {
			return [][2]exprAt{{{}, {n.expr, b.Y}}}
		}
		if alike(o, exprAt{n.expr, b.Y}) {
			return [][2]exprAt{{{}, {n.expr, b.X}}}
		}
	}
	oc, nc := grammar.Children(o.node), grammar.Children(n.node)
	if reflect.TypeOf(o.node) != reflect.TypeOf(n.node) || len(oc) != len(nc) {
		return [][2]exprAt{{o, n}}
	}
	var out [][2]exprAt
	for i := range oc {
		ox, ok1 := oc[i].(grammar.ExprNode)
		nx, ok2 := nc[i].(grammar.ExprNode)
		if !ok1 || !ok2 {
			return [][2]exprAt{{o, n}}
		}
		out = append(out, smallestDiffs(exprAt{o.expr, ox}, exprAt{n.expr, nx})...)
	}
	if len(out) == 0 {
		return [][2]exprAt{{o, n}}
	}
	return out
}

// isConnective reports whether b is an and or an or.
func isConnective(b *grammar.Binary) bool {
	switch b.Op {
	case "and", "&&", "or", "||":
		return true
	}
	return false
}

// alike reports whether two nodes read alike, brackets aside.
func alike(a, b exprAt) bool {
	return strings.Trim(a.text(), "()") == strings.Trim(b.text(), "()")
}

// evaluated reports whether some run of results under the old version
// (old) or the new evaluated the innermost part holding at, with the
// part's text and kind; true when no part holds it (it is evaluated whenever its
// clause is, which reaches asks).
func evaluated(results []*Scenario, old bool, at exprAt) (string, bool, string) {
	from, to := at.node.Span()
	text, known, kind := "", false, ""
	for _, s := range results {
		run := s.New
		if old {
			run = s.Old
		}
		if run == nil || run.Program == nil || run.Result == nil {
			continue
		}
		p := innermostPart(run, from, to)
		if p == nil {
			continue
		}
		text, known, kind = p.Text, true, p.Kind
		if run.Trace != nil && run.Trace.Hits[interp.PartKey(p, interp.PartEvaluated)] > 0 {
			return text, true, kind
		}
	}
	return text, !known, kind
}

// innermostPart returns the innermost part of run's program holding the
// span from..to (positions in the diff's names), or nil.
func innermostPart(run *Run, from, to grammar.Position) *interp.Part {
	var best *interp.Part
	for _, p := range run.Program.Parts {
		if run.Display(p.Pos.Filename) != from.Filename || p.Pos.Offset > from.Offset || p.End.Offset < to.Offset {
			continue
		}
		if best == nil || p.End.Offset-p.Pos.Offset < best.End.Offset-best.Pos.Offset {
			best = p
		}
	}
	return best
}

// partEvaluated reports whether the innermost part of a condition holding
// at (a position in the diff's names) was evaluated by run, or no part
// holds it: a name read in `near or dist < reach` is not read when near
// held.
func partEvaluated(run *Run, at grammar.Position) bool {
	p := innermostPart(run, at, at)
	return p == nil || run.Trace.Hits[interp.PartKey(p, interp.PartEvaluated)] > 0
}
