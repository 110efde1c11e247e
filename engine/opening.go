package engine

import (
	"fmt"
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
	for _, s := range spots {
		sc := c.openingScore(s, a)
		if best == nil || sc.engagesMore(bestSc) {
			best, bestSc, bestPlan = s, sc, c.plan
		}
		if bestSc.apart {
			continue
		}
		if bestSc.contacts >= up.contacts && bestSc.touched >= up.touched {
			break
		}
		cb := c.placing.bound(u, a, nil)
		if cb.proves(bestSc) {
			break
		}
		// as many in contact as the contact bound allows, short of its
		// touched: the lifted touched bound, asked once, may prove it
		if bestSc.contacts >= cb.contacts {
			if lt := c.placing.liftedTouched(c, a); bestSc.touched >= lt {
				c.Note("search", fmt.Sprintf("best_first: the placement after the first spot of %s (%d models in contact, %d target models touched) is proven the most: no placement from any first spot has more than %d in contact (the contact bound: %d bases fit along the edge of the target models' contact circles within a straight move), nor more than %d target models touched (reach with the unit's unmoved models lifted); the later first spots are not tried",
					best.Model, bestSc.contacts, bestSc.touched, cb.contacts, cb.contacts, lt))
				break
			}
		}
	}
	// most_contacts, asked next with best's model moved there, finds its
	// placement in the memo rather than searching again.
	c.plan = bestPlan
	return best
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
