package check

import (
	"fmt"
	"testing"

	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/types"
)

// TestTypes checks the table of types against a map keyed by node, over
// the nodes of two files, parses of tokens enough to need the index of
// sets, and nodes built by hand.
func TestTypes(t *testing.T) {
	var nodes []grammar.ExprNode
	for _, name := range []string{"a.rules", "b.rules"} {
		f, err := grammar.Parse(name, []byte("units in\nconst a = 1 + 2 * (3 - 4)\nconst b = [a, a][0] ?? -a\n"))
		if err != nil {
			t.Fatal(err)
		}
		grammar.Walk(f, func(n grammar.Node) bool {
			if x, ok := n.(grammar.ExprNode); ok {
				nodes = append(nodes, x)
			}
			return true
		})
	}
	for i := range 2 * manySets {
		x, err := grammar.ParseExprTokens([]grammar.ExprToken{{Kind: "Number", Value: fmt.Sprint(i),
			Pos: grammar.Position{Filename: "c.rules", Line: 1, Column: 1}}})
		if err != nil {
			t.Fatal(err)
		}
		nodes = append(nodes, x)
	}
	for range 3 {
		nodes = append(nodes, &grammar.Ident{Name: "x"})
	}
	kinds := []types.Type{types.NumberT, types.BoolT, types.InvalidT, types.ListOf(types.UnitT)}
	var tt Types
	want := map[grammar.ExprNode]types.Type{}
	// set every other node, then every third again, in an order of
	// their own
	for i := len(nodes) - 1; i >= 0; i -= 2 {
		tt.Set(nodes[i], kinds[i%len(kinds)])
		want[nodes[i]] = kinds[i%len(kinds)]
	}
	for i := 0; i < len(nodes); i += 3 {
		tt.Set(nodes[i], kinds[(i+1)%len(kinds)])
		want[nodes[i]] = kinds[(i+1)%len(kinds)]
	}
	for i, n := range nodes {
		got, ok := tt.Of(n)
		w, wok := want[n]
		if got != w || ok != wok {
			t.Errorf("node %d (%T): %v %v, want %v %v", i, n, got, ok, w, wok)
		}
	}
	if tt.Len() != len(want) {
		t.Errorf("Len %d, want %d", tt.Len(), len(want))
	}
	if len(tt.bySet.sets) <= manySets || tt.bySet.index == nil {
		t.Errorf("%d sets, index %v", len(tt.bySet.sets), tt.bySet.index != nil)
	}
}
