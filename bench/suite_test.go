package bench

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestWriteSuite writes a generated suite of scenario files for
// bench/suite.sh, which measures `rulec test` on it: RULEC_SUITE_DIR names
// the folder to fill, RULEC_SUITE_N the number of scenarios (100,000 when
// unset). Each file is one of the 200 generated pursuit scenarios (the
// benchmark's), under a name of its own, 1,000 files to a folder. Without
// RULEC_SUITE_DIR it only checks that a scenario of the suite reads back.
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
	rules, err := filepath.Abs("../rules/pursuit.rules")
	if err != nil {
		t.Fatal(err)
	}
	for i := range n {
		sc := set[i%len(set)]
		text := strings.Replace(sc.yaml, "rules: [../../rules/pursuit.rules]", "rules: ["+rules+"]", 1)
		text = strings.Replace(text, "name: "+sc.name, fmt.Sprintf("name: s%06d_%s", i, sc.kind), 1)
		sub := filepath.Join(dir, fmt.Sprintf("%03d", i/1000))
		if i%1000 == 0 {
			if err := os.MkdirAll(sub, 0o755); err != nil {
				t.Fatal(err)
			}
		}
		if err := os.WriteFile(filepath.Join(sub, fmt.Sprintf("s%06d.yaml", i)), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
