package interp

import (
	"math"
	"slices"
	"strconv"

	"github.com/rulec-dev/rulec/geom"
)

// answerIndex returns the candidate a scenario's answer names: the one
// shown exactly as the answer, else the number equal to it to the
// precision candidates are shown with (0.001), so that `90.0` answers a
// bearing shown as 90, else the only number equal to it to the precision
// angles are printed with (0.01, geometry.md), so that `338.64` answers
// 338.639; -1 when none is, or when two are that close. Where the
// candidates are bearings (bearings is true), numbers are compared modulo
// 360, as geometry.md's compass bearings are: -270 and 450 answer 90.
func answerIndex(names []string, answer string, bearings bool) int {
	if i := slices.Index(names, answer); i >= 0 {
		return i
	}
	want, err := strconv.ParseFloat(answer, 64)
	if err != nil || math.IsNaN(want) || math.IsInf(want, 0) {
		return -1 // NaN is as near as anything: nan answered the first candidate
	}
	near := -1
	for _, tol := range []float64{0.0005, 0.005} {
		for i, n := range names {
			got, err := strconv.ParseFloat(n, 64)
			d := got - want
			if bearings {
				d = geom.AngleDiff(want, got)
			}
			if err != nil || math.Abs(d) >= tol {
				continue
			}
			if tol == 0.0005 {
				return i
			}
			if near >= 0 {
				return -1
			}
			near = i
		}
	}
	return near
}
