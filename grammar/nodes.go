package grammar

import "strings"

// The methods of the syntax nodes: their children, for Walk; their head
// and ref, for Head and RefOf; and, for statements and declarations, how
// they print. Adding a statement means adding its type in ast.go, these
// methods, its entry in the union in parse.go, and its marker, visitor
// method and case in visit.go.

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
func (n *Set) eachChild(fn func(Node)) {
	eachNode(n.Keys, fn)
	n.Value.put(fn)
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
func (n *Step) eachChild(fn func(Node)) {
	n.Ref.put(fn)
	n.Body.put(fn)
}
func (n *Let) eachChild(fn func(Node)) {
	n.Value.put(fn)
	n.Ref.put(fn)
}
func (n *Roll) eachChild(fn func(Node)) { n.Ref.put(fn) }
func (n *Choose) eachChild(fn func(Node)) {
	n.Candidates.put(fn)
	n.Chooser.put(fn)
	n.Default.put(fn)
	n.Ref.put(fn)
}
func (n *First) eachChild(fn func(Node)) {
	n.Ref.put(fn)
	eachNode(n.Whens, fn)
	if n.Otherwise != nil {
		fn(n.Otherwise)
	}
}
func (n *When) eachChild(fn func(Node)) {
	n.Cond.put(fn)
	n.Ref.put(fn)
	n.Body.put(fn)
}
func (n *Otherwise) eachChild(fn func(Node)) {
	n.Ref.put(fn)
	n.Body.put(fn)
}
func (n *Pick) eachChild(fn func(Node)) {
	n.Candidates.put(fn)
	eachNode(n.By, fn)
	n.Ref.put(fn)
	eachNode(n.Priorities, fn)
}
func (n *Priority) eachChild(fn func(Node)) {
	n.Value.put(fn)
	n.Ref.put(fn)
}
func (n *If) eachChild(fn func(Node)) {
	n.Cond.put(fn)
	n.Ref.put(fn)
	n.Then.put(fn)
	n.Else.put(fn)
}
func (n *For) eachChild(fn func(Node)) {
	n.List.put(fn)
	n.Body.put(fn)
}
func (n *Goto) eachChild(fn func(Node)) { n.Ref.put(fn) }
func (n *Skip) eachChild(fn func(Node)) { n.Ref.put(fn) }
func (n *Stop) eachChild(fn func(Node)) { n.Ref.put(fn) }
func (n *Call) eachChild(fn func(Node)) {
	eachNode(n.Args, fn)
	n.Ref.put(fn)
}
func (n *Event) eachChild(fn func(Node)) {
	eachNode(n.Args, fn)
	n.Ref.put(fn)
}
func (n *Mark) eachChild(fn func(Node)) {
	n.Unit.put(fn)
	eachNode(n.Args, fn)
	n.Ref.put(fn)
}
func (n *Remove) eachChild(fn func(Node)) {
	n.Unit.put(fn)
	n.Ref.put(fn)
}
func (n *Fail) eachChild(fn func(Node)) { n.Ref.put(fn) }
func (n *Assert) eachChild(fn func(Node)) {
	n.Cond.put(fn)
	n.Ref.put(fn)
}
func (n *Action) eachChild(fn func(Node)) {
	eachNode(n.Args, fn)
	n.Ref.put(fn)
}
func (n *Arg) eachChild(fn func(Node))      { n.Value.put(fn) }
func (n *OrderUse) eachChild(fn func(Node)) { eachNode(n.Args, fn) }

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
func (n *Set) Head() string {
	keys := make([]string, len(n.Keys))
	for i, k := range n.Keys {
		keys[i] = k.String()
	}
	return "set " + n.Name + "(" + strings.Join(keys, ", ") + ") = " + n.Value.String()
}
func (n *Order) Head() string { return "order " + n.Name + "(" + paramsText(n.Params) + ")" }
func (n *Step) Head() string  { return "step " + n.Label + optQuote(n.Title) }
func (n *First) Head() string {
	s := "first " + quote(n.Name)
	if n.Else != "" {
		s += " else " + n.Else
	}
	return s
}
func (n *When) Head() string    { return "when " + n.Cond.String() }
func (*Otherwise) Head() string { return "otherwise" }
func (n *Pick) Head() string {
	s := "pick " + n.Name + " from " + n.Candidates.String()
	for i, u := range n.By {
		if i == 0 {
			s += " by "
		} else {
			s += ", "
		}
		s += u.Name + parenExprs(u.Args)
	}
	return s
}
func (n *Priority) Head() string { return n.Kind + " " + n.Value.String() }
func (n *If) Head() string       { return "if " + n.Cond.String() }
func (n *For) Head() string      { return "for " + n.Var + " in " + n.List.String() }
func (n *Let) Head() string      { return "let " + n.Name + " = " + n.Value.String() }
func (n *Goto) Head() string     { return "goto step " + n.Label }
func (*Stop) Head() string       { return "stop" }
func (n *Call) Head() string     { return "call " + n.Name + "(" + ArgsText(n.Args) + ")" }
func (n *Event) Head() string    { return "event " + n.Name + parenExprs(n.Args) }
func (n *Remove) Head() string   { return "remove " + n.Unit.String() }
func (n *Fail) Head() string     { return "fail " + quote(n.Message) }
func (n *Assert) Head() string   { return "assert " + n.Cond.String() + ", " + quote(n.Message) }
func (n *Roll) Head() string {
	if n.Faces {
		return "roll " + n.Name + " = " + n.Dice + " dice"
	}
	return "roll " + n.Name + " = " + n.Dice
}
func (n *Choose) Head() string {
	s := "choose " + n.Name + " from " + n.Candidates.String() + " by " + n.Chooser.String()
	if n.Default != nil {
		s += " default " + n.Default.String()
	}
	return s
}
func (n *Skip) Head() string {
	word := "step "
	if len(n.Labels) > 1 {
		word = "steps "
	}
	return "skip " + word + strings.Join(n.Labels, ", ")
}
func (n *Mark) Head() string {
	return n.Verb + " " + n.Unit.String() + " as " + n.Flag + parenExprs(n.Args)
}
func (n *Action) Head() string {
	if len(n.Args) == 0 {
		return n.Name
	}
	return n.Name + " " + ArgsText(n.Args)
}

// Refs: the rule reference each node cites, or nil (see RefOf).

func (n *Procedure) RefOf() *Ref { return n.Ref }
func (n *Const) RefOf() *Ref     { return n.Ref }
func (n *Def) RefOf() *Ref       { return n.Ref }
func (n *Remember) RefOf() *Ref  { return n.Ref }
func (n *Set) RefOf() *Ref       { return n.Ref }
func (n *Order) RefOf() *Ref     { return n.Ref }
func (n *Step) RefOf() *Ref      { return n.Ref }
func (n *First) RefOf() *Ref     { return n.Ref }
func (n *When) RefOf() *Ref      { return n.Ref }
func (n *Otherwise) RefOf() *Ref { return n.Ref }
func (n *Pick) RefOf() *Ref      { return n.Ref }
func (n *Priority) RefOf() *Ref  { return n.Ref }
func (n *If) RefOf() *Ref        { return n.Ref }
func (*For) RefOf() *Ref         { return nil }
func (n *Let) RefOf() *Ref       { return n.Ref }
func (n *Roll) RefOf() *Ref      { return n.Ref }
func (n *Choose) RefOf() *Ref    { return n.Ref }
func (n *Goto) RefOf() *Ref      { return n.Ref }
func (n *Skip) RefOf() *Ref      { return n.Ref }
func (n *Stop) RefOf() *Ref      { return n.Ref }
func (n *Call) RefOf() *Ref      { return n.Ref }
func (n *Event) RefOf() *Ref     { return n.Ref }
func (n *Mark) RefOf() *Ref      { return n.Ref }
func (n *Remove) RefOf() *Ref    { return n.Ref }
func (n *Fail) RefOf() *Ref      { return n.Ref }
func (n *Assert) RefOf() *Ref    { return n.Ref }
func (n *Action) RefOf() *Ref    { return n.Ref }

// Names: what each statement declares (see Stmt.Declares).

func (n *Step) Declares() string   { return n.Label }
func (n *Let) Declares() string    { return n.Name }
func (n *Roll) Declares() string   { return n.Name }
func (n *Choose) Declares() string { return n.Name }
func (n *Pick) Declares() string   { return n.Name }
func (n *First) Declares() string  { return n.Name }
func (*Set) Declares() string      { return "" } // a memory is set in many places
func (*For) Declares() string      { return "" } // its element is its body's alone
func (*If) Declares() string       { return "" }
func (*Goto) Declares() string     { return "" }
func (*Skip) Declares() string     { return "" }
func (*Stop) Declares() string     { return "" }
func (*Call) Declares() string     { return "" }
func (*Event) Declares() string    { return "" }
func (*Mark) Declares() string     { return "" }
func (*Remove) Declares() string   { return "" }
func (*Fail) Declares() string     { return "" }
func (*Assert) Declares() string   { return "" }
func (*Action) Declares() string   { return "" }

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

func (n *Step) format(p *printer)  { p.headBlock(n, n.Body) }
func (n *For) format(p *printer)   { p.headBlock(n, n.Body) }
func (n *First) format(p *printer) { p.first(n) }
func (n *Pick) format(p *printer)  { p.priorities(n, n.Block, n.Priorities) }
func (n *If) format(p *printer) {
	p.headBlock(n, n.Then)
	if n.Else != nil {
		p.write(" else")
		p.block(n.Else)
	}
}
func (n *Let) format(p *printer)    { p.stmt(n) }
func (n *Set) format(p *printer)    { p.stmt(n) }
func (n *Roll) format(p *printer)   { p.stmt(n) }
func (n *Choose) format(p *printer) { p.stmt(n) }
func (n *Goto) format(p *printer)   { p.stmt(n) }
func (n *Skip) format(p *printer)   { p.stmt(n) }
func (n *Stop) format(p *printer)   { p.stmt(n) }
func (n *Call) format(p *printer)   { p.stmt(n) }
func (n *Event) format(p *printer)  { p.stmt(n) }
func (n *Mark) format(p *printer)   { p.stmt(n) }
func (n *Remove) format(p *printer) { p.stmt(n) }
func (n *Fail) format(p *printer)   { p.stmt(n) }
func (n *Assert) format(p *printer) { p.stmt(n) }
func (n *Action) format(p *printer) { p.stmt(n) }
