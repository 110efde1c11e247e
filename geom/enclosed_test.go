package geom

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestFencedAnswersAlike: a Router that answers "no route" from the fence
// round its start (enclosed.go) answers every question as one that grows
// its tree, to the bit, on random tables of a start ringed by bases
// (rings whole and with gaps as wide as the base, or wider, and rings
// grown too wide to overlap), with bases scattered round them: routes to
// points and to circles, near and far. The fence must answer many of them
// and the rings with gaps must let routes out, so the comparison can tell.
func TestFencedAnswersAlike(t *testing.T) {
	r := rand.New(rand.NewPCG(30, 11))
	fenced, out := 0, 0
	for range 400 {
		from := V(10+r.Float64(), 10+r.Float64())
		var keeps []Keep
		disc := func(c Vec) {
			keeps = append(keeps, Keep{Shape: CircleShape(Circle{C: c, R: 0.5}), Dist: 0.5})
		}
		// a ring of n bases about the start, each as far as its
		// neighbours allow or a little farther (no overlap of the walls)
		n := 6 + r.IntN(5)
		rad := (1.9 + 0.3*r.Float64()) / (2 * math.Sin(math.Pi/float64(n)))
		gap := -1
		if r.IntN(3) == 0 {
			gap = r.IntN(n)
		}
		a0 := r.Float64() * 2 * math.Pi
		for i := range n {
			if i == gap {
				continue
			}
			a := a0 + 2*math.Pi*float64(i)/float64(n) + 0.05*(r.Float64()-0.5)
			disc(from.Add(V(rad*math.Cos(a), rad*math.Sin(a))))
		}
		for range r.IntN(12) {
			disc(V(r.Float64()*20, r.Float64()*20))
		}
		limit := 2 + r.Float64()*8
		fast := NewRouter(from, keeps, limit, 1e-3)
		slow := NewRouter(from, keeps, limit, 1e-3)
		slow.ring = fence{known: true} // no fence: the tree answers all
		for range 20 {
			to := V(r.Float64()*20, r.Float64()*20)
			if r.IntN(2) == 0 {
				to = from.Add(V(4*(r.Float64()-0.5), 4*(r.Float64()-0.5)))
			}
			wasGrown := fast.Grown()
			l1, p1, ok1 := fast.Route(to)
			l2, p2, ok2 := slow.Route(to)
			if l1 != l2 || ok1 != ok2 || !slices.Equal(p1, p2) {
				t.Fatalf("from %v to %v among %v: fenced %v %v %v, grown %v %v %v", from, to, keeps, l1, p1, ok1, l2, p2, ok2)
			}
			if _, _, f := fast.fenceFor(); f && !ok1 && !fast.Grown() && !wasGrown {
				fenced++
			}
			if ok1 && dist(from, to) > rad+1 {
				out++
			}
			c := Circle{C: to, R: 1}
			l1, p1, ok1 = fast.RouteToCircle(c, fast.FreeArcs(c))
			l2, p2, ok2 = slow.RouteToCircle(c, slow.FreeArcs(c))
			if l1 != l2 || ok1 != ok2 || !slices.Equal(p1, p2) {
				t.Fatalf("from %v to circle %v among %v: fenced %v %v %v, grown %v %v %v", from, c, keeps, l1, p1, ok1, l2, p2, ok2)
			}
		}
	}
	if fenced < 150 || out < 100 {
		t.Errorf("%d answers from the fence alone, %d routes out of a ring; want 150 and 100", fenced, out)
	}
}
