package engine

import (
	"cmp"
	"math"
	"slices"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// Turning the target after a move with a Wheel.
//
// A move of can_reach's kind ends with u's rotation about the point of
// contact P. Where that rotation is blocked, the target may turn about P
// instead until its side lies flat against u's front. contactPlacements
// offers that for u's straight move; after a Wheel the same holds: u
// stands where its second leg brought it into contact (the position rc of
// reach.go's families, the end r turned back by α about P), and the target
// turns by -α about P. The picture is the end r with the target flat
// against it, turned as one body by -α about P, so the models in contact
// are those of slide s.
//
// Where u's rotation about P is blocked only part of the way, there are
// two: the target's whole turn (u stays where its move left it), and the
// combination, u turning first as far as it can and the target the rest
// (partialTurn: "players may rotate the Charged unit ... or do a
// combination of the two, starting with the Charging unit"). They differ
// in more than the target's turn: u's share of the combination ends
// touching what stopped it, which may be a second enemy (Maximising
// Contact 1), so both are offered, as contactPlacements offers both after
// u's straight move, and the rules rank them
// (tests/t9a/ordinary12/wheel_then_target_whole_turn). For a
// move to r turned back by α about P, the target's rest is how far short
// of r u's rotation from there toward r stops: at the first position
// about P, coming from α, where u meets a body. A larger α starts farther
// back and meets that position or an earlier one, so its rest is no
// smaller: as without u's share, the least α that passes gives the
// target's least turn, and where that rest's turn is blocked so is every
// larger α's.
//
// Each family (s, P, Wheel sense) gives at most one such placement of
// each kind (the whole turn, the combination): the least turn of the
// target. u's move to rc (its legs and Wheel) changes
// where it starts or stops passing into a body only at reach.go's events
// (with the Align turn's circles left out: u does not rotate), and the
// target's turn about the fixed P sweeps more the farther it turns, so
// the least turn is at an event or at the end of a stretch where the legs
// go forwards: those turns are tried in order of size, and the first that
// passes for u is the answer for its sense of turn when the target's turn
// passes too (when it does not, no larger turn of that sense can).
//
// What is not exact (TestTurnedLeastExact measures it on random tables,
// where it agrees with a dense reference to 1e-9 degrees):
//   - Between the slides tried the least turn is sampled: golden-section
//     search where it is V-shaped over three slides tried, bisection to the
//     end of a stretch. Each event curve is linear in the slide once the
//     Wheel's circle through a corner is written as a first leg, so the
//     least turn between two slides lies where two curves cross or a curve
//     meets an end of the span of turns; branch tturn2-wip lists those
//     exactly, but is about eight times slower on tests/t9a and not landed.
//   - The check a move must pass is not exact at the Wheel's arcs:
//     SweepRotation's polygon covers each arc by up to 4e-5 of its radius
//     (5 µm at 130 mm), two hundred times the shrunk tolerance. So a turn
//     bounded by a corner's circle through an obstacle's corner (exactly
//     touching it, tests/t9a/ordinary6/gap_too_narrow_wheel_then_target_turns)
//     fails at the exact event (45.5364916 degrees there), and the turn
//     found is the least the polygon and the shrunk tolerance let pass
//     (45.5364906). A search between slides by exact crossings needs the
//     arcs judged exactly first.

// withTurned returns ps, the placements reached, and where none of them
// is u's own (each turns the target), the target's turn after any such
// move (turnedPlacements).
func (c *Ctx) withTurned(ps []*Placement, u, t *world.Body, side geom.Side, maxWheel float64, others, open []*world.Body) []*Placement {
	if slices.ContainsFunc(ps, func(p *Placement) bool { return !p.Rotates }) {
		return ps
	}
	path := slices.DeleteFunc(slices.Clone(others), func(b *world.Body) bool { return slices.Contains(open, b) })
	return append(ps, c.turnedPlacements(newReachQuery(c, u, t, side, maxWheel, path), others)...)
}

// turnedPlacements returns, for each slide q tries and the slides nearest
// u for the turns with the Wheel at its bound, the placement turning the
// target after the move of the least target turn, where u's move to the
// point of contact passes into no body of q's and the target's turn passes
// into and ends overlapping none of others (but u). Where the least turn
// is least at a slide between two tried it is found too (the turn is
// V-shaped about it: two bodies each bound it from one side), and so is
// the end of each stretch of slides with the least turn of the slide tried
// (the least move of u may lie there). Moves are judged with the
// tolerance shrunk a thousandfold, as reachedEnd does: a move passing into
// a body by less than the tolerance would otherwise let the turn be
// smaller by more than the tolerance shows; the turns tried are those
// where contacts begin or end, exact.
//
// A leg may not go backwards. geometry.md's tolerance judges relations
// between shapes (overlap, contact) and so a computed position's rounding;
// it does not make a backwards move a forwards one. So the least turn is
// that of the exact geometry: the legs' bounds are sought at length 0
// (legCells with back 0), not at minus the tolerance, and a move found
// there has its legs at least 0 to rounding (about 1e-13 mm), well within
// the check's -Tol/1000. Sought at -Tol/1000, a root met to rounding fell
// 5e-14 mm short of it, the move at the bound failed its own check, and
// the slide's least turn jumped to the next event (0.0309 degrees where
// one of 1e-6 is reached, TestTurnedLeastExact).
func (c *Ctx) turnedPlacements(q *reachQuery, others []*world.Body) []*Placement {
	tol := c.W.Tol
	c.W.Tol = tol / 1000
	ss := append(q.slides(), q.boundSlides()...)
	slices.Sort(ss)
	ss = slices.CompactFunc(ss, func(a, b float64) bool { return math.Abs(a-b) <= 1e-12 })
	ts := &turnedSearch{q: q, others: others, memo: make(map[float64][turnedKinds]turnedMove, 2*len(ss))}
	best := make([][turnedKinds]turnedMove, len(ss))
	for i, s := range ss {
		best[i] = ts.best(s)
	}
	var moves []turnedMove
	got := make([]turnedMove, len(ss))
	for kind := range turnedKinds {
		for i := range ss {
			got[i] = best[i][kind]
			// the whole turn where u has no share is the combination
			if kind == combination || !got[i].same {
				moves = append(moves, got[i])
			}
		}
		for i := range len(ss) - 1 {
			if kind == wholeTurn && got[i].same && got[i+1].same {
				continue // the combination's search, done above
			}
			for _, j := range [2]int{i, i + 1} {
				in, off := j, 2*i+1-j
				if got[in].ok && !(got[off].ok && got[off].turn() <= got[in].turn()+1e-9) {
					moves = append(moves, ts.end(kind, ss[in], ss[off], got[in].turn()))
				}
			}
		}
		for i := 1; i+1 < len(ss); i++ {
			if kind == wholeTurn && got[i-1].same && got[i].same && got[i+1].same {
				continue
			}
			if got[i].ok && got[i-1].ok && got[i+1].ok && got[i].turn() < got[i-1].turn()-1e-9 &&
				got[i].turn() < got[i+1].turn()-1e-9 {
				moves = append(moves, ts.least(kind, ss[i-1], ss[i+1]))
			}
		}
	}
	c.W.Tol = tol
	var out []*Placement
	for _, m := range moves {
		if m.ok {
			out = append(out, c.turnedPlacement(q.u, q.t, q.side, m.rc, m.p, -m.alpha, m.blocked))
		}
	}
	return out
}

// turnedSearch is one turnedPlacements search: the slides its bisections
// and golden-section searches try, each kind's, are worked out once.
// turnedBest gives both kinds at a slide from one list of turns, and the
// searches of the two kinds from the same pair of slides try the same
// slides as long as their kinds agree there (they do wherever u's share
// of the turn is 0): without the memo the whole turn's searches doubled
// the cost of a charge after a Wheel (docs/perf/notes.md, t9a12). The
// answer at a slide depends on the slide alone (the tolerance, the bodies
// and the query are fixed for the search), so the memo changes no answer.
type turnedSearch struct {
	q      *reachQuery
	others []*world.Body
	memo   map[float64][turnedKinds]turnedMove
}

// best returns turnedBest at slide s, worked out once per search.
func (ts *turnedSearch) best(s float64) [turnedKinds]turnedMove {
	if m, ok := ts.memo[s]; ok {
		return m
	}
	m := ts.q.turnedBest(s, ts.others)
	ts.memo[s] = m
	return m
}

// The two kinds of placement turning the target after a move: the
// combination (u turns first as far as its rotation about the point of
// contact allows, the target the rest; all of it where u's rotation is
// blocked from the start) and the target's whole turn (u stays where its
// move left it).
const (
	combination = iota
	wholeTurn
	turnedKinds
)

// turnedMove is a move into contact after which the target turns by
// -alpha about p (for the combination, u having turned first as far as
// its rotation about p allows: rc is where it then stands); ok is false
// where there is none.
type turnedMove struct {
	rc      geom.Rect
	p       geom.Vec
	alpha   float64
	ok      bool
	blocked bool // u's own rotation from the point of contact is blocked
	same    bool // the whole turn where u has no share: the combination itself
}

// turn returns how far the move turns the target.
func (m turnedMove) turn() float64 { return math.Abs(m.alpha) }

// turnedBest returns, for each kind, the move of the least target turn
// at slide s over the contact point kinds and Wheel senses.
func (q *reachQuery) turnedBest(s float64, others []*world.Body) [turnedKinds]turnedMove {
	var best [turnedKinds]turnedMove
	for point := range 4 {
		for k := range 2 {
			ms := q.turnedAt(newReachLine(q.u, q.t, q.side, point, k), s, others)
			for kind, m := range ms {
				if m.ok && (!best[kind].ok || m.turn() < best[kind].turn()-1e-9) {
					best[kind] = m
				}
			}
		}
	}
	return best
}

// end returns the move of the kind at the end of the stretch of
// slides from in (where its least turn is turn) toward off (where it is
// not), found by bisection.
func (ts *turnedSearch) end(kind int, in, off, turn float64) turnedMove {
	best := ts.best(in)[kind]
	for math.Abs(in-off) > ts.q.c.W.Tol/100 {
		m := (in + off) / 2
		if t := ts.best(m)[kind]; t.ok && t.turn() <= turn+1e-9 {
			in, best = m, t
		} else {
			off = m
		}
	}
	return best
}

// least returns the move of the kind of the least target turn over
// the slides from lo to hi, about whose middle the turn is least, by
// golden-section search; where neither probe has a move it gives up with
// the best seen.
func (ts *turnedSearch) least(kind int, lo, hi float64) turnedMove {
	const g = 0.6180339887498949
	f := func(s float64) (turnedMove, float64) {
		m := ts.best(s)[kind]
		if !m.ok {
			return m, math.Inf(1)
		}
		return m, m.turn()
	}
	a, b := hi-g*(hi-lo), lo+g*(hi-lo)
	ma, fa := f(a)
	mb, fb := f(b)
	for range 80 {
		if hi-lo <= 1e-10 || math.IsInf(fa, 1) && math.IsInf(fb, 1) {
			break
		}
		if fa <= fb {
			hi, b, mb, fb = b, a, ma, fa
			a = hi - g*(hi-lo)
			ma, fa = f(a)
		} else {
			lo, a, ma, fa = a, b, mb, fb
			b = lo + g*(hi-lo)
			mb, fb = f(b)
		}
	}
	if fa <= fb {
		return ma
	}
	return mb
}

// boundSlides returns, for each contact point kind and Wheel sense, the
// slide at which the turn with the Wheel at its bound leaves u's Centre
// nearest where it stands (u's position at the contact moves in a straight
// line with the slide), within the slides that keep contact.
func (q *reachQuery) boundSlides() []float64 {
	var out []float64
	for k := range 2 {
		for _, span := range q.turnRange(k) {
			for _, alpha := range span {
				if math.Abs(math.Abs(geom.AngleDiff(0, q.noWheel-alpha))-q.maxWheel) > 1e-9 {
					continue
				}
				for point := range 4 {
					l := newReachLine(q.u, q.t, q.side, point, k)
					at := func(s float64) geom.Vec {
						r := l.end(s)
						return r.RotateAbout(l.contact(r), -alpha).Centre
					}
					a, d := at(0), at(1).Sub(at(0))
					if n := d.Dot(d); n > 1e-18 {
						if s := q.u.Rect.Centre.Sub(a).Dot(d) / n; math.Abs(s) <= q.limit {
							out = append(out, s)
						}
					}
				}
			}
		}
	}
	return out
}

// turnedAt returns, for each kind, the move of l ending at slide s after
// which the target turns least.
func (q *reachQuery) turnedAt(l *reachLine, s float64, others []*world.Body) [turnedKinds]turnedMove {
	var out [turnedKinds]turnedMove
	r := l.end(s)
	p := l.contact(r)
	if !q.contactAt(r, p) {
		return out
	}
	var turns []float64
	if math.Abs(q.noWheel) < 90 && math.Abs(q.noWheel) > 1e-9 && (q.noWheel > 0) == (l.k == 1) {
		turns = append(turns, q.noWheel)
	}
	var obs *reachObs
	for _, span := range q.turnRange(l.k) {
		for _, cell := range q.legCells(l, s, tanHalf(span[0]), tanHalf(span[1]), 0) {
			turns = append(turns, alphaOf(cell[0]), alphaOf(cell[1]))
			if cell[0] == cell[1] {
				continue
			}
			if obs == nil {
				obs = q.c.obstaclesNear(q.u, q.t, q.others, l.c0[l.k], q.reach(l, p, r))
			}
			for _, x := range l.criticalValues(&q.vals, l.poseInT(s), q.chebT(), cell[0], cell[1], obs, false) {
				turns = append(turns, alphaOf(x))
			}
		}
	}
	slices.SortFunc(turns, func(a, b float64) int { return cmp.Compare(math.Abs(a), math.Abs(b)) })
	// Only the first turn of each sense whose move passes counts: the
	// target's turn of a larger one, of either kind, is no smaller and
	// sweeps what the smaller one does (a blocked turn stays blocked).
	done := [2]bool{}
	for _, alpha := range turns {
		sense := 0
		if alpha > 0 {
			sense = 1
		}
		if math.Abs(alpha) < 1e-6 || done[sense] || !q.moveToContact(r, p, alpha, others) {
			continue
		}
		done[sense] = true
		// The combination: u turns first, as far as it can, and the
		// target the rest; where the rest is blocked, so is the whole.
		rc := r.RotateAbout(p, -alpha)
		own := q.c.partialTurn(q.u, rc, p, alpha, q.others)
		rest := alpha - own
		if q.c.targetTurnBlocked(q.u, q.t, p, -rest, others) {
			continue
		}
		// u's rotation passes through the bodies it moves through as
		// Open Terrain (q.others leaves them out) but may not end on
		// one, as after the straight move (rotatedPlacements): u cannot
		// line up by itself where its whole rotation ends over one, and
		// the combination is no placement where u's share does.
		open := len(q.others) < len(others)
		blocked := own != 0 || q.c.ownTurnBlocked(q.u, rc, p, alpha, q.others) ||
			open && q.c.blocked(q.u, q.t, r, others)
		if !out[combination].ok && (own == 0 || !open || !q.c.blocked(q.u, q.t, r.RotateAbout(p, -rest), others)) {
			out[combination] = turnedMove{rc: r.RotateAbout(p, -rest), p: p, alpha: rest, ok: true, blocked: blocked}
		}
		// The target's whole turn, u staying at rc.
		if !out[wholeTurn].ok && (own == 0 || !q.c.targetTurnBlocked(q.u, q.t, p, -alpha, others)) {
			out[wholeTurn] = turnedMove{rc: rc, p: p, alpha: alpha, ok: true, blocked: blocked, same: own == 0}
		}
		if out[combination].ok && out[wholeTurn].ok {
			break
		}
	}
	return out
}

// partialTurn returns how far, from 0 toward alpha, u standing at rc may
// turn about p before its rotation would pass into a body of others: its
// share of an Align Move its rotation alone cannot complete, the target
// turning the rest ("a combination of the two, starting with the
// Charging unit and rotating the enemy unit as little as possible"). 0
// where the least turn is blocked, and where the whole turn is clear (u
// aligns by itself, and the target's turn, offered beside that, is a turn
// of all of it); between, exact to 1e-9 degrees by bisection (a turn
// blocked stays blocked as it goes on).
func (c *Ctx) partialTurn(u *world.Body, rc geom.Rect, p geom.Vec, alpha float64, others []*world.Body) float64 {
	// Judged with the tolerance in force shrunk a thousandfold, as
	// turnedPlacements does: a rotation may touch a body, not go into it
	// by the tolerance (a charger already touching a wall would turn a
	// little into it). Within turnedPlacements, which has shrunk it once,
	// that is a millionth of the run's. The tolerance in force, not the
	// Run's Tol: an embedder's Run and the interpreter's (which reports
	// the world's, shrunk or not) must get the same answer.
	tol := c.W.Tol
	c.W.Tol = tol / 1000
	defer func() { c.W.Tol = tol }()
	// 0 where the least turn is blocked or the whole turn is not. The
	// least first where the position it turns to surely goes into a body
	// (a charger placed over its target, as a Pursuer pivoted into one
	// is): that is turnBlocked's own first test of it, and needs no
	// region built, where the whole turn's test builds one.
	least := alpha * 1e-7
	if c.turnStartsBlocked(u, rc, p, least, others) || !c.turnBlocked(u, rc, p, alpha, others) ||
		c.turnBlocked(u, rc, p, least, others) {
		return 0
	}
	// The bisection asks turnBlocked only where it cannot tell the answer
	// already: a turn no larger than one found clear is clear, and one no
	// smaller than one found blocked is blocked (the bisection itself
	// rests on that), so it ends where it would have ended asking at every
	// midpoint. Two bounds are found first, each with at most a few
	// turnBlocked calls: the first position of the turn that surely goes
	// into a body (turnSurelyBlocked's test, on the positions alone) is
	// blocked without a call, as the region any larger turn sweeps holds
	// it; and the first position that goes in by more than the tolerance,
	// where the region's own leading edge (that position) meets the body,
	// is where turnBlocked switches, which two calls a hair either side
	// confirm. Where they do not (a body passed between the positions
	// tried), wider windows are tried, then the bisection asks as before
	// (docs/perf/notes.md, t9a13).
	clear, blocked := math.Abs(least), math.Abs(alpha)
	ask := func(a float64) bool {
		if c.turnBlocked(u, rc, p, math.Copysign(a, alpha), others) {
			blocked = a
			return true
		}
		clear = a
		return false
	}
	if x, ok := c.firstEntry(u, rc, p, alpha, others, sureMargin); ok && x < blocked {
		blocked = x
	}
	if x, ok := c.firstEntry(u, rc, p, alpha, others, 0); ok {
		if a := x + 1e-8; a > clear && a < blocked {
			ask(a)
		}
		for _, d := range [...]float64{1e-8, 1e-4, 1e-2} {
			if a := x - d; a > clear && a < blocked && !ask(a) {
				break
			}
		}
	}
	lo, hi := 0.0, alpha
	for math.Abs(hi-lo) > 1e-9 {
		m := (lo + hi) / 2
		var b bool
		switch a := math.Abs(m); {
		case a <= clear:
		case a >= blocked:
			b = true
		default:
			b = ask(a)
		}
		if b {
			hi = m
		} else {
			lo = m
		}
	}
	return lo
}

// firstEntry returns a turn of r about p, from 0 toward alpha (its size),
// at which r's position goes into a body of others but u (or off the
// board, when the edge is among them) by more than the tolerance and
// margin, and no earlier position tried does: the positions every 5
// degrees, then bisection between the last clear one and the first that
// goes in, against the body it goes into. With margin sureMargin, as
// turnSurelyBlocked judges a position, it bounds turnBlocked's blocked
// turns from below: the region a larger turn sweeps holds that position.
// ok is false where no position tried goes in.
func (c *Ctx) firstEntry(u *world.Body, r geom.Rect, p geom.Vec, alpha float64, others []*world.Body, margin float64) (float64, bool) {
	var nearBuf [8]*world.Body
	near := c.turnNear(u, r, p, others, nearBuf[:0])
	if len(near) == 0 {
		return 0, false
	}
	tol := c.W.Tol + margin
	in := func(deg float64, b *world.Body) bool {
		ri := r.RotateAbout(p, deg)
		switch b.Kind {
		case world.KindEdge:
			k := ri.Corners()
			return !c.W.Board.PointsInside(k[:], tol)
		case world.KindUnit:
			return geom.RectOverlap(ri, b.Rect, tol)
		}
		return geom.Overlap(geom.RectShape(ri), b.Shape(), tol)
	}
	n := 1 + int(math.Abs(alpha)/5)
	prev := 0.0
	for i := 1; i <= n; i++ {
		deg := alpha * float64(i) / float64(n)
		for _, b := range near {
			if !in(deg, b) {
				continue
			}
			lo, hi := prev, deg
			for range 60 {
				m := (lo + hi) / 2
				if m == lo || m == hi {
					break
				}
				if in(m, b) {
					hi = m
				} else {
					lo = m
				}
			}
			return math.Abs(hi), true
		}
		prev = deg
	}
	return 0, false
}

// turnStartsBlocked reports whether turnSurelyBlocked finds r turning
// by deg about p going into a body of others but u (the board edge left
// out): then turnBlocked does too. Bodies whose bounds are apart from the
// turned position's are passed by without a test.
func (c *Ctx) turnStartsBlocked(u *world.Body, r geom.Rect, p geom.Vec, deg float64, others []*world.Body) bool {
	lo, hi := geom.RectShape(r.RotateAbout(p, deg)).Bounds()
	for _, b := range others {
		if b == u || b.Removed || b.Kind == world.KindEdge {
			continue
		}
		if blo, bhi := b.Shape().Bounds(); blo.X > hi.X || blo.Y > hi.Y || bhi.X < lo.X || bhi.Y < lo.Y {
			continue
		}
		if c.turnSurelyBlocked(r, p, deg, b) {
			return true
		}
	}
	return false
}

// moveToContact reports whether u's move to the position r turned back by
// alpha about p (legs forwards, the Wheel within its bound) passes into no
// body of q's, only touches the target, and ends overlapping none of
// others.
func (q *reachQuery) moveToContact(r geom.Rect, p geom.Vec, alpha float64, others []*world.Body) bool {
	theta := geom.AngleDiff(0, q.noWheel-alpha)
	if math.Abs(theta) > q.maxWheel+1e-9 {
		return false
	}
	rc := r.RotateAbout(p, -alpha)
	if !q.c.legsForward(q.u.Rect, rc, theta) || geom.RectOverlap(rc, q.t.Rect, q.c.W.Tol) ||
		q.c.blocked(q.u, q.t, rc, others) {
		return false
	}
	return q.c.moveClear(q.u, routeSample{rc: rc, p: p}, theta, q.others)
}

// turnedPlacement measures u standing at rc and t turned by deg about p:
// the placement is measured with the target turned, which is then put back.
func (c *Ctx) turnedPlacement(u, t *world.Body, side geom.Side, rc geom.Rect, p geom.Vec, deg float64, blocked bool) *Placement {
	tr := t.Rect.RotateAbout(p, deg)
	saved := t.Rect
	t.Rect = tr
	edge := tr.Edge(side)
	along := edge.B.Sub(edge.A)
	s := rc.EdgeMid(geom.Front).Sub(edge.A.Add(edge.B).Scale(0.5)).Dot(along.Norm())
	pl := c.placement(u, t, side.String(), rc, s, along.Len(), sideBase(t, side))
	t.Rect = saved
	pl.Rotates, pl.TargetRect, pl.TargetTurn, pl.OwnBlocked = true, tr, math.Abs(deg), blocked
	return pl
}
