package engine

import (
	"encoding/binary"
	"math"
	"slices"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// routeMemo keeps the answers of the placement search's route questions,
// for each model and each way its unit's models near it stand, while no
// body but that unit moves (forgotten on the move of another, a rewind or
// a removal: Ctx.changed, Rewind, Forget). A Router's
// answers depend only on its start, its limit and the Keeps it holds;
// of the Keeps, only the bases of the routing model's own unit change
// while they are kept, and a base keeps the Router only within the limit
// and both radii of the start (geom.Router.Reset leaves out the rest). So
// a model asks the same questions of the same Router whenever its unit's
// models within that distance stand where they stood: contact_only asked
// again after a model elsewhere has moved, another first spot tried, a
// bridge from the same model. Each answer is the one a Router built anew
// would give: the Router's tree of shortest routes is exact (Dijkstra over
// every node the limit reaches) and does not depend on the questions
// asked before; the tree is grown only for a question not yet answered,
// once: it is kept with the answers (a copy of its nodes, geom.Tree), and
// the Router reset for a later question of the same key takes it rather
// than growing it again (at 30 v 30, 848 of 1,871 trees were grown again
// for a key that had grown one before).
type routeMemo map[*world.Body]map[string]*routeAnswers

// routeAnswers holds the answers for one model, one limit and one way its
// unit's models near it stand, and what builds the Router for a question
// not yet answered: c's Router 0, reset for this model's start, round the
// model's keeps near enough for the limit (valid for one call of
// routesFor, no longer: Router 0 and the Keeps are the run's, reused by
// the next caller). The keeps are gathered only when a question is not
// answered yet: a model asking again what it asked before, in the same
// world near it, needs none.
type routeAnswers struct {
	c         *Ctx
	m         *Model
	from      geom.Vec
	clearOf   bodies
	clearance float64
	walls     bodies
	limit     float64
	r         *geom.Router
	// tree is the Router's tree of shortest routes as far as grown (grown:
	// begun), given to the Router reset for a later question rather than
	// grown again: the same start, Keeps, limit and tolerance grow the
	// same, and the Router grows it on from there as far as it needs.
	// keeps are the Keeps it holds, kept with it: the Router is reset
	// round them rather than round the Keeps gathered again.
	tree     geom.Tree
	treeN    int  // how many nodes tree holds
	treeDone bool // whether tree is whole
	keeps    []geom.Keep
	grown    bool
	routes   map[geom.Vec]routeAnswer
	circle   map[string]routeAnswer
	free     map[geom.Circle][][2]float64
	keyBuf   []byte
}

// routeAnswer is one route question's answer.
type routeAnswer struct {
	l     float64
	route []geom.Vec
	ok    bool
}

// router returns the Router the answers come from, reset on first use.
func (ra *routeAnswers) router() *geom.Router {
	if ra.r == nil {
		c := ra.c
		if ra.grown {
			// the Keeps a Router reset round the gathered ones held: it
			// holds them all again, in their order
			ra.r = c.router(0, ra.from, ra.keeps, ra.limit, false)
			ra.r.SetTree(ra.tree)
			return ra.r
		}
		ra.r = c.router(0, ra.from, c.nearKeeps(ra.m, ra.clearOf, ra.clearance, ra.walls, ra.from, ra.limit), ra.limit, false)
	}
	return ra.r
}

// keepTree keeps the Router's tree as far as it has grown, and the Keeps
// it holds, once it has begun one, and again whenever a question grew it
// further (a Router grows its tree only as far as each question needs).
func (ra *routeAnswers) keepTree() {
	r := ra.r
	if !r.Grown() {
		return
	}
	if n, done := r.TreeSize(); ra.grown && n == ra.treeN && done == ra.treeDone {
		return
	}
	r.CopyTree(&ra.tree)
	ra.treeN, ra.treeDone = r.TreeSize()
	if !ra.grown {
		ra.grown = true
		ra.keeps = slices.Clone(r.Keeps())
	}
}

// Route is geom.Router.Route. A point farther than the limit (and the
// tolerance) is answered as the Router answers it first, with no
// Router: a bridge's candidates are often out of a model's move.
func (ra *routeAnswers) Route(to geom.Vec) (float64, []geom.Vec, bool) {
	if dist(ra.from, to) > ra.limit+ra.c.Tol() {
		return 0, nil, false
	}
	if a, ok := ra.routes[to]; ok {
		return a.l, a.route, a.ok
	}
	l, route, ok := ra.router().Route(to)
	ra.keepTree()
	ra.routes[to] = routeAnswer{l, route, ok}
	return l, route, ok
}

// RouteToCircle is geom.Router.RouteToCircle.
func (ra *routeAnswers) RouteToCircle(cc geom.Circle, free [][2]float64) (float64, []geom.Vec, bool) {
	b := ra.keyBuf[:0]
	b = binary.LittleEndian.AppendUint64(b, math.Float64bits(cc.C.X))
	b = binary.LittleEndian.AppendUint64(b, math.Float64bits(cc.C.Y))
	b = binary.LittleEndian.AppendUint64(b, math.Float64bits(cc.R))
	for _, f := range free {
		b = binary.LittleEndian.AppendUint64(b, math.Float64bits(f[0]))
		b = binary.LittleEndian.AppendUint64(b, math.Float64bits(f[1]))
	}
	ra.keyBuf = b
	if a, ok := ra.circle[string(b)]; ok {
		return a.l, a.route, a.ok
	}
	l, route, ok := ra.router().RouteToCircle(cc, free)
	ra.keepTree()
	ra.circle[string(b)] = routeAnswer{l, route, ok}
	return l, route, ok
}

// FreeArcs is geom.Router.FreeArcs.
func (ra *routeAnswers) FreeArcs(cc geom.Circle) [][2]float64 {
	if a, ok := ra.free[cc]; ok {
		return a
	}
	a := ra.router().FreeArcsKept(cc, &ra.c.arcs)
	ra.free[cc] = a
	return a
}

// Straight is geom.Router.Straight (not memoised: it builds no tree).
func (ra *routeAnswers) Straight(to geom.Vec) bool { return ra.router().Straight(to) }

// routeAsker asks routes of a Router: geom.Router itself, or the memo's
// answers of one.
type routeAsker interface {
	Route(to geom.Vec) (float64, []geom.Vec, bool)
	RouteToCircle(cc geom.Circle, free [][2]float64) (float64, []geom.Vec, bool)
	FreeArcs(cc geom.Circle) [][2]float64
	Straight(to geom.Vec) bool
}

// routerKey returns the key of model m's route answers from where it
// stands with the given limit: its index, the limit, then the index and
// centre of each model of its unit within the limit, both radii and 8
// tolerances of it (m's own included), where a base of the unit keeps
// the route by the sum of the radii (the unit is not one the route keeps
// a clearance from; where it is, by the clearance as well).
func routerKey(buf []byte, m *Model, limit, clearance, tol float64) []byte {
	u, p0 := m.Unit, m.centre()
	near := limit + 2*m.radius() + clearance + 8*tol
	buf = binary.LittleEndian.AppendUint32(buf[:0], uint32(m.Index))
	buf = binary.LittleEndian.AppendUint64(buf, math.Float64bits(limit))
	for i, q := range u.Models {
		if geom.Apart(q, p0, near) || q.Dist(p0) > near {
			continue
		}
		buf = binary.LittleEndian.AppendUint32(buf, uint32(i))
		buf = binary.LittleEndian.AppendUint64(buf, math.Float64bits(q.X))
		buf = binary.LittleEndian.AppendUint64(buf, math.Float64bits(q.Y))
	}
	return buf
}

// routesFor returns the route answers of model m from where it stands,
// round modelKeeps(m, clearOf, clearance, walls) near enough for the
// limit: for this caller's questions, in the world as it stands, until it
// next asks the engine for routes, when Router 0 and the Keeps may be
// another's. The key holds what the Keeps are made of besides the unit's
// bases: the bodies kept clear of, the clearance and the walls.
func (c *Ctx) routesFor(m *Model, limit float64, clearOf bodies, clearance float64, walls bodies) *routeAnswers {
	own := 0.0 // what the unit's bases are kept by beyond the radii
	if slices.Contains(clearOf, m.Unit) {
		own = clearance
	}
	c.keyBuf = routerKey(c.keyBuf, m, limit, own, c.Tol())
	c.keyBuf = binary.LittleEndian.AppendUint64(c.keyBuf, math.Float64bits(clearance))
	for _, list := range []bodies{clearOf, walls} {
		c.keyBuf = binary.LittleEndian.AppendUint32(c.keyBuf, math.MaxUint32)
		for _, b := range list {
			c.keyBuf = binary.LittleEndian.AppendUint32(c.keyBuf, uint32(slices.Index(c.W.Bodies, b)))
		}
	}
	u := m.Unit
	byKey := c.routes[u]
	ra, ok := byKey[string(c.keyBuf)]
	if !ok {
		ra = &routeAnswers{c: c, routes: map[geom.Vec]routeAnswer{}, circle: map[string]routeAnswer{}, free: map[geom.Circle][][2]float64{}}
		if c.routes == nil {
			c.routes = routeMemo{}
		}
		if byKey == nil {
			byKey = map[string]*routeAnswers{}
			c.routes[u] = byKey
		}
		byKey[string(c.keyBuf)] = ra
	}
	ra.m, ra.from, ra.clearOf, ra.clearance, ra.walls = m, m.centre(), clearOf, clearance, walls
	ra.limit, ra.r = limit, nil
	return ra
}
