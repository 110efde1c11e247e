package geom

import (
	"math"
	"sort"
)

// The helpers below serve placing one rectangle's front against another's
// side ("aligned, maximising contact"): where the two touch, which slides
// along the side are worth trying, and how many bases of a row touch a
// span. They know rectangles and bases, not any rule about contact.

// ContactPoint returns the point where u's Front Facing touches rectangle
// t: the corner of either that lies nearest the other's boundary.
func ContactPoint(u, t Rect) Vec {
	best, bestD := u.EdgeMid(Front), math.Inf(1)
	front := u.Edge(Front)
	for _, p := range t.Corners() {
		if d := pointSegDist(p, front.A, front.B); d < bestD {
			best, bestD = p, d
		}
	}
	for _, p := range [2]Vec{front.A, front.B} {
		for s := Front; s <= Left; s++ {
			e := t.Edge(s)
			if d := pointSegDist(p, e.A, e.B); d < bestD {
				best, bestD = p, d
			}
		}
	}
	return best
}

// Slides returns the offsets, along a side of the given length made of
// bases tBase wide, worth trying for a front width wide made of bases
// uBase wide: centred, at either end, the one nearest the unit (nearest,
// clamped), and every one where a base edge meets a base edge; sorted,
// without repeats. Offsets are of the front's centre from the side's,
// within (width+length)/2 either way. A base width of 0 means one base.
func Slides(width, uBase, length, tBase, nearest float64) []float64 {
	limit := (width + length) / 2
	cands := make([]float64, 4, 16)
	cands[0], cands[1], cands[2], cands[3] = 0, -limit, limit, math.Max(-limit, math.Min(limit, nearest))
	if uBase <= 0 || tBase <= 0 {
		uBase, tBase = width, length
	}
	for i := 0.0; i <= width/uBase+1e-9; i++ {
		for j := 0.0; j <= length/tBase+1e-9; j++ {
			s := (-length/2 + j*tBase) - (-width/2 + i*uBase)
			if math.Abs(s) <= limit+1e-9 {
				cands = append(cands, s)
			}
		}
	}
	sort.Float64s(cands)
	out := cands[:0]
	for _, s := range cands {
		if len(out) == 0 || s-out[len(out)-1] > 1e-9 {
			out = append(out, s)
		}
	}
	return out
}

// BasesTouching counts the bases (each base wide, the first starting at
// start) of a row total wide that touch the interval [from, from+width],
// corner contact included, within tol.
func BasesTouching(start, total, base, from, width, tol float64) int {
	n := 0
	for x := start; x < start+total-1e-9; x += base {
		if x <= from+width+tol && x+base >= from-tol {
			n++
		}
	}
	return n
}

// SlideMeets returns the first and last offsets s at which r, moved by
// s along dir, meets segment g (touching counts): the ends of the closed
// interval of s over which the two intersect, and false when they never
// do. Along a line of slides the bodies beside a placement start and stop
// touching it only at such ends, so they are the slides to try where the
// best placement is the one nearest another body (as close as it may go,
// or just clear of it). The two convex shapes intersect exactly when their
// projections overlap on each of r's two axes and on g's normal.
func SlideMeets(r Rect, dir Vec, g Seg) (lo, hi float64, ok bool) {
	f, rt := r.axes()
	axes := [3]Vec{f, rt, {}}
	n := 2
	if d := g.B.Sub(g.A); d.Len() > 0 {
		axes[2], n = Vec{-d.Y, d.X}.Norm(), 3
	}
	lo, hi = math.Inf(-1), math.Inf(1)
	for _, a := range axes[:n] {
		c := r.Centre.Dot(a)
		ext := math.Abs(f.Dot(a))*r.Depth/2 + math.Abs(rt.Dot(a))*r.Width/2
		qa, qb := g.A.Dot(a), g.B.Dot(a)
		qlo, qhi := math.Min(qa, qb), math.Max(qa, qb)
		// r's projection is [c-ext, c+ext] + s*k.
		k := dir.Dot(a)
		if math.Abs(k) < 1e-12 {
			if c-ext > qhi || c+ext < qlo {
				return 0, 0, false
			}
			continue
		}
		a0, a1 := (qlo-c-ext)/k, (qhi-c+ext)/k
		if k < 0 {
			a0, a1 = a1, a0
		}
		lo, hi = math.Max(lo, a0), math.Min(hi, a1)
	}
	return lo, hi, lo <= hi
}
