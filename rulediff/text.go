package rulediff

import (
	"strconv"
	"strings"

	"github.com/rulec-dev/rulec/grammar"
)

// head returns a node's own text in canonical layout without its ref and
// without the clauses or statements it contains: `when len(x) > 0`,
// `step 1 "Pivot"`, `move unit, forward: d`. Two nodes with equal heads,
// refs and contents are the same however they were laid out.
func head(n grammar.Node) string {
	switch n := n.(type) {
	case *grammar.Step:
		return "step " + n.Label + optQuote(n.Title)
	case *grammar.Let:
		return "let " + n.Name + " = " + n.Value.String()
	case *grammar.Roll:
		return "roll " + n.Name + " = " + n.Dice
	case *grammar.Choose:
		s := "choose " + n.Name + " from " + n.Candidates.String() + " by " + n.Chooser.String()
		if n.Default != nil {
			s += " default " + n.Default.String()
		}
		return s
	case *grammar.First:
		s := "first " + strconv.Quote(n.Name)
		if n.Else != "" {
			s += " else " + n.Else
		}
		return s
	case *grammar.When:
		return "when " + n.Cond.String()
	case *grammar.Otherwise:
		return "otherwise"
	case *grammar.Pick:
		return "pick " + n.Name + " from " + n.Candidates.String()
	case *grammar.Priority:
		return n.Kind + " " + n.Value.String()
	case *grammar.If:
		return "if " + n.Cond.String()
	case *grammar.For:
		return "for " + n.Var + " in " + n.List.String()
	case *grammar.Goto:
		return "goto step " + n.Label
	case *grammar.Skip:
		return "skip steps " + strings.Join(n.Labels, ", ")
	case *grammar.Stop:
		return "stop"
	case *grammar.Call:
		return "call " + n.Name + "(" + grammar.ArgsText(n.Args) + ")"
	case *grammar.Event:
		return "event " + n.Name + exprs(n.Args)
	case *grammar.Mark:
		return n.Verb + " " + n.Unit.String() + " as " + n.Flag + exprs(n.Args)
	case *grammar.Remove:
		return "remove " + n.Unit.String()
	case *grammar.Fail:
		return "fail " + strconv.Quote(n.Message)
	case *grammar.Action:
		if len(n.Args) == 0 {
			return n.Name
		}
		return n.Name + " " + grammar.ArgsText(n.Args)
	case *grammar.Procedure:
		return "procedure " + n.Name + "(" + params(n.Params) + ")"
	case *grammar.Const:
		return "const " + n.Name + " = " + n.Value.String()
	}
	return ""
}

// ref returns the rule text a node cites, or "".
func ref(n grammar.Node) string {
	var r *grammar.Ref
	switch n := n.(type) {
	case *grammar.Step:
		r = n.Ref
	case *grammar.Let:
		r = n.Ref
	case *grammar.Roll:
		r = n.Ref
	case *grammar.Choose:
		r = n.Ref
	case *grammar.First:
		r = n.Ref
	case *grammar.When:
		r = n.Ref
	case *grammar.Otherwise:
		r = n.Ref
	case *grammar.Pick:
		r = n.Ref
	case *grammar.Priority:
		r = n.Ref
	case *grammar.If:
		r = n.Ref
	case *grammar.Goto:
		r = n.Ref
	case *grammar.Skip:
		r = n.Ref
	case *grammar.Stop:
		r = n.Ref
	case *grammar.Call:
		r = n.Ref
	case *grammar.Event:
		r = n.Ref
	case *grammar.Mark:
		r = n.Ref
	case *grammar.Remove:
		r = n.Ref
	case *grammar.Fail:
		r = n.Ref
	case *grammar.Action:
		r = n.Ref
	case *grammar.Procedure:
		r = n.Ref
	case *grammar.Const:
		r = n.Ref
	}
	if r == nil {
		return ""
	}
	return r.Text
}

// canon returns a node's whole canonical text, refs and contents included,
// one line per node: the identity of a statement that did not change.
func canon(n grammar.Node) string {
	var b strings.Builder
	var write func(n grammar.Node, depth int)
	write = func(n grammar.Node, depth int) {
		b.WriteString(strings.Repeat("  ", depth))
		b.WriteString(head(n))
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
	case *grammar.Procedure:
		return []container{block(n.Body, "")}
	case *grammar.Step:
		return []container{block(n.Body, "")}
	case *grammar.When:
		return []container{block(n.Body, "")}
	case *grammar.Otherwise:
		return []container{block(n.Body, "")}
	case *grammar.For:
		return []container{block(n.Body, "")}
	case *grammar.If:
		cs := []container{block(n.Then, "")}
		if n.Else != nil {
			cs = append(cs, block(n.Else, "else"))
		}
		return cs
	case *grammar.First:
		c := container{kind: "first"}
		for _, w := range n.Whens {
			c.items = append(c.items, w)
		}
		if n.Otherwise != nil {
			c.items = append(c.items, n.Otherwise)
		}
		return []container{c}
	case *grammar.Pick:
		c := container{kind: "pick"}
		for _, p := range n.Priorities {
			c.items = append(c.items, p)
		}
		return []container{c}
	}
	return nil
}

// block returns a block's statements as a container.
func block(b *grammar.Block, label string) container {
	c := container{kind: "block", label: label}
	if b == nil {
		return c
	}
	for _, s := range b.Stmts {
		if in := s.Inner(); in != nil {
			c.items = append(c.items, in)
		}
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
	h := head(n)
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
	s := shorten(head(n), 70)
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

// optQuote returns ` "s"`, or "" for an empty s.
func optQuote(s string) string {
	if s == "" {
		return ""
	}
	return " " + strconv.Quote(s)
}

// exprs returns `(a, b)`, or "" for none.
func exprs(es []*grammar.Expr) string {
	if len(es) == 0 {
		return ""
	}
	parts := make([]string, len(es))
	for i, e := range es {
		parts[i] = e.String()
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// params returns a parameter list: `unit: unit, from: unit?`.
func params(ps []*grammar.Param) string {
	parts := make([]string, len(ps))
	for i, p := range ps {
		parts[i] = p.Name + ": " + p.Type
		if p.Optional {
			parts[i] += "?"
		}
	}
	return strings.Join(parts, ", ")
}
