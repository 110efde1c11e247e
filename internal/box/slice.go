package box

import "unsafe"

// eface is the runtime's layout of an interface without methods: its
// type word and its data word. A slice put in an interface is copied to
// the heap, a 24-byte allocation, and the data word points at the copy.
type eface struct {
	typ  unsafe.Pointer
	data unsafe.Pointer
}

// Slice returns *p in an interface as any(*p) would, but with its data
// word pointing at *p itself rather than at a copy of it on the heap: p
// is the box. A caller with many slices to box keeps their headers in an
// array of its own, so that the array's one allocation stands for many;
// the interface keeps the array alive as a copy would.
//
// An interface's value never changes, so *p must not be written again
// while the interface, or any copy of it, may still be read.
func Slice[E any](p *[]E) any {
	// a nil slice goes in an interface without an allocation: the
	// runtime points the data word at a zero value of its own
	var v any = []E(nil)
	(*eface)(unsafe.Pointer(&v)).data = unsafe.Pointer(p)
	return v
}

// SameType reports whether v and w hold values of the same dynamic type
// (both nil: true), as v.(T) for w's type T would: one comparison of the
// type words, where a type switch on a kind asks again what a plan made
// when it was compiled already knows.
func SameType(v, w any) bool {
	return (*eface)(unsafe.Pointer(&v)).typ == (*eface)(unsafe.Pointer(&w)).typ
}

// SameTypeAt is SameType(*v, *w) read where the interfaces lie: the
// two type words loaded from memory, where SameType's by-value
// arguments make the caller store each interface on its stack first
// to take its address (four stores and loads an argument in a loop).
func SameTypeAt(v, w *any) bool {
	return (*eface)(unsafe.Pointer(v)).typ == (*eface)(unsafe.Pointer(w)).typ
}
