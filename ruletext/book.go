package ruletext

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/rulec-dev/rulec/check"
	"github.com/rulec-dev/rulec/diag"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/internal/textfile"
)

// Source is one text a rules file names.
type Source struct {
	*Text
	Name string           // the file name without its directory
	Pos  grammar.Position // of the source declaration that named it first
}

// Match is a passage of a source that a quotation matched.
type Match struct {
	Source int // index in Book.Sources
	Passage
}

// Clause is one node of a rules file with a ref.
type Clause struct {
	ID     int
	Pos    grammar.Position // of the clause
	RefPos grammar.Position
	Head   string // the clause's own text, as the formatter prints it
	Ref    string
	// Matches are the passages the ref quotes; empty when it quotes none.
	Matches []Match
	// Scenarios are the scenarios that ran the clause (Book.Exercise).
	Scenarios []string
	// within is the block a run records entering (see records) that
	// holds this one.
	within grammar.Position
}

// Omission is an `unencoded` declaration.
type Omission struct {
	Pos     grammar.Position
	Quote   string
	Reason  string
	Matches []Match
}

// Book is a set of rules files with the texts they encode.
type Book struct {
	Files     []string // every loaded rules file, imports included
	Sources   []*Source
	Clauses   []*Clause
	Omissions []*Omission
	// Diags are the warnings about sources and quotations: a source that
	// cannot be read or is not text, a quotation that matches nowhere or
	// more than once.
	Diags grammar.ErrorList

	own     map[string][]int    // absolute rules file → its sources
	imports map[string][]string // absolute rules file → files it imports
	read    func(string) ([]byte, error)
}

// Load parses rules files and the files they import, reads the sources
// they name and matches every ref and unencoded passage against them.
// Syntax errors are returned as the error; problems with sources and
// quotations are warnings in Book.Diags.
func Load(paths ...string) (*Book, error) { return LoadParsed(nil, paths...) }

// LoadParsed is Load with files already parsed: a file whose path, as Load
// would name it, is a key of parsed is not read and parsed again.
func LoadParsed(parsed map[string]*grammar.File, paths ...string) (*Book, error) {
	return LoadWith(nil, parsed, paths...)
}

// LoadWith is LoadParsed reading rules files and sources with read (nil
// reads regular files of bounded size from disk, as Load does), so a
// caller without a file system (the playground in a browser) or with
// files of its own (another version of a file) can give them.
func LoadWith(read func(string) ([]byte, error), parsed map[string]*grammar.File, paths ...string) (*Book, error) {
	b := &Book{read: read}
	b.own = map[string][]int{}
	b.imports = map[string][]string{}
	seen := map[string]bool{}
	sources := map[string]int{}
	var files []*grammar.File
	var errs grammar.ErrorList
	var load func(path string)
	load = func(path string) {
		abs, err := filepath.Abs(path)
		if err != nil || seen[abs] {
			return
		}
		seen[abs] = true
		f := parsed[path]
		if f == nil {
			src, err := b.readFile(path, "a rules file", check.MaxRulesFileSize)
			if err != nil {
				errs = append(errs, &grammar.Error{Pos: grammar.Position{Filename: path}, Msg: err.Error()})
				return
			}
			if f, err = grammar.Parse(path, src); err != nil {
				if list, ok := diag.AsList(err); ok {
					errs = append(errs, list...)
				}
				return
			}
		}
		b.Files = append(b.Files, path)
		files = append(files, f)
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *grammar.Import:
				imp := filepath.Join(filepath.Dir(path), d.Path)
				b.imports[abs] = append(b.imports[abs], absPath(imp))
				load(imp)
			case *grammar.Source:
				if i, ok := b.addSource(filepath.Join(filepath.Dir(path), d.Path), d.Pos, sources); ok {
					b.own[abs] = append(b.own[abs], i)
				}
			}
		}
	}
	for _, p := range paths {
		load(p)
	}
	if len(errs) > 0 {
		return nil, errs
	}
	for _, f := range files {
		b.collect(f)
	}
	b.match()
	return b, nil
}

// absPath is path made absolute, or path itself if that fails.
func absPath(path string) string {
	if a, err := filepath.Abs(path); err == nil {
		return a
	}
	return path
}

// visible returns the sources a file's refs may quote: its own and those
// of the files it imports, however deep.
func (b *Book) visible(file string) []int {
	seen := map[string]bool{}
	have := map[int]bool{}
	var out []int
	var visit func(f string)
	visit = func(f string) {
		if seen[f] {
			return
		}
		seen[f] = true
		for _, i := range b.own[f] {
			if !have[i] { // two files may name one text
				have[i] = true
				out = append(out, i)
			}
		}
		for _, imp := range b.imports[f] {
			visit(imp)
		}
	}
	visit(absPath(file))
	return out
}

// MaxSourceSize is the largest source text read: a rulebook's text is a
// few hundred kilobytes.
const MaxSourceSize = 16 << 20

// addSource reads a source text once and returns its index.
func (b *Book) addSource(path string, pos grammar.Position, seen map[string]int) (int, bool) {
	abs, _ := filepath.Abs(path)
	if i, ok := seen[abs]; ok {
		return i, true
	}
	raw, err := b.readFile(path, "a source text", MaxSourceSize)
	if err != nil {
		e := b.Diags.Add(pos, "cannot read source %s: %v", path, unwrapPath(err))
		e.Warning = true
		e.Hint = "source paths are relative to the rules file"
		return 0, false
	}
	t, err := NewText(path, raw)
	if err != nil {
		e := b.Diags.Add(pos, "source %v", err)
		e.Warning = true
		return 0, false
	}
	seen[abs] = len(b.Sources)
	b.Sources = append(b.Sources, &Source{Text: t, Name: filepath.Base(path), Pos: pos})
	return seen[abs], true
}

// readFile reads a rules file or a source with the Book's read function,
// or from disk when it has none: only a regular file of at most limit
// bytes, described as what in errors.
func (b *Book) readFile(path, what string, limit int64) ([]byte, error) {
	if b.read != nil {
		return b.read(path)
	}
	return textfile.Read(path, what, limit)
}

// unwrapPath drops the path an *os.PathError repeats.
func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// collect records the clauses and omissions of a file. A ref is within
// the innermost block a run records as it enters it (check's Clause: see
// records, and an else body), so its scenarios are those that ran that
// block; the ref of an if is within its body.
func (b *Book) collect(f *grammar.File) {
	var within []grammar.Position
	kids := grammar.NewLister() // one stack of children for the whole walk
	var walk func(n grammar.Node)
	walk = func(n grammar.Node) {
		if _, ok := n.(*grammar.Expr); ok {
			return // an expression holds no ref, block or unencoded passage
		}
		children, mark := kids.Children(n)
		recorded := records(n, children)
		if recorded {
			start, _ := n.Span()
			within = append(within, start)
		}
		if u, ok := n.(*grammar.Unencoded); ok {
			b.Omissions = append(b.Omissions, &Omission{Pos: u.Pos, Quote: u.Quote, Reason: u.Reason})
		}
		if r := grammar.RefOf(n); r != nil {
			start, _ := n.Span()
			c := &Clause{ID: len(b.Clauses), Pos: start, RefPos: r.Pos, Head: grammar.Head(n), Ref: r.Text}
			if len(within) > 0 {
				c.within = within[len(within)-1]
			}
			b.Clauses = append(b.Clauses, c)
		}
		for _, c := range children {
			if i, ok := n.(*grammar.If); ok && c == grammar.Node(i.Else) {
				// The else body is its own block, recorded at its brace.
				within = append(within, i.Else.Pos)
				walk(c)
				within = within[:len(within)-1]
				continue
			}
			walk(c)
		}
		if recorded {
			within = within[:len(within)-1]
		}
		kids.Drop(mark)
	}
	walk(f)
}

// records reports whether a run records entering n, as check's Clauses
// say: a node holding a block of statements (a procedure, step, when,
// otherwise, if, for, and any statement with a body), a priority order,
// each of its lines, and a let, recorded when its value is worked out.
func records(n grammar.Node, children []grammar.Node) bool {
	switch n.(type) {
	case *grammar.Order, *grammar.Priority, *grammar.Let:
		return true
	case *grammar.Block:
		return false
	}
	for _, c := range children {
		if _, ok := c.(*grammar.Block); ok {
			return true
		}
	}
	return false
}

// quotedParts returns the parts of a ref in typographic quotation marks,
// what the regexp `“([^”]+)”` finds, left to right and not overlapping:
// each “ followed by at least one character before the next ”. A scan,
// since compiling the regexp was a tenth of matching a small ruleset's refs.
func quotedParts(ref string) []string {
	var out []string
	const open, close = "“", "”"
	for {
		i := strings.Index(ref, open)
		if i < 0 {
			return out
		}
		rest := ref[i+len(open):]
		j := strings.Index(rest, close)
		if j < 0 {
			return out // no closing mark after this one, nor after any later
		}
		if j == 0 {
			ref = rest // “” quotes nothing: look from the next character on
			continue
		}
		out = append(out, rest[:j])
		ref = rest[j+len(close):]
	}
}

// Quotations returns the ways a ref may quote its source, most specific
// first. Parts in typographic quotation marks (“...”) are the quotations
// when there are any (all must match); plain double quotes are left alone,
// as rule texts use them for inches. Otherwise the whole ref is tried, then
// what follows each `: ` in turn, so that a ref may begin with a label:
// `March 2.2: If the unit is Shaken`.
func Quotations(ref string) (explicit []string, candidates []string) {
	explicit = quotedParts(ref)
	if len(explicit) > 0 {
		return explicit, nil
	}
	candidates = append(candidates, ref)
	rest := ref
	for {
		i := strings.Index(rest, ": ")
		if i < 0 {
			return nil, candidates
		}
		rest = rest[i+2:]
		candidates = append(candidates, rest)
	}
}

// Outside reports whether a ref cites a rule outside the sources: it
// begins with a bracketed label, `[Unit Spacing] more than 1" apart`, and
// is not matched against them.
func Outside(ref string) bool { return strings.HasPrefix(strings.TrimSpace(ref), "[") }

// find matches one quotation against the sources srcs.
func (b *Book) find(srcs []int, quote string, fr fragmentsOf) []Match {
	var out []Match
	frags := fr.of(quote) // once for every source
	for _, i := range srcs {
		for _, p := range b.Sources[i].find(frags) {
			out = append(out, Match{Source: i, Passage: p})
		}
	}
	return out
}

// match finds every ref's and omission's passages and warns about those
// that match nowhere or more than once.
func (b *Book) match() {
	var frags []string // of every quotation any ref may try
	fr := fragmentsOf{}
	for _, c := range b.Clauses {
		if !Outside(c.Ref) {
			explicit, candidates := Quotations(c.Ref)
			for _, q := range append(explicit, candidates...) {
				frags = append(frags, fr.of(q)...)
			}
		}
	}
	for _, o := range b.Omissions {
		frags = append(frags, fr.of(o.Quote)...)
	}
	for _, s := range b.Sources {
		s.index(frags)
	}
	visible := map[string][]int{} // by rules file: b.visible, once per file
	sourcesOf := func(file string) []int {
		srcs, ok := visible[file]
		if !ok {
			srcs = b.visible(file)
			visible[file] = srcs
		}
		return srcs
	}
	for _, c := range b.Clauses {
		if srcs := sourcesOf(c.Pos.Filename); len(srcs) > 0 && !Outside(c.Ref) {
			c.Matches = b.quote(srcs, c.RefPos, c.Ref, fr)
		}
	}
	for _, o := range b.Omissions {
		if srcs := sourcesOf(o.Pos.Filename); len(srcs) > 0 {
			o.Matches = b.quote(srcs, o.Pos, o.Quote, fr)
		}
	}
}

// quote matches the quotations of a ref (or an unencoded passage) and
// warns at pos about a quotation that matches nowhere or more than once.
func (b *Book) quote(srcs []int, pos grammar.Position, ref string, fr fragmentsOf) []Match {
	explicit, candidates := Quotations(ref)
	var out []Match
	if len(explicit) > 0 {
		for _, q := range explicit {
			out = append(out, b.one(srcs, pos, q, fr)...)
		}
		return out
	}
	for _, q := range candidates {
		if ms := b.find(srcs, q, fr); len(ms) > 0 { // a quotation of no words matches nothing
			return b.report(srcs, pos, q, ms)
		}
	}
	return b.one(srcs, pos, candidates[len(candidates)-1], fr)
}

// fragmentsOf holds the fragments of the quotations a book's match has
// split, by quotation: it splits each once, and normalizing the pieces
// was a sixth of matching the refs of a ruleset.
type fragmentsOf map[string][]string

// of returns the fragments of the quotation q.
func (fr fragmentsOf) of(q string) []string {
	f, ok := fr[q]
	if !ok {
		f = fragments(q)
		fr[q] = f
	}
	return f
}

// one matches one quotation, warning when it matches nowhere or more than
// once; of several matches it keeps the first.
func (b *Book) one(srcs []int, pos grammar.Position, q string, fr fragmentsOf) []Match {
	return b.report(srcs, pos, q, b.find(srcs, q, fr))
}

// report returns the matches ms of the quotation q, the first of several,
// warning when there are none or several.
func (b *Book) report(srcs []int, pos grammar.Position, q string, ms []Match) []Match {
	switch {
	case len(ms) == 0:
		e := b.Diags.Add(pos, "the quotation %q is not in the source text", short(q, 60))
		e.Warning = true
		if s, p, ok := b.nearest(srcs, q); ok {
			e.Hint = fmt.Sprintf("did you mean %q (%s:%d)?", short(s.Excerpt(p), 90), s.Name, s.LineOf(p.Start))
		}
		return nil
	case len(ms) > 1:
		s := b.Sources[ms[0].Source]
		e := b.Diags.Add(pos, "the quotation %q occurs %d times in the source text", short(q, 60), len(ms))
		e.Warning = true
		e.Hint = fmt.Sprintf("quote more words to say which; taken as the first, %s:%d", s.Name, s.LineOf(ms[0].Start))
		return ms[:1]
	}
	return ms
}

// short shortens s to n runes with an ellipsis.
func short(s string, n int) string {
	r := []rune(strings.Join(strings.Fields(s), " "))
	if len(r) <= n {
		return string(r)
	}
	return string(r[:n-1]) + "…"
}

// Quote is a passage a ref quotes, in the sentences that hold it: Before
// and After are the rest of those sentences, so a page can show the
// quoted words in their sentence.
type Quote struct {
	Source string `json:"source"` // the text's file name
	Line   int    `json:"line"`
	Before string `json:"before,omitempty"`
	Quoted string `json:"quoted"`
	After  string `json:"after,omitempty"`
}

// Quotes returns, by ref text, the passages every clause's ref quotes in
// their sentences; a ref quoting nothing in the sources has none.
func (b *Book) Quotes() map[string][]Quote {
	out := map[string][]Quote{}
	for _, c := range b.Clauses {
		if _, done := out[c.Ref]; done || len(c.Matches) == 0 {
			continue
		}
		for _, m := range c.Matches {
			s := b.Sources[m.Source]
			start, end := m.Start, m.End
			for _, i := range s.UnitsIn(m.Passage) {
				start, end = min(start, s.Units()[i].Start), max(end, s.Units()[i].End)
			}
			out[c.Ref] = append(out[c.Ref], Quote{
				Source: s.Name, Line: s.LineOf(m.Start),
				Before: s.Excerpt(Passage{start, m.Start}), Quoted: s.Excerpt(m.Passage), After: s.Excerpt(Passage{m.End, end}),
			})
		}
	}
	return out
}
