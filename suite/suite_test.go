package suite_test

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/scenario"
	"github.com/rulec-dev/rulec/suite"
)

// TestRunAll runs the interpreter's own scenarios: results come back in
// the order of the files, all passing, sharing one compiled program.
func TestRunAll(t *testing.T) {
	files, err := collectFiles([]string{"../tests/interp"})
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
	files, err := collectFiles([]string{"../tests/interp"})
	if err != nil {
		t.Fatal(err)
	}
	results := suite.New(interp.Stdlib()).RunAll(files, regexp.MustCompile(`^dice_`))
	if len(results) != 8 {
		t.Fatalf("%d results, want the 8 dice scenarios", len(results))
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

// TestModelExpectationsFail runs models_expect.yaml's situation with every
// expectation missed, and checks each failure's text: the values are
// worked by hand in the file's header.
func TestModelExpectationsFail(t *testing.T) {
	res := suite.New(interp.Stdlib()).RunFile("testdata/models_expect_fail.yaml")
	if res.Err != nil {
		t.Fatal(res.Err)
	}
	const f = "testdata/models_expect_fail.yaml"
	want := []string{
		f + `:21:19: M.models.0: want [10in, 20in], got [10in, 16in]; off by 4in (dx=0, dy=-4in)`,
		f + `:22:14: M.moved: want false, got true; models moved: [0, 1, 2]; model 0 moved furthest, 4in`,
		f + `:23:19: M.in_contact: want 2, got 1; -1; models in base contact: [0]`,
		f + `:24:16: M.engaged: want 2, got 3; +1; models engaged: [0, 1, 2]`,
		f + `:25:17: M.coherent: want false, got true`,
		f + `:26:18: M.clear_of.rocks: want at least 7.5in from rocks, got 7.262in (M model 2 to rocks); 0.238in too close`,
		f + `:27:19: E.coherent: want true, got false; more than 2in from every other model: [0, 1]; the models form 2 groups: [0] [1]`,
		f + `:28:16: R.moved: want true, got false`,
		f + `:28:33: R.clear_of.rocks: want at least 15.5in from rocks, got 15in (R to rocks); 0.5in too close`,
	}
	var got []string
	for _, fl := range res.Failures {
		got = append(got, fl.String())
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("failures (-want +got):\n%s", diff)
	}
}

// TestDiceOneByOneNamesBothPlaces checks that a total given to a roll that
// keeps its dice fails naming the roll in the rules and the die in the
// scenario.
func TestDiceOneByOneNamesBothPlaces(t *testing.T) {
	r := suite.New(interp.Stdlib())
	for _, tc := range []struct{ file, want string }{
		{"dice_faces_total.yaml", "roll d = 2D6 dice reads the dice one by one: give its 2 dice as a list, such as [1, 6], not the total 7" +
			" (roll at ../tests/interp/engine.rules:106:3); die 1 is at ../tests/interp/dice_faces_total.yaml:10:8"},
		{"dice_faces_impossible.yaml", "impossible die 7 for 2D6 (a D6 shows 1 to 6)" +
			" (roll at ../tests/interp/engine.rules:106:3); die 1 is at ../tests/interp/dice_faces_impossible.yaml:9:8"},
		{"dice_faces_count.yaml", "roll d = 2D6 rolls 2 dice but the scenario gives 3: [2, 5, 1]; it needs 2 dice" +
			" (give a total from 2 to 12, such as 7, or its 2 dice as a list, such as [1, 6])" +
			" (roll at ../tests/interp/engine.rules:37:3); die 1 is at ../tests/interp/dice_faces_count.yaml:9:8"},
	} {
		sc, err := scenario.ReadFile("../tests/interp/" + tc.file)
		if err != nil {
			t.Fatal(err)
		}
		sc.Expect = scenario.Expect{}
		prog, err := r.Program(sc.Rules)
		if err != nil {
			t.Fatal(err)
		}
		res := r.RunProgram(tc.file, sc, prog)
		if res.RunErr == nil || res.RunErr.Error() != tc.want {
			t.Errorf("%s: run error\n%v\nwant\n%s", tc.file, res.RunErr, tc.want)
		}
	}
}

// collectFiles is the scenario files CollectFound finds below args; the
// tests run bundled folders, which hold no link to skip.
func collectFiles(args []string) ([]string, error) {
	f, err := suite.CollectFound(args)
	return f.Files, err
}
