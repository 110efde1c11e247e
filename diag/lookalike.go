package diag

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// lookAlikes are characters that a word processor, a PDF of the rulebook or
// a keyboard layout puts where rules files and scenarios want plain ASCII,
// with the ASCII they stand for ("" for one that stands for nothing, an
// invisible character).
var lookAlikes = map[rune]string{
	'\u201c': `"`, '\u201d': `"`, '\u201e': `"`, '\u201f': `"`, '\u00ab': `"`, '\u00bb': `"`,
	'\u2033': "in", // double prime, the typographic inch mark
	'\u2018': "'", '\u2019': "'", '\u201a': "'", '\u201b': "'", '\u2032': "'",
	'\u2212': "-", '\u2010': "-", '\u2011': "-", '\u2012': "-", '\u2013': "-", '\u2014': "-", '\ufe63': "-",
	'\u00d7': "*", '\u2217': "*", '\u00f7': "/", '\u2215': "/",
	'\u2264': "<=", '\u2265': ">=", '\u2260': "!=", '\u2261': "==",
	'\u00a0': " ", '\u2002': " ", '\u2003': " ", '\u2007': " ", '\u2009': " ", '\u200a': " ", '\u202f': " ", '\u3000': " ",
	'\u200b': "", '\u200c': "", '\u200d': "", '\u2060': "", '\ufeff': "",
	'\u00b0': "", // a degree sign: angles are in degrees already
}

// LookAlike returns the plain ASCII that r, a character some editors put in
// its place, stands for: a typographic quote, dash, minus, inch mark,
// comparison or space, a fullwidth letter or digit, or "" for an invisible
// one or a degree sign; ok is false for any other character.
func LookAlike(r rune) (ascii string, ok bool) {
	if r >= '\uff01' && r <= '\uff5e' { // fullwidth ASCII
		return string(r - 0xfee0), true
	}
	ascii, ok = lookAlikes[r]
	return ascii, ok
}

// LookAlikeHint says what to write instead of r, or "" when r is no
// look-alike (LookAlike).
func LookAlikeHint(r rune) string {
	ascii, ok := LookAlike(r)
	switch {
	case !ok:
		return ""
	case r == '\u00b0':
		return "a degree sign: angles are in degrees, so write the number alone"
	case ascii == "":
		return fmt.Sprintf("%U is an invisible character: delete it", r)
	case ascii == " ":
		return fmt.Sprintf("%U is a space of another kind: write a plain space", r)
	case r == '\u2033':
		return fmt.Sprintf("%U is an inch mark: write in, as in 1in", r)
	}
	return fmt.Sprintf("%U stands for the ASCII %s: write that", r, ascii)
}

// PlainASCII returns s with each look-alike character replaced by the
// ASCII it stands for, and whether it replaced any.
//
// A string with no look-alike is returned as it is, with no allocation:
// scenario reading asks this of every length it reads.
func PlainASCII(s string) (string, bool) {
	first := -1
	for i, r := range s {
		if r >= utf8.RuneSelf {
			if _, ok := LookAlike(r); ok {
				first = i
				break
			}
		}
	}
	if first < 0 {
		return s, false
	}
	var b strings.Builder
	b.Grow(len(s))
	b.WriteString(s[:first])
	changed := false
	for _, r := range s[first:] {
		if ascii, ok := LookAlike(r); ok {
			b.WriteString(ascii)
			changed = true
			continue
		}
		b.WriteRune(r)
	}
	return b.String(), changed
}
