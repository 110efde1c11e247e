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

// TestHoverTextsKeptAndFollow checks that a hover reads the rule texts the
// server keeps (a source whose bytes have not changed is not made a text
// again, so a hover costs far fewer allocations than the text has
// sentences) and that it never shows a text gone stale: after the source
// on disk changes, the next hover quotes it as it now stands.
func TestHoverTextsKeptAndFollow(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "move.txt")
	const filler = 4000
	write := func(sentence string) {
		t.Helper()
		var b strings.Builder
		b.WriteString("Movement\n\n" + sentence + " It then moves straight ahead.\n\nOther\n\n")
		for i := range filler {
			fmt.Fprintf(&b, "Sentence number %d says nothing.\n", i)
		}
		if err := os.WriteFile(src, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("A unit may pivot once.")
	rules := "source \"move.txt\"\n\nprocedure go(unit: unit) ref \"Movement: pivot once\" {\n  move unit, forward: 1in\n}\n"
	s := New(interp.Stdlib(), "test")
	uri := pathURI(filepath.Join(dir, "move.rules"))
	s.didOpen(quiet(), &protocol.DidOpenTextDocumentParams{TextDocument: protocol.TextDocumentItem{URI: uri, LanguageID: "rules", Text: rules}})
	at := protocol.HoverParams{TextDocumentPositionParams: protocol.TextDocumentPositionParams{
		TextDocument: protocol.TextDocumentIdentifier{URI: uri}, Position: find(t, rules, "go(", 0, 0)}}
	hover := func() string {
		t.Helper()
		h, err := s.hover(nil, &at)
		if err != nil || h == nil {
			t.Fatalf("hover: %v, %v", h, err)
		}
		return h.Contents.(protocol.MarkupContent).Value
	}
	if got, want := hover(), "move.txt:3: A unit may pivot once."; !strings.Contains(got, want) {
		t.Fatalf("hover = %q, want it to quote %q", got, want)
	}
	n := testing.AllocsPerRun(3, func() { hover() })
	t.Logf("%.0f allocations a hover", n)
	if n > filler/4 {
		t.Errorf("a hover over an unchanged source of %d sentences made %.0f allocations: its text is made again", filler, n)
	}
	write("A unit may pivot once and wheel.")
	if got, want := hover(), "move.txt:3: A unit may pivot once and wheel."; !strings.Contains(got, want) {
		t.Errorf("hover after the source changed = %q, want it to quote %q", got, want)
	}
}
