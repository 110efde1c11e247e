package grammar

import (
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
