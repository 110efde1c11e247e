package grammar

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The expression parser: a precedence-climbing parser over the tokens
// (*Expr).Parse collects, building the nodes of exprnodes.go with exact
// spans. It reads exactly the syntax the checker accepted when it handed
// the tokens to expr-lang's parser: expr's precedence and associativity
// (taken from expr's parser/operator package and parser.go, and checked
// against that parser by TestExprOracle), plus the rules' own forms, which
// the checker rewrote for expr: lengths (`3in`), `it`, named loops (`any p
// in list: cond`, `filter(e in list: cond)`), conditional values (`if c
// then a else b`) and `exists(list)`.
//
// A syntax error does not fail the parse of the file: it is kept on the
// Expr (Err) for the checker to report with the expression's other
// problems, as when expr's parser found it, and the formatter and the
// language server still work on the rest of the file.

// binaryOp returns the precedence of the infix operator v (a token's
// text) and whether it groups to the right, as in expr (parser/operator):
// higher binds tighter. word is whether the token is a name, as the
// operators spelled as words are. A switch, not a map: it is asked of
// nearly every token.
func binaryOpInfo(v string, word bool) (info opInfo, ok bool) {
	if word {
		switch v {
		case "or":
			return opInfo{10, false}, true
		case "and":
			return opInfo{15, false}, true
		case "in", "matches", "contains", "startsWith", "endsWith":
			return opInfo{20, false}, true
		}
		return opInfo{}, false
	}
	switch v {
	case "|":
		return opInfo{0, false}, true
	case "||":
		return opInfo{10, false}, true
	case "&&":
		return opInfo{15, false}, true
	case "==", "!=", "<", ">", ">=", "<=":
		return opInfo{20, false}, true
	case "..":
		return opInfo{25, false}, true
	case "+", "-":
		return opInfo{30, false}, true
	case "*", "/", "%":
		return opInfo{60, false}, true
	case "**", "^":
		return opInfo{100, true}, true
	case "??":
		return opInfo{500, false}, true
	}
	return opInfo{}, false
}

// opInfo is an operator's precedence and associativity.
type opInfo struct {
	prec  int
	right bool
}

// Unary operators bind their operand at these precedences (expr's): `not
// a == b` is `(not a) == b`, `-a ** b` is `-(a ** b)`.
const (
	notPrec   = 50
	minusPrec = 90
)

// wordOp reports whether v, a name, is a binary operator spelled as a
// word.
func wordOp(v string) bool {
	_, ok := binaryOpInfo(v, true)
	return ok
}

// negatedOp returns the operator `not v`, when not may negate v (`x not
// in list`), or "".
func negatedOp(v string) string {
	switch v {
	case "in":
		return "not in"
	case "matches":
		return "not matches"
	case "contains":
		return "not contains"
	case "startsWith":
		return "not startsWith"
	case "endsWith":
		return "not endsWith"
	}
	return ""
}

// isComparison reports whether op chains: `a < b <= c` is `a < b and b <=
// c`, as in expr.
func isComparison(op string) bool {
	return op == "<" || op == ">" || op == "<=" || op == ">="
}

// loopSpec describes a builtin that runs a body for each element of a
// list: whether the body may be left out (`count(list)`) and how many
// further arguments may follow it.
type loopSpec struct {
	bodyOptional bool
	rest         int
}

// loopBuiltin returns the loopSpec of name if it is one of expr's
// builtins whose second argument is a predicate (expr's
// parser.predicates); TestLoopBuiltinsAreExprs keeps it equal to expr's.
func loopBuiltin(name string) (loopSpec, bool) {
	switch name {
	case "all", "none", "any", "one", "filter", "map", "find", "findIndex", "findLast",
		"findLastIndex", "groupBy":
		return loopSpec{}, true
	case "count", "sum":
		return loopSpec{bodyOptional: true}, true
	case "sortBy", "reduce":
		return loopSpec{rest: 1}, true
	}
	return loopSpec{}, false
}

// loopWords are the names loopBuiltin knows, for tests.
var loopWords = []string{
	"all", "none", "any", "one", "filter", "map", "count", "sum", "find", "findIndex",
	"findLast", "findLastIndex", "groupBy", "sortBy", "reduce",
}

// IsLoopWord reports whether name is a builtin that runs a body for each
// element of a list, written `name(list, body)` or `name e in list: body`.
func IsLoopWord(name string) bool {
	_, ok := loopBuiltin(name)
	return ok
}

// notRules ends the message of a form expr reads that the rules language
// leaves out, on purpose: the pipe, `?:`, method calls, maps and braced
// predicates, and `.field` for `it.field`. No rules file of the
// repository used one when the language took its expressions over from
// expr (TestExprOracle).
const notRules = "not part of the rules language"

// maxExprDepth bounds how deeply an expression nests (brackets, operands
// of operators that group to the right, unary operators), so that parsing
// and every walk of the tree stay quick.
const maxExprDepth = 1000

// maxExprNodes bounds how many nodes an expression has, as expr's parser
// did (its conf.DefaultMaxNodes), so that no walk of a tree, which
// recurses along chains like a + b + c + ..., goes on for ever.
const maxExprNodes = 10000

// node counts a node about to be made, with an error past maxExprNodes,
// and returns the slab to make it from.
func (p *exprParser) node() *slab {
	p.nodes++
	if p.nodes == maxExprNodes+1 {
		pos := p.endPos()
		if p.i < len(p.toks) {
			pos = p.pos(&p.toks[p.i])
		}
		p.fail(pos, "name parts of it with let or def",
			"expression too large: an expression has at most %d parts", maxExprNodes)
	}
	return p.slab
}

// exprParser is the state of one expression's parse.
type exprParser struct {
	// toks are the expression's tokens, as the scanner keeps them (no
	// pointers, so a parse copies them without the collector's write
	// barrier): the scanner's own (sc), or, for tokens given as
	// ExprTokens (own), each token's type with its index in own (esc).
	toks  []tok
	sc    *scanner
	own   []ExprToken
	name  *string // the file's name, shared by the nodes' spans
	i     int     // the next token
	err   *Error
	depth int
	nodes int // how many nodes were made
	slab  *slab
	ids   int32      // the last node's number (NodeNumber), from the slab's
	src   []byte     // the source, to end strings; nil: see tokenEnd
	stack []ExprNode // the arguments of the calls and lists being read
	none  tok        // peek's token at the end, of type tNone
}

// The token types the parser tells apart, as tok.typ holds them; tNone
// is peek's at the end of the expression (an ExprToken of Kind "").
const (
	tNone    int8 = 0
	tOp           = int8(opToken)
	tIdent        = int8(identToken)
	tKeyword      = int8(keywordToken)
	tNumber       = int8(numberToken)
	tLength       = int8(lengthToken)
	tDice         = int8(diceToken)
	tString       = int8(stringToken)
	tOther   int8 = 1 // an ExprToken of a kind the parser does not know
)

// kindType returns the tok type of an ExprToken's Kind.
func kindType(kind string) int8 {
	switch kind {
	case "":
		return tNone
	case "Op":
		return tOp
	case "Ident":
		return tIdent
	case "Keyword":
		return tKeyword
	case "Number":
		return tNumber
	case "Length":
		return tLength
	case "Dice":
		return tDice
	case "String":
		return tString
	}
	return tOther
}

// ParseExprTokens parses the tokens of an expression into its tree. The
// tokens are an Expr's Tokens, or tokens made like them (a string's Value
// quoted; its end is then assumed to have no escapes, see tokenEnd).
// On a syntax error it returns a nil tree and the error. The nodes' file
// is that of the first token.
func ParseExprTokens(toks []ExprToken) (ExprNode, *Error) {
	return parseExprTokens(toks, nil, nil, nil)
}

// parseExprTokens is ParseExprTokens with the source the tokens are of,
// if not nil, allocating from s when it is not nil; the nodes share name
// if it is the tokens' file's (and s is not nil: their numbers are s's).
func parseExprTokens(toks []ExprToken, src []byte, s *slab, name *string) (ExprNode, *Error) {
	if len(toks) == 0 {
		return nil, &Error{Msg: "missing expression"}
	}
	ts := make([]tok, len(toks))
	for i := range toks {
		ts[i] = tok{typ: kindType(toks[i].Kind), esc: int32(i)}
	}
	if s == nil || name == nil || *name != toks[0].Pos.Filename {
		n := toks[0].Pos.Filename
		name = &n
	}
	p := &exprParser{toks: ts, own: toks, name: name, slab: s, src: src}
	if s != nil {
		p.stack, p.ids = s.stack[:0], s.ids
	}
	return p.parse()
}

// parseExpr parses the tree of e, an expression the fast path or
// participle read, whose tokens are the scanner's (or its own list), with
// the file's source and name, allocating from s; buf is reused for the
// tokens. It returns how many tokens the expression has.
func parseExpr(e *Expr, src []byte, s *slab, buf *[]tok, name *string) int {
	es := e.src
	switch {
	case es == nil:
		e.X, e.Err = parseExprTokens(nil, src, s, name)
		return 0
	case es.sc == nil:
		e.X, e.Err = parseExprTokens(es.own, src, s, name)
		return len(es.own)
	}
	ts := (*buf)[:0]
	for i := e.lo; i < e.hi; i++ {
		if t := &es.toks[i]; es.exprTok(t) {
			ts = append(ts, *t)
		}
	}
	if cap(ts) != cap(*buf) {
		*buf = ts // grown (kept otherwise: a write of a pointer is dear while the collector marks)
	}
	if len(ts) == 0 {
		e.X, e.Err = nil, &Error{Msg: "missing expression"}
		return 0
	}
	if *name != es.sc.pos.Filename {
		n := es.sc.pos.Filename
		name = &n
	}
	// the stack set here, on p's own stack frame, needs no write barrier
	p := &exprParser{toks: ts, sc: es.sc, name: name, slab: s, src: src, stack: s.stack[:0], ids: s.ids}
	x, err := p.parse()
	e.X = x
	if err != nil || e.Err != nil {
		e.Err = err
	}
	return len(ts)
}

// parse parses the tokens of p.
func (p *exprParser) parse() (ExprNode, *Error) {
	if s := p.slab; s != nil {
		// p.stack and p.ids start as s's (the caller sets them)
		defer func() {
			if cap(p.stack) != cap(s.stack) {
				s.stack = p.stack[:0] // grown
			}
			s.ids = p.ids
		}()
	}
	x := p.expr(0)
	if p.err == nil && p.i < len(p.toks) {
		p.unexpected()
	}
	if p.err != nil {
		return nil, p.err
	}
	return x, nil
}

// val returns the text of t as its ExprToken's Value: a string's quoted.
func (p *exprParser) val(t *tok) string {
	if p.own == nil && t.typ != tString {
		return p.sc.src[t.off:t.end] // as sc.value gives; small enough to inline
	}
	return p.valOther(t)
}

// valOther is val of a string or of a token of own.
func (p *exprParser) valOther(t *tok) string {
	if p.own != nil {
		return p.own[t.esc].Value
	}
	return quotedValue(p.sc, t, p.sc.value(t))
}

// unquoted returns the value of the string t.
func (p *exprParser) unquoted(t *tok) string {
	if p.own == nil && p.sc.unquote {
		return p.sc.value(t) // what strconv.Unquote(p.val(t)) gives
	}
	v, err := strconv.Unquote(p.val(t))
	if err != nil {
		v = p.val(t)
	}
	return v
}

// loc returns where t starts.
func (p *exprParser) loc(t *tok) loc {
	if p.own != nil {
		return locOf(p.own[t.esc].Pos)
	}
	return loc{t.off, t.line, t.col}
}

// pos returns the position of t.
func (p *exprParser) pos(t *tok) Position {
	if p.own != nil {
		return p.own[t.esc].Pos
	}
	return p.sc.position(t)
}

// position returns the position of l in the expression's file.
func (p *exprParser) position(l loc) Position {
	return Position{Filename: *p.name, Offset: int(l.off), Line: int(l.line), Column: int(l.col)}
}

// setSpan sets the span of a node.
func (p *exprParser) setSpan(s *xspan, start, end loc) {
	s.name, s.start, s.end = p.name, start, end
	if s.id == 0 {
		p.ids++
		s.id = p.ids
	}
}

// peek returns the next token, or a token of Kind "" at the end.
func (p *exprParser) peek() *tok {
	if p.i < len(p.toks) {
		return &p.toks[p.i]
	}
	return &p.none
}

// at reports whether the next token is the operator or bracket v.
func (p *exprParser) at(v string) bool {
	return p.i < len(p.toks) && p.toks[p.i].typ == tOp && p.val(&p.toks[p.i]) == v
}

// atWord reports whether the next token is the word w (a name or a
// reserved word).
func (p *exprParser) atWord(w string) bool {
	return p.i < len(p.toks) && (p.toks[p.i].typ == tIdent || p.toks[p.i].typ == tKeyword) &&
		p.val(&p.toks[p.i]) == w
}

// next returns the next token and moves past it.
func (p *exprParser) next() *tok {
	t := &p.toks[p.i]
	p.i++
	return t
}

// fail records the first error.
func (p *exprParser) fail(pos Position, hint, format string, args ...any) {
	if p.err == nil {
		p.err = &Error{Pos: pos, Msg: fmt.Sprintf(format, args...), Hint: hint}
	}
}

// endPos is the position after the last token.
func (p *exprParser) endPos() Position {
	if len(p.toks) == 0 {
		return Position{}
	}
	return p.position(p.tokenEnd(&p.toks[len(p.toks)-1]))
}

// unexpected records an error at the next token, which cannot stand where
// it is.
func (p *exprParser) unexpected() {
	if p.i >= len(p.toks) {
		p.fail(p.endPos(), p.endHint(), "unexpected end of expression")
		return
	}
	t := &p.toks[p.i]
	if p.badNumber(t) {
		return
	}
	hint := ""
	switch {
	case t.typ == tOp && p.val(t) == "=":
		hint = `to compare, write "=="`
	case t.typ == tIdent && p.val(t) == "then":
		p.fail(p.pos(t), "a conditional value is written if CONDITION then VALUE else OTHER_VALUE",
			`"then" without an if before it`)
		return
	case t.typ == tKeyword && p.val(t) == "else":
		p.fail(p.pos(t), "a conditional value is written if CONDITION then VALUE else OTHER_VALUE",
			`"else" without an if before it`)
		return
	case t.typ == tOp && p.val(t) == "{":
		p.fail(p.pos(t), "an expression groups with ( and ); braces hold blocks of statements",
			"braces are %s", notRules)
		return
	case t.typ == tOp && p.val(t) == "." && p.i+1 < len(p.toks) && p.toks[p.i+1].typ == tIdent:
		p.fail(p.pos(t), fmt.Sprintf("write it.%s for the field of a loop's element", p.val(&p.toks[p.i+1])),
			"a field without its value before the dot is %s", notRules)
		return
	case t.typ == tIdent && p.val(t) == "not":
		hint = "not negates a condition (not x) or in, contains, matches, startsWith, endsWith (x not in list)"
	}
	p.fail(p.pos(t), hint, "unexpected %s in an expression", p.tokenText(t))
}

// lengthUnits names the units a length is written in, for hints.
const lengthUnits = `in, ", mm, cm or p`

// endHint is the hint for an expression that ends too soon after a
// number: "1 in" (a length with a space before its unit, read as the
// operator in) or "10%" (a percentage, read as the remainder operator).
func (p *exprParser) endHint() string {
	n := len(p.toks)
	if n < 2 || p.toks[n-2].typ != tNumber && p.toks[n-2].typ != tLength {
		return ""
	}
	num, last := p.val(&p.toks[n-2]), &p.toks[n-1]
	switch {
	case p.val(last) == "in" && p.toks[n-2].typ == tNumber:
		return fmt.Sprintf("a length is a number joined to its unit: %sin, with no space (in between two values asks whether the first is in a list)", num)
	case p.val(last) == "%" && last.typ == tOp:
		return fmt.Sprintf("%% is the remainder of a division (7 %% 3 is 1); a percentage is written as a fraction: %s%% of x is x * %s / 100", num, num)
	}
	return ""
}

// badNumber records an error, and reports true, when t stands where it
// cannot because a number before it was mistyped: a unit the language
// does not know joined to it (1inch, 3ft, 1deg; 1pace reads as 1p and
// "ace"), a number written as other languages do (1_000, 0x10), or a
// unit after a space (1 mm). The plain "unexpected" error named only the
// tail ("ch"), with no word of what a length is.
func (p *exprParser) badNumber(t *tok) bool {
	if p.i == 0 || t.typ != tIdent && t.typ != tKeyword && t.typ != tNumber && t.typ != tLength {
		return false
	}
	prev := &p.toks[p.i-1]
	if prev.typ != tNumber && prev.typ != tLength {
		return false
	}
	if p.tokenEnd(prev).off != p.loc(t).off {
		// a space between: "1 mm", "2 inches"
		u := unitOf(p.val(t))
		if t.typ != tIdent || u == "" || p.val(t) == "in" {
			return false
		}
		p.fail(p.pos(t), fmt.Sprintf("did you mean %q? a length is a number joined to its unit, with no space (units: %s)", p.val(prev)+u, lengthUnits),
			"unexpected %s after the number %s", p.tokenText(t), p.val(prev))
		return true
	}
	// the whole word as written: the number and every token joined to it
	word, end := p.val(prev)+p.val(t), p.tokenEnd(t)
	for j := p.i + 1; j < len(p.toks) && p.loc(&p.toks[j]).off == end.off; j++ {
		if typ := p.toks[j].typ; typ != tIdent && typ != tKeyword && typ != tNumber && typ != tLength {
			break
		}
		word, end = word+p.val(&p.toks[j]), p.tokenEnd(&p.toks[j])
	}
	hint := fmt.Sprintf("a number is digits with an optional decimal point and exponent (2, 2.5, 1e3); a length is one joined to its unit: %s (2in, 40mm, 200p)", lengthUnits)
	digits := strings.TrimRight(word, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
	if u := unitOf(word[len(digits):]); u != "" && digits != "" && strings.IndexFunc(digits, func(r rune) bool { return (r < '0' || r > '9') && r != '.' }) < 0 {
		hint = fmt.Sprintf("did you mean %q? (units: %s)", digits+u, lengthUnits)
	}
	p.fail(p.pos(prev), hint, "bad number or length %q", word)
	return true
}

// unitOf returns the unit of length the word w names, as a length is
// written with it ("inches": "in"), or "".
func unitOf(w string) string {
	switch strings.ToLower(w) {
	case "in", "inch", "inches":
		return "in"
	case "mm", "millimetre", "millimetres", "millimeter", "millimeters":
		return "mm"
	case "cm", "centimetre", "centimetres", "centimeter", "centimeters":
		return "cm"
	case "p", "pace", "paces":
		return "p"
	}
	return ""
}

// tokenText names a token in a message.
func (p *exprParser) tokenText(t *tok) string {
	if t.typ == tString {
		return "string " + p.val(t)
	}
	return strconv.Quote(p.val(t))
}

// expect moves past the operator or bracket v, or records an error.
func (p *exprParser) expect(v string) (*tok, bool) {
	if p.at(v) {
		return p.next(), true
	}
	if p.err == nil {
		if p.i >= len(p.toks) {
			p.fail(p.endPos(), p.endHint(), "expected %q, found the end of the expression", v)
		} else if !p.badNumber(&p.toks[p.i]) {
			t := &p.toks[p.i]
			p.fail(p.pos(t), "", "expected %q, found %s", v, p.tokenText(t))
		}
	}
	return nil, false
}

// enter counts one level of nesting; it reports false, with an error,
// past maxExprDepth.
func (p *exprParser) enter() bool {
	p.depth++
	if p.depth > maxExprDepth {
		pos := p.endPos()
		if p.i < len(p.toks) {
			pos = p.pos(&p.toks[p.i])
		}
		p.fail(pos, "name parts of it with let or def", "expression nested too deep: an expression nests at most %d deep", maxExprDepth)
		return false
	}
	return true
}

// binaryOp returns the binary operator t spells, if any.
func (p *exprParser) binaryOp(t *tok) (string, opInfo, bool) {
	switch t.typ {
	case tOp, tIdent:
		info, ok := binaryOpInfo(p.val(t), t.typ == tIdent)
		return p.val(t), info, ok
	}
	return "", opInfo{}, false
}

// expr parses an expression whose operators bind at least as tightly as
// prec (expr's parseExpression); at prec 0 it also reads `c ? a : b`.
func (p *exprParser) expr(prec int) ExprNode {
	if !p.enter() {
		return nil
	}
	x := p.operators(prec)
	p.depth--
	return x
}

// operators is expr within the depth it counts.
func (p *exprParser) operators(prec int) ExprNode {
	left := p.primary()
	prevOp := ""
	for p.err == nil && p.i < len(p.toks) {
		t := &p.toks[p.i]
		op, info, ok := p.binaryOp(t)
		opPos := p.loc(t)
		negated := false
		if t.typ == tIdent && p.val(t) == "not" {
			// x not in list, x not contains y, ...
			if p.i+1 >= len(p.toks) || !p.negatable(&p.toks[p.i+1]) {
				p.unexpected()
				return nil
			}
			op = negatedOp(p.val(&p.toks[p.i+1]))
			info, ok = binaryOpInfo(p.val(&p.toks[p.i+1]), true)
			negated = true
		}
		if !ok || info.prec < prec {
			break
		}
		p.i++
		if negated {
			p.i++
		}
		if op == "|" {
			p.fail(p.position(opPos), "call the function with the value as its first argument: f(x, ...)",
				"the pipe operator | is %s", notRules)
			return nil
		}
		if prevOp == "??" && op != "??" {
			p.fail(p.position(opPos), "bracket one side",
				"%s and ?? cannot be mixed without brackets", op)
			return nil
		}
		var right ExprNode
		switch {
		case isComparison(op):
			// A chain a < b <= c: each comparison's left operand is the
			// one before it (see Binary).
			for {
				right = p.expr(info.prec + 1)
				if p.err != nil {
					return nil
				}
				left = p.binary(op, opPos, left, right)
				n := p.peek()
				if n.typ != tOp || !isComparison(p.val(n)) {
					break
				}
				op, opPos = p.val(n), p.loc(n)
				p.i++
			}
			prevOp = op
			continue
		case info.right:
			right = p.expr(info.prec)
		default:
			right = p.expr(info.prec + 1)
		}
		if p.err != nil {
			return nil
		}
		left = p.binary(op, opPos, left, right)
		prevOp = op
	}
	if p.err != nil {
		return nil
	}
	if prec == 0 {
		left = p.ternary(left)
	}
	return left
}

// negatable reports whether `not` before t negates the operator t.
func (p *exprParser) negatable(t *tok) bool {
	return t.typ == tIdent && negatedOp(p.val(t)) != ""
}

// binary returns the node of x op y.
func (p *exprParser) binary(op string, opPos loc, x, y ExprNode) ExprNode {
	n := p.node().binary()
	n.Op, n.opAt, n.X, n.Y = op, opPos, x, y
	p.setSpan(&n.xspan, startOf(x), endOf(y))
	return n
}

// ternary reads `? a : b` after cond, if it follows (expr's
// parseConditional): the branches are whole expressions, so `a ? b : c ?
// d : e` is `a ? b : (c ? d : e)`.
func (p *exprParser) ternary(cond ExprNode) ExprNode {
	for p.err == nil && p.at("?") {
		q := p.next()
		if p.at(":") {
			p.fail(p.pos(q), "write x ?? y for x unless it is nil, or c ? a : b in full",
				"the short form ?: of a conditional value is %s", notRules)
			return nil
		}
		then := p.expr(0)
		if p.err != nil {
			return nil
		}
		if _, ok := p.expect(":"); !ok {
			return nil
		}
		els := p.expr(0)
		if p.err != nil {
			return nil
		}
		n := p.node().cond()
		n.Ternary, n.Cond, n.Then, n.Else = true, cond, then, els
		p.setSpan(&n.xspan, startOf(cond), endOf(els))
		cond = n
	}
	return cond
}

// primary parses an operand: a literal, a name, a call, a loop, a list, a
// bracketed expression, a conditional value or a prefix operator and its
// operand, with the fields, elements and slices taken of it.
func (p *exprParser) primary() ExprNode {
	if p.i >= len(p.toks) {
		p.unexpected()
		return nil
	}
	t := &p.toks[p.i]
	switch t.typ {
	case tOp:
		switch p.val(t) {
		case "-", "+", "!":
			p.i++
			prec := minusPrec
			if p.val(t) == "!" {
				prec = notPrec
			}
			return p.unary(t, prec)
		case "(":
			p.i++
			x := p.expr(0)
			if p.err != nil {
				return nil
			}
			c, ok := p.expect(")")
			if !ok {
				return nil
			}
			n := p.node().paren()
			n.X = x
			p.setSpan(&n.xspan, p.loc(t), p.tokenEnd(c))
			return p.postfix(n)
		case "[":
			return p.postfix(p.list())
		}
	case tIdent, tKeyword:
		return p.word(t)
	case tNumber:
		p.i++
		kind := IntLit
		if strings.ContainsAny(p.val(t), ".eE") {
			kind = FloatLit
		}
		return p.lit(kind, p.val(t), t)
	case tLength:
		p.i++
		return p.postfix(p.lit(LengthLit, p.val(t), t))
	case tDice:
		p.i++
		return p.lit(DiceLit, p.val(t), t)
	case tString:
		p.i++
		v, err := strconv.Unquote(p.val(t))
		if err != nil {
			v = p.val(t)
		}
		return p.postfix(p.lit(StringLit, v, t))
	}
	p.unexpected()
	return nil
}

// unary parses the operand of the prefix operator t, binding at prec.
func (p *exprParser) unary(t *tok, prec int) ExprNode {
	x := p.expr(prec)
	if p.err != nil {
		return nil
	}
	n := p.node().unary()
	n.Op, n.opAt, n.X = p.val(t), p.loc(t), x
	p.setSpan(&n.xspan, p.loc(t), endOf(x))
	return p.postfix(n)
}

// lit returns a literal of the token t.
func (p *exprParser) lit(kind LitKind, v string, t *tok) ExprNode {
	n := p.node().lit()
	n.Kind, n.Value = kind, v
	p.setSpan(&n.xspan, p.loc(t), p.tokenEnd(t))
	return n
}

// ident returns the name of the token t.
func (p *exprParser) ident(t *tok) *Ident {
	n := p.node().ident()
	n.Name = p.val(t)
	p.setSpan(&n.xspan, p.loc(t), p.tokenEnd(t))
	return n
}

// word parses what begins with the word t: true, false, nil, not x, a
// conditional value, a loop, a call or a name.
func (p *exprParser) word(t *tok) ExprNode {
	switch p.val(t) {
	case "true", "false":
		p.i++
		return p.lit(BoolLit, p.val(t), t)
	case "nil":
		p.i++
		return p.lit(NilLit, p.val(t), t)
	case "not":
		p.i++
		return p.unary(t, notPrec)
	case "if":
		if t.typ == tKeyword {
			return p.conditional()
		}
	case "else", "let":
		if t.typ == tKeyword {
			p.unexpected()
			return nil
		}
	}
	if t.typ == tIdent && wordOp(p.val(t)) {
		p.unexpected()
		return nil
	}
	if spec, ok := loopBuiltin(p.val(t)); ok {
		if p.namedLoopAhead() {
			return p.namedLoop(spec)
		}
		if p.i+1 < len(p.toks) && p.toks[p.i+1].typ == tOp && p.val(&p.toks[p.i+1]) == "(" {
			return p.postfix(p.loopCall(spec))
		}
	}
	p.i++
	id := p.ident(t)
	if p.at("(") {
		return p.postfix(p.call(id))
	}
	return p.postfix(id)
}

// conditional parses `if C then A else B`: each part is a whole
// expression, so B runs to the end of the expression, of the bracket
// around it or to a comma there.
func (p *exprParser) conditional() ExprNode {
	at := p.next()
	// needs reports the missing word where the part before it ends at
	// the end of the expression, of its bracket or at a comma; another
	// token there is unexpected.
	needs := func(word string) {
		if t := p.peek(); t.typ != tNone && !p.closesPart(t) {
			p.unexpected()
			return
		}
		p.fail(p.pos(at), "write if CONDITION then VALUE else OTHER_VALUE; an if statement stands at the start of a line",
			"a conditional value needs %s", word)
	}
	cond := p.expr(0)
	if p.err != nil {
		return nil
	}
	if !p.atWord("then") {
		needs("then")
		return nil
	}
	p.i++
	then := p.expr(0)
	if p.err != nil {
		return nil
	}
	if !p.atWord("else") {
		needs("else")
		return nil
	}
	p.i++
	els := p.expr(0)
	if p.err != nil {
		return nil
	}
	n := p.node().cond()
	n.Cond, n.Then, n.Else = cond, then, els
	p.setSpan(&n.xspan, p.loc(at), endOf(els))
	return n
}

// closesPart reports whether t ends a part of an expression in brackets:
// a comma or a closing bracket.
func (p *exprParser) closesPart(t *tok) bool {
	return t.typ == tOp && (p.val(t) == "," || p.val(t) == ")" || p.val(t) == "]" || p.val(t) == "}")
}

// namedLoopAhead reports whether the loop word at p.i names its element:
// `word name in` or `word(name in`.
func (p *exprParser) namedLoopAhead() bool {
	k := p.i + 1
	if k < len(p.toks) && p.toks[k].typ == tOp && p.val(&p.toks[k]) == "(" {
		k++
	}
	return k+1 < len(p.toks) && p.toks[k].typ == tIdent && p.val(&p.toks[k+1]) == "in"
}

// namedLoop parses `word name in list: body` or `word(name in list: body,
// rest...)`. The body is a whole expression: it runs to the end of the
// expression, a comma or the closing bracket.
func (p *exprParser) namedLoop(spec loopSpec) ExprNode {
	wordTok := p.next()
	bracketed := p.at("(")
	if bracketed {
		p.i++
	}
	nameTok := p.next()
	p.i++ // in
	n := p.node().loop()
	n.Word, n.Var = p.ident(wordTok), p.ident(nameTok)
	needsList := func() {
		if t := p.peek(); t.typ != tNone && !p.closesPart(t) && p.val(t) != ":" {
			p.unexpected()
			return
		}
		p.fail(p.pos(wordTok), fmt.Sprintf("write %s %s in list: condition", p.val(wordTok), p.val(nameTok)),
			"%s %s in ... needs a list, then a colon and the condition", p.val(wordTok), p.val(nameTok))
	}
	if p.at(":") {
		needsList()
		return nil
	}
	n.List = p.expr(0)
	if p.err != nil {
		return nil
	}
	if !p.at(":") {
		needsList()
		return nil
	}
	colon := p.next()
	if t := p.peek(); t.typ == tNone || p.closesPart(t) {
		p.fail(p.pos(colon), "", "%s %s in ...: needs a condition after the colon", p.val(wordTok), p.val(nameTok))
		return nil
	}
	n.Body = p.expr(0)
	if p.err != nil {
		return nil
	}
	p.setSpan(&n.xspan, p.loc(wordTok), endOf(n.Body))
	if bracketed {
		end, ok := p.loopRest(n, spec)
		if !ok {
			return nil
		}
		n.end = end
		return p.postfix(n)
	}
	return n
}

// loopRest reads the arguments after a loop's body up to its closing
// bracket, which it returns the end of.
func (p *exprParser) loopRest(n *Loop, spec loopSpec) (loc, bool) {
	for range spec.rest {
		if p.at(")") {
			break
		}
		if _, ok := p.expect(","); !ok {
			return loc{}, false
		}
		x := p.expr(0)
		if p.err != nil {
			return loc{}, false
		}
		n.Rest = p.slab.exprs(append(n.Rest, x))
	}
	if p.at(",") {
		p.i++ // a trailing comma
	}
	c, ok := p.expect(")")
	if !ok {
		return loc{}, false
	}
	return p.tokenEnd(c), true
}

// loopCall parses `word(list, body, rest...)`, or `count(list)`, a call,
// when the body may be left out.
func (p *exprParser) loopCall(spec loopSpec) ExprNode {
	wordTok := p.next()
	p.i++ // (
	word := p.ident(wordTok)
	if p.at(")") {
		p.fail(p.pos(p.peek()), fmt.Sprintf("write %s(list, condition), with it for the element in the condition", p.val(wordTok)),
			"%s needs a list and a condition", p.val(wordTok))
		return nil
	}
	list := p.expr(0)
	if p.err != nil {
		return nil
	}
	if p.at(")") {
		// a call of one argument: count(list), sum(list), or a call of
		// a memory or def the rules named as a loop word (`one(u)`);
		// the checker, which knows the names, refuses filter(list)
		c := p.next()
		n := p.node().call()
		n.Fun, n.Args = word, p.slab.exprs([]ExprNode{list})
		p.setSpan(&n.xspan, p.loc(wordTok), p.tokenEnd(c))
		return n
	}
	if _, ok := p.expect(","); !ok {
		return nil
	}
	body := p.expr(0)
	if p.err != nil {
		return nil
	}
	n := p.node().loop()
	n.Word, n.List, n.Body = word, list, body
	end, ok := p.loopRest(n, spec)
	if !ok {
		return nil
	}
	p.setSpan(&n.xspan, p.loc(wordTok), end)
	return n
}

// call parses the arguments of a call of fun, at "(".
func (p *exprParser) call(fun *Ident) ExprNode {
	p.i++ // (
	args, ok := p.items(")")
	if !ok {
		return nil
	}
	c := p.next()
	n := p.node().call()
	n.Fun, n.Args = fun, args
	p.setSpan(&n.xspan, fun.start, p.tokenEnd(c))
	return n
}

// items reads expressions separated by commas, with a trailing comma or
// none, up to the closing bracket, which it leaves next.
func (p *exprParser) items(closing string) ([]ExprNode, bool) {
	base := len(p.stack)
	for p.err == nil && !p.at(closing) {
		if len(p.stack) > base {
			if _, ok := p.expect(","); !ok {
				return nil, false
			}
			if p.at(closing) {
				break // a trailing comma
			}
		}
		x := p.expr(0)
		if p.err != nil {
			return nil, false
		}
		p.stack = append(p.stack, x)
	}
	if _, ok := p.expect(closing); !ok {
		return nil, false
	}
	p.i-- // the bracket stays next
	items := p.slab.exprs(p.stack[base:])
	p.stack = p.stack[:base]
	return items, true
}

// list parses a list written out, at "[".
func (p *exprParser) list() ExprNode {
	open := p.next()
	elems, ok := p.items("]")
	if !ok {
		return nil
	}
	c := p.next()
	n := p.node().listExpr()
	n.Elems = elems
	p.setSpan(&n.xspan, p.loc(open), p.tokenEnd(c))
	return n
}

// postfix reads the fields (`.side`, `?.side`), elements (`[i]`,
// `?.[i]`) and slices (`[a:b]`) taken of x.
func (p *exprParser) postfix(x ExprNode) ExprNode {
	for p.err == nil && x != nil && p.i < len(p.toks) {
		t := &p.toks[p.i]
		if t.typ != tOp {
			break
		}
		switch p.val(t) {
		case ".", "?.":
			p.i++
			optional := p.val(t) == "?."
			if optional && p.at("[") {
				x = p.index(x, true)
				continue
			}
			nt := p.peek()
			if nt.typ != tIdent && nt.typ != tKeyword {
				if nt.typ == tNone {
					p.fail(p.endPos(), "", "expected a field name after %q, found the end of the expression", p.val(t))
				} else {
					p.fail(p.pos(nt), "", "expected a field name after %q, found %s", p.val(t), p.tokenText(nt))
				}
				return nil
			}
			p.i++
			if p.at("(") {
				p.fail(p.pos(p.peek()), fmt.Sprintf("call a query with the value as an argument: %s(x)", p.val(nt)),
					"calling a field (.%s(...)) is %s", p.val(nt), notRules)
				return nil
			}
			n := p.node().member()
			n.X, n.Name, n.Optional = x, p.ident(nt), optional
			p.setSpan(&n.xspan, startOf(x), n.Name.end)
			x = n
		case "[":
			x = p.index(x, false)
		default:
			return x
		}
	}
	if p.err != nil {
		return nil
	}
	return x
}

// index parses `[i]` or a slice `[a:b]` of x, at "[".
func (p *exprParser) index(x ExprNode, optional bool) ExprNode {
	p.i++ // [
	var lo, hi ExprNode
	if !p.at(":") {
		lo = p.expr(0)
		if p.err != nil {
			return nil
		}
		if !p.at(":") {
			c, ok := p.expect("]")
			if !ok {
				return nil
			}
			n := p.node().index()
			n.X, n.Index, n.Optional = x, lo, optional
			p.setSpan(&n.xspan, startOf(x), p.tokenEnd(c))
			return n
		}
	}
	p.i++ // :
	if !p.at("]") {
		hi = p.expr(0)
		if p.err != nil {
			return nil
		}
	}
	c, ok := p.expect("]")
	if !ok {
		return nil
	}
	n := p.node().slice()
	n.X, n.Lo, n.Hi = x, lo, hi
	p.setSpan(&n.xspan, startOf(x), p.tokenEnd(c))
	return n
}

// startOf and endOf return a node's span ends.
func startOf(n ExprNode) loc { return n.exprSpan().start }
func endOf(n ExprNode) loc   { return n.exprSpan().end }

// tokenEnd returns where the token t ends, just after it. A string's
// token holds its unquoted value: its end is read from the source, or,
// without it, assumed to have no escapes.
func (p *exprParser) tokenEnd(t *tok) loc {
	l := p.loc(t)
	if t.typ == tString {
		if p.src != nil {
			if end := stringEnd(p.src, int(l.off)); end >= 0 {
				l.col += int32(utf8.RuneCount(p.src[l.off:end]))
				l.off = int32(end)
				return l
			}
		}
		v, err := strconv.Unquote(p.val(t))
		if err != nil {
			v = p.val(t)
		}
		l.off += int32(len(v) + 2)
		l.col += int32(utf8.RuneCountInString(v) + 2)
		return l
	}
	n := int32(len(p.val(t))) // the other tokens are ASCII
	l.off += n
	l.col += n
	return l
}

// stringEnd returns the offset just after the string literal at src[off],
// or -1 if none is there.
func stringEnd(src []byte, off int) int {
	if off >= len(src) || src[off] != '"' && src[off] != '\'' {
		return -1
	}
	q := src[off]
	for i := off + 1; i < len(src); i++ {
		switch src[i] {
		case '\\':
			i++
		case q:
			return i + 1
		case '\n':
			return -1
		}
	}
	return -1
}
