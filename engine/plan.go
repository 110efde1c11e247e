package engine

import (
	"cmp"
	"fmt"
	"math"
	"slices"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// The most models in base contact, and the most target models touched.
//
// Placing models one at a time, each at the spot best for itself, is
// greedy: a model nearest first takes the target model it reaches with
// least movement, and a model further out may find every target model it
// could reach already taken and double up, leaving a target model no
// one touches although one placement of all of them touched it. The
// optimum is an assignment: which model goes to which target model.
//
// mostContacts first asks every model for the exact shortest route into
// base contact with each target model (its reachable targets), then
// finds, among the assignments of models to untouched target models, one
// that touches the most target models with the least total movement (the
// Hungarian method on the reachability matrix, an unreached pair costing
// too much and every touched pair a large bonus, so the count comes
// first). A model the assignment leaves out doubles up on the target
// model it reaches with least movement. That is the placement when
// models do not get in each other's way; where they do (a spot one model
// takes covers another's, a route passes where another now stands) the
// placement is found by a depth-first search in the order the models
// will move, each model's spots worked out again in the world as the
// models before it left it, trying the assigned target model first. The
// search stops at the first placement that meets the bound the
// assignment gives (every model that reaches anything in contact, every
// target model the assignment touches); otherwise it is cut after a
// budget of route searches, keeping the best found, and says so in the
// trace. A search that ends short of the bound is followed by a second,
// packed one: a model that doubles up tries the spots touching a model
// already placed before a spot in the middle of a free stretch of the
// contact circle. Each model going to its own nearest point can leave
// gaps between the models round one target model each too short for
// another base though their sum is not (five at 72 degrees round a
// target model that has room for seven at 45); packed side by side from
// the first, they fit as many as fit at all.
//
// A model may touch two target models at once, standing in front of the
// gap between them where that gap is narrower than its base: those spots
// are among its options, and the bound on target models touched lets each
// model take as many as its best spot touches (a matching with capacities),
// so a placement touching one each does not stop the search early.
//
// Each model's spots are the ends of its shortest routes, which can take
// the only spot a model moving later reaches: where a model's spot would
// cover one of a later model's (its spots as the search began), the search
// also tries the points of the model's contact circles where its base
// touches that spot's instead (yielding), after its own spots.
//
// A model whose only way to a fresh target model ends out of link of the
// models that have moved is not lost yet: a model that reaches no
// contact may move before it and stand within link of both (the order of
// moving is free after the first model), and the search tries that
// bridge, to the target model the assignment gives the model first, then
// to its nearest (a model that reaches two such target models, each in an
// alcove, may have to leave the nearer to a model that reaches only that
// one: tests/assault/fresh3/three_alcoves_each_takes_the_nearer); where the gap is too wide for one (more than two links and two
// bases), several such models may stand in a chain across it, each within
// link of the next: the fewest that can, in an order that can (chain.go).
// The bridges of least movement may be the only models another gap can
// take (tests/assault/ordinary5/two_gaps_two_bridges,
// ordinary6/competing_chains, ordinary6/bridge_or_chain): where a gap after
// went without, every other set of spare models that bridges this one is
// tried too (bridged).
// Trying one model at a time, each for itself, misses them: the first
// bridge alone links nothing, so no model goes there
// (tests/assault/ordinary4/two_bridges, ordinary5/three_bridges).

// planBudget returns the number of models' spot searches the placement
// search may make, for n models, before it is cut: the first descent
// takes n, and the rest allows some backtracking without letting the
// search grow exponentially with n.
func planBudget(n int) int { return max(24, 3*n) }

// planScore ranks placements: one that lets the unit end in one chain
// (not apart, cohere.go), then more models in contact, then more target
// models touched, then less movement.
type planScore struct {
	apart             bool
	contacts, touched int
	path              float64
}

// better reports whether s ranks above o.
func (s planScore) better(o planScore) bool {
	if s.apart != o.apart {
		return o.apart
	}
	if s.contacts != o.contacts {
		return s.contacts > o.contacts
	}
	if s.touched != o.touched {
		return s.touched > o.touched
	}
	return s.path < o.path-1e-9
}

// planner holds one search for mostContacts.
type planner struct {
	c       *Ctx
	ask     spotAsk
	own     *world.Body // the unit whose models are placed
	targets []disc
	order   []*Model
	assign  map[*Model]int // the target model the assignment gives
	room    map[*Model]int // the most fresh target models one spot touches
	// first holds the spots of the models whose every target model
	// within a straight move is reached straight at its nearest point:
	// no model moving out of the way can shorten those, so while no
	// model moves into their way they stand.
	first map[*Model][]*Spot
	// initial holds each model's spots in the world as mostContacts found
	// it, which stands again while placed is 0 (the models the search
	// has placed, bridges included).
	initial map[*Model][]*Spot
	placed  int
	spare   []*Model // models of ms that reach no contact: bridges
	// starved counts the gaps the search found no bridges for: bridged
	// tries other bridges for a gap only where one after it went without,
	// or (incomplete: the placements that ranked above the best found but
	// left a model unable to end within link of the chain, cohere) where
	// a placement after them left one so.
	starved, incomplete int
	budget              int
	cut                 bool
	pack                bool // the second search: packed spots first (see mostContacts)
	// loose: the search with models put last (behind), where a spot need
	// not be within link of a model moved before it, so long as the moved
	// models end in one chain: a model put last may link them.
	loose bool
	// cohere: a placement counts only where the models it leaves can
	// still end in one chain with it (completion, cohere.go), and it
	// carries the spots of the stragglers and their bridges.
	cohere bool
	bound  planScore
	best   planScore
	bestAt []*Spot
	cur    []*Spot
	found  bool
	tix    *targetIndex // the target models for touchedNow, once asked
	// others: the target models another unit of the side touched when
	// the search began (touchedByOthers), nil if none
	others []bool
	// liftBuf and liftNear hold liftedReach's Keeps, from model to model
	liftBuf, liftNear []geom.Keep
}

// mostContacts returns spots for models of ms, in the order they are to
// move: a placement that puts the most models of ms in base contact with
// a model of a.targets, then touches the most target models, then moves
// the least (see the essay above). Each spot is within a.link of a model
// of the unit that has moved before it. Models it leaves out are not
// given a spot.
func (c *Ctx) mostContacts(ms []*Model, a spotAsk) []*Spot {
	if len(ms) == 0 {
		return nil
	}
	key := planKeyOf(ms, a)
	if c.plan != nil && c.plan.key.same(key) {
		if c.plan.note != "" {
			c.Note("search", c.plan.note)
		}
		return slices.Clone(c.plan.spots)
	}
	spots, note, apart := c.searchContacts(ms, a)
	if note != "" {
		c.Note("search", note)
	}
	c.plan = &planMemo{key: key, spots: slices.Clone(spots), note: note, apart: apart}
	return spots
}

// searchContacts is mostContacts without the memo: the placement, the
// note saying the search was cut ("" when it was not), and whether it
// leaves a model of the unit that cannot end within link of the others
// (apart: no placement tried completes, cohere.go).
func (c *Ctx) searchContacts(ms []*Model, a spotAsk) ([]*Spot, string, bool) {
	p := &planner{c: c, ask: a, own: ms[0].Unit, targets: discsOf(a.targets), budget: 0, assign: map[*Model]int{}, room: map[*Model]int{}, first: map[*Model][]*Spot{}}
	var reach []*Model
	opts := map[*Model][]*Spot{}
	p.initial = opts
	for _, m := range ms {
		if m.Unit.HasMoved(m.Index) {
			continue
		}
		o := p.options(m)
		if p.straightAll(m, o) {
			p.first[m] = o
		}
		if len(o) > 0 {
			reach = append(reach, m)
			opts[m] = o
		}
	}
	if len(reach) == 0 {
		// none reaches contact in the world as it stands; one may once
		// another has moved out of its way
		p.best = planScore{touched: p.touchedCount()}
		note := p.optimum(ms)
		return p.bestAt, note, !p.completes(p.bestAt)
	}
	for _, m := range ms {
		if !m.Unit.HasMoved(m.Index) && !slices.Contains(reach, m) {
			p.spare = append(p.spare, m)
		}
	}
	// The target models touched by a model that has moved: one touched
	// only by a model still to move is fresh to the assignment, which
	// may leave that model where it stands, in contact, at no cost
	// (ordinary9/two_in_contact_at_the_start: it is not slid round to
	// leave its target model to a model that moves farther).
	touched := touchedBy(p.targets, p.movedCentres(), p.own.Round/2, p.c.Tol())
	for j, t := range p.index().others {
		touched[j] = touched[j] || t
	}
	fresh := 0
	for _, t := range touched {
		if !t {
			fresh++
		}
	}
	// cost[i][j]: model i to target model j.
	// room[i]: the most fresh target models one spot of model i touches
	// (two where it stands in a gap between two).
	cost := make([][]float64, len(reach))
	room := make([]int, len(reach))
	for i, m := range reach {
		cost[i], room[i] = p.reachRow(m, opts[m], touched)
		p.room[m] = room[i]
	}
	match := assignment(cost)
	matched := 0
	for i, m := range reach {
		p.assign[m] = match[i]
		if match[i] >= 0 {
			matched++
		}
	}
	// The bound on target models touched: each model touching as many as
	// one of its spots does, each target model counted once (a matching
	// where model i may take room[i]); the assignment above, one each,
	// orders the search.
	p.bound = planScore{contacts: len(reach), touched: len(p.targets) - fresh + max(matched, capMatching(cost, room))}
	// The order of moving: assigned models first, nearest the models that
	// have moved first so each can keep within link of one; then the rest.
	moved := p.movedCentres()
	near := func(m *Model) float64 {
		at := bestOf(opts[m], p.assign[m], p, m).At
		d := math.Inf(1)
		for _, q := range moved {
			d = min(d, at.Dist(q))
		}
		return d
	}
	p.order = slices.Clone(reach)
	slices.SortStableFunc(p.order, func(x, y *Model) int {
		if (p.assign[x] >= 0) != (p.assign[y] >= 0) {
			if p.assign[x] >= 0 {
				return -1
			}
			return 1
		}
		return cmp.Compare(near(x), near(y))
	})
	start := planScore{touched: p.touchedCount()}
	note := p.run(ms, start)
	if p.completes(p.bestAt) {
		return p.bestAt, note, false
	}
	// The placement leaves a model that cannot end within link of the
	// chain: search again, each placement weighed by its completion
	// (cohere.go); where none completes, the first stands.
	first, firstNote := p.bestAt, note
	p.cohere = true
	note = p.run(ms, start)
	if p.best.contacts >= 0 {
		return p.bestAt, note, false
	}
	return first, firstNote, true
}

// run searches for the placement of p.order from start: depth first,
// then packed where that falls short, then with the models behind put
// last, then checked against the exact bound and searched wider
// (optimum.go). It returns the note for the trace ("" when the search
// was not cut or the bound is met).
func (p *planner) run(ms []*Model, start planScore) string {
	order := p.order // behind puts models last
	defer func() { p.order = order }()
	p.best, p.bestAt, p.found, p.cut, p.pack, p.loose = planScore{contacts: -1}, nil, false, false, false, false
	p.budget = planBudget(len(p.order))
	p.search(0, start)
	if !p.found {
		// Packed: each model doubling up takes a spot beside a model
		// already in contact before a spot in the middle of a free
		// stretch, so the stretches are not cut into pieces too short
		// for one more base (round one target model, the models packed
		// side by side from the first fit as many as fit at all).
		p.pack, p.budget = true, planBudget(len(p.order))
		p.search(0, start)
		p.cut = p.cut && !p.found
	}
	p.behind(start)
	if note := p.optimum(ms); note != "" {
		return note
	}
	if p.cut {
		return fmt.Sprintf("most_contacts: cut after %d spot searches; best placement found: %d models in contact, %d target models touched (bound %d, %d)",
			planBudget(len(p.order)), p.best.contacts, p.best.touched, p.bound.contacts, p.bound.touched)
	}
	return ""
}

// reachRow returns, for model m with spots opts, the least movement to
// each target model not yet touched (+Inf where none reaches it), and the
// most of them one spot touches.
func (p *planner) reachRow(m *Model, opts []*Spot, touched []bool) ([]float64, int) {
	row := make([]float64, len(p.targets))
	for j := range row {
		row[j] = math.Inf(1)
	}
	room := 0
	for _, s := range opts {
		n := 0
		for _, j := range p.nearInX(s.At, m) {
			if !touched[j] && p.touches(s.At, m, p.targets[j]) {
				row[j] = min(row[j], s.Path)
				n++
			}
		}
		room = max(room, n)
	}
	return row, room
}

// bestOf returns the spot of opts touching target model j, or the one
// with least movement.
func bestOf(opts []*Spot, j int, p *planner, m *Model) *Spot {
	best := opts[0]
	for _, s := range opts {
		if j >= 0 && p.touches(s.At, m, p.targets[j]) {
			return s
		}
		if s.Path < best.Path {
			best = s
		}
	}
	return best
}

// descend places m at s, searches the models after it, and takes m back.
func (p *planner) descend(k int, sc planScore, m *Model, s *Spot, touched []bool) {
	n := sc.touched + p.freshCount(s, m, touched)
	leaves := p.inContactWhere(m)
	undo := p.place(m, s)
	if leaves {
		// a target model m touched where it stood may be touched no more
		n = p.touchedCount()
	}
	p.cur = append(p.cur, s)
	p.search(k+1, planScore{contacts: sc.contacts + 1, touched: n, path: sc.path + s.Path})
	p.cur = p.cur[:len(p.cur)-1]
	undo()
}

// search places order[k:] depth first, recording the best placement.
func (p *planner) search(k int, sc planScore) {
	if p.found {
		return
	}
	if k == len(p.order) {
		if p.loose && !coherentMoved(p.own, p.ask.link, p.c.Tol()) {
			return
		}
		if !sc.better(p.best) {
			return
		}
		if p.cohere && !p.completion() {
			p.incomplete++
			return
		}
		p.best, p.bestAt = sc, slices.Clone(p.cur)
		p.found = sc.contacts >= p.bound.contacts && sc.touched >= p.bound.touched
		return
	}
	rem, more := len(p.order)-k, 0
	for _, m := range p.order[k:] {
		more += p.room[m]
	}
	up := planScore{contacts: sc.contacts + rem, touched: min(p.bound.touched, sc.touched+more)}
	if up.contacts < p.best.contacts || up.contacts == p.best.contacts && up.touched <= p.best.touched && p.best.contacts >= 0 {
		return
	}
	if p.budget <= 0 {
		p.cut = true
		return
	}
	p.budget--
	m := p.order[k]
	if m.Unit.HasMoved(m.Index) { // moved already, as a bridge
		p.search(k+1, sc)
		return
	}
	opts := p.options(m)
	touched := p.touchedNow()
	// loose: the least movement to a fresh target model, out of link; owed:
	// the least to the target model the assignment gives m, out of link,
	// where that is another spot. Bridging only the nearest would send every
	// model that reaches two such target models to its nearer one, and a
	// model that reaches only that one would find it taken
	// (tests/assault/fresh3/three_alcoves_each_takes_the_nearer).
	var loose, owed *Spot
	want := p.assign[m]
	for _, s := range opts {
		if s.Links == 0 && p.anyMoved(m) && p.freshCount(s, m, touched) > 0 {
			if loose == nil || s.Path < loose.Path {
				loose = s
			}
			if want >= 0 && p.touches(s.At, m, p.targets[want]) && (owed == nil || s.Path < owed.Path) {
				owed = s
			}
		}
	}
	opts = slices.DeleteFunc(opts, func(s *Spot) bool { return s.Links == 0 && p.anyMoved(m) && !p.loose })
	rank := func(s *Spot) (int, float64) {
		switch {
		case want >= 0 && p.touches(s.At, m, p.targets[want]):
			return 0, s.Path
		case p.freshCount(s, m, touched) > 0:
			return 1, s.Path
		case p.pack && !p.besideMoved(s, m):
			return 3, s.Path
		}
		return 2, s.Path
	}
	// each spot ranked once, not at each comparison of the sort
	type ranked struct {
		s    *Spot
		r    int
		path float64
	}
	rs := make([]ranked, len(opts))
	for i, s := range opts {
		r, path := rank(s)
		rs[i] = ranked{s, r, path}
	}
	slices.SortStableFunc(rs, func(x, y ranked) int {
		if x.r != y.r {
			return cmp.Compare(x.r, y.r)
		}
		return cmp.Compare(x.path, y.path)
	})
	for i := range rs {
		opts[i] = rs[i].s
	}
	for i, s := range opts {
		if i == 3 || p.found {
			break
		}
		p.descend(k, sc, m, s, touched)
	}
	if !p.found && p.mayBeat(k, sc, m) {
		for _, s := range p.yielding(m, k, opts) {
			if p.found {
				break
			}
			p.descend(k, sc, m, s, touched)
		}
	}
	if owed != nil && owed != loose && !p.found {
		p.bridged(k, sc, m, owed)
	}
	if loose != nil && !p.found {
		p.bridged(k, sc, m, loose)
	}
	p.search(k+1, sc) // or this model is not placed in contact
}

// mayBeat reports whether a placement with m, the k-th of the order, in
// contact after sc could rank above the best found: the most it could
// reach, every model left in contact touching as many fresh target models
// as one spot of it does.
func (p *planner) mayBeat(k int, sc planScore, m *Model) bool {
	more := p.room[m]
	for _, o := range p.order[k+1:] {
		more += p.room[o]
	}
	up := planScore{contacts: sc.contacts + len(p.order) - k, touched: min(p.bound.touched, sc.touched+more)}
	return !(up.contacts < p.best.contacts || up.contacts == p.best.contacts && up.touched <= p.best.touched && p.best.contacts >= 0)
}

// allOf reports whether f holds for every spot of ss.
func allOf(ss []*Spot, f func(*Spot) bool) bool {
	return !slices.ContainsFunc(ss, func(s *Spot) bool { return !f(s) })
}

// yielding returns spots of m in base contact with a target model that
// leave room for a model later in the order: where m's spots (opts) would
// cover every contact spot of a later model (its spots as the search
// began), the points of m's contact circles where m's base touches the
// base standing there instead, reached by a route within the move; the
// least movement first, at most two. Each model at its own nearest spot
// can take the only spot a later model reaches, where a little farther
// round its target model it takes nothing
// (tests/assault/ordinary4/room_for_the_third).
func (p *planner) yielding(m *Model, k int, opts []*Spot) []*Spot {
	r, tol, a := m.radius(), p.c.Tol(), p.ask
	p0 := m.centre()
	var pts []geom.Vec
	for _, o := range p.order[k+1:] {
		if o.Unit.HasMoved(o.Index) {
			continue
		}
		ro := o.radius()
		covers := func(so *Spot) bool {
			return slices.ContainsFunc(opts, func(s *Spot) bool { return within(s.At, so.At, r+ro-tol) })
		}
		if !slices.ContainsFunc(p.initial[o], covers) || !allOf(p.initial[o], covers) {
			continue // o has a spot m's spots leave free
		}
		for _, so := range p.initial[o] {
			for _, t := range p.targets {
				cc := geom.Circle{C: t.c, R: r + t.r}
				if t.c.Dist(p0)-cc.R <= a.move+tol {
					pts = append(pts, geom.CirclesCross(cc, geom.Circle{C: so.At, R: r + ro})...)
				}
			}
		}
	}
	if len(pts) == 0 {
		return nil
	}
	a.m, a.contact = m, true
	own := discsOf(bodies{m.Unit})
	spots := p.c.keepSpots(a, p.c.routesFor(m, a.move, a.clearOf, a.clearance, a.walls), nil, pts,
		p.targets, own, contactMarksOf(p.targets, own, m.Index, tol))
	spots = slices.DeleteFunc(spots, func(s *Spot) bool { return s.Links == 0 && p.anyMoved(m) && !p.loose })
	slices.SortStableFunc(spots, func(x, y *Spot) int { return cmp.Compare(x.Path, y.Path) })
	return spots[:min(len(spots), 2)]
}

// behind searches once more, packed, with the models that reach no
// contact in the world as it stands but stand within a straight move of
// it put last in the order, when the placement found leaves them out: a
// model behind others of its unit reaches contact only once they have
// moved, and only if they leave it room (four 40mm bases round one 25mm
// model, the fourth coming from behind the first: the other two packed
// beside the first leave it a gap, each at its own nearest point does
// not). Models that could take either of two target models are assigned
// with the models put last costed by the straight line, so that one leaves
// the target model a model behind can reach to it; and where that packed
// search falls short, it runs again loose: a spot need not be within link
// of a model moved before it, so long as the moved models end in one chain
// (the model behind may stand between). This search is an extra try, not
// the bound: its budget is that of the models put last, and its cut is not
// noted.
func (p *planner) behind(start planScore) {
	var later []*Model
	for _, m := range p.spare {
		if p.straightReach(m) {
			later = append(later, m)
		}
	}
	if len(later) == 0 {
		return
	}
	cut, bound, assign := p.cut, p.bound, p.assign
	for _, m := range later {
		p.room[m] = max(p.room[m], 1) // it may touch one once it reaches
	}
	p.order = append(p.order, later...)
	p.bound.contacts += len(later)
	var matched int
	p.assign, matched = p.assignWith(later)
	p.bound.touched = max(p.bound.touched, start.touched+matched)
	if p.best.contacts >= p.bound.contacts && p.best.touched >= p.bound.touched {
		p.order, p.cut, p.bound, p.assign = p.order[:len(p.order)-len(later)], cut, bound, assign
		return
	}
	p.pack, p.found, p.budget = true, false, planBudget(len(later))
	p.search(0, start)
	if !p.found {
		p.loose, p.found, p.budget = true, false, planBudget(len(later))
		p.search(0, start)
		p.loose = false
	}
	p.cut, p.bound, p.assign = cut, bound, assign
}

// assignWith returns the assignment of target models not yet touched to
// the models of the order, and how many it touches, those of later costed by the straight line to
// each target model within a straight move (they reach none yet): a model
// that could take either of two target models leaves the one a model
// behind can reach to that model.
func (p *planner) assignWith(later []*Model) (map[*Model]int, int) {
	touched := p.touchedNow()
	cost := make([][]float64, len(p.order))
	for i, m := range p.order {
		if !slices.Contains(later, m) {
			cost[i], _ = p.reachRow(m, p.initial[m], touched)
			continue
		}
		p0, r := m.centre(), m.radius()
		cost[i] = make([]float64, len(p.targets))
		for j, t := range p.targets {
			cost[i][j] = math.Inf(1)
			if d := p0.Dist(t.c) - r - t.r; !touched[j] && d <= p.ask.move+p.c.Tol() {
				cost[i][j] = max(d, 0)
			}
		}
	}
	match := assignment(cost)
	out, n := map[*Model]int{}, 0
	for i, m := range p.order {
		out[m] = match[i]
		if match[i] >= 0 {
			n++
		}
	}
	return out, n
}

// coherentMoved reports whether the moved models of u form one chain,
// each within link of another.
func coherentMoved(u *world.Body, link, tol float64) bool {
	var ds []disc
	for i, q := range u.Models {
		if u.HasMoved(i) {
			ds = append(ds, disc{c: q, r: u.Round / 2})
		}
	}
	if len(ds) < 2 {
		return true
	}
	reached, stack, n := make([]bool, len(ds)), []int{0}, 1
	reached[0] = true
	for len(stack) > 0 {
		k := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for j := range ds {
			if !reached[j] && ds[k].c.Dist(ds[j].c)-ds[k].r-ds[j].r <= link+tol {
				reached[j], n = true, n+1
				stack = append(stack, j)
			}
		}
	}
	return n == len(ds)
}

// straightReach reports whether model m stands within a straight move of
// base contact with a target model.
func (p *planner) straightReach(m *Model) bool {
	p0, r, tol := m.centre(), m.radius(), p.c.Tol()
	return slices.ContainsFunc(p.targets, func(t disc) bool { return p0.Dist(t.c)-r-t.r <= p.ask.move+tol })
}

// bridged tries m at a fresh target model it reaches only out of link of
// the models that have moved: models of the unit that reach no contact
// (spare) move first to stand, one within link of the next, between a
// moved model and m's spot (one where one is enough, else as many as the
// gap needs: bridges), and m then takes the spot, searched again in the
// world the bridges leave.
//
// The bridges of least movement may be the only models another gap can
// take (tests/assault/ordinary5/two_gaps_two_bridges with one model,
// ordinary6/competing_chains with two, ordinary6/bridge_or_chain: one
// model, or two others), so where a gap searched after this one went
// without bridges, the other sets of spare models that bridge this gap
// are tried too, as Lawler's k-best search does: after a set, the search
// is made again with each of its models left out in turn (and those left
// out before), so every set that bridges and holds no other set found is
// met, least movement first within each search. So too where, weighing
// coherency (cohere), a placement after the bridges left a model unable to
// end within link of the chain: the bridge of least movement may be the
// only model that could keep a straggler in reach, where another bridges
// the gap as well (tests/assault/optimum/bridge_that_strands). Where
// neither happened, other sets would change nothing the placement counts.
// At most bridgeSets sets are tried; a search cut there says so.
func (p *planner) bridged(k int, sc planScore, m *Model, loose *Spot) {
	if !p.mayBeat(k, sc, m) {
		return // the bridges need not be looked for
	}
	spare := p.spare
	defer func() { p.spare = spare }()
	queue, seen := [][]int{nil}, map[string]bool{"": true}
	for tried := 0; len(queue) > 0 && !p.found; tried++ {
		if tried == bridgeSets {
			p.c.Note("search", fmt.Sprintf("most_contacts: the sets of bridges to %s were cut after %d", m, bridgeSets))
			return
		}
		out := queue[0]
		queue = queue[1:]
		p.spare = slices.DeleteFunc(slices.Clone(spare), func(b *Model) bool { return slices.Contains(out, b.Index) })
		chain := p.keptBridges(m, loose)
		p.spare = spare
		if chain == nil {
			if tried == 0 {
				p.starved++
			}
			continue
		}
		starved, incomplete := p.starved, p.incomplete
		p.acrossBridges(k, sc, m, loose, chain)
		if p.starved == starved && p.incomplete == incomplete {
			return // no gap after it went without bridges, no straggler was left: others would not help
		}
		for _, b := range chain {
			next := append(slices.Clone(out), b.Model.Index)
			slices.Sort(next)
			if key := fmt.Sprint(next); !seen[key] {
				seen[key] = true
				queue = append(queue, next)
			}
		}
	}
}

// bridgeSets is the number of sets of bridges bridged tries for one gap:
// the sets grow as the spare models' subsets do, though a gap in an
// ordinary charge has a handful.
const bridgeSets = 64

// acrossBridges places the bridges of chain, then m at its spot loose
// (searched again in the world they leave), and searches the models after
// it.
func (p *planner) acrossBridges(k int, sc planScore, m *Model, loose *Spot, chain []*Spot) {
	path := sc.path
	for _, b := range chain {
		undoB := p.place(b.Model, b)
		defer undoB()
		path += b.Path
	}
	var at *Spot
	for _, s := range p.options(m) {
		if s.Links > 0 && s.At.Dist(loose.At) <= p.c.Tol() && (at == nil || s.Path < at.Path) {
			at = s
		}
	}
	if at == nil {
		return
	}
	n := sc.touched + p.freshCount(at, m, p.touchedNow())
	leaves := p.inContactWhere(m)
	undo := p.place(m, at)
	if leaves {
		n = p.touchedCount()
	}
	depth := len(p.cur)
	p.cur = append(append(p.cur, chain...), at)
	p.search(k+1, planScore{contacts: sc.contacts + 1, touched: n, path: path + at.Path})
	p.cur = p.cur[:depth]
	undo()
}

// bridges returns the spots, in the order to move, of the fewest spare
// models (one, else a chain of more: bridgeChain) that link m standing at
// s to the models that have moved, or nil.
func (p *planner) bridges(m *Model, s *Spot) []*Spot {
	if b := p.bridge(m, s); b != nil {
		return []*Spot{b}
	}
	return p.bridgeChain(m, s)
}

// bridge returns the spot, least movement first, where a spare model of
// m's unit (one that reaches no contact and has not moved) stands within
// link of a moved model and of m standing at s, or nil. The candidates
// are where the two link circles cross and the point of each nearest the
// spare model; each is kept if a route of at most the move reaches it.
// Of spots of equal movement, the one of the model first in the spare
// models, then the first candidate of its own.
//
// The spare models are asked nearest first (by bridgeLow, the least a
// bridge of theirs can move), so that the best found early rules out the
// models farther than it without a route asked of them (bridgeBeyond):
// each route a model too far is asked can grow its tree of routes. The
// answer is the same as asking them in their order: a model asked after
// one later in that order wins a tie of movement (bridgeOf's first).
func (p *planner) bridge(m *Model, s *Spot) *Spot {
	type near struct {
		b   *Model
		pos int
		low float64
	}
	var buf [32]near
	order := buf[:0]
	for i, b := range p.spare {
		if !b.Unit.HasMoved(b.Index) {
			order = append(order, near{b, i, p.bridgeLow(b, m, s)})
		}
	}
	slices.SortStableFunc(order, func(x, y near) int { return cmp.Compare(x.low, y.low) })
	var best *Spot
	bestPos := -1
	for _, o := range order {
		if p.bridgeBeyond(o.low, best) {
			if best != nil && o.low >= best.Path {
				break // the rest lie as far or farther
			}
			continue
		}
		if x := p.bridgeOf(o.b, m, s, best, best != nil && o.pos < bestPos); x != nil {
			best, bestPos = x, o.pos
		}
	}
	if best != nil {
		best.Terrain, best.Enters = p.c.routeTerrain(best.Route, best.Model.radius(), p.ask.walls)
	}
	return best
}

// bridgeLow returns less than the movement of any spot bridgeOf finds for
// spare model b linking m standing at s: every candidate lies within link
// and both radii of s, and the tolerance (rounding aside), and a route is
// never shorter than the straight line.
func (p *planner) bridgeLow(b, m *Model, s *Spot) float64 {
	tol := p.c.Tol()
	return b.centre().Dist(s.At) - (b.radius() + m.radius() + p.ask.link) - 2*tol - 1e-9
}

// bridgeBeyond reports whether a spare model whose bridges move more than
// low (bridgeLow) has none for bridgeOf to find: farther than its move
// and the tolerance (Route answers no beyond its limit), or than best's
// movement (which no spot of its can then beat or tie: its movement is
// more than low).
func (p *planner) bridgeBeyond(low float64, best *Spot) bool {
	return low > p.ask.move+p.c.Tol() || best != nil && low >= best.Path
}

// bridgeOf returns the spot, least movement first, where spare model b
// stands within link of a moved model and of m standing at s, when it
// moves less than best (nil: any), or as much where tie (b comes before
// best's model in the order the spare models are given), or nil. Its
// terrain is not filled in.
func (p *planner) bridgeOf(b, m *Model, s *Spot, best *Spot, tie bool) *Spot {
	c, a, tol := p.c, p.ask, p.c.Tol()
	var ptsBuf [32]geom.Vec
	p0, rb := b.centre(), b.radius()
	toS := geom.Circle{C: s.At, R: rb + m.radius() + a.link}
	pts := ptsBuf[:0]
	var keeps []geom.Keep
	for i, q := range b.Unit.Models {
		if i == b.Index || i == m.Index || !b.Unit.HasMoved(i) {
			continue
		}
		toF := geom.Circle{C: q, R: rb + b.Unit.Round/2 + a.link}
		if q.Dist(s.At) > toS.R+toF.R {
			continue // no lens
		}
		pts = geom.AppendCirclesCross(pts, toS, toF)
		// Where the corners of the lens are taken (a wall, a base, the 1in
		// of a unit not charged), the lens may still hold room: the points
		// where its rims meet what b keeps clear of
		// (tests/assault/ordinary6/bridge_behind_a_rock).
		if keeps == nil {
			keeps = c.modelKeeps(b, a.clearOf, a.clearance, a.walls)
		}
		pts = appendKeepCrossings(pts, keeps, toS, toF, tol)
		for _, x := range []geom.Vec{geom.NearestOnCircle(toS, p0), geom.NearestOnCircle(toF, p0)} {
			if x.Dist(toS.C) <= toS.R+tol && x.Dist(toF.C) <= toF.R+tol {
				pts = append(pts, x)
			}
		}
	}
	if len(pts) == 0 {
		return nil
	}
	var found *Spot
	router := c.routesFor(b, a.move, a.clearOf, a.clearance, a.walls)
	for _, q := range pts {
		if q.Dist(s.At) < rb+m.radius()-tol || best != nil && (p0.Dist(q) > best.Path || p0.Dist(q) == best.Path && !tie) {
			continue
		}
		if l, route, ok := router.Route(q); ok && (best == nil || l < best.Path || l == best.Path && tie) {
			best = &Spot{Model: b, At: q, Route: route, Path: l, Gap: math.Inf(1), Links: 1}
			found, tie = best, false
		}
	}
	return found
}

// options returns model m's spots in base contact with a target model in
// the world as it stands: for each target model, the end of the exact
// shortest route into contact with it.
func (p *planner) options(m *Model) []*Spot {
	if o, ok := p.first[m]; ok && !p.pack {
		if fresh, ok := p.stillStand(m, o); ok && p.linkedEach(m, fresh) {
			return fresh
		}
	}
	if o, ok := p.initial[m]; ok && p.placed == 0 && !p.pack {
		return slices.Clone(o) // the search deletes from and sorts its spots
	}
	a := p.ask
	a.m, a.contact, a.pack = m, true, p.pack
	return p.c.contactOnly(a)
}

// besideMoved reports whether m's base at s touches a moved model of its
// unit.
func (p *planner) besideMoved(s *Spot, m *Model) bool {
	u, tol := m.Unit, p.c.Tol()
	for i, q := range u.Models {
		if i != m.Index && u.HasMoved(i) && q.Dist(s.At) <= m.radius()+u.Round/2+tol {
			return true
		}
	}
	return false
}

// straightAll reports whether every target model a straight move could
// reach gave m a spot straight at its nearest point.
func (p *planner) straightAll(m *Model, opts []*Spot) bool {
	p0, r, tol := m.centre(), m.radius(), p.c.Tol()
	for _, t := range p.targets {
		cc := geom.Circle{C: t.c, R: r + t.r}
		if t.c.Dist(p0)-cc.R > p.ask.move+tol {
			continue
		}
		want := geom.NearestOnCircle(cc, p0)
		if !slices.ContainsFunc(opts, func(s *Spot) bool { return len(s.Route) == 2 && s.At.Dist(want) <= tol }) {
			return false
		}
	}
	return true
}

// stillStand returns copies of m's first spots with their links counted
// again, and false if a model of the unit that has moved since stands
// on one of them or in its way.
func (p *planner) stillStand(m *Model, opts []*Spot) ([]*Spot, bool) {
	u, r, tol := m.Unit, m.radius(), p.c.Tol()
	out := make([]*Spot, 0, len(opts))
	for _, s := range opts {
		c := *s
		c.Links = 0
		for i, q := range u.Models {
			if i == m.Index || !u.HasMoved(i) {
				continue
			}
			if geom.PointSegDist(q, s.Route[0], s.At) < r+u.Round/2-tol {
				return nil, false
			}
			if q.Dist(s.At)-r-u.Round/2 <= p.ask.link+tol {
				c.Links++
			}
		}
		out = append(out, &c)
	}
	return out, true
}

// linkedEach reports whether, once a model of m's unit has moved, every
// target model some spot of opts touches is touched by one within link of
// a moved model: otherwise contactOnly must look along the contact circle
// for the spots within link.
func (p *planner) linkedEach(m *Model, opts []*Spot) bool {
	if !p.anyMoved(m) {
		return true
	}
	for _, t := range p.targets {
		reached, linked := false, false
		for _, s := range opts {
			if p.touches(s.At, m, t) {
				reached = true
				linked = linked || s.Links > 0
			}
		}
		if reached && !linked {
			return false
		}
	}
	return true
}

// place moves m to s in the world for the search, and returns the undo.
func (p *planner) place(m *Model, s *Spot) func() {
	u := m.Unit
	at, rect := u.Models[m.Index], u.Rect
	var routes [][]geom.Vec
	if u.Routes != nil {
		routes = slices.Clone(u.Routes)
	}
	u.SetRoute(m.Index, s.Route)
	p.placed++
	return func() {
		u.Models[m.Index], u.Rect, u.Routes = at, rect, routes
		p.placed--
	}
}

// inContactWhere reports whether model m touches a target model where it
// stands.
func (p *planner) inContactWhere(m *Model) bool {
	q := m.centre()
	for _, j := range p.nearInX(q, m) {
		if p.touches(q, m, p.targets[j]) {
			return true
		}
	}
	return false
}

// touches reports whether model m standing at q touches target model t.
func (p *planner) touches(q geom.Vec, m *Model, t disc) bool {
	return within(q, t.c, m.radius()+t.r+p.c.Tol())
}

// within reports q.Dist(c) <= d, with the same answer, without the
// square root where either coordinate alone is farther apart than d (the
// distance is never less than either: math.Hypot(x, y) >= max(|x|, |y|)).
func within(q, c geom.Vec, d float64) bool {
	if math.Abs(q.X-c.X) > d || math.Abs(q.Y-c.Y) > d {
		return false
	}
	return q.Dist(c) <= d
}

// touchedNow returns, for each target model, whether a model of the
// unit touches it now, or a model of another unit of its side already
// did when the search began (those do not move while it runs): a target
// model in base contact with any of its enemies is not fresh, and no
// placement engages it anew.
func (p *planner) touchedNow() []bool {
	p.index()
	out := p.tix.touchedBy(p.own.Models, p.own.Round/2, p.c.Tol())
	for j, t := range p.others {
		out[j] = out[j] || t
	}
	return out
}

// index makes, once, the target index (tix) and the target models the
// unit's allies touch (others): nearInX, touchedNow and the assignment
// all read them, so whichever asks first makes both.
func (p *planner) index() *planner {
	if p.tix == nil {
		p.tix = indexTargets(p.targets)
		p.others = p.touchedByOthers()
	}
	return p
}

// touchedByOthers returns, for each target model, whether a model of one
// of the unit's allies (alliesOf) touches it; nil when none does.
func (p *planner) touchedByOthers() []bool {
	var out []bool
	if p.c == nil || p.c.W == nil || p.own == nil {
		return nil
	}
	for _, b := range p.c.alliesOf(p.own, p.ask.targets) {
		for j, t := range p.tix.touchedBy(b.Models, b.Round/2, p.c.Tol()) {
			if t {
				if out == nil {
					out = make([]bool, len(p.targets))
				}
				out[j] = true
			}
		}
	}
	return out
}

// touchedBy returns, for each of targets, whether a base of radius r at
// one of models touches it (within tol).
func touchedBy(targets []disc, models []geom.Vec, r, tol float64) []bool {
	return indexTargets(targets).touchedBy(models, r, tol)
}

// targetIndex holds target models for touchedBy: the box round their
// centres, their largest radius, and their order by x.
type targetIndex struct {
	targets []disc
	lo, hi  geom.Vec
	tr      float64
	byX     []int
}

// indexTargets returns the targetIndex of targets.
func indexTargets(targets []disc) *targetIndex {
	ix := &targetIndex{targets: targets, lo: geom.Vec{X: math.Inf(1), Y: math.Inf(1)}, hi: geom.Vec{X: math.Inf(-1), Y: math.Inf(-1)}, tr: math.Inf(-1)}
	for j, t := range targets {
		ix.lo, ix.hi = geom.Vec{X: min(ix.lo.X, t.c.X), Y: min(ix.lo.Y, t.c.Y)}, geom.Vec{X: max(ix.hi.X, t.c.X), Y: max(ix.hi.Y, t.c.Y)}
		ix.tr = max(ix.tr, t.r)
		ix.byX = append(ix.byX, j)
	}
	slices.SortFunc(ix.byX, func(a, b int) int { return cmp.Compare(targets[a].c.X, targets[b].c.X) })
	return ix
}

// touchedBy returns, for each target model of ix, whether a base of
// radius r at one of models touches it (within tol).
//
// A base farther outside the box round the target models' centres than
// the largest reach is farther than its reach from each in one
// coordinate, where within answers no (a difference of floats only grows
// as one term moves away): only the bases near the box are tried. And a
// base is tried only against the target models whose x is within the
// largest reach of its own, for the same reason: along the target models
// sorted by x the differences of x from the base's only grow, so those
// are one stretch of the order, found by halving.
func (ix *targetIndex) touchedBy(models []geom.Vec, r, tol float64) []bool {
	targets := ix.targets
	out := make([]bool, len(targets))
	d := r + ix.tr + tol
	for _, q := range models {
		if q.X-ix.hi.X > d || ix.lo.X-q.X > d || q.Y-ix.hi.Y > d || ix.lo.Y-q.Y > d {
			continue
		}
		// the first target model not farther than d to the left of q
		lo, hi := 0, len(ix.byX)
		for lo < hi {
			mid := int(uint(lo+hi) >> 1)
			if q.X-targets[ix.byX[mid]].c.X > d {
				lo = mid + 1
			} else {
				hi = mid
			}
		}
		for _, j := range ix.byX[lo:] {
			t := targets[j]
			if t.c.X-q.X > d {
				break
			}
			if !out[j] && within(q, t.c, r+t.r+tol) {
				out[j] = true
			}
		}
	}
	return out
}

// anyMoved reports whether a model of m's unit other than m has moved.
func (p *planner) anyMoved(m *Model) bool {
	for i := range m.Unit.Models {
		if i != m.Index && m.Unit.HasMoved(i) {
			return true
		}
	}
	return false
}

// movedCentres returns where the moved models of the unit stand.
func (p *planner) movedCentres() []geom.Vec {
	var out []geom.Vec
	for i, q := range p.own.Models {
		if p.own.HasMoved(i) {
			out = append(out, q)
		}
	}
	return out
}

// freshCount returns how many target models not touched (by touched)
// model m touches at s.
//
// Only the target models within the largest reach of s in x are tried, a
// stretch of their order by x (see touchedBy): touches says no to the rest.
func (p *planner) freshCount(s *Spot, m *Model, touched []bool) int {
	n := 0
	for _, j := range p.nearInX(s.At, m) {
		if !touched[j] && p.touches(s.At, m, p.targets[j]) {
			n++
		}
	}
	return n
}

// nearInX returns the target models whose x is within the largest reach
// of model m standing at q (its radius, the largest target model's and the
// tolerance), in their order by x: touches says no to every other.
func (p *planner) nearInX(q geom.Vec, m *Model) []int {
	ix := p.index().tix
	d := m.radius() + ix.tr + p.c.Tol()
	lo, hi := 0, len(ix.byX)
	for lo < hi {
		mid := int(uint(lo+hi) >> 1)
		if q.X-p.targets[ix.byX[mid]].c.X > d {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	end := lo
	for end < len(ix.byX) && p.targets[ix.byX[end]].c.X-q.X <= d {
		end++
	}
	return ix.byX[lo:end]
}

// assignment returns, for each row of cost, the column assigned to it (-1
// for none): the most rows given a column of finite cost, and of those
// the least total cost (the Hungarian method, with a column "none" per
// row at cost 0 and every finite cost less a bonus larger than any sum).
func assignment(cost [][]float64) []int {
	n := len(cost)
	if n == 0 {
		return nil
	}
	mcols := len(cost[0])
	bonus := 1.0
	for _, row := range cost {
		for _, v := range row {
			if !math.IsInf(v, 1) {
				bonus += math.Abs(v)
			}
		}
	}
	big := bonus * float64(4*(n+1))
	cols := mcols + n
	// the costs the method reads, worked out once: row i's of column j
	// at a[(i-1)*cols+j], both 1-based (a column "none" 0, an unreached
	// pair big, else the cost less the bonus); the inner loop reads each
	// O(n) times
	a := make([]float64, n*cols+1)
	for i, row := range cost {
		for j, c := range row {
			if math.IsInf(c, 1) {
				a[i*cols+j+1] = big
			} else {
				a[i*cols+j+1] = c - bonus
			}
		}
	}
	// e-maxx's O(n^2 m) Hungarian, 1-based, rows <= columns.
	u := make([]float64, n+1)
	v := make([]float64, cols+1)
	pcol := make([]int, cols+1)
	way := make([]int, cols+1)
	minv := make([]float64, cols+1)
	used := make([]bool, cols+1)
	for i := 1; i <= n; i++ {
		pcol[0] = i
		j0 := 0
		clear(used)
		for j := range minv {
			minv[j] = math.Inf(1)
		}
		for {
			used[j0] = true
			i0, delta, j1 := pcol[j0], math.Inf(1), 0
			ai := a[(i0-1)*cols : i0*cols+1] // ai[j]: row i0's cost of column j
			ui := u[i0]
			for j := 1; j <= cols; j++ {
				if used[j] {
					continue
				}
				if cur := ai[j] - ui - v[j]; cur < minv[j] {
					minv[j], way[j] = cur, j0
				}
				if minv[j] < delta {
					delta, j1 = minv[j], j
				}
			}
			for j := 0; j <= cols; j++ {
				if used[j] {
					u[pcol[j]] += delta
					v[j] -= delta
				} else {
					minv[j] -= delta
				}
			}
			j0 = j1
			if pcol[j0] == 0 {
				break
			}
		}
		for j0 != 0 {
			j1 := way[j0]
			pcol[j0] = pcol[j1]
			j0 = j1
		}
	}
	out := make([]int, n)
	for i := range out {
		out[i] = -1
	}
	for j := 1; j <= cols; j++ {
		if i := pcol[j]; i > 0 && j-1 < mcols && !math.IsInf(cost[i-1][j-1], 1) {
			out[i-1] = j - 1
		}
	}
	return out
}

// capMatching returns the most columns of cost that rows can take, row i
// taking at most room[i] columns of finite cost and each column taken
// once (augmenting paths on the rows repeated room[i] times).
func capMatching(cost [][]float64, room []int) int {
	if len(cost) == 0 {
		return 0
	}
	owner := make([]int, len(cost[0])) // column -> row copy + 1, 0 free
	var rows []int
	for i, n := range room {
		for range n {
			rows = append(rows, i)
		}
	}
	var seen []bool
	ok := false
	var augment func(k int) bool
	augment = func(k int) bool {
		for j, v := range cost[rows[k]] {
			if math.IsInf(v, 1) || seen[j] {
				continue
			}
			seen[j] = true
			if owner[j] == 0 || augment(owner[j]-1) {
				owner[j] = k + 1
				return true
			}
		}
		return false
	}
	// Columns any row may take: a matching that holds them all is
	// maximum. A copy of a row that finds no augmenting path is followed
	// by copies alike, which find none either (nor does the row later:
	// an augmentation never opens a path from a row that had none), so
	// they are not tried.
	cols := 0
	for j := range owner {
		for _, row := range cost {
			if !math.IsInf(row[j], 1) {
				cols++
				break
			}
		}
	}
	seen = make([]bool, len(owner))
	n := 0
	for k := 0; k < len(rows) && n < cols; k++ {
		if k > 0 && rows[k] == rows[k-1] && !ok {
			continue
		}
		clear(seen)
		if ok = augment(k); ok {
			n++
		}
	}
	return n
}

// appendKeepCrossings appends the points where the rim of either disc p
// or q meets the boundary of a keep grown by its distance (a circle, or a
// polygon's edges moved out and its corners rounded), that lie in both
// discs: the corners of the part of the lens a model may stand in. The
// edges are moved both ways (a polygon's winding is not known here), so
// some points lie inside a keep: the route to them refuses them.
func appendKeepCrossings(pts []geom.Vec, keeps []geom.Keep, p, q geom.Circle, tol float64) []geom.Vec {
	in := func(x geom.Vec) bool { return x.Dist(p.C) <= p.R+tol && x.Dist(q.C) <= q.R+tol }
	add := func(c geom.Circle) {
		for _, d := range [2]geom.Circle{p, q} {
			var buf [2]geom.Vec
			for _, x := range geom.AppendCirclesCross(buf[:0], d, c) {
				if in(x) {
					pts = append(pts, x)
				}
			}
		}
	}
	addSeg := func(sg geom.Seg) {
		for _, d := range [2]geom.Circle{p, q} {
			for _, x := range geom.SegCircleCross(sg, d) {
				if in(x) {
					pts = append(pts, x)
				}
			}
		}
	}
	// Every point a keep adds lies on its shape grown by k.Dist, so in its
	// box grown by k.Dist, and is kept only within q.R+tol of q's centre
	// (in; a distance is never less than either coordinate's difference):
	// a keep whose grown box is farther than that from q's centre in one
	// coordinate, by a margin for the rounding of the crossings, adds
	// nothing, and is not tried.
	qfar := q.R + 2*tol + 1e-9
	for i := range keeps {
		k := &keeps[i]
		var lo, hi geom.Vec
		if k.Shape.Kind == geom.KCircle {
			c := k.Shape.Circle
			lo, hi = geom.Vec{X: c.C.X - c.R, Y: c.C.Y - c.R}, geom.Vec{X: c.C.X + c.R, Y: c.C.Y + c.R}
		} else {
			lo, hi = k.Shape.Bounds()
		}
		far := k.Dist + p.R
		if lo.X > p.C.X+far || hi.X < p.C.X-far || lo.Y > p.C.Y+far || hi.Y < p.C.Y-far {
			continue // nowhere near the lens, which lies in disc p
		}
		if far := k.Dist + qfar; lo.X > q.C.X+far || hi.X < q.C.X-far || lo.Y > q.C.Y+far || hi.Y < q.C.Y-far {
			continue // nor in disc q
		}
		k.Rim(add, addSeg)
	}
	return pts
}
