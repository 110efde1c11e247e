package mutate_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/mutate"
	"github.com/rulec-dev/rulec/rulediff"
)

// TestDiffReportsEveryMutant checks that rulec diff's structural
// comparison finds a difference between every bundled rules file and each
// of its mutants that does not format as the original: a mutant is a
// change a rules writer could make, and diff must never call it "no
// differences".
func TestDiffReportsEveryMutant(t *testing.T) {
	files, err := filepath.Glob("../rules/*.rules")
	if err != nil {
		t.Fatal(err)
	}
	more, _ := filepath.Glob("../rules/*/*.rules")
	files = append(files, more...)
	if len(files) == 0 {
		t.Fatal("no bundled rules files")
	}
	for _, path := range files {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		old, err := grammar.Parse(path, src)
		if err != nil {
			t.Fatal(err)
		}
		ms, _, err := mutate.Generate(path, src)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range ms {
			if m.Equivalent != "" {
				continue
			}
			new, err := grammar.Parse(path, m.Source)
			if err != nil {
				t.Errorf("%s: mutant %d (%s) does not parse: %v", path, m.ID, m, err)
				continue
			}
			if len(rulediff.Files(old, new)) == 0 {
				t.Errorf("%s: diff reports no difference for mutant %d: %s %s in %s", path, m.ID, m, m.Op, m.Clause)
			}
		}
	}
}
