package lsp

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	protocol "github.com/tliron/glsp/protocol_3_16"
)

// TestDiagnosticPlaceAfterBOM checks that a diagnostic on the first line
// of a file that starts with a byte order mark lies on the word it is
// about. rulec check and rulec test count columns without the mark (an
// editor does not show it): `nowhere` at 1:51 below. The language server
// walked 50 characters from the line's start, the mark among them, and
// marked the space before the word, one character wide; in a text holding
// the mark the word begins at character 51 (0-based).
func TestDiagnosticPlaceAfterBOM(t *testing.T) {
	c := startClient(t)
	dir := t.TempDir()
	for _, tc := range []struct {
		name, text, word, msg string
	}{
		{"bom.rules", "\ufeffprocedure march(unit: unit) { move unit, forward: nowhere }\n", "nowhere", "unknown name nowhere"},
		{"plain.rules", "procedure march(unit: unit) { move unit, forward: nowhere }\n", "nowhere", "unknown name nowhere"},
		{"bom.yaml", "\ufeffboard: {width: 72in, depth: 48in, x: 1}\nunits: {}\nrun: go\n", "x", `unknown key "x" in board`},
		{"plain.yaml", "board: {width: 72in, depth: 48in, x: 1}\nunits: {}\nrun: go\n", "x", `unknown key "x" in board`},
	} {
		_, diags := c.open(filepath.Join(dir, tc.name), "", tc.text)
		i := strings.Index(tc.text, tc.word+" ")
		if tc.word == "x" {
			i = strings.Index(tc.text, "x:")
		}
		// UTF-16 units before the word: the mark is one, the rest ASCII
		start := utf8.RuneCountInString(tc.text[:i])
		want := protocol.Range{Start: protocol.Position{Line: 0, Character: protocol.UInteger(start)},
			End: protocol.Position{Line: 0, Character: protocol.UInteger(start + len(tc.word))}}
		found := false
		for _, d := range diags {
			if strings.HasPrefix(d.Message, tc.msg) {
				found = true
				if d.Range != want {
					t.Errorf("%s: %q at %v, want %v (the word %s)", tc.name, d.Message, d.Range, want, tc.word)
				}
			}
		}
		if !found {
			t.Errorf("%s: no diagnostic %q in %+v", tc.name, tc.msg, diags)
		}
	}
	// a scenario whose lines end in a lone \r: the loader reads x at
	// 2:35, and the protocol counts \r as a line end
	_, diags := c.open(filepath.Join(dir, "cr.yaml"), "", "units: {}\rboard: {width: 72in, depth: 48in, x: 1}\rrun: go\r")
	want := protocol.Range{Start: protocol.Position{Line: 1, Character: 34}, End: protocol.Position{Line: 1, Character: 35}}
	found := false
	for _, d := range diags {
		if strings.HasPrefix(d.Message, `unknown key "x" in board`) {
			found = true
			if d.Range != want {
				t.Errorf("cr.yaml: %q at %v, want %v", d.Message, d.Range, want)
			}
		}
	}
	if !found {
		t.Errorf("cr.yaml: no unknown key x in %+v", diags)
	}
	c.shutdown()
}

// TestRenameRefusalPlaceInCharacters checks that a rename refused for a
// name that would change its meaning gives the name's place as rulec
// check gives places: the column counted in characters. It counted UTF-16
// units, so a character beyond them (a string holding 𝄞) before the name
// on its line made the column one too many, and a byte order mark on the
// first line one more.
func TestRenameRefusalPlaceInCharacters(t *testing.T) {
	const main = "\ufeffprocedure go(unit: unit) { if has(unit, \"𝄞\") { event m(bumpy(enemies(unit))) } }\ndef bump(l: units) = 7\n"
	dir := t.TempDir()
	path := filepath.Join(dir, "main.rules")
	if err := os.WriteFile(path, []byte(main), 0o644); err != nil {
		t.Fatal(err)
	}
	c := startClient(t)
	uri, _ := c.open(path, "rules", main)
	p := protocol.RenameParams{TextDocumentPositionParams: protocol.TextDocumentPositionParams{
		TextDocument: protocol.TextDocumentIdentifier{URI: uri}, Position: find(t, main, "bump(l", 0, 0)}, NewName: "bumpy"}
	err := c.callErr("textDocument/rename", p)
	// bumpy: after the mark, the characters before it on line 1, counted
	// without the mark, and 1
	col := utf8.RuneCountInString(strings.TrimPrefix(main[:strings.Index(main, "bumpy")], "\ufeff")) + 1
	want := "bumpy at main.rules:1:" + itoa(col) + ","
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("rename: %v, want a refusal naming %s", err, want)
	}
	c.shutdown()
}
