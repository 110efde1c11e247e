package lsp

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	protocol "github.com/tliron/glsp/protocol_3_16"
)

// renameMain uses a def and the builtin len, and a name it never declares
// (an error): renaming the def to either would make a name written there
// name something else without a new error.
const renameMain = `import "lib.rules"

const y = 2in

def bump(l: units) = 7

procedure go(unit: unit) ref "Go" {
  if bump(enemies(unit)) > 3 {
    move unit, forward: x + y
  }
  event n(len(enemies(unit)))
  event m(bumpy(enemies(unit)))
  for o in enemies(unit) {
    event k(o, len(filter(enemies(unit), distance(it, o) < 2in)))
  }
}
`

const renameLib = `const x = 1in
`

// TestRenameKeepsMeaning renames names to ones that would change what the
// rules do, and expects a refusal saying which name would mean something
// else; a rename that keeps every name's meaning is still made.
func TestRenameKeepsMeaning(t *testing.T) {
	dir := t.TempDir()
	libPath, mainPath := filepath.Join(dir, "lib.rules"), filepath.Join(dir, "main.rules")
	for p, s := range map[string]string{libPath: renameLib, mainPath: renameMain} {
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	c := startClient(t)
	uri, diags := c.open(mainPath, "rules", renameMain)
	if errs := errorsOf(diags); len(errs) != 1 || !strings.Contains(errs[0], "bumpy") {
		t.Fatalf("errors: %v, want only the unknown bumpy", errs)
	}
	libURI, _ := c.open(libPath, "rules", renameLib)
	rename := func(uri string, at protocol.Position, to string) (protocol.WorkspaceEdit, error) {
		p := protocol.RenameParams{TextDocumentPositionParams: protocol.TextDocumentPositionParams{
			TextDocument: protocol.TextDocumentIdentifier{URI: uri}, Position: at}, NewName: to}
		if err := c.callErr("textDocument/rename", p); err != nil {
			return protocol.WorkspaceEdit{}, err
		}
		var got protocol.WorkspaceEdit
		c.call("textDocument/rename", p, &got)
		return got, nil
	}
	bump := find(t, renameMain, "bump(enemies", 0, 0)
	for _, r := range []struct {
		uri  string
		at   protocol.Position
		to   string
		want string
	}{
		// a def may take a builtin's name: every len(...) would call it
		{uri, bump, "len", "renamed to len, len at main.rules:11:11 would name the definition len declared at main.rules:5:5 instead of the builtin len"},
		// the unknown bumpy would name the def
		{uri, bump, "bumpy", "renamed to bumpy, bumpy at main.rules:12:11, which names nothing now, would name the definition bumpy declared at main.rules:5:5"},
		// a loop element renamed to it: in the filter's body, it is the
		// filter's element, and distance(it, o) would become distance(it, it)
		{uri, find(t, renameMain, "o in enemies", 0, 0), "it", "renamed to it, it at main.rules:14:"},
		{uri, find(t, renameMain, "o in enemies", 0, 0), "it", "instead of the loop element o declared at main.rules:13:7"},
		// from the library, whose program alone checks renamed: the
		// open file importing it would declare y twice
		{libURI, find(t, renameLib, "x", 0, 0), "y", `renamed to y, the rules would not check: main.rules:3:1: constant "y" is already defined`},
	} {
		got, err := rename(r.uri, r.at, r.to)
		if err == nil || !strings.Contains(err.Error(), r.want) {
			t.Errorf("rename to %s: edits %+v, err %v; want a refusal saying %q", r.to, got.Changes, err, r.want)
		}
	}
	got, err := rename(uri, bump, "bonus")
	if err != nil {
		t.Fatalf("rename bump to bonus: %v", err)
	}
	if edits := got.Changes[uri]; len(edits) != 2 || len(got.Changes) != 1 {
		t.Errorf("rename bump to bonus: edits %+v, want the def and its use", got.Changes)
	}
	c.shutdown()
}
