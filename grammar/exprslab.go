package grammar

// slab allocates the nodes of expressions; a nil slab allocates each node
// on its own.
type slab struct{}

func (*slab) lit() *Lit           { return new(Lit) }
func (*slab) ident() *Ident       { return new(Ident) }
func (*slab) paren() *Paren       { return new(Paren) }
func (*slab) unary() *Unary       { return new(Unary) }
func (*slab) binary() *Binary     { return new(Binary) }
func (*slab) cond() *Cond         { return new(Cond) }
func (*slab) call() *CallExpr     { return new(CallExpr) }
func (*slab) loop() *Loop         { return new(Loop) }
func (*slab) member() *Member     { return new(Member) }
func (*slab) index() *Index       { return new(Index) }
func (*slab) slice() *Slice       { return new(Slice) }
func (*slab) listExpr() *ListExpr { return new(ListExpr) }
