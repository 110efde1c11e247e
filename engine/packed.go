package engine

import (
	"cmp"
	"math"
	"slices"

	"github.com/rulec-dev/rulec/geom"
)

// The packed front.
//
// Where many models charge a line of target models, the most models in
// contact stand side by side along the front of the line, each base
// touching the one before it and a target model; each model at the end of
// its own shortest route (the wider search's spots, optimum.go) leaves gaps
// a little short of a base between them, and the second rank, coming up
// later, finds no room. The wider search tries packed placements only as
// its budget lets it, model by model (the 30 v 30 of bench/: 15 models in
// contact where 19 fit); packedFront builds them whole, the second rank
// brought up through the gaps the first leaves:
//
//   - the points: from each base of the unit in contact with a target
//     model, a chain of points along the target models' contact circles,
//     each on the free part of a circle (clear of every target base and of
//     the unit's moved bases) and a base's width and the tolerance from the
//     point before (touching it, by the tolerance, yet leaving the gap
//     between two points a base wide, so that a model may still come up
//     between them), walked both ways round the target models: the next
//     point is the first clear point met turning about the point before,
//     from the way to the centre of the circle it stands on; the chain ends
//     where no point is clear or none lies within a straight move of a
//     model still to place;
//   - which model takes which point: the most models given a point each
//     reaches within the move with the unmoved models of its unit lifted off
//     the table (they can all move out of its way), and of those the least
//     movement (the Hungarian method, assignment: where the sum is least no
//     two routes cross, so fewer models wait for others);
//   - the order of moving: in turns, the first model (nearest its point
//     first) whose route in the world as it then stands reaches its point,
//     and whose point is not the last open side of a point still to take (a
//     model comes up between the bases beside its point, which leave it no
//     gap once both stand); where every model that can move would close
//     such a point, one takes the point it would close instead; then each
//     point left is offered to every model not yet placed. Where a model
//     could not move at all, the order is tried again with the models left
//     out first (packedAttempts orders in all).
//
// Its placement replaces the one found only where it ranks above it (more
// models in contact, or as many and more target models touched), with the
// unit's moved models in one chain (and, where the search weighs coherency,
// the models it leaves able to end within link): the answer only rises, and
// each spot is reached by a route of the Router, as every other spot is.

// packedFront tries the packed placements of models (see above), making the
// best found p's best where it ranks above p.best.
func (p *planner) packedFront(models []*Model) {
	u := p.own
	r := u.Round / 2
	var seeds []geom.Vec
	for i, q := range u.Models {
		if u.HasMoved(i) && p.touchesAny(q, r) {
			seeds = append(seeds, q)
		}
	}
	var rest []*Model
	for _, m := range models {
		if !u.HasMoved(m.Index) {
			rest = append(rest, m)
		}
	}
	if len(seeds) == 0 || len(rest) == 0 || len(p.targets) == 0 {
		return
	}
	var tried [][]geom.Vec
	for _, seed := range seeds {
		var pts []geom.Vec
		for _, dir := range [...]float64{1, -1} {
			pts = p.chainFrom(seed, dir, r, rest, pts)
		}
		if len(pts) == 0 {
			continue
		}
		// two seeds in one chain give the same points, in another order
		set := slices.SortedFunc(slices.Values(pts), func(x, y geom.Vec) int { return cmp.Or(cmp.Compare(x.X, y.X), cmp.Compare(x.Y, y.Y)) })
		if slices.ContainsFunc(tried, func(t []geom.Vec) bool { return slices.Equal(t, set) }) {
			continue
		}
		tried = append(tried, set)
		p.placePacked(rest, pts)
	}
	p.packedCircles(rest)
}

// touchesAny reports whether a base of radius r at q touches a target model.
func (p *planner) touchesAny(q geom.Vec, r float64) bool {
	tol := p.c.Tol()
	for _, t := range p.targets {
		if within(q, t.c, r+t.r+tol) {
			return true
		}
	}
	return false
}

// nearer reports whether a and b stand less than d apart (a.Dist(b) < d),
// measuring the distance only where neither coordinate alone is d or more
// apart: math.Hypot's length is never less than either (the larger times
// a factor of 1 or more), so the answer is the same.
func nearer(a, b geom.Vec, d float64) bool {
	dx, dy := math.Abs(a.X-b.X), math.Abs(a.Y-b.Y)
	return dx < d && dy < d && a.Sub(b).Len() < d
}

// chainFrom appends to pts the chain of points from seed (see packedFront),
// walking round the target models anticlockwise (dir 1) or clockwise (-1):
// the next point is the first clear point of a contact circle met turning
// about the point before, from the way to the centre of the circle it stands
// on, against dir (walking anticlockwise round a circle, its centre is on
// the left, so the way on lies clockwise of the way in).
func (p *planner) chainFrom(seed geom.Vec, dir float64, r float64, rest []*Model, pts []geom.Vec) []geom.Vec {
	tol := p.c.Tol()
	u := p.own
	free := func(x geom.Vec) bool {
		for _, t := range p.targets {
			if nearer(x, t.c, r+t.r-tol) {
				return false
			}
		}
		for i, q := range u.Models {
			if u.HasMoved(i) && nearer(x, q, 2*r-tol) {
				return false
			}
		}
		for _, q := range pts {
			if nearer(x, q, 2*r-tol) {
				return false
			}
		}
		return true
	}
	reached := func(x geom.Vec) bool {
		for _, m := range rest {
			if m.centre().Dist(x) <= p.ask.move+tol {
				return true
			}
		}
		return false
	}
	cur, on := seed, nearestDisc(p.targets, seed).c
	for range len(rest) + len(pts) + 1 {
		in := math.Atan2(on.Y-cur.Y, on.X-cur.X)
		best, bestOn, bestTurn := geom.Vec{}, geom.Vec{}, math.Inf(1)
		for _, t := range p.targets {
			cc := geom.Circle{C: t.c, R: r + t.r}
			if cur.Dist(t.c) > 2*r+cc.R+2*tol {
				continue
			}
			for _, x := range geom.CirclesCross(geom.Circle{C: cur, R: 2*r + tol}, cc) {
				turn := -dir * (math.Atan2(x.Y-cur.Y, x.X-cur.X) - in)
				for turn < 0 {
					turn += 2 * math.Pi
				}
				for turn >= 2*math.Pi {
					turn -= 2 * math.Pi
				}
				if turn >= bestTurn || !free(x) {
					continue
				}
				best, bestOn, bestTurn = x, t.c, turn
			}
		}
		if math.IsInf(bestTurn, 1) || !reached(best) {
			break
		}
		pts = append(pts, best)
		cur, on = best, bestOn
	}
	return pts
}

// placePacked matches rest to pts and places them in turns (see
// packedFront), keeping the placement where it ranks above p.best.
func (p *planner) placePacked(rest []*Model, pts []geom.Vec) {
	// the least route of each model to each point with the unit lifted; the
	// most models given a point, then the least movement (the Hungarian
	// method: a model's route does not cross another's where the sum is
	// least, so fewer wait for others to move)
	cost := make([][]float64, len(rest))
	for i, m := range rest {
		cost[i] = p.liftedPoints(m, pts)
	}
	match := assignment(cost)
	var first []pair
	for i, j := range match {
		if j >= 0 {
			first = append(first, pair{rest[i], pts[j]})
		}
	}
	slices.SortStableFunc(first, func(x, y pair) int { return cmp.Compare(x.m.centre().Dist(x.x), y.m.centre().Dist(y.x)) })
	// the pairs left out move first in the next attempt, at most
	// packedAttempts in all
	for range packedAttempts {
		left := p.movePacked(rest, pts, first)
		if len(left) == 0 {
			return
		}
		next := slices.Clone(left)
		for _, q := range first {
			if !slices.Contains(left, q) {
				next = append(next, q)
			}
		}
		first = next
	}
}

// packedAttempts is the most orders of moving placePacked tries for one
// set of points.
const packedAttempts = 3

// pair is a model and the point it is to take.
type pair struct {
	m *Model
	x geom.Vec
}

// movePacked moves the models of pending to their points in turns (see
// packedFront), then offers each point left to every model of rest not yet
// placed; it keeps the placement where it ranks above p.best, puts the
// models back, and returns the pairs that could not move.
func (p *planner) movePacked(rest []*Model, pts []geom.Vec, pending []pair) []pair {
	c, a, tol := p.c, p.ask, p.c.Tol()
	pending = slices.Clone(pending)
	taken := make([]bool, len(pts))
	var placed []*Spot
	var undos []func()
	path := 0.0
	try := func(m *Model, x geom.Vec) bool {
		b := a
		b.m, b.contact, b.support = m, true, false
		router := c.routesFor(m, b.move, b.clearOf, b.clearance, b.walls)
		// the bases and marks in the run's arrays, contactOnly's: neither
		// the route asked nor keepSpots asks contactOnly, and the spot
		// keeps neither
		own := appendDiscs(c.discs[1][:0], bodies{m.Unit})
		c.discs[1] = own
		ss := c.keepSpots(b, router, nil, []geom.Vec{x}, p.targets, own, c.contactMarks(p.targets, own, m.Index, tol))
		if len(ss) == 0 {
			return false
		}
		undos = append(undos, p.place(m, ss[0]))
		placed = append(placed, ss[0])
		path += ss[0].Path
		return true
	}
	// a pair whose point would close the last free side of a point still
	// to take waits while another can move: the model of that point comes up
	// between the two bases beside it, which leave it no gap as wide as its
	// base once both stand
	r := p.own.Round / 2
	closes := func(x geom.Vec) bool {
		for _, q := range pending {
			if q.x == x || q.x.Dist(x) > 2*r+tol {
				continue
			}
			open := false
			for j, y := range pts {
				if y != x && y != q.x && !taken[j] && y.Dist(q.x) <= 2*r+tol {
					open = true
					break
				}
			}
			if !open {
				return true
			}
		}
		return false
	}
	for len(pending) > 0 {
		moved := -1
		for i, q := range pending {
			if !closes(q.x) && try(q.m, q.x) {
				moved = i
				break
			}
		}
		// none can move without closing another's point: one whose point
		// would close the point of another takes that point instead, where
		// that closes none, and leaves the other its own
	swap:
		for i, q := range pending {
			if moved >= 0 {
				break
			}
			for k := range pending {
				if k == i || pending[k].x.Dist(q.x) > 2*r+tol || closes(pending[k].x) {
					continue
				}
				if try(q.m, pending[k].x) {
					pending[k].x, pending[i].x = q.x, pending[k].x
					moved = i
					break swap
				}
			}
		}
		for i, q := range pending {
			if moved >= 0 {
				break
			}
			if try(q.m, q.x) {
				moved = i
			}
		}
		if moved < 0 {
			break
		}
		taken[slices.Index(pts, pending[moved].x)] = true
		pending = slices.Delete(pending, moved, moved+1)
	}
	// each point left to any model not yet placed
	for j, x := range pts {
		if taken[j] {
			continue
		}
		for _, m := range rest {
			if !m.Unit.HasMoved(m.Index) && try(m, x) {
				taken[j] = true
				break
			}
		}
	}
	sc := planScore{contacts: len(placed), touched: p.touchedCount(), path: path}
	if sc.engagesMore(p.best) && coherentMoved(p.own, a.link, tol) && (!p.cohere || p.completion()) {
		p.best, p.bestAt = sc, slices.Clone(placed)
	}
	for i := len(undos) - 1; i >= 0; i-- {
		undos[i]()
	}
	if slices.Contains(taken, false) {
		return pending
	}
	return nil
}

// liftedPoints returns, for each point, the length of model m's shortest
// route to it (+Inf where none is at most the move) with the unmoved models of its unit lifted
// off the table (liftedReach's Router).
func (p *planner) liftedPoints(m *Model, pts []geom.Vec) []float64 {
	a, tol := p.ask, p.c.Tol()
	p0 := m.centre()
	row := make([]float64, len(pts))
	var router *geom.Router
	for j, x := range pts {
		row[j] = math.Inf(1)
		if p0.Dist(x) > a.move+tol {
			continue
		}
		if router == nil {
			router = p.liftedRouter(m)
		}
		if l, _, ok := router.Route(x); ok {
			row[j] = l
		}
	}
	return row
}

// packedCircles tries the placements of rest packed round each target
// model's contact circle on its own, for lines too loose for a chain (no
// base touches two target models, so chainFrom ends at the first):
//
//   - each model's stretches of each circle: the part within a straight
//     move of it (no route is shorter) that no base covers (free of the
//     target bases, of the unit's moved bases, of what the models keep
//     clear of: the free arcs of its Router with the unit's unmoved models
//     lifted), each end taken a quarter of the tolerance inside;
//   - the points: each circle swept from one end of its stretches to the
//     other, the next point as early as a model not yet given one reaches,
//     of those the model whose stretch ends first (earliest deadline), a
//     base's width and the tolerance from the point before where that
//     model reaches it, else a base's width at least (s = 2 asin(r / (r +
//     R)) the angle between two bases touching each other and the target
//     model: on a stretch of angle L, floor(L / s) + 1 at most, both ends
//     taken where it holds two, where a model at its middle leaves room
//     for none beside it), clear of the points of the circles before it;
//     the circles in the targets' order, then the whole again in the other
//     order and turning the other way;
//
// each set of points placed as the chain's are (placePacked), kept only
// where the placement ranks above p.best.
func (p *planner) packedCircles(rest []*Model) {
	a, tol := p.ask, p.c.Tol()
	r := p.own.Round / 2
	reach := a.move + tol/2
	spans := make([][]modelSpan, len(p.targets))
	for i, m := range rest {
		p0 := m.centre()
		var router *geom.Router
		for j, t := range p.targets {
			cc := geom.Circle{C: t.c, R: r + t.r}
			d := p0.Dist(t.c)
			if d-cc.R > reach {
				continue
			}
			if router == nil {
				router = p.liftedRouter(m)
			}
			free := router.FreeArcs(cc)
			if len(free) == 0 {
				continue
			}
			in := [][2]float64{{0, 2 * math.Pi}}
			if d+cc.R > reach {
				// the angles of cc within reach of p0: cos phi = (d² + R² - reach²) / (2 d R)
				cos := (d*d + cc.R*cc.R - reach*reach) / (2 * d * cc.R)
				phi := math.Acos(max(-1, min(1, cos)))
				mid := math.Atan2(p0.Y-t.c.Y, p0.X-t.c.X)
				in = circleSpan(mid-phi, mid+phi)
			}
			var fs [][2]float64
			for _, f := range free {
				fs = append(fs, circleSpan(f[0], f[1])...)
			}
			for _, x := range spanMeet(in, fs) {
				for _, y := range routedParts(router, cc, x, tol) {
					spans[j] = append(spans[j], modelSpan{i, y[0], y[1]})
				}
			}
		}
	}
	var tried [][]geom.Vec
	for _, dir := range [...]float64{1, -1} {
		for _, first := range [...]int{0, 1} {
			used := make([]bool, len(rest))
			var pts []geom.Vec
			if first > 0 {
				pts = p.circlePoints(used, pts, spans, dir, first)
			}
			pts = p.circlePoints(used, pts, spans, dir, 0)
			if len(pts) == 0 || !p.pointsMayBeat(pts) || slices.ContainsFunc(tried, func(t []geom.Vec) bool { return slices.Equal(t, pts) }) {
				continue
			}
			tried = append(tried, pts)
			p.placePacked(rest, pts)
		}
	}
}

// pointsMayBeat reports whether a placement of a model at each point of
// pts could rank above p.best: as many models in contact as points at
// most, and the target models touched now or by a point.
func (p *planner) pointsMayBeat(pts []geom.Vec) bool {
	if len(pts) != p.best.contacts {
		return len(pts) > p.best.contacts
	}
	tol := p.c.Tol()
	r := p.own.Round / 2
	n := 0
	for j, t := range p.touchedNow() {
		if t || slices.ContainsFunc(pts, func(x geom.Vec) bool { return within(x, p.targets[j].c, r+p.targets[j].r+tol) }) {
			n++
		}
	}
	return n > p.best.touched
}

// routedParts returns the parts of span x of circle cc (angles) that the
// Router's routes reach: x itself where its ends and middle are reached
// (the straight way is clear, as it mostly is), else the runs of points
// arcStep / 4 apart that are reached, each widened to its ends by halving
// (as arcEnds does).
func routedParts(router *geom.Router, cc geom.Circle, x [2]float64, tol float64) [][2]float64 {
	at := func(ang float64) geom.Vec {
		s, c := math.Sincos(ang)
		return geom.V(cc.C.X+cc.R*c, cc.C.Y+cc.R*s)
	}
	reached := func(ang float64) bool {
		_, _, ok := router.Route(at(ang))
		return ok
	}
	if reached(x[0]) && reached(x[1]) && reached((x[0]+x[1])/2) {
		return [][2]float64{x}
	}
	prec := max(tol/4, 0.001) / cc.R
	widen := func(in, out float64) float64 { return widenReached(reached, in, out, prec) }
	n := max(1, int(math.Ceil((x[1]-x[0])/(arcStep/4))))
	angs := make([]float64, n+1)
	ok := make([]bool, n+1)
	for i := range angs {
		angs[i] = x[0] + (x[1]-x[0])*float64(i)/float64(n)
		ok[i] = reached(angs[i])
	}
	var out [][2]float64
	for i := 0; i <= n; i++ {
		if !ok[i] {
			continue
		}
		k := i
		for k < n && ok[k+1] {
			k++
		}
		lo, hi := angs[i], angs[k]
		if i > 0 {
			lo = widen(angs[i], angs[i-1])
		}
		if k < n {
			hi = widen(angs[k], angs[k+1])
		}
		out = append(out, [2]float64{lo, hi})
		i = k
	}
	return out
}

// modelSpan is the part of a contact circle, [lo, hi] radians in [0, 2π],
// that the model rest[m] may take (packedCircles).
type modelSpan struct {
	m      int
	lo, hi float64
}

// circlePoints sweeps the contact circles for packedCircles' points,
// appending them to pts and marking the models given one in used: the
// targets in their order turning anticlockwise (dir 1), or in the other
// order turning clockwise (dir -1); at most quota points a circle, where
// quota is not 0 (a point on each circle first touches the most target
// models).
func (p *planner) circlePoints(used []bool, pts []geom.Vec, spans [][]modelSpan, dir float64, quota int) []geom.Vec {
	tol := p.c.Tol()
	r := p.own.Round / 2
	n := len(used)
	order := make([]int, len(p.targets))
	for j := range order {
		order[j] = j
	}
	if dir < 0 {
		slices.Reverse(order)
	}
	for _, j := range order {
		if len(spans[j]) == 0 {
			continue
		}
		t := p.targets[j]
		cc := geom.Circle{C: t.c, R: r + t.r}
		sMin := 2 * math.Asin(min(1, r/cc.R))
		sTol := 2 * math.Asin(min(1, (r+tol/2)/cc.R))
		in := tol / 4 / cc.R
		at := func(x float64) geom.Vec {
			sn, cs := math.Sincos(dir * x)
			return geom.V(cc.C.X+cc.R*cs, cc.C.Y+cc.R*sn)
		}
		// the spans turned to the sweep's way (angle x stands at dir x)
		var ms []modelSpan
		var raw [][2]float64
		for _, sp := range spans[j] {
			lo, hi := sp.lo, sp.hi
			if dir < 0 {
				lo, hi = 2*math.Pi-hi, 2*math.Pi-lo
			}
			ms = append(ms, modelSpan{sp.m, lo, hi})
			raw = append(raw, [2]float64{lo, hi})
		}
		got := 0
		for _, st := range spanJoin(raw) {
			if quota > 0 && got >= quota {
				break
			}
			whole := st[1]-st[0] >= 2*math.Pi-1e-12
			// the spans in this stretch, in its frame
			var cand []modelSpan
			for _, sp := range ms {
				switch {
				case sp.lo >= st[0]-1e-12 && sp.hi <= st[1]+1e-12:
					cand = append(cand, modelSpan{sp.m, sp.lo + in, sp.hi - in})
				case sp.lo-2*math.Pi >= st[0]-1e-12 && sp.hi-2*math.Pi <= st[1]+1e-12:
					cand = append(cand, modelSpan{sp.m, sp.lo - 2*math.Pi + in, sp.hi - 2*math.Pi - in})
				}
			}
			x, xp, lim := st[0]+in, st[0]+in, math.Inf(1)
			for range 4 * (n + len(pts) + 1) {
				if quota > 0 && got >= quota {
					break
				}
				best, jump := -1, math.Inf(1)
				for k, c := range cand {
					if used[c.m] || c.hi < x || c.hi < c.lo || c.lo > lim {
						continue
					}
					if c.lo > xp {
						jump = min(jump, c.lo)
						continue
					}
					if best < 0 || c.hi < cand[best].hi {
						best = k
					}
				}
				if best < 0 {
					if math.IsInf(jump, 1) {
						break
					}
					x, xp = jump, jump
					continue
				}
				pos := min(xp, cand[best].hi, lim)
				if pos < x {
					break
				}
				q := at(pos)
				if e, ok := p.blockedTill(q, pos, cc, dir, pts); ok {
					x, xp = e, e
					continue
				}
				pts = append(pts, q)
				got++
				used[cand[best].m] = true
				if whole && math.IsInf(lim, 1) {
					lim = pos + 2*math.Pi - sMin
				}
				x, xp = pos+sMin, pos+sTol
			}
		}
	}
	return pts
}

// blockedTill reports whether point q, at angle pos of the sweep of
// circle cc (angle x standing at dir x), is nearer than a base's width to
// a point of pts, and where on the sweep the part of cc that point covers
// ends.
func (p *planner) blockedTill(q geom.Vec, pos float64, cc geom.Circle, dir float64, pts []geom.Vec) (float64, bool) {
	tol := p.c.Tol()
	r := p.own.Round / 2
	for _, o := range pts {
		if q.Dist(o) >= 2*r-tol {
			continue
		}
		dq := o.Dist(cc.C)
		cos := (dq*dq + cc.R*cc.R - 4*r*r) / (2 * dq * cc.R)
		if cos <= -1 {
			return 0, false // the whole circle: the sweep's bounds end it
		}
		beta := math.Acos(min(1, cos))
		psi := dir * math.Atan2(o.Y-cc.C.Y, o.X-cc.C.X)
		e := psi + beta
		for e < pos {
			e += 2 * math.Pi
		}
		for e-2*math.Pi >= pos {
			e -= 2 * math.Pi
		}
		return e + tol/4/cc.R, true
	}
	return 0, false
}

// circleSpan returns the part of the circle from angle a turning
// anticlockwise to angle b (b >= a, at most a whole turn) as spans of
// [0, 2π].
func circleSpan(a, b float64) [][2]float64 {
	if b-a >= 2*math.Pi {
		return [][2]float64{{0, 2 * math.Pi}}
	}
	l := b - a
	a = math.Mod(a, 2*math.Pi)
	if a < 0 {
		a += 2 * math.Pi
	}
	if e := a + l; e > 2*math.Pi {
		return [][2]float64{{a, 2 * math.Pi}, {0, e - 2*math.Pi}}
	}
	return [][2]float64{{a, a + l}}
}

// spanMeet returns the spans of [0, 2π] in both x and y.
func spanMeet(x, y [][2]float64) [][2]float64 {
	var out [][2]float64
	for _, a := range x {
		for _, b := range y {
			if lo, hi := max(a[0], b[0]), min(a[1], b[1]); lo < hi {
				out = append(out, [2]float64{lo, hi})
			}
		}
	}
	return out
}

// spanJoin returns the union of spans of [0, 2π] as stretches of the
// circle: sorted, overlapping ones joined, a stretch through angle 0
// given as one (from an angle above 2π less its part before 0).
func spanJoin(spans [][2]float64) [][2]float64 {
	spans = slices.Clone(spans)
	slices.SortFunc(spans, func(x, y [2]float64) int { return cmp.Compare(x[0], y[0]) })
	var out [][2]float64
	for _, s := range spans {
		if n := len(out); n > 0 && s[0] <= out[n-1][1] {
			out[n-1][1] = max(out[n-1][1], s[1])
			continue
		}
		out = append(out, s)
	}
	if n := len(out); n > 1 && out[0][0] <= 0 && out[n-1][1] >= 2*math.Pi {
		out[0] = [2]float64{out[n-1][0] - 2*math.Pi, out[0][1]}
		out = out[:n-1]
	}
	return out
}
