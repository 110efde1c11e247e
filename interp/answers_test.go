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
		if got := answerIndex(names, c.answer); got != c.want {
			t.Errorf("answerIndex(%q) = %d, want %d", c.answer, got, c.want)
		}
	}
}
