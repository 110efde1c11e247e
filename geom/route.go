package geom

import (
	"math"
)

// Routes for a round base.
//
// A round base of radius r moving among obstacles is a point moving among
// the obstacles grown by r: its centre must keep at least r from every
// other base, and so it never passes a gap narrower than its diameter.
// Other limits are the same kind of thing with another distance: keeping
// 1in from a base is keeping r+1in from its centre's disc. So a route is
// asked for a point and a list of Keeps, each a shape and the distance the
// point keeps from it.
//
// Most routes on a table are straight, and a straight leg is checked
// exactly against every Keep, so Route tries it first. Otherwise the
// point bends only round the grown obstacles' convex corners and circles;
// the bend points lie on polygons circumscribing those arcs (32 sides to a
// circle), so every leg between them is checked exactly and a bent route
// is at most 0.5% longer than the true shortest in the part that wraps
// round a corner. The search is A* with edges checked lazily, when popped,
// and bounded by the route's length limit: an obstacle that no route of
// that length can come near adds no bend points at all.

// Keep is an obstacle to a moving point: the point keeps at least Dist
// from Shape.
type Keep struct {
	Shape Shape
	Dist  float64
}

// Route returns the length and bend points (from and to included) of the
// shortest route from from to to that keeps within tol of every Keep and
// is no longer than limit (+Inf for no limit), and false when there is
// none. A Keep the start already breaks is left out: a base may always
// move away from what it stands too near.
func Route(from, to Vec, keeps []Keep, limit, tol float64) (float64, []Vec, bool) {
	near, ok := nearKeeps(from, to, keeps, limit, tol)
	if !ok {
		return 0, nil, false
	}
	if legClear(from, to, near, tol) {
		return from.Dist(to), []Vec{from, to}, true
	}
	g := graph{nodes: []Vec{from, to}, ring: [][2]Vec{{}, {}}, round: []bool{false, false}}
	for _, k := range near {
		pts := waypoints(k.Shape, k.Dist)
		round := k.Shape.Kind == KCircle
		for i, p := range pts {
			if p.Dist(from)+p.Dist(to) <= limit+tol && pointClear(p, near, tol) {
				g.nodes = append(g.nodes, p)
				g.round = append(g.round, round)
				g.ring = append(g.ring, [2]Vec{pts[(i+len(pts)-1)%len(pts)], pts[(i+1)%len(pts)]})
			}
		}
	}
	return g.astar(func(a, b Vec) bool { return legClear(a, b, near, tol) }, limit+tol)
}

// graph holds the bend points of a search: for those on a polygon round a
// circle (round), their two neighbours on it.
type graph struct {
	nodes []Vec
	ring  [][2]Vec
	round []bool
	// scratch for searches, reused by a Router
	par  []int
	done []bool
	heap []hop
}

// tangent reports whether a shortest route may run along the line from a
// towards node i there: a route bends round a convex polygon only where
// the line leaves both of the polygon's neighbouring corners on one side.
func (g *graph) tangent(i int, a Vec) bool {
	if !g.round[i] {
		return true
	}
	p, d := g.nodes[i], g.nodes[i].Sub(a)
	x, y := d.Cross(g.ring[i][0].Sub(p)), d.Cross(g.ring[i][1].Sub(p))
	return x*y >= 0
}

// nearKeeps returns the Keeps a route from from to to of at most limit
// can come near, leaving out those the start breaks, and false when no
// such route exists (too far, or to breaks a Keep).
func nearKeeps(from, to Vec, keeps []Keep, limit, tol float64) ([]Keep, bool) {
	if from.Dist(to) > limit+tol {
		return nil, false
	}
	var near []Keep
	for _, k := range keeps {
		df := pointDist(from, k.Shape)
		if df < k.Dist-tol {
			continue
		}
		if !math.IsInf(limit, 1) && df+pointDist(to, k.Shape)-2*k.Dist > limit+tol {
			continue
		}
		near = append(near, k)
	}
	return near, pointClear(to, near, tol)
}

// pointDist returns the distance from p to the boundary of s, 0 inside it.
func pointDist(p Vec, s Shape) float64 {
	if s.Kind == KCircle {
		return max(0, p.Dist(s.Circle.C)-s.Circle.R)
	}
	return max(0, signedDist(p, s))
}

// pointClear reports whether p keeps every Keep. Circles, the common
// case, are compared squared.
func pointClear(p Vec, keeps []Keep, tol float64) bool {
	for _, k := range keeps {
		if k.Shape.Kind == KCircle {
			dx, dy := p.X-k.Shape.Circle.C.X, p.Y-k.Shape.Circle.C.Y
			if r := k.Shape.Circle.R + k.Dist - tol; r > 0 && dx*dx+dy*dy < r*r {
				return false
			}
			continue
		}
		if k.Shape.Kind == KSeg {
			q := closestOnSeg(p, k.Shape.Seg.A, k.Shape.Seg.B)
			dx, dy := p.X-q.X, p.Y-q.Y
			if r := k.Dist - tol; r > 0 && dx*dx+dy*dy < r*r {
				return false
			}
			continue
		}
		if pointDist(p, k.Shape) < k.Dist-tol {
			return false
		}
	}
	return true
}

// legClear reports whether the segment ab keeps every Keep.
func legClear(a, b Vec, keeps []Keep, tol float64) bool {
	for _, k := range keeps {
		var d float64
		switch k.Shape.Kind {
		case KCircle:
			q := closestOnSeg(k.Shape.Circle.C, a, b)
			d = max(0, dist(q, k.Shape.Circle.C)-k.Shape.Circle.R)
		case KSeg:
			d = segSegDist(a, b, k.Shape.Seg.A, k.Shape.Seg.B)
		default:
			d = Distance(SegShape(Seg{a, b}), k.Shape)
		}
		if d < k.Dist-tol {
			return false
		}
	}
	return true
}

// LegClear reports whether a point moving straight from a to b keeps
// every Keep (within tol).
func LegClear(a, b Vec, keeps []Keep, tol float64) bool { return legClear(a, b, keeps, tol) }

// hop is a heap entry of the search: reach node u from node par having
// come g so far; f = g + the straight distance left.
type hop struct {
	f, g   float64
	u, par int
}

// astar finds the shortest route from nodes[0] to nodes[1] no longer than
// limit over the legs ok allows, checking each leg only when the search
// would take it, and only legs tangent at both ends.
func (g *graph) astar(ok func(a, b Vec) bool, limit float64) (float64, []Vec, bool) {
	return g.search(1, ok, limit)
}

// search is astar towards nodes[gi].
func (g *graph) search(gi int, ok func(a, b Vec) bool, limit float64) (float64, []Vec, bool) {
	nodes := g.nodes
	n := len(nodes)
	goal := nodes[gi]
	if cap(g.par) < n {
		g.par, g.done = make([]int, n), make([]bool, n)
	}
	par, done := g.par[:n], g.done[:n]
	clear(done)
	heap := append(g.heap[:0], hop{f: dist(nodes[0], goal), u: 0, par: -1})
	defer func() { g.heap = heap[:0] }()
	for len(heap) > 0 {
		var e hop
		e, heap = popHop(heap)
		if done[e.u] || (e.par >= 0 && !ok(nodes[e.par], nodes[e.u])) {
			continue
		}
		done[e.u], par[e.u] = true, e.par
		if e.u == gi {
			var path []Vec
			for i := gi; i >= 0; i = par[i] {
				path = append(path, nodes[i])
			}
			return e.g, reversed(path), true
		}
		u := nodes[e.u]
		for w := range n {
			if done[w] {
				continue
			}
			g0 := e.g + dist(u, nodes[w])
			if f := g0 + dist(nodes[w], goal); f <= limit && g.tangent(w, u) && g.tangent(e.u, nodes[w]) {
				heap = pushHop(heap, hop{f: f, g: g0, u: w, par: e.u})
			}
		}
	}
	return 0, nil, false
}

// dist is the distance between two points on the table, where
// math.Hypot's guard against overflow is not needed.
func dist(a, b Vec) float64 {
	dx, dy := a.X-b.X, a.Y-b.Y
	return math.Sqrt(dx*dx + dy*dy)
}

// pushHop adds e to the binary min-heap h (on f).
func pushHop(h []hop, e hop) []hop {
	h = append(h, e)
	for i := len(h) - 1; i > 0; {
		p := (i - 1) / 2
		if h[p].f <= h[i].f {
			break
		}
		h[p], h[i] = h[i], h[p]
		i = p
	}
	return h
}

// popHop removes the least entry of h.
func popHop(h []hop) (hop, []hop) {
	top := h[0]
	last := len(h) - 1
	h[0] = h[last]
	h = h[:last]
	for i := 0; ; {
		l, r, m := 2*i+1, 2*i+2, i
		if l < len(h) && h[l].f < h[m].f {
			m = l
		}
		if r < len(h) && h[r].f < h[m].f {
			m = r
		}
		if m == i {
			break
		}
		h[m], h[i] = h[i], h[m]
		i = m
	}
	return top, h
}

// BoardKeeps returns the board's four edges as Keeps at distance d: a
// base of radius d keeping them stays on the table.
func BoardKeeps(b Board, d float64) []Keep {
	c := []Vec{V(0, 0), V(b.W, 0), V(b.W, b.H), V(0, b.H)}
	out := make([]Keep, 4)
	for i := range c {
		out[i] = Keep{Shape: SegShape(Seg{c[i], c[(i+1)%4]}), Dist: d}
	}
	return out
}

// PointAlong returns the point at distance d along the polyline path, or
// its end when the path is shorter.
func PointAlong(path []Vec, d float64) Vec {
	for i := 1; i < len(path); i++ {
		l := path[i-1].Dist(path[i])
		if d <= l {
			if l == 0 {
				return path[i]
			}
			return path[i-1].Add(path[i].Sub(path[i-1]).Scale(d / l))
		}
		d -= l
	}
	return path[len(path)-1]
}

// SegCircleCross returns the points where segment s crosses the circle c.
func SegCircleCross(s Seg, c Circle) []Vec { return circleSeg(c.C, c.R, s.A, s.B) }

// CirclesCross returns the points where two circles cross (none, one
// twice, or two).
func CirclesCross(a, b Circle) []Vec { return circleCircle(a.C, a.R, b.C, b.R) }

// Router answers many route questions from one start: the Keeps the start
// breaks are left out once, and the bend points round the rest are worked
// out once, on the first route that needs them.
type Router struct {
	from       Vec
	keeps      []Keep
	limit, tol float64
	g          *graph
}

// NewRouter returns a Router for routes from from of at most limit that
// keep keeps (within tol).
func NewRouter(from Vec, keeps []Keep, limit, tol float64) *Router {
	r := &Router{from: from, limit: limit, tol: tol}
	for _, k := range keeps {
		if d := pointDist(from, k.Shape); d >= k.Dist-tol && d <= limit+k.Dist+tol {
			r.keeps = append(r.keeps, k)
		}
	}
	return r
}

// leg reports whether the straight leg ab keeps the Router's Keeps.
func (r *Router) leg(a, b Vec) bool { return legClear(a, b, r.keeps, r.tol) }

// Straight reports whether the straight move to to is a route.
func (r *Router) Straight(to Vec) bool {
	return r.from.Dist(to) <= r.limit+r.tol && pointClear(to, r.keeps, r.tol) && legClear(r.from, to, r.keeps, r.tol)
}

// Route returns what Route returns for a route from the Router's start.
func (r *Router) Route(to Vec) (float64, []Vec, bool) {
	if dist(r.from, to) > r.limit+r.tol || !pointClear(to, r.keeps, r.tol) {
		return 0, nil, false
	}
	if legClear(r.from, to, r.keeps, r.tol) {
		return dist(r.from, to), []Vec{r.from, to}, true
	}
	if r.g == nil {
		r.g = &graph{nodes: []Vec{r.from}, ring: [][2]Vec{{}}, round: []bool{false}}
		var ring []Vec // the unit directions of a circle's 32-gon, worked out once
		for _, k := range r.keeps {
			var pts []Vec
			if k.Shape.Kind == KCircle {
				if ring == nil {
					ring = circleGon(Vec{}, 1, 32)
				}
				rad := (k.Shape.Circle.R + k.Dist) * (1 + 1e-9)
				pts = make([]Vec, len(ring))
				for i, u := range ring {
					pts[i] = k.Shape.Circle.C.Add(u.Scale(rad))
				}
			} else {
				pts = waypoints(k.Shape, k.Dist)
			}
			for i, p := range pts {
				if dist(p, r.from) <= r.limit+r.tol && pointClear(p, r.keeps, r.tol) {
					r.g.nodes = append(r.g.nodes, p)
					r.g.round = append(r.g.round, k.Shape.Kind == KCircle)
					r.g.ring = append(r.g.ring, [2]Vec{pts[(i+len(pts)-1)%len(pts)], pts[(i+1)%len(pts)]})
				}
			}
		}
	}
	g := r.g
	n := len(g.nodes)
	g.nodes, g.ring, g.round = append(g.nodes, to), append(g.ring, [2]Vec{}), append(g.round, false)
	l, path, ok := g.search(n, r.leg, r.limit+r.tol)
	g.nodes, g.ring, g.round = g.nodes[:n], g.ring[:n], g.round[:n]
	return l, path, ok
}
