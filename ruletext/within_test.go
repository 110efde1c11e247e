package ruletext

import (
	"path/filepath"
	"testing"

	"github.com/rulec-dev/rulec/check"
	"github.com/rulec-dev/rulec/engine"
)

// TestWithinIsAClause checks, over every bundled and test rules file, that
// the block each ref is counted within (records: read from the syntax
// tree, whatever the kind of node) is a block the checker gives a Clause,
// the block a run records entering: so a statement with a body that the
// checker forgets to give its Clause, or one ruletext does not see as a
// block, fails here rather than showing its refs as never exercised.
func TestWithinIsAClause(t *testing.T) {
	var paths []string
	for _, pat := range []string{"../rules/*.rules", "../tests/*/*.rules"} {
		ps, err := filepath.Glob(pat)
		if err != nil {
			t.Fatal(err)
		}
		paths = append(paths, ps...)
	}
	checked := 0
	for _, path := range paths {
		prog, err := check.Load(engine.Stdlib(), path)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		book, err := Load(path)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		type at struct {
			file      string
			line, col int
		}
		clauses := map[at]bool{}
		for _, c := range prog.Clauses {
			clauses[at{book.absPath(c.Pos().Filename), c.Pos().Line, c.Pos().Column}] = true
		}
		for _, c := range book.Clauses {
			if c.within.Line == 0 {
				continue // a ref outside any block: a constant's, a def's
			}
			checked++
			if !clauses[at{book.absPath(c.within.Filename), c.within.Line, c.within.Column}] {
				t.Errorf("%s: the ref of %q is counted within the block at %d:%d, which the checker gives no Clause",
					path, c.Head(), c.within.Line, c.within.Column)
			}
		}
	}
	if checked < 100 {
		t.Errorf("only %d refs within blocks: the rules were not found", checked)
	}
}
