package geom

import (
	"math"
	"testing"
)

// fuzzRect builds a rectangle from fuzzed numbers, or false when they are
// out of the range the tables use.
func fuzzRect(x, y, f, w, d float64) (Rect, bool) {
	for _, v := range []float64{x, y, f, w, d} {
		if math.IsNaN(v) || math.IsInf(v, 0) || math.Abs(v) > 1e4 {
			return Rect{}, false
		}
	}
	if w <= 0.01 || d <= 0.01 {
		return Rect{}, false
	}
	return Rect{Centre: V(x, y), Facing: f, Width: w, Depth: d}, true
}

func FuzzRectDistance(f *testing.F) {
	f.Add(0.0, 0.0, 0.0, 40.0, 20.0, 0.0, 20.0, 180.0, 40.0, 20.0, 30.0, 5.0, 7.0)
	f.Add(0.0, 0.0, 0.0, 40.0, 20.0, 40.0, 20.0, 0.0, 40.0, 20.0, 90.0, -100.0, 0.0)
	f.Add(10.0, 3.0, 17.0, 50.0, 25.0, 80.0, 60.0, 245.0, 12.0, 30.0, 200.0, 1000.0, -300.0)
	f.Fuzz(func(t *testing.T, ax, ay, af, aw, ad, bx, by, bf, bw, bd, rot, tx, ty float64) {
		a, ok1 := fuzzRect(ax, ay, af, aw, ad)
		b, ok2 := fuzzRect(bx, by, bf, bw, bd)
		if !ok1 || !ok2 || math.IsNaN(rot) || math.Abs(rot) > 1e4 || math.IsNaN(tx+ty) || math.Abs(tx)+math.Abs(ty) > 1e4 {
			return
		}
		d := RectDistance(a, b)
		if math.IsNaN(d) || d < 0 {
			t.Fatalf("RectDistance = %v", d)
		}
		scale := 1 + math.Abs(ax) + math.Abs(ay) + math.Abs(bx) + math.Abs(by) + aw + ad + bw + bd + math.Abs(tx) + math.Abs(ty)
		if d2 := RectDistance(b, a); !near(d, d2, 1e-12*scale) {
			t.Fatalf("not symmetric: %v vs %v", d, d2)
		}
		ma, mb := a.RotateAbout(Vec{}, rot).Translate(V(tx, ty)), b.RotateAbout(Vec{}, rot).Translate(V(tx, ty))
		if d2 := RectDistance(ma, mb); !near(d, d2, 1e-9*scale) {
			t.Fatalf("not invariant under a rigid motion: %v vs %v", d, d2)
		}
		if d > 1e-9*scale && RectOverlap(a, b, 0) {
			t.Fatalf("apart by %v yet overlapping", d)
		}
		if pd := polyDist(RectShape(a), RectShape(b)); !near(d, pd, 1e-9*scale) {
			t.Fatalf("RectDistance %v, edge-by-edge distance %v", d, pd)
		}
	})
}

func FuzzFirstContacts(f *testing.F) {
	f.Add(0.0, 0.0, 0.0, 40.0, 20.0, 0.0, 60.0, 180.0, 40.0, 20.0, 0.0, 50.0)
	f.Add(0.0, 0.0, 30.0, 40.0, 20.0, 30.0, 50.0, 10.0, 20.0, 20.0, 10.0, 60.0)
	f.Add(0.0, 0.0, 0.0, 40.0, 20.0, 40.0, 50.0, 0.0, 40.0, 20.0, 0.0, 40.0)
	f.Fuzz(func(t *testing.T, ax, ay, af, aw, ad, bx, by, bf, bw, bd, dir, d float64) {
		a, ok1 := fuzzRect(ax, ay, af, aw, ad)
		b, ok2 := fuzzRect(bx, by, bf, bw, bd)
		if !ok1 || !ok2 || math.IsNaN(dir) || math.Abs(dir) > 1e4 || !(d >= 0 && d <= 50) {
			return
		}
		if a.Centre.Dist(b.Centre) > 500 || aw+ad+bw+bd > 1000 {
			return
		}
		checkAgainstStepping(t, 0, a, Dir(dir), d, RectShape(b), 0.001, 0.01)
	})
}
