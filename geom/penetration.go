package geom

import (
	"math"
	"slices"
)

// Penetration depth of polygonal shapes.
//
// Shape a moved by t overlaps shape b exactly when t lies in the interior
// of the Minkowski difference U = b ⊕ (-a), so the minimum translation
// distance is the distance from the origin to the boundary of U. Splitting
// both shapes into convex pieces makes U a union of convex polygons
// (one per pair of pieces). The boundary of the union lies on the edges of
// the pieces, minus whatever part of an edge is inside another piece; we
// clip each edge against the open interior of every other piece and take
// the nearest uncovered point. Covered intervals are widened by a
// nanometre so that an edge shared between two pieces, or a point where
// two covering intervals meet, is not mistaken for boundary. For two convex
// shapes this reduces to the familiar separating-axis depth.

// polyPen returns the penetration depth of two shapes given as convex
// pieces, or bound when the depth is at least bound: only edges nearer the
// origin than bound are examined.
func polyPen(a, b [][]Vec, bound float64) float64 {
	if len(a) == 1 && len(b) == 1 && 3*len(a[0])*len(b[0]) <= 3*4*4 {
		// One piece each, of at most four points (a rectangle, a
		// segment), is the common case: its hull is worked on the stack.
		var buf [3 * 4 * 4]Vec
		var one [1][]Vec
		if k := minkowskiDiffIn(buf[:0], b[0], a[0]); len(k) >= 3 {
			one[0] = k
			return penOfPieces(one[:], bound)
		}
		return penOfPieces(nil, bound)
	}
	var pieces [][]Vec
	for _, pb := range b {
		for _, pa := range a {
			if k := minkowskiDiff(pb, pa); len(k) >= 3 {
				pieces = append(pieces, k)
			}
		}
	}
	return penOfPieces(pieces, bound)
}

// penOfPieces is polyPen given the Minkowski difference as convex pieces.
func penOfPieces(pieces [][]Vec, bound float64) float64 {
	if !slices.ContainsFunc(pieces, func(k []Vec) bool { return inConvex(Vec{}, k, 0) }) {
		return 0
	}
	best := bound
	var cover []span
	for i, k := range pieces {
		for e, p := range k {
			q := k[(e+1)%len(k)]
			if pointSegDist(Vec{}, p, q) >= best {
				continue
			}
			cover = coveredSpans(cover[:0], p, q, pieces, i)
			best = min(best, uncoveredDist(p, q, cover))
		}
	}
	return best
}

// span is an interval of a segment's parameter.
type span struct{ lo, hi float64 }

// coveredSpans returns the parts of segment pq inside the interior of any
// piece but the skip'th, widened by a nanometre and sorted.
func coveredSpans(out []span, p, q Vec, pieces [][]Vec, skip int) []span {
	eps := 1e-9 / max(p.Dist(q), 1e-300)
	for j, k := range pieces {
		if j == skip {
			continue
		}
		if t0, t1, ok := clipOpen(p, q, k); ok && t1 > 0 && t0 < 1 {
			out = append(out, span{t0 - eps, t1 + eps})
		}
	}
	slices.SortFunc(out, func(x, y span) int { return cmpF(x.lo, y.lo) })
	return out
}

// uncoveredDist returns the distance from the origin to the parts of
// segment pq outside the sorted covered spans.
func uncoveredDist(p, q Vec, cover []span) float64 {
	best := math.Inf(1)
	at := 0.0
	d := q.Sub(p)
	for _, c := range cover {
		if c.lo > at {
			best = min(best, pointSegDist(Vec{}, p.Add(d.Scale(at)), p.Add(d.Scale(min(c.lo, 1)))))
		}
		at = max(at, c.hi)
		if at >= 1 {
			return best
		}
	}
	return min(best, pointSegDist(Vec{}, p.Add(d.Scale(at)), q))
}
