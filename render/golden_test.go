package render_test

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/rogpeppe/go-internal/txtar"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/render"
	"github.com/rulec-dev/rulec/suite"
)

var update = flag.Bool("update", false, "rewrite the golden pictures in testdata/*.txtar")

// TestGolden runs the scenario in each testdata/*.txtar with the rules
// beside it and compares its picture with the archive's out.svg (and, with
// arcs, arcs.svg). With -update it rewrites them instead.
func TestGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/*.txtar")
	if err != nil || len(files) == 0 {
		t.Fatalf("no golden files: %v", err)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) { golden(t, file) })
	}
}

// golden checks one archive.
func golden(t *testing.T, file string) {
	ar, err := txtar.ParseFile(file)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, f := range ar.Files {
		if filepath.Ext(f.Name) != ".svg" {
			if err := os.WriteFile(filepath.Join(dir, f.Name), f.Data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	res := suite.New(interp.Stdlib()).RunFile(filepath.Join(dir, "scenario.yaml"))
	if res.World == nil || !res.Passed() {
		t.Fatalf("scenario did not pass: %v %v", res.Err, res.Failures)
	}
	start, err := res.Scenario.Build(res.Program.Units)
	if err != nil {
		t.Fatal(err)
	}
	pictures := map[string]render.Options{
		"out.svg":  {Title: res.Name, Start: start},
		"arcs.svg": {Title: res.Name, Start: start, Arcs: true},
	}
	changed := false
	for i, f := range ar.Files {
		opt, ok := pictures[f.Name]
		if !ok {
			continue
		}
		var b bytes.Buffer
		if err := render.SVG(&b, res.World, opt); err != nil {
			t.Fatal(err)
		}
		if *update {
			ar.Files[i].Data, changed = b.Bytes(), true
			continue
		}
		if d := cmp.Diff(string(f.Data), b.String()); d != "" {
			t.Errorf("%s: %s differs (-want +got); run go test -update to accept:\n%s", file, f.Name, d)
		}
	}
	if changed {
		if err := os.WriteFile(file, txtar.Format(ar), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
