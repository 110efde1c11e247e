package scenario

import (
	"fmt"
	"strings"

	"github.com/rulec-dev/rulec/diag"
)

// Pos is a place in a scenario file; lines and columns count from 1.
type Pos = diag.Pos

// Error is a mistake at a place in a scenario file: diag.Error, the one
// shape shared with rules files and runs.
type Error = diag.Error

// ErrorList is every mistake found in a scenario, reported whole.
type ErrorList = diag.ErrorList

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
