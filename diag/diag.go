// Package diag is the one shape of a problem at a place in a source file,
// shared by the rules grammar and checker, the scenario loader and the
// interpreter's run errors: a Pos, an Error with an optional hint, and an
// ErrorList that sorts, drops repeats and renders each error with the
// source line and a caret under its column.
package diag

import (
	"bytes"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"
)

// Pos is a place in a source file; lines and columns count from 1.
type Pos = lexer.Position

// Short returns a position as `file:line:col`, or `file` for a place
// that names only a file (line 0: a file that cannot be read).
func Short(p Pos) string {
	if p.Line == 0 && p.Filename != "" {
		return p.Filename
	}
	// one allocation, not fmt's: the checker places every event so
	var buf [48]byte
	b := append(buf[:0], ':')
	b = strconv.AppendInt(b, int64(p.Line), 10)
	b = append(b, ':')
	b = strconv.AppendInt(b, int64(p.Column), 10)
	var sb strings.Builder
	sb.Grow(len(p.Filename) + len(b))
	sb.WriteString(p.Filename)
	sb.Write(b)
	return sb.String()
}

// Error is a problem at a place in a source file. Warnings are Errors with
// Warning set; they do not make a check fail.
type Error struct {
	Pos     Pos
	Msg     string
	Hint    string // optional: "did you mean ...?"
	Warning bool
}

// Error returns `file:line:col: message`, with the hint in brackets; an
// error without a place (a query's, placed by the run that called it)
// is `message (hint)`.
func (e *Error) Error() string {
	kind := ""
	if e.Warning {
		kind = "warning: "
	}
	s := kind + e.Msg
	if e.Pos != (Pos{}) {
		s = Short(e.Pos) + ": " + s
	}
	if e.Hint != "" {
		s += " (" + e.Hint + ")"
	}
	return s
}

// Hinted is an error that keeps a hint apart from its message, as an
// Error does: the error's text is the message with the hint in brackets
// after it.
type Hinted interface {
	error
	ErrorHint() string
}

// NoPlace returns an error without a place: a message and a hint, for a
// query or an action whose caller knows where it stands.
func NoPlace(hint, format string, args ...any) *Error {
	return &Error{Msg: fmt.Sprintf(format, args...), Hint: hint}
}

// SplitHint returns the text of err and its hint apart: the hint of the
// first Error or Hinted in err's chain, and err's text without that hint
// in brackets. An error with no hint is its whole text and "".
func SplitHint(err error) (msg, hint string) {
	msg = err.Error()
	var e *Error
	var h Hinted
	switch {
	case errors.As(err, &e):
		hint = e.Hint
	case errors.As(err, &h):
		hint = h.ErrorHint()
	}
	if hint == "" {
		return msg, ""
	}
	cut := " (" + hint + ")"
	i := strings.LastIndex(msg, cut)
	if i < 0 {
		return msg, "" // the hint is not in the text: leave it all there
	}
	return msg[:i] + msg[i+len(cut):], hint
}

// Caret returns the error with the source line of its position and a caret
// under its column, when src holds that line as text.
func (e *Error) Caret(src []byte) string {
	if sn := Snippet(src, e.Pos); sn != "" {
		return e.Error() + "\n" + sn
	}
	return e.Error()
}

// ErrorList is a list of errors, reported whole.
type ErrorList []*Error

// Add appends an error at pos and returns it, so a hint can be attached.
func (l *ErrorList) Add(pos Pos, format string, args ...any) *Error {
	e := &Error{Pos: pos, Msg: fmt.Sprintf(format, args...)}
	*l = append(*l, e)
	return e
}

// AddErr appends err, which is an *Error or an ErrorList, or wraps any
// other error at pos.
func (l *ErrorList) AddErr(pos Pos, err error) {
	switch e := err.(type) {
	case nil:
	case *Error:
		*l = append(*l, e)
	case ErrorList:
		*l = append(*l, e...)
	default:
		l.Add(pos, "%v", err)
	}
}

// Sort orders the list by file, line and column, keeping the order of
// errors found at one place.
func (l ErrorList) Sort() {
	sort.SliceStable(l, func(i, j int) bool {
		a, b := l[i].Pos, l[j].Pos
		if a.Filename != b.Filename {
			return a.Filename < b.Filename
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Column < b.Column
	})
}

// Dedupe drops each error that repeats an earlier one's place and message.
func (l ErrorList) Dedupe() ErrorList {
	type key struct {
		file      string
		line, col int
		msg       string
	}
	seen := map[key]bool{}
	out := l[:0:0]
	for _, e := range l {
		k := key{e.Pos.Filename, e.Pos.Line, e.Pos.Column, e.Msg}
		if !seen[k] {
			seen[k] = true
			out = append(out, e)
		}
	}
	return out
}

// Errors returns the entries that are not warnings.
func (l ErrorList) Errors() ErrorList {
	var out ErrorList
	for _, e := range l {
		if !e.Warning {
			out = append(out, e)
		}
	}
	return out
}

// Err returns the list, sorted, as an error if it holds any error (not
// warning), else nil.
func (l ErrorList) Err() error {
	if len(l.Errors()) == 0 {
		return nil
	}
	l.Sort()
	return l
}

// Error returns the errors one per line.
func (l ErrorList) Error() string {
	var b strings.Builder
	for i, e := range l {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(e.Error())
	}
	return b.String()
}

// Snippet returns the source line of pos and a caret under its column, or
// "" when the line is not text.
func Snippet(src []byte, pos Pos) string {
	lines := strings.Split(string(src), "\n")
	if pos.Line < 1 || pos.Line > len(lines) {
		return ""
	}
	line := strings.TrimRight(lines[pos.Line-1], "\r")
	if pos.Line == 1 {
		// the columns of the first line are counted after a byte order
		// mark (grammar's scanner, the scenario loader): not shown
		line = strings.TrimPrefix(line, "\ufeff")
	}
	if !utf8.ValidString(line) || strings.ContainsRune(line, 0) {
		return "" // not text: never echo raw bytes to a terminal
	}
	runes := []rune(strings.ReplaceAll(line, "\t", " "))
	col := min(max(pos.Column-1, 0), len(runes))
	// A very long line shows only the part round the column.
	from, to := 0, len(runes)
	if to > snippetWidth {
		from = max(0, min(col-snippetWidth/2, to-snippetWidth))
		to = from + snippetWidth
	}
	text, caret := string(runes[from:to]), col-from
	if from > 0 {
		text, caret = "..."+text, caret+3
	}
	if to < len(runes) {
		text += "..."
	}
	return "    " + text + "\n    " + strings.Repeat(" ", caret) + "^"
}

// snippetWidth is the most characters of a line a snippet shows.
const snippetWidth = 160

// Frame is one call on a run's stack: the procedure and where it was
// called from.
type Frame struct {
	Name string
	Pos  Pos
}

// String returns `name (file:line:col)`.
func (f Frame) String() string { return fmt.Sprintf("%s (%s)", f.Name, Short(f.Pos)) }

// EditDistance is the optimal string alignment distance between a and b,
// by byte: Levenshtein with a swap of two neighbours counting one, so
// "widht" is one step from "width". It is the one measure behind every
// "did you mean" and every near-miss quote.
func EditDistance(a, b string) int {
	// Three rows of the table: i-2, i-1 and i.
	pp, prev, cur := make([]int, len(b)+1), make([]int, len(b)+1), make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], pp[j-2]+1)
			}
		}
		pp, prev, cur = prev, cur, pp
	}
	return prev[len(b)]
}

// AsList returns the positioned errors err holds, an ErrorList or one
// *Error as a list of one, and true; nil gives nil and true, any other
// error false.
func AsList(err error) (ErrorList, bool) {
	var list ErrorList
	var one *Error
	switch {
	case err == nil:
		return nil, true
	case errors.As(err, &list):
		return list, true
	case errors.As(err, &one):
		return ErrorList{one}, true
	}
	return nil, false
}

// NonText returns the place of the first byte of src that no text file
// holds, a NUL or a byte that is not UTF-8, and that byte; ok is false
// when src is text. Columns count runes, as Pos does.
func NonText(filename string, src []byte) (pos Pos, b byte, ok bool) {
	if utf8.Valid(src) && bytes.IndexByte(src, 0) < 0 {
		return Pos{}, 0, false
	}
	line, col := 1, 1
	for i := 0; i < len(src); {
		r, size := utf8.DecodeRune(src[i:])
		if r == 0 || r == utf8.RuneError && size == 1 {
			return Pos{Filename: filename, Offset: i, Line: line, Column: col}, src[i], true
		}
		if r == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
		i += size
	}
	return Pos{}, 0, false
}
