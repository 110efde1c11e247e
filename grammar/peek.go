package grammar

import (
	"reflect"
	"slices"
	"sync"
	"unsafe"

	"github.com/alecthomas/participle/v2/lexer"
)

// scanAll returns every token sc gives, the final end-of-file token
// included, or sc's error. participle's lexer.Upgrade appends them one at
// a time, and past a few hundred tokens append grows a slice by a quarter,
// so a file's tokens were allocated about four times over. Here the slice
// is made once, for a token every bytesPerToken bytes of the source: the
// bundled rules have one every 5 to 10 bytes, a generated file full of
// short names one every 4. Should the source hold more, the rest goes into
// a block sized by the rate so far, and both are copied once into a slice
// of the right length. sc must leave spaces out and unquote strings
// (parserLexer's), as fill requires.
func scanAll(sc *scanner) ([]tok, error) {
	toks := make([]tok, 0, (len(sc.src)-sc.pos.Offset)/bytesPerToken+16)
	toks, done, err := sc.fill(toks)
	if err != nil {
		return nil, err
	}
	if done {
		return toks, nil
	}
	return scanRest(sc, toks)
}

// bytesPerToken is the fewest bytes per token scanAll expects of a source.
const bytesPerToken = 4

// scanRest scans the tokens after first, which is full, into a block sized
// by the rate of tokens so far (grown should it fill), and returns first
// and the rest in one slice of their length.
func scanRest(sc *scanner, first []tok) ([]tok, error) {
	done := max(sc.pos.Offset, 1)
	rest := make([]tok, 0, (len(sc.src)-done)*len(first)/done*9/8+64)
	for {
		var end bool
		var err error
		rest, end, err = sc.fill(rest)
		if err != nil {
			return nil, err
		}
		if end {
			return append(append(make([]tok, 0, len(first)+len(rest)), first...), rest...), nil
		}
		rest = slices.Grow(rest, len(rest)/4+64)
	}
}

// reader is the fast path's cursor over a file's tokens (fastparse.go),
// as participle's PeekingLexer is participle's: comments are stepped over
// (the scanner of the parsers leaves out spaces), and a node ends where
// the next raw token, a comment included, starts.
type reader struct {
	sc   *scanner // its source, file name and escaped strings
	toks []tok    // ending with the end-of-file token
	// raw is the next raw token, next the next one not a comment.
	raw, next int
}

// newReader returns a reader at the start of toks, which sc scanned.
func newReader(sc *scanner, toks []tok) *reader {
	r := &reader{sc: sc, toks: toks}
	r.skip()
	return r
}

// skip moves next over comments.
func (r *reader) skip() {
	for r.toks[r.next].typ == int8(commentToken) {
		r.next++
	}
}

// peek returns the next token not a comment.
func (r *reader) peek() *tok { return &r.toks[r.next] }

// advance consumes the next token not a comment and returns it; at the
// end of the file it returns the end-of-file token and stays.
func (r *reader) advance() *tok {
	t := &r.toks[r.next]
	if t.typ == int8(lexer.EOF) {
		return t
	}
	r.next++
	r.raw = r.next
	r.skip()
	return t
}

// value returns the text of t, a string's unquoted.
func (r *reader) value(t *tok) string { return r.sc.value(t) }

// pos returns where t starts.
func (r *reader) pos(t *tok) Position { return r.sc.position(t) }

// rawPos returns where the next raw token starts: the end of a node.
func (r *reader) rawPos() Position { return r.sc.position(&r.toks[r.raw]) }

// setPos sets *dst to where t starts, field by field: a Position
// assigned whole into a node (which is on the heap) is copied by
// typedmemmove through the bulk write barrier while the collector marks
// (wbMove: about 300 instructions, for its one pointer, the file's name);
// a field store of the name goes through the ordinary barrier.
func (r *reader) setPos(dst *Position, t *tok) {
	dst.Filename = r.sc.pos.Filename
	dst.Offset, dst.Line, dst.Column = int(t.off), int(t.line), int(t.col)
}

// setPosTo sets *dst to p field by field, as setPos does.
func setPosTo(dst *Position, p *Position) {
	dst.Filename = p.Filename
	dst.Offset, dst.Line, dst.Column = p.Offset, p.Line, p.Column
}

// readerMark is a place in a reader to go back to.
type readerMark struct{ raw, next int }

// mark returns the reader's place.
func (r *reader) mark() readerMark { return readerMark{r.raw, r.next} }

// reset goes back to the place m.
func (r *reader) reset(m readerMark) { r.raw, r.next = m.raw, m.next }

// lexerTokens returns the tokens as participle's lexer gives them, for
// participle to parse a file the fast path did not.
func (r *reader) lexerTokens() []lexer.Token {
	out := make([]lexer.Token, len(r.toks))
	for i := range r.toks {
		t := &r.toks[i]
		out[i] = lexer.Token{Type: lexer.TokenType(t.typ), Value: r.value(t), Pos: r.pos(t)}
	}
	return out
}

// peekingLexer returns a participle PeekingLexer over toks (which end with
// the end-of-file token), eliding comments and spaces, as lexer.Upgrade
// would make, but over toks itself rather than a copy grown one append at
// a time: participle has no constructor taking the tokens, so it is built
// through peekingLayout, whose fields are checked against participle's
// before it is used; if they do not match (another participle version),
// lexer.Upgrade copies toks.
func peekingLexer(toks []lexer.Token) (*lexer.PeekingLexer, error) {
	elide := map[lexer.TokenType]bool{commentToken: true, spaceToken: true}
	if !peekingLayoutMatches() {
		return lexer.Upgrade(&tokenList{toks: toks}, commentToken, spaceToken)
	}
	p := &peekingLayout{tokens: toks, elide: elide}
	for int(p.nextCursor) < len(toks)-1 && elide[toks[p.nextCursor].Type] {
		p.nextCursor++ // as Upgrade leaves it: at the first token not elided
	}
	return (*lexer.PeekingLexer)(unsafe.Pointer(p)), nil
}

// peekingLayout has the fields of participle v2's lexer.PeekingLexer, in
// its order (see peekingLayoutMatches).
type peekingLayout struct {
	rawCursor  lexer.RawCursor
	nextCursor lexer.RawCursor
	cursor     int
	tokens     []lexer.Token
	elide      map[lexer.TokenType]bool
}

// peekingLayoutMatches reports whether lexer.PeekingLexer is laid out as
// peekingLayout: the same fields, by name, type and offset, and the same
// size. It is computed once and never written after.
var peekingLayoutMatches = sync.OnceValue(func() bool {
	type field struct {
		name string
		typ  reflect.Type
		off  uintptr
	}
	var theirs []field
	var flatten func(t reflect.Type, base uintptr)
	flatten = func(t reflect.Type, base uintptr) {
		for i := range t.NumField() {
			f := t.Field(i)
			if f.Anonymous && f.Type.Kind() == reflect.Struct {
				flatten(f.Type, base+f.Offset)
				continue
			}
			theirs = append(theirs, field{f.Name, f.Type, base + f.Offset})
		}
	}
	pt := reflect.TypeOf(lexer.PeekingLexer{})
	flatten(pt, 0)
	ours := reflect.TypeOf(peekingLayout{})
	if pt.Size() != ours.Size() || len(theirs) != ours.NumField() {
		return false
	}
	for i, f := range theirs {
		o := ours.Field(i)
		if f.name != o.Name || f.typ != o.Type || f.off != o.Offset {
			return false
		}
	}
	return true
})

// tokenList is a lexer.Lexer giving the tokens of a slice, the last one
// (end of file) again at the end.
type tokenList struct{ toks []lexer.Token }

// Next returns the next token of the list.
func (l *tokenList) Next() (lexer.Token, error) {
	t := l.toks[0]
	if len(l.toks) > 1 {
		l.toks = l.toks[1:]
	}
	return t, nil
}
