package rulediff

import (
	"strconv"
	"strings"

	"github.com/rulec-dev/rulec/grammar"
)

// ref returns the rule text a node cites, or "".
func ref(n grammar.Node) string {
	if r := grammar.RefOf(n); r != nil {
		return r.Text
	}
	return ""
}

// canon returns a node's whole canonical text, refs and contents included,
// one line per node: the identity of a statement that did not change.
func canon(n grammar.Node) string {
	var b strings.Builder
	var write func(n grammar.Node, depth int)
	write = func(n grammar.Node, depth int) {
		b.WriteString(strings.Repeat("  ", depth))
		b.WriteString(grammar.Head(n))
		if r := ref(n); r != "" {
			b.WriteString(" ref " + strconv.Quote(r))
		}
		b.WriteByte('\n')
		for _, c := range containers(n) {
			if c.label != "" {
				b.WriteString(strings.Repeat("  ", depth) + c.label + "\n")
			}
			for _, it := range c.items {
				write(it, depth+1)
			}
		}
	}
	write(n, 0)
	return b.String()
}

// container is an ordered list of nodes inside a node: a body, the clauses
// of a first group, the lines of a priority order.
type container struct {
	kind  string // "block", "first" or "pick": what order means in it
	label string // "else" for an if's else block; otherwise ""
	items []grammar.Node
}

// containers returns the ordered lists a node holds.
func containers(n grammar.Node) []container {
	switch n := n.(type) {
	case grammar.Stmt:
		return grammar.VisitStmt[[]container](n, holds{})
	case grammar.Decl:
		return grammar.VisitDecl[[]container](n, holds{})
	case *grammar.When:
		return []container{block(n.Body, "")}
	case *grammar.Otherwise:
		return []container{block(n.Body, "")}
	}
	return nil // a priority, a parameter, an argument: the head says it all
}

// holds gives the containers of each kind of statement and declaration.
type holds struct{}

func (holds) Procedure(n *grammar.Procedure) []container { return []container{block(n.Body, "")} }
func (holds) Order(n *grammar.Order) []container         { return priorities(n.Priorities) }
func (holds) Step(n *grammar.Step) []container           { return []container{block(n.Body, "")} }
func (holds) For(n *grammar.For) []container             { return []container{block(n.Body, "")} }
func (holds) Pick(n *grammar.Pick) []container           { return priorities(n.Priorities) }
func (holds) If(n *grammar.If) []container {
	cs := []container{block(n.Then, "")}
	if n.Else != nil {
		cs = append(cs, block(n.Else, "else"))
	}
	return cs
}
func (holds) First(n *grammar.First) []container {
	c := container{kind: "first"}
	for _, w := range n.Whens {
		c.items = append(c.items, w)
	}
	if n.Otherwise != nil {
		c.items = append(c.items, n.Otherwise)
	}
	return []container{c}
}

// The other kinds hold no list: their head (or canonical text) is all
// there is to compare.
func (holds) Units(*grammar.Units) []container         { return nil }
func (holds) Pace(*grammar.Pace) []container           { return nil }
func (holds) Import(*grammar.Import) []container       { return nil }
func (holds) Source(*grammar.Source) []container       { return nil }
func (holds) Unencoded(*grammar.Unencoded) []container { return nil }
func (holds) Const(*grammar.Const) []container         { return nil }
func (holds) Def(*grammar.Def) []container             { return nil }
func (holds) Remember(*grammar.Remember) []container   { return nil }
func (holds) Let(*grammar.Let) []container             { return nil }
func (holds) Set(*grammar.Set) []container             { return nil }
func (holds) Roll(*grammar.Roll) []container           { return nil }
func (holds) Choose(*grammar.Choose) []container       { return nil }
func (holds) Goto(*grammar.Goto) []container           { return nil }
func (holds) Skip(*grammar.Skip) []container           { return nil }
func (holds) Stop(*grammar.Stop) []container           { return nil }
func (holds) Call(*grammar.Call) []container           { return nil }
func (holds) Event(*grammar.Event) []container         { return nil }
func (holds) Mark(*grammar.Mark) []container           { return nil }
func (holds) Remove(*grammar.Remove) []container       { return nil }
func (holds) Fail(*grammar.Fail) []container           { return nil }
func (holds) Assert(*grammar.Assert) []container       { return nil }
func (holds) Action(*grammar.Action) []container       { return nil }

// priorities returns the lines of a priority order as a container.
func priorities(ps []*grammar.Priority) []container {
	c := container{kind: "pick"}
	for _, p := range ps {
		c.items = append(c.items, p)
	}
	return []container{c}
}

// block returns a block's statements as a container.
func block(b *grammar.Block, label string) container {
	c := container{kind: "block", label: label}
	if b == nil {
		return c
	}
	for _, s := range b.Stmts {
		c.items = append(c.items, s)
	}
	return c
}

// kindOf names a node's kind: when, step, let, minimise, ...
func kindOf(n grammar.Node) string {
	switch n := n.(type) {
	case *grammar.Priority:
		return "priority"
	case *grammar.Action:
		return "action"
	case *grammar.Mark:
		return n.Verb
	}
	h := grammar.Head(n)
	if i := strings.IndexByte(h, ' '); i > 0 {
		return h[:i]
	}
	return h
}

// label names a node for a reader: a clause by the rule it cites, other
// statements by their text, shortened.
func label(n grammar.Node) string {
	r := ref(n)
	switch n.(type) {
	case *grammar.When, *grammar.Otherwise:
		if r != "" {
			return kindOf(n) + " [" + shorten(r, 120) + "]"
		}
	}
	s := shorten(grammar.Head(n), 70)
	if r != "" {
		s += " [" + shorten(r, 70) + "]"
	}
	return s
}

// shorten cuts s to at most n runes, marking the cut.
func shorten(s string, n int) string {
	rs := []rune(s)
	if len(rs) <= n {
		return s
	}
	return string(rs[:n-3]) + "..."
}
