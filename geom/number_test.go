package geom

import "testing"

// TestParseNumber: a number argument reads as a length's number does, and
// nothing strconv alone would also read (nan, inf, 1_0, 0x10) passes.
func TestParseNumber(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want float64
		ok   bool
	}{
		{"3", 3, true}, {"-2.5", -2.5, true}, {"+1e3", 1000, true}, {" 90 ", 90, true}, {".5", 0.5, true},
		{"nan", 0, false}, {"NaN", 0, false}, {"inf", 0, false}, {"-Inf", 0, false}, {"1_0", 0, false},
		{"0x10", 0, false}, {"1e400", 0, false}, {"", 0, false}, {"3in", 0, false}, {"abc", 0, false},
	} {
		got, err := ParseNumber(tc.in)
		if (err == nil) != tc.ok || tc.ok && got != tc.want {
			t.Errorf("ParseNumber(%q) = %v, %v; want %v, ok %v", tc.in, got, err, tc.want, tc.ok)
		}
	}
}

// TestParseNumberSaysWhy: a number too large and a malformed one are told
// apart, so a typo such as 1.2.3 is not reported as a size.
func TestParseNumberSaysWhy(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"1e400", `"1e400" is too large a number`},
		{"-1e400", `"-1e400" is too large a number`},
		{"1.2.3", `want a number, got "1.2.3"`},
		{"1..", `want a number, got "1.."`},
	} {
		if _, err := ParseNumber(tc.in); err == nil || err.Error() != tc.want {
			t.Errorf("ParseNumber(%q) = %v; want %s", tc.in, err, tc.want)
		}
	}
}
