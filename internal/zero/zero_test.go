package zero

import "testing"

// TestSlice checks that Slice zeroes every element, whatever it held.
func TestSlice(t *testing.T) {
	type rec struct {
		p *int
		n int
	}
	x := 1
	s := []rec{{&x, 1}, {}, {nil, 3}, {&x, 0}}
	Slice(s[1:])
	if s[0] != (rec{&x, 1}) {
		t.Errorf("Slice(s[1:]) changed s[0]: %v", s[0])
	}
	for i, r := range s[1:] {
		if r != (rec{}) {
			t.Errorf("after Slice, s[%d] = %v, want the zero value", i+1, r)
		}
	}
}

// TestAnys checks that Anys leaves every element nil.
func TestAnys(t *testing.T) {
	x := 2
	s := []any{1.5, nil, &x, "w", nil, []int{1}}
	Anys(s[:5])
	for i, v := range s[:5] {
		if v != nil {
			t.Errorf("after Anys, s[%d] = %v, want nil", i, v)
		}
	}
	if s[5] == nil {
		t.Error("Anys(s[:5]) cleared s[5]")
	}
}
