package lsp

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	protocol "github.com/tliron/glsp/protocol_3_16"
)

// hoverText returns the Markdown of a hover, or "".
func (c *client) hoverText(uri string, pos protocol.Position) string {
	c.t.Helper()
	var h *struct {
		Contents protocol.MarkupContent `json:"contents"`
	}
	c.call("textDocument/hover", protocol.HoverParams{TextDocumentPositionParams: protocol.TextDocumentPositionParams{
		TextDocument: protocol.TextDocumentIdentifier{URI: uri}, Position: pos}}, &h)
	if h == nil {
		return ""
	}
	return h.Contents.Value
}

// definition returns the locations of a definition request.
func (c *client) definition(uri string, pos protocol.Position) []protocol.Location {
	c.t.Helper()
	var locs []protocol.Location
	c.call("textDocument/definition", protocol.DefinitionParams{TextDocumentPositionParams: protocol.TextDocumentPositionParams{
		TextDocument: protocol.TextDocumentIdentifier{URI: uri}, Position: pos}}, &locs)
	return locs
}

// loc returns the location of n bytes at pos.
func loc(uri string, pos protocol.Position, n int) protocol.Location {
	end := pos
	end.Character += protocol.UInteger(n)
	return protocol.Location{URI: uri, Range: protocol.Range{Start: pos, End: end}}
}

// TestSessionOnBundledPursuit drives the server through a session on the
// bundled pursuit rules: every expected position is found in the rules
// text itself, so the test follows the file when clauses move.
func TestSessionOnBundledPursuit(t *testing.T) {
	c := startClient(t)
	path, text := bundled(t, "pursuit.rules")
	chargePath, chargeText := bundled(t, "charge.rules")
	uri, diags := c.open(path, "rules", text)
	if errs := errorsOf(diags); len(errs) > 0 {
		t.Fatalf("the bundled pursuit rules have errors: %v", errs)
	}

	t.Run("hover on a query shows its signature and doc", func(t *testing.T) {
		got := c.hoverText(uri, find(t, text, "front_overlaps(unit, chargeable)", 0, 3))
		// From its registration: Sig func(*Ctx, body, bodies) bodies.
		for _, want := range []string{"front_overlaps(unit, units) → units",
			"front_overlaps(u, list) returns the bodies of list that u's Front Facing overlaps.", "(engine query)"} {
			if !strings.Contains(got, want) {
				t.Errorf("hover = %q, want it to contain %q", got, want)
			}
		}
	})

	t.Run("hover on an action shows its signature", func(t *testing.T) {
		got := c.hoverText(uri, find(t, text, "pivot unit, toward:", 0, 1))
		want := "pivot unit [, to: angle] [, toward: angle] [, clearance: length] [, clear_of: units]"
		if !strings.Contains(got, want) || !strings.Contains(got, "(engine action)") {
			t.Errorf("hover = %q, want the signature %q", got, want)
		}
	})

	t.Run("hover on a clause shows the rule it cites", func(t *testing.T) {
		clause := "when exists(front_overlaps(unit, edge()))"
		got := c.hoverText(uri, find(t, text, clause, 0, 1))
		ref := refAfter(t, text, clause)
		want := "```rules\n" + clause + "\n```\n\n> " + ref
		if !strings.HasPrefix(got, want) {
			t.Fatalf("hover = %q, want it to start %q", got, want)
		}
		// With a source declared, the sentence quoted follows, as file:line: text;
		// the ref quotes what follows its label.
		if rest := strings.TrimPrefix(got, want); rest != "" {
			quote := strings.TrimSuffix(ref[strings.Index(ref, ": ")+2:], ",")
			if !strings.HasPrefix(rest, "\n\n") || !strings.Contains(rest, ".txt:") || !strings.Contains(rest, quote) {
				t.Errorf("after the ref the hover has %q, want the source sentence holding %q", rest, quote)
			}
		}
	})

	t.Run("hover on a constant shows its declaration", func(t *testing.T) {
		got := c.hoverText(uri, find(t, text, "clearance: unit_spacing", 0, len("clearance: ")))
		want := "```rules\nconst unit_spacing = 1in\n```\n\nconstant declared at pursuit.rules:" +
			itoa(int(find(t, text, "const unit_spacing", 0, 0).Line)+1)
		if got != want {
			t.Errorf("hover = %q, want %q", got, want)
		}
	})

	t.Run("hover on a def shows its declaration", func(t *testing.T) {
		got := c.hoverText(uri, find(t, text, "= blocking(unit)", 0, len("= b")))
		decl := find(t, text, "def blocking(", 0, 0)
		want := "```rules\ndef blocking(u: unit) = "
		if !strings.HasPrefix(got, want) || !strings.HasSuffix(got, "definition declared at pursuit.rules:"+itoa(int(decl.Line)+1)) {
			t.Errorf("hover = %q, want %q... and where it is declared", got, want)
		}
	})

	t.Run("definition of a def", func(t *testing.T) {
		got := c.definition(uri, find(t, text, "= blocking(unit)", 0, len("= b")))
		want := []protocol.Location{loc(uri, find(t, text, "def blocking(", 0, len("def ")), len("blocking"))}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("definition (-want +got):\n%s", diff)
		}
	})

	t.Run("a def's parameter is its own", func(t *testing.T) {
		got := c.definition(uri, find(t, text, "def blocking(u: unit) = terrain(\"impassable\") + fled_from(u)", 0, len("def blocking(u: unit) = terrain(\"impassable\") + fled_from(")))
		want := []protocol.Location{loc(uri, find(t, text, "def blocking(", 0, len("def blocking(")), 1)}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("definition (-want +got):\n%s", diff)
		}
	})

	t.Run("definition of an order across an import", func(t *testing.T) {
		got := c.definition(uri, find(t, text, "by maximising_contact", 0, len("by m")))
		want := []protocol.Location{loc(pathURI(chargePath),
			find(t, chargeText, "order maximising_contact(", 0, len("order ")), len("maximising_contact"))}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("definition (-want +got):\n%s", diff)
		}
	})

	t.Run("hover on an order shows its declaration and rule", func(t *testing.T) {
		got := c.hoverText(uri, find(t, text, "by maximising_contact", 0, len("by m")))
		want := "```rules\norder maximising_contact(p: placement)\n```\n\n> Maximising contact."
		line := find(t, chargeText, "order maximising_contact(", 0, 0).Line + 1
		if !strings.HasPrefix(got, want) || !strings.HasSuffix(got, "order declared at charge.rules:"+itoa(int(line))) {
			t.Errorf("hover = %q, want %q... and where it is declared", got, want)
		}
	})

	t.Run("definition of a called procedure", func(t *testing.T) {
		got := c.definition(uri, find(t, text, "call pursuit_move(", 0, len("call p")))
		want := []protocol.Location{loc(uri, find(t, text, "procedure pursuit_move(", 0, len("procedure ")), len("pursuit_move"))}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("definition (-want +got):\n%s", diff)
		}
	})

	t.Run("definition across an import", func(t *testing.T) {
		got := c.definition(uri, find(t, text, "call charge_move(", 0, len("call ")))
		want := []protocol.Location{loc(pathURI(chargePath),
			find(t, chargeText, "procedure charge_move(", 0, len("procedure ")), len("charge_move"))}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("definition (-want +got):\n%s", diff)
		}
	})

	t.Run("definition of a step", func(t *testing.T) {
		got := c.definition(uri, find(t, text, "goto step 2", 0, len("goto step ")))
		want := []protocol.Location{loc(uri, find(t, text, `step 2 "Forward Ahead"`, 0, len("step ")), 1)}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("definition (-want +got):\n%s", diff)
		}
	})

	t.Run("references of a procedure", func(t *testing.T) {
		var got []protocol.Location
		c.call("textDocument/references", protocol.ReferenceParams{
			TextDocumentPositionParams: protocol.TextDocumentPositionParams{TextDocument: protocol.TextDocumentIdentifier{URI: uri},
				Position: find(t, text, "procedure pursuit_move(", 0, len("procedure "))},
			Context: protocol.ReferenceContext{IncludeDeclaration: false}}, &got)
		n := len("pursuit_move")
		// pursue and pursue_all each call it once.
		want := []protocol.Location{
			loc(uri, find(t, text, "call pursuit_move(", 0, len("call ")), n),
			loc(uri, find(t, text, "call pursuit_move(", 1, len("call ")), n),
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("references (-want +got):\n%s", diff)
		}
	})

	t.Run("document symbols outline procedures and steps", func(t *testing.T) {
		var got []protocol.DocumentSymbol
		c.call("textDocument/documentSymbol", protocol.DocumentSymbolParams{
			TextDocument: protocol.TextDocumentIdentifier{URI: uri}}, &got)
		var outline []string
		for _, s := range got {
			outline = append(outline, s.Name)
			for _, st := range s.Children {
				outline = append(outline, s.Name+"/"+st.Name)
			}
		}
		want := []string{"unit_spacing", "rolled_distance", "checked_arc", "fled_from", "blocking", "may_charge", "open_ground", "enemies_among", "charge_arc", "pursue", "catch_fleeing", "pursue_all", "charge_check", "pursuit_move",
			"pursuit_move/1", "pursuit_move/2", "pursuit_move/3", "pursue_off_board"}
		if diff := cmp.Diff(want, outline); diff != "" {
			t.Errorf("outline (-want +got):\n%s", diff)
		}
	})

	t.Run("completion after goto step offers the procedure's steps", func(t *testing.T) {
		// Type a new line `goto step ` at the top of step 2's body.
		at := find(t, text, `step 2 "Forward Ahead" ref "2. Forward Ahead" {`, 0, 0)
		at.Line++
		at.Character = 0
		change(c, uri, 2, protocol.Range{Start: at, End: at}, "    goto step \n")
		c.nextDiags(uri)
		var items []protocol.CompletionItem
		c.call("textDocument/completion", protocol.CompletionParams{TextDocumentPositionParams: protocol.TextDocumentPositionParams{
			TextDocument: protocol.TextDocumentIdentifier{URI: uri},
			Position:     protocol.Position{Line: at.Line, Character: protocol.UInteger(len("    goto step "))}}}, &items)
		var labels []string
		for _, it := range items {
			labels = append(labels, it.Label)
		}
		if diff := cmp.Diff([]string{"1", "2", "3"}, labels); diff != "" {
			t.Errorf("labels (-want +got):\n%s", diff)
		}
		change(c, uri, 3, protocol.Range{Start: at, End: protocol.Position{Line: at.Line + 1}}, "")
		if errs := errorsOf(c.nextDiags(uri)); len(errs) > 0 {
			t.Fatalf("undoing the edit left errors: %v", errs)
		}
	})

	t.Run("completion after a pick's by offers the orders", func(t *testing.T) {
		// Type a new line `    pick q from overlapped by ` at the top of step 1's body.
		at := find(t, text, `step 1 "Pivot" ref "1. Pivot" {`, 0, 0)
		at.Line++
		at.Character = 0
		line := "    pick q from overlapped by "
		change(c, uri, 4, protocol.Range{Start: at, End: at}, line+"\n")
		c.nextDiags(uri)
		var items []protocol.CompletionItem
		c.call("textDocument/completion", protocol.CompletionParams{TextDocumentPositionParams: protocol.TextDocumentPositionParams{
			TextDocument: protocol.TextDocumentIdentifier{URI: uri},
			Position:     protocol.Position{Line: at.Line, Character: protocol.UInteger(len(line))}}}, &items)
		var labels []string
		for _, it := range items {
			labels = append(labels, it.Label)
		}
		if diff := cmp.Diff([]string{"maximising_contact", "moving_chargers"}, labels); diff != "" {
			t.Errorf("labels (-want +got):\n%s", diff)
		}
		change(c, uri, 5, protocol.Range{Start: at, End: protocol.Position{Line: at.Line + 1}}, "")
		if errs := errorsOf(c.nextDiags(uri)); len(errs) > 0 {
			t.Fatalf("undoing the edit left errors: %v", errs)
		}
	})

	t.Run("completion in an expression offers queries, constants and the names in scope", func(t *testing.T) {
		// In step 2's first let of pursuit_move: the procedure's parameters
		// and its body's lets are in scope, and so is step 1's `overlapped`,
		// as steps share their procedure's scope (the checker accepts it
		// there; issue 24); `ahead`, which this let declares, is not.
		clause := "let ahead = first_ahead("
		n := strings.Count(text[:strings.Index(text, "procedure pursuit_move(")], clause)
		at := find(t, text, clause, n, len(clause))
		var items []protocol.CompletionItem
		c.call("textDocument/completion", protocol.CompletionParams{TextDocumentPositionParams: protocol.TextDocumentPositionParams{
			TextDocument: protocol.TextDocumentIdentifier{URI: uri}, Position: at}}, &items)
		got := map[string]bool{}
		for _, it := range items {
			got[it.Label] = true
		}
		for _, want := range []string{"front_overlaps", "first_ahead", "unit_spacing", "unit", "pursued",
			"pursuit_distance", "chargeable", "obstructions", "overlapped"} {
			if !got[want] {
				t.Errorf("completion lacks %q", want)
			}
		}
		for _, not := range []string{"ahead", "pivot", "pursuit_move"} {
			if got[not] {
				t.Errorf("completion offers %q, which is not a value in scope here", not)
			}
		}
	})

	t.Run("an edit that misspells a query is underlined with a hint", func(t *testing.T) {
		at := find(t, text, "front_overlaps(unit, chargeable)", 0, 0)
		end := at
		end.Character += protocol.UInteger(len("front_overlaps"))
		change(c, uri, 6, protocol.Range{Start: at, End: end}, "front_overlap")
		diags := c.nextDiags(uri)
		if len(diags) == 0 {
			t.Fatal("no diagnostics after the typo")
		}
		d := diags[0]
		wantRange := protocol.Range{Start: at, End: protocol.Position{Line: at.Line, Character: at.Character + 13}}
		if d.Message != "unknown name front_overlap" || d.Range != wantRange {
			t.Errorf("first diagnostic = %q at %v, want %q at %v", d.Message, d.Range, "unknown name front_overlap", wantRange)
		}
		if len(d.RelatedInformation) != 1 || d.RelatedInformation[0].Message != `did you mean "front_overlaps"?` {
			t.Errorf("related information = %+v, want the hint", d.RelatedInformation)
		}
	})

	c.shutdown()
}

// refAfter returns the text of the ref that follows clause in text.
func refAfter(t *testing.T, text, clause string) string {
	t.Helper()
	i := strings.Index(text, clause)
	if i < 0 {
		t.Fatalf("no %q", clause)
	}
	m := refPieces.FindStringSubmatch(text[i+len(clause):])
	if m == nil {
		t.Fatalf("no ref after %q", clause)
	}
	var ref strings.Builder
	for _, q := range piece.FindAllString(m[1], -1) {
		s, err := strconv.Unquote(q)
		if err != nil {
			t.Fatal(err)
		}
		ref.WriteString(s)
	}
	return ref.String()
}

// refPieces matches a ref, on the line of its clause or the next, and its
// string pieces; piece matches one of them.
var (
	refPieces = regexp.MustCompile(`^\s*ref((?:\s+"(?:[^"\\\n]|\\.)*")+)`)
	piece     = regexp.MustCompile(`"(?:[^"\\\n]|\\.)*"`)
)

// change sends one incremental edit.
func change(c *client, uri string, version int, r protocol.Range, s string) {
	c.t.Helper()
	c.notify("textDocument/didChange", protocol.DidChangeTextDocumentParams{
		TextDocument:   protocol.VersionedTextDocumentIdentifier{TextDocumentIdentifier: protocol.TextDocumentIdentifier{URI: uri}, Version: protocol.Integer(version)},
		ContentChanges: []any{protocol.TextDocumentContentChangeEvent{Range: &r, Text: s}}})
}

// TestFormatting checks that formatting returns the canonical layout, and
// refuses a file that does not parse.
func TestFormatting(t *testing.T) {
	c := startClient(t)
	dir := t.TempDir()
	messy := "ruleset   \"x\"\nprocedure   p( unit:unit ) ref \"A\" {\n  let   d=distance( unit , unit )\n\n\n" +
		"      move unit,forward:d ref \"B\"\n}\n"
	want := "ruleset \"x\"\n\nprocedure p(unit: unit) ref \"A\" {\n  let d = distance(unit, unit)\n\n" +
		"  move unit, forward: d ref \"B\"\n}\n"
	uri, _ := c.open(filepath.Join(dir, "messy.rules"), "rules", messy)
	var edits []protocol.TextEdit
	c.call("textDocument/formatting", protocol.DocumentFormattingParams{TextDocument: protocol.TextDocumentIdentifier{URI: uri}}, &edits)
	if len(edits) != 1 {
		t.Fatalf("edits = %+v, want one", edits)
	}
	whole := protocol.Range{End: protocol.Position{Line: 7}}
	if edits[0].Range != whole || edits[0].NewText != want {
		t.Errorf("edit = %v %q, want %v %q", edits[0].Range, edits[0].NewText, whole, want)
	}
	broken, _ := c.open(filepath.Join(dir, "broken.rules"), "rules", "procedure p( {\n")
	err := c.callErr("textDocument/formatting", protocol.DocumentFormattingParams{TextDocument: protocol.TextDocumentIdentifier{URI: broken}})
	if err == nil || !strings.Contains(err.Error(), "broken.rules:1:") {
		t.Errorf("formatting a broken file: err = %v, want the positioned syntax error", err)
	}
	c.shutdown()
}

// TestImports checks navigation and diagnostics across files: a library
// and a file that imports it, both written here.
func TestImports(t *testing.T) {
	dir := t.TempDir()
	lib := "const reach = 4in ref \"Reach is 4 inches\"\n\nprocedure nudge(unit: unit) ref \"Nudge\" {\n" +
		"  move unit, forward: reach ref \"Move forward\"\n}\n"
	main := "import \"lib.rules\"\n\nprocedure go(unit: unit) ref \"Go\" {\n  call nudge(unit: unit)\n" +
		"  move unit, forward: reach * 2 ref \"Twice\"\n}\n"
	libPath, mainPath := filepath.Join(dir, "lib.rules"), filepath.Join(dir, "main.rules")
	for p, s := range map[string]string{libPath: lib, mainPath: main} {
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	c := startClient(t)
	uri, diags := c.open(mainPath, "rules", main)
	if len(diags) != 0 {
		t.Fatalf("diagnostics = %+v, want none", diags)
	}
	libURI := pathURI(libPath)
	// reach is declared at line 0, columns 6-11 of lib.rules; nudge at line 2, columns 10-15.
	if diff := cmp.Diff([]protocol.Location{loc(libURI, protocol.Position{Line: 0, Character: 6}, 5)},
		c.definition(uri, protocol.Position{Line: 4, Character: 22})); diff != "" {
		t.Errorf("definition of reach (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]protocol.Location{loc(libURI, protocol.Position{Line: 2, Character: 10}, 5)},
		c.definition(uri, protocol.Position{Line: 3, Character: 8})); diff != "" {
		t.Errorf("definition of nudge (-want +got):\n%s", diff)
	}
	want := "```rules\nconst reach = 4in\n```\n\n> Reach is 4 inches\n\nconstant declared at lib.rules:1"
	if got := c.hoverText(uri, protocol.Position{Line: 4, Character: 23}); got != want {
		t.Errorf("hover on reach = %q, want %q", got, want)
	}
	// The import's path leads to the library, and its hover says what it declares.
	if diff := cmp.Diff([]protocol.Location{loc(libURI, protocol.Position{}, 0)},
		c.definition(uri, protocol.Position{Line: 0, Character: 10})); diff != "" {
		t.Errorf("definition of the import (-want +got):\n%s", diff)
	}
	wantImport := "`" + libPath + "`\n\nprocedures: `nudge`\n\nconstants: `reach`"
	if got := c.hoverText(uri, protocol.Position{Line: 0, Character: 10}); got != wantImport {
		t.Errorf("hover on the import = %q, want %q", got, wantImport)
	}
	// Opening the library too: references of nudge reach main.rules.
	lu, _ := c.open(libPath, "rules", lib)
	var refs []protocol.Location
	c.call("textDocument/references", protocol.ReferenceParams{
		TextDocumentPositionParams: protocol.TextDocumentPositionParams{TextDocument: protocol.TextDocumentIdentifier{URI: lu},
			Position: protocol.Position{Line: 2, Character: 12}},
		Context: protocol.ReferenceContext{IncludeDeclaration: true}}, &refs)
	wantRefs := []protocol.Location{loc(libURI, protocol.Position{Line: 2, Character: 10}, 5),
		loc(uri, protocol.Position{Line: 3, Character: 7}, 5)}
	slices.SortFunc(wantRefs, func(a, b protocol.Location) int { return strings.Compare(a.URI, b.URI) })
	if diff := cmp.Diff(wantRefs, refs); diff != "" {
		t.Errorf("references of nudge (-want +got):\n%s", diff)
	}
	// Breaking the open library re-checks main.rules: the error is shown on
	// its import line, naming the library's position.
	change(c, lu, 2, protocol.Range{Start: protocol.Position{Line: 3, Character: 22}, End: protocol.Position{Line: 3, Character: 27}}, "rech")
	// Opening the library re-checked main.rules too, so skip to the first
	// diagnostics of main.rules that report the error.
	var mainDiags []protocol.Diagnostic
	for len(mainDiags) == 0 {
		mainDiags = c.nextDiags(uri)
	}
	wantMsg := "in " + libPath + ":4:23: unknown name rech" // the parser counts columns from 1
	wantRange := protocol.Range{End: protocol.Position{Line: 0, Character: 18}}
	if mainDiags[0].Message != wantMsg || mainDiags[0].Range != wantRange {
		t.Errorf("main.rules diagnostic = %q at %v, want %q at %v", mainDiags[0].Message, mainDiags[0].Range, wantMsg, wantRange)
	}
	c.shutdown()
}

// TestScenarioDiagnostics checks that a misspelt key in a scenario is
// underlined where it stands, with the loader's hint.
func TestScenarioDiagnostics(t *testing.T) {
	c := startClient(t)
	good := "board: {width: 72in, depth: 48in}\nunits:\n  A: {side: red, centre: [36in, 8in], facing: 180, base: [1in, 1in]}\nrun: pursue\n"
	dir := t.TempDir()
	_, diags := c.open(filepath.Join(dir, "good.yaml"), "yaml", good)
	if len(diags) != 0 {
		t.Errorf("diagnostics of a good scenario = %+v, want none", diags)
	}
	// named in capitals, by an editor that does not know it is YAML: a
	// scenario still, as rulec test reads it, not rules with syntax errors
	if _, diags := c.open(filepath.Join(dir, "GOOD.YML"), "plaintext", good); len(diags) != 0 {
		t.Errorf("diagnostics of GOOD.YML = %+v, want none", diags)
	}
	bad := strings.Replace(good, "facing: 180", "facin: 180", 1)
	_, diags = c.open(filepath.Join(dir, "bad.yaml"), "yaml", bad)
	// "facin" is on line 3 (index 2), after `  A: {side: red, centre: [36in, 8in], `: 38 characters.
	want := protocol.Range{Start: protocol.Position{Line: 2, Character: 38}, End: protocol.Position{Line: 2, Character: 43}}
	if len(diags) != 1 || diags[0].Range != want || diags[0].Message != `unknown key "facin" in units.A` {
		t.Fatalf("diagnostics = %+v, want one at %v", diags, want)
	}
	if hint := diags[0].RelatedInformation; len(hint) != 1 || !strings.HasPrefix(hint[0].Message, `did you mean "facing"?`) {
		t.Errorf("hint = %+v, want did you mean facing", hint)
	}
	c.shutdown()
}

// TestScenarioDiagnosticsAgainstRules checks that a scenario naming its
// rules is shown with every mistake rulec test refuses it for before the
// run, not only its loader's: a unit off the board, an event the rules
// never record, a procedure they do not have, a rules file that is not
// there; and the warning it prints beside the result of a unit starting
// in impassable terrain. A bundled scenario shows none.
func TestScenarioDiagnosticsAgainstRules(t *testing.T) {
	rules, err := filepath.Abs(filepath.Join("..", "rules", "pursuit.rules"))
	if err != nil {
		t.Fatal(err)
	}
	good := "rules: [" + rules + "]\n" +
		"board: {width: 72in, depth: 48in}\n" +
		"units:\n" +
		"  A: {side: red, centre: [36in, 8in], facing: 180, files: 5, ranks: 2, base: [1in, 1in], state: [fleeing]}\n" +
		"  B: {side: blue, centre: [36in, 20in], facing: 180, files: 5, ranks: 2, base: [1in, 1in]}\n" +
		"combats:\n  - [A, B]\n" +
		"run: pursue\n" +
		"args: {unit: B, pursued: A}\n" +
		"dice: [7]\n" +
		"expect:\n  units:\n    B: {centre: [36in, 13in], facing: 180}\n"
	c := startClient(t)
	dir := t.TempDir()
	for i, k := range []struct {
		from, to string
		want     string // "": no diagnostic
		line     protocol.UInteger
	}{
		{"", "", "", 0},
		{"centre: [36in, 20in]", "centre: [100in, 20in]", `unit "B" is off the board`, 4},
		{"facing: 180}\n", "facing: 180}\n  events: [chrage B A]\n", "no `event` statement of the rules records \"chrage\"", 13},
		{"run: pursue", "run: persue", `no procedure "persue" in the rules`, 7},
		{"pursued: A", "pursued: Z", `argument "pursued": no unit "Z" on the table`, 8},
		{rules, filepath.Join(dir, "nope.rules"), "nope.rules", 0},
		// B (x 33.5..38.5, y 19..21) starts in rocks: a warning, as rulec test prints
		{"combats:", "terrain:\n  - {name: rocks, kind: impassable, polygon: [[30in, 18in], [42in, 18in], [42in, 22in], [30in, 22in]]}\ncombats:",
			`unit "B" starts overlapping impassable terrain "rocks"`, 4},
	} {
		_, diags := c.open(filepath.Join(dir, fmt.Sprintf("s%d.yaml", i)), "yaml", strings.Replace(good, k.from, k.to, 1))
		if k.want == "" {
			if len(diags) != 0 {
				t.Errorf("diagnostics of a good scenario = %+v, want none", diags)
			}
			continue
		}
		if len(diags) != 1 || !strings.Contains(diags[0].Message, k.want) || diags[0].Range.Start.Line != k.line {
			t.Errorf("%s -> %s: diagnostics = %+v, want one on line %d saying %q", k.from, k.to, diags, k.line+1, k.want)
		}
		if warn := strings.Contains(k.want, "starts overlapping"); len(diags) == 1 && (*diags[0].Severity == protocol.DiagnosticSeverityWarning) != warn {
			t.Errorf("%s -> %s: severity %v, want a warning: %v", k.from, k.to, *diags[0].Severity, warn)
		}
	}
	c.shutdown()
}

// TestScenarioFollowsOpenRules checks that a scenario is checked against
// its rules as they stand in the editor, and again when they change: an
// event renamed in the open rules file, unsaved, makes the scenario that
// expects the old name show it, as rulec test would once it is saved.
func TestScenarioFollowsOpenRules(t *testing.T) {
	dir := t.TempDir()
	rules := "procedure walk(unit: unit) ref \"Walk\" {\n  event moved(unit)\n}\n"
	rulesPath := filepath.Join(dir, "walk.rules")
	if err := os.WriteFile(rulesPath, []byte(rules), 0o644); err != nil {
		t.Fatal(err)
	}
	scen := "rules: [walk.rules]\nboard: {width: 72in, depth: 48in}\n" +
		"units:\n  A: {side: red, centre: [36in, 8in], facing: 180, base: [1in, 1in]}\n" +
		"run: walk\nargs: {unit: A}\nexpect:\n  events: [moved A]\n"
	c := startClient(t)
	scenURI, diags := c.open(filepath.Join(dir, "walk.yaml"), "yaml", scen)
	if len(diags) != 0 {
		t.Fatalf("diagnostics of a good scenario = %+v, want none", diags)
	}
	rulesURI, _ := c.open(rulesPath, "rules", rules)
	if diags := c.nextDiags(scenURI); len(diags) != 0 {
		t.Fatalf("diagnostics of the scenario with its rules open = %+v, want none", diags)
	}
	// "event moved" -> "event walked": line 2, characters 8 to 13
	change(c, rulesURI, 2, protocol.Range{Start: protocol.Position{Line: 1, Character: 8}, End: protocol.Position{Line: 1, Character: 13}}, "walked")
	diags = c.nextDiags(scenURI)
	if len(diags) != 1 || !strings.Contains(diags[0].Message, `records "moved"`) || diags[0].Range.Start.Line != 7 {
		t.Errorf("diagnostics after the rules stopped recording moved = %+v, want one on line 8", diags)
	}
	c.shutdown()
}

// TestDiagnosticsOfQuotations checks that the warnings rulec check gives of
// the rule texts are shown too: a ref quoting words not in the source,
// one quoting words found twice, a source that cannot be read.
func TestDiagnosticsOfQuotations(t *testing.T) {
	dir := t.TempDir()
	text := "Movement\n\nA unit may pivot once. It then moves straight ahead up to 4\". A unit that cannot pivot stays.\n"
	if err := os.WriteFile(filepath.Join(dir, "move.txt"), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	rules := "source \"move.txt\"\nsource \"gone.txt\"\n\nprocedure go(unit: unit) ref \"pivot\" {\n" +
		"  move unit, forward: 1in ref \"A unit may pivot twice.\"\n}\n"
	c := startClient(t)
	_, diags := c.open(filepath.Join(dir, "move.rules"), "rules", rules)
	var got []string
	for _, d := range diags {
		if d.Severity == nil || *d.Severity != protocol.DiagnosticSeverityWarning {
			t.Errorf("diagnostic %q is not a warning", d.Message)
		}
		got = append(got, fmt.Sprintf("%d:%d %s", d.Range.Start.Line+1, d.Range.Start.Character+1, d.Message))
	}
	want := []string{
		"2:1 cannot read source " + filepath.Join(dir, "gone.txt"),
		`4:26 the quotation "pivot" occurs 2 times in the source text`,
		`5:27 the quotation "A unit may pivot twice." is not in the source text`,
	}
	if len(got) != len(want) {
		t.Fatalf("diagnostics = %q, want %q", got, want)
	}
	for i := range want {
		if !strings.HasPrefix(got[i], want[i]) {
			t.Errorf("diagnostic %d = %q, want it to begin %q", i, got[i], want[i])
		}
	}
	c.shutdown()
}

// TestCloseRechecksImporters checks that closing an open rules file whose
// buffer was not saved re-checks the files importing it, which now read it
// from disk: an error on disk that the buffer had mended is shown again.
func TestCloseRechecksImporters(t *testing.T) {
	dir := t.TempDir()
	libPath, mainPath := filepath.Join(dir, "lib.rules"), filepath.Join(dir, "main.rules")
	broken := "procedure nudge(unit: unit) ref \"Nudge\" {\n  move unit, forward: rech\n}\n"
	mended := strings.Replace(broken, "rech", "1in", 1)
	main := "import \"lib.rules\"\n\nprocedure go(unit: unit) ref \"Go\" {\n  call nudge(unit: unit)\n}\n"
	for p, s := range map[string]string{libPath: broken, mainPath: main} {
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	c := startClient(t)
	libURI, _ := c.open(libPath, "rules", mended)
	mainURI, diags := c.open(mainPath, "rules", main)
	if len(diags) != 0 {
		t.Fatalf("diagnostics of main.rules with the mended library open = %+v, want none", diags)
	}
	c.notify("textDocument/didClose", protocol.DidCloseTextDocumentParams{TextDocument: protocol.TextDocumentIdentifier{URI: libURI}})
	for {
		var p protocol.PublishDiagnosticsParams
		select {
		case p = <-c.diags:
		case <-time.After(10 * time.Second):
			t.Fatal("main.rules was not checked again when the library closed")
		}
		if p.URI == mainURI {
			if errs := errorsOf(p.Diagnostics); len(errs) != 1 || !strings.Contains(errs[0], "unknown name rech") {
				t.Errorf("diagnostics of main.rules after the library closed = %q, want its error on disk", errs)
			}
			break
		}
		if p.URI != libURI || len(p.Diagnostics) != 0 {
			t.Fatalf("unexpected diagnostics %+v", p)
		}
	}
	c.shutdown()
}

// TestHoverQuotesSource checks that a clause's hover shows the sentence of
// the declared source text that its ref quotes.
func TestHoverQuotesSource(t *testing.T) {
	dir := t.TempDir()
	text := "Movement\n\nA unit may pivot once. It then moves straight ahead up to 4\".\n"
	rules := "source \"move.txt\"\n\nprocedure go(unit: unit) ref \"Movement\" {\n" +
		"  move unit, forward: 4in ref \"It then moves straight ahead\"\n}\n"
	if err := os.WriteFile(filepath.Join(dir, "move.txt"), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	c := startClient(t)
	uri, diags := c.open(filepath.Join(dir, "go.rules"), "rules", rules)
	if len(diags) != 0 {
		t.Fatalf("diagnostics = %+v, want none", diags)
	}
	// On `forward`, an argument's name: the hover is the clause's.
	got := c.hoverText(uri, protocol.Position{Line: 3, Character: 14})
	want := "```rules\nmove unit, forward: 4in\n```\n\n> It then moves straight ahead\n\n" +
		"move.txt:3: It then moves straight ahead up to 4\"."
	if got != want {
		t.Errorf("hover = %q, want %q", got, want)
	}
	c.shutdown()
}

// TestHoverQuotesSplitRef checks that a ref written as adjacent strings
// over several lines, as rulec fmt wraps a long one, is quoted joined and
// found in the source text.
func TestHoverQuotesSplitRef(t *testing.T) {
	dir := t.TempDir()
	text := "Movement\n\nA unit may pivot once. It then moves straight ahead up to 4\".\n"
	rules := "source \"move.txt\"\n\nprocedure go(unit: unit) ref \"Movement\" {\n" +
		"  move unit, forward: 4in\n      ref \"It then moves \"\n          \"straight ahead\"\n}\n"
	if err := os.WriteFile(filepath.Join(dir, "move.txt"), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	c := startClient(t)
	uri, diags := c.open(filepath.Join(dir, "go.rules"), "rules", rules)
	if len(diags) != 0 {
		t.Fatalf("diagnostics = %+v, want none", diags)
	}
	got := c.hoverText(uri, protocol.Position{Line: 3, Character: 14})
	want := "```rules\nmove unit, forward: 4in\n```\n\n> It then moves straight ahead\n\n" +
		"move.txt:3: It then moves straight ahead up to 4\"."
	if got != want {
		t.Errorf("hover = %q, want %q", got, want)
	}
	c.shutdown()
}

// TestPickNameInItsPriorities checks that the name a pick binds resolves
// in its priority lines, and that a let is not in scope in its own value.
func TestPickNameInItsPriorities(t *testing.T) {
	rules := "procedure p(unit: unit, others: units) ref \"P\" {\n" +
		"  pick best from others ref \"Best\" {\n" +
		"    minimise distance(unit, best) ref \"Nearest\"\n" +
		"  }\n" +
		"  let d = distance(unit, best)\n" +
		"}\n"
	c := startClient(t)
	uri, _ := c.open(filepath.Join(t.TempDir(), "p.rules"), "rules", rules)
	bestDecl := loc(uri, protocol.Position{Line: 1, Character: 7}, 4)
	for _, at := range []protocol.Position{{Line: 2, Character: 29}, {Line: 4, Character: 25}} {
		if diff := cmp.Diff([]protocol.Location{bestDecl}, c.definition(uri, at)); diff != "" {
			t.Errorf("definition of best at %v (-want +got):\n%s", at, diff)
		}
	}
	c.shutdown()
}

// TestUnsavedBuffer checks a buffer with no file behind it: it is checked
// under its URI, and an import that cannot be read is an error on its line.
func TestUnsavedBuffer(t *testing.T) {
	c := startClient(t)
	uri := "untitled:Untitled-1"
	c.notify("textDocument/didOpen", protocol.DidOpenTextDocumentParams{TextDocument: protocol.TextDocumentItem{
		URI: uri, LanguageID: "rules", Version: 1, Text: "import \"nowhere.rules\"\n"}})
	diags := c.nextDiags(uri)
	if len(diags) != 1 || !strings.HasPrefix(diags[0].Message, `cannot import "nowhere.rules"`) || diags[0].Range.Start.Line != 0 {
		t.Errorf("diagnostics = %+v, want one: cannot import on line 1", diags)
	}
	if got := c.hoverText(uri, protocol.Position{Line: 0, Character: 10}); got != "`nowhere.rules` cannot be read or does not parse" {
		t.Errorf("hover on the import = %q", got)
	}
	c.shutdown()
}

// TestLetAcrossSteps is issue 24's case: steps share their procedure's
// scope, so a let of step 1 read in step 2 is found, as the checker finds
// it; a let inside an if's block is not seen after the block.
func TestLetAcrossSteps(t *testing.T) {
	rules := "procedure p(unit: unit) {\n" +
		"  step 1 \"Roll\" {\n" +
		"    let far = 2in\n" +
		"  }\n" +
		"  step 2 \"Move\" {\n" +
		"    move unit, forward: far\n" +
		"  }\n" +
		"}\n"
	c := startClient(t)
	uri, _ := c.open(filepath.Join(t.TempDir(), "p.rules"), "rules", rules)
	want := loc(uri, protocol.Position{Line: 2, Character: 8}, 3)
	if diff := cmp.Diff([]protocol.Location{want}, c.definition(uri, protocol.Position{Line: 5, Character: 25})); diff != "" {
		t.Errorf("definition of far in step 2 (-want +got):\n%s", diff)
	}
	c.shutdown()
}
