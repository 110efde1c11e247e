package check

import "testing"

// TestDecider checks which operand an explanation marks: the first false
// operand of a false and, the first true one of a true or, through not,
// and none when every operand was needed or one has no truth value.
func TestDecider(t *testing.T) {
	leaf := func(i int) *Decision { return &Decision{Part: i} }
	and := func(k ...*Decision) *Decision { return &Decision{Op: "and", Kids: k} }
	or := func(k ...*Decision) *Decision { return &Decision{Op: "or", Kids: k} }
	not := func(k *Decision) *Decision { return &Decision{Op: "not", Kids: []*Decision{k}} }
	tests := []struct {
		name  string
		d     *Decision
		truth []bool
		want  int
	}{
		{"false and: the first false", and(leaf(0), leaf(1)), []bool{false, false}, 0},
		{"false and: the second", and(leaf(0), leaf(1)), []bool{true, false}, 1},
		{"true and: all needed", and(leaf(0), leaf(1)), []bool{true, true}, -1},
		{"true or: the first true", or(leaf(0), leaf(1)), []bool{false, true}, 1},
		{"false or: all needed", or(leaf(0), leaf(1)), []bool{false, false}, -1},
		{"not: the operand inside", not(or(leaf(0), leaf(1))), []bool{true, false}, 0},
		{"nested: the or inside the and", and(leaf(0), or(leaf(1), leaf(2))), []bool{true, false, false}, -1},
		{"nested: and inside or", or(and(leaf(0), leaf(1)), leaf(2)), []bool{true, true, false}, -1},
		{"nested: the false inside", and(leaf(0), not(leaf(1))), []bool{true, true}, 1},
		{"an operand not compiled", and(leaf(-1), leaf(0)), []bool{false}, -1},
	}
	for _, tt := range tests {
		got := tt.d.Decider(func(i int) (bool, bool) { return tt.truth[i], true })
		if got != tt.want {
			t.Errorf("%s: decided by part %d, want %d", tt.name, got, tt.want)
		}
	}
	unknown := and(leaf(0), leaf(1)).Decider(func(i int) (bool, bool) { return false, i == 1 })
	if unknown != -1 {
		t.Errorf("an operand with no truth value: decided by %d, want -1", unknown)
	}
}
