package check

import "slices"

// setTables keeps a slice of E for each set of numbered nodes (a file's,
// mostly; grammar.NodeNumber), found by the set's pointer: the set last
// asked for first, then one by one, and past manySets sets through an
// index. Types and Uses keep their numbered nodes' entries in one.
type setTables[E any] struct {
	sets  []*string // the sets of numbered nodes
	tabs  [][]E     // by set, each by the node's number
	index map[*string]int
	last  int // the set last asked for
	room  int // the capacity of the first set's slice
}

// manySets is how many sets are looked for one by one, before an index.
const manySets = 8

// tab returns the slice of set, made (with a capacity of at least least)
// if add is set, or nil. Only a writer (add) moves last: readers may run
// at once (the lowering of explanations reads during runs).
func (t *setTables[E]) tab(set *string, add bool, least int) *[]E {
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
	t.tabs = append(t.tabs, make([]E, 0, max(t.room, least)))
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

// growTo makes *tab long enough to hold index i: to its capacity, grown
// if i is beyond it, so that the slice's header, which holds a pointer,
// is written again only when the table grows, not for each entry (each
// write while the collector marks goes through its write barrier).
// Entries past those set are zero, as the tables' readers expect.
func growTo[E any](tab *[]E, i int) {
	t := *tab
	if i >= cap(t) {
		t = slices.Grow(t, i+1-len(t))
	}
	*tab = t[:cap(t)]
}
