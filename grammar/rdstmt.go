package grammar

// The statements of the recursive-descent parser; see rdparse.go. Each
// function parses one node as its struct tags in ast.go say, in their order.

// block parses Block: "{" NL* ( Stmt NL* )* "}".
func (p *rdParser) block() (*Block, bool) {
	start := p.pos
	b := &Block{}
	var ok bool
	if !p.lit("{") {
		return nil, false
	}
	p.skipNL()
	if b.Stmts, ok = lines(p, p.stmt); !ok || !p.lit("}") {
		return nil, false
	}
	b.span = p.span(start)
	return b, true
}

// stmt parses Stmt, the statement its first token begins.
func (p *rdParser) stmt() (Stmt, bool) {
	start := p.pos
	var s Stmt
	var ok bool
	switch t := p.at(); t.value {
	case "step":
		s, ok = isStmt(p.step())
	case "let":
		s, ok = isStmt(p.let())
	case "roll":
		s, ok = isStmt(p.roll())
	case "choose":
		s, ok = isStmt(p.choose())
	case "first":
		s, ok = isStmt(p.first())
	case "pick":
		s, ok = isStmt(p.pick())
	case "if":
		s, ok = isStmt(p.ifStmt())
	case "for":
		s, ok = isStmt(p.forStmt())
	case "goto":
		s, ok = isStmt(p.gotoStmt())
	case "skip":
		s, ok = isStmt(p.skip())
	case "stop":
		s, ok = isStmt(p.stop())
	case "call":
		s, ok = isStmt(p.call())
	case "event":
		s, ok = isStmt(p.event())
	case "mark", "unmark":
		s, ok = isStmt(p.mark())
	case "remove":
		s, ok = isStmt(p.remove())
	case "fail":
		s, ok = isStmt(p.fail())
	case "assert":
		s, ok = isStmt(p.assert())
	default:
		if t.typ != identToken {
			return nil, false
		}
		s, ok = isStmt(p.action())
	}
	if !ok {
		p.altFailed(start)
		return nil, false
	}
	return s, true
}

// isStmt returns a parsed statement as a Stmt.
func isStmt[T Stmt](n T, ok bool) (Stmt, bool) { return n, ok }

// step parses Step: "step" @(Number | Ident) @String? Ref? Block.
func (p *rdParser) step() (*Step, bool) {
	start := p.pos
	s := &Step{}
	var ok bool
	if !p.lit("step") {
		return nil, false
	}
	if s.Label, ok = p.label(); !ok {
		return nil, false
	}
	s.Title, _ = p.tok(stringToken)
	if s.Ref, ok = optional(p, p.ref); !ok {
		return nil, false
	}
	if s.Body, ok = p.block(); !ok {
		return nil, false
	}
	s.span = p.span(start)
	return s, true
}

// let parses Let: "let" @Ident "=" Expr Ref?.
func (p *rdParser) let() (*Let, bool) {
	start := p.pos
	l := &Let{}
	var ok bool
	if !p.lit("let") {
		return nil, false
	}
	if l.Name, ok = p.tok(identToken); !ok || !p.lit("=") {
		return nil, false
	}
	if l.Value, ok = p.expr(); !ok {
		return nil, false
	}
	if l.Ref, ok = optional(p, p.ref); !ok {
		return nil, false
	}
	l.span = p.span(start)
	return l, true
}

// roll parses Roll: "roll" @Ident "=" @Dice "dice"? Ref?.
func (p *rdParser) roll() (*Roll, bool) {
	start := p.pos
	r := &Roll{}
	var ok bool
	if !p.lit("roll") {
		return nil, false
	}
	if r.Name, ok = p.tok(identToken); !ok || !p.lit("=") {
		return nil, false
	}
	if r.Dice, ok = p.tok(diceToken); !ok {
		return nil, false
	}
	r.Faces = p.lit("dice")
	if r.Ref, ok = optional(p, p.ref); !ok {
		return nil, false
	}
	r.span = p.span(start)
	return r, true
}

// choose parses Choose:
// "choose" @Ident "from" Expr "by" Expr ( "default" Expr )? Ref?.
func (p *rdParser) choose() (*Choose, bool) {
	start := p.pos
	c := &Choose{}
	var ok bool
	if !p.lit("choose") {
		return nil, false
	}
	if c.Name, ok = p.tok(identToken); !ok || !p.lit("from") {
		return nil, false
	}
	if c.Candidates, ok = p.expr(); !ok || !p.lit("by") {
		return nil, false
	}
	if c.Chooser, ok = p.expr(); !ok {
		return nil, false
	}
	if c.Default, ok = optional(p, p.defaultExpr); !ok {
		return nil, false
	}
	if c.Ref, ok = optional(p, p.ref); !ok {
		return nil, false
	}
	c.span = p.span(start)
	return c, true
}

// defaultExpr parses "default" Expr.
func (p *rdParser) defaultExpr() (*Expr, bool) {
	if !p.lit("default") {
		return nil, false
	}
	return p.expr()
}

// first parses First: "first" @String ( "else" @("error" | "nothing") )?
// Ref? "{" NL* ( When NL* )* ( Otherwise NL* )? "}".
func (p *rdParser) first() (*First, bool) {
	start := p.pos
	f := &First{}
	var ok bool
	if !p.lit("first") {
		return nil, false
	}
	if f.Name, ok = p.tok(stringToken); !ok {
		return nil, false
	}
	if f.Else, ok = optional(p, p.elseWord); !ok {
		return nil, false
	}
	if f.Ref, ok = optional(p, p.ref); !ok || !p.lit("{") {
		return nil, false
	}
	p.skipNL()
	if f.Whens, ok = lines(p, p.when); !ok {
		return nil, false
	}
	if f.Otherwise, ok = optional(p, p.otherwiseLine); !ok || !p.lit("}") {
		return nil, false
	}
	f.span = p.span(start)
	return f, true
}

// elseWord parses "else" @("error" | "nothing").
func (p *rdParser) elseWord() (string, bool) {
	if !p.lit("else") {
		return "", false
	}
	if w := p.at().value; w == "error" || w == "nothing" {
		p.pos++
		return w, true
	}
	return "", false
}

// when parses When: "when" Expr Ref? Block.
func (p *rdParser) when() (*When, bool) {
	start := p.pos
	w := &When{}
	var ok bool
	if !p.lit("when") {
		return nil, false
	}
	if w.Cond, ok = p.expr(); !ok {
		return nil, false
	}
	if w.Ref, ok = optional(p, p.ref); !ok {
		return nil, false
	}
	if w.Body, ok = p.block(); !ok {
		return nil, false
	}
	w.span = p.span(start)
	return w, true
}

// otherwiseLine parses Otherwise NL*.
func (p *rdParser) otherwiseLine() (*Otherwise, bool) {
	o, ok := p.otherwise()
	if ok {
		p.skipNL()
	}
	return o, ok
}

// otherwise parses Otherwise: "otherwise" Ref? Block.
func (p *rdParser) otherwise() (*Otherwise, bool) {
	start := p.pos
	o := &Otherwise{}
	var ok bool
	if !p.lit("otherwise") {
		return nil, false
	}
	if o.Ref, ok = optional(p, p.ref); !ok {
		return nil, false
	}
	if o.Body, ok = p.block(); !ok {
		return nil, false
	}
	o.span = p.span(start)
	return o, true
}

// pick parses Pick: "pick" @Ident "from" Expr Ref? "{" NL* ( Priority NL* )* "}".
func (p *rdParser) pick() (*Pick, bool) {
	start := p.pos
	k := &Pick{}
	var ok bool
	if !p.lit("pick") {
		return nil, false
	}
	if k.Name, ok = p.tok(identToken); !ok || !p.lit("from") {
		return nil, false
	}
	if k.Candidates, ok = p.expr(); !ok {
		return nil, false
	}
	if k.Ref, ok = optional(p, p.ref); !ok || !p.lit("{") {
		return nil, false
	}
	p.skipNL()
	if k.Priorities, ok = lines(p, p.priority); !ok || !p.lit("}") {
		return nil, false
	}
	k.span = p.span(start)
	return k, true
}

// priority parses Priority:
// @("minimise" | "maximise" | "prefer" | "require") Expr Ref?.
func (p *rdParser) priority() (*Priority, bool) {
	start := p.pos
	pr := &Priority{}
	var ok bool
	switch pr.Kind = p.at().value; pr.Kind {
	case "minimise", "maximise", "prefer", "require":
		p.pos++
	default:
		return nil, false
	}
	if pr.Value, ok = p.expr(); !ok {
		return nil, false
	}
	if pr.Ref, ok = optional(p, p.ref); !ok {
		return nil, false
	}
	pr.span = p.span(start)
	return pr, true
}

// ifStmt parses If: "if" Expr Ref? Block ( "else" Block )?.
func (p *rdParser) ifStmt() (*If, bool) {
	start := p.pos
	s := &If{}
	var ok bool
	if !p.lit("if") {
		return nil, false
	}
	if s.Cond, ok = p.expr(); !ok {
		return nil, false
	}
	if s.Ref, ok = optional(p, p.ref); !ok {
		return nil, false
	}
	if s.Then, ok = p.block(); !ok {
		return nil, false
	}
	if s.Else, ok = optional(p, p.elseBlock); !ok {
		return nil, false
	}
	s.span = p.span(start)
	return s, true
}

// elseBlock parses "else" Block.
func (p *rdParser) elseBlock() (*Block, bool) {
	if !p.lit("else") {
		return nil, false
	}
	return p.block()
}

// forStmt parses For: "for" @Ident "in" Expr Block.
func (p *rdParser) forStmt() (*For, bool) {
	start := p.pos
	s := &For{}
	var ok bool
	if !p.lit("for") {
		return nil, false
	}
	if s.Var, ok = p.tok(identToken); !ok || !p.lit("in") {
		return nil, false
	}
	if s.List, ok = p.expr(); !ok {
		return nil, false
	}
	if s.Body, ok = p.block(); !ok {
		return nil, false
	}
	s.span = p.span(start)
	return s, true
}

// gotoStmt parses Goto: "goto" "step" @(Number | Ident) Ref?.
func (p *rdParser) gotoStmt() (*Goto, bool) {
	start := p.pos
	s := &Goto{}
	var ok bool
	if !p.lit("goto") || !p.lit("step") {
		return nil, false
	}
	if s.Label, ok = p.label(); !ok {
		return nil, false
	}
	if s.Ref, ok = optional(p, p.ref); !ok {
		return nil, false
	}
	s.span = p.span(start)
	return s, true
}

// skip parses Skip:
// "skip" ( "step" | "steps" ) @(Number | Ident) ( "," @(Number | Ident) )* Ref?.
func (p *rdParser) skip() (*Skip, bool) {
	start := p.pos
	s := &Skip{}
	var ok bool
	if !p.lit("skip") || !p.lit("step") && !p.lit("steps") {
		return nil, false
	}
	if s.Labels, ok = list(p, p.label); !ok {
		return nil, false
	}
	if s.Ref, ok = optional(p, p.ref); !ok {
		return nil, false
	}
	s.span = p.span(start)
	return s, true
}

// stop parses Stop: @"stop" Ref?.
func (p *rdParser) stop() (*Stop, bool) {
	start := p.pos
	s := &Stop{Keyword: "stop"}
	var ok bool
	if !p.lit("stop") {
		return nil, false
	}
	if s.Ref, ok = optional(p, p.ref); !ok {
		return nil, false
	}
	s.span = p.span(start)
	return s, true
}

// call parses Call: "call" @Ident "(" ( Arg ( "," Arg )* )? ")" Ref?.
func (p *rdParser) call() (*Call, bool) {
	start := p.pos
	c := &Call{}
	var ok bool
	if !p.lit("call") {
		return nil, false
	}
	if c.Name, ok = p.tok(identToken); !ok || !p.lit("(") {
		return nil, false
	}
	if c.Args, ok = optional(p, p.args); !ok || !p.lit(")") {
		return nil, false
	}
	if c.Ref, ok = optional(p, p.ref); !ok {
		return nil, false
	}
	c.span = p.span(start)
	return c, true
}

// event parses Event: "event" @Ident ( "(" ( Expr ( "," Expr )* )? ")" )? Ref?.
func (p *rdParser) event() (*Event, bool) {
	start := p.pos
	e := &Event{}
	var ok bool
	if !p.lit("event") {
		return nil, false
	}
	if e.Name, ok = p.tok(identToken); !ok {
		return nil, false
	}
	if e.Args, ok = optional(p, p.parenExprs); !ok {
		return nil, false
	}
	if e.Ref, ok = optional(p, p.ref); !ok {
		return nil, false
	}
	e.span = p.span(start)
	return e, true
}

// mark parses Mark: @("mark" | "unmark") Expr "as" @Ident
// ( "(" ( Expr ( "," Expr )* )? ")" )? Ref?.
func (p *rdParser) mark() (*Mark, bool) {
	start := p.pos
	m := &Mark{}
	var ok bool
	switch m.Verb = p.at().value; m.Verb {
	case "mark", "unmark":
		p.pos++
	default:
		return nil, false
	}
	if m.Unit, ok = p.expr(); !ok || !p.lit("as") {
		return nil, false
	}
	if m.Flag, ok = p.tok(identToken); !ok {
		return nil, false
	}
	if m.Args, ok = optional(p, p.parenExprs); !ok {
		return nil, false
	}
	if m.Ref, ok = optional(p, p.ref); !ok {
		return nil, false
	}
	m.span = p.span(start)
	return m, true
}

// remove parses Remove: "remove" Expr Ref?.
func (p *rdParser) remove() (*Remove, bool) {
	start := p.pos
	r := &Remove{}
	var ok bool
	if !p.lit("remove") {
		return nil, false
	}
	if r.Unit, ok = p.expr(); !ok {
		return nil, false
	}
	if r.Ref, ok = optional(p, p.ref); !ok {
		return nil, false
	}
	r.span = p.span(start)
	return r, true
}

// fail parses Fail: "fail" @String Ref?.
func (p *rdParser) fail() (*Fail, bool) {
	start := p.pos
	f := &Fail{}
	var ok bool
	if !p.lit("fail") {
		return nil, false
	}
	if f.Message, ok = p.tok(stringToken); !ok {
		return nil, false
	}
	if f.Ref, ok = optional(p, p.ref); !ok {
		return nil, false
	}
	f.span = p.span(start)
	return f, true
}

// assert parses Assert: "assert" Expr "," @String Ref?.
func (p *rdParser) assert() (*Assert, bool) {
	start := p.pos
	a := &Assert{}
	var ok bool
	if !p.lit("assert") {
		return nil, false
	}
	if a.Cond, ok = p.expr(); !ok {
		return nil, false
	}
	if !p.lit(",") {
		return nil, false
	}
	if a.Message, ok = p.tok(stringToken); !ok {
		return nil, false
	}
	if a.Ref, ok = optional(p, p.ref); !ok {
		return nil, false
	}
	a.span = p.span(start)
	return a, true
}

// action parses Action: @Ident ( Arg ( "," Arg )* )? Ref?.
func (p *rdParser) action() (*Action, bool) {
	start := p.pos
	a := &Action{}
	var ok bool
	if a.Name, ok = p.tok(identToken); !ok {
		return nil, false
	}
	if a.Args, ok = optional(p, p.args); !ok {
		return nil, false
	}
	if a.Ref, ok = optional(p, p.ref); !ok {
		return nil, false
	}
	a.span = p.span(start)
	return a, true
}
