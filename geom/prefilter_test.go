package geom

import (
	"cmp"
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// The box and square tests in front of legClear, FreeArcs and
// circleCircle only skip work whose answer they already know: each is
// checked here against the function as it was before them, on random
// scenes of bases 25-40mm across on a 1200mm table and on scenes built to
// sit on the edges the tests draw (circles just touching, legs grazing a
// base by exactly its keep, the board edge at exactly a base's radius).

// legClearPlain is legClear without its box test.
func legClearPlain(a, b Vec, keeps []Keep, tol float64) bool {
	for _, k := range keeps {
		var d float64
		switch k.Shape.Kind {
		case KCircle:
			q := closestOnSeg(k.Shape.Circle.C, a, b)
			d = max(0, dist(q, k.Shape.Circle.C)-k.Shape.Circle.R)
		case KSeg:
			d = segSegDist(a, b, k.Shape.Seg.A, k.Shape.Seg.B)
		default:
			d = Distance(SegShape(Seg{a, b}), k.Shape)
		}
		if d < k.Dist-tol {
			return false
		}
	}
	return true
}

// arcClearPlain is arcClear without its box test.
func arcClearPlain(c Vec, rad, a0, sw float64, keeps []Keep, tol float64) bool {
	for _, k := range keeps {
		if k.Shape.Kind == KSeg && arcSegDist(c, rad, a0, sw, k.Shape.Seg.A, k.Shape.Seg.B) < k.Dist-tol {
			return false
		}
	}
	return arcClear(c, rad, a0, sw, slices.DeleteFunc(slices.Clone(keeps), func(k Keep) bool { return k.Shape.Kind == KSeg }), tol)
}

// circleCirclePlain is circleCircle without its square test.
func circleCirclePlain(c0 Vec, r0 float64, c1 Vec, r1 float64) []Vec {
	d := c0.Dist(c1)
	if d == 0 || r0 <= 0 || r1 <= 0 || d > r0+r1 || d < math.Abs(r0-r1) {
		return nil
	}
	a := (d*d + r0*r0 - r1*r1) / (2 * d)
	h := math.Sqrt(max(r0*r0-a*a, 0))
	u := c1.Sub(c0).Scale(1 / d)
	m := c0.Add(u.Scale(a))
	return []Vec{m.Add(u.perp().Scale(h)), m.Sub(u.perp().Scale(h))}
}

// freeArcsPlain is FreeArcs without its box test.
func freeArcsPlain(c Circle, keeps []Keep, tol float64) [][2]float64 {
	var ts []float64
	add := func(pts []Vec) {
		for _, p := range pts {
			ts = append(ts, angleAt(c.C, p))
		}
	}
	for _, k := range keeps {
		switch k.Shape.Kind {
		case KCircle:
			add(circleCirclePlain(c.C, c.R, k.Shape.Circle.C, k.Shape.Circle.R+k.Dist))
		default:
			v, closed := k.Shape.verts()
			eachEdge(v, closed, func(a, b Vec) {
				add(offsetCrossings(c.C, c.R, Seg{a, b}, k.Dist))
			})
			for _, p := range v {
				add(circleCirclePlain(c.C, c.R, p, k.Dist))
			}
		}
	}
	if len(ts) == 0 {
		if pointClear(onRim(c.C, c.R, 0), keeps, tol) {
			return [][2]float64{{0, 2 * math.Pi}}
		}
		return nil
	}
	slices.Sort(ts)
	ts = slices.Compact(ts)
	var out [][2]float64
	for i, t := range ts {
		next := ts[0] + 2*math.Pi
		if i+1 < len(ts) {
			next = ts[i+1]
		}
		if !pointClear(onRim(c.C, c.R, (t+next)/2), keeps, tol) || !pointClear(onRim(c.C, c.R, t), keeps, tol) || !pointClear(onRim(c.C, c.R, next), keeps, tol) {
			continue
		}
		if n := len(out); n > 0 && out[n-1][1] == t {
			out[n-1][1] = next
		} else {
			out = append(out, [2]float64{t, next})
		}
	}
	if n := len(out); n > 1 && out[n-1][1] == out[0][0]+2*math.Pi {
		out[0][0] = out[n-1][0]
		out[0][1] += 2 * math.Pi
		out = out[:n-1]
		out[0][0], out[0][1] = out[0][0]-2*math.Pi, out[0][1]-2*math.Pi
	}
	if len(out) == 1 && out[0][1]-out[0][0] >= 2*math.Pi-1e-12 {
		return [][2]float64{{0, 2 * math.Pi}}
	}
	return out
}

// prefilterScene returns keeps round a table: bases, the board edge, a
// rectangle and a polygon of terrain, some placed to touch exactly.
func prefilterScene(r *rand.Rand) []Keep {
	const w, h = 1200.0, 1200.0
	keeps := BoardKeeps(Board{W: w, H: h}, 12.5+r.Float64()*10)
	var prev Vec
	for i := range 12 {
		c := V(r.Float64()*w, r.Float64()*h)
		rad := 12.5 + r.Float64()*7.5
		if i > 0 && r.IntN(3) == 0 {
			// touching the one before, exactly as far as the sum of radii
			a := r.Float64() * 2 * math.Pi
			c = prev.Add(V(math.Cos(a), math.Sin(a)).Scale(2 * rad))
		}
		prev = c
		keeps = append(keeps, Keep{Shape: CircleShape(Circle{C: c, R: rad}), Dist: 12.5 + float64(r.IntN(2))*25.4})
	}
	keeps = append(keeps,
		Keep{Shape: RectShape(Rect{Centre: V(r.Float64()*w, r.Float64()*h), Width: 50 + r.Float64()*100, Depth: 30 + r.Float64()*50, Facing: r.Float64() * 360}), Dist: 12.5},
		Keep{Shape: PolyShape(Polygon{Pts: []Vec{V(300, 300), V(420, 310), V(380, 450), V(330, 400)}}), Dist: 12.5},
	)
	return keeps
}

func TestPrefiltersKeepAnswers(t *testing.T) {
	r := rand.New(rand.NewPCG(30, 6))
	const tol = 0.01
	for range 400 {
		keeps := prefilterScene(r)
		for range 40 {
			a := V(r.Float64()*1200, r.Float64()*1200)
			b := a.Add(V(r.Float64()*300-150, r.Float64()*300-150))
			switch r.IntN(4) {
			case 0: // grazing a base at exactly its keep
				k := keeps[4+r.IntN(12)]
				c := k.Shape.Circle
				dir := V(r.Float64()-0.5, r.Float64()-0.5).Norm()
				off := c.C.Add(dir.perp().Scale(c.R + k.Dist))
				a, b = off.Sub(dir.Scale(100)), off.Add(dir.Scale(100))
			case 1: // along the board edge at exactly the keep
				d := keeps[0].Dist
				a, b = V(r.Float64()*1200, d), V(r.Float64()*1200, d)
			}
			if got, want := legClear(a, b, keeps, tol), legClearPlain(a, b, keeps, tol); got != want {
				t.Fatalf("legClear(%v, %v) = %v, without the box test %v", a, b, got, want)
			}
			rt := NewRouter(a, keeps, 2000, tol)
			if got, want := rt.legClear(a, b), legClearPlain(a, b, rt.keeps, tol); got != want {
				t.Fatalf("Router.legClear(%v, %v) = %v, legClear %v", a, b, got, want)
			}
			if got, want := rt.clearAt(b), pointClear(b, rt.keeps, tol); got != want {
				t.Fatalf("Router.clearAt(%v) = %v, pointClear %v", b, got, want)
			}
			// an arc near the board edge, the edge grazed at exactly the keep
			ac := V(r.Float64()*1200, keeps[0].Dist+30+r.Float64()*40)
			if r.IntN(2) == 0 {
				ac.Y = keeps[0].Dist + 30
			}
			a0, sw := r.Float64()*2*math.Pi, r.Float64()*4*math.Pi-2*math.Pi
			if got, want := arcClear(ac, 30, a0, sw, keeps, tol), arcClearPlain(ac, 30, a0, sw, keeps, tol); got != want {
				t.Fatalf("arcClear(%v, 30, %v, %v) = %v, without the box test %v", ac, a0, sw, got, want)
			}
			c := Circle{C: a, R: 25 + r.Float64()*20}
			if r.IntN(3) == 0 { // a contact circle of a base of the scene
				k := keeps[4+r.IntN(12)]
				c = Circle{C: k.Shape.Circle.C, R: k.Shape.Circle.R + 12.5}
			}
			if got, want := FreeArcs(c, keeps, tol), freeArcsPlain(c, keeps, tol); !slices.Equal(got, want) {
				t.Fatalf("FreeArcs(%v) = %v, without the box test %v", c, got, want)
			}
			k := keeps[4+r.IntN(12)].Shape.Circle
			for _, r1 := range []float64{k.C.Dist(c.C) - c.R, c.R + k.R, 40 * r.Float64()} {
				if got, want := circleCircle(c.C, c.R, k.C, r1), circleCirclePlain(c.C, c.R, k.C, r1); !slices.Equal(got, want) {
					t.Fatalf("circleCircle(%v, %v, %v, %v) = %v, without the square test %v", c.C, c.R, k.C, r1, got, want)
				}
			}
		}
	}
}

// backtrackPlain is Backtrack without its box test: every obstacle's
// interval worked out.
func backtrackPlain(start, end Rect, clear float64, obs []Shape, tol float64) (Rect, bool) {
	v := end.Centre.Sub(start.Centre)
	var bad []span
	for _, ob := range obs {
		bad = blocked(bad, start, v, ob, clear-tol, 0, 1)
	}
	s := 1.0
	back := 1e-9 / max(v.Len(), 1e-300)
	for moved := true; moved; {
		moved = false
		for _, b := range bad {
			if b.lo < s && s < b.hi {
				s, moved = b.lo-back, true
			}
		}
	}
	if s == 1 {
		return end, true
	}
	if s < 0 {
		if slices.ContainsFunc(bad, func(b span) bool { return b.lo < 0 && 0 < b.hi }) {
			return start, false
		}
		s = 0
	}
	return start.Translate(v.Scale(s)), true
}

// TestBacktrackBoxTestKeepsAnswers checks Backtrack against backtrackPlain
// on random scenes, and on scenes whose obstacles stand just beyond the
// box test's reach (skipped) and just within it (worked out), beside the
// sweep, ahead of its end and behind its start, where an interval of the
// line outside (0, 1) is the only trace they leave.
func TestBacktrackBoxTestKeepsAnswers(t *testing.T) {
	r := rand.New(rand.NewPCG(30, 7))
	const tol = 1e-9
	skipped := 0
	for i := range 3000 {
		start := randRect(r)
		dir := Dir(r.Float64() * 360)
		if r.IntN(4) == 0 {
			dir = Dir(90 * float64(r.IntN(4))) // square to the table, as units often are
			start.Facing = 90 * float64(r.IntN(4))
		}
		end := start.Translate(dir.Scale(r.Float64() * 200))
		if r.IntN(20) == 0 {
			end = start // no move at all
		}
		clear := []float64{0, 25.4, r.Float64() * 40}[r.IntN(3)]
		sweep := sweepBox(start, end.Centre.Sub(start.Centre))
		var obs []Shape
		for range 1 + r.IntN(4) {
			ob := randShape(r)
			if r.IntN(2) == 0 {
				// put ob's box at the box test's gap, give or take a little
				lo, hi := looseBounds(ob)
				c := max(clear-tol, 0)
				gap := c + 1e-3 + 1e-6*max(sweep.scale, 1000) + (r.Float64()-0.5)*2e-3
				var shift Vec
				switch r.IntN(4) {
				case 0:
					shift = V(sweep.hi.X+gap-lo.X, 0)
				case 1:
					shift = V(sweep.lo.X-gap-hi.X, 0)
				case 2:
					shift = V(0, sweep.hi.Y+gap-lo.Y)
				default:
					shift = V(0, sweep.lo.Y-gap-hi.Y)
				}
				// slide it along the sweep's side, from behind its start
				// to beyond its end
				along := V(-shift.Y, shift.X).Norm().Scale((r.Float64() - 0.5) * 600)
				ob = moveShape(ob, 0, shift.Add(along))
			}
			if sweep.clearOf(ob, clear-tol) {
				skipped++
			}
			obs = append(obs, ob)
		}
		got, gok := Backtrack(start, end, clear, obs, tol)
		want, wok := backtrackPlain(start, end, clear, obs, tol)
		if got != want || gok != wok {
			t.Fatalf("case %d: Backtrack = %+v, %v; without the box test %+v, %v", i, got, gok, want, wok)
		}
	}
	if skipped < 1000 {
		t.Errorf("the box test skipped %d obstacles: the scenes do not exercise it", skipped)
	}
}

// TestMod2PiIsMod checks mod2Pi against math.Mod bit for bit: at the
// angles the routes' arcs give (differences of two atan2 results, in
// [-2π, 2π]), at and beside ±2π and its multiples, at the zeros, and
// at the values Mod answers with a NaN.
func TestMod2PiIsMod(t *testing.T) {
	r := rand.New(rand.NewPCG(30, 7))
	xs := []float64{0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1), math.NaN(), math.MaxFloat64, math.SmallestNonzeroFloat64}
	for _, k := range []float64{1, 2, 3, 1e6} {
		for _, s := range []float64{1, -1} {
			x := s * k * 2 * math.Pi
			xs = append(xs, x, math.Nextafter(x, 0), math.Nextafter(x, math.Inf(int(s))))
		}
	}
	for range 100000 {
		a0, a1 := math.Atan2(r.NormFloat64(), r.NormFloat64()), math.Atan2(r.NormFloat64(), r.NormFloat64())
		xs = append(xs, a1-a0, -(a1 - a0), r.Float64()*40-20)
	}
	for _, x := range xs {
		got, want := mod2Pi(x), math.Mod(x, 2*math.Pi)
		if math.Float64bits(got) != math.Float64bits(want) && !(math.IsNaN(got) && math.IsNaN(want)) {
			t.Fatalf("mod2Pi(%v) = %v, math.Mod %v", x, got, want)
		}
	}
}

// nearRimPlain is nearRim without the square test in front of each round
// Keep.
func nearRimPlain(r *Router, j int32) ([]rim, []int32) {
	m := r.rims[j]
	var circles []rim
	var others []int32
	for i := range r.keeps {
		k := &r.keeps[i]
		if k.Shape.Kind == KCircle {
			d := dist(m.c, k.Shape.Circle.C)
			rho := k.Shape.Circle.R + k.Dist - r.tol
			if d < m.r+rho && d+rho > m.r && rho > 0 {
				circles = append(circles, rim{k.Shape.Circle.C, rho})
			}
			continue
		}
		lo, hi := k.Shape.Bounds()
		dx := max(lo.X-m.c.X, m.c.X-hi.X, 0)
		dy := max(lo.Y-m.c.Y, m.c.Y-hi.Y, 0)
		if math.Hypot(dx, dy) < m.r+k.Dist {
			others = append(others, int32(i))
		}
	}
	return circles, others
}

// TestNearRimKeepsAnswers checks nearRim against nearRimPlain on random
// scenes, and on rims that just touch or just miss a Keep's grown circle.
func TestNearRimKeepsAnswers(t *testing.T) {
	r := rand.New(rand.NewPCG(30, 8))
	const tol = 0.01
	for range 300 {
		keeps := prefilterScene(r)
		// a base whose grown circle meets the next one's at a single
		// point, or misses it by the tolerance either way
		k0, k1 := keeps[4].Shape.Circle, keeps[5].Shape.Circle
		d := k0.R + keeps[4].Dist + k1.R + keeps[5].Dist - tol + []float64{0, tol, -tol, 1e-9}[r.IntN(4)]
		keeps[5].Shape.Circle.C = k0.C.Add(V(r.Float64()-0.5, r.Float64()-0.5).Norm().Scale(d))
		rt := NewRouter(V(r.Float64()*1200, r.Float64()*1200), keeps, 2000, tol)
		rt.build()
		for j := range rt.rims {
			nk := rt.nearRim(int32(j))
			circles, others := nearRimPlain(rt, int32(j))
			// the round ones in any order (nearRim reads them along x):
			// free asks whether a point is in any of them
			byPlace := func(a, b rim) int {
				return cmp.Or(cmp.Compare(a.c.X, b.c.X), cmp.Compare(a.c.Y, b.c.Y), cmp.Compare(a.r, b.r))
			}
			nk.circles = slices.SortedFunc(slices.Values(nk.circles), byPlace)
			slices.SortFunc(circles, byPlace)
			if !slices.Equal(nk.circles, circles) || !slices.Equal(nk.others, others) {
				t.Fatalf("nearRim(%d) = %v, %v; without the square test %v, %v", j, nk.circles, nk.others, circles, others)
			}
		}
	}
}

// TestRouterArcClearKeepsAnswers checks the Router's arc test, which asks
// only the Keeps near the rim (nearRim), against arcClear over all of its
// Keeps, on the scenes of TestNearRimKeepsAnswers (bases that just touch
// or just miss a rim, a rectangle, a polygon and the board's edge), with
// arcs of every length in both senses.
func TestRouterArcClearKeepsAnswers(t *testing.T) {
	r := rand.New(rand.NewPCG(30, 9))
	const tol = 0.01
	blocked, clear := 0, 0
	for range 300 {
		keeps := prefilterScene(r)
		k0, k1 := keeps[4].Shape.Circle, keeps[5].Shape.Circle
		d := k0.R + keeps[4].Dist + k1.R + keeps[5].Dist - tol + []float64{0, tol, -tol, 1e-9}[r.IntN(4)]
		keeps[5].Shape.Circle.C = k0.C.Add(V(r.Float64()-0.5, r.Float64()-0.5).Norm().Scale(d))
		rt := NewRouter(V(r.Float64()*1200, r.Float64()*1200), keeps, 2000, tol)
		rt.build()
		for j := range rt.rims {
			rm := rt.rims[j]
			for range 8 {
				a0 := r.Float64()*4*math.Pi - 2*math.Pi
				sw := (r.Float64()*2 - 1) * []float64{0.01, 0.5, 2, 2 * math.Pi}[r.IntN(4)]
				got, want := rt.arcClear(int32(j), a0, sw), arcClear(rm.c, rm.r, a0, sw, rt.keeps, rt.tol)
				if got != want {
					t.Fatalf("rim %d (%v), arc from %v by %v: %v, arcClear %v", j, rm, a0, sw, got, want)
				}
				if want {
					clear++
				} else {
					blocked++
				}
			}
		}
	}
	if blocked < 1000 || clear < 1000 {
		t.Errorf("%d arcs blocked, %d clear; want 1000 of each", blocked, clear)
	}
}
