package lsp

import (
	"bytes"
	"regexp"
	"sync"

	"github.com/rulec-dev/rulec/check"
	"github.com/rulec-dev/rulec/grammar"

	"github.com/tliron/glsp"
	protocol "github.com/tliron/glsp/protocol_3_16"
)

// Completion contexts, read from the text before the cursor on its line.
var (
	afterGoto = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`\b(goto\s+step|skip\s+steps?(\s+\w+\s*,)*)\s+\w*$`)
	})
	afterCall = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`\bcall\s+\w*$`)
	})
	// a pick's `by`, or the comma before its next order
	afterBy = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^\s*pick\s+\w+\s+from\s.*\bby\s+(\w+(\([^()]*\))?\s*,\s*)*\w*$`)
	})
	stmtStart = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^\s*\w*$`)
	})
	afterField = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(\.|\?\.)\w*$`)
	})
)

// completion offers what may be written at the cursor: step labels after
// `goto step`, procedures after `call`, orders after a pick's `by`, statement words and actions at the
// start of a line, and elsewhere the queries, constants and names in scope.
func (s *Server) completion(_ *glsp.Context, params *protocol.CompletionParams) (any, error) {
	s.mu.Lock()
	d := s.docs[params.TextDocument.URI]
	var srcs map[string][]byte
	if d != nil {
		srcs = s.sources()
	}
	s.mu.Unlock()
	items := []protocol.CompletionItem{}
	if d == nil || d.scen {
		return items, nil
	}
	t := d.text
	off := t.offset(params.Position)
	line := int(params.Position.Line)
	if line >= len(t.starts) {
		return items, nil
	}
	prefix := string(t.src[t.starts[line]:off])
	v := s.viewForCompletion(d, line, srcs)
	if v != nil {
		off = v.texts[d.path].offset(params.Position)
	}
	switch {
	case afterField().MatchString(prefix):
	case afterGoto().MatchString(prefix):
		if v != nil {
			items = stepItems(v.steps(v.procAt(d.path, off)))
		}
	case afterCall().MatchString(prefix):
		if v != nil {
			items = globalItems(v.globals(check.ProcBinding))
		}
	case afterBy().MatchString(prefix):
		if v != nil {
			items = globalItems(v.globals(check.OrderBinding))
		}
	case stmtStart().MatchString(prefix):
		items = append(wordItems(s.eng.statementWords()), wordItems(declWords)...)
		items = append(items, s.actionItems()...)
	default:
		items = s.queryItems()
		if v != nil {
			for _, k := range []check.BindingKind{check.ConstBinding, check.DefBinding} {
				items = append(items, globalItems(v.globals(k))...)
			}
			items = append(items, scopeItems(v.info.Visible(d.path, off))...)
			items = append(items, globalItems(v.globals(check.MemoryBinding))...)
		}
	}
	return items, nil
}

// viewForCompletion returns the view of the document as it is, or, when
// the writer is part-way through a line, of the document with that line
// blanked, or else the last view of a text that parsed.
func (s *Server) viewForCompletion(d *document, line int, srcs map[string][]byte) *view {
	s.mu.Lock()
	v := d.view
	s.mu.Unlock()
	if v != nil && v.texts[d.path] == d.text {
		return v
	}
	t := d.text
	blank := bytes.Clone(t.src)
	for i := t.starts[line]; i < t.lineEnd(line); i++ {
		blank[i] = ' '
	}
	srcs[d.path] = blank
	_, c := s.eng.check(d.path, srcs)
	if bv := newView(d.path, newText(blank), c, s.reader(srcs)); bv != nil {
		return bv
	}
	return v
}

// stepItems returns the steps of a procedure, in label order.
func stepItems(steps []*check.Binding) []protocol.CompletionItem {
	items := []protocol.CompletionItem{}
	for _, st := range steps {
		items = append(items, item(st.Name, protocol.CompletionItemKindEnumMember, st.Decl.(*grammar.Step).Title, refOf(st.Decl)))
	}
	return items
}

// globalItems returns top-level declarations.
func globalItems(bs []*check.Binding) []protocol.CompletionItem {
	items := []protocol.CompletionItem{}
	for _, b := range bs {
		ck := protocol.CompletionItemKindFunction
		if b.Kind == check.ConstBinding {
			ck = protocol.CompletionItemKindConstant
		}
		items = append(items, item(b.Name, ck, head(b.Decl), refOf(b.Decl)))
	}
	return items
}

// scopeItems returns the parameters and bound names visible at a place,
// each name once.
func scopeItems(bs []*check.Binding) []protocol.CompletionItem {
	items := []protocol.CompletionItem{}
	seen := map[string]bool{}
	for _, b := range bs {
		if !seen[b.Name] {
			seen[b.Name] = true
			items = append(items, item(b.Name, protocol.CompletionItemKindVariable, head(b.Decl), ""))
		}
	}
	return items
}

// queryItems returns the engine's queries.
func (s *Server) queryItems() []protocol.CompletionItem {
	var items []protocol.CompletionItem
	for _, n := range s.eng.queryNames() {
		sig, doc, _ := s.eng.query(n)
		items = append(items, item(n, protocol.CompletionItemKindFunction, sig, doc))
	}
	return items
}

// actionItems returns the engine's actions.
func (s *Server) actionItems() []protocol.CompletionItem {
	var items []protocol.CompletionItem
	for _, n := range s.eng.actionNames() {
		sig, doc, _ := s.eng.action(n)
		items = append(items, item(n, protocol.CompletionItemKindMethod, sig, doc))
	}
	return items
}

// wordItems returns keywords.
func wordItems(words []string) []protocol.CompletionItem {
	var items []protocol.CompletionItem
	for _, w := range words {
		items = append(items, item(w, protocol.CompletionItemKindKeyword, "", ""))
	}
	return items
}

// item returns a completion item with optional detail and documentation.
func item(label string, k protocol.CompletionItemKind, detail, doc string) protocol.CompletionItem {
	it := protocol.CompletionItem{Label: label, Kind: &k}
	if detail != "" {
		it.Detail = &detail
	}
	if doc != "" {
		it.Documentation = doc
	}
	return it
}
