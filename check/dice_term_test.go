package check

import (
	"regexp"
	"testing"
)

// TestDiceTermMatchesRegexp: diceTerm reads a dice term as the regexp it
// stands in for does, on the forms a rules file may hold and their near
// misses.
func TestDiceTermMatchesRegexp(t *testing.T) {
	re := regexp.MustCompile(`^([0-9]*)D([0-9]+)$`)
	cases := []string{"", "D", "D6", "2D6", "20D6", "0D0", "D100", "2d6", "2D", "2DD6", "2D6D", "D6 ", " D6",
		"-2D6", "2D-6", "+D6", "2D6\n", "\nD6", "１D6", "2D６", "x2D6", "2Dx", "99999999999999999999D6", "2.5D6", "DD"}
	for _, s := range cases {
		count, sides, ok := diceTerm(s)
		m := re.FindStringSubmatch(s)
		if ok != (m != nil) {
			t.Errorf("diceTerm(%q) ok = %v, the regexp matches: %v", s, ok, m != nil)
			continue
		}
		if ok && (count != m[1] || sides != m[2]) {
			t.Errorf("diceTerm(%q) = %q, %q; the regexp reads %q, %q", s, count, sides, m[1], m[2])
		}
	}
}
