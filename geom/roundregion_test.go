package geom

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// lensDist returns the distance from p to the lens a ∩ b (+Inf if empty).
func lensDist(a, b Circle, p Vec) float64 {
	q, ok := LensNearest(a, b, p)
	if !ok {
		return math.Inf(1)
	}
	return q.Dist(p)
}

// TestRoundRegionChain checks a lens, the lens grown and cut by a third
// disc, and that cut again, against their definitions point by point:
// within the disc of a move and within the link of the region before.
func TestRoundRegionChain(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 7))
	pt := func(s float64) Vec { return V(r.Float64()*s, r.Float64()*s) }
	checked := 0
	for trial := range 3000 {
		a := Circle{C: pt(6), R: 0.5 + 3*r.Float64()}
		b := Circle{C: pt(6), R: 0.5 + 3*r.Float64()}
		c := Circle{C: pt(10), R: 0.5 + 3*r.Float64()}
		d1 := 2 * r.Float64()
		f1 := DiscRegion(a).Clip(b)
		f2 := f1.Grow(d1).Clip(c)
		in1 := func(p Vec) float64 { return max(p.Dist(a.C)-a.R, p.Dist(b.C)-b.R) }
		in2 := func(p Vec) float64 { return max(p.Dist(c.C)-c.R, lensDist(a, b, p)-d1) }
		for range 200 {
			p := pt(12).Sub(V(1, 1))
			if v := in1(p); math.Abs(v) > 1e-7 && f1.Contains(p, 0) != (v < 0) {
				t.Fatalf("trial %d: lens %v %v: Contains(%v) = %v, by the discs %v", trial, a, b, p, !(v < 0), v < 0)
			}
			v := in2(p)
			if math.Abs(v) > 1e-7 && f2.Contains(p, 0) != (v < 0) {
				t.Fatalf("trial %d: lens %v %v grown %v cut by %v: Contains(%v) = %v, by definition %v", trial, a, b, d1, c, p, !(v < 0), v < 0)
			}
			if v < 0 {
				checked++
			}
		}
		// Nearest: in the region, and no point of it found nearer.
		if f2.Empty() {
			continue
		}
		x := pt(14).Sub(V(2, 2))
		q, ok := f2.Nearest(x)
		if !ok || in2(q) > 1e-9 {
			t.Fatalf("trial %d: Nearest(%v) = %v, %v: not in the region (%g)", trial, x, q, ok, in2(q))
		}
		for range 300 {
			y := c.C.Add(V(r.Float64()*2-1, r.Float64()*2-1).Scale(c.R))
			if in2(y) < 0 && y.Dist(x) < q.Dist(x)-1e-9 {
				t.Fatalf("trial %d: Nearest(%v) = %v at %g, but %v is in the region at %g", trial, x, q, q.Dist(x), y, y.Dist(x))
			}
		}
		// Crossings lie on the circle and on the boundary.
		e := Circle{C: pt(10), R: 0.3 + 3*r.Float64()}
		for _, p := range f2.Crossings(e) {
			if math.Abs(p.Dist(e.C)-e.R) > 1e-9 || math.Abs(in2(p)) > 1e-9 {
				t.Fatalf("trial %d: crossing %v of %v: off the circle by %g, off the boundary by %g", trial, p, e, p.Dist(e.C)-e.R, in2(p))
			}
		}
	}
	if checked < 4000 {
		t.Fatalf("only %d points fell inside the regions: the test checks too little", checked)
	}
}

// TestRoundRegionCases pins the cases a cut can meet: a disc inside the
// region, the region inside the disc, the two apart.
func TestRoundRegionCases(t *testing.T) {
	big := DiscRegion(Circle{C: V(0, 0), R: 5})
	if g := big.Clip(Circle{C: V(1, 0), R: 1}); !g.Contains(V(1.9, 0), 0) || g.Contains(V(2.1, 0), 0) {
		t.Errorf("a small disc inside: the cut should be the small disc")
	}
	if g := big.Clip(Circle{C: V(1, 0), R: 10}); !g.Contains(V(-4.9, 0), 0) || g.Contains(V(-5.1, 0), 0) {
		t.Errorf("a big disc round it: the cut should be the region")
	}
	if g := big.Clip(Circle{C: V(20, 0), R: 1}); !g.Empty() {
		t.Errorf("discs apart: the cut should be empty")
	}
	if g := big.Grow(1); !g.Contains(V(0, 5.9), 0) || g.Contains(V(0, 6.1), 0) {
		t.Errorf("grown by 1: radius 6")
	}
	// A disc touching the region from outside at the first point of its
	// boundary (a chain drawn taut): the cut is that point, not the region.
	lens := DiscRegion(Circle{C: V(0, 0), R: 2}).Clip(Circle{C: V(3, 0), R: 2})
	corner := lens.pointAt(0)
	out := corner.Add(corner.Sub(V(1.5, 0)).Norm().Scale(1.5))
	if g := lens.Clip(Circle{C: out, R: 1.5}); g.Contains(V(1.5, 0), 1e-9) {
		t.Errorf("a disc touching the lens's corner %v from outside: the cut holds the lens's centre", corner)
	}
	if g := lens.Clip(Circle{C: V(1.5, 0), R: 0.2}); !g.Contains(V(1.6, 0), 0) || g.Contains(V(1.5, 0.3), 0) {
		t.Errorf("a small disc inside the lens: the cut should be the small disc")
	}
	if _, ok := (RoundRegion{}).Nearest(V(0, 0)); ok {
		t.Errorf("the empty region has no nearest point")
	}
}

// TestRoundRegionVerticesAndSegCrossings checks a lens (two unit discs
// 1 apart): its two corners, and where a line through it crosses its rims.
func TestRoundRegionVerticesAndSegCrossings(t *testing.T) {
	g := DiscRegion(Circle{C: V(0, 0), R: 1}).Clip(Circle{C: V(1, 0), R: 1})
	h := math.Sqrt(3) / 2
	vs := g.Vertices()
	if len(vs) != 2 {
		t.Fatalf("Vertices: %v, want 2 corners", vs)
	}
	for _, want := range []Vec{V(0.5, h), V(0.5, -h)} {
		if !slices.ContainsFunc(vs, func(v Vec) bool { return v.Dist(want) < 1e-9 }) {
			t.Errorf("Vertices: %v, want %v among them", vs, want)
		}
	}
	xs := g.SegCrossings(Seg{A: V(-2, 0), B: V(3, 0)})
	if len(xs) != 2 {
		t.Fatalf("SegCrossings: %v, want 2 points", xs)
	}
	for _, want := range []Vec{V(0, 0), V(1, 0)} {
		if !slices.ContainsFunc(xs, func(v Vec) bool { return v.Dist(want) < 1e-9 }) {
			t.Errorf("SegCrossings: %v, want %v among them", xs, want)
		}
	}
	if xs := g.SegCrossings(Seg{A: V(-2, 3), B: V(3, 3)}); len(xs) != 0 {
		t.Errorf("SegCrossings of a line missing the lens: %v", xs)
	}
	if vs := DiscRegion(Circle{C: V(0, 0), R: 1}).Vertices(); vs != nil {
		t.Errorf("Vertices of a disc: %v, want none", vs)
	}
}
