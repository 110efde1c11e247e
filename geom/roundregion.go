package geom

import (
	"cmp"
	"math"
	"slices"
)

// Where a chain of models may stand.
//
// A model that must stand within its move of where it stands and within
// a link of a model that stands within its own move and a link of the
// next, and so on, may stand in a region that discs build: the disc of
// its move cut by the region of the model before it grown by the link.
// Growing a convex region by a length and cutting it by a disc keep it
// convex and bounded by circular arcs that bulge outwards (a corner is an
// arc of radius 0), so such a region is held exactly as its arcs, each
// with the stretch of outward normals it covers: growing adds the length
// to every radius, and cutting by a disc keeps the arcs inside the disc
// and joins them with the disc's arcs inside the region.

// RoundRegion is a convex region bounded by circular arcs that bulge
// outwards, or empty (the zero value).
type RoundRegion struct {
	arcs []normalArc // in the order of their normals, which cover 2pi
}

// normalArc is a stretch of a RoundRegion's boundary: the points
// c + r*(cos t, sin t) for t from a0 to a0+sw (radians), whose outward
// normal is t; r is 0 at a corner.
type normalArc struct {
	c      Vec
	r      float64
	a0, sw float64
}

// at returns the point of arc a whose outward normal is a.a0+t.
func (a normalArc) at(t float64) Vec {
	s, c := math.Sincos(a.a0 + t)
	return a.c.Add(V(c, s).Scale(a.r))
}

// DiscRegion returns the disc c as a RoundRegion.
func DiscRegion(c Circle) RoundRegion {
	return RoundRegion{arcs: []normalArc{{c: c.C, r: max(c.R, 0), sw: 2 * math.Pi}}}
}

// Empty reports whether the region has no point.
func (g RoundRegion) Empty() bool { return len(g.arcs) == 0 }

// Grow returns the points within d of the region (d >= 0).
func (g RoundRegion) Grow(d float64) RoundRegion {
	out := RoundRegion{arcs: slices.Clone(g.arcs)}
	for i := range out.arcs {
		out.arcs[i].r += d
	}
	return out
}

// Contains reports whether p lies in the region or within tol of it: for
// every arc, p lies no farther along each of its normals than the arc
// does (the region is the meet of those half-planes).
func (g RoundRegion) Contains(p Vec, tol float64) bool {
	if g.Empty() {
		return false
	}
	for _, a := range g.arcs {
		v := p.Sub(a.c)
		l := v.Len()
		if l <= a.r+tol {
			continue
		}
		if off := mod2pi(math.Atan2(v.Y, v.X) - a.a0); off <= a.sw {
			return false
		}
		for _, t := range [2]float64{a.a0, a.a0 + a.sw} {
			s, c := math.Sincos(t)
			if v.Dot(V(c, s)) > a.r+tol {
				return false
			}
		}
	}
	return true
}

// Nearest returns the point of the region nearest p (p itself when it
// lies inside), and false when the region is empty.
func (g RoundRegion) Nearest(p Vec) (Vec, bool) {
	if g.Empty() {
		return p, false
	}
	if g.Contains(p, 0) {
		return p, true
	}
	best, bestD := p, math.Inf(1)
	for _, a := range g.arcs {
		v := p.Sub(a.c)
		off := mod2pi(math.Atan2(v.Y, v.X) - a.a0)
		cands := [2]Vec{a.at(0), a.at(a.sw)}
		if off <= a.sw {
			cands[0] = a.at(off)
		}
		for _, q := range cands {
			if d := q.Dist(p); d < bestD {
				best, bestD = q, d
			}
		}
	}
	return best, true
}

// farthest returns the distance from p to the point of the region
// farthest from it (a point of the boundary: the region is convex).
func (g RoundRegion) farthest(p Vec) float64 {
	far := 0.0
	for _, a := range g.arcs {
		v := a.c.Sub(p)
		far = max(far, a.at(0).Dist(p), a.at(a.sw).Dist(p))
		if off := mod2pi(math.Atan2(v.Y, v.X) - a.a0); off <= a.sw {
			far = max(far, v.Len()+a.r)
		}
	}
	return far
}

// regionCross is a point where a circle crosses a region's boundary, t
// its place along the boundary (the outward normal, counted from the
// first arc's).
type regionCross struct {
	t float64
	p Vec
}

// crossings returns where circle d crosses the region's boundary, in the
// order of the boundary, each once.
func (g RoundRegion) crossings(d Circle) []regionCross {
	var xs []regionCross
	t0 := 0.0
	for _, a := range g.arcs {
		if a.r > 0 {
			x, n := circleCross(a.c, a.r, d.C, d.R)
			for _, p := range x[:n] {
				v := p.Sub(a.c)
				off := mod2pi(math.Atan2(v.Y, v.X) - a.a0)
				if off > a.sw && 2*math.Pi-off < 1e-12 {
					off = 0
				}
				if off <= a.sw {
					xs = append(xs, regionCross{t: t0 + off, p: p})
				}
			}
		}
		t0 += a.sw
	}
	slices.SortFunc(xs, func(x, y regionCross) int {
		switch {
		case x.t < y.t:
			return -1
		case x.t > y.t:
			return 1
		}
		return 0
	})
	// A crossing at the joint of two arcs is found on both.
	return slices.CompactFunc(xs, func(x, y regionCross) bool { return y.p.Dist(x.p) < 1e-12 })
}

// Crossings returns the points where circle d crosses the region's
// boundary.
func (g RoundRegion) Crossings(d Circle) []Vec {
	var out []Vec
	for _, x := range g.crossings(d) {
		out = append(out, x.p)
	}
	return out
}

// pointAt returns the boundary point whose place along the boundary is t
// (0 <= t <= 2pi).
func (g RoundRegion) pointAt(t float64) Vec {
	for _, a := range g.arcs {
		if t <= a.sw {
			return a.at(t)
		}
		t -= a.sw
	}
	last := g.arcs[len(g.arcs)-1]
	return last.at(last.sw)
}

// pieces appends to out the arcs of the boundary between places t0 and
// t1 (t0 <= t1 <= t0 + 2pi, wrapping past 2pi).
func (g RoundRegion) pieces(out []normalArc, t0, t1 float64) []normalArc {
	for lap := 0.0; lap <= 2*math.Pi; lap += 2 * math.Pi {
		s := lap
		for _, a := range g.arcs {
			lo, hi := max(t0, s), min(t1, s+a.sw)
			if hi > lo {
				out = append(out, normalArc{c: a.c, r: a.r, a0: a.a0 + lo - s, sw: hi - lo})
			}
			s += a.sw
		}
	}
	return out
}

// Clip returns the part of the region inside disc d.
func (g RoundRegion) Clip(d Circle) RoundRegion {
	if g.Empty() {
		return g
	}
	xs := g.crossings(d)
	if len(xs) < 2 {
		// No two crossings: one holds the other, or they are apart. A
		// single boundary point tells nothing when d touches the region
		// there (a chain drawn taut touches at a corner), so the test
		// reads the region's farthest point, and d's centre.
		switch {
		case g.farthest(d.C) <= d.R*(1+1e-12)+1e-12:
			return g // the whole region inside d
		case g.Contains(d.C, 0):
			return DiscRegion(d) // d wholly inside the region
		}
		// Apart, or touching at a point the crossings miss by rounding.
		if q, _ := g.Nearest(d.C); q.Dist(d.C) <= d.R*(1+1e-12)+1e-12 {
			return RoundRegion{arcs: []normalArc{{c: q, sw: 2 * math.Pi}}}
		}
		return RoundRegion{}
	}
	var out []normalArc
	n := len(xs)
	for i, x := range xs {
		y := xs[(i+1)%n]
		t1 := y.t
		if i == n-1 {
			t1 += 2 * math.Pi
		}
		if d.C.Dist(g.pointAt(math.Mod((x.t+t1)/2, 2*math.Pi))) < d.R {
			out = g.pieces(out, x.t, t1) // the boundary inside d
			continue
		}
		// Outside d from x to y: d's rim inside the region instead, with a
		// corner at each end; the normals still turn by t1 - x.t in all.
		span := t1 - x.t
		ax, ay := angleOf(x.p.Sub(d.C)), angleOf(y.p.Sub(d.C))
		cx := min(max(remainder2pi(ax-(g.arcs[0].a0+x.t)), 0), span)
		sw := min(mod2pi(ay-ax), span-cx)
		if x.p.Dist(y.p) < 1e-12 {
			sw = 0
		}
		out = append(out,
			normalArc{c: x.p, a0: g.arcs[0].a0 + x.t, sw: cx},
			normalArc{c: d.C, r: d.R, a0: ax, sw: sw},
			normalArc{c: y.p, a0: ax + sw, sw: span - cx - sw})
	}
	out = slices.DeleteFunc(out, func(a normalArc) bool { return a.sw <= 0 })
	if len(out) == 0 {
		return RoundRegion{arcs: []normalArc{{c: xs[0].p, sw: 2 * math.Pi}}}
	}
	return RoundRegion{arcs: out}
}

// angleOf returns the direction of v in radians.
func angleOf(v Vec) float64 { return math.Atan2(v.Y, v.X) }

// mod2pi returns x reduced to [0, 2pi).
func mod2pi(x float64) float64 {
	x = math.Mod(x, 2*math.Pi)
	if x < 0 {
		x += 2 * math.Pi
	}
	return x
}

// remainder2pi returns x reduced to [-pi, pi].
func remainder2pi(x float64) float64 { return math.Remainder(x, 2*math.Pi) }

// SegCrossings returns the points where segment s crosses the region's
// boundary (at its arcs; a corner, an arc of radius 0, is one of
// Vertices).
func (g RoundRegion) SegCrossings(s Seg) []Vec {
	var out []Vec
	for _, a := range g.arcs {
		if a.r <= 0 {
			continue
		}
		for _, p := range circleSeg(a.c, a.r, s.A, s.B) {
			v := p.Sub(a.c)
			if off := mod2pi(math.Atan2(v.Y, v.X) - a.a0); off <= a.sw || 2*math.Pi-off < 1e-12 {
				out = append(out, p)
			}
		}
	}
	// A crossing at the joint of two arcs is found on both.
	slices.SortFunc(out, func(x, y Vec) int {
		if x.X != y.X {
			return cmp.Compare(x.X, y.X)
		}
		return cmp.Compare(x.Y, y.Y)
	})
	return slices.CompactFunc(out, func(x, y Vec) bool { return x.Dist(y) < 1e-12 })
}

// Vertices returns the points where two arcs of the region's boundary
// meet, in the order of the boundary.
func (g RoundRegion) Vertices() []Vec {
	if len(g.arcs) < 2 {
		return nil
	}
	out := make([]Vec, 0, len(g.arcs))
	for i, a := range g.arcs {
		if b := g.arcs[(i+len(g.arcs)-1)%len(g.arcs)]; b.c == a.c && b.r == a.r {
			continue // one arc split where the normals wrap
		}
		out = append(out, a.at(0))
	}
	return slices.CompactFunc(out, func(x, y Vec) bool { return x.Dist(y) < 1e-12 })
}
