package geom

import (
	"math/rand/v2"
	"testing"
)

var sinkB bool
var sinkF float64

func benchPairs() [][2]Rect {
	r := rand.New(rand.NewPCG(9, 9))
	out := make([][2]Rect, 64)
	for i := range out {
		a := randRect(r)
		b := randRect(r)
		b.Centre = a.Centre.Add(Dir(r.Float64() * 360).Scale(r.Float64() * 150))
		out[i] = [2]Rect{a, b}
	}
	return out
}

func BenchmarkRectOverlap(b *testing.B) {
	pairs := benchPairs()
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		p := &pairs[i&63]
		sinkB = RectOverlap(p[0], p[1], 0.0254)
	}
}

func BenchmarkRectDistance(b *testing.B) {
	pairs := benchPairs()
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		p := &pairs[i&63]
		sinkF = RectDistance(p[0], p[1])
	}
}

// BenchmarkFirstContacts100 sweeps a unit 12in across a 4ft table holding
// 100 units.
func BenchmarkFirstContacts100(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	obs := make([]Shape, 100)
	for i := range obs {
		obs[i] = RectShape(Rect{
			Centre: V(r.Float64()*48*MMPerInch, r.Float64()*48*MMPerInch),
			Facing: r.Float64() * 360,
			Width:  40 + r.Float64()*80,
			Depth:  20 + r.Float64()*40,
		})
	}
	unit := Rect{Centre: V(24*MMPerInch, 10*MMPerInch), Facing: 10, Width: 120, Depth: 40}
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		n += len(FirstContacts(unit, 12*MMPerInch, obs, 0.0254))
	}
	b.ReportMetric(float64(n)/float64(b.N), "hits/op")
}
