package engine

import (
	"cmp"
	"fmt"
	"math"
	"slices"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// The most models within link of a model in contact.
//
// A rule that counts the models in base contact with a target model and
// those within link of one of them (the models a unit "engages with") is
// met, once the models that can reach contact have moved, by placing the
// others inside the link discs of the models in contact: the disc of
// centres within link (and both radii) of each. Placing them one at a
// time, each at its own best spot, is greedy: a model may take the mouth
// of a narrow way through which others would reach the disc beyond, or
// the only pocket another model reaches while a spot it could take waits
// behind a model still to move. So mostEngaged searches, like the wider
// search of most_contacts (optimum.go): the models in every order, each
// at each of its candidate spots in the world the models before it leave,
// every world searched once, a branch cut where its models still to place
// cannot beat the best found, stopping at the first placement that puts
// every model inside a disc, or at a budget of spot searches.
//
// A model's candidates are the spots of model_spots inside a disc, and
// points inside each disc reached by a route round every other base (and
// so beyond a narrow way, where model_spots has only the nearest point of
// the link circle): rings inside the disc, from the link circle in by a
// base's width to the circle where the bases touch, each ring's free arcs
// asked at points at most arcStep apart and each stretch reached widened
// to its ends. The deepest first (the most movement): a model that can go
// far leaves the near spots, the narrow way's mouth among them, to those
// that cannot.
//
// A placement that leaves a model of the unit still to move unable to
// end within link of a model that has moved is not counted: the rules
// place the models it leaves after it.

// engagedSpotsPerModel is the most candidates of one model the search
// tries in one world.
const engagedSpotsPerModel = 10

// engagedSearch is one search of mostEngaged.
type engagedSearch struct {
	c       *Ctx
	a       spotAsk
	u       *world.Body
	targets []disc
	rest    []*Model
	best    []*Spot
	cur     []*Spot
	seen    map[string]bool
	budget  int
	cut     bool
	done    bool
}

// mostEngaged returns spots for models of ms that have not moved, in the
// order they are to move, each within a.link of a model of the unit that
// touches a model of a.targets: the most such models it finds (see above).
// Models it leaves out get no spot; none where no model of the unit
// touches a target model.
func (c *Ctx) mostEngaged(ms []*Model, a spotAsk) []*Spot {
	spots, cut, n := c.engagedSpots(ms, a)
	if cut {
		c.Note("search", fmt.Sprintf("most_engaged: cut after %d spot searches: %d of %d models placed within link of a model in contact, not proven the most",
			optBudget(n), len(spots), n))
	}
	return spots
}

// engagedSpots is mostEngaged without its note: the spots, whether the
// search was cut by its budget, and how many models it was asked to place.
func (c *Ctx) engagedSpots(ms []*Model, a spotAsk) ([]*Spot, bool, int) {
	var rest []*Model
	for _, m := range ms {
		if !m.Unit.HasMoved(m.Index) && !slices.ContainsFunc(rest, func(x *Model) bool { return x.Unit == m.Unit && x.Index == m.Index }) {
			rest = append(rest, m)
		}
	}
	if len(rest) == 0 {
		return nil, false, 0
	}
	e := &engagedSearch{c: c, a: a, u: rest[0].Unit, targets: discsOf(a.targets), rest: rest,
		seen: map[string]bool{}, budget: optBudget(len(rest))}
	if len(e.supporters()) == 0 {
		return nil, false, len(rest)
	}
	e.search()
	return e.best, e.cut, len(rest)
}

// supporters returns the bases of the unit's moved models that touch a
// target model.
func (e *engagedSearch) supporters() []disc {
	u, tol := e.u, e.c.Tol()
	r := u.Round / 2
	var out []disc
	for i, q := range u.Models {
		if !u.HasMoved(i) {
			continue
		}
		for _, t := range e.targets {
			if q.Dist(t.c) <= r+t.r+tol {
				out = append(out, disc{c: q, r: r, u: u, i: i})
				break
			}
		}
	}
	return out
}

// search places the models not yet placed, each in turn first, at each of
// its candidates, recording the best placement.
func (e *engagedSearch) search() {
	if e.done || e.cut {
		return
	}
	var left []*Model
	for _, m := range e.rest {
		if !e.u.HasMoved(m.Index) {
			left = append(left, m)
		}
	}
	if len(e.cur) > len(e.best) && e.leftJoin(left) {
		e.best = slices.Clone(e.cur)
		if len(left) == 0 {
			e.done = true
			return
		}
	}
	if len(e.cur)+len(left) <= len(e.best) {
		return
	}
	key := e.key()
	if e.seen[key] {
		return
	}
	e.seen[key] = true
	type choice struct {
		m     *Model
		spots []*Spot
	}
	var choices []choice
	for _, m := range left {
		if e.budget <= 0 {
			e.cut = true
			return
		}
		e.budget--
		ss := e.spots(m)
		if len(ss) > 0 {
			choices = append(choices, choice{m, ss})
		}
	}
	if len(e.cur)+len(choices) <= len(e.best) && len(choices) == len(left) {
		return
	}
	slices.SortStableFunc(choices, func(x, y choice) int { return cmp.Compare(len(y.spots), len(x.spots)) })
	for _, ch := range choices {
		for _, s := range ch.spots {
			if e.done || e.cut {
				return
			}
			undo := e.place(ch.m, s)
			e.cur = append(e.cur, s)
			e.search()
			e.cur = e.cur[:len(e.cur)-1]
			undo()
		}
	}
}

// place moves model m to spot s, returning the undo.
func (e *engagedSearch) place(m *Model, s *Spot) func() {
	u := m.Unit
	at, rect := u.Models[m.Index], u.Rect
	var routes [][]geom.Vec
	if u.Routes != nil {
		routes = slices.Clone(u.Routes)
	}
	u.SetRoute(m.Index, s.Route)
	return func() { u.Models[m.Index], u.Rect, u.Routes = at, rect, routes }
}

// leftJoin reports whether each model of left has a spot within link of a
// model that has moved (a model that has none is not left apart: such a
// placement does not count).
//
// Where one has none, the placement still counts if the models left can
// end in one chain with the moved models, one through another
// (completion, cohere.go: most_contacts' test): a line's last models
// join through the one before them (tests/assault/fresh4/
// wide_line_target_at_one_end, where A#7 reaches a moved model only
// through A#6).
func (e *engagedSearch) leftJoin(left []*Model) bool {
	for _, m := range left {
		if !e.joins(m) {
			return (&planner{c: e.c, ask: e.a, own: e.u}).completion()
		}
	}
	return true
}

// joins reports whether model m has a spot within link of a model that has
// moved.
func (e *engagedSearch) joins(m *Model) bool {
	a := e.a
	a.m = m
	return slices.ContainsFunc(e.c.spots(a), func(s *Spot) bool { return s.Links > 0 })
}

// key names the world the search stands in (placedKey).
func (e *engagedSearch) key() string { return placedKey(e.cur, e.c.Tol()) }

// spots returns model m's candidates in the world as it stands (see
// above): the deepest first, at most engagedSpotsPerModel.
func (e *engagedSearch) spots(m *Model) []*Spot {
	c, tol := e.c, e.c.Tol()
	a := e.a
	a.m = m
	p0, r := m.centre(), m.radius()
	sup := e.supporters()
	inside := func(q geom.Vec) bool {
		return slices.ContainsFunc(sup, func(f disc) bool { return q.Dist(f.c)-r-f.r <= a.link+tol })
	}
	var ss []*Spot
	for _, s := range c.spots(a) {
		if inside(s.At) {
			ss = append(ss, s)
		}
	}
	router := c.routesFor(m, a.move, a.clearOf, a.clearance, a.walls)
	var routed []routedPt
	for _, f := range sup {
		outer := a.link + r + f.r
		if p0.Dist(f.c)-outer > a.move+tol {
			continue
		}
		for k := 0; ; k++ {
			rad := max(outer-float64(k)*2*r, r+f.r+tol)
			routed = e.ring(routed, router, geom.Circle{C: f.c, R: rad})
			if rad <= r+f.r+tol {
				break
			}
		}
	}
	if len(routed) > 0 {
		own := discsOf(bodies{m.Unit})
		more := c.keepSpots(a, router, routed, nil, e.targets, own, contactMarksOf(e.targets, own, m.Index, tol))
		for _, s := range more {
			if inside(s.At) && !slices.ContainsFunc(ss, func(x *Spot) bool { return x.At.Dist(s.At) <= tol }) {
				ss = append(ss, s)
			}
		}
	}
	slices.SortStableFunc(ss, func(x, y *Spot) int { return cmp.Compare(y.Path, x.Path) })
	// one of each cluster: a spot within a base's radius of one kept
	// leaves the others as that one does
	out := ss[:0]
	for _, s := range ss {
		if len(out) < engagedSpotsPerModel && !slices.ContainsFunc(out, func(x *Spot) bool { return x.At.Dist(s.At) < r }) {
			out = append(out, s)
		}
	}
	return out
}

// ring appends the points of circle cc a route of at most the move
// reaches: each free arc asked at points at most arcStep apart, and each
// stretch reached widened to its ends.
func (e *engagedSearch) ring(out []routedPt, router routeAsker, cc geom.Circle) []routedPt {
	tol := e.c.Tol()
	at := func(ang float64) geom.Vec {
		s, c := math.Sincos(ang)
		return geom.V(cc.C.X+cc.R*c, cc.C.Y+cc.R*s)
	}
	type hit struct {
		route []geom.Vec
		path  float64
	}
	// within the move itself, not its tolerance: a widened end stands
	// where the route is the move, and another's reading of the same route
	// must not find it longer than the move by more than the tolerance
	ask := func(ang float64) (hit, bool) {
		l, route, ok := router.Route(at(ang))
		return hit{route, l}, ok && l <= e.a.move
	}
	reached := func(ang float64) bool { _, ok := ask(ang); return ok }
	prec := max(tol/4, 0.001) / cc.R
	add := func(ang float64) {
		if h, ok := ask(ang); ok {
			out = append(out, routedPt{h.route, h.path})
		}
	}
	for _, arc := range router.FreeArcs(cc) {
		angs, ok := sampleArc(arc, reached)
		n := len(angs) - 1
		for i := range angs {
			if !ok[i] {
				continue
			}
			add(angs[i])
			if i > 0 && !ok[i-1] {
				add(widenReached(reached, angs[i], angs[i-1], prec))
			}
			if i < n && !ok[i+1] {
				add(widenReached(reached, angs[i], angs[i+1], prec))
			}
		}
	}
	return out
}

// inBaseContact marks the models of u in base contact with a model of
// targets (within tol).
func inBaseContact(u *world.Body, targets bodies, tol float64) []bool {
	ts := discsOf(targets)
	r := u.Round / 2
	in := make([]bool, len(u.Models))
	for i, q := range u.Models {
		for _, t := range ts {
			if t.u != u && q.Dist(t.c) <= r+t.r+tol {
				in[i] = true
				break
			}
		}
	}
	return in
}

// engagedCount returns how many models of u touch a model of targets or
// stand within link of a model of u that does.
func engagedCount(u *world.Body, targets bodies, link, tol float64) int {
	r := u.Round / 2
	in := inBaseContact(u, targets, tol)
	n := 0
	for i, q := range u.Models {
		for j, p := range u.Models {
			if in[i] || j != i && in[j] && q.Dist(p)-2*r <= link+tol {
				n++
				break
			}
		}
	}
	return n
}

// engageable returns how many models of u are not ENGAGED (engagedCount)
// and stood, at the start of the run, within a straight move of a centre
// within link of a model of u in base contact with a model of targets, as
// it stands or anywhere on the contact circle of a target model (its own
// radius and the target model's round it) within a straight move of where
// that model stood at the start: a bound on the models a placement of the
// others, and of the models in contact with the same target models, could
// gain (no route is shorter than the straight line).
func engageable(u *world.Body, targets bodies, move, link, tol float64) int {
	return engageableBy(u, targets, move, link, tol, true)
}

// engageableNear is engageable with the models in contact standing where
// they are.
func engageableNear(u *world.Body, targets bodies, move, link, tol float64) int {
	return engageableBy(u, targets, move, link, tol, false)
}

// engageableBy is engageable, round the target models' contact circles
// too where round is true.
func engageableBy(u *world.Body, targets bodies, move, link, tol float64, round bool) int {
	r := u.Round / 2
	in := inBaseContact(u, targets, tol)
	start := func(i int) geom.Vec {
		if u.HasMoved(i) {
			return u.Routes[i][0]
		}
		return u.Models[i]
	}
	var ts []disc
	if round {
		ts = discsOf(targets)
	}
	n := 0
	for i, q := range u.Models {
		engaged, reach := in[i], false
		s := start(i)
		for j, p := range u.Models {
			if j == i || !in[j] {
				continue
			}
			engaged = engaged || q.Dist(p)-2*r <= link+tol
			reach = reach || s.Dist(p)-2*r-link <= move+tol
			if !reach && round && u.HasMoved(j) {
				// where model j could stand in contact instead
				p0 := start(j)
				for _, t := range ts {
					if arcsMeet(t.c, r+t.r, p0, move+tol, s, move+2*r+link+tol) {
						reach = true
						break
					}
				}
			}
		}
		if !engaged && reach {
			n++
		}
	}
	return n
}

// arcsMeet reports whether some point of the circle (c, R) lies within d1
// of p1 and within d2 of p2.
func arcsMeet(c geom.Vec, R float64, p1 geom.Vec, d1 float64, p2 geom.Vec, d2 float64) bool {
	// each disc holds an arc of the circle symmetric about the direction
	// of its centre: the two meet where their middles are no farther
	// apart than their half-widths together
	arc := func(p geom.Vec, d float64) (mid, half float64, ok bool) {
		L := p.Dist(c)
		if L <= 1e-12 {
			return 0, math.Pi, R <= d
		}
		k := (R*R + L*L - d*d) / (2 * R * L)
		if k > 1 {
			return 0, 0, false
		}
		return math.Atan2(p.Y-c.Y, p.X-c.X), math.Acos(max(k, -1)), true
	}
	m1, h1, ok1 := arc(p1, d1)
	m2, h2, ok2 := arc(p2, d2)
	if !ok1 || !ok2 {
		return false
	}
	return math.Abs(math.Remainder(m1-m2, 2*math.Pi)) <= h1+h2+1e-12
}
