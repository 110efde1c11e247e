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
	if err != nil {
		return -1
	}
	vals := make([]float64, len(names))
	for i, n := range names {
		vals[i], err = strconv.ParseFloat(n, 64)
		if err != nil {
			vals[i] = math.NaN()
		}
	}
	return nearestIndex(vals, want, bearings)
}

// answerLengthIndex is answerIndex for candidates that are lengths, mms
// in millimetres, shown as names in unit (the rules file's default unit,
// units its paces): the answer is a length, `1in` or `25.4mm`, a bare
// number in unit (as a scenario's lengths are in the file's default
// unit), compared in unit to the precision the candidates are shown with.
// The candidates were shown as millimetre numbers and an answer with a
// unit refused: `the answer "1in" to choice "d" is not a candidate:
// 25.4, 50.8, 76.2`.
func answerLengthIndex(names []string, mms []float64, answer, unit string, units geom.Units) int {
	if i := slices.Index(names, answer); i >= 0 {
		return i
	}
	units.Default = unit
	mm, err := geom.ParseLength(answer, units)
	k, ok := geom.UnitMM(unit, units)
	if err != nil || !ok {
		return -1
	}
	vals := make([]float64, len(mms))
	for i, x := range mms {
		vals[i] = x / k
	}
	return nearestIndex(vals, mm/k, false)
}

// nearestIndex returns the value of vals (NaN for a candidate that is
// not a number) equal to want to 0.001, else the only one equal to it to
// 0.01, else -1; bearings compares modulo 360.
func nearestIndex(vals []float64, want float64, bearings bool) int {
	if math.IsNaN(want) || math.IsInf(want, 0) {
		return -1 // NaN is as near as anything: nan answered the first candidate
	}
	near := -1
	for _, tol := range []float64{0.0005, 0.005} {
		for i, got := range vals {
			d := got - want
			if bearings {
				d = geom.AngleDiff(want, got)
			}
			if math.IsNaN(got) || math.Abs(d) >= tol {
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
