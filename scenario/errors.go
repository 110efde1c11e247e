package scenario

import (
	"fmt"
	"sort"
	"strings"
)

// Pos is a place in a scenario file; lines and columns count from 1.
type Pos struct {
	File      string
	Line, Col int
}

// String returns the position as `file:line:col`.
func (p Pos) String() string { return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col) }

// Error is a mistake at a place in a scenario file.
type Error struct {
	Pos
	Msg  string
	Hint string // optional: "did you mean ...?"
}

// Error returns `file:line:col: message`, with the hint in brackets.
func (e *Error) Error() string {
	s := e.Pos.String() + ": " + e.Msg
	if e.Hint != "" {
		s += " (" + e.Hint + ")"
	}
	return s
}

// ErrorList is every mistake found in a scenario, reported whole.
type ErrorList []*Error

// add appends an error at pos and returns it so a hint can be attached.
func (l *ErrorList) add(pos Pos, format string, args ...any) *Error {
	e := &Error{Pos: pos, Msg: fmt.Sprintf(format, args...)}
	*l = append(*l, e)
	return e
}

// addErr appends err, which is an *Error or an ErrorList, or wraps it at pos.
func (l *ErrorList) addErr(pos Pos, err error) {
	switch e := err.(type) {
	case nil:
	case *Error:
		*l = append(*l, e)
	case ErrorList:
		*l = append(*l, e...)
	default:
		l.add(pos, "%v", err)
	}
}

// Sort orders the list by file, line and column, keeping the order of
// errors found at one place.
func (l ErrorList) Sort() {
	sort.SliceStable(l, func(i, j int) bool {
		a, b := l[i].Pos, l[j].Pos
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
}

// Err returns the sorted list as an error, or nil when it is empty.
func (l ErrorList) Err() error {
	if len(l) == 0 {
		return nil
	}
	l.Sort()
	return l
}

// Error returns the errors one per line.
func (l ErrorList) Error() string {
	msgs := make([]string, len(l))
	for i, e := range l {
		msgs[i] = e.Error()
	}
	return strings.Join(msgs, "\n")
}

// didYouMean returns a hint naming the candidate nearest to name, or "" if
// none is close enough to be a likely typo.
func didYouMean(name string, candidates []string) string {
	if near := nearest(name, candidates); near != "" {
		return fmt.Sprintf("did you mean %q?", near)
	}
	return ""
}

// nearest returns the candidate nearest to name, ignoring case, or "" if
// none is within a typo or two: at most half of name's length, so that a
// short id is not "corrected" into an unrelated one.
func nearest(name string, candidates []string) string {
	best, bestD := "", min(len(name)/2, 2)+1
	for _, c := range candidates {
		if d := editDistance(strings.ToLower(name), strings.ToLower(c)); c != name && d < bestD {
			best, bestD = c, d
		}
	}
	return best
}

// editDistance is the optimal string alignment distance between a and b:
// Levenshtein with adjacent transpositions counting one, so "widht" is one
// step from "width".
func editDistance(a, b string) int {
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}
