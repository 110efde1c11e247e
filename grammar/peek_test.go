package grammar

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/alecthomas/participle/v2/lexer"
)

// TestPeekingLayout fails when participle's PeekingLexer no longer has the
// fields peekingLayout copies: then the parser falls back to lexer.Upgrade,
// which is correct but copies every token five times over.
func TestPeekingLayout(t *testing.T) {
	if !peekingLayoutMatches() {
		t.Fatal("lexer.PeekingLexer is not laid out as peekingLayout: update peekingLayout to this participle")
	}
}

// TestPeekingLexerAgrees walks the PeekingLexer peekingLexer makes and the
// one lexer.Upgrade makes side by side, over sources that begin with
// comments and line breaks (elided) or not, and checks they agree at every
// step, checkpoints and raw peeks included.
func TestPeekingLexerAgrees(t *testing.T) {
	srcs := []string{
		"",
		"# only a comment\n",
		"\n\n# c\n\nruleset \"x\" {\n  # c\n  param a: int = 1 + 2 # c\n}\n",
		"ruleset \"x\" { param a: int = (1 +\n 2) }",
		"\ufeff# bom\nruleset \"x\" {}\n",
	}
	for _, src := range srcs {
		sc := parserLexer.scanner("t", src)
		scanned, err := scanAll(sc)
		if err != nil {
			t.Fatal(err)
		}
		r := newReader(sc, scanned)
		toks := r.lexerTokens()
		ours, err := peekingLexer(toks)
		if err != nil {
			t.Fatal(err)
		}
		theirs, err := lexer.Upgrade(parserLexer.scanner("t", src), commentToken, spaceToken)
		if err != nil {
			t.Fatal(err)
		}
		// The fallback, where participle's layout has changed.
		list, err := lexer.Upgrade(&tokenList{toks: toks}, commentToken, spaceToken)
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; ; step++ {
			if ours.MakeCheckpoint() != theirs.MakeCheckpoint() || *ours.Peek() != *theirs.Peek() ||
				*ours.RawPeek() != *theirs.RawPeek() {
				t.Fatalf("%q step %d: ours at %v (peek %v), Upgrade's at %v (peek %v)", src, step,
					ours.MakeCheckpoint(), ours.Peek(), theirs.MakeCheckpoint(), theirs.Peek())
			}
			if ours.Peek().EOF() {
				break
			}
			if *list.Peek() != *theirs.Peek() || *list.RawPeek() != *theirs.RawPeek() {
				t.Fatalf("%q step %d: the fallback at %v, Upgrade's at %v", src, step, list.Peek(), theirs.Peek())
			}
			// The fast path's reader.
			p := theirs.Peek()
			if cp := theirs.MakeCheckpoint(); r.raw != int(cp.RawCursor()) || r.pos(r.peek()) != p.Pos ||
				r.value(r.peek()) != p.Value || lexer.TokenType(r.peek().typ) != p.Type ||
				r.rawPos() != theirs.RawPeek().Pos {
				t.Fatalf("%q step %d: the reader at %d (peek %v), Upgrade's at %v (peek %v)", src, step,
					r.raw, r.pos(r.peek()), cp, p)
			}
			ours.Next()
			theirs.Next()
			list.Next()
			r.advance()
		}
	}
}

// TestScanAllLong checks scanAll across its blocks: the tokens of a long
// source, in order and once each, as the scanner gives them.
func TestScanAllLong(t *testing.T) {
	src := ""
	for range 1000 {
		src += "a = b + 1 # c\n"
	}
	first := parserLexer.scanner("t", src)
	scanned, err := scanAll(first)
	if err != nil {
		t.Fatal(err)
	}
	toks := newReader(first, scanned).lexerTokens()
	sc := parserLexer.scanner("t", src)
	for i := 0; ; i++ {
		want, _ := sc.Next()
		if i >= len(toks) || toks[i] != want {
			t.Fatalf("token %d: got %v, want %v", i, toks[min(i, len(toks)-1)], want)
		}
		if want.EOF() {
			if len(scanned) != i+1 || cap(scanned) != i+1 {
				t.Fatalf("%d tokens, len %d cap %d", i+1, len(scanned), cap(scanned))
			}
			return
		}
	}
}

// TestIsReserved checks that isReserved's switch holds exactly the words of
// reservedWords, the statement words and the keywords.
func TestIsReserved(t *testing.T) {
	for w := range reservedWords() {
		if !isReserved(w) {
			t.Errorf("isReserved(%q) is false; it is a reserved word", w)
		}
	}
	n := 0
	for _, w := range []string{
		"step", "let", "roll", "choose", "first", "when", "otherwise", "pick",
		"minimise", "maximise", "prefer", "require", "if", "else", "for", "while", "goto",
		"skip", "stop", "call", "event", "mark", "unmark", "remove", "fail", "assert", "set",
		"ref", "by", "default", "as", "from", "x", "Step", "steps", "",
	} {
		if isReserved(w) {
			n++
			if !reservedWords()[w] {
				t.Errorf("isReserved(%q) is true; it is not a reserved word", w)
			}
		}
	}
	if n != len(reservedWords()) {
		t.Errorf("isReserved holds %d of the words, reservedWords %d", n, len(reservedWords()))
	}
}

// TestCloserOf checks closerOf against the closer map, and that it gives
// nothing for a token that opens no bracket.
func TestCloserOf(t *testing.T) {
	for o, c := range closer {
		if closerOf(o) != c {
			t.Errorf("closerOf(%q) = %q, want %q", o, closerOf(o), c)
		}
	}
	for _, o := range []string{")", "]", "}", "", "x"} {
		if closerOf(o) != "" {
			t.Errorf("closerOf(%q) = %q, want none", o, closerOf(o))
		}
	}
}

// TestFillAgrees checks scanAll, whose fill scans most tokens in place,
// against scan called token by token: the same tokens, the same error,
// and the scanner left in the same state (its place, the tokens counted,
// the nesting, the escaped strings), on every input of the other tests,
// random text, and with fill stopping at every few tokens.
func TestFillAgrees(t *testing.T) {
	var srcs []string
	for _, src := range allInputs(t) {
		srcs = append(srcs, string(src))
	}
	srcs = append(srcs, trickyInputs...)
	srcs = append(srcs, strings.Repeat("{", MaxNesting+2)+" x \"a\\tb\" }", "a and\n b or\nc\n  ref \"x\"\n\"y\"\n;x;\r\n\r\nD6 2D6 #c\n{ }",
		"a\n\n# c\n\n  ref 'q'\n", "\ufeffa = 1\n", "a = \"\\q\"\nb", "a @ b", "a\r\rb\r")
	r := rand.New(rand.NewPCG(5, 6))
	for range 20000 {
		srcs = append(srcs, randomSource(r))
	}
	for range 300 {
		srcs = append(srcs, randomStatements(r))
	}
	for i, src := range srcs {
		for _, size := range []int{0, 1, 3, 1 << 20} {
			if msg := compareFill(src, size); msg != "" {
				t.Fatalf("source %d %q, fill by %d: %s", i, src, size, msg)
			}
		}
	}
}

// compareFill returns how scanAll (or fill, given blocks of size tokens
// when size is small) and scan differ on src, or "".
func compareFill(src string, size int) string {
	want := parserLexer.scanner("t", src)
	var wantToks []tok
	var wantErr error
	for {
		tk, err := want.scan()
		if err != nil {
			wantErr = err
			break
		}
		wantToks = append(wantToks, tk)
		if tk.typ == int8(lexer.EOF) {
			break
		}
	}
	got := parserLexer.scanner("t", src)
	var gotToks []tok
	var gotErr error
	if size >= 1<<20 {
		gotToks, gotErr = scanAll(got)
	} else {
		for {
			block, done, err := got.fill(make([]tok, 0, size))
			gotToks = append(gotToks, block...)
			if err != nil {
				gotErr = err
				break
			}
			if done {
				break
			}
			if size == 0 {
				size = 2
			}
		}
	}
	if g, w := errorText(gotErr), errorText(wantErr); g != w {
		return fmt.Sprintf("error %s, want %s", g, w)
	}
	if gotErr == nil && !slices.Equal(gotToks, wantToks) {
		return fmt.Sprintf("tokens\n%v\nwant\n%v", gotToks, wantToks)
	}
	if gotErr == nil && (got.pos != want.pos || got.joins != want.joins) || got.tokens != want.tokens ||
		got.depth != want.depth || !slices.Equal(got.escaped, want.escaped) ||
		(got.tooDeep == nil) != (want.tooDeep == nil) || got.tooDeep != nil && *got.tooDeep != *want.tooDeep {
		return fmt.Sprintf("state %+v, want %+v", *got, *want)
	}
	return ""
}

// TestWordChars checks fill's table of word bytes against isWordChar.
func TestWordChars(t *testing.T) {
	if len(wordChars) != 256 {
		t.Fatalf("%d bytes", len(wordChars))
	}
	for c := range 256 {
		if got, want := wordChars[c] != 0, isWordChar(byte(c)); got != want {
			t.Errorf("byte %#x: %v, want %v", c, got, want)
		}
	}
}

// TestFillClass checks fill's tables of bytes against the predicates and
// scanners they stand for: fillClass against the bytes each class names,
// opBits and secondOfTwo against scanOp and joinsNext.
func TestFillClass(t *testing.T) {
	for i := range 256 {
		c := byte(i)
		var want byte
		switch {
		case c == ' ' || c == '\t':
			want = fillSpace
		case c == '\r':
			want = fillCR
		case c == 'D':
			want = fillD
		case isLetter(c):
			want = fillLetter
		case isDigit(c):
			want = fillDigit
		case c == '\n':
			want = fillNL
		case c == ';':
			want = fillSemi
		case c == '"':
			want = fillQuote
		case c == '&':
			want = fillOp
		default:
			if typ, _ := scanOp(string(c), 0); typ != 0 {
				want = fillOp
			}
		}
		if fillClass[c] != want {
			t.Errorf("fillClass[%q] = %d, want %d", c, fillClass[c], want)
		}
		one := false
		if typ, end := scanOp(string(c), 0); typ == opToken && end == 1 {
			one = true
		}
		if got := opBits[c]&opOne != 0; got != one {
			t.Errorf("opBits[%q]&opOne: %v, want %v", c, got, one)
		}
		if got, want := opBits[c]&opJoins != 0, one && joinsNext(opToken, string(c)); got != want {
			t.Errorf("opBits[%q]&opJoins: %v, want %v", c, got, want)
		}
		first := false
		for j := range 256 {
			d := byte(j)
			_, end := scanOp(string([]byte{c, d}), 0)
			if two := end == 2; secondOfTwo(c, d) != two {
				t.Errorf("secondOfTwo(%q, %q) = %v, want %v", c, d, !two, two)
			} else if two {
				first = true
				if fillClass[c] != fillOp {
					t.Errorf("fillClass[%q] is not fillOp; it starts %q", c, string([]byte{c, d}))
				}
			}
		}
		if got := opBits[c]&opFirstOfTwo != 0; got != first {
			t.Errorf("opBits[%q]&opFirstOfTwo: %v, want %v", c, got, first)
		}
	}
}
