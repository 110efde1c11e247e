package geom

import (
	"math"
)

// NearestPair returns the indices of the closest pair of points, one from
// a and one from b, and their distance; -1, -1 and +Inf when either is
// empty.
func NearestPair(a []Vec, b []Vec) (i, j int, d float64) {
	i, j, d = -1, -1, math.Inf(1)
	for x, p := range a {
		for y, q := range b {
			if e := p.Dist(q); e < d {
				i, j, d = x, y, e
			}
		}
	}
	return i, j, d
}

// ShortestPath returns the length of the shortest path for a disc of the
// given radius from from to to that keeps at least radius-tol from every
// obstacle, with its waypoints (from and to included), and false when
// there is none. Paths bend only round obstacle corners: the waypoints are
// placed on polygons circumscribing the circles of the radius about each
// convex corner (and round circles, as 32-gons), so every leg is checked
// exactly and the length exceeds the true shortest by under 0.5% of the
// part that wraps round corners.
func ShortestPath(from, to Vec, radius float64, obs []Shape, tol float64) (float64, []Vec, bool) {
	nodes := []Vec{from, to}
	for _, ob := range obs {
		nodes = append(nodes, waypoints(ob, radius)...)
	}
	clear := func(a, b Vec) bool {
		for _, ob := range obs {
			if Distance(SegShape(Seg{a, b}), ob) < radius-tol {
				return false
			}
		}
		return true
	}
	return dijkstra(nodes, clear)
}

// waypoints returns the candidate bend points round ob for a disc of
// radius rad.
func waypoints(ob Shape, rad float64) []Vec {
	const n = 32
	if ob.Kind == KCircle {
		return circleGon(ob.Circle.C, (ob.Circle.R+rad)*(1+1e-9), n)
	}
	v, closed := ob.verts()
	if ob.Kind == KPoly {
		v = cleanRing(v)
	}
	if closed && signedArea(v) < 0 {
		v = reversed(v)
	}
	var out []Vec
	for i, p := range v {
		from, turn := 0.0, 360.0 // bearing of the first outward normal, and the clockwise turn to the last
		if closed && len(v) > 2 {
			prev, next := v[(i+len(v)-1)%len(v)], v[(i+1)%len(v)]
			if p.Sub(prev).Cross(next.Sub(p)) < 0 {
				continue // a reflex corner never bends a shortest path
			}
			from = BearingOf(p.Sub(prev).perp().Scale(-1))
			turn = NormBearing(from - BearingOf(next.Sub(p).perp().Scale(-1)))
		}
		out = append(out, arcGon(p, rad, from, turn, n)...)
	}
	return out
}

// arcGon returns points round the arc about p of radius rad from bearing
// from turning anticlockwise by turn, spaced at most 360/n apart and set
// out so that the chords between them clear the arc.
func arcGon(p Vec, rad, from, turn float64, n int) []Vec {
	k := max(1, int(math.Ceil(turn*float64(n)/360)))
	step := turn / float64(k)
	r := rad / math.Cos(step/2*math.Pi/180) * (1 + 1e-9)
	out := make([]Vec, 0, k+1)
	for j := range k + 1 {
		out = append(out, p.Add(Dir(from-step*float64(j)).Scale(r)))
	}
	return out
}

func reversed(v []Vec) []Vec {
	out := make([]Vec, len(v))
	for i, p := range v {
		out[len(v)-1-i] = p
	}
	return out
}

// dijkstra finds the shortest path from nodes[0] to nodes[1] over the legs
// ok allows.
func dijkstra(nodes []Vec, ok func(a, b Vec) bool) (float64, []Vec, bool) {
	n := len(nodes)
	dist := make([]float64, n)
	prev := make([]int, n)
	done := make([]bool, n)
	for i := range dist {
		dist[i], prev[i] = math.Inf(1), -1
	}
	dist[0] = 0
	for {
		u := -1
		for i := range n {
			if !done[i] && !math.IsInf(dist[i], 1) && (u < 0 || dist[i] < dist[u]) {
				u = i
			}
		}
		if u < 0 {
			return 0, nil, false
		}
		if u == 1 {
			break
		}
		done[u] = true
		for w := range n {
			if d := dist[u] + nodes[u].Dist(nodes[w]); !done[w] && d < dist[w] && ok(nodes[u], nodes[w]) {
				dist[w], prev[w] = d, u
			}
		}
	}
	var path []Vec
	for i := 1; i >= 0; i = prev[i] {
		path = append([]Vec{nodes[i]}, path...)
	}
	return dist[1], path, true
}
