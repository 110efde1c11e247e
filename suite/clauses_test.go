package suite_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// contractName matches a contract scenario's name in CLAUSES.md, with a
// trailing * standing for any ending (dbm_outcome_*).
var contractName = regexp.MustCompile(`(?:t9a|dbm|assault)_[a-z0-9_*]+`)

// TestContractClauses checks tests/contract/CLAUSES.md against the folder:
// every scenario it names exists, and every scenario there is named by a
// clause, so the checklist neither cites what is gone nor leaves a new
// scenario unaccounted for. A name after another folder (tests/dbm/...) is
// not a contract scenario.
func TestContractClauses(t *testing.T) {
	const dir = "../tests/contract"
	text, err := os.ReadFile(filepath.Join(dir, "CLAUSES.md"))
	if err != nil {
		t.Fatal(err)
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.yaml"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no scenarios in %s: %v", dir, err)
	}
	var names []string
	for _, f := range files {
		names = append(names, strings.TrimSuffix(filepath.Base(f), ".yaml"))
	}
	var patterns []string
	for _, loc := range contractName.FindAllIndex(text, -1) {
		before := string(text[:loc[0]])
		if strings.HasSuffix(before, "/") && !strings.HasSuffix(before, "tests/contract/") {
			continue
		}
		patterns = append(patterns, string(text[loc[0]:loc[1]]))
	}
	named := map[string]bool{}
	for _, p := range patterns {
		// "every dbm_* scenario" cites them all without naming one.
		broad := strings.Count(p, "_") == 1 && strings.HasSuffix(p, "_*")
		found := false
		for _, n := range names {
			if ok, _ := filepath.Match(p, n); ok {
				named[n], found = named[n] || !broad, true
			}
		}
		if !found {
			t.Errorf("CLAUSES.md names %q, which matches no scenario of %s", p, dir)
		}
	}
	for _, n := range names {
		if !named[n] {
			t.Errorf("%s/%s.yaml holds no clause of CLAUSES.md: name it in the row of the clause it holds", dir, n)
		}
	}
}
