package lsp

import (
	"maps"
	"os"
	"path/filepath"
	"sort"
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

// TestRenameInScenarios renames a procedure and one of its parameters and
// expects the scenarios under the workspace that run it (their rules:
// naming its file, or a file importing it) renamed with it, and no other;
// a scenario that runs a procedure of the name with no rules: refuses the
// rename, naming it.
func TestRenameInScenarios(t *testing.T) {
	dir := t.TempDir()
	const main = "procedure go(unit: unit, dist: length) ref \"Go\" {\n  move unit, forward: dist\n}\n"
	files := map[string]string{
		"rules/main.rules":  main,
		"rules/top.rules":   "import \"main.rules\"\n",
		"rules/other.rules": "procedure go(unit: unit, dist: length) ref \"Go\" {\n  move unit, forward: dist\n}\n",
		"tests/a.yaml":      "rules: [../rules/main.rules]\nrun: go\nargs: {unit: A, dist: 1in}\n",
		"tests/deep/b.yaml": "rules:\n  - ../../rules/top.rules\nrun: \"go\"\nargs:\n  unit: A\n  dist: 2in\n",
		"tests/c.yaml":      "rules: [../rules/other.rules]\nrun: go\nargs: {unit: A, dist: 1in}\n",
		"tests/d.yaml":      "rules: [../rules/main.rules]\nrun: going\nargs: {unit: A, dist: 1in}\n",
	}
	for name, text := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	root := pathURI(dir)
	c := startClientWith(t, protocol.InitializeParams{RootURI: &root})
	mainPath := filepath.Join(dir, "rules/main.rules")
	uri, _ := c.open(mainPath, "rules", main)
	rename := func(at protocol.Position, to string) (protocol.WorkspaceEdit, error) {
		p := protocol.RenameParams{TextDocumentPositionParams: protocol.TextDocumentPositionParams{
			TextDocument: protocol.TextDocumentIdentifier{URI: uri}, Position: at}, NewName: to}
		if err := c.callErr("textDocument/rename", p); err != nil {
			return protocol.WorkspaceEdit{}, err
		}
		var got protocol.WorkspaceEdit
		c.call("textDocument/rename", p, &got)
		return got, nil
	}
	// edited returns the scenarios' texts with the edits made, by name.
	edited := func(w protocol.WorkspaceEdit) map[string]string {
		out := map[string]string{}
		for u, es := range w.Changes {
			path := uriPath(u)
			if strings.HasSuffix(path, ".rules") {
				continue
			}
			name, _ := filepath.Rel(dir, path)
			t := newText([]byte(files[filepath.ToSlash(name)]))
			sort.Slice(es, func(i, j int) bool { return posLess(es[j].Range.Start, es[i].Range.Start) })
			for _, e := range es {
				t = t.applyChange(e.Range, e.NewText)
			}
			out[filepath.ToSlash(name)] = string(t.src)
		}
		return out
	}
	got, err := rename(find(t, main, "go(", 0, 0), "advance")
	if err != nil {
		t.Fatalf("rename go: %v", err)
	}
	want := map[string]string{
		"tests/a.yaml":      "rules: [../rules/main.rules]\nrun: advance\nargs: {unit: A, dist: 1in}\n",
		"tests/deep/b.yaml": "rules:\n  - ../../rules/top.rules\nrun: \"advance\"\nargs:\n  unit: A\n  dist: 2in\n",
	}
	if e := edited(got); !maps.Equal(e, want) {
		t.Errorf("rename go to advance: scenarios %q, want %q", e, want)
	}
	got, err = rename(find(t, main, "dist:", 0, 0), "distance_to_go")
	if err != nil {
		t.Fatalf("rename dist: %v", err)
	}
	want = map[string]string{
		"tests/a.yaml":      "rules: [../rules/main.rules]\nrun: go\nargs: {unit: A, distance_to_go: 1in}\n",
		"tests/deep/b.yaml": "rules:\n  - ../../rules/top.rules\nrun: \"go\"\nargs:\n  unit: A\n  distance_to_go: 2in\n",
	}
	if e := edited(got); !maps.Equal(e, want) {
		t.Errorf("rename dist to distance_to_go: scenarios %q, want %q", e, want)
	}
	// a scenario that runs go with no rules: cannot be told which go
	if err := os.WriteFile(filepath.Join(dir, "tests/e.yaml"), []byte("run: go\nargs: {unit: A, dist: 1in}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := rename(find(t, main, "go(", 0, 0), "advance"); err == nil || !strings.Contains(err.Error(), filepath.Join("tests", "e.yaml")+" (it names no rules:") {
		t.Errorf("rename go with tests/e.yaml naming no rules: err %v, want a refusal naming tests/e.yaml", err)
	}
	c.shutdown()
}
