package geom

import (
	"math"
	"testing"
)

func TestNearestPair(t *testing.T) {
	a := []Vec{V(0, 0), V(10, 0), V(20, 0)}
	b := []Vec{V(13, 4), V(30, 30)}
	i, j, d := NearestPair(a, b)
	if i != 1 || j != 0 || d != 5 {
		t.Errorf("NearestPair = %v, %v, %v", i, j, d)
	}
	if i, j, d := NearestPair(nil, b); i != -1 || j != -1 || !math.IsInf(d, 1) {
		t.Errorf("NearestPair of nothing = %v, %v, %v", i, j, d)
	}
}

func TestShortestPath(t *testing.T) {
	const tol = 0.0254
	// Straight line when nothing is in the way.
	l, path, ok := ShortestPath(V(0, 0), V(100, 0), 10, nil, tol)
	if !ok || l != 100 || len(path) != 2 {
		t.Errorf("open ground: %v, %v, %v", l, path, ok)
	}
	// Round a wall: the disc of radius 10 must pass the wall's end at
	// distance 10; the exact shortest length is two tangents and an arc.
	wall := SegShape(Seg{V(50, -100), V(50, 20)})
	l, path, ok = ShortestPath(V(0, 0), V(100, 0), 10, []Shape{wall}, tol)
	exact := pathRoundPoint(V(0, 0), V(100, 0), V(50, 20), 10)
	if !ok || math.Abs(l-exact) > 1e-9 {
		t.Errorf("round a wall: length %v (exact %v), %v", l, exact, ok)
	}
	for i := 1; i < len(path); i++ {
		if d := Distance(SegShape(Seg{path[i-1], path[i]}), wall); d < 10-tol {
			t.Errorf("leg %d passes %v from the wall", i, d)
		}
	}
	// Boxed in: no path.
	box := PolyShape(Polygon{[]Vec{V(-50, -50), V(50, -50), V(50, 50), V(-50, 50)}})
	ring := []Shape{
		SegShape(Seg{V(-30, -30), V(30, -30)}), SegShape(Seg{V(30, -30), V(30, 30)}),
		SegShape(Seg{V(30, 30), V(-30, 30)}), SegShape(Seg{V(-30, 30), V(-30, -30)}),
	}
	if _, _, ok := ShortestPath(V(0, 0), V(100, 0), 5, ring, tol); ok {
		t.Error("found a way out of a closed ring")
	}
	if _, _, ok := ShortestPath(V(100, 0), V(0, 0), 5, []Shape{box}, tol); ok {
		t.Error("found a way into a solid box")
	}
}

// pathRoundPoint returns the length of the shortest path from a to b
// keeping r from the point c, which lies in the way, passing round the
// side of c away from the angle acb.
func pathRoundPoint(a, b, c Vec, r float64) float64 {
	da, db := a.Dist(c), b.Dist(c)
	ta, tb := math.Sqrt(da*da-r*r), math.Sqrt(db*db-r*r)
	ang := 2*math.Pi - math.Acos(a.Sub(c).Dot(b.Sub(c))/(da*db)) - math.Acos(r/da) - math.Acos(r/db)
	return ta + tb + r*ang
}
