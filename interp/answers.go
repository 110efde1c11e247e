package interp

import (
	"math"
	"slices"
	"strconv"
)

// answerIndex returns the candidate a scenario's answer names: the one
// shown exactly as the answer, else the number equal to it to the
// precision candidates are shown with (0.001), so that `90.0` answers a
// bearing shown as 90; -1 when none is.
func answerIndex(names []string, answer string) int {
	if i := slices.Index(names, answer); i >= 0 {
		return i
	}
	want, err := strconv.ParseFloat(answer, 64)
	if err != nil {
		return -1
	}
	for i, n := range names {
		if got, err := strconv.ParseFloat(n, 64); err == nil && math.Abs(got-want) < 0.0005 {
			return i
		}
	}
	return -1
}
