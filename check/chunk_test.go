package check

import (
	"testing"
	"unsafe"
)

// TestChunkSizes checks that each chunked kind's block is as many as fit
// in 512 bytes: more would put it in a span whose pointers the collector
// marks the slow way, fewer would allocate more often than need be.
func TestChunkSizes(t *testing.T) {
	for _, k := range []struct {
		name       string
		size, perN uintptr
	}{
		{"Expr", unsafe.Sizeof(Expr{}), exprsInBlock},
		{"Clause", unsafe.Sizeof(Clause{}), clausesInBlock},
		{"When", unsafe.Sizeof(When{}), whensInBlock},
	} {
		if k.size*k.perN > 512 || k.size*(k.perN+1) <= 512 {
			t.Errorf("%s: %d bytes, %d in a block of %d bytes; %d fit in 512", k.name, k.size, k.perN, k.size*k.perN, 512/k.size)
		}
	}
}

// TestChunkTake checks that take hands out distinct zero values and a new
// block when one is used up.
func TestChunkTake(t *testing.T) {
	var c chunk[[2]int]
	seen := map[*[2]int]bool{}
	for i := range 7 {
		x := c.take(3)
		if *x != [2]int{} || seen[x] {
			t.Fatalf("take %d: %v, seen %v", i, *x, seen[x])
		}
		seen[x] = true
		x[0] = i + 1
	}
	if c.n != 1 || len(c.buf) != 3 {
		t.Errorf("after 7 of blocks of 3: n %d, len %d; want 1, 3", c.n, len(c.buf))
	}
}
