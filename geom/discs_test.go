package geom

import (
	"math"
	"testing"
)

func TestNearestOnCircle(t *testing.T) {
	c := Circle{C: V(10, 10), R: 5}
	if got := NearestOnCircle(c, V(10, 30)); got.Dist(V(10, 15)) > 1e-12 {
		t.Errorf("above: %v, want (10, 15)", got)
	}
	if got := NearestOnCircle(c, V(13, 14)); got.Dist(V(13, 14)) > 1e-12 {
		t.Errorf("on the circle: %v, want (13, 14) itself", got)
	}
}

// TestGrazingMoves: from (0, 0) the circle of radius 3 about (0, 5) is
// touched by tangents of length 4 (a 3-4-5 triangle), at (+-2.4, 3.2).
// With a move of 6 the full moves end 6 along those tangents, at
// (+-3.6, 4.8); with a move of 2 the moves end 2 along them, short of the
// circle.
func TestGrazingMoves(t *testing.T) {
	c := Circle{C: V(0, 5), R: 3}
	got := GrazingMoves(nil, V(0, 0), c, 6)
	want := []Vec{V(2.4, 3.2), V(3.6, 4.8), V(-2.4, 3.2), V(-3.6, 4.8)}
	if len(got) != 4 {
		t.Fatalf("got %v", got)
	}
	for _, w := range want {
		found := false
		for _, g := range got {
			found = found || g.Dist(w) < 1e-9
		}
		if !found {
			t.Errorf("%v missing from %v", w, got)
		}
	}
	short := GrazingMoves(nil, V(0, 0), c, 2)
	if len(short) != 2 || math.Abs(short[0].Len()-2) > 1e-9 || math.Abs(short[1].Len()-2) > 1e-9 {
		t.Errorf("a move of 2: %v, want two points 2 from the start", short)
	}
	if inside := GrazingMoves(nil, V(0, 4), c, 6); len(inside) != 0 {
		t.Errorf("from inside the circle: %v, want none", inside)
	}
}

// TestDiscBounds: discs of radius 1 at (0, 0) and (4, 2), facing north:
// x from -1 to 5, y from -1 to 3, so a 6 by 4 box about (2, 1).
func TestDiscBounds(t *testing.T) {
	r := DiscBounds([]Vec{V(0, 0), V(4, 2)}, 1, 0)
	if r.Centre.Dist(V(2, 1)) > 1e-12 || math.Abs(r.Width-6) > 1e-12 || math.Abs(r.Depth-4) > 1e-12 {
		t.Errorf("DiscBounds = %+v", r)
	}
}
