package grammar

import "fmt"

// The visitors of the interfaces of the grammar. A pass that must treat
// every kind of declaration or statement implements DeclVisitor or
// StmtVisitor (stmts.go), one method per kind, and dispatches with
// VisitDecl or VisitStmt: a kind added to decls in parse.go or stmts in
// stmts.go, and to these interfaces, is a compile error in every pass that
// does not handle it (house style 11), where a type switch would skip it
// silently. TestVisitorsCoverTheUnions keeps these switches equal to the
// unions.

// DeclVisitor has one method per kind of top-level declaration.
type DeclVisitor[R any] interface {
	Units(*Units) R
	Pace(*Pace) R
	Import(*Import) R
	Source(*Source) R
	Unencoded(*Unencoded) R
	Const(*Const) R
	Def(*Def) R
	Remember(*Remember) R
	Order(*Order) R
	Procedure(*Procedure) R
}

// VisitDecl returns v's method for the kind of d applied to d.
func VisitDecl[R any](d Decl, v DeclVisitor[R]) R {
	switch d := d.(type) {
	case *Units:
		return v.Units(d)
	case *Pace:
		return v.Pace(d)
	case *Import:
		return v.Import(d)
	case *Source:
		return v.Source(d)
	case *Unencoded:
		return v.Unencoded(d)
	case *Const:
		return v.Const(d)
	case *Def:
		return v.Def(d)
	case *Remember:
		return v.Remember(d)
	case *Order:
		return v.Order(d)
	case *Procedure:
		return v.Procedure(d)
	}
	// Decl's methods are unexported, so only this package's types have
	// it, and the test proves each of them has a case above.
	panic(fmt.Sprintf("grammar.VisitDecl: %T is not a declaration of the grammar", d))
}

// DeclKinds returns one empty node of every kind of declaration, in the
// order of the parser's union: for tests that must see every kind.
func DeclKinds() []Decl { return members(decls()) }

func (*Units) declNode()     {}
func (*Pace) declNode()      {}
func (*Import) declNode()    {}
func (*Source) declNode()    {}
func (*Unencoded) declNode() {}
func (*Const) declNode()     {}
func (*Def) declNode()       {}
func (*Remember) declNode()  {}
func (*Order) declNode()     {}
func (*Procedure) declNode() {}

// ExprVisitor has one method per kind of expression node.
type ExprVisitor[R any] interface {
	Lit(*Lit) R
	Ident(*Ident) R
	Paren(*Paren) R
	Unary(*Unary) R
	Binary(*Binary) R
	Cond(*Cond) R
	CallExpr(*CallExpr) R
	Loop(*Loop) R
	Member(*Member) R
	Index(*Index) R
	Slice(*Slice) R
	ListExpr(*ListExpr) R
}

// VisitExpr returns v's method for the kind of x applied to x.
func VisitExpr[R any](x ExprNode, v ExprVisitor[R]) R {
	switch x := x.(type) {
	case *Lit:
		return v.Lit(x)
	case *Ident:
		return v.Ident(x)
	case *Paren:
		return v.Paren(x)
	case *Unary:
		return v.Unary(x)
	case *Binary:
		return v.Binary(x)
	case *Cond:
		return v.Cond(x)
	case *CallExpr:
		return v.CallExpr(x)
	case *Loop:
		return v.Loop(x)
	case *Member:
		return v.Member(x)
	case *Index:
		return v.Index(x)
	case *Slice:
		return v.Slice(x)
	case *ListExpr:
		return v.ListExpr(x)
	}
	// exprNode is unexported, so only this package's types have it, and
	// TestVisitorsCoverTheUnions proves each of them has a case above.
	panic(fmt.Sprintf("grammar.VisitExpr: %T is not an expression node of the grammar", x))
}

// ExprKinds returns one empty node of every kind of expression node, for
// tests that must see every kind. TestVisitorsCoverTheUnions checks it
// against the types of the package that are expression nodes.
func ExprKinds() []ExprNode {
	return []ExprNode{
		&Lit{}, &Ident{}, &Paren{}, &Unary{}, &Binary{}, &Cond{}, &CallExpr{}, &Loop{},
		&Member{}, &Index{}, &Slice{}, &ListExpr{},
	}
}
