package geom

import "math"

// A start ringed in: goals no route can reach, found without the tree.
//
// A route keeps every round Keep: it never comes nearer a circle's centre
// than the circle's radius grown by the keep less the tolerance (the
// Keep's in; legClear, arcClear and clearAt test exactly that, each piece
// of a route before it is taken). Call those discs, a hair smaller, the
// walls. Where two walls overlap, the segment between their centres lies
// wholly inside the two (a point of it farther than one radius from one
// centre is nearer the other than its radius), so a route never crosses
// it. A closed walk from wall to overlapping wall whose centres wind round
// the start is then a fence: every point the walk winds round is inside
// the box of its centres, and a route from the start, never crossing the
// fence, ends only where the fence winds round as it winds round the
// start, so never outside that box. A base in the middle of its unit (its
// neighbours' walls, grown by its own radius, overlapping all round) is
// ringed in so: every question of a goal outside the box is answered "no
// route" at once, as the tree of shortest routes would answer it after
// growing all of its few nodes.
//
// The fence is looked for among the walls near the start (centres within
// three of the largest wall radius): a breadth-first walk of their
// overlaps adds up, along the walk, the angle each overlap turns about the
// start (less than a half turn each: the segment never passes through the
// start, which is outside every wall); an overlap closing a loop that
// turns a whole turn about the start is a fence. Only the walls narrow the
// routes; other Keeps (polygons, the board's edge) can only take routes
// away, so leaving them out keeps the answer a proof.

// fence is the box round a fence about a Router's start (see above).
type fence struct {
	known, found bool
	lo, hi       Vec
}

// fenceFor returns the box of a fence ringing r's start in, and whether
// there is one among the walls near it.
func (r *Router) fenceFor() (Vec, Vec, bool) {
	if r.ring.known {
		return r.ring.lo, r.ring.hi, r.ring.found
	}
	r.ring.known = true
	p := r.from
	// the walls near the start: a hair inside each round Keep's in
	var wallsBuf [24]rim
	walls := wallsBuf[:0]
	big := 0.0
	for i := range r.round {
		big = max(big, r.round[i].in)
	}
	for i := range r.round {
		k := &r.round[i]
		if k.in <= 0 || dist(p, k.c) > 3*big {
			continue
		}
		s := k.in - (1e-6*k.in + 1e-6)
		if s <= 0 || dist(p, k.c) <= s {
			continue
		}
		walls = append(walls, rim{k.c, s})
	}
	n := len(walls)
	if n < 3 {
		return Vec{}, Vec{}, false
	}
	var angBuf, phiBuf [24]float64
	var parBuf [24]int
	ang, phi, par := angBuf[:n], phiBuf[:n], parBuf[:n]
	for i, w := range walls {
		ang[i] = angleAt(p, w.c)
		par[i] = -2 // not reached
	}
	overlap := func(i, j int) bool {
		return dist(walls[i].c, walls[j].c) < walls[i].r+walls[j].r
	}
	turn := func(i, j int) float64 { // the angle from wall i to wall j about p
		d := ang[j] - ang[i]
		if d > math.Pi {
			d -= 2 * math.Pi
		} else if d < -math.Pi {
			d += 2 * math.Pi
		}
		return d
	}
	var queueBuf [24]int
	for root := range walls {
		if par[root] != -2 {
			continue
		}
		par[root], phi[root] = -1, 0
		queue := append(queueBuf[:0], root)
		for len(queue) > 0 {
			i := queue[0]
			queue = queue[1:]
			for j := range walls {
				if j == i || j == par[i] || !overlap(i, j) {
					continue
				}
				if par[j] == -2 {
					par[j], phi[j] = i, phi[i]+turn(i, j)
					queue = append(queue, j)
					continue
				}
				if math.Abs(phi[i]+turn(i, j)-phi[j]) > math.Pi {
					// i to j closes a loop winding round p: the box of
					// the walk from i to the root and back to j
					lo := Vec{math.Inf(1), math.Inf(1)}
					hi := Vec{math.Inf(-1), math.Inf(-1)}
					for _, x := range [2]int{i, j} {
						for ; x >= 0; x = par[x] {
							c := walls[x].c
							lo = Vec{min(lo.X, c.X), min(lo.Y, c.Y)}
							hi = Vec{max(hi.X, c.X), max(hi.Y, c.Y)}
						}
					}
					r.ring.lo, r.ring.hi, r.ring.found = lo, hi, true
					return lo, hi, true
				}
			}
		}
	}
	return Vec{}, Vec{}, false
}

// fenced reports whether the current goal lies wholly outside the box of
// a fence ringing the start in: then no route reaches it.
func (r *Router) fenced() bool {
	lo, hi, ok := r.fenceFor()
	if !ok {
		return false
	}
	out := func(a, b Vec) bool { return a.X > hi.X || b.X < lo.X || a.Y > hi.Y || b.Y < lo.Y }
	for _, q := range r.pts {
		if !out(q, q) {
			return false
		}
	}
	if c := r.circle; c != nil {
		d := Vec{c.R, c.R}
		if !out(c.C.Sub(d), c.C.Add(d)) {
			return false
		}
	}
	return true
}
