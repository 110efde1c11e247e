package suite_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/report"
	"github.com/rulec-dev/rulec/suite"
)

const walkRules = `ruleset "walk" version "1"
units in

procedure advance(unit: unit, dist: length) {
  roll d = D6
  move unit, forward: dist + d * 1in
}
`

// runIn writes the walk rules and a scenario with the given run, args and
// dice into a folder and runs it.
func runIn(t *testing.T, tail string) *suite.Result {
	t.Helper()
	dir := t.TempDir()
	sc := `name: s
rules: [walk.rules]
board: {width: 48in, depth: 48in}
units:
  Blue_1: {side: blue, centre: [10in, 10in], facing: 0, base: [2in, 1in]}
  Red_1: {side: red, centre: [30in, 10in], facing: 0, base: [2in, 1in]}
` + tail
	for name, text := range map[string]string{"walk.rules": walkRules, "s.yaml": sc} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return suite.New(interp.Stdlib()).RunFile(filepath.Join(dir, "s.yaml"))
}

// TestInputErrorsArePlaced checks each mistake in run and args is an error
// at its place in the scenario with a did-you-mean, worked out by hand
// from the scenario text above (line 7 is run:, line 8 args:).
func TestInputErrorsArePlaced(t *testing.T) {
	for _, tt := range []struct {
		tail string
		want []report.Diagnostic
	}{{
		tail: "run: advanse\nargs: {unit: Blue_1, dist: 1in}\ndice: [3]\n",
		want: []report.Diagnostic{{Line: 7, Col: 6, Message: `no procedure "advanse" in the rules`, Hint: `did you mean "advance"?`}},
	}, {
		tail: "run: advance\nargs: {unit: blue_1, dist: 1in}\ndice: [3]\n",
		want: []report.Diagnostic{{Line: 8, Col: 14, Message: `argument "unit": no unit "blue_1" on the table`, Hint: `did you mean "Blue_1"?`}},
	}, {
		tail: "run: advance\nargs: {unit: Blue_1, dits: 1in}\ndice: [3]\n",
		want: []report.Diagnostic{
			{Line: 7, Col: 6, Message: `missing argument "dist" (length) to procedure "advance"`},
			{Line: 8, Col: 22, Message: `procedure "advance" has no parameter "dits" (it takes unit: unit, dist: length)`, Hint: `did you mean "dist"?`},
		},
	}, {
		tail: "run: advance\nargs: {unit: Blue_1, dist: 1yd}\ndice: [3]\n",
		want: []report.Diagnostic{{Line: 8, Col: 28, Message: `argument "dist": unknown length unit "yd" in "1yd" (want in, ", mm, cm or p)`}},
	}} {
		res := runIn(t, tt.tail)
		if res.Err != nil || !res.RunFailed() || res.Status() != "run_error" {
			t.Fatalf("%q: err %v, run err %v, status %s; want a run error", tt.tail, res.Err, res.RunErr, res.Status())
		}
		got, ok := suite.Diagnostics(res.RunErr)
		if !ok {
			t.Fatalf("%q: %v has no place", tt.tail, res.RunErr)
		}
		for i := range got {
			if filepath.Base(got[i].File) != "s.yaml" || got[i].Severity != "error" {
				t.Errorf("%q: diagnostic in %s, severity %s", tt.tail, got[i].File, got[i].Severity)
			}
			got[i].File, got[i].Severity = "", ""
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%q (-want +got):\n%s", tt.tail, diff)
		}
	}
}

// TestRunReport checks the JSON report of a run: lengths as text and in
// mm without float noise, snake_case keys, the status.
func TestRunReport(t *testing.T) {
	// 1in + 5 * 1in from y = 10in: 16in = 406.4mm.
	res := runIn(t, "run: advance\nargs: {unit: Blue_1, dist: 1in}\ndice: [5]\n")
	rep := suite.NewRunReport(res)
	if rep.Status != "passed" || rep.HasExpect || rep.Error != nil {
		t.Fatalf("status %s, has_expect %v, error %v", rep.Status, rep.HasExpect, rep.Error)
	}
	if got := rep.Units[0].Centre.Y; got != (report.Length{Text: "16in", MM: 406.4}) {
		t.Errorf("Blue_1 y = %+v, want 16in, 406.4mm", got)
	}
	b, err := json.Marshal(rep)
	if err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{`"schema_version":1`, `"has_expect":false`, `"centre":{"x":{"text":"10in","mm":254}`} {
		if !strings.Contains(string(b), key) {
			t.Errorf("report lacks %s:\n%s", key, b)
		}
	}
	// A run error comes with its place.
	bad := suite.NewRunReport(runIn(t, "run: advance\nargs: {unit: Blue_1, dist: 1in}\n"))
	if bad.Status != "run_error" || bad.Error == nil || len(bad.Error.Diagnostics) != 1 || bad.Error.Diagnostics[0].Line != 5 {
		t.Errorf("too few dice: %+v", bad.Error)
	}
}

// TestPercentRoundsDown checks that coverage short of every block never
// reads 100%.
func TestPercentRoundsDown(t *testing.T) {
	for _, tt := range []struct {
		n, of int
		want  string
	}{{317, 318, "99%"}, {318, 318, "100%"}, {0, 0, "-"}, {1, 3, "33%"}, {2, 3, "66%"}, {0, 5, "0%"}} {
		if got := suite.Percent(tt.n, tt.of); got != tt.want {
			t.Errorf("Percent(%d, %d) = %s, want %s", tt.n, tt.of, got, tt.want)
		}
	}
}
