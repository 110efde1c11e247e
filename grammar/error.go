package grammar

import (
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"
)

// Error is a problem at a place in a source file. Warnings are Errors with
// Warning set; they do not make a check fail.
type Error struct {
	Pos     Position
	Msg     string
	Hint    string // optional: "did you mean ...?"
	Warning bool
}

// Error returns `file:line:col: message`.
func (e *Error) Error() string {
	kind := ""
	if e.Warning {
		kind = "warning: "
	}
	s := fmt.Sprintf("%s:%d:%d: %s%s", e.Pos.Filename, e.Pos.Line, e.Pos.Column, kind, e.Msg)
	if e.Hint != "" {
		s += " (" + e.Hint + ")"
	}
	return s
}

// ErrorList is a list of errors, sorted by position and reported whole.
type ErrorList []*Error

// Add appends an error at pos.
func (l *ErrorList) Add(pos Position, format string, args ...any) *Error {
	e := &Error{Pos: pos, Msg: fmt.Sprintf(format, args...)}
	*l = append(*l, e)
	return e
}

// Sort orders the list by file, line and column.
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

// Err returns the list as an error if it holds any error (not warning), else nil.
func (l ErrorList) Err() error {
	if len(l.Errors()) == 0 {
		return nil
	}
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
func Snippet(src []byte, pos Position) string {
	lines := strings.Split(string(src), "\n")
	if pos.Line < 1 || pos.Line > len(lines) {
		return ""
	}
	line := strings.TrimRight(lines[pos.Line-1], "\r")
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
const snippetWidth = 100

// Nearest returns the candidate closest to name by edit distance, or "" if
// none is close enough to be a likely typo.
func Nearest(name string, candidates []string) string {
	best, bestD := "", len(name)/2+2
	for _, c := range candidates {
		if d := editDistance(name, c); d < bestD {
			best, bestD = c, d
		}
	}
	return best
}

// editDistance is the Levenshtein distance between a and b.
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
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
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
