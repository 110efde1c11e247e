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
// there is none: Route with every obstacle kept at the radius.
func ShortestPath(from, to Vec, radius float64, obs []Shape, tol float64) (float64, []Vec, bool) {
	keeps := make([]Keep, len(obs))
	for i, ob := range obs {
		keeps[i] = Keep{Shape: ob, Dist: radius}
	}
	return Route(from, to, keeps, math.Inf(1), tol)
}
