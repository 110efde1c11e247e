package check

import (
	"iter"
	"sync"
	"sync/atomic"

	"github.com/rulec-dev/rulec/grammar"
)

// Uses maps the position of each identifier that names something to what
// it names (Info.Uses). A position is kept as its file's number and its
// byte offset, one 8-byte key, with its line and column beside the
// binding: keyed by the 40-byte grammar.Position, holding the file name,
// the table was a third of what a check kept, and every insert hashed the
// name and copied the key through the write barrier.
//
// The names of expressions the parser numbered (grammar.NodeNumber), most
// of the uses, are kept apart (SetIdent), in a slice of their file's by
// the node's number, where the check finds them again (AtIdent) without
// a hash; they join the table by position when it is first read by
// position (At, All, Len), so a check that nobody asks by position never
// builds that part of the table.
type Uses struct {
	files []string // by number; a program has a few
	m     map[uint64]use
	// bySet holds the uses of numbered names: tabs[i][n] is the use of
	// the name numbered n of the set sets[i] (b 0: none).
	bySet setTables[identUse]
	// binds are the bindings the numbered names' uses name, each once
	// (Binding.use is its place, from 1).
	binds []*Binding
	join  *usesJoined // made by the first SetIdent
}

// identUse is the use of a numbered name: what it names, by its place in
// Uses.binds from 1 (0: none), and where the name is, to tell it from a
// copy of the node with another span and to join the table by position.
// It holds no pointer: a check writes one for every name it resolves,
// and each pointer written while the collector marks went through the
// write barrier (two a name, with the node's), and the table, made during
// the check, was scanned at the next cycle.
type identUse struct {
	b                 int32
	off, line, column int32
}

// usesJoined guards the joining of the numbered names' uses to the table
// by position, which a reader by position does first.
type usesJoined struct {
	mu     sync.Mutex
	joined atomic.Bool
}

// use is what Uses holds for one position.
type use struct {
	b            *Binding
	line, column int32
}

// newUses returns an empty table with room for n uses by position and
// for the names of a file of up to nodes expression nodes.
func newUses(n, nodes int) Uses {
	return Uses{m: make(map[uint64]use, n), bySet: setTables[identUse]{room: nodes}}
}

// key returns pos's key, numbering its file if add is set; ok is false
// for a file without a number.
func (u *Uses) key(pos grammar.Position, add bool) (uint64, bool) {
	for i, f := range u.files {
		if f == pos.Filename {
			return uint64(i)<<32 | uint64(uint32(pos.Offset)), true
		}
	}
	if !add {
		return 0, false
	}
	u.files = append(u.files, pos.Filename)
	return uint64(len(u.files)-1)<<32 | uint64(uint32(pos.Offset)), true
}

// At returns what the name at pos names, or nil.
func (u *Uses) At(pos grammar.Position) *Binding {
	u.joinIdents()
	k, ok := u.key(pos, false)
	if !ok {
		return nil
	}
	return u.m[k].b
}

// Set records that the name at pos names b.
func (u *Uses) Set(pos grammar.Position, b *Binding) {
	if u.m == nil {
		u.m = map[uint64]use{}
	}
	k, _ := u.key(pos, true)
	u.m[k] = use{b: b, line: int32(pos.Line), column: int32(pos.Column)}
}

// Len returns how many uses there are.
func (u *Uses) Len() int {
	u.joinIdents()
	return len(u.m)
}

// All returns every use with its position, in no order.
func (u *Uses) All() iter.Seq2[grammar.Position, *Binding] {
	return func(yield func(grammar.Position, *Binding) bool) {
		u.joinIdents()
		for k, v := range u.m {
			pos := grammar.Position{Filename: u.files[k>>32], Offset: int(int32(uint32(k))),
				Line: int(v.line), Column: int(v.column)}
			if !yield(pos, v.b) {
				return
			}
		}
	}
}

// Bindings returns what every use names, in no order, at least once
// each (a numbered name's use and one at the same position made otherwise
// may both be given before the table by position is read).
func (u *Uses) Bindings() iter.Seq[*Binding] {
	return func(yield func(*Binding) bool) {
		if u.join != nil && !u.join.joined.Load() {
			for _, tab := range u.bySet.tabs {
				for _, v := range tab {
					if v.b != 0 && !yield(u.binds[v.b-1]) {
						return
					}
				}
			}
		}
		for _, v := range u.m {
			if !yield(v.b) {
				return
			}
		}
	}
}

// tab returns the uses of the numbered names of set, made if add is set,
// or nil.
func (u *Uses) tab(set *string, add bool) *[]identUse { return u.bySet.tab(set, add, 0) }

// SetIdent records that the name n names b, as Set at its position does.
func (u *Uses) SetIdent(n *grammar.Ident, b *Binding) {
	set, i := grammar.NodeNumber(n)
	if set == nil {
		u.Set(n.Pos(), b)
		return
	}
	if u.join == nil {
		u.join = &usesJoined{}
	}
	tab := u.tab(set, true)
	if int(i) >= len(*tab) {
		growTo(tab, int(i))
	}
	if b.use == 0 || int(b.use) > len(u.binds) || u.binds[b.use-1] != b {
		u.binds = append(u.binds, b)
		b.use = int32(len(u.binds))
	}
	off, line, col := grammar.IdentStart(n)
	(*tab)[i] = identUse{b.use, off, line, col}
	if u.join.joined.Load() {
		u.Set(n.Pos(), b) // the table by position is read already
	}
}

// AtIdent returns what the name n names, or nil, as At its position does.
func (u *Uses) AtIdent(n *grammar.Ident) *Binding {
	set, i := grammar.NodeNumber(n)
	if set != nil {
		if tab := u.tab(set, false); tab != nil && int(i) < len(*tab) {
			// (a copy of the node moved elsewhere has its number)
			if v := (*tab)[i]; v.b != 0 && v.off == identOff(n) {
				return u.binds[v.b-1]
			}
		}
	}
	// set by position, if at all (no two names of a check share one)
	k, ok := u.key(n.Pos(), false)
	if !ok {
		return nil
	}
	return u.m[k].b
}

// identOff returns the offset where n starts.
func identOff(n *grammar.Ident) int32 {
	off, _, _ := grammar.IdentStart(n)
	return off
}

// joinIdents puts the numbered names' uses in the table by position, once.
func (u *Uses) joinIdents() {
	if u.join == nil {
		return
	}
	if u.join.joined.Load() {
		return
	}
	u.join.mu.Lock()
	defer u.join.mu.Unlock()
	if u.join.joined.Load() {
		return
	}
	defer u.join.joined.Store(true)
	for i, tab := range u.bySet.tabs {
		name := *u.bySet.sets[i]
		for _, v := range tab {
			if v.b != 0 {
				u.Set(grammar.Position{Filename: name, Offset: int(v.off), Line: int(v.line), Column: int(v.column)}, u.binds[v.b-1])
			}
		}
	}
}
