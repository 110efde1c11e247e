package geom

import (
	"encoding/binary"
	"math"
	"slices"
)

// Arcs of circles against Keeps, exactly: whether a route's arc round a
// rim keeps every Keep, and which part of a circle (base contact with a
// model, say) a base may stand on.

// inSweep reports whether angle t lies on the arc from a0 turning by sw
// (radians, signed).
func inSweep(t, a0, sw float64) bool {
	x := mod2Pi((t - a0) * math.Copysign(1, sw))
	if x < 0 {
		x += 2 * math.Pi
	}
	return x <= math.Abs(sw)
}

// arcClear reports whether the arc about c of radius rad from angle a0
// turning by sw keeps every Keep (within tol).
func arcClear(c Vec, rad, a0, sw float64, keeps []Keep, tol float64) bool {
	if sw == 0 {
		return true
	}
	for i := range keeps {
		k := &keeps[i]
		switch k.Shape.Kind {
		case KCircle:
			rho := k.Shape.Circle.R + k.Dist - tol
			if rho <= 0 {
				continue
			}
			if arcMeetsDisc(c, rad, a0, sw, k.Shape.Circle.C, rho) {
				return false
			}
		case KSeg:
			// the whole circle clear of the segment by the keep: so is the arc
			sa, sb := k.Shape.Seg.A, k.Shape.Seg.B
			if boxesApart(c.Sub(Vec{rad, rad}), c.Add(Vec{rad, rad}), Vec{min(sa.X, sb.X), min(sa.Y, sb.Y)}, Vec{max(sa.X, sb.X), max(sa.Y, sb.Y)}, k.Dist+math.Abs(tol)) {
				continue
			}
			if arcSegDist(c, rad, a0, sw, sa, sb) < k.Dist-tol {
				return false
			}
		default:
			v, closed := k.Shape.verts()
			blocked := false
			eachEdge(v, closed, func(a, b Vec) {
				blocked = blocked || arcSegDist(c, rad, a0, sw, a, b) < k.Dist-tol
			})
			if blocked {
				return false
			}
		}
	}
	return true
}

// arcMeetsDisc reports whether the arc about c of radius rad from angle
// a0 turning by sw (not 0) comes inside the open disc about kc of radius
// rho (above 0): arcClear's test of a round Keep. A disc whose circle
// does not cross the arc's (d >= rad+rho, or inside it: d+rho <= rad)
// meets no arc of it.
func arcMeetsDisc(c Vec, rad, a0, sw float64, kc Vec, rho float64) bool {
	d := dist(c, kc)
	switch {
	case d >= rad+rho || d+rho <= rad:
		return false
	case d+rad <= rho:
		return true
	}
	g := math.Acos(max(-1, min(1, (rad*rad+d*d-rho*rho)/(2*rad*d))))
	phi := angleAt(c, kc)
	// the blocked angles are the open interval (phi-g, phi+g)
	return inSweep(phi, a0, sw) || sweepMeets(phi-g, phi+g, a0, sw)
}

// sweepMeets reports whether the open interval of angles (lo, hi) meets
// the arc from a0 turning by sw.
func sweepMeets(lo, hi, a0, sw float64) bool {
	e := a0 + sw
	mid := (lo + hi) / 2
	half := (hi - lo) / 2
	for _, t := range [2]float64{a0, e} {
		x := mod2Pi(t - mid)
		if x > math.Pi {
			x -= 2 * math.Pi
		} else if x < -math.Pi {
			x += 2 * math.Pi
		}
		if math.Abs(x) < half {
			return true
		}
	}
	return false // an interval inside the arc holds its centre, tested apart
}

// arcSegDist returns the distance between the arc about c of radius rad
// from a0 turning by sw and the segment ab. The least distance between a
// smooth curve and a segment is at an end of one of them, where they
// cross, or where the line joining them is normal to both: along the
// radius perpendicular to the segment.
func arcSegDist(c Vec, rad, a0, sw float64, a, b Vec) float64 {
	best := min(pointSegDist(onRim(c, rad, a0), a, b), pointSegDist(onRim(c, rad, a0+sw), a, b))
	for _, p := range [2]Vec{a, b} {
		if inSweep(angleAt(c, p), a0, sw) {
			best = min(best, math.Abs(dist(p, c)-rad))
		}
	}
	for _, x := range circleSeg(c, rad, a, b) {
		if inSweep(angleAt(c, x), a0, sw) {
			return 0
		}
	}
	e := b.Sub(a)
	if l2 := e.Dot(e); l2 > 0 {
		t := c.Sub(a).Dot(e) / l2
		if t >= 0 && t <= 1 {
			f := a.Add(e.Scale(t))
			if h := dist(f, c); h > 0 && inSweep(angleAt(c, f), a0, sw) {
				best = min(best, math.Abs(h-rad))
			}
		}
	}
	return best
}

// FreeArcs returns the parts of circle c a point may stand on keeping
// every Keep of the Router (within its tolerance), as [from, to] angles in
// radians anticlockwise from +x, to >= from; [0, 2π] for the whole
// circle. The ends are where c crosses a grown obstacle's boundary,
// worked out exactly; each part between two crossings is kept by its
// midpoint where both its ends are clear too, else dropped.
func (r *Router) FreeArcs(c Circle) [][2]float64 {
	return freeArcs(c, r.keeps, r.tol)
}

// FreeArcsKept is r.FreeArcs(c), answered from m (ArcsMemo.FreeArcs).
func (r *Router) FreeArcsKept(c Circle, m *ArcsMemo) [][2]float64 {
	return m.FreeArcs(c, r.keeps, r.tol)
}

// FreeArcs returns the parts of circle c a point may stand on keeping
// every Keep of keeps (within tol); see Router.FreeArcs.
func FreeArcs(c Circle, keeps []Keep, tol float64) [][2]float64 {
	return freeArcs(c, keeps, tol)
}

// freeArcs is FreeArcs. Only the Keeps that come near c can end a free
// part or hold a point of it, so the midpoints are tested against those
// alone (near): a Keep surely farther from c than it keeps (circles by
// squares, other shapes by boxes, with the margins of apart and
// boxesApart) keeps every point of c.
func freeArcs(c Circle, keeps []Keep, tol float64) [][2]float64 {
	var nearBuf [32]int32
	return freeArcsNear(c, keeps, arcsNear(nearBuf[:0], c, keeps, tol), tol)
}

// arcsNear appends to near the index of each Keep of keeps that comes
// near circle c (see freeArcs), in their order.
func arcsNear(near []int32, c Circle, keeps []Keep, tol float64) []int32 {
	grow := math.Abs(tol)
	for i := range keeps {
		k := &keeps[i]
		switch k.Shape.Kind {
		case KCircle:
			if apart(c.C, k.Shape.Circle.C, c.R+k.Shape.Circle.R+k.Dist+grow) {
				continue
			}
		default:
			// Every crossing is within k.Dist of the shape, so inside its
			// box grown by k.Dist: a circle clear of that box has none.
			if lo, hi := k.Shape.Bounds(); boxesApart(c.C.Sub(Vec{c.R, c.R}), c.C.Add(Vec{c.R, c.R}), lo, hi, k.Dist+grow) {
				continue
			}
		}
		near = append(near, int32(i))
	}
	return near
}

// freeArcsNear is freeArcs with the Keeps near c given (arcsNear): the
// answer is found from c, tol and those Keeps alone, in their order.
func freeArcsNear(c Circle, keeps []Keep, near []int32, tol float64) [][2]float64 {
	clear := func(p Vec) bool {
		for _, i := range near {
			if !pointClear(p, keeps[i:i+1], tol) {
				return false
			}
		}
		return true
	}
	var buf [32]float64 // the crossings, most often few
	ts := buf[:0]
	add := func(pts []Vec) {
		for _, p := range pts {
			ts = append(ts, angleAt(c.C, p))
		}
	}
	for _, i := range near {
		k := &keeps[i]
		switch k.Shape.Kind {
		case KCircle:
			x, n := circleCross(c.C, c.R, k.Shape.Circle.C, k.Shape.Circle.R+k.Dist)
			for _, p := range x[:n] {
				ts = append(ts, angleAt(c.C, p))
			}
		default:
			v, closed := k.Shape.verts()
			eachEdge(v, closed, func(a, b Vec) {
				add(offsetCrossings(c.C, c.R, Seg{a, b}, k.Dist))
			})
			for _, p := range v {
				add(circleCircle(c.C, c.R, p, k.Dist))
			}
		}
	}
	if len(ts) == 0 {
		if clear(onRim(c.C, c.R, 0)) {
			return [][2]float64{{0, 2 * math.Pi}}
		}
		return nil
	}
	slices.Sort(ts)
	ts = slices.Compact(ts)
	// A part is kept by its midpoint, and only where both its ends are
	// clear too: a crossing with the whole circle of a polygon's corner
	// beyond the corner's own sides lies inside the grown polygon, and the
	// sliver between it and the true crossing (with the moved side) may
	// hold its midpoint within the tolerance while that end is deeper.
	// endClear[i] is 0 not worked out, 1 clear, 2 not.
	var endBuf [32]int8
	endClear := endBuf[:0]
	for range ts {
		endClear = append(endClear, 0)
	}
	endOK := func(i int) bool {
		if endClear[i] == 0 {
			endClear[i] = 2
			if clear(onRim(c.C, c.R, ts[i])) {
				endClear[i] = 1
			}
		}
		return endClear[i] == 1
	}
	var out [][2]float64
	for i, t := range ts {
		next, j := ts[0]+2*math.Pi, 0
		if i+1 < len(ts) {
			next, j = ts[i+1], i+1
		}
		if !clear(onRim(c.C, c.R, (t+next)/2)) || !endOK(i) || !endOK(j) {
			continue
		}
		if n := len(out); n > 0 && out[n-1][1] == t {
			out[n-1][1] = next
		} else {
			out = append(out, [2]float64{t, next})
		}
	}
	// join the last part to the first across the angle where they meet
	if n := len(out); n > 1 && out[n-1][1] == out[0][0]+2*math.Pi {
		out[0][0] = out[n-1][0]
		out[0][1] += 2 * math.Pi
		out = out[:n-1]
		out[0][0], out[0][1] = out[0][0]-2*math.Pi, out[0][1]-2*math.Pi
	}
	if len(out) == 1 && out[0][1]-out[0][0] >= 2*math.Pi-1e-12 {
		return [][2]float64{{0, 2 * math.Pi}}
	}
	return out
}

// ArcsMemo keeps FreeArcs' answers by what each is found from: the
// circle, the tolerance and the Keeps near the circle (arcsNear), each
// as it is and in its order. A placement search asks the free arcs of
// the same target model's contact circle of many Routers whose Keeps
// differ only far from it (another start, a base moved elsewhere): the
// same circle and near Keeps give the same answer, worked out the same
// way. The zero ArcsMemo is empty and ready; it is not safe for use by
// more than one goroutine.
type ArcsMemo struct {
	kept map[string][][2]float64
	key  []byte
	near []int32
}

// FreeArcs returns FreeArcs(c, keeps, tol): the kept answer, or the one
// found and then kept. The answer is the memo's: a caller reads it and
// does not change it.
func (m *ArcsMemo) FreeArcs(c Circle, keeps []Keep, tol float64) [][2]float64 {
	m.near = arcsNear(m.near[:0], c, keeps, tol)
	b := m.key[:0]
	for _, x := range [...]float64{c.C.X, c.C.Y, c.R, tol} {
		b = binary.LittleEndian.AppendUint64(b, math.Float64bits(x))
	}
	for _, i := range m.near {
		k := &keeps[i]
		b = append(b, byte(k.Shape.Kind))
		b = binary.LittleEndian.AppendUint64(b, math.Float64bits(k.Dist))
		b = appendShape(b, k.Shape)
	}
	m.key = b
	if a, ok := m.kept[string(b)]; ok {
		return a
	}
	a := freeArcsNear(c, keeps, m.near, tol)
	if m.kept == nil {
		m.kept = map[string][][2]float64{}
	}
	m.kept[string(b)] = a
	return a
}

// appendShape appends to b the field of s its kind names, each float by
// its bits: two shapes of the same kind appended alike are the same.
func appendShape(b []byte, s Shape) []byte {
	var xs []float64
	switch s.Kind {
	case KCircle:
		xs = []float64{s.Circle.C.X, s.Circle.C.Y, s.Circle.R}
	case KRect:
		xs = []float64{s.Rect.Centre.X, s.Rect.Centre.Y, s.Rect.Facing, s.Rect.Width, s.Rect.Depth}
	case KSeg:
		xs = []float64{s.Seg.A.X, s.Seg.A.Y, s.Seg.B.X, s.Seg.B.Y}
	default:
		b = binary.LittleEndian.AppendUint32(b, uint32(len(s.Poly.Pts)))
		for _, p := range s.Poly.Pts {
			b = binary.LittleEndian.AppendUint64(b, math.Float64bits(p.X))
			b = binary.LittleEndian.AppendUint64(b, math.Float64bits(p.Y))
		}
		return b
	}
	for _, x := range xs {
		b = binary.LittleEndian.AppendUint64(b, math.Float64bits(x))
	}
	return b
}

// ArcsWithin returns the parts of arcs (of circle c, as FreeArcs gives
// them) that lie inside at least one circle of in: each arc is cut where c
// crosses a circle of in, and a piece is kept by its midpoint. With
// Router.RouteToCircle it finds the shortest route to the part of a
// circle that is both free and within reach of a point (a base standing
// within 2in of a friend, say), where the nearest free point may not be.
func ArcsWithin(c Circle, arcs [][2]float64, in []Circle) [][2]float64 {
	var cutBuf, tsBuf [16]float64
	cuts := cutBuf[:0]
	for _, o := range in {
		x, n := circleCross(c.C, c.R, o.C, o.R)
		for _, p := range x[:n] {
			cuts = append(cuts, angleAt(c.C, p))
		}
	}
	inside := func(a float64) bool {
		p := onRim(c.C, c.R, a)
		for _, o := range in {
			if dist(p, o.C) <= o.R {
				return true
			}
		}
		return false
	}
	var out [][2]float64
	for _, a := range arcs {
		ts := append(tsBuf[:0], a[0])
		for _, t := range cuts {
			x := mod2Pi(t - a[0])
			if x < 0 {
				x += 2 * math.Pi
			}
			if x > 0 && a[0]+x < a[1] {
				ts = append(ts, a[0]+x)
			}
		}
		slices.Sort(ts)
		ts = append(ts, a[1])
		for i := 0; i+1 < len(ts); i++ {
			lo, hi := ts[i], ts[i+1]
			if hi <= lo || !inside((lo+hi)/2) {
				continue
			}
			if n := len(out); n > 0 && out[n-1][1] == lo {
				out[n-1][1] = hi
			} else {
				out = append(out, [2]float64{lo, hi})
			}
		}
	}
	return out
}
