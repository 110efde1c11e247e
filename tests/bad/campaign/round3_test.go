package campaign

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// Issue 27's classes: resource exhaustion in the language, paths, extreme
// numbers, YAML, odds, `fmt -w` and links, the language server's protocol,
// standard output that cannot be written, markup and terminal injection.
// Every case's name starts "r3 " (-campaign-run '^r3 ' runs them alone).

// oddsRules rolls once and says which half the total fell in.
func oddsRules(dice string, mid int) string {
	return fmt.Sprintf(`ruleset "campaign" version "1"
units in

procedure high_low(unit: unit) {
  roll d = %s
  if d > %d {
    event high(unit)
  } else {
    event low(unit)
  }
}

procedure stride(unit: unit, dist: length) {
  move unit, forward: dist
}

procedure far(unit: unit) {
  move unit, forward: 7e306in * 10
}
`, dice, mid)
}

// oddsScen runs high_low on A.
const oddsScen = table + "run: high_low\nargs: {unit: A}\n"

// oddsCase returns a case running cmd (odds, run, check, test) on
// high_low rolling dice.
func oddsCase(name, dice string, mid int, want string, args ...string) kase {
	return kase{name: "r3 " + name, files: map[string]string{"r.rules": oddsRules(dice, mid), "s.yaml": oddsScen + "dice: [3]\n"},
		args: args, want: want}
}

// shares returns a verify that wants every share in the output: exact
// odds whose shares were worked out apart from rulec.
func shares(want ...string) func(string, int) (string, string) {
	return func(out string, code int) (string, string) {
		if code != 0 {
			return "", ""
		}
		for _, w := range want {
			if !strings.Contains(out, w) {
				return wrong, fmt.Sprintf("exit 0 without %s: %s", w, firstLine(out))
			}
		}
		return "", ""
	}
}

// never returns a verify that sorts as wrong any output holding s: a
// secret from a file the user did not name as rules, a raw escape.
func never(s, why string) func(string, int) (string, string) {
	return func(out string, code int) (string, string) {
		if strings.Contains(out, s) {
			return wrong, why + ": " + firstLine(strings.ReplaceAll(out, "\x1b", `\e`))
		}
		return "", ""
	}
}

// fifo returns a setup making a named pipe called name.
func fifo(name string) func(string) error {
	return func(dir string) error {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			return err
		}
		return syscall.Mkfifo(filepath.Join(dir, name), 0o644)
	}
}

// nested returns rules with depth if-blocks one inside the other.
func nested(depth int) string {
	var b strings.Builder
	b.WriteString("ruleset \"x\" version \"1\"\nunits in\n\nprocedure p(unit: unit) {\n")
	for range depth {
		b.WriteString("if true {\n")
	}
	b.WriteString("event deep(unit)\n")
	for range depth {
		b.WriteString("}\n")
	}
	b.WriteString("}\n")
	return b.String()
}

// unformatted is baseRules with its layout spoilt: fmt -w rewrites it.
var unformatted = strings.Replace(baseRules, "const gap = 1in", "const   gap =   1in", 1)

// lspFrames frames each message as the language server protocol does.
func lspFrames(msgs ...string) string {
	var b strings.Builder
	for _, m := range msgs {
		fmt.Fprintf(&b, "Content-Length: %d\r\n\r\n%s", len(m), m)
	}
	return b.String()
}

const (
	lspInit     = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}`
	lspShutdown = `{"jsonrpc":"2.0","id":9,"method":"shutdown"}`
	lspExit     = `{"jsonrpc":"2.0","method":"exit"}`
)

// lspCase returns a case feeding the language server stdin.
func lspCase(name, stdin, want string) kase {
	return kase{name: "r3 lsp " + name, args: []string{"lsp"}, stdin: stdin, want: want}
}

// secret is a file that is neither rules nor a scenario; no error may
// show what it holds.
const secret = "api_key=hunter2 password=swordfish\nsecond line\n"

// round3Cases are issue 27's inputs.
func round3Cases() []kase {
	var cs []kase
	// 1, 14: dice counts and sides past int64 or past the documented limits.
	for _, c := range []struct{ name, dice, want string }{
		{"sides past int64", "2D99999999999999999999", "at most 1000 sides"},
		{"count past int64", "99999999999999999999D6", "at most 100 dice"},
		{"1000 dice", "1000D6", "at most 100 dice"},
		{"500000 sides", "2D500000", "at most 1000 sides"},
		{"no dice", "0D6", "at least 1 die|at most 100 dice"},
	} {
		for _, cmd := range []string{"check", "run", "odds"} {
			args := []string{cmd, "s.yaml"}
			if cmd == "check" {
				args = []string{"check", "r.rules"}
			}
			cs = append(cs, oddsCase("dice "+c.name+" ("+cmd+")", c.dice, 7, c.want, args...))
		}
	}
	cs = append(cs, kase{name: "r3 dice sides past int64 (test, expect.odds)",
		files: map[string]string{"r.rules": oddsRules("2D99999999999999999999", 7),
			"s.yaml": oddsScen + "expect:\n  odds:\n    high A: 1/2\n"},
		args: []string{"test", "s.yaml"}, want: "at most 1000 sides"})
	// 2: counts past int64. 16D20 > 168: the totals are symmetric about
	// 168 (t and 336-t are made as many ways), so P(> 168) = (1 - P(168))/2;
	// P(168) = W/20^16 with W = Σ_k (-1)^k C(16,k) C(168-20k-1, 15)
	// (inclusion-exclusion over dice above 20) = 11228051795832462476, so
	// high = (655360000000000000000 - W)/2 = 322065974102083768762 ways:
	// 49.1% high, 50.9% low. 12D100 > 606 likewise: W(606) =
	// 3939442933622449794100 of 10^24, high 49.8%, low 50.2%. 50D6 > 175:
	// 48.4% and 51.6%.
	for _, c := range []struct {
		dice      string
		mid       int
		hi, lo    string
		fractions string
	}{
		{"16D20", 168, "49.1%", "50.9%", "322065974102083768762/655360000000000000000"},
		{"12D100", 606, "49.8%", "50.2%", ""},
		{"50D6", 175, "48.4%", "51.6%", ""},
	} {
		k := oddsCase("odds "+c.dice+" exact", c.dice, c.mid, "ok", "odds", "s.yaml")
		k.verify = shares(c.hi+" ", c.lo+" ", c.fractions)
		cs = append(cs, k)
	}
	cs = append(cs, kase{name: "r3 odds 16D20 (test, expect.odds exact)",
		files: map[string]string{"r.rules": oddsRules("16D20", 168),
			"s.yaml": oddsScen + "expect:\n  odds:\n    high A: 322065974102083768762/655360000000000000000\n"},
		args: []string{"test", "s.yaml"}, want: "ok"})
	cs = append(cs, kase{name: "r3 odds 16D20 (test, expect.odds wrong)",
		files: map[string]string{"r.rules": oddsRules("16D20", 168),
			"s.yaml": oddsScen + "expect:\n  odds:\n    high A: 63811557070150046138/655360000000000000000\n"},
		args: []string{"test", "s.yaml"}, want: "odds"})
	// 10: odds resources named in their errors.
	cs = append(cs,
		oddsCase("odds --samples 3000000", "2D6", 7, "limit of 1000000 runs", "odds", "--max-branches", "2", "--samples", "3000000", "s.yaml"),
		oddsCase("odds --max-branches 100000000", "2D6", 7, "limit of 10000000 branches", "odds", "--max-branches", "100000000", "s.yaml"),
	)
	// 11: an infinite result.
	cs = append(cs,
		kase{name: "r3 infinite move (run)", files: map[string]string{"r.rules": oddsRules("2D6", 7),
			"s.yaml": table + "run: far\nargs: {unit: A}\n"}, args: []string{"run", "s.yaml"}, want: "infinite|too large|finite|\\+Inf"},
		kase{name: "r3 infinite move argument 7e306in (run)", files: map[string]string{"r.rules": oddsRules("2D6", 7),
			"s.yaml": table + "run: stride\nargs: {unit: A, dist: 7e306in}\n"}, args: []string{"run", "s.yaml"}, want: "infinite|too large|finite"},
	)
	// 4: deep nesting: check, fmt, fmt -w and the language server's
	// formatting bounded; fmt never writes what rulec then refuses.
	deep, deeper := nested(1500), nested(20000)
	cs = append(cs,
		rulesCase("r3 nesting 1500 (check)", deep, "ok|at most \\d+ blocks deep"),
		rulesCase("r3 nesting 20000 (check)", deeper, "ok|at most \\d+ blocks deep"),
		kase{name: "r3 nesting 20000 (fmt)", files: map[string]string{"r.rules": deeper},
			args: []string{"fmt", "r.rules"}, want: "ok|at most \\d+ blocks deep"},
	)
	cs = append(cs, kase{name: "r3 nesting 1500 (fmt -w)", files: map[string]string{"r.rules": deep},
		args: []string{"fmt", "-w", "r.rules"}, want: "ok|at most \\d+ blocks deep",
		check: func(dir string) string {
			b, err := os.ReadFile(filepath.Join(dir, "r.rules"))
			if err != nil {
				return err.Error()
			}
			if len(b) > 4<<20 {
				return fmt.Sprintf("fmt -w wrote %d bytes, more than a rules file may hold", len(b))
			}
			return ""
		}})
	deepDoc := strings.ReplaceAll(strings.ReplaceAll(nested(20000), `\`, `\\`), "\n", `\n`)
	cs = append(cs, lspCase("formatting 20000 blocks deep", lspFrames(lspInit,
		`{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///tmp/deep.rules","languageId":"rules","version":1,"text":"`+deepDoc+`"}}}`,
		`{"jsonrpc":"2.0","id":2,"method":"textDocument/formatting","params":{"textDocument":{"uri":"file:///tmp/deep.rules"},"options":{"tabSize":2,"insertSpaces":true}}}`,
		lspShutdown, lspExit), "ok"))
	cs[len(cs)-1].verify = func(out string, code int) (string, string) {
		if len(out) > 8<<20 {
			return wrong, fmt.Sprintf("a %d-byte reply", len(out))
		}
		return "", ""
	}
	// 5: fmt -w keeps links, modes and owners, as gofmt does.
	cs = append(cs,
		kase{name: "r3 fmt -w a symlink", files: map[string]string{"real/r.rules": unformatted},
			setup: func(dir string) error { return os.Symlink("real/r.rules", filepath.Join(dir, "link.rules")) },
			args:  []string{"fmt", "-w", "link.rules"}, want: "ok",
			check: func(dir string) string {
				fi, err := os.Lstat(filepath.Join(dir, "link.rules"))
				if err != nil || fi.Mode()&os.ModeSymlink == 0 {
					return "the symlink was replaced by a regular file"
				}
				if b, _ := os.ReadFile(filepath.Join(dir, "real/r.rules")); string(b) == unformatted {
					return "the symlink's target was left unformatted"
				}
				return ""
			}},
		kase{name: "r3 fmt -w a hard link", files: map[string]string{"r.rules": unformatted},
			setup: func(dir string) error { return os.Link(filepath.Join(dir, "r.rules"), filepath.Join(dir, "h.rules")) },
			args:  []string{"fmt", "-w", "r.rules"}, want: "ok",
			check: func(dir string) string {
				a, err1 := os.Stat(filepath.Join(dir, "r.rules"))
				b, err2 := os.Stat(filepath.Join(dir, "h.rules"))
				if err1 != nil || err2 != nil || !os.SameFile(a, b) {
					return "the hard link was broken"
				}
				return ""
			}},
		kase{name: "r3 fmt -w a read-only file", files: map[string]string{"r.rules": unformatted},
			setup: func(dir string) error { return os.Chmod(filepath.Join(dir, "r.rules"), 0o444) },
			args:  []string{"fmt", "-w", "r.rules"}, want: "read-only",
			check: unchanged("r.rules", unformatted)},
		kase{name: "r3 fmt -w another user's 0640 file", files: map[string]string{"r.rules": unformatted},
			setup: func(dir string) error {
				p := filepath.Join(dir, "r.rules")
				if err := os.Chmod(p, 0o640); err != nil {
					return err
				}
				return os.Lchown(p, 12345, 12345)
			},
			args: []string{"fmt", "-w", "r.rules"}, want: "ok",
			check: func(dir string) string {
				fi, err := os.Stat(filepath.Join(dir, "r.rules"))
				if err != nil {
					return err.Error()
				}
				st := fi.Sys().(*syscall.Stat_t)
				if st.Uid != 12345 || st.Gid != 12345 || fi.Mode().Perm() != 0o640 {
					return fmt.Sprintf("now owned by %d:%d, mode %v", st.Uid, st.Gid, fi.Mode().Perm())
				}
				return ""
			}},
	)
	// 6: named pipes, wherever a file is read.
	cs = append(cs,
		kase{name: "r3 fifo (check)", setup: fifo("p.rules"), args: []string{"check", "p.rules"}, want: "named pipe"},
		kase{name: "r3 fifo (fmt)", setup: fifo("p.rules"), args: []string{"fmt", "p.rules"}, want: "named pipe"},
		kase{name: "r3 fifo (fmt -w)", setup: fifo("p.rules"), args: []string{"fmt", "-w", "p.rules"}, want: "named pipe"},
		kase{name: "r3 fifo (run)", setup: fifo("p.yaml"), args: []string{"run", "p.yaml"}, want: "named pipe"},
		kase{name: "r3 fifo (test DIR)", files: map[string]string{"d/r.rules": baseRules}, setup: fifo("d/p.yaml"),
			args: []string{"test", "d"}, want: "named pipe"},
		kase{name: "r3 fifo (import)", files: map[string]string{"r.rules": baseRules + "import \"p.rules\"\n"}, setup: fifo("p.rules"),
			args: []string{"check", "r.rules"}, want: "named pipe"},
		kase{name: "r3 fifo (source)", files: map[string]string{"r.rules": strings.Replace(baseRules, "units in\n", "units in\nsource \"p.txt\"\n", 1)},
			setup: fifo("p.txt"), args: []string{"text", "r.rules"}, want: "named pipe"},
		kase{name: "r3 fifo (--rules)", files: map[string]string{"s.yaml": table + rollRun}, setup: fifo("p.rules"),
			args: []string{"run", "--rules", "p.rules", "s.yaml"}, want: "named pipe"},
	)
	// 7: standard output that cannot be written.
	full := func(name string, args ...string) kase {
		return kase{name: "r3 stdout full (" + name + ")", files: map[string]string{"r.rules": baseRules, "s.yaml": table + rollRun},
			args: args, stdout: "/dev/full", want: "no space left|writing"}
	}
	cs = append(cs,
		full("fmt", "fmt", "r.rules"),
		full("run", "run", "s.yaml"),
		full("check --json", "check", "--json", "r.rules"),
		full("odds", "odds", "s.yaml"),
		full("test", "test", "-v", "s.yaml"),
		full("render", "render", "s.yaml"),
	)
	// 8: files that are neither rules nor scenarios are never echoed;
	// errors quote a bounded excerpt of a file named as one.
	leak := never("hunter2", "echoed a file that is not rules")
	long := strings.Repeat("word ", 200000) + "\n"
	cs = append(cs,
		kase{name: "r3 echo import a secret", files: map[string]string{"r.rules": baseRules + "import \"notes.txt\"\n", "notes.txt": secret},
			args: []string{"check", "r.rules"}, want: "error", verify: leak},
		kase{name: "r3 echo rules: a secret", files: map[string]string{"s.yaml": strings.Replace(table, "r.rules", "notes.txt", 1) + rollRun, "notes.txt": secret},
			args: []string{"run", "s.yaml"}, want: "error", verify: leak},
		kase{name: "r3 echo --rules a secret", files: map[string]string{"s.yaml": table + rollRun, "notes.txt": secret},
			args: []string{"run", "--rules", "notes.txt", "s.yaml"}, want: "error", verify: leak},
		kase{name: "r3 echo a long text as a scenario", files: map[string]string{"t.txt": long},
			args: []string{"run", "t.txt"}, want: "error"},
		kase{name: "r3 echo a long text as rules", files: map[string]string{"t.rules": long},
			args: []string{"check", "t.rules"}, want: "error"},
	)
	// 9: -o over an input.
	sourced := strings.Replace(baseRules, "units in\n", "units in\nsource \"src.txt\"\n", 1)
	cs = append(cs,
		kase{name: "r3 render -o over its scenario", files: map[string]string{"r.rules": baseRules, "s.yaml": table + rollRun},
			args: []string{"render", "-o", "s.yaml", "s.yaml"}, want: "input", check: unchanged("s.yaml", table+rollRun)},
		kase{name: "r3 render -o over its rules", files: map[string]string{"r.rules": baseRules, "s.yaml": table + rollRun},
			args: []string{"render", "-o", "r.rules", "s.yaml"}, want: "input", check: unchanged("r.rules", baseRules)},
		kase{name: "r3 text -o over its rules", files: map[string]string{"r.rules": sourced, "src.txt": "Units move.\n"},
			args: []string{"text", "-o", "r.rules", "r.rules"}, want: "input", check: unchanged("r.rules", sourced)},
		kase{name: "r3 text -o over its rules by another path", files: map[string]string{"r.rules": sourced, "src.txt": "Units move.\n"},
			args: []string{"text", "-o", "./r.rules", "r.rules"}, want: "input", check: unchanged("r.rules", sourced)},
	)
	// 12: terminal escapes in names, sides, terrain and props.
	esc := never("\x1b", "printed a raw terminal escape")
	escTable := "name: \"s\\e[2J\"\nrules: [r.rules]\nboard: {width: 48in, depth: 48in}\nunits:\n" +
		"  A: {side: \"red\\e[31m\", centre: [20in, 10in], facing: 0, base: [1in, 1in]}\n" +
		"  E: {side: \"blue\\e[2J\", centre: [10in, 30in], facing: 180, base: [1in, 1in]}\n" +
		"terrain:\n  - {name: \"wood\\e[5m\", kind: forest, polygon: [[30in, 30in], [34in, 30in], [34in, 34in]]}\n"
	cs = append(cs,
		kase{name: "r3 escapes (run)", files: map[string]string{"r.rules": baseRules, "s.yaml": escTable + "run: choose_enemy\nargs: {unit: A}\n"},
			args: []string{"run", "s.yaml"}, want: "ok", verify: esc},
		kase{name: "r3 escapes (run --explain)", files: map[string]string{"r.rules": baseRules, "s.yaml": escTable + "run: choose_enemy\nargs: {unit: A}\n"},
			args: []string{"run", "--explain", "s.yaml"}, want: "ok", verify: esc},
		kase{name: "r3 escapes (odds)", files: map[string]string{"r.rules": baseRules, "s.yaml": escTable + "run: choose_enemy\nargs: {unit: A}\n"},
			args: []string{"odds", "s.yaml"}, want: "ok", verify: esc},
		kase{name: "r3 escapes (test -v)", files: map[string]string{"r.rules": baseRules, "s.yaml": escTable + "run: choose_enemy\nargs: {unit: A}\nexpect:\n  events: [nothing]\n"},
			args: []string{"test", "-v", "s.yaml"}, want: "error", verify: esc},
		kase{name: "r3 escapes (unknown unit)", files: map[string]string{"r.rules": baseRules, "s.yaml": escTable + "run: choose_enemy\nargs: {unit: \"Q\\e[2J\"}\n"},
			args: []string{"run", "s.yaml"}, want: "error", verify: esc},
	)
	// 13: several YAML documents in one scenario.
	cs = append(cs,
		scen("r3 YAML second document fails", table+rollRun+"---\nboard: nope\n", "document"),
		scen("r3 YAML second document valid", table+rollRun+"---\n"+table+rollRun, "document"),
		scen("r3 YAML document end marker", table+rollRun+"...\n", "ok"),
	)
	// 14: UTF-16 text.
	utf16 := func(s string) string {
		var b strings.Builder
		b.WriteString("\xff\xfe")
		for _, r := range s {
			b.WriteByte(byte(r))
			b.WriteByte(0)
		}
		return b.String()
	}
	cs = append(cs,
		rulesCase("r3 UTF-16 rules", utf16(baseRules), "UTF-16"),
		scen("r3 UTF-16 scenario", utf16(table+rollRun), "UTF-16"),
	)
	// 15: imports by file identity.
	lib := "ruleset \"lib\" version \"1\"\nunits in\nconst lib_gap = 1in\n"
	cs = append(cs,
		kase{name: "r3 import through a symlinked folder", files: map[string]string{
			"lib/x.rules": lib, "r.rules": baseRules + "import \"lib/x.rules\"\nimport \"link/x.rules\"\n" +
				"procedure lib_stride(unit: unit) {\n  move unit, forward: lib_gap\n}\n"},
			setup: func(dir string) error { return os.Symlink("lib", filepath.Join(dir, "link")) },
			args:  []string{"check", "r.rules"}, want: "ok"},
		kase{name: "r3 import itself through a link", files: map[string]string{"r.rules": baseRules + "import \"l/r.rules\"\n"},
			setup: func(dir string) error { return os.Symlink(".", filepath.Join(dir, "l")) },
			args:  []string{"check", "r.rules"}, want: "cycle"},
		kase{name: "r3 import itself by ./", files: map[string]string{"r.rules": baseRules + "import \"./sub/../r.rules\"\n", "sub/.keep": ""},
			args: []string{"check", "r.rules"}, want: "cycle"},
	)
	// 16: the language server's protocol.
	cs = append(cs,
		lspCase("clean session", lspFrames(lspInit, lspShutdown, lspExit), "ok"),
		lspCase("exit without shutdown", lspFrames(lspInit, lspExit), "shutdown"),
		lspCase("no Content-Length", "Content-Type: x\r\n\r\n{}", "Content-Length"),
		lspCase("invalid JSON", lspFrames(lspInit, "{not json}", lspShutdown, lspExit), "ok|JSON"),
		lspCase("length -1", "Content-Length: -1\r\n\r\n{}", "Content-Length"),
		lspCase("a JSON array", lspFrames(lspInit, `[1,2,3]`, lspShutdown, lspExit), "ok|array|object"),
		lspCase("length past the body", "Content-Length: 500\r\n\r\n"+lspInit, "Content-Length|ended|EOF"),
		lspCase("a 20 MB header line", "Content-Length: 1"+strings.Repeat("0", 20<<20)+"\r\n\r\n", "header"),
		lspCase("stream closed before exit", lspFrames(lspInit), "exit"),
	)
	// The invalid JSON and the array must be answered, not just survived;
	// where only the exit and the message matter, the replies go to
	// /dev/null so the message starts its line.
	for i := range cs {
		switch cs[i].name {
		case "r3 lsp exit without shutdown", "r3 lsp stream closed before exit":
			cs[i].stdout = "/dev/null"
		case "r3 lsp invalid JSON", "r3 lsp a JSON array":
			cs[i].verify = func(out string, code int) (string, string) {
				if code == 0 && !strings.Contains(out, `"code":-32700`) && !strings.Contains(out, `"code":-32600`) {
					return wrong, "a malformed message went unanswered"
				}
				return "", ""
			}
		}
	}
	return cs
}
