package grammar

// The expression nodes: the language's own tree of an expression, built by
// the rules parser from the expression's tokens (Expr.X). Every node has
// its span (Pos is its first character, EndPos just after its last), so
// the checker, the language server and the explanations point into the
// source without mapping a rewritten text back.
//
// An expression node implements ExprNode. Adding one means: its type here,
// its eachChild (nodes.go), its case in the parser (exprparse.go), its
// visitor method (visit.go), and its case in every walker: the checker
// (exprcheck.go, which panics on a kind it lacks) and the lowering
// (eval.go, a check error), the explanations (check's explainVisit, an
// ExprVisitor: a compile error), and an example in
// internal/rulestest's exprExamples, which runs it through the
// formatter, the checker, the interpreter with explanations and coverage,
// the diff and the mutation generator, and fails until it has one.

// ExprNode is implemented by every expression node.
type ExprNode interface {
	Node
	exprNode()
	// exprSpan returns the node's span (embedded), for the parser.
	exprSpan() *xspan
}

// loc is a place in a source file without the file's name: its offset,
// line and column (from 1), as a Position holds them.
type loc struct{ off, line, col int32 }

// locOf returns the place of p, less its file's name.
func locOf(p Position) loc { return loc{int32(p.Offset), int32(p.Line), int32(p.Column)} }

// xspan is embedded in every expression node: where the node starts and
// just after where it ends, and the name of its file, which the nodes of a
// file share. Positions are made from it when asked (Pos, EndPos, Span):
// two Positions in each node were 80 bytes of its size and two pointers,
// copied while the collector marked (each copy through its write barrier)
// and scanned at every cycle, for every node of every expression.
type xspan struct {
	name       *string // the file's name; nil: none (a node built by hand)
	start, end loc
	// id numbers the node among those the parser made with the same
	// name (see NodeNumber); 0: none (a node built by hand).
	id int32
}

// NodeNumber returns a number of n unique among the nodes that share its set:
// the parser numbers the nodes of a file's expressions (or of one parse
// of tokens) 1, 2, ... in the order it makes them, for a checker to keep
// what it learns of each in a slice rather than a table keyed by node.
// It returns (nil, 0) for a node without a number: one built by hand or
// given a span by SetSpan. A copy of a node has its number, so a tool
// that copies a node to change it calls SetSpan on the copy.
func NodeNumber(n ExprNode) (set *string, i int32) {
	s := n.exprSpan()
	if s.id == 0 {
		return nil, 0
	}
	return s.name, s.id
}

// IdentStart returns where n starts, as the offset, line and column of
// its Pos, without its file's name: for a table by NodeNumber that keeps
// it and has the name from the set.
func IdentStart(n *Ident) (off, line, col int32) {
	return n.start.off, n.start.line, n.start.col
}

// position returns the Position of l in the file of s.
func (s *xspan) position(l loc) Position {
	p := Position{Offset: int(l.off), Line: int(l.line), Column: int(l.col)}
	if s.name != nil {
		p.Filename = *s.name
	}
	return p
}

// Pos returns where the node starts.
func (s *xspan) Pos() Position { return s.position(s.start) }

// EndPos returns where the node ends: just after its last character.
func (s *xspan) EndPos() Position { return s.position(s.end) }

// Span returns the node's start and end positions.
func (s *xspan) Span() (Position, Position) { return s.position(s.start), s.position(s.end) }

// SetSpan sets the node's span, for a node built other than by the
// parser (the parser's share their file's name), and takes its number
// (NodeNumber).
func (s *xspan) SetSpan(start, end Position) {
	s.name, s.id = nil, 0
	if start.Filename != "" {
		s.name = &start.Filename
	}
	s.start, s.end = locOf(start), locOf(end)
}

func (s *xspan) exprSpan() *xspan { return s }

// spanOf is for the statements' and declarations' spans, which trimEnds
// moves; an expression node's is exact already and never asked for.
func (s *xspan) spanOf() *span { panic("grammar: spanOf of an expression node") }

// OpPos returns where the operator is.
func (n *Unary) OpPos() Position { return n.position(n.opAt) }

// OpPos returns where the operator is (the not of a negated word
// operator).
func (n *Binary) OpPos() Position { return n.position(n.opAt) }

// LitKind is the kind of a literal.
type LitKind uint8

const (
	IntLit    LitKind = iota // 3: a whole number
	FloatLit                 // 3.5, 1e3: an approximate number
	StringLit                // "front" or 'front'; Value is the unquoted text
	LengthLit                // 3in, 200p, 15mm; Value as written
	BoolLit                  // true, false
	NilLit                   // nil
	DiceLit                  // 2D6: refused by the checker in an expression
)

// Lit is a literal. Value is its text as written, except a string's,
// which is its unquoted value.
type Lit struct {
	xspan
	Kind  LitKind
	Value string
}

// Ident is a name: a variable, parameter, constant, def, memory, query,
// builtin, or `it`, the element of the innermost loop that names none.
type Ident struct {
	xspan
	Name string
}

// Paren is an expression in brackets, kept so that spans and
// explanations show what was written.
type Paren struct {
	xspan
	X ExprNode
}

// Unary is a prefix operator: `not x`, `!x`, `-x`, `+x`.
type Unary struct {
	xspan
	Op   string // as written: "not", "!", "-", "+"
	opAt loc    // where Op is (OpPos)
	X    ExprNode
}

// Binary is an infix operator. Op is as written ("and", "&&", "==",
// "in", "not in", "+", "??", ...; a negated word operator is "not " and
// the word, with OpPos at the not).
//
// Comparisons chain as in expr: `a < b <= c` means `a < b and b <= c`.
// A chain is a Binary of "<", ">", "<=" or ">=" whose X is itself such a
// Binary (not a Paren: `(a < b) < c` compares a bool): here the Binary
// `a < b` with Y c, meaning `(a < b) and (b <= c)`.
type Binary struct {
	xspan
	Op   string
	opAt loc // where Op is (OpPos)
	X, Y ExprNode
}

// Cond is a conditional value: `if C then A else B`, or `C ? A : B`
// (Ternary).
type Cond struct {
	xspan
	Ternary          bool
	Cond, Then, Else ExprNode
}

// CallExpr is a call of a query, a def, a memory or a builtin: `f(a, b)`.
// A builtin looping over a list with a predicate is a Loop instead.
type CallExpr struct {
	xspan
	Fun  *Ident
	Args []ExprNode
}

// Loop is a builtin that runs a body for each element of a list:
// `filter(list, body)`, `any(list, body)`, whose body reads the element
// as `it` (Var is nil), or, naming the element, `any p in list: body`
// and `filter(e in list: body)` (Var names it). Rest holds any further
// arguments (`sortBy(list, key, "desc")`).
type Loop struct {
	xspan
	Word *Ident // any, all, none, one, filter, map, count, sum, find, ...
	Var  *Ident // nil: the body reads the element as `it`
	List ExprNode
	Body ExprNode
	Rest []ExprNode
}

// Member is a field of a value: `unit.side`, `p.rotates_target`, or with
// Optional `x?.side` (nil when x is nil).
type Member struct {
	xspan
	X        ExprNode
	Name     *Ident
	Optional bool
}

// Index is an element of a list or map: `x[0]`, `arcs[id]`, or with
// Optional `x?.[0]` (nil when x is nil).
type Index struct {
	xspan
	X        ExprNode
	Index    ExprNode
	Optional bool
}

// Slice is part of a list: `x[a:b]`; a missing bound is nil.
type Slice struct {
	xspan
	X      ExprNode
	Lo, Hi ExprNode
}

// ListExpr is a list written out: `[a, b]`.
type ListExpr struct {
	xspan
	Elems []ExprNode
}

func (*Lit) exprNode()      {}
func (*Ident) exprNode()    {}
func (*Paren) exprNode()    {}
func (*Unary) exprNode()    {}
func (*Binary) exprNode()   {}
func (*Cond) exprNode()     {}
func (*CallExpr) exprNode() {}
func (*Loop) exprNode()     {}
func (*Member) exprNode()   {}
func (*Index) exprNode()    {}
func (*Slice) exprNode()    {}
func (*ListExpr) exprNode() {}

// put calls fn with x unless x is nil.
func putExpr(x ExprNode, fn func(Node)) {
	if x != nil {
		fn(x)
	}
}

func (*Lit) eachChild(func(Node))   {}
func (*Ident) eachChild(func(Node)) {}
func (n *Paren) eachChild(fn func(Node)) {
	putExpr(n.X, fn)
}
func (n *Unary) eachChild(fn func(Node)) {
	putExpr(n.X, fn)
}
func (n *Binary) eachChild(fn func(Node)) {
	putExpr(n.X, fn)
	putExpr(n.Y, fn)
}
func (n *Cond) eachChild(fn func(Node)) {
	putExpr(n.Cond, fn)
	putExpr(n.Then, fn)
	putExpr(n.Else, fn)
}
func (n *CallExpr) eachChild(fn func(Node)) {
	fn(n.Fun)
	eachNode(n.Args, fn)
}
func (n *Loop) eachChild(fn func(Node)) {
	fn(n.Word)
	if n.Var != nil {
		fn(n.Var)
	}
	putExpr(n.List, fn)
	putExpr(n.Body, fn)
	eachNode(n.Rest, fn)
}
func (n *Member) eachChild(fn func(Node)) {
	putExpr(n.X, fn)
	fn(n.Name)
}
func (n *Index) eachChild(fn func(Node)) {
	putExpr(n.X, fn)
	putExpr(n.Index, fn)
}
func (n *Slice) eachChild(fn func(Node)) {
	putExpr(n.X, fn)
	putExpr(n.Lo, fn)
	putExpr(n.Hi, fn)
}
func (n *ListExpr) eachChild(fn func(Node)) {
	eachNode(n.Elems, fn)
}
