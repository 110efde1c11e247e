package grammar

import "strings"

// The methods of the syntax nodes but the statements (stmts.go has each
// statement's beside its type): their children, for Walk; their head and
// ref, for Head and RefOf; and, for declarations, how they print.

// put calls fn with r unless r is nil.
func (r *Ref) put(fn func(Node)) {
	if r != nil {
		fn(r)
	}
}

// put calls fn with e unless e is nil.
func (e *Expr) put(fn func(Node)) {
	if e != nil {
		fn(e)
	}
}

// put calls fn with b unless b is nil.
func (b *Block) put(fn func(Node)) {
	if b != nil {
		fn(b)
	}
}

// eachNode calls fn for each node of a list.
func eachNode[T Node](ns []T, fn func(Node)) {
	for _, n := range ns {
		fn(n)
	}
}

func (n *File) eachChild(fn func(Node)) {
	if n.Header != nil {
		fn(n.Header)
	}
	eachNode(n.Decls, fn)
}

func (*Header) eachChild(func(Node))    {}
func (*Units) eachChild(func(Node))     {}
func (*Pace) eachChild(func(Node))      {}
func (*Import) eachChild(func(Node))    {}
func (*Source) eachChild(func(Node))    {}
func (*Unencoded) eachChild(func(Node)) {}
func (*Param) eachChild(func(Node))     {}
func (*Ref) eachChild(func(Node))       {}
func (n *Expr) eachChild(fn func(Node)) {
	putExpr(n.X, fn)
}
func (n *Const) eachChild(fn func(Node)) {
	n.Value.put(fn)
	n.Ref.put(fn)
}
func (n *Def) eachChild(fn func(Node)) {
	eachNode(n.Params, fn)
	n.Value.put(fn)
	n.Ref.put(fn)
}
func (n *Remember) eachChild(fn func(Node)) {
	eachNode(n.Params, fn)
	n.Default.put(fn)
	n.Ref.put(fn)
}
func (n *Order) eachChild(fn func(Node)) {
	eachNode(n.Params, fn)
	n.Ref.put(fn)
	eachNode(n.Priorities, fn)
}
func (n *Procedure) eachChild(fn func(Node)) {
	eachNode(n.Params, fn)
	n.Ref.put(fn)
	n.Body.put(fn)
}
func (n *Block) eachChild(fn func(Node)) { eachNode(n.Stmts, fn) }
func (n *Priority) eachChild(fn func(Node)) {
	n.Value.put(fn)
	n.Ref.put(fn)
}
func (n *Arg) eachChild(fn func(Node)) { n.Value.put(fn) }

// Heads: each node's own text in canonical layout (see Head).

func (n *Procedure) Head() string {
	return "procedure " + n.Name + "(" + paramsText(n.Params) + ")"
}
func (n *Const) Head() string { return "const " + n.Name + " = " + n.Value.String() }
func (n *Def) Head() string {
	return "def " + n.Name + "(" + paramsText(n.Params) + ") = " + n.Value.String()
}
func (n *Remember) Head() string {
	s := "remember " + n.Name + "(" + paramsText(n.Params) + "): " + n.Type
	if n.Default != nil {
		s += " default " + n.Default.String()
	}
	return s
}
func (n *Order) Head() string    { return "order " + n.Name + "(" + paramsText(n.Params) + ")" }
func (n *Priority) Head() string { return n.Kind + " " + n.Value.String() }

// Refs: the rule reference each node cites, or nil (see RefOf).

func (n *Procedure) RefOf() *Ref { return n.Ref }
func (n *Const) RefOf() *Ref     { return n.Ref }
func (n *Def) RefOf() *Ref       { return n.Ref }
func (n *Remember) RefOf() *Ref  { return n.Ref }
func (n *Order) RefOf() *Ref     { return n.Ref }
func (n *Priority) RefOf() *Ref  { return n.Ref }

// Names: what each statement declares (see Stmt.Declares).

// Printing of declarations and statements (see Format).

func (n *Units) format(p *printer)     { p.line(n, "units "+wordOrQuote(n.Unit)) }
func (n *Pace) format(p *printer)      { p.line(n, "pace "+n.Length) }
func (n *Import) format(p *printer)    { p.line(n, "import "+quote(n.Path)) }
func (n *Const) format(p *printer)     { p.stmt(n) }
func (n *Def) format(p *printer)       { p.stmt(n) }
func (n *Remember) format(p *printer)  { p.stmt(n) }
func (n *Procedure) format(p *printer) { p.headBlock(n, n.Body) }
func (n *Order) format(p *printer)     { p.priorities(n, true, n.Priorities) }
func (n *Source) format(p *printer)    { p.line(n, "source "+quote(n.Path)) }
func (n *Unencoded) format(p *printer) {
	col := 2 * p.indent
	text := "unencoded " + quote(n.Quote) + " because " + quote(n.Reason)
	limit := p.width
	if limit <= 0 {
		limit = Width // `because` goes on its own line even when nothing else wraps
	}
	if col+textWidth(text) > limit {
		because := col + 2
		text = "unencoded " + quotation(n.Quote, col+len("unencoded "), p.width, 0) + "\n" +
			strings.Repeat(" ", because) + "because " + quotation(n.Reason, because+len("because "), p.width, 0)
	}
	p.line(n, text)
}
