package lsp

import (
	"path/filepath"
	"strings"

	"github.com/tliron/glsp"
	protocol "github.com/tliron/glsp/protocol_3_16"
)

// at returns the document, its program and the byte offset in the
// document's index of a protocol position, or nil when the document is not
// open or has never parsed.
func (s *Server) at(uri string, pos protocol.Position) (*document, *program, int) {
	s.mu.Lock()
	d := s.docs[uri]
	var srcs map[string][]byte
	if d != nil {
		srcs = s.sources()
	}
	s.mu.Unlock()
	if d == nil || d.index == nil {
		return d, nil, 0
	}
	p := buildProgram(s.eng, d.path, d.index, s.reader(srcs), nil)
	return d, p, d.index.text.offset(pos)
}

// hover describes the name or clause under the cursor.
func (s *Server) hover(_ *glsp.Context, params *protocol.HoverParams) (*protocol.Hover, error) {
	d, p, off := s.at(params.TextDocument.URI, params.Position)
	if p == nil {
		return nil, nil
	}
	md, start, end := s.describe(p, d.path, off)
	if md == "" {
		return nil, nil
	}
	r := d.index.text.span(start, end)
	return &protocol.Hover{Contents: protocol.MarkupContent{Kind: protocol.MarkupKindMarkdown, Value: md}, Range: &r}, nil
}

// describe returns Markdown for what is at off in file, and the extent it
// describes.
func (s *Server) describe(p *program, file string, off int) (string, int, int) {
	sym, u := p.symbolAt(file, off)
	switch {
	case sym != nil:
		start, end := sym.start, sym.end
		if u != nil {
			start, end = u.start, u.end
		}
		return p.describeSymbol(sym), start, end
	case u != nil && u.kind == kindAction:
		if sig, doc, ok := s.eng.action(u.name); ok {
			return codeBlock(sig) + "\n\n" + doc + "\n\n(engine action)", u.start, u.end
		}
	case u != nil:
		if sig, doc, ok := s.eng.query(u.name); ok {
			return codeBlock(sig) + "\n\n" + doc + "\n\n(engine query)", u.start, u.end
		}
	}
	if c, ok := p.files[file].clauseAt(off); ok {
		return codeBlock(c.head) + "\n\n" + quoteRef(c.ref) + p.sourceText(c.ref), c.start, c.end
	}
	return "", 0, 0
}

// describeSymbol returns Markdown for a declaration: its head as written
// canonically, the rule it cites and where it is.
func (p *program) describeSymbol(sym *symbol) string {
	if sym.kind == kindImport {
		return p.describeImport(sym.file)
	}
	h := head(sym.node)
	if h == "" {
		start, end := span(sym.node)
		h = string(p.files[sym.file].text.src[start:end])
	}
	var b strings.Builder
	b.WriteString(codeBlock(h))
	if sym.ref != "" {
		b.WriteString("\n\n" + quoteRef(sym.ref) + p.sourceText(sym.ref))
	}
	line := p.files[sym.file].text.position(sym.start).Line + 1
	b.WriteString("\n\n" + kindWord[sym.kind] + " declared at " + filepath.Base(sym.file) + ":" +
		itoa(int(line)))
	if sym.proc != "" {
		b.WriteString(" in " + p.ownerWord(sym.proc) + " " + sym.proc)
	}
	return b.String()
}

// kindWord names each kind of declaration in hovers.
var kindWord = map[kind]string{kindProc: "procedure", kindConst: "constant", kindStep: "step", kindVar: "name",
	kindDef: "definition", kindOrder: "order", kindMemory: "memory"}

// clauseAt returns the innermost clause citing a rule that holds off.
func (fi *fileIndex) clauseAt(off int) (clause, bool) {
	var best clause
	found := false
	for _, c := range fi.clauses {
		if c.start <= off && off < c.end && (!found || c.end-c.start < best.end-best.start) {
			best, found = c, true
		}
	}
	return best, found
}

// codeBlock returns s as a fenced block of rules code.
func codeBlock(s string) string { return "```rules\n" + s + "\n```" }

// quoteRef returns a rule reference as a Markdown quotation.
func quoteRef(ref string) string { return "> " + ref }

// sourceText returns, for a hover, the sentences of the program's rule
// texts that ref quotes, each with where it stands, or "".
func (p *program) sourceText(ref string) string {
	var paths []string
	for _, path := range p.order {
		if fi := p.files[path]; fi != nil {
			paths = append(paths, fi.sources...)
		}
	}
	if len(paths) == 0 {
		return ""
	}
	var b strings.Builder
	for _, q := range quotedSentences(paths, ref, p.read) {
		b.WriteString("\n\n" + filepath.Base(q.file) + ":" + itoa(q.line) + ": " + q.text)
	}
	return b.String()
}

// describeImport returns Markdown for an imported file: what it declares.
func (p *program) describeImport(path string) string {
	fi := p.files[path]
	if fi == nil {
		return "`" + path + "` cannot be read or does not parse"
	}
	names := map[kind][]string{}
	for _, d := range fi.decls {
		names[d.kind] = append(names[d.kind], "`"+d.name+"`")
	}
	s := "`" + path + "`"
	if ps := names[kindProc]; len(ps) > 0 {
		s += "\n\nprocedures: " + strings.Join(ps, ", ")
	}
	if cs := names[kindConst]; len(cs) > 0 {
		s += "\n\nconstants: " + strings.Join(cs, ", ")
	}
	if ds := names[kindDef]; len(ds) > 0 {
		s += "\n\ndefinitions: " + strings.Join(ds, ", ")
	}
	if os := names[kindOrder]; len(os) > 0 {
		s += "\n\norders: " + strings.Join(os, ", ")
	}
	if ms := names[kindMemory]; len(ms) > 0 {
		s += "\n\nmemories: " + strings.Join(ms, ", ")
	}
	return s
}

// ownerWord names what declares the variables of name: a procedure, a def
// or an order.
func (p *program) ownerWord(name string) string {
	if d := p.globals[name]; d != nil && (d.kind == kindDef || d.kind == kindOrder || d.kind == kindMemory) {
		return kindWord[d.kind]
	}
	return "procedure"
}
