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
	Ref    string
	// Matches are the passages the ref quotes; empty when it quotes none.
	Matches []Match
	// Scenarios are the scenarios that ran the clause (Book.Exercise).
	Scenarios []string
	// within is the block a run records entering (see records) that
	// holds this one.
	within grammar.Position
	// node is the clause's node, whose Head is formatted when asked:
	// checking the quotations, what most loads are for, needs none.
	node grammar.Node
}

// Head returns the clause's own text, as the formatter prints it.
func (c *Clause) Head() string { return grammar.Head(c.node) }

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
	texts   *Texts // the source texts kept from earlier loads, or nil
	// wd and wdErr are the working directory, asked once: filepath.Abs
	// asks it (two stat calls) for every path.
	wd    string
	wdErr error
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
	return loadWith(read, nil, parsed, paths)
}

// loadWith is LoadWith taking the source texts from texts when they are
// there (nil: none kept).
func loadWith(read func(string) ([]byte, error), texts *Texts, parsed map[string]*grammar.File, paths []string) (*Book, error) {
	b := &Book{read: read, texts: texts}
	b.wd, b.wdErr = os.Getwd()
	b.own = map[string][]int{}
	b.imports = map[string][]string{}
	seen := map[string]bool{}
	sources := map[string]int{}
	var files []*grammar.File
	var errs grammar.ErrorList
	var load func(path string)
	load = func(path string) {
		abs, err := b.abs(path)
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
				b.imports[abs] = append(b.imports[abs], b.absPath(imp))
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

// abs is filepath.Abs in the working directory the book found.
func (b *Book) abs(path string) (string, error) {
	if filepath.IsAbs(path) || b.wd == "" && b.wdErr == nil { // a Book LoadWith did not make
		return filepath.Abs(path)
	}
	if b.wdErr != nil {
		return "", b.wdErr
	}
	return filepath.Join(b.wd, path), nil
}

// absPath is path made absolute, or path itself if that fails.
func (b *Book) absPath(path string) string {
	if a, err := b.abs(path); err == nil {
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
	visit(b.absPath(file))
	return out
}

// MaxSourceSize is the largest source text read: a rulebook's text is a
// few hundred kilobytes.
const MaxSourceSize = 16 << 20

// addSource reads a source text once and returns its index.
func (b *Book) addSource(path string, pos grammar.Position, seen map[string]int) (int, bool) {
	abs, _ := b.abs(path)
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
	t, err := b.texts.text(abs, path, raw)
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
	var slab []Clause           // the clauses, made 32 at a time
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
			if len(slab) == cap(slab) {
				slab = make([]Clause, 0, 32)
			}
			slab = append(slab, Clause{ID: len(b.Clauses), Pos: start, RefPos: r.Pos, Ref: r.Text, node: n})
			c := &slab[len(slab)-1]
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
func (b *Book) find(srcs []int, q quotation, fr *fragmentsOf) []Match {
	var out []Match
	frags, ids := fr.of(q) // once for every source
	for _, i := range srcs {
		fr.found = b.Sources[i].appendFind(fr.found[:0], frags, ids)
		for _, p := range fr.found {
			out = append(out, Match{Source: i, Passage: p})
		}
	}
	return out
}

// quoted is what a ref (or an unencoded passage) quotes, as Quotations
// gives it.
type quoted struct{ explicit, candidates []quotation }

// match finds every ref's and omission's passages and warns about those
// that match nowhere or more than once.
func (b *Book) match() {
	// Each ref's quotations, split once, and the fragments of all of
	// them, found in each text in one pass (index.go).
	refs := make([]quoted, len(b.Clauses))
	fr := &fragmentsOf{}
	for i, c := range b.Clauses {
		if !Outside(c.Ref) {
			refs[i] = fr.quoted(c.Ref)
		}
	}
	omitted := make([]quoted, len(b.Omissions))
	for i, o := range b.Omissions {
		omitted[i] = fr.quoted(o.Quote)
	}
	fr.done()
	if len(b.Sources) > 0 {
		var ft *fragmentTable
		ft, fr.ids = b.texts.fragmentTable(fr.all)
		for _, s := range b.Sources {
			s.occ = b.texts.occurrencesOf(ft, s.Text)
		}
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
	for i, c := range b.Clauses {
		if srcs := sourcesOf(c.Pos.Filename); len(srcs) > 0 && !Outside(c.Ref) {
			c.Matches = b.quote(srcs, c.RefPos, refs[i], fr)
		}
	}
	for i, o := range b.Omissions {
		if srcs := sourcesOf(o.Pos.Filename); len(srcs) > 0 {
			o.Matches = b.quote(srcs, o.Pos, omitted[i], fr)
		}
	}
}

// quote matches the quotations of a ref (or an unencoded passage) and
// warns at pos about a quotation that matches nowhere or more than once.
func (b *Book) quote(srcs []int, pos grammar.Position, r quoted, fr *fragmentsOf) []Match {
	var out []Match
	if len(r.explicit) > 0 {
		for _, q := range r.explicit {
			out = append(out, b.one(srcs, pos, q, fr)...)
		}
		return out
	}
	for _, q := range r.candidates {
		if ms := b.find(srcs, q, fr); len(ms) > 0 { // a quotation of no words matches nothing
			return b.report(srcs, pos, q.text, ms)
		}
	}
	return b.one(srcs, pos, r.candidates[len(r.candidates)-1], fr)
}

// quotation is one way a ref may quote its source: its text and its
// fragments, fragmentsOf's all[first:end].
type quotation struct {
	text       string
	first, end int32
}

// fragmentsOf holds the fragments of the quotations a book's match
// tries: each quotation is split once, and its pieces normalized into one
// buffer that becomes one string, of which every fragment is a part
// (normalizing the pieces one by one, each into a string of its own, was
// a sixth of matching the refs of a ruleset). Quotations are added
// (quoted), then the fragments made (done) and looked up (of).
type fragmentsOf struct {
	ends []int32 // the end in buf of each fragment
	buf  []byte
	all  []string
	// ids are the fragments' numbers in the table of the sources' index,
	// by fragment; nil without sources.
	ids   []int32
	found []Passage // Book.find's, reused from one quotation to the next
}

// quoted splits and normalizes the quotations of a ref.
func (fr *fragmentsOf) quoted(ref string) quoted {
	explicit, candidates := Quotations(ref)
	var r quoted
	if len(explicit) > 0 {
		r.explicit = make([]quotation, len(explicit))
		for i, q := range explicit {
			r.explicit[i] = fr.add(q)
		}
	}
	if len(candidates) > 0 {
		r.candidates = make([]quotation, len(candidates))
		for i, q := range candidates {
			r.candidates[i] = fr.add(q)
		}
	}
	return r
}

// add splits and normalizes the quotation q.
func (fr *fragmentsOf) add(q string) quotation {
	first := len(fr.ends)
	var ps [4]string
	for _, p := range pieces(ps[:0], q) {
		start := len(fr.buf)
		if fr.buf, _ = appendNorm(fr.buf, nil, p, false); len(fr.buf) > start {
			fr.ends = append(fr.ends, int32(len(fr.buf)))
		}
	}
	return quotation{q, int32(first), int32(len(fr.ends))}
}

// done makes the fragments of the quotations added, once all are.
func (fr *fragmentsOf) done() {
	s := string(fr.buf)
	fr.all = make([]string, len(fr.ends))
	start := int32(0)
	for i, end := range fr.ends {
		fr.all[i] = s[start:end]
		start = end
	}
}

// of returns the fragments of the quotation q and their numbers in the
// sources' index (nil without sources).
func (fr *fragmentsOf) of(q quotation) ([]string, []int32) {
	var ids []int32
	if fr.ids != nil {
		ids = fr.ids[q.first:q.end:q.end]
	}
	return fr.all[q.first:q.end:q.end], ids
}

// one matches one quotation, warning when it matches nowhere or more than
// once; of several matches it keeps the first.
func (b *Book) one(srcs []int, pos grammar.Position, q quotation, fr *fragmentsOf) []Match {
	return b.report(srcs, pos, q.text, b.find(srcs, q, fr))
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
