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
}

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
	span
	Kind  LitKind
	Value string
}

// Ident is a name: a variable, parameter, constant, def, memory, query,
// builtin, or `it`, the element of the innermost loop that names none.
type Ident struct {
	span
	Name string
}

// Paren is an expression in brackets, kept so that spans and
// explanations show what was written.
type Paren struct {
	span
	X ExprNode
}

// Unary is a prefix operator: `not x`, `!x`, `-x`, `+x`.
type Unary struct {
	span
	Op    string // as written: "not", "!", "-", "+"
	OpPos Position
	X     ExprNode
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
	span
	Op    string
	OpPos Position
	X, Y  ExprNode
}

// Cond is a conditional value: `if C then A else B`, or `C ? A : B`
// (Ternary).
type Cond struct {
	span
	Ternary          bool
	Cond, Then, Else ExprNode
}

// CallExpr is a call of a query, a def, a memory or a builtin: `f(a, b)`.
// A builtin looping over a list with a predicate is a Loop instead.
type CallExpr struct {
	span
	Fun  *Ident
	Args []ExprNode
}

// Loop is a builtin that runs a body for each element of a list:
// `filter(list, body)`, `any(list, body)`, whose body reads the element
// as `it` (Var is nil), or, naming the element, `any p in list: body`
// and `filter(e in list: body)` (Var names it). Rest holds any further
// arguments (`sortBy(list, key, "desc")`).
type Loop struct {
	span
	Word *Ident // any, all, none, one, filter, map, count, sum, find, ...
	Var  *Ident // nil: the body reads the element as `it`
	List ExprNode
	Body ExprNode
	Rest []ExprNode
}

// Member is a field of a value: `unit.side`, `p.rotates_target`, or with
// Optional `x?.side` (nil when x is nil).
type Member struct {
	span
	X        ExprNode
	Name     *Ident
	Optional bool
}

// Index is an element of a list or map: `x[0]`, `arcs[id]`, or with
// Optional `x?.[0]` (nil when x is nil).
type Index struct {
	span
	X        ExprNode
	Index    ExprNode
	Optional bool
}

// Slice is part of a list: `x[a:b]`; a missing bound is nil.
type Slice struct {
	span
	X      ExprNode
	Lo, Hi ExprNode
}

// ListExpr is a list written out: `[a, b]`.
type ListExpr struct {
	span
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
