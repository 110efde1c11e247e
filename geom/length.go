package geom

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// MMPerInch is the length of an inch in millimetres, exactly.
const MMPerInch = 25.4

// MaxCoord is the farthest from the origin, in millimetres, that a place
// may be: 1,000 km, far past any table, and near enough that a float64
// still holds a place to better than a millionth of a millimetre. A move
// that ends farther (a 7e306in move) is an error, not a unit at
// "+Infin".
const MaxCoord = 1e9

// Units says how bare numbers and paces are read: Default is the unit of a
// number written without one ("in", "mm", "cm" or "p"; empty means "mm")
// and PaceMM is the length of a pace in millimetres (0 when the ruleset has
// no paces).
type Units struct {
	Default string
	PaceMM  float64
}

// UnitMM returns the millimetres in one unit named unit, and false for an
// unknown unit or for paces without a pace length.
func UnitMM(unit string, u Units) (float64, bool) {
	switch unit {
	case "in", `"`:
		return MMPerInch, true
	case "mm":
		return 1, true
	case "cm":
		return 10, true
	case "p":
		return u.PaceMM, u.PaceMM > 0
	}
	return 0, false
}

// ParseLength reads a length such as "1in", "0.5in", `2"`, "40mm", "4cm",
// "200p" or "-3in" and returns it in millimetres; a bare number is in
// u.Default.
func ParseLength(s string, u Units) (float64, error) {
	t := strings.TrimSpace(s)
	n := numberPrefix(t)
	if n == 0 {
		return 0, fmt.Errorf("bad length %q", s)
	}
	v, err := strconv.ParseFloat(t[:n], 64)
	if errors.Is(err, strconv.ErrRange) && math.Abs(v) > 1 {
		return 0, fmt.Errorf("bad length %q: too large", s)
	}
	if err != nil {
		return 0, fmt.Errorf("bad length %q", s)
	}
	unit := strings.TrimSpace(t[n:])
	if unit == "" {
		unit = u.Default
		if unit == "" {
			unit = "mm"
		}
	}
	if unit == "p" && u.PaceMM <= 0 {
		return 0, errors.New("paces need a pace length")
	}
	k, ok := UnitMM(unit, u)
	if !ok {
		return 0, fmt.Errorf(`unknown length unit %q in %q (want in, ", mm, cm or p)`, unit, s)
	}
	return v * k, nil
}

// ParseNumber reads a whole string as a finite signed decimal number with
// an optional exponent, as lengths are read (`3`, `-2.5`, `1e3`): never
// NaN, an infinity, a hexadecimal or a digit separator, which strconv
// would also read.
func ParseNumber(s string) (float64, error) {
	t := strings.TrimSpace(s)
	n := numberPrefix(t)
	if n == 0 || n != len(t) {
		return 0, fmt.Errorf("want a number, got %q", s)
	}
	v, err := strconv.ParseFloat(t, 64)
	if errors.Is(err, strconv.ErrRange) && math.Abs(v) > 1 || err == nil && math.IsInf(v, 0) {
		return 0, fmt.Errorf("%q is too large a number", s)
	}
	if err != nil {
		return 0, fmt.Errorf("want a number, got %q", s) // two points: 1.2.3
	}
	return v, nil
}

// numberPrefix returns the length of the signed decimal number, with an
// optional exponent, at the start of s, or 0 when there is none.
func numberPrefix(s string) int {
	i := 0
	if i < len(s) && (s[i] == '-' || s[i] == '+') {
		i++
	}
	digits := 0
	for i < len(s) && (s[i] >= '0' && s[i] <= '9' || s[i] == '.') {
		if s[i] != '.' {
			digits++
		}
		i++
	}
	if digits == 0 {
		return 0
	}
	return i + exponentLen(s[i:])
}

// exponentLen returns the length of the exponent ("e3", "E-2") at the start
// of s, or 0 when there is none: the rules lexer, scenario lengths and
// arguments all read 1e3in alike.
func exponentLen(s string) int {
	if len(s) < 2 || s[0] != 'e' && s[0] != 'E' {
		return 0
	}
	i := 1
	if s[i] == '-' || s[i] == '+' {
		i++
	}
	start := i
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == start {
		return 0
	}
	return i
}

// FormatLength writes mm millimetres in unit, rounded to 0.001 of the unit
// with no trailing zeros, as in "1.5in" or "40mm". An unknown unit, or
// paces without a pace length, falls back to millimetres.
func FormatLength(mm float64, unit string, u Units) string {
	k, ok := UnitMM(unit, u)
	if !ok {
		unit, k = "mm", 1
	}
	return formatRounded(mm/k, 3) + unit
}

// FormatLengthPlaces is FormatLength to places decimals of unit rather
// than 3: for a difference finer than 0.001 of the unit, which would print
// as 0.
func FormatLengthPlaces(mm float64, unit string, u Units, places int) string {
	k, ok := UnitMM(unit, u)
	if !ok {
		unit, k = "mm", 1
	}
	return formatRounded(mm/k, places) + unit
}

// FormatAngle writes deg degrees rounded to 0.01 with no trailing zeros,
// as in "90" or "45.5".
func FormatAngle(deg float64) string { return formatRounded(deg, 2) }

// FormatAnglePlaces is FormatAngle to places decimals rather than 2: for
// a difference that 0.01 would print as the tolerance it exceeds.
func FormatAnglePlaces(deg float64, places int) string { return formatRounded(deg, places) }

// FormatBearing writes a bearing as FormatAngle does, first brought into
// [0, 360) and then, if it rounds to 360, written 0: the same direction,
// so a facing a hair short of north prints as north, not as 360.
func FormatBearing(deg float64) string { return FormatBearingPlaces(deg, 2) }

// FormatBearingPlaces is FormatBearing to places decimals rather than 2.
func FormatBearingPlaces(deg float64, places int) string {
	s := formatRounded(NormBearing(deg), places)
	if s == "360" {
		return "0"
	}
	return s
}

// formatRounded writes v to places decimals, trimming trailing zeros and
// printing negative zero as 0.
func formatRounded(v float64, places int) string {
	p := math.Pow(10, float64(places))
	v = math.Round(v*p) / p
	if v == 0 {
		return "0"
	}
	s := strconv.FormatFloat(v, 'f', places, 64)
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	return s
}
