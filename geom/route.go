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
	if from.Dist(to) > limit+tol {
		return 0, nil, false
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
	if !pointClear(to, near, tol) {
		return 0, nil, false
	}
	if legClear(from, to, near, tol) {
		return from.Dist(to), []Vec{from, to}, true
	}
	nodes := []Vec{from, to}
	for _, k := range near {
		for _, p := range waypoints(k.Shape, k.Dist) {
			if p.Dist(from)+p.Dist(to) <= limit+tol && pointClear(p, near, tol) {
				nodes = append(nodes, p)
			}
		}
	}
	return astar(nodes, func(a, b Vec) bool { return legClear(a, b, near, tol) }, limit+tol)
}

// pointDist returns the distance from p to the boundary of s, 0 inside it.
func pointDist(p Vec, s Shape) float64 {
	if s.Kind == KCircle {
		return max(0, p.Dist(s.Circle.C)-s.Circle.R)
	}
	return max(0, signedDist(p, s))
}

// pointClear reports whether p keeps every Keep.
func pointClear(p Vec, keeps []Keep, tol float64) bool {
	for _, k := range keeps {
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
		if k.Shape.Kind == KCircle {
			d = max(0, pointSegDist(k.Shape.Circle.C, a, b)-k.Shape.Circle.R)
		} else {
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

// PointClear reports whether p keeps every Keep (within tol).
func PointClear(p Vec, keeps []Keep, tol float64) bool { return pointClear(p, keeps, tol) }

// hop is a heap entry of the search: reach node u from node par having
// come g so far; f = g + the straight distance left.
type hop struct {
	f, g   float64
	u, par int
}

// astar finds the shortest route from nodes[0] to nodes[1] no longer than
// limit over the legs ok allows, checking each leg only when the search
// would take it.
func astar(nodes []Vec, ok func(a, b Vec) bool, limit float64) (float64, []Vec, bool) {
	n := len(nodes)
	goal := nodes[1]
	par := make([]int, n)
	done := make([]bool, n)
	heap := []hop{{f: nodes[0].Dist(goal), u: 0, par: -1}}
	for len(heap) > 0 {
		var e hop
		e, heap = popHop(heap)
		if done[e.u] || (e.par >= 0 && !ok(nodes[e.par], nodes[e.u])) {
			continue
		}
		done[e.u], par[e.u] = true, e.par
		if e.u == 1 {
			var path []Vec
			for i := 1; i >= 0; i = par[i] {
				path = append(path, nodes[i])
			}
			return e.g, reversed(path), true
		}
		for w := range n {
			if done[w] {
				continue
			}
			g := e.g + nodes[e.u].Dist(nodes[w])
			if f := g + nodes[w].Dist(goal); f <= limit {
				heap = pushHop(heap, hop{f: f, g: g, u: w, par: e.u})
			}
		}
	}
	return 0, nil, false
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

// CirclesCross returns the points where two circles cross (none, one
// twice, or two).
func CirclesCross(a, b Circle) []Vec { return circleCircle(a.C, a.R, b.C, b.R) }
