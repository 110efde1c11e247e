package suite_test

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/suite"
)

// TestRunAll runs the interpreter's own scenarios: results come back in
// the order of the files, all passing, sharing one compiled program.
func TestRunAll(t *testing.T) {
	files, err := suite.Collect([]string{"../tests/interp"})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 10 {
		t.Fatalf("found %d scenarios", len(files))
	}
	r := suite.New(interp.Stdlib())
	results := r.RunAll(files, nil)
	if len(results) != len(files) {
		t.Fatalf("%d results for %d files", len(results), len(files))
	}
	for i, res := range results {
		if res.File != files[i] {
			t.Errorf("result %d is for %s, want %s", i, res.File, files[i])
		}
		if !res.Passed() {
			t.Errorf("%s: err %v, failures %v", res.File, res.Err, res.Failures)
		}
		if res.Program != results[0].Program {
			t.Errorf("%s: compiled its own program", res.File)
		}
	}
}

// TestRunAllFilter checks that -run's pattern matches names of files.
func TestRunAllFilter(t *testing.T) {
	files, err := suite.Collect([]string{"../tests/interp"})
	if err != nil {
		t.Fatal(err)
	}
	results := suite.New(interp.Stdlib()).RunAll(files, regexp.MustCompile(`^dice_`))
	if len(results) != 3 {
		t.Fatalf("%d results, want the 3 dice scenarios", len(results))
	}
	for _, res := range results {
		if !strings.HasPrefix(filepath.Base(res.File), "dice_") {
			t.Errorf("kept %s", res.File)
		}
	}
}

// TestDiceErrorNamesTheRoll checks that a scenario expecting a dice
// mismatch passes, and that the mismatch names the roll in the rules.
func TestDiceErrorNamesTheRoll(t *testing.T) {
	r := suite.New(interp.Stdlib())
	r.Rules = []string{"../tests/interp/engine.rules"}
	res := r.RunFile("../tests/interp/dice_impossible.yaml")
	if res.Err != nil {
		t.Fatal(res.Err)
	}
	if len(res.Failures) != 0 {
		t.Fatalf("failures %v", res.Failures)
	}
	// The scenario expects the error, so run it again without its
	// expectation to see the whole text.
	prog, err := r.Program(r.Rules)
	if err != nil {
		t.Fatal(err)
	}
	w, err := res.Scenario.Build(prog.Units)
	if err != nil {
		t.Fatal(err)
	}
	_, runErr := prog.Run(w, suite.Input(res.Scenario), interp.Options{})
	if runErr == nil || !strings.Contains(runErr.Error(), "(roll at ../tests/interp/engine.rules:") {
		t.Errorf("run error %v does not name the roll", runErr)
	}
}
