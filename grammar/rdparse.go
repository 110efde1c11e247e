package grammar

import (
	"math"

	"github.com/alecthomas/participle/v2/lexer"
)

// The recursive-descent parser builds the tree participle would, about ten
// times faster: participle tries a statement's alternatives one after the
// other through reflection, which was three quarters of a check's time. It
// is not a second grammar but a transcription of the one in ast.go's struct
// tags, one function per node, that must accept exactly what participle
// accepts and build exactly its tree, positions included; rdparse_test.go
// compares the two on every rules file we have and under the fuzzer. When
// it fails, Parse asks participle, whose errors diagnose.go words, so a
// failure costs time, never a different answer.
//
// What it copies from participle, beyond the grammar:
//
//   - The tokens are the scanner's, strings unquoted, comments and spaces
//     skipped. A node's Pos is where its first token starts, its EndPos
//     where the source after its last token starts (a space, a comment, a
//     newline or the end of input): participle's RawPeek.
//   - A quoted word of the grammar matches any token with that text,
//     whatever its type: the string 'step' begins a step. A token type
//     (Ident, String, ...) matches by type only.
//   - An optional or repeated part that fails is taken as absent, parsing
//     going on from before it, only if it failed within lookahead tokens of
//     its start; further in, the whole parse fails. So every function
//     leaves p.pos where participle's cursor would be on a failure too, not
//     only on a success. As far as the tests and the fuzzer can tell, no
//     input of this grammar parses differently with any lookahead from 2
//     up; the rule is kept so that a change of grammar cannot set the two
//     parsers apart.
//   - The alternatives of Stmt and Decl never overlap: each begins with its
//     own word but Action, which begins with an Ident, as which no such
//     word is lexed. The first token picks the alternative.

// lookahead is participle's UseLookahead: how many tokens an optional part
// may consume before failing and still be taken as absent.
const lookahead = 4

// rdToken is a token the parser does not skip: its type, its text (a
// string's unquoted), where it starts and where the source after it starts,
// which is the EndPos of a node it ends. Positions leave out the file name,
// the same for all, to keep tokens small.
type rdToken struct {
	value    string
	typ      lexer.TokenType
	pos, end offsetPos
}

// offsetPos is a Position without its file name.
type offsetPos struct{ offset, line, column int32 }

// rdParser is the recursive-descent parser over the tokens of one file.
type rdParser struct {
	filename string
	toks     []rdToken   // ending with the EOF token
	pos      int         // index in toks of the next token
	slab     []ExprToken // where expressions' tokens are copied to, see keep
}

// parseFast parses src with the recursive-descent parser, converting a
// panic into a failure so that a bug in it costs speed, never a parse.
func parseFast(filename string, src []byte) (f *File, ok bool) {
	defer func() {
		if recover() != nil {
			f, ok = nil, false
		}
	}()
	return rdParse(filename, src)
}

// rdParse returns the tree participle would build for src, or false if
// participle would reject src.
func rdParse(filename string, src []byte) (*File, bool) {
	if len(src) > math.MaxInt32 {
		return nil, false // positions are kept in int32
	}
	toks, ok := rdTokens(filename, src)
	if !ok {
		return nil, false
	}
	p := &rdParser{filename: filename, toks: toks}
	return p.file()
}

// rdTokens returns the tokens of src without comments and spaces, ending
// with EOF, or false on a lexer error.
func rdTokens(filename string, src []byte) ([]rdToken, bool) {
	s := newScanner(filename, string(src), true)
	toks := make([]rdToken, 0, len(src)/3+1) // rules files have 4 to 10 bytes a token
	for {
		t, err := s.Next()
		if err != nil {
			return nil, false
		}
		if t.Type != commentToken && t.Type != spaceToken {
			toks = append(toks, rdToken{value: t.Value, typ: t.Type, pos: offsetOf(t.Pos), end: offsetOf(s.pos)})
		}
		if t.EOF() {
			return toks, true
		}
	}
}

// offsetOf returns pos without its file name.
func offsetOf(pos Position) offsetPos {
	return offsetPos{int32(pos.Offset), int32(pos.Line), int32(pos.Column)}
}

// position returns op in the parser's file.
func (p *rdParser) position(op offsetPos) Position {
	return Position{Filename: p.filename, Offset: int(op.offset), Line: int(op.line), Column: int(op.column)}
}

// at returns the next token.
func (p *rdParser) at() *rdToken { return &p.toks[p.pos] }

// lit consumes the next token if its text is s, whatever its type.
func (p *rdParser) lit(s string) bool {
	if p.toks[p.pos].value != s { // the EOF token's text is "", never s
		return false
	}
	p.pos++
	return true
}

// tok consumes the next token if it has type tt, and returns its text.
func (p *rdParser) tok(tt lexer.TokenType) (string, bool) {
	t := &p.toks[p.pos]
	if t.typ != tt {
		return "", false
	}
	p.pos++
	return t.value, true
}

// label consumes a step label, `@(Number | Ident)`.
func (p *rdParser) label() (string, bool) {
	if t := p.at(); t.typ == numberToken || t.typ == identToken {
		p.pos++
		return t.value, true
	}
	return "", false
}

// skipNL consumes newlines and semicolons.
func (p *rdParser) skipNL() {
	for p.toks[p.pos].typ == nlToken {
		p.pos++
	}
}

// span returns the span of a node from toks[start] to the cursor.
func (p *rdParser) span(start int) span {
	return span{Pos: p.position(p.toks[start].pos), EndPos: p.endPos()}
}

// endPos returns where the source after the last consumed token starts.
func (p *rdParser) endPos() Position {
	if p.pos == 0 {
		return Position{Filename: p.filename, Line: 1, Column: 1}
	}
	return p.position(p.toks[p.pos-1].end)
}

// backtrack returns the cursor to save after an optional or repeated part
// failed, and reports whether participle would: it gives up the parse
// instead when the part got more than lookahead tokens past save.
func (p *rdParser) backtrack(save int) bool {
	if p.pos > save+lookahead {
		return false
	}
	p.pos = save
	return true
}

// altFailed leaves the cursor where participle's choice of alternatives
// does when the one that began to match fails: back at start, unless it got
// more than lookahead tokens in.
func (p *rdParser) altFailed(start int) {
	if p.pos <= start+lookahead {
		p.pos = start
	}
}

// optional parses `part?`: on a failure it backtracks, and the zero value
// stands for the absent part.
func optional[T any](p *rdParser, part func() (T, bool)) (T, bool) {
	save := p.pos
	v, ok := part()
	if ok {
		return v, true
	}
	var zero T
	return zero, p.backtrack(save)
}

// list parses `item ( "," item )*`.
func list[T any](p *rdParser, item func() (T, bool)) ([]T, bool) {
	first, ok := item()
	if !ok {
		return nil, false
	}
	out := []T{first}
	for {
		save := p.pos
		if !p.lit(",") {
			return out, true
		}
		next, ok := item()
		if !ok {
			if p.backtrack(save) {
				return out, true
			}
			return nil, false
		}
		out = append(out, next)
	}
}

// lines parses `( item NL* )*`, the body of a braced group.
func lines[T any](p *rdParser, item func() (T, bool)) ([]T, bool) {
	var out []T
	for {
		save := p.pos
		v, ok := item()
		if !ok {
			if p.backtrack(save) {
				return out, true
			}
			return nil, false
		}
		out = append(out, v)
		p.skipNL()
	}
}

// file parses File: NL* ( Header NL* )? ( Decl NL* )*, then the end.
func (p *rdParser) file() (*File, bool) {
	f := &File{}
	start := p.pos
	p.skipNL()
	var ok bool
	if f.Header, ok = optional(p, p.headerLine); !ok {
		return nil, false
	}
	if f.Decls, ok = lines(p, p.decl); !ok {
		return nil, false
	}
	f.span = p.span(start)
	return f, p.at().typ == lexer.EOF
}

// headerLine parses Header NL*.
func (p *rdParser) headerLine() (*Header, bool) {
	h, ok := p.header()
	if ok {
		p.skipNL()
	}
	return h, ok
}

// header parses Header: "ruleset" @String ( "version" @String )?.
func (p *rdParser) header() (*Header, bool) {
	start := p.pos
	h := &Header{}
	var ok bool
	if !p.lit("ruleset") {
		return nil, false
	}
	if h.Name, ok = p.tok(stringToken); !ok {
		return nil, false
	}
	if h.Version, ok = optional(p, p.version); !ok {
		return nil, false
	}
	h.span = p.span(start)
	return h, true
}

// version parses "version" @String.
func (p *rdParser) version() (string, bool) {
	if !p.lit("version") {
		return "", false
	}
	return p.tok(stringToken)
}

// decl parses Decl, one of the declarations.
func (p *rdParser) decl() (Decl, bool) {
	start := p.pos
	var d Decl
	var ok bool
	switch p.at().value {
	case "units":
		d, ok = isDecl(p.units())
	case "pace":
		d, ok = isDecl(p.pace())
	case "import":
		d, ok = isDecl(p.imports())
	case "const":
		d, ok = isDecl(p.constant())
	case "def":
		d, ok = isDecl(p.def())
	case "procedure":
		d, ok = isDecl(p.procedure())
	case "source":
		d, ok = isDecl(p.source())
	case "unencoded":
		d, ok = isDecl(p.unencoded())
	default:
		return nil, false
	}
	if !ok {
		p.altFailed(start)
		return nil, false
	}
	return d, true
}

// isDecl returns a parsed declaration as a Decl.
func isDecl[T Decl](n T, ok bool) (Decl, bool) { return n, ok }

// units parses Units: "units" @(Ident | String).
func (p *rdParser) units() (*Units, bool) {
	start := p.pos
	if !p.lit("units") {
		return nil, false
	}
	t := p.at()
	if t.typ != identToken && t.typ != stringToken {
		return nil, false
	}
	p.pos++
	return &Units{span: p.span(start), Unit: t.value}, true
}

// pace parses Pace: "pace" @Length.
func (p *rdParser) pace() (*Pace, bool) {
	start := p.pos
	if !p.lit("pace") {
		return nil, false
	}
	length, ok := p.tok(lengthToken)
	if !ok {
		return nil, false
	}
	return &Pace{span: p.span(start), Length: length}, true
}

// imports parses Import: "import" @String.
func (p *rdParser) imports() (*Import, bool) {
	start := p.pos
	if !p.lit("import") {
		return nil, false
	}
	path, ok := p.tok(stringToken)
	if !ok {
		return nil, false
	}
	return &Import{span: p.span(start), Path: path}, true
}

// source parses Source: "source" @String.
func (p *rdParser) source() (*Source, bool) {
	start := p.pos
	if !p.lit("source") {
		return nil, false
	}
	path, ok := p.tok(stringToken)
	if !ok {
		return nil, false
	}
	return &Source{span: p.span(start), Path: path}, true
}

// unencoded parses Unencoded: "unencoded" @String NL* "because" @String.
func (p *rdParser) unencoded() (*Unencoded, bool) {
	start := p.pos
	u := &Unencoded{}
	var ok bool
	if !p.lit("unencoded") {
		return nil, false
	}
	if u.Quote, ok = p.tok(stringToken); !ok {
		return nil, false
	}
	p.skipNL()
	if !p.lit("because") {
		return nil, false
	}
	if u.Reason, ok = p.tok(stringToken); !ok {
		return nil, false
	}
	u.span = p.span(start)
	return u, true
}

// constant parses Const: "const" @Ident "=" Expr Ref?.
func (p *rdParser) constant() (*Const, bool) {
	start := p.pos
	c := &Const{}
	var ok bool
	if !p.lit("const") {
		return nil, false
	}
	if c.Name, ok = p.tok(identToken); !ok || !p.lit("=") {
		return nil, false
	}
	if c.Value, ok = p.expr(); !ok {
		return nil, false
	}
	if c.Ref, ok = optional(p, p.ref); !ok {
		return nil, false
	}
	c.span = p.span(start)
	return c, true
}

// def parses Def: "def" @Ident "(" ( Param ( "," Param )* )? ")" "=" Expr Ref?.
func (p *rdParser) def() (*Def, bool) {
	start := p.pos
	d := &Def{}
	var ok bool
	if !p.lit("def") {
		return nil, false
	}
	if d.Name, ok = p.tok(identToken); !ok || !p.lit("(") {
		return nil, false
	}
	if d.Params, ok = optional(p, p.params); !ok || !p.lit(")") || !p.lit("=") {
		return nil, false
	}
	if d.Value, ok = p.expr(); !ok {
		return nil, false
	}
	if d.Ref, ok = optional(p, p.ref); !ok {
		return nil, false
	}
	d.span = p.span(start)
	return d, true
}

// procedure parses Procedure:
// "procedure" @Ident "(" ( Param ( "," Param )* )? ")" Ref? Block.
func (p *rdParser) procedure() (*Procedure, bool) {
	start := p.pos
	pr := &Procedure{}
	var ok bool
	if !p.lit("procedure") {
		return nil, false
	}
	if pr.Name, ok = p.tok(identToken); !ok || !p.lit("(") {
		return nil, false
	}
	if pr.Params, ok = optional(p, p.params); !ok || !p.lit(")") {
		return nil, false
	}
	if pr.Ref, ok = optional(p, p.ref); !ok {
		return nil, false
	}
	if pr.Body, ok = p.block(); !ok {
		return nil, false
	}
	pr.span = p.span(start)
	return pr, true
}

// params parses Param ( "," Param )*.
func (p *rdParser) params() ([]*Param, bool) { return list(p, p.param) }

// param parses Param: @Ident ":" @Ident @"?"?.
func (p *rdParser) param() (*Param, bool) {
	start := p.pos
	pa := &Param{}
	var ok bool
	if pa.Name, ok = p.tok(identToken); !ok || !p.lit(":") {
		return nil, false
	}
	if pa.Type, ok = p.tok(identToken); !ok {
		return nil, false
	}
	pa.Optional = p.lit("?")
	pa.span = p.span(start)
	return pa, true
}

// ref parses Ref: "ref" @String.
func (p *rdParser) ref() (*Ref, bool) {
	start := p.pos
	if !p.lit("ref") {
		return nil, false
	}
	text, ok := p.tok(stringToken)
	if !ok {
		return nil, false
	}
	return &Ref{span: p.span(start), Text: text}, true
}
