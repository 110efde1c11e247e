package suite

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/interp"
)

// oddsScenario writes a scenario of the walk rules (a D6; far on 5 or
// more: 2/6 by hand) with the given tail, and returns its path.
func oddsScenario(t *testing.T, tail string) string {
	dir := t.TempDir()
	rules := `ruleset "walk" version "1"
units in

procedure walk(unit: unit) {
  roll d = D6
  move unit, forward: d * 1in
  if d >= 5 { event far(unit) }
}
`
	sc := `rules: [walk.rules]
board: {width: 48in, depth: 48in}
units:
  A: {side: red, centre: [10in, 10in], facing: 0, base: [2in, 1in]}
run: walk
args: {unit: A}
` + tail
	for name, text := range map[string]string{"walk.rules": rules, "s.yaml": sc} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return filepath.Join(dir, "s.yaml")
}

func TestExpectOdds(t *testing.T) {
	tests := []struct {
		name, tail, want string
	}{
		{"met, no dice", "expect:\n  odds: {far A: 2/6, \"removed: A\": 0}\n", ""},
		{"met, with dice", "dice: [5]\nexpect:\n  events: [far A]\n  odds: {far A: 1/3}\n", ""},
		{"missed", "expect:\n  odds: {far A: 3/6}\n", "odds.far A: want 3/6 (50.0%), got 2/6 (33.3%); -16.7 points"},
		{"fixed run fails first", "dice: [4]\nexpect:\n  events: [far A]\n  odds: {far A: 3/6}\n", "odds.far A: want 3/6"},
	}
	for _, tt := range tests {
		res := New(interp.Stdlib()).RunFile(oddsScenario(t, tt.tail))
		if res.Err != nil {
			t.Fatalf("%s: %v", tt.name, res.Err)
		}
		var got []string
		for _, f := range res.Failures {
			got = append(got, f.String())
		}
		all := strings.Join(got, "\n")
		if tt.want == "" && all != "" || tt.want != "" && !strings.Contains(all, tt.want) {
			t.Errorf("%s: failures\n%s\nwant %q", tt.name, all, tt.want)
		}
	}
}
