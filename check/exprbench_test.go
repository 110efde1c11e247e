package check

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/grammar"
)

// bundledRules reads every bundled rules file, keyed by its clean path,
// and lists the top-level ones, the roots rulec check is given.
func bundledRules(tb testing.TB) (map[string][]byte, []string) {
	srcs := map[string][]byte{}
	for _, pat := range []string{"../rules/*.rules", "../rules/*/*.rules"} {
		paths, _ := filepath.Glob(pat)
		for _, p := range paths {
			src, err := os.ReadFile(p)
			if err != nil {
				tb.Fatal(err)
			}
			srcs[filepath.Clean(p)] = src
		}
	}
	roots, _ := filepath.Glob("../rules/*.rules")
	return srcs, roots
}

// BenchmarkCheckRules parses and checks every bundled ruleset, each root
// on its own as rulec check does, its expressions lowered for the run.
func BenchmarkCheckRules(b *testing.B) {
	srcs, roots := bundledRules(b)
	reg := engine.Stdlib()
	read := func(p string) ([]byte, error) { return srcs[filepath.Clean(p)], nil }
	for b.Loop() {
		ld := &loader{read: read, srcs: srcs, seen: map[string]bool{}, roots: map[string]bool{}}
		for _, r := range roots {
			ld.roots[filepath.Clean(r)] = true
			ld.load(filepath.Clean(r), "", nil, grammar.Position{})
		}
		if len(ld.errs) > 0 {
			b.Fatal(ld.errs)
		}
		ck := newChecker(reg, ld.files, ld.roots)
		ck.check()
		if err := ck.errs.Err(); err != nil {
			b.Fatal(err)
		}
	}
}
