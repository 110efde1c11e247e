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

// containers returns the ordered lists a node holds, read from its
// children in order: each block (an if's second is its "else"), and the
// clauses of a first group or the lines of a priority order, each run of
// them one list. The rest of a node (expressions, parameters, arguments,
// the orders a pick follows) is in its head.
func containers(n grammar.Node) []container {
	var out []container
	group := func(kind string, it grammar.Node) {
		if len(out) == 0 || out[len(out)-1].kind != kind {
			out = append(out, container{kind: kind})
		}
		out[len(out)-1].items = append(out[len(out)-1].items, it)
	}
	for _, c := range grammar.Children(n) {
		switch c := c.(type) {
		case *grammar.Block:
			label := ""
			if i, ok := n.(*grammar.If); ok && c == i.Else {
				label = "else"
			}
			out = append(out, block(c, label))
		case *grammar.When, *grammar.Otherwise:
			group("first", c)
		case *grammar.Priority:
			group("pick", c)
		}
	}
	return out
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
