package check

import (
	"bytes"
	"fmt"
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

// TestLoadThenIsLoad checks that LoadThen, which parses a file's imports
// beside it, loads what Load loads: the same files, the same errors and
// warnings, for every rules file of the tree's rulesets and of the
// checker's test files (imports, a cycle, a missing import among them),
// and a file whose import line is commented out or names a file that is
// not rules.
func TestLoadThenIsLoad(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	write("lib.rules", "procedure helper() {\n    stop\n}\n")
	write("notrules.txt", "import \"lib.rules\"\n")
	paths := []string{
		write("commented.rules", "# import \"lib.rules\"\nimport \"lib.rules\"\nprocedure main() {\n    helper()\n}\n"),
		write("other.rules", "import \"notrules.txt\"\nprocedure main() {\n    stop\n}\n"),
	}
	for _, pat := range []string{"../rules/*.rules", "../rules/*/*.rules", "testdata/check/*.rules", "testdata/check/*/*.rules"} {
		more, _ := filepath.Glob(pat)
		paths = append(paths, more...)
	}
	if len(paths) < 40 {
		t.Fatalf("%d rules files: the globs found too few", len(paths))
	}
	reg := engine.Stdlib()
	for _, p := range paths {
		want, wantErr := Load(reg, p)
		got, gotErr := LoadThen(reg, func([]*Source) {}, p)
		if fmt.Sprint(gotErr) != fmt.Sprint(wantErr) {
			t.Errorf("%s: LoadThen's error\n%v\nLoad's\n%v", p, gotErr, wantErr)
			continue
		}
		if (got == nil) != (want == nil) {
			t.Errorf("%s: LoadThen gave a program: %v, Load: %v", p, got != nil, want != nil)
			continue
		}
		if got == nil {
			continue
		}
		if fmt.Sprint(got.Warnings) != fmt.Sprint(want.Warnings) || len(got.Files) != len(want.Files) {
			t.Errorf("%s: LoadThen's warnings or files differ from Load's", p)
			continue
		}
		for i := range got.Files {
			if got.Files[i].Path != want.Files[i].Path || !bytes.Equal(got.Files[i].Src, want.Files[i].Src) {
				t.Errorf("%s: file %d is %s, Load's %s", p, i, got.Files[i].Path, want.Files[i].Path)
			}
		}
	}
}
