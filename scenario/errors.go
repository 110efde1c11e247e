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

// nameHint returns didYouMean's hint, or, when no name is near, the names
// there are (what names them, such as "units"), so a writer who misnamed
// a unit sees at once which ids the table has.
func nameHint(name string, candidates []string, what string) string {
	if h := didYouMean(name, candidates); h != "" {
		return h
	}
	if len(candidates) == 0 {
		return "the scenario has no " + what
	}
	const most = 10
	if len(candidates) > most {
		return fmt.Sprintf("%s: %s and %d more", what, strings.Join(candidates[:most], ", "), len(candidates)-most)
	}
	return what + ": " + strings.Join(candidates, ", ")
}

// nearest returns the candidate nearest to name, ignoring case, or "" if
// none is within a typo or two: at most half of name's length, so that a
// short id is not "corrected" into an unrelated one.
func nearest(name string, candidates []string) string {
	best, bestD := "", min(len(name)/2, 2)+1
	for _, c := range candidates {
		if d := diag.EditDistance(strings.ToLower(name), strings.ToLower(c)); c != name && d < bestD {
			best, bestD = c, d
		}
	}
	return best
}
