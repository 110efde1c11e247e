package check

// chunk hands out Ts from blocks of a few, one allocation a block, for the
// kinds the check makes thousands of and keeps all of (a lowered Expr for
// every expression, a Clause for every clause, a When for every when): an
// allocation of its own for each cost about 300 instructions and wrote the
// object's pointer bitmap. A block is kept at most 512 bytes, so that a
// pointer into it is still marked by its span (chk18: blocks above 512
// bytes cost the marking more than they saved). As the grammar's slab
// (grammar/exprslab.go), it counts what it has taken rather than reslicing,
// so that taking one stores no pointer.
type chunk[T any] struct {
	buf []T
	n   int // how many of buf are taken
}

// take returns a new zero T, allocating a block of n when the last is used up.
func (c *chunk[T]) take(n int) *T {
	if c.n == len(c.buf) {
		c.buf, c.n = make([]T, n), 0
	}
	x := &c.buf[c.n]
	c.n++
	return x
}

// The number of each kind in a block: the most that fit in 512 bytes
// (TestChunkSizes).
const (
	exprsInBlock       = 7 // 72 bytes
	clausesInBlock     = 5 // 96
	whensInBlock       = 4 // 104
	scopesInBlock      = 9 // 56
	bindingsInBlock    = 5 // 96
	actionCallsInBlock = 3 // 160
	partsInBlock       = 3 // 136
	stmtsInBlock       = 32
)

// stmtList returns an empty list of room for n statements, for block:
// carved from a block of stmtsInBlock that it shares with other lists, a
// list is full at n, so that an append past n copies it rather than
// writing into the next list. A list of more than a quarter of a block
// is allocated on its own.
func (ck *checker) stmtList(n int) []Stmt {
	switch {
	case n == 0:
		return nil
	case n > stmtsInBlock/4:
		return make([]Stmt, 0, n)
	case n > len(ck.stmts):
		ck.stmts = make([]Stmt, stmtsInBlock)
	}
	out := ck.stmts[:0:n]
	ck.stmts = ck.stmts[n:]
	return out
}
