package geom

import (
	"math"
	"math/rand/v2"
	"slices"
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

// FuzzRouteAmongShapes checks routes among a rectangle, a disc and the
// board edge: a route never comes nearer a shape than its keep (less
// the tolerance), starts and ends where asked, is no shorter than the
// straight line, and is the straight line when that is clear. A route to
// a circle ends on it, at a point a base may stand on.
func FuzzRouteAmongShapes(f *testing.F) {
	f.Add(10.0, 10.0, 90.0, 90.0, 50.0, 50.0, 30.0, 8.0, 20.0, 70.0, 30.0, 5.0)
	f.Add(5.0, 50.0, 95.0, 50.0, 50.0, 50.0, 10.0, 60.0, 45.0, 80.0, 60.0, 3.0)
	f.Fuzz(func(t *testing.T, fx, fy, tx, ty, rx, ry, rw, rd, rot, cx, cy, rad float64) {
		for _, v := range []float64{fx, fy, tx, ty, rx, ry, rw, rd, rot, cx, cy, rad} {
			if math.IsNaN(v) || math.Abs(v) > 1e3 {
				return
			}
		}
		if rad < 1 || rad > 10 || rw < 1 || rw > 60 || rd < 1 || rd > 60 {
			return
		}
		const tol = 0.01
		keeps := append(BoardKeeps(Board{W: 100, H: 100}, rad),
			Keep{Shape: RectShape(Rect{Centre: V(rx, ry), Facing: rot, Width: rw, Depth: rd}), Dist: rad},
			Keep{Shape: CircleShape(Circle{C: V(cx, cy), R: rad}), Dist: rad})
		from, to := V(fx, fy), V(tx, ty)
		r := NewRouter(from, keeps, math.Inf(1), tol)
		check := func(l float64, path []Vec, end Vec) {
			t.Helper()
			if path[0] != from || path[len(path)-1] != end {
				t.Fatalf("route %v does not run from %v to %v", path, from, end)
			}
			if sum := ArcLen(path); sum > l+1e-9*(1+l) || sum < l-tol/2 || l < from.Dist(end)-1e-9 {
				t.Fatalf("length %v, legs %v, straight %v", l, sum, from.Dist(end))
			}
			for i := 1; i < len(path); i++ {
				for _, k := range r.keeps {
					if d := Distance(SegShape(Seg{path[i-1], path[i]}), k.Shape); d < k.Dist-tol {
						t.Fatalf("leg %v-%v passes %v from %v (keeps %v)", path[i-1], path[i], d, k.Shape.Kind, k.Dist)
					}
				}
			}
		}
		if l, path, ok := r.Route(to); ok {
			check(l, path, to)
			if LegClear(from, to, r.keeps, tol) && math.Abs(l-from.Dist(to)) > 1e-9 {
				t.Fatalf("the line is clear, the route %v long", l)
			}
		}
		c := Circle{C: V(cx, cy), R: 2 * rad}
		free := r.FreeArcs(c)
		if l, path, ok := r.RouteToCircle(c, free); ok {
			end := path[len(path)-1]
			check(l, path, end)
			if math.Abs(end.Dist(c.C)-c.R) > 1e-6 && from.Dist(c.C) > c.R {
				t.Fatalf("ends %v from the circle's centre, not %v", end.Dist(c.C), c.R)
			}
			if !pointClear(end, r.keeps, tol) {
				t.Fatalf("ends at %v, where a base may not stand", end)
			}
		}
	})
}

// TestSetTreeAnswersAlike: a Router given the tree another grew (reset
// alike, among random bases) answers every question as the one that grew
// it, to the bit: routes to points and to circles, bent round the bases.
// A Router given the start of the tree alone answers otherwise, so the
// comparison can tell.
func TestSetTreeAnswersAlike(t *testing.T) {
	r := rand.New(rand.NewPCG(30, 7))
	bent, differ := 0, 0
	for range 300 {
		var keeps []Keep
		for range 5 + r.IntN(20) {
			keeps = append(keeps, Keep{Shape: CircleShape(Circle{C: V(r.Float64()*20, r.Float64()*20), R: 0.5}), Dist: 0.5})
		}
		from := V(r.Float64()*20, r.Float64()*20)
		limit := 3 + r.Float64()*8
		grown := NewRouter(from, keeps, limit, 1e-3)
		tr, ok := grown.Tree()
		if !ok {
			t.Fatal("a Router that is not single grows no tree")
		}
		given := new(Router).Reset(from, keeps, limit, 1e-3, false)
		given.SetTree(tr)
		other := new(Router).Reset(from, keeps, limit, 1e-3, false)
		other.SetTree(Tree{nodes: tr.nodes[:1]})
		for range 20 {
			to := V(r.Float64()*20, r.Float64()*20)
			l1, p1, ok1 := grown.Route(to)
			l2, p2, ok2 := given.Route(to)
			if l1 != l2 || ok1 != ok2 || !slices.Equal(p1, p2) {
				t.Fatalf("to %v: grown %v %v %v, given %v %v %v", to, l1, p1, ok1, l2, p2, ok2)
			}
			if len(p1) > 2 {
				bent++
			}
			if l3, p3, ok3 := other.Route(to); l3 != l1 || ok3 != ok1 || !slices.Equal(p3, p1) {
				differ++
			}
			c := Circle{C: to, R: 1}
			l1, p1, ok1 = grown.RouteToCircle(c, grown.FreeArcs(c))
			l2, p2, ok2 = given.RouteToCircle(c, given.FreeArcs(c))
			if l1 != l2 || ok1 != ok2 || !slices.Equal(p1, p2) {
				t.Fatalf("to circle %v: grown %v %v %v, given %v %v %v", c, l1, p1, ok1, l2, p2, ok2)
			}
		}
	}
	if bent < 100 || differ < 100 {
		t.Errorf("%d bent routes, %d answers of the start alone that differ; want 100 of each", bent, differ)
	}
}

// TestGoalRouterRimBound checks that the search for one goal answers to
// the bit as it did before it left out the rims whose hops the goal's
// straight line (hRim) puts past the limit, on random scenes of bases,
// goal points and goal circles, and that the bound leaves some out.
func TestGoalRouterRimBound(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 30))
	bent := 0
	for range 300 {
		var keeps []Keep
		for range 5 + r.IntN(25) {
			keeps = append(keeps, Keep{Shape: CircleShape(Circle{C: V(r.Float64()*20, r.Float64()*20), R: 0.25 + r.Float64()*0.75}), Dist: 0.5})
		}
		from := V(r.Float64()*20, r.Float64()*20)
		for k := range 10 {
			to := V(r.Float64()*20, r.Float64()*20)
			limit := 3 + r.Float64()*15
			if k%2 == 0 {
				// a limit just past the shortest route, where a bound
				// too high leaves out a hop of it
				if l, _, ok := NewGoalRouter(from, keeps, 40, 1e-3).Route(to); ok {
					limit = l + 1e-3*r.Float64()
				}
			}
			pruned := NewGoalRouter(from, keeps, limit, 1e-3)
			all := NewGoalRouter(from, keeps, limit, 1e-3)
			all.allHops = true
			l1, p1, ok1 := pruned.Route(to)
			l2, p2, ok2 := all.Route(to)
			if l1 != l2 || ok1 != ok2 || !slices.Equal(p1, p2) {
				t.Fatalf("to %v: %v %v %v, every hop %v %v %v", to, l1, p1, ok1, l2, p2, ok2)
			}
			if len(p1) > 2 {
				bent++
			}
			c := Circle{C: to, R: 0.5 + r.Float64()}
			l1, p1, ok1 = pruned.RouteToCircle(c, pruned.FreeArcs(c))
			l2, p2, ok2 = all.RouteToCircle(c, all.FreeArcs(c))
			if l1 != l2 || ok1 != ok2 || !slices.Equal(p1, p2) {
				t.Fatalf("to circle %v: %v %v %v, every hop %v %v %v", c, l1, p1, ok1, l2, p2, ok2)
			}
		}
	}
	if bent < 200 {
		t.Errorf("%d bent routes; want 200", bent)
	}
}

// TestRouterLegClearAsKeeps checks the Router's leg test, which tries
// first the Keep that stopped the leg before, against legClear over its
// Keeps in their order, on legs asked one after another.
func TestRouterLegClearAsKeeps(t *testing.T) {
	r := rand.New(rand.NewPCG(30, 11))
	blocked := 0
	for range 200 {
		var keeps []Keep
		for range 3 + r.IntN(25) {
			keeps = append(keeps, Keep{Shape: CircleShape(Circle{C: V(r.Float64()*10, r.Float64()*10), R: 0.5}), Dist: 0.5})
		}
		keeps = append(keeps, Keep{Shape: SegShape(Seg{V(0, 0), V(10, 0)}), Dist: 0.5})
		rt := NewRouter(V(5, 5), keeps, 20, 1e-3)
		a := V(r.Float64()*10, r.Float64()*10)
		for range 50 {
			// legs from one end mostly, as a tree tries them
			if r.IntN(4) == 0 {
				a = V(r.Float64()*10, r.Float64()*10)
			}
			b := V(r.Float64()*10, r.Float64()*10)
			got, want := rt.legClear(a, b), legClear(a, b, rt.keeps, rt.tol)
			if got != want {
				t.Fatalf("leg %v %v: %v, want %v", a, b, got, want)
			}
			if !want {
				blocked++
			}
		}
	}
	if blocked < 1000 {
		t.Errorf("%d legs blocked; want 1000", blocked)
	}
}

// TestGoalArcBound checks that a tree's last legs to a circle's free arcs
// are answered to the bit as before goalHops left out the nodes beside no
// free arc whose nearest arc end is past the limit, on random scenes with
// the circle among the bases (its free arcs cut) and limits just past the
// shortest route.
func TestGoalArcBound(t *testing.T) {
	r := rand.New(rand.NewPCG(12, 30))
	bent, cut := 0, 0
	for range 150 {
		var keeps []Keep
		for range 5 + r.IntN(25) {
			keeps = append(keeps, Keep{Shape: CircleShape(Circle{C: V(r.Float64()*12, r.Float64()*12), R: 0.5}), Dist: 0.5})
		}
		from := V(r.Float64()*12, r.Float64()*12)
		for k := range 10 {
			c := keeps[r.IntN(len(keeps))].Shape.Circle
			c.R = 1 // the contact circle of a base of the scene
			limit := 2 + r.Float64()*8
			if k%2 == 0 {
				probe := NewRouter(from, keeps, 30, 1e-3)
				if l, _, ok := probe.RouteToCircle(c, probe.FreeArcs(c)); ok {
					limit = l + 1e-3*r.Float64()
				}
			}
			with := NewRouter(from, keeps, limit, 1e-3)
			all := NewRouter(from, keeps, limit, 1e-3)
			all.allHops = true
			free := with.FreeArcs(c)
			if len(free) > 0 && free[0][1]-free[0][0] < 2*math.Pi {
				cut++
			}
			l1, p1, ok1 := with.RouteToCircle(c, free)
			l2, p2, ok2 := all.RouteToCircle(c, all.FreeArcs(c))
			if l1 != l2 || ok1 != ok2 || !slices.Equal(p1, p2) {
				t.Fatalf("to circle %v: %v %v %v, every hop %v %v %v", c, l1, p1, ok1, l2, p2, ok2)
			}
			if len(p1) > 2 {
				bent++
			}
		}
	}
	if bent < 100 || cut < 500 {
		t.Errorf("%d bent routes, %d circles with cut arcs; want 100 and 500", bent, cut)
	}
}

// TestLazyTreeAnswersAlike: a Router that grows its tree only as far as
// each question needs (lazySearch), and one given that partial tree
// midway (CopyTree, SetTree) and growing it on, answer every question,
// asked in turn, as a Router that grows the whole tree first, to the
// bit: routes to points and to circles' free arcs, on random tables of
// scattered bases and on grids of bases (a unit's ranks, where routes of
// the same length through different points are common). The test needs
// many answers given before the tree was whole, routes and "no route"
// alike, and ties left to the whole tree, to tell.
func TestLazyTreeAnswersAlike(t *testing.T) {
	r := rand.New(rand.NewPCG(30, 26))
	early, none, ties := 0, 0, 0
	for n := range 600 {
		var keeps []Keep
		if n%2 == 0 {
			for range 5 + r.IntN(20) {
				keeps = append(keeps, Keep{Shape: CircleShape(Circle{C: V(r.Float64()*20, r.Float64()*20), R: 0.5}), Dist: 0.5})
			}
		} else {
			step := 1.5
			if r.IntN(2) == 0 {
				step = 1.4 + 0.2*r.Float64()
			}
			for i := range 8 {
				for j := range 3 {
					keeps = append(keeps, Keep{Shape: CircleShape(Circle{C: V(6+step*float64(i), 8+step*float64(j)), R: 0.5}), Dist: 0.5})
				}
			}
		}
		from := V(r.Float64()*20, r.Float64()*20)
		if n%2 == 1 {
			// below or amid the grid, on its lattice half the time
			from = V(6+1.5*float64(r.IntN(8)), 8-1.5*float64(r.IntN(3)))
			if r.IntN(2) == 0 {
				from = V(5+r.Float64()*12, 4+r.Float64()*8)
			}
		}
		limit := 3 + r.Float64()*6
		lazy := NewRouter(from, keeps, limit, 1e-3)
		whole := NewRouter(from, keeps, limit, 1e-3)
		whole.wholeTree = true
		var given *Router
		for k := range 16 {
			if k == 8 {
				var tr Tree
				lazy.CopyTree(&tr)
				given = new(Router).Reset(from, keeps, limit, 1e-3, false)
				given.SetTree(tr)
			}
			to := V(from.X+(r.Float64()-0.5)*2*limit, from.Y+(r.Float64()-0.5)*2*limit)
			if n%2 == 1 && r.IntN(2) == 0 {
				to = V(6+0.75*float64(r.IntN(16)), 8+0.75*float64(r.IntN(6))) // between bases, on the lattice
			}
			c := Circle{C: to, R: 1}
			free := whole.FreeArcs(c)
			for _, rt := range []*Router{lazy, given} {
				if rt == nil {
					continue
				}
				wasDone, wasN := rt.treeDone, len(rt.settled)
				lw, pw, okw := whole.Route(to)
				l, p, ok := rt.Route(to)
				if l != lw || ok != okw || !slices.Equal(p, pw) {
					t.Fatalf("table %d, to %v: lazy %v %v %v, whole %v %v %v", n, to, l, p, ok, lw, pw, okw)
				}
				lw, pw, okw = whole.RouteToCircle(c, free)
				l, p, ok = rt.RouteToCircle(c, free)
				if l != lw || ok != okw || !slices.Equal(p, pw) {
					t.Fatalf("table %d, to circle %v: lazy %v %v %v, whole %v %v %v", n, c, l, p, ok, lw, pw, okw)
				}
				if rt == lazy && !rt.treeDone && rt.Grown() {
					if ok {
						early++
					} else {
						none++
					}
				}
				if rt == lazy && !wasDone && rt.treeDone && len(rt.settled) > wasN && ok && len(rt.theap) == 0 {
					ties++ // grown whole for this question (a tie, or the goal far)
				}
			}
		}
	}
	if early < 200 || none < 200 || ties < 20 {
		t.Errorf("%d routes and %d 'no route' answered before the tree was whole, %d questions that grew it whole; want 200, 200 and 20", early, none, ties)
	}
}
