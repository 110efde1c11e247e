package main

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestEscaper checks that control characters from scenario text reach the
// terminal escaped, and everything else byte for byte.
func TestEscaper(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"plain\ttext\n", "plain\ttext\n"},
		{"side red\x1b[31m\n", `side red\x1b[31m` + "\n"},
		{"title\x1b]0;pwned\a", `title\x1b]0;pwned\x07`},
		{"cr\rdel\x7f", `cr\x0ddel\x7f`},
		{"c1 \u009b2J é", `c1 \u009b2J é`},
	} {
		var b bytes.Buffer
		n, err := escaper{&b}.Write([]byte(tt.in))
		if err != nil || n != len(tt.in) || b.String() != tt.want {
			t.Errorf("escaper(%q) = %q, %d, %v; want %q", tt.in, b.String(), n, err, tt.want)
		}
	}
}

// full is a writer whose every write fails, as /dev/full does.
type full struct{}

func (full) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

// TestOutputLost checks that a command whose standard output cannot be
// written exits non-zero and says so.
func TestOutputLost(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "a.rules")
	if err := os.WriteFile(path, []byte("ruleset \"x\" version \"1\"\nunits in\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var errs bytes.Buffer
	if code := run([]string{"fmt", path}, strings.NewReader(""), full{}, &errs); code != exitUsage {
		t.Errorf("fmt to a full disk: exit %d, want %d", code, exitUsage)
	}
	if !strings.Contains(errs.String(), "no space left on device") {
		t.Errorf("stderr %q does not say why the output was lost", errs.String())
	}
}

// TestOverInput checks that -o refuses any spelling of an input.
func TestOverInput(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "s.yaml")
	if err := os.WriteFile(in, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("s.yaml", filepath.Join(dir, "link.yaml")); err != nil {
		t.Fatal(err)
	}
	for _, out := range []string{in, filepath.Join(dir, ".", "s.yaml"), filepath.Join(dir, "link.yaml")} {
		if err := overInput(out, in); err == nil {
			t.Errorf("overInput(%s, %s) = nil, want a refusal", out, in)
		}
	}
	if err := overInput(filepath.Join(dir, "new.svg"), in); err != nil {
		t.Errorf("a new file: %v", err)
	}
}
