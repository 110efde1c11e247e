// Package box puts numbers in interfaces without allocating for the
// common ones.
//
// A float64 put in an interface is copied to the heap: the runtime spares
// only integers below 256 that allocation, and none of the floats. The
// numbers a run passes between statements are often small whole ones (a
// die's total, a facing of 90 or 180 degrees, a count); Num hands those
// out of a table the linker lays out (table.go), read only.
package box

// small is how many whole numbers, from 0, Num has boxed in advance:
// every facing in degrees and every total of a handful of dice.
const small = 512

// Num returns x in an interface, from the table when x is a whole number
// from 0 to 511 (negative zero is not: its sign would be lost).
func Num(x float64) any {
	if v, ok := Kept(x); ok {
		return v
	}
	return x
}

// Kept returns the table's box of x, if it holds one.
func Kept(x float64) (any, bool) {
	if i := int(x); float64(i) == x && i >= 0 && i < small && (i != 0 || 1/x > 0) {
		return table[i], true
	}
	return nil, false
}
