package engine

import (
	"math"
	"slices"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// Placements a move reaches.
//
// contact_placements lists the end positions with room: u flat against the
// side, overlapping nothing. Some rules allow only the ends of one kind of
// move (can_reach's: forwards, one Wheel of at most some angle, forwards
// into contact and the rotation about the point of contact). Filtering the
// list by can_reach's test at each slide (reachQuery.reachesSlide) keeps
// the right ones, but a priority order that asks for the least move can
// want a slide the list does not hold: where the reached slides stop short
// of the one nearest u, the best is the end of that stretch. So the
// slides the route search tries (base edges, meetings, a grid, the middle
// of every gap) are sorted, each is tested, and between two neighbours of
// which one is reached and the other not the boundary is found by
// bisection and offered as a placement of its own.
//
// The move may pass through the bodies of open (they are as open ground
// for it), but the end may overlap none of others.

// reachedPlacements returns the placements of contactPlacements(u, t,
// side, 0, others) that u reaches by such a move wheeling by at most
// maxWheel and passing into no body of others but those of open, and the
// ends of every stretch of slides so reached. The placement that turns
// the target (its straight move already checked) and the one reached by
// the straight move and the rotation (field Aligns, a move without a
// Wheel) are kept as they are. Where turn is false the target may not be
// turned: no placement turning it is kept, and none after a Wheel is
// looked for (withTurned's search, the costliest part of the query).
func (c *Ctx) reachedPlacements(u, t *world.Body, side geom.Side, maxWheel float64, others, open []*world.Body, turn bool) []*Placement {
	k := placeKey{u: u, t: t, side: side, wheel: maxWheel, reached: true, fixed: !turn}
	for _, a := range c.places[k] {
		if slices.Equal(a.others, others) && slices.Equal(a.open, open) {
			return a.ps
		}
	}
	ps := c.computeReached(u, t, side, maxWheel, others, open, turn)
	if turn {
		ps = c.withTurned(ps, u, t, side, maxWheel, others, open)
	}
	if c.places == nil {
		c.places = map[placeKey][]placeAnswer{}
	}
	c.places[k] = append(c.places[k], placeAnswer{others: slices.Clone(others), open: slices.Clone(open), ps: ps})
	return ps
}

// computeReached works out reachedPlacements, before withTurned; where
// turn is false, from contactPlacements' placements that leave the target
// where it stands alone.
func (c *Ctx) computeReached(u, t *world.Body, side geom.Side, maxWheel float64, others, open []*world.Body, turn bool) []*Placement {
	base := c.contactAnswer(u, t, side, 0, others, turn)
	path := slices.DeleteFunc(slices.Clone(others), func(b *world.Body) bool { return slices.Contains(open, b) })
	if len(path) < len(others) {
		base = c.throughOpen(base, u, t, side, others, path, turn)
	}
	q := newReachQuery(c, u, t, side, maxWheel, path)
	mid, dir, _, length, _ := sideFrame(t, side)
	slideOf := func(r geom.Rect) float64 { return r.Centre.Sub(mid).Dot(dir) }
	known := map[float64]bool{}
	reaches := func(s float64) bool {
		if v, ok := known[s]; ok {
			return v
		}
		v := !c.blocked(u, t, newReachLine(u, t, side, 0, 0).end(s), others) && q.reachesSlide(s)
		known[s] = v
		return v
	}
	var out, extra []*Placement
	var have, missed []float64
	for _, p := range base {
		switch s := slideOf(p.Rect); {
		case p.Rotates:
			out = append(out, p)
		case p.Aligns || reaches(s):
			out = append(out, p)
			have = append(have, s)
		default:
			missed = append(missed, s)
		}
	}
	if len(missed) == 0 {
		// Every slide a priority order can want is reached: between two
		// of them the counts hold and the least move is at one of them.
		return out
	}
	ss := append(q.slides(), have...)
	ss = append(ss, missed...)
	slices.Sort(ss)
	ss = slices.CompactFunc(ss, func(a, b float64) bool { return math.Abs(a-b) <= 1e-12 })
	// Two missed slides beside the same stretch ask for the same end, and
	// the ends' bisections start from the same slides: each is worked out
	// once.
	ends := map[[2]int]bool{}
	strict := map[float64]bool{}
	for _, m := range missed {
		i, _ := slices.BinarySearch(ss, m)
		if i == len(ss) || i > 0 && m-ss[i-1] < ss[i]-m {
			i-- // m was compacted into its neighbour
		}
		for _, step := range [2]int{-1, 1} {
			j := i + step
			for j >= 0 && j < len(ss) && !reaches(ss[j]) {
				j += step
			}
			if j < 0 || j == len(ss) {
				continue
			}
			if ends[[2]int{j, step}] {
				continue
			}
			ends[[2]int{j, step}] = true
			in := c.reachedEnd(ss, j, step, q, strict)
			if slices.ContainsFunc(have, func(s float64) bool { return math.Abs(s-in) <= 1e-9 }) {
				continue
			}
			have = append(have, in)
			r := newReachLine(u, t, side, 0, 0).end(in)
			extra = append(extra, c.placement(u, t, side.String(), r, in, length, sideBase(t, side)))
		}
	}
	return append(out, extra...)
}

// throughOpen returns contact_placements' placements ps with the two that
// start with u's straight move (the aligns placement, and those turning
// the target) worked out again with that move and u's rotation judged
// against path, others without the units u moves through as Open Terrain:
// contact_placements has no Open Terrain, and a friend standing in the
// way of the straight move would otherwise take them away
// (tests/t9a/ordinary12/straight_move_through_open_friend_turns_target).
// Where u then stands still overlaps none of others.
func (c *Ctx) throughOpen(ps []*Placement, u, t *world.Body, side geom.Side, others, path []*world.Body, turn bool) []*Placement {
	_, _, _, _, facing := sideFrame(t, side)
	touch := -1.0
	if math.Abs(geom.AngleDiff(u.Rect.Facing, facing)) >= 1e-6 {
		touch = c.firstTouch(u, t)
	}
	out := slices.DeleteFunc(slices.Clone(ps), func(p *Placement) bool { return p.Rotates || p.Aligns })
	if p := c.alignedPlacement(u, t, side, 0, touch, others, path); p != nil {
		out = append(out, p)
	}
	if turn {
		out = append(out, c.rotatedPlacements(u, t, side, 0, touch, others, path)...)
	}
	return out
}

// reachedQueries are the questions about the placements a move reaches.
func reachedQueries() []*Func {
	return []*Func{
		Query7("reached_placements", `reached_placements(u, target, side, wheel, others, open, turn) returns the placements of `+
			`contact_placements(u, target, side, 0, others) that u reaches by can_reach's move (straight forward, one Wheel `+
			`about a front corner of at most wheel degrees, straight forward into contact with side, then the rotation about `+
			`the point of contact), passing into no body of others except those of open (open ground for the move; the end `+
			`still overlaps none of others), and, where the slides so reached stop, the placement at each end of every `+
			`stretch of them (found by bisection between two slides tried, one reached and one not), so that the least move `+
			`among the reached ends is offered. The placement that turns the target (its straight move checked) and the `+
			`aligns placement (a move without a Wheel) are contact_placements', their straight move and u's rotation `+
			`judged, like every move here, with the bodies of open as open ground. Where no placement of u's `+
			`own (not turning the target) is left, the placements turning the target after any such move are added: u stops `+
			`where its move first touches side, and the target turns about the point of contact until side lies flat along `+
			`u's front, by the least turn the move to each slide allows (its turn, like the move, passing into and ending `+
			`overlapping none of others); where u's own rotation there is blocked only part of the way, two: the target's `+
			`whole turn, and the combination (u turning first until it touches what blocks it, the target the rest; `+
			`u's rotation passes through the bodies of open but neither the whole of it nor u's share may end over `+
			`a body of others: u cannot line up by itself where its whole rotation would, and no combination is offered `+
			`where its share would), each with the slide where that least turn is least and the ends of each stretch of `+
			`slides with one least turn. The turn at the end is exact for every slide tried; slides are tried as can_reach `+
			`tries them. Where turn is false the target may not be turned (a unit already in contact with another, say): `+
			`no placement turning it is returned, and those after a Wheel, the costliest part of the question, are not `+
			`looked for.`,
			func(c *Ctx, u body, target body, side string, wheel Angle, others bodies, open bodies, turn bool) ([]*Placement, error) {
				s, err := parseSide(side)
				if err != nil {
					return nil, err
				}
				return c.reachedPlacements(u, target, s, float64(wheel), others, open, turn), nil
			}),
	}
}

// reachedEnd returns the end of the stretch of reached slides that holds
// ss[j], toward ss[j-step] (not reached), found by bisection. The end is
// where the move just touches what stops it: the bisection judges each
// move with the tolerance shrunk a thousandfold, as a move passing into a
// body by less than the tolerance is let through everywhere else and the
// end would lie that much farther on (more than the tolerance itself where
// the Wheel's angle trades against the slide). So it starts from the
// first slide beyond ss[j] reached that strictly too (ss[j] if none is).
// known holds the strict answers already worked out for this query, and
// gets those worked out here.
func (c *Ctx) reachedEnd(ss []float64, j, step int, q *reachQuery, known map[float64]bool) float64 {
	tol := c.W.Tol
	c.W.Tol = tol / 1000
	defer func() { c.W.Tol = tol }()
	reaches := func(s float64) bool {
		v, ok := known[s]
		if !ok {
			v = q.reachesSlide(s)
			known[s] = v
		}
		return v
	}
	k := j
	for k >= 0 && k < len(ss) && !reaches(ss[k]) {
		k += step
	}
	if k < 0 || k == len(ss) {
		return ss[j]
	}
	in, off := ss[k], ss[k-step]
	for range 60 {
		if math.Abs(in-off) <= tol/100 {
			break
		}
		m := (in + off) / 2
		if reaches(m) {
			in = m
		} else {
			off = m
		}
	}
	return in
}

// ReachedPlacements is reached_placements for Go callers (an embedder, or a
// hand-written program measured against the rules): the placements of u
// against side of t that a move forwards, one Wheel of at most wheel
// degrees, forwards and the rotation about the point of contact reaches,
// passing through the bodies of open as open ground; with turn false, none
// turning t.
func (c *Ctx) ReachedPlacements(u, t *world.Body, side geom.Side, wheel float64, others, open []*world.Body, turn bool) []*Placement {
	return c.reachedPlacements(u, t, side, wheel, others, open, turn)
}
