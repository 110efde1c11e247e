package lsp

import (
	"path/filepath"
	"strings"

	"github.com/rulec-dev/rulec/check"
	"github.com/rulec-dev/rulec/ruletext"
	"github.com/tliron/glsp"
	protocol "github.com/tliron/glsp/protocol_3_16"
)

// at returns the document, its view and the byte offset in the view's
// text of the document of a protocol position, or a nil view when the
// document is not open or has never parsed.
func (s *Server) at(uri string, pos protocol.Position) (*document, *view, int) {
	s.mu.Lock()
	d := s.docs[uri]
	var v *view
	if d != nil && !d.scen {
		v = d.view
	}
	s.mu.Unlock()
	if v == nil || v.texts[d.path] == nil {
		return d, nil, 0
	}
	return d, v, v.texts[d.path].offset(pos)
}

// hover describes the name or clause under the cursor.
func (s *Server) hover(_ *glsp.Context, params *protocol.HoverParams) (*protocol.Hover, error) {
	d, v, off := s.at(params.TextDocument.URI, params.Position)
	if v == nil {
		return nil, nil
	}
	md, start, end := s.describe(v, d.path, off)
	if md == "" {
		return nil, nil
	}
	r := v.texts[d.path].span(start, end)
	return &protocol.Hover{Contents: protocol.MarkupContent{Kind: protocol.MarkupKindMarkdown, Value: md}, Range: &r}, nil
}

// describe returns Markdown for what is at off in file, and the extent it
// describes.
func (s *Server) describe(v *view, file string, off int) (string, int, int) {
	if n, ok := v.nameAt(file, off); ok {
		switch b := n.b; {
		case b.Kind == check.ActionBinding:
			if sig, doc, ok := s.eng.action(b.Name); ok {
				return codeBlock(sig) + "\n\n" + doc + "\n\n(engine action)", n.start, n.end
			}
		case b.Kind == check.QueryBinding:
			if sig, doc, ok := s.eng.query(b.Name); ok {
				return codeBlock(sig) + "\n\n" + doc + "\n\n(engine query)", n.start, n.end
			}
		case b.Kind == check.BuiltinBinding:
			return codeBlock(b.Name) + "\n\n(builtin of the language: docs/language.md)", n.start, n.end
		default:
			return v.describeBinding(s.eng.texts, b), n.start, n.end
		}
	}
	if imp, ok := v.importAt(file, off); ok {
		return v.describeImport(imp.path), imp.quoted, imp.end
	}
	if c, ok := v.clauseAt(file, off); ok {
		return codeBlock(c.head) + "\n\n" + quoteRef(c.ref) + v.sourceText(s.eng.texts, c.ref), c.start, c.end
	}
	return "", 0, 0
}

// kindWord names each kind of declaration in hovers.
var kindWord = map[check.BindingKind]string{check.ProcBinding: "procedure", check.ConstBinding: "constant",
	check.StepBinding: "step", check.ParamBinding: "parameter", check.LetBinding: "name",
	check.LoopBinding: "loop element", check.DefBinding: "definition", check.DefParamBinding: "parameter",
	check.OrderBinding: "order", check.MemoryBinding: "memory"}

// describeBinding returns Markdown for a declared name: its declaration
// as written canonically, the rule it cites, its type where its
// declaration does not show it (a let's, a loop element's, a def's
// result), and what and where it is.
func (v *view) describeBinding(texts *ruletext.Texts, b *check.Binding) string {
	t := v.texts[b.Pos.Filename]
	h := head(b.Decl)
	if h == "" && b.Decl != nil && t != nil {
		start, end := span(b.Decl)
		h = string(t.src[start:end])
	}
	if h == "" {
		h = b.Name
	}
	var out strings.Builder
	out.WriteString(codeBlock(h))
	if ref := refOf(b.Decl); ref != "" {
		out.WriteString("\n\n" + quoteRef(ref) + v.sourceText(texts, ref))
	}
	switch b.Kind {
	case check.LetBinding, check.LoopBinding, check.DefBinding:
		if b.Type.Kind != 0 {
			out.WriteString("\n\n`" + b.Name + "`: " + b.Type.String())
		}
	}
	out.WriteString("\n\n" + kindWord[b.Kind] + " declared at " + filepath.Base(b.Pos.Filename))
	if t != nil {
		out.WriteString(":" + itoa(int(t.position(b.Pos.Offset).Line)+1))
	}
	if o := v.owner(b); o != nil {
		out.WriteString(" in " + kindWord[o.Kind] + " " + o.Name)
	}
	return out.String()
}

// codeBlock returns s as a fenced block of rules code.
func codeBlock(s string) string { return "```rules\n" + s + "\n```" }

// quoteRef returns a rule reference as a Markdown quotation.
func quoteRef(ref string) string { return "> " + ref }

// sourceText returns, for a hover, the sentences of the program's rule
// texts that ref quotes, each with where it stands, or "". The texts are
// taken from texts, kept across hovers and re-checks while their bytes
// stay the same.
func (v *view) sourceText(texts *ruletext.Texts, ref string) string {
	paths := v.sources()
	if len(paths) == 0 {
		return ""
	}
	var b strings.Builder
	for _, q := range quotedSentences(texts, paths, ref, v.read) {
		b.WriteString("\n\n" + filepath.Base(q.file) + ":" + itoa(q.line) + ": " + q.text)
	}
	return b.String()
}

// describeImport returns Markdown for an imported file: what it declares.
func (v *view) describeImport(path string) string {
	if v.trees[path] == nil {
		return "`" + path + "` cannot be read or does not parse"
	}
	names := map[check.BindingKind][]string{}
	for _, b := range v.info.Bindings {
		if top(b) && b.Pos.Filename == path {
			names[b.Kind] = append(names[b.Kind], "`"+b.Name+"`")
		}
	}
	s := "`" + path + "`"
	for _, k := range []struct {
		kind  check.BindingKind
		title string
	}{{check.ProcBinding, "procedures"}, {check.ConstBinding, "constants"}, {check.DefBinding, "definitions"},
		{check.OrderBinding, "orders"}, {check.MemoryBinding, "memories"}} {
		if ns := names[k.kind]; len(ns) > 0 {
			s += "\n\n" + k.title + ": " + strings.Join(ns, ", ")
		}
	}
	return s
}
