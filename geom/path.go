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
