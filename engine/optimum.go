package engine

import (
	"cmp"
	"encoding/binary"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// The optimum, proven.
//
// The search of plan.go is quick and usually right, but it is a heuristic:
// its spots are the ends of shortest routes and the points packed beside
// bases already placed, its order of moving is fixed, and it stops at a
// bound read from the world as it stands (which a model moving out of the
// way can beat). So its answer is checked against a bound no placement can
// beat (exactBound):
//
//   - models in contact: only a model that reaches base contact with some
//     target model with every unmoved model of its unit lifted off the
//     table (they can all move out of its way; the models that have moved
//     stay) can end in contact; and round each target model at most
//     floor(360 / a) bases fit, a = 2 asin(r / (r + R)) the angle between
//     the centres of two bases of radius r touching it and each other (32mm
//     bases round a 25mm model: 68.3 degrees each, so 5), less those of the
//     unit already there: the most models in contact is the largest
//     matching of those models to the target models, each taking at most
//     its number;
//   - target models touched: those touched already, and a matching of the
//     models to the target models they reach that way, each model taking
//     at most as many as one base can touch at once (those whose contact
//     circles meet one it reaches).
//
// Where the placement found meets the bound it is the optimum, proven, and
// nothing more is searched (the ordinary charge). Where it falls short, a
// wider search follows (optSearch): the models are placed in every order
// (a model may move after the one in its way), each at every spot of a
// wider set than plan.go's - the ends of the shortest routes, the points
// packed beside each placed base, the points touching two target models,
// and the far ends of the stretches of each contact circle a route within
// the move reaches (one model going round to the far side leaves the near
// side to another) - a spot need not be within link of a model moved
// before it so long as the models moved end in one chain, or in several
// that the models it leaves can join into one, standing between them out
// of contact (completion, cohere.go: a 1in zone of a unit not charged
// between two target units can hold every contact spot of one side more
// than a link from the other's, tests/assault/fresh7/
// uncharged_unit_between_two_charged; the rules then move those models
// after the placement, within link of both). Each world it
// reaches is searched once (the same models on the same spots, in another
// order, leave the same world), and a branch that cannot beat the best
// found is cut by the same bound, counted for the models still to place,
// and by that world's own (optgap.go: the room left between the bases
// placed round each target model, and the reach of each model still to
// place with the placed bases standing).
// It stops at the first placement meeting the bound; otherwise at a budget
// of spot searches, or when it has tried every placement of its spots:
// either way the trace then says the answer is not proven the optimum (the
// best over the spots tried, where the search ran to its end).
// Short of the bound, the packed search follows (packed.go: bases side
// by side along the front of the target models, and each target model's
// contact circle packed on its own, built whole), its placement kept only
// where it ranks above the one found.

// optBudget is the number of spot searches the wider search may make (one
// model's spots in one world) before it is cut; while best_first tries
// its spots, the wider searches after them all share one such budget
// (Ctx.wider). A small unit's search gets at least 192: an oblique charge
// of ten on five with four models left to place reached the placement
// that meets its bound (one model crossing to a farther target model while
// another goes round a friend's end) only at its 176th, where 64 + 8n gave
// 96 (tests/assault/README.md, asp21). From 16 models up the budget is as
// it was.
func optBudget(n int) int { return max(192, 64+8*n) }

// optSpotsPerModel is the most spots of one model the wider search tries
// in one world: the spots touching a target model not yet touched first,
// then the least movement.
const optSpotsPerModel = 8

// arcStep is the most angle between two points of a contact circle the
// wider search asks routes to before halving towards the end of a stretch
// reached.
const arcStep = math.Pi / 9

// exactBound returns the bound no placement of ms can beat (see above)
// and the models that can reach contact at all, with, for each, the most
// fresh target models one of its bases can touch.
//
// With lifted false, reach is the straight line alone (a route is never
// shorter): a looser bound, asked first, as it needs no route.
func (p *planner) exactBound(ms []*Model, lifted bool) (planScore, []*Model, map[*Model]int) {
	tol := p.c.Tol()
	touched := p.touchedNow()
	already := 0
	for _, t := range touched {
		if t {
			already++
		}
	}
	// room round each target model, less the unit's moved models there
	capOf := make([]int, len(p.targets))
	u := p.own
	r := u.Round / 2
	for j, t := range p.targets {
		ang := 2 * math.Asin(max(0, r-tol)/(r+t.r+tol))
		capOf[j] = int(math.Floor(2*math.Pi/ang + 1e-9))
		for i, q := range u.Models {
			if u.HasMoved(i) && within(q, t.c, r+t.r+tol) {
				capOf[j]--
			}
		}
		capOf[j] = max(capOf[j], 0)
	}
	var eligible []*Model
	var reach [][]bool
	rooms := map[*Model]int{}
	for _, m := range ms {
		if u.HasMoved(m.Index) {
			continue
		}
		row := p.straightRow(m)
		if lifted && slices.Contains(row, true) {
			row = p.liftedReach(m)
		}
		if !slices.Contains(row, true) {
			continue
		}
		eligible = append(eligible, m)
		reach = append(reach, row)
		room := 0
		for j, ok := range row {
			if !ok || touched[j] {
				continue
			}
			n := 1
			for k, ok2 := range row {
				if k != j && ok2 && !touched[k] && p.targets[j].c.Dist(p.targets[k].c) <= 2*r+p.targets[j].r+p.targets[k].r+2*tol {
					n++
				}
			}
			room = max(room, n)
		}
		rooms[m] = room
	}
	up := planScore{contacts: capacityMatching(reach, capOf)}
	cost := make([][]float64, len(reach))
	room := make([]int, len(reach))
	for i, row := range reach {
		cost[i] = make([]float64, len(row))
		for j, ok := range row {
			cost[i][j] = math.Inf(1)
			if ok && !touched[j] {
				cost[i][j] = 0
			}
		}
		room[i] = rooms[eligible[i]]
	}
	up.touched = already + capMatching(cost, room)
	return up, eligible, rooms
}

// liftedRouter returns the Router of model m's routes within the move with
// every unmoved model of its unit lifted off the table (the models that
// have moved stay, as bases m keeps clear of). It is liftedReach's and
// liftedPoints' one way to build it; the Keeps live in p.liftBuf and
// p.liftNear until the next call.
func (p *planner) liftedRouter(m *Model) *geom.Router {
	c, a, tol := p.c, p.ask, p.c.Tol()
	p0, r := m.centre(), m.radius()
	keeps := c.appendKeeps(p.liftBuf[:0], m, a.clearOf, a.clearance, a.walls, true)
	u := m.Unit
	for i, q := range u.Models {
		if i != m.Index && u.HasMoved(i) {
			keeps = append(keeps, geom.Keep{Shape: geom.CircleShape(geom.Circle{C: q, R: u.Round / 2}), Dist: r})
		}
	}
	p.liftBuf = keeps
	// the Router holds only the Keeps a route within the move comes near
	// (Reset), its free arcs included: the box test of nearby leaves out
	// only Keeps it would leave out
	keeps = nearby(p.liftNear[:0], keeps, p0, a.move, tol)
	p.liftNear = keeps
	return c.router(1, p0, keeps, a.move, false)
}

// liftedReach returns, for each target model, whether model m reaches base
// contact with it by a route of at most the move with every unmoved model
// of its unit lifted off the table (the models that have moved stay).
func (p *planner) liftedReach(m *Model) []bool {
	c, a, tol := p.c, p.ask, p.c.Tol()
	p0, r := m.centre(), m.radius()
	row := make([]bool, len(p.targets))
	var router *geom.Router
	var key []byte
	for j, t := range p.targets {
		cc := geom.Circle{C: t.c, R: r + t.r}
		if t.c.Dist(p0)-cc.R > a.move+tol {
			continue
		}
		if router == nil {
			key = p.liftedKey(m)
			if kept, ok := c.lifted[m.Unit][string(key)]; ok {
				return slices.Clone(kept)
			}
			key = slices.Clone(key) // c.keyBuf is the next caller's
			router = p.liftedRouter(m)
		}
		if _, _, ok := router.RouteToCircle(cc, router.FreeArcsKept(cc, &c.arcs)); ok {
			row[j] = true
		}
	}
	if key != nil {
		if c.lifted == nil {
			c.lifted = liftedMemo{}
		}
		if c.lifted[m.Unit] == nil {
			c.lifted[m.Unit] = map[string][]bool{}
		}
		c.lifted[m.Unit][string(key)] = slices.Clone(row)
	}
	return row
}

// liftedMemo keeps liftedReach's rows for each unit, while no body but
// that unit moves (forgotten like the route memo: Ctx.changed, Rewind,
// Forget). best_first's tries ask the reach of the same model, lifted,
// in worlds that differ only in where the first model of each try stands,
// often out of the model's reach (246 of 530 rows asked in a 30 v 30 run
// are asked again).
//
// A row depends on the model's start and radius, the move, the tolerance,
// what it keeps clear of and the walls, the target models, and the Keeps
// its Router holds: of those only the unit's moved bases change while the
// row is kept (its unmoved ones are lifted, the other bodies stand), and
// of them only those nearby keeps (the Router's Keeps are nearby's), which
// the key holds, where each stands and which it is; it holds the rest by
// value or by the body's place in the world.
type liftedMemo map[*world.Body]map[string][]bool

// liftedKey returns the key of liftedReach(m) in c's liftedMemo, in
// c.keyBuf.
func (p *planner) liftedKey(m *Model) []byte {
	c, a, tol := p.c, p.ask, p.c.Tol()
	u, p0 := m.Unit, m.centre()
	b := binary.LittleEndian.AppendUint32(c.keyBuf[:0], uint32(m.Index))
	for _, x := range [...]float64{p0.X, p0.Y, m.radius(), u.Round, a.move, a.clearance, tol} {
		b = binary.LittleEndian.AppendUint64(b, math.Float64bits(x))
	}
	for _, list := range [...]bodies{a.targets, a.clearOf, a.walls} {
		b = binary.LittleEndian.AppendUint32(b, math.MaxUint32)
		for _, x := range list {
			b = binary.LittleEndian.AppendUint32(b, uint32(slices.Index(c.W.Bodies, x)))
		}
	}
	b = binary.LittleEndian.AppendUint32(b, math.MaxUint32)
	r := m.radius()
	for i, q := range u.Models {
		if i == m.Index || !u.HasMoved(i) {
			continue
		}
		k := geom.Keep{Shape: geom.CircleShape(geom.Circle{C: q, R: u.Round / 2}), Dist: r}
		if !keepNear(&k, p0, a.move, tol) {
			continue
		}
		b = binary.LittleEndian.AppendUint32(b, uint32(i))
		b = binary.LittleEndian.AppendUint64(b, math.Float64bits(q.X))
		b = binary.LittleEndian.AppendUint64(b, math.Float64bits(q.Y))
	}
	c.keyBuf = b
	return b
}

// straightRow returns, for each target model, whether model m stands
// within a straight move of base contact with it.
func (p *planner) straightRow(m *Model) []bool {
	p0, r, tol := m.centre(), m.radius(), p.c.Tol()
	row := make([]bool, len(p.targets))
	for j, t := range p.targets {
		row[j] = t.c.Dist(p0)-r-t.r <= p.ask.move+tol
	}
	return row
}

// capacityMatching returns the most rows that can each take a column they
// may (reach[i][j]), column j taken at most capOf[j] times (augmenting
// paths on the columns repeated capOf[j] times).
func capacityMatching(reach [][]bool, capOf []int) int {
	var slots []int // slot -> column
	for j, n := range capOf {
		for range n {
			slots = append(slots, j)
		}
	}
	owner := make([]int, len(slots)) // slot -> row + 1, 0 free
	var seen []bool
	var augment func(i int) bool
	augment = func(i int) bool {
		for k, j := range slots {
			if !reach[i][j] || seen[k] {
				continue
			}
			seen[k] = true
			if owner[k] == 0 || augment(owner[k]-1) {
				owner[k] = i + 1
				return true
			}
		}
		return false
	}
	// a matching that fills every slot is maximum
	seen = make([]bool, len(slots))
	n := 0
	for i := 0; i < len(reach) && n < len(slots); i++ {
		clear(seen)
		if augment(i) {
			n++
		}
	}
	return n
}

// optSearch is the wider search (see above).
type optSearch struct {
	p        *planner
	models   []*Model
	rooms    map[*Model]int
	up       planScore
	cb       *contactBounds // the contact bound, where asked
	best     planScore
	bestAt   []*Spot
	improved bool
	cur      []*Spot
	seen     map[string]bool
	budget   int
	cut      bool
	found    bool
	second   bool // the second pass (see optimum)
}

// optimum checks the placement the search found against exactBound, and
// where it falls short searches wider (see above). It returns the note for
// the trace: "" when the placement is proven the optimum (the bound met);
// otherwise that it is not proven, the search cut by its budget or run to
// its end short of the bound.
func (p *planner) optimum(ms []*Model) string {
	meets := func(up planScore) bool { return p.best.contacts >= up.contacts && p.best.touched >= up.touched }
	up, models, rooms := p.exactBound(ms, false)
	var cb *contactBounds // the contact bound, where asked
	if !meets(up) {
		// the contact bound (contactbound.go), before the routes the
		// lifted bound asks
		b := p.othersBound()
		cb, up = &b, b.tighter(up)
		meets = func(up planScore) bool {
			return p.best.contacts >= up.contacts && p.best.touched >= up.touched || b.proves(p.best)
		}
	}
	if !meets(up) {
		var lifted planScore
		lifted, models, rooms = p.exactBound(ms, true)
		up = cb.tighter(lifted)
	}
	if meets(up) {
		p.cut = false // the bound is met: nothing the budget cut could beat it
		return p.provenNote(up, cb)
	}
	o := &optSearch{p: p, models: models, rooms: rooms, up: up, cb: cb, best: p.best, seen: map[string]bool{}, budget: optBudget(len(models))}
	if o.best.contacts < 0 && !p.cohere {
		o.best = planScore{}
	}
	if w := p.c.wider; w != nil {
		o.budget = min(o.budget, *w)
	}
	start := o.budget
	o.search(planScore{touched: p.touchedCount()}, nil)
	if w := p.c.wider; w != nil {
		*w -= start - o.budget
	}
	if o.cut && !o.found {
		o.again(start)
	}
	if o.improved {
		p.best, p.bestAt = o.best, o.bestAt
	}
	if !o.found {
		// packed along the front (packed.go), kept only where it ranks
		// above what the wider search found
		p.packedFront(models)
		if meets(up) {
			p.cut = false
			return p.provenNote(up, cb)
		}
	}
	if o.cut {
		return fmt.Sprintf("most_contacts: cut after %d spot searches of the wider search: the placement found (%d models in contact, %d target models touched) is not proven the optimum (no placement has more than %d, %d)",
			start, p.best.contacts, p.best.touched, up.contacts, up.touched)
	}
	if !o.found {
		// The search ran to its end short of the bound: the bound may
		// not be met by any placement, or by one at a spot the wider
		// search does not offer.
		return fmt.Sprintf("most_contacts: the wider search tried every placement of its spots (%d spot searches) without meeting the bound: the placement found (%d models in contact, %d target models touched) is the best over the spots tried, not proven the optimum (no placement has more than %d, %d)",
			start-o.budget, p.best.contacts, p.best.touched, up.contacts, up.touched)
	}
	return p.provenNote(up, cb)
}

// touchedCount returns how many target models a model of the unit touches.
func (p *planner) touchedCount() int {
	n := 0
	for _, t := range p.touchedNow() {
		if t {
			n++
		}
	}
	return n
}

// search places the models not yet placed, each in turn first, at each of
// its spots, recording the best placement.
//
// spotless holds the models that had no spot in the world before this one
// (roomBound asks only their reach).
func (o *optSearch) search(sc planScore, spotless map[*Model]bool) {
	p := o.p
	if o.found {
		return
	}
	if sc.engagesMore(o.best) {
		// one chain, or groups the models left can bridge (see above);
		// weighing coherency, the models left must join it either way
		if coherentMoved(p.own, p.ask.link, p.c.Tol()) && !p.cohere || p.completion() {
			o.best, o.bestAt, o.improved = sc, slices.Clone(o.cur), true
			if sc.contacts >= o.up.contacts && sc.touched >= o.up.touched || o.cb != nil && o.cb.proves(sc) {
				o.found = true
				return
			}
		}
	}
	var rest []*Model
	more := 0
	for _, m := range o.models {
		if !p.own.HasMoved(m.Index) {
			rest = append(rest, m)
			more += o.rooms[m]
		}
	}
	upC := min(o.up.contacts, sc.contacts+len(rest))
	upT := min(o.up.touched, sc.touched+more)
	if upC < o.best.contacts || upC == o.best.contacts && upT <= o.best.touched {
		return
	}
	key := o.key()
	if o.seen[key] {
		return
	}
	o.seen[key] = true
	if len(o.cur) > 0 {
		upC = min(upC, sc.contacts+p.roomBound(rest, spotless))
		if upC < o.best.contacts || upC == o.best.contacts && upT <= o.best.touched {
			return
		}
	}
	// each model's spots in this world; the model with fewest first (the
	// one most easily shut out)
	type choice struct {
		m     *Model
		spots []*Spot
	}
	var choices []choice
	var none map[*Model]bool // the models with no spot in this world
	for _, m := range rest {
		if o.budget <= 0 {
			o.cut = true
			return
		}
		o.budget--
		if ss := o.spots(m); len(ss) > 0 {
			choices = append(choices, choice{m, ss})
		} else {
			if none == nil {
				none = map[*Model]bool{}
			}
			none[m] = true
		}
	}
	slices.SortStableFunc(choices, func(x, y choice) int {
		if o.second {
			return cmp.Compare(len(y.spots), len(x.spots))
		}
		return cmp.Compare(len(x.spots), len(y.spots))
	})
	for _, ch := range choices {
		for _, s := range ch.spots {
			if o.found || o.cut {
				return
			}
			undo := p.place(ch.m, s)
			o.cur = append(o.cur, s)
			o.search(planScore{contacts: sc.contacts + 1, touched: p.touchedCount(), path: sc.path + s.Path}, none)
			o.cur = o.cur[:len(o.cur)-1]
			undo()
		}
	}
}

// key names the world the search stands in (placedKey).
func (o *optSearch) key() string { return placedKey(o.cur, o.p.c.Tol()) }

// placedKey names a world by its placed spots: each model placed and where
// (snapped to the tolerance), in a fixed order, so two orders of placing
// that leave the same world share one key.
func placedKey(cur []*Spot, tol float64) string {
	parts := make([]string, 0, len(cur))
	for _, s := range cur {
		k := snapKey(s.At, tol)
		parts = append(parts, strconv.Itoa(s.Model.Index)+":"+strconv.FormatInt(k[0], 10)+","+strconv.FormatInt(k[1], 10))
	}
	slices.Sort(parts)
	return strings.Join(parts, ";")
}

// spots returns model m's spots in base contact with a target model in the
// world as it stands, for the wider search: contactOnly's, packed, and the
// far ends of the stretches of each contact circle routes reach (arcEnds);
// those touching a target model not yet touched first, then the least
// movement, at most optSpotsPerModel.
func (o *optSearch) spots(m *Model) []*Spot {
	p := o.p
	a := p.ask
	a.m, a.contact, a.pack = m, true, true
	ss := slices.Clone(p.c.contactOnly(a))
	router := p.c.routesFor(m, a.move, a.clearOf, a.clearance, a.walls)
	pts := p.arcEnds(m, router)
	if o.second {
		pts = append(pts, p.linkEnds(m)...)
	}
	if len(pts) > 0 {
		tol := p.c.Tol()
		own := discsOf(bodies{m.Unit})
		more := p.c.keepSpots(a, router, nil, pts, p.targets, own, contactMarksOf(p.targets, own, m.Index, tol))
		for _, s := range more {
			if !slices.ContainsFunc(ss, func(x *Spot) bool { return x.At.Dist(s.At) <= tol }) {
				ss = append(ss, s)
			}
		}
	}
	touched := p.touchedNow()
	type ranked struct {
		s     *Spot
		fresh int
	}
	rs := make([]ranked, len(ss))
	for i, s := range ss {
		rs[i] = ranked{s, p.freshCount(s, m, touched)}
	}
	slices.SortStableFunc(rs, func(x, y ranked) int {
		if x.fresh != y.fresh {
			return cmp.Compare(y.fresh, x.fresh)
		}
		return cmp.Compare(x.s.Path, y.s.Path)
	})
	out := make([]*Spot, 0, min(len(rs), optSpotsPerModel))
	for _, r := range rs[:min(len(rs), optSpotsPerModel)] {
		out = append(out, r.s)
	}
	return out
}

// arcEnds returns, for each target model within a straight move of m, the
// ends of the stretches of its contact circle that routes of at most the
// move reach: each free arc of the circle (where m's base may stand) is
// asked at points at most arcStep apart, and each run of points reached is
// widened to its ends by halving towards the first point not reached (to
// within a quarter of the tolerance along the circle, or a thousandth of
// an inch, the larger), an end of the free arc standing as it is.
func (p *planner) arcEnds(m *Model, router routeAsker) []geom.Vec {
	a, tol := p.ask, p.c.Tol()
	p0, r := m.centre(), m.radius()
	var out []geom.Vec
	for _, t := range p.targets {
		cc := geom.Circle{C: t.c, R: r + t.r}
		if t.c.Dist(p0)-cc.R > a.move+tol {
			continue
		}
		at := func(ang float64) geom.Vec {
			s, c := math.Sincos(ang)
			return geom.V(cc.C.X+cc.R*c, cc.C.Y+cc.R*s)
		}
		reached := func(ang float64) bool {
			_, _, ok := router.Route(at(ang))
			return ok
		}
		prec := max(tol/4, 0.001) / cc.R
		widen := func(in, out float64) float64 { return widenReached(reached, in, out, prec) }
		for _, arc := range router.FreeArcs(cc) {
			whole := arc[1]-arc[0] >= 2*math.Pi-1e-9
			angs, ok := sampleArc(arc, reached)
			n := len(angs) - 1
			for i := range angs {
				if !ok[i] {
					continue
				}
				if i == 0 && !whole || i > 0 && !ok[i-1] {
					if i == 0 {
						out = append(out, at(angs[0]))
					} else {
						out = append(out, at(widen(angs[i], angs[i-1])))
					}
				}
				if i == n && !whole || i < n && !ok[i+1] {
					if i == n {
						out = append(out, at(angs[n]))
					} else {
						out = append(out, at(widen(angs[i], angs[i+1])))
					}
				}
			}
		}
	}
	return out
}

// sampleArc samples a free arc of a contact circle (from arc[0] to arc[1],
// radians) at most arcStep apart, ends included, and says which angles
// reached takes: the stretches widenReached then runs out to their ends.
func sampleArc(arc [2]float64, reached func(float64) bool) ([]float64, []bool) {
	n := max(1, int(math.Ceil((arc[1]-arc[0])/arcStep)))
	angs := make([]float64, n+1)
	ok := make([]bool, n+1)
	for i := range angs {
		angs[i] = arc[0] + (arc[1]-arc[0])*float64(i)/float64(n)
		ok[i] = reached(angs[i])
	}
	return angs, ok
}

// widenReached bisects between an angle reached (in) and one not (out) until they
// are within prec, and gives the last angle reached: how far a stretch of a
// contact circle a route reaches runs. The lifted search's arcs and the
// packed search's stretches both end so.
func widenReached(reached func(float64) bool, in, out, prec float64) float64 {
	for math.Abs(out-in) > prec {
		mid := (in + out) / 2
		if reached(mid) {
			in = mid
		} else {
			out = mid
		}
	}
	return in
}

// linkEnds returns, for each target model within a straight move of m,
// the points of its contact circle at exactly link from a model of m's
// unit that has moved (edge to edge): the farthest round the circle a
// base in contact still stands in one chain with that model. The ends of
// the shortest routes pull a model towards its start, and the points
// packed beside a placed base stand next to it; a line of models each
// touching its own target model, the targets spaced nearly two links
// apart, stands in one chain only where each base stands round its
// target model towards its neighbour
// (tests/assault/fresh13/13_dangerous_crossed_by_two_of_five).
func (p *planner) linkEnds(m *Model) []geom.Vec {
	a, tol := p.ask, p.c.Tol()
	u := m.Unit
	p0, r := m.centre(), m.radius()
	reach := u.Round + a.link
	var out []geom.Vec
	for _, t := range p.targets {
		cr := r + t.r
		if t.c.Dist(p0)-cr > a.move+tol {
			continue
		}
		for i, q := range u.Models {
			if i == m.Index || !u.HasMoved(i) {
				continue
			}
			// the circles (t.c, cr) and (q, reach) meet where
			d := t.c.Dist(q)
			if d == 0 || d > cr+reach || d < math.Abs(cr-reach) {
				continue
			}
			x := (d*d + cr*cr - reach*reach) / (2 * d)
			h := math.Sqrt(max(0, cr*cr-x*x))
			ux, uy := (q.X-t.c.X)/d, (q.Y-t.c.Y)/d
			mx, my := t.c.X+x*ux, t.c.Y+x*uy
			out = append(out, geom.V(mx-h*uy, my+h*ux), geom.V(mx+h*uy, my-h*ux))
		}
	}
	return out
}

// again is the wider search's second pass, where the first was cut short
// of the bound: the same search from the top, with a budget of its own as
// large as the first's, its models taken the other way round (those with
// the most spots first: where the first pass spent its budget placing the
// models of fewest spots, the placement that holds those back as bridges
// comes first here) and each model's spots widened by the points of each
// contact circle at link from a moved model (linkEnds). It keeps only a
// placement that ranks above the first pass's; the cut it notes is the
// first pass's where it found none that meets the bound.
// (tests/assault/fresh13: 30 holds two models back, 13 needs the link
// ends.)
func (o *optSearch) again(budget int) {
	s := &optSearch{p: o.p, models: o.models, rooms: o.rooms, up: o.up, cb: o.cb, best: o.best,
		seen: map[string]bool{}, budget: budget, second: true}
	s.search(planScore{touched: o.p.touchedCount()}, nil)
	if s.improved {
		o.best, o.bestAt, o.improved = s.best, s.bestAt, true
	}
	if s.found {
		o.found, o.cut = true, false
	}
}
