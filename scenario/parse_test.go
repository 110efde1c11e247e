package scenario

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/rulec-dev/rulec/geom"
)

// update rewrites the `# want: ` lines of test files with what came out;
// run it twice when the number of lines changes, since that moves the rest.
var update = flag.Bool("update", false, "rewrite the expected errors in testdata")

// testUnits are the units the tests build in: bare numbers are inches.
var testUnits = geom.Units{Default: "in", PaceMM: 0}

// wantLines returns the `# want: ` lines of a test file: the errors it
// must produce, in order.
func wantLines(data []byte) []string {
	var want []string
	for _, line := range strings.Split(string(data), "\n") {
		if msg, ok := strings.CutPrefix(line, "# want: "); ok {
			want = append(want, msg)
		}
	}
	return want
}

// rewriteWant replaces the `# want: ` lines at the top of a test file.
func rewriteWant(t *testing.T, file string, data []byte, got []string) {
	t.Helper()
	var body []string
	for _, line := range strings.Split(string(data), "\n") {
		if !strings.HasPrefix(line, "# want: ") {
			body = append(body, line)
		}
	}
	var head []string
	for _, g := range got {
		head = append(head, "# want: "+g)
	}
	out := strings.Join(append(head, body...), "\n")
	if err := os.WriteFile(file, []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}
}

// errorLines splits an error into its lines.
func errorLines(err error) []string {
	if err == nil {
		return nil
	}
	return strings.Split(err.Error(), "\n")
}

// eachFile runs f on every YAML file in dir, as a subtest.
func eachFile(t *testing.T, dir string, f func(t *testing.T, name string, data []byte) []string) {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.yaml"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no test files in %s: %v", dir, err)
	}
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		name := filepath.Base(file)
		t.Run(name, func(t *testing.T) {
			got := f(t, name, data)
			if *update {
				rewriteWant(t, file, data, got)
			} else if diff := cmp.Diff(wantLines(data), got); diff != "" {
				t.Errorf("errors (-want +got):\n%s", diff)
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	eachFile(t, "testdata/parse_errors", func(t *testing.T, name string, data []byte) []string {
		s, err := Parse(name, data)
		if s != nil {
			t.Errorf("Parse returned a scenario with errors")
		}
		return errorLines(err)
	})
}

func TestBuildErrors(t *testing.T) {
	eachFile(t, "testdata/build_errors", func(t *testing.T, name string, data []byte) []string {
		s, err := Parse(name, data)
		if err != nil {
			t.Fatalf("Parse: %v", err)
		}
		w, err := s.Build(testUnits)
		if w != nil {
			t.Errorf("Build returned a world with errors")
		}
		return errorLines(err)
	})
}

func TestParseDice(t *testing.T) {
	const head = "board: {width: 4, depth: 4}\nrun: x\n"
	for _, tc := range []struct {
		dice string
		want []Die
	}{
		{"7", []Die{{Pos: Pos{Filename: "d.yaml", Line: 3, Column: 7}, Total: 7}}},
		{"[7, [2, 5], [6]]", []Die{
			{Pos: Pos{Filename: "d.yaml", Line: 3, Column: 8}, Total: 7},
			{Pos: Pos{Filename: "d.yaml", Line: 3, Column: 11}, Total: 7, Faces: []int{2, 5}},
			{Pos: Pos{Filename: "d.yaml", Line: 3, Column: 19}, Total: 6, Faces: []int{6}},
		}},
		{"[[1, 1, 1, 1]]", []Die{{Pos: Pos{Filename: "d.yaml", Line: 3, Column: 8}, Total: 4, Faces: []int{1, 1, 1, 1}}}},
	} {
		s, err := Parse("d.yaml", []byte(head+"dice: "+tc.dice+"\n"))
		if err != nil {
			t.Fatalf("%s: %v", tc.dice, err)
		}
		if diff := cmp.Diff(tc.want, s.Dice); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.dice, diff)
		}
	}
}

// TestParseNotText checks that a byte no text holds is named at its place,
// where YAML's own message ("invalid leading UTF-8 octet") said 1:1.
func TestParseNotText(t *testing.T) {
	for _, tt := range []struct{ src, want string }{
		{"board: {width: 4in, depth: 4in}\nname: \"\xff\"\n", "f.yaml:2:8: not a scenario file: byte 0xff is not text (scenario files are UTF-8 text)"},
		{"run: p\x00\n", "f.yaml:1:7: not a scenario file: byte 0x00 is not text (scenario files are UTF-8 text)"},
	} {
		_, err := Parse("f.yaml", []byte(tt.src))
		if err == nil || err.Error() != tt.want {
			t.Errorf("Parse(%q) = %v, want %s", tt.src, err, tt.want)
		}
	}
}

// TestBearingsPastATurn checks that a facing past a full turn, in units and
// in expect, is read as its bearing from 0 to 360, reduced from the decimal
// as written: 450 is 90, -400 is 320, 360.1 is 0.1 (not the float
// 360.1 - 360), and 1e300 is 280 (10^300 = 280 modulo 360).
func TestBearingsPastATurn(t *testing.T) {
	for _, tc := range []struct {
		text string
		want float64
	}{
		{"450", 90}, {"-400", 320}, {"-360", -360}, {"360", 360}, {"-270", -270}, {"720", 0},
		{"360.1", 0.1}, {"-360.25", 359.75}, {"1e300", 280}, {"-1e300", 80}, {"3.6e3", 0},
	} {
		src := "board: {width: 4, depth: 4}\nunits:\n  A: {side: r, centre: [2, 2], base: [1, 1], facing: " + tc.text +
			"}\nrun: x\nexpect:\n  units:\n    A: {facing: " + tc.text + "}\n"
		s, err := Parse("f.yaml", []byte(src))
		if err != nil {
			t.Errorf("facing %s: %v", tc.text, err)
			continue
		}
		if got := s.Units[0].Facing.Deg; got != tc.want {
			t.Errorf("units: facing %s read as %v, want %v", tc.text, got, tc.want)
		}
		if got := s.Expect.Units[0].Facing.Deg; got != tc.want {
			t.Errorf("expect: facing %s read as %v, want %v", tc.text, got, tc.want)
		}
	}
}

// TestParseDocuments checks how the YAML text's documents are read: one
// decoder reads the first and then looks for a second, which is refused
// wherever it starts (after ---, after ..., or where an indented first
// document ends), and a text without a document is an empty scenario.
func TestParseDocuments(t *testing.T) {
	const second = "a second YAML document: a scenario file holds one (put each scenario in a file of its own)"
	const empty = "f.yaml:1:1: empty scenario: want a mapping with board, units, run and expect (a scenario is a YAML mapping: board: {width: 72in, depth: 48in}, units:, run: and expect:, as docs/scenarios.md shows)"
	for _, tt := range []struct{ src, want string }{
		{"", empty},
		{"# only a comment\n", empty},
		{"---\n", empty},
		{"run: x\n---\nrun: y\n", "f.yaml:2:1: " + second},
		{"run: x\n...\n---\nrun: y\n", "f.yaml:3:1: " + second},
		{"run: x\n---\nrun: [y\n", "f.yaml:2:1: " + second},
		{"  run: x\nboard: y\n", "f.yaml:1:1: " + second},
		{"run: [x\n", "f.yaml:1:6: bad YAML: did not find expected ',' or ']' (a { or [ left open: each { needs its } and each [ its ], and items are separated by commas)"},
	} {
		_, err := Parse("f.yaml", []byte(tt.src))
		if err == nil || err.Error() != tt.want {
			t.Errorf("Parse(%q) = %v, want %s", tt.src, err, tt.want)
		}
	}
}

// TestParseYAMLErrorPlaces checks that a YAML syntax error is placed where
// the mistake is, with a hint: yaml.v3 gives a line only (column 1), for a
// tab indenting a nested key the line before it, and for a bracket left
// open the line the mapping began on; and none of its messages says how to
// mend the text.
func TestParseYAMLErrorPlaces(t *testing.T) {
	const tab = " (YAML indents with spaces, never tabs: replace the tab with spaces)"
	const open = " (a { or [ left open: each { needs its } and each [ its ], and items are separated by commas)"
	for _, tt := range []struct{ src, want string }{
		{"run: go\n\targs: {unit: A}\n", "f.yaml:2:1: bad YAML: found a tab character that violates indentation" + tab},
		{"run: go\nargs:\n  unit: A\n \tx: 1\n", "f.yaml:4:2: bad YAML: found a tab character that violates indentation" + tab},
		{"run: `go`\n", "f.yaml:1:6: bad YAML: found character that cannot start any token (` cannot start a YAML value: put the value in quotes (\"`...\"))"},
		{"board: {width: 1in}\nrun: @go\n", "f.yaml:2:6: bad YAML: found character that cannot start any token (@ cannot start a YAML value: put the value in quotes (\"@...\"))"},
		{"run: go\nargs: {unit: A\n", "f.yaml:2:7: bad YAML: did not find expected ',' or '}'" + open},
		{"run: go\nunits:\n  A: {side: red, centre: [1in, 2in}\n", "f.yaml:3:26: bad YAML: did not find expected ',' or ']'" + open},
		{"run: go\n args: {unit: A}\n", "f.yaml:2:1: bad YAML: mapping values are not allowed in this context (a key is indented deeper than the key above it (line it up with the keys around it), or a value holds \": \" (put the value in quotes))"},
	} {
		_, err := Parse("f.yaml", []byte(tt.src))
		if err == nil || err.Error() != tt.want {
			t.Errorf("Parse(%q) =\n %v\nwant\n %s", tt.src, err, tt.want)
		}
	}
}

// TestOpenBracket checks the bracket a YAML error about a flow collection
// is placed at.
func TestOpenBracket(t *testing.T) {
	for _, tt := range []struct {
		line string
		want int
	}{
		{"a: {b: 1}", -1},
		{"a: {b: 1", 3},
		{"a: {b: [1, 2}", 7},
		{"a: {b: [1, 2], c: 3", 3},
		{`a: "{" # [`, -1},
		{"a: [1, '[', 2", 3},
	} {
		if got := openBracket(tt.line); got != tt.want {
			t.Errorf("openBracket(%q) = %d, want %d", tt.line, got, tt.want)
		}
	}
}
