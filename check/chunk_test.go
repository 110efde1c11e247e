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
		{"scope", unsafe.Sizeof(scope{}), scopesInBlock},
		{"Binding", unsafe.Sizeof(Binding{}), bindingsInBlock},
		{"ActionCall", unsafe.Sizeof(ActionCall{}), actionCallsInBlock},
		{"Part", unsafe.Sizeof(Part{}), partsInBlock},
		{"Stmt", unsafe.Sizeof(Stmt(nil)), stmtsInBlock},
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

// TestStmtList checks that the lists stmtList carves from one block are
// each full at their size, so that an append to one never writes into
// the next.
func TestStmtList(t *testing.T) {
	ck := &checker{}
	a, b := ck.stmtList(3), ck.stmtList(2)
	if len(a) != 0 || cap(a) != 3 || cap(b) != 2 {
		t.Fatalf("len %d cap %d, cap %d; want 0 3, 2", len(a), cap(a), cap(b))
	}
	s := []*Stop{{}, {}, {}, {}, {}, {}}
	a = append(a, s[0], s[1], s[2])
	b = append(b, s[3], s[4])
	a2 := append(a, s[5]) // past a's room: a copy
	if a[0] != s[0] || a[2] != s[2] || b[0] != s[3] || b[1] != s[4] || a2[3] != s[5] {
		t.Fatal("the lists overlap")
	}
	if len(ck.stmts) != stmtsInBlock-5 {
		t.Errorf("%d of the block left, want %d", len(ck.stmts), stmtsInBlock-5)
	}
	if big := ck.stmtList(stmtsInBlock); cap(big) != stmtsInBlock || len(ck.stmts) != stmtsInBlock-5 {
		t.Errorf("a large list: cap %d, block left %d", cap(big), len(ck.stmts))
	}
}
