package check

import (
	"iter"

	"github.com/rulec-dev/rulec/grammar"
)

// Uses maps the position of each identifier that names something to what
// it names (Info.Uses). A position is kept as its file's number and its
// byte offset, one 8-byte key, with its line and column beside the
// binding: keyed by the 40-byte grammar.Position, holding the file name,
// the table was a third of what a check kept, and every insert hashed the
// name and copied the key through the write barrier.
type Uses struct {
	files []string // by number; a program has a few
	m     map[uint64]use
}

// use is what Uses holds for one position.
type use struct {
	b            *Binding
	line, column int32
}

// newUses returns an empty table with room for n uses.
func newUses(n int) Uses { return Uses{m: make(map[uint64]use, n)} }

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
func (u *Uses) Len() int { return len(u.m) }

// All returns every use with its position, in no order.
func (u *Uses) All() iter.Seq2[grammar.Position, *Binding] {
	return func(yield func(grammar.Position, *Binding) bool) {
		for k, v := range u.m {
			pos := grammar.Position{Filename: u.files[k>>32], Offset: int(int32(uint32(k))),
				Line: int(v.line), Column: int(v.column)}
			if !yield(pos, v.b) {
				return
			}
		}
	}
}

// Bindings returns what every use names, in no order, one for each use.
func (u *Uses) Bindings() iter.Seq[*Binding] {
	return func(yield func(*Binding) bool) {
		for _, v := range u.m {
			if !yield(v.b) {
				return
			}
		}
	}
}
