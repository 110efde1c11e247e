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
// needs least. Where two need as little - two models as near, or one
// model as near two target models - the rule does not choose, and the
// moving player takes the one after which the unit engages the most:
// a first model in one place can take the only spot another model could
// reach. bestFirst tries each such spot in turn, placing the rest with
// mostContacts in the world the spot leaves, and keeps the best; it stops
// at the first spot whose placement no other could beat: every model that
// stands within a straight move of contact in contact, every target model
// one of them could reach touched (a bound that takes no routes, taken
// first because it costs nothing), or, past the first spot, what the exact
// routes of the world as it stands allow (firstBound). The placement of
// the spot it keeps is the one most_contacts then answers from its memo.

// firstTies is the most spots bestFirst tries: two models as near, or one
// model as near two or three target models. More tie in a formation whose
// models stand alike (a line facing a line), where each places the rest
// alike; trying them all would multiply the work by their number.
const firstTies = 4

// bestFirst returns the spot of spots after which mostContacts places the
// other models of its unit with the most models in base contact with a
// target model, then the most target models touched, then the least
// movement; the first of equals. nil when spots is empty.
func (c *Ctx) bestFirst(spots []*Spot, a spotAsk) *Spot {
	switch {
	case len(spots) == 0:
		return nil
	case len(spots) == 1:
		return spots[0]
	case len(spots) > firstTies:
		c.Note("search", fmt.Sprintf("best_first: %d spots need as little; the first taken, %s (a formation where so many tie places alike)", len(spots), spots[0].Model))
		return spots[0]
	}
	u := spots[0].Model.Unit
	up, exact := c.straightBound(u, a), false
	var best *Spot
	var bestSc planScore
	for _, s := range spots {
		sc := c.openingScore(s, a)
		if best == nil || sc.better(bestSc) {
			best, bestSc = s, sc
		}
		if !exact && !(sc.contacts >= up.contacts && sc.touched >= up.touched) {
			up, exact = c.firstBound(u, a), true
		}
		if sc.contacts >= up.contacts && sc.touched >= up.touched {
			break
		}
	}
	return best
}

// straightBound returns a bound on firstBound that takes no routes: the
// unit's models that have not moved and stand within a straight move of
// base contact with a target model, and the target models one of them
// does (a route is never shorter than the straight line).
func (c *Ctx) straightBound(u body, a spotAsk) planScore {
	tol := c.Tol()
	targets := discsOf(a.targets)
	reached := make([]bool, len(targets))
	var up planScore
	r := u.Round / 2
	for i, p := range u.Models {
		if u.HasMoved(i) {
			continue
		}
		any := false
		for j, t := range targets {
			if p.Dist(t.c)-r-t.r <= a.move+tol {
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

// firstBound returns the score no first spot can beat, as far as the world
// as it stands tells: the unit's models that have not moved and reach base
// contact with a target model, or stand within a straight move of it (one
// behind another of its unit may reach it once that one has moved), and
// the target models those that reach can touch (each model as many as one
// of its spots touches).
func (c *Ctx) firstBound(u body, a spotAsk) planScore {
	p := &planner{c: c, ask: a, own: u, targets: discsOf(a.targets), first: map[*Model][]*Spot{}}
	touched := p.touchedNow()
	var cost [][]float64
	var room []int
	behind := 0
	for i := range u.Models {
		if u.HasMoved(i) {
			continue
		}
		m := &Model{Unit: u, Index: i}
		row, n := p.reachRow(m, p.options(m), touched)
		switch {
		case n > 0:
			cost, room = append(cost, row), append(room, n)
		case p.straightReach(m):
			behind++ // it may reach once others move out of its way
		}
	}
	already := 0
	for _, t := range touched {
		if t {
			already++
		}
	}
	return planScore{contacts: len(cost) + behind, touched: already + capMatching(cost, room)}
}

// openingScore returns how the placement would end with s's model moved to s
// first and the others placed by mostContacts: the models in base contact
// with a target model, the target models touched, the movement. The world
// is left as it was.
func (c *Ctx) openingScore(s *Spot, a spotAsk) planScore {
	u := s.Model.Unit
	models, rect := slices.Clone(u.Models), u.Rect
	var routes [][]geom.Vec
	if u.Routes != nil {
		routes = slices.Clone(u.Routes)
	}
	defer func() { u.Models, u.Rect, u.Routes = models, rect, routes }()
	u.SetRoute(s.Model.Index, s.Route)
	var others []*Model
	for i := range u.Models {
		if i != s.Model.Index && !u.HasMoved(i) {
			others = append(others, &Model{Unit: u, Index: i})
		}
	}
	sc := planScore{path: s.Path}
	for _, p := range c.mostContacts(others, a) {
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
