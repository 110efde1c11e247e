package engine

import (
	"math"
	"slices"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// The moves of canReach as functions of their two free numbers, and the
// values of those numbers at which a move can start or stop passing into
// a body (the essay at the top of route.go says how they are used).

// reachLine is one family of moves: u ends flat against the side, slid s
// along it, touching it first at the contact point of one kind, after a
// Wheel of one sense. A move of the family is fixed by s and the turn α at
// the end.
type reachLine struct {
	mid, dir, out geom.Vec // the side's middle, its direction, outwards
	facing        float64  // facing at the end
	fr            geom.Vec // Dir(facing)
	w, d          float64  // u's width and depth
	point         int      // 0, 1: u's front-left/right corner; 2, 3: the side's end A/B
	edge          geom.Seg
	k             int // the corner wheeled about: 0 front-left (anticlockwise), 1 front-right
	c0            [4]geom.Vec
	f0            geom.Vec
	rho           [3]float64 // how far u's other corners are from the corner k
}

// newReachLine returns the family of moves of u against side with the
// given contact point kind and Wheel sense.
func newReachLine(u, t *world.Body, side geom.Side, point, k int) *reachLine {
	mid, dir, out, _, facing := sideFrame(t, side)
	l := &reachLine{mid: mid, dir: dir, out: out, facing: facing, fr: geom.Dir(facing),
		w: u.Rect.Width, d: u.Rect.Depth, point: point, edge: t.Rect.Edge(side), k: k,
		c0: u.Rect.Corners(), f0: u.Rect.Forward()}
	n := 0
	for j, c := range l.c0 {
		if j != k {
			l.rho[n] = c.Dist(l.c0[k])
			n++
		}
	}
	return l
}

// end returns u's position at slide s.
func (l *reachLine) end(s float64) geom.Rect {
	return geom.Rect{Centre: l.mid.Add(l.dir.Scale(s)).Add(l.out.Scale(l.d / 2)), Facing: l.facing,
		Width: l.w, Depth: l.d}
}

// contact returns the point of contact for the end position r.
func (l *reachLine) contact(r geom.Rect) geom.Vec {
	switch l.point {
	case 0, 1:
		return r.Corners()[l.point]
	case 2:
		return l.edge.A
	}
	return l.edge.B
}

// movePose is a move's pieces. Lengths that are quotients by den, the
// cross product of the two legs' directions, are kept multiplied by it, so
// that each is a polynomial in s and in cos α and sin α (of degree at most
// two in each).
type movePose struct {
	den, a, b float64     // den, a·den, b·den: the legs are a and b
	g         geom.Vec    // the second leg's direction
	rc        [4]geom.Vec // the corners where u touches the side
	rcD       [4]geom.Vec // the same, times den
	r1        [4]geom.Vec // the corners after the Wheel, times den
	ra        [4]geom.Vec // the corners before the Wheel, times den
	k1        geom.Vec    // the corner wheeled about, times den
	p         geom.Vec    // the point of contact
}

// pose returns the move ending at slide s after the turn α whose cosine
// and sine are given.
func (l *reachLine) pose(s, cosA, sinA float64) movePose {
	r := l.end(s)
	p := l.contact(r)
	rot := func(v geom.Vec) geom.Vec { // v turned anticlockwise by α (Rotate(-α))
		return geom.V(v.X*cosA-v.Y*sinA, v.X*sinA+v.Y*cosA)
	}
	var m movePose
	for i, c := range r.Corners() {
		m.rc[i] = p.Add(rot(c.Sub(p)))
	}
	m.g = rot(l.fr)
	m.den = l.f0.Cross(m.g)
	dk := m.rc[l.k].Sub(l.c0[l.k])
	m.a, m.b = dk.Cross(m.g), l.f0.Cross(dk)
	for i := range m.rc {
		m.rcD[i] = m.rc[i].Scale(m.den)
		m.r1[i] = m.rcD[i].Sub(m.g.Scale(m.b))
		m.ra[i] = l.c0[i].Scale(m.den).Add(l.f0.Scale(m.a))
	}
	m.k1 = m.ra[l.k]
	m.p = p
	return m
}

// reachObs holds the outlines of the bodies a move might pass into.
type reachObs struct {
	edges []geom.Seg
	verts []geom.Vec
}

// add appends a body's outline.
func (o *reachObs) add(c *Ctx, b *world.Body) {
	c.outline(b, func(s geom.Seg) {
		o.edges = append(o.edges, s)
		o.verts = append(o.verts, s.A)
	})
}

// The events, in the order eventValues lists them. The moving points are
// the corners at the contact, after the Wheel and before it (12); the
// moving lines those of the four sides at the contact (the side ones also
// bound the second leg and the Wheel's end), of the front and rear after
// the Wheel and of the front and rear before it (8).
const (
	movingPts   = 12
	movingLines = 8
)

// eventCount returns how many events eventValues lists for o, with the
// Align turn's circles when arcs.
func eventCount(o *reachObs, arcs bool) int {
	n := movingPts*len(o.edges) + movingLines*len(o.verts) + 3*2*len(o.edges) + 3*len(o.verts)
	if arcs {
		n += 4 * (len(o.edges) + len(o.verts))
	}
	return n
}

// movingPt returns the i-th moving point (times den).
func (m *movePose) movingPt(i int) geom.Vec {
	switch {
	case i < 4:
		return m.rcD[i]
	case i < 8:
		return m.r1[i-4]
	}
	return m.ra[i-8]
}

// movingLine returns a point (times den) and the direction of the i-th
// moving line, and the indices of the corners it runs between.
func (l *reachLine) movingLine(m *movePose, i int) (p, dir geom.Vec, a, b int) {
	switch {
	case i < 4:
		return m.rcD[i], m.rc[(i+1)&3].Sub(m.rc[i]), i, (i + 1) & 3
	case i < 6: // front and rear after the Wheel
		j := 2 * (i - 4)
		return m.r1[j], m.rc[(j+1)&3].Sub(m.rc[j]), j, (j + 1) & 3
	}
	j := 2 * (i - 6)
	return m.ra[j], l.c0[(j+1)&3].Sub(l.c0[j]), j, (j + 1) & 3
}

// eventValues appends to out the value of every event function at m:
// each is zero exactly when its contact happens, and is a polynomial of
// degree at most 4 in cos α, sin α (at most 2 in s).
//   - a moving point on the line of an obstacle's edge;
//   - an obstacle's corner on a moving line;
//   - the circle a corner of u draws about the corner wheeled about
//     tangent to the line of an obstacle's edge (either side);
//   - an obstacle's corner on such a circle;
//   - when arcs, the circle a corner of u draws about the contact point in
//     the Align turn tangent to an edge's line, or through an obstacle's
//     corner (squared, of degree 2 in s).
//
// The Align turn's circles do not depend on α (only on s), and where the
// turn ends is the corners at the contact: with s fixed those are covered
// by the first two kinds, so arcs is asked only with α fixed.
func (l *reachLine) eventValues(out []float64, m *movePose, o *reachObs, arcs bool) []float64 {
	den := m.den
	for i := range movingPts {
		v := m.movingPt(i)
		for _, e := range o.edges {
			out = append(out, v.Sub(e.A.Scale(den)).Cross(e.B.Sub(e.A)))
		}
	}
	for i := range movingLines {
		p, dir, _, _ := l.movingLine(m, i)
		for _, q := range o.verts {
			out = append(out, dir.Cross(q.Scale(den).Sub(p)))
		}
	}
	for _, rho := range l.rho {
		for _, e := range o.edges {
			n := e.B.Sub(e.A).Norm()
			x := m.k1.Sub(e.A.Scale(den)).Cross(n)
			out = append(out, x-rho*den, x+rho*den)
		}
	}
	for _, rho := range l.rho {
		for _, q := range o.verts {
			v := q.Scale(den).Sub(m.k1)
			out = append(out, v.Dot(v)-rho*rho*den*den)
		}
	}
	if !arcs {
		return out
	}
	for _, c := range m.rc {
		r2 := c.Sub(m.p).Dot(c.Sub(m.p))
		for _, e := range o.edges {
			x := m.p.Sub(e.A).Cross(e.B.Sub(e.A).Norm())
			out = append(out, x*x-r2)
		}
		for _, q := range o.verts {
			out = append(out, q.Sub(m.p).Dot(q.Sub(m.p))-r2)
		}
	}
	return out
}

// eventNear reports whether event i's contact at m happens on the pieces
// themselves, not only on the lines through them: the point on the
// obstacle's edge, the obstacle's corner on the moving side, the tangent
// point on the edge. Roots where it does not are no events.
func (l *reachLine) eventNear(i int, m *movePose, o *reachObs) bool {
	const slack = 1e-6
	ne, nv := len(o.edges), len(o.verts)
	den := m.den
	if den == 0 {
		return true
	}
	onSeg := func(p geom.Vec, e geom.Seg) bool {
		d := e.B.Sub(e.A)
		lam := p.Sub(e.A).Dot(d) / max(d.Dot(d), 1e-300)
		return lam >= -slack && lam <= 1+slack
	}
	if i < movingPts*ne {
		return onSeg(m.movingPt(i/ne).Scale(1/den), o.edges[i%ne])
	}
	i -= movingPts * ne
	if i < movingLines*nv {
		p, dir, a, b := l.movingLine(m, i/nv)
		q := o.verts[i%nv]
		pts := []geom.Vec{p.Scale(1 / den), p.Scale(1 / den).Add(dir)}
		if i/nv == 1 || i/nv == 3 { // a side: it bounds the second leg too
			pts = append(pts, m.r1[a].Scale(1/den), m.r1[b].Scale(1/den))
		}
		lo, hi := math.Inf(1), math.Inf(-1)
		for _, x := range pts {
			lo, hi = min(lo, x.Dot(dir)), max(hi, x.Dot(dir))
		}
		x, pad := q.Dot(dir), slack*dir.Dot(dir)
		return x >= lo-pad && x <= hi+pad
	}
	i -= movingLines * nv
	if i < 3*2*ne {
		e := o.edges[(i/2)%ne]
		k1 := m.k1.Scale(1 / den)
		d := e.B.Sub(e.A)
		foot := e.A.Add(d.Scale(k1.Sub(e.A).Dot(d) / max(d.Dot(d), 1e-300)))
		return onSeg(foot, e)
	}
	i -= 3 * 2 * ne
	if i < 3*nv {
		return true
	}
	i -= 3 * nv
	if i%(ne+nv) < ne { // the Align circle tangent to an edge's line
		e := o.edges[i%(ne+nv)]
		d := e.B.Sub(e.A)
		return onSeg(e.A.Add(d.Scale(m.p.Sub(e.A).Dot(d)/max(d.Dot(d), 1e-300))), e)
	}
	return true
}

// obstaclesNear returns the outlines of the bodies of others (and t) that
// come within reach of centre, u excluded.
func (c *Ctx) obstaclesNear(u, t *world.Body, others []*world.Body, centre geom.Vec, reach float64) *reachObs {
	o := &reachObs{}
	lo, hi := centre.Sub(geom.V(reach, reach)), centre.Add(geom.V(reach, reach))
	seen := false
	for _, b := range others {
		if b == u || b.Removed {
			continue
		}
		seen = seen || b == t
		if b.Kind == world.KindEdge {
			if !c.W.Board.PointsInside([]geom.Vec{lo, hi}, 0) {
				o.add(c, b)
			}
			continue
		}
		blo, bhi := b.Shape().Bounds()
		if blo.X > hi.X || blo.Y > hi.Y || bhi.X < lo.X || bhi.Y < lo.Y {
			continue
		}
		o.add(c, b)
	}
	if !seen {
		o.add(c, t)
	}
	return o
}

// criticalValues returns the values of x in [lo, hi] at which some event
// happens (the Align turn's circles too when arcs), for the moves
// poseAt(x): each event function is a polynomial of
// degree at most deg in x, interpolated and solved exactly (geom.Roots).
// poseAt also returns a positive weight that turns the event functions
// into such polynomials. A function whose Chebyshev coefficients show it
// cannot vanish on the interval (its constant term outweighs the rest) is
// not solved.
//
// buf holds the values of the event functions between calls, so that a
// search reuses one array.
func (l *reachLine) criticalValues(buf *[]float64, poseAt func(float64) (movePose, float64), ch *geom.Cheb, lo, hi float64, o *reachObs, arcs bool) []float64 {
	n := ch.N()
	count := eventCount(o, arcs)
	vals := (*buf)[:0]
	if cap(vals) < count*n {
		vals = make([]float64, 0, count*n)
	}
	defer func() { *buf = vals[:0] }()
	for j := range n {
		m, wt := poseAt(ch.Point(j, lo, hi))
		from := len(vals)
		vals = l.eventValues(vals, &m, o, arcs)
		for i := from; i < len(vals); i++ {
			vals[i] *= wt
		}
	}
	var out []float64
	var rowBuf, coBuf, rootBuf [16]float64
	row, co, roots := rowBuf[:n], coBuf[:0], rootBuf[:0]
	for i := range count {
		for j := range n {
			row[j] = vals[j*count+i]
		}
		co = ch.Coeffs(co[:0], row)
		if !geom.MayVanish(co) {
			continue
		}
		roots = ch.Roots(roots[:0], co, lo, hi)
		for _, x := range roots {
			m, _ := poseAt(x)
			if l.eventNear(i, &m, o) {
				out = append(out, x)
			}
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// tanHalf returns tan(α/2) for α in degrees, and alphaOf its inverse.
func tanHalf(alpha float64) float64 { return math.Tan(alpha * math.Pi / 360) }

// alphaOf returns the angle in degrees whose tanHalf is t.
func alphaOf(t float64) float64 { return 2 * math.Atan(t) * 180 / math.Pi }

// poseInT returns, for t = tan(α/2), the move at slide s and the weight
// (1+t²)⁴ that makes each event function, of degree at most 4 in cos α and
// sin α, a polynomial of degree at most 8 in t.
func (l *reachLine) poseInT(s float64) func(float64) (movePose, float64) {
	return func(t float64) (movePose, float64) {
		q := 1 + t*t
		return l.pose(s, (1-t*t)/q, 2*t/q), q * q * q * q
	}
}

// poseInS returns, for the turn alpha at the end, the move at slide s (and
// the weight 1: the event functions are polynomials of degree at most 2 in
// s, the pieces moving linearly with it).
func (l *reachLine) poseInS(alpha float64) func(float64) (movePose, float64) {
	sinA, cosA := math.Sincos(alpha * math.Pi / 180)
	return func(s float64) (movePose, float64) { return l.pose(s, cosA, sinA), 1 }
}

// legCells returns the stretches of t = tan(α/2) within [t0, t1] on which
// both legs of l's move ending at slide s go forwards (each at least -back
// long: the tolerance where any move will do, 0 where the least is sought)
// and the first no further than u can go straight on: each leg is a
// quotient by den of a polynomial of degree 2 in cos α and sin α, so the
// stretches end at roots found exactly. A root where a leg just reaches its
// bound is a stretch of its own.
func (q *reachQuery) legCells(l *reachLine, s, t0, t1, back float64) [][2]float64 {
	a1 := q.straightRun()
	at := l.poseInT(s)
	bounds := [3]func(m *movePose) float64{
		func(m *movePose) float64 { return m.a + back*m.den },
		func(m *movePose) float64 { return m.a - a1*m.den },
		func(m *movePose) float64 { return m.b + back*m.den },
	}
	ch := q.chebT()
	var poses [9]movePose
	var wts [9]float64
	for j := range ch.N() {
		poses[j], wts[j] = at(ch.Point(j, t0, t1))
	}
	var xsBuf [32]float64
	xs := append(xsBuf[:0], t0, t1)
	var vals [9]float64
	for _, f := range bounds {
		for j := range ch.N() {
			vals[j] = f(&poses[j]) * wts[j]
		}
		var co [9]float64
		xs = ch.Roots(xs, ch.Coeffs(co[:0], vals[:ch.N()]), t0, t1)
	}
	slices.Sort(xs)
	xs = slices.Compact(xs)
	ok := func(t float64) bool {
		m, _ := at(t)
		if m.den == 0 {
			return false
		}
		a, b := m.a/m.den, m.b/m.den
		return a >= -back-1e-9 && a <= a1+1e-9 && b >= -back-1e-9
	}
	var cells [][2]float64
	for i, x := range xs {
		if i > 0 && ok((xs[i-1]+x)/2) {
			if n := len(cells); n > 0 && cells[n-1][1] == xs[i-1] {
				cells[n-1][1] = x
			} else {
				cells = append(cells, [2]float64{xs[i-1], x})
			}
			continue
		}
		if ok(x) && (len(cells) == 0 || cells[len(cells)-1][1] != x) {
			cells = append(cells, [2]float64{x, x})
		}
	}
	return cells
}

// reachesAtTurns reports whether a move arriving square (no turn at the
// end) or wheeling by the whole bound reaches the side at some slide. With
// the turn at the end fixed, every piece of the move moves linearly with
// the slide, so its events are roots of polynomials of degree at most 2 in
// it: every slide at an event, and one between each two, is tried.
func (q *reachQuery) reachesAtTurns() bool {
	for k := range 2 {
		var turns []float64
		if (q.noWheel > 0) == (k == 1) && math.Abs(q.noWheel) <= q.maxWheel+1e-9 {
			turns = append(turns, 0)
		}
		for _, span := range q.turnRange(k) {
			for _, a := range span {
				if math.Abs(math.Abs(geom.AngleDiff(0, q.noWheel-a))-q.maxWheel) < 1e-9 {
					turns = append(turns, a)
				}
			}
		}
		for _, alpha := range turns {
			for point := range 4 {
				if alpha == 0 && point > 0 {
					break
				}
				if q.reachesAtTurn(newReachLine(q.u, q.t, q.side, point, k), alpha) {
					return true
				}
			}
		}
	}
	return false
}

// reachesAtTurn reports whether a move of l with the turn alpha at the end
// reaches the side at some slide.
func (q *reachQuery) reachesAtTurn(l *reachLine, alpha float64) bool {
	lo, hi := -q.limit, q.limit
	if alpha != 0 {
		lo, hi = q.pointRange(l.point)
	}
	if lo > hi {
		return false
	}
	try := func(s float64) bool {
		r := l.end(s)
		if q.c.blocked(q.u, nil, r, q.others) {
			return false
		}
		if alpha == 0 {
			return q.c.squareMove(q.u, r, q.maxWheel, q.others)
		}
		p := l.contact(r)
		return q.contactAt(r, p) && q.tryTurn(r, p, alpha)
	}
	if try(lo) {
		return true
	}
	reach := 0.0
	for _, s := range [2]float64{lo, hi} {
		r := l.end(s)
		reach = max(reach, q.reach(l, l.contact(r), r))
	}
	obs := q.c.obstaclesNear(q.u, q.t, q.others, l.c0[l.k], reach)
	return q.tryBetween(l.criticalValues(&q.vals, l.poseInS(alpha), q.chebS(), lo, hi, obs, alpha != 0), [2]float64{lo, hi}, try)
}
