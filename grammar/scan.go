package grammar

import (
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"

	"github.com/rulec-dev/rulec/diag"
)

// The scanner is hand-written because participle's regexp lexer was half
// the time of a parse. It must produce exactly the tokens the rules below
// would, tried in this order with the first rule that matches winning, and
// each rule matching as Go's regexp package would (leftmost-first, greedy):
//
//	Comment  #[^\n]*
//	NL       \r?\n|;
//	Space    [ \t\r]+
//	Length   [0-9]+(\.[0-9]+)?(mm|cm|in|p|")
//	Dice     [0-9]*D[0-9]+
//	Number   [0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?
//	String   "(\\.|[^"\\\n])*"|'(\\.|[^'\\\n])*'
//	Keyword  \b(step|let|...|as)\b
//	Ident    [A-Za-z_][A-Za-z0-9_]*
//	Op       ==|!=|<=|>=|&&|\|\||\?\?|\?\.|\.\.|\*\*|[-+*/%^<>=!(){}\[\],.:?|]
//
// The order matters where rules overlap: `2D6` and `D6` are Dice, not a
// Number or an Ident; `1inch` is the Length `1in` then the Ident `ch`;
// `1.5e3in` is the Number `1.5e3` then the Ident `in`; `\r\n` is one NL but
// ` \r\n` is the Space ` \r` then the NL `\n`. The regexps are kept in
// scan_test.go, which checks the scanner against them.
//
// One rule looks beyond a token: a line break (not `;`) is only layout, a
// Space token, where the statement cannot end (see joinsNext) or where the
// next line starts with `ref` or a string (see continuesAt). That is how a
// long statement is written over several lines: after a comma, an opening
// bracket or an operator, and with its ref, or the pieces of a quotation,
// on lines of their own.

// Token types, numbered as participle numbers the rules of a simple lexer:
// EOF is -1 and the rules follow from -2 in the order above.
const (
	commentToken lexer.TokenType = -2 - iota
	nlToken
	spaceToken
	lengthToken
	diceToken
	numberToken
	stringToken
	keywordToken
	identToken
	opToken
)

// tokenNames are the symbol names of the token types from commentToken on.
var tokenNames = [...]string{
	"Comment", "NL", "Space", "Length", "Dice", "Number", "String", "Keyword", "Ident", "Op",
}

// kindName returns the lexer's name for a token type.
func kindName(tt lexer.TokenType) string {
	if i := int(commentToken - tt); i >= 0 && i < len(tokenNames) {
		return tokenNames[i]
	}
	return "?"
}

// reservedWords returns the words lexed as Keyword rather than Ident, those
// that begin a statement and those that end an expression, as one set: the
// set isReserved tests.
func reservedWords() map[string]bool {
	m := map[string]bool{}
	for _, w := range statementWords {
		m[w] = true
	}
	for w := range keywords {
		m[w] = true
	}
	return m
}

// isReserved reports whether w is reserved, as reservedWords says, but by a
// switch: the scanner asks it of every word, and a switch on a few dozen
// words (by length, then by value) costs a fifth of hashing the word for
// the map. TestIsReserved checks that both hold the same words.
func isReserved(w string) bool {
	switch w {
	case "step", "let", "roll", "choose", "first", "when", "otherwise", "pick",
		"minimise", "maximise", "prefer", "require", "if", "else", "for", "while", "goto",
		"skip", "stop", "call", "event", "mark", "unmark", "remove", "fail", "assert", "set",
		"ref", "by", "default", "as":
		return true
	}
	return false
}

// scanDef is the lexer definition of the rules language. With unquote set
// it unquotes strings as participle.Unquote would, without the per-token
// cost of a participle mapper, which also hides the fast BytesDefinition.
// With dropSpaces set it returns no Space tokens.
type scanDef struct{ unquote, dropSpaces bool }

var (
	_ lexer.Definition       = scanDef{}
	_ lexer.StringDefinition = scanDef{}
	_ lexer.BytesDefinition  = scanDef{}
)

// Symbols returns the token types by name. The map is built once and
// shared: participle asks for it several times per parser it builds, and
// only reads it.
func (scanDef) Symbols() map[string]lexer.TokenType { return symbols() }

// symbols builds the map of Symbols once.
var symbols = sync.OnceValue(func() map[string]lexer.TokenType {
	m := map[string]lexer.TokenType{"EOF": lexer.EOF}
	for i, name := range tokenNames {
		m[name] = commentToken - lexer.TokenType(i)
	}
	return m
})

// Lex returns a lexer for everything r holds.
func (d scanDef) Lex(filename string, r io.Reader) (lexer.Lexer, error) {
	var b strings.Builder
	if _, err := io.Copy(&b, r); err != nil {
		return nil, err
	}
	return d.LexString(filename, b.String())
}

// LexString returns a lexer for src.
func (d scanDef) LexString(filename, src string) (lexer.Lexer, error) {
	return d.scanner(filename, src), nil
}

// LexBytes returns a lexer for a copy of src.
func (d scanDef) LexBytes(filename string, src []byte) (lexer.Lexer, error) {
	return d.scanner(filename, string(src)), nil
}

// scanner returns a scanner for src with d's options.
func (d scanDef) scanner(filename, src string) *scanner {
	s := newScanner(filename, src, d.unquote)
	s.dropSpaces = d.dropSpaces
	return s
}

// scanner is a lexer over one source text.
type scanner struct {
	src     string
	pos     lexer.Position // of src[pos.Offset], the next token
	unquote bool
	joins   bool // the last token but spaces and comments cannot end a statement
	// dropSpaces leaves Space tokens out.
	dropSpaces bool
	// depth is how many blocks are open ("{" without its "}"), and tooDeep
	// the position of the first "{" more than MaxNesting deep, or nil.
	depth   int
	tooDeep *Position
	// tokens counts the tokens Next returned.
	tokens int
	// escaped are the unquoted values of the strings written with escapes
	// (see tok), when the scanner unquotes strings.
	escaped []string
}

// newScanner returns a scanner at the start of src.
// A UTF-8 byte order mark, which some editors write, is skipped: the first
// token still starts at column 1.
func newScanner(filename, src string, unquote bool) *scanner {
	s := &scanner{src: src, pos: lexer.Position{Filename: filename, Line: 1, Column: 1}, unquote: unquote}
	if strings.HasPrefix(src, bom) {
		s.pos.Offset = len(bom)
	}
	return s
}

// bom is the UTF-8 byte order mark.
const bom = "\ufeff"

// CheckText returns an error if src cannot be a rules file because it is
// not text: it holds a NUL byte or bytes that are not UTF-8. The message
// names the first such byte's place and never echoes the bytes.
func CheckText(filename string, src []byte) error {
	pos, b, bad := diag.NonText(filename, src)
	if !bad {
		return loneCR(filename, src)
	}
	return &Error{Pos: pos, Msg: fmt.Sprintf("not a rules file: byte 0x%02x is not text", b),
		Hint: "rules files are UTF-8 text"}
}

// loneCR returns an error at the first carriage return of src that no
// line feed follows (\r alone), but for one that ends the file. When
// every line ends so (old Mac files), a lone \r is a space to the
// scanner, so the whole file read as one line and the error named a
// statement "not on its own line" that was. In a file whose other lines
// end in \n, a stray \r read as a space too: an editor (and the
// language server's protocol) shows a line break there, so every place
// rulec gave after it on its line (an error, --explain, coverage) named a
// line the editor numbers one more, and a file pasted together so was
// read without a word.
func loneCR(filename string, src []byte) error {
	first := -1
	for i := bytes.IndexByte(src, '\r'); i >= 0 && i+1 < len(src); {
		if src[i+1] != '\n' {
			first = i
			break
		}
		j := bytes.IndexByte(src[i+1:], '\r')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	if first < 0 {
		return nil
	}
	start := bytes.LastIndexByte(src[:first], '\n') + 1
	pos := Position{Filename: filename, Offset: first, Line: bytes.Count(src[:first], []byte("\n")) + 1,
		Column: utf8.RuneCount(src[start:first]) + 1}
	if start == 0 && bytes.HasPrefix(src, []byte(bom)) {
		pos.Column-- // the first line's columns are counted after the mark
	}
	if bytes.IndexByte(src, '\n') < 0 {
		return &Error{Pos: pos,
			Msg:  "the lines of this file end in a carriage return alone (\\r, as in old Mac files)",
			Hint: "rulec reads lines that end in \\n or \\r\\n: convert the file (tr '\\r' '\\n' < OLD > NEW)",
		}
	}
	return &Error{Pos: pos,
		Msg:  "a carriage return alone (\\r) here: rulec reads lines that end in \\n or \\r\\n, and an editor may show a line break here that rulec does not count",
		Hint: "remove it, or make it a line break (\\n)",
	}
}

// Next returns the next token, or an EOF token at the end of the source.
func (s *scanner) Next() (lexer.Token, error) {
	t, err := s.scan()
	if err != nil {
		return lexer.Token{}, err
	}
	return lexer.Token{Type: lexer.TokenType(t.typ), Value: s.value(&t), Pos: s.position(&t)}, nil
}

// scan returns the next token as the fast path keeps it (see tok), or an
// EOF token at the end of the source.
func (s *scanner) scan() (tok, error) {
	for {
		if i := s.pos.Offset; s.dropSpaces && i < len(s.src) {
			// A Space token left out: stepped over without making it,
			// as next would scan it. A line break, which may be made a
			// Space, goes through next.
			if c := s.src[i]; c == ' ' || c == '\t' || c == '\r' && (i+1 == len(s.src) || s.src[i+1] != '\n') {
				end := skipSpace(s.src, i)
				s.pos.Column += end - i
				s.pos.Offset = end
			}
		}
		t, err := s.next()
		if err != nil || !s.dropSpaces || t.typ != int8(spaceToken) {
			s.tokens++
			return t, err
		}
	}
}

// fill appends to toks the tokens scan would return next, up to toks'
// capacity or the end-of-file token, and reports whether it appended that
// one. It is scan's loop for a scanner that leaves spaces out and unquotes
// strings (parserLexer's, the one scanAll is given), with words, numbers,
// operators, line breaks and double-quoted strings of printable ASCII
// without escapes, almost every token of a file, scanned in place and the
// others (other strings, comments, dice, errors) by next: scan and next
// cost two calls per token and return each through an error, about 330
// instructions a token, a twelfth of checking a large file.
// TestFillAgrees checks it against scan.
func (s *scanner) fill(toks []tok) ([]tok, bool, error) {
	if !s.dropSpaces || !s.unquote {
		for len(toks) < cap(toks) {
			t, err := s.scan()
			if err != nil {
				return toks, false, err
			}
			if toks = append(toks, t); t.typ == int8(lexer.EOF) {
				return toks, true, nil
			}
		}
		return toks, false, nil
	}
	src := s.src
	off, line, col, joins := s.pos.Offset, s.pos.Line, s.pos.Column, s.joins
	n := 0 // tokens appended since the scanner's state was saved
	for len(toks) < cap(toks) {
		if off < len(src) {
			if k := fillClass[src[off]]; k == fillSpace || k == fillCR && (off+1 == len(src) || src[off+1] != '\n') {
				// as skipSpace, the commonest case, one space, without a call
				end := off + 1
				if end < len(src) && (fillClass[src[end]] == fillSpace || fillClass[src[end]] == fillCR) {
					end = skipSpace(src, end)
				}
				col += end - off
				off = end
			}
		}
		if off >= len(src) {
			toks = append(toks, tok{off: int32(off), end: int32(off), line: int32(line), col: int32(col), typ: int8(lexer.EOF)})
			s.pos.Offset, s.pos.Line, s.pos.Column, s.joins = off, line, col, joins
			s.tokens += n + 1
			return toks, true, nil
		}
		start, startCol, c := off, col, src[off]
		var typ int8
		switch fillClass[c] {
		case fillLetter, fillD:
			if c == 'D' && off+1 < len(src) && isDigit(src[off+1]) {
				goto slow // dice
			}
			off++
			for off < len(src) && wordChars[src[off]] != 0 {
				off++
			}
			w := src[start:off]
			if isReserved(w) {
				typ, joins = int8(keywordToken), false
			} else {
				typ, joins = int8(identToken), len(w) <= 3 && (w == "and" || w == "or")
			}
			col += off - start
		case fillSemi:
			off++
			col++
			typ, joins = int8(nlToken), false
		case fillNL, fillCR:
			// a line feed, or a carriage return before one (a lone one is
			// a space, stepped over above)
			if off++; c == '\r' {
				off++
			}
			line++
			col = 1
			// the next line's indent, stepped over once: here for
			// continuesAt and for the next token both
			ind := off
			if ind < len(src) && fillClass[src[ind]] == fillSpace {
				ind = skipSpace(src, ind)
			}
			if !joins && !continuesAt(src, ind) {
				toks = append(toks, tok{off: int32(start), end: int32(off), line: int32(line - 1), col: int32(startCol), typ: int8(nlToken)})
				n++
			} // else only layout: a Space token, left out
			col += ind - off
			off = ind
			continue
		case fillDigit:
			var tt lexer.TokenType
			tt, off = scanNumber(src, off)
			col += off - start
			typ, joins = int8(tt), false
		case fillQuote:
			// printable ASCII without escapes: its value is its text
			// between the quotes, a column a byte
			end := plainString(src, off)
			if end == 0 {
				goto slow
			}
			off = end
			col += off - start
			typ, joins = int8(stringToken), false
		case fillOp:
			bits, end := opBits[c], off+1
			switch {
			case bits&opFirstOfTwo != 0 && end < len(src) && secondOfTwo(c, src[end]):
				// every operator of two bytes joins lines but ?. and ..
				joins = c != '.' && (c != '?' || src[end] != '.')
				end++
			case bits&opOne != 0:
				joins = bits&opJoins != 0
				if c == '{' || c == '}' {
					s.nest(src[off:end], Position{Filename: s.pos.Filename, Offset: off, Line: line, Column: col})
					joins = false
				}
			default:
				goto slow
			}
			off = end
			col += end - start
			typ = int8(opToken)
		default:
			goto slow
		}
		toks = append(toks, tok{off: int32(start), end: int32(off), line: int32(line), col: int32(startCol), typ: typ})
		n++
		continue
	slow:
		// the rest, and every error, as next scans them
		s.pos.Offset, s.pos.Line, s.pos.Column, s.joins = off, line, col, joins
		s.tokens += n
		n = 0
		t, err := s.next()
		if err != nil {
			s.tokens++
			return toks, false, err
		}
		if t.typ != int8(spaceToken) {
			toks = append(toks, t)
			s.tokens++
		}
		off, line, col, joins = s.pos.Offset, s.pos.Line, s.pos.Column, s.joins
	}
	s.pos.Offset, s.pos.Line, s.pos.Column, s.joins = off, line, col, joins
	s.tokens += n
	return toks, false, nil
}

// The classes of a token's first byte (fillClass), for fill's switch.
const (
	fillOther  = iota // the rest, scanned by next
	fillSpace         // a space or a tab
	fillCR            // a carriage return
	fillLetter        // a letter or _, but D
	fillD             // D: a word, or dice before a digit
	fillDigit         // 0-9
	fillNL            // a line feed
	fillSemi          // ;
	fillQuote         // "
	fillOp            // a byte that starts an operator (& only as &&)
)

// fillClass has the class of each byte (fillSpace, ...); TestFillClass
// checks it against the predicates it stands for.
const fillClass = "" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01\x06\x00\x00\x02\x00\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x01\x09\x08\x00\x00\x09\x09\x00\x09\x09\x09\x09\x09\x09\x09\x09" +
	"\x05\x05\x05\x05\x05\x05\x05\x05\x05\x05\x09\x07\x09\x09\x09\x09" +
	"\x00\x03\x03\x03\x04\x03\x03\x03\x03\x03\x03\x03\x03\x03\x03\x03" +
	"\x03\x03\x03\x03\x03\x03\x03\x03\x03\x03\x03\x09\x00\x09\x09\x03" +
	"\x00\x03\x03\x03\x03\x03\x03\x03\x03\x03\x03\x03\x03\x03\x03\x03" +
	"\x03\x03\x03\x03\x03\x03\x03\x03\x03\x03\x03\x09\x09\x09\x00\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00"

// The bits of opBits.
const (
	opOne        = 1 << iota // an operator of one byte
	opJoins                  // which joins lines (joinsNext)
	opFirstOfTwo             // which may start one of two bytes
)

// opBits has, for each byte, what it is as the first byte of an operator
// (opOne, ...), as scanOp and joinsNext say; TestFillClass checks it.
const opBits = "" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x00\x05\x00\x00\x00\x03\x04\x00\x03\x01\x07\x03\x03\x03\x05\x03" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01\x00\x07\x05\x07\x05" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x03\x00\x01\x03\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01\x07\x01\x00\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00"

// secondOfTwo reports whether c then d is an operator of two bytes, as
// scanOp has them.
func secondOfTwo(c, d byte) bool {
	switch c {
	case '=', '!', '<', '>':
		return d == '='
	case '?':
		return d == '?' || d == '.'
	}
	return d == c && (c == '&' || c == '|' || c == '.' || c == '*')
}

// plainString returns the end of the string token at src[i], a double
// quote, if it holds printable ASCII alone with no backslash, or 0.
func plainString(src string, i int) int {
	for j := i + 1; j < len(src); j++ {
		switch c := src[j]; {
		case c == '"':
			return j + 1
		case c < 0x20 || c > 0x7e || c == '\\':
			return 0
		}
	}
	return 0
}

// wordChars has a non-zero byte at each byte that continues a word
// (isWordChar): a table, for fill's loop over a word.
const wordChars = "" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x00\x00\x00\x00\x00\x00" + // 0-9
	"\x00\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01" + // A-O
	"\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x00\x00\x00\x00\x01" + // P-Z, _
	"\x00\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01" + // a-o
	"\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x00\x00\x00\x00\x00" + // p-z
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00"

// tok is a token as the parser's fast path reads it: where it is, not a
// copy of its text, so that a file's tokens hold no pointers (participle's
// lexer.Token holds its text and the file's name, 64 bytes, which the
// collector scanned on every cycle of a parse). Its text is the source's
// from off to end; a string's value, unquoted, is the text between its
// quotes unless esc, 1 + its index in the scanner's escaped strings, says
// it was written with escapes.
type tok struct {
	off, end  int32
	line, col int32
	esc       int32
	typ       int8
}

// value returns the text of t, a string's unquoted when the scanner
// unquotes strings, as the token participle's lexer gave.
func (s *scanner) value(t *tok) string {
	if t.typ == int8(stringToken) && s.unquote {
		if t.esc > 0 {
			return s.escaped[t.esc-1]
		}
		return s.src[t.off+1 : t.end-1]
	}
	return s.src[t.off:t.end]
}

// position returns where t starts.
func (s *scanner) position(t *tok) Position {
	return Position{Filename: s.pos.Filename, Offset: int(t.off), Line: int(t.line), Column: int(t.col)}
}

// next returns the next token, a Space token included.
func (s *scanner) next() (tok, error) {
	start := s.pos.Offset
	t := tok{off: int32(start), end: int32(start), line: int32(s.pos.Line), col: int32(s.pos.Column), typ: int8(lexer.EOF)}
	if start >= len(s.src) {
		return t, nil
	}
	typ, end := scanToken(s.src, start)
	if typ == 0 {
		return tok{}, s.invalid()
	}
	v := s.src[start:end]
	t.typ, t.end = int8(typ), int32(end)
	s.pos.Offset = end
	switch {
	case typ == nlToken && v != ";":
		s.pos.Line++
		s.pos.Column = 1
		if s.joins || continuesAt(s.src, end) {
			typ, t.typ = spaceToken, int8(spaceToken)
		}
	case typ == commentToken || typ == stringToken:
		s.pos.Column += utf8.RuneCountInString(v)
	case typ == opToken && end == start+1 && (v == "{" || v == "}"):
		s.pos.Column++
		s.nest(v, s.position(&t))
	default:
		s.pos.Column += end - start // the other tokens are ASCII
	}
	if typ != spaceToken && typ != commentToken {
		s.joins = joinsNext(typ, v)
	}
	if typ == stringToken && s.unquote {
		u, err := unquote(v, s.position(&t))
		if err != nil {
			return t, err
		}
		if len(u) != len(v)-2 || u != v[1:len(v)-1] {
			s.escaped = append(s.escaped, u)
			t.esc = int32(len(s.escaped))
		}
	}
	return t, nil
}

// nest counts the blocks the brace v at pos opens or closes.
func (s *scanner) nest(v string, pos Position) {
	if v == "}" {
		s.depth = max(s.depth-1, 0)
		return
	}
	if s.depth++; s.depth > MaxNesting && s.tooDeep == nil {
		at := pos // a copy: &pos would put every brace's position on the heap
		s.tooDeep = &at
	}
}

// joinsNext reports whether a line ending in a token of type tt and text v
// goes on over the next line: it ends in a comma, an opening `(` or `[`,
// or a binary operator. No statement can end so.
func joinsNext(tt lexer.TokenType, v string) bool {
	// joiners, by the token's type: a name joins only as `and` or `or`,
	// an operator by its one or two bytes (the scanner asks it of every
	// token; TestJoinsNextAsJoiners checks the two agree)
	switch tt {
	case identToken:
		return len(v) <= 3 && (v == "and" || v == "or")
	case opToken:
		switch len(v) {
		case 1:
			switch v[0] {
			case ',', '(', '[', '+', '-', '*', '/', '%', '^', '<', '>', '|':
				return true
			}
		case 2:
			switch v {
			case "**", "==", "!=", "<=", ">=", "&&", "||", "??":
				return true
			}
		}
	}
	return false
}

// joiners reports whether v is a token after which a line break is layout.
func joiners(v string) bool {
	switch v {
	case ",", "(", "[", "+", "-", "*", "/", "%", "^", "**", "==", "!=", "<", "<=", ">", ">=",
		"&&", "||", "??", "|", "and", "or":
		return true
	}
	return false
}

// continuesAt reports whether the line at src[i] continues the one before
// it: after spaces it starts with `ref` or a string, which no statement or
// declaration does.
func continuesAt(src string, i int) bool {
	i = skipSpace(src, i)
	if i < len(src) && (src[i] == '"' || src[i] == '\'') {
		return true
	}
	return strings.HasPrefix(src[i:], "ref") && (i+3 == len(src) || !isWordChar(src[i+3]))
}

// invalid returns the error of participle's lexer for text no rule matches.
func (s *scanner) invalid() error {
	var sample []rune
	for _, r := range s.src[s.pos.Offset:] {
		if len(sample) > 16 {
			break
		}
		sample = append(sample, r)
	}
	if len(sample) > 16 {
		sample = append(sample[:16], []rune("...")...)
	}
	return &lexer.Error{Msg: fmt.Sprintf("lexer: invalid input text %q", string(sample)), Pos: s.pos}
}

// unquote returns the string the string token v at pos denotes, with
// participle.Unquote's result and error.
func unquote(v string, pos Position) (string, error) {
	quote, s := v[0], v[1:len(v)-1]
	if strings.IndexByte(s, '\\') < 0 && utf8.ValidString(s) {
		return s, nil
	}
	var b strings.Builder
	for s != "" {
		r, _, tail, err := strconv.UnquoteChar(s, quote)
		if err != nil {
			return "", &participle.ParseError{
				Msg: fmt.Sprintf("invalid quoted string %q: %s", v, err.Error()), Pos: pos,
			}
		}
		b.WriteRune(r) // as participle does, even for `\xff`
		s = tail
	}
	return b.String(), nil
}

// scanToken returns the type and end offset of the token at src[i], or type
// 0 if no rule matches there.
func scanToken(src string, i int) (lexer.TokenType, int) {
	c := src[i]
	if isLetter(c) && (c != 'D' || i+1 >= len(src) || !isDigit(src[i+1])) {
		// a word, the commonest token, first (no other rule starts with
		// a letter or `_` but Dice)
		end := i + 1
		for end < len(src) && isWordChar(src[end]) {
			end++
		}
		if isReserved(src[i:end]) {
			return keywordToken, end
		}
		return identToken, end
	}
	switch {
	case c == '#':
		if n := strings.IndexByte(src[i:], '\n'); n >= 0 {
			return commentToken, i + n
		}
		return commentToken, len(src)
	case c == '\n' || c == ';':
		return nlToken, i + 1
	case c == '\r' && i+1 < len(src) && src[i+1] == '\n':
		return nlToken, i + 2
	case c == ' ' || c == '\t' || c == '\r':
		return spaceToken, skipSpace(src, i)
	case isDigit(c):
		return scanNumber(src, i)
	case c == 'D' && i+1 < len(src) && isDigit(src[i+1]):
		return diceToken, skipDigits(src, i+1)
	case c == '"' || c == '\'':
		return scanString(src, i)
	}
	return scanOp(src, i)
}

// scanNumber scans a Length, Dice or Number starting with a digit.
func scanNumber(src string, i int) (lexer.TokenType, int) {
	digits := skipDigits(src, i)
	if digits+1 < len(src) && src[digits] == 'D' && isDigit(src[digits+1]) {
		return diceToken, skipDigits(src, digits+1)
	}
	end := digits
	if end+1 < len(src) && src[end] == '.' && isDigit(src[end+1]) {
		end = skipDigits(src, end+1)
	}
	// The exponent comes before the unit, so 1e3in is a length as it is in
	// a scenario or an argument.
	if end < len(src) && (src[end] == 'e' || src[end] == 'E') {
		exp := end + 1
		if exp < len(src) && (src[exp] == '-' || src[exp] == '+') {
			exp++
		}
		if exp < len(src) && isDigit(src[exp]) {
			end = skipDigits(src, exp)
		}
	}
	if n := unitLen(src, end); n > 0 {
		return lengthToken, end + n
	}
	return numberToken, end
}

// unitLen returns the length of the unit of a Length at src[i], or 0.
func unitLen(src string, i int) int {
	if i >= len(src) {
		return 0
	}
	switch src[i] {
	case 'p', '"':
		return 1
	case 'm', 'c':
		if i+1 < len(src) && src[i+1] == 'm' {
			return 2
		}
	case 'i':
		if i+1 < len(src) && src[i+1] == 'n' {
			return 2
		}
	}
	return 0
}

// scanString scans a quoted string; a backslash escapes any character but
// a newline, and an unescaped newline or the end of input makes it invalid.
func scanString(src string, i int) (lexer.TokenType, int) {
	quote := src[i]
	for j := i + 1; j < len(src); {
		switch src[j] {
		case quote:
			return stringToken, j + 1
		case '\n':
			return 0, 0
		case '\\':
			if j+1 >= len(src) || src[j+1] == '\n' {
				return 0, 0
			}
			// Skipping one byte of a multi-byte character is enough: the
			// bytes after it are neither quotes, newlines nor backslashes.
			j += 2
		default:
			j++
		}
	}
	return 0, 0
}

// scanOp scans an operator, the longest first.
func scanOp(src string, i int) (lexer.TokenType, int) {
	if i+1 < len(src) {
		switch src[i : i+2] {
		case "==", "!=", "<=", ">=", "&&", "||", "??", "?.", "..", "**":
			return opToken, i + 2
		}
	}
	switch src[i] {
	case '-', '+', '*', '/', '%', '^', '<', '>', '=', '!', '(', ')', '{', '}', '[', ']', ',', '.', ':', '?', '|':
		return opToken, i + 1
	}
	return 0, 0
}

// skipSpace returns the offset after the spaces, tabs and carriage returns
// from src[i].
func skipSpace(src string, i int) int {
	for i < len(src) && (src[i] == ' ' || src[i] == '\t' || src[i] == '\r') {
		i++
	}
	return i
}

// skipDigits returns the offset after the digits from src[i].
func skipDigits(src string, i int) int {
	for i < len(src) && isDigit(src[i]) {
		i++
	}
	return i
}

// isDigit reports whether c is an ASCII digit.
func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// isWordChar reports whether c continues a word, as in regexp's `\b`.
func isWordChar(c byte) bool { return isLetter(c) || isDigit(c) }

// isLetter reports whether c starts a word: an ASCII letter or `_`. Of a
// letter, c|0x20 is its lower case, and no byte but a letter's lands in
// 'a' to 'z' so.
func isLetter(c byte) bool { return c == '_' || 'a' <= c|0x20 && c|0x20 <= 'z' }
