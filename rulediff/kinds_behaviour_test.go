package rulediff_test

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/rulediff"
)

// kindsHeader is what every version of TestDiffBehaviourEveryKind's rules
// declares before the procedure a case changes: a case may change one of
// these declarations instead (its old text is then in the header).
const kindsHeader = `units in

const stride = 1in

def twice(x: length) = x * 2

remember leg(u: unit): length default 1in

order target(t: unit, unit: unit) {
  prefer has(t, "weak")
  minimise distance(unit, t)
}

procedure helper(unit: unit) {
  move unit, forward: 1in
}

procedure helper2(unit: unit) {
  move unit, forward: 3in
}
`

// kindsScenario is the situation every case runs: A walks with go true
// (reach, which runs the body the case changes) and go false (miss,
// which never does). E is the nearer enemy, F the weak one.
const kindsScenario = `rules: [../RULES]
board: {width: 48in, depth: 48in}
units:
  A: {side: red, centre: [10in, 10in], facing: 0, base: [1in, 1in]}
  E: {side: blue, centre: [10in, 20in], facing: 180, base: [1in, 1in]}
  F: {side: blue, centre: [30in, 30in], facing: 180, base: [1in, 1in], state: [weak]}
run: walk
args: {unit: A, go: GO}
DICE`

// TestDiffBehaviourEveryKind changes one node of each kind of statement
// and declaration (a let's value, a clause's place in a first group, a
// line's place in a pick and in an order, a memory's default, a procedure
// called only from another, an assert, a roll, ...) in a version of a
// small ruleset, and diffs the two against a scenario whose run comes out
// otherwise under each: rulec diff must report the scenario changed (exit
// 1) and name the change at its place in both files. Against a scenario
// whose run never reaches the change it must still say something (exit
// 1, the change marked unreached), never "no scenario's outcome changed"
// alone. The kinds are the grammar's (grammar.StmtKinds, DeclKinds), so a
// kind added there fails here until it has a case.
func TestDiffBehaviourEveryKind(t *testing.T) {
	type kindCase struct {
		kind     string // the node kind changed
		old, new string // the body walk calls when go, or with decl, the header's text replaced
		decl     bool
		dice     string // the scenario's dice, if any
		names    string // what the report must name: the changed item's text
		// cut, when set, is walk's body in place of the call of body:
		// a statement that ends its block early unless go (stop, goto,
		// fail, a failed assert, a skip of the step holding BODY, an
		// error: no enemy to index), with
		// old or new in place of BODY after it in the same block. miss
		// runs the block and leaves it before the change: rulec diff
		// read the change reached whenever the block ran.
		cut string
	}
	cases := []kindCase{
		{kind: "Let", old: "let d = 1in\nmove unit, forward: d", new: "let d = 2in\nmove unit, forward: d", names: "let d = 2in"},
		{kind: "Call", old: "call helper(unit: unit)", new: "call helper2(unit: unit)", names: "call helper2(unit: unit)"},
		{kind: "Procedure", decl: true, old: "procedure helper(unit: unit) {\n  move unit, forward: 1in", new: "procedure helper(unit: unit) {\n  move unit, forward: 2in",
			names: "move unit, forward: 2in"},
		{kind: "Event", old: "event walked(unit)", new: "event strode(unit)", names: "event strode(unit)"},
		{kind: "First", old: "first \"how\" {\n when not has(unit, \"tired\") {\n event one(unit)\n }\n when not has(unit, \"weary\") {\n event two(unit)\n }\n otherwise {\n event three(unit)\n }\n }",
			new: "first \"how\" {\n when not has(unit, \"weary\") {\n event two(unit)\n }\n when not has(unit, \"tired\") {\n event one(unit)\n }\n otherwise {\n event three(unit)\n }\n }", names: "moved"},
		{kind: "Set", old: "set leg(unit) = 2in\nmove unit, forward: leg(unit)", new: "set leg(unit) = 3in\nmove unit, forward: leg(unit)", names: "set leg(unit) = 3in"},
		{kind: "Action", old: "move unit, forward: 1in", new: "move unit, forward: 2in", names: "move unit, forward: 2in"},
		{kind: "If", old: "if has(unit, \"tired\") {\n event rested(unit)\n } else {\n event went(unit)\n }",
			new: "if not has(unit, \"tired\") {\n event rested(unit)\n } else {\n event went(unit)\n }", names: "not has(unit, \"tired\")"},
		{kind: "For", old: "for e in enemies(unit) {\n event saw(unit, e)\n }", new: "for e in filter(x in enemies(unit): has(x, \"weak\")) {\n event saw(unit, e)\n }",
			names: "for e in filter"},
		{kind: "Stop", old: "if not has(unit, \"tired\") {\n stop\n }\nevent two(unit)", new: "if not has(unit, \"tired\") {\n event one(unit)\n }\nevent two(unit)", names: "stop"},
		{kind: "Mark", old: "mark unit as tired", new: "mark unit as weary", names: "mark unit as weary"},
		{kind: "Step", old: "step a \"A\" {\n event one(unit)\n }\n step b \"B\" {\n event two(unit)\n }",
			new: "step b \"B\" {\n event two(unit)\n }\n step a \"A\" {\n event one(unit)\n }", names: "moved"},
		{kind: "Choose", old: "choose c from enemies(unit) by \"red\" default enemies(unit)[0]\nevent chose(unit, c)",
			new: "choose c from enemies(unit) by \"red\" default enemies(unit)[1]\nevent chose(unit, c)", names: "enemies(unit)[1]"},
		{kind: "Roll", old: "roll r = 2D6\nmove unit, forward: r * 1in", new: "roll r = 3D6\nmove unit, forward: r * 1in", dice: "dice: [[2, 3]]", names: "roll r = 3D6"},
		{kind: "Pick", old: "pick t from enemies(unit) {\n prefer has(t, \"weak\")\n minimise distance(unit, t)\n }\nevent picked(unit, t)",
			new: "pick t from enemies(unit) {\n minimise distance(unit, t)\n prefer has(t, \"weak\")\n }\nevent picked(unit, t)", names: "moved"},
		{kind: "Order", decl: true, old: "  prefer has(t, \"weak\")\n  minimise distance(unit, t)", new: "  minimise distance(unit, t)\n  prefer has(t, \"weak\")",
			names: "moved"},
		{kind: "Remove", old: "remove enemies(unit)[0]", new: "remove enemies(unit)[1]", names: "remove enemies(unit)[1]"},
		{kind: "Goto", old: "step 1 \"A\" {\n goto step 3\n }\n step 2 \"B\" {\n event two(unit)\n }\n step 3 \"C\" {\n event three(unit)\n }",
			new: "step 1 \"A\" {\n goto step 2\n }\n step 2 \"B\" {\n event two(unit)\n }\n step 3 \"C\" {\n event three(unit)\n }", names: "goto step 2"},
		{kind: "Skip", old: "step 1 \"A\" {\n skip step 2\n }\n step 2 \"B\" {\n event two(unit)\n }\n step 3 \"C\" {\n event three(unit)\n }",
			new: "step 1 \"A\" {\n skip step 3\n }\n step 2 \"B\" {\n event two(unit)\n }\n step 3 \"C\" {\n event three(unit)\n }", names: "skip step 3"},
		{kind: "Fail", old: "fail \"boom\"", new: "fail \"bang\"", names: "fail \"bang\""},
		{kind: "Assert", old: "assert distance(unit, enemies(unit)[0]) > 1in, \"too near\"", new: "assert distance(unit, enemies(unit)[0]) > 10in, \"too near\"",
			names: "> 10in"},
		{kind: "While", old: "while not has(unit, \"done\") {\n mark unit as done\n event turn(unit)\n }",
			new: "while not has(unit, \"tired\") {\n mark unit as tired\n mark unit as done\n event turn(unit)\n }", names: "while not has(unit, \"tired\")"},
		{kind: "Const", decl: true, old: "const stride = 1in", new: "const stride = 2in", names: "const stride = 2in"},
		{kind: "Def", decl: true, old: "def twice(x: length) = x * 2", new: "def twice(x: length) = x * 3", names: "x * 3"},
		{kind: "Remember", decl: true, old: "remember leg(u: unit): length default 1in", new: "remember leg(u: unit): length default 2in", names: "default 2in"},
	}
	// a change after each statement that can end its block early
	for _, cut := range []struct{ kind, cut string }{
		{"Stop", "if not go {\n stop\n }\nBODY"},
		{"Fail", "if not go {\n fail \"halt\"\n }\nBODY"},
		{"Assert", "assert go, \"halt\"\nBODY"},
		{"Goto", "step 1 \"A\" {\n if not go {\n goto step 2\n }\nBODY\n }\n step 2 \"B\" {\n event ended(unit)\n }"},
		{"Skip", "step 1 \"A\" {\n if not go {\n skip step 2\n }\n }\n step 2 \"B\" {\nBODY\n }"},
		{"Loop", "for e in enemies(unit) {\n if not go {\n stop\n }\nBODY\n }"},
		{"Error", "event saw(unit, filter(x in enemies(unit): go)[0])\nBODY"},
	} {
		cases = append(cases, kindCase{kind: "After" + cut.kind, cut: cut.cut, old: "event walked(unit)", new: "event strode(unit)", names: "event strode(unit)"})
	}
	// the declarations whose change cannot alone change a run's outcome,
	// and why
	inert := map[string]string{
		"Header":    "the ruleset's name and version",
		"Import":    "a file's imports: their declarations are compared and run as the file's own",
		"Units":     "the default unit of lengths: every length a case writes has its unit",
		"Pace":      "the length of a pace: as Units",
		"Source":    "the rule text a file cites: rulec text's",
		"Unencoded": "a sentence left unencoded: rulec text's",
	}
	// the uses of const, def and remember the body reads in those cases
	reads := map[string]string{
		"Const":     "move unit, forward: stride",
		"Def":       "move unit, forward: twice(1in)",
		"Remember":  "move unit, forward: leg(unit)",
		"Order":     "pick t from enemies(unit) by target(unit)\nevent picked(unit, t)",
		"Procedure": "call helper(unit: unit)",
	}
	have := map[string]bool{}
	for _, c := range cases {
		have[c.kind] = true
	}
	for _, n := range grammar.StmtKinds() {
		if k := reflect.TypeOf(n).Elem().Name(); !have[k] {
			t.Errorf("no case changes a statement of kind %s", k)
		}
	}
	for _, n := range grammar.DeclKinds() {
		if k := reflect.TypeOf(n).Elem().Name(); !have[k] && inert[k] == "" {
			t.Errorf("no case changes a declaration of kind %s", k)
		}
	}
	reg := interp.Stdlib()
	for _, c := range cases {
		t.Run(c.kind, func(t *testing.T) {
			dir := t.TempDir()
			version := func(name, body, header string) string {
				src := header + "\nprocedure walk(unit: unit, go: bool) {\n  if go {\n    call body(unit: unit)\n  }\n}\n\nprocedure body(unit: unit) {\n" + body + "\n}\n"
				if c.cut != "" {
					src = header + "\nprocedure walk(unit: unit, go: bool) {\n" + strings.Replace(c.cut, "BODY", body, 1) + "\n}\n"
				}
				out, err := grammar.FormatSource(name, []byte(src), 0)
				if err != nil {
					t.Fatalf("%s: %v\n%s", name, err, src)
				}
				if err := os.WriteFile(filepath.Join(dir, name), out, 0o644); err != nil {
					t.Fatal(err)
				}
				return filepath.Join(dir, name)
			}
			oldBody, newBody, oldHeader, newHeader := c.old, c.new, kindsHeader, kindsHeader
			if c.decl {
				if !strings.Contains(kindsHeader, c.old) {
					t.Fatalf("the header has no %q", c.old)
				}
				oldBody, newBody = reads[c.kind], reads[c.kind]
				newHeader = strings.Replace(kindsHeader, c.old, c.new, 1)
			}
			oldPath, newPath := version("old.rules", oldBody, oldHeader), version("new.rules", newBody, newHeader)
			for _, s := range []struct{ sub, goArg string }{{"reach", "true"}, {"miss", "false"}} {
				text := strings.NewReplacer("RULES", "old.rules", "GO", s.goArg, "DICE", c.dice).Replace(kindsScenario)
				if err := os.MkdirAll(filepath.Join(dir, s.sub), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(filepath.Join(dir, s.sub, "s.yaml"), []byte(text), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			old, err := rulediff.Open(reg, rulediff.Git{}, oldPath)
			if err != nil {
				t.Fatal(err)
			}
			new, err := rulediff.Open(reg, rulediff.Git{}, newPath)
			if err != nil {
				t.Fatal(err)
			}
			for _, sub := range []string{"reach", "miss"} {
				cmp, err := rulediff.Compare(reg, old, new, rulediff.Options{Suites: []string{filepath.Join(dir, sub)}})
				if err != nil {
					t.Fatal(err)
				}
				var out bytes.Buffer
				cmp.WriteText(&out)
				report := out.String()
				if len(cmp.Changes) == 0 || cmp.Verdict() != 1 {
					t.Errorf("%s: %d changes, verdict %d, want some and 1:\n%s", sub, len(cmp.Changes), cmp.Verdict(), report)
					continue
				}
				if !strings.Contains(report, c.names) || !strings.Contains(report, "old.rules:") || !strings.Contains(report, "new.rules:") {
					t.Errorf("%s: the report does not name %q at its places in both files:\n%s", sub, c.names, report)
				}
				changed := 0
				for _, r := range cmp.Results {
					if r.Changed() {
						changed++
					}
				}
				switch {
				case sub == "reach" && changed != 1:
					t.Errorf("reach: %d scenarios changed, want 1:\n%s", changed, report)
				case sub == "miss" && changed != 0:
					t.Errorf("miss: %d scenarios changed, want 0:\n%s", changed, report)
				case sub == "miss" && cmp.Unreached() == 0:
					t.Errorf("miss: no change marked unreached, though no run entered the body:\n%s", report)
				}
			}
		})
	}
}
