package check

import (
	"slices"

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
	sets  []*string     // the sets of numbered nodes: a file's, mostly
	tabs  [][]typeEntry // by set, each by the node's number
	index map[*string]int
	last  int // the set last asked for
	more  map[grammar.ExprNode]types.Type
	n     int // how many nodes have a type
	room  int // the capacity of a set's first slice
}

// typeEntry is a node's type, and whether it has one.
type typeEntry struct {
	t  types.Type
	ok bool
}

// newTypes returns an empty table with room for the types of n nodes of
// a file.
func newTypes(n int) Types { return Types{room: n} }

// manySets is how many sets are looked for one by one, before an index.
const manySets = 8

// tab returns the slice of set, made if add is set, or nil. Only a
// writer (add) moves last: the lowering of explanations reads the table
// during runs, which may run at once.
func (t *Types) tab(set *string, add bool) *[]typeEntry {
	if t.last < len(t.sets) && t.sets[t.last] == set {
		return &t.tabs[t.last]
	}
	i, ok := -1, false
	if t.index != nil {
		i, ok = t.index[set]
	} else {
		for j, s := range t.sets {
			if s == set {
				i, ok = j, true
				break
			}
		}
	}
	if ok {
		if add {
			t.last = i
		}
		return &t.tabs[i]
	}
	if !add {
		return nil
	}
	t.sets = append(t.sets, set)
	t.tabs = append(t.tabs, make([]typeEntry, 0, max(t.room, 16)))
	t.room = 0
	t.last = len(t.sets) - 1
	if t.index != nil || len(t.sets) > manySets {
		if t.index == nil {
			t.index = make(map[*string]int, 2*manySets)
			for i, s := range t.sets {
				t.index[s] = i
			}
		}
		t.index[set] = t.last
	}
	return &t.tabs[t.last]
}

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
		*tab = slices.Grow(*tab, int(i)+1-len(*tab))
		*tab = (*tab)[:int(i)+1]
	}
	e := &(*tab)[i]
	if !e.ok {
		t.n++
	}
	*e = typeEntry{typ, true}
}

// Len returns how many nodes have a type.
func (t *Types) Len() int { return t.n }
