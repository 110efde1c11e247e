package geom

import "math"

// regionStep is the most angle between two points of a region's arc that
// ReachesRegion asks routes to, where the Router's start lies inside the
// arc's circle (RouteToCircle answers for a circle approached from
// outside only).
const regionStep = math.Pi / 36

// ReachesRegion reports whether a route of the Router, within its limit,
// ends in region g (within the tolerance): the start inside it; the
// straight move to its nearest point, where that is a route (a route is
// never shorter); else the shortest route to each arc of its boundary
// (a route into a convex region first meets it on its boundary), the
// free part of that arc's circle within the arc, or, where the start
// lies inside the arc's circle, points of the arc at most regionStep
// apart.
func (r *Router) ReachesRegion(g RoundRegion) bool {
	if g.Empty() {
		return false
	}
	if g.Contains(r.from, r.tol) {
		return true
	}
	q, _ := g.Nearest(r.from)
	if dist(r.from, q) > r.limit+r.tol {
		return false
	}
	if r.Straight(q) {
		return true
	}
	for _, a := range g.arcs {
		if a.r == 0 {
			if _, _, ok := r.Route(a.c); ok {
				return true
			}
			continue
		}
		c := Circle{C: a.c, R: a.r}
		if dist(r.from, a.c) > a.r {
			if free := clipArcs(r.FreeArcs(c), a.a0, a.a0+a.sw); len(free) > 0 {
				if _, _, ok := r.RouteToCircle(c, free); ok {
					return true
				}
			}
			continue
		}
		n := max(1, int(math.Ceil(a.sw/regionStep)))
		for i := 0; i <= n; i++ {
			if _, _, ok := r.Route(a.at(a.sw * float64(i) / float64(n))); ok {
				return true
			}
		}
	}
	return false
}

// clipArcs returns the parts of the arcs free (each [from, to]
// anticlockwise, radians, at most a whole turn) within [lo, hi] (at most a
// whole turn), on the circle: angles a whole turn apart are one.
func clipArcs(free [][2]float64, lo, hi float64) [][2]float64 {
	var out [][2]float64
	l0 := mod2pi(lo)
	l1 := l0 + (hi - lo)
	for _, f := range free {
		f0 := mod2pi(f[0])
		f1 := f0 + (f[1] - f[0])
		for k := -1; k <= 1; k++ {
			s := 2 * math.Pi * float64(k)
			if x0, x1 := max(f0+s, l0), min(f1+s, l1); x0 <= x1 {
				out = append(out, [2]float64{x0, x1})
			}
		}
	}
	return out
}
