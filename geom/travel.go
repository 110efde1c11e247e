package geom

import (
	"math"
	"slices"
)

// Travel along a line, turning to find a free line, pushing a chain of
// rectangles, and the paths of single points round obstacles.
//
// All of these stand on blocked (clear.go): the open intervals of travel s
// at which a rectangle moved by s along a direction has its interior meet
// an obstacle, or comes closer than a clearance to it. An obstacle the
// rectangle only touches, or that it moves away from, gives an interval
// that ends at or before the start and so never stops the move.

// TravelFree returns how far r can translate along the unit vector dir, at
// most d, before its interior meets one of obs, and the index of the
// obstacle met (-1 when none is met). Obstacles r already touches, or
// overlaps by no more than tol and leaves behind, do not stop it; a
// meeting less than tol before d does not count, so r may end touching an
// obstacle exactly d away.
func TravelFree(r Rect, dir Vec, d float64, obs []Shape, tol float64) (float64, int) {
	best, who := d, -1
	var spans []span
	reach := math.Hypot(r.Width, r.Depth) / 2
	for i, ob := range obs {
		if !nearTrack(r.Centre, dir, d, reach, ob) {
			continue
		}
		spans = blocked(spans[:0], r, dir, ob, 0, 0, d)
		for _, sp := range spans {
			if sp.hi <= tol || sp.lo >= d-tol {
				continue
			}
			if at := max(sp.lo, 0); at < best {
				best, who = at, i
			}
		}
	}
	return best, who
}

// TravelFreeEdge is TravelFree for the sweep of a Front edge, full (the
// rectangle directly ahead) and narrow (full less tol at each end, so that
// a body reaching into the path by no more than tol from either side, a
// corner sliding along the flank, does not count). The narrowed edge
// decides which obstacles stop the move and the full edge where: an
// obstacle the narrowed edge meets stops the move where the full edge
// first meets it in that stretch, so a front corner running into a
// slanting side stops at the contact, not tol·tan(angle) past it as the
// narrowed edge alone would put it (tests/dbm/ordinary6/
// pursue_210_into_west_edge, march_30_corner_meets_rocks_face).
func TravelFreeEdge(full, narrow Rect, dir Vec, d float64, obs []Shape, tol float64) (float64, int) {
	best, who := d, -1
	var spans []span
	for i := range obs {
		t, w := TravelFree(narrow, dir, d, obs[i:i+1], tol)
		if w < 0 {
			continue
		}
		at := t
		// The full edge's stretch that holds the narrowed edge's meeting:
		// of those, the one begun last (a concave polygon gives one for
		// each of its edges).
		spans = blocked(spans[:0], full, dir, obs[i], 0, 0, d)
		found := math.Inf(-1)
		for _, sp := range spans {
			if sp.lo <= t+1e-9 && sp.hi > t && sp.lo > found {
				found = sp.lo
			}
		}
		if found > math.Inf(-1) {
			at = min(at, max(found, 0))
		}
		if at < best {
			best, who = at, i
		}
	}
	return best, who
}

// nearTrack is a cheap test that ob may come within reach of the segment
// from c to c + d·dir: its bounding box, grown by reach, meets the
// segment's bounding box.
func nearTrack(c, dir Vec, d, reach float64, ob Shape) bool {
	lo, hi := ob.Bounds()
	e := c.Add(dir.Scale(d))
	return min(c.X, e.X) <= hi.X+reach && max(c.X, e.X) >= lo.X-reach &&
		min(c.Y, e.Y) <= hi.Y+reach && max(c.Y, e.Y) >= lo.Y-reach
}

// TravelClear returns how far r can translate along the unit vector dir,
// at most d, without coming closer than clear to any of obs. An obstacle
// already closer than clear (as one may be, within a tolerance) stops only
// a move that would bring r closer still to it.
func TravelClear(r Rect, dir Vec, d, clear float64, obs []Shape) float64 {
	const eps = 1e-9
	best := d
	var spans []span
	for _, ob := range obs {
		c := min(clear, Distance(RectShape(r), ob))
		spans = blocked(spans[:0], r, dir, ob, c, 0, d)
		for _, sp := range spans {
			if sp.hi <= eps || sp.lo >= best {
				continue
			}
			best = max(sp.lo, 0)
		}
	}
	return best
}

// FrontEdge returns r's Front edge as a rectangle of negligible depth, so
// that a sweep of it is the rectangle directly ahead of r.
func FrontEdge(r Rect) Rect {
	const thin = 1e-9
	return Rect{Centre: r.EdgeMid(Front).Sub(r.Forward().Scale(thin / 2)), Facing: r.Facing, Width: r.Width, Depth: thin}
}

// PathClear reports whether the rectangle directly ahead of r, facing
// bearing f after a pivot about its centre, is free of obs for length d:
// whether r's Front edge can travel d that way without its interior
// meeting an obstacle (touching allowed, and an obstacle exactly d away
// does not block).
func PathClear(r Rect, f, d float64, obs []Shape, tol float64) bool {
	p := FrontEdge(r.PivotTo(f))
	t, _ := TravelFree(p, p.Forward(), d, obs, tol)
	return t >= d
}

// TurnTest says what must hold after a turn for SmallestClearTurn.
//
// A pivot about the Centre places the turned rectangle on the table, so it
// must stand clear of the obstacles as well as have its path clear. Where
// Back > 0 it may first move straight back (along its facing before the
// turn) by the least distance, at most Back, after which it stands clear
// turned: an element that has moved up against an obstacle turns where
// there is room, short of it. Where Through is given, the move after the
// turn is Move straight ahead and on until the rectangle overlaps none of
// Through (bodies it passes through), and that whole move, as well as the
// Path, must be clear of the obstacles.
type TurnTest struct {
	Path    float64
	Back    float64
	Move    float64
	Through []Shape
}

// SmallestClearTurn returns the smallest turn, at most limit degrees, in
// direction sign (+1 clockwise, -1 anticlockwise) after which r, pivoted
// about its centre, stands clear of obs with the rectangle directly ahead
// of it clear for length d (and the rest of TurnTest), and false when
// there is none. Turns are tried every half degree from 0 and the first
// clear one is narrowed down by bisection to the exact boundary of the
// clear set (tested without the tolerance, so that the answer is the turn
// at which the path just touches an obstacle, as a rules writer works it
// out with a protractor); a clear gap narrower than half a degree between
// two blocked turns can be missed.
func SmallestClearTurn(r Rect, sign, limit float64, t TurnTest, obs []Shape, tol float64) (float64, bool) {
	prep := prepareBand(obs)
	clear := func(a float64) bool { _, ok := prep.turned(r, r.Facing+sign*a, t, obs); return ok }
	if clear(0) {
		return 0, true
	}
	const step = 0.5
	prev := 0.0
	for a := step; a < limit+step; a += step {
		a = min(a, limit)
		if clear(a) {
			lo, hi := prev, a
			for range 60 {
				mid := (lo + hi) / 2
				if clear(mid) {
					hi = mid
				} else {
					lo = mid
				}
			}
			// Where the boundary is a tangency (a turn made with room
			// backed off for it, say), float noise moves it by up to
			// about 1e-3 degrees; a sampled turn that clear is the answer,
			// so that two equal turns either way still tie.
			if a-hi < 1e-3 {
				return a, true
			}
			return snapAngle(hi), true
		}
		prev = a
		if a == limit {
			break
		}
	}
	return 0, false
}

// TurnBack returns how far r must first move straight back so that, turned
// to face f, it overlaps none of obs by more than tol, and false when no
// move of at most t.Back will do. The tolerance lets a bearing given to a
// few decimals (a player's answer) stand where the exact turn touches.
func TurnBack(r Rect, f float64, t TurnTest, obs []Shape, tol float64) (float64, bool) {
	p := r.PivotTo(f)
	var deep []Shape
	for _, ob := range obs {
		if Overlap(RectShape(p), ob, tol) {
			deep = append(deep, ob)
		}
	}
	if len(deep) == 0 {
		return 0, true
	}
	if t.Back <= 0 {
		return 0, false
	}
	return ClearAhead(p, r.Forward().Scale(-1), deep, 0, t.Back)
}

// turned tests, without the tolerance, r turned to face f against t: how
// far it moved back first, and whether it passes.
func (b bandObstacles) turned(r Rect, f float64, t TurnTest, obs []Shape) (float64, bool) {
	p, back := r.PivotTo(f), 0.0
	if b.overlaps(p) {
		if t.Back <= 0 {
			return 0, false
		}
		s, ok := ClearAhead(p, r.Forward().Scale(-1), obs, 0, t.Back)
		if !ok {
			return 0, false
		}
		p, back = p.Translate(r.Forward().Scale(-s)), s
	}
	d := t.Path
	if len(t.Through) > 0 {
		moved := p.MoveForward(t.Move)
		on, ok := ClearAhead(moved, moved.Forward(), t.Through, 0, 1e9)
		if !ok {
			return 0, false
		}
		d = max(d, t.Move+on)
	}
	return back, b.clear(p, f, d)
}

// overlaps reports whether r overlaps one of the obstacles by more than
// float noise.
func (b bandObstacles) overlaps(r Rect) bool {
	const exact = 1e-9
	rc := r.Corners()
	for _, k := range b.convex {
		if convexOverlap(rc[:], k) > exact {
			return true
		}
	}
	for _, ob := range b.other {
		if Overlap(RectShape(r), ob, exact) {
			return true
		}
	}
	return false
}

// bandObstacles holds obstacles ready for many band tests: rectangles and
// convex polygons by their corners, anything else as it is.
type bandObstacles struct {
	convex [][]Vec
	other  []Shape
}

// prepareBand sorts obs for bandObstacles.clear.
func prepareBand(obs []Shape) bandObstacles {
	var b bandObstacles
	for _, ob := range obs {
		switch {
		case ob.Kind == KRect:
			b.convex = append(b.convex, corners2(ob.Rect))
		case ob.Kind == KPoly && isConvex(cleanRing(ob.Poly.Pts)):
			b.convex = append(b.convex, cleanRing(ob.Poly.Pts))
		default:
			b.other = append(b.other, ob)
		}
	}
	return b
}

// clear is PathClear without the tolerance: whether the rectangle directly
// ahead of r, turned to face f, for length d overlaps none of the
// obstacles by more than float noise. Convex obstacles are tested by
// separating axes without allocating; the rest as PathClear does.
func (b bandObstacles) clear(r Rect, f, d float64) bool {
	const exact = 1e-9
	p := r.PivotTo(f)
	band := Rect{Centre: p.EdgeMid(Front).Add(p.Forward().Scale(d / 2)), Facing: f, Width: r.Width, Depth: d}
	bc := band.Corners()
	for _, k := range b.convex {
		if convexOverlap(bc[:], k) > exact {
			return false
		}
	}
	return len(b.other) == 0 || PathClear(r, f, d, b.other, exact)
}

// convexOverlap returns the least overlap of two convex polygons' shadows
// over the normals of both (their penetration depth when it is positive).
func convexOverlap(a, b []Vec) float64 {
	least := math.Inf(1)
	for _, poly := range [][]Vec{a, b} {
		for i, p := range poly {
			e := poly[(i+1)%len(poly)].Sub(p)
			if e.X == 0 && e.Y == 0 {
				continue
			}
			n := Vec{-e.Y, e.X}.Norm()
			alo, ahi := shadow(a, n)
			blo, bhi := shadow(b, n)
			least = min(least, min(ahi, bhi)-max(alo, blo))
			if least <= 0 {
				return least
			}
		}
	}
	return least
}

// shadow returns the extent of pts along the unit vector n.
func shadow(pts []Vec, n Vec) (lo, hi float64) {
	lo, hi = math.Inf(1), math.Inf(-1)
	for _, p := range pts {
		x := p.Dot(n)
		lo, hi = min(lo, x), max(hi, x)
	}
	return lo, hi
}

// snapAngle rounds an angle found by bisection to a millionth of a degree
// when it lies that close, so square turns come out exact.
func snapAngle(a float64) float64 {
	if r := math.Round(a*1e6) / 1e6; math.Abs(r-a) < 1e-9 {
		return r
	}
	return a
}

// PushResult is the outcome of PushChain: how far the chain travelled,
// when each pushable rectangle joined it (-1 if never), and which
// blocking obstacle stopped it (-1 if none).
type PushResult struct {
	Travel  float64
	Joined  []float64
	Blocker int
}

// PushChain moves mover along the unit vector dir by up to d. A pushable
// rectangle the moving chain meets joins it and moves on with it; a
// blocking obstacle the chain meets stops the whole chain there. A
// pushable rectangle that has joined moves d - Joined. Meetings follow
// TravelFree: touching does not stop or push, and a meeting less than tol
// before d does not count.
func PushChain(mover Rect, dir Vec, d float64, pushable []Rect, blocking []Shape, tol float64) PushResult {
	res := PushResult{Travel: d, Joined: make([]float64, len(pushable)), Blocker: -1}
	for i := range res.Joined {
		res.Joined[i] = -1
	}
	moving := []Rect{mover}
	starts := []float64{0}
	cur := 0.0
	for {
		left := d - cur
		var free []Shape
		var idx []int
		for i, p := range pushable {
			if res.Joined[i] < 0 {
				free = append(free, RectShape(p))
				idx = append(idx, i)
			}
		}
		step, hitPush, hitBlock := left, -1, -1
		for k, m := range moving {
			at := m.Translate(dir.Scale(cur - starts[k]))
			if t, who := TravelFree(at, dir, left, blocking, tol); who >= 0 && t <= step {
				step, hitBlock, hitPush = t, who, -1
			}
			if t, who := TravelFree(at, dir, left, free, tol); who >= 0 && t < step {
				step, hitPush, hitBlock = t, idx[who], -1
			}
		}
		cur += step
		switch {
		case hitBlock >= 0:
			res.Travel, res.Blocker = cur, hitBlock
			return res
		case hitPush >= 0:
			res.Joined[hitPush] = cur
			moving = append(moving, pushable[hitPush])
			starts = append(starts, cur)
		default:
			return res
		}
	}
}

// PointPath returns the length of the shortest path for a point from from
// to to that never passes into the interior of an obstacle (running along
// an edge or through a corner is allowed), and false when there is none.
// Paths bend only at obstacle corners, so the answer is exact.
func PointPath(from, to Vec, obs []Shape, tol float64) (float64, bool) {
	nodes := []Vec{from, to}
	for _, ob := range obs {
		nodes = append(nodes, ob.Hull().Pts...)
		if ob.Kind == KPoly {
			nodes = append(nodes, ob.Poly.Pts...)
		}
	}
	ok := func(a, b Vec) bool {
		if a == b {
			return true
		}
		for _, ob := range obs {
			if Overlap(SegShape(Seg{a, b}), ob, tol) {
				return false
			}
		}
		return true
	}
	return visibleShortest(slices.Clip(nodes), ok)
}

// visibleShortest returns the length of the shortest path from nodes[0]
// to nodes[1] over the straight legs ok allows (Dijkstra on the complete
// graph; the graphs here have a few dozen nodes).
func visibleShortest(nodes []Vec, ok func(a, b Vec) bool) (float64, bool) {
	n := len(nodes)
	dist := make([]float64, n)
	done := make([]bool, n)
	for i := range dist {
		dist[i] = math.Inf(1)
	}
	dist[0] = 0
	for {
		u := -1
		for i := range n {
			if !done[i] && !math.IsInf(dist[i], 1) && (u < 0 || dist[i] < dist[u]) {
				u = i
			}
		}
		switch u {
		case -1:
			return 0, false
		case 1:
			return dist[1], true
		}
		done[u] = true
		for w := range n {
			if d := dist[u] + nodes[u].Dist(nodes[w]); !done[w] && d < dist[w] && ok(nodes[u], nodes[w]) {
				dist[w] = d
			}
		}
	}
}

// SegsCross reports whether the closed segments ab and cd share a point.
func SegsCross(a, b, c, d Vec) bool { return segsCross(a, b, c, d) }

// BeyondLine returns how far the farthest corner of r lies beyond the
// line through p with outward normal n (unit), 0 when none does.
func BeyondLine(r Rect, p, n Vec) float64 {
	out := 0.0
	for _, c := range r.Corners() {
		out = max(out, c.Sub(p).Dot(n))
	}
	return out
}
