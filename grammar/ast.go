package grammar

import (
	"slices"
	"strconv"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"
)

// Position is a place in a source file.
type Position = lexer.Position

// Node is implemented by every syntax node.
type Node interface {
	Span() (start, end Position)
	// spanOf returns the node's span (embedded), for the parser to set.
	spanOf() *span
	// eachChild calls fn for each direct child in source order.
	eachChild(fn func(Node))
}

// Decl is a top-level declaration: *Units, *Pace, *Import, *Const, *Def,
// *Remember, *Order, *Procedure, *Source or *Unencoded. decls in parse.go lists them.
type Decl interface {
	Node
	// format prints the declaration.
	format(p *printer)
	// declNode marks the declarations (visit.go), as no statement is one.
	declNode()
}

// span is embedded in every node; participle fills Pos and EndPos.
type span struct {
	Pos    lexer.Position
	EndPos lexer.Position
}

// Span returns the node's start and end positions.
func (s span) Span() (Position, Position) { return s.Pos, s.EndPos }

// File is one .rules file.
type File struct {
	span
	Header *Header `parser:"NL* ( @@ NL* )?"`
	Decls  []Decl  `parser:"( @@ NL* )*"`
	// exprTokens counts the tokens of the file's expressions (Parse
	// counts them; see ExprTokens).
	exprTokens int
	// exprSrc holds the tokens of the file's expressions and exprSpans the
	// range of each (lo, hi), in source order, as the fast path parsed
	// them (ExprNames); nil for a file participle parsed or built otherwise.
	exprSrc   *exprSource
	exprSpans []int32
}

// ExprTokens returns how many tokens the file's expressions hold, as
// Parse counted them, or 0 for a file built otherwise: a checker sizes
// its tables of names and types by it (each is about half of it).
func (f *File) ExprTokens() int { return f.exprTokens }

// SourceText returns the bytes lo to hi of the source the fast path
// parsed f from, as a string sharing the parser's copy of the source (no
// allocation, where string(src[lo:hi]) is one), and whether it has it:
// not for a file participle parsed or one built otherwise, nor for a
// range outside the source.
func (f *File) SourceText(lo, hi int) (string, bool) {
	if f.exprSrc == nil || f.exprSrc.sc == nil || lo < 0 || lo > hi || hi > len(f.exprSrc.sc.src) {
		return "", false
	}
	return f.exprSrc.sc.src[lo:hi], true
}

// ExprNames calls yield with the names of each of the file's expressions
// in source order, as NameValues gives them (an expression's stop when
// yield returns false), and reports whether it could: without a walk of
// the tree, from the ranges of the file's tokens the fast path kept. It
// calls nothing and returns false for a file the fast path did not parse
// (participle's tree, or one built otherwise), whose expressions a caller
// walks for instead.
func (f *File) ExprNames(yield func(name string, called bool) bool) bool {
	if f.exprSrc == nil {
		return false
	}
	for i := 0; i+1 < len(f.exprSpans); i += 2 {
		e := Expr{src: f.exprSrc, lo: f.exprSpans[i], hi: f.exprSpans[i+1]}
		e.NameValues(yield)
	}
	return true
}

// Header names the ruleset: `ruleset "Skirmish movement" version "0.1"`.
type Header struct {
	span
	Name    string `parser:"\"ruleset\" @String"`
	Version string `parser:"( \"version\" @String )?"`
}

// Units sets the default unit of bare lengths: `units in`.
type Units struct {
	span
	Unit string `parser:"\"units\" @(Ident | String)"`
}

// Pace sets the length of a pace: `pace 0.5mm`.
type Pace struct {
	span
	Length string `parser:"\"pace\" @Length"`
}

// Import brings the procedures and constants of another file into scope.
type Import struct {
	span
	Path string `parser:"\"import\" @String"`
}

// Source names a text the ruleset encodes, relative to the rules file:
// `source "../texts/movement.txt"`. Refs may quote it.
type Source struct {
	span
	Path string `parser:"\"source\" @String"`
}

// Unencoded marks a passage of a source as deliberately not encoded, with
// the reason: `unencoded "Roll a die for the weather." because "no
// weather in the engine"`; `because` may start the next line. The quote
// and the reason may each be written as adjacent strings, joined.
type Unencoded struct {
	span
	Quote  string `parser:"\"unencoded\" @String+"`
	Reason string `parser:"NL* \"because\" @String+"`
}

// Const is a named value: `const spacing = 1in`.
type Const struct {
	span
	Name  string `parser:"\"const\" @Ident \"=\""`
	Value *Expr  `parser:"@@"`
	Ref   *Ref   `parser:"@@?"`
}

// Def is a named value or predicate with parameters, written once and
// used in any expression of the file or of those importing it:
// `def fled(u: unit) = filter(enemies(u), has(it, "fleeing"))`.
type Def struct {
	span
	Name   string   `parser:"\"def\" @Ident \"(\""`
	Params []*Param `parser:"( @@ ( \",\" @@ )* )? \")\" \"=\""`
	Value  *Expr    `parser:"@@"`
	Ref    *Ref     `parser:"@@?"`
}

// Remember declares a memory: a value of one type kept during a run for
// one unit or a pair of units, written by `set` and read like a call:
// `remember arc(u: unit, other: unit): word default "" ref "..."`.
// Without a default, reading an entry never set is a run error.
type Remember struct {
	span
	Name    string   `parser:"\"remember\" @Ident \"(\""`
	Params  []*Param `parser:"( @@ ( \",\" @@ )* )? \")\" \":\""`
	Type    string   `parser:"@Ident"`
	Default *Expr    `parser:"( \"default\" @@ )?"`
	Ref     *Ref     `parser:"@@?"`
}

// Order is a named priority order, written once and used by any pick of
// the file or of those importing it: `order nearest(u: unit, to: unit)
// { minimise centre_distance(u, to) }`, then `pick e from enemies(unit)
// by nearest(unit)`. The first parameter is the candidate the lines rank;
// the others are the arguments of the pick that uses it.
type Order struct {
	span
	Name       string      `parser:"\"order\" @Ident \"(\""`
	Params     []*Param    `parser:"( @@ ( \",\" @@ )* )? \")\""`
	Ref        *Ref        `parser:"@@? \"{\" NL*"`
	Priorities []*Priority `parser:"( @@ NL* )* \"}\""`
}

// Procedure is a named, ordered procedure with typed parameters.
type Procedure struct {
	span
	Name   string   `parser:"\"procedure\" @Ident \"(\""`
	Params []*Param `parser:"( @@ ( \",\" @@ )* )? \")\""`
	Ref    *Ref     `parser:"@@?"`
	Body   *Block   `parser:"@@"`
}

// Param is a typed parameter: `unit: unit`.
type Param struct {
	span
	Name     string `parser:"@Ident \":\""`
	Type     string `parser:"@Ident"`
	Optional bool   `parser:"@\"?\"?"`
}

// Ref cites the rule text a clause encodes: `ref "2.2 Enemy Unit"`. A
// long quotation may be written as adjacent strings on lines of their own
// (`ref "2.2: If the first "` then `"obstacle would be"`); Text is them
// joined.
type Ref struct {
	span
	Text string `parser:"\"ref\" @String+"`
}

// Block is a braced list of statements.
type Block struct {
	span
	Stmts []Stmt `parser:"\"{\" NL* ( @@ NL* )* \"}\""`
}

// Priority is one line of a priority order.
type Priority struct {
	span
	Kind  string `parser:"@(\"minimise\" | \"maximise\" | \"prefer\" | \"require\")"`
	Value *Expr  `parser:"@@"`
	Ref   *Ref   `parser:"@@?"`
}

// Arg is an argument, optionally named: `to: facing(leader)`. It parses
// itself (see Parse) so that the name needs no backtracking.
type Arg struct {
	span
	Name  string
	Value *Expr
}

// Comment is a `#` comment, kept by the formatter.
type Comment struct {
	Pos  Position
	Text string
}

// ExprToken is one token of an expression.
type ExprToken struct {
	Kind  string // Length, Dice, Number, String, Ident, Keyword, Op
	Value string // the token's text; a string is re-quoted in double quotes
	Pos   Position
}

// Expr is an expression in expr's syntax, kept as its tokens so that the
// formatter can print it and the checker can map errors back to columns.
type Expr struct {
	span
	// src and lo, hi say where the expression's tokens are (see Tokens):
	// src.toks[lo:hi] of the scanner's tokens of the file, less the line
	// breaks and comments among them, or src.own. Nil when it has none.
	src    *exprSource
	lo, hi int32
	// X is the expression's tree, parsed from Tokens (see exprnodes.go
	// and exprparse.go), or nil when they do not parse.
	X ExprNode
	// Err is the syntax error of Tokens, or nil: the file still parses,
	// and the checker reports it with the expression's other problems.
	Err *Error
}

// exprSource holds the tokens of expressions: those a scanner read from a
// file, shared by all of the file's expressions, which are ranges of them
// (so the fast path keeps no copy of an expression's tokens, only where
// they are), or one expression's own list.
type exprSource struct {
	sc   *scanner // the tokens' source, file name and escaped strings
	toks []tok
	own  []ExprToken
}

// NewExpr returns an expression of the tokens toks, made like a parser's
// (see ParseExprTokens), with its tree parsed from them.
func NewExpr(toks []ExprToken) *Expr {
	e := &Expr{}
	e.SetTokens(toks)
	return e
}

// setOwn makes toks the expression's tokens, without parsing them.
func (e *Expr) setOwn(toks []ExprToken) {
	e.src, e.lo, e.hi = &exprSource{own: toks}, 0, int32(len(toks))
}

// SetTokens replaces the expression's tokens by toks, made like a
// parser's (see ParseExprTokens), and parses its tree again: a tool that
// edits an expression's tokens keeps the two in step. The expression
// keeps toks itself.
func (e *Expr) SetTokens(toks []ExprToken) {
	e.setOwn(toks)
	e.X, e.Err = ParseExprTokens(toks)
}

// Tokens returns the expression's tokens, a new slice the caller may
// change (SetTokens then puts the change in the expression).
func (e *Expr) Tokens() []ExprToken { return e.AppendTokens(nil) }

// AppendTokens appends the expression's tokens to dst and returns it: a
// reader of many expressions' tokens reuses one slice for all of them.
func (e *Expr) AppendTokens(dst []ExprToken) []ExprToken {
	s := e.src
	switch {
	case s == nil:
		return dst
	case s.sc == nil:
		return append(dst, s.own...)
	}
	dst = slices.Grow(dst, int(e.hi-e.lo))
	for i := e.lo; i < e.hi; i++ {
		t := &s.toks[i]
		if !s.exprTok(t) {
			continue
		}
		dst = append(dst, s.exprToken(t))
	}
	return dst
}

// exprTok reports whether t is a token of an expression that holds it:
// not a line break or a comment, which are only layout inside brackets.
func (s *exprSource) exprTok(t *tok) bool {
	tt := lexer.TokenType(t.typ)
	return tt != nlToken && tt != commentToken
}

// exprToken returns the expression token of t, as ExprToken.set makes it.
func (s *exprSource) exprToken(t *tok) ExprToken {
	tt := lexer.TokenType(t.typ)
	v := s.sc.value(t)
	if tt == stringToken {
		v = s.quoted(t, v)
	}
	return ExprToken{Kind: kindName(tt), Value: v,
		Pos: Position{Filename: s.sc.pos.Filename, Offset: int(t.off), Line: int(t.line), Column: int(t.col)}}
}

// quoted returns strconv.Quote(v) for the string token t of value v: its
// source text itself when that is what Quote would write (double quotes
// around printable ASCII, no quote or backslash), so that most strings
// need no new one.
func (s *exprSource) quoted(t *tok, v string) string { return quotedValue(s.sc, t, v) }

// quotedValue is exprSource.quoted of a token of the scanner sc.
func quotedValue(sc *scanner, t *tok, v string) string {
	src := sc.src[t.off:t.end]
	if t.esc != 0 || len(src) != len(v)+2 || src[0] != '"' {
		return strconv.Quote(v)
	}
	for i := 0; i < len(v); i++ {
		if c := v[i]; c < 0x20 || c > 0x7e || c == '"' || c == '\\' {
			return strconv.Quote(v)
		}
	}
	return src
}

// Names calls yield with each name of the expression (each token of
// kind Ident), in order, and whether it is called: followed by "(" and
// not after "." (a field or method is not). It stops when yield returns
// false.
func (e *Expr) Names(yield func(t ExprToken, called bool) bool) {
	e.names(yield, func(s *exprSource, t *tok, called bool) bool { return yield(s.exprToken(t), called) })
}

// NameValues is Names giving each name's text alone, not its token: a
// reader of every expression's names (the checker's readNames) is spared
// making a token, with its position, for each.
func (e *Expr) NameValues(yield func(name string, called bool) bool) {
	e.names(func(t ExprToken, called bool) bool { return yield(t.Value, called) },
		func(s *exprSource, t *tok, called bool) bool { return yield(s.sc.src[t.off:t.end], called) })
}

// names is Names and NameValues: own is given each name of an expression
// made of its own tokens, scanned each name token of the scanner's.
func (e *Expr) names(own func(t ExprToken, called bool) bool, scanned func(s *exprSource, t *tok, called bool) bool) {
	s := e.src
	switch {
	case s == nil:
		return
	case s.sc == nil:
		for i, t := range s.own {
			if t.Kind == "Ident" && !own(t, ownCalled(s.own, i)) {
				return
			}
		}
		return
	}
	e.eachName(func(t *tok, called bool) bool { return scanned(s, t, called) })
}

// ownCalled reports whether the name own[i] is called (see Names).
func ownCalled(own []ExprToken, i int) bool {
	return i+1 < len(own) && own[i+1].Value == "(" && (i == 0 || own[i-1].Value != ".")
}

// eachName calls yield with each name token of an expression of the
// scanner's tokens and whether it is called, as Names says, until yield
// returns false.
func (e *Expr) eachName(yield func(t *tok, called bool) bool) {
	s := e.src
	afterDot := false
	for i := e.lo; i < e.hi; i++ {
		t := &s.toks[i]
		if !s.exprTok(t) {
			continue
		}
		switch lexer.TokenType(t.typ) {
		case identToken:
			called := false
			if !afterDot {
				for j := i + 1; j < e.hi; j++ {
					if n := &s.toks[j]; s.exprTok(n) {
						called = lexer.TokenType(n.typ) == opToken && s.sc.src[n.off:n.end] == "("
						break
					}
				}
			}
			if !yield(t, called) {
				return
			}
			afterDot = false
		case opToken:
			afterDot = s.sc.src[t.off:t.end] == "."
		default:
			afterDot = false
		}
	}
}

// String returns the expression in canonical spacing. The checker asks
// it of every expression it compiles, so it makes the string in one
// allocation, none for a single token.
func (e *Expr) String() string {
	var buf [16]ExprToken
	return TokensText(e.AppendTokens(buf[:0]))
}

// TokensText returns expression tokens toks in canonical spacing, as
// Expr.String prints an expression of them.
func TokensText(toks []ExprToken) string {
	switch len(toks) {
	case 0:
		return ""
	case 1:
		return toks[0].Value
	}
	// spaces has bit i-1 set when a space goes before toks[i], for the
	// first 64 tokens; needSpace is asked again past them.
	var spaces uint64
	n := len(toks[0].Value)
	for i := 1; i < len(toks); i++ {
		n += len(toks[i].Value)
		if needSpace(toks, i) {
			n++
			if i <= 64 {
				spaces |= 1 << (i - 1)
			}
		}
	}
	var b strings.Builder
	b.Grow(n)
	b.WriteString(toks[0].Value)
	for i := 1; i < len(toks); i++ {
		if i <= 64 && spaces>>(i-1)&1 != 0 || i > 64 && needSpace(toks, i) {
			b.WriteByte(' ')
		}
		b.WriteString(toks[i].Value)
	}
	return b.String()
}
