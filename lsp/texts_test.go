package lsp

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/interp"
	protocol "github.com/tliron/glsp/protocol_3_16"
)

// TestQuotationsFollowSourceOnDisk checks that the server's rule texts,
// kept from one check to the next, do not go stale: after the source text
// on disk changes (to the same length, then to bytes that are not text,
// then back), the next check of the unchanged rules warns of the text as
// it now stands, a check with nothing changed warns as the one before,
// and a ref changed with its text not is looked up afresh.
func TestQuotationsFollowSourceOnDisk(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "move.txt")
	write := func(s string) {
		t.Helper()
		if err := os.WriteFile(src, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// The ref quotes "pivot once": once in the first text, nowhere in the
	// second (the same length: "once" made "thus").
	first := "Movement\n\nA unit may pivot once. It then moves straight ahead.\n"
	second := "Movement\n\nA unit may pivot thus. It then moves straight ahead.\n"
	if len(first) != len(second) {
		t.Fatalf("the two texts differ in length: %d, %d", len(first), len(second))
	}
	write(first)
	rules := "source \"move.txt\"\n\nprocedure go(unit: unit) ref \"Movement: pivot once\" {\n  move unit, forward: 1in\n}\n"
	s := New(interp.Stdlib(), "test")
	uri := pathURI(filepath.Join(dir, "move.rules"))
	s.didOpen(quiet(), &protocol.DidOpenTextDocumentParams{TextDocument: protocol.TextDocumentItem{URI: uri, LanguageID: "rules", Text: rules}})
	check := func() []string {
		var out []string
		for _, d := range s.diagnose(s.docs[uri]).Diagnostics {
			out = append(out, fmt.Sprintf("%d:%d %s", d.Range.Start.Line+1, d.Range.Start.Character+1, d.Message))
		}
		return out
	}
	if got := check(); len(got) != 0 {
		t.Fatalf("diagnostics with the quoted text on disk = %q, want none", got)
	}
	write(second)
	notIn := []string{`3:26 the quotation "pivot once" is not in the source text`}
	for range 2 { // the second check finds the text kept by the first
		if got := check(); !slices.Equal(got, notIn) {
			t.Errorf("diagnostics after the text changed = %q, want %q", got, notIn)
		}
	}
	write("Movement\x00\n")
	if got := check(); len(got) != 1 || got[0] != "1:1 source "+src+" is not a text file (it is not UTF-8 text)" {
		t.Errorf("diagnostics with a source that is not text = %q, want that it is not text", got)
	}
	write(first)
	for range 2 {
		if got := check(); len(got) != 0 {
			t.Errorf("diagnostics with the quoted text back = %q, want none", got)
		}
	}
	// The ref changed, the text not: the kept text is searched again.
	at := newText([]byte(rules)).position(strings.Index(rules, "once"))
	r := protocol.Range{Start: at, End: protocol.Position{Line: at.Line, Character: at.Character + 4}}
	s.didChange(quiet(), &protocol.DidChangeTextDocumentParams{
		TextDocument:   protocol.VersionedTextDocumentIdentifier{TextDocumentIdentifier: protocol.TextDocumentIdentifier{URI: uri}},
		ContentChanges: []any{protocol.TextDocumentContentChangeEvent{Range: &r, Text: "thus"}}})
	notThus := []string{`3:26 the quotation "pivot thus" is not in the source text`}
	if got := check(); !slices.Equal(got, notThus) {
		t.Errorf("diagnostics after the ref changed = %q, want %q", got, notThus)
	}
}
