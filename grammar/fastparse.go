package grammar

import (
	"github.com/alecthomas/participle/v2/lexer"
)

// The hand-written fast path of the declarations and statements.
//
// participle stays the grammar: the struct tags in ast.go and stmts.go are
// the language's definition, docs/language.md prints their EBNF, and every
// error comes from participle. But participle interprets those tags through reflection, node
// by node (a new reflect.Value per field, a branch per optional part, a
// reflect.Value.Call per union), which was two thirds of a check of the
// 5,000-line BenchmarkCheck. So every kind of node also has a parseFast
// method that reads the same tags' language by hand, over the file's
// tokens as the scanner keeps them (tok, reader: no copy of their text,
// no pointers). The file is parsed by the fast path; if it fails anywhere,
// participle parses the whole file again from the start, alone, so a file
// with an error gets participle's error, word for word. A kind with no
// parseFast method (a new statement, say) would send every file that has
// one to participle: TestFastParse requires one of every kind.
//
// A parseFast method must build exactly participle's node from exactly the
// tokens participle would consume, positions included: participle matches
// a literal ("let") by a token's text whatever its type, and a token type
// (@Ident, NL) by the type alone; a node starts at the next token that is
// not elided and ends where the next raw token starts. TestFastParse
// requires the fast path to parse every bundled and test file and to agree
// with participle alone; TestParseAgrees and FuzzParse compare whole parses
// with participle.Union's.

// fastParsed is a node kind with a fast path.
type fastParsed interface {
	Node
	// parseFast parses the node from p, or sets p.failed.
	parseFast(p *fast)
}

// fast is the state of the fast path over a file's tokens. Once a part
// fails, failed is set and every later part does nothing, so a parseFast
// method reads as the sequence of its grammar.
type fast struct {
	r      *reader
	g      *grammar
	failed bool
	// src holds the file's tokens, of which each expression's are a
	// range (see Expr.AppendTokens).
	src *exprSource
	// exprBuf and argBuf are the expressions and arguments not yet
	// parsed of the blocks optional allocates them in.
	exprBuf chunk[Expr]
	argBuf  chunk[Arg]
	// blockBuf, whenBuf and refBuf are likewise the blocks, whens and
	// refs not yet taken of the last allocation of them (take).
	blockBuf chunk[Block]
	whenBuf  chunk[When]
	refBuf   chunk[Ref]
	// stmtList, whenList, argList and exprList hold the lists being
	// parsed, nested ones above outer ones: each list is copied out at
	// its length when it ends (listOf), one allocation, not one per
	// doubling.
	stmtList stack[Stmt]
	whenList stack[*When]
	argList  stack[*Arg]
	exprList stack[*Expr]
	// stmtSlab, whenSlab, argSlab and exprSlab hold the lists copied
	// out (listOf).
	stmtSlab chunk[Stmt]
	whenSlab chunk[*When]
	argSlab  chunk[*Arg]
	exprSlab chunk[*Expr]
	// blocks holds, for the declarations and the statements, a *block of
	// each kind the file has (see takeNode), by the kind's index in its union.
	blocks [2][]any
	// text is the file's source, by which end trims a node's end and an
	// expression's tree is parsed (trimEnds' work, done as each node
	// ends); slab, toks and name are parseExpr's for the file, and
	// exprToks counts the expressions' tokens (File.ExprTokens).
	text     []byte
	slab     *slab
	toks     []tok
	name     *string
	exprToks int
	// exprSpans are the expressions' ranges of the file's tokens, lo and hi
	// of each in turn (File.ExprNames), the first nSpans of it taken: set
	// by a count, so that the slice's header is written when it grows only.
	exprSpans []int32
	nSpans    int
	// seps are the statements found on the line of the one before with
	// no ";" between them (checkSeparators' errors, found as each list
	// ends rather than by a walk of the tree after).
	seps ErrorList
}

// block is the nodes of a type T of the last allocation of them, how many
// of them are taken, and how many that allocation made.
type block[T any] struct {
	chunk[T]
	size int
}

// takeNode returns a new zero T from the block *b holds (a *block[T], made
// when nil), allocating T's a block at a time: four, then twice as many
// each time up to 64, so that a small file's rare kinds do not take much
// and a large file's statements are a few dozen allocations, not
// thousands.
func takeNode[T any](b *any) *T {
	blk, _ := (*b).(*block[T])
	if blk == nil {
		blk = &block[T]{}
		*b = blk
	}
	if blk.n == len(blk.buf) {
		blk.size = min(max(2*blk.size, 4), 64)
	}
	return take(&blk.chunk, blk.size)
}

// stack is a list of the lists being parsed, nested ones above outer ones:
// its first n of buf. A push or a pop moves n, an int, where reslicing
// wrote the slice's header, whose pointer goes through the write barrier
// while the collector marks (the fast path's state is on the heap).
type stack[T any] struct {
	buf []T
	n   int
}

// push puts x on top of s.
func (s *stack[T]) push(x T) {
	if s.n == len(s.buf) {
		s.buf = append(s.buf, x)
		s.buf = s.buf[:cap(s.buf)]
	} else {
		s.buf[s.n] = x
	}
	s.n++
}

// copyEach copies src into dst one element at a time. The lists are
// short (two or three nodes): copy's typedslicecopy, while the collector
// marks, walks the type's pointer bitmap for its bulk write barrier at a
// fixed cost of about 250 instructions a call; a store of each element
// goes through the ordinary barrier.
func copyEach[T any](dst, src []T) {
	for i := range src {
		dst[i] = src[i]
	}
}

// listOf returns the list on st from base up, copied at its length, nil
// when empty, into the unused part of *slab (allocated 256 at a time, or
// at the list's length for a longer one), and drops it from the stack. A
// list is full to its capacity: an append to it copies it, leaving the
// slab's next lists as they are. The stack's entries dropped are left as
// they are, not cleared (each clear of a pointer went through the write
// barrier): they are nodes of the tree being parsed, which outlives the
// parse.
func listOf[T any](st *stack[T], base int, slab *chunk[T]) []T {
	var out []T
	if n := st.n - base; n > 0 {
		out = slab.list(n, 256)
		copyEach(out, st.buf[base:st.n])
	}
	st.n = base
	return out
}

// start sets the start of s: the next token not elided.
func (p *fast) start(s *span) {
	if !p.failed {
		p.r.setPos(&s.Pos, p.r.peek())
	}
}

// end sets the end of s: where the next raw token starts, moved back
// over the spaces and line breaks before it to the end of the node's last
// token, as trimEnds does for participle's nodes.
func (p *fast) end(s *span) {
	if !p.failed {
		p.r.setPos(&s.EndPos, &p.r.toks[p.r.raw])
		s.trimEnd(p.text, true)
	}
}

// is reports whether the next token's text is w, as participle matches a
// literal.
func (p *fast) is(w string) bool {
	return !p.failed && p.r.value(p.r.peek()) == w
}

// word consumes the literal w, which must come next.
func (p *fast) word(w string) {
	if p.is(w) {
		p.r.advance()
	} else {
		p.failed = true
	}
}

// opt consumes the literal w if it comes next, and reports whether it did.
func (p *fast) opt(w string) bool {
	if p.is(w) {
		p.r.advance()
		return true
	}
	return false
}

// has reports whether the next token is of type tt.
func (p *fast) has(tt lexer.TokenType) bool {
	return !p.failed && p.r.peek().typ == int8(tt)
}

// tok consumes a token of type tt, which must come next, and returns its text.
func (p *fast) tok(tt lexer.TokenType) string {
	if p.has(tt) {
		return p.next()
	}
	p.failed = true
	return ""
}

// next consumes the next token and returns its text.
func (p *fast) next() string { return p.r.value(p.r.advance()) }

// tok2 consumes a token of type a or b, which must come next, and returns
// its text.
func (p *fast) tok2(a, b lexer.TokenType) string {
	if p.has(a) || p.has(b) {
		return p.next()
	}
	p.failed = true
	return ""
}

// strings consumes one or more strings and returns them joined, as
// participle captures `@String+` in a string.
func (p *fast) strings() string {
	s := p.tok(stringToken)
	for p.has(stringToken) {
		s += p.next()
	}
	return s
}

// nls consumes line breaks: NL*.
func (p *fast) nls() {
	for p.has(nlToken) {
		p.r.advance()
	}
}

// optExpr parses an expression if one comes next: @@?.
func (p *fast) optExpr() *Expr { return optional[Expr](p, &p.exprBuf) }

// optional parses a T (an expression or an argument) if one comes next:
// nil when none does, and p fails when one starts but does not parse. The
// T is the next of *buf, a block of nodeBlock allocated when it is used
// up: a file has thousands of expressions and arguments, and a block is
// one allocation for the collector where each was one.
func optional[T any, PT interface {
	*T
	parseFast(*fast) bool
}](p *fast, buf *chunk[T]) PT {
	if p.failed {
		return nil
	}
	n := PT(buf.next(nodeBlock))
	if !n.parseFast(p) {
		var zero T
		*n = zero // left for the next
		return nil
	}
	buf.n++
	return n
}

// nodeBlock is how many expressions or arguments optional allocates at
// once.
const nodeBlock = 32

// expr parses an expression, which must come next: @@.
func (p *fast) expr() *Expr {
	e := p.optExpr()
	if e == nil {
		p.failed = true
	}
	return e
}

// exprs parses expressions separated by commas: ( @@ ( "," @@ )* )?.
func (p *fast) exprs() []*Expr {
	e := p.optExpr()
	if e == nil {
		return nil
	}
	base := p.exprList.n
	p.exprList.push(e)
	for p.opt(",") {
		p.exprList.push(p.expr())
	}
	return listOf(&p.exprList, base, &p.exprSlab)
}

// parenExprs parses expressions in brackets, if a bracket comes next:
// ( "(" ( @@ ( "," @@ )* )? ")" )?.
func (p *fast) parenExprs() []*Expr {
	if !p.opt("(") {
		return nil
	}
	out := p.exprs()
	p.word(")")
	return out
}

// args parses arguments separated by commas: ( @@ ( "," @@ )* )?.
func (p *fast) args() []*Arg {
	a := p.optArg()
	if a == nil {
		return nil
	}
	base := p.argList.n
	p.argList.push(a)
	for p.opt(",") {
		if a := p.optArg(); a != nil {
			p.argList.push(a)
		} else {
			p.failed = true
		}
	}
	return listOf(&p.argList, base, &p.argSlab)
}

// optArg parses an argument if one comes next.
func (p *fast) optArg() *Arg { return optional[Arg](p, &p.argBuf) }

// ref parses a ref if one comes next: @@?.
func (p *fast) ref() *Ref {
	if !p.is("ref") {
		return nil
	}
	r := take(&p.refBuf, nodeBlock)
	p.start(&r.span)
	p.r.advance()
	r.Text = p.strings()
	p.end(&r.span)
	return r
}

// params parses parameters in brackets: "(" ( @@ ( "," @@ )* )? ")".
func (p *fast) params() []*Param {
	p.word("(")
	var out []*Param
	if p.has(identToken) {
		out = append(out, p.param())
		for p.opt(",") {
			out = append(out, p.param())
		}
	}
	p.word(")")
	return out
}

// param parses a parameter: @Ident ":" @Ident @"?"?.
func (p *fast) param() *Param {
	n := &Param{}
	p.start(&n.span)
	n.Name = p.tok(identToken)
	p.word(":")
	n.Type = p.tok(identToken)
	n.Optional = p.opt("?")
	p.end(&n.span)
	return n
}

// block parses a block: "{" NL* ( @@ NL* )* "}".
func (p *fast) block() *Block {
	b := take(&p.blockBuf, nodeBlock)
	p.start(&b.span)
	p.word("{")
	p.nls()
	base := p.stmtList.n
	for !p.failed {
		s, ok := p.g.stmts.parseFast(p)
		if !ok {
			break
		}
		p.stmtList.push(s)
		p.nls()
	}
	b.Stmts = listOf(&p.stmtList, base, &p.stmtSlab)
	if !p.failed {
		separated(&p.seps, p.text, b.Stmts)
	}
	p.word("}")
	p.end(&b.span)
	return b
}

// priorities parses priorities: ( @@ NL* )*.
func (p *fast) priorities() []*Priority {
	var out []*Priority
	for p.is("minimise") || p.is("maximise") || p.is("prefer") || p.is("require") {
		n := &Priority{}
		p.start(&n.span)
		n.Kind = p.next()
		n.Value = p.expr()
		n.Ref = p.ref()
		p.end(&n.span)
		out = append(out, n)
		p.nls()
	}
	return out
}

// label parses a step's label: @(Number | Ident).
func (p *fast) label() string { return p.tok2(numberToken, identToken) }

// The file.

func (n *File) parseFast(p *fast) {
	p.start(&n.span)
	p.nls()
	if p.is("ruleset") {
		h := &Header{}
		p.start(&h.span)
		p.r.advance()
		h.Name = p.tok(stringToken)
		if p.opt("version") {
			h.Version = p.tok(stringToken)
		}
		p.end(&h.span)
		n.Header = h
		p.nls()
	}
	for !p.failed {
		d, ok := p.g.decls.parseFast(p)
		if !ok {
			break
		}
		n.Decls = append(n.Decls, d)
		p.nls()
	}
	if !p.failed && p.r.peek().typ != int8(lexer.EOF) {
		p.failed = true // participle's error says what is unexpected
	}
	if !p.failed { // the file alone ends after its last line break
		p.r.setPos(&n.EndPos, &p.r.toks[p.r.raw])
		n.span.trimEnd(p.text, false)
		if n.Header != nil && len(n.Decls) > 0 {
			apart(&p.seps, p.text, n.Header, n.Decls[0])
		}
		separated(&p.seps, p.text, n.Decls)
		p.seps.Sort()
	}
}

// The declarations.

func (n *Units) parseFast(p *fast) {
	p.start(&n.span)
	p.word("units")
	n.Unit = p.tok2(identToken, stringToken)
	p.end(&n.span)
}

func (n *Pace) parseFast(p *fast) {
	p.start(&n.span)
	p.word("pace")
	n.Length = p.tok(lengthToken)
	p.end(&n.span)
}

func (n *Import) parseFast(p *fast) {
	p.start(&n.span)
	p.word("import")
	n.Path = p.tok(stringToken)
	p.end(&n.span)
}

func (n *Source) parseFast(p *fast) {
	p.start(&n.span)
	p.word("source")
	n.Path = p.tok(stringToken)
	p.end(&n.span)
}

func (n *Unencoded) parseFast(p *fast) {
	p.start(&n.span)
	p.word("unencoded")
	n.Quote = p.strings()
	p.nls()
	p.word("because")
	n.Reason = p.strings()
	p.end(&n.span)
}

func (n *Const) parseFast(p *fast) {
	p.start(&n.span)
	p.word("const")
	n.Name = p.tok(identToken)
	p.word("=")
	n.Value = p.expr()
	n.Ref = p.ref()
	p.end(&n.span)
}

func (n *Def) parseFast(p *fast) {
	p.start(&n.span)
	p.word("def")
	n.Name = p.tok(identToken)
	n.Params = p.params()
	p.word("=")
	n.Value = p.expr()
	n.Ref = p.ref()
	p.end(&n.span)
}

func (n *Remember) parseFast(p *fast) {
	p.start(&n.span)
	p.word("remember")
	n.Name = p.tok(identToken)
	n.Params = p.params()
	p.word(":")
	n.Type = p.tok(identToken)
	if p.opt("default") {
		n.Default = p.expr()
	}
	n.Ref = p.ref()
	p.end(&n.span)
}

func (n *Order) parseFast(p *fast) {
	p.start(&n.span)
	p.word("order")
	n.Name = p.tok(identToken)
	n.Params = p.params()
	n.Ref = p.ref()
	p.word("{")
	p.nls()
	n.Priorities = p.priorities()
	p.word("}")
	p.end(&n.span)
}

func (n *Procedure) parseFast(p *fast) {
	p.start(&n.span)
	p.word("procedure")
	n.Name = p.tok(identToken)
	n.Params = p.params()
	n.Ref = p.ref()
	n.Body = p.block()
	p.end(&n.span)
}

// The statements.

func (n *Step) parseFast(p *fast) {
	p.start(&n.span)
	p.word("step")
	n.Label = p.label()
	if p.has(stringToken) {
		n.Title = p.next()
	}
	n.Ref = p.ref()
	n.Body = p.block()
	p.end(&n.span)
}

func (n *Let) parseFast(p *fast) {
	p.start(&n.span)
	p.word("let")
	n.Name = p.tok(identToken)
	p.word("=")
	n.Value = p.expr()
	n.Ref = p.ref()
	p.end(&n.span)
}

func (n *Set) parseFast(p *fast) {
	p.start(&n.span)
	p.word("set")
	n.Name = p.tok(identToken)
	p.word("(")
	n.Keys = p.exprs()
	p.word(")")
	p.word("=")
	n.Value = p.expr()
	n.Ref = p.ref()
	p.end(&n.span)
}

func (n *Roll) parseFast(p *fast) {
	p.start(&n.span)
	p.word("roll")
	n.Name = p.tok(identToken)
	p.word("=")
	n.Dice = p.tok(diceToken)
	n.Faces = p.opt("dice")
	n.Ref = p.ref()
	p.end(&n.span)
}

func (n *Choose) parseFast(p *fast) {
	p.start(&n.span)
	p.word("choose")
	n.Name = p.tok(identToken)
	p.word("from")
	n.Candidates = p.expr()
	p.word("by")
	n.Chooser = p.expr()
	if p.opt("default") {
		n.Default = p.expr()
	}
	n.Ref = p.ref()
	p.end(&n.span)
}

func (n *First) parseFast(p *fast) {
	p.start(&n.span)
	p.word("first")
	n.Name = p.tok(stringToken)
	if p.opt("else") {
		if p.is("error") || p.is("nothing") {
			n.Else = p.next()
		} else {
			p.failed = true
		}
	}
	n.Ref = p.ref()
	p.word("{")
	p.nls()
	base := p.whenList.n
	for p.is("when") {
		w := take(&p.whenBuf, nodeBlock)
		p.start(&w.span)
		p.r.advance()
		w.Cond = p.expr()
		w.Ref = p.ref()
		w.Body = p.block()
		p.end(&w.span)
		p.whenList.push(w)
		p.nls()
	}
	n.Whens = listOf(&p.whenList, base, &p.whenSlab)
	if p.is("otherwise") {
		o := &Otherwise{}
		p.start(&o.span)
		p.r.advance()
		o.Ref = p.ref()
		o.Body = p.block()
		p.end(&o.span)
		n.Otherwise = o
		p.nls()
	}
	if !p.failed {
		separated(&p.seps, p.text, n.Whens)
		if len(n.Whens) > 0 && n.Otherwise != nil {
			apart(&p.seps, p.text, n.Whens[len(n.Whens)-1], n.Otherwise)
		}
	}
	p.word("}")
	p.end(&n.span)
}

func (n *Pick) parseFast(p *fast) {
	p.start(&n.span)
	p.word("pick")
	n.Name = p.tok(identToken)
	p.word("from")
	n.Candidates = p.expr()
	if p.opt("by") {
		n.By = append(n.By, p.orderUse())
		for p.opt(",") {
			n.By = append(n.By, p.orderUse())
		}
	}
	n.Ref = p.ref()
	if n.Block = p.opt("{"); n.Block {
		p.nls()
		n.Priorities = p.priorities()
		if !p.failed {
			separated(&p.seps, p.text, n.Priorities)
		}
		p.word("}")
	}
	p.end(&n.span)
}

// orderUse parses the use of an order: @Ident ( "(" ( @@ ( "," @@ )* )? ")" )?.
func (p *fast) orderUse() *OrderUse {
	n := &OrderUse{}
	p.start(&n.span)
	n.Name = p.tok(identToken)
	n.Args = p.parenExprs()
	p.end(&n.span)
	return n
}

func (n *If) parseFast(p *fast) {
	p.start(&n.span)
	p.word("if")
	n.Cond = p.expr()
	n.Ref = p.ref()
	n.Then = p.block()
	if p.opt("else") {
		n.Else = p.block()
	}
	p.end(&n.span)
}

func (n *For) parseFast(p *fast) {
	p.start(&n.span)
	p.word("for")
	n.Var = p.tok(identToken)
	p.word("in")
	n.List = p.expr()
	n.Body = p.block()
	p.end(&n.span)
}

func (n *Goto) parseFast(p *fast) {
	p.start(&n.span)
	p.word("goto")
	p.word("step")
	n.Label = p.label()
	n.Ref = p.ref()
	p.end(&n.span)
}

func (n *Skip) parseFast(p *fast) {
	p.start(&n.span)
	p.word("skip")
	if !p.opt("step") {
		p.word("steps")
	}
	n.Labels = append(n.Labels, p.label())
	for p.opt(",") {
		n.Labels = append(n.Labels, p.label())
	}
	n.Ref = p.ref()
	p.end(&n.span)
}

func (n *Stop) parseFast(p *fast) {
	p.start(&n.span)
	p.word("stop")
	n.Keyword = "stop"
	n.Ref = p.ref()
	p.end(&n.span)
}

func (n *Call) parseFast(p *fast) {
	p.start(&n.span)
	p.word("call")
	n.Name = p.tok(identToken)
	p.word("(")
	n.Args = p.args()
	p.word(")")
	n.Ref = p.ref()
	p.end(&n.span)
}

func (n *Event) parseFast(p *fast) {
	p.start(&n.span)
	p.word("event")
	n.Name = p.tok(identToken)
	n.Args = p.parenExprs()
	n.Ref = p.ref()
	p.end(&n.span)
}

func (n *Mark) parseFast(p *fast) {
	p.start(&n.span)
	if p.is("mark") || p.is("unmark") {
		n.Verb = p.next()
	} else {
		p.failed = true
	}
	n.Unit = p.expr()
	p.word("as")
	n.Flag = p.tok(identToken)
	n.Args = p.parenExprs()
	n.Ref = p.ref()
	p.end(&n.span)
}

func (n *Remove) parseFast(p *fast) {
	p.start(&n.span)
	p.word("remove")
	n.Unit = p.expr()
	n.Ref = p.ref()
	p.end(&n.span)
}

func (n *Fail) parseFast(p *fast) {
	p.start(&n.span)
	p.word("fail")
	n.Message = p.tok(stringToken)
	n.Ref = p.ref()
	p.end(&n.span)
}

func (n *Assert) parseFast(p *fast) {
	p.start(&n.span)
	p.word("assert")
	n.Cond = p.expr()
	p.word(",")
	n.Message = p.tok(stringToken)
	n.Ref = p.ref()
	p.end(&n.span)
}

func (n *Action) parseFast(p *fast) {
	p.start(&n.span)
	n.Name = p.tok(identToken)
	n.Args = p.args()
	n.Ref = p.ref()
	p.end(&n.span)
}

func (n *While) parseFast(p *fast) {
	p.start(&n.span)
	p.word("while")
	n.Cond = p.expr()
	n.Ref = p.ref()
	n.Body = p.block()
	p.end(&n.span)
}
