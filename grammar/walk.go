package grammar

// Walk calls fn for n and, while fn returns true, for each node below n in
// source order.
func Walk(n Node, fn func(Node) bool) {
	w := &walker{fn: fn}
	w.visit = w.walk // one function value for the whole walk, not one per node
	w.walk(n)
}

// Walker walks trees with one function. Walk allocates its state for each
// walk; a Walker made once walks any number of trees without allocating,
// for a pass that walks many small ones.
type Walker struct{ w walker }

// NewWalker returns a Walker calling fn as Walk does.
func NewWalker(fn func(Node) bool) *Walker {
	w := &Walker{walker{fn: fn}}
	w.w.visit = w.w.walk
	return w
}

// Walk calls the Walker's function for n and, while it returns true, for
// each node below n in source order.
func (w *Walker) Walk(n Node) { w.w.walk(n) }

// walker is the state of one Walk.
type walker struct {
	fn    func(Node) bool
	visit func(Node) // w.walk
}

// walk visits n and, while fn returns true, the nodes below it.
func (w *walker) walk(n Node) {
	if n == nil || !w.fn(n) {
		return
	}
	n.eachChild(w.visit)
}

// Lister lists the children of nodes on one stack: a recursive pass that
// asks the children of every node allocates once, not a slice for each
// (Children).
type Lister struct {
	stack []Node
	add   func(Node)
}

// NewLister returns an empty Lister.
func NewLister() *Lister {
	l := &Lister{}
	l.add = func(c Node) { l.stack = append(l.stack, c) }
	return l
}

// Children returns the direct children of n in source order, and the mark
// to Drop them at; the slice stays as it is until then, whatever is listed
// after it.
func (l *Lister) Children(n Node) (children []Node, mark int) {
	mark = len(l.stack)
	n.eachChild(l.add)
	return l.stack[mark:len(l.stack):len(l.stack)], mark
}

// Drop forgets the children listed from mark on.
func (l *Lister) Drop(mark int) {
	clear(l.stack[mark:])
	l.stack = l.stack[:mark]
}

// Children returns the direct children of n in source order.
func Children(n Node) []Node {
	var out []Node
	n.eachChild(func(c Node) { out = append(out, c) })
	return out
}

// EachIdent calls fn for each name (Ident) in the expression tree x, in
// the order Walk meets them: a call's and a loop's words and a member's
// name included. It goes down the tree by a switch on the node's kind, not
// through each node's children by a function value, for a pass that wants
// the names alone (the liveness pass asks it of every statement); a kind
// it does not list is walked as Walk would.
func EachIdent(x ExprNode, fn func(*Ident)) {
	switch n := x.(type) {
	case nil, *Lit:
	case *Ident:
		fn(n)
	case *Paren:
		EachIdent(n.X, fn)
	case *Unary:
		EachIdent(n.X, fn)
	case *Binary:
		EachIdent(n.X, fn)
		EachIdent(n.Y, fn)
	case *Cond:
		EachIdent(n.Cond, fn)
		EachIdent(n.Then, fn)
		EachIdent(n.Else, fn)
	case *CallExpr:
		fn(n.Fun)
		for _, a := range n.Args {
			EachIdent(a, fn)
		}
	case *Loop:
		fn(n.Word)
		if n.Var != nil {
			fn(n.Var)
		}
		EachIdent(n.List, fn)
		EachIdent(n.Body, fn)
		for _, a := range n.Rest {
			EachIdent(a, fn)
		}
	case *Member:
		EachIdent(n.X, fn)
		fn(n.Name)
	case *Index:
		EachIdent(n.X, fn)
		EachIdent(n.Index, fn)
	case *Slice:
		EachIdent(n.X, fn)
		EachIdent(n.Lo, fn)
		EachIdent(n.Hi, fn)
	case *ListExpr:
		for _, e := range n.Elems {
			EachIdent(e, fn)
		}
	default:
		Walk(x, func(c Node) bool {
			if id, ok := c.(*Ident); ok {
				fn(id)
			}
			return true
		})
	}
}
