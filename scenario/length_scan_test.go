package scenario

import (
	"regexp"
	"testing"
)

// numberRE is the regular expression cutNumber replaced: a plain decimal
// number, blanks, and what follows on the same line.
var numberRE = regexp.MustCompile(`^([+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?)\s*(.*)$`)

// checkCutNumber fails when cutNumber and numberRE split text differently.
func checkCutNumber(t *testing.T, text string) {
	t.Helper()
	num, rest, ok := cutNumber(text)
	m := numberRE.FindStringSubmatch(text)
	if ok != (m != nil) || (m != nil && (num != m[1] || rest != m[2])) {
		t.Errorf("cutNumber(%q) = %q, %q, %v; the expression gives %q", text, num, rest, ok, m)
	}
}

// TestCutNumberMatchesExpression checks the scanner against the regular
// expression on the lengths the spec shows and on near misses.
func TestCutNumberMatchesExpression(t *testing.T) {
	for _, text := range []string{
		"", "1", "1in", "1 in", "1\tin", "-2.5mm", "+.5cm", ".5", ".", "-", "+", "1.", "1.in",
		"1e3in", "2.5e-1mm", "1e", "1e+", "1e+x", "1E5", "1em", "1e-3", "..5", "1..5", "1.2.3",
		"inf", "nan", "0x10", "1_000", "1\nin", "1 \n in", "1in\nx", "1\vin", "1 in ", "1\x80",
		"12 345", "-.e1", "5\"", "00012.500e+002p",
	} {
		checkCutNumber(t, text)
	}
}

// FuzzCutNumber checks the scanner against the regular expression on any
// text.
func FuzzCutNumber(f *testing.F) {
	for _, s := range []string{"1in", "2.5e-1mm", ".5 cm", "1e", "-\n"} {
		f.Add(s)
	}
	f.Fuzz(checkCutNumber)
}
