package ruletext

import (
	"bytes"
	"fmt"
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

// Text is one source text, split into units when they are first asked
// for (Units): checking the quotations of a ruleset's refs needs none, and
// splitting (and compiling its patterns) was a fifth of a small check.
type Text struct {
	Path string
	Raw  string
	// units are the units, split once by Units; split is its sync.Once.
	units []Unit
	split sync.Once
	// norm is Raw lowercased without whitespace, with typographic quotes
	// made plain; norm[i] comes from the rune of Raw at starts[i] (texts
	// are at most MaxSourceSize bytes, so an int32 holds any offset).
	norm   string
	starts []int32
	lines  []int // byte offset of each line's start
	// occ holds where each fragment a book looks up occurs in norm;
	// nil until the book's match finds them all in one pass (see
	// index.go), so that a lookup is a binary search rather than a scan
	// of the whole text (or several: a quotation is found everywhere it
	// occurs, and a ref may try a few).
	occ *occurrences
	// kept is the Text a Texts keeps of which this is a book's copy, or
	// nil.
	kept *Text
}

// Units returns the text's sentences, list items and headings, in order.
func (t *Text) Units() []Unit {
	t.split.Do(t.splitUnits)
	return t.units
}

// NewText reads raw as a text. It fails when raw is not text.
func NewText(path string, raw []byte) (*Text, error) {
	if !utf8.Valid(raw) || bytes.IndexByte(raw, 0) >= 0 {
		return nil, fmt.Errorf("%s is not a text file (it is not UTF-8 text)", path)
	}
	t := &Text{Path: path, Raw: string(raw)}
	t.lines = make([]int, 1, 1+len(raw)/64) // a line of a text is some tens of bytes
	for i := bytes.IndexByte(raw, '\n'); i >= 0; {
		t.lines = append(t.lines, i+1)
		j := bytes.IndexByte(raw[i+1:], '\n')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	if bytes.IndexByte(raw, '\r') >= 0 {
		t.lines = loneCRLines(raw, t.lines)
	}
	t.norm, t.starts = normalize(t.Raw, true)
	return t, nil
}

// loneCRLines returns the starts of the lines of raw, given lines, those
// after each \n: with those after a \r that no \n follows (a line
// ending of old Mac files). Split at \n alone, a text written so was one
// line: every ref cited its line 1, and its paragraphs ran together as
// one sentence.
func loneCRLines(raw []byte, lines []int) []int {
	out := make([]int, 0, len(lines))
	j := 0
	for i, c := range raw {
		if c != '\r' || i+1 < len(raw) && raw[i+1] == '\n' {
			continue
		}
		for ; j < len(lines) && lines[j] <= i+1; j++ {
			out = append(out, lines[j])
		}
		out = append(out, i+1)
	}
	return append(out, lines[j:]...)
}

// LineOf returns the 1-based line of a byte offset.
func (t *Text) LineOf(off int) int {
	return sort.Search(len(t.lines), func(i int) bool { return t.lines[i] > off })
}

// normalize lowercases s, drops whitespace (and the `\ ` of typeset
// texts) and double quotes, and makes typographic single quotes plain. It
// returns the result and, with spans set, the offset in s of the rune
// each of its bytes comes from.
func normalize(s string, spans bool) (string, []int32) {
	var starts []int32
	if spans {
		starts = make([]int32, 0, len(s))
	}
	b, starts := appendNorm(make([]byte, 0, len(s)), starts, s, spans)
	return string(b), starts
}

// appendNorm appends s normalized to b and, with spans set, the offset in
// s of each byte's rune to starts. ASCII, most of a rule text, is taken a
// byte at a time through the table fold, without decoding.
func appendNorm(b []byte, starts []int32, s string, spans bool) ([]byte, []int32) {
	// Written by index into slices grown at once to the most they can
	// need (no rune grows in its lower case here, see below): an append a
	// byte was half the cost of a check's texts.
	n := len(b)
	b = slices.Grow(b, len(s))[:n+len(s)]
	if spans {
		starts = slices.Grow(starts, len(s))[:n+len(s)]
	}
	for i := 0; i < len(s); {
		// A run of ASCII bytes, in a loop of its own without calls, so
		// that nothing it holds leaves the registers.
		for ; i < len(s) && s[i] < utf8.RuneSelf; i++ {
			l := fold[s[i]]
			if l == drop || l == '\\' && i+1 < len(s) && s[i+1] == ' ' {
				continue
			}
			b[n] = l
			if spans {
				starts[n] = int32(i)
			}
			n++
		}
		if i == len(s) {
			break
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case unicode.IsSpace(r):
			i += size
			continue
		case r == '‘' || r == '’' || r == '‚' || r == '′':
			r = '\''
		case r == '“' || r == '”' || r == '„' || r == '″':
			i += size // double quotes, plain or typographic, are ignored
			continue
		}
		l := unicode.ToLower(r)
		if utf8.RuneLen(l) > size {
			// a lower case longer than its upper (Ⱥ, U+023A, is two bytes
			// and ⱥ three): not in a rule text, but made room for
			b = append(b[:n], make([]byte, utf8.RuneLen(l)+len(s)-i)...)
			b = b[:cap(b)]
			if spans {
				starts = append(starts[:n], make([]int32, len(b)-n)...)
			}
		}
		m := n + utf8.EncodeRune(b[n:], l)
		for j := n; spans && j < m; j++ {
			starts[j] = int32(i)
		}
		n = m
		i += size
	}
	if spans {
		starts = starts[:n]
	}
	return b[:n], starts
}

// fold is what normalize makes of each ASCII byte: its lower case, or
// drop for white space (unicode.IsSpace's) and the double quote. The
// backslash of `\ ` is dropped by normalize itself. TestFold checks it.
const fold = "\x00\x01\x02\x03\x04\x05\x06\x07\x08\xff\xff\xff\xff\xff\x0e\x0f" +
	"\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f" +
	"\xff!\xff#$%&'()*+,-./0123456789:;<=>?" +
	"@abcdefghijklmnopqrstuvwxyz[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~\x7f"

// drop marks in fold a byte that normalize drops.
const drop = 0xff

// rawEnd returns the end in Raw of the rune norm[i] comes from.
func (t *Text) rawEnd(i int) int {
	s := int(t.starts[i])
	_, size := utf8.DecodeRuneInString(t.Raw[s:])
	return s + size
}

// norm normalizes a quotation.
func norm(s string) string {
	n, _ := normalize(s, false)
	return n
}

// ellipsis separates the fragments of a quotation.
var ellipsis = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\.\.\.|…`)
})

// fragments splits a quotation at its ellipses ("..." or "…") into
// normalized pieces, as ellipsis().Split would, without a regexp, leaving
// out pieces that normalize to nothing.
func fragments(quote string) []string {
	var out []string
	for _, p := range pieces(nil, quote) {
		if f := norm(p); f != "" {
			out = append(out, f)
		}
	}
	return out
}

// pieces appends to out the parts of a quotation between its ellipses,
// not yet normalized.
func pieces(out []string, quote string) []string {
	for {
		i, n := strings.Index(quote, "..."), 3
		if j := strings.Index(quote, "…"); j >= 0 && (i < 0 || j < i) {
			i, n = j, len("…")
		}
		if i < 0 {
			return append(out, quote)
		}
		out = append(out, quote[:i])
		quote = quote[i+n:]
	}
}

// Find returns every passage of the text that a quotation matches. An
// ellipsis in the quotation skips words: the fragments must occur in
// order, and the passage runs from the first to the end of the last.
func (t *Text) Find(quote string) []Passage { return t.find(fragments(quote)) }

// find is Find with the quotation's fragments.
func (t *Text) find(frags []string) []Passage { return t.appendFind(nil, frags, nil) }

// appendFind appends to out what find returns. ids, if not nil, are the
// fragments' numbers in the table of t's index.
func (t *Text) appendFind(out []Passage, frags []string, ids []int32) []Passage {
	if len(frags) == 0 {
		return out
	}
	// at returns where frags[k] first occurs in norm from the offset from
	// on, or -1.
	at := func(k, from int) int {
		if t.occ != nil {
			id, ok := int32(-1), true
			if ids != nil {
				id = ids[k]
			} else {
				id, ok = t.occ.table.ids[frags[k]]
			}
			if ok {
				return t.occ.from(id, from)
			}
		}
		if i := strings.Index(t.norm[from:], frags[k]); i >= 0 {
			return from + i
		}
		return -1
	}
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
		out = append(out, Passage{int(t.starts[start]), t.rawEnd(end - 1)})
		from = start + 1
	}
}

// UnitsIn returns the indexes of the units a passage overlaps.
func (t *Text) UnitsIn(p Passage) []int {
	var out []int
	for i, u := range t.Units() {
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
