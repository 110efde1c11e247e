package lsp

import (
	"sort"

	"github.com/tliron/glsp"
	protocol "github.com/tliron/glsp/protocol_3_16"
)

// definition returns where the procedure, constant, step or name under the
// cursor is declared, in whichever file of the program that is.
func (s *Server) definition(_ *glsp.Context, params *protocol.DefinitionParams) (any, error) {
	p, sym := s.declAt(params.TextDocument.URI, params.Position)
	if sym == nil {
		return nil, nil
	}
	if sym.kind == kindImport {
		return []protocol.Location{s.location(&fileIndex{path: sym.file, text: newText(nil)}, 0, 0)}, nil
	}
	return []protocol.Location{s.location(p.files[sym.file], sym.start, sym.end)}, nil
}

// declAt returns the program of the document at uri and the declaration
// of the name at pos, or a nil symbol when there is none.
func (s *Server) declAt(uri string, pos protocol.Position) (*program, *symbol) {
	d, p, off := s.at(uri, pos)
	if p == nil {
		return nil, nil
	}
	sym, _ := p.symbolAt(d.path, off)
	return p, sym
}

// references returns every use of the declaration under the cursor in the
// open rules files and the files they import.
func (s *Server) references(_ *glsp.Context, params *protocol.ReferenceParams) ([]protocol.Location, error) {
	p, sym := s.declAt(params.TextDocument.URI, params.Position)
	if sym == nil {
		return nil, nil
	}
	type key struct {
		file  string
		start int
	}
	seen := map[key]bool{}
	var out []protocol.Location
	add := func(fi *fileIndex, start, end int) {
		if k := (key{fi.path, start}); !seen[k] {
			seen[k] = true
			out = append(out, s.location(fi, start, end))
		}
	}
	if params.Context.IncludeDeclaration {
		add(p.files[sym.file], sym.start, sym.end)
	}
	for _, q := range s.programs(p) {
		for _, u := range q.uses() {
			if u.def != nil && u.def.file == sym.file && u.def.start == sym.start {
				add(q.files[u.file], u.start, u.end)
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.URI != b.URI {
			return a.URI < b.URI
		}
		if a.Range.Start.Line != b.Range.Start.Line {
			return a.Range.Start.Line < b.Range.Start.Line
		}
		return a.Range.Start.Character < b.Range.Start.Character
	})
	return out, nil
}

// programs returns p and the programs of the other open rules documents, so
// that references reach files that import the one being asked about.
func (s *Server) programs(p *program) []*program {
	s.mu.Lock()
	srcs := s.sources()
	var others []*document
	for _, d := range s.docs {
		if !d.scen && d.index != nil && d.path != p.root {
			others = append(others, d)
		}
	}
	s.mu.Unlock()
	out := []*program{p}
	for _, d := range others {
		out = append(out, buildProgram(s.eng, d.path, d.index, s.reader(srcs), nil))
	}
	return out
}

// uses returns the uses in every file of the program.
func (p *program) uses() []*use {
	var out []*use
	for _, path := range p.sortedFiles() {
		out = append(out, p.files[path].uses...)
	}
	return out
}

// location returns the protocol location of bytes in an indexed file,
// naming an open document by the URI the editor gave it.
func (s *Server) location(fi *fileIndex, start, end int) protocol.Location {
	uri := ""
	s.mu.Lock()
	for _, d := range s.docs {
		if d.path == fi.path {
			uri = d.uri
		}
	}
	s.mu.Unlock()
	if uri == "" {
		uri = pathURI(fi.path)
	}
	return protocol.Location{URI: uri, Range: fi.text.span(start, end)}
}

// documentSymbol returns the outline: constants, and procedures with their
// steps.
func (s *Server) documentSymbol(_ *glsp.Context, params *protocol.DocumentSymbolParams) (any, error) {
	s.mu.Lock()
	d := s.docs[params.TextDocument.URI]
	s.mu.Unlock()
	out := []protocol.DocumentSymbol{}
	if d == nil || d.index == nil {
		return out, nil
	}
	t := d.index.text
	for _, sym := range d.index.decls {
		start, end := span(sym.node)
		ds := protocol.DocumentSymbol{Name: sym.name, Range: t.span(start, end), SelectionRange: t.span(sym.start, sym.end)}
		switch sym.kind {
		case kindProc:
			ds.Kind = protocol.SymbolKindFunction
			ds.Detail = ptr(head(sym.node))
			ds.Children = []protocol.DocumentSymbol{}
			out = append(out, ds)
		case kindConst:
			ds.Kind = protocol.SymbolKindConstant
			out = append(out, ds)
		case kindDef, kindOrder, kindMemory:
			ds.Kind = protocol.SymbolKindFunction
			ds.Detail = ptr(head(sym.node))
			out = append(out, ds)
		case kindStep:
			ds.Kind = protocol.SymbolKindEvent
			if sym.title != "" {
				ds.Detail = ptr(sym.title)
			}
			if n := len(out); n > 0 && out[n-1].Kind == protocol.SymbolKindFunction && out[n-1].Name == sym.proc {
				out[n-1].Children = append(out[n-1].Children, ds)
			}
		}
	}
	return out, nil
}

// ptr returns a pointer to a copy of v.
func ptr[T any](v T) *T { return &v }

// formatting returns the edit that lays the document out as `rulec fmt`
// would; a file that does not parse is refused with the parser's error.
func (s *Server) formatting(_ *glsp.Context, params *protocol.DocumentFormattingParams) ([]protocol.TextEdit, error) {
	s.mu.Lock()
	d := s.docs[params.TextDocument.URI]
	s.mu.Unlock()
	if d == nil || d.scen {
		return nil, nil
	}
	out, err := s.eng.format(d.path, d.text.src)
	if err != nil {
		return nil, err
	}
	if string(out) == string(d.text.src) {
		return []protocol.TextEdit{}, nil
	}
	return []protocol.TextEdit{{Range: d.text.span(0, len(d.text.src)), NewText: string(out)}}, nil
}
