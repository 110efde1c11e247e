package grammar

import "bytes"

// checkSeparators enforces one statement per line: the grammar lets
// separators be optional (participle cannot look ahead for a closing brace
// without consuming), so two statements on one line need a `;` between them.
func checkSeparators(f *File, src []byte) ErrorList {
	var errs ErrorList
	var nodes []Node
	if f.Header != nil {
		nodes = append(nodes, f.Header)
	}
	for _, d := range f.Decls {
		nodes = append(nodes, d)
	}
	separated(&errs, src, nodes)
	Walk(f, func(n Node) bool {
		switch n := n.(type) {
		case *Block:
			separated(&errs, src, stmtNodes(n.Stmts))
		case *First:
			var ns []Node
			for _, w := range n.Whens {
				ns = append(ns, w)
			}
			if n.Otherwise != nil {
				ns = append(ns, n.Otherwise)
			}
			separated(&errs, src, ns)
		case *Pick:
			var ns []Node
			for _, p := range n.Priorities {
				ns = append(ns, p)
			}
			separated(&errs, src, ns)
		}
		return true
	})
	errs.Sort()
	return errs
}

// stmtNodes converts statements to nodes.
func stmtNodes(stmts []*Stmt) []Node {
	ns := make([]Node, len(stmts))
	for i, s := range stmts {
		ns[i] = s
	}
	return ns
}

// separated reports each node that starts on the line where the previous one
// ended without a `;` between them.
func separated(errs *ErrorList, src []byte, nodes []Node) {
	for i := 1; i < len(nodes); i++ {
		_, end := nodes[i-1].Span()
		start, _ := nodes[i].Span()
		if start.Offset < end.Offset || start.Offset > len(src) {
			continue
		}
		if !bytes.ContainsAny(src[end.Offset:start.Offset], ";\n") {
			errs.Add(start, "expected end of line or \";\" before %q", word(src, start.Offset)).Hint =
				"put each statement on its own line"
		}
	}
}

// word returns the word starting at offset, for messages.
func word(src []byte, off int) string {
	end := off
	for end < len(src) && end-off < 20 && src[end] != ' ' && src[end] != '\n' && src[end] != '\t' {
		end++
	}
	return string(src[off:end])
}
