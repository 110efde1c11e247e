package campaign

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// baseRules is a small valid ruleset the hand-written cases break.
const baseRules = `ruleset "campaign" version "1"
units in

const gap = 1in

procedure roll_move(unit: unit) {
  roll d = D6
  move unit, forward: d * gap
}

procedure choose_enemy(unit: unit) {
  choose target from enemies(unit) by opponent(unit) default sorted_by_distance(unit, enemies(unit))[0]
  event chosen(target)
}

procedure stride(unit: unit, dist: length) {
  move unit, forward: dist
}
`

// table is a scenario's board and units without its run.
const table = `rules: [r.rules]
board: {width: 48in, depth: 48in}
units:
  A: {side: red, centre: [20in, 10in], facing: 0, base: [1in, 1in]}
  E: {side: blue, centre: [10in, 30in], facing: 180, base: [1in, 1in]}
`

// rollRun runs roll_move on A with a 3.
const rollRun = "run: roll_move\nargs: {unit: A}\ndice: [3]\n"

// scen returns a case running scenario text against baseRules.
func scen(name, text, want string) kase {
	return kase{name: name, files: map[string]string{"r.rules": baseRules, "s.yaml": text},
		args: []string{"run", "s.yaml"}, want: want}
}

// rulesCase returns a case checking rules text.
func rulesCase(name, text, want string) kase {
	return kase{name: name, files: map[string]string{"r.rules": text}, args: []string{"check", "r.rules"}, want: want}
}

// loopRules are procedures that never end by themselves.
const loopRules = `ruleset "loops" version "1"
units in

procedure self(unit: unit) {
  step 1 "again" {
    event tick(unit)
    goto step 1
  }
}

procedure pair(unit: unit) {
  step 1 "ping" {
    goto step 2
  }
  step 2 "pong" {
    goto step 1
  }
}

procedure nested(unit: unit) {
  for a in 1..100000 {
    for b in 1..100000 {
      let c = b
    }
  }
}

procedure deep(unit: unit) {
  call deep(unit: unit)
}
`

// handCases are the issue's own examples and their neighbours.
func handCases() []kase {
	var cs []kase
	// Hangs.
	for _, proc := range []string{"self", "pair", "nested", "deep"} {
		text := strings.Replace(table, "r.rules", "l.rules", 1) + "run: " + proc + "\nargs: {unit: A}\n"
		for _, cmd := range []string{"run", "test"} {
			cs = append(cs, kase{name: "loop " + proc + " (" + cmd + ")", files: map[string]string{"l.rules": loopRules, "s.yaml": text},
				args: []string{cmd, "s.yaml"}, want: "budget|deep"})
		}
	}
	cs = append(cs, kase{name: "check warns about loops", files: map[string]string{"l.rules": loopRules},
		args: []string{"check", "l.rules"}, want: "ok"})
	// Silent wrong answers: terrain.
	for name, poly := range map[string]string{
		"bow tie":         "[[0in, 0in], [4in, 4in], [4in, 0in], [0in, 4in]]",
		"collinear":       "[[0in, 0in], [2in, 0in], [4in, 0in]]",
		"repeated vertex": "[[0in, 0in], [2in, 0in], [2in, 0in], [0in, 4in]]",
		"closed ring":     "[[0in, 0in], [2in, 0in], [0in, 4in], [0in, 0in]]",
		"spike":           "[[0in, 0in], [4in, 0in], [6in, 0in], [5in, 0in], [0in, 4in]]",
		"vertex on edge":  "[[0in, 0in], [4in, 0in], [4in, 4in], [2in, 0in], [0in, 4in]]",
		"figure eight":    "[[0in, 0in], [2in, 2in], [4in, 0in], [4in, 4in], [2in, 2in], [0in, 4in]]",
		"one point":       "[[0in, 0in]]",
		"not a list":      "wood",
		"points as words": "[[a, b], [c, d], [e, f]]",
	} {
		cs = append(cs, scen("terrain "+name, table+"terrain:\n  - {name: t, kind: forest, polygon: "+poly+"}\n"+rollRun, "error"))
	}
	// Silent wrong answers: choices.
	cs = append(cs,
		scen("choice misspelt", table+"run: choose_enemy\nargs: {unit: A}\nchoices: {targte: E}\n", "did you mean"),
		scen("choice never asked", table+rollRun+"choices: {target: E}\n", "never made it"),
		scen("choice unknown answer", table+"run: choose_enemy\nargs: {unit: A}\nchoices: {target: Q}\n", "error"),
		scen("choice list too long", table+"run: choose_enemy\nargs: {unit: A}\nchoices: {target: [E, E]}\n", "answers"),
		scen("choice empty list", table+"run: choose_enemy\nargs: {unit: A}\nchoices: {target: []}\n", "empty"),
		scen("dice left over", table+"run: roll_move\nargs: {unit: A}\ndice: [3, 4]\n", "left over"),
		scen("dice too few", table+"run: roll_move\nargs: {unit: A}\n", "too few"),
		scen("dice impossible", table+"run: roll_move\nargs: {unit: A}\ndice: [7]\n", "impossible"),
	)
	// Unclear messages: imports, files.
	cs = append(cs,
		rulesCase("import /dev/zero", "ruleset \"x\" version \"1\"\nunits in\nimport \"/dev/zero\"\n", `"/dev/zero".*device`),
		rulesCase("import a folder", "ruleset \"x\" version \"1\"\nunits in\nimport \".\"\n", "directory"),
		rulesCase("import missing", "ruleset \"x\" version \"1\"\nunits in\nimport \"nope.rules\"\n", "no such file"),
		rulesCase("import itself", "ruleset \"x\" version \"1\"\nunits in\nimport \"r.rules\"\n", "cycle"),
		rulesCase("BOM", "\ufeff"+baseRules, "ok"),
		rulesCase("binary", "\x7fELF\x02\x01\x01\x00\x00\x00garbage\n", "not text"),
		rulesCase("invalid UTF-8", "ruleset \"x\xff\" version \"1\"\n", "not text"),
		rulesCase("empty file", "", "ok"),
		rulesCase("only a comment", "# nothing\n", "ok"),
		rulesCase("CRLF lines", strings.ReplaceAll(baseRules, "\n", "\r\n"), "ok"),
		rulesCase("1e3in const", "ruleset \"x\" version \"1\"\nunits in\nconst big = 1e3in\nprocedure p(unit: unit) {\n  move unit, forward: big\n}\n", "ok"),
		rulesCase("1e400in const", "ruleset \"x\" version \"1\"\nunits in\nconst big = 1e400in\nprocedure p(unit: unit) {\n  move unit, forward: big\n}\n", "error"),
		rulesCase("huge file", "ruleset \"x\" version \"1\"\n"+strings.Repeat("# padding padding padding padding padding padding\n", 120000), "too large"),
		rulesCase("deep parentheses", "ruleset \"x\" version \"1\"\nunits in\nconst c = "+strings.Repeat("(", 50000)+"1"+strings.Repeat(")", 50000)+"\n", "nested too deep"),
		rulesCase("long line", "ruleset \"x\" version \"1\"\nunits in\nconst c = "+strings.Repeat("1 + ", 20000)+"\n", "error"),
		rulesCase("keyword as a name", "ruleset \"x\" version \"1\"\nunits in\nprocedure p(by: unit) {\n  stop\n}\n", "error"),
		rulesCase("unknown unit", "ruleset \"x\" version \"1\"\nunits furlongs\n", "unit"),
		rulesCase("pace without length", "ruleset \"x\" version \"1\"\nunits p\n", "pace"),
		kase{name: "check a folder of nothing", files: map[string]string{"empty/.keep": ""}, args: []string{"check", "empty"}, want: "error"},
		kase{name: "check /dev/zero", args: []string{"check", "/dev/zero"}, want: "device"},
		kase{name: "fmt /dev/zero", args: []string{"fmt", "/dev/zero"}, want: "device"},
		kase{name: "run /dev/zero", args: []string{"run", "/dev/zero"}, want: "error"},
		scen("rules path missing", strings.Replace(table, "r.rules", "nosuch.rules", 1)+rollRun, `s\.yaml:1:\d+: rules: cannot read`),
		scen("rules path a folder", strings.Replace(table, "r.rules", ".", 1)+rollRun, "error"),
		scen("rules path /dev/zero", strings.Replace(table, "[r.rules]", "[/dev/zero]", 1)+rollRun, "device"),
		scen("no rules", strings.Replace(table, "rules: [r.rules]\n", "", 1)+rollRun, "rules"),
	)
	// Unclear messages: numbers.
	cs = append(cs,
		scen("files 1000000000", strings.Replace(table, "base: [1in, 1in]}", "base: [1in, 1in], files: 1000000000}", 1)+rollRun, "at most 1000"),
		scen("files 1000 ranks 1000", strings.Replace(table, "base: [1in, 1in]}", "base: [0.01in, 0.01in], files: 1000, ranks: 1000}", 1)+rollRun, "ok"),
		scen("centre 1e3in", strings.Replace(table, "[20in, 10in]", "[2e1in, 1e1in]", 1)+rollRun, "ok"),
		scen("arg 1e1in", table+"run: stride\nargs: {unit: A, dist: 1e1in}\n", "ok"),
		scen("arg NaN", table+"run: stride\nargs: {unit: A, dist: NaN}\n", "error"),
		scen("arg inf", table+"run: stride\nargs: {unit: A, dist: inf}\n", "error"),
		scen("arg hex", table+"run: stride\nargs: {unit: A, dist: 0x10in}\n", "error"),
		scen("arg 1e400in", table+"run: stride\nargs: {unit: A, dist: 1e400in}\n", "error"),
		scen("arg missing", table+"run: stride\nargs: {unit: A}\n", "dist"),
		scen("arg unknown unit", table+"run: stride\nargs: {unit: Q, dist: 1in}\n", "error"),
		scen("centre 1e400in", strings.Replace(table, "[20in, 10in]", "[1e400in, 10in]", 1)+rollRun, "error"),
		scen("tolerance huge", table+rollRun+"tolerance: 1e300in\n", "half the smallest base"),
		scen("facing 1e300", strings.Replace(table, "facing: 0", "facing: 1e300", 1)+rollRun, "ok|facing 280"),
	)
	// Size: too big for any table, refused before anything pairwise.
	var many, poly strings.Builder
	for i := range 20000 {
		fmt.Fprintf(&many, "  U%d: {side: red, centre: [%.2fin, %.2fin], facing: 0, base: [0.05in, 0.05in]}\n", i, float64(i%400)*0.1+0.05, float64(i/400)*0.1+0.05)
		fmt.Fprintf(&poly, "[%din, %din], ", i, i*i)
	}
	cs = append(cs,
		scen("20000 units", "rules: [r.rules]\nboard: {width: 48in, depth: 48in}\nunits:\n"+many.String()+"run: roll_move\nargs: {unit: U0}\ndice: [1]\n", "too many"),
		scen("20000-point polygon", table+"terrain:\n  - {kind: forest, polygon: ["+poly.String()+"]}\n"+rollRun, "too many"),
	)
	// Scenario shape.
	cs = append(cs,
		scen("empty scenario", "", "empty"),
		scen("a list", "- a\n- b\n", "error"),
		scen("YAML tabs", "board:\n\twidth: 1in\n", "error"),
		scen("YAML alias bomb", table+"run: roll_move\ndice: [3]\nargs:\n  unit: A\n"+aliasBomb(), "error"),
		scen("YAML duplicate unit", table+"  A: {side: red, centre: [5in, 5in], facing: 0, base: [1in, 1in]}\n"+rollRun, "error"),
		scen("units overlap", table+"  B: {side: red, centre: [20in, 10in], facing: 0, base: [1in, 1in]}\n"+rollRun, "overlap"),
		scen("unit off board", strings.Replace(table, "[20in, 10in]", "[200in, 10in]", 1)+rollRun, "board"),
		scen("binary scenario", "\x00\x01\x02board", "error"),
		scen("deep YAML", strings.Repeat("[", 20000)+strings.Repeat("]", 20000), "error"),
		scen("expect unknown key", table+rollRun+"expect:\n  unitz: {}\n", "unitz|key"),
		scen("expect error never raised", table+rollRun+"expect:\n  error: \"nope\"\n", "error"),
	)
	// Data loss: fmt -w on a file it cannot format, on a read-only folder.
	cs = append(cs,
		kase{name: "fmt -w a broken file", files: map[string]string{"r.rules": baseRules + "}\n"},
			args: []string{"fmt", "-w", "r.rules"}, want: "error", check: unchanged("r.rules", baseRules+"}\n")},
		kase{name: "fmt -w a binary file", files: map[string]string{"r.rules": "\x00\x01binary"},
			args: []string{"fmt", "-w", "r.rules"}, want: "not text", check: unchanged("r.rules", "\x00\x01binary")},
	)
	return cs
}

// aliasBomb is a YAML "billion laughs", as more args: aliases that would
// expand to 10^9 values.
func aliasBomb() string {
	var b strings.Builder
	b.WriteString("  a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n")
	for i := 1; i < 9; i++ {
		fmt.Fprintf(&b, "  a%d: &a%d [*a%d, *a%d, *a%d, *a%d, *a%d, *a%d, *a%d, *a%d, *a%d, *a%d]\n", i, i, i-1, i-1, i-1, i-1, i-1, i-1, i-1, i-1, i-1, i-1)
	}
	return b.String()
}

// unchanged returns a check that name still holds text.
func unchanged(name, text string) func(dir string) string {
	return func(dir string) string {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			return err.Error()
		}
		if string(b) != text {
			return fmt.Sprintf("%s changed: %d bytes, was %d", name, len(b), len(text))
		}
		return ""
	}
}
