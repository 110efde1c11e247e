// Package campaign runs issue 16's bad-input campaign again: it feeds rulec
// hundreds of bad inputs, each in its own folder and process, and sorts
// what comes out into clean errors, panics, hangs, data losses, silent
// wrong answers and unclear errors. Run it with
//
//	go test ./tests/bad/campaign -campaign -v
//
// It builds rulec once, then runs every case; -campaign-out FILE writes one
// line per case. Without -campaign it skips: it takes a few minutes.
package campaign

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"
)

var (
	campaign = flag.Bool("campaign", false, "run the bad-input campaign (minutes)")
	out      = flag.String("campaign-out", "", "write one line per case to `FILE`")
	timeout  = flag.Duration("campaign-timeout", 90*time.Second, "a case still running after this is a hang")
	only     = flag.String("campaign-run", "", "run only the cases whose names match `REGEXP`")
	binFlag  = flag.String("campaign-bin", "", "run this rulec `BINARY` instead of building one (to measure an older tree)")
)

// A kase is one bad input: the files of its folder, the rulec command run
// in it, and what must come out.
type kase struct {
	name  string
	files map[string]string
	args  []string
	// want is "error" (a non-zero exit with a file:line:col message), "ok"
	// (the input is odd but valid: exit 0), a regexp the output of a
	// non-zero exit must match, or "ok|REGEXP": either exit 0 or a refusal
	// matching REGEXP (an input past a documented limit).
	want string
	// check, if set, looks at the folder afterwards and says what was lost.
	check func(dir string) string
	// setup, if set, makes what a file map cannot hold: named pipes,
	// links, modes.
	setup func(dir string) error
	// stdin is fed to rulec; stdout, if set, is the file its standard
	// output goes to (/dev/full) instead of the output sorted.
	stdin, stdout string
	// verify, if set, looks at a run's output and exit code and returns
	// an outcome (wrong: the answer or the output is wrong) and why, or
	// "" to sort the run as usual.
	verify func(output string, code int) (string, string)
}

// Outcomes, as the issue counts them.
const (
	clean   = "clean error"
	accept  = "accepted (valid)"
	panicky = "panic"
	hang    = "hang"
	lost    = "data loss"
	wrong   = "silent wrong answer"
	unclear = "unclear error"
)

// positionedRE finds a `file:line:col: message` line, a `file:line:`
// expectation failure, or `rulec: file: message` about a whole file
// (indented under a suite's FAIL line).
var positionedRE = regexp.MustCompile(`(?m)^\s*\S+:\d+(:\d+)?: \S|^\s*rulec: \S+: \S`)

// TestCampaign runs every case and fails on any panic, hang, data loss or
// silent wrong answer.
func TestCampaign(t *testing.T) {
	if !*campaign {
		t.Skip("run with -campaign")
	}
	bin := *binFlag
	if bin == "" {
		bin = filepath.Join(t.TempDir(), "rulec")
		build := exec.Command("go", "build", "-o", bin, "github.com/rulec-dev/rulec/cmd/rulec")
		if msg, err := build.CombinedOutput(); err != nil {
			t.Fatalf("go build: %v\n%s", err, msg)
		}
	}
	cases := allCases(t)
	if *only != "" {
		re := regexp.MustCompile(*only)
		cases = slices.DeleteFunc(cases, func(c kase) bool { return !re.MatchString(c.name) })
	}
	results := make([]string, len(cases))
	details := make([]string, len(cases))
	var wg sync.WaitGroup
	sem := make(chan bool, 2)
	for i, c := range cases {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- true
			defer func() { <-sem }()
			results[i], details[i] = runCase(t, bin, c)
		}()
	}
	wg.Wait()
	counts := map[string]int{}
	var lines []string
	for i, c := range cases {
		counts[results[i]]++
		lines = append(lines, fmt.Sprintf("%-20s %-40s %s", results[i], c.name, details[i]))
		switch results[i] {
		case panicky, hang, lost, wrong:
			t.Errorf("%s: %s: %s", c.name, results[i], details[i])
		case unclear:
			t.Logf("%s: %s: %s", c.name, results[i], details[i])
		}
	}
	if *out != "" {
		if err := os.WriteFile(*out, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
			t.Error(err)
		}
	}
	var summary []string
	for _, k := range []string{clean, accept, unclear, panicky, hang, lost, wrong} {
		summary = append(summary, fmt.Sprintf("%s %d", k, counts[k]))
	}
	t.Logf("inputs tried %d: %s", len(cases), strings.Join(summary, ", "))
}

// runCase runs one case in a folder of its own and sorts its outcome.
func runCase(t *testing.T, bin string, c kase) (string, string) {
	dir := t.TempDir()
	for name, text := range c.files {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return unclear, err.Error()
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			return unclear, err.Error()
		}
	}
	if c.setup != nil {
		if err := c.setup(dir); err != nil {
			return unclear, "setup: " + err.Error()
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), *timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, c.args...)
	cmd.Dir = dir
	// A hung rulec's children (none) and pipes must not keep Wait going.
	cmd.WaitDelay = time.Second
	var buf bytes.Buffer
	cmd.Stdout, cmd.Stderr = &buf, &buf
	cmd.Stdin = strings.NewReader(c.stdin)
	if c.stdout != "" {
		f, err := os.OpenFile(c.stdout, os.O_WRONLY, 0)
		if err != nil {
			return unclear, "stdout: " + err.Error()
		}
		defer f.Close()
		cmd.Stdout = f
	}
	start := time.Now()
	err := cmd.Run()
	took := time.Since(start).Round(time.Millisecond)
	output := buf.String()
	first := firstLine(output)
	var ee *exec.ExitError
	switch {
	case ctx.Err() != nil:
		return hang, fmt.Sprintf("still running after %v", *timeout)
	case strings.Contains(output, "panic:") || strings.Contains(output, "goroutine "):
		return panicky, first
	case err != nil && !errors.As(err, &ee):
		return unclear, err.Error()
	}
	if c.check != nil {
		if msg := c.check(dir); msg != "" {
			return lost, msg
		}
	}
	code := 0
	if ee != nil {
		code = ee.ExitCode()
	}
	if c.verify != nil {
		if res, why := c.verify(output, code); res != "" {
			return res, why
		}
	}
	detail := fmt.Sprintf("exit %d in %v: %s", code, took, first)
	if c.want == "ok" || strings.HasPrefix(c.want, "ok|") && code == 0 {
		if code == 0 {
			return accept, detail
		}
		return unclear, "a valid input was refused: " + detail
	}
	if code == 0 {
		return wrong, "exit 0: " + first
	}
	switch {
	case !utf8.ValidString(output) || strings.ContainsRune(output, 0):
		return unclear, "raw bytes in the output"
	case !positionedRE.MatchString(output):
		return unclear, "no file:line:col: " + detail
	case strings.HasPrefix(c.want, "ok|") && !regexp.MustCompile(c.want[3:]).MatchString(output):
		return unclear, fmt.Sprintf("want %q: %s", c.want[3:], detail)
	case c.want != "error" && !strings.HasPrefix(c.want, "ok|") && !regexp.MustCompile(c.want).MatchString(output):
		return unclear, fmt.Sprintf("want %q: %s", c.want, detail)
	case longestLine(output) > 400:
		return unclear, fmt.Sprintf("a %d-character line: %s", longestLine(output), detail)
	}
	return clean, detail
}

// firstLine returns the first line of output that says something,
// shortened.
func firstLine(s string) string {
	for _, l := range strings.Split(s, "\n") {
		if l = strings.TrimSpace(l); l != "" && positionedRE.MatchString(l) {
			return shorten(l)
		}
	}
	for _, l := range strings.Split(s, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			return shorten(l)
		}
	}
	return ""
}

func shorten(s string) string {
	if len(s) > 160 {
		return s[:160] + "..."
	}
	return s
}

func longestLine(s string) int {
	n := 0
	for _, l := range strings.Split(s, "\n") {
		n = max(n, len(l))
	}
	return n
}

// allCases returns the hand-written cases, then the bundled scenarios each
// broken one way, then the bundled rules each broken one way.
func allCases(t *testing.T) []kase {
	cases := handCases()
	cases = append(cases, scenarioMutations(t)...)
	cases = append(cases, rulesMutations(t)...)
	cases = append(cases, round3Cases()...)
	cases = append(cases, languageCases()...)
	return cases
}
