package geom

import "math"

// A lens is the part two discs share: where a model may stand that is
// within reach of two places at once (within its move of where it stands,
// within a link of a model). It is convex, so the point of it nearest a
// point is unique, and two lenses have a nearest pair of points, which
// alternate projections find (each step moves the pair no farther apart,
// and the pair they converge to is the nearest).

// LensNearest returns the point of the lens a ∩ b nearest p, and false
// when the discs share no point.
func LensNearest(a, b Circle, p Vec) (Vec, bool) {
	in := func(c Circle, q Vec) bool { return q.Dist(c.C) <= c.R*(1+1e-12)+1e-12 }
	if in(a, p) && in(b, p) {
		return p, true
	}
	var best Vec
	bestD, found := math.Inf(1), false
	try := func(q Vec) {
		if d := q.Dist(p); in(a, q) && in(b, q) && d < bestD {
			best, bestD, found = q, d, true
		}
	}
	try(NearestOnCircle(a, p))
	try(NearestOnCircle(b, p))
	for _, q := range CirclesCross(a, b) {
		try(q)
	}
	return best, found
}

// lensSupport returns the point of the lens a ∩ b farthest in direction u
// (a unit vector): on one of the circles, or a corner where they cross.
func lensSupport(a, b Circle, u Vec) (Vec, bool) {
	far := Vec{X: (a.C.X + b.C.X) / 2, Y: (a.C.Y + b.C.Y) / 2}.Add(u.Scale(a.R + b.R + a.C.Dist(b.C)))
	return LensNearest(a, b, far)
}

// LensesApart returns a point p of the lens a1 ∩ a2 and a point q of the
// lens b1 ∩ b2 whose distance lies between lo and hi: the nearest pair of
// the two lenses where they are at least lo apart, otherwise a pair on the
// way from the nearest to the farthest in the direction they part, half
// way between lo and hi apart (or as far as they go). False when a lens
// is empty, the nearest pair is farther than hi, or no pair is lo apart.
func LensesApart(a1, a2, b1, b2 Circle, lo, hi float64) (p, q Vec, ok bool) {
	p, okA := LensNearest(a1, a2, b1.C)
	q, okB := LensNearest(b1, b2, p)
	if !okA || !okB {
		return p, q, false
	}
	for range 100 {
		np, _ := LensNearest(a1, a2, q)
		nq, _ := LensNearest(b1, b2, np)
		moved := np.Dist(p) + nq.Dist(q)
		p, q = np, nq
		if moved < 1e-10 {
			break
		}
	}
	d := p.Dist(q)
	switch {
	case d > hi:
		return p, q, false
	case d >= lo:
		return p, q, true
	}
	u := p.Sub(q)
	if u.Len() < 1e-12 {
		u = a1.C.Add(a2.C).Sub(b1.C.Add(b2.C))
	}
	if u.Len() < 1e-12 {
		u = V(1, 0)
	}
	u = u.Norm()
	fp, _ := lensSupport(a1, a2, u)
	fq, _ := lensSupport(b1, b2, u.Scale(-1))
	at := func(t float64) (Vec, Vec) { return p.Add(fp.Sub(p).Scale(t)), q.Add(fq.Sub(q).Scale(t)) }
	want := min((lo+hi)/2, fp.Dist(fq))
	if want < lo {
		return p, q, false
	}
	// The distance along the way is continuous, d at 0 and at least want
	// at 1: bisect for a pair want apart.
	t0, t1 := 0.0, 1.0
	for range 60 {
		t := (t0 + t1) / 2
		x, y := at(t)
		if x.Dist(y) < want {
			t0 = t
		} else {
			t1 = t
		}
	}
	p, q = at(t1)
	return p, q, p.Dist(q) >= lo && p.Dist(q) <= hi
}
