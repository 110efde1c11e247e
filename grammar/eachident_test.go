package grammar

import (
	"slices"
	"testing"
)

// TestEachIdent checks that EachIdent gives the names of every expression
// of the project's rules and the test inputs that Walk meets, in its
// order: the liveness pass reads a statement's lets by it.
func TestEachIdent(t *testing.T) {
	names, exprs := 0, 0
	for name, src := range allInputs(t) {
		f, err := Parse(name, src)
		if err != nil {
			continue
		}
		Walk(f, func(n Node) bool {
			e, ok := n.(*Expr)
			if !ok {
				return true
			}
			var want, got []*Ident
			Walk(e, func(c Node) bool {
				if id, ok := c.(*Ident); ok {
					want = append(want, id)
				}
				return true
			})
			EachIdent(e.X, func(id *Ident) { got = append(got, id) })
			if !slices.Equal(got, want) {
				t.Errorf("%s: %s: EachIdent gives %d names, Walk %d", name, e.Pos, len(got), len(want))
			}
			names += len(want)
			exprs++
			return false
		})
	}
	if names < 1000 || exprs < 1000 {
		t.Errorf("only %d names in %d expressions", names, exprs)
	}
}
