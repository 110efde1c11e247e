package engine

import (
	"cmp"
	"fmt"
	"math"
	"slices"

	"github.com/rulec-dev/rulec/geom"
)

// The first model, where several are as good.
//
// A rule that starts with "the model which can reach the enemy
// by using the least amount of its movement" names one spot only when one
// needs least. Where several need as little - two models as near, one
// model as near two target models, or a whole line facing a line - the
// rule does not choose, and the moving player takes the one after which
// the unit engages the most: a first model in one place can take the only
// spot another model could reach. bestFirst tries every such spot, placing
// the rest with mostContacts in the world the spot leaves, and keeps the
// one whose placement puts the most models in base contact, then touches
// the most target models; the first listed of equals (the text asks for
// as many engaged as possible, not for the least movement of the whole
// unit, so movement does not rank first spots).
//
// Every bound it stops on is a proof. The first (straightBound): no placement, from
// any first spot, has more models in contact than the models already in
// contact that have moved, plus the models that have not moved and stand
// within a straight move of base contact with a target model (a route is
// never shorter than the straight line, and every spot is at most the move
// from where its model stands); nor does it touch more target models than
// those touched by a model that has moved, plus those such an unmoved
// model stands within a straight move of. Once a first spot's placement
// meets that bound, no later spot can rank above it, and the first of
// equals is kept: the rest are not tried. The second, the contact bound
// (contactbound.go) of the unit as it stood before any try, on models in
// contact and on target models touched with as many. The third, where a
// placement has as many in contact as the contact bound allows but fewer
// touched than its count: exactBound's target models touched with every
// model of the unit that has not moved lifted off the table, asked once
// in the world before any try (placingBound.liftedTouched): every route a
// try's models take exists with the unit lifted, so no model reaches a
// target model the lifted reach does not (the 30 v 30 of bench/: the
// contact bound allows 12 touched, the lifted reach 11, and the fourth
// try's placement has 19 in contact and 11 touched). No bound taken from
// routes with the unit standing as it stands is used: a model moving out
// of the way can open a route, or a spot, that the world as it stands
// does not have.
//
// The order of the tries. A proof may come at any try, and the tries
// before it cost as much as it: the 30 v 30's first try spends the wider
// search's whole budget on a placement short of the proof, the fourth is
// proven. So the tries are first made ahead of their turn, hunting for a
// proof (hunt): with no budget for the wider search (the packed search,
// which proves the 30 v 30, still runs) and their notes held; the first
// listed first, then the others by the length of the chain of bases along
// the front from the spot (packedFront's chain, each point within a
// straight move of a model still to place: a spot whose chain is short
// leaves the front's packing out of step), the first listed of equals; a
// try whose world's exactBound cannot reach a proof is passed over
// (straight reach, then lifted: for the first try always, since the
// 30 v 30's first reaches the straight bound's counts by straight reach
// and spends 55M instructions on a placement its lifted reach, 10 target
// models touched, already says falls short of the 11 a proof needs). The first proven is taken: its counts
// are the most any placement has, so no other first spot ranks above it,
// though another may equal it. Where none is proven, the tries run in
// the listed order as before with the shared budget; a try made ahead is
// taken as it stands where its turn leaves no budget (it would run the
// same search), and made again otherwise, so the answer is the one the
// listed order gives.
//
// The answer is exact over the first spots for the placement mostContacts
// gives after each; that placement is itself searched within a budget
// and says so in the trace when cut. The placement of the spot kept is the
// one most_contacts then answers, from the memo bestFirst leaves it.

// bestFirst returns the spot of spots after which mostContacts places the
// other models of its unit with the most models in base contact with a
// target model, then the most target models touched; the first of
// equals. nil when spots is empty.
func (c *Ctx) bestFirst(spots []*Spot, a spotAsk) *Spot {
	switch len(spots) {
	case 0:
		return nil
	case 1:
		return spots[0]
	}
	u := spots[0].Model.Unit
	up := c.straightBound(u, a)
	// the contact bound of the unit as it stands, asked once a try falls
	// short of the straight bound (and by most_contacts within the tries)
	if c.placing == nil {
		c.placing = newPlacingBound(c, u, a)
		defer func() { c.placing = nil }()
	}
	// The wider searches after each spot share one budget: where the
	// placements cannot be proven, a search cut after every one of many
	// tied spots costs as many budgets (the 30 v 30's 19 ties).
	if c.wider == nil {
		left := optBudget(len(spots[0].Model.Unit.Models))
		c.wider = &left
		defer func() { c.wider = nil }()
	}
	var best *Spot
	var bestSc planScore
	var bestPlan *planMemo
	var ahead map[int]aheadTry // the tries hunt made, by their place in spots
	if len(spots) > 1 {
		// the tries in the order most likely to reach a proof, ahead of
		// their turn
		var found bool
		if ahead, found = c.hunt(spots, up, a); found {
			t := ahead[-1]
			c.plan = t.plan
			return spots[t.at]
		}
	}
	for i, s := range spots {
		var sc planScore
		var plan *planMemo
		if t, ok := ahead[i]; ok && *c.wider == 0 {
			// tried ahead with no budget for the wider search, as it
			// would be now: the same placement, and its notes
			sc, plan = t.sc, t.plan
			for _, n := range t.notes {
				c.Note(n.kind, n.text)
			}
		} else {
			sc = c.openingScore(s, a)
			plan = c.plan
		}
		if best == nil || sc.engagesMore(bestSc) {
			best, bestSc, bestPlan = s, sc, plan
		}
		if c.firstProven(best, bestSc, up, a, "the later first spots are not tried") {
			break
		}
	}
	// most_contacts, asked next with best's model moved there, finds its
	// placement in the memo rather than searching again.
	c.plan = bestPlan
	return best
}

// firstProven reports whether best's placement, scoring sc, is proven the
// most over every first spot (see the essay above): by straightBound's
// up, by the contact bound, or by the contact bound's count in contact and
// the lifted touched bound, which the trace notes (then tail).
func (c *Ctx) firstProven(best *Spot, sc, up planScore, a spotAsk, tail string) bool {
	if sc.apart {
		return false
	}
	if sc.contacts >= up.contacts && sc.touched >= up.touched {
		return true
	}
	u := best.Model.Unit
	cb := c.placing.bound(u, a, nil)
	if cb.proves(sc) {
		return true
	}
	// as many in contact as the contact bound allows, short of its
	// touched: the lifted touched bound, asked once, may prove it
	if sc.contacts < cb.contacts {
		return false
	}
	lt := c.placing.liftedTouched(c, a)
	if sc.touched < lt {
		return false
	}
	c.Note("search", fmt.Sprintf("best_first: the placement after the first spot of %s (%d models in contact, %d target models touched) is proven the most: no placement from any first spot has more than %d in contact (the contact bound: %d bases fit along the edge of the target models' contact circles within a straight move), nor more than %d target models touched (reach with the unit's unmoved models lifted); %s",
		best.Model, sc.contacts, sc.touched, cb.contacts, cb.contacts, lt, tail))
	return true
}

// mayProve reports whether the try of first spot s can reach a proof:
// whether exactBound in the world s leaves, by straight reach and, where
// that is short of the needs as they stand or lift is set, with the unit's
// unmoved models lifted, reaches needC in contact and needT touched (the
// unit's own touches), need asked where it does not.
func (c *Ctx) mayProve(s *Spot, a spotAsk, needC, needT *int, need func(), lift bool) bool {
	u := s.Model.Unit
	others, restore := standFirst(s)
	targets := discsOf(a.targets)
	r, tol := u.Round/2, c.Tol()
	p := &planner{c: c, ask: a, own: u, targets: targets}
	p.tix = indexTargets(targets)
	moved := 0
	for i, q := range u.Models {
		if u.HasMoved(i) && slices.ContainsFunc(targets, func(t disc) bool { return q.Dist(t.c) <= r+t.r+tol }) {
			moved++
		}
	}
	// by straight reach first (no routes), then lifted where that is
	// short of the straight bound: where a try reaches the straight
	// bound's counts even lifted, the contact bound (need) is not asked
	tb := make([]planScore, 1, 2)
	tb[0], _, _ = p.exactBound(others, false)
	if lift || tb[0].contacts+moved < *needC || tb[0].touched < *needT {
		lifted, _, _ := p.exactBound(others, true)
		tb = append(tb, lifted)
	}
	restore() // need asks its bounds of the world before any try
	for _, b := range tb {
		if b.contacts+moved < *needC || b.touched < *needT {
			need()
			if b.contacts+moved < *needC || b.touched < *needT {
				return false
			}
		}
	}
	return true
}

// aheadTry is a first spot tried ahead of its turn (hunt): its place in
// spots, its score and placement, and the notes its search made.
type aheadTry struct {
	at    int
	sc    planScore
	plan  *planMemo
	notes []heldNote
}

// hunt tries spots[1:] ahead of their turn, after the first fell short of a
// proof, for one whose placement is proven the most (firstProven): those
// whose chain of bases along the front (packedFront's, from the spot, each
// point within a straight move of a model still to place) is longest
// first, the first listed of equals; a spot whose world's exactBound, with
// the unit's unmoved models lifted, cannot reach a proof is passed over.
// Each try runs with no budget for the wider search (the packed search
// still runs), its notes held. It returns the tries made, by their place
// in spots, and whether one is proven the most (then also at -1, its
// notes and best_first's proof in the trace). Where none is, bestFirst
// goes on in the listed order, taking a try made here as it stands where
// its turn leaves no budget for the wider search (the same search), and
// trying it again otherwise.
func (c *Ctx) hunt(spots []*Spot, up planScore, a spotAsk) (map[int]aheadTry, bool) {
	u := spots[0].Model.Unit
	// the least a placement needs to be proven (firstProven): asked only
	// where a try cannot meet the straight bound, as the contact bound
	// and the lifted touched bound cost more
	needC, needT, asked := up.contacts, up.touched, false
	need := func() {
		if asked {
			return
		}
		asked = true
		cb := c.placing.bound(u, a, nil)
		if cb.contacts < needC {
			needC, needT = cb.contacts, math.MaxInt
		}
		if needC >= cb.contacts {
			needT = min(needT, cb.touchedFull, c.placing.liftedTouched(c, a))
		}
	}
	targets := discsOf(a.targets)
	r := u.Round / 2
	// the first listed first (most often proven at once), then the
	// others by their chains, worked out only where it is not
	order := []int{0}
	chains := func() {
		type cand struct {
			at, chain int
		}
		var cs []cand
		for i, s := range spots[1:] {
			others, restore := standFirst(s)
			p := &planner{c: c, ask: a, own: u, targets: targets}
			var pts []geom.Vec
			for _, dir := range [...]float64{1, -1} {
				pts = p.chainFrom(s.At, dir, r, others, pts)
			}
			restore()
			cs = append(cs, cand{i + 1, len(pts)})
		}
		slices.SortStableFunc(cs, func(x, y cand) int { return cmp.Compare(y.chain, x.chain) })
		for _, x := range cs {
			order = append(order, x.at)
		}
	}
	tries := map[int]aheadTry{}
	w := *c.wider
	*c.wider = 0
	defer func() { *c.wider = w }()
	for k := 0; k < len(spots); k++ {
		if k == 1 {
			chains()
		}
		at := order[k]
		s := spots[at]
		// The most this try can reach, lifted for the first try too: its
		// straight reach can meet the straight bound where the routes with
		// the unit lifted cannot (the 30 v 30 of bench/: 20 and 20 straight,
		// 10 touched lifted), and a try that falls short costs a hundred
		// lifted rows. Only then is the contact bound asked (need), not
		// where the first is proven by the straight bound (the 10 v 10).
		// Once the needs are the contact bound's, below the straight
		// bound's, straight reach meeting them says less, so each later
		// try is asked lifted as well.
		lift := k == 0 || asked && (needC < up.contacts || needT < up.touched)
		if !c.mayProve(s, a, &needC, &needT, need, lift) {
			continue
		}
		var notes []heldNote
		held := c.held
		c.held = &notes
		sc := c.openingScore(s, a)
		c.held = held
		t := aheadTry{at: at, sc: sc, plan: c.plan, notes: notes}
		tries[at] = t
		// exactly where firstProven passes
		if sc.contacts < needC || sc.touched < needT {
			need()
		}
		if !sc.apart && sc.contacts >= needC && sc.touched >= needT {
			for _, n := range notes {
				c.Note(n.kind, n.text)
			}
			if c.firstProven(s, sc, up, a, "tried ahead of its turn, its chain of bases along the front the longest; the other first spots are not tried") {
				tries[-1] = t
				return tries, true
			}
		}
	}
	return tries, false
}

// engagesMore reports whether s lets the unit end in one chain where o
// does not (apart), or as much and puts more models in contact, or as many
// and touches more target models.
func (s planScore) engagesMore(o planScore) bool {
	if s.apart != o.apart {
		return o.apart
	}
	if s.contacts != o.contacts {
		return s.contacts > o.contacts
	}
	return s.touched > o.touched
}

// straightBound returns the most models in base contact, and target models
// touched, that any placement of u's models can end with (see the essay
// above): the models that have moved and touch a target model, and those
// that have not and stand within a straight move of base contact with
// one; the target models a moved model touches, and those an unmoved
// model stands within a straight move of. The tolerance is allowed twice:
// a spot may be the move and the tolerance from its model, and touch a
// target model the tolerance short of its contact circle.
func (c *Ctx) straightBound(u body, a spotAsk) planScore {
	tol := c.Tol()
	targets := discsOf(a.targets)
	reached := make([]bool, len(targets))
	var up planScore
	r := u.Round / 2
	for i, p := range u.Models {
		reach := a.move + 2*tol
		if u.HasMoved(i) {
			reach = tol
		}
		any := false
		for j, t := range targets {
			if p.Dist(t.c)-r-t.r <= reach {
				reached[j], any = true, true
			}
		}
		if any {
			up.contacts++
		}
	}
	for _, ok := range reached {
		if ok {
			up.touched++
		}
	}
	return up
}

// standFirst moves s's model to s and returns the unit's other models not
// yet moved, and how to put the unit back as it was.
func standFirst(s *Spot) (others []*Model, restore func()) {
	u := s.Model.Unit
	models, rect := slices.Clone(u.Models), u.Rect
	var routes [][]geom.Vec
	if u.Routes != nil {
		routes = slices.Clone(u.Routes)
	}
	u.SetRoute(s.Model.Index, s.Route)
	for i := range u.Models {
		if i != s.Model.Index && !u.HasMoved(i) {
			others = append(others, &Model{Unit: u, Index: i})
		}
	}
	return others, func() { u.Models, u.Rect, u.Routes = models, rect, routes }
}

// openingScore returns how the placement would end with s's model moved to s
// first and the others placed by mostContacts: the models in base contact
// with a target model, the target models touched, the movement. The world
// is left as it was.
func (c *Ctx) openingScore(s *Spot, a spotAsk) planScore {
	u := s.Model.Unit
	others, restore := standFirst(s)
	defer restore()
	sc := planScore{path: s.Path}
	plan := c.mostContacts(others, a)
	sc.apart = len(others) > 0 && c.plan != nil && c.plan.apart
	for _, p := range plan {
		u.SetRoute(p.Model.Index, p.Route)
		sc.path += p.Path
	}
	tol := c.Tol()
	targets := discsOf(a.targets)
	r := u.Round / 2
	for _, p := range u.Models {
		if slices.ContainsFunc(targets, func(t disc) bool { return p.Dist(t.c) <= r+t.r+tol }) {
			sc.contacts++
		}
	}
	for _, t := range targets {
		if slices.ContainsFunc(u.Models, func(p geom.Vec) bool { return p.Dist(t.c) <= r+t.r+tol }) {
			sc.touched++
		}
	}
	return sc
}
