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
			if x.Dist(t.c) < r+t.r-tol {
				return false
			}
		}
		for i, q := range u.Models {
			if u.HasMoved(i) && x.Dist(q) < 2*r-tol {
				return false
			}
		}
		for _, q := range pts {
			if x.Dist(q) < 2*r-tol {
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
		own := discsOf(bodies{m.Unit})
		ss := c.keepSpots(b, router, nil, []geom.Vec{x}, p.targets, own, contactMarksOf(p.targets, own, m.Index, tol))
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
