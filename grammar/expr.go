package grammar

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// Parse reads an expression: the tokens up to the end of the line, a comma,
// a brace, a closing bracket or a keyword, all at bracket depth zero. Inside
// brackets an expression may span lines.
func (e *Expr) Parse(lex *lexer.PeekingLexer) error {
	// Most expressions are short: collecting them in arrays on the stack
	// leaves one allocation, for the tokens kept.
	var openedBuf [8]lexer.Token
	var toksBuf [16]ExprToken
	opened, toks := openedBuf[:0], toksBuf[:0]
	for {
		t := lex.Peek()
		if t.EOF() || len(opened) == 0 && endsExpr(t.Type, t.Value) {
			break
		}
		if t.Type == nlToken {
			lex.Next() // inside brackets a newline is only layout
			continue
		}
		if t.Type == opToken {
			switch t.Value {
			case "(", "[", "{":
				opened = append(opened, *t)
			case ")", "]", "}":
				o := &opened[len(opened)-1]
				if closerOf(o.Value) != t.Value {
					return unclosed(*o)
				}
				opened = opened[:len(opened)-1]
			}
		}
		lex.Next()
		toks = append(toks, ExprToken{})
		toks[len(toks)-1].set(t.Type, t.Value, t.Pos)
	}
	if len(opened) > 0 {
		return unclosed(opened[len(opened)-1])
	}
	if len(toks) == 0 {
		return participle.NextMatch
	}
	if err := reversedComparison(toks); err != nil {
		return err
	}
	e.setOwn(slices.Clone(toks))
	e.Pos = toks[0].Pos
	e.EndPos = lex.RawPeek().Pos
	return nil
}

// parseFast is Parse by the fast path, which keeps no tokens of its own:
// the expression's are a range of the file's (see Expr.AppendTokens). It
// reports whether an expression comes next, and p fails where one starts
// but does not parse.
func (e *Expr) parseFast(p *fast) bool {
	var openedBuf [8]string
	opened := openedBuf[:0]
	r := p.r
	lo, n := r.next, 0
	eq := int32(-2) // the offset of the last "=" operator
	for {
		t := r.peek()
		tt := lexer.TokenType(t.typ)
		if tt == lexer.EOF {
			break
		}
		v := r.value(t)
		if len(opened) == 0 && endsExpr(tt, v) {
			break
		}
		if tt == nlToken {
			r.advance() // inside brackets a newline is only layout
			continue
		}
		if tt == opToken {
			switch v {
			case "(", "[", "{":
				opened = append(opened, v)
			case ")", "]", "}":
				if closerOf(opened[len(opened)-1]) != v {
					p.failed = true
					return false
				}
				opened = opened[:len(opened)-1]
			case "=":
				eq = t.off
			case "<", ">":
				if t.off == eq+1 { // reversedComparison's error
					p.failed = true
					return false
				}
			}
		}
		r.advance()
		n++
	}
	if len(opened) > 0 {
		p.failed = true
		return false
	}
	if n == 0 {
		return false
	}
	e.src, e.lo, e.hi = p.src, int32(lo), int32(r.raw)
	if p.nSpans+2 > len(p.exprSpans) {
		p.exprSpans = append(make([]int32, 0, max(2*len(p.exprSpans), 512)), p.exprSpans[:p.nSpans]...)
		p.exprSpans = p.exprSpans[:cap(p.exprSpans)]
	}
	p.exprSpans[p.nSpans], p.exprSpans[p.nSpans+1] = e.lo, e.hi
	p.nSpans += 2
	r.setPos(&e.Pos, &r.toks[lo])
	p.end(&e.span)
	p.exprToks += parseExpr(e, p.text, p.slab, &p.toks, p.name)
	return true
}

// equalsInExpr is the error for "=<" or "=>" inside an expression.
const equalsInExpr = `unexpected "=" in an expression`

// reversedComparison returns an error at a "=" written right before "<"
// or ">": `x =< 2` is `x <= 2` reversed (syntaxError's hint). Any other
// "=" is left to the checker, which says what to write for it.
func reversedComparison(toks []ExprToken) error {
	for i := 0; i+1 < len(toks); i++ {
		t, next := &toks[i], &toks[i+1]
		if t.Kind == "Op" && t.Value == "=" && (next.Value == "<" || next.Value == ">") &&
			next.Pos.Offset == t.Pos.Offset+1 {
			return &participle.ParseError{Msg: equalsInExpr, Pos: t.Pos}
		}
	}
	return nil
}

// closer maps each opening bracket to its closing one.
var closer = map[string]string{"(": ")", "[": "]", "{": "}"}

// closerOf returns the closing bracket of the opening one o, as closer
// does, without hashing o: Expr.Parse asks it of every closing bracket.
func closerOf(o string) string {
	switch o {
	case "(":
		return ")"
	case "[":
		return "]"
	case "{":
		return "}"
	}
	return ""
}

// unclosed is the error for an opening bracket left open.
func unclosed(o lexer.Token) error {
	return &participle.ParseError{Msg: fmt.Sprintf("unclosed %q in expression", o.Value), Pos: o.Pos}
}

// set makes t the expression token of a lexer token of type tt and text v
// at pos, in place, in the slice Expr.Parse collects. The parsers have
// unquoted strings; they are quoted again, double-quoted, so that the token
// reads as expr source.
func (t *ExprToken) set(tt lexer.TokenType, v string, pos Position) {
	t.Kind = kindName(tt)
	if t.Kind == "String" {
		v = strconv.Quote(v)
	}
	t.Value, t.Pos = v, pos
}

// endsExpr reports whether a token of type tt and text v ends an
// expression at bracket depth zero.
func endsExpr(tt lexer.TokenType, v string) bool {
	switch tt {
	case nlToken:
		return true
	case keywordToken:
		return keywords[v]
	case opToken:
		switch v {
		case ",", "{", "}", ")", "]":
			return true
		}
	}
	return false
}

// needSpace reports whether canonical layout puts a space before toks[i].
func needSpace(toks []ExprToken, i int) bool {
	p, t := toks[i-1], toks[i]
	if p.Kind == "Op" && t.Kind == "Op" && spellsTwoCharOp(p.Value, t.Value) {
		return true // `!` `=` must not read back as `!=`
	}
	switch t.Value {
	case ":":
		return !loopColon(toks, i) // any p in list: cond
	case ".":
		return t.Kind != "Op" || p.Kind == "Number" // `1 .5` is not `1.5`
	case ")", "]", ",", "?.", "..":
		return t.Kind != "Op"
	case "(", "[":
		if t.Kind == "Op" && endsOperand(toks, i-1) {
			return false
		}
	}
	if p.Kind == "Op" {
		switch p.Value {
		case "(", "[", ".", "?.", "..":
			return false
		case "-", "+", "!":
			return !isUnary(toks, i-1)
		}
	}
	return true
}

// loopColon reports whether the colon toks[i] ends the list of a loop
// naming its element (`any p in list: cond`), not a choice `a ? b : c`.
func loopColon(toks []ExprToken, i int) bool {
	depth := 0
	for j := i - 1; j >= 0; j-- {
		switch toks[j].Value {
		case ")", "]", "}":
			depth++
		case "(", "[", "{":
			if depth--; depth < 0 {
				return false
			}
		case "?":
			if depth == 0 {
				return false
			}
		case "in":
			if depth == 0 && j >= 2 && toks[j-1].Kind == "Ident" {
				w := toks[j-2]
				if w.Value == "(" && j >= 3 {
					w = toks[j-3]
				}
				return w.Kind == "Ident" || w.Kind == "Keyword"
			}
		}
	}
	return false
}

// spellsTwoCharOp reports whether the operator p followed by the operator
// t would read back as one of twoCharOps, as twoCharOps[p+t[:1]] does,
// without building the string or hashing it: String asks it of every
// two operators in a row. TestSpellsTwoCharOp checks the two agree.
func spellsTwoCharOp(p, t string) bool {
	if len(p) != 1 || t == "" {
		return false
	}
	switch c := t[0]; p[0] {
	case '=', '!', '<', '>':
		return c == '='
	case '&', '|', '*':
		return c == p[0]
	case '?':
		return c == '?' || c == '.'
	case '.':
		return c == '.'
	}
	return false
}

// isWordOperator reports whether w is one of wordOperators, without
// hashing it. TestIsWordOperator checks the two agree.
func isWordOperator(w string) bool {
	switch w {
	case "and", "or", "not", "in", "matches", "contains", "startsWith", "endsWith":
		return true
	}
	return false
}

// endsOperand reports whether toks[i] can end an operand.
func endsOperand(toks []ExprToken, i int) bool {
	t := toks[i]
	switch t.Kind {
	case "Number", "Length", "String":
		return true
	case "Ident", "Keyword":
		return !isWordOperator(t.Value)
	case "Op":
		return t.Value == ")" || t.Value == "]" || t.Value == "}"
	}
	return false
}

// isUnary reports whether the operator toks[i] is a prefix operator.
func isUnary(toks []ExprToken, i int) bool {
	return i == 0 || !endsOperand(toks, i-1)
}

// Parse parses an argument, ( @(Ident | Keyword) ":" )? Expr, looking two
// tokens ahead for the name so that the parser never backtracks.
func (a *Arg) Parse(lex *lexer.PeekingLexer) error {
	start := lex.Peek()
	if start.Type == identToken || start.Type == keywordToken {
		cp := lex.MakeCheckpoint()
		lex.Next()
		if colon := lex.Peek(); colon.Type == opToken && colon.Value == ":" {
			lex.Next()
			a.Name = start.Value
		} else {
			lex.LoadCheckpoint(cp)
		}
	}
	a.Value = &Expr{}
	if err := a.Value.Parse(lex); err != nil {
		if err == participle.NextMatch && a.Name != "" {
			return &participle.UnexpectedTokenError{Unexpected: *lex.Peek(), Expect: "Expr"}
		}
		return err
	}
	a.Pos, a.EndPos = start.Pos, a.Value.EndPos
	return nil
}

// parseFast is Parse by the fast path: it reports whether an argument
// comes next, and p fails where one starts but does not parse.
func (a *Arg) parseFast(p *fast) bool {
	r := p.r
	start := r.peek()
	if start.typ == int8(identToken) || start.typ == int8(keywordToken) {
		m := r.mark()
		r.advance()
		if colon := r.peek(); colon.typ == int8(opToken) && r.value(colon) == ":" {
			r.advance()
			a.Name = r.value(start)
		} else {
			r.reset(m)
		}
	}
	a.Value = optional[Expr](p, &p.exprBuf)
	if a.Value == nil {
		if a.Name != "" {
			p.failed = true
		}
		return false
	}
	r.setPos(&a.Pos, start)
	setPosTo(&a.EndPos, &a.Value.EndPos)
	return true
}
