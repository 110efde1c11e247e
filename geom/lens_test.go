package geom

import (
	"math"
	"math/rand/v2"
	"testing"
)

func TestLensNearest(t *testing.T) {
	a, b := Circle{C: V(0, 0), R: 2}, Circle{C: V(3, 0), R: 2}
	cross := math.Sqrt(4 - 1.5*1.5)
	for _, tc := range []struct {
		name string
		p    Vec
		want Vec
		ok   bool
	}{
		{"inside both", V(1.5, 0.5), V(1.5, 0.5), true},
		{"left of a, on a's circle within b", V(-5, 0), V(1, 0), true},
		{"above: the corner", V(1.5, 10), V(1.5, cross), true},
		{"right: b's circle within a", V(10, 0), V(2, 0), true},
	} {
		got, ok := LensNearest(a, b, tc.p)
		if ok != tc.ok || got.Dist(tc.want) > 1e-9 {
			t.Errorf("%s: LensNearest(%v) = %v, %v; want %v, %v", tc.name, tc.p, got, ok, tc.want, tc.ok)
		}
	}
	if _, ok := LensNearest(a, Circle{C: V(5, 0), R: 2}, V(0, 0)); ok {
		t.Errorf("discs 5 apart of radius 2 share no point, LensNearest said they do")
	}
}

func TestLensesApart(t *testing.T) {
	// Lens A: x in [1, 2] about y = 0; lens B: x in [7, 8] (discs 3 apart
	// of radius 2, 6 farther right): the nearest pair is (2, 0)
	// and (7, 0), 5 apart.
	a1, a2 := Circle{C: V(0, 0), R: 2}, Circle{C: V(3, 0), R: 2}
	b1, b2 := Circle{C: V(6, 0), R: 2}, Circle{C: V(9, 0), R: 2}
	p, q, ok := LensesApart(a1, a2, b1, b2, 1, 5.5)
	if !ok || p.Dist(V(2, 0)) > 1e-6 || q.Dist(V(7, 0)) > 1e-6 {
		t.Errorf("LensesApart = %v, %v, %v; want (2, 0), (7, 0), true", p, q, ok)
	}
	if _, _, ok := LensesApart(a1, a2, b1, b2, 1, 4.9); ok {
		t.Errorf("lenses 5 apart at the nearest were found within 4.9")
	}
	// Overlapping lenses: a pair at least lo apart is taken on the way out.
	p, q, ok = LensesApart(a1, a2, a1, a2, 0.5, 1)
	if d := p.Dist(q); !ok || d < 0.5 || d > 1 {
		t.Errorf("LensesApart of one lens with itself, 0.5..1 apart: %v, %v, %v (%.3f apart)", p, q, ok, d)
	}
}

// TestLensesApartInvariants: whatever the discs, a pair returned lies in
// its lenses and between lo and hi apart.
func TestLensesApartInvariants(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	disc := func() Circle { return Circle{C: V(rng.Float64()*10, rng.Float64()*10), R: 0.5 + rng.Float64()*5} }
	in := func(c Circle, p Vec) bool { return p.Dist(c.C) <= c.R+1e-9 }
	found := 0
	for range 2000 {
		a1, a2, b1, b2 := disc(), disc(), disc(), disc()
		lo := rng.Float64() * 2
		hi := lo + rng.Float64()*3
		p, q, ok := LensesApart(a1, a2, b1, b2, lo, hi)
		if !ok {
			continue
		}
		found++
		if !in(a1, p) || !in(a2, p) || !in(b1, q) || !in(b2, q) {
			t.Fatalf("LensesApart(%v, %v, %v, %v) = %v, %v: not in the lenses", a1, a2, b1, b2, p, q)
		}
		if d := p.Dist(q); d < lo-1e-9 || d > hi+1e-9 {
			t.Fatalf("LensesApart(.., %g, %g) = %v, %v: %g apart", lo, hi, p, q, d)
		}
	}
	if found == 0 {
		t.Fatalf("no pair found in 2000 tries: the test checks nothing")
	}
}
