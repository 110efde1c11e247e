package playground_test

import (
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/playground"
)

// bundle is a small repository: a rules file quoting its text, a
// scenario beside it and a second one in the same folder.
func bundle() playground.Bundle {
	return playground.Bundle{
		"../shared/seeds/text.txt": "Advancing\n\nA unit advances the distance rolled. It then shouts.\n",
		"rules/walk.rules": `ruleset "walk" version "1"
units in
source "../../shared/seeds/text.txt"

procedure advance(unit: unit) {
  roll d = D6 ref "A unit advances the distance rolled."
  first "how far" {
    when d > 5 ref "far" {
      move unit, forward: 6in
    }
    otherwise ref "A unit advances the distance rolled." {
      move unit, forward: d * 1in
      event advanced(unit)
    }
  }
}
`,
		"tests/walk/four.yaml": `name: A advances 4in
rules: [../../rules/walk.rules]
board: {width: 48in, depth: 48in}
units:
  A: {side: red, centre: [10in, 10in], facing: 0, base: [2in, 1in]}
run: advance
args: {unit: A}
dice: [4]
expect:
  units:
    A: {centre: [10in, 14in]}
`,
		"tests/walk/two.yaml": `name: A advances 2in
rules: [../../rules/walk.rules]
board: {width: 48in, depth: 48in}
units:
  A: {side: red, centre: [10in, 10in], facing: 0, base: [2in, 1in]}
run: advance
args: {unit: A}
dice: [2]
expect:
  units:
    A: {centre: [10in, 12in]}
`,
	}
}

// TestRun runs the bundled scenario: it passes, its page quotes the
// sentence, the odds give each roll 1/6, and the folder's two scenarios
// pass and leave the "far" clause unrun.
func TestRun(t *testing.T) {
	b := bundle()
	if got := b.Scenarios(); len(got) != 2 || got[0] != "tests/walk/four.yaml" {
		t.Fatalf("scenarios: %v", got)
	}
	p := "tests/walk/four.yaml"
	res := playground.Run(b, playground.Request{Path: p, Text: b[p], Odds: true, Folder: true})
	if !res.Passed || res.Verdict != "expectations: all met" || len(res.Diagnostics) != 0 {
		t.Fatalf("verdict %q, diagnostics %v", res.Verdict, res.Diagnostics)
	}
	if len(res.Rules) != 1 || res.Rules[0] != "rules/walk.rules" {
		t.Errorf("rules %v", res.Rules)
	}
	if !strings.Contains(res.Page, `"quoted":"A unit advances the distance rolled."`) || !strings.Contains(res.Trace, "centre (10in, 14in)") {
		t.Errorf("the page lacks the quotation or the trace the move")
	}
	if !strings.Contains(res.Odds, "16.7%") {
		t.Errorf("odds:\n%s", res.Odds)
	}
	if res.Folder != "tests/walk: 2 passed, 0 failed" {
		t.Errorf("folder %q", res.Folder)
	}
	if !strings.Contains(res.Cover, "never run:") || !strings.Contains(res.Cover, "[far]") {
		t.Errorf("coverage does not list the far clause as never run:\n%s", res.Cover)
	}
}

// TestRunEdited edits the rules on one engine, which keeps compiled
// rules between runs: a change of distance fails the expectation, undoing
// it passes again; a syntax error comes back as a positioned diagnostic
// and no page.
func TestRunEdited(t *testing.T) {
	b := bundle()
	p, rules := "tests/walk/four.yaml", "rules/walk.rules"
	e := playground.NewEngine(b)
	if res := e.Run(playground.Request{Path: p, Text: b[p]}); !res.Passed {
		t.Fatalf("before the edit: %q", res.Verdict)
	}
	edited := strings.Replace(b[rules], "d * 1in", "d * 2in", 1)
	res := e.Run(playground.Request{Path: p, Text: b[p], Edits: map[string]string{rules: edited}})
	if res.Passed || !strings.Contains(res.Verdict, "A.centre: expected [10in, 14in], got [10in, 18in]") {
		t.Errorf("after the edit: %q", res.Verdict)
	}
	if res := e.Run(playground.Request{Path: p, Text: b[p], Edits: map[string]string{rules: b[rules]}}); !res.Passed {
		t.Errorf("after undoing the edit: %q", res.Verdict)
	}
	broken := strings.Replace(b[rules], "d * 1in", "d * * 1in", 1)
	res = playground.Run(b, playground.Request{Path: p, Text: b[p], Edits: map[string]string{rules: broken}})
	if res.Page != "" || len(res.Diagnostics) == 0 {
		t.Fatalf("a syntax error: page %d bytes, diagnostics %v", len(res.Page), res.Diagnostics)
	}
	d := res.Diagnostics[0]
	if d.File != rules || d.Line != 12 || d.Severity != "error" {
		t.Errorf("diagnostic %+v, want an error at %s:12", d, rules)
	}
	// A pasted scenario naming rules that are not there.
	res = playground.Run(b, playground.Request{Path: p, Text: strings.Replace(b[p], "walk.rules", "run.rules", 1)})
	if len(res.Diagnostics) == 0 || !strings.Contains(res.Verdict, "run.rules") {
		t.Errorf("missing rules: %q %v", res.Verdict, res.Diagnostics)
	}
}
