// Package zero empties the small reused buffers of a run.
//
// The built-in clear of a slice holding pointers calls the runtime's
// memclrHasPointers, which does the write barrier's bookkeeping for the
// whole range (bulkBarrierPreWrite) and then clears it: about a hundred
// instructions however short the slice. The buffers a run reuses from
// call to call hold a few elements, and are cleared at every call's end;
// storing the zero value element by element costs a few instructions
// each. A loop of the form `for i := range s { s[i] = zero }` is turned
// back into the runtime call by the compiler, so Slice counts its own.
package zero

// Slice sets every element of s to T's zero value.
func Slice[T any](s []T) {
	var z T
	for i := 0; i < len(s); i++ {
		s[i] = z
	}
}

// Anys sets every element of s to nil, storing only where one is not:
// most slots of a call's variables, and of a query's arguments, are nil
// already, and a store of an interface pays the write barrier's check.
func Anys(s []any) {
	for i := 0; i < len(s); i++ {
		if s[i] != nil {
			s[i] = nil
		}
	}
}
