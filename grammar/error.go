package grammar

import (
	"fmt"

	"github.com/rulec-dev/rulec/diag"
)

// Error is a problem at a place in a source file: diag.Error, the one
// shape shared with scenarios and runs.
type Error = diag.Error

// ErrorList is a list of errors, sorted by position and reported whole.
type ErrorList = diag.ErrorList

// Snippet returns the source line of pos and a caret under its column, or
// "" when the line is not text.
func Snippet(src []byte, pos Position) string { return diag.Snippet(src, pos) }

// Nearest returns the candidate closest to name by edit distance, or "" if
// none is close enough to be a likely typo.
func Nearest(name string, candidates []string) string {
	best, bestD := "", len(name)/2+2
	for _, c := range candidates {
		if d := diag.EditDistance(name, c); d < bestD {
			best, bestD = c, d
		}
	}
	return best
}

// DidYouMean returns the hint `did you mean "x"?` naming the candidate
// nearest to name, or "" when none is close or the nearest is name itself.
func DidYouMean(name string, candidates []string) string {
	if n := Nearest(name, candidates); n != "" && n != name {
		return fmt.Sprintf("did you mean %q?", n)
	}
	return ""
}
