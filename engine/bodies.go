package engine

import (
	"cmp"
	"math"
	"slices"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// The relations below treat the board edge as a body: a unit overlaps it
// when part of the unit lies off the table, and touches it when it stands
// against it. Everything else goes to geom.

// overlaps reports whether body a's boundary overlaps body b.
func (c *Ctx) overlaps(a, b *world.Body) bool {
	if a.ID == b.ID || a.Removed || b.Removed {
		return false
	}
	switch {
	case b.Kind == world.KindEdge:
		return c.W.Board.RectCrossesEdge(a.Rect, c.W.Tol)
	case a.Kind == world.KindEdge:
		return c.overlaps(b, a)
	case a.Kind == world.KindUnit && b.Kind == world.KindUnit:
		return geom.RectOverlap(a.Rect, b.Rect, c.W.Tol)
	}
	return geom.Overlap(a.Shape(), b.Shape(), c.W.Tol)
}

// distance returns the shortest distance between two bodies' boundaries.
func (c *Ctx) distance(a, b *world.Body) float64 {
	switch {
	case b.Kind == world.KindEdge:
		return edgeDistance(c.W.Board, a.Rect)
	case a.Kind == world.KindEdge:
		return edgeDistance(c.W.Board, b.Rect)
	case a.Kind == world.KindUnit && b.Kind == world.KindUnit:
		return geom.RectDistance(a.Rect, b.Rect)
	}
	return geom.Distance(a.Shape(), b.Shape())
}

// touching reports base contact: no overlap, distance within tolerance.
func (c *Ctx) touching(a, b *world.Body) bool {
	if a.ID == b.ID || a.Removed || b.Removed {
		return false
	}
	return !c.overlaps(a, b) && c.distance(a, b) <= c.W.Tol
}

// edgeDistance is how far a rectangle stands inside the board's boundary.
func edgeDistance(b geom.Board, r geom.Rect) float64 {
	d := math.Inf(1)
	for _, p := range r.Corners() {
		d = min(d, p.X, b.W-p.X, p.Y, b.H-p.Y)
	}
	return max(d, 0)
}

// frontOverlaps reports whether a unit's Front Facing passes into body b.
func (c *Ctx) frontOverlaps(u, b *world.Body) bool {
	if u.ID == b.ID || b.Removed {
		return false
	}
	front := u.Rect.Edge(geom.Front)
	if b.Kind == world.KindEdge {
		return c.W.Board.CrossesEdge(front, c.W.Tol)
	}
	return geom.SegOverlapsShape(front, b.Shape(), c.W.Tol)
}

// frontEdgeRect is a unit's Front Facing as a rectangle of negligible depth,
// so that sweeps ask only what the Front Facing meets.
func frontEdgeRect(r geom.Rect) geom.Rect {
	const thin = 1e-9
	return geom.Rect{Centre: r.EdgeMid(geom.Front).Sub(r.Forward().Scale(thin / 2)), Facing: r.Facing, Width: r.Width, Depth: thin}
}

// aheadHit is a body met by a forward sweep and the travel that meets it.
type aheadHit struct {
	body *world.Body
	dist float64
}

// ahead returns the bodies the Front Facing of u meets moving forward up to
// d, nearest first.
func (c *Ctx) ahead(u *world.Body, d float64, bodies []*world.Body) []aheadHit {
	front := frontEdgeRect(u.Rect)
	shapes, idx := c.shapes[:0], c.idx[:0]
	defer func() { c.shapes, c.idx = shapes[:0], idx[:0] }()
	var hits []aheadHit
	for _, b := range bodies {
		if b.ID == u.ID || b.Removed {
			continue
		}
		if b.Kind == world.KindEdge {
			if e := c.W.Board.EdgeDistanceAhead(front); e <= d+c.W.Tol {
				hits = append(hits, aheadHit{b, e})
			}
			continue
		}
		shapes = append(shapes, b.Shape())
		idx = append(idx, b)
	}
	for _, h := range geom.FirstContacts(front, d, shapes, c.W.Tol) {
		hits = append(hits, aheadHit{idx[h.Index], h.Dist})
	}
	sortHits(hits)
	return hits
}

// sortHits orders hits by distance, then by scenario order.
func sortHits(h []aheadHit) {
	for i := 1; i < len(h); i++ {
		for j := i; j > 0 && (h[j].dist < h[j-1].dist || h[j].dist == h[j-1].dist && h[j].body.Order < h[j-1].body.Order); j-- {
			h[j], h[j-1] = h[j-1], h[j]
		}
	}
}

// firstAhead returns the first bodies met (all those tied with the first).
func (c *Ctx) firstAhead(u *world.Body, d float64, bodies []*world.Body) ([]*world.Body, float64) {
	hits := c.ahead(u, d, bodies)
	if len(hits) == 0 {
		return nil, -1
	}
	var out []*world.Body
	for _, h := range hits {
		if h.dist <= hits[0].dist+c.W.Tol {
			out = append(out, h.body)
		}
	}
	return out, hits[0].dist
}

// swept returns the region a unit covered during its moves this run, as
// convex pieces, one per move.
func swept(u *world.Body) []geom.Shape {
	var out []geom.Shape
	for _, m := range u.Moves {
		if m.From.Centre == m.To.Centre && m.From.Facing != m.To.Facing {
			out = append(out, geom.PolyShape(geom.SweepRotation(m.From, m.From.Centre, geom.AngleDiff(m.From.Facing, m.To.Facing))))
			continue
		}
		a, b := m.From.Corners(), m.To.Corners()
		out = append(out, geom.PolyShape(geom.ConvexHull(append(a[:], b[:]...))))
	}
	return out
}

// passedThrough returns the bodies of list that u's moves this run swept
// over, ordered by when u met each: the move that first overlapped it,
// then, within a straight move, the travel at which u first touched it.
// A rule that makes each body met do something in turn reads them in the
// order they were met, not in the order of the scenario.
func (c *Ctx) passedThrough(u *world.Body, list []*world.Body) []*world.Body {
	if len(list) == 0 || len(u.Moves) == 0 {
		// nothing to meet, or no move to meet it: no sweep to work out
		// (an empty list, as inOrderMet gives, allocates nothing)
		return []*world.Body{}
	}
	sw := c.swept(u)
	var found []met
	for _, b := range list {
		if b == u || b.Kind == world.KindEdge {
			continue
		}
		for i, s := range sw {
			if geom.Overlap(s, b.Shape(), c.W.Tol) {
				found = append(found, met{b, i, travelToContact(u.Moves[i], b.Shape(), c.W.Tol)})
				break
			}
		}
	}
	return inOrderMet(found)
}

// met is a body a unit's moves met: in which move, and at what travel
// within it.
type met struct {
	body *world.Body
	move int
	at   float64
}

// inOrderMet returns the bodies met, in the order they were met: by move,
// then by travel within it.
func inOrderMet(found []met) []*world.Body {
	slices.SortStableFunc(found, func(a, b met) int {
		if a.move != b.move {
			return cmp.Compare(a.move, b.move)
		}
		return cmp.Compare(a.at, b.at)
	})
	out := make([]*world.Body, len(found))
	for i, m := range found {
		out[i] = m.body
	}
	return out
}

// cameIntoContact returns the bodies of list that u's moves this run brought it into
// contact with: those a move overlapped or touched (the board edge when a
// move reached or crossed it), ordered as passedThrough orders them. A body
// u already touched where its first move began, and that no move
// overlapped, was not met: the moves did not bring u into contact with it,
// it stood there. Sliding along a body counts: the sweep touches it.
func (c *Ctx) cameIntoContact(u *world.Body, list []*world.Body) []*world.Body {
	if len(u.Moves) == 0 {
		return nil
	}
	if len(list) == 0 {
		return []*world.Body{} // as inOrderMet gives it, without the sweep
	}
	sw := c.swept(u)
	start := u.Moves[0].From
	var found []met
	for _, b := range list {
		if b == u || b.Removed {
			continue
		}
		for i, s := range sw {
			over, near := c.sweepMeets(s, b)
			if !over && !near {
				continue
			}
			if !over && c.startTouches(start, b) {
				continue
			}
			at := 0.0
			if b.Kind != world.KindEdge {
				at = travelToContact(u.Moves[i], b.Shape(), c.W.Tol)
			}
			found = append(found, met{b, i, at})
			break
		}
	}
	return inOrderMet(found)
}

// sweepMeets reports whether the swept region s overlaps body b, and
// whether it comes within the tolerance of it. The board edge is met where
// a point of s lies on or beyond it (s is a convex polygon, so its corners
// tell).
func (c *Ctx) sweepMeets(s geom.Shape, b *world.Body) (over, near bool) {
	if b.Kind == world.KindEdge {
		pts := s.Poly.Pts
		return !c.W.Board.PointsInside(pts, c.W.Tol), !c.W.Board.PointsInside(pts, -c.W.Tol)
	}
	if geom.Overlap(s, b.Shape(), c.W.Tol) {
		return true, true
	}
	return false, geom.Distance(s, b.Shape()) <= c.W.Tol
}

// startTouches reports whether a unit standing at r touches body b.
func (c *Ctx) startTouches(r geom.Rect, b *world.Body) bool {
	if b.Kind == world.KindEdge {
		return edgeDistance(c.W.Board, r) <= c.W.Tol
	}
	return geom.Distance(geom.RectShape(r), b.Shape()) <= c.W.Tol
}

// travelToContact returns how far along move m the unit travelled before
// it first touched ob: 0 for a move that is not a straight translation
// (a pivot, a placement), whose parts all count as met at its start.
func travelToContact(m world.Move, ob geom.Shape, tol float64) float64 {
	step := m.To.Centre.Sub(m.From.Centre)
	if m.From.Facing != m.To.Facing || step.Len() == 0 {
		return 0
	}
	hits := geom.FirstContactsAlong(m.From, step.Norm(), step.Len(), []geom.Shape{ob}, tol)
	if len(hits) == 0 {
		return 0
	}
	return hits[0].Dist
}

// touchingSide returns the Facing of r in contact with o. A Facing pressed
// flat against o wins over Facings that only meet it at a corner, though
// those are as near (0): a unit on an enemy's Flank touches the ends of its
// Front and Rear too. Of several lying along o, the longest contact wins;
// with none, the nearest Facing, the first in Front, Right, Rear, Left
// order on a tie.
func touchingSide(r geom.Rect, o geom.Shape, tol float64) geom.Side {
	best, bestLen, bestD := geom.Front, 0.0, math.Inf(1)
	for s := geom.Front; s <= geom.Left; s++ {
		e := r.Edge(s)
		if l := geom.ContactLength(e, o, tol); l > bestLen+tol {
			best, bestLen = s, l
		}
	}
	if bestLen > 0 {
		return best
	}
	for s := geom.Front; s <= geom.Left; s++ {
		if d := geom.Distance(geom.SegShape(r.Edge(s)), o); d < bestD-1e-9 {
			best, bestD = s, d
		}
	}
	return best
}
