package geom

import (
	"math"
	"testing"
)

func TestRectRelationsByHand(t *testing.T) {
	const tol = 0.25 // a power of two, so "by exactly tol" is exact
	a := Rect{Centre: V(100, 100), Facing: 0, Width: 40, Depth: 20}
	tests := []struct {
		name           string
		b              Rect
		overlap, touch bool
		dist           float64
		pen            float64
	}{
		{"front to front", Rect{V(100, 120), 180, 40, 20}, false, true, 0, 0},
		{"front to front, offset", Rect{V(130, 120), 180, 40, 20}, false, true, 0, 0},
		{"gap of tol", Rect{V(100, 120.25), 180, 40, 20}, false, true, 0.25, 0},
		{"gap of 2 tol", Rect{V(100, 120.5), 180, 40, 20}, false, false, 0.5, 0},
		{"overlap by tol", Rect{V(100, 119.75), 180, 40, 20}, false, true, 0, 0.25},
		{"overlap by 2 tol", Rect{V(100, 119.5), 180, 40, 20}, true, false, 0, 0.5},
		{"corner to corner", Rect{V(140, 120), 0, 40, 20}, false, true, 0, 0},
		{"diamond on a corner", Rect{V(120+10*math.Sqrt2, 110), 45, 20, 20}, false, true, 0, 0},
		{"apart diagonally", Rect{V(143, 124), 0, 40, 20}, false, false, 5, 0},
		{"inside", Rect{V(100, 100), 30, 4, 4}, true, false, 0, 10 + 2*(math.Sqrt(3)/2+0.5)},
		{"crossed", Rect{V(100, 100), 90, 60, 4}, true, false, 0, 22},
	}
	for _, tt := range tests {
		if got := RectOverlap(a, tt.b, tol); got != tt.overlap {
			t.Errorf("%s: RectOverlap = %v, want %v", tt.name, got, tt.overlap)
		}
		if got := RectDistance(a, tt.b); !near(got, tt.dist, 1e-9) {
			t.Errorf("%s: RectDistance = %v, want %v", tt.name, got, tt.dist)
		}
		sa, sb := RectShape(a), RectShape(tt.b)
		if got := Touching(sa, sb, tol); got != tt.touch {
			t.Errorf("%s: Touching = %v, want %v", tt.name, got, tt.touch)
		}
		if got := Penetration(sa, sb); !near(got, tt.pen, 1e-9) {
			t.Errorf("%s: Penetration = %v, want %v", tt.name, got, tt.pen)
		}
		// The general polygon path must agree with the rectangle one.
		pa, pb := PolyShape(Polygon{corners2(a)}), PolyShape(Polygon{corners2(tt.b)})
		if got := Penetration(pa, pb); !near(got, tt.pen, 1e-9) {
			t.Errorf("%s: polygon Penetration = %v, want %v", tt.name, got, tt.pen)
		}
		if got := Distance(pa, pb); !near(got, tt.dist, 1e-9) {
			t.Errorf("%s: polygon Distance = %v, want %v", tt.name, got, tt.dist)
		}
	}
}

func TestMixedRelationsByHand(t *testing.T) {
	unit := RectShape(Rect{Centre: V(0, 0), Facing: 0, Width: 40, Depth: 20})
	// An L-shaped wood: the notch is the square [0,50]x[0,50].
	ell := PolyShape(Polygon{[]Vec{V(-50, -50), V(50, -50), V(50, 0), V(0, 0), V(0, 50), V(-50, 50)}})
	tests := []struct {
		name      string
		a, b      Shape
		dist, pen float64
	}{
		{"circle apart", unit, CircleShape(Circle{V(0, 30), 5}), 15, 0},
		{"circle touching", unit, CircleShape(Circle{V(25, 0), 5}), 0, 0},
		{"circle off a corner", unit, CircleShape(Circle{V(23, 14), 5}), 0, 0},
		{"circle biting", unit, CircleShape(Circle{V(0, 12), 5}), 0, 3},
		{"circles", CircleShape(Circle{V(0, 0), 5}), CircleShape(Circle{V(13, 0), 5}), 3, 0},
		{"segment across", unit, SegShape(Seg{V(-30, 8), V(30, 8)}), 0, 2},
		{"segment along front", unit, SegShape(Seg{V(-30, 10), V(30, 10)}), 0, 0},
		{"segment apart", unit, SegShape(Seg{V(-30, 13), V(30, 13)}), 3, 0},
		{"segments cross", SegShape(Seg{V(0, 0), V(1, 1)}), SegShape(Seg{V(0, 1), V(1, 0)}), 0, 0},
		{"deep in the wood", RectShape(Rect{V(-25, -25), 0, 10, 10}), ell, 0, 30},
		{"in the notch", RectShape(Rect{V(25, 25), 0, 10, 10}), ell, 20, 0},
		{"against the notch", RectShape(Rect{V(5, 25), 0, 10, 10}), ell, 0, 0},
		{"straddling the notch edge", RectShape(Rect{V(2, 25), 0, 10, 10}), ell, 0, 3},
		{"across the inner corner", RectShape(Rect{V(0, 0), 0, 10, 10}), ell, 0, 5 * math.Sqrt2},
	}
	for _, tt := range tests {
		for _, swap := range []bool{false, true} {
			a, b := tt.a, tt.b
			if swap {
				a, b = b, a
			}
			if got := Distance(a, b); !near(got, tt.dist, 1e-9) {
				t.Errorf("%s (swap %v): Distance = %v, want %v", tt.name, swap, got, tt.dist)
			}
			if got := Penetration(a, b); !near(got, tt.pen, 1e-9) {
				t.Errorf("%s (swap %v): Penetration = %v, want %v", tt.name, swap, got, tt.pen)
			}
		}
	}
}

func TestPointAndSegment(t *testing.T) {
	wood := PolyShape(Polygon{[]Vec{V(0, 0), V(10, 0), V(10, 10), V(0, 10)}})
	points := []struct {
		p    Vec
		s    Shape
		tol  float64
		want bool
	}{
		{V(5, 5), wood, 0, true},
		{V(10.1, 5), wood, 0, false},
		{V(10.1, 5), wood, 0.2, true},
		{V(3, 4), CircleShape(Circle{V(0, 0), 5}), 0, true},
		{V(3, 4.1), CircleShape(Circle{V(0, 0), 5}), 0, false},
		{V(5, 0.1), SegShape(Seg{V(0, 0), V(10, 0)}), 0.1, true},
		{V(1, 1), RectShape(Rect{V(0, 0), 45, 2, 2}), 0, false},
	}
	for _, tt := range points {
		if got := PointInShape(tt.p, tt.s, tt.tol); got != tt.want {
			t.Errorf("PointInShape(%v, %v) = %v", tt.p, tt.s.Kind, got)
		}
	}
	front := Rect{V(5, -5), 0, 20, 10}.Edge(Front) // from (-5,0) to (15,0)
	if SegOverlapsShape(front, wood, 0.01) {
		t.Error("a front edge lying along the wood's edge overlaps it")
	}
	if !SegOverlapsShape(Seg{V(-5, 1), V(15, 1)}, wood, 0.01) {
		t.Error("a front edge 1mm inside the wood does not overlap it")
	}
}

func TestRelationProperties(t *testing.T) {
	r := seeded(t, 1)
	const tol = 0.0254
	for i := range 3000 {
		a, b := randShape(r), randShape(r)
		d, p := Distance(a, b), Penetration(a, b)
		if math.IsNaN(d) || math.IsNaN(p) || d < 0 || p < 0 {
			t.Fatalf("case %d: Distance %v, Penetration %v", i, d, p)
		}
		if d2 := Distance(b, a); !near(d, d2, 1e-9) {
			t.Errorf("case %d: Distance not symmetric: %v vs %v", i, d, d2)
		}
		if p2 := Penetration(b, a); !near(p, p2, 1e-9) {
			t.Errorf("case %d: Penetration not symmetric: %v vs %v", i, p, p2)
		}
		if d > 0 && p > 0 {
			t.Errorf("case %d: apart by %v yet penetrating by %v", i, d, p)
		}
		if Overlap(a, b, tol) != (p > tol) {
			t.Errorf("case %d: Overlap disagrees with Penetration %v", i, p)
		}
		if Touching(a, b, tol) != (!(p > tol) && d <= tol) {
			t.Errorf("case %d: Touching inconsistent", i)
		}
		deg, tr := r.Float64()*360, V(r.Float64()*1000-500, r.Float64()*1000-500)
		ma, mb := moveShape(a, deg, tr), moveShape(b, deg, tr)
		if d2 := Distance(ma, mb); !near(d, d2, 1e-7) {
			t.Errorf("case %d: Distance not invariant: %v vs %v", i, d, d2)
		}
		if p2 := Penetration(ma, mb); !near(p, p2, 1e-7) {
			t.Errorf("case %d: Penetration not invariant: %v vs %v", i, p, p2)
		}
	}
}

// TestPenetrationIsMinimal checks, for random polygon pairs, that moving
// by the penetration depth in some direction clears the overlap and that
// no shorter sampled move does.
func TestPenetrationIsMinimal(t *testing.T) {
	r := seeded(t, 2)
	for i := range 200 {
		a := PolyShape(randStar(r))
		b := moveShape(PolyShape(randStar(r)), 0, Vec{})
		p := Penetration(a, b)
		if p == 0 {
			continue
		}
		for k := range 72 {
			m := moveShape(a, 0, Dir(float64(k)*5).Scale(p*0.999))
			if Penetration(m, b) == 0 {
				t.Errorf("case %d: a move of %v clears a penetration of %v", i, p*0.999, p)
				break
			}
		}
	}
}

// TestShapesApartIsDistance checks that ShapesApart, which skips the edges
// whose boxes stand clear, answers as Distance does, on random pairs, on
// pairs moved until they nearly touch, and on pairs one inside the other.
func TestShapesApartIsDistance(t *testing.T) {
	r := seeded(t, 7)
	apart, close := 0, 0
	for i := range 3000 {
		a, b := randShape(r), randShape(r)
		switch i % 3 {
		case 1: // b moved so that the gap is near one of the gaps asked
			if d := Distance(a, b); d > 0 && b.Kind != KCircle {
				ca, cb := centreOf(a), centreOf(b)
				v := ca.Sub(cb)
				b = moveShape(b, 0, v.Scale((d-[3]float64{0, 1e-9, 1}[r.IntN(3)])/v.Len()))
			}
		case 2: // b shrunk inside a polygon or a rectangle
			if a.Kind == KRect {
				b = RectShape(Rect{a.Rect.Centre, a.Rect.Facing, a.Rect.Width / 3, a.Rect.Depth / 3})
			}
		}
		for _, gap := range []float64{0, 1e-9, 1, 20} {
			want := Distance(a, b) > gap
			if got := ShapesApart(a, b, gap); got != want {
				t.Fatalf("case %d, gap %g: ShapesApart %v, Distance %v", i, gap, got, Distance(a, b))
			}
			if want {
				apart++
			} else {
				close++
			}
		}
	}
	if apart < 1000 || close < 1000 {
		t.Errorf("%d pairs apart and %d not: the cases do not test both answers", apart, close)
	}
}

// centreOf returns the middle of s's box.
func centreOf(s Shape) Vec {
	lo, hi := s.Bounds()
	return lo.Add(hi).Scale(0.5)
}
