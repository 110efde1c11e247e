package lsp

import (
	"bytes"
	"regexp"
	"sort"
	"sync"

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
	fi := s.indexForCompletion(d, line)
	var p *program
	if fi != nil {
		p = buildProgram(s.eng, d.path, fi, s.reader(srcs), nil)
		off = fi.text.offset(params.Position)
	}
	switch {
	case afterField().MatchString(prefix):
	case afterGoto().MatchString(prefix):
		if p != nil {
			items = p.stepItems(fi.procAt(off))
		}
	case afterCall().MatchString(prefix):
		if p != nil {
			items = p.globalItems(kindProc)
		}
	case afterBy().MatchString(prefix):
		if p != nil {
			items = p.globalItems(kindOrder)
		}
	case stmtStart().MatchString(prefix):
		items = append(wordItems(s.eng.statementWords()), wordItems(declWords)...)
		items = append(items, s.actionItems()...)
	default:
		items = s.queryItems()
		if p != nil {
			items = append(append(append(items, p.globalItems(kindConst)...), p.globalItems(kindDef)...), fi.scopeItems(off)...)
			items = append(items, p.globalItems(kindMemory)...)
		}
	}
	return items, nil
}

// indexForCompletion returns an index of the document as it is, or, when
// the writer is part-way through a line, of the document with that line
// blanked, or else the last index that parsed.
func (s *Server) indexForCompletion(d *document, line int) *fileIndex {
	if d.index != nil && d.index.text == d.text {
		return d.index
	}
	t := d.text
	blank := bytes.Clone(t.src)
	for i := t.starts[line]; i < t.lineEnd(line); i++ {
		blank[i] = ' '
	}
	if f, err := s.eng.parse(d.path, blank); err == nil {
		return indexFile(d.path, newText(blank), f)
	}
	return d.index
}

// procAt returns the name of the procedure that holds off, or "".
func (fi *fileIndex) procAt(off int) string {
	for _, d := range fi.decls {
		if d.kind != kindProc {
			continue
		}
		if start, end := span(d.node); start <= off && off <= end {
			return d.name
		}
	}
	return ""
}

// stepItems returns the steps of a procedure, in label order.
func (p *program) stepItems(proc string) []protocol.CompletionItem {
	var labels []string
	for l := range p.steps[proc] {
		labels = append(labels, l)
	}
	sort.Strings(labels)
	items := []protocol.CompletionItem{}
	for _, l := range labels {
		st := p.steps[proc][l]
		items = append(items, item(l, protocol.CompletionItemKindEnumMember, st.title, st.ref))
	}
	return items
}

// globalItems returns the procedures or constants in scope.
func (p *program) globalItems(k kind) []protocol.CompletionItem {
	var names []string
	for n, d := range p.globals {
		if d.kind == k {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	items := []protocol.CompletionItem{}
	for _, n := range names {
		d := p.globals[n]
		ck := protocol.CompletionItemKindFunction
		if k == kindConst {
			ck = protocol.CompletionItemKindConstant
		}
		items = append(items, item(n, ck, head(d.node), d.ref))
	}
	return items
}

// scopeItems returns the parameters and bound names visible at off.
func (fi *fileIndex) scopeItems(off int) []protocol.CompletionItem {
	proc := fi.procAt(off)
	items := []protocol.CompletionItem{}
	seen := map[string]bool{}
	for _, d := range fi.decls {
		if d.kind == kindVar && d.proc == proc && d.from <= off && off < d.scopeEnd && !seen[d.name] {
			seen[d.name] = true
			items = append(items, item(d.name, protocol.CompletionItemKindVariable, head(d.node), ""))
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
