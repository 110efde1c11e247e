package engine

import (
	"cmp"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// referenceAt returns the least target turn at slide s over every family,
// worked out as a slide's answer was before the search between slides:
// each family's turns where an event of u's move happens (criticalValues)
// and where a leg reaches its bound (legCells), tried in order of size;
// the first whose move passes is the answer for its sense when the
// target's turn passes too. +Inf where no move passes.
func referenceAt(q *reachQuery, s float64, others []*world.Body) float64 {
	best := math.Inf(1)
	for point := range 4 {
		for k := range 2 {
			if lo, hi := q.pointRange(point); s < lo || s > hi {
				continue // no contact point of this kind (one beyond by less than the tolerance still touches)
			}
			l := newReachLine(q.u, q.t, q.side, point, k)
			r := l.end(s)
			p := l.contact(r)
			if !q.contactAt(r, p) {
				continue
			}
			var turns []float64
			if math.Abs(q.noWheel) < 90 && math.Abs(q.noWheel) > 1e-9 && (q.noWheel > 0) == (k == 1) {
				turns = append(turns, q.noWheel)
			}
			obs := q.c.obstaclesNear(q.u, q.t, others, l.c0[l.k], q.reach(l, p, r))
			for _, span := range q.turnRange(k) {
				for _, cell := range q.legCells(l, s, tanHalf(span[0]), tanHalf(span[1]), 0) {
					turns = append(turns, alphaOf(cell[0]), alphaOf(cell[1]))
					if cell[0] == cell[1] {
						continue
					}
					for _, x := range l.criticalValues(&q.vals, l.poseInT(s), q.chebT(), cell[0], cell[1], obs, false) {
						turns = append(turns, alphaOf(x))
					}
				}
			}
			slices.SortFunc(turns, func(a, b float64) int { return cmp.Compare(math.Abs(a), math.Abs(b)) })
			dead := [2]bool{}
			for _, alpha := range turns {
				sense := 0
				if alpha > 0 {
					sense = 1
				}
				if math.Abs(alpha) < 1e-6 || dead[sense] || !q.moveToContact(r, p, alpha, others) {
					continue
				}
				if q.c.targetTurnBlocked(q.u, q.t, p, -alpha, others) {
					dead[sense] = true
					continue
				}
				best = min(best, math.Abs(alpha))
				break
			}
		}
	}
	return best
}

// referenceLeast returns the least target turn over a grid of n+1 slides
// across every slide that keeps contact, refined about the best by
// golden-section search (each value it keeps is one that passes).
func referenceLeast(q *reachQuery, others []*world.Body, n int) float64 {
	best, at := math.Inf(1), -1
	step := 2 * q.limit / float64(n)
	for i := range n + 1 {
		if v := referenceAt(q, -q.limit+step*float64(i), others); v < best {
			best, at = v, i
		}
	}
	if at < 0 {
		return best
	}
	// within the slides that keep contact: one beyond them by less than
	// the tolerance still touches, but no placement stands there
	lo, hi := max(-q.limit, -q.limit+step*float64(at-1)), min(q.limit, -q.limit+step*float64(at+1))
	const g = 0.6180339887498949
	a, b := hi-g*(hi-lo), lo+g*(hi-lo)
	fa, fb := referenceAt(q, a, others), referenceAt(q, b, others)
	for range 60 {
		best = min(best, fa, fb)
		if fa <= fb {
			hi, b, fb = b, a, fa
			a = hi - g*(hi-lo)
			fa = referenceAt(q, a, others)
		} else {
			lo, a, fa = a, b, fb
			b = lo + g*(hi-lo)
			fb = referenceAt(q, b, others)
		}
	}
	return min(best, fa, fb)
}

// turnedLegal reports whether the placement p turning t is one a move
// reaches. The point the target turns about is one of the four a point of
// contact can be (the side's ends, u's front corners where it stands: a
// turn about its own corner keeps that corner), the one that turns the
// target onto p.TargetRect; u's move to where it stands and the target's
// turn are judged again with the tolerance shrunk as turnedPlacements
// shrinks it, and nothing more: each leg at least -Tol/1000 long.
func turnedLegal(q *reachQuery, p *Placement, others []*world.Body) bool {
	deg := geom.AngleDiff(q.t.Rect.Facing, p.TargetRect.Facing)
	front := p.Rect.Corners()
	piv, off := geom.Vec{}, math.Inf(1)
	for _, c := range [4]geom.Vec{q.edge.A, q.edge.B, front[0], front[1]} {
		if d := q.t.Rect.RotateAbout(c, deg).Centre.Dist(p.TargetRect.Centre); d < off {
			piv, off = c, d
		}
	}
	tol := q.c.W.Tol
	q.c.W.Tol = tol / 1000
	defer func() { q.c.W.Tol = tol }()
	alpha := -deg
	r := p.Rect.RotateAbout(piv, alpha)
	return off <= 1e-9 && q.contactAt(r, piv) && q.moveToContact(r, piv, alpha, others) &&
		!q.c.targetTurnBlocked(q.u, q.t, piv, deg, others)
}

// TestTurnedLeastExact compares the least target turn turnedPlacements
// finds with a dense reference (a slide's exact answer on a grid of 600
// slides, refined about the best) on random blocked tables: it is never
// larger, and each placement it returns is one a move reaches.
func TestTurnedLeastExact(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 7))
	tables, lower := 0, 0
	for range 24 {
		lay := blockedLayout(rng)
		if !slices.Contains(lay.c.W.Bodies, lay.b) {
			continue
		}
		q := newReachQuery(lay.c, lay.b, lay.t, geom.Front, 90, lay.others)
		ps := lay.c.turnedPlacements(q, lay.others)
		tol := lay.c.W.Tol
		// The reference judges moves with a tolerance a million times
		// finer than geometry.md's: turnedPlacements' (a thousandth) would
		// let its search between slides pass into bodies, or stretch a leg
		// backwards, by that much and turn the target less than the exact
		// geometry allows.
		lay.c.W.Tol = tol / 1e6
		want := referenceLeast(q, lay.others, 600)
		lay.c.W.Tol = tol
		if math.IsInf(want, 1) && len(ps) == 0 {
			continue // no turn
		}
		got := math.Inf(1)
		for _, p := range ps {
			got = min(got, p.TargetTurn)
			if !turnedLegal(q, p, lay.others) {
				t.Errorf("%s: the placement turning the target by %.4f at %v is not reached", lay.text, p.TargetTurn, p.Rect)
			}
		}
		tables++
		// a turn below 1e-5 degrees is none (turnedAt tries none below
		// 1e-6): the charger's own move all but aligns it
		if got > max(want, 1e-5)+1e-9 {
			t.Errorf("%s: least target turn %.10f, the dense reference finds %.10f", lay.text, got, want)
		}
		if got < want-1e-3 {
			lower++
		}
	}
	t.Logf("%d tables with a turn; on %d the answer is below the dense reference's", tables, lower)
	if tables < 8 {
		t.Errorf("only %d tables where the target turns: draw tables that have some", tables)
	}
}
