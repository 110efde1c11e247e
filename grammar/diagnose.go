package grammar

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
	"sync"
	"unicode"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"

	"github.com/rulec-dev/rulec/diag"
)

// Participle reports a failed statement at its first word: the statement
// alternatives backtrack, and the block then finds no "}". To say what is
// wrong inside the statement, diagnose parses it again on its own with a
// parser for that one kind of statement, where nothing backtracks past the
// error. Unbalanced brackets are found first by counting them, since they
// make everything after them misparse.

// declWords are the words that begin a top-level declaration.
var declWords = []string{"const", "def", "import", "order", "pace", "procedure", "remember", "source", "unencoded", "units"}

// syntaxError turns a participle or lexer error into an *Error.
func syntaxError(filename string, src []byte, err error) error {
	var perr participle.Error
	if !errors.As(err, &perr) {
		return &Error{Pos: Position{Filename: filename, Line: 1, Column: 1}, Msg: err.Error()}
	}
	pos := perr.Position()
	if msg, hint, ok := lexError(src, pos, strings.TrimPrefix(perr.Message(), "lexer: ")); ok {
		return &Error{Pos: pos, Msg: msg, Hint: hint}
	}
	if strings.HasPrefix(perr.Message(), "unclosed ") {
		return &Error{Pos: pos, Msg: perr.Message()}
	}
	if perr.Message() == equalsInExpr {
		return &Error{Pos: pos, Msg: perr.Message(), Hint: equalsHint(src, pos.Offset)}
	}
	toks, lerr := lexAll(filename, string(src))
	if lerr != nil {
		return &Error{Pos: pos, Msg: message(err)}
	}
	d := diagnose(toks, pos, err)
	if e := brackets(toks); e != nil && e.Pos.Offset <= d.Pos.Offset {
		return e
	}
	return d
}

// equalsHint says what to write for the "=" at off, the start of a
// reversed `=<` or `=>`.
func equalsHint(src []byte, off int) string {
	if off+1 < len(src) && (src[off+1] == '<' || src[off+1] == '>') {
		return fmt.Sprintf("did you mean %q?", string(src[off+1])+"=")
	}
	return `to compare, write "=="`
}

// refHint says what a ref holds.
const refHint = `a ref quotes the rule's words in a string: ref "1. Pivot: ..."`

// lexError rewords the lexer's errors, with a hint where it has one; ok
// is false for other errors.
func lexError(src []byte, pos Position, msg string) (_, hint string, ok bool) {
	switch {
	case strings.HasPrefix(msg, "invalid input text"):
		if pos.Offset < len(src) && (src[pos.Offset] == '"' || src[pos.Offset] == '\'') {
			return "unterminated string", "", true
		}
		r := []rune(string(src[min(pos.Offset, len(src)):]))
		if len(r) == 0 {
			return "unexpected end of file", "", true
		}
		return fmt.Sprintf("unexpected character %q", r[0]), charHint(r[0]), true
	case strings.HasPrefix(msg, "invalid quoted string"):
		return "invalid escape in string", "", true
	}
	return "", "", false
}

// charHint says what to write for a character the lexer refused: the
// ASCII a look-alike from a word processor or a rulebook's PDF stands
// for (a curly quote, a minus sign, a non-breaking space), or what a name
// is made of. Outside strings and comments a rules file is ASCII.
func charHint(r rune) string {
	if h := diag.LookAlikeHint(r); h != "" {
		return h
	}
	if unicode.IsLetter(r) || unicode.IsDigit(r) {
		return "a name is ASCII letters, digits and _; other letters may stand in strings and comments"
	}
	return ""
}

// expectRE finds participle's "(expected X)" suffix.
var expectRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\(expected (.*)\)$`)
})

// message words a participle error as `unexpected X, expected Y`; Y is
// left out when participle's is a long piece of grammar.
func message(err error) string {
	var ut *participle.UnexpectedTokenError
	if !errors.As(err, &ut) {
		var perr participle.Error
		if errors.As(err, &perr) && perr.Message() != "" {
			return strings.ToLower(perr.Message()[:1]) + perr.Message()[1:]
		}
		return err.Error()
	}
	msg := "unexpected " + describe(ut.Unexpected)
	if m := expectRE().FindStringSubmatch(ut.Message()); m != nil {
		if want := expected(m[1]); want != "" {
			msg += ", expected " + want
		}
	}
	return msg
}

// expected rewords the first term of a piece of grammar as what the reader
// should write, or returns "" when that term is optional or too complex.
func expected(g string) string {
	term, rest := firstTerm(g)
	if strings.HasPrefix(rest, "?") || strings.HasPrefix(rest, "*") {
		return ""
	}
	var out []string
	for _, alt := range strings.Split(strings.TrimSuffix(strings.TrimPrefix(term, "("), ")"), "|") {
		alt = strings.TrimSpace(alt)
		switch {
		case alt == "" || strings.ContainsAny(alt, " ()"):
			return ""
		case strings.HasPrefix(alt, "<"):
			out = append(out, tokenWord(strings.Trim(alt, "<>")))
		case strings.HasPrefix(alt, `"`):
			out = append(out, alt)
		default:
			return "" // a rule name such as Expr
		}
	}
	if len(out) == 1 {
		return out[0]
	}
	return strings.Join(out[:len(out)-1], ", ") + " or " + out[len(out)-1]
}

// firstTerm splits a piece of grammar after its first term: a quoted
// literal, a <token>, a name or a bracketed group.
func firstTerm(g string) (term, rest string) {
	depth, quoted := 0, false
	for i, r := range g {
		switch {
		case r == '"':
			quoted = !quoted
		case quoted:
		case r == '(':
			depth++
		case r == ')':
			depth--
		case r == ' ' && depth == 0:
			return g[:i], g[i:]
		case (r == '?' || r == '*' || r == '+') && depth == 0:
			return g[:i], g[i:]
		}
	}
	return g, ""
}

// tokenWord names a token type for a reader.
func tokenWord(kind string) string {
	switch kind {
	case "ident":
		return "name"
	case "nl":
		return "end of line"
	case "dice":
		return "dice (2D6)"
	case "length":
		return "length (1in)"
	}
	return kind
}

// describe names a token for an error message.
func describe(t lexer.Token) string {
	switch {
	case t.EOF():
		return "end of file"
	case t.Type == nlToken && t.Value != ";":
		return "end of line"
	case t.Type == stringToken:
		return "string " + quote(t.Value)
	}
	return fmt.Sprintf("%q", t.Value)
}

// diagnose improves the error err at pos for the mistakes a reader makes
// most: a misspelt word, a clause outside its group, a ref without its
// text, two statements on one line.
func diagnose(toks []lexer.Token, pos Position, err error) *Error {
	base := &Error{Pos: pos, Msg: message(err)}
	i := tokenAt(toks, pos.Offset)
	if i < 0 {
		return base
	}
	e := special(toks, i, braceDepth(toks, i), base)
	if e == nil {
		e = base
	}
	if j := operatorJoin(toks, i); e.Hint == "" && j >= 0 {
		// `const x = 1 +` above `procedure p() {`: the operator took the
		// next line into its expression, and the parse failed further on
		e.Hint = fmt.Sprintf("line %d ends in %q, so line %d goes on with it: is the operator a slip?",
			toks[j].Pos.Line, toks[j].Value, toks[j].Pos.Line+1)
	}
	return e
}

// special returns a better error for mistakes the clause parsers cannot
// name, or nil.
func special(toks []lexer.Token, i, depth int, base *Error) *Error {
	t := toks[i]
	next := nextWord(toks, i)
	switch {
	case depth == 0 && t.Value == "ruleset":
		base.Msg = `unexpected "ruleset", expected a declaration`
		base.Hint = "the ruleset header comes first, and once"
	case depth == 0 && t.Type == identToken && !isDeclWord(t.Value):
		base.Msg = fmt.Sprintf("unexpected %q, expected a declaration (%s)", t.Value, strings.Join(declWords, ", "))
		if n := Nearest(t.Value, declWords); n != "" {
			base.Hint = fmt.Sprintf("did you mean %q?", n)
		}
	case depth > 0 && t.Type == identToken && lineStart(toks, i) == i && enclosing(toks, i) != "":
		if n := Nearest(t.Value, statementWords); n != "" {
			base.Hint = fmt.Sprintf("did you mean %q?", n)
		}
	case (t.Value == "when" || t.Value == "otherwise") && enclosing(toks, i) != "first":
		base.Hint = fmt.Sprintf("%q belongs in a \"first\" group", t.Value)
	case isPriorityWord(t.Value) && enclosing(toks, i) != "pick" && enclosing(toks, i) != "order":
		base.Hint = fmt.Sprintf("%q belongs in a \"pick\" or an \"order\"", t.Value)
	case t.Value == "ref" && t.Type == keywordToken && next.Type != stringToken:
		base.Pos = next.Pos
		base.Msg = fmt.Sprintf("unexpected %s, expected string after \"ref\"", describe(next))
		base.Hint = refHint
	case t.Value == "else" && lineStart(toks, i) < i && toks[lineStart(toks, i)].Value == "first":
		if next.Value == "error" || next.Value == "nothing" {
			return nil
		}
		base.Pos = next.Pos
		base.Msg = fmt.Sprintf("unexpected %s, expected \"error\" or \"nothing\"", describe(next))
	case t.Value == "else" && lineStart(toks, i) == i:
		base.Hint = `"else" goes on the line of the "}" before it`
	case prevWord(toks, i).Value == "ref" && prevWord(toks, i).Type == keywordToken:
		base.Msg = fmt.Sprintf("unexpected %s, expected string after \"ref\"", describe(t))
		base.Hint = refHint
	case joinedLine(toks, i):
		if p := prevWord(toks, i); joinsNext(p.Type, p.Value) {
			base.Hint = fmt.Sprintf("the line before ends in %q, so this line goes on with it", p.Value)
		} else {
			base.Hint = "a line starting with ref or a string goes on with the line before"
		}
	case depth > 0 && strings.HasSuffix(base.Msg, `expected "}"`) && lineStart(toks, i) < i &&
		prevWord(toks, i).Value != "{":
		base.Msg = fmt.Sprintf("unexpected %s, expected end of line", describe(t))
		// `iff c {` reads as an action named iff: the word is the slip.
		if w := toks[lineStart(toks, i)]; w.Type == identToken {
			if n := Nearest(w.Value, statementWords); n != "" && diag.EditDistance(w.Value, n) == 1 {
				base.Pos = w.Pos
				base.Msg = fmt.Sprintf("unexpected %q at the start of a statement", w.Value)
				base.Hint = fmt.Sprintf("did you mean %q?", n)
			}
		}
	default:
		return nil
	}
	return base
}

// operatorJoin returns the index of the binary operator (not a comma or
// an opening bracket: lists and calls span lines by design) that ends a
// line of the statement holding toks[i], before it and nearest it, or -1.
func operatorJoin(toks []lexer.Token, i int) int {
	for j := i - 1; j >= 0 && toks[j].Type != nlToken; j-- {
		t := toks[j]
		if t.Type == spaceToken || t.Type == commentToken || t.Value == "," || t.Value == "(" || t.Value == "[" {
			continue
		}
		if joinsNext(t.Type, t.Value) && nextWord(toks, j).Pos.Line > t.Pos.Line {
			return j
		}
	}
	return -1
}

// joinedLine reports whether toks[i] begins a line that goes on with the
// line before it (see joinsNext and continuesAt).
func joinedLine(toks []lexer.Token, i int) bool {
	p := prevWord(toks, i)
	return p.Type != 0 && p.Type != nlToken && p.Pos.Line < toks[i].Pos.Line
}

// enclosing returns "first", "pick" or "order" when toks[i] is directly inside the
// braces of such a group, else "".
func enclosing(toks []lexer.Token, i int) string {
	depth := 0
	for j := i - 1; j >= 0; j-- {
		switch toks[j].Value {
		case "}":
			depth++
		case "{":
			if depth == 0 {
				w := toks[lineStart(toks, j)].Value
				if w == "first" || w == "pick" || w == "order" {
					return w
				}
				return ""
			}
			depth--
		}
	}
	return ""
}

// isPriorityWord reports whether word begins a priority of a pick.
func isPriorityWord(word string) bool {
	return word == "minimise" || word == "maximise" || word == "prefer" || word == "require"
}

// prevWord returns the token before toks[i] that is not a space or
// comment, or an empty token at the start of the file.
func prevWord(toks []lexer.Token, i int) lexer.Token {
	for j := i - 1; j >= 0; j-- {
		if t := toks[j]; t.Type != spaceToken && t.Type != commentToken {
			return t
		}
	}
	return lexer.Token{}
}

// nextWord returns the token after toks[i] that is not a space or comment,
// or an end-of-file token.
func nextWord(toks []lexer.Token, i int) lexer.Token {
	for _, t := range toks[i+1:] {
		if t.Type != spaceToken && t.Type != commentToken {
			return t
		}
	}
	end := toks[len(toks)-1].Pos
	end.Advance(toks[len(toks)-1].Value)
	return lexer.Token{Type: lexer.EOF, Pos: end}
}

// tokenAt returns the index of the token at offset, or -1.
func tokenAt(toks []lexer.Token, off int) int {
	for i, t := range toks {
		if t.Pos.Offset == off {
			return i
		}
	}
	return -1
}

// isDeclWord reports whether word begins a declaration.
func isDeclWord(word string) bool {
	for _, w := range declWords {
		if w == word {
			return true
		}
	}
	return false
}
