package geom

import (
	"slices"
	"testing"
)

// TestBasesTouching counts by hand: a row of three 1-wide bases on [0, 3].
func TestBasesTouching(t *testing.T) {
	tests := []struct {
		from, width float64
		want        int
	}{
		{3, 2, 1},     // only [2,3], at its corner
		{1.5, 0.5, 2}, // [1,2] inside, [2,3] at the corner x=2
		{0, 3, 3},     // all
		{3.01, 1, 0},  // beyond the tolerance
		{-1, 0.5, 0},  // short of the row
	}
	for _, tt := range tests {
		if got := BasesTouching(0, 3, 1, tt.from, tt.width, 0.001); got != tt.want {
			t.Errorf("[%v, %v]: %d bases, want %d", tt.from, tt.from+tt.width, got, tt.want)
		}
	}
}

// TestSlides: a front 3 wide of 1-wide bases against a side 5 wide of
// 1-wide bases. Base edges meet at offsets j - i - 1 (i in 0..3, j in
// 0..5), the integers -4..4, which also hold the centre and both ends
// (limit (3+5)/2 = 4); nearest 1.25 adds itself.
func TestSlides(t *testing.T) {
	got := Slides(3, 1, 5, 1, 1.25)
	want := []float64{-4, -3, -2, -1, 0, 1, 1.25, 2, 3, 4}
	if !slices.Equal(got, want) {
		t.Errorf("Slides = %v, want %v", got, want)
	}
	// Without base widths each is one base: besides the centre, the ends
	// and nearest (9, clamped to 4), the fronts' ends meet the side's at
	// (-2.5 + 5j) - (-1.5 + 3i): -1 and 1 (and the ends -4, 4 again).
	if got, want := Slides(3, 0, 5, 0, 9), []float64{-4, -1, 0, 1, 4}; !slices.Equal(got, want) {
		t.Errorf("Slides without bases = %v, want %v", got, want)
	}
}

// TestContactPoint: u's front runs from (-1,0.5) to (1,0.5); t covers
// x 1..3, y 0.5..2.5, so its corner (1,0.5) is u's front-right corner.
func TestContactPoint(t *testing.T) {
	u := Rect{Centre: V(0, 0), Facing: 0, Width: 2, Depth: 1}
	tr := Rect{Centre: V(2, 1.5), Facing: 0, Width: 2, Depth: 2}
	if got := ContactPoint(u, tr); got.Dist(V(1, 0.5)) > 1e-9 {
		t.Errorf("ContactPoint = %v, want (1, 0.5)", got)
	}
	// t straight ahead, touching the middle of u's front: its corner
	// (-0.5, 0.5) lies on the front.
	tr = Rect{Centre: V(0, 1), Facing: 0, Width: 1, Depth: 1}
	if got := ContactPoint(u, tr); got.Y != 0.5 || got.X < -1 || got.X > 1 {
		t.Errorf("ContactPoint = %v, want a point of the front y=0.5", got)
	}
}

// TestSlideMeets works each case by hand. r is the 3x1 rectangle facing
// north centred at (0,0): x in [-1.5, 1.5], y in [-0.5, 0.5]; it slides
// east (dir (1,0)).
func TestSlideMeets(t *testing.T) {
	r := Rect{Centre: V(0, 0), Facing: 0, Width: 3, Depth: 1}
	east := V(1, 0)
	tests := []struct {
		name   string
		dir    Vec
		g      Seg
		lo, hi float64
		ok     bool
	}{
		// A vertical post x=4, y 0..2: r's right side reaches it at s=2.5,
		// its left side leaves it at s=5.5.
		{"post ahead", east, Seg{V(4, 0), V(4, 2)}, 2.5, 5.5, true},
		// The same post above r's reach (y from 0.6): never met.
		{"post above", east, Seg{V(4, 0.6), V(4, 2)}, 0, 0, false},
		// Touching counts: a post whose foot is on r's front line y=0.5.
		{"post on the front line", east, Seg{V(-3, 0.5), V(-3, 2)}, -4.5, -1.5, true},
		// A diagonal from (2,-1) to (4,1): y = x-3. r's rear-right corner
		// (1.5+s, -0.5) is on it first, at s=1; its front-left corner
		// (-1.5+s, 0.5) last, at s=5.
		{"diagonal", east, Seg{V(2, -1), V(4, 1)}, 1, 5, true},
		// Sliding north along a horizontal wall y=3, x 1..5: r's front
		// (y=0.5+s) meets it at s=2.5, its rear at 3.5.
		{"wall ahead", V(0, 1), Seg{V(1, 3), V(5, 3)}, 2.5, 3.5, true},
	}
	for _, tt := range tests {
		lo, hi, ok := SlideMeets(r, tt.dir, tt.g)
		if ok != tt.ok || ok && (!near(lo, tt.lo, 1e-9) || !near(hi, tt.hi, 1e-9)) {
			t.Errorf("%s: SlideMeets = %v, %v, %v; want %v, %v, %v", tt.name, lo, hi, ok, tt.lo, tt.hi, tt.ok)
		}
	}
}
