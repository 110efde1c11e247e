package check

import (
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/types"
)

// Types gives expression nodes their types (Info.Types). A node the
// parser numbered (grammar.NodeNumber) has its type in a slice of its
// file's, at its number: keyed by the node, an interface, the table was a
// map that hashed two words and copied two pointers through the write
// barrier at every insert (a twentieth of BenchmarkCheck), and that the
// collector scanned at every cycle. A node without a number (one built by
// hand) is kept in a map. The zero Types is empty and ready to use.
type Types struct {
	bySet setTables[typeEntry] // the numbered nodes' types
	more  map[grammar.ExprNode]types.Type
	n     int // how many nodes have a type
}

// typeEntry is a node's type, and whether it has one.
type typeEntry struct {
	t  types.Type
	ok bool
}

// newTypes returns an empty table with room for the types of n nodes of
// a file.
func newTypes(n int) Types { return Types{bySet: setTables[typeEntry]{room: n}} }

// tab returns the slice of set, made if add is set, or nil.
func (t *Types) tab(set *string, add bool) *[]typeEntry { return t.bySet.tab(set, add, 16) }

// Of returns the type the checker gave n, and whether it gave one.
func (t *Types) Of(n grammar.ExprNode) (types.Type, bool) {
	set, i := grammar.NodeNumber(n)
	if set == nil {
		typ, ok := t.more[n]
		return typ, ok
	}
	tab := t.tab(set, false)
	if tab == nil || int(i) >= len(*tab) {
		return types.Type{}, false
	}
	e := (*tab)[i]
	return e.t, e.ok
}

// Set gives n the type typ.
func (t *Types) Set(n grammar.ExprNode, typ types.Type) {
	set, i := grammar.NodeNumber(n)
	if set == nil {
		if t.more == nil {
			t.more = map[grammar.ExprNode]types.Type{}
		}
		if _, ok := t.more[n]; !ok {
			t.n++
		}
		t.more[n] = typ
		return
	}
	tab := t.tab(set, true)
	if int(i) >= len(*tab) {
		growTo(tab, int(i))
	}
	e := &(*tab)[i]
	if !e.ok {
		t.n++
	}
	*e = typeEntry{typ, true}
}

// Len returns how many nodes have a type.
func (t *Types) Len() int { return t.n }
