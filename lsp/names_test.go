package lsp

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	protocol "github.com/tliron/glsp/protocol_3_16"
)

// namesLib and namesMain declare and use every kind of name a rules file
// declares; the cases below find each place in the text.
const namesLib = `const reach = 4in ref "Reach"

procedure nudge(unit: unit) ref "Nudge" {
  move unit, forward: reach ref "Move"
}
`

const namesMain = `import "lib.rules"

const twice = reach * 2
def closest_of(u: unit, l: units) = sortBy(l, distance(u, it))
remember moved(u: unit): length default 0in
order closest(p: unit, from: unit) {
  minimise distance(p, from)
}

procedure go(unit: unit, others: units) ref "Go" {
  step 1 "Roll" {
    let far = twice
    roll d = 2D6
    choose side from ["left", "right"] by "player" default "left"
    pick best from others by closest(unit)
    for o in others {
      set moved(o) = far
    }
  }
  step 2 "Move" {
    if any e in others: distance(e, best) < far and e != best {
      goto step 1
    }
    skip steps 3, 1
    call nudge(unit: unit)
    move unit, forward: far + moved(unit) + d * 1in
    let rest = filter(others, it != best and side == "left")
    let n = closest_of(unit, rest)
  }
  step 3 "End" {
    stop
  }
}
`

// place is a name in one of the two files: the n-th occurrence of a
// string there, skip bytes in, and the name's length.
type place struct {
	lib     bool
	s       string
	n, skip int
}

// TestDefinitionAndReferencesOfEveryKind asks, for a name of every kind
// a binding has, the definition from each of its uses and the references
// from its declaration: both must be exactly the places the checker
// resolves.
func TestDefinitionAndReferencesOfEveryKind(t *testing.T) {
	dir := t.TempDir()
	libPath, mainPath := filepath.Join(dir, "lib.rules"), filepath.Join(dir, "main.rules")
	for p, s := range map[string]string{libPath: namesLib, mainPath: namesMain} {
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	c := startClient(t)
	uri, diags := c.open(mainPath, "rules", namesMain)
	if errs := errorsOf(diags); len(errs) > 0 {
		t.Fatalf("errors: %v", errs)
	}
	// the library open too: its names are asked about where it declares them
	libURI, _ := c.open(libPath, "rules", namesLib)
	locOf := func(p place, name string) protocol.Location {
		if p.lib {
			return loc(libURI, find(t, namesLib, p.s, p.n, p.skip), len(name))
		}
		return loc(uri, find(t, namesMain, p.s, p.n, p.skip), len(name))
	}
	m := func(s string, n, skip int) place { return place{false, s, n, skip} }
	cases := []struct {
		kind, name string
		decl       place
		uses       []place
	}{
		{"procedure across an import", "nudge", place{true, "procedure nudge", 0, 10}, []place{m("call nudge", 0, 5)}},
		{"constant across an import", "reach", place{true, "const reach", 0, 6},
			[]place{{true, "forward: reach", 0, 9}, m("reach * 2", 0, 0)}},
		{"constant", "twice", m("const twice", 0, 6), []place{m("= twice", 0, 2)}},
		{"def", "closest_of", m("def closest_of", 0, 4), []place{m("= closest_of(", 0, 2)}},
		{"def parameter", "u", m("(u: unit, l", 0, 1), []place{m("distance(u, it)", 0, 9)}},
		{"memory", "moved", m("remember moved", 0, 9), []place{m("set moved", 0, 4), m("+ moved(unit)", 0, 2)}},
		{"order", "closest", m("order closest", 0, 6), []place{m("by closest", 0, 3)}},
		{"order parameter", "from", m("from: unit)", 0, 0), []place{m("(p, from)", 0, 4)}},
		{"parameter", "others", m("others: units", 0, 0),
			[]place{m("from others", 0, 5), m("o in others", 0, 5), m("e in others", 0, 5), m("filter(others", 0, 7)}},
		{"parameter named in a call", "unit", place{true, "(unit: unit)", 0, 1}, []place{{true, "move unit", 0, 5}, m("nudge(unit: unit)", 0, 6)}},
		{"a let of step 1 read in step 2", "far", m("let far", 0, 4),
			[]place{m("= far", 0, 2), m("< far", 0, 2), m("forward: far", 0, 9)}},
		{"roll", "d", m("roll d", 0, 5), []place{m("+ d * 1in", 0, 2)}},
		{"choose", "side", m("choose side", 0, 7), []place{m("side == ", 0, 0)}},
		{"pick", "best", m("pick best", 0, 5),
			[]place{m("e, best)", 0, 3), m("e != best", 0, 5), m("it != best", 0, 6)}},
		{"for element", "o", m("for o in", 0, 4), []place{m("moved(o)", 0, 6)}},
		{"a named loop's element", "e", m("any e in", 0, 4), []place{m("distance(e,", 0, 9), m("and e !=", 0, 4)}},
		{"step after goto and skip", "1", m(`step 1 "Roll"`, 0, 5), []place{m("goto step 1", 0, 10), m("steps 3, 1", 0, 9)}},
		{"step after skip", "3", m(`step 3 "End"`, 0, 5), []place{m("steps 3", 0, 6)}},
	}
	for _, k := range cases {
		decl := locOf(k.decl, k.name)
		var want []protocol.Location
		for _, u := range k.uses {
			useURI, at := uri, protocol.Position{}
			if u.lib {
				useURI, at = libURI, find(t, namesLib, u.s, u.n, u.skip)
			} else {
				at = find(t, namesMain, u.s, u.n, u.skip)
			}
			if diff := cmp.Diff([]protocol.Location{decl}, c.definition(useURI, at)); diff != "" {
				t.Errorf("%s: definition of %s at %v (-want +got):\n%s", k.kind, k.name, at, diff)
			}
			want = append(want, locOf(u, k.name))
		}
		var got []protocol.Location
		c.call("textDocument/references", protocol.ReferenceParams{
			TextDocumentPositionParams: protocol.TextDocumentPositionParams{
				TextDocument: protocol.TextDocumentIdentifier{URI: decl.URI}, Position: decl.Range.Start},
			Context: protocol.ReferenceContext{IncludeDeclaration: false}}, &got)
		sortLocations(want)
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s: references of %s (-want +got):\n%s", k.kind, k.name, diff)
		}
	}

	t.Run("it leads to the loop it is the element of", func(t *testing.T) {
		got := c.definition(uri, find(t, namesMain, "it != best", 0, 0))
		want := []protocol.Location{loc(uri, find(t, namesMain, "filter(others", 0, 0), len("it"))}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("definition of it (-want +got):\n%s", diff)
		}
	})

	t.Run("hover on a let shows its type", func(t *testing.T) {
		got := c.hoverText(uri, find(t, namesMain, "forward: far", 0, len("forward: ")))
		want := "```rules\nlet far = twice\n```\n\n`far`: length\n\nname declared at main.rules:" +
			itoa(int(find(t, namesMain, "let far", 0, 0).Line)+1) + " in procedure go"
		if got != want {
			t.Errorf("hover = %q, want %q", got, want)
		}
	})

	t.Run("hover says what a name is and where", func(t *testing.T) {
		for _, h := range []struct {
			at   protocol.Position
			want string
		}{
			{find(t, namesMain, "distance(u, it)", 0, 9), "parameter declared at main.rules:4 in definition closest_of"},
			{find(t, namesMain, "moved(o)", 0, 6), "loop element declared at main.rules:16 in procedure go"},
			{find(t, namesMain, "goto step 1", 0, 10), "step declared at main.rules:11 in procedure go"},
			{find(t, namesMain, "from)", 0, 0), "parameter declared at main.rules:6 in order closest"},
			{find(t, namesMain, "filter(others", 0, 0), "(builtin of the language"},
		} {
			if got := c.hoverText(uri, h.at); !strings.Contains(got, h.want) {
				t.Errorf("hover at %v = %q, want it to hold %q", h.at, got, h.want)
			}
		}
	})

	t.Run("highlights of a name in its file", func(t *testing.T) {
		var got []protocol.DocumentHighlight
		c.call("textDocument/documentHighlight", protocol.DocumentHighlightParams{TextDocumentPositionParams: protocol.TextDocumentPositionParams{
			TextDocument: protocol.TextDocumentIdentifier{URI: uri}, Position: find(t, namesMain, "moved(o)", 0, 6)}}, &got)
		var lines []protocol.UInteger
		for _, h := range got {
			lines = append(lines, h.Range.Start.Line)
		}
		want := []protocol.UInteger{find(t, namesMain, "for o", 0, 0).Line, find(t, namesMain, "moved(o)", 0, 0).Line}
		if diff := cmp.Diff(want, lines); diff != "" {
			t.Errorf("highlight lines (-want +got):\n%s", diff)
		}
	})

	t.Run("rename edits the declaration and every use", func(t *testing.T) {
		var got protocol.WorkspaceEdit
		c.call("textDocument/rename", protocol.RenameParams{TextDocumentPositionParams: protocol.TextDocumentPositionParams{
			TextDocument: protocol.TextDocumentIdentifier{URI: uri}, Position: find(t, namesMain, "= far", 0, 2)},
			NewName: "distance_left"}, &got)
		edits := got.Changes[uri]
		if len(edits) != 4 || len(got.Changes) != 1 {
			t.Fatalf("rename edits = %+v, want the let and its 3 uses", got.Changes)
		}
		// applied, the text checks as before with the new name
		text := newText([]byte(namesMain))
		for i := len(edits) - 1; i >= 0; i-- {
			text = text.applyChange(edits[i].Range, edits[i].NewText)
		}
		if want := strings.ReplaceAll(namesMain, "far", "distance_left"); string(text.src) != want {
			t.Errorf("renamed text =\n%s\nwant\n%s", text.src, want)
		}
		for _, refused := range []protocol.Position{find(t, namesMain, "distance(p", 0, 0), find(t, namesMain, "it != best", 0, 0),
			find(t, namesMain, "move unit, forward: far +", 0, 0)} {
			err := c.callErr("textDocument/rename", protocol.RenameParams{TextDocumentPositionParams: protocol.TextDocumentPositionParams{
				TextDocument: protocol.TextDocumentIdentifier{URI: uri}, Position: refused}, NewName: "x"})
			if err == nil || !strings.Contains(err.Error(), "cannot be renamed") {
				t.Errorf("rename at %v: err = %v, want a refusal", refused, err)
			}
		}
		// a name taken in the scope, a reserved word: the renamed rules
		// would not check, and the rename says why
		for _, to := range []struct{ name, why string }{{"d", `"d" is already defined`}, {"step", "main.rules:"}, {"twice", "twice"}} {
			err := c.callErr("textDocument/rename", protocol.RenameParams{TextDocumentPositionParams: protocol.TextDocumentPositionParams{
				TextDocument: protocol.TextDocumentIdentifier{URI: uri}, Position: find(t, namesMain, "= far", 0, 2)}, NewName: to.name})
			if err == nil || !strings.Contains(err.Error(), "would not check") || !strings.Contains(err.Error(), to.why) {
				t.Errorf("rename far to %s: err = %v, want a refusal saying %q", to.name, err, to.why)
			}
			t.Logf("rename far to %s: %v", to.name, err)
		}
	})
	c.shutdown()
}

// sortLocations sorts locations as references returns them.
func sortLocations(ls []protocol.Location) {
	for i := range ls {
		for j := i + 1; j < len(ls); j++ {
			a, b := ls[i], ls[j]
			if b.URI < a.URI || b.URI == a.URI && posLess(b.Range.Start, a.Range.Start) {
				ls[i], ls[j] = ls[j], ls[i]
			}
		}
	}
}
