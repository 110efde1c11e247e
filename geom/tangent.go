package geom

import (
	"math"
	"slices"
)

// Exact shortest routes: the tangent visibility graph.
//
// A round base keeping its distance from round bases, polygons and the
// board edge is a point keeping out of grown obstacles: discs grown by the
// keep, polygons grown into rounded polygons (an arc of the keep's radius
// about each corner, straight sides between), the board shrunk by the
// base's radius. A shortest route among such obstacles is taut: it runs
// straight except where it wraps an arc of a grown obstacle, and it meets
// and leaves each arc along a tangent. (The straight sides of a grown
// polygon are the common tangents of its corner arcs, and a reflex corner
// or the board edge never bends a taut route.) So the only places a route
// turns are circles, which we call rims: a grown base, or a corner of a
// polygon with the keep as radius.
//
// The search is A* over "arrive on rim j going round it one way (o = +1
// anticlockwise, -1 clockwise), along the tangent from rim i left going
// round it one way": for each pair of rims and senses there is exactly one
// such tangent, so a node is named by (i, oi, j, oj) and its point is
// fixed. From a node the route may wrap its rim in its sense to any
// tangent leaving for another rim or for the goal; the arc and the
// tangent leg are checked against every Keep, exactly, only when the
// search would take them. Lengths are exact (arcs as arcs); the route's
// points carry each arc as a chain of points no farther from it than a
// sixteenth of the tolerance, for drawing and for checking what it
// crosses.
//
// A route to a circle (base contact with a model) ends where it first
// meets the circle's free part: either straight at the centre, where that
// line meets the circle (the nearest point from the last bend), or at an
// end of a free arc, or where it arrives tangent to the circle when the
// circle is itself a rim.

// rim is a circle a route may wrap: centre, radius.
type rim struct {
	c Vec
	r float64
}

// rhop is a heap entry: arrive at point arr (on rim j, sense o; j < 0 for
// the goal) having left the settled node par at dep, g travelled so far.
type rhop struct {
	f, g float64
	// aa is the angle of arr about rim j's centre, set when the node is
	// settled: every arc leaving it starts there.
	aa       float64
	id       int32
	par      int32 // index into Router.settled, -1 for the start
	j        int32
	o        int8
	arr, dep Vec
}

// Router answers many route questions from one start: the Keeps the start
// breaks are left out once, and the rims round the rest are found once,
// on the first route that is not straight.
type Router struct {
	from  Vec
	keeps []Keep
	// round and others split keeps for the point and leg tests (see
	// clearAt and legClear)
	round    []roundKeep
	others   []int32
	otherBox [][2]Vec // the box of each of others (Shape.Bounds)
	// byX orders round by the x of the centres, maxIn their largest in,
	// once xKnown (nearRim)
	byX        []int32
	maxIn      float64
	xKnown     bool
	block      int       // the round Keep that stopped the last leg (legClear)
	hk         []float64 // each rim's hRim, for the search of one goal (astar)
	allHops    bool      // every hop worked out, as before hRim and goalHops' arc test (tests)
	wholeTree  bool      // grow the whole tree before any answer, as before lazySearch (tests)
	limit, tol float64
	rims       []rim
	rimNear    []nearKeeps // the Keeps that reach each rim
	nearBuf    []rim       // the array of rimNear's circles
	rimKnown   []bool
	built      bool
	single     bool     // search each goal alone (A*) instead of one tree for all
	done       []uint32 // a node is settled when its stamp is gen
	gen        uint32
	heap       []rhop
	settled    []rhop
	// theap is the tree's heap between questions: the tree is grown
	// only as far as a question needs (search), and the next question
	// goes on from where it stopped. treeOn: the start is on it (or
	// settled); treeDone: the heap is spent, every node settled.
	theap            []rhop
	treeOn, treeDone bool
	// the goal of the current search: points, and a circle's free arcs
	pts    []Vec
	circle *Circle
	arcs   [][2]float64
	// ring is the fence round the start, once looked for (enclosed.go)
	ring fence
}

// NewRouter returns a Router for routes from from of at most limit that
// keep keeps (within tol).
func NewRouter(from Vec, keeps []Keep, limit, tol float64) *Router {
	return new(Router).Reset(from, keeps, limit, tol, false)
}

// Tree is a Router's tree of shortest routes as far as it has grown (the
// nodes it settled, in their order, and its heap of nodes still to
// settle; done when the heap is spent), kept to be given back to a Router
// reset alike (SetTree).
type Tree struct {
	nodes, heap []rhop
	done        bool
}

// Tree returns r's tree of shortest routes, grown first if it is not
// yet, and false for a Router that searches each goal alone (it grows
// none). The tree is a copy of r's.
func (r *Router) Tree() (Tree, bool) {
	if r.single {
		return Tree{}, false
	}
	r.tree()
	var t Tree
	r.CopyTree(&t)
	return t, true
}

// CopyTree copies r's tree into t as far as it has grown (not growing
// it), into t's own arrays.
func (r *Router) CopyTree(t *Tree) {
	t.nodes = append(t.nodes[:0], r.settled...)
	t.heap = append(t.heap[:0], r.theap...)
	t.done = r.treeDone
}

// Grown reports whether r has begun its tree of shortest routes (it does
// on the first question that is not answered straight).
func (r *Router) Grown() bool { return r.treeOn && !r.single }

// TreeSize returns how many nodes r's tree has settled and whether it is
// whole: a tree kept (CopyTree) with as many nodes and the same flag is
// r's as it stands.
func (r *Router) TreeSize() (int, bool) { return len(r.settled), r.treeDone }

// SetTree gives r the tree t, which another Router grew (as far as it
// did) after a Reset with the same start, Keeps (in the same order),
// limit and tolerance, not single, as r's last Reset: every node it
// settled is the node r's own tree would settle, in the same order, with
// the same route to it, and its heap the one r's would hold there
// (Dijkstra settles the same nodes in the same order from the same graph),
// so r answers every question as that Router would, and grows the tree
// on from there as it would have, without growing again what it holds.
func (r *Router) SetTree(t Tree) {
	r.build()
	r.settled = append(r.settled[:0], t.nodes...)
	r.theap = append(r.theap[:0], t.heap...)
	r.treeOn, r.treeDone = len(t.nodes) > 0 || len(t.heap) > 0, t.done
	for i := range r.settled {
		r.done[r.settled[i].id] = r.gen
	}
}

// Keeps returns the Keeps r holds: those of its keeps a route within its
// limit can come near, in their order. The list is r's: a caller reads
// it, or gives it to another Router's Reset, before r is reset.
func (r *Router) Keeps() []Keep { return r.keeps }

// Reset makes r a Router for routes from from of at most limit that keep
// keeps (within tol), searching each goal alone when single (see
// NewGoalRouter), keeping the memory r has grown. It returns r.
func (r *Router) Reset(from Vec, keeps []Keep, limit, tol float64, single bool) *Router {
	r.from, r.limit, r.tol, r.single = from, limit, tol, single
	r.keeps, r.rims, r.built, r.ring, r.xKnown = r.keeps[:0], r.rims[:0], false, fence{}, false
	r.round, r.others, r.otherBox, r.block = r.round[:0], r.others[:0], r.otherBox[:0], 0
	r.heap, r.settled, r.pts, r.circle, r.arcs = r.heap[:0], r.settled[:0], r.pts[:0], nil, nil
	r.theap, r.treeOn, r.treeDone = r.theap[:0], false, false
	for i := range keeps {
		k := &keeps[i]
		if d := pointDist(from, k.Shape); d >= k.Dist-tol && d <= limit+k.Dist+tol {
			if k.Shape.Kind == KCircle {
				c := k.Shape.Circle
				r.round = append(r.round, roundKeep{c: c.C, r: c.R, keep: k.Dist - tol, in: c.R + k.Dist - tol, reach: (c.R + k.Dist + math.Abs(tol)) * (1 + 1e-6)})
			} else {
				lo, hi := k.Shape.Bounds()
				r.others = append(r.others, int32(len(r.keeps)))
				r.otherBox = append(r.otherBox, [2]Vec{lo, hi})
			}
			r.keeps = append(r.keeps, *k)
		}
	}
	return r
}

// roundKeep is a round Keep as the point and leg tests read it: the
// circle, what a leg keeps from its edge (Dist less the tolerance), the
// circle a point keeps out of (its radius grown by that), and how far
// the box test of legClear looks.
type roundKeep struct {
	c                  Vec
	r, keep, in, reach float64
}

// blocks reports whether the leg ab (its box lo, hi and slackOf it) comes
// nearer k than it keeps.
func (k *roundKeep) blocks(a, b, lo, hi Vec, slack float64) bool {
	if m := k.reach + slack; k.c.X-hi.X > m || lo.X-k.c.X > m || k.c.Y-hi.Y > m || lo.Y-k.c.Y > m {
		return false
	}
	q := closestOnSeg(k.c, a, b)
	return max(0, dist(q, k.c)-k.r) < k.keep
}

// clearAt is pointClear(p, r.keeps, r.tol), the round Keeps first.
func (r *Router) clearAt(p Vec) bool {
	for i := range r.round {
		k := &r.round[i]
		if dx, dy := p.X-k.c.X, p.Y-k.c.Y; k.in > 0 && dx*dx+dy*dy < k.in*k.in {
			return false
		}
	}
	for _, i := range r.others {
		if !pointClear(p, r.keeps[i:i+1], r.tol) {
			return false
		}
	}
	return true
}

// legClear is legClear(a, b, r.keeps, r.tol), the round Keeps first.
//
// The round Keep that stopped the last leg is tried first: the legs a
// tree tries one after another mostly leave the same bases, so the one in
// the way of one is often in the way of the next. The answer is the same
// in any order.
func (r *Router) legClear(a, b Vec) bool {
	lo, hi := Vec{min(a.X, b.X), min(a.Y, b.Y)}, Vec{max(a.X, b.X), max(a.Y, b.Y)}
	slack := slackOf(lo, hi)
	h := r.block
	if h < len(r.round) && r.round[h].blocks(a, b, lo, hi, slack) {
		return false
	}
	for i := range r.round {
		k := &r.round[i]
		if m := k.reach + slack; k.c.X-hi.X > m || lo.X-k.c.X > m || k.c.Y-hi.Y > m || lo.Y-k.c.Y > m || i == h {
			continue
		}
		q := closestOnSeg(k.c, a, b)
		if max(0, dist(q, k.c)-k.r) < k.keep {
			r.block = i
			return false
		}
	}
	for _, i := range r.others {
		if !legClear(a, b, r.keeps[i:i+1], r.tol) {
			return false
		}
	}
	return true
}

// next starts a new search: no node is settled.
func (r *Router) next() {
	r.gen++
	if r.gen == 0 {
		clear(r.done)
		r.gen = 1
	}
}

// NewGoalRouter returns a Router like NewRouter's for a goal asked once:
// each search is A* towards its goal alone, so a long limit costs only
// the nodes on the way.
func NewGoalRouter(from Vec, keeps []Keep, limit, tol float64) *Router {
	return new(Router).Reset(from, keeps, limit, tol, true)
}

// Straight reports whether the straight move to to is a route.
func (r *Router) Straight(to Vec) bool {
	return dist(r.from, to) <= r.limit+r.tol && r.clearAt(to) && r.legClear(r.from, to)
}

// Route returns the length and points (from and to included, arcs as
// chains of points) of the shortest route from the Router's start to to,
// and false when there is none within the limit.
func (r *Router) Route(to Vec) (float64, []Vec, bool) {
	if dist(r.from, to) > r.limit+r.tol || !r.clearAt(to) {
		return 0, nil, false
	}
	if r.legClear(r.from, to) {
		return dist(r.from, to), []Vec{r.from, to}, true
	}
	r.pts, r.circle, r.arcs = append(r.pts[:0], to), nil, nil
	return r.search()
}

// RouteToCircle returns the shortest route from the Router's start to a
// point of circle c within the arcs free (each [from, to] anticlockwise,
// in radians, as FreeArcs gives them), and false when there is none
// within the limit. The route ends where it first meets the free part.
func (r *Router) RouteToCircle(c Circle, free [][2]float64) (float64, []Vec, bool) {
	if len(free) == 0 || dist(r.from, c.C)-c.R > r.limit+r.tol || arcsBeyond(c, free, r.from, r.limit+r.tol) {
		return 0, nil, false
	}
	if d := dist(r.from, c.C); d > 0 {
		x := c.C.Add(r.from.Sub(c.C).Scale(c.R / d))
		if d <= c.R || inArcs(angleAt(c.C, x), free, 0) && r.legClear(r.from, x) {
			if d <= c.R {
				x = r.from // already on or inside the circle
			}
			return max(0, d-c.R), []Vec{r.from, x}, true
		}
	}
	r.pts = r.pts[:0]
	for _, a := range free {
		if a[1]-a[0] < 2*math.Pi {
			r.pts = append(r.pts, onRim(c.C, c.R, a[0]), onRim(c.C, c.R, a[1]))
		}
	}
	r.circle, r.arcs = &c, free
	return r.search()
}

// arcsBeyond reports whether every point of the arcs of c lies farther
// than lim from p (by a margin far beyond the rounding of the distances):
// then no route of at most lim ends on one, as the tree would answer
// after growing. The nearest point of an arc to p is the circle's nearest
// point where the arc holds its angle, else one of the arc's ends. A
// contact circle of a model in the middle of its unit often has free
// arcs only behind the bases in front of it, out of a charger's reach.
func arcsBeyond(c Circle, arcs [][2]float64, p Vec, lim float64) bool {
	lim = lim*(1+1e-9) + 1e-9
	d := dist(p, c.C)
	at := 0.0
	if d > 0 {
		at = angleAt(c.C, p)
	}
	for _, a := range arcs {
		if d == 0 || inArcs(at, [][2]float64{a}, 0) {
			if math.Abs(d-c.R) <= lim {
				return false
			}
			continue
		}
		if dist(p, onRim(c.C, c.R, a[0])) <= lim || dist(p, onRim(c.C, c.R, a[1])) <= lim {
			return false
		}
	}
	return true
}

// onRim returns the point of the circle (c, r) at angle a (radians,
// anticlockwise from +x).
func onRim(c Vec, r, a float64) Vec {
	s, co := math.Sincos(a)
	return Vec{c.X + r*co, c.Y + r*s}
}

// inArcs reports whether angle a lies in one of the arcs (within slack).
func inArcs(a float64, arcs [][2]float64, slack float64) bool {
	for _, f := range arcs {
		if f[1]-f[0] >= 2*math.Pi {
			return true
		}
		x := mod2Pi(a - f[0])
		if x < 0 {
			x += 2 * math.Pi
		}
		if x <= f[1]-f[0]+slack || x >= 2*math.Pi-slack {
			return true
		}
	}
	return false
}

// build finds the rims: grown bases and the convex corners of polygons
// and segments, those a route within the limit can reach.
func (r *Router) build() {
	r.built = true
	add := func(c Vec, rad float64) {
		if dist(r.from, c)-rad <= r.limit+r.tol && !slices.Contains(r.rims, rim{c, rad}) {
			r.rims = append(r.rims, rim{c, rad})
		}
	}
	for i := range r.keeps {
		k := &r.keeps[i]
		switch k.Shape.Kind {
		case KCircle:
			add(k.Shape.Circle.C, k.Shape.Circle.R+k.Dist)
		case KSeg:
			add(k.Shape.Seg.A, k.Dist)
			add(k.Shape.Seg.B, k.Dist)
		default:
			v, _ := k.Shape.verts()
			if k.Shape.Kind == KPoly {
				v = cleanRing(v)
			}
			ccw := signedArea(v) >= 0
			for i, p := range v {
				prev, next := v[(i+len(v)-1)%len(v)], v[(i+1)%len(v)]
				if turn := p.Sub(prev).Cross(next.Sub(p)); len(v) > 2 && (turn < 0) == ccw {
					continue // a reflex corner never bends a taut route
				}
				add(p, k.Dist)
			}
		}
	}
	n := len(r.rims)
	if m := 2 + (2*n+2)*2*n; cap(r.done) < m {
		r.done = make([]uint32, m)
	} else {
		r.done = r.done[:m]
	}
	r.next()
	// each rim's near Keeps are worked out when first asked
	if cap(r.rimKnown) < n {
		r.rimNear, r.rimKnown = make([]nearKeeps, n), make([]bool, n)
	}
	r.rimNear, r.rimKnown = r.rimNear[:n], r.rimKnown[:n]
	clear(r.rimKnown)
	// room for every rim's near round Keeps, rim j's at j*len(r.round)
	if m := n * len(r.round); cap(r.nearBuf) < m {
		r.nearBuf = make([]rim, m)
	} else {
		r.nearBuf = r.nearBuf[:m]
	}
}

// nodeID names the arrival on rim j (sense o) from rim i (sense oi); i is
// -1 for the start. The goal is 1.
func (r *Router) nodeID(i int32, oi int8, j int32, o int8) int32 {
	n := int32(len(r.rims))
	return 2 + ((i+1)*2+sense(oi))*2*n + j*2 + sense(o)
}

func sense(o int8) int32 {
	if o > 0 {
		return 1
	}
	return 0
}

// h returns a length no route from p to the current goal is shorter
// than.
func (r *Router) h(p Vec) float64 { return r.hCircle(r.hPts(p), p) }

// hPts returns the least distance from p to a goal point (+Inf with
// none).
func (r *Router) hPts(p Vec) float64 {
	best := math.Inf(1)
	for _, q := range r.pts {
		best = min(best, dist(p, q))
	}
	return best
}

// hCircle returns h(p) given hPts(p): the less of it and p's distance
// from the goal circle, if any.
func (r *Router) hCircle(best float64, p Vec) float64 {
	if r.circle != nil {
		best = min(best, max(0, dist(p, r.circle.C)-r.circle.R))
	}
	return best
}

// hRim returns a length h(p) is at least for every point p of rim m: the
// least of the distances from a point of the circle to each goal point,
// and to the goal circle, which no point of the circle is nearer than.
func (r *Router) hRim(m rim) float64 {
	best := math.Inf(1)
	for _, q := range r.pts {
		best = min(best, dist(m.c, q)-m.r)
	}
	if r.circle != nil {
		best = min(best, dist(m.c, r.circle.C)-m.r-r.circle.R)
	}
	return max(0, best)
}

// search returns the shortest route to the current goal: the cheapest
// last leg, checked, out of any node of the tree. The tree is grown only
// as far as the answer needs (lazySearch), where that answer is sure to
// be the whole tree's.
func (r *Router) search() (float64, []Vec, bool) {
	if r.fenced() {
		return 0, nil, false
	}
	if r.single {
		return r.astar()
	}
	if !r.treeDone && !r.wholeTree {
		if l, path, ok, sure := r.lazySearch(); sure {
			return l, path, ok
		}
	}
	r.tree()
	lim := r.limit + r.tol
	r.heap = r.heap[:0]
	for s := range r.settled {
		r.goalHops(int32(s), lim)
	}
	for len(r.heap) > 0 {
		var e rhop
		e, r.heap = popRhop(r.heap)
		if r.takes(e) {
			r.settled = append(r.settled, e)
			l, path := e.g, r.path(len(r.settled)-1)
			r.settled = r.settled[:len(r.settled)-1]
			return l, path, true
		}
	}
	return 0, nil, false
}

// astar searches for the current goal alone, A* with the straight
// distance left as the estimate: for a far goal asked once, it settles
// only the nodes on the way rather than every node within the limit.
func (r *Router) astar() (float64, []Vec, bool) {
	if !r.built {
		r.build()
	}
	r.next()
	r.settled = r.settled[:0]
	lim := r.limit + r.tol
	// each rim's least distance to the goal, for rimHops' test of a rim
	// no hop to reaches the goal within the limit
	r.hk = r.hk[:0]
	for _, rm := range r.rims {
		if r.allHops {
			r.hk = append(r.hk, 0)
			continue
		}
		r.hk = append(r.hk, r.hRim(rm))
	}
	r.heap = append(r.heap[:0], rhop{f: r.h(r.from), id: 0, par: -1, j: -1, arr: r.from, dep: r.from})
	for len(r.heap) > 0 {
		var e rhop
		e, r.heap = popRhop(r.heap)
		if r.done[e.id] == r.gen || !r.takes(e) {
			continue
		}
		r.done[e.id] = r.gen
		r.settle(e)
		if e.id == 1 {
			return e.g, r.path(len(r.settled) - 1), true
		}
		s := int32(len(r.settled) - 1)
		r.rimHops(s, lim)
		r.goalHops(s, lim)
	}
	return 0, nil, false
}

// tree settles, once per Router, every node of the graph a route within
// the limit reaches, each with the length of its shortest route
// (Dijkstra, each arc and leg checked when the search would take it),
// going on from where an earlier question stopped it. Any goal is then
// one last leg away from one of them.
func (r *Router) tree() {
	r.startTree()
	for !r.treeDone {
		r.growOne()
	}
}

// startTree builds the rims and puts the start on the tree's heap, once.
func (r *Router) startTree() {
	if !r.built {
		r.build()
	}
	if !r.treeOn {
		r.treeOn = true
		r.theap = append(r.theap[:0], rhop{id: 0, par: -1, j: -1, arr: r.from, dep: r.from})
	}
}

// growOne settles the tree's next node (Dijkstra's next step: the least
// hop on the tree's heap whose node is not settled and whose arc and leg
// are clear) and pushes the hops out of it; it returns the node, or false
// when the heap is spent (the tree is whole).
func (r *Router) growOne() (int32, bool) {
	lim := r.limit + r.tol
	for len(r.theap) > 0 {
		var e rhop
		e, r.theap = popRhop(r.theap)
		if r.done[e.id] == r.gen || !r.takes(e) {
			continue
		}
		r.done[e.id] = r.gen
		r.settle(e)
		s := int32(len(r.settled) - 1)
		// rimHops pushes onto r.heap: the tree's heap there meanwhile
		r.heap, r.theap = r.theap, r.heap
		r.rimHops(s, lim)
		r.heap, r.theap = r.theap, r.heap
		return s, true
	}
	r.treeDone = true
	return -1, false
}

// lazySearch is search's answer from the tree grown only as far as it
// needs, and sure: false where it cannot tell that answer from the whole
// tree's (then search grows the whole tree and answers as before).
//
// Every node Dijkstra has yet to settle is reached through a hop on its
// heap, and a last leg out of it ends at the goal: so its length is at
// least, for some hop e on the heap, e's length and the straight line
// from where e arrives to the nearest of the goal (h): a sum of floats
// never falls as a term grows, and no leg or arc is shorter than the
// straight line it spans. goalBound is the least of those over the heap,
// less a margin far beyond the roundings of the sums (a millionth of a
// millionth); no last leg the whole tree would add is shorter.
// search, over the whole tree, takes the least of all last legs whose
// leg and arc are clear (and none longer than the limit); so a last leg
// out of the nodes settled so far shorter than that bound, clear, and
// the least of them, is search's answer, provided no other last leg
// pushed so far is as long to the bit: search's heap breaks such a tie by
// the order the legs were pushed in, which differs here, so a tie is
// left to search (not sure). The legs that are not clear are passed over
// in either order alike (takes is a test of the geometry alone). With no
// last leg left and the bound beyond the limit, there is no route (search
// pushes none longer than the limit). Otherwise one more node is
// settled and its last legs pushed; when the tree's heap is spent, the
// bound is infinite and the answer is the whole tree's.
func (r *Router) lazySearch() (float64, []Vec, bool, bool) {
	r.startTree()
	lim := r.limit + r.tol
	r.heap = r.heap[:0]
	for s := range r.settled {
		r.goalHops(int32(s), lim)
	}
	for {
		bound := r.goalBound()
		for len(r.heap) > 0 && r.heap[0].f < bound {
			var e rhop
			e, r.heap = popRhop(r.heap)
			if !r.takes(e) {
				continue
			}
			for i := range r.heap {
				if r.heap[i].f == e.f {
					return 0, nil, false, false
				}
			}
			r.settled = append(r.settled, e)
			l, path := e.g, r.path(len(r.settled)-1)
			r.settled = r.settled[:len(r.settled)-1]
			return l, path, true, true
		}
		if len(r.heap) == 0 && bound > lim {
			return 0, nil, false, true
		}
		if len(r.theap) == 0 {
			// every last leg popped but one not below +Inf (a NaN): left
			// to search
			r.treeDone = true
			return 0, nil, false, false
		}
		if s, ok := r.growOne(); ok {
			r.goalHops(s, lim)
		}
	}
}

// goalBound returns a length no last leg out of a node the tree has yet
// to settle is shorter than (see lazySearch), +Inf when its heap is
// spent. h is worked out here as in h, the least of the squared
// distances to the goal points taken before the one square root (the
// same value: the root is rounded monotonically).
func (r *Router) goalBound() float64 {
	best := math.Inf(1)
	c := r.circle
	for i := range r.theap {
		e := &r.theap[i]
		if e.g >= best {
			continue
		}
		p := e.arr
		d2 := math.Inf(1)
		for _, q := range r.pts {
			dx, dy := p.X-q.X, p.Y-q.Y
			d2 = min(d2, dx*dx+dy*dy)
		}
		h := math.Sqrt(d2)
		if c != nil {
			h = min(h, max(0, dist(p, c.C)-c.R))
		}
		best = min(best, e.g+h)
	}
	if math.IsInf(best, 1) {
		return best
	}
	return best*(1-1e-12) - 1e-12
}

// settle appends e to the settled nodes, with the angle its arcs start
// at.
func (r *Router) settle(e rhop) {
	if e.j >= 0 {
		e.aa = angleAt(r.rims[e.j].c, e.arr)
	}
	r.settled = append(r.settled, e)
}

// takes reports whether the hop's arc round its parent's rim and its leg
// keep every Keep.
func (r *Router) takes(e rhop) bool {
	if e.par < 0 {
		return e.id == 0 || r.legClear(e.dep, e.arr)
	}
	// the leg first: it is the cheaper test, and most hops a tree tries
	// that are not taken are stopped by a base across the leg
	if !r.legClear(e.dep, e.arr) {
		return false
	}
	p := &r.settled[e.par]
	if p.j >= 0 {
		rm := r.rims[p.j]
		a0, sw := p.aa, sweepTo(rm.c, p.aa, e.dep, p.o)
		return r.arcClear(p.j, a0, sw)
	}
	return true
}

// arcClear is arcClear(rm.c, rm.r, a0, sw, r.keeps, r.tol) of rim j
// (rm), asking only the Keeps that reach its circle (nearRim): a round
// one nearRim leaves out is one arcClear's own test passes by (the same
// distance, radii and comparisons: see arcMeetsDisc), and any other is
// farther than its keep from the rim's circle by its box, so from every
// point of the arc, by more than the tolerance arcClear allows (asked
// only where the tolerance is far above the roundings of either).
func (r *Router) arcClear(j int32, a0, sw float64) bool {
	rm := r.rims[j]
	if sw == 0 {
		return true
	}
	if !(r.tol > 1e-9) {
		return arcClear(rm.c, rm.r, a0, sw, r.keeps, r.tol)
	}
	if !r.rimKnown[j] {
		r.rimKnown[j] = true
		r.rimNear[j] = r.nearRim(j)
	}
	nk := &r.rimNear[j]
	for _, k := range nk.circles {
		if arcMeetsDisc(rm.c, rm.r, a0, sw, k.c, k.r) {
			return false
		}
	}
	for _, i := range nk.others {
		if !arcClear(rm.c, rm.r, a0, sw, r.keeps[i:i+1], r.tol) {
			return false
		}
	}
	return true
}

// arcSweep returns the angle of a about c and the signed turn (sense o)
// from a to b, in [0, 2π) in that sense.
func arcSweep(c, a, b Vec, o int8) (float64, float64) {
	a0 := math.Atan2(a.Y-c.Y, a.X-c.X)
	return a0, sweepTo(c, a0, b, o)
}

// sweepTo returns arcSweep's turn from the point at angle a0 about c.
func sweepTo(c Vec, a0 float64, b Vec, o int8) float64 {
	a1 := math.Atan2(b.Y-c.Y, b.X-c.X)
	sw := mod2Pi((a1 - a0) * float64(o))
	if sw < 0 {
		sw += 2 * math.Pi
	}
	if sw > 2*math.Pi-1e-9 {
		sw = 0
	}
	return sw * float64(o)
}

// at returns the rim (centre, radius, sense) of settled node s; a point
// for the start.
func (r *Router) at(s int32) (Vec, float64, int8) {
	u := r.settled[s]
	if u.j < 0 {
		return u.arr, 0, 0
	}
	return r.rims[u.j].c, r.rims[u.j].r, u.o
}

// wrap returns the length of the arc round settled node s's rim from its
// arrival to dep.
func (r *Router) wrap(s int32, dep Vec) float64 {
	u := &r.settled[s]
	if u.j < 0 {
		return 0
	}
	rm := r.rims[u.j]
	return rm.r * math.Abs(sweepTo(rm.c, u.aa, dep, u.o))
}

// free reports whether point p of rim j is on its free part.
func (r *Router) free(j int32, p Vec) bool {
	if !r.rimKnown[j] {
		r.rimKnown[j] = true
		r.rimNear[j] = r.nearRim(j)
	}
	nk := &r.rimNear[j]
	for _, c := range nk.circles {
		if dx, dy := p.X-c.c.X, p.Y-c.c.Y; dx*dx+dy*dy < c.r*c.r {
			return false
		}
	}
	for _, i := range nk.others {
		if !pointClear(p, r.keeps[i:i+1], r.tol) {
			return false
		}
	}
	return true
}

// nearKeeps are the Keeps that reach a rim: the round ones as the circle
// a point must keep out of (pointClear's test, its radius worked out
// once), the others by their index in the Router's keeps.
type nearKeeps struct {
	circles []rim
	others  []int32
}

// nearRim returns the Keeps some point of rim m may break: those whose
// grown shape reaches its circle. The round ones are read from r.round
// (each circle's radius grown by its keep less the tolerance is its
// in) in the order of their centres' x, from a window along x (free
// asks only whether a point is in any of them); the others in the order
// of the Keeps.
func (r *Router) nearRim(j int32) nearKeeps {
	m, out := r.rims[j], r.rimNear[j]
	l := len(r.round)
	out.circles, out.others = r.nearBuf[int(j)*l:int(j)*l:int(j+1)*l], out.others[:0]
	if !r.xKnown {
		r.sortX()
	}
	// only the round Keeps whose centres lie within the rim's radius and
	// the largest in along x: any other is surely apart (a margin far
	// beyond apart's own), and apart leaves it out below
	w := (m.r+r.maxIn)*(1+1e-5) + 1e-9
	lo, hi := m.c.X-w, m.c.X+w
	a, b := 0, len(r.byX)
	for a < b {
		h := int(uint(a+b) >> 1)
		if r.round[r.byX[h]].c.X < lo {
			a = h + 1
		} else {
			b = h
		}
	}
	for _, i := range r.byX[a:] {
		k := &r.round[i]
		if k.c.X > hi {
			break
		}
		rho := k.in
		if apart(m.c, k.c, m.r+rho) {
			continue // surely d >= m.r+rho, without the square root
		}
		d := dist(m.c, k.c)
		if d < m.r+rho && d+rho > m.r && rho > 0 {
			out.circles = append(out.circles, rim{k.c, rho})
		}
	}
	for n, i := range r.others {
		k := &r.keeps[i]
		lo, hi := r.otherBox[n][0], r.otherBox[n][1]
		dx := max(lo.X-m.c.X, m.c.X-hi.X, 0)
		dy := max(lo.Y-m.c.Y, m.c.Y-hi.Y, 0)
		if math.Hypot(dx, dy) < m.r+k.Dist {
			out.others = append(out.others, i)
		}
	}
	return out
}

// sortX orders the round Keeps by the x of their centres (byX, their
// indices) and finds the largest in, for nearRim's window.
func (r *Router) sortX() {
	r.xKnown = true
	r.byX, r.maxIn = r.byX[:0], 0
	for i := range r.round {
		r.maxIn = max(r.maxIn, r.round[i].in)
		// insertion: the Keeps mostly come in the order of their unit's
		// models, ranks along x
		x := r.round[i].c.X
		n := len(r.byX)
		r.byX = append(r.byX, int32(i))
		for n > 0 && r.round[r.byX[n-1]].c.X > x {
			r.byX[n] = r.byX[n-1]
			n--
		}
		r.byX[n] = int32(i)
	}
}

// rimHops pushes the tangents out of settled node s to each rim in each
// sense.
func (r *Router) rimHops(s int32, lim float64) {
	u := r.settled[s]
	c, rad, o := r.at(s)
	for k := range r.rims {
		if int32(k) == u.j {
			continue
		}
		rk := r.rims[k]
		d := rk.c.Sub(c)
		l := math.Sqrt(d.X*d.X + d.Y*d.Y) // dist(c, rk.c), bitangent's length
		if u.g+l-rad-rk.r > lim {
			continue // no tangent to it is short enough
		}
		// searching for one goal (A*), a hop to rim k is kept only where
		// its length so far and the straight line on are within the
		// limit: both are at least what the rims' centres and the goal
		// allow (the leg at least l less the radii, the line on at least
		// hRim), so where that is surely past the limit (by a margin far
		// beyond the rounding of either) no hop to rim k would be kept
		if r.single && (u.g+max(0, l-rad-rk.r)+r.hk[k])*(1-1e-9)-1e-9 > lim {
			continue
		}
		ll, orad := l*l, float64(o)*rad
		for _, ok := range [2]int8{1, -1} {
			id := r.nodeID(u.j, o, int32(k), ok)
			if r.done[id] == r.gen {
				continue
			}
			// the leg is sqrt(l² - kk²), kk the difference of the signed
			// radii: a hop surely past the limit by it is not worked out
			// (dist(dep, arr) below rounds it by far less than the margin).
			// A square below 0 is taken as 0 (not max, which weighs NaNs
			// and the sign of zero: the test's answer is the same).
			kk := float64(ok)*rk.r - orad
			sq := ll - kk*kk
			if sq < 0 {
				sq = 0
			}
			if u.g+math.Sqrt(sq)*(1-1e-9)-1e-9 > lim {
				continue
			}
			dep, arr, fine := bitangentAt(c, rad, o, rk.c, rk.r, ok, d, l)
			if !fine {
				continue
			}
			// the arc round s's rim only adds to the leg, and a sum of
			// floats never falls as a term grows: past the limit
			// without it is past the limit with it
			leg := dist(dep, arr)
			if u.g+leg > lim || !r.free(int32(k), arr) || (u.j >= 0 && !r.free(u.j, dep)) {
				continue
			}
			g := u.g + r.wrap(s, dep) + leg
			f := g
			if r.single {
				f += r.h(arr)
			}
			if f <= lim {
				r.heap = pushRhop(r.heap, rhop{f: f, g: g, id: id, par: s, j: int32(k), o: ok, arr: arr, dep: dep})
			}
		}
	}
}

// goalHops pushes the last legs out of settled node s to the current
// goal: to each goal point, and for a circle straight at its centre as
// far as the circle, or nothing more where s arrives on the circle
// itself.
func (r *Router) goalHops(s int32, lim float64) {
	u := r.settled[s]
	hp := r.hPts(u.arr)
	if u.g+r.hCircle(hp, u.arr) > lim {
		return // no leg from here is shorter than the straight line
	}
	// Where u arrives beside no free arc of the goal circle (its angle
	// about the centre in none), the nearest point of the free arcs is
	// an end of one, each a goal point: the arc round u's rim is no
	// shorter than its chord, so every last leg is at least the nearest
	// end away; where that is surely past the limit (a margin far beyond
	// the roundings), no leg from here would be kept.
	if tc := r.circle; tc != nil && !r.allHops && u.g+hp > lim*(1+1e-9)+1e-9 && !inArcs(angleAt(tc.C, u.arr), r.arcs, 0) {
		return
	}
	c, rad, o := r.at(s)
	push := func(dep, arr Vec) {
		if g := u.g + r.wrap(s, dep) + dist(dep, arr); g <= lim && (u.j < 0 || r.free(u.j, dep)) {
			r.heap = pushRhop(r.heap, rhop{f: g, g: g, id: 1, par: s, j: -1, arr: arr, dep: dep})
		}
	}
	for _, q := range r.pts {
		if dep, _, ok := bitangent(c, rad, o, q, 0, 0); ok {
			push(dep, q)
		}
	}
	tc := r.circle
	if tc == nil {
		return
	}
	if u.j >= 0 && r.rims[u.j].c == tc.C && math.Abs(rad-tc.R) <= r.tol && inArcs(angleAt(tc.C, u.arr), r.arcs, 0) {
		push(u.arr, u.arr)
	}
	if dep, _, ok := bitangent(c, rad, o, tc.C, 0, 0); ok {
		if d := dist(dep, tc.C); d >= tc.R-r.tol && d > 0 {
			x := tc.C.Add(dep.Sub(tc.C).Scale(tc.R / d))
			if inArcs(angleAt(tc.C, x), r.arcs, 0) {
				push(dep, x)
			}
		}
	}
}

// mod2Pi is math.Mod(x, 2*math.Pi), the same value to the bit: Mod
// returns x itself when |x| is less than the divisor (or x is a NaN
// or an infinity, which Mod answers with a NaN), and the angles of the
// routes' arcs almost always are; Mod, a loop of Frexp and Ldexp, is
// asked only of the rest.
func mod2Pi(x float64) float64 {
	if math.Abs(x) < 2*math.Pi {
		return x
	}
	return math.Mod(x, 2*math.Pi)
}

// angleAt returns the angle of p about c.
func angleAt(c, p Vec) float64 { return math.Atan2(p.Y-c.Y, p.X-c.X) }

// bitangent returns the tangent leaving circle 1 going round it in sense
// o1 (+1 anticlockwise, -1 clockwise, 0 for a point) and arriving at
// circle 2 going round it in sense o2: its two ends, and false when there
// is none (one circle inside the other).
//
// Going round a circle anticlockwise keeps its centre on the left. With
// n the left normal of the direction of travel, the ends are
// T1 = C1 - o1·R1·n and T2 = C2 - o2·R2·n, and T2 - T1 runs along the
// direction, so n·(C2 - C1) = o2·R2 - o1·R1: n is C2 - C1 turned
// anticlockwise by the angle whose cosine is that over |C2 - C1|.
func bitangent(c1 Vec, r1 float64, o1 int8, c2 Vec, r2 float64, o2 int8) (Vec, Vec, bool) {
	d := c2.Sub(c1)
	return bitangentAt(c1, r1, o1, c2, r2, o2, d, math.Sqrt(d.X*d.X+d.Y*d.Y))
}

// bitangentAt is bitangent with c2 - c1 and its length worked out
// already (rimHops asks both senses of one pair of rims).
func bitangentAt(c1 Vec, r1 float64, o1 int8, c2 Vec, r2 float64, o2 int8, d Vec, l float64) (Vec, Vec, bool) {
	k := float64(o2)*r2 - float64(o1)*r1
	if l == 0 || math.Abs(k) > l*(1+1e-12)+1e-12 {
		return Vec{}, Vec{}, false
	}
	// A point on the circle itself (a goal where two circles cross, say)
	// is its own tangent point: rounding may put it a hair inside.
	cb := max(-1, min(1, k/l))
	sb := math.Sqrt(max(0, 1-cb*cb))
	ux, uy := d.X/l, d.Y/l
	n := Vec{ux*cb - uy*sb, uy*cb + ux*sb}
	t1 := c1.Sub(n.Scale(float64(o1) * r1))
	t2 := c2.Sub(n.Scale(float64(o2) * r2))
	return t1, t2, true
}

// path returns the points of the route ending at settled node s.
func (r *Router) path(s int) []Vec {
	// A first walk finds each arc's turn and how many points it takes,
	// so that the second appends every point into one array of the size
	// needed; a route of more arcs than swBuf holds grows as it goes.
	var swBuf [16]float64
	var kBuf [16]int
	sws, ks := swBuf[:0], kBuf[:0]
	n := 1
	for i := int32(s); i >= 0; {
		e := &r.settled[i]
		n++
		if e.par < 0 {
			break
		}
		p := &r.settled[e.par]
		if p.j >= 0 && e.dep != p.arr {
			rm := r.rims[p.j]
			sw := sweepTo(rm.c, p.aa, e.dep, p.o)
			k := arcSteps(rm.r, sw, r.tol)
			sws, ks = append(sws, sw), append(ks, k)
			n += k + 1
		} else if e.dep != e.arr {
			n++
		}
		i = e.par
	}
	rev := make([]Vec, 0, n)
	h := 0
	for i := int32(s); i >= 0; {
		e := r.settled[i]
		rev = append(rev, e.arr)
		if e.par < 0 {
			break
		}
		p := r.settled[e.par]
		if p.j >= 0 && e.dep != p.arr {
			rm := r.rims[p.j]
			a0, sw, k := p.aa, sws[h], ks[h]
			h++
			at := len(rev)
			rev = appendArc(rev, rm.c, rm.r, a0+sw, -sw, k)
			rev[at], rev[len(rev)-1] = e.dep, p.arr
		} else if e.dep != e.arr {
			rev = append(rev, e.dep)
		}
		i = e.par
	}
	if rev[len(rev)-1] != r.from {
		rev = append(rev, r.from)
	}
	slices.Reverse(rev)
	return dedupe(rev)
}

// arcSteps returns how many chords appendArc draws an arc of radius rad
// turning by sw (radians, signed) with: spaced so that none strays more
// than tol/16 from the arc.
func arcSteps(rad, sw, tol float64) int {
	step := math.Pi / 2
	if rad > tol/16 {
		step = min(step, 2*math.Acos(1-tol/16/rad))
	}
	return max(1, int(math.Ceil(math.Abs(sw)/step)))
}

// appendArc appends the points of the arc about c of radius rad from
// angle a0 turning by sw (radians, signed) in k chords (arcSteps), its
// ends included.
func appendArc(pts []Vec, c Vec, rad, a0, sw float64, k int) []Vec {
	for i := range k + 1 {
		pts = append(pts, onRim(c, rad, a0+sw*float64(i)/float64(k)))
	}
	return pts
}

// ArcLen returns the length of a route's points.
func ArcLen(pts []Vec) float64 {
	l := 0.0
	for i := 1; i < len(pts); i++ {
		l += dist(pts[i-1], pts[i])
	}
	return l
}

// pushRhop adds e to the binary min-heap h (on f).
func pushRhop(h []rhop, e rhop) []rhop {
	h = append(h, e)
	for i := len(h) - 1; i > 0; {
		p := (i - 1) / 2
		if h[p].f <= h[i].f {
			break
		}
		h[p], h[i] = h[i], h[p]
		i = p
	}
	return h
}

// popRhop removes the least entry of h.
func popRhop(h []rhop) (rhop, []rhop) {
	top := h[0]
	last := len(h) - 1
	h[0] = h[last]
	h = h[:last]
	for i := 0; ; {
		l, r, m := 2*i+1, 2*i+2, i
		if l < len(h) && h[l].f < h[m].f {
			m = l
		}
		if r < len(h) && h[r].f < h[m].f {
			m = r
		}
		if m == i {
			break
		}
		h[m], h[i] = h[i], h[m]
		i = m
	}
	return top, h
}
