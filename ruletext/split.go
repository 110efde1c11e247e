package ruletext

import (
	"regexp"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

var (
	// listMarker begins a list item: a bullet, `1 - `, `a) `, `b1) `, or a
	// numbered paragraph `2.1 ` / `3. `.
	listMarker = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^(?:[•·◦▪‣*-]|\d+ - |[a-z]\d?\)|\d+(?:\.\d+)*\.?\s)`)
	})
	// innerMarker begins a list item right after a sentence's full stop
	// where the typesetting lost the line break: `Example.a) Unit`.
	innerMarker = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^(?:[a-z]\d?\)\s|\d+\.\s)`)
	})
	// numbered begins a numbered heading: `2.1. Movement`.
	numbered = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^\d+(?:\.\d+)*\.?\s`)
	})
	// onlyNumber is a sentence so far that is only a list number: `1`.
	onlyNumber = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^\s*\d+(?:\.\d+)*$`)
	})
	// abbrev are words whose full stop does not end a sentence.
	abbrev = map[string]bool{"e.g": true, "i.e": true, "etc": true, "cf": true, "p": true, "vs": true, "no": true, "fig": true}
)

// splitUnits fills t.units: every non-blank line is a heading, or one or more
// sentences (the first an item when the line begins with a list marker).
// Lines that are one word with no letters-and-spaces shape (file names a
// typesetter left behind) are not units.
func (t *Text) splitUnits() {
	for i := 0; i < len(t.lines); i++ {
		s, e := trim(t.Raw, t.lines[i], t.lineEnd(i))
		// A line that stops mid-sentence continues on the next when that
		// begins in lower case: `(see` / `figure figure/x).`.
		for s < e && i+1 < len(t.lines) && !endsSentence(t.Raw[s:e]) {
			ns, ne := trim(t.Raw, t.lines[i+1], t.lineEnd(i+1))
			r, _ := utf8.DecodeRuneInString(t.Raw[ns:ne])
			if ns >= ne || !unicode.IsLower(r) {
				break
			}
			e = ne
			i++
		}
		if s >= e || !hasLetterRun(t.Raw[s:e]) {
			continue
		}
		line := t.Raw[s:e]
		if !strings.ContainsAny(line, " \t") && strings.ContainsAny(line, "/_") {
			continue // a figure file name
		}
		if isHeading(line) {
			t.add(Heading, s, e)
			continue
		}
		t.sentences(s, e, listMarker().MatchString(line))
	}
}

// lineEnd returns the end of line i.
func (t *Text) lineEnd(i int) int {
	if i+1 < len(t.lines) {
		return t.lines[i+1]
	}
	return len(t.Raw)
}

// endsSentence reports whether s ends with closing punctuation.
func endsSentence(s string) bool {
	last, _ := utf8.DecodeLastRuneInString(s)
	return strings.ContainsRune(".!?:;\"”", last)
}

// hasLetterRun reports whether s has a letter.
func hasLetterRun(s string) bool { return strings.IndexFunc(s, unicode.IsLetter) >= 0 }

// trim narrows [s, e) of raw past spaces and table bars at both ends.
func trim(raw string, s, e int) (int, int) {
	for s < e {
		r, size := utf8.DecodeRuneInString(raw[s:e])
		if !unicode.IsSpace(r) && r != '|' && r != ';' && r != '\ufeff' {
			break // a byte order mark begins a text: not its first word's
		}
		s += size
	}
	for e > s {
		r, size := utf8.DecodeLastRuneInString(raw[s:e])
		if !unicode.IsSpace(r) && r != '|' {
			break
		}
		e -= size
	}
	return s, e
}

// isHeading reports whether a line is a title: no closing punctuation, and
// numbered, in brackets, or mostly capitalised words.
func isHeading(line string) bool {
	last, _ := utf8.DecodeLastRuneInString(line)
	if m := numbered().FindString(line); m != "" {
		rest := line[len(m):]
		return last != '.' && (len(strings.Fields(rest)) <= 6 && capitalised(rest) || shouting(rest))
	}
	if strings.ContainsRune(".!?:;,", last) || listMarker().MatchString(line) {
		return false
	}
	return strings.HasPrefix(line, "(") && strings.HasSuffix(line, ")") || capitalised(line)
}

// shouting reports whether most letters of s are capitals.
func shouting(s string) bool {
	letters, caps := 0, 0
	for _, r := range s {
		if unicode.IsLetter(r) {
			letters++
			if unicode.IsUpper(r) {
				caps++
			}
		}
	}
	return letters > 0 && caps*10 >= letters*6
}

// capitalised reports whether most words of s that begin with a letter
// begin with a capital.
func capitalised(s string) bool {
	words, caps := 0, 0
	for _, w := range strings.Fields(s) {
		r, _ := utf8.DecodeRuneInString(w)
		if !unicode.IsLetter(r) {
			continue
		}
		words++
		if unicode.IsUpper(r) {
			caps++
		}
	}
	return words > 0 && caps*10 >= words*6
}

// sentences adds the sentences of raw[s:e].
func (t *Text) sentences(s, e int, item bool) {
	raw := t.Raw
	begin := s
	kind := Sentence
	if item {
		kind = Item
	}
	for i := s; i < e; i++ {
		c := raw[i]
		if c != '.' && c != '!' && c != '?' {
			continue
		}
		if c == '.' && (isAbbrev(raw[begin:i]) || i-begin < 12 && onlyNumber().MatchString(raw[begin:i])) {
			continue
		}
		k := i + 1
		for k < e && strings.IndexByte(`"')`, raw[k]) >= 0 {
			k++
		}
		if r, size := utf8.DecodeRuneInString(raw[k:e]); r == '”' || r == '’' {
			k += size
		}
		next, ok := sentenceStart(raw[k:e], i > s && unicode.IsLetter(rune(raw[i-1])))
		if !ok {
			continue
		}
		t.add(kind, begin, k)
		begin = k + next
		kind = Sentence
		if innerMarker().MatchString(raw[begin:e]) {
			kind = Item
		}
		i = begin - 1
	}
	if begin < e {
		t.add(kind, begin, e)
	}
}

// isAbbrev reports whether the text before a full stop ends in an
// abbreviation or a number's decimal point context.
func isAbbrev(before string) bool {
	if len(before) > 8 {
		before = before[len(before)-8:] // the longest abbreviation and a bracket
	}
	f := strings.Fields(before)
	if len(f) == 0 {
		return false
	}
	w := strings.ToLower(strings.Trim(f[len(f)-1], "("))
	return abbrev[w]
}

// sentenceStart reports whether rest (the text after a sentence's closing
// punctuation) begins a new sentence, and how many bytes of space precede
// it. A list marker right after the stop (`Example.a)`) begins one only
// after a word, so that `v3.1. Queries` stays whole.
func sentenceStart(rest string, afterWord bool) (int, bool) {
	if rest == "" {
		return 0, false
	}
	n := len(rest) - len(strings.TrimLeft(rest, " \t"))
	body := rest[n:]
	if body == "" {
		return 0, false
	}
	if innerMarker().MatchString(body) && (n > 0 || afterWord) {
		return n, true
	}
	r, _ := utf8.DecodeRuneInString(body)
	if n == 0 {
		return 0, unicode.IsUpper(r)
	}
	return n, unicode.IsUpper(r) || unicode.IsDigit(r) || strings.ContainsRune(`•·"“(-`, r)
}

// add appends a unit for raw[s:e], trimmed.
func (t *Text) add(k Kind, s, e int) {
	s, e = trim(t.Raw, s, e)
	if s >= e {
		return
	}
	text := strings.Join(strings.Fields(strings.ReplaceAll(t.Raw[s:e], `\ `, " ")), " ")
	t.units = append(t.units, Unit{Kind: k, Start: s, End: e, Line: t.LineOf(s), Text: text})
}
