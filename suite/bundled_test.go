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
		dir := filepath.Join("../tests", d.Name())
		files, err := suite.Collect([]string{dir})
		if err != nil {
			t.Fatal(err)
		}
		if len(files) == 0 {
			continue // tests/bad: testscripts, run by their own tests
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
