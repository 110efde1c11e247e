package geom

import (
	"math"
	"testing"
)

func TestRouteStraightAndGaps(t *testing.T) {
	const tol = 0.0254
	disc := func(x, y, r, keep float64) Keep {
		return Keep{Shape: CircleShape(Circle{C: V(x, y), R: r}), Dist: keep}
	}
	// Two bases of radius 10 at (50, +-20): the gap between them is
	// 40 - 20 = 20, exactly the moving base's diameter: it goes straight.
	l, path, ok := Route(V(0, 0), V(100, 0), []Keep{disc(50, 20, 10, 10), disc(50, -20, 10, 10)}, math.Inf(1), tol)
	if !ok || l != 100 || len(path) != 2 {
		t.Errorf("gap as wide as the base: %v, %v, %v", l, path, ok)
	}
	// At +-19.9 the gap is 19.8, narrower than the base: it goes round
	// the outside of one of them, a disc of radius 20 about (50, 19.9).
	keeps := []Keep{disc(50, 19.9, 10, 10), disc(50, -19.9, 10, 10)}
	l, path, ok = Route(V(0, 0), V(100, 0), keeps, math.Inf(1), tol)
	exact := pathRoundPoint(V(0, 0), V(100, 0), V(50, 19.9), 20)
	if !ok || math.Abs(l-exact) > 1e-9 {
		t.Errorf("gap narrower than the base: length %v, want exactly %v, %v", l, exact, ok)
	}
	for i := 1; i < len(path); i++ {
		if !LegClear(path[i-1], path[i], keeps, tol) {
			t.Errorf("leg %d of %v passes through the gap", i, path)
		}
	}
	// The same route is refused when limited to a straight 100.
	if _, _, ok := Route(V(0, 0), V(100, 0), keeps, 100, tol); ok {
		t.Error("a route longer than the limit was returned")
	}
	// Keeping 1in (25.4) more than the base from a model: a base of
	// radius 10 passing a model of radius 10 at 40 off the line must bend
	// (40 < 10 + 10 + 25.4), round a disc of radius 45.4.
	keep := []Keep{disc(50, 40, 10, 35.4)}
	l, _, ok = Route(V(0, 0), V(100, 0), keep, math.Inf(1), tol)
	// It passes between the model and the line: tangent, arc, tangent.
	da := V(50, 40).Dist(V(0, 0))
	tangent := math.Sqrt(da*da - 45.4*45.4)
	wrap := 2*math.Atan2(50, 40) - 2*math.Acos(45.4/da)
	if !ok || math.Abs(l-(2*tangent+45.4*wrap)) > 1e-9 {
		t.Errorf("1in keep: %v, %v", l, ok)
	}
}

func TestRouteBoardAndStart(t *testing.T) {
	const tol = 0.0254
	edge := BoardKeeps(Board{W: 100, H: 100}, 10)
	if l, _, ok := Route(V(20, 20), V(80, 20), edge, math.Inf(1), tol); !ok || l != 60 {
		t.Errorf("along the table: %v, %v", l, ok)
	}
	// The base would hang over the edge at (5, 50).
	if _, _, ok := Route(V(20, 20), V(5, 50), edge, math.Inf(1), tol); ok {
		t.Error("a route off the table")
	}
	// A base that starts too near a model may move away from it.
	near := []Keep{{Shape: CircleShape(Circle{C: V(0, 15), R: 10}), Dist: 35.4}}
	if l, _, ok := Route(V(0, 0), V(0, -50), near, math.Inf(1), tol); !ok || l != 50 {
		t.Errorf("moving away: %v, %v", l, ok)
	}
}

func TestPointAlong(t *testing.T) {
	path := []Vec{V(0, 0), V(3, 4), V(3, 10)}
	for _, tt := range []struct {
		d    float64
		want Vec
	}{{0, V(0, 0)}, {2.5, V(1.5, 2)}, {5, V(3, 4)}, {8, V(3, 7)}, {20, V(3, 10)}} {
		if got := PointAlong(path, tt.d); got.Dist(tt.want) > 1e-12 {
			t.Errorf("PointAlong(%v) = %v, want %v", tt.d, got, tt.want)
		}
	}
}

// FuzzRoute checks that a route found among discs never comes nearer a
// disc than its keep (so never through a gap narrower than the base),
// starts and ends where asked and is no longer than its limit.
func FuzzRoute(f *testing.F) {
	f.Add(0.0, 0.0, 100.0, 0.0, 50.0, 19.9, 50.0, -19.9, 30.0, 60.0, 10.0, 500.0)
	f.Add(0.0, 0.0, 100.0, 10.0, 50.0, 0.0, 70.0, 30.0, 20.0, -10.0, 12.0, 150.0)
	f.Fuzz(func(t *testing.T, fx, fy, tx, ty, ax, ay, bx, by, cx, cy, r, limit float64) {
		for _, v := range []float64{fx, fy, tx, ty, ax, ay, bx, by, cx, cy, r, limit} {
			if math.IsNaN(v) || math.Abs(v) > 1e3 {
				return
			}
		}
		if r < 1 || r > 50 || limit <= 0 {
			return
		}
		const tol = 0.0254
		var keeps []Keep
		for _, c := range []Vec{V(ax, ay), V(bx, by), V(cx, cy)} {
			keeps = append(keeps, Keep{Shape: CircleShape(Circle{C: c, R: r}), Dist: r})
		}
		l, path, ok := Route(V(fx, fy), V(tx, ty), keeps, limit, tol)
		if l2, path2, ok2 := NewRouter(V(fx, fy), keeps, limit, tol).Route(V(tx, ty)); ok2 {
			checkRoute(t, V(fx, fy), V(tx, ty), keeps, r, limit, l2, path2)
		}
		if !ok {
			return
		}
		checkRoute(t, V(fx, fy), V(tx, ty), keeps, r, limit, l, path)
	})
}

// checkRoute fails t if path does not run from from to to within limit,
// or comes nearer a disc of keeps than its keep (a keep the start breaks
// is waived), or if l is not its length.
func checkRoute(t *testing.T, from, to Vec, keeps []Keep, r, limit, l float64, path []Vec) {
	t.Helper()
	const tol = 0.0254
	if path[0] != from || path[len(path)-1] != to || l > limit+tol {
		t.Fatalf("route %v of length %v (limit %v)", path, l, limit)
	}
	sum := 0.0
	for i := 1; i < len(path); i++ {
		a, b := path[i-1], path[i]
		sum += a.Dist(b)
		for _, k := range keeps {
			if k.Shape.Circle.C.Dist(from) < 2*r-tol {
				continue // the start was already too near: that keep is waived
			}
			for s := 0; s <= 64; s++ {
				p := a.Add(b.Sub(a).Scale(float64(s) / 64))
				if d := p.Dist(k.Shape.Circle.C); d < 2*r-2*tol {
					t.Fatalf("leg %v-%v passes %v from a disc centre (needs %v)", a, b, d, 2*r)
				}
			}
		}
	}
	// Arcs come as chains of chords no farther than tol/16 from them: the
	// chords are a little shorter than the exact length.
	if sum > l+1e-9*(1+l) || sum < l-tol/4 {
		t.Fatalf("length %v but legs sum to %v", l, sum)
	}
	// No route is shorter than the straight line, and a clear line is the
	// route.
	if l < from.Dist(to)-1e-9 {
		t.Fatalf("length %v shorter than the straight %v", l, from.Dist(to))
	}
	if LegClear(from, to, waived(from, keeps, r, tol), tol) && math.Abs(l-from.Dist(to)) > 1e-9 {
		t.Fatalf("the line is clear but the route is %v, not %v", l, from.Dist(to))
	}
}

// waived returns keeps without those the start at from already breaks.
func waived(from Vec, keeps []Keep, r, tol float64) []Keep {
	var out []Keep
	for _, k := range keeps {
		if k.Shape.Circle.C.Dist(from) >= 2*r-tol {
			out = append(out, k)
		}
	}
	return out
}

// TestArcsWithin: the unit circle, free all round, against a circle of
// radius 1 about (1, 0): they cross at 60 and -60 degrees, and the part
// of the unit circle inside is the arc from -60 to 60 degrees. Free only
// from 90 to 270 degrees, nothing of it is inside; free from 0 to 180,
// the part from 0 to 60.
func TestArcsWithin(t *testing.T) {
	c := Circle{C: V(0, 0), R: 1}
	in := []Circle{{C: V(1, 0), R: 1}}
	deg := math.Pi / 180
	near := func(got [][2]float64, want ...[2]float64) bool {
		if len(got) != len(want) {
			return false
		}
		for i := range got {
			for k := range 2 {
				if math.Abs(math.Remainder(got[i][k]-want[i][k], 2*math.Pi)) > 1e-9 {
					return false
				}
			}
			if math.Abs((got[i][1]-got[i][0])-(want[i][1]-want[i][0])) > 1e-9 {
				return false
			}
		}
		return true
	}
	if got := ArcsWithin(c, [][2]float64{{0, 2 * math.Pi}}, in); !near(got, [2]float64{0, 60 * deg}, [2]float64{300 * deg, 360 * deg}) {
		t.Errorf("whole circle: %v, want [0, 60] and [300, 360] degrees", got)
	}
	if got := ArcsWithin(c, [][2]float64{{90 * deg, 270 * deg}}, in); len(got) != 0 {
		t.Errorf("free 90 to 270: %v, want none", got)
	}
	if got := ArcsWithin(c, [][2]float64{{0, 180 * deg}}, in); !near(got, [2]float64{0, 60 * deg}) {
		t.Errorf("free 0 to 180: %v, want [0, 60] degrees", got)
	}
}
