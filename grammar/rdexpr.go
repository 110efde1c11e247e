package grammar

import (
	"github.com/alecthomas/participle/v2/lexer"
)

// The expressions and argument lists of the recursive-descent parser; see
// rdparse.go.

// expr parses an expression as Expr.Parse does: the tokens up to the end of
// the line, a comma, a brace, a closing bracket or a keyword, all at bracket
// depth zero, newlines inside brackets skipped. It fails without consuming
// when there is no token, and at the bad token when brackets do not pair.
func (p *rdParser) expr() (*Expr, bool) {
	var openedBuf [8]string
	var toksBuf [16]ExprToken
	opened, toks := openedBuf[:0], toksBuf[:0]
	for {
		t := &p.toks[p.pos]
		if t.typ == lexer.EOF || len(opened) == 0 && endsExpr(t.typ, t.value) {
			break
		}
		if t.typ == nlToken {
			p.pos++
			continue
		}
		if t.typ == opToken {
			switch t.value {
			case "(", "[", "{":
				opened = append(opened, t.value)
			case ")", "]", "}":
				if closer[opened[len(opened)-1]] != t.value {
					return nil, false
				}
				opened = opened[:len(opened)-1]
			}
		}
		p.pos++
		toks = append(toks, exprToken(t.typ, t.value, p.position(t.pos)))
	}
	if len(opened) > 0 || len(toks) == 0 {
		return nil, false
	}
	e := &Expr{Tokens: p.keep(toks)}
	e.Pos = e.Tokens[0].Pos
	e.EndPos = p.endPos()
	return e, true
}

// keep returns a copy of toks. The copies are cut from large arrays: one
// allocation for many expressions rather than one each.
func (p *rdParser) keep(toks []ExprToken) []ExprToken {
	if len(toks) > cap(p.slab)-len(p.slab) {
		p.slab = make([]ExprToken, 0, max(len(toks), 256))
	}
	n := len(p.slab)
	p.slab = append(p.slab, toks...)
	return p.slab[n:len(p.slab):len(p.slab)]
}

// parenExprs parses "(" ( Expr ( "," Expr )* )? ")".
func (p *rdParser) parenExprs() ([]*Expr, bool) {
	if !p.lit("(") {
		return nil, false
	}
	exprs, ok := optional(p, p.exprs)
	if !ok || !p.lit(")") {
		return nil, false
	}
	return exprs, true
}

// exprs parses Expr ( "," Expr )*.
func (p *rdParser) exprs() ([]*Expr, bool) { return list(p, p.expr) }

// args parses Arg ( "," Arg )*.
func (p *rdParser) args() ([]*Arg, bool) { return list(p, p.arg) }

// arg parses Arg: ( @(Ident | Keyword) ":" )? Expr. The name is tried
// first, as participle does: `to: x` is named, `to` alone is a value.
func (p *rdParser) arg() (*Arg, bool) {
	start := p.pos
	a := &Arg{}
	var ok bool
	if t := p.at(); (t.typ == identToken || t.typ == keywordToken) && p.toks[p.pos+1].value == ":" {
		a.Name = t.value
		p.pos += 2
	}
	if a.Value, ok = p.expr(); !ok {
		return nil, false
	}
	a.span = p.span(start)
	return a, true
}
