package main

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// guideStep is one command of docs/guide.md with the output it shows.
type guideStep struct {
	line int      // the command's line in guide.md
	args []string // the command, split on spaces
	want []string // the output lines; "..." stands for any lines
	code int      // the exit code the guide shows ([exit N]), else 0
}

// TestGuide runs docs/guide.md as written: every `$ ` command of its
// console blocks, in order, in a fresh git repository holding copies of
// rules/, tests/ and docs/guide/, and compares the output with the guide's.
// rulec runs in this process; git runs as itself.
func TestGuide(t *testing.T) { testDoc(t, "guide.md", 8) }

// TestDiffDoc runs docs/diff.md's example as TestGuide runs the guide, so
// the example and its summary stay what rulec prints.
func TestDiffDoc(t *testing.T) { testDoc(t, "diff.md", 2) }

// testDoc runs the console blocks of docs/NAME, which has at least min
// commands; -update-guide rewrites outputs that differ only in numbers.
func testDoc(t *testing.T, name string, min int) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not installed")
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	guide, err := os.ReadFile(filepath.Join(root, "docs", name))
	if err != nil {
		t.Fatal(err)
	}
	steps := guideSteps(string(guide))
	if len(steps) < min {
		t.Fatalf("found %d commands in %s; the console blocks are not being read", len(steps), name)
	}
	// The bundled rules name their source texts at ../shared/seeds from the
	// repository; the copy keeps that layout, so that check finds them.
	seeds := filepath.Join(root, "..", "shared", "seeds")
	if _, err := os.Stat(seeds); err != nil {
		t.Skipf("the seed texts the rules name are not at %s: the guide's outputs need them", seeds)
	}
	top := t.TempDir()
	dir := filepath.Join(top, "repo")
	if err := os.CopyFS(filepath.Join(top, "shared", "seeds"), os.DirFS(seeds)); err != nil {
		t.Fatal(err)
	}
	for _, sub := range []string{"rules", "tests", "docs/guide"} {
		if err := os.CopyFS(filepath.Join(dir, sub), os.DirFS(filepath.Join(root, sub))); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(dir)
	for _, args := range [][]string{{"init", "-q"}, {"add", "-A"}, {"-c", "user.name=guide", "-c", "user.email=guide@example.com", "commit", "-qm", "guide"}} {
		if out, err := exec.Command("git", args...).CombinedOutput(); err != nil {
			t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	lines := strings.Split(string(guide), "\n")
	updated := false
	for _, st := range steps {
		out, code := runGuideStep(t, st.args)
		if code != st.code {
			t.Errorf("%s:%d: %s: exit %d, the page says %d\n%s", name, st.line, strings.Join(st.args, " "), code, st.code, out)
		}
		if !matchLines(st.want, normalise(out)) {
			if *updateGuide && code == st.code && renumber(lines, st, out) {
				updated = true
				continue
			}
			t.Errorf("%s:%d: %s: the output differs from the page's; it prints:\n%s", name, st.line, strings.Join(st.args, " "), out)
		}
	}
	if updated {
		if err := os.WriteFile(filepath.Join(root, "docs", name), []byte(strings.Join(lines, "\n")), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// updateGuide makes TestGuide rewrite the outputs in guide.md that differ
// from what the commands print only in numbers, as line numbers of the rules
// files move; the diff is for a person to read before committing.
var updateGuide = flag.Bool("update-guide", false, "rewrite guide.md outputs that differ only in numbers")

// digits are runs of digits, which renumber ignores.
var digits = regexp.MustCompile(`[0-9]+`)

// renumber replaces in lines (guide.md) the output lines of st by those of
// out when they match but for numbers, and reports whether they did.
func renumber(lines []string, st guideStep, out string) bool {
	got := strings.Split(strings.TrimRight(out, "\n"), "\n")
	var want []string
	for _, w := range st.want {
		want = append(want, digits.ReplaceAllString(w, "#"))
	}
	for len(want) > 0 && want[len(want)-1] == "" {
		want = want[:len(want)-1]
	}
	pairs, ok := alignFrom(want, got, 0, 0)
	if !ok {
		return false
	}
	// The want lines are the lines after the command, without the [exit N] line.
	at := st.line // index of the first line after the command
	for i := range want {
		for strings.HasPrefix(lines[at], "[exit ") {
			at++
		}
		if g, ok := pairs[i]; ok {
			lines[at] = got[g]
		}
		at++
	}
	return true
}

// alignFrom matches want (numbers blanked, "..." any lines) against got
// from want[i] and got[j] and returns which got line each want line is.
func alignFrom(want, got []string, i, j int) (map[int]int, bool) {
	switch {
	case i == len(want):
		return map[int]int{}, j == len(got)
	case want[i] == "...":
		for k := j; k <= len(got); k++ {
			if m, ok := alignFrom(want, got, i+1, k); ok {
				return m, true
			}
		}
		return nil, false
	case j == len(got) || digits.ReplaceAllString(normalise(got[j]), "#") != want[i]:
		return nil, false
	}
	m, ok := alignFrom(want, got, i+1, j+1)
	if ok {
		m[i] = j
	}
	return m, ok
}

// guideSteps reads the commands and outputs of the guide's console blocks.
func guideSteps(doc string) []guideStep {
	var steps []guideStep
	in := false
	for i, line := range strings.Split(doc, "\n") {
		switch {
		case strings.HasPrefix(line, "```console"):
			in = true
		case in && strings.HasPrefix(line, "```"):
			in = false
		case in && strings.HasPrefix(line, "$ "):
			steps = append(steps, guideStep{line: i + 1, args: strings.Fields(line[2:])})
		case in && len(steps) > 0:
			st := &steps[len(steps)-1]
			if m := exitLine.FindStringSubmatch(line); m != nil {
				st.code, _ = strconv.Atoi(m[1])
				continue
			}
			st.want = append(st.want, normalise(line))
		}
	}
	return steps
}

// exitLine is the guide's note of a command's exit code.
var exitLine = regexp.MustCompile(`^\[exit (\d+)\]$`)

// runGuideStep runs one command, expanding globs as a shell would, and
// returns its output (stdout and stderr together) and exit code.
func runGuideStep(t *testing.T, args []string) (string, int) {
	t.Helper()
	var expanded []string
	for _, a := range args[1:] {
		if strings.ContainsAny(a, "*?[") {
			if m, _ := filepath.Glob(a); len(m) > 0 {
				expanded = append(expanded, m...)
				continue
			}
		}
		expanded = append(expanded, a)
	}
	switch args[0] {
	case "rulec":
		var out bytes.Buffer
		code := run(expanded, strings.NewReader(""), &out, &out)
		return out.String(), code
	case "git":
		out, err := exec.Command("git", expanded...).CombinedOutput()
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			return string(out), ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		return string(out), 0
	}
	t.Fatalf("the guide runs %q; the test can only run rulec and git", args[0])
	return "", 0
}

// durations and cores vary from run to run and machine to machine.
var (
	durations = regexp.MustCompile(`\b\d+(\.\d+)?(ns|µs|ms|s)\b`)
	cores     = regexp.MustCompile(`\bon \d+ cores?\b`)
)

// normalise blanks what varies between runs.
func normalise(s string) string {
	s = durations.ReplaceAllString(s, "TIME")
	return cores.ReplaceAllString(s, "on N cores")
}

// matchLines reports whether got (text) matches want line by line, where
// a want line "..." matches any number of lines.
func matchLines(want []string, got string) bool {
	lines := strings.Split(strings.TrimRight(got, "\n"), "\n")
	if got == "" {
		lines = nil
	}
	for len(want) > 0 && want[len(want)-1] == "" {
		want = want[:len(want)-1]
	}
	return matchFrom(want, lines)
}

// matchFrom matches want against lines from their starts.
func matchFrom(want, lines []string) bool {
	switch {
	case len(want) == 0:
		return len(lines) == 0
	case want[0] == "...":
		for i := 0; i <= len(lines); i++ {
			if matchFrom(want[1:], lines[i:]) {
				return true
			}
		}
		return false
	case len(lines) == 0 || lines[0] != want[0]:
		return false
	}
	return matchFrom(want[1:], lines[1:])
}
