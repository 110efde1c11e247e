package check

import (
	"path/filepath"
	"testing"

	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/internal/gen"
)

// TestReadsOfBySwitch checks readsOf's walk of an expression by a switch
// on kinds (readsOfX) against the walk of every node by grammar.Walk it
// replaced, on every expression of the bundled rulesets and of the
// generated one, each checked first (the reads of a call are its
// binding's): the same aspects for each.
func TestReadsOfBySwitch(t *testing.T) {
	srcs, roots := bundledRules(t)
	srcs["big.rules"] = gen.Ruleset(2000)
	roots = append(roots, "big.rules")
	read := func(p string) ([]byte, error) { return srcs[filepath.Clean(p)], nil }
	reg := engine.Stdlib()
	exprs, reading := 0, 0
	for _, r := range roots {
		ld := &loader{read: read, srcs: srcs, seen: map[string]bool{}, roots: map[string]bool{filepath.Clean(r): true}}
		ld.load(filepath.Clean(r), "", nil, grammar.Position{})
		if len(ld.errs) > 0 {
			t.Fatal(ld.errs)
		}
		ck := newChecker(reg, ld.files, ld.roots)
		ck.check()
		for _, f := range ld.files {
			grammar.Walk(f.AST, func(n grammar.Node) bool {
				e, ok := n.(*grammar.Expr)
				if !ok {
					return true
				}
				var want engine.Aspects
				grammar.Walk(e, func(n grammar.Node) bool {
					switch n := n.(type) {
					case *grammar.CallExpr:
						want |= ck.callReads(n)
					case *grammar.Member:
						want |= engine.Status
					}
					return true
				})
				if got := ck.readsOf(e); got != want {
					t.Errorf("%s: readsOf gives %v, the walk of every node %v", e.Pos, got, want)
				}
				exprs++
				if want != 0 {
					reading++
				}
				return false
			})
		}
	}
	if exprs < 2000 || reading < 500 {
		t.Errorf("only %d expressions, %d reading anything", exprs, reading)
	}
}
