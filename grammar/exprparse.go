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

// binaryOps are the infix operators with their precedence and whether
// they group to the right, as in expr (parser/operator): higher binds
// tighter.
var binaryOps = map[string]opInfo{
	"|":  {0, false},
	"or": {10, false}, "||": {10, false},
	"and": {15, false}, "&&": {15, false},
	"==": {20, false}, "!=": {20, false}, "<": {20, false}, ">": {20, false},
	">=": {20, false}, "<=": {20, false}, "in": {20, false}, "matches": {20, false},
	"contains": {20, false}, "startsWith": {20, false}, "endsWith": {20, false},
	"..": {25, false},
	"+":  {30, false}, "-": {30, false},
	"*": {60, false}, "/": {60, false}, "%": {60, false},
	"**": {100, true}, "^": {100, true},
	"??": {500, false},
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

// wordOps are the binary operators spelled as words; `not` before one of
// the last five negates it (`x not in list`).
var wordOps = map[string]bool{
	"or": true, "and": true, "in": true, "matches": true, "contains": true,
	"startsWith": true, "endsWith": true,
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

// loopBuiltins are expr's builtins whose second argument is a predicate
// (expr's parser.predicates); TestLoopBuiltinsAreExprs keeps the table
// equal to expr's.
var loopBuiltins = map[string]loopSpec{
	"all": {}, "none": {}, "any": {}, "one": {}, "filter": {}, "map": {},
	"count": {bodyOptional: true}, "sum": {bodyOptional: true},
	"find": {}, "findIndex": {}, "findLast": {}, "findLastIndex": {}, "groupBy": {},
	"sortBy": {rest: 1}, "reduce": {rest: 1},
}

// IsLoopWord reports whether name is a builtin that runs a body for each
// element of a list, written `name(list, body)` or `name e in list: body`.
func IsLoopWord(name string) bool {
	_, ok := loopBuiltins[name]
	return ok
}

// maxExprDepth bounds how deeply an expression nests (brackets, operands
// of operators that group to the right, unary operators), so that parsing
// and every walk of the tree stay quick.
const maxExprDepth = 1000

// exprParser is the state of one expression's parse.
type exprParser struct {
	toks  []ExprToken
	i     int // the next token
	err   *Error
	depth int
	slab  *slab
}

// ParseExprTokens parses the tokens of an expression into its tree. The
// tokens are an Expr's Tokens, or tokens made like them (a string's Value
// quoted; its end is then assumed to have no escapes, see fixStringEnds).
// On a syntax error it returns a nil tree and the error.
func ParseExprTokens(toks []ExprToken) (ExprNode, *Error) {
	return parseExprTokens(toks, nil)
}

// parseExprTokens is ParseExprTokens allocating from s when it is not nil.
func parseExprTokens(toks []ExprToken, s *slab) (ExprNode, *Error) {
	if len(toks) == 0 {
		return nil, &Error{Msg: "missing expression"}
	}
	p := &exprParser{toks: toks, slab: s}
	x := p.expr(0)
	if p.err == nil && p.i < len(toks) {
		p.unexpected()
	}
	if p.err != nil {
		return nil, p.err
	}
	return x, nil
}

// peek returns the next token, or a token of Kind "" at the end.
func (p *exprParser) peek() ExprToken {
	if p.i < len(p.toks) {
		return p.toks[p.i]
	}
	return ExprToken{}
}

// at reports whether the next token is the operator or bracket v.
func (p *exprParser) at(v string) bool {
	return p.i < len(p.toks) && p.toks[p.i].Kind == "Op" && p.toks[p.i].Value == v
}

// atWord reports whether the next token is the word w (a name or a
// reserved word).
func (p *exprParser) atWord(w string) bool {
	return p.i < len(p.toks) && (p.toks[p.i].Kind == "Ident" || p.toks[p.i].Kind == "Keyword") &&
		p.toks[p.i].Value == w
}

// next returns the next token and moves past it.
func (p *exprParser) next() ExprToken {
	t := p.toks[p.i]
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
	return tokenEnd(p.toks[len(p.toks)-1])
}

// unexpected records an error at the next token, which cannot stand where
// it is.
func (p *exprParser) unexpected() {
	if p.i >= len(p.toks) {
		p.fail(p.endPos(), "", "unexpected end of expression")
		return
	}
	t := p.toks[p.i]
	hint := ""
	switch {
	case t.Kind == "Op" && t.Value == "=":
		hint = `to compare, write "=="`
	case t.Kind == "Ident" && t.Value == "then":
		p.fail(t.Pos, "a conditional value is written if CONDITION then VALUE else OTHER_VALUE",
			`"then" without an if before it`)
		return
	case t.Kind == "Keyword" && t.Value == "else":
		p.fail(t.Pos, "a conditional value is written if CONDITION then VALUE else OTHER_VALUE",
			`"else" without an if before it`)
		return
	case t.Kind == "Op" && t.Value == "{":
		hint = "braces hold blocks of statements; an expression groups with ( and )"
	case t.Kind == "Ident" && t.Value == "not":
		hint = "not negates a condition (not x) or in, contains, matches, startsWith, endsWith (x not in list)"
	}
	p.fail(t.Pos, hint, "unexpected %s in an expression", tokenText(t))
}

// tokenText names a token in a message.
func tokenText(t ExprToken) string {
	if t.Kind == "String" {
		return "string " + t.Value
	}
	return strconv.Quote(t.Value)
}

// expect moves past the operator or bracket v, or records an error.
func (p *exprParser) expect(v string) (ExprToken, bool) {
	if p.at(v) {
		return p.next(), true
	}
	if p.err == nil {
		if p.i >= len(p.toks) {
			p.fail(p.endPos(), "", "expected %q, found the end of the expression", v)
		} else {
			t := p.toks[p.i]
			p.fail(t.Pos, "", "expected %q, found %s", v, tokenText(t))
		}
	}
	return ExprToken{}, false
}

// enter counts one level of nesting; it reports false, with an error,
// past maxExprDepth.
func (p *exprParser) enter() bool {
	p.depth++
	if p.depth > maxExprDepth {
		pos := p.endPos()
		if p.i < len(p.toks) {
			pos = p.toks[p.i].Pos
		}
		p.fail(pos, "name parts of it with let or def", "expression nested too deep: an expression nests at most %d deep", maxExprDepth)
		return false
	}
	return true
}

// binaryOp returns the binary operator t spells, if any.
func binaryOp(t ExprToken) (string, opInfo, bool) {
	switch t.Kind {
	case "Op":
		info, ok := binaryOps[t.Value]
		return t.Value, info, ok
	case "Ident":
		if wordOps[t.Value] {
			return t.Value, binaryOps[t.Value], true
		}
	}
	return "", opInfo{}, false
}

// expr parses an expression whose operators bind at least as tightly as
// prec (expr's parseExpression); at prec 0 it also reads `c ? a : b`.
func (p *exprParser) expr(prec int) ExprNode {
	if !p.enter() {
		return nil
	}
	defer func() { p.depth-- }()
	left := p.primary()
	prevOp := ""
	for p.err == nil && p.i < len(p.toks) {
		t := p.toks[p.i]
		op, info, ok := binaryOp(t)
		opPos := t.Pos
		negated := false
		if t.Kind == "Ident" && t.Value == "not" {
			// x not in list, x not contains y, ...
			if p.i+1 >= len(p.toks) || !negatable(p.toks[p.i+1]) {
				p.unexpected()
				return nil
			}
			op, info, ok = "not "+p.toks[p.i+1].Value, binaryOps[p.toks[p.i+1].Value], true
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
			p.fail(opPos, "call the function with the value as its first argument: f(x, ...)",
				"the pipe operator | is not part of the rules language")
			return nil
		}
		if prevOp == "??" && op != "??" {
			p.fail(opPos, "bracket one side",
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
				if n.Kind != "Op" || !isComparison(n.Value) {
					break
				}
				op, opPos = n.Value, n.Pos
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
func negatable(t ExprToken) bool {
	if t.Kind != "Ident" {
		return false
	}
	switch t.Value {
	case "in", "matches", "contains", "startsWith", "endsWith":
		return true
	}
	return false
}

// binary returns the node of x op y.
func (p *exprParser) binary(op string, opPos Position, x, y ExprNode) ExprNode {
	n := p.slab.binary()
	n.Op, n.OpPos, n.X, n.Y = op, opPos, x, y
	n.Pos, n.EndPos = startOf(x), endOf(y)
	return n
}

// ternary reads `? a : b` after cond, if it follows (expr's
// parseConditional): the branches are whole expressions, so `a ? b : c ?
// d : e` is `a ? b : (c ? d : e)`.
func (p *exprParser) ternary(cond ExprNode) ExprNode {
	for p.err == nil && p.at("?") {
		q := p.next()
		if p.at(":") {
			p.fail(q.Pos, "write x ?? y for x unless it is nil, or c ? a : b in full",
				"the short form ?: of a conditional value is not part of the rules language")
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
		n := p.slab.cond()
		n.Ternary, n.Cond, n.Then, n.Else = true, cond, then, els
		n.Pos, n.EndPos = startOf(cond), endOf(els)
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
	t := p.toks[p.i]
	switch t.Kind {
	case "Op":
		switch t.Value {
		case "-", "+", "!":
			p.i++
			prec := minusPrec
			if t.Value == "!" {
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
			n := p.slab.paren()
			n.X, n.Pos, n.EndPos = x, t.Pos, tokenEnd(c)
			return p.postfix(n)
		case "[":
			return p.postfix(p.list())
		}
	case "Ident", "Keyword":
		return p.word(t)
	case "Number":
		p.i++
		kind := IntLit
		if strings.ContainsAny(t.Value, ".eE") {
			kind = FloatLit
		}
		return p.lit(kind, t.Value, t)
	case "Length":
		p.i++
		return p.postfix(p.lit(LengthLit, t.Value, t))
	case "Dice":
		p.i++
		return p.lit(DiceLit, t.Value, t)
	case "String":
		p.i++
		v, err := strconv.Unquote(t.Value)
		if err != nil {
			v = t.Value
		}
		return p.postfix(p.lit(StringLit, v, t))
	}
	p.unexpected()
	return nil
}

// unary parses the operand of the prefix operator t, binding at prec.
func (p *exprParser) unary(t ExprToken, prec int) ExprNode {
	x := p.expr(prec)
	if p.err != nil {
		return nil
	}
	n := p.slab.unary()
	n.Op, n.OpPos, n.X = t.Value, t.Pos, x
	n.Pos, n.EndPos = t.Pos, endOf(x)
	return p.postfix(n)
}

// lit returns a literal of the token t.
func (p *exprParser) lit(kind LitKind, v string, t ExprToken) ExprNode {
	n := p.slab.lit()
	n.Kind, n.Value = kind, v
	n.Pos, n.EndPos = t.Pos, tokenEnd(t)
	return n
}

// ident returns the name of the token t.
func (p *exprParser) ident(t ExprToken) *Ident {
	n := p.slab.ident()
	n.Name = t.Value
	n.Pos, n.EndPos = t.Pos, tokenEnd(t)
	return n
}

// word parses what begins with the word t: true, false, nil, not x, a
// conditional value, a loop, a call or a name.
func (p *exprParser) word(t ExprToken) ExprNode {
	switch t.Value {
	case "true", "false":
		p.i++
		return p.lit(BoolLit, t.Value, t)
	case "nil":
		p.i++
		return p.lit(NilLit, t.Value, t)
	case "not":
		p.i++
		return p.unary(t, notPrec)
	case "if":
		if t.Kind == "Keyword" {
			return p.conditional()
		}
	case "else", "let":
		if t.Kind == "Keyword" {
			p.unexpected()
			return nil
		}
	}
	if t.Kind == "Ident" && wordOps[t.Value] {
		p.unexpected()
		return nil
	}
	if spec, ok := loopBuiltins[t.Value]; ok {
		if p.namedLoopAhead() {
			return p.namedLoop(spec)
		}
		if p.i+1 < len(p.toks) && p.toks[p.i+1].Kind == "Op" && p.toks[p.i+1].Value == "(" {
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
		if t := p.peek(); t.Kind != "" && !closesPart(t) {
			p.unexpected()
			return
		}
		p.fail(at.Pos, "write if CONDITION then VALUE else OTHER_VALUE; an if statement stands at the start of a line",
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
	n := p.slab.cond()
	n.Cond, n.Then, n.Else = cond, then, els
	n.Pos, n.EndPos = at.Pos, endOf(els)
	return n
}

// closesPart reports whether t ends a part of an expression in brackets:
// a comma or a closing bracket.
func closesPart(t ExprToken) bool {
	return t.Kind == "Op" && (t.Value == "," || t.Value == ")" || t.Value == "]" || t.Value == "}")
}

// namedLoopAhead reports whether the loop word at p.i names its element:
// `word name in` or `word(name in`.
func (p *exprParser) namedLoopAhead() bool {
	k := p.i + 1
	if k < len(p.toks) && p.toks[k].Kind == "Op" && p.toks[k].Value == "(" {
		k++
	}
	return k+1 < len(p.toks) && p.toks[k].Kind == "Ident" && p.toks[k+1].Value == "in"
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
	n := p.slab.loop()
	n.Word, n.Var = p.ident(wordTok), p.ident(nameTok)
	needsList := func() {
		if t := p.peek(); t.Kind != "" && !closesPart(t) && t.Value != ":" {
			p.unexpected()
			return
		}
		p.fail(wordTok.Pos, fmt.Sprintf("write %s %s in list: condition", wordTok.Value, nameTok.Value),
			"%s %s in ... needs a list, then a colon and the condition", wordTok.Value, nameTok.Value)
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
	if t := p.peek(); t.Kind == "" || closesPart(t) {
		p.fail(colon.Pos, "", "%s %s in ...: needs a condition after the colon", wordTok.Value, nameTok.Value)
		return nil
	}
	n.Body = p.expr(0)
	if p.err != nil {
		return nil
	}
	n.Pos, n.EndPos = wordTok.Pos, endOf(n.Body)
	if bracketed {
		end, ok := p.loopRest(n, spec)
		if !ok {
			return nil
		}
		n.EndPos = end
		return p.postfix(n)
	}
	return n
}

// loopRest reads the arguments after a loop's body up to its closing
// bracket, which it returns the end of.
func (p *exprParser) loopRest(n *Loop, spec loopSpec) (Position, bool) {
	for range spec.rest {
		if p.at(")") {
			break
		}
		if _, ok := p.expect(","); !ok {
			return Position{}, false
		}
		x := p.expr(0)
		if p.err != nil {
			return Position{}, false
		}
		n.Rest = append(n.Rest, x)
	}
	if p.at(",") {
		p.i++ // a trailing comma
	}
	c, ok := p.expect(")")
	if !ok {
		return Position{}, false
	}
	return tokenEnd(c), true
}

// loopCall parses `word(list, body, rest...)`, or `count(list)`, a call,
// when the body may be left out.
func (p *exprParser) loopCall(spec loopSpec) ExprNode {
	wordTok := p.next()
	p.i++ // (
	word := p.ident(wordTok)
	if p.at(")") {
		p.fail(p.peek().Pos, fmt.Sprintf("write %s(list, condition), with it for the element in the condition", wordTok.Value),
			"%s needs a list and a condition", wordTok.Value)
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
		n := p.slab.call()
		n.Fun, n.Args = word, append(make([]ExprNode, 0, 1), list)
		n.Pos, n.EndPos = wordTok.Pos, tokenEnd(c)
		return n
	}
	if _, ok := p.expect(","); !ok {
		return nil
	}
	body := p.expr(0)
	if p.err != nil {
		return nil
	}
	n := p.slab.loop()
	n.Word, n.List, n.Body = word, list, body
	end, ok := p.loopRest(n, spec)
	if !ok {
		return nil
	}
	n.Pos, n.EndPos = wordTok.Pos, end
	return n
}

// call parses the arguments of a call of fun, at "(".
func (p *exprParser) call(fun *Ident) ExprNode {
	p.i++ // (
	var args []ExprNode
	for p.err == nil && !p.at(")") {
		if len(args) > 0 {
			if _, ok := p.expect(","); !ok {
				return nil
			}
			if p.at(")") {
				break // a trailing comma
			}
		}
		x := p.expr(0)
		if p.err != nil {
			return nil
		}
		args = append(args, x)
	}
	c, ok := p.expect(")")
	if !ok {
		return nil
	}
	n := p.slab.call()
	n.Fun, n.Args = fun, args
	n.Pos, n.EndPos = fun.Pos, tokenEnd(c)
	return n
}

// list parses a list written out, at "[".
func (p *exprParser) list() ExprNode {
	open := p.next()
	var elems []ExprNode
	for p.err == nil && !p.at("]") {
		if len(elems) > 0 {
			if _, ok := p.expect(","); !ok {
				return nil
			}
			if p.at("]") {
				break // a trailing comma
			}
		}
		x := p.expr(0)
		if p.err != nil {
			return nil
		}
		elems = append(elems, x)
	}
	c, ok := p.expect("]")
	if !ok {
		return nil
	}
	n := p.slab.listExpr()
	n.Elems = elems
	n.Pos, n.EndPos = open.Pos, tokenEnd(c)
	return n
}

// postfix reads the fields (`.side`, `?.side`), elements (`[i]`,
// `?.[i]`) and slices (`[a:b]`) taken of x.
func (p *exprParser) postfix(x ExprNode) ExprNode {
	for p.err == nil && x != nil && p.i < len(p.toks) {
		t := p.toks[p.i]
		if t.Kind != "Op" {
			break
		}
		switch t.Value {
		case ".", "?.":
			p.i++
			optional := t.Value == "?."
			if optional && p.at("[") {
				x = p.index(x, true)
				continue
			}
			nt := p.peek()
			if nt.Kind != "Ident" && nt.Kind != "Keyword" {
				if nt.Kind == "" {
					p.fail(p.endPos(), "", "expected a field name after %q, found the end of the expression", t.Value)
				} else {
					p.fail(nt.Pos, "", "expected a field name after %q, found %s", t.Value, tokenText(nt))
				}
				return nil
			}
			p.i++
			if p.at("(") {
				p.fail(p.peek().Pos, fmt.Sprintf("call a query with the value as an argument: %s(x)", nt.Value),
					"a field is not a function: %s cannot be called", nt.Value)
				return nil
			}
			n := p.slab.member()
			n.X, n.Name, n.Optional = x, p.ident(nt), optional
			n.Pos, n.EndPos = startOf(x), n.Name.EndPos
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
			n := p.slab.index()
			n.X, n.Index, n.Optional = x, lo, optional
			n.Pos, n.EndPos = startOf(x), tokenEnd(c)
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
	n := p.slab.slice()
	n.X, n.Lo, n.Hi = x, lo, hi
	n.Pos, n.EndPos = startOf(x), tokenEnd(c)
	return n
}

// startOf and endOf return a node's span ends.
func startOf(n ExprNode) Position { s, _ := n.Span(); return s }
func endOf(n ExprNode) Position   { _, e := n.Span(); return e }

// tokenEnd returns the position just after the token t. A string's end
// assumes it was written without escapes; trimEnds puts it right from the
// source (fixStringEnds).
func tokenEnd(t ExprToken) Position {
	p := t.Pos
	if t.Kind == "String" {
		v, err := strconv.Unquote(t.Value)
		if err != nil {
			v = t.Value
		}
		p.Offset += len(v) + 2
		p.Column += utf8.RuneCountInString(v) + 2
		return p
	}
	p.Offset += len(t.Value) // the other tokens are ASCII
	p.Column += len(t.Value)
	return p
}
