package grammar

import (
	"github.com/alecthomas/participle/v2/lexer"
)

// Lexer is the token definition of the rules language, hand-written in
// scan.go. Comments and spaces are elided by the parser; newlines and
// semicolons end statements.
var Lexer lexer.Definition = scanDef{}

// parserLexer is Lexer with strings unquoted and without spaces, for the
// parsers: they would elide spaces anyway, and a third of the tokens are
// spaces. The ends of the nodes are put back where they were with spaces,
// at the end of their last token (see trimEnds).
var parserLexer = scanDef{unquote: true, dropSpaces: true}

// keywords are the words that end an expression: they separate the parts of
// a clause (`choose x from C by S default D ref "..."`) and cannot name values.
// `from` is not among them: it always follows a name, never an expression.
var keywords = map[string]bool{
	"ref": true, "by": true, "default": true, "as": true,
}

// IsKeyword reports whether word ends an expression and so cannot name a value.
func IsKeyword(word string) bool { return keywords[word] }

// StatementWords returns the words that begin a statement, for hints.
func StatementWords() []string { return append([]string(nil), statementWords...) }

// lexAll returns all tokens of src, comments and spaces included, without
// the final end-of-file token.
func lexAll(filename, src string) ([]lexer.Token, error) {
	lx := newScanner(filename, src, false)
	var out []lexer.Token
	for {
		t, err := lx.Next()
		if err != nil {
			return nil, err
		}
		if t.EOF() {
			return out, nil
		}
		out = append(out, t)
	}
}

// lexWords returns the tokens of s without spaces.
func lexWords(s string) ([]lexer.Token, error) {
	toks, err := lexAll("", s)
	out := toks[:0]
	for _, t := range toks {
		if t.Type != spaceToken {
			out = append(out, t)
		}
	}
	return out, err
}
