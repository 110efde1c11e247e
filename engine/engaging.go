package engine

import (
	"fmt"
	"math"
	"slices"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// The most ENGAGED, the models in contact placed for it too.
//
// mostEngaged places the models left out of contact inside the link discs
// of the models in contact, which stand where mostContacts put them: the
// ends of their shortest routes, packed beside each other. A model out of
// reach of contact may come within link of one of them only where it
// stands on the side of its target model facing that model (a wide line
// charging a target at one end: tests/assault/fresh4/
// wide_line_target_at_one_end, where A#3 stood due east of its target
// model and A#5 ended 0.08in beyond a link of it). mostContacts ranks
// placements by the models in contact, then the target models touched,
// then the least movement; among those as good by the first two, the one
// that lets the most models stand within link of a model in contact is
// what "as many of their models" asks next.
//
// engagingPlacement works the placement of mostContacts out first and the
// placement of the others after it (mostEngaged), and counts the models
// ENGAGED. Where a model is left out that stands within reach of a link
// disc round some point of a target model's contact circle, it tries pins:
// a model mostContacts put in contact set instead at the point of that
// contact circle nearest the model left out (as near as its own straight
// move allows), reached by its route, and mostContacts' placement of the
// others in the world the pin leaves. Where that point is blocked (a base
// or a wall on it, or no route to it within the move), the nearest points
// reached on each side along the arc are pinned instead, pinStep apart,
// while both moves still allow them (tests/assault/asp24/
// rock_at_the_pin_of_the_far_model: a rock beside the target model). Where
// two models, one left out and another left out or ENGAGED, each reach an
// arc of the circle and the arcs meet but the point nearest either lies
// outside the other's, the middle of the part both reach is pinned too
// (pairPins; tests/assault/asp27/between_two_arcs_one_model_in_contact:
// the point nearest the model left out gains it and loses the other, the
// point between keeps both). A pin's placement counts where it
// puts as many models in contact and touches as many target models as the
// first (or more), and the models it leaves can still end within link
// (mostContacts' coherency test); of those, the one after which the most
// models are ENGAGED, the first placement kept on ties. Pins go a level at
// a time: the best pin of a level stays, and the next level pins another
// model for the models still left out (a line with models left out on
// both sides of its target), up to engagingLevels. Each pin's
// placement is asked the straight bound first (the models within a
// straight move of a centre within link of a model in contact): one that
// cannot beat the best is not searched.

// engagingPins is the most pins engagingPlacement tries.
const engagingPins = 24

// engagingPlacement returns spots for the models of ms that have not moved,
// in the order they are to move: a placement of them in base contact as
// good as mostContacts' (see above), then spots for the models it leaves
// within link of a model in contact (mostEngaged's, the models asked
// nearest their target first): of the placements tried, the one after
// which the most models of the unit are ENGAGED.
func (c *Ctx) engagingPlacement(ms []*Model, a spotAsk) []*Spot {
	var u *world.Body
	for _, m := range ms {
		if !m.Unit.HasMoved(m.Index) {
			u = m.Unit
			break
		}
	}
	if u == nil {
		return nil
	}
	tol := c.Tol()
	plan := c.contactsQuiet(ms, a)
	eng, n, cut := c.engagingAfter(ms, plan, a)
	best := append(slices.Clone(plan), eng...)
	if n >= len(u.Models) {
		return c.engagingNote(best, cut, "")
	}
	// what the first placement scores, and the most any could ENGAGE
	undo := placeSpots(plan)
	want := contactScore(u, a.targets, tol)
	up := engagedCount(u, a.targets, a.link, tol) + engageable(u, a.targets, a.move, a.link, tol)
	undo()
	if n >= up {
		return c.engagingNote(best, cut, "")
	}
	// pins, a level at a time: each level's best pin stays for the next,
	// which pins another model for the models still left out
	var fixed []*Spot          // the pins kept
	contact, left := plan, eng // the placement the next level pins from
	why := ""
	for level := 0; level < engagingLevels && n < up; level++ {
		undoFixed := placeSpots(fixed)
		pins := c.engagingPins(ms, contact, left, a)
		undoFixed()
		var pinned []*Spot
		for _, pin := range pins {
			pinsNow := append(slices.Clone(fixed), pin)
			undoPins := placeSpots(pinsNow)
			others, _, apart := c.searchContacts(ms, a)
			undoPins()
			if apart {
				continue
			}
			placement := append(pinsNow, others...)
			undo := placeSpots(placement)
			score := contactScore(u, a.targets, tol)
			straight := engagedCount(u, a.targets, a.link, tol) + engageableNear(u, a.targets, a.move, a.link, tol)
			undo()
			if score.less(want) || straight <= n {
				continue
			}
			e, k, ecut := c.engagingAfter(ms, placement, a)
			if k > n {
				best, n, cut = append(slices.Clone(placement), e...), k, ecut
				pinned, contact, left = pinsNow, others, e
				why = fmt.Sprintf("engaging_placement: %s and most_contacts' placement of the others after them: %d models ENGAGED, where most_contacts' placement gives fewer",
					pinsText(pinsNow), n)
				if n >= up {
					break
				}
			}
		}
		if pinned == nil {
			break
		}
		fixed = pinned
	}
	return c.engagingNote(best, cut, why)
}

// pinStep is the angle between the points of a contact circle engagingPins
// asks along the arc where the nearest point is blocked (the packed
// search's step, a quarter of arcStep).
const pinStep = arcStep / 4

// engagingLevels is the most models engagingPlacement pins at once.
const engagingLevels = 3

// pinsText names each pin's model and point, for the trace.
func pinsText(pins []*Spot) string {
	t := ""
	for k, p := range pins {
		if k > 0 {
			t += ", "
		}
		t += fmt.Sprintf("%s to (%.3fin, %.3fin)", p.Model, p.At.X/25.4, p.At.Y/25.4)
	}
	return t
}

// engagingNote writes the trace's notes of engagingPlacement's answer and
// returns it.
func (c *Ctx) engagingNote(best []*Spot, cut bool, why string) []*Spot {
	if why != "" {
		c.Note("search", why)
	}
	if cut {
		c.Note("search", "most_engaged: cut after its budget of spot searches: the models placed within link of a model in contact are not proven the most")
	}
	return best
}

// contactsQuiet is mostContacts without its note (the rules asked
// most_contacts already, and the trace has it).
func (c *Ctx) contactsQuiet(ms []*Model, a spotAsk) []*Spot {
	key := planKeyOf(ms, a)
	if c.plan != nil && c.plan.key.same(key) {
		return slices.Clone(c.plan.spots)
	}
	spots, note, apart := c.searchContacts(ms, a)
	c.plan = &planMemo{key: key, spots: slices.Clone(spots), note: note, apart: apart}
	return spots
}

// engagingAfter places plan, asks mostEngaged for the models of ms it
// leaves (nearest their target first, as by_gap orders them), and returns
// its spots, the models of the unit then ENGAGED, and whether its search
// was cut. The world is left as it was.
func (c *Ctx) engagingAfter(ms []*Model, plan []*Spot, a spotAsk) ([]*Spot, int, bool) {
	undo := placeSpots(plan)
	defer undo()
	var rest []*Model
	for _, m := range ms {
		if !m.Unit.HasMoved(m.Index) {
			rest = append(rest, m)
		}
	}
	ts := discsOf(a.targets)
	rest = sortedBy(rest, func(m *Model) float64 {
		g := math.Inf(1)
		for _, t := range ts {
			g = min(g, m.centre().Dist(t.c)-m.radius()-t.r)
		}
		return g
	})
	var eng []*Spot
	cut := false
	if len(rest) > 0 {
		eng, cut, _ = c.engagedSpots(rest, a)
	}
	undoEng := placeSpots(eng)
	defer undoEng()
	u := ms[0].Unit
	return eng, engagedCount(u, a.targets, a.link, c.Tol()), cut
}

// engagingPins returns the pins engagingPlacement tries (see above), with
// plan and eng placed: for each model of ms left out (neither in plan nor
// in eng), each target model whose contact circle it could come within
// link of, and each model plan puts in contact, that model's spot on the
// contact circle nearest the model left out, as near as its straight move
// allows, where a route reaches it (else the nearest reached on each side
// along the arc, see above); at most engagingPins. Then the pins between
// two models left out (pairPins): at most engagingPins more.
func (c *Ctx) engagingPins(ms []*Model, plan, eng []*Spot, a spotAsk) []*Spot {
	tol := c.Tol()
	placed := func(m *Model) bool {
		return slices.ContainsFunc(plan, func(s *Spot) bool { return s.Model.Index == m.Index }) ||
			slices.ContainsFunc(eng, func(s *Spot) bool { return s.Model.Index == m.Index })
	}
	ts := discsOf(a.targets)
	var out []*Spot
	seen := map[[3]int64]bool{} // each point asked of a model: whether a pin was found there
	// pinAt asks for m's spot at p on t's contact circle (once a point, the
	// answer kept): whether one is reached within the move
	pinAt := func(m *Model, p geom.Vec) bool {
		k := snapKey(p, tol)
		key := [3]int64{int64(m.Index), k[0], k[1]}
		if found, ok := seen[key]; ok {
			return found
		}
		b := a
		b.m, b.contact = m, true
		router := c.routesFor(m, b.move, b.clearOf, b.clearance, b.walls)
		own := discsOf(bodies{m.Unit})
		marks := contactMarksOf(ts, own, m.Index, tol)
		found := false
		// the model's own start is lifted from its unit's bases by
		// keepSpots (skip), as its spot is asked from there
		for _, sp := range c.keepSpots(b, router, nil, []geom.Vec{p}, ts, own, marks) {
			if sp.Path <= a.move+tol {
				out, found = append(out, sp), true
			}
		}
		seen[key] = found
		return found
	}
	var left []*Model // the models left out that could come within link of some pin
	for _, q := range ms {
		if q.Unit.HasMoved(q.Index) || placed(q) {
			continue
		}
		q0, rq := q.centre(), q.radius()
		for _, s := range plan {
			if s.Contacts == 0 || s.Model.Unit.HasMoved(s.Model.Index) {
				continue
			}
			m := s.Model
			m0, r := m.centre(), m.radius()
			for _, t := range ts {
				R := r + t.r
				at, ok := nearestOnCircle(t.c, R, q0, m0, a.move+tol)
				if !ok || at.Dist(q0)-rq-r-a.link > a.move+tol {
					continue
				}
				if len(left) == 0 || left[len(left)-1] != q {
					left = append(left, q)
				}
				if !pinAt(m, at) {
					// blocked there (a base or a wall on the point, or no
					// route to it within the move): the nearest points
					// reached on each side along the arc that keeps both
					// moves (the pinned model's straight move, the model
					// left out's within link of it)
					a0 := math.Atan2(at.Y-t.c.Y, at.X-t.c.X)
					for _, sgn := range [2]float64{1, -1} {
						for k := 1; float64(k)*pinStep < math.Pi; k++ {
							s, co := math.Sincos(a0 + sgn*float64(k)*pinStep)
							p := geom.V(t.c.X+R*co, t.c.Y+R*s)
							if p.Dist(m0) > a.move+tol || p.Dist(q0)-rq-r-a.link > a.move+tol {
								break
							}
							if pinAt(m, p) || len(out) >= engagingPins {
								break
							}
						}
					}
				}
				if len(out) >= engagingPins {
					return out
				}
			}
		}
	}
	if len(left) == 0 {
		return out
	}
	// the partners of a model left out: the others left out, and those
	// eng places (ENGAGED by a model in contact a pin may move away)
	partners := slices.Clone(left)
	for _, e := range eng {
		if !slices.ContainsFunc(partners, func(q *Model) bool { return q.Index == e.Model.Index }) {
			partners = append(partners, e.Model)
		}
	}
	most := len(out) + engagingPins
	c.pairPins(left, partners, plan, ts, a, pinAt, func() bool { return len(out) >= most })
	return out
}

// pairPins adds to out the pins between two models: for each model of left
// (left out) and each other model of partners (left out too, or placed
// within link of a model in contact) whose reaches of a contact circle
// meet on an arc where the point nearest either (as engagingPins asks it)
// lies outside the other's reach, and each model plan puts in contact,
// that model's spot at the middle of the arc both reach and its straight
// move allows (else, where that point is blocked, the nearest reached on
// each side within that arc, pinStep apart): one model in contact there
// may ENGAGE both, where a pin at either's nearest point ENGAGES one, the
// other lost or still left out (tests/assault/asp27/
// between_two_arcs_one_model_in_contact). pinAt asks for a pin (and keeps
// it); full says when there are pins enough.
func (c *Ctx) pairPins(left, partners []*Model, plan []*Spot, ts []disc, a spotAsk, pinAt func(*Model, geom.Vec) bool, full func() bool) {
	tol := c.Tol()
	for _, s := range plan {
		if s.Contacts == 0 || s.Model.Unit.HasMoved(s.Model.Index) {
			continue
		}
		m := s.Model
		m0, r := m.centre(), m.radius()
		for _, t := range ts {
			R := r + t.r
			mine, ok := arcWithin(t.c, R, m0, a.move+tol)
			if !ok {
				continue
			}
			for i, q1 := range left {
				reach1 := a.move + tol + q1.radius() + r + a.link
				arc1, ok := arcWithin(t.c, R, q1.centre(), reach1)
				if !ok {
					continue
				}
				for j, q2 := range partners {
					if q2.Index == q1.Index || j < len(left) && j < i {
						continue // itself, or a pair of left asked already
					}
					reach2 := a.move + tol + q2.radius() + r + a.link
					arc2, ok := arcWithin(t.c, R, q2.centre(), reach2)
					if !ok || arc2.holds(arc1.mid) || arc1.holds(arc2.mid) {
						continue // none both reach, or a single pin serves both
					}
					both, ok := arc1.meet(arc2)
					if ok {
						both, ok = both.meet(mine)
					}
					if !ok {
						continue
					}
					// the middle first, then outward each way within the arc
					for k := 0; float64(k)*pinStep <= both.half; k++ {
						found := false
						for _, sgn := range [2]float64{1, -1} {
							if k == 0 && sgn < 0 {
								continue
							}
							sn, co := math.Sincos(both.mid + sgn*float64(k)*pinStep)
							p := geom.V(t.c.X+R*co, t.c.Y+R*sn)
							if p.Dist(m0) > a.move+tol || p.Dist(q1.centre()) > reach1 || p.Dist(q2.centre()) > reach2 {
								continue
							}
							if pinAt(m, p) {
								found = true
								break
							}
						}
						if found || full() {
							break
						}
					}
					if full() {
						return
					}
				}
			}
		}
	}
}

// circleArc is an arc of a circle: the points at angles within half of mid
// (radians; half pi or more: the whole circle).
type circleArc struct{ mid, half float64 }

// arcWithin returns the arc of the circle (c, R) within lim of p: false
// where no point is.
func arcWithin(c geom.Vec, R float64, p geom.Vec, lim float64) (circleArc, bool) {
	L := p.Dist(c)
	if L <= 1e-12 {
		return circleArc{half: math.Pi}, R <= lim
	}
	mid := math.Atan2(p.Y-c.Y, p.X-c.X)
	k := (R*R + L*L - lim*lim) / (2 * R * L)
	switch {
	case k > 1:
		return circleArc{}, false
	case k <= -1:
		return circleArc{mid: mid, half: math.Pi}, true
	}
	return circleArc{mid: mid, half: math.Acos(k)}, true
}

// holds reports whether the point at angle ang lies on the arc.
func (x circleArc) holds(ang float64) bool {
	return x.half >= math.Pi || math.Abs(math.Remainder(ang-x.mid, 2*math.Pi)) <= x.half
}

// meet returns the part of x that y covers, taken on the side of x nearer
// y's middle (two arcs of more than half the circle each may meet in two
// pieces: the one about y's middle as seen from x's): false where none.
func (x circleArc) meet(y circleArc) (circleArc, bool) {
	if x.half >= math.Pi {
		return y, true
	}
	if y.half >= math.Pi {
		return x, true
	}
	d := math.Remainder(y.mid-x.mid, 2*math.Pi)
	lo, hi := max(-x.half, d-y.half), min(x.half, d+y.half)
	if lo > hi {
		return circleArc{}, false
	}
	return circleArc{mid: x.mid + (lo+hi)/2, half: (hi - lo) / 2}, true
}

// nearestOnCircle returns the point of the circle (c, R) nearest q among
// those within lim of from (a straight move): false where there is none.
func nearestOnCircle(c geom.Vec, R float64, q, from geom.Vec, lim float64) (geom.Vec, bool) {
	phi := math.Atan2(q.Y-c.Y, q.X-c.X)
	L := from.Dist(c)
	at := func(ang float64) geom.Vec {
		s, co := math.Sincos(ang)
		return geom.V(c.X+R*co, c.Y+R*s)
	}
	if L <= 1e-12 {
		return at(phi), R <= lim
	}
	k := (R*R + L*L - lim*lim) / (2 * R * L)
	if k > 1 {
		return geom.Vec{}, false
	}
	if k <= -1 {
		return at(phi), true
	}
	psi, half := math.Atan2(from.Y-c.Y, from.X-c.X), math.Acos(k)
	d := math.Remainder(phi-psi, 2*math.Pi)
	if math.Abs(d) <= half {
		return at(phi), true
	}
	return at(psi + math.Copysign(half, d)), true
}

// placeSpots moves each spot's model to it, in order, and returns the undo.
func placeSpots(spots []*Spot) func() {
	undo := make([]func(), 0, len(spots))
	for _, s := range spots {
		u, i := s.Model.Unit, s.Model.Index
		at, rect := u.Models[i], u.Rect
		var routes [][]geom.Vec
		if u.Routes != nil {
			routes = slices.Clone(u.Routes)
		}
		undo = append(undo, func() { u.Models[i], u.Rect, u.Routes = at, rect, routes })
		u.SetRoute(i, s.Route)
	}
	return func() {
		for k := len(undo) - 1; k >= 0; k-- {
			undo[k]()
		}
	}
}

// contactRank is a placement's models in base contact and target models
// touched.
type contactRank struct{ contacts, touched int }

// less reports whether r ranks below o (fewer in contact, or as many and
// fewer touched).
func (r contactRank) less(o contactRank) bool {
	return r.contacts < o.contacts || r.contacts == o.contacts && r.touched < o.touched
}

// contactScore returns the models of u in base contact with a model of
// targets and the target models they touch.
func contactScore(u *world.Body, targets bodies, tol float64) contactRank {
	var sc contactRank
	for _, in := range inBaseContact(u, targets, tol) {
		if in {
			sc.contacts++
		}
	}
	r := u.Round / 2
	for _, t := range discsOf(targets) {
		if slices.ContainsFunc(u.Models, func(q geom.Vec) bool { return q.Dist(t.c) <= r+t.r+tol }) {
			sc.touched++
		}
	}
	return sc
}
