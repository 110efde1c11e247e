package grammar

import (
	"strings"
	"unicode/utf8"
)

// Long lines. A statement that does not fit in the width is written over
// several lines, each continuation line indented contIndent deeper than the
// statement, where the lexer takes the line break for layout (see
// joinsNext and continuesAt in scan.go):
//
//   - its ref goes on a line of its own;
//   - a head still too long breaks after a comma, an opening bracket or a
//     binary operator, preferring the outermost brackets, commas over
//     operators, and then the last place that fits;
//   - a quotation (a ref's, an unencoded passage's, its reason) still too
//     long is split at spaces into adjacent strings, each on its own line
//     under the first; the parser joins them again, so the quotation is
//     the same text.
//
// A line that has no place to break (a long name or string in an
// expression) stays long.

// Width is the longest line, in bytes (see textWidth), that Format writes
// where it can: rules-file lines stay under 100 characters.
const Width = 99

// contIndent is how much deeper than its statement a continuation line is
// indented.
const contIndent = 4

// wrapped returns head and ref laid out for a line starting at column
// indent (0-based) followed by suffix (` {` or ""), which the caller
// writes: one line if it fits in width (or width is 0), else several,
// joined by newlines with their indentation.
func wrapped(head string, ref *Ref, suffix string, indent, width int) string {
	one := head + refText(ref)
	if width <= 0 || indent+textWidth(one+suffix) <= width {
		return one
	}
	cont := indent + contIndent
	if ref == nil {
		return joinLines(breakHead(head, indent, cont, width, textWidth(suffix)), cont)
	}
	lines := breakHead(head, indent, cont, width, 0)
	lines = append(lines, "ref "+quotation(ref.Text, cont+len("ref "), width, textWidth(suffix)))
	return joinLines(lines, cont)
}

// joinLines joins lines with newlines, indenting all but the first by
// cont spaces.
func joinLines(lines []string, cont int) string {
	return strings.Join(lines, "\n"+strings.Repeat(" ", cont))
}

// quotation returns s quoted for a string starting at column col, split
// into adjacent strings, one per line at that column, where it does not
// fit in width (unless width is 0); the last line keeps room for reserve
// more characters. The pieces are as even as the fewest lines allow, so
// that no last word stands alone.
func quotation(s string, col, width, reserve int) string {
	if s == "" || width <= 0 || col+textWidth(quote(s))+reserve <= width {
		return quote(s)
	}
	avail := width - col
	pieces := split(s, avail, avail-reserve)
	for w := textWidth(quote(s)) / len(pieces); w < avail; w++ {
		if even := split(s, w, min(w, avail-reserve)); len(even) == len(pieces) {
			pieces = even
			break
		}
	}
	return joinLines(pieces, col)
}

// split splits s into quoted pieces of at most avail characters, the last
// of at most last, each as long as it can be.
func split(s string, avail, last int) []string {
	var pieces []string
	for rest := s; rest != ""; {
		if textWidth(quote(rest)) <= last {
			return append(pieces, quote(rest))
		}
		n := cut(rest, avail)
		pieces = append(pieces, quote(rest[:n]))
		rest = rest[n:]
	}
	return pieces
}

// cut returns where to end the first piece of s, a string too long for
// one line of avail characters: after the last space that lets the quoted
// piece fit (never at the end of s), else after as many characters as fit,
// at least one.
func cut(s string, avail int) int {
	fit, space := 0, 0
	for i, r := range s {
		end := i + utf8.RuneLen(r)
		if end == len(s) || textWidth(quote(s[:end])) > avail {
			break
		}
		fit = end
		if r == ' ' {
			space = end
		}
	}
	switch {
	case space > 0:
		return space
	case fit > 0:
		return fit
	}
	_, n := utf8.DecodeRuneInString(s)
	return n
}

// atom is one token of a head as breakHead lays it out.
type atom struct {
	text  string
	space bool // a space comes before it on a line
	brk   bool // the line may break after it
	rank  int  // the lower, the better a place to break: twice the depth, plus one but after a comma
}

// breakHead splits a statement's head, in canonical layout, into lines: the
// first starting at column first, the others at cont; the last keeps room
// for reserve more characters. Of the ways to break it whose lines all fit,
// it takes one with the fewest lines, then the lowest sum of ranks, then
// the fullest first lines; where no way fits, lines are as short as the
// places to break allow.
func breakHead(head string, first, cont, width, reserve int) []string {
	atoms := headAtoms(head)
	if atoms == nil {
		return []string{head}
	}
	// best[i] is the best layout of atoms[i:] on lines from column cont;
	// best[len(atoms)] is none at all.
	type layout struct {
		lines, ranks, over int // over: lines longer than width
		end                int // the first line is atoms[i:end]
	}
	better := func(a, b layout) bool {
		if a.over != b.over {
			return a.over < b.over
		}
		if a.lines != b.lines {
			return a.lines < b.lines
		}
		if a.ranks != b.ranks {
			return a.ranks < b.ranks
		}
		return a.end > b.end
	}
	best := make([]layout, len(atoms)+1)
	solve := func(i, col int) layout {
		var found layout
		w := col
		for j := i; j < len(atoms); j++ {
			if atoms[j].space && j > i {
				w++
			}
			w += textWidth(atoms[j].text)
			last := j == len(atoms)-1
			if !last && !atoms[j].brk {
				continue
			}
			l := layout{end: j + 1}
			if w+reserveIf(last, reserve) > width {
				l.over = 1
			}
			if !last {
				next := best[j+1]
				l.lines, l.ranks, l.over = next.lines, next.ranks+atoms[j].rank, l.over+next.over
			}
			l.lines++
			if found.end == 0 || better(l, found) {
				found = l
			}
			if l.over > 0 && j > i && w > width {
				break // longer first lines only get longer
			}
		}
		return found
	}
	for i := len(atoms) - 1; i > 0; i-- {
		best[i] = solve(i, cont)
	}
	var lines []string
	for i, l := 0, solve(0, first); ; l = best[i] {
		lines = append(lines, atomText(atoms[i:l.end]))
		if i = l.end; i == len(atoms) {
			return lines
		}
	}
}

// reserveIf returns reserve on the last line, else 0.
func reserveIf(last bool, reserve int) int {
	if last {
		return reserve
	}
	return 0
}

// atomText returns atoms as one line.
func atomText(atoms []atom) string {
	var b strings.Builder
	for i, a := range atoms {
		if i > 0 && a.space {
			b.WriteByte(' ')
		}
		b.WriteString(a.text)
	}
	return b.String()
}

// headAtoms returns the tokens of a head with the places it may break:
// after a comma, after an opening bracket that is not empty, and after a
// binary operator (one the lexer joins lines after, with a space on both
// sides in canonical layout); nil if head does not lex.
func headAtoms(head string) []atom {
	toks, err := lexAll("", head)
	if err != nil {
		return nil
	}
	var atoms []atom
	depth, space := 0, false
	for i, t := range toks {
		if t.Type == spaceToken {
			space = true
			continue
		}
		a := atom{text: t.Value, space: space}
		space = false
		spaceAfter := i+1 < len(toks) && toks[i+1].Type == spaceToken
		switch {
		case t.Type == opToken && (t.Value == "(" || t.Value == "["):
			depth++
			a.brk = i+1 < len(toks) && toks[i+1].Value != closer[t.Value]
			a.rank = 2*depth + 1
		case t.Type == opToken && (t.Value == ")" || t.Value == "]" || t.Value == "}"):
			depth--
		case t.Type == opToken && t.Value == "{":
			depth++
		case t.Type == opToken && t.Value == ",":
			a.brk, a.rank = true, 2*depth
		case joinsNext(t.Type, t.Value) && a.space && spaceAfter:
			a.brk, a.rank = true, 2*depth+1 // binary, not a sign
		}
		atoms = append(atoms, a)
	}
	return atoms
}

// textWidth returns the width of s as the limit counts it: in bytes, so
// that a line within it is within it however a tool counts (a typographic
// quote is three bytes but one character).
func textWidth(s string) int { return len(s) }
