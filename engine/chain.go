package engine

import (
	"cmp"
	"fmt"
	"math"
	"slices"

	"github.com/rulec-dev/rulec/geom"
)

// Chains of bridging models.
//
// A model that reaches a fresh target model only out of link of the
// models that have moved may still go there when models that reach no
// contact (spare) move first and stand in a chain between: the first
// within link of a moved model, each next within link of the one before,
// the last within link of the model at its spot. How many are needed, and
// which spare model stands where in the chain, is a search: taking each
// link for itself (the spare model nearest the moved model first) can
// spend the one model that alone reaches the middle of the gap.
//
// Where the k-th model of a chain may stand, with every model before it
// within its move of where it stands (straight) and within link of the
// one before, is a convex region bounded by arcs (geom.RoundRegion): the
// disc of its move cut by the region of the model before it grown by the
// link. A chain of k models reaches the spot when the spot lies within
// link of the last region, so the fewest models that do, and the
// orders of them that can, are found exactly; the points are then taken
// back from the spot, each the point of its region nearest where the
// model stands that keeps clear of the bases round it, and kept when a
// route of at most the move reaches each (the straight reach is a bound:
// a base or a wall in the way may make the route longer). The search is
// bounded (chainBudget regions, chainRoutes routed chains); where the
// bound ends it with no chain found, the trace says so.

// chainBudget is the number of regions bridgeChain may build before it
// gives up: the chains tried grow as the spare models' orders do.
const chainBudget = 600

// chainRoutes is the number of chains bridgeChain may route: where the
// straight reach says a chain stands and the routes say it does not (the
// rear ranks of a large unit, behind its front), more chains found the
// same way seldom do better.
const chainRoutes = 6

// chainLink is one model of a chain being built: where it may stand.
type chainLink struct {
	b      *Model
	region geom.RoundRegion
}

// chainSearch holds one search of bridgeChain.
type chainSearch struct {
	p       *planner
	m       *Model
	s       *Spot
	free    []*Model
	used    []bool
	links   []chainLink
	reach   float64 // the link between two bases of the unit, centre to centre
	budget  int
	routes  int    // the chains routed: each costs a route search per model
	ends    []bool // free[j] reaches, by a route, within link of the spot
	best    []*Spot
	bestLen float64
	walls   map[*Model][]geom.Keep // keeps' answers
}

// bridgeChain returns the spots, in the order to move, of the fewest
// spare models of m's unit (two or more) standing in a chain from a moved
// model to m standing at s, each within link of the next (the least
// movement among the chains of that many found), or nil.
func (p *planner) bridgeChain(m *Model, s *Spot) []*Spot {
	var free []*Model
	for _, b := range p.spare {
		if !b.Unit.HasMoved(b.Index) {
			free = append(free, b)
		}
	}
	if len(free) < 2 {
		return nil
	}
	u, r, tol := m.Unit, m.radius(), p.c.Tol()
	cs := &chainSearch{p: p, m: m, s: s, free: free, used: make([]bool, len(free)),
		reach: 2*r + p.ask.link, budget: chainBudget, bestLen: math.Inf(1)}
	// The fewest models the gap can take: each link spans reach.
	gap := math.Inf(1)
	for i, q := range u.Models {
		if i != m.Index && u.HasMoved(i) {
			gap = min(gap, q.Dist(s.At))
		}
	}
	least := 2
	for float64(least+1)*cs.reach+tol < gap {
		least++
	}
	// The last model of a chain must reach within link of the spot, and
	// the first within link of a moved model, by routes (as cheap a
	// refusal as there is where no chain stands).
	cs.ends = make([]bool, len(free))
	for j, b := range free {
		cs.ends[j] = cs.reaches(b, geom.Circle{C: s.At, R: cs.reach})
	}
	if !slices.Contains(cs.ends, true) {
		return nil
	}
	for k := least; k <= len(free) && cs.budget > 0; k++ {
		var roots []chainStep
		for i, q := range u.Models {
			if i == m.Index || !u.HasMoved(i) || q.Dist(s.At) > float64(k+1)*cs.reach+tol {
				continue
			}
			toQ := geom.Circle{C: q, R: cs.reach}
			for _, st := range cs.steps(nil, geom.DiscRegion(toQ), 0, k) {
				if cs.reaches(cs.free[st.j], toQ) {
					roots = append(roots, st)
				}
			}
		}
		cs.try(roots, k)
		if cs.best != nil {
			if cs.budget <= 0 {
				p.c.Note("search", fmt.Sprintf("most_contacts: the search for bridges to %s was cut after %d regions and %d routed chains: the chain of %d found may not be the one of least movement",
					m, chainBudget-max(cs.budget, 0), cs.routes, k))
			}
			return cs.best
		}
	}
	if cs.budget <= 0 {
		p.c.Note("search", fmt.Sprintf("most_contacts: the search for bridges to %s was cut after %d regions and %d routed chains, none found",
			m, chainBudget-max(cs.budget, 0), cs.routes))
	}
	return nil
}

// chainStep is a model that may stand next in the chain: its region, and
// the least the chain's models move with it (each at least as far as its
// region lies from where it stands).
type chainStep struct {
	j      int
	region geom.RoundRegion
	lb     float64
}

// steps appends to out the unused models that may stand next in a chain
// of k after the models of cs.links, where reach is the region within
// link of the one before and lb what those move at least: the region of
// each within its move, when the spot lies within link of the models
// still to come.
func (cs *chainSearch) steps(out []chainStep, reach geom.RoundRegion, lb float64, k int) []chainStep {
	tol, move := cs.p.c.Tol(), cs.p.ask.move
	left := float64(k-len(cs.links)) * cs.reach // the spot within link of the last
	for j, b := range cs.free {
		p0 := b.centre()
		if cs.used[j] || p0.Dist(cs.s.At) > move+left+tol || len(cs.links) == k-1 && !cs.ends[j] {
			continue
		}
		cs.budget--
		g := reach.Clip(geom.Circle{C: p0, R: move})
		if g.Empty() {
			continue
		}
		if q, _ := g.Nearest(cs.s.At); q.Dist(cs.s.At) > left+tol {
			continue
		}
		q, _ := g.Nearest(p0)
		out = append(out, chainStep{j: j, region: g, lb: lb + q.Dist(p0)})
	}
	return out
}

// try searches the chains of k models that go on from each of next,
// least movement first, while the budget lasts and they could move less
// than the best found.
func (cs *chainSearch) try(next []chainStep, k int) {
	slices.SortStableFunc(next, func(x, y chainStep) int { return cmp.Compare(x.lb, y.lb) })
	for _, st := range next {
		if cs.budget < 0 || st.lb >= cs.bestLen {
			return
		}
		cs.used[st.j] = true
		cs.links = append(cs.links, chainLink{b: cs.free[st.j], region: st.region})
		if len(cs.links) == k {
			cs.place()
		} else {
			cs.try(cs.steps(nil, st.region.Grow(cs.reach), st.lb, k), k)
		}
		cs.used[st.j] = false
		cs.links = cs.links[:len(cs.links)-1]
	}
}

// place takes the chain's points back from the spot, each the point of
// its region within link of the next nearest where its model stands that
// keeps clear of the bases round it, and keeps the chain when routes of
// at most the move reach them all and it moves less than the best found.
func (cs *chainSearch) place() {
	at := cs.points()
	if at == nil {
		return
	}
	least := 0.0
	for i, l := range cs.links {
		least += l.b.centre().Dist(at[i])
	}
	if least >= cs.bestLen {
		return
	}
	if cs.routes++; cs.routes >= chainRoutes {
		cs.budget = -1 // the last chain routed
	}
	if chain := cs.route(at); chain != nil {
		total := 0.0
		for _, s := range chain {
			total += s.Path
		}
		if total < cs.bestLen {
			cs.best, cs.bestLen = chain, total
		}
	}
}

// points returns the chain's points taken back from the spot, each the
// point of its region within link of the next nearest where its model
// stands (clearPoint), or nil. Where a link finds no point within link
// of the next one's (the next taken nearest its own model, and a wall or
// a zone taking the room between), that link's point is taken first,
// within reach of the spot through the links still to come, and the
// links after it are taken forward from it, each within link of the one
// before (tests/assault/ordinary7/chain_of_three_round_a_rock).
func (cs *chainSearch) points() []geom.Vec {
	n := len(cs.links)
	at := make([]geom.Vec, n)
	i := cs.takeBack(at, n-1, cs.s.At)
	if i < 0 {
		return at
	}
	if i == n-1 {
		return nil
	}
	left := func(j int) geom.Circle { return geom.Circle{C: cs.s.At, R: float64(n-j) * cs.reach} }
	g := cs.links[i].region.Clip(left(i))
	if g.Empty() {
		return nil
	}
	q, ok := cs.clearPoint(g, cs.links[i].b, nil)
	if !ok {
		return nil
	}
	at[i] = q
	for j := i + 1; j < n; j++ {
		g := cs.links[j].region.Clip(geom.Circle{C: at[j-1], R: cs.reach}).Clip(left(j))
		if g.Empty() {
			return nil
		}
		q, ok := cs.clearPoint(g, cs.links[j].b, at[i:j])
		if !ok {
			return nil
		}
		at[j] = q
	}
	if cs.takeBack(at, i-1, at[i]) >= 0 {
		return nil
	}
	return at
}

// takeBack takes the points of links from down to 0 back from next into
// at (the points after from already there), and returns -1, or the link
// that found none.
func (cs *chainSearch) takeBack(at []geom.Vec, from int, next geom.Vec) int {
	for i := from; i >= 0; i-- {
		l := cs.links[i]
		g := l.region.Clip(geom.Circle{C: next, R: cs.reach})
		if g.Empty() { // a chain drawn taut: the regions touch at a point
			if q, _ := l.region.Nearest(next); q.Dist(next) <= cs.reach+cs.p.c.Tol() {
				g = geom.DiscRegion(geom.Circle{C: q})
			}
		}
		q, ok := cs.clearPoint(g, l.b, at[i+1:])
		if !ok {
			return i
		}
		at[i], next = q, q
	}
	return -1
}

// clearPoint returns the point of g nearest where b stands at which b's
// base overlaps no base: not the model at the spot, not the chain's
// points after it (later), not a model of the unit that stays or has
// moved, not a target model. Where that point is one b may not stand on
// either (inside a wall, within the clearance of a unit kept clear of),
// the point of g that b reaches by the shortest route among those where
// g's boundary meets what b keeps clear of, or g's corners
// (tests/assault/ordinary7/chain_point_in_a_rock): the region is convex,
// so a point of it clear of a wall lies on the wall's rim or toward one
// of the region's own rims.
func (cs *chainSearch) clearPoint(g geom.RoundRegion, b *Model, later []geom.Vec) (geom.Vec, bool) {
	p, tol := cs.p, cs.p.c.Tol()
	r, u := b.radius(), b.Unit
	var keep []geom.Circle
	keep = append(keep, geom.Circle{C: cs.s.At, R: 2 * r})
	for _, q := range later {
		keep = append(keep, geom.Circle{C: q, R: 2 * r})
	}
	for i, q := range u.Models {
		if i == b.Index || i == cs.m.Index || cs.inChain(i) {
			continue
		}
		keep = append(keep, geom.Circle{C: q, R: 2 * r})
	}
	for _, t := range p.targets {
		keep = append(keep, geom.Circle{C: t.c, R: r + t.r})
	}
	p0 := b.centre()
	q0, ok := g.Nearest(p0)
	if !ok {
		return p0, false
	}
	cands := []geom.Vec{q0}
	for _, k := range keep {
		if k.C.Dist(q0) < k.R {
			if x := geom.NearestOnCircle(k, p0); g.Contains(x, tol) {
				cands = append(cands, x)
			}
			cands = append(cands, g.Crossings(k)...)
		}
	}
	slices.SortStableFunc(cands, func(x, y geom.Vec) int { return cmp.Compare(x.Dist(p0), y.Dist(p0)) })
	free := func(x geom.Vec) bool {
		return !slices.ContainsFunc(keep, func(k geom.Circle) bool { return x.Dist(k.C) < k.R-tol })
	}
	walls := cs.keeps(b)
	for _, x := range cands {
		if free(x) {
			if keepsClear(x, walls, tol) {
				return x, true
			}
			break
		}
	}
	return cs.roundKeeps(g, b, cands, keep, walls, free)
}

// roundKeeps returns, for clearPoint, the point of g clear of keep and
// walls that b reaches by the shortest route of at most its move, among
// g's corners and the points where g's boundary meets the rims of the
// bases and walls the points found so far (cands) break, or false.
func (cs *chainSearch) roundKeeps(g geom.RoundRegion, b *Model, cands []geom.Vec, keep []geom.Circle, walls []geom.Keep, free func(geom.Vec) bool) (geom.Vec, bool) {
	tol, p0 := cs.p.c.Tol(), b.centre()
	cands = append(cands, g.Vertices()...)
	seen := make([]bool, len(walls))
	seenBase := make([]bool, len(keep))
	for round := 0; round < 3; round++ {
		n := len(cands)
		for _, x := range cands[:n] {
			for i, k := range keep {
				if !seenBase[i] && x.Dist(k.C) < k.R-tol {
					seenBase[i] = true
					cands = appendRim(cands, g, geom.Keep{Shape: geom.CircleShape(geom.Circle{C: k.C}), Dist: k.R}, p0, tol)
				}
			}
			for i, k := range walls {
				if !seen[i] && !keepClear(x, k, tol) {
					seen[i] = true
					cands = appendRim(cands, g, k, p0, tol)
				}
			}
		}
		if len(cands) == n {
			break
		}
	}
	slices.SortStableFunc(cands, func(x, y geom.Vec) int { return cmp.Compare(x.Dist(p0), y.Dist(p0)) })
	a := cs.p.ask
	router := cs.p.c.routesFor(b, a.move, a.clearOf, a.clearance, a.walls)
	tries := 0
	for _, x := range cands {
		if !free(x) || !keepsClear(x, walls, tol) {
			continue
		}
		if _, _, ok := router.Route(x); ok {
			return x, true
		}
		if tries++; tries == chainTries {
			cs.p.c.Note("search", fmt.Sprintf("most_contacts: a chain point for %s was looked for at %d points clear of walls and bases, none reached", b, chainTries))
			break
		}
	}
	return p0, false
}

// chainTries is the number of points clear of walls and bases that
// roundKeeps routes to before it gives a chain point up.
const chainTries = 12

// keeps returns what b keeps clear of besides the bases of its own unit
// (walls, the board edge, other units' bases and the clearance of those
// kept clear of), made once a search.
func (cs *chainSearch) keeps(b *Model) []geom.Keep {
	if k, ok := cs.walls[b]; ok {
		return k
	}
	a := cs.p.ask
	k := cs.p.c.appendKeeps(nil, b, a.clearOf, a.clearance, a.walls, true)
	if cs.walls == nil {
		cs.walls = map[*Model][]geom.Keep{}
	}
	cs.walls[b] = k
	return k
}

// keepClear reports whether a centre at x keeps k.
func keepClear(x geom.Vec, k geom.Keep, tol float64) bool {
	return geom.Distance(geom.CircleShape(geom.Circle{C: x}), k.Shape) >= k.Dist-tol
}

// keepsClear reports whether a centre at x keeps every Keep of keeps.
func keepsClear(x geom.Vec, keeps []geom.Keep, tol float64) bool {
	for _, k := range keeps {
		if !keepClear(x, k, tol) {
			return false
		}
	}
	return true
}

// appendRim appends to pts the points of g on the rim of what k keeps a
// centre from (a circle, or the straight edges and round corners about a
// polygon): where g's boundary crosses the rim, and the points of the rim
// nearest p0 that lie in g.
func appendRim(pts []geom.Vec, g geom.RoundRegion, k geom.Keep, p0 geom.Vec, tol float64) []geom.Vec {
	circle := func(c geom.Circle) {
		pts = append(pts, g.Crossings(c)...)
		if x := geom.NearestOnCircle(c, p0); g.Contains(x, tol) {
			pts = append(pts, x)
		}
	}
	k.Rim(circle, func(sg geom.Seg) {
		pts = append(pts, g.SegCrossings(sg)...)
		t := max(0, min(1, p0.Sub(sg.A).Dot(sg.B.Sub(sg.A))/sg.B.Sub(sg.A).Dot(sg.B.Sub(sg.A))))
		if x := sg.A.Add(sg.B.Sub(sg.A).Scale(t)); g.Contains(x, tol) {
			pts = append(pts, x)
		}
	})
	return pts
}

// reaches reports whether b can reach within circle c by a route of at
// most the move: a route into the disc crosses its rim first (and a base
// inside it needs none).
func (cs *chainSearch) reaches(b *Model, c geom.Circle) bool {
	a, tol := cs.p.ask, cs.p.c.Tol()
	d := b.centre().Dist(c.C)
	switch {
	case d <= c.R+tol:
		return true
	case d-c.R > a.move+tol:
		return false
	}
	ra := cs.p.c.routesFor(b, a.move, a.clearOf, a.clearance, a.walls)
	_, _, ok := ra.RouteToCircle(c, ra.FreeArcs(c))
	return ok
}

// inChain reports whether model i of the unit is one of the chain's.
func (cs *chainSearch) inChain(i int) bool {
	return slices.ContainsFunc(cs.links, func(l chainLink) bool { return l.b.Index == i })
}

// route returns the chain's spots, each the end of a route of at most the
// move found with the models before it standing at their points, or nil
// where one has none.
func (cs *chainSearch) route(at []geom.Vec) []*Spot {
	c, a := cs.p.c, cs.p.ask
	var out []*Spot
	var undos []func()
	defer func() {
		for i := len(undos) - 1; i >= 0; i-- {
			undos[i]()
		}
	}()
	for i, l := range cs.links {
		length, route, ok := c.routesFor(l.b, a.move, a.clearOf, a.clearance, a.walls).Route(at[i])
		if !ok {
			return nil
		}
		s := &Spot{Model: l.b, At: at[i], Route: route, Path: length, Gap: math.Inf(1), Links: 1}
		s.Terrain, s.Enters = c.routeTerrain(route, l.b.radius(), a.walls)
		out = append(out, s)
		undos = append(undos, cs.p.place(l.b, s))
	}
	return out
}
