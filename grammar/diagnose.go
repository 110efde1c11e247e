package grammar

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
	"sync"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// Participle reports a failed statement at its first word: the statement
// alternatives backtrack, and the block then finds no "}". To say what is
// wrong inside the statement, diagnose parses it again on its own with a
// parser for that one kind of statement, where nothing backtracks past the
// error. Unbalanced brackets are found first by counting them, since they
// make everything after them misparse.

// clauseParser parses one clause starting at an offset and reports its error.
type clauseParser func(filename, src string) error

// clauseParsers returns the parser for each word that begins a clause. They
// are built on first use, as only a failed parse needs them.
var clauseParsers = sync.OnceValue(func() map[string]clauseParser {
	m := map[string]clauseParser{
		"ruleset": build[Header](), "units": build[Units](), "pace": build[Pace](),
		"import": build[Import](), "const": build[Const](), "def": build[Def](), "procedure": build[Procedure](),
		"source": build[Source](), "unencoded": build[Unencoded](),
		"step": build[Step](), "let": build[Let](), "roll": build[Roll](),
		"choose": build[Choose](), "first": build[First](), "when": build[When](),
		"otherwise": build[Otherwise](), "pick": build[Pick](), "if": build[If](),
		"for": build[For](), "goto": build[Goto](), "skip": build[Skip](),
		"stop": build[Stop](), "call": build[Call](), "event": build[Event](),
		"remove": build[Remove](), "fail": build[Fail](), "assert": build[Assert](), "": build[Action](),
	}
	m["unmark"] = build[Mark]()
	m["mark"] = m["unmark"]
	m["maximise"] = build[Priority]()
	for _, w := range []string{"minimise", "prefer", "require"} {
		m[w] = m["maximise"]
	}
	return m
})

// build returns a clause parser for T that stops at the end of the clause.
func build[T any]() clauseParser {
	p := participle.MustBuild[T](append(unions(),
		participle.Lexer(parserLexer),
		participle.Elide("Comment", "Space"),
		participle.UseLookahead(4),
	)...)
	return func(filename, src string) error {
		_, err := p.ParseString(filename, src, participle.AllowTrailing(true))
		return err
	}
}

// declWords are the words that begin a top-level declaration.
var declWords = []string{"const", "def", "import", "pace", "procedure", "source", "unencoded", "units"}

// syntaxError turns a participle or lexer error into an *Error.
func syntaxError(filename string, src []byte, err error) error {
	var perr participle.Error
	if !errors.As(err, &perr) {
		return &Error{Pos: Position{Filename: filename, Line: 1, Column: 1}, Msg: err.Error()}
	}
	pos := perr.Position()
	if msg, ok := lexError(src, pos, strings.TrimPrefix(perr.Message(), "lexer: ")); ok {
		return &Error{Pos: pos, Msg: msg}
	}
	if strings.HasPrefix(perr.Message(), "unclosed ") {
		return &Error{Pos: pos, Msg: perr.Message()}
	}
	toks, lerr := lexAll(filename, string(src))
	if lerr != nil {
		return &Error{Pos: pos, Msg: message(err)}
	}
	d := diagnose(filename, src, toks, pos, err, 8)
	if e := brackets(toks); e != nil && e.Pos.Offset <= d.Pos.Offset {
		return e
	}
	return d
}

// lexError rewords the lexer's errors; ok is false for other errors.
func lexError(src []byte, pos Position, msg string) (string, bool) {
	switch {
	case strings.HasPrefix(msg, "invalid input text"):
		if pos.Offset < len(src) && (src[pos.Offset] == '"' || src[pos.Offset] == '\'') {
			return "unterminated string", true
		}
		r := []rune(string(src[min(pos.Offset, len(src)):]))
		if len(r) == 0 {
			return "unexpected end of file", true
		}
		return fmt.Sprintf("unexpected character %q", r[0]), true
	case strings.HasPrefix(msg, "invalid quoted string"):
		return "invalid escape in string", true
	}
	return "", false
}

// expectRE finds participle's "(expected X)" suffix.
var expectRE = regexp.MustCompile(`\(expected (.*)\)$`)

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
	if m := expectRE.FindStringSubmatch(ut.Message()); m != nil {
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
	case t.Type == tokenTypes["NL"] && t.Value != ";":
		return "end of line"
	case t.Type == tokenTypes["String"]:
		return "string " + quote(t.Value)
	}
	return fmt.Sprintf("%q", t.Value)
}

// diagnose improves the error err at pos by parsing again, on its own, the
// clause that failed; tries bounds how often it may look deeper.
func diagnose(filename string, src []byte, toks []lexer.Token, pos Position, err error, tries int) *Error {
	base := &Error{Pos: pos, Msg: message(err)}
	i := tokenAt(toks, pos.Offset)
	if i < 0 {
		return base
	}
	depth := braceDepth(toks, i)
	if e := special(toks, i, depth, base); e != nil {
		return e
	}
	for _, start := range []int{i, lineStart(toks, i)} {
		at, serr, parsed := reparse(filename, src, toks, start, depth, pos)
		switch {
		case serr != nil && tries > 0 && at.Offset > pos.Offset:
			return diagnose(filename, src, toks, at, serr, tries-1)
		case serr != nil:
			return &Error{Pos: at, Msg: message(serr)}
		case parsed && start < i:
			base.Msg = fmt.Sprintf("unexpected %s, expected end of line", describe(toks[i]))
			return base
		}
	}
	return base
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
	case depth == 0 && t.Type == tokenTypes["Ident"] && !isDeclWord(t.Value):
		base.Msg = fmt.Sprintf("unexpected %q, expected a declaration (%s)", t.Value, strings.Join(declWords, ", "))
		if n := Nearest(t.Value, declWords); n != "" {
			base.Hint = fmt.Sprintf("did you mean %q?", n)
		}
	case depth > 0 && t.Type == tokenTypes["Ident"] && lineStart(toks, i) == i && enclosing(toks, i) != "":
		if n := Nearest(t.Value, statementWords); n != "" {
			base.Hint = fmt.Sprintf("did you mean %q?", n)
		}
	case (t.Value == "when" || t.Value == "otherwise") && enclosing(toks, i) != "first":
		base.Hint = fmt.Sprintf("%q belongs in a \"first\" group", t.Value)
	case isPriorityWord(t.Value) && enclosing(toks, i) != "pick":
		base.Hint = fmt.Sprintf("%q belongs in a \"pick\"", t.Value)
	case t.Value == "ref" && t.Type == tokenTypes["Keyword"] && next.Type != tokenTypes["String"]:
		base.Pos = next.Pos
		base.Msg = fmt.Sprintf("unexpected %s, expected string after \"ref\"", describe(next))
	case t.Value == "else" && lineStart(toks, i) < i && toks[lineStart(toks, i)].Value == "first":
		if next.Value == "error" || next.Value == "nothing" {
			return nil
		}
		base.Pos = next.Pos
		base.Msg = fmt.Sprintf("unexpected %s, expected \"error\" or \"nothing\"", describe(next))
	case t.Value == "else" && lineStart(toks, i) == i:
		base.Hint = `"else" goes on the line of the "}" before it`
	default:
		return nil
	}
	return base
}

// enclosing returns "first" or "pick" when toks[i] is directly inside the
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
				if w == "first" || w == "pick" {
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

// nextWord returns the token after toks[i] that is not a space or comment,
// or an end-of-file token.
func nextWord(toks []lexer.Token, i int) lexer.Token {
	for _, t := range toks[i+1:] {
		if t.Type != tokenTypes["Space"] && t.Type != tokenTypes["Comment"] {
			return t
		}
	}
	end := toks[len(toks)-1].Pos
	end.Advance(toks[len(toks)-1].Value)
	return lexer.Token{Type: lexer.EOF, Pos: end}
}

// reparse parses the clause starting at toks[start] on its own. It returns
// the clause's error if that lies at or after pos, and whether the clause
// parsed.
func reparse(filename string, src []byte, toks []lexer.Token, start, depth int, pos Position) (Position, error, bool) {
	p := clauseParser(nil)
	t := toks[start]
	switch {
	case depth == 0 && (isDeclWord(t.Value) || t.Value == "ruleset"):
		p = clauseParsers()[t.Value]
	case depth > 0 && t.Type == tokenTypes["Keyword"]:
		p = clauseParsers()[t.Value]
	case depth > 0 && t.Type == tokenTypes["Ident"]:
		p = clauseParsers()[""]
	}
	if p == nil {
		return pos, nil, false
	}
	padded := strings.Repeat(" ", t.Pos.Offset) + string(src[t.Pos.Offset:])
	err := p(filename, padded)
	var perr participle.Error
	if err == nil || !errors.As(err, &perr) || perr.Position().Offset < pos.Offset {
		return pos, nil, err == nil
	}
	return positionAt(toks, perr.Position().Offset, pos), err, false
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

// positionAt returns the position of the token at offset, or the end of
// the file after the last token; fallback when neither fits.
func positionAt(toks []lexer.Token, off int, fallback Position) Position {
	if i := tokenAt(toks, off); i >= 0 {
		return toks[i].Pos
	}
	if len(toks) > 0 {
		last := toks[len(toks)-1]
		end := last.Pos
		end.Advance(last.Value)
		if end.Offset == off {
			return end
		}
	}
	return fallback
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
