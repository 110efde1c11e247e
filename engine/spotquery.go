package engine

import (
	"cmp"
	"fmt"
	"math"
	"slices"

	"github.com/rulec-dev/rulec/geom"
)

// spotQueries are the questions about where single models may go.
func spotQueries() []*Func {
	return []*Func{
		Query7("model_spots", "model_spots(m, targets, move, clear_of, clearance, link, walls) returns the candidate end positions for model m "+
			"within a route of at most move (round every other base, the terrain pieces of walls and the board edge, never nearer than clearance "+
			"to a model of clear_of, nor, where it already stands nearer, nearer than it stands): base contact with each model of targets, against other bases, at link from each moved model of its unit, "+
			"a straight move towards each target model, where it stands, and where those limits cross, the rims of walls and the board edge among them for a spot out of contact (each spot's joins: the groups of its unit's moved models, linked one to the next, within link of it; its strands: how many more of the models of its unit still to move are left unable to end within link of the moved models with m there than with m at the spot that leaves fewest, each taken by a move of at most move (straight, or round walls, the board edge and other units where the straight way is blocked) and joining in a chain, one through another still to move that stands between; its room, for a spot with support: the models of its unit still to move that keep a spot with support a straight move reaches clear of it); "+
			"and found with their exact routes: the end of the shortest route into contact with each target model, into link of each moved model, "+
			"and, for a model out of reach, where the shortest route to the nearest target model is cut at move, or, when that is out of link, "+
			"the point of a link circle of a model in contact nearest the target that a route reaches (a 1-D search to a quarter of the tolerance).",
			func(c *Ctx, m *Model, targets bodies, move Length, clearOf bodies, clearance, link Length, walls bodies) ([]*Spot, error) {
				if m == nil {
					return []*Spot(nil), nil
				}
				spots := c.spots(spotAsk{m: m, targets: targets, move: float64(move),
					clearOf: clearOf, clearance: float64(clearance), link: float64(link), walls: walls})
				markJoins(m, spots, float64(link), c.Tol())
				markStrands(m, spots, float64(move), float64(link), c.Tol(),
					c.regionReach(m.Unit, float64(move), clearOf, float64(clearance), walls))
				c.markRoom(spotAsk{m: m, targets: targets, move: float64(move),
					clearOf: clearOf, clearance: float64(clearance), link: float64(link), walls: walls}, spots)
				return spots, nil
			}),
		Query7("contact_spots", "contact_spots(ms, targets, move, clear_of, clearance, link, walls) returns, for each model of ms in turn, the spots of model_spots that are in base contact with a model of targets.",
			func(c *Ctx, ms []*Model, targets bodies, move Length, clearOf bodies, clearance, link Length, walls bodies) ([]*Spot, error) {
				var out []*Spot
				for _, m := range ms {
					out = append(out, c.spots(spotAsk{m: m, targets: targets, move: float64(move),
						clearOf: clearOf, clearance: float64(clearance), link: float64(link), walls: walls, contact: true})...)
				}
				return out, nil
			}),
		Query7("least_contact_spots", "least_contact_spots(ms, targets, move, clear_of, clearance, link, walls) returns the spots of contact_spots(ms, targets, move, clear_of, clearance, link, walls) "+
			"whose path is within twice the tolerance of the least path of any of them, in contact_spots' order: the candidates for the model that reaches base contact using the least of its move, "+
			"and those tied with it. A model whose straight gap to every target model's base is more than that from the least path found is not routed (no route is shorter than the straight line); "+
			"so a unit whose nearest models are in front asks no routes of the models behind them. Empty where no model reaches contact.",
			spotSearch(func(c *Ctx, ms []*Model, a spotAsk) []*Spot {
				a.contact = true
				return c.leastContactSpots(ms, a)
			})),
		Query7("most_contacts", "most_contacts(ms, targets, move, clear_of, clearance, link, walls) returns spots for the models of ms that have not moved, in the order they are to move: "+
			"a placement that puts the most of them in base contact with a model of targets, then touches the most target models (a target model a model of another unit of its side touches counts as touched already), then moves the least "+
			"(each spot the end of an exact shortest route as model_spots finds it, or the point in front of the gap between two target models where its base touches both, within link of a model of the unit that moved before it: "+
			"where the shortest route into contact with a target model ends out of link, the shortest route to the part of its contact circle within link of a moved model; "+
			"a maximum assignment over reachability, then a bounded search where placements interact, checked against an exact bound (reach with the unit's unmoved models lifted, the bases that fit round each target model by angle) and, where it falls short, widened to every order of moving and the far ends of each contact circle's stretch within the move, and, where a budget cuts that, searched again with the models of most spots first and the points of each contact circle at link from a moved model, noted in the trace as not proven the optimum when a budget cuts it; "+
			"a model whose spot would cover a contact spot of a model moving after it may instead take the points of its contact circles beside that spot). "+
			"Models of ms that reach no contact may be given spots first, in a chain each within link of the next, from a moved model to one they let reach a fresh target model (bridges: the fewest that can, one, two or more, in an order found by an exact search over straight reach, then routed), "+
			"or, where it stands within a straight move of contact, a spot last, after the others have moved out of its way and packed to leave it room "+
			"(where only that order touches the most, a spot before it need not be within link of a model moved before, so long as the moved models end in one chain). "+
			"The placement found is checked against a bound no placement can beat (the models that reach contact at all with the unit's unmoved models lifted off the table, "+
			"each target model taking at most as many bases as fit round it by angle, and the target models they could touch); where it falls short, a wider search places the models in every order, "+
			"each at the ends of shortest routes, beside placed bases, touching two target models and at the far ends of the stretches of each contact circle within the move, "+
			"cutting each branch whose models still to place cannot beat the best found (each reaching a target model with the unmoved models lifted and the placed bases standing, each target model taking at most as many more as fit by angle between the bases round it), "+
			"until a placement meets the bound, its budget is spent or it has tried every placement of its spots; the trace notes the last two as not proven the optimum (the best over the spots tried, where it ran to its end). "+
			"The bound is also the contact bound: the most bases that fit along the edge of the target models' contact circles (pockets behind gaps narrower than a base left out) within a straight move of a model, each a base's width from the next; a placement meeting either bound is noted in the trace as proven the most, citing it. "+
			"A placement counts first where the models it leaves (those that reach no contact, and those it holds back) can each still end within link of the moved models, "+
			"taken by moves of at most move (round walls, the board edge and other units where the straight way is blocked) and joining in a chain, one through another that stands between; where the placement it finds fails that, it searches again among those that pass, "+
			"holding models back from contact where that is what keeps the unit one chain (the most in contact, then the most touched, among them), and trying other bridges where those of least movement leave a model apart; where none it tries passes, the first stands. "+
			"Models it leaves out get no spot.",
			spotSearch((*Ctx).mostContacts)).Reading(World | Notes),
		Query7("most_engaged", "most_engaged(ms, targets, move, clear_of, clearance, link, walls) returns spots for the models of ms that have not moved, in the order they are to move, "+
			"each within link of a model of their unit that has moved and is in base contact with a model of targets: the most such models it finds, "+
			"searched like most_contacts' wider search (the models in every order, each at each of its candidates in the world the models before it leave, each world once, "+
			"a branch cut where its models still to place cannot beat the best found) until every model of ms has a spot or a budget of spot searches is spent (noted in the trace); "+
			"a model's candidates are the spots of model_spots within link of such a model, and the points of rings inside each such model's link disc "+
			"(from the link circle in by a base's width to where the bases touch) that a route of at most move reaches, round every other base, the terrain pieces of walls and the board edge, "+
			"never nearer than clearance to a model of clear_of (each ring's free arcs asked at points at most 20 degrees apart, each stretch reached widened to its ends), "+
			"the most movement first, at most 10. A placement counts only where each model of the unit still to move keeps a spot of model_spots within link of a moved model, "+
			"or where they can all end in one chain with the moved models, one through another (most_contacts' test). "+
			"Models it leaves out get no spot; none where no moved model of the unit touches a model of targets.",
			spotSearch((*Ctx).mostEngaged)).Reading(World | Notes),
		Query7("engaging_placement", "engaging_placement(ms, targets, move, clear_of, clearance, link, walls) returns spots for the models of ms that have not moved, in the order they are to move: "+
			"a placement of them in base contact as most_contacts, given the same arguments, ranks it (as many models in contact, as many target models touched, the models it leaves still able to end within link), "+
			"then spots for the models it leaves, each within link of a model of their unit in base contact with a model of targets (most_engaged's, those models asked nearest a target model first): "+
			"of the placements it tries, the one after which the most models of the unit are in base contact with a model of targets or within link of one that is, most_contacts' own first and kept on ties. "+
			"Where a model is left out that could stand within link of some point of a target model's contact circle, it also tries pins: a model most_contacts puts in contact set at the point of that contact circle "+
			"nearest the model left out (as near as a straight move of its own allows, reached by its route, at most 24), "+
			"or, where that point is outside the reach of another model (left out too, or placed within link of a model in contact) whose reach of the circle meets the first's, at the middle of the part both reach (at most 24 more), "+
			"and most_contacts' placement of the others after it, "+
			"a level at a time (the best pin of a level kept while the next pins another model for the models still left out, at most 3); "+
			"a pin's placement that cannot beat the best by the straight bound (the models within a straight move of a centre within link of a model in contact) is not searched. "+
			"The trace notes the pin chosen, and a most_engaged search cut by its budget.",
			spotSearch((*Ctx).engagingPlacement)).Reading(World | Notes),
		Query3("engaged_at", "engaged_at(spots, targets, link) returns how many models of the unit of the spots' models would be in base contact with a model of a unit of targets or within link of a model of that unit that is, "+
			"each spot's model standing at its spot (in order) and the others where they stand: engaged_count after moving them, the world left as it is; 0 for no spots.",
			func(c *Ctx, spots []*Spot, targets bodies, link Length) (Number, error) {
				if len(spots) == 0 {
					return Number(0), nil
				}
				undo := placeSpots(spots)
				defer undo()
				return Number(engagedCount(spots[0].Model.Unit, targets, float64(link), c.Tol())), nil
			}),
		Query4("engageable", "engageable(u, targets, move, link) returns how many models of u are neither in base contact with a model of a unit of targets nor within link of a model of u that is, "+
			"and stood, at the start of the run, within a straight move of at most move of a centre within link of a model of u that is, "+
			"where it stands or anywhere on a target model's contact circle (the two radii round its centre) within a straight move of where that model stood at the start: "+
			"a bound on the models more that a placement of the others, and of the models in contact round the same target models, could have within link of one (no route is shorter than the straight line).",
			func(c *Ctx, u body, targets bodies, move, link Length) (Number, error) {
				return Number(engageable(u, targets, float64(move), float64(link), c.Tol())), nil
			}),
		Query3("engaged_count", "engaged_count(u, targets, link) returns how many models of u are in base contact with a model of a unit of targets or within link of a model of u that is.",
			func(c *Ctx, u body, targets bodies, link Length) (Number, error) {
				return Number(engagedCount(u, targets, float64(link), c.Tol())), nil
			}),
		Query7("best_first", "best_first(spots, targets, move, clear_of, clearance, link, walls) returns the spot of spots (each a spot of one model of a unit, none yet moved to) "+
			"after which most_contacts, given the same arguments, places the unit's other models so that those it leaves can still end within link (most_contacts' test), then with the most models in base contact with a model of targets, "+
			"then the most target models touched: the first of equals. Every spot is tried, up to the first whose placement passes that test and nothing could beat "+
			"(every model within a straight move of contact in contact, every target model such a model could reach touched; or the contact bound's count in contact "+
			"and every target model the unit's models reach with the whole unit lifted touched: the trace then says it is proven the most); nil for no spots. "+
			"Each is tried in the world it leaves, which is then put back.",
			spotSearch((*Ctx).bestFirst)).Reading(World | Notes),
		Query7("placement_after", "placement_after(first, targets, move, clear_of, clearance, link, walls) returns first, then the spots most_contacts, given the same arguments, "+
			"gives the other models of first's unit that have not moved once first's model stands at first: the placement best_first ranks first by, in the order the models are to move. "+
			"The world is left as it was; nothing for nil.",
			spotSearch((*Ctx).placementAfter)).Reading(World | Notes),
		Query7("bridge_spots", "bridge_spots(s, targets, move, clear_of, clearance, link, walls) returns spots for the models of s's unit that have not moved (s's model excepted), "+
			"in the order to move, standing in a chain, each within link of the next, from a model of the unit that has moved to s's model standing at s: "+
			"the fewest that can (one, else a chain of more, in an order that can), found as most_contacts finds its bridges, each reached by a route of at most move "+
			"(round every other base, the terrain pieces of walls and the board edge, never nearer than clearance to a model of clear_of); "+
			"none where s stands within link of a model that has moved, or where no chain reaches it.",
			spotSearch((*Ctx).bridgeSpots)),
		Query1("unmoved", "unmoved(ms) returns the models of ms that have not moved during the run.",
			func(c *Ctx, ms []*Model) ([]*Model, error) {
				var out []*Model
				for _, m := range ms {
					if !m.Unit.HasMoved(m.Index) {
						out = append(out, m)
					}
				}
				return out, nil
			}),
		Query6("way", "way(m, targets, move, clear_of, clearance, walls) returns the spot model m reaches along the shortest route into base contact with a model of targets "+
			"(round every other base, the terrain pieces of walls and the board edge, never nearer than clearance to a model of clear_of), cut at move; "+
			"where no route reaches one, where it stands. Its terrain, as a spot's, leaves out the pieces of walls: the ground the model would cross on its way.",
			func(c *Ctx, m *Model, targets bodies, move Length, clearOf bodies, clearance Length, walls bodies) (*Spot, error) {
				return c.way(m, targets, float64(move), clearOf, float64(clearance), walls), nil
			}),
		Query2("coherent", "coherent(u, link) reports whether every model of u stands within link of another model of u and the models form one chain.",
			func(c *Ctx, u body, link Length) (bool, error) { return coherent(u, float64(link), c.Tol()), nil }),
		Query2("in_contact", "in_contact(u, list) returns how many models of u are in base contact with a model of a unit of list.",
			func(c *Ctx, u body, list bodies) (Number, error) {
				return Number(inContactCount(u, list, c.Tol())), nil
			}),
		Query2("by_gap", "by_gap(ms, targets) returns the models ms nearest first: by the distance from each base to the nearest base of targets, ties in the order given.",
			func(c *Ctx, ms []*Model, targets bodies) ([]*Model, error) {
				ts := discsOf(targets)
				gap := func(m *Model) float64 {
					g := math.Inf(1)
					for _, t := range ts {
						g = min(g, m.centre().Dist(t.c)-m.radius()-t.r)
					}
					return g
				}
				return sortedBy(ms, gap), nil
			}),
		Query1("moved_models", "moved_models(u) returns the models of u that have moved during the run.",
			func(c *Ctx, u body) ([]*Model, error) {
				var out []*Model
				for i := range u.Models {
					if u.HasMoved(i) {
						out = append(out, &Model{Unit: u, Index: i})
					}
				}
				return out, nil
			}),
		Query2("models_entered", "models_entered(u, list) returns the models of u whose moves this run took them into a body of list: "+
			"a base that overlaps it somewhere on the model's route (start to end, as moved, touching not counted) but not where the route began; "+
			"in the order the models moved. A rule that must know the whole move before what it crossed (a test taken once the placement is final) reads it here.",
			func(c *Ctx, u body, list bodies) ([]*Model, error) { return c.modelsEntered(u, list), nil }),
	}
}

// modelsEntered is models_entered: the models of u that have moved, in
// the order of their last move this run (a model moved again, after a
// restore, counts where it moved last), whose route enters a body of
// list (routeTerrain's test, with list for the pieces).
func (c *Ctx) modelsEntered(u body, list bodies) []*Model {
	if u == nil || len(list) == 0 {
		return nil
	}
	r, tol := u.Round/2, c.Tol()
	var out []*Model
	for k, mv := range c.modelMoves {
		if mv.u != u || !u.HasMoved(mv.i) || len(u.Routes[mv.i]) < 2 {
			continue
		}
		if slices.ContainsFunc(c.modelMoves[k+1:], func(x modelMove) bool { return x.u == u && x.i == mv.i }) {
			continue // it moved again later: counted there
		}
		route := u.Routes[mv.i]
		start := geom.CircleShape(geom.Circle{C: route[0], R: r})
		for _, b := range list {
			if b == nil || b.Removed || geom.Overlap(start, b.Shape(), tol) {
				continue
			}
			if routeOverlaps(route, r, b.Shape(), tol) {
				out = append(out, &Model{Unit: u, Index: mv.i})
				break
			}
		}
	}
	return out
}

// routeOverlaps reports whether a base of radius r moved along route
// overlaps shape somewhere on the way (touching not counted).
func routeOverlaps(route []geom.Vec, r float64, shape geom.Shape, tol float64) bool {
	for i := 1; i < len(route); i++ {
		if geom.Distance(geom.SegShape(geom.Seg{A: route[i-1], B: route[i]}), shape) < r-tol {
			return true
		}
	}
	return false
}

// placementAfter returns s, then the spots mostContacts gives the other
// unmoved models of s's unit once s's model stands at s: what a rule asks
// to know where the models would go before any moves (a model may go to a
// target model its nearest way does not lead to). best_first leaves this
// placement in the memo for the spot it keeps, so asking costs nothing
// more. The world is left as it was.
func (c *Ctx) placementAfter(s *Spot, a spotAsk) []*Spot {
	if s == nil {
		return nil
	}
	others, restore := standFirst(s)
	defer restore()
	return append([]*Spot{s}, c.mostContacts(others, a)...)
}

// moveModelTo moves a model along a spot's route.
func moveModelTo(c *Ctx, m *Model, s *Spot) error {
	if s == nil {
		return fmt.Errorf("no spot to move model %s to", m)
	}
	if s.Model.Unit != m.Unit || s.Model.Index != m.Index {
		return fmt.Errorf("the spot is model %s's, not model %s's", s.Model, m)
	}
	if m.centre() != s.Route[0] {
		return fmt.Errorf("model %s has moved since the spot was found", m)
	}
	c.save(m.Unit)
	from := m.Unit.Rect
	m.Unit.SetRoute(m.Index, s.Route)
	c.modelMoves = append(c.modelMoves, modelMove{u: m.Unit, i: m.Index})
	c.changed(m.Unit, fmt.Sprintf("move model %d", m.Index), from)
	return nil
}

// markJoins sets each spot's Joins: the groups its unit's moved models
// (m excepted) form, each within link of the next, that stand within
// link of the spot. A model that cannot move at all stays where it is and
// counts as moved once it has taken its turn; a spot that joins every
// group keeps the unit one chain.
func markJoins(m *Model, spots []*Spot, link, tol float64) {
	u := m.Unit
	var moved []int
	for i := range u.Models {
		if i != m.Index && u.HasMoved(i) {
			moved = append(moved, i)
		}
	}
	if len(moved) == 0 {
		for _, s := range spots {
			s.Joins = 0
		}
		return
	}
	r := u.Round / 2
	group := make([]int, len(moved)) // a label per group, by flooding
	for k := range group {
		group[k] = -1
	}
	for k := range moved {
		if group[k] >= 0 {
			continue
		}
		group[k] = k
		stack := []int{k}
		for len(stack) > 0 {
			a := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for b := range moved {
				if group[b] < 0 && u.Models[moved[a]].Dist(u.Models[moved[b]])-2*r <= link+tol {
					group[b] = k
					stack = append(stack, b)
				}
			}
		}
	}
	rm := m.radius()
	seen := make([]bool, len(moved))
	for _, s := range spots {
		clear(seen)
		s.Joins = 0
		for k, i := range moved {
			if seen[group[k]] {
				continue
			}
			// the distance is never less than either coordinate's
			// difference (math.Hypot's larger times a factor of 1 or
			// more, each rounded up or not at all): where that alone is
			// past, so is the distance, by the same test
			q := u.Models[i]
			if max(math.Abs(s.At.X-q.X), math.Abs(s.At.Y-q.Y))-rm-r > link+tol {
				continue
			}
			if s.At.Sub(q).Len()-rm-r <= link+tol {
				seen[group[k]] = true
				s.Joins++
			}
		}
	}
}

// markStrands sets each spot's Strands: how many more of the models of
// m's unit that have not moved (m excepted) are left unable to end within
// link of the chain, m itself and the moved models among them, with m at
// the spot than with m at the spot that leaves the fewest, each taken
// straight and joining in a chain grown from a moved model, one
// through another still to move that stands between (unjoined, as
// most_contacts' completion asks: cohere.go): a model whose turn comes
// later that the spot leaves with no friend in reach
// (tests/assault/diff/keep_the_last_in_reach, a straggler two models
// behind: diff/chain_of_stragglers). A straight move is the most any
// route does, so a spot that strands none may still leave one apart,
// never the other way round; a model that no spot brings in counts for
// no spot, nor does any where each model still to move stands within a
// straight move and link of a moved model other than m.
func markStrands(m *Model, spots []*Spot, move, link, tol float64, reaches func(geom.Vec, geom.RoundRegion) bool) {
	u := m.Unit
	reach := u.Round + link
	for _, s := range spots {
		s.Strands = 0
	}
	var moved, left []geom.Vec
	for i, q := range u.Models {
		switch {
		case i == m.Index:
		case u.HasMoved(i):
			moved = append(moved, q)
		default:
			left = append(left, q)
		}
	}
	anchored := func(q geom.Vec) bool {
		return slices.ContainsFunc(moved, func(f geom.Vec) bool {
			return q.Dist(f) <= move+reach+tol && (reaches == nil || reaches(q, geom.DiscRegion(geom.Circle{C: f, R: reach})))
		})
	}
	// every model still to move anchored to a moved model leaves none
	// apart only where the moved models stand in one chain: where they
	// stand in two groups, a spot that bridges neither may leave too few
	// models still to move to join them
	// (tests/assault/fresh13/30_coherency_first_model_on_the_lone_flank_model)
	if len(spots) < 2 || len(moved) == 0 || oneChain(moved, reach, tol) && !slices.ContainsFunc(left, func(q geom.Vec) bool { return !anchored(q) }) {
		return
	}
	counts := make([]int, len(spots))
	least := len(left) + len(moved)
	fixed := make([]geom.Vec, len(moved))
	for i, s := range spots {
		// m at the spot stays there; the chain grows from the first moved model
		copy(fixed, moved[1:])
		fixed[len(fixed)-1] = s.At
		counts[i] = unjoined(geom.DiscRegion(geom.Circle{C: moved[0]}), left, move, fixed, reach, tol, reaches)
		least = min(least, counts[i])
	}
	for i, s := range spots {
		s.Strands = counts[i] - least
	}
}

// markRoom sets the Room of each spot of a.m with support: how many of
// the models of its unit still to move (a.m excepted) have a spot of
// their own with support, reached by a straight move, and keep one that
// a base at the spot does not overlap. Two models that can each
// stand only within link of the one model in contact may both fit side by
// side, where the first, nearest the target, would take the other's only
// room (ordinary8/engaged_across_a_wall). A model that stands with support
// already, or that no spot can come near (farther than its move and both
// radii), keeps its room whatever the spot, and is not asked about; nor
// is any where fewer than two spots have support. A model whose only
// room lies round a corner counts as having none, for every spot alike:
// the question stays a cheap one (spotAsk.support), and such a model is
// left as before.
func (c *Ctx) markRoom(a spotAsk, spots []*Spot) {
	m, tol := a.m, c.Tol()
	u, r := m.Unit, m.radius()
	var sup []*Spot
	for _, s := range spots {
		s.Room = 0
		if s.Support > 0 {
			sup = append(sup, s)
		}
	}
	if len(sup) < 2 {
		return
	}
	targets := discsOf(a.targets)
	inContact := func(j int) bool {
		f := disc{c: u.Models[j], r: u.Round / 2, u: u, i: j}
		for _, t := range targets {
			if discsTouch(f, t, tol) {
				return true
			}
		}
		return false
	}
	for i, p := range u.Models {
		if i == m.Index || u.HasMoved(i) {
			continue
		}
		o := &Model{Unit: u, Index: i}
		ro := o.radius()
		near := false
		for _, s := range sup {
			if s.At.Dist(p) < a.move+r+ro+tol {
				near = true
				break
			}
		}
		if !near || inContact(i) {
			continue
		}
		supported := false
		for j, q := range u.Models {
			if j != i && j != m.Index && q.Dist(p)-2*ro <= a.link+tol && inContact(j) {
				supported = true
				break
			}
		}
		if supported {
			continue
		}
		// o keeps room beside a spot where one of its spots with support
		// lies clear of it: the spots are asked in their order until
		// every spot of sup has one (or none is left)
		clearOf := make([]bool, len(sup))
		left := len(sup)
		ask := a
		ask.m, ask.support = o, true
		ask.enough = func(q *Spot) bool {
			if q.Support > 0 {
				for k, s := range sup {
					if !clearOf[k] && s.At.Dist(q.At) >= r+ro-tol {
						clearOf[k] = true
						left--
					}
				}
			}
			return left == 0
		}
		c.spots(ask)
		for k, s := range sup {
			if clearOf[k] {
				s.Room++
			}
		}
	}
}

// leastContactSpots returns the spots of every model of ms in base contact
// with a model of a.targets (c.spots with a.contact, model by model) whose
// path is within two tolerances of the least path of them all, in that
// order. The models are asked nearest first, by their straight gap to the
// nearest target model's base less two tolerances (a spot in contact is
// within the tolerance of a contact circle, and a route is never shorter
// than the straight line to its end, so no spot of a model is nearer than
// that); once that gap is more than two tolerances past the least path
// found, no later model has a spot to keep and none is asked. The rules'
// pick of the least path and their filter of the spots within a tolerance
// of it then see every spot they would have kept of contact_spots' whole
// list (bench/assault_test.go's 30 v 30: the ten models of the front rank
// are routed, not the twenty behind them).
func (c *Ctx) leastContactSpots(ms []*Model, a spotAsk) []*Spot {
	tol := c.Tol()
	targets := discsOf(a.targets)
	type near struct {
		i   int
		gap float64
	}
	order := make([]near, 0, len(ms))
	for i, m := range ms {
		if m == nil {
			continue
		}
		p0, r := m.centre(), m.radius()
		gap := math.Inf(1)
		for _, t := range targets {
			gap = min(gap, p0.Dist(t.c)-r-t.r)
		}
		order = append(order, near{i, gap - 2*tol})
	}
	slices.SortStableFunc(order, func(x, y near) int { return cmp.Compare(x.gap, y.gap) })
	per := make([][]*Spot, len(ms))
	least := math.Inf(1)
	// The least so far is known as each spot is kept: a point in contact
	// whose straight line from the model is longer than two tolerances
	// past it has no route within them (a route is never shorter than its
	// straight line; the margin covers the rounding of a route's sum), so
	// it is not routed, where it would have been routed and then left
	// out below. The least it is measured by only falls, to the least of
	// all, so no spot kept below is left out.
	a.enough = func(s *Spot) bool {
		least = min(least, s.Path)
		return false
	}
	var p0 geom.Vec
	a.beyond = func(q geom.Vec) bool {
		return dist(q, p0) > (least+2*tol)*(1+1e-9)+1e-9
	}
	for _, x := range order {
		if x.gap > least+2*tol {
			break
		}
		a.m = ms[x.i]
		p0 = a.m.centre()
		per[x.i] = c.spots(a)
		for _, s := range per[x.i] {
			least = min(least, s.Path)
		}
	}
	var out []*Spot
	for _, ss := range per {
		for _, s := range ss {
			if s.Path <= least+2*tol {
				out = append(out, s)
			}
		}
	}
	return out
}

// bridgeSpots returns the bridges (plan.go, chain.go) that link s's model
// standing at s to the models of its unit that have moved, from the
// models that have not, or nil where s is linked already or none can.
func (c *Ctx) bridgeSpots(s *Spot, a spotAsk) []*Spot {
	if s == nil {
		return nil
	}
	m, tol := s.Model, c.Tol()
	u := m.Unit
	p := &planner{c: c, ask: a, own: u, targets: discsOf(a.targets)}
	anyMoved := false
	for i, q := range u.Models {
		switch {
		case i == m.Index:
		case u.HasMoved(i):
			if s.At.Dist(q)-u.Round <= a.link+tol {
				return nil // linked already
			}
			anyMoved = true
		default:
			p.spare = append(p.spare, &Model{Unit: u, Index: i})
		}
	}
	if !anyMoved || len(p.spare) == 0 {
		return nil
	}
	return p.bridges(m, s)
}

// spotSearch adapts a search that takes its table as one spotAsk to a
// spot query's function, whose last six arguments every such query shares
// (targets, move, clear_of, clearance, link, walls).
func spotSearch[A, R any](f func(*Ctx, A, spotAsk) R) func(*Ctx, A, bodies, Length, bodies, Length, Length, bodies) (R, error) {
	return func(c *Ctx, a A, targets bodies, move Length, clearOf bodies, clearance, link Length, walls bodies) (R, error) {
		return f(c, a, spotAsk{targets: targets, move: float64(move),
			clearOf: clearOf, clearance: float64(clearance), link: float64(link), walls: walls}), nil
	}
}

// oneChain reports whether the centres ps stand in one chain, each within
// reach of the next.
func oneChain(ps []geom.Vec, reach, tol float64) bool {
	if len(ps) < 2 {
		return true
	}
	reached, stack, n := make([]bool, len(ps)), []int{0}, 1
	reached[0] = true
	for len(stack) > 0 {
		k := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for j := range ps {
			if !reached[j] && ps[k].Dist(ps[j]) <= reach+tol {
				reached[j], n = true, n+1
				stack = append(stack, j)
			}
		}
	}
	return n == len(ps)
}
