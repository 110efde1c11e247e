package grammar

import "github.com/rulec-dev/rulec/diag"

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
