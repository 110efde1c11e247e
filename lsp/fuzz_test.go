package lsp

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/rulec-dev/rulec/interp"
	protocol "github.com/tliron/glsp/protocol_3_16"
)

// FuzzDocument feeds the server half-typed documents: the bundled rules
// files and scenarios, truncated and mutated, opened and then edited, with
// every request made at a position in them. The server must answer
// without panicking, whatever the text.
func FuzzDocument(f *testing.F) {
	for _, glob := range []string{"../rules/*.rules", "../tests/*/*.yaml"} {
		paths, _ := filepath.Glob(glob)
		for _, p := range paths {
			b, err := os.ReadFile(p)
			if err != nil {
				f.Fatal(err)
			}
			f.Add(b, uint16(len(b)/2), uint16(20), uint16(10), filepath.Ext(p) == ".yaml")
		}
	}
	// declarations the checker refuses (named like a query or a builtin,
	// a parameter twice), asked about at their names and their uses
	for _, src := range []string{
		"def distance(u: unit) = 6in\nprocedure walk(unit: unit) {\n  move unit, forward: distance(unit)\n}\n",
		"def len(a: number, a: number) = a\nprocedure walk(unit: unit) {\n  event e(len(1, 2))\n}\n",
		"units in\nunits mm\nremember max(u: unit): number\nprocedure walk(unit: unit) {\n  set max(unit) = 1\n}\n",
	} {
		for _, at := range [][2]uint16{{0, 5}, {0, 14}, {2, 24}, {2, 10}, {4, 7}} {
			f.Add([]byte(src), uint16(len(src)), at[0], at[1], false)
		}
	}
	dir, err := filepath.Abs("../rules")
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, src []byte, cut, line, col uint16, yaml bool) {
		s := New(interp.Stdlib(), "fuzz")
		ctx := quiet()
		name := "fuzz.rules"
		if yaml {
			name = "fuzz.yaml"
		}
		uri := pathURI(filepath.Join(dir, name))
		doc := protocol.TextDocumentIdentifier{URI: uri}
		pos := protocol.TextDocumentPositionParams{TextDocument: doc,
			Position: protocol.Position{Line: protocol.UInteger(line % 400), Character: protocol.UInteger(col % 120)}}
		ask := func() {
			s.hover(ctx, &protocol.HoverParams{TextDocumentPositionParams: pos})
			s.definition(ctx, &protocol.DefinitionParams{TextDocumentPositionParams: pos})
			s.references(ctx, &protocol.ReferenceParams{TextDocumentPositionParams: pos,
				Context: protocol.ReferenceContext{IncludeDeclaration: true}})
			s.completion(ctx, &protocol.CompletionParams{TextDocumentPositionParams: pos})
			s.highlight(ctx, &protocol.DocumentHighlightParams{TextDocumentPositionParams: pos})
			s.rename(ctx, &protocol.RenameParams{TextDocumentPositionParams: pos, NewName: "renamed"})
			s.documentSymbol(ctx, &protocol.DocumentSymbolParams{TextDocument: doc})
			s.formatting(ctx, &protocol.DocumentFormattingParams{TextDocument: doc})
		}
		n := int(cut) % (len(src) + 1)
		s.didOpen(ctx, &protocol.DidOpenTextDocumentParams{TextDocument: protocol.TextDocumentItem{URI: uri, Text: string(src[:n])}})
		ask()
		// Type the rest back in at the end, as an incremental edit.
		end := newText(src[:n]).position(n)
		s.didChange(ctx, &protocol.DidChangeTextDocumentParams{TextDocument: protocol.VersionedTextDocumentIdentifier{
			TextDocumentIdentifier: doc}, ContentChanges: []any{protocol.TextDocumentContentChangeEvent{
			Range: &protocol.Range{Start: end, End: end}, Text: string(src[n:])}}})
		if got := string(s.docs[uri].text.src); got != string(src) {
			t.Fatalf("after typing the rest back the text is %q, want %q", got, src)
		}
		ask()
		// And delete a range that starts at the position asked about.
		s.didChange(ctx, &protocol.DidChangeTextDocumentParams{TextDocument: protocol.VersionedTextDocumentIdentifier{
			TextDocumentIdentifier: doc}, ContentChanges: []any{protocol.TextDocumentContentChangeEvent{
			Range: &protocol.Range{Start: pos.Position, End: protocol.Position{Line: pos.Position.Line + 3}}}}})
		ask()
	})
}
