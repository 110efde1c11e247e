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

// TestArcsBeyondAnswersAlike: RouteToCircle answers "no route" at once
// where every free arc of the circle lies beyond the limit (arcsBeyond);
// on random tables of bases in a grid (a unit whose contact circles have
// free arcs only in the pockets between its bases) and a start at about
// the limit from them, every such answer must be the tree's, and each
// arc's points, a thousand along it, must lie beyond the limit. The test
// needs many answers of each kind to tell.
func TestArcsBeyondAnswersAlike(t *testing.T) {
	r := rand.New(rand.NewPCG(30, 8))
	beyond, near := 0, 0
	for range 1000 {
		var keeps []Keep
		var centres []Vec
		step := 1.4 + 0.2*r.Float64()
		for i := range 5 {
			for j := range 3 {
				c := V(10+step*float64(i), 10+step*float64(j))
				centres = append(centres, c)
				keeps = append(keeps, Keep{Shape: CircleShape(Circle{C: c, R: 0.5}), Dist: 0.5})
			}
		}
		limit := 2 + 4*r.Float64()
		from := V(10+r.Float64()*6, 10-limit-0.5+2*r.Float64())
		for _, c := range centres {
			cc := Circle{C: c, R: 1}
			fast := NewRouter(from, keeps, limit, 1e-3)
			free := fast.FreeArcs(cc)
			if len(free) == 0 {
				continue
			}
			l1, p1, ok1 := fast.RouteToCircle(cc, free)
			// the tree's answer, without the test
			slow := NewRouter(from, keeps, limit, 1e-3)
			slow.pts = slow.pts[:0]
			for _, a := range free {
				if a[1]-a[0] < 2*math.Pi {
					slow.pts = append(slow.pts, onRim(cc.C, cc.R, a[0]), onRim(cc.C, cc.R, a[1]))
				}
			}
			slow.circle, slow.arcs = &cc, free
			l2, p2, ok2 := slow.search()
			if d := dist(from, cc.C); d <= cc.R || dist(from, cc.C)-cc.R > limit+1e-3 {
				continue // answered before either search
			}
			if !arcsBeyond(cc, free, from, limit+1e-3) {
				near++
				continue
			}
			beyond++
			if ok1 || ok2 || l1 != l2 || !slices.Equal(p1, p2) {
				t.Fatalf("from %v to %v arcs %v: beyond the limit %v, yet %v %v %v against the tree's %v %v %v", from, cc, free, limit, l1, p1, ok1, l2, p2, ok2)
			}
			for _, a := range free {
				for k := range 1001 {
					q := onRim(cc.C, cc.R, a[0]+(a[1]-a[0])*float64(k)/1000)
					if dist(from, q) <= limit+1e-3 {
						t.Fatalf("from %v: %v on arc %v of %v is within the limit %v", from, q, a, cc, limit)
					}
				}
			}
		}
	}
	if beyond < 200 || near < 200 {
		t.Fatalf("%d circles with every free arc beyond the limit, %d with one within: the test shows little", beyond, near)
	}
}
