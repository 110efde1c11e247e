package suite_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/suite"
)

// TestBundledSuites runs every bundled scenario suite (each folder of
// ../tests holding scenarios), so `go test ./...` fails when a scenario
// fails, not only `rulec test tests`. Suites run side by side, each
// spreading its scenarios over the cores; one runner per suite keeps the
// compiled programs shared the way `rulec test` shares them.
func TestBundledSuites(t *testing.T) {
	dirs, err := os.ReadDir("../tests")
	if err != nil {
		t.Fatal(err)
	}
	ran := 0
	for _, d := range dirs {
		if !d.IsDir() {
			continue
		}
		if d.Name() == "bad" {
			continue // testscripts and a campaign, run by their own tests
		}
		dir := filepath.Join("../tests", d.Name())
		files, err := collectFiles([]string{dir})
		if err != nil {
			t.Fatal(err)
		}
		ran += len(files)
		t.Run(d.Name(), func(t *testing.T) {
			t.Parallel()
			for _, res := range suite.New(interp.Stdlib()).RunAll(files, nil) {
				if res.Passed() {
					continue
				}
				var b strings.Builder
				suite.WriteResult(&b, res, "", false, true)
				t.Error(strings.TrimSpace(b.String()))
			}
		})
	}
	if ran < 100 {
		t.Errorf("found %d bundled scenarios under ../tests, want them all (over 100)", ran)
	}
}

// TestPrepareBundled checks that Prepare, what an editor shows of a
// scenario as it is typed, finds nothing in a bundled scenario, all of
// which rulec test runs and passes: a check before the run that refused a
// good scenario would be shown in the editor as a mistake.
func TestPrepareBundled(t *testing.T) {
	files, err := collectFiles([]string{"../tests"})
	if err != nil {
		t.Fatal(err)
	}
	r := suite.New(interp.Stdlib())
	n := 0
	for _, file := range files {
		if strings.Contains(file, string(filepath.Separator)+"bad"+string(filepath.Separator)) {
			continue
		}
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		if err := r.Prepare(file, data); err != nil {
			t.Errorf("%s: %v", file, err)
		}
		n++
	}
	if n < 100 {
		t.Errorf("prepared %d bundled scenarios under ../tests, want them all (over 100)", n)
	}
}

// TestEveryKindOfBlockRuns checks, over the bundled suites, that for every
// kind of block the checker gives a Clause (a procedure, a step, a when, an
// if's body, a for's, a while's ...), some scenario's run records entering
// one: a statement whose run forgets to hit its Clause fails here, its
// body shown as never run whatever ran it. The kinds are read from the
// programs, so a new one needs no line here.
func TestEveryKindOfBlockRuns(t *testing.T) {
	files, err := collectFiles([]string{"../tests"})
	if err != nil {
		t.Fatal(err)
	}
	seen, hit := map[string]bool{}, map[string]bool{}
	r := suite.New(interp.Stdlib())
	r.Trace = true // a run records the blocks it enters only with a trace, as rulec test -cover runs
	for _, res := range r.RunAll(files, nil) {
		if res.Program == nil || res.Trace == nil {
			continue
		}
		for _, c := range res.Program.Clauses {
			seen[c.Kind] = true
			if res.Trace.Hits[c.ID] > 0 {
				hit[c.Kind] = true
			}
		}
	}
	for k := range seen {
		if !hit[k] {
			t.Errorf("no bundled scenario runs a block of kind %q", k)
		}
	}
	if len(seen) < 8 {
		t.Errorf("only the kinds %v of blocks found", seen)
	}
}
