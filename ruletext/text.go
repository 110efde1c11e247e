package ruletext

import (
	"bytes"
	"fmt"
	"index/suffixarray"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Kind says what a unit of a text is.
type Kind string

// The kinds of unit. Headings are shown but not counted.
const (
	Heading  Kind = "heading"
	Sentence Kind = "sentence"
	Item     Kind = "item" // the first sentence of a list item
)

// Unit is one sentence, list item or heading of a text.
type Unit struct {
	Kind       Kind
	Start, End int // byte offsets in the raw text
	Line       int // 1-based line of Start
	Text       string
}

// Counted reports whether the unit counts towards coverage.
func (u Unit) Counted() bool { return u.Kind != Heading }

// Passage is a span of a text, in byte offsets.
type Passage struct{ Start, End int }

// Text is one source text split into units.
type Text struct {
	Path  string
	Raw   string
	Units []Unit
	// norm is Raw lowercased without whitespace, with typographic quotes
	// made plain; starts[i] and ends[i] are the raw span of norm[i].
	norm         string
	starts, ends []int
	lines        []int // byte offset of each line's start
	// index is a suffix array of norm, or nil: Book.match builds it
	// before it looks up every ref of a book, so that each lookup is a
	// binary search instead of a scan of the whole text (or several: a
	// quotation is found everywhere it occurs, and a ref may try a few).
	index *suffixarray.Index
}

// buildIndex builds t's index if it has none.
func (t *Text) buildIndex() {
	if t.index == nil {
		t.index = suffixarray.New([]byte(t.norm))
	}
}

// NewText splits raw into units. It fails when raw is not text.
func NewText(path string, raw []byte) (*Text, error) {
	if !utf8.Valid(raw) || bytes.IndexByte(raw, 0) >= 0 {
		return nil, fmt.Errorf("%s is not a text file (it is not UTF-8 text)", path)
	}
	t := &Text{Path: path, Raw: string(raw)}
	t.lines = append(t.lines, 0)
	for i, c := range raw {
		if c == '\n' {
			t.lines = append(t.lines, i+1)
		}
	}
	var nb strings.Builder
	t.norm, t.starts, t.ends = normalize(t.Raw, &nb, true)
	t.split()
	return t, nil
}

// LineOf returns the 1-based line of a byte offset.
func (t *Text) LineOf(off int) int {
	return sort.Search(len(t.lines), func(i int) bool { return t.lines[i] > off })
}

// normalize lowercases s, drops whitespace (and the `\ ` of typeset
// texts) and double quotes, and makes typographic single quotes plain. It returns the result and,
// with spans set, the raw span of each of its bytes.
func normalize(s string, b *strings.Builder, spans bool) (string, []int, []int) {
	var starts, ends []int
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		next := i + size
		switch {
		case unicode.IsSpace(r):
			i = next
			continue
		case r == '\\' && next < len(s) && s[next] == ' ':
			i = next
			continue
		case r == '‘' || r == '’' || r == '‚' || r == '′':
			r = '\''
		case r == '"' || r == '“' || r == '”' || r == '„' || r == '″':
			i = next // double quotes, plain or typographic, are ignored
			continue
		}
		r = unicode.ToLower(r)
		n := b.Len()
		b.WriteRune(r)
		for j := n; spans && j < b.Len(); j++ {
			starts = append(starts, i)
			ends = append(ends, next)
		}
		i = next
	}
	return b.String(), starts, ends
}

// norm normalizes a quotation.
func norm(s string) string {
	var b strings.Builder
	n, _, _ := normalize(s, &b, false)
	return n
}

// ellipsis separates the fragments of a quotation.
var ellipsis = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\.\.\.|…`)
})

// fragments splits a quotation at its ellipses ("..." or "…") into
// normalized pieces, as ellipsis().Split would, without a regexp: a
// book splits every quotation it tries.
func fragments(quote string) []string {
	var out []string
	for {
		i, n := strings.Index(quote, "..."), 3
		if j := strings.Index(quote, "…"); j >= 0 && (i < 0 || j < i) {
			i, n = j, len("…")
		}
		piece := quote
		if i >= 0 {
			piece = quote[:i]
		}
		if f := norm(piece); f != "" {
			out = append(out, f)
		}
		if i < 0 {
			return out
		}
		quote = quote[i+n:]
	}
}

// Find returns every passage of the text that a quotation matches. An
// ellipsis in the quotation skips words: the fragments must occur in
// order, and the passage runs from the first to the end of the last.
func (t *Text) Find(quote string) []Passage { return t.find(fragments(quote)) }

// find is Find with the quotation's fragments.
func (t *Text) find(frags []string) []Passage {
	if len(frags) == 0 {
		return nil
	}
	occurs := make([][]int, len(frags)) // with an index, where each fragment occurs
	// at returns where frags[k] first occurs in norm from the offset from
	// on, or -1.
	at := func(k, from int) int {
		if t.index == nil {
			if i := strings.Index(t.norm[from:], frags[k]); i >= 0 {
				return from + i
			}
			return -1
		}
		if occurs[k] == nil {
			occurs[k] = append(t.index.Lookup([]byte(frags[k]), -1), len(t.norm)+1)
			slices.Sort(occurs[k])
		}
		if i := occurs[k][sort.SearchInts(occurs[k], from)]; i <= len(t.norm) {
			return i
		}
		return -1
	}
	var out []Passage
	for from := 0; ; {
		start := at(0, from)
		if start < 0 {
			return out
		}
		end := start + len(frags[0])
		for k := 1; k < len(frags); k++ {
			j := at(k, end)
			if j < 0 {
				return out
			}
			end = j + len(frags[k])
		}
		out = append(out, Passage{t.starts[start], t.ends[end-1]})
		from = start + 1
	}
}

// UnitsIn returns the indexes of the units a passage overlaps.
func (t *Text) UnitsIn(p Passage) []int {
	var out []int
	for i, u := range t.Units {
		if u.Start < p.End && p.Start < u.End {
			out = append(out, i)
		}
	}
	return out
}

// Excerpt returns the raw text of a passage with whitespace collapsed.
func (t *Text) Excerpt(p Passage) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(t.Raw[p.Start:p.End], `\ `, " ")), " ")
}
