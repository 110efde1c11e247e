package check

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/rulec-dev/rulec/engine"
)

// TestLoadThen checks that LoadThen hands over the files it parsed, once,
// the same files the program holds, and does not call parsed for a file
// that does not parse.
func TestLoadThen(t *testing.T) {
	reg := engine.Stdlib()
	calls := 0
	var got []*Source
	prog, err := LoadThen(reg, func(files []*Source) { calls++; got = files }, "../rules/pursuit.rules")
	if err != nil {
		t.Fatal(err)
	}
	if calls != 1 {
		t.Fatalf("parsed called %d times, want 1", calls)
	}
	if len(got) != 2 || len(got) != len(prog.Files) {
		t.Fatalf("parsed got %d files, the program holds %d; want pursuit.rules and its import", len(got), len(prog.Files))
	}
	for i, f := range got {
		if f != prog.Files[i] || f.AST == nil {
			t.Errorf("file %d: parsed got %s, the program holds %s", i, f.Path, prog.Files[i].Path)
		}
	}

	bad := filepath.Join(t.TempDir(), "bad.rules")
	if err := os.WriteFile(bad, []byte("procedure p( {\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	calls = 0
	if _, err := LoadThen(reg, func([]*Source) { calls++ }, bad); err == nil {
		t.Fatal("a file that does not parse loaded")
	}
	if calls != 0 {
		t.Errorf("parsed called %d times for a file that does not parse", calls)
	}
}
