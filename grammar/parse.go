package grammar

import (
	"bytes"
	"fmt"
	"reflect"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// lookahead is participle's UseLookahead: how many tokens an optional part
// may consume before failing and still be taken as absent. Every statement
// and declaration begins with its own word (but Action, an Ident, as which
// no such word is lexed) and Arg looks for its name itself, so nothing
// needs to backtrack: with none, an error inside a clause is reported where
// it is, not as a failure of the block around it.
const lookahead = 0

// decls and stmts list the node types of the two interfaces of the grammar:
// every declaration and every statement. The order is participle.Union's
// (the EBNF prints it); since each begins with its own word, the parser
// goes straight to the one a clause's first word names (see union).
func decls() []kind[Decl] {
	return []kind[Decl]{
		node[Decl, Procedure](), node[Decl, Unencoded](), node[Decl, Import](), node[Decl, Const](),
		node[Decl, Def](), node[Decl, Order](), node[Decl, Remember](), node[Decl, Units](),
		node[Decl, Pace](), node[Decl, Source](),
	}
}

// grammar holds the participle parsers, built on first use: one for the
// file around the declarations, and one per declaration and statement type,
// which the unions call by the clause's first word. participle tries the
// members of a participle.Union one after another, building a node and a
// branch for each that fails; going straight to the right one halved the
// parse of the 5,000-line BenchmarkParse. Parsers are safe for concurrent
// use.
type grammar struct {
	file  func() *participle.Parser[File]
	decls *union[Decl]
	stmts *union[Stmt]
	paths paths // which of the fast path and participle parse a clause
}

// paths says which parser parses a clause of a kind with a fast path
// (fastparse.go).
type paths int

const (
	fastFirst       paths = iota // the fast path, then participle where it fails
	participleAlone              // participle alone, for tests
	fastAlone                    // the fast path alone, for tests: where it fails, the parse fails
)

// theGrammar builds the grammar once, when it is first needed, so that
// commands that parse nothing do not pay for it.
var theGrammar = sync.OnceValue(func() *grammar { return newGrammar(fastFirst) })

// participleGrammar is the grammar without the fast path, for a file of so
// many tokens that participle may refuse it for repeating a part too often
// (participle.MaxIterations), which the fast path does not count.
var participleGrammar = sync.OnceValue(func() *grammar { return newGrammar(participleAlone) })

// newGrammar returns a grammar whose participle parsers are built when
// first needed: the file's when the fast path fails on a file (half a
// million instructions, an eighth of checking a small file), those of the
// declarations and statements when such a file first has one.
func newGrammar(paths paths) *grammar {
	g := &grammar{decls: newUnion(decls()), stmts: newUnion(stmts()), paths: paths}
	g.stmts.slot = 1
	g.file = sync.OnceValue(func() *participle.Parser[File] { return participle.MustBuild[File](g.options()...) })
	return g
}

// options are the options of every parser of the grammar.
func (g *grammar) options() []participle.Option {
	return []participle.Option{
		participle.Lexer(parserLexer),
		participle.Elide("Comment", "Space"),
		participle.UseLookahead(lookahead),
		participle.ParseTypeWith(func(lex *lexer.PeekingLexer) (Decl, error) { return g.decls.parse(g, lex) }),
		participle.ParseTypeWith(func(lex *lexer.PeekingLexer) (Stmt, error) { return g.stmts.parse(g, lex) }),
	}
}

// kind is one node type T of the interface I: the words that begin it and
// its parser, built on first use.
type kind[I any] struct {
	typ    reflect.Type
	member I // a new T, for participle.Union
	words  []string
	ident  bool // it begins with a name (an Ident token)
	parser func(g *grammar) func(lex *lexer.PeekingLexer) (I, error)
	// fast parses a T by its fast path (fastparse.go), nil if it has none,
	// taking it from the block *blk holds (see takeNode).
	fast func(p *fast, blk *any) I
}

// node describes the node type T, a member of the interface I.
func node[I any, T any, PT interface {
	*T
	Node
}]() kind[I] {
	typ := reflect.TypeFor[T]()
	k := kind[I]{typ: typ, member: any(PT(new(T))).(I)}
	k.words, k.ident = firstWords(typ)
	if _, ok := any(PT(new(T))).(fastParsed); ok {
		k.fast = func(p *fast, blk *any) I {
			n := PT(takeNode[T](blk))
			any(n).(fastParsed).parseFast(p)
			return any(n).(I)
		}
	}
	var once sync.Once
	var parse func(lex *lexer.PeekingLexer) (I, error)
	k.parser = func(g *grammar) func(lex *lexer.PeekingLexer) (I, error) {
		once.Do(func() {
			p := participle.MustBuild[T](g.options()...)
			trailing := participle.AllowTrailing(true)
			parse = func(lex *lexer.PeekingLexer) (I, error) {
				n, err := p.ParseFromLexer(lex, trailing)
				return any(PT(n)).(I), err
			}
		})
		return parse
	}
	return k
}

// firstWords returns the words that can begin the node type typ, read from
// the participle tag of its first field: a literal (`"let" ...`), a
// captured literal (`@"stop"`), captured alternatives (`@("mark" |
// "unmark")`) or a name (`@Ident`, then ident is true).
func firstWords(typ reflect.Type) (words []string, ident bool) {
	for i := range typ.NumField() {
		tag, ok := parserTag(typ.Field(i).Tag)
		if !ok {
			continue
		}
		term, _ := firstTerm(strings.TrimPrefix(strings.TrimSpace(tag), "@"))
		if term == "Ident" {
			return nil, true
		}
		for _, alt := range strings.Split(strings.TrimSuffix(strings.TrimPrefix(term, "("), ")"), "|") {
			alt = strings.TrimSpace(alt)
			if len(alt) < 2 || alt[0] != '"' || alt[len(alt)-1] != '"' {
				panic(fmt.Sprintf("grammar: %s must begin with a word or a name, not %s", typ, term))
			}
			words = append(words, alt[1:len(alt)-1])
		}
		return words, false
	}
	panic(fmt.Sprintf("grammar: %s has no grammar", typ))
}

// parserTag is tag.Lookup("parser") for a tag holding that key alone, as
// every tag of the grammar does, its value unescaped in one pass:
// reflect's Lookup unquotes it by strconv.Unquote, a call per escaped
// quote, which was most of building the grammar (about 30 µs, once per
// process, for `rulec check` of a small file). Any other tag goes to Lookup.
func parserTag(tag reflect.StructTag) (string, bool) {
	const key = `parser:"`
	raw, ok := strings.CutPrefix(string(tag), key)
	if !ok {
		return tag.Lookup("parser")
	}
	b := make([]byte, 0, len(raw))
	for i := 0; i < len(raw); i++ {
		switch c := raw[i]; {
		case c == '"' && i == len(raw)-1:
			return string(b), true
		case c == '\\' && i+1 < len(raw) && (raw[i+1] == '"' || raw[i+1] == '\\'):
			i++
			b = append(b, raw[i])
		case c == '"' || c == '\\':
			return tag.Lookup("parser") // another key, or another escape
		default:
			b = append(b, c)
		}
	}
	return tag.Lookup("parser")
}

// union parses a member of the interface I: the first, in the order of its
// kinds, that the next token can begin. That is the one participle.Union
// would take, since every other fails at that token.
type union[I any] struct {
	kinds []kind[I]
	// byWord lists, by a word's first byte, the words that begin a kind
	// and the first kind each begins: a few words a byte, compared in
	// turn, cost less than hashing the token for a table, once for every
	// statement and declaration
	byWord [128][]wordKind
	ident  int // the first kind beginning with a name, or -1
	// slot is the union's in fast.blocks: 0 for the declarations, 1 for
	// the statements.
	slot int
}

// newUnion indexes kinds by their first words.
func newUnion[I any](kinds []kind[I]) *union[I] {
	u := &union[I]{kinds: kinds, ident: -1}
	for i, k := range kinds {
		for _, w := range k.words {
			if _, ok := u.word(w); !ok {
				if w == "" || w[0] >= 128 {
					panic("grammar: a kind's first word must begin with an ASCII byte: " + w)
				}
				u.byWord[w[0]] = append(u.byWord[w[0]], wordKind{w, i})
			}
		}
		if k.ident && u.ident < 0 {
			u.ident = i
		}
	}
	return u
}

// wordKind is a word that begins a kind of a union, and the first kind
// it begins.
type wordKind struct {
	w string
	i int
}

// word returns the first kind the word v begins, if any.
func (u *union[I]) word(v string) (int, bool) {
	if v == "" || v[0] >= 128 {
		return 0, false
	}
	for _, k := range u.byWord[v[0]] {
		if k.w == v {
			return k.i, true
		}
	}
	return 0, false
}

// parse parses by participle the member the next token begins, or
// returns participle.NextMatch when it begins none. A literal matches a
// token of any type with its text, as in participle.
func (u *union[I]) parse(g *grammar, lex *lexer.PeekingLexer) (I, error) {
	t := lex.Peek()
	i, ok := u.kind(t.Type, t.Value)
	if !ok || t.EOF() {
		var none I
		return none, participle.NextMatch
	}
	return u.kinds[i].parser(g)(lex)
}

// kind returns the index of the kind a token of type tt and text v
// begins, if any.
func (u *union[I]) kind(tt lexer.TokenType, v string) (int, bool) {
	i, ok := u.word(v)
	if tt == identToken && u.ident >= 0 && (!ok || u.ident < i) {
		i, ok = u.ident, true
	}
	return i, ok
}

// parseFast parses by the fast path the member the next token begins, and
// reports whether one begins there. p fails where the member does not
// parse, or its kind has no fast path.
func (u *union[I]) parseFast(p *fast) (I, bool) {
	var none I
	if p.failed {
		return none, false
	}
	t := p.r.peek()
	i, ok := u.kind(lexer.TokenType(t.typ), p.r.value(t))
	if !ok || t.typ == int8(lexer.EOF) {
		return none, false
	}
	k := &u.kinds[i]
	if k.fast == nil {
		p.failed = true
		return none, false
	}
	b := &p.blocks[u.slot]
	if *b == nil {
		*b = make([]any, len(u.kinds))
	}
	n := k.fast(p, &(*b)[i])
	return n, !p.failed
}

// members returns a new node of each kind, for participle.Union.
func members[I any](kinds []kind[I]) []I {
	out := make([]I, len(kinds))
	for i, k := range kinds {
		out[i] = k.member
	}
	return out
}

// Parse parses one rules file. On a syntax error it returns an *Error with
// the position and a hint, which syntaxError words from participle's error.
func Parse(filename string, src []byte) (*File, error) {
	if err := CheckText(filename, src); err != nil {
		return nil, err
	}
	f, deep, seps, err := theGrammar().tree(filename, src)
	if deep != nil {
		return nil, nestingError(*deep)
	}
	if err != nil {
		return nil, syntaxError(filename, src, err)
	}
	if len(seps) > 0 {
		return nil, seps
	}
	return f, nil
}

// MaxNesting is how many blocks deep a rules file may nest: far past any
// rulebook (a procedure, a step, a few ifs and fors). The parser and every
// walk of the tree recurse once per block, and fmt indents each block
// further, so a file of 80,000 nested ifs took minutes and gigabytes to
// check and fmt made 1,500 nested ifs 4.5 MB; past the limit a file is
// refused at the first brace too deep.
const MaxNesting = 100

// nestingError is the error at a "{" more than MaxNesting blocks deep.
func nestingError(pos Position) error {
	return &Error{Pos: pos,
		Msg:  fmt.Sprintf("blocks nested too deep: a rules file nests at most %d blocks deep", MaxNesting),
		Hint: "move the inner blocks into a procedure of their own"}
}

// parseTree returns participle's tree of src, or its error.
func parseTree(filename string, src []byte) (*File, error) {
	return theGrammar().parseTree(filename, src)
}

// parseTree returns g's tree of src, or its error.
func (g *grammar) parseTree(filename string, src []byte) (*File, error) {
	f, _, _, err := g.tree(filename, src)
	return f, err
}

// tree returns g's tree of src, or its error, the statements of the tree
// not on lines of their own (checkSeparators), and the position of the first
// "{" more than MaxNesting blocks deep, if the scanner met one before it
// stopped: then the tree is not parsed, since the parser and every walk of
// the tree recurse once per block. The tokens are scanned once, for both;
// participle's ParseBytes would scan them as here.
func (g *grammar) tree(filename string, src []byte) (*File, *Position, ErrorList, error) {
	sc := parserLexer.scanner(filename, string(src))
	toks, err := scanAll(sc)
	if sc.tooDeep != nil || err != nil {
		return nil, sc.tooDeep, nil, err
	}
	if sc.tokens >= participle.MaxIterations && g.paths == fastFirst {
		g = participleGrammar()
	}
	f, seps, fast, err := g.parseFile(newReader(sc, toks), src)
	if err == nil && !fast {
		trimEnds(f, src)
		seps = checkSeparators(f, src)
	}
	return f, nil, seps, err
}

// parseFile parses the file r holds, whose source is src: by the fast
// path, then, if it fails anywhere, by participle alone from the start,
// which gives the error. It reports whether the fast path made the tree
// (quick): its nodes end at their last token, its expressions have their
// trees already (see fast.end and Expr.parseFast), and seps are its
// statements not on lines of their own (checkSeparators' errors, found as
// it parsed); participle's tree needs trimEnds and checkSeparators after.
func (g *grammar) parseFile(r *reader, src []byte) (f *File, seps ErrorList, quick bool, err error) {
	if g.paths != participleAlone {
		p := fast{r: r, g: g, src: &exprSource{sc: r.sc, toks: r.toks}, text: src, slab: &slab{}}
		p.name = new(string) // the file's, shared by the expression nodes' spans
		*p.name = r.sc.pos.Filename
		f := &File{}
		f.parseFast(&p)
		if !p.failed {
			f.exprTokens = p.exprToks
			f.exprSrc, f.exprSpans = p.src, p.exprSpans[:p.nSpans:p.nSpans]
			return f, p.seps, true, nil
		}
		if g.paths == fastAlone {
			return nil, nil, false, &participle.ParseError{Msg: "the fast path fails here", Pos: r.pos(r.peek())}
		}
	}
	lex, err := peekingLexer(r.lexerTokens())
	if err != nil {
		return nil, nil, false, err
	}
	f, err = g.file().ParseFromLexer(lex)
	return f, nil, false, err
}

// trimEnds puts the end of every node of participle's tree f at the end of
// its last token,
// where participle put it when the parser's lexer kept spaces: participle
// ends a node where the next token begins, and without spaces that token
// may be further on, past spaces and line breaks that are only layout
// (see scanner.Next). No node but the file ends with a line break; the
// file ends at the spaces after its last one.
//
// It also parses every expression's tokens into its tree (Expr.X, or
// Expr.Err), here rather than in (*Expr).Parse: with the source at hand,
// which says where a string ends (its token holds its unquoted value),
// and one slab of nodes for the whole file. The nodes of an expression
// end at their last token already. The fast path does both as it goes
// (fast.end, Expr.parseFast), with no walk of the tree after: TestFastParse
// requires its trees to equal participle's after trimEnds, node numbers
// included.
func trimEnds(f *File, src []byte) {
	s := &slab{}
	var toks []tok      // each expression's in turn
	name := new(string) // the file's, shared by the expression nodes' spans
	*name = f.Pos.Filename
	Walk(f, func(n Node) bool {
		n.spanOf().trimEnd(src, n != Node(f))
		if e, ok := n.(*Expr); ok {
			f.exprTokens += parseExpr(e, src, s, &toks, name)
			return false
		}
		return true
	})
}

// spanOf returns the node's span, to move its end.
func (s *span) spanOf() *span { return s }

// trimEnd moves EndPos back over spaces, tabs and carriage returns, and
// over line breaks too when lines is set.
func (s *span) trimEnd(src []byte, lines bool) {
	end := s.EndPos.Offset
	if end > len(src) {
		return
	}
	off, crossed := end, false
	for off > 0 {
		c := src[off-1]
		if c == '\n' && lines {
			crossed = true
		} else if c != ' ' && c != '\t' && c != '\r' {
			break
		}
		off--
	}
	if off == end {
		return
	}
	if !crossed {
		s.EndPos.Offset, s.EndPos.Column = off, s.EndPos.Column-(end-off)
		return
	}
	lineStart := bytes.LastIndexByte(src[:off], '\n') + 1
	col := utf8.RuneCount(src[lineStart:off]) + 1
	if lineStart == 0 && bytes.HasPrefix(src, []byte(bom)) {
		col-- // the scanner does not count a byte order mark
	}
	s.EndPos.Offset, s.EndPos.Line, s.EndPos.Column = off, s.EndPos.Line-bytes.Count(src[off:end], []byte("\n")), col
}

// EBNF returns the grammar in EBNF, for the language reference: the
// unions as participle.Union prints them.
func EBNF() string {
	return participle.MustBuild[File](append(unions(), participle.Lexer(parserLexer))...).String()
}

// unions are the interfaces of the grammar as participle.Union options,
// for the EBNF: participle would try the members one after another.
func unions() []participle.Option {
	return []participle.Option{
		participle.Union(members(decls())...),
		participle.Union(members(stmts())...),
	}
}

// Comments returns the comments of a source file in order.
func Comments(filename string, src []byte) ([]Comment, error) {
	if err := CheckText(filename, src); err != nil {
		return nil, err
	}
	toks, err := lexAll(filename, string(src))
	if err != nil {
		return nil, syntaxError(filename, src, err)
	}
	var out []Comment
	for _, t := range toks {
		if t.Type == commentToken {
			out = append(out, Comment{Pos: t.Pos, Text: t.Value})
		}
	}
	return out, nil
}
