package bench

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	rulegen "github.com/rulec-dev/rulec/internal/gen"
	"github.com/rulec-dev/rulec/scenario"
)

// TestWriteSuite writes a generated suite of scenario files for
// bench/suite.sh, which measures `rulec test` on it: RULEC_SUITE_DIR names
// the folder to fill, RULEC_SUITE_N the number of scenarios (100,000 when
// unset). Each file is one of the 200 generated pursuit scenarios (the
// benchmark's), under a name of its own, 1,000 files to a folder; the files
// name their rules ../../rules/pursuit.rules, so a rules folder beside
// RULEC_SUITE_DIR (a link to a tree's) says which rules they run. Without
// RULEC_SUITE_DIR it writes three files to a temporary folder and checks
// that they parse.
func TestWriteSuite(t *testing.T) {
	dir := os.Getenv("RULEC_SUITE_DIR")
	n := 100000
	if s := os.Getenv("RULEC_SUITE_N"); s != "" {
		var err error
		if n, err = strconv.Atoi(s); err != nil || n < 1 {
			t.Fatalf("RULEC_SUITE_N=%q: want a number of scenarios", s)
		}
	}
	if dir == "" {
		dir, n = t.TempDir(), 3
	}
	_, set := fixture(t)
	for i := range n {
		sc := set[i%len(set)]
		text := strings.Replace(sc.yaml, "name: "+sc.name, fmt.Sprintf("name: s%06d_%s", i, sc.kind), 1)
		sub := filepath.Join(dir, fmt.Sprintf("%03d", i/1000))
		if i%1000 == 0 {
			if err := os.MkdirAll(sub, 0o755); err != nil {
				t.Fatal(err)
			}
		}
		path := filepath.Join(sub, fmt.Sprintf("s%06d.yaml", i))
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		if os.Getenv("RULEC_SUITE_DIR") == "" {
			sc, err := scenario.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			rules := filepath.Join(dir, "..", "rules", "pursuit.rules")
			if want := fmt.Sprintf("s%06d_", i); !strings.HasPrefix(sc.Name, want) || len(sc.Rules) != 1 || sc.Rules[0] != rules {
				t.Errorf("%s: name %q, rules %q; want a name starting %q and the rules %s", path, sc.Name, sc.Rules, want, rules)
			}
		}
	}
}

// TestWriteRuleset writes the generated ruleset BenchmarkCheck checks
// (internal/gen, 5,000 lines) to the file RULEC_RULESET_OUT names, for
// bench/perf.sh to compare `rulec check` on it with gofmt on a Go file of
// similar size. Without RULEC_RULESET_OUT it checks that the ruleset has
// its lines (interp's TestBigRulesetChecks checks that it loads).
func TestWriteRuleset(t *testing.T) {
	src := rulegen.Ruleset(5000)
	if n := strings.Count(string(src), "\n"); n < 5000 {
		t.Fatalf("the generated ruleset has %d lines, want at least 5,000", n)
	}
	out := os.Getenv("RULEC_RULESET_OUT")
	if out == "" {
		return
	}
	if err := os.WriteFile(out, src, 0o644); err != nil {
		t.Fatal(err)
	}
}
