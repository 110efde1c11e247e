package scenario

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"

	"github.com/rulec-dev/rulec/geom"
)

// numberRE matches a plain decimal number and what follows it. It keeps
// out what strconv would also accept (inf, nan, hex), which no ruler reads.
var numberRE = regexp.MustCompile(`^([+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?)\s*(.*)$`)

// lengthUnits are the units a length may carry, as the spec lists them.
var lengthUnits = []string{"in", `"`, "mm", "cm", "p"}

// splitLength returns a length's number and unit ("" for a bare number).
func splitLength(text string) (num float64, unit string, ok bool) {
	m := numberRE.FindStringSubmatch(strings.TrimSpace(text))
	if m == nil {
		return 0, "", false
	}
	n, err := strconv.ParseFloat(m[1], 64)
	if err != nil || math.IsInf(n, 0) {
		return 0, "", false
	}
	return n, m[2], true
}

// lengthProblem says what is wrong with a length's text, or "" if nothing.
func lengthProblem(text string) string {
	_, unit, ok := splitLength(text)
	if !ok {
		return fmt.Sprintf("bad length %q: want a number and a unit (%s)", text, strings.Join(lengthUnits, ", "))
	}
	if unit != "" && !knownUnit(unit) {
		return fmt.Sprintf("bad length %q: unknown unit %q (units: %s)", text, unit, strings.Join(lengthUnits, ", "))
	}
	return ""
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
	if msg := lengthProblem(l.Text); msg != "" {
		return 0, &Error{Pos: l.Pos, Msg: msg}
	}
	n, unit, _ := splitLength(l.Text)
	mm, err := geom.ParseLength(strconv.FormatFloat(n, 'f', -1, 64)+unit, u)
	if err != nil {
		return 0, &Error{Pos: l.Pos, Msg: fmt.Sprintf("bad length %q: %v", l.Text, err)}
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
// to zero as a bare 0.
func formatLen(mm float64, unit string, u geom.Units) string {
	if size, ok := geom.UnitMM(unit, u); ok && math.Abs(mm/size) < 0.0005 {
		return "0"
	}
	return geom.FormatLength(mm, unit, u)
}
