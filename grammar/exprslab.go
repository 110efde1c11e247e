package grammar

// slab allocates the nodes of a file's expressions in chunks, one
// allocation for many nodes of a kind, since an expression is many small
// nodes; the chunks live as long as the file's tree. A nil slab allocates
// each node on its own (ParseExprTokens, for one expression).
type slab struct {
	lits     []Lit
	idents   []Ident
	parens   []Paren
	unaries  []Unary
	binaries []Binary
	conds    []Cond
	calls    []CallExpr
	loops    []Loop
	members  []Member
	indexes  []Index
	slices   []Slice
	lists    []ListExpr
	nodes    []ExprNode // the arguments and elements of calls and lists
	stack    []ExprNode // exprParser.stack, kept from one expression to the next
	ids      int32      // the number (NodeNumber) of the last node made
}

// slabChunk is how many nodes of a kind one allocation holds.
const slabChunk = 64

// take returns a new zero T from the chunk in *buf, allocating a chunk of
// n when it is used up.
func take[T any](buf *[]T, n int) *T {
	if len(*buf) == 0 {
		*buf = make([]T, n)
	}
	x := &(*buf)[0]
	*buf = (*buf)[1:]
	return x
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
	if len(s.nodes) < len(xs) {
		s.nodes = make([]ExprNode, 4*slabChunk)
	}
	out := s.nodes[:len(xs):len(xs)]
	copy(out, xs)
	s.nodes = s.nodes[len(xs):]
	return out
}
