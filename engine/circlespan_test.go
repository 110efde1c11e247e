package engine

import (
	"math"
	"testing"
)

// TestCircleSpans checks packedCircles' arithmetic of parts of a circle:
// a part through angle 0 is split in two and joined again as one
// stretch, parts meet and join where they overlap, a whole turn stays
// whole.
func TestCircleSpans(t *testing.T) {
	const tau = 2 * math.Pi
	near := func(a, b float64) bool { return math.Abs(a-b) < 1e-12 }
	same := func(got, want [][2]float64) bool {
		if len(got) != len(want) {
			return false
		}
		for i := range got {
			if !near(got[i][0], want[i][0]) || !near(got[i][1], want[i][1]) {
				return false
			}
		}
		return true
	}
	cases := []struct {
		name string
		got  [][2]float64
		want [][2]float64
	}{
		{"inside", circleSpan(1, 2), [][2]float64{{1, 2}}},
		{"negative start", circleSpan(-1, -0.5), [][2]float64{{tau - 1, tau - 0.5}}},
		{"through 0", circleSpan(-0.5, 0.5), [][2]float64{{tau - 0.5, tau}, {0, 0.5}}},
		{"past a turn", circleSpan(6, 7), [][2]float64{{6, tau}, {0, 7 - tau}}},
		{"whole", circleSpan(-3, -3+tau), [][2]float64{{0, tau}}},
		{"meet", spanMeet([][2]float64{{0, 2}, {3, 5}}, [][2]float64{{1, 4}}), [][2]float64{{1, 2}, {3, 4}}},
		{"meet nothing", spanMeet([][2]float64{{0, 1}}, [][2]float64{{1, 2}}), nil},
		{"join overlapping", spanJoin([][2]float64{{3, 4}, {1, 2}, {1.5, 3.5}}), [][2]float64{{1, 4}}},
		{"join through 0", spanJoin([][2]float64{{0, 0.5}, {2, 3}, {tau - 0.5, tau}}), [][2]float64{{-0.5, 0.5}, {2, 3}}},
		{"join whole", spanJoin([][2]float64{{0, tau}}), [][2]float64{{0, tau}}},
	}
	for _, c := range cases {
		if !same(c.got, c.want) {
			t.Errorf("%s: got %v, want %v", c.name, c.got, c.want)
		}
	}
}
