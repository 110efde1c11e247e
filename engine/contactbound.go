package engine

import (
	"cmp"
	"fmt"
	"math"
	"slices"

	"github.com/rulec-dev/rulec/geom"
)

// The contact bound: the most bases that fit along the target models'
// contact circles.
//
// exactBound and straightBound count reach (every model within a move of
// contact may end in contact) and room round each target model on its own
// (floor(360 / a) bases round each). Along the front of a line of target
// models both are loose: between two target models a gap narrower than a
// base lets no base in, so the contact circles' parts behind the front are
// out of reach, and a base in the corner between two target models takes
// room round both. contactBound counts the bases that fit along the edge
// the charging unit can reach.
//
// Every target model's base is a disc a charging base's centre may not
// enter: radius R = r + R_t (r the charging base's radius, R_t the target
// model's), less twice the tolerance (two bases overlap where their
// interiors meet by more than the tolerance; the second allows for moves
// that end the tolerance over). The edge of the union of those discs is a
// set of loops of free arcs (the parts of each circle no other disc
// covers), each followed with the union on its left: a loop round the
// outside of a group of discs has positive signed area, a loop round a
// pocket enclosed by discs negative. A base's centre moves without entering
// a disc, so a model that starts outside every pocket never reaches one:
// only the positive loops, and a pocket whose bounding box holds the
// start of a model of the unit, are kept.
//
// A base in base contact with a target model has its centre within the
// tolerance of that model's circle and outside every disc, so within 3 tol
// of a point q of the edge it can reach (the nearest point of the union is
// on the boundary of the centre's own part of the plane). Each loop is
// sampled at most h apart along it (h = a 64th of a base), from a point of
// its own, the last sample the first point again; q is within h/2 of a
// sample, so each base in contact is within delta = 3 tol + h/2 of a sample,
// and the samples of two bases (at least 2r - 2 tol apart, with a
// tolerance to spare) are at least 2r - 2 tol - 2 delta apart. A sample is
// kept where some model of the unit that has not moved is within its move
// and twice the tolerance (straightBound's reach: a route is never shorter
// than the straight line) and delta of it, or a moved model in contact is
// within the tolerance and delta of it. The bases of a placement, taken in
// their samples' order along the loop, are a chain of kept samples each
// at least that far from the one before: the longest such chain bounds the
// bases along that loop (samples more than 2 bases' width apart along the
// loop are taken as far enough apart without measuring: a looser bound,
// and a cheaper one). The bound is the sum over the loops: no placement,
// from any first spot, in any order, puts more of the unit's models in
// base contact (terrain, walls and other units only take room away).
//
// Target models touched: at most those with a kept sample within their
// contact circle's radius, the tolerance and delta of their centre.
//
// Where the loops cannot be followed (an arc's end meets no other arc's
// start: three circles through one point), each arc is counted as a chain
// of its own and every arc kept: looser, as sound.

// contactBoundSteps is the number of samples a base's width along an edge.
const contactBoundSteps = 64

// boundArc is one free arc of a disc's circle: counterclockwise from a0 to
// a1 (a1 > a0), with the arc after it along the union's edge.
type boundArc struct {
	j      int
	a0, a1 float64
	next   int
}

// contactBound returns the bound (see above) on the models of u in base
// contact with a model of a.targets, and on the target models touched,
// over every placement of u's models that have not moved.
func (c *Ctx) contactBound(u body, a spotAsk) contactBounds {
	moved := make([]bool, len(u.Models))
	for i := range moved {
		moved[i] = u.HasMoved(i)
	}
	return contactBoundOf(discsOf(a.targets), u.Models, moved, u.Round/2, a.move, c.Tol())
}

// contactBoundOf is contactBound of the models standing at ms (moved[i]
// where model i has moved), of radius r, each moving at most move.
func contactBoundOf(targets []disc, ms []geom.Vec, moved []bool, r, move, tol float64) contactBounds {
	loose := contactBounds{contacts: len(ms), touched: len(targets), touchedFull: len(targets)}
	if len(targets) == 0 || r <= 2*tol {
		return loose
	}
	h := 2 * r / contactBoundSteps
	delta := 3*tol + h/2
	thr := 2*r - 2*tol - 2*delta
	// the models that may end in contact: where each stands, how far it
	// reaches
	type reacher struct {
		p     geom.Vec
		reach float64
	}
	var chs []reacher
	for i, p := range ms {
		if !moved[i] {
			chs = append(chs, reacher{p, move + 2*tol + delta})
			continue
		}
		if slices.ContainsFunc(targets, func(t disc) bool { return p.Dist(t.c) <= r+t.r+tol }) {
			chs = append(chs, reacher{p, tol + delta})
		}
	}
	if len(chs) == 0 {
		none := make([]bool, len(targets))
		return contactBounds{can: none, canFull: none}
	}
	rs := make([]float64, len(targets))
	for j, t := range targets {
		rs[j] = r + t.r - 2*tol
	}
	// a model starting inside a disc (a scenario that overlaps its bases)
	// may be anywhere: every loop is kept
	keepAll := false
	for _, ch := range chs {
		for j, t := range targets {
			if ch.p.Dist(t.c) < rs[j] {
				keepAll = true
			}
		}
	}
	arcs := freeArcs(targets, rs)
	loops, ok := followLoops(arcs, targets, rs)
	if !ok {
		keepAll = true
		loops = loops[:0]
		for i := range arcs {
			loops = append(loops, []int{i})
		}
	}
	var up contactBounds
	touchable := make([]bool, len(targets))
	// through[j]: the longest chain through a sample touching target
	// model j, less its loop's longest (0: as long), -1 none
	through := make([]int, len(targets))
	for j := range through {
		through[j] = -1 << 30
	}
	var ss, kept []boundSample
	var reached []bool
	// for each disc, the models that may reach its circle, and the target
	// models a base at its circle may touch
	cand := make([][]reacher, len(targets))
	near := make([][]int, len(targets))
	for j, t := range targets {
		for _, ch := range chs {
			if within(ch.p, t.c, ch.reach+rs[j]) {
				cand[j] = append(cand[j], ch)
			}
		}
		for k, o := range targets {
			if within(o.c, t.c, rs[j]+r+o.r+tol+delta) {
				near[j] = append(near[j], k)
			}
		}
	}
	// the lists below made once at the most samples of any loop (as
	// sampleLoop counts them; only a size to start from: append still
	// grows a list that is short), rather than grown from nothing
	most := 0
	for _, loop := range loops {
		n := 1
		for _, i := range loop {
			a := arcs[i]
			n += max(1, int(math.Ceil(rs[a.j]*(a.a1-a.a0)/h)))
		}
		most = max(most, n)
	}
	ss, kept, reached = make([]boundSample, 0, most), make([]boundSample, 0, most), make([]bool, 0, most)
	fwd, bwd, prefix := make([]int, 0, most), make([]int, 0, most), make([]int, 0, most)
	for _, loop := range loops {
		ss = sampleLoop(ss[:0], arcs, loop, targets, rs, h)
		if ok && !keepAll && loopArea(arcs, loop, targets, rs) <= 0 {
			// a pocket: kept only where a model of the unit starts within
			// its bounding box
			lo, hi := ss[0].p, ss[0].p
			for _, s := range ss {
				lo = geom.V(min(lo.X, s.p.X), min(lo.Y, s.p.Y))
				hi = geom.V(max(hi.X, s.p.X), max(hi.Y, s.p.Y))
			}
			if !slices.ContainsFunc(chs, func(ch reacher) bool {
				return ch.p.X >= lo.X-h && ch.p.X <= hi.X+h && ch.p.Y >= lo.Y-h && ch.p.Y <= hi.Y+h
			}) {
				continue
			}
		}
		// the samples some model reaches (asking only the models within
		// reach of the sample's circle)
		reached = reached[:0]
		cut := -1
		for k, s := range ss {
			ok := slices.ContainsFunc(cand[s.j], func(ch reacher) bool { return within(s.p, ch.p, ch.reach) })
			reached = append(reached, ok)
			if !ok && cut < 0 {
				cut = k
			}
		}
		// the chain starts after a sample no model reaches, where there is
		// one (a chain cut where bases may stand could count one twice)
		kept = kept[:0]
		if cut < 0 {
			kept = append(kept, ss...)
		} else {
			length := ss[len(ss)-1].s
			for k := cut + 1; k < len(ss)-1; k++ {
				if reached[k] {
					kept = append(kept, ss[k])
				}
			}
			for k := 0; k < cut; k++ {
				if reached[k] {
					kept = append(kept, boundSample{ss[k].p, ss[k].s + length, ss[k].j})
				}
			}
		}
		if len(kept) == 0 {
			continue
		}
		// the longest chains ending and starting at each sample, each
		// sample at least thr from the one before
		fwd, prefix = longestChains(fwd[:0], prefix[:0], kept, thr, 4*r, false)
		longest := prefix[len(prefix)-1]
		if a := arcs[loop[0]]; len(loop) == 1 && a.a1-a.a0 >= 2*math.Pi && cut < 0 {
			// a whole circle, reached all round: the chain leaves out the
			// gap from its last base round to its first; exactBound's
			// count by angle does not
			longest = min(longest, int(math.Floor(2*math.Pi/(2*math.Asin((r-tol)/(rs[a.j]+3*tol)))+1e-9)))
		}
		slices.Reverse(kept)
		bwd, prefix = longestChains(bwd[:0], prefix[:0], kept, thr, 4*r, true)
		slices.Reverse(kept)
		slices.Reverse(bwd)
		up.contacts += longest
		for i, s := range kept {
			for _, j := range near[s.j] {
				if t := targets[j]; within(s.p, t.c, r+t.r+tol+delta) {
					touchable[j] = true
					through[j] = max(through[j], fwd[i]+bwd[i]-1-longest)
				}
			}
		}
	}
	up.can, up.canFull = touchable, make([]bool, len(targets))
	for j, t := range touchable {
		up.canFull[j] = t && through[j] >= 0
	}
	if up.contacts > len(ms) {
		// the chains hold more bases than the unit has: a placement with
		// every model in contact need not take the longest
		up.contacts, up.canFull = len(ms), touchable
	}
	up.touched, up.touchedFull = countTrue(up.can, nil), countTrue(up.canFull, nil)
	return up
}

// contactBounds is contactBound's answer: the most models in contact and
// target models touched, and the most target models touched by a
// placement with contacts models in contact (can and canFull: which).
type contactBounds struct {
	contacts, touched, touchedFull int
	can, canFull                   []bool
}

// countTrue returns how many of the target models are marked in can or
// in also (nil: none).
func countTrue(can, also []bool) int {
	n := 0
	for j, t := range can {
		if t || j < len(also) && also[j] {
			n++
		}
	}
	return n
}

// longestChains appends to chain, for each sample of ss in turn, the
// longest chain of samples ending there, each at least thr from the one
// before (those more than w before it along the loop taken as far enough
// without measuring), and to prefix the longest up to each; back: ss runs
// backwards along the loop.
func longestChains(chain, prefix []int, ss []boundSample, thr, w float64, back bool) ([]int, []int) {
	lo, hi := 0, -1
	thr2 := thr * thr
	// along(k, x): sample k lies more than x before s along the walk
	along := func(k int, s boundSample, x float64) bool {
		if back {
			return ss[k].s > s.s+x
		}
		return ss[k].s < s.s-x
	}
	for i, s := range ss {
		for lo < i && along(lo, s, w) {
			lo++
		}
		// a sample less than thr before s along the loop is less than
		// thr from it (a chord is never longer than its arc): hi is the
		// last one that is not
		for hi+1 < i && along(hi+1, s, thr) {
			hi++
		}
		b := 0
		if lo > 0 {
			b = prefix[lo-1]
		}
		// backwards: none before k beats b once the longest up to k does
		// not
		for k := hi; k >= lo && prefix[k] > b; k-- {
			if chain[k] > b {
				dx, dy := ss[k].p.X-s.p.X, ss[k].p.Y-s.p.Y
				if dx*dx+dy*dy >= thr2 {
					b = chain[k]
				}
			}
		}
		chain = append(chain, b+1)
		if i == 0 {
			prefix = append(prefix, b+1)
		} else {
			prefix = append(prefix, max(prefix[i-1], b+1))
		}
	}
	return chain, prefix
}

// freeArcs returns the free arcs of each disc's circle: the parts no other
// disc's interior covers, in the order of the discs, each counterclockwise
// from an angle in [0, 2 pi). A disc covered whole has none; a disc no
// other meets has one, the whole circle.
func freeArcs(ds []disc, rs []float64) []boundArc {
	var out []boundArc
	type span struct{ s, e float64 }
	var cov []span
	for j, d := range ds {
		cov = cov[:0]
		whole := false
		for k, e := range ds {
			if k == j {
				continue
			}
			dist := d.c.Dist(e.c)
			if dist >= rs[j]+rs[k] || dist+rs[k] <= rs[j] {
				continue // apart, or e inside j's circle
			}
			if dist+rs[j] <= rs[k] {
				// j's circle inside e (a duplicate: the later one)
				if dist > 0 || rs[j] < rs[k] || k < j {
					whole = true
					break
				}
				continue
			}
			cosA := (rs[j]*rs[j] + dist*dist - rs[k]*rs[k]) / (2 * rs[j] * dist)
			half := math.Acos(max(-1, min(1, cosA)))
			mid := math.Atan2(e.c.Y-d.c.Y, e.c.X-d.c.X)
			s := math.Mod(mid-half+4*math.Pi, 2*math.Pi)
			cov = append(cov, span{s, s + 2*half})
		}
		if whole {
			continue
		}
		if len(cov) == 0 {
			out = append(out, boundArc{j: j, a0: 0, a1: 2 * math.Pi, next: len(out)})
			continue
		}
		// the spans past 2 pi again from 0, then the gaps between them
		for _, sp := range cov {
			if sp.e > 2*math.Pi {
				cov = append(cov, span{0, sp.e - 2*math.Pi})
			}
		}
		slices.SortFunc(cov, func(x, y span) int { return cmp.Compare(x.s, y.s) })
		var gaps []span
		at := 0.0
		for _, sp := range cov {
			if sp.s > at {
				gaps = append(gaps, span{at, sp.s})
			}
			at = max(at, sp.e)
		}
		if at < 2*math.Pi {
			gaps = append(gaps, span{at, 2 * math.Pi})
		}
		if n := len(gaps); n > 1 && gaps[0].s == 0 && gaps[n-1].e == 2*math.Pi {
			// one gap across angle 0
			gaps[n-1].e = 2*math.Pi + gaps[0].e
			gaps = gaps[1:]
		}
		for _, g := range gaps {
			out = append(out, boundArc{j: j, a0: g.s, a1: g.e, next: -1})
		}
	}
	return out
}

// arcPoint returns the point of disc j's circle at angle ang.
func arcPoint(ds []disc, rs []float64, j int, ang float64) geom.Vec {
	s, c := math.Sincos(ang)
	return geom.V(ds[j].c.X+rs[j]*c, ds[j].c.Y+rs[j]*s)
}

// followLoops links each arc to the arc whose start is its end and returns
// the loops so made; false where the ends do not pair off one to one.
func followLoops(arcs []boundArc, ds []disc, rs []float64) ([][]int, bool) {
	var loops [][]int
	used := make([]bool, len(arcs))
	starts := make([]geom.Vec, len(arcs))
	for k, a := range arcs {
		starts[k] = arcPoint(ds, rs, a.j, a.a0)
	}
	for i := range arcs {
		if arcs[i].next == i { // a whole circle
			continue
		}
		end := arcPoint(ds, rs, arcs[i].j, arcs[i].a1)
		bestK, bestD := -1, math.Inf(1)
		for k, st := range starts {
			if arcs[k].next == k {
				continue
			}
			dx, dy := end.X-st.X, end.Y-st.Y
			if d := dx*dx + dy*dy; d < bestD {
				bestK, bestD = k, d
			}
		}
		if e := 1e-6 * (1 + rs[arcs[i].j]); bestK < 0 || used[bestK] || bestD > e*e {
			return nil, false
		}
		used[bestK] = true
		arcs[i].next = bestK
	}
	seen := make([]bool, len(arcs))
	for i := range arcs {
		if seen[i] {
			continue
		}
		var loop []int
		for k := i; !seen[k]; k = arcs[k].next {
			seen[k] = true
			loop = append(loop, k)
		}
		if loop[0] != i || arcs[loop[len(loop)-1]].next != i {
			return nil, false
		}
		loops = append(loops, loop)
	}
	return loops, true
}

// loopArea returns the signed area a loop of arcs encloses (Green's
// theorem, each arc counterclockwise round its own disc).
func loopArea(arcs []boundArc, loop []int, ds []disc, rs []float64) float64 {
	area := 0.0
	for _, i := range loop {
		a := arcs[i]
		cx, cy, R := ds[a.j].c.X, ds[a.j].c.Y, rs[a.j]
		s0, c0 := math.Sincos(a.a0)
		s1, c1 := math.Sincos(a.a1)
		area += R*R*(a.a1-a.a0) + R*cx*(s1-s0) - R*cy*(c1-c0)
	}
	return area / 2
}

// boundSample is a point of a loop and how far along the loop it lies.
type boundSample struct {
	p geom.Vec
	s float64
	j int // the disc whose circle it is on
}

// sampleLoop appends the samples of a loop to ss: each arc at most h
// apart along it, from the loop's first point to its last (the first
// again).
func sampleLoop(ss []boundSample, arcs []boundArc, loop []int, ds []disc, rs []float64, h float64) []boundSample {
	along := 0.0
	for _, i := range loop {
		a := arcs[i]
		length := rs[a.j] * (a.a1 - a.a0)
		n := max(1, int(math.Ceil(length/h)))
		// each sample the one before turned by the step about the
		// disc's centre
		c := ds[a.j].c
		ss0, cs0 := math.Sincos(a.a0)
		sn, cn := math.Sincos((a.a1 - a.a0) / float64(n))
		x, y := rs[a.j]*cs0, rs[a.j]*ss0
		for k := range n {
			ss = append(ss, boundSample{geom.V(c.X+x, c.Y+y), along + length*float64(k)/float64(n), a.j})
			x, y = x*cn-y*sn, x*sn+y*cn
		}
		along += length
	}
	last := arcs[loop[len(loop)-1]]
	return append(ss, boundSample{arcPoint(ds, rs, last.j, last.a1), along, last.j})
}

// tighter returns up with each count no more than b's.
func (b contactBounds) tighter(up planScore) planScore {
	return planScore{contacts: min(up.contacts, b.contacts), touched: min(up.touched, b.touched)}
}

// proves reports whether a placement scoring sc is proven the most by b:
// as many in contact as any placement has, and as many target models
// touched as any placement with that many in contact.
func (b contactBounds) proves(sc planScore) bool {
	return !sc.apart && sc.contacts >= b.contacts && sc.touched >= b.touchedFull
}

// placingBound is the unit as it stood when best_first began, and its
// contact bound once asked: every placement best_first's tries reach
// starts there (each first model moved from where it stood, within its
// move), so the bound holds in every world a try leaves.
type placingBound struct {
	u      body
	ms     []geom.Vec
	moved  []bool
	ts     []disc
	move   float64
	tol    float64
	asked  bool
	bounds contactBounds
	// lifted is the target models of a.targets the unit's own models
	// can touch at most by reach with the whole unit lifted (exactBound's
	// touched, asked in the world as kept); liftedAsked once it is known.
	lifted      int
	liftedAsked bool
}

// newPlacingBound keeps unit u as it stands for the contact bound of
// charges asked as a.
func newPlacingBound(c *Ctx, u body, a spotAsk) *placingBound {
	moved := make([]bool, len(u.Models))
	for i := range moved {
		moved[i] = u.HasMoved(i)
	}
	return &placingBound{u: u, ms: slices.Clone(u.Models), moved: moved, ts: discsOf(a.targets), move: a.move, tol: c.Tol()}
}

// bound returns the contact bound of the unit as kept, where u and a are
// the unit and the charge it was kept for (the same target models and
// move); otherwise (or with no unit kept) ok is false. ok may be nil.
func (k *placingBound) bound(u body, a spotAsk, ok *bool) contactBounds {
	if k == nil || k.u != u || k.move != a.move || !sameDiscs(k.ts, discsOf(a.targets)) {
		if ok != nil {
			*ok = false
		}
		return contactBounds{contacts: len(u.Models), touched: 1 << 30, touchedFull: 1 << 30}
	}
	if !k.asked {
		k.bounds, k.asked = contactBoundOf(k.ts, k.ms, k.moved, k.u.Round/2, k.move, k.tol), true
	}
	if ok != nil {
		*ok = true
	}
	return k.bounds
}

// liftedTouched returns the most target models the unit's own models
// touch in any placement best_first's tries reach: exactBound's touched
// with every model of the unit that has not moved lifted off the table,
// asked once, in the world as kept (c's world, between tries). Each try's
// first model and every model after it reach their spots by routes in a
// world with some of the unit standing; with the unit lifted whole no
// route is longer, so none reaches a target model the lifted reach does
// not. The target models the unit's allies touch are not counted as
// touched already: a try's score counts the unit's own.
func (k *placingBound) liftedTouched(c *Ctx, a spotAsk) int {
	if !slices.Equal(k.u.Models, k.ms) {
		return 1 << 30 // not asked in the world as kept: no bound
	}
	if !k.liftedAsked {
		p := &planner{c: c, ask: a, own: k.u, targets: k.ts}
		p.tix = indexTargets(p.targets) // others nil: the unit's own touches
		var ms []*Model
		for i := range k.u.Models {
			if !k.u.HasMoved(i) {
				ms = append(ms, &Model{Unit: k.u, Index: i})
			}
		}
		up, _, _ := p.exactBound(ms, true)
		k.lifted, k.liftedAsked = up.touched, true
	}
	return k.lifted
}

// sameDiscs reports whether a and b are the same bases in the same order.
func sameDiscs(a, b []disc) bool {
	return slices.EqualFunc(a, b, func(x, y disc) bool { return x.c == y.c && x.r == y.r })
}

// othersBound returns the contact bound on the models the planner places:
// the unit's bound (as best_first found it, where it is trying spots) less
// its moved models already in contact.
func (p *planner) othersBound() contactBounds {
	var kept bool
	up := p.c.placing.bound(p.own, p.ask, &kept)
	if !kept {
		up = p.c.contactBound(p.own, p.ask)
	}
	r, tol := p.own.Round/2, p.c.Tol()
	for i, q := range p.own.Models {
		if p.own.HasMoved(i) && slices.ContainsFunc(p.targets, func(t disc) bool { return q.Dist(t.c) <= r+t.r+tol }) {
			up.contacts--
		}
	}
	up.contacts = max(up.contacts, 0)
	// the planner counts as touched the target models the unit's allies
	// touch too
	if others := p.index().others; others != nil && up.can != nil {
		up.touched, up.touchedFull = countTrue(up.can, others), countTrue(up.canFull, others)
	}
	return up
}

// provenNote returns the trace's note for a placement proven the most by
// bound up, or by the contact bound cb (nil where not asked).
func (p *planner) provenNote(up planScore, cb *contactBounds) string {
	why := "reach with the unit's unmoved models lifted, and the bases that fit round each target model by angle"
	if cb != nil && (cb.contacts <= up.contacts || cb.proves(p.best)) {
		why = fmt.Sprintf("the contact bound: %d more bases fit along the edge of the target models' contact circles within a straight move, touching at most %d target models", cb.contacts, cb.touchedFull)
		if up.touched < cb.touchedFull {
			why += "; the target models touched by reach with the unit's unmoved models lifted"
		}
		up = planScore{contacts: min(up.contacts, cb.contacts), touched: min(up.touched, cb.touchedFull)}
	}
	return fmt.Sprintf("most_contacts: the placement found (%d models in contact, %d target models touched) is proven the most: no placement has more than %d in contact, nor %d touched with as many (%s)",
		p.best.contacts, p.best.touched, up.contacts, up.touched, why)
}
