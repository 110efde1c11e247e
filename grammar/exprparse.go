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
			pos = p.toks[p.i].Pos
		}
		p.fail(pos, "name parts of it with let or def",
			"expression too large: an expression has at most %d parts", maxExprNodes)
	}
	return p.slab
}

// exprParser is the state of one expression's parse.
type exprParser struct {
	toks  []ExprToken
	i     int // the next token
	err   *Error
	depth int
	nodes int // how many nodes were made
	slab  *slab
	src   []byte     // the source, to end strings; nil: see tokenEnd
	stack []ExprNode // the arguments of the calls and lists being read
	none  ExprToken  // peek's token at the end, of Kind ""
}

// ParseExprTokens parses the tokens of an expression into its tree. The
// tokens are an Expr's Tokens, or tokens made like them (a string's Value
// quoted; its end is then assumed to have no escapes, see tokenEnd).
// On a syntax error it returns a nil tree and the error.
func ParseExprTokens(toks []ExprToken) (ExprNode, *Error) {
	return parseExprTokens(toks, nil, nil)
}

// parseExprTokens is ParseExprTokens with the source the tokens are of,
// if not nil, allocating from s when it is not nil.
func parseExprTokens(toks []ExprToken, src []byte, s *slab) (ExprNode, *Error) {
	if len(toks) == 0 {
		return nil, &Error{Msg: "missing expression"}
	}
	p := &exprParser{toks: toks, slab: s, src: src}
	if s != nil {
		p.stack = s.stack[:0]
		defer func() { s.stack = p.stack[:0] }()
	}
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
func (p *exprParser) peek() *ExprToken {
	if p.i < len(p.toks) {
		return &p.toks[p.i]
	}
	return &p.none
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
func (p *exprParser) next() *ExprToken {
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
	return p.tokenEnd(&p.toks[len(p.toks)-1])
}

// unexpected records an error at the next token, which cannot stand where
// it is.
func (p *exprParser) unexpected() {
	if p.i >= len(p.toks) {
		p.fail(p.endPos(), "", "unexpected end of expression")
		return
	}
	t := &p.toks[p.i]
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
		p.fail(t.Pos, "an expression groups with ( and ); braces hold blocks of statements",
			"braces are %s", notRules)
		return
	case t.Kind == "Op" && t.Value == "." && p.i+1 < len(p.toks) && p.toks[p.i+1].Kind == "Ident":
		p.fail(t.Pos, fmt.Sprintf("write it.%s for the field of a loop's element", p.toks[p.i+1].Value),
			"a field without its value before the dot is %s", notRules)
		return
	case t.Kind == "Ident" && t.Value == "not":
		hint = "not negates a condition (not x) or in, contains, matches, startsWith, endsWith (x not in list)"
	}
	p.fail(t.Pos, hint, "unexpected %s in an expression", tokenText(t))
}

// tokenText names a token in a message.
func tokenText(t *ExprToken) string {
	if t.Kind == "String" {
		return "string " + t.Value
	}
	return strconv.Quote(t.Value)
}

// expect moves past the operator or bracket v, or records an error.
func (p *exprParser) expect(v string) (*ExprToken, bool) {
	if p.at(v) {
		return p.next(), true
	}
	if p.err == nil {
		if p.i >= len(p.toks) {
			p.fail(p.endPos(), "", "expected %q, found the end of the expression", v)
		} else {
			t := &p.toks[p.i]
			p.fail(t.Pos, "", "expected %q, found %s", v, tokenText(t))
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
			pos = p.toks[p.i].Pos
		}
		p.fail(pos, "name parts of it with let or def", "expression nested too deep: an expression nests at most %d deep", maxExprDepth)
		return false
	}
	return true
}

// binaryOp returns the binary operator t spells, if any.
func binaryOp(t *ExprToken) (string, opInfo, bool) {
	switch t.Kind {
	case "Op", "Ident":
		info, ok := binaryOpInfo(t.Value, t.Kind == "Ident")
		return t.Value, info, ok
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
		op, info, ok := binaryOp(t)
		opPos := t.Pos
		negated := false
		if t.Kind == "Ident" && t.Value == "not" {
			// x not in list, x not contains y, ...
			if p.i+1 >= len(p.toks) || !negatable(&p.toks[p.i+1]) {
				p.unexpected()
				return nil
			}
			op = negatedOp(p.toks[p.i+1].Value)
			info, ok = binaryOpInfo(p.toks[p.i+1].Value, true)
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
				"the pipe operator | is %s", notRules)
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
func negatable(t *ExprToken) bool {
	return t.Kind == "Ident" && negatedOp(t.Value) != ""
}

// binary returns the node of x op y.
func (p *exprParser) binary(op string, opPos Position, x, y ExprNode) ExprNode {
	n := p.node().binary()
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
	t := &p.toks[p.i]
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
			n := p.node().paren()
			n.X, n.Pos, n.EndPos = x, t.Pos, p.tokenEnd(c)
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
func (p *exprParser) unary(t *ExprToken, prec int) ExprNode {
	x := p.expr(prec)
	if p.err != nil {
		return nil
	}
	n := p.node().unary()
	n.Op, n.OpPos, n.X = t.Value, t.Pos, x
	n.Pos, n.EndPos = t.Pos, endOf(x)
	return p.postfix(n)
}

// lit returns a literal of the token t.
func (p *exprParser) lit(kind LitKind, v string, t *ExprToken) ExprNode {
	n := p.node().lit()
	n.Kind, n.Value = kind, v
	n.Pos, n.EndPos = t.Pos, p.tokenEnd(t)
	return n
}

// ident returns the name of the token t.
func (p *exprParser) ident(t *ExprToken) *Ident {
	n := p.node().ident()
	n.Name = t.Value
	n.Pos, n.EndPos = t.Pos, p.tokenEnd(t)
	return n
}

// word parses what begins with the word t: true, false, nil, not x, a
// conditional value, a loop, a call or a name.
func (p *exprParser) word(t *ExprToken) ExprNode {
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
	if t.Kind == "Ident" && wordOp(t.Value) {
		p.unexpected()
		return nil
	}
	if spec, ok := loopBuiltin(t.Value); ok {
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
	n := p.node().cond()
	n.Cond, n.Then, n.Else = cond, then, els
	n.Pos, n.EndPos = at.Pos, endOf(els)
	return n
}

// closesPart reports whether t ends a part of an expression in brackets:
// a comma or a closing bracket.
func closesPart(t *ExprToken) bool {
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
	n := p.node().loop()
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
		n.Rest = p.slab.exprs(append(n.Rest, x))
	}
	if p.at(",") {
		p.i++ // a trailing comma
	}
	c, ok := p.expect(")")
	if !ok {
		return Position{}, false
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
		n := p.node().call()
		n.Fun, n.Args = word, p.slab.exprs([]ExprNode{list})
		n.Pos, n.EndPos = wordTok.Pos, p.tokenEnd(c)
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
	n.Pos, n.EndPos = wordTok.Pos, end
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
	n.Pos, n.EndPos = fun.Pos, p.tokenEnd(c)
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
	n.Pos, n.EndPos = open.Pos, p.tokenEnd(c)
	return n
}

// postfix reads the fields (`.side`, `?.side`), elements (`[i]`,
// `?.[i]`) and slices (`[a:b]`) taken of x.
func (p *exprParser) postfix(x ExprNode) ExprNode {
	for p.err == nil && x != nil && p.i < len(p.toks) {
		t := &p.toks[p.i]
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
					"calling a field (.%s(...)) is %s", nt.Value, notRules)
				return nil
			}
			n := p.node().member()
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
			n := p.node().index()
			n.X, n.Index, n.Optional = x, lo, optional
			n.Pos, n.EndPos = startOf(x), p.tokenEnd(c)
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
	n.Pos, n.EndPos = startOf(x), p.tokenEnd(c)
	return n
}

// startOf and endOf return a node's span ends.
func startOf(n ExprNode) Position { s, _ := n.Span(); return s }
func endOf(n ExprNode) Position   { _, e := n.Span(); return e }

// tokenEnd returns the position just after the token t. A string's
// token holds its unquoted value: its end is read from the source, or,
// without it, assumed to have no escapes.
func (p *exprParser) tokenEnd(t *ExprToken) Position {
	pos := t.Pos
	if t.Kind == "String" {
		if p.src != nil {
			if end := stringEnd(p.src, pos.Offset); end >= 0 {
				pos.Column += utf8.RuneCount(p.src[pos.Offset:end])
				pos.Offset = end
				return pos
			}
		}
		v, err := strconv.Unquote(t.Value)
		if err != nil {
			v = t.Value
		}
		pos.Offset += len(v) + 2
		pos.Column += utf8.RuneCountInString(v) + 2
		return pos
	}
	pos.Offset += len(t.Value) // the other tokens are ASCII
	pos.Column += len(t.Value)
	return pos
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
