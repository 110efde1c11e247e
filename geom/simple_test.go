package geom

import "testing"

func TestSimpleFault(t *testing.T) {
	tests := []struct {
		name string
		pts  []Vec
		want string // "" for a simple polygon
	}{
		{"square", []Vec{V(0, 0), V(4, 0), V(4, 4), V(0, 4)}, ""},
		{"concave", []Vec{V(0, 0), V(4, 0), V(2, 1), V(4, 4), V(0, 4)}, ""},
		{"collinear corner", []Vec{V(0, 0), V(2, 0), V(4, 0), V(4, 4)}, ""},
		{"bow tie", []Vec{V(0, 0), V(4, 4), V(4, 0), V(0, 4)}, "edges 1 and 3 cross: the polygon intersects itself"},
		{"flat", []Vec{V(0, 0), V(2, 0), V(4, 0)}, "the polygon has no area: its points are all on one line"},
		{"repeated", []Vec{V(0, 0), V(2, 0), V(2, 0), V(0, 4)}, "point 3 repeats point 2"},
		{"repeated apart", []Vec{V(0, 0), V(4, 0), V(0, 0), V(0, 4)}, "point 3 repeats point 1"},
		{"spike", []Vec{V(0, 0), V(4, 0), V(6, 0), V(5, 0), V(0, 4)}, "edges 2 and 3 fold back over each other"},
		{"touching", []Vec{V(0, 0), V(4, 0), V(2, 2), V(4, 4), V(0, 4), V(2, 2)}, "point 6 repeats point 3"},
		{"vertex on edge", []Vec{V(0, 0), V(4, 0), V(4, 4), V(2, 0), V(0, 4)}, "edges 1 and 3 cross: the polygon intersects itself"},
		{"two points", []Vec{V(0, 0), V(1, 1)}, "a polygon needs at least 3 points, got 2"},
	}
	for _, tt := range tests {
		got := ""
		if f := SimpleFault(tt.pts); f != nil {
			got = f.Msg
		}
		if got != tt.want {
			t.Errorf("%s: SimpleFault = %q, want %q", tt.name, got, tt.want)
		}
	}
}
