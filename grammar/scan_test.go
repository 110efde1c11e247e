package grammar

import (
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// regexpLexer is participle's regexp lexer that the scanner replaced; with
// the joining of lines applied (joinedLexer), the scanner must produce
// exactly its tokens and errors.
var regexpLexer = lexer.MustSimple([]lexer.SimpleRule{
	{Name: "Comment", Pattern: `#[^\n]*`},
	{Name: "NL", Pattern: `\r?\n|;`},
	{Name: "Space", Pattern: `[ \t\r]+`},
	{Name: "Length", Pattern: `[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?(mm|cm|in|p|")`},
	{Name: "Dice", Pattern: `[0-9]*D[0-9]+`},
	{Name: "Number", Pattern: `[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?`},
	{Name: "String", Pattern: `"(\\.|[^"\\\n])*"|'(\\.|[^'\\\n])*'`},
	{Name: "Keyword", Pattern: `\b(` + strings.Join(append(StatementWords(), "ref", "by", "default", "as"), "|") + `)\b`},
	{Name: "Ident", Pattern: `[A-Za-z_][A-Za-z0-9_]*`},
	{Name: "Op", Pattern: `==|!=|<=|>=|&&|\|\||\?\?|\?\.|\.\.|\*\*|[-+*/%^<>=!(){}\[\],.:?|]`},
})

// joinedLexer is the reference lexer: the regexp lexer with the one rule
// that looks beyond a token applied to its tokens. A line break (not `;`)
// is a Space when the last token before it but spaces and comments is one
// of joinAfter, or when the text after it matches continuedBy.
var joinedLexer lexer.Definition = joinedDef{regexpLexer}

var (
	joinAfter   = regexp.MustCompile(`^(,|\(|\[|\+|-|\*|/|%|\^|\*\*|==|!=|<|<=|>|>=|&&|\|\||\?\?|\||and|or)$`)
	continuedBy = regexp.MustCompile(`^[ \t\r]*(["']|ref\b)`)
)

// joinedDef applies the joining rule to the tokens of a definition.
type joinedDef struct{ lexer.Definition }

// Lex returns a lexer for everything r holds.
func (d joinedDef) Lex(filename string, r io.Reader) (lexer.Lexer, error) {
	src, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	return d.LexString(filename, string(src))
}

// LexString returns a lexer for src.
func (d joinedDef) LexString(filename, src string) (lexer.Lexer, error) {
	lx, err := d.Definition.Lex(filename, strings.NewReader(src))
	if err != nil {
		return nil, err
	}
	return &joining{Lexer: lx, src: src, types: d.Symbols()}, nil
}

// joining is a lexer applying the joining rule.
type joining struct {
	lexer.Lexer
	src   string
	types map[string]lexer.TokenType
	joins bool
}

// Next returns the next token, a joined line break as a Space.
func (l *joining) Next() (lexer.Token, error) {
	t, err := l.Lexer.Next()
	if err != nil {
		return t, err
	}
	if t.Type == l.types["NL"] && t.Value != ";" &&
		(l.joins || continuedBy.MatchString(l.src[t.Pos.Offset+len(t.Value):])) {
		t.Type = l.types["Space"]
	}
	if t.Type != l.types["Space"] && t.Type != l.types["Comment"] {
		l.joins = (t.Type == l.types["Op"] || t.Type == l.types["Ident"]) && joinAfter.MatchString(t.Value)
	}
	return t, nil
}

// Parsers over the reference lexer and over the scanner, for comparing
// unquoted tokens and whole parses. The reference is configured as the
// parser was before the scanner.
var (
	regexpParser = participle.MustBuild[File](append(unions(),
		participle.Lexer(joinedLexer),
		participle.Elide("Comment", "Space"),
		participle.Unquote("String"),
		participle.UseLookahead(lookahead),
	)...)
	scanParser = participle.MustBuild[File](append(unions(), participle.Lexer(scanDef{unquote: true}))...)
)

// TestScanSymbols checks that token types keep their names and numbers.
func TestScanSymbols(t *testing.T) {
	if got, want := Lexer.Symbols(), regexpLexer.Symbols(); !reflect.DeepEqual(got, want) {
		t.Errorf("Symbols() = %v, want %v", got, want)
	}
	for name, tt := range regexpLexer.Symbols() {
		if name != "EOF" && kindName(tt) != name {
			t.Errorf("kindName(%d) = %q, want %q", tt, kindName(tt), name)
		}
	}
}

// TestScanAgrees compares the scanner with the regexp lexer on every
// rules file of the project, on tricky cases and on random text.
func TestScanAgrees(t *testing.T) {
	for name, src := range allInputs(t) {
		if msg := compareLex(string(src)); msg != "" {
			t.Errorf("%s: %s", name, msg)
		}
	}
	for _, src := range trickyInputs {
		if msg := compareLex(src); msg != "" {
			t.Error(msg)
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		if msg := compareLex(randomSource(r)); msg != "" {
			t.Error(msg)
		}
	}
}

// TestParseAgrees compares whole parses, tree or error, with the
// parser as it was configured over the regexp lexer.
func TestParseAgrees(t *testing.T) {
	if got, want := EBNF(), regexpParser.String(); got != want {
		t.Errorf("grammar is\n%s\nwant\n%s", got, want)
	}
	for name, src := range allInputs(t) {
		if msg := compareParse(src); msg != "" {
			t.Errorf("%s: %s", name, msg)
		}
	}
	r := rand.New(rand.NewPCG(3, 4))
	for range 2000 {
		if msg := compareParse([]byte(randomStatements(r))); msg != "" {
			t.Error(msg)
		}
	}
}

// FuzzLex checks that the scanner agrees with the regexp lexer. Its seeds
// are small on purpose: the fuzzer mutates rather than minimises them, so a
// short burst runs thousands of inputs (whole rules files are
// TestScanAgrees's job).
func FuzzLex(f *testing.F) {
	for _, src := range trickyInputs {
		f.Add([]byte(src))
	}
	for _, st := range statements {
		f.Add([]byte(strings.ReplaceAll(st, "%s", "1.5e3in")))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		if msg := compareLex(string(src)); msg != "" {
			t.Fatal(msg)
		}
		if msg := compareParse(src); msg != "" {
			t.Fatal(msg)
		}
		if msg := compareFill(string(src), 3); msg != "" {
			t.Fatal(msg)
		}
	})
}

// trickyInputs are where the regexp rules overlap or stop.
var trickyInputs = []string{
	"2D6 D6 Dx D 2D 2Dx 12D34x 2.5D6 D6step", "1inch 1in 1.5in 1.5e3in 1p 1px 2mmm 3cm 4\" 5c 6m",
	"1e5 1E+5 1e- 1e+x 1.e5 1..2 1.2.3 .5 0.5mm", "step steps _step step_ 2step stepé as ascii",
	"\r\n \r\n\r\r\n \r \t\r; ;\n", "# comment\r\n#\n#é\xff", "\"a\\\"b\" 'a\\'b' \"it's\" 'say \"x\"'",
	"\"abc\n\"", "\"a\\\nb\"", "\"a\\", "'", "\"\\q\" '\\\"'", "\"\\xff\" \"\\u00e9\" \"\\ud800\"",
	"\"é\xff\"", "a&&b & c || d | e ?? f ?. g ?x .. h ... ** * == = != ! <= < >= >",
	"@", "é", "\x00", "a@", "x = $", "\xff", "ok\n\n@ and then a long tail of text here",
	"€€€€€€€€€€€€€€€€€€€€ @", "",
}

// fragments are the pieces random sources are made of.
var fragments = []string{
	"0", "12", "3.5", ".", "..", "e", "E", "+", "-", "D", "D6", "2D6", "in", "mm", "cm", "m",
	"c", "p", "i", "n", "\"", "'", "\\", "\n", "\r", ";", " ", "\t", "#", "step", "as", "ref",
	"by", "default", "unmark", "_", "x", "abc", "é", "\xff", "&", "&&", "|", "?", "*", "=",
	"!", "<", ">", "(", ")", "{", "}", "[", "]", ",", ":", "%", "^", "/", "@", "$", " and ", "or",
}

// randomSource returns text made of random fragments.
func randomSource(r *rand.Rand) string {
	var b strings.Builder
	for range r.IntN(24) {
		b.WriteString(fragments[r.IntN(len(fragments))])
	}
	return b.String()
}

// statements are the lines random rules files are made of.
var statements = []string{
	"let x = %s", "if %s { stop }", "pivot unit, to: %s", "event e(%s)", "mark u as f(%s)",
	"first \"a\" {\n when %s { stop }\n otherwise { skip step 2 }\n}", "roll r = %s",
	"choose c from %s by x default %s", "pick c from %s {\n minimise %s\n}", "call c(a: %s)",
}

// randomStatements returns a procedure of random statements whose
// expressions are random fragments, so that most of it parses.
func randomStatements(r *rand.Rand) string {
	var b strings.Builder
	b.WriteString("ruleset \"R\"\nprocedure p(u: unit) {\n")
	for range r.IntN(6) {
		s := statements[r.IntN(len(statements))]
		args := make([]any, strings.Count(s, "%s"))
		for i := range args {
			args[i] = strings.TrimSpace(strings.Map(func(c rune) rune {
				if c == '\n' || c == '#' {
					return ' '
				}
				return c
			}, randomSource(r)))
		}
		fmt.Fprintf(&b, "  "+s+"\n", args...)
	}
	b.WriteString("}\n")
	return b.String()
}

// allInputs returns the inputs of the other tests and every rules file in
// the project.
func allInputs(t testing.TB) map[string][]byte {
	out := inputs(t)
	out["generated"] = []byte(generated(300))
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case d.IsDir() && strings.HasPrefix(d.Name(), ".") && path != "..":
			return filepath.SkipDir
		case d.IsDir() || filepath.Ext(path) != ".rules":
			return nil
		}
		src, err := os.ReadFile(path)
		out[path] = src
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// compareLex returns how the scanner and the regexp lexer differ on src,
// raw and with strings unquoted, or "" if they agree.
func compareLex(src string) string {
	if strings.HasPrefix(src, bom) {
		return "" // the scanner skips a byte order mark; TestBOM checks it
	}
	want, wantErr := lexTokens(joinedLexer, src)
	got, gotErr := lexTokens(Lexer, src)
	if msg := compareTokens(src, got, gotErr, want, wantErr); msg != "" {
		return msg
	}
	want, wantErr = regexpParser.Lex("t.rules", strings.NewReader(src))
	got, gotErr = scanParser.Lex("t.rules", strings.NewReader(src))
	if msg := compareTokens(src, got, gotErr, want, wantErr); msg != "" {
		return "unquoted: " + msg
	}
	return ""
}

// compareTokens returns how two results of lexing src differ, or "".
func compareTokens(src string, got []lexer.Token, gotErr error, want []lexer.Token, wantErr error) string {
	if g, w := errorText(gotErr), errorText(wantErr); g != w {
		return fmt.Sprintf("lexing %q: error %s, want %s", src, g, w)
	}
	for i := range min(len(got), len(want)) {
		if got[i] != want[i] {
			return fmt.Sprintf("lexing %q: token %d is %#v, want %#v", src, i, got[i], want[i])
		}
	}
	if len(got) != len(want) {
		return fmt.Sprintf("lexing %q: %d tokens, want %d", src, len(got), len(want))
	}
	return ""
}

// compareParse returns how Parse's participle parser and the reference
// parser differ on src, or "".
func compareParse(src []byte) string {
	if strings.HasPrefix(string(src), bom) {
		return ""
	}
	want, wantErr := regexpParser.ParseBytes("t.rules", src)
	if wantErr == nil {
		// parseTree parses the expressions' trees after participle's parse
		// and counts their tokens (trimEnds), and so must the reference.
		// The nodes are numbered across the file (NodeNumber), as there.
		s, name := &slab{}, new(string)
		*name = want.Pos.Filename
		Walk(want, func(n Node) bool {
			if e, ok := n.(*Expr); ok {
				e.X, e.Err = parseExprTokens(e.Tokens(), src, s, name)
				want.exprTokens += len(e.Tokens())
				return false
			}
			return true
		})
	}
	got, gotErr := parseTree("t.rules", src)
	if g, w := errorText(gotErr), errorText(wantErr); g != w {
		return fmt.Sprintf("parsing %q: error %s, want %s", src, g, w)
	}
	if wantErr == nil && !reflect.DeepEqual(ownTokens(got), ownTokens(want)) {
		return fmt.Sprintf("parsing %q:\n got %s\nwant %s", src, dump(got), dump(want))
	}
	return ""
}

// lexTokens returns the tokens of src through def, EOF included, up to the
// first error.
func lexTokens(def lexer.Definition, src string) ([]lexer.Token, error) {
	lx, err := def.(lexer.StringDefinition).LexString("t.rules", src)
	if err != nil {
		return nil, err
	}
	var out []lexer.Token
	for {
		t, err := lx.Next()
		if err != nil {
			return out, err
		}
		out = append(out, t)
		if t.EOF() {
			return out, nil
		}
	}
}

// errorText returns the type, position and text of err.
func errorText(err error) string {
	if err == nil {
		return "<nil>"
	}
	pos := "?"
	if perr, ok := err.(participle.Error); ok {
		pos = perr.Position().GoString()
	}
	return fmt.Sprintf("%T at %s: %q", err, pos, err.Error())
}

// TestBOM checks that a byte order mark is skipped and positions still
// count from the first character after it.
func TestBOM(t *testing.T) {
	toks, err := lexTokens(Lexer, bom+"ruleset \"x\"")
	if err != nil {
		t.Fatal(err)
	}
	if got := toks[0]; got.Value != "ruleset" || got.Pos.Line != 1 || got.Pos.Column != 1 {
		t.Errorf("first token is %#v, want \"ruleset\" at 1:1", got)
	}
	if _, err := Parse("t.rules", []byte(bom+"ruleset \"x\" version \"1\"\n")); err != nil {
		t.Errorf("Parse with a byte order mark: %v", err)
	}
}

// TestCheckText checks that binary input is refused at its first bad byte.
func TestCheckText(t *testing.T) {
	tests := []struct{ src, want string }{
		{"ruleset \"x\"\n", "<nil>"},
		{"ruleset\n\"\x00\"", "t.rules:2:2: not a rules file: byte 0x00 is not text (rules files are UTF-8 text)"},
		{"é\xff", "t.rules:1:2: not a rules file: byte 0xff is not text (rules files are UTF-8 text)"},
	}
	for _, tt := range tests {
		if got := fmt.Sprint(CheckText("t.rules", []byte(tt.src))); got != tt.want {
			t.Errorf("CheckText(%q) = %s, want %s", tt.src, got, tt.want)
		}
	}
}

// TestSnippetLongLine checks that a snippet of a very long line shows the
// part round the column, with the caret under it.
func TestSnippetLongLine(t *testing.T) {
	line := strings.Repeat("a", 500) + "X" + strings.Repeat("b", 500)
	got := Snippet([]byte("first\n"+line+"\n"), Position{Line: 2, Column: 501})
	want := "    ..." + strings.Repeat("a", 80) + "X" + strings.Repeat("b", 79) + "...\n    " + strings.Repeat(" ", 83) + "^"
	if got != want {
		t.Errorf("Snippet =\n%s\nwant\n%s", got, want)
	}
	if got := Snippet([]byte("é = x"), Position{Line: 1, Column: 3}); got != "    é = x\n      ^" {
		t.Errorf("Snippet counts columns in characters: got\n%s", got)
	}
}

// TestDropSpaces checks that the parsers' scanner, which steps over spaces
// without making tokens of them, gives the tokens of the scanner that
// makes them, but the Space tokens, on every input and the tricky ones.
func TestDropSpaces(t *testing.T) {
	srcs := allInputs(t)
	for i, s := range trickyInputs {
		srcs[fmt.Sprint("tricky ", i)] = []byte(s)
	}
	for name, src := range srcs {
		all, allErr := lexTokens(scanDef{unquote: true}, string(src))
		want := all[:0:0]
		for _, tok := range all {
			if tok.Type != spaceToken {
				want = append(want, tok)
			}
		}
		got, gotErr := lexTokens(parserLexer, string(src))
		if !reflect.DeepEqual(got, want) || errorText(gotErr) != errorText(allErr) {
			t.Errorf("%s: without spaces\n got %v, %v\nwant %v, %v", name, got, gotErr, want, allErr)
		}
	}
}

// TestSpellsTwoCharOp checks spellsTwoCharOp against twoCharOps for every
// two operators in a row, and isWordOperator against wordOperators.
func TestSpellsTwoCharOp(t *testing.T) {
	ops := []string{"==", "!=", "<=", ">=", "&&", "||", "??", "?.", "..", "**"}
	for _, c := range "-+*/%^<>=!(){}[],.:?|&" {
		ops = append(ops, string(c))
	}
	for _, p := range ops {
		for _, q := range ops {
			if got, want := spellsTwoCharOp(p, q), twoCharOps[p+q[:1]]; got != want {
				t.Errorf("spellsTwoCharOp(%q, %q) = %v, want %v", p, q, got, want)
			}
		}
	}
	words := []string{"a", "ands", "x", "nots", ""}
	for w := range wordOperators {
		words = append(words, w)
	}
	for _, w := range words {
		if got, want := isWordOperator(w), wordOperators[w]; got != want {
			t.Errorf("isWordOperator(%q) = %v, want %v", w, got, want)
		}
	}
}

// wordOperators are expr's operators spelled as words, which do not end
// an operand: the set isWordOperator's switch must hold.
var wordOperators = map[string]bool{
	"and": true, "or": true, "not": true, "in": true, "matches": true,
	"contains": true, "startsWith": true, "endsWith": true,
}

// twoCharOps are the operators of two characters, which two one-character
// operators must not spell: the set spellsTwoCharOp's switch must hold.
var twoCharOps = map[string]bool{
	"==": true, "!=": true, "<=": true, ">=": true, "&&": true, "||": true,
	"??": true, "?.": true, "..": true, "**": true,
}

// TestJoinsNextAsJoiners checks joinsNext, which decides by the token's
// type and bytes, against joiners for every operator and name token the
// scanner can make of a word or two bytes, and isLetter and isWordChar
// against the ranges of ASCII they stand for.
func TestJoinsNextAsJoiners(t *testing.T) {
	var vs []string
	for a := range 128 {
		vs = append(vs, string(rune(a)))
		for b := range 128 {
			vs = append(vs, string([]byte{byte(a), byte(b)}))
		}
	}
	vs = append(vs, "and", "or", "andx", "orx", "not", "in", "AND")
	for _, v := range vs {
		for _, tt := range []lexer.TokenType{opToken, identToken, keywordToken, numberToken, stringToken} {
			typ, end := scanToken(v, 0)
			if typ != tt || end != len(v) {
				continue // not a token of that type
			}
			want := (tt == opToken || tt == identToken) && joiners(v)
			if got := joinsNext(tt, v); got != want {
				t.Errorf("joinsNext(%s, %q) = %v, want %v", kindName(tt), v, got, want)
			}
		}
	}
	for c := range 256 {
		b := byte(c)
		letter := b == '_' || 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z'
		if isLetter(b) != letter || isWordChar(b) != (letter || '0' <= b && b <= '9') {
			t.Errorf("byte %#x: isLetter %v, isWordChar %v", c, isLetter(b), isWordChar(b))
		}
	}
}
