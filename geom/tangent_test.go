package geom

import (
	"math"
	"testing"
)

func TestFreeArcs(t *testing.T) {
	// A unit circle beside a base grown to radius 1 at (1.5, 0): the
	// points within 1 of (1.5, 0) are those at angles within
	// acos(1.5/2) = acos(0.75) of 0.
	keeps := []Keep{{Shape: CircleShape(Circle{C: V(1.5, 0), R: 0.5}), Dist: 0.5}}
	got := FreeArcs(Circle{C: V(0, 0), R: 1}, keeps, 1e-6)
	g := math.Acos(0.75)
	if len(got) != 1 || math.Abs(got[0][0]-g) > 1e-12 || math.Abs(got[0][1]-(2*math.Pi-g)) > 1e-12 {
		t.Errorf("FreeArcs = %v, want [[%v %v]]", got, g, 2*math.Pi-g)
	}
	if got := FreeArcs(Circle{C: V(0, 0), R: 1}, nil, 1e-6); len(got) != 1 || got[0] != [2]float64{0, 2 * math.Pi} {
		t.Errorf("nothing near: %v", got)
	}
}

func TestRouteToCircle(t *testing.T) {
	// A base of radius 0.5 from (10, 2) into contact with a base of
	// radius 0.5 at (10, 8.5), a third at (10.3, 5) in the way: round it
	// on the left, then straight at the target's centre until 1 from it
	// (tests/assault/round_a_friend.yaml works the same by hand).
	const tol = 0.001
	p, f, tc := V(10, 2), V(10.3, 5), V(10, 8.5)
	keeps := []Keep{
		{Shape: CircleShape(Circle{C: f, R: 0.5}), Dist: 0.5},
		{Shape: CircleShape(Circle{C: tc, R: 0.5}), Dist: 0.5},
	}
	r := NewRouter(p, keeps, 6, tol)
	c := Circle{C: tc, R: 1}
	l, path, ok := r.RouteToCircle(c, r.FreeArcs(c))
	d1, d2 := p.Dist(f), tc.Dist(f)
	span := 2*math.Pi + angleAt(f, p) - angleAt(f, tc)
	want := math.Sqrt(d1*d1-1) + (span - math.Acos(1/d1) - math.Acos(1/d2)) + math.Sqrt(d2*d2-1) - 1
	if !ok || math.Abs(l-want) > 1e-9 {
		t.Fatalf("length %v, want %v (%v)", l, want, ok)
	}
	end := path[len(path)-1]
	if math.Abs(end.Dist(tc)-1) > 1e-9 || end.Dist(V(9.79824, 7.52057)) > 1e-4 {
		t.Errorf("ends at %v", end)
	}
	for i := 1; i < len(path); i++ {
		if d := pointSegDist(f, path[i-1], path[i]); d < 1-tol {
			t.Errorf("leg %d passes %v from the friend", i, d)
		}
	}
	// With the near half of the contact circle taken (a base grown to
	// radius 1.2 at (10, 7.3)), the route must end on what is left.
	keeps = append(keeps, Keep{Shape: CircleShape(Circle{C: V(10, 7.3), R: 0.7}), Dist: 0.5})
	r = NewRouter(p, keeps, 8, tol)
	l, path, ok = r.RouteToCircle(c, r.FreeArcs(c))
	if !ok {
		t.Fatal("no route round to the free part")
	}
	end = path[len(path)-1]
	if math.Abs(end.Dist(tc)-1) > 1e-9 || !pointClear(end, keeps, tol) || l < p.Dist(end) {
		t.Errorf("ends at %v (%v from the base in the way), length %v", end, end.Dist(V(10, 7.3)), l)
	}
}
