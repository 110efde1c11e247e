package lsp

import (
	"strconv"
	"unicode/utf16"
	"unicode/utf8"

	protocol "github.com/tliron/glsp/protocol_3_16"
)

// lineStarts returns the byte offset of the start of each line of src.
// A line ends in \n, \r\n or a lone \r, as the protocol counts lines
// (and the scenario loader's YAML does): split at \n alone, a scenario
// whose lines end in \r was one line, and a diagnostic at its line 2 lay
// at the document's end. (A rules file holding a lone \r is refused at
// it, grammar.CheckText.)
func lineStarts(src []byte) []int {
	starts := []int{0}
	for i, c := range src {
		if c == '\n' || c == '\r' && (i+1 == len(src) || src[i+1] != '\n') {
			starts = append(starts, i+1)
		}
	}
	return starts
}

// text is a document's contents with its line index, for converting between
// byte offsets and the protocol's line and UTF-16 column positions.
type text struct {
	src    []byte
	starts []int
}

// newText indexes src.
func newText(src []byte) *text { return &text{src: src, starts: lineStarts(src)} }

// lineEnd returns the offset of the end of line i (0-based), before its
// newline.
func (t *text) lineEnd(i int) int {
	if i+1 < len(t.starts) {
		return t.starts[i+1] - 1
	}
	return len(t.src)
}

// offset returns the byte offset of a protocol position, clamped to the
// document: a line past the end is the end, a column past a line's end is
// the line's end.
func (t *text) offset(p protocol.Position) int {
	line := int(p.Line)
	if line >= len(t.starts) {
		return len(t.src)
	}
	off, end := t.starts[line], t.lineEnd(line)
	for units := int(p.Character); units > 0 && off < end; {
		r, w := utf8.DecodeRune(t.src[off:end])
		n := utf16.RuneLen(r)
		if n < 0 {
			n = 1
		}
		if n > units {
			break
		}
		units -= n
		off += w
	}
	return off
}

// position returns the protocol position of a byte offset.
func (t *text) position(off int) protocol.Position {
	off = max(0, min(off, len(t.src)))
	line := 0
	lo, hi := 0, len(t.starts)-1
	for lo <= hi {
		mid := (lo + hi) / 2
		if t.starts[mid] <= off {
			line, lo = mid, mid+1
		} else {
			hi = mid - 1
		}
	}
	col := 0
	for i := t.starts[line]; i < off; {
		r, w := utf8.DecodeRune(t.src[i:off])
		if n := utf16.RuneLen(r); n > 0 {
			col += n
		} else {
			col++
		}
		i += w
	}
	return protocol.Position{Line: protocol.UInteger(line), Character: protocol.UInteger(col)}
}

// lineCol returns the byte offset of a 1-based line and 1-based column
// counted in runes, as the parser and the scenario loader report them.
func (t *text) lineCol(line, col int) int {
	if line < 1 {
		return 0
	}
	if line > len(t.starts) {
		return len(t.src)
	}
	off, end := t.starts[line-1], t.lineEnd(line-1)
	if line == 1 {
		off += t.bom()
	}
	for ; col > 1 && off < end; col-- {
		_, w := utf8.DecodeRune(t.src[off:end])
		off += w
	}
	return off
}

// bom returns the length of the byte order mark the text starts with, or
// 0. The parser and the scenario loader count the first line's columns
// after it (an editor does not show it): a place on the first line of a
// file with the mark, walked from the line's start, fell one character
// early.
func (t *text) bom() int {
	if len(t.src) >= 3 && t.src[0] == 0xef && t.src[1] == 0xbb && t.src[2] == 0xbf {
		return 3
	}
	return 0
}

// place returns the 1-based line and column of a byte offset as rulec
// check gives them: the column counted in characters, a byte order mark
// on the first line not counted (lineCol's inverse), not in the
// protocol's UTF-16 units.
func (t *text) place(off int) (line, col int) {
	p := t.position(off)
	start := t.starts[p.Line]
	if p.Line == 0 {
		start = min(t.bom(), off)
	}
	off = max(0, min(off, len(t.src)))
	return int(p.Line) + 1, utf8.RuneCount(t.src[start:off]) + 1
}

// span returns the protocol range of the bytes [start, end).
func (t *text) span(start, end int) protocol.Range {
	return protocol.Range{Start: t.position(start), End: t.position(end)}
}

// wordEnd returns the end of the identifier or number starting at off.
func (t *text) wordEnd(off int) int {
	for off < len(t.src) && isWordByte(t.src[off]) {
		off++
	}
	return off
}

// isWordByte reports whether c may stand in an identifier or a number.
func isWordByte(c byte) bool {
	return c == '_' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

// applyChange replaces the bytes of a protocol range with s.
func (t *text) applyChange(r protocol.Range, s string) *text {
	start, end := t.offset(r.Start), t.offset(r.End)
	if end < start {
		start, end = end, start
	}
	out := make([]byte, 0, len(t.src)-(end-start)+len(s))
	out = append(append(append(out, t.src[:start]...), s...), t.src[end:]...)
	return newText(out)
}

// itoa formats an int.
func itoa(i int) string { return strconv.Itoa(i) }
