package geom

import (
	"math"
	"testing"
)

var sinkV Vec

func BenchmarkTmpSincos(b *testing.B) {
	x := 0.3
	for b.Loop() {
		s, c := math.Sincos(x)
		x += 0.001
		sinkF = s + c
	}
}

func BenchmarkTmpDir(b *testing.B) {
	x := 17.3
	for b.Loop() {
		sinkV = Dir(x)
		x += 0.001
	}
}
func BenchmarkTmpPenAxes(b *testing.B) {
	pairs := benchPairs()
	af, ar := pairs[0][0].axes()
	bf, br := pairs[0][1].axes()
	for i := 0; b.Loop(); i++ {
		p := &pairs[i&63]
		sinkF = rectPenAxes(p[0], p[1], af, ar, bf, br)
	}
}
