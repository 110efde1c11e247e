package grammar

import (
	"bytes"
	"fmt"
	"maps"
	"slices"

	"github.com/rulec-dev/rulec/diag"
)

// checkSeparators enforces one statement per line: the grammar lets
// separators be optional (participle cannot look ahead for a closing brace
// without consuming), so two statements on one line need a `;` between them.
func checkSeparators(f *File, src []byte) ErrorList {
	var errs ErrorList
	if f.Header != nil && len(f.Decls) > 0 {
		apart(&errs, src, f.Header, f.Decls[0])
	}
	separated(&errs, src, f.Decls)
	Walk(f, func(n Node) bool {
		switch n := n.(type) {
		case *Block:
			separated(&errs, src, n.Stmts)
		case *First:
			separated(&errs, src, n.Whens)
			if len(n.Whens) > 0 && n.Otherwise != nil {
				apart(&errs, src, n.Whens[len(n.Whens)-1], n.Otherwise)
			}
		case *Pick:
			separated(&errs, src, n.Priorities)
		case *Expr:
			return false // no statements below
		}
		return true
	})
	errs.Sort()
	return errs
}

// separated reports each node that starts on the line where the previous one
// ended without a `;` between them.
func separated[T Node](errs *ErrorList, src []byte, nodes []T) {
	for i := 1; i < len(nodes); i++ {
		apart(errs, src, nodes[i-1], nodes[i])
	}
}

// apart reports next if it starts on the line where prev ended without a
// `;` between them.
func apart(errs *ErrorList, src []byte, prev, next Node) {
	_, end := prev.Span()
	start, _ := next.Span()
	if start.Offset < end.Offset || start.Offset > len(src) {
		return
	}
	if !bytes.ContainsAny(src[end.Offset:start.Offset], ";\n") {
		w := word(src, start.Offset)
		if k := misspeltKeyword(w); k != "" {
			errs.Add(start, "unexpected %q after the statement", w).Hint = fmt.Sprintf("did you mean %q?", k)
			return
		}
		errs.Add(start, "expected end of line or \";\" before %q", w).Hint =
			"put each statement on its own line"
	}
}

// misspeltKeyword returns the keyword that ends a statement (ref, by,
// default, as) that word is one letter away from, or "": `stop reff "x"`
// reads as two statements, the second an action named reff.
func misspeltKeyword(word string) string {
	for _, k := range slices.Sorted(maps.Keys(keywords)) {
		if diag.EditDistance(word, k) == 1 {
			return k
		}
	}
	return ""
}

// word returns the word starting at offset, for messages.
func word(src []byte, off int) string {
	end := off
	for end < len(src) && end-off < 20 && src[end] != ' ' && src[end] != '\n' && src[end] != '\t' {
		end++
	}
	return string(src[off:end])
}
