package rulediff

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/interp"
)

const (
	mainRules = `import "lib.rules"

procedure go(unit: unit) {
  call step_on(unit: unit)
}
`
	libRules = `procedure step_on(unit: unit) {
  first "how far" {
    when facing(unit) > 90 ref "far" {
      move unit, forward: 2in
    }
    otherwise ref "near" {
      move unit, forward: 1in
    }
  }
}
`
)

// gitRepo makes a repository in a temporary directory holding files,
// commits them, and returns its directory.
func gitRepo(t *testing.T, files map[string]string) string {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	dir := t.TempDir()
	write(t, dir, files)
	for _, args := range [][]string{
		{"init", "-q"},
		{"add", "."},
		{"-c", "user.name=rulec", "-c", "user.email=rulec@example.com", "commit", "-q", "-m", "rules"},
	} {
		cmd := exec.Command("git", args...)
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	return dir
}

// write writes files below dir.
func write(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, text := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestRevisionReadsImportsAtTheRevision diffs a committed file against the
// working tree, where only the file it imports changed.
func TestRevisionReadsImportsAtTheRevision(t *testing.T) {
	dir := gitRepo(t, map[string]string{"rules/main.rules": mainRules, "rules/lib.rules": libRules})
	write(t, dir, map[string]string{"rules/lib.rules": strings.Replace(libRules, "> 90", "> 180", 1)})
	t.Chdir(dir)

	old := open(t, "HEAD:rules/main.rules")
	if old.Rev != "HEAD" || len(old.Files) != 2 {
		t.Fatalf("rev %q, files %d", old.Rev, len(old.Files))
	}
	lib := filepath.Join(dir, "rules", "lib.rules")
	if got := old.Display(lib); got != "HEAD:rules/lib.rules" {
		t.Errorf("lib.rules is named %q", got)
	}
	if got := string(old.Files[lib]); got != libRules {
		t.Errorf("lib.rules read from the working tree, not HEAD:\n%s", got)
	}
	new := open(t, "rules/main.rules")
	cs := Changes(old, new)
	if len(cs) != 1 {
		t.Fatalf("changes %+v", cs)
	}
	if c := cs[0]; c.Kind != CondChanged || where(c.Old) != "HEAD:rules/lib.rules:3:5" || where(c.New) != "rules/lib.rules:3:5" {
		t.Errorf("change %s %s → %s", c.Kind, where(c.Old), where(c.New))
	}

	// From a subdirectory, paths are relative to it.
	t.Chdir(filepath.Join(dir, "rules"))
	sub := open(t, "HEAD:main.rules")
	if got := sub.Display(lib); got != "HEAD:lib.rules" {
		t.Errorf("from rules/, lib.rules is named %q", got)
	}
}

func TestRevisionErrors(t *testing.T) {
	dir := gitRepo(t, map[string]string{
		"main.rules": mainRules,
		"lib.rules":  libRules,
		"bad.rules":  "procedure go(unit: unit) {\n  move unit, forward: (1in\n}\n",
		"lost.rules": `import "gone.rules"` + "\n",
	})
	t.Chdir(dir)
	tests := []struct{ name, want string }{
		{"nope:main.rules", `nope:main.rules: unknown git revision "nope"`},
		{"HEAD:missing.rules", `HEAD:missing.rules: no such file at revision HEAD`},
		{"HEAD:lost.rules", `HEAD:lost.rules:1:1: cannot import "gone.rules": no such file at revision HEAD; looked for "HEAD:gone.rules"` +
			` (an import is relative to the folder of the file that imports it)`},
	}
	for _, tt := range tests {
		_, err := Open(interp.Stdlib(), Git{}, tt.name)
		if err == nil || err.Error() != tt.want {
			t.Errorf("Open(%q): %v\nwant %s", tt.name, err, tt.want)
		}
	}

	v, err := Open(interp.Stdlib(), Git{}, "HEAD:bad.rules")
	list, ok := err.(grammar.ErrorList)
	if !ok || len(list) == 0 || !strings.HasPrefix(list[0].Error(), "HEAD:bad.rules:") {
		t.Fatalf("Open(HEAD:bad.rules): %v", err)
	}
	if src := v.Source("HEAD:bad.rules"); !strings.Contains(string(src), "forward: (1in") {
		t.Errorf("source %q", src)
	}

	t.Chdir(t.TempDir())
	if _, err := Open(interp.Stdlib(), Git{}, "HEAD:main.rules"); err == nil || !strings.Contains(err.Error(), "not in a git repository") {
		t.Errorf("outside a repository: %v", err)
	}
}

// where prints a position as file:line:col.
func where(p grammar.Position) string {
	return fmt.Sprintf("%s:%d:%d", p.Filename, p.Line, p.Column)
}

// fakeRevs is a version-control system held in memory: files by revision
// and absolute path.
type fakeRevs map[string]map[string]string

// At implements Revisions.
func (f fakeRevs) At(rev string) (func(string) ([]byte, error), error) {
	files, ok := f[rev]
	if !ok {
		return nil, fmt.Errorf("unknown revision %q", rev)
	}
	return func(abs string) ([]byte, error) {
		if s, ok := files[abs]; ok {
			return []byte(s), nil
		}
		return nil, fmt.Errorf("no such file at revision %s", rev)
	}, nil
}

// TestOpenRevisions reads a version and its import through a Revisions
// given to Open, with no git at all, and compares it with the file on disk.
func TestOpenRevisions(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	write(t, dir, map[string]string{"main.rules": mainRules, "lib.rules": strings.Replace(libRules, "2in", "3in", 1)})
	revs := fakeRevs{"v1": {
		filepath.Join(dir, "main.rules"): mainRules,
		filepath.Join(dir, "lib.rules"):  libRules,
	}}
	old, err := Open(interp.Stdlib(), revs, "v1:main.rules")
	if err != nil {
		t.Fatal(err)
	}
	if old.Rev != "v1" || len(old.Files) != 2 {
		t.Fatalf("rev %q, %d files; want v1 and 2 files", old.Rev, len(old.Files))
	}
	new, err := Open(interp.Stdlib(), revs, "main.rules")
	if err != nil {
		t.Fatal(err)
	}
	changes := Changes(old, new)
	if len(changes) != 1 || changes[0].Kind != "changed" || !strings.Contains(changes[0].NewText, "3in") {
		t.Fatalf("changes %+v; want the one changed move", changes)
	}
	if _, err := Open(interp.Stdlib(), revs, "v2:main.rules"); err == nil || !strings.Contains(err.Error(), `unknown revision "v2"`) {
		t.Errorf("unknown revision: got %v", err)
	}
	if _, err := Open(interp.Stdlib(), nil, "v1:main.rules"); err == nil || !strings.Contains(err.Error(), "no version control") {
		t.Errorf("no Revisions: got %v", err)
	}
}
