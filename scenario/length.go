package scenario

import (
	"cmp"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/rulec-dev/rulec/diag"
	"github.com/rulec-dev/rulec/geom"
)

// cutNumber splits text into a plain decimal number (an optional sign,
// digits with at most one point, an optional exponent) and what follows it,
// blanks between the two left out; ok is false when text does not start
// with such a number or the rest holds a line break. It keeps out what
// strconv would also accept (inf, nan, hex, underscores), which no ruler
// reads. A scanner rather than a regular expression: every length of a
// scenario passes here, and a 5,000-unit scenario has 20,000 of them.
func cutNumber(text string) (num, rest string, ok bool) {
	i := 0
	if i < len(text) && (text[i] == '+' || text[i] == '-') {
		i++
	}
	digits := func() int {
		n := 0
		for i < len(text) && '0' <= text[i] && text[i] <= '9' {
			i, n = i+1, n+1
		}
		return n
	}
	switch {
	case digits() > 0:
		if i < len(text) && text[i] == '.' {
			i++
			digits()
		}
	case i+1 < len(text) && text[i] == '.' && '0' <= text[i+1] && text[i+1] <= '9':
		i++
		digits()
	default:
		return "", "", false
	}
	if i < len(text) && (text[i] == 'e' || text[i] == 'E') {
		j := i + 1
		if j < len(text) && (text[j] == '+' || text[j] == '-') {
			j++
		}
		if j < len(text) && '0' <= text[j] && text[j] <= '9' {
			i = j
			digits()
		}
	}
	num, rest = text[:i], strings.TrimLeft(text[i:], "\t\n\f\r ")
	if strings.IndexByte(rest, '\n') >= 0 {
		return "", "", false
	}
	return num, rest, true
}

// lengthUnits are the units a length may carry, as the spec lists them.
var lengthUnits = []string{"in", `"`, "mm", "cm", "p"}

// splitLength returns a length's number and unit ("" for a bare number).
func splitLength(text string) (num float64, unit string, ok bool) {
	digits, rest, ok := cutNumber(strings.TrimSpace(text))
	if !ok {
		return 0, "", false
	}
	n, err := strconv.ParseFloat(digits, 64)
	if err != nil || math.IsInf(n, 0) {
		return 0, "", false
	}
	return n, rest, true
}

// tooLarge reports whether text starts with a plain decimal number too
// large for any arithmetic (1e400, past 1.8e308), and whether nothing but
// blanks follows it. Read as no number at all, it got "want a number" or
// "want a number and a unit", which it is.
func tooLarge(text string) (large, whole bool) {
	digits, rest, ok := cutNumber(strings.TrimSpace(text))
	if !ok {
		return false, false
	}
	v, err := strconv.ParseFloat(digits, 64)
	return err != nil && math.IsInf(v, 0), rest == ""
}

// tooLargeNote ends the message about a number too large (tooLarge).
const tooLargeNote = "too large a number (past 1.8e308): did an exponent slip?"

// lengthProblem says what is wrong with a length's text, or "" if nothing.
// A length with a look-alike of an ASCII character in it (a minus sign,
// an inch mark, a non-breaking space: diag.LookAlike) is asked whether it
// meant the length in ASCII.
func lengthProblem(text string) string {
	msg := lengthProblemOf(text)
	if msg == "" {
		return ""
	}
	if plain, changed := diag.PlainASCII(text); changed && !strings.Contains(msg, "did you mean") && lengthProblemOf(plain) == "" {
		msg += fmt.Sprintf("; did you mean %q?", strings.TrimSpace(plain))
	}
	return msg
}

// lengthProblemOf is lengthProblem without the look-alikes' question.
func lengthProblemOf(text string) string {
	_, unit, ok := splitLength(text)
	if !ok {
		if large, _ := tooLarge(text); large {
			return fmt.Sprintf("bad length %q: %s", text, tooLargeNote)
		}
		return fmt.Sprintf("bad length %q: want a number and a unit (%s)", text, strings.Join(lengthUnits, ", "))
	}
	if unit != "" && !knownUnit(unit) {
		msg := fmt.Sprintf("bad length %q: unknown unit %q (units: %s)", text, unit, strings.Join(lengthUnits, ", "))
		if near := nearestUnit(unit); near != "" {
			msg += fmt.Sprintf("; did you mean %q?", strings.TrimSuffix(strings.TrimSpace(text), unit)+near)
		}
		return msg
	}
	return ""
}

// unitNames are the words a writer may put for a unit, by the unit.
var unitNames = map[string][]string{
	"in": {"inch", "inches", "ins", "''"},
	"mm": {"millimetre", "millimetres", "millimeter", "millimeters"},
	"cm": {"centimetre", "centimetres", "centimeter", "centimeters"},
	"p":  {"pace", "paces"},
}

// nearestUnit returns the unit a mistyped one most likely stands for, or "".
func nearestUnit(unit string) string {
	low := strings.ToLower(unit)
	for u, names := range unitNames {
		if low == u {
			return u
		}
		for _, n := range names {
			if low == n {
				return u
			}
		}
	}
	// One letter off, and among those the unit with the same first letter:
	// "cn" is "cm", not "in".
	best := ""
	for _, u := range lengthUnits {
		if diag.EditDistance(low, u) == 1 && (best == "" || u[0] == low[0] && best[0] != low[0]) {
			best = u
		}
	}
	return best
}

// knownUnit reports whether unit is one a length may carry.
func knownUnit(unit string) bool {
	for _, u := range lengthUnits {
		if u == unit {
			return true
		}
	}
	return false
}

// parseNumber reads a bare, finite decimal number.
func parseNumber(text string) (float64, bool) {
	n, unit, ok := splitLength(text)
	if !ok || unit != "" {
		return 0, false
	}
	return n, true
}

// MM returns the length in millimetres, a bare number being in u.Default.
func (l Len) MM(u geom.Units) (float64, error) {
	n, unit, ok := splitLength(l.Text)
	if !ok || unit != "" && !knownUnit(unit) {
		return 0, &Error{Pos: l.Pos, Msg: lengthProblem(l.Text)}
	}
	// The unit's size, as geom.ParseLength takes it; only where that
	// fails (paces without a pace length, an odd default) is the length
	// handed to geom.ParseLength, for its error.
	size, ok := geom.UnitMM(cmp.Or(unit, u.Default, "mm"), u)
	mm := n * size
	if !ok {
		var err error
		if mm, err = geom.ParseLength(strconv.FormatFloat(n, 'f', -1, 64)+unit, u); err != nil {
			return 0, &Error{Pos: l.Pos, Msg: fmt.Sprintf("bad length %q: %v", l.Text, err)}
		}
	}
	if math.IsInf(mm, 0) || math.IsNaN(mm) {
		return 0, &Error{Pos: l.Pos, Msg: fmt.Sprintf("bad length %q: too large", l.Text)}
	}
	return mm, nil
}

// Unit returns the unit the length is written in, "in" for `"`, or
// u.Default for a bare number: the unit to print it back in.
func (l Len) Unit(u geom.Units) string {
	_, unit, ok := splitLength(l.Text)
	switch {
	case !ok || unit == "":
		return u.Default
	case unit == `"`:
		return "in"
	}
	return unit
}

// formatLen prints a length in mm in unit, printing anything that rounds
// to 0 as 0 (never -0).
func formatLen(mm float64, unit string, u geom.Units) string {
	return formatLenTo(mm, unit, u, 3)
}

// formatLenTo is formatLen to places decimals.
func formatLenTo(mm float64, unit string, u geom.Units, places int) string {
	if size, ok := geom.UnitMM(unit, u); ok && math.Abs(mm/size) < 0.5*math.Pow(10, -float64(places)) {
		return "0"
	}
	return geom.FormatLengthPlaces(mm, unit, u, places)
}

// placesFor returns the decimals a failure must print lengths to so that
// its difference diff (mm, more than the tolerance tol) shows as more: 3,
// as geometry.md rounds output, unless diff rounds there to 0 or to what
// tol rounds to (0.0011in beyond a tolerance of 0.001in, or any
// difference under a tolerance finer than 0.001 of its unit), then as many
// as it takes, up to 12. "expected 12.74in, got 12.74in, off by 0" would
// say nothing was wrong, and "off by 0.001in" under a tolerance of 0.001in
// that the difference is within it.
func placesFor(diff, tol float64, unit string, u geom.Units) int {
	places := 3
	for places < 12 {
		d := formatLenTo(diff, unit, u, places)
		if d != "0" && d != formatLenTo(tol, unit, u, places) {
			break
		}
		places++
	}
	return places
}

// anglePlaces is placesFor for a difference of diff degrees beyond the
// facing tolerance: 2 decimals, as angles print, or as many more as it
// takes to show it beyond.
func anglePlaces(diff float64) int {
	places := 2
	for places < 12 && geom.FormatAnglePlaces(diff, places) == geom.FormatAnglePlaces(FacingTolerance, places) {
		places++
	}
	return places
}

// slack is how far, in millimetres or degrees, a difference may pass its
// tolerance and still be within it: the rounding of the arithmetic that
// found it. A facing of 90.01 expected where 90 came out differs by
// 0.010000000000005116 degrees in floating point, and a centre expected at
// [10in, 13.999in] where [10in, 14in] came out by more than 0.001in: the
// format's "within the tolerance" must not fail either, nor print "off by
// 0.01 degrees" against a tolerance of 0.01.
const slack = 1e-9

// beyond reports whether a difference d is more than the tolerance tol.
func beyond(d, tol float64) bool { return d > tol+slack }

// Beyond reports whether a difference d (millimetres, or degrees for a
// facing) is more than the tolerance tol, as the expectations judge it:
// no more than the tolerance is the same answer to a player (rulec diff
// calls two outcomes the same by it).
func Beyond(d, tol float64) bool { return beyond(d, tol) }
