package check

import (
	"testing"

	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/world"
)

// TestShowCanonical checks that values print by what they are, never by
// where they live in memory.
func TestShowCanonical(t *testing.T) {
	m := &world.Body{ID: "M"}
	type pair struct {
		Left, Right *engine.Model
		hidden      int
	}
	tests := []struct {
		v    any
		want string
	}{
		{&engine.Model{Unit: m, Index: 2}, "M#2"},
		{[]*engine.Model{{Unit: m, Index: 0}, {Unit: m, Index: 1}}, "[M#0, M#1]"},
		{[]*world.Body{m, {ID: "N"}}, "[M, N]"},
		{[]any{1.5, "x", true, nil}, "[1.5, x, true, none]"},
		{&pair{Left: &engine.Model{Unit: m, Index: 3}, hidden: 7}, "{left: M#3, right: none}"}, // unexported: not shown
		{map[string]float64{"b": 2, "a": 1}, "{a: 1, b: 2}"},
		{(*engine.Model)(nil), "none"},
	}
	for _, tt := range tests {
		if got := Show(tt.v); got != tt.want {
			t.Errorf("Show(%T) = %q, want %q", tt.v, got, tt.want)
		}
	}
}
