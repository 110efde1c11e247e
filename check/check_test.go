package check_test

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/check"
	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/grammar"
)

// The files of testdata/check say what the checker must report about them:
// each expected diagnostic is a comment on its line,
//
//	call movr(unit: unit)  # ERROR `unknown procedure "movr" (did you mean "mover"?)`
//
// holding a Go-quoted substring of the message with its hint, as printed
// after `file:line:col: `. A line may carry several. WARNING marks a
// warning. A directory is one case of several files; its main.rules is
// loaded and the comments of all its files count.

// annotationRE finds `ERROR "text"` and `WARNING "text"` (or `...`).
var annotationRE = regexp.MustCompile("(ERROR|WARNING)\\s+(\"(?:[^\"\\\\]|\\\\.)*\"|`[^`]*`)")

// diag is one diagnostic, expected or reported.
type diag struct {
	file    string
	line    int
	warning bool
	text    string
}

// String returns `file:line: ERROR "text"`.
func (d diag) String() string {
	kind := "ERROR"
	if d.warning {
		kind = "WARNING"
	}
	return fmt.Sprintf("%s:%d: %s %q", d.file, d.line, kind, d.text)
}

// TestCheckFiles loads each case of testdata/check and compares what the
// checker reports with the annotations: every report annotated, every
// annotation reported.
func TestCheckFiles(t *testing.T) {
	cases := checkCases(t)
	if len(cases) < 10 {
		t.Fatalf("found %d cases in testdata/check", len(cases))
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			want := annotations(t, c.files)
			got := loadDiags(t, c.root)
			for _, msg := range matchDiags(want, got) {
				t.Error(msg)
			}
		})
	}
}

// checkCase is a file, or a directory of files loaded through main.rules.
type checkCase struct {
	name  string
	root  string
	files []string
}

// checkCases lists testdata/check.
func checkCases(t *testing.T) []checkCase {
	t.Helper()
	entries, err := os.ReadDir("testdata/check")
	if err != nil {
		t.Fatal(err)
	}
	var out []checkCase
	for _, e := range entries {
		path := filepath.Join("testdata/check", e.Name())
		switch {
		case e.IsDir():
			files, _ := filepath.Glob(filepath.Join(path, "*.rules"))
			out = append(out, checkCase{name: e.Name(), root: filepath.Join(path, "main.rules"), files: files})
		case strings.HasSuffix(e.Name(), ".rules"):
			out = append(out, checkCase{name: strings.TrimSuffix(e.Name(), ".rules"), root: path, files: []string{path}})
		}
	}
	return out
}

// annotations returns the diagnostics the files' comments expect.
func annotations(t *testing.T, files []string) []diag {
	t.Helper()
	var out []diag
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(bytes.NewReader(src))
		for line := 1; sc.Scan(); line++ {
			text := sc.Text()
			i := strings.Index(text, "#")
			if i < 0 {
				continue
			}
			for _, m := range annotationRE.FindAllStringSubmatch(text[i:], -1) {
				s, err := strconv.Unquote(m[2])
				if err != nil {
					t.Fatalf("%s:%d: bad annotation %s: %v", f, line, m[0], err)
				}
				out = append(out, diag{file: filepath.Clean(f), line: line, warning: m[1] == "WARNING", text: s})
			}
		}
	}
	return out
}

// loadDiags loads root and returns its errors and warnings.
func loadDiags(t *testing.T, root string) []diag {
	t.Helper()
	prog, err := check.Load(engine.Stdlib(), root)
	list := errorList(t, err)
	if err == nil {
		list = prog.Warnings
	}
	var out []diag
	for _, e := range list {
		if e.Pos.Filename == "" || e.Pos.Line < 1 || e.Pos.Column < 1 {
			t.Errorf("diagnostic without a position: %v", e)
		}
		out = append(out, diag{file: filepath.Clean(e.Pos.Filename), line: e.Pos.Line, warning: e.Warning, text: fullMessage(e)})
	}
	return out
}

// errorList returns a load error as a list; any other error fails the test.
func errorList(t *testing.T, err error) grammar.ErrorList {
	t.Helper()
	var list grammar.ErrorList
	var one *grammar.Error
	switch {
	case err == nil:
		return nil
	case errors.As(err, &list):
		return list
	case errors.As(err, &one):
		return grammar.ErrorList{one}
	}
	t.Fatalf("load error is %T, want grammar.ErrorList: %v", err, err)
	return nil
}

// fullMessage returns what follows `file:line:col: ` (and `warning: `).
func fullMessage(e *grammar.Error) string {
	if e.Hint != "" {
		return e.Msg + " (" + e.Hint + ")"
	}
	return e.Msg
}

// matchDiags pairs each reported diagnostic with an annotation on its line
// whose text it contains, and describes what is left over on either side.
func matchDiags(want, got []diag) []string {
	used := make([]bool, len(want))
	var problems []string
	for _, g := range got {
		found := false
		for i, w := range want {
			if !used[i] && w.file == g.file && w.line == g.line && w.warning == g.warning && strings.Contains(g.text, w.text) {
				used[i], found = true, true
				break
			}
		}
		if !found {
			problems = append(problems, "unexpected "+g.String())
		}
	}
	for i, w := range want {
		if !used[i] {
			problems = append(problems, "missing "+w.String())
		}
	}
	sort.Strings(problems)
	return problems
}

// TestCheckErrorText checks the whole text of some diagnostics:
// `file:line:col: message (hint)`.
func TestCheckErrorText(t *testing.T) {
	tests := []struct {
		root string
		want string
	}{
		{"testdata/check/names.rules", `testdata/check/names.rules:9:13: unknown name spacng (did you mean "spacing"?)`},
		{"testdata/check/names.rules", `testdata/check/names.rules:13:3: unknown procedure "movr" (did you mean "mover"?)`},
		{"testdata/check/names.rules", `testdata/check/names.rules:19:14: action move has no parameter "forwrd" (did you mean "forward"?)`},
		{"testdata/check/names.rules", `testdata/check/names.rules:16:23: too many arguments to procedure mover (it takes 2)`},
		{"testdata/check/types.rules", `testdata/check/types.rules:19:23: argument "forward" must be number, not word: w`},
		{"testdata/check/flow.rules", `testdata/check/flow.rules:15:3: step 1 is defined twice (first at testdata/check/flow.rules:8:3)`},
		{"testdata/check/flow.rules", `testdata/check/flow.rules:9:5: procedure "flow" has no step 4 (did you mean step 1?)`},
		{"testdata/check/decls.rules", `testdata/check/decls.rules:5:1: warning: constant "unused" is never used`},
		{"testdata/check/decls.rules", `testdata/check/decls.rules:13:3: "a" is already defined at testdata/check/decls.rules:10:3`},
		{"testdata/check/syntax_goto.rules", `testdata/check/syntax_goto.rules:3:8: unexpected "3", expected "step"`},
		{"testdata/check/syntax_unclosed.rules", `testdata/check/syntax_unclosed.rules:2:25: unclosed "{"`},
		{"testdata/check/imports/main.rules", `testdata/check/imports/lib.rules:8:1: warning: procedure "never_called" is imported but never called`},
		{"testdata/check/memory.rules", `testdata/check/memory.rules:8:1: memory "stride" is already defined at testdata/check/memory.rules:4:1`},
		{"testdata/check/memory.rules", `testdata/check/memory.rules:10:18: memory "bad_key" is kept for units: u must be a unit, not "length" (write u: unit)`},
		{"testdata/check/memory.rules", `testdata/check/memory.rules:14:25: a memory cannot hold "lenght" (did you mean "length"?)`},
		{"testdata/check/memory.rules", `testdata/check/memory.rules:15:40: the default of wide must be a length, not the bare number 2 (write 2in)`},
		{"testdata/check/memory.rules", `testdata/check/memory.rules:24:20: the value of stride must be a length, not the bare number 3 (write 3in)`},
		{"testdata/check/memory.rules", `testdata/check/memory.rules:26:3: unknown memory "strid" (did you mean "stride"?)`},
		{"testdata/check/memory.rules", `testdata/check/memory.rules:28:18: stride is kept for 1 unit(s), not 2 (remember stride(u: unit): length default 0)`},
		{"testdata/check/memory.rules", `testdata/check/memory.rules:29:14: unit "u" of stride must be unit, not number: d`},
		{"testdata/check/memory.rules", `testdata/check/memory.rules:30:22: the two sides of ">" mix a length and a number (write 2in)`},
		{"testdata/check/memory.rules", `testdata/check/memory.rules:31:11: not enough arguments to call arc (it is arc(unit, unit) → word)`},
		{"testdata/check/memory.rules", `testdata/check/memory.rules:32:11: unknown name strid (did you mean "stride"?)`},
		{"testdata/check/imports/main.rules", `testdata/check/imports/main.rules:7:3: unknown memory "lib_cont" (did you mean "lib_count"?)`},
		{"testdata/check/rolls.rules", `testdata/check/rolls.rules:15:23: argument "forward" must be a length, not the dice total pursuit_roll (write pursuit_roll * 1in)`},
		{"testdata/check/rolls.rules", `testdata/check/rolls.rules:19:36: the two sides of "+" mix a number and a length (write pursuit_roll * 1in)`},
		{"testdata/check/rolls.rules", `testdata/check/rolls.rules:22:31: the value of rolled_distance must be a length, not the dice total pursuit_roll (write pursuit_roll * 1in)`},
		{"testdata/check/rolls.rules", `testdata/check/rolls.rules:29:23: argument "forward" must be a length, not the number spare (write spare * 1in)`},
		{"testdata/check/shadow.rules", `testdata/check/shadow.rules:28:32: parameter "distance" hides the query distance, which procedure measured calls at testdata/check/shadow.rules:29:6 (choose another name for the parameter)`},
		{"testdata/check/shadow.rules", `testdata/check/shadow.rules:34:30: parameter "fled" is already the name of a def (choose another name)`},
		{"testdata/check/shadow.rules", `testdata/check/shadow.rules:34:43: parameter "stride" is already the name of a memory (choose another name)`},
		{"testdata/check/shadow.rules", `testdata/check/shadow.rules:34:59: parameter "closest" is already the name of an order (choose another name)`},
		{"testdata/check/shadow.rules", `testdata/check/shadow.rules:41:8: "stride" is already the name of a memory (choose another name)`},
		{"testdata/check/shadow.rules", `testdata/check/shadow.rules:42:7: "reach" is already the name of a constant (choose another name)`},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			prog, err := check.Load(engine.Stdlib(), tt.root)
			list := errorList(t, err)
			if err == nil {
				list = prog.Warnings
			}
			var all []string
			for _, e := range list {
				if e.Error() == tt.want {
					return
				}
				all = append(all, e.Error())
			}
			t.Errorf("no diagnostic\n\t%s\namong\n\t%s", tt.want, strings.Join(all, "\n\t"))
		})
	}
}

// TestBundledRulesCheckTogether checks every bundled rules file as one
// program, as `rulec check rules` does, whatever scenario runs them: a
// name one ruleset declares (a def, a memory, an order) must not clash
// with a variable of another, and nothing may warn.
func TestBundledRulesCheckTogether(t *testing.T) {
	files, _ := filepath.Glob("../rules/*.rules")
	more, _ := filepath.Glob("../rules/*/*.rules")
	files = append(files, more...)
	if len(files) < 5 {
		t.Fatalf("found %d bundled rules files", len(files))
	}
	prog, err := check.Load(engine.Stdlib(), files...)
	if err != nil {
		t.Fatalf("rulec check rules:\n%v", err)
	}
	for _, w := range prog.Warnings {
		t.Errorf("rulec check rules: %v", w)
	}
}

// TestCheckErrorsSorted checks that a load reports its errors sorted by
// position, errors before warnings only where the positions say so.
func TestCheckErrorsSorted(t *testing.T) {
	for _, c := range checkCases(t) {
		_, err := check.Load(engine.Stdlib(), c.root)
		list := errorList(t, err)
		errs := list.Errors()
		if !sort.SliceIsSorted(errs, func(i, j int) bool {
			a, b := errs[i].Pos, errs[j].Pos
			return a.Filename < b.Filename || a.Filename == b.Filename && (a.Line < b.Line || a.Line == b.Line && a.Column < b.Column)
		}) {
			t.Errorf("%s: errors not sorted:\n%v", c.name, errs)
		}
	}
}

// TestCheckCleanFile checks that a file with nothing wrong loads without
// errors or warnings and keeps its header.
func TestCheckCleanFile(t *testing.T) {
	prog, err := check.Load(engine.Stdlib(), "testdata/check/clean.rules")
	if err != nil {
		t.Fatal(err)
	}
	if len(prog.Warnings) > 0 {
		t.Errorf("warnings: %v", prog.Warnings)
	}
	if prog.Name != "clean" || prog.Version != "1" || prog.Proc("clean") == nil {
		t.Errorf("program %q %q with procedures %v", prog.Name, prog.Version, prog.ProcNames())
	}
}

// TestLoadNeverPanics loads every .rules file of the repository's rules/
// and tests/ folders and of testdata, and every prefix of each made of
// whole lines, and fails if Load panics.
func TestLoadNeverPanics(t *testing.T) {
	var files []string
	for _, dir := range []string{"../rules", "../tests", "testdata"} {
		filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(p, ".rules") {
				files = append(files, p)
			}
			return nil
		})
	}
	if len(files) == 0 {
		t.Fatal("no rules files found")
	}
	reg := engine.Stdlib()
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		loadNoPanic(t, reg, f, src)
		lines := bytes.SplitAfter(src, []byte("\n"))
		if len(lines) > 400 {
			continue
		}
		for n := 1; n < len(lines); n++ {
			loadNoPanic(t, reg, f, bytes.Join(lines[:n], nil))
		}
	}
}

// loadNoPanic loads src as path, reporting a panic as a test failure.
func loadNoPanic(t *testing.T, reg *engine.Registry, path string, src []byte) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("%s (%d bytes): Load panicked: %v", path, len(src), r)
		}
	}()
	check.LoadSources(reg, []string{path}, map[string][]byte{path: src}, os.ReadFile)
}

// TestFormatRulesTooLarge checks that fmt refuses to write a file larger
// than a rules file may be: 40,000 statements 50 blocks deep grow past
// 4 MB when indented.
func TestFormatRulesTooLarge(t *testing.T) {
	var b strings.Builder
	b.WriteString("procedure p(unit: unit) {\n")
	for range 49 {
		b.WriteString("if true {\n")
	}
	b.WriteString(strings.Repeat("stop\n", 40000))
	b.WriteString(strings.Repeat("}\n", 50))
	if len(b.String()) > check.MaxRulesFileSize {
		t.Fatalf("the input is %d bytes, itself too large", b.Len())
	}
	_, err := check.FormatRules("big.rules", []byte(b.String()), 99)
	if err == nil || !strings.Contains(err.Error(), "more than the 4194304 a rules file may hold") {
		t.Errorf("got %v, want a refusal naming the limit", err)
	}
}
