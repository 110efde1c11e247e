package geom

import (
	"math"
	"testing"
)

// A base behind a wall: the straight move to the region's nearest point
// crosses the wall, so the region is reached only by a route round it,
// which a short limit does not allow (the straight test alone said yes).
func TestReachesRegionRoundAWall(t *testing.T) {
	const in, tol = 25.4, 0.0254
	r := 12.5 // a 25mm base
	wall := Keep{Shape: PolyShape(Polygon{Pts: []Vec{{14 * in, 15 * in}, {26 * in, 15 * in}, {26 * in, 15.4 * in}, {14 * in, 15.4 * in}}}), Dist: r}
	from := Vec{20 * in, 11 * in}
	g := DiscRegion(Circle{C: Vec{20 * in, 19.015748 * in}, R: 2.984252 * in})
	for _, c := range []struct {
		name  string
		keeps []Keep
		limit float64
		want  bool
	}{
		{"no wall, 6in", nil, 6 * in, true},
		{"wall, 6in", []Keep{wall}, 6 * in, false},
		{"wall, 20in", []Keep{wall}, 20 * in, true},
		{"no wall, 5in", nil, 5 * in, false},
	} {
		rt := NewRouter(from, c.keeps, c.limit, tol)
		if got := rt.ReachesRegion(g); got != c.want {
			t.Errorf("%s: ReachesRegion = %v, want %v", c.name, got, c.want)
		}
		// the same region cut by a disc round the start: its arc of that
		// disc's circle is asked point by point (the start lies inside it)
		cut := g.Clip(Circle{C: from, R: 7 * in})
		rt = NewRouter(from, c.keeps, c.limit, tol)
		if got := rt.ReachesRegion(cut); got != c.want {
			t.Errorf("%s, cut: ReachesRegion = %v, want %v", c.name, got, c.want)
		}
	}
	if NewRouter(from, nil, 6*in, tol).ReachesRegion(RoundRegion{}) {
		t.Error("the empty region is reached")
	}
	if !NewRouter(g.arcs[0].c, []Keep{wall}, 0, tol).ReachesRegion(g) {
		t.Error("a start inside the region does not reach it")
	}
}

// clipArcs keeps the parts of the free arcs within [lo, hi], angles a
// whole turn apart being one: each part's length, summed.
func TestClipArcs(t *testing.T) {
	two := 2 * math.Pi
	for _, c := range []struct {
		free   [][2]float64
		lo, hi float64
		want   float64
	}{
		{[][2]float64{{0, two}}, 1, 2, 1},
		{[][2]float64{{5.5, 7}}, 0, 1, 7 - two},
		{[][2]float64{{1, 2}}, -1, 1.5, 0.5},
		{[][2]float64{{1, 2}}, 3, 4, 0},
		{[][2]float64{{-0.5, 0.5}}, two - 0.25, two + 0.25, 0.5},
		{[][2]float64{{0.5, 1}, {3, 3.5}}, 0.75, 3.25, 0.5},
	} {
		got := clipArcs(c.free, c.lo, c.hi)
		sum := 0.0
		for _, a := range got {
			sum += a[1] - a[0]
			if !inArcs(a[0], c.free, 1e-12) || !inArcs(a[1], c.free, 1e-12) {
				t.Errorf("clipArcs(%v, %v, %v) = %v: %v is not within the free arcs", c.free, c.lo, c.hi, got, a)
			}
		}
		if math.Abs(sum-c.want) > 1e-12 {
			t.Errorf("clipArcs(%v, %v, %v) = %v, %.6f long, want %.6f", c.free, c.lo, c.hi, got, sum, c.want)
		}
	}
}
