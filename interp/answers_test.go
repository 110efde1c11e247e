package interp

import "testing"

func TestAnswerIndex(t *testing.T) {
	names := []string{"270", "90", "338.639", "E", "10.001", "10.004"}
	for _, c := range []struct {
		answer string
		want   int
	}{
		{"90", 1}, {"90.0", 1}, {"338.6389", 2}, {"338.64", 2}, {"338.65", -1}, {"10", -1}, {"10.004", 5}, {"10.0012", 4}, {"E", 3}, {"F", -1}, {"-90", -1},
	} {
		if got := answerIndex(names, c.answer, false); got != c.want {
			t.Errorf("answerIndex(%q) = %d, want %d", c.answer, got, c.want)
		}
	}
}

// TestAnswerIndexBearings checks that an answer to a choice among bearings
// is compared modulo 360: -90 and 630 answer 270, -270 and 450 answer 90,
// 359.999 answers 0 and -0.001 answers 0; among numbers that are not
// bearings -90 answers nothing.
func TestAnswerIndexBearings(t *testing.T) {
	names := []string{"270", "90", "0"}
	for _, c := range []struct {
		answer string
		want   int
	}{
		{"-90", 0}, {"630", 0}, {"-270", 1}, {"450", 1}, {"359.9999", 2}, {"-0.001", 2}, {"360", 2}, {"180", -1},
	} {
		if got := answerIndex(names, c.answer, true); got != c.want {
			t.Errorf("answerIndex(%q) among bearings = %d, want %d", c.answer, got, c.want)
		}
	}
	if got := answerIndex(names, "-90", false); got != -1 {
		t.Errorf("answerIndex(-90) among numbers = %d, want -1", got)
	}
}
