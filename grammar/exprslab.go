package grammar

// slab allocates the nodes of a file's expressions in chunks, one
// allocation for many nodes of a kind, since an expression is many small
// nodes; the chunks live as long as the file's tree. A nil slab allocates
// each node on its own (ParseExprTokens, for one expression).
type slab struct {
	lits     chunk[Lit]
	idents   chunk[Ident]
	parens   chunk[Paren]
	unaries  chunk[Unary]
	binaries chunk[Binary]
	conds    chunk[Cond]
	calls    chunk[CallExpr]
	loops    chunk[Loop]
	members  chunk[Member]
	indexes  chunk[Index]
	slices   chunk[Slice]
	lists    chunk[ListExpr]
	nodes    chunk[ExprNode] // the arguments and elements of calls and lists
	stack    []ExprNode      // exprParser.stack, kept from one expression to the next
	ids      int32           // the number (NodeNumber) of the last node made
}

// slabChunk is how many nodes of a kind one allocation holds.
const slabChunk = 64

// chunk is the last allocation of many Ts and how many of them are taken:
// a node taken moves the count, an int, where reslicing the chunk wrote a
// slice's header, whose pointer goes through the write barrier while the
// collector marks (once for every node of a file; the slab and the fast
// path's state are on the heap). The header is written when a chunk is
// allocated only.
type chunk[T any] struct {
	buf []T
	n   int // how many of buf are taken
}

// take returns a new zero T from the chunk in c, allocating a chunk of n
// when it is used up.
func take[T any](c *chunk[T], n int) *T {
	if c.n == len(c.buf) {
		c.buf, c.n = make([]T, n), 0
	}
	x := &c.buf[c.n]
	c.n++
	return x
}

// next returns the next T of c, not taken, allocating a chunk of n when c
// is used up: for a parse that may find nothing (optional), which takes it
// (c.n++) only if it does.
func (c *chunk[T]) next(n int) *T {
	if c.n == len(c.buf) {
		c.buf, c.n = make([]T, n), 0
	}
	return &c.buf[c.n]
}

// list returns the next k Ts of c, a slice full to its capacity so that an
// append to it copies it, allocating a chunk of at least least when fewer
// than k are left.
func (c *chunk[T]) list(k, least int) []T {
	if len(c.buf)-c.n < k {
		c.buf, c.n = make([]T, max(k, least)), 0
	}
	out := c.buf[c.n : c.n+k : c.n+k]
	c.n += k
	return out
}

func (s *slab) lit() *Lit {
	if s == nil {
		return new(Lit)
	}
	return take(&s.lits, slabChunk)
}

func (s *slab) ident() *Ident {
	if s == nil {
		return new(Ident)
	}
	return take(&s.idents, slabChunk)
}

func (s *slab) paren() *Paren {
	if s == nil {
		return new(Paren)
	}
	return take(&s.parens, slabChunk/4)
}

func (s *slab) unary() *Unary {
	if s == nil {
		return new(Unary)
	}
	return take(&s.unaries, slabChunk/4)
}

func (s *slab) binary() *Binary {
	if s == nil {
		return new(Binary)
	}
	return take(&s.binaries, slabChunk)
}

func (s *slab) cond() *Cond {
	if s == nil {
		return new(Cond)
	}
	return take(&s.conds, slabChunk/4)
}

func (s *slab) call() *CallExpr {
	if s == nil {
		return new(CallExpr)
	}
	return take(&s.calls, slabChunk)
}

func (s *slab) loop() *Loop {
	if s == nil {
		return new(Loop)
	}
	return take(&s.loops, slabChunk/4)
}

func (s *slab) member() *Member {
	if s == nil {
		return new(Member)
	}
	return take(&s.members, slabChunk/2)
}

func (s *slab) index() *Index {
	if s == nil {
		return new(Index)
	}
	return take(&s.indexes, slabChunk/4)
}

func (s *slab) slice() *Slice {
	if s == nil {
		return new(Slice)
	}
	return take(&s.slices, slabChunk/4)
}

func (s *slab) listExpr() *ListExpr {
	if s == nil {
		return new(ListExpr)
	}
	return take(&s.lists, slabChunk/4)
}

// exprs returns a copy of xs, from a chunk: its capacity is its length, so
// that an append to it cannot write over the next one's.
func (s *slab) exprs(xs []ExprNode) []ExprNode {
	if len(xs) == 0 {
		return nil
	}
	if s == nil || len(xs) > slabChunk {
		return append([]ExprNode(nil), xs...)
	}
	out := s.nodes.list(len(xs), 4*slabChunk)
	copyEach(out, xs)
	return out
}
