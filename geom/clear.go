package geom

import (
	"math"
	"slices"
)

// Backtrack and ClearAhead work on the line of positions a rectangle takes
// as its centre moves from x0 along v: position s puts the centre at
// x0 + s·v. The rectangle (centred at the origin, corners a) comes within c
// of a convex piece b exactly when its centre lies in the interior of
// M ⊕ disc(c), where M is the convex hull of {b - a}. That rounded convex
// polygon meets the line in one open interval of s, found in closed form by
// clipping the line against M, against the band of width c outside each of
// M's edges, and against the disc of radius c about each of M's corners.
// With c = 0 the same interval is the set of positions at which the
// interiors meet. A concave polygon is its edges plus its inside: the
// edges give intervals as segments, and each gap between those intervals
// is blocked whole if the rectangle is inside the polygon at its middle.

// Backtrack returns the position on the straight path from start to end
// nearest end whose distance to every obstacle is at least clear-tol: end
// itself when that is legal, otherwise the last legal position before the
// first illegal stretch met going backwards from end. When clear-tol is
// not positive, legal means the interiors do not meet. ok is false, and
// start is returned, when no position back to start is legal.
func Backtrack(start, end Rect, clear float64, obs []Shape, tol float64) (Rect, bool) {
	v := end.Centre.Sub(start.Centre)
	sweep := sweepBox(start, v)
	var bad []span
	for _, ob := range obs {
		if sweep.clearOf(ob, clear-tol) {
			continue
		}
		bad = blocked(bad, start, v, ob, clear-tol, 0, 1)
	}
	s := 1.0
	back := 1e-9 / max(v.Len(), 1e-300)
	for moved := true; moved; {
		moved = false
		for _, b := range bad {
			if b.lo < s && s < b.hi {
				s, moved = b.lo-back, true
			}
		}
	}
	if s == 1 {
		return end, true
	}
	if s < 0 {
		if slices.ContainsFunc(bad, func(b span) bool { return b.lo < 0 && 0 < b.hi }) {
			return start, false
		}
		s = 0
	}
	return start.Translate(v.Scale(s)), true
}

// ClearAhead returns the least travel t >= 0 along the unit vector dir at
// which r overlaps none of obs (touching allowed: the answer puts r in
// exact contact, so it overlaps by nothing, well within tol), and false
// when there is none within max. Travel into a body by no more than tol
// is not overlap, so r touching a body at the start is already clear.
func ClearAhead(r Rect, dir Vec, obs []Shape, tol, max float64) (float64, bool) {
	var bad []span
	var ownBuf [16]int
	owner := ownBuf[:0] // owner[k] is the index in obs of the body bad[k] comes from
	for i, ob := range obs {
		n := len(bad)
		bad = blocked(bad, r, dir, ob, 0, 0, max)
		for range bad[n:] {
			owner = append(owner, i)
		}
	}
	// A span blocks t only where the interiors meet by more than tol (the
	// contract's overlap): a rectangle whose front already lies on a body's
	// edge (or its rear on one behind it), up to rounding, starts touching it,
	// not inside it. The same holds sideways: a rectangle sliding along a
	// body whose side lies on its own, up to rounding, meets it over a whole
	// span of t but never by more than tol, so within the span the depth
	// itself is asked (tests/t9a/fresh5/f17_flee_slides_along_rock_touching_no_test).
	t := 0.0
	for moved := true; moved; {
		moved = false
		for k, b := range bad {
			if b.lo+tol < t && t < b.hi-tol && deeperThan(r.Translate(dir.Scale(t)), obs[owner[k]], tol) {
				t, moved = b.hi, true
			}
		}
	}
	if t > max {
		return 0, false
	}
	return t, true
}

// deeperThan reports whether r overlaps ob by more than tol (always, for
// tol <= 0: the span already says the interiors meet).
func deeperThan(r Rect, ob Shape, tol float64) bool {
	return tol <= 0 || Penetration(RectShape(r), ob) > tol
}

// blocked appends the open intervals of s at which r moved by s·v comes
// within c of ob (c > 0) or has its interior meet ob (c <= 0). lo and hi
// bound the stretch of s that matters to a concave polygon's inside.
func blocked(out []span, r Rect, v Vec, ob Shape, c, lo, hi float64) []span {
	c = max(c, 0)
	corners := r.Corners()
	var a [4]Vec
	for i, p := range corners {
		a[i] = p.Sub(r.Centre)
	}
	// The hull of a rectangle against a rectangle fits in buf: it is used
	// and dropped, once for each obstruction of every sweep.
	var buf [3 * 4 * 4]Vec
	add := func(piece []Vec, round float64) {
		if t0, t1, ok := lineRounded(r.Centre, v, minkowskiDiffIn(buf[:0], piece, a[:]), round); ok {
			out = append(out, span{t0, t1})
		}
	}
	switch ob.Kind {
	case KRect:
		oc := ob.Rect.Corners()
		add(oc[:], c)
	case KCircle:
		add([]Vec{ob.Circle.C}, c+ob.Circle.R)
	case KSeg:
		add([]Vec{ob.Seg.A, ob.Seg.B}, c)
	default:
		pts := cleanRing(ob.Poly.Pts)
		if isConvex(pts) {
			add(pts, c)
			break
		}
		n := len(out)
		eachEdge(pts, true, func(p, q Vec) { add([]Vec{p, q}, c) })
		out = insideGaps(out, n, r, v, pts, lo, hi)
	}
	return out
}

// box is an axis-aligned box, and the size of the numbers that made it.
type box struct {
	lo, hi Vec
	scale  float64
}

// sweepBox returns a box holding every position of r moved by s·v for s
// in [0, 1]: the box of the discs round r's corners at both ends, which
// needs no sine or cosine.
func sweepBox(r Rect, v Vec) box {
	lo, hi := circleBox(r)
	lo = Vec{min(lo.X, lo.X+v.X), min(lo.Y, lo.Y+v.Y)}
	hi = Vec{max(hi.X, hi.X+v.X), max(hi.Y, hi.Y+v.Y)}
	return box{lo, hi, max(abs(lo.X), abs(lo.Y), abs(hi.X), abs(hi.Y), v.Len())}
}

// circleBox returns the box round the disc through r's corners.
func circleBox(r Rect) (lo, hi Vec) {
	h := math.Sqrt(r.Width*r.Width+r.Depth*r.Depth) / 2
	return Vec{r.Centre.X - h, r.Centre.Y - h}, Vec{r.Centre.X + h, r.Centre.Y + h}
}

// looseBounds returns a box holding ob: a rectangle's is its circleBox.
func looseBounds(ob Shape) (lo, hi Vec) {
	if ob.Kind == KRect {
		return circleBox(ob.Rect)
	}
	return ob.Bounds()
}

// clearOf reports whether ob stands further than c from the box by a
// margin that no rounding in blocked comes near: then no position of the
// sweep comes within c of ob, and the interval blocked would give for ob,
// if any, lies wholly outside (0, 1), where Backtrack never looks (it
// walks back from 1 and asks only whether 0 is blocked). The margin, a
// micrometre and a millionth of the numbers involved, is far above the
// error of the closed forms, at worst about the square root of the
// machine epsilon (1.5e-8) times the distances, where a line grazes a
// disc, and above the rounding of a rectangle's corners, which the boxes
// of their discs hold. A NaN anywhere leaves ob to blocked.
func (b box) clearOf(ob Shape, c float64) bool {
	c = max(c, 0)
	lo, hi := looseBounds(ob)
	scale := max(b.scale, abs(lo.X), abs(lo.Y), abs(hi.X), abs(hi.Y), c)
	gap := c + 1e-3 + 1e-6*scale
	return lo.X-b.hi.X > gap || b.lo.X-hi.X > gap || lo.Y-b.hi.Y > gap || b.lo.Y-hi.Y > gap
}

func corners2(r Rect) []Vec { c := r.Corners(); return c[:] }

// insideGaps appends, for the edge intervals out[n:], each gap between
// them in which r stands inside the polygon pts. Gaps reaching past
// [lo,hi] are tested inside it and kept whole.
func insideGaps(out []span, n int, r Rect, v Vec, pts []Vec, lo, hi float64) []span {
	edges := slices.Clone(out[n:])
	slices.SortFunc(edges, func(x, y span) int { return cmpF(x.lo, y.lo) })
	cur := math.Inf(-1)
	test := func(g0, g1 float64) {
		a, b := max(g0, lo), min(g1, hi)
		if a > b {
			return
		}
		if inPolygon(r.Centre.Add(v.Scale((a+b)/2)), pts) {
			out = append(out, span{g0, g1})
		}
	}
	for _, e := range edges {
		if e.lo > cur {
			test(cur, e.lo)
		}
		cur = max(cur, e.hi)
	}
	test(cur, math.Inf(1))
	return out
}

// lineRounded returns the open interval of s at which x0 + s·v lies in the
// interior of the convex polygon k (anticlockwise, possibly degenerate)
// grown by round.
func lineRounded(x0, v Vec, k []Vec, round float64) (float64, float64, bool) {
	lo, hi := math.Inf(1), math.Inf(-1)
	take := func(t0, t1 float64, ok bool) {
		if ok {
			lo, hi = min(lo, t0), max(hi, t1)
		}
	}
	x1 := x0.Add(v)
	take(clipOpen(x0, x1, k))
	if round > 0 {
		n := len(k)
		for i, p := range k {
			take(lineDisc(x0, v, p, round))
			if n < 2 {
				continue
			}
			q := k[(i+1)%n]
			e := q.Sub(p)
			out := Vec{e.Y, -e.X}.Norm().Scale(round)
			take(clipOpen(x0, x1, []Vec{p, p.Add(out), q.Add(out), q}))
		}
	}
	return lo, hi, lo < hi
}

// lineDisc returns the open interval of s at which x0 + s·v lies strictly
// inside the disc (c, r).
func lineDisc(x0, v, c Vec, r float64) (float64, float64, bool) {
	d := x0.Sub(c)
	a := v.Dot(v)
	bh := d.Dot(v)
	cc := d.Dot(d) - r*r
	if a == 0 {
		if cc < 0 {
			return math.Inf(-1), math.Inf(1), true
		}
		return 0, 0, false
	}
	disc := bh*bh - a*cc
	if disc <= 0 {
		return 0, 0, false
	}
	sq := math.Sqrt(disc)
	return (-bh - sq) / a, (-bh + sq) / a, true
}
