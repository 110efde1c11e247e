package lsp

import (
	"fmt"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/interp"
	"github.com/tliron/glsp"
	protocol "github.com/tliron/glsp/protocol_3_16"
)

// quiet is a request context that drops the server's notifications.
func quiet() *glsp.Context {
	return &glsp.Context{Notify: func(string, any) {}, Call: func(string, any, any) {}}
}

// bigRules returns the bundled pursuit rules grown to at least n lines by
// appending renamed copies of a procedure, with the path it is
// opened under (beside the bundled files, so its import resolves).
func bigRules(tb testing.TB, n int) (string, string) {
	path, text := bundled(tb, "pursuit.rules")
	start := strings.Index(text, "procedure pursue_all(")
	end := start + strings.Index(text[start:], "\n}\n") + 3
	proc := text[start:end]
	for i := 2; strings.Count(text, "\n") < n; i++ {
		text += "\n" + strings.Replace(proc, "procedure pursue_all(", fmt.Sprintf("procedure pursue_all_%d(", i), 1)
	}
	return strings.TrimSuffix(path, "pursuit.rules") + "big.rules", text
}

// BenchmarkRecheck measures what the server does after each keystroke in
// a 300-line rules file: apply the edit, re-check the program (the file
// and its import), keep what the check found of its names for navigation,
// and build the diagnostics. The goal is under 20 ms. cpu-ns/op is the process's CPU
// time per edit, garbage collection included, which a busy machine does not
// inflate as it does ns/op.
func BenchmarkRecheck(b *testing.B) {
	path, text := bigRules(b, 300)
	b.Logf("%d lines", strings.Count(text, "\n"))
	s := New(interp.Stdlib(), "bench")
	uri := pathURI(path)
	ctx := quiet()
	s.didOpen(ctx, &protocol.DidOpenTextDocumentParams{TextDocument: protocol.TextDocumentItem{URI: uri, LanguageID: "rules", Text: text}})
	if diags := s.diagnose(s.docs[uri]).Diagnostics; len(diags) > 0 {
		b.Fatalf("the benchmark file has diagnostics: %+v", diags)
	}
	// Edit the roll's dice back and forth: 2D6 ↔ 3D6.
	at := newText([]byte(text)).position(strings.Index(text, "2D6"))
	r := protocol.Range{Start: at, End: protocol.Position{Line: at.Line, Character: at.Character + 1}}
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := cpuTime()
	n := 0
	for i := 0; b.Loop(); i++ {
		n++
		digit := []string{"3", "2"}[i%2]
		s.didChange(ctx, &protocol.DidChangeTextDocumentParams{
			TextDocument:   protocol.VersionedTextDocumentIdentifier{TextDocumentIdentifier: protocol.TextDocumentIdentifier{URI: uri}},
			ContentChanges: []any{protocol.TextDocumentContentChangeEvent{Range: &r, Text: digit}}})
	}
	if cpu := cpuTime() - cpu0; cpu > 0 {
		b.ReportMetric(float64(cpu.Nanoseconds())/float64(n), "cpu-ns/op")
	}
}
