package engine

import (
	"slices"
	"testing"
)

// TestSortedBy checks that sortedBy orders by key, keeps ties in the
// order given, works each key out once and leaves its input alone.
func TestSortedBy(t *testing.T) {
	in := []string{"d", "bb", "a", "ccc", "e", "ff"}
	calls := 0
	got := sortedBy(in, func(s string) float64 { calls++; return float64(len(s)) })
	if want := []string{"d", "a", "e", "bb", "ff", "ccc"}; !slices.Equal(got, want) {
		t.Errorf("sortedBy = %v, want %v", got, want)
	}
	if calls != len(in) {
		t.Errorf("key called %d times, want %d", calls, len(in))
	}
	if want := []string{"d", "bb", "a", "ccc", "e", "ff"}; !slices.Equal(in, want) {
		t.Errorf("input changed to %v", in)
	}
}
