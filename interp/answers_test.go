package interp

import "testing"

func TestAnswerIndex(t *testing.T) {
	names := []string{"270", "90", "338.639", "E"}
	for _, c := range []struct {
		answer string
		want   int
	}{
		{"90", 1}, {"90.0", 1}, {"338.6389", 2}, {"338.64", -1}, {"E", 3}, {"F", -1}, {"-90", -1},
	} {
		if got := answerIndex(names, c.answer); got != c.want {
			t.Errorf("answerIndex(%q) = %d, want %d", c.answer, got, c.want)
		}
	}
}
