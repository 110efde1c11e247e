package lsp

import (
	"github.com/rulec-dev/rulec/check"
	"github.com/rulec-dev/rulec/internal/textfile"
	"github.com/rulec-dev/rulec/ruletext"
	"net/url"
	"path/filepath"
	"sort"
	"strings"

	"github.com/tliron/glsp"
	protocol "github.com/tliron/glsp/protocol_3_16"
)

// document is an open file: its current text and, for a rules file, the
// view of the last text that parsed, which navigation keeps using while
// the writer is half-way through a line.
type document struct {
	uri     string
	path    string
	version protocol.Integer
	text    *text
	view    *view // nil until the text first parses
	scen    bool  // a scenario (YAML), not a rules file
	deps    map[string]bool
}

// uriPath returns the file path of a file: URI, or the URI itself for
// another scheme, so that an unsaved buffer still has a name.
func uriPath(uri string) string {
	u, err := url.Parse(uri)
	if err != nil || u.Scheme != "file" {
		return uri
	}
	return filepath.Clean(filepath.FromSlash(u.Path))
}

// pathURI returns the file: URI of a path.
func pathURI(path string) string {
	if strings.Contains(path, "://") {
		return path
	}
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	return (&url.URL{Scheme: "file", Path: filepath.ToSlash(path)}).String()
}

// isScenario reports whether a document is a scenario rather than rules.
func isScenario(uri, lang string) bool {
	lower := strings.ToLower(uri) // rulec test reads a.YAML as a scenario too
	return lang == "yaml" || strings.HasSuffix(lower, ".yaml") || strings.HasSuffix(lower, ".yml")
}

// didOpen starts tracking a document and publishes its diagnostics.
func (s *Server) didOpen(ctx *glsp.Context, p *protocol.DidOpenTextDocumentParams) error {
	uri := p.TextDocument.URI
	d := &document{uri: uri, path: uriPath(uri), version: p.TextDocument.Version,
		text: newText([]byte(p.TextDocument.Text)), scen: isScenario(uri, p.TextDocument.LanguageID)}
	s.mu.Lock()
	s.docs[uri] = d
	s.mu.Unlock()
	s.refresh(ctx, d)
	return nil
}

// didChange applies edits in order and publishes new diagnostics.
func (s *Server) didChange(ctx *glsp.Context, p *protocol.DidChangeTextDocumentParams) error {
	s.mu.Lock()
	d := s.docs[p.TextDocument.URI]
	if d != nil {
		d.version = p.TextDocument.Version
		d.text = applyChanges(d.text, p.ContentChanges)
	}
	s.mu.Unlock()
	if d != nil {
		s.refresh(ctx, d)
	}
	return nil
}

// applyChanges applies the protocol's content changes to t.
func applyChanges(t *text, changes []any) *text {
	for _, c := range changes {
		switch c := c.(type) {
		case protocol.TextDocumentContentChangeEvent:
			if c.Range == nil {
				t = newText([]byte(c.Text))
			} else {
				t = t.applyChange(*c.Range, c.Text)
			}
		case protocol.TextDocumentContentChangeEventWhole:
			t = newText([]byte(c.Text))
		}
	}
	return t
}

// didClose forgets a document and clears its diagnostics. The open
// documents that read it are checked again: they now read the file on
// disk, which its closed buffer, unsaved, may have differed from.
func (s *Server) didClose(ctx *glsp.Context, p *protocol.DidCloseTextDocumentParams) error {
	s.mu.Lock()
	d := s.docs[p.TextDocument.URI]
	delete(s.docs, p.TextDocument.URI)
	s.mu.Unlock()
	ctx.Notify(protocol.ServerTextDocumentPublishDiagnostics,
		protocol.PublishDiagnosticsParams{URI: p.TextDocument.URI, Diagnostics: []protocol.Diagnostic{}})
	if d != nil {
		s.refresh(ctx, d)
	}
	return nil
}

// refresh re-checks a changed document, every open rules file that
// imports it and, when it is a rules file, every open scenario, and
// publishes their diagnostics.
func (s *Server) refresh(ctx *glsp.Context, changed *document) {
	s.mu.Lock()
	var todo []*document
	for _, d := range s.docs {
		// a scenario reads rules files, named in it or imported: it is
		// checked again when any rules document changes
		if d == changed || d.deps[changed.path] || d.scen && !changed.scen {
			todo = append(todo, d)
		}
	}
	sort.Slice(todo, func(i, j int) bool { return todo[i].uri < todo[j].uri })
	s.mu.Unlock()
	for _, d := range todo {
		ctx.Notify(protocol.ServerTextDocumentPublishDiagnostics, s.diagnose(d))
	}
}

// diagnose re-parses and re-checks a document and returns its
// diagnostics.
func (s *Server) diagnose(d *document) protocol.PublishDiagnosticsParams {
	s.mu.Lock()
	t, path, scen := d.text, d.path, d.scen
	srcs := s.sources()
	s.mu.Unlock()
	var diags []diag
	if scen {
		diags = s.eng.checkScenario(path, t.src, srcs)
	} else {
		var c *check.Checked
		diags, c = s.eng.check(path, srcs)
		if v := newView(path, t, c, s.reader(srcs)); v != nil {
			deps := map[string]bool{}
			for f := range v.texts {
				deps[f] = f != path
				for _, imp := range v.imports(f) {
					deps[imp.path] = imp.path != path // read or not
				}
			}
			s.mu.Lock()
			d.view, d.deps = v, deps
			s.mu.Unlock()
		}
	}
	out := protocol.PublishDiagnosticsParams{URI: d.uri, Diagnostics: []protocol.Diagnostic{}}
	for _, g := range diags {
		if g.warning && g.file != path {
			continue // an import's warnings belong to that file
		}
		out.Diagnostics = append(out.Diagnostics, toDiagnostic(d, t, g))
	}
	return out
}

// sources returns the texts of the open rules documents by path; the
// caller holds s.mu.
func (s *Server) sources() map[string][]byte {
	srcs := map[string][]byte{}
	for _, d := range s.docs {
		if !d.scen {
			srcs[d.path] = d.text.src
		}
	}
	return srcs
}

// reader reads a file from the open documents' texts, else from disk.
func (s *Server) reader(srcs map[string][]byte) source {
	return func(path string) ([]byte, bool) {
		if b, ok := srcs[path]; ok {
			return b, true
		}
		// Rules files and the source texts they quote, read as the
		// checker and rulec text read them.
		b, err := textfile.Read(path, "a text file", ruletext.MaxSourceSize)
		return b, err == nil
	}
}

// toDiagnostic places a checker diagnostic in document d. One in another
// file (an import) is shown on the document's first line that imports
// it, or else on its first line, naming where it is.
func toDiagnostic(d *document, t *text, g diag) protocol.Diagnostic {
	sev := protocol.DiagnosticSeverityError
	if g.warning {
		sev = protocol.DiagnosticSeverityWarning
	}
	source := "rulec"
	msg := g.msg
	var start, end int
	if g.file == d.path || g.file == "" {
		start = t.lineCol(g.line, g.col)
		end = t.wordEnd(start)
		if end == start && end < t.lineEnd(int(t.position(start).Line)) {
			end++
		}
	} else {
		msg = "in " + g.file + ":" + itoa(g.line) + ":" + itoa(g.col) + ": " + g.msg
		start, end = importLine(d, t, g.file)
	}
	r := t.span(start, end)
	out := protocol.Diagnostic{Range: r, Severity: &sev, Source: &source, Message: msg}
	if g.hint != "" {
		out.RelatedInformation = []protocol.DiagnosticRelatedInformation{{
			Location: protocol.Location{URI: d.uri, Range: r}, Message: g.hint}}
	}
	return out
}

// importLine returns the extent of the import line in d that leads to
// file, or of the first line.
func importLine(d *document, t *text, file string) (int, int) {
	if d.view != nil && d.view.texts[d.path] == t {
		imps := d.view.imports(d.path)
		for _, imp := range imps {
			if imp.path == file {
				return imp.start, imp.end
			}
		}
		if len(imps) > 0 {
			return imps[0].start, imps[0].end
		}
	}
	return 0, t.lineEnd(0)
}
