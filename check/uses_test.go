package check

import (
	"maps"
	"testing"

	"github.com/rulec-dev/rulec/grammar"
)

// TestUsesOfIdents checks the uses of numbered names (SetIdent, AtIdent)
// against Set and At by position: the same answers by node and by
// position, before and after the table by position is first read, with
// names built by hand and uses at positions of no name.
func TestUsesOfIdents(t *testing.T) {
	f, err := grammar.Parse("u.rules", []byte("units in\nconst a = 1\nconst b = a + a * len([a, a])\n"))
	if err != nil {
		t.Fatal(err)
	}
	var ids []*grammar.Ident
	grammar.Walk(f, func(n grammar.Node) bool {
		if id, ok := n.(*grammar.Ident); ok {
			ids = append(ids, id)
		}
		return true
	})
	if len(ids) != 5 {
		t.Fatalf("%d names", len(ids))
	}
	hand := &grammar.Ident{Name: "h"}
	hand.SetSpan(grammar.Position{Filename: "u.rules", Offset: 200, Line: 9, Column: 1}, grammar.Position{Filename: "u.rules", Offset: 201, Line: 9, Column: 2})
	ids = append(ids, hand)
	bs := []*Binding{{Name: "x"}, {Name: "y"}, {Name: "z"}}
	stmt := grammar.Position{Filename: "u.rules", Offset: 3, Line: 1, Column: 4}

	var u Uses
	want := map[grammar.Position]*Binding{}
	for i, id := range ids[:4] {
		u.SetIdent(id, bs[i%3])
		want[id.Pos()] = bs[i%3]
	}
	u.SetIdent(hand, bs[2])
	want[hand.Pos()] = bs[2]
	u.Set(stmt, bs[1])
	want[stmt] = bs[1]
	u.SetIdent(ids[0], bs[1]) // set again
	want[ids[0].Pos()] = bs[1]

	for _, id := range ids {
		if got := u.AtIdent(id); got != want[id.Pos()] {
			t.Errorf("AtIdent(%s at %v) = %v, want %v", id.Name, id.Pos(), got, want[id.Pos()])
		}
	}
	seen := map[*Binding]bool{}
	for b := range u.Bindings() {
		seen[b] = true
	}
	if len(seen) != 3 {
		t.Errorf("Bindings before the table is read by position: %d of 3", len(seen))
	}
	if u.join.joined.Load() {
		t.Fatal("joined before a read by position")
	}
	if u.Len() != len(want) {
		t.Errorf("Len %d, want %d", u.Len(), len(want))
	}
	got := maps.Collect(u.All())
	if !maps.Equal(got, want) {
		t.Errorf("All %v, want %v", got, want)
	}
	for p, b := range want {
		if u.At(p) != b {
			t.Errorf("At(%v) = %v, want %v", p, u.At(p), b)
		}
	}
	// after the join, a use set again is seen both ways
	u.SetIdent(ids[4], bs[0])
	want[ids[4].Pos()] = bs[0]
	if u.At(ids[4].Pos()) != bs[0] || u.AtIdent(ids[4]) != bs[0] {
		t.Errorf("a use set after the join: %v, %v", u.At(ids[4].Pos()), u.AtIdent(ids[4]))
	}
	n := 0
	for range u.Bindings() {
		n++
	}
	if n != len(want) {
		t.Errorf("Bindings after the join: %d, want %d", n, len(want))
	}
}
