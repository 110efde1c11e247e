package lsp

import (
	"bytes"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/rulec-dev/rulec/check"
	"github.com/rulec-dev/rulec/grammar"

	"github.com/tliron/glsp"
	protocol "github.com/tliron/glsp/protocol_3_16"
)

// definition returns where the name under the cursor is declared, in
// whichever file of the program that is; on an import's path, the file.
func (s *Server) definition(_ *glsp.Context, params *protocol.DefinitionParams) (any, error) {
	d, v, off := s.at(params.TextDocument.URI, params.Position)
	if v == nil {
		return nil, nil
	}
	if n, ok := v.nameAt(d.path, off); ok {
		if !declared(n.b) {
			return nil, nil
		}
		return []protocol.Location{s.location(v, n.b.Pos.Filename, n.b.Pos.Offset, n.b.Pos.Offset+len(n.b.Name))}, nil
	}
	if imp, ok := v.importAt(d.path, off); ok {
		return []protocol.Location{{URI: s.uriOf(imp.path)}}, nil
	}
	return nil, nil
}

// bindingAt returns the view of the document at uri and the binding of
// the name at pos, or nil.
func (s *Server) bindingAt(uri string, pos protocol.Position) (*document, *view, *check.Binding) {
	d, v, off := s.at(uri, pos)
	if v == nil {
		return d, nil, nil
	}
	n, ok := v.nameAt(d.path, off)
	if !ok {
		return d, v, nil
	}
	return d, v, n.b
}

// same reports whether bindings of two checks name one thing: one
// declaration, or one of the engine's or the language's own names.
func same(a, b *check.Binding) bool {
	if declared(a) || declared(b) {
		return a.Pos.Filename == b.Pos.Filename && a.Pos.Offset == b.Pos.Offset && a.Name == b.Name
	}
	return a.Kind == b.Kind && a.Name == b.Name
}

// occurrence is a name written in a file of a view.
type occurrence struct {
	v          *view
	file       string
	start, end int
	decl       bool
}

// occurrences returns where the thing b names is declared and used, in
// the open rules files and the files they import, each place once, sorted
// by file and place.
func (s *Server) occurrences(v *view, b *check.Binding) []occurrence {
	type key struct {
		file  string
		start int
	}
	seen := map[key]bool{}
	var out []occurrence
	for _, w := range s.views(v) {
		for _, file := range w.order {
			for _, n := range w.fileNames(file) {
				if k := (key{file, n.start}); !seen[k] && same(n.b, b) {
					seen[k] = true
					out = append(out, occurrence{w, file, n.start, n.end, n.decl})
				}
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].file != out[j].file {
			return out[i].file < out[j].file
		}
		return out[i].start < out[j].start
	})
	return out
}

// references returns every use of the name under the cursor in the open
// rules files and the files they import, and its declaration if asked.
func (s *Server) references(_ *glsp.Context, params *protocol.ReferenceParams) ([]protocol.Location, error) {
	_, v, b := s.bindingAt(params.TextDocument.URI, params.Position)
	if b == nil {
		return nil, nil
	}
	var out []protocol.Location
	for _, o := range s.occurrences(v, b) {
		if !o.decl || params.Context.IncludeDeclaration {
			out = append(out, s.location(o.v, o.file, o.start, o.end))
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

// highlight returns the places in the document where the name under the
// cursor is declared or used.
func (s *Server) highlight(_ *glsp.Context, params *protocol.DocumentHighlightParams) ([]protocol.DocumentHighlight, error) {
	d, v, b := s.bindingAt(params.TextDocument.URI, params.Position)
	out := []protocol.DocumentHighlight{}
	if b == nil {
		return out, nil
	}
	for _, o := range s.occurrences(v, b) {
		if o.v == v && o.file == d.path {
			k := protocol.DocumentHighlightKindRead
			if o.decl {
				k = protocol.DocumentHighlightKindWrite
			}
			out = append(out, protocol.DocumentHighlight{Range: v.texts[o.file].span(o.start, o.end), Kind: &k})
		}
	}
	return out, nil
}

// rename renames what the name under the cursor names, where it is
// declared and wherever it is used in the open rules files and the files
// they import, and, for a procedure or one of its parameters, in the
// scenarios that run it (scenarioEdits). The engine's and the language's own names, and the element
// of a loop that names none (`it`), cannot be renamed.
func (s *Server) rename(_ *glsp.Context, params *protocol.RenameParams) (*protocol.WorkspaceEdit, error) {
	_, v, b := s.bindingAt(params.TextDocument.URI, params.Position)
	if b == nil {
		return nil, errors.New("there is no name here to rename")
	}
	if !declared(b) || v.info.Defs[b.Pos] != b {
		return nil, fmt.Errorf("%s is not declared in the rules, and cannot be renamed", b.Name)
	}
	if !isName(params.NewName) && !(b.Kind == check.StepBinding && isLabel(params.NewName)) {
		return nil, fmt.Errorf("%q is not a name: a letter or _, then letters, digits or _", params.NewName)
	}
	occs := s.occurrences(v, b)
	if err := s.renameChecks(v, occs, params.NewName); err != nil {
		return nil, err
	}
	edits, err := s.scenarioEdits(v, b, params.NewName)
	if err != nil {
		return nil, err
	}
	if edits == nil {
		edits = map[protocol.DocumentUri][]protocol.TextEdit{}
	}
	for _, o := range occs {
		l := s.location(o.v, o.file, o.start, o.end)
		edits[l.URI] = append(edits[l.URI], protocol.TextEdit{Range: l.Range, NewText: params.NewName})
	}
	return &protocol.WorkspaceEdit{Changes: edits}, nil
}

// renameChecks checks the programs the occurrences are in (v's, and that
// of each other open document whose files hold one) with the occurrences
// renamed, and refuses a rename that would make one report more errors
// than it does (a name already taken in the scope, a reserved word),
// saying the first, or that would make a name written there name
// something else than it does: a def or memory may take a builtin's name,
// so renaming one to `len` would make every `len(...)` of the program call
// it, and a name left undefined would come to name the renamed one. The
// checker resolves every name of the renamed programs, and each must name
// what it named before (its declaration moved by the renamed text).
func (s *Server) renameChecks(v *view, occs []occurrence, name string) error {
	s.mu.Lock()
	srcs := s.sources()
	s.mu.Unlock()
	byFile := map[string][]occurrence{}
	for _, o := range occs {
		byFile[o.file] = append(byFile[o.file], o)
	}
	for file, os := range byFile {
		t := os[0].v.texts[file]
		out := bytes.Clone(t.src)
		for i := len(os) - 1; i >= 0; i-- { // sorted by offset: from the end, offsets hold
			out = append(out[:os[i].start:os[i].start], append([]byte(name), out[os[i].end:]...)...)
		}
		srcs[file] = out
	}
	views := []*view{v}
	for _, o := range occs {
		if !slices.Contains(views, o.v) {
			views = append(views, o.v)
		}
	}
	for _, w := range views {
		diags, c := s.eng.check(w.root, srcs)
		var errs []diag
		for _, d := range diags {
			if !d.warning {
				errs = append(errs, d)
			}
		}
		if len(errs) > w.errs {
			first := errs[0]
			for _, d := range errs {
				if strings.Contains(d.msg, name) {
					first = d
					break
				}
			}
			return fmt.Errorf("renamed to %s, the rules would not check: %s:%d:%d: %s", name, filepath.Base(first.file), first.line, first.col, first.msg)
		}
		if err := sameMeaning(w, newView(w.root, newText(srcs[w.root]), c, w.read), byFile, name); err != nil {
			return err
		}
	}
	return nil
}

// sameMeaning returns an error when a name of the renamed program after
// does not name what the name at its place in w names: places in a file
// are moved by the renamed occurrences before them in it.
func sameMeaning(w, after *view, byFile map[string][]occurrence, name string) error {
	if after == nil {
		return nil
	}
	moved := func(file string, off int) int {
		n := 0
		for _, o := range byFile[file] {
			if o.start < off {
				n += len(name) - (o.end - o.start)
			}
		}
		return off + n
	}
	type meaning struct {
		file      string
		off       int
		kind      check.BindingKind
		universal string // the name of one of the engine's or the language's own
	}
	meant := func(b *check.Binding, move bool) meaning {
		if !declared(b) {
			return meaning{kind: b.Kind, universal: b.Name}
		}
		off := b.Pos.Offset
		if move {
			off = moved(b.Pos.Filename, off)
		}
		return meaning{file: b.Pos.Filename, off: off, kind: b.Kind}
	}
	say := func(b *check.Binding) string {
		switch {
		case b.Kind == check.BuiltinBinding:
			return "the builtin " + b.Name
		case b.Kind == check.QueryBinding:
			return "the query " + b.Name
		case b.Kind == check.ActionBinding:
			return "the action " + b.Name
		case !declared(b):
			return b.Name
		}
		return fmt.Sprintf("the %s %s declared at %s:%d:%d", kindWord[b.Kind], b.Name, filepath.Base(b.Pos.Filename), b.Pos.Line, b.Pos.Column)
	}
	place := func(t *text, file string, off int) string {
		line, col := t.place(off)
		return fmt.Sprintf("%s:%d:%d", filepath.Base(file), line, col)
	}
	for _, file := range w.order {
		before := map[int]*check.Binding{}
		for _, n := range w.fileNames(file) {
			before[moved(file, n.start)] = n.b
		}
		t := after.texts[file]
		if t == nil {
			continue // not read renamed: its names are after's errors
		}
		for _, n := range after.fileNames(file) {
			b, ok := before[n.start]
			if !ok {
				if n.b.Name != name || n.decl {
					continue
				}
				return fmt.Errorf("renamed to %s, %s at %s, which names nothing now, would name %s",
					name, n.b.Name, place(t, file, n.start), say(n.b))
			}
			if meant(b, true) != meant(n.b, false) {
				return fmt.Errorf("renamed to %s, %s at %s would name %s instead of %s",
					name, n.b.Name, place(t, file, n.start), say(n.b), say(b))
			}
		}
	}
	return nil
}

// isName reports whether s may name something in a rules file.
func isName(s string) bool {
	for i := range len(s) {
		if !isWordByte(s[i]) || i == 0 && '0' <= s[i] && s[i] <= '9' {
			return false
		}
	}
	return s != ""
}

// isLabel reports whether s is a step's number.
func isLabel(s string) bool {
	for i := range len(s) {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// views returns v and the views of the other open rules documents, so
// that references reach files that import the one being asked about.
func (s *Server) views(v *view) []*view {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := []*view{v}
	for _, d := range s.docs {
		if !d.scen && d.view != nil && d.view != v {
			out = append(out, d.view)
		}
	}
	return out
}

// uriOf returns the URI of a file: an open document's as the editor gave
// it, or its file: URI.
func (s *Server) uriOf(path string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, d := range s.docs {
		if d.path == path {
			return d.uri
		}
	}
	return pathURI(path)
}

// location returns the protocol location of bytes of a file of a view.
func (s *Server) location(v *view, file string, start, end int) protocol.Location {
	t := v.texts[file]
	if t == nil {
		t = newText(nil)
	}
	return protocol.Location{URI: s.uriOf(file), Range: t.span(start, end)}
}

// documentSymbol returns the outline: constants, defs, memories, orders,
// and procedures with their steps.
func (s *Server) documentSymbol(_ *glsp.Context, params *protocol.DocumentSymbolParams) (any, error) {
	s.mu.Lock()
	d := s.docs[params.TextDocument.URI]
	s.mu.Unlock()
	out := []protocol.DocumentSymbol{}
	if d == nil || d.view == nil {
		return out, nil
	}
	v := d.view
	t := v.texts[d.path]
	for _, b := range v.info.Bindings {
		if !top(b) || b.Pos.Filename != d.path {
			continue
		}
		start, end := span(b.Decl)
		ds := protocol.DocumentSymbol{Name: b.Name, Range: t.span(start, end),
			SelectionRange: t.span(b.Pos.Offset, b.Pos.Offset+len(b.Name))}
		switch b.Kind {
		case check.ProcBinding:
			ds.Kind = protocol.SymbolKindFunction
			ds.Detail = ptr(head(b.Decl))
			ds.Children = []protocol.DocumentSymbol{}
			for _, st := range v.info.Bindings {
				if st.Kind != check.StepBinding || st.Pos.Filename != d.path || st.Pos.Offset < start || st.Pos.Offset >= end {
					continue
				}
				s0, e0 := span(st.Decl)
				c := protocol.DocumentSymbol{Name: st.Name, Kind: protocol.SymbolKindEvent, Range: t.span(s0, e0),
					SelectionRange: t.span(st.Pos.Offset, st.Pos.Offset+len(st.Name))}
				if title := st.Decl.(*grammar.Step).Title; title != "" {
					c.Detail = ptr(title)
				}
				ds.Children = append(ds.Children, c)
			}
		case check.ConstBinding:
			ds.Kind = protocol.SymbolKindConstant
		default:
			ds.Kind = protocol.SymbolKindFunction
			ds.Detail = ptr(head(b.Decl))
		}
		out = append(out, ds)
	}
	sort.SliceStable(out, func(i, j int) bool { return posLess(out[i].Range.Start, out[j].Range.Start) })
	return out, nil
}

// posLess orders protocol positions.
func posLess(a, b protocol.Position) bool {
	return a.Line < b.Line || a.Line == b.Line && a.Character < b.Character
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
