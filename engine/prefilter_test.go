package engine

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// contactMarksPlain is contactMarks with every pair tried at once, as
// keepSpots did.
func contactMarksPlain(targets, own []disc, skip int, tol float64) (touched, inContact []bool) {
	touched = make([]bool, len(targets))
	inContact = make([]bool, len(own))
	for i, t := range targets {
		for j, f := range own {
			dx, dy, rr := f.c.X-t.c.X, f.c.Y-t.c.Y, f.r+t.r+tol
			if lim := rr * (1 + 1e-9); dx > lim || -dx > lim || dy > lim || -dy > lim {
				continue
			}
			if f.i != skip && dx*dx+dy*dy <= rr*rr {
				touched[i], inContact[j] = true, true
			}
		}
	}
	return touched, inContact
}

// touchedByPlain is touchedBy without the box: every pair tried, as
// touchedNow did.
func touchedByPlain(targets []disc, models []geom.Vec, r, tol float64) []bool {
	out := make([]bool, len(targets))
	for j, t := range targets {
		for _, q := range models {
			if within(q, t.c, r+t.r+tol) {
				out[j] = true
				break
			}
		}
	}
	return out
}

// TestBoxFiltersKeepAnswers checks contactMarks (each mark worked out
// when read, by the coordinate test in front of the squares) and the box
// test of touchedBy against every pair tried, on random tables built so that
// bases graze the box's edges: a base exactly its reach (and the
// tolerance) from the outermost target model along one axis, a hair
// nearer or farther, and bases of mixed radii, where the box must use
// the largest. A box test that dropped a base that touches would make a
// mark false here where the plain loop makes it true.
func TestBoxFiltersKeepAnswers(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 30))
	const tol = 0.01
	hits := 0
	for range 3000 {
		var targets []disc
		for i := range 1 + rng.IntN(12) {
			r := 12.5 + 12.5*float64(rng.IntN(3))
			targets = append(targets, disc{c: geom.V(200+rng.Float64()*300, 200+rng.Float64()*300), r: r, i: i})
		}
		r := 12.5 + 12.5*float64(rng.IntN(3))
		var own []disc
		var models []geom.Vec
		for i := range 1 + rng.IntN(16) {
			var q geom.Vec
			t := targets[rng.IntN(len(targets))]
			reach := r + t.r + tol
			switch rng.IntN(4) {
			case 0: // exactly its reach along an axis, a hair either way
				dir := []geom.Vec{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}}[rng.IntN(4)]
				d := reach * (1 + float64(rng.IntN(3)-1)*1e-12)
				q = t.c.Add(dir.Scale(d))
			case 1: // exactly its reach at an angle
				a := rng.Float64() * 2 * math.Pi
				q = t.c.Add(geom.V(math.Cos(a), math.Sin(a)).Scale(reach))
			case 2: // near
				q = t.c.Add(geom.V(rng.Float64()*4*reach-2*reach, rng.Float64()*4*reach-2*reach))
			default: // anywhere
				q = geom.V(rng.Float64()*700, rng.Float64()*700)
			}
			own = append(own, disc{c: q, r: r, i: i})
			models = append(models, q)
		}
		skip := rng.IntN(len(own) + 1)
		// each mark read once, in a random order, then all again
		marks := contactMarksOf(targets, own, skip, tol)
		gotT, gotC := make([]bool, len(targets)), make([]bool, len(own))
		for range 2 {
			for _, k := range rng.Perm(len(targets) + len(own)) {
				if k < len(targets) {
					gotT[k] = marks.touched(k)
				} else {
					gotC[k-len(targets)] = marks.inContact(k - len(targets))
				}
			}
		}
		wantT, wantC := contactMarksPlain(targets, own, skip, tol)
		if !slices.Equal(gotT, wantT) || !slices.Equal(gotC, wantC) {
			t.Fatalf("contactMarks(%v, %v, %d) = %v, %v; every pair tried: %v, %v", targets, own, skip, gotT, gotC, wantT, wantC)
		}
		got, want := touchedBy(targets, models, r, tol), touchedByPlain(targets, models, r, tol)
		if !slices.Equal(got, want) {
			t.Fatalf("touchedBy(%v, %v, %v) = %v; every pair tried: %v", targets, models, r, got, want)
		}
		if slices.Contains(want, true) {
			hits++
		}
	}
	// the tables must touch often, or the test shows nothing
	if hits < 1000 {
		t.Fatalf("only %d of 3000 tables have a base touching a target model", hits)
	}
}

// TestWayPretestKeepsAnswers checks way's pretest (a target model the tree
// of every route within the limit and two tolerances has no route to is
// not searched for alone) against way searching each target model alone,
// on random tables like the assault's: ranks of the unit one behind the
// other, so that models behind are boxed in and have no route to some or
// all target models, the target models at distances that put routes near
// the limit, and an impassable wall across some tables. A pretest that
// dropped a target model whose own search finds the shortest route would
// change the spot here.
func TestWayPretestKeepsAnswers(t *testing.T) {
	const in = 25.4
	rng := rand.New(rand.NewPCG(26, 6))
	boxed, reached := 0, 0
	for range 40 {
		w := world.New(geom.Board{W: 48 * in, H: 48 * in}, geom.Units{}, 0.0254)
		cols, rows := 3+rng.IntN(6), 2+rng.IntN(2)
		gap := (1.05 + rng.Float64()*0.6) * in
		var ms, ts []geom.Vec
		for row := range rows {
			for col := range cols {
				ms = append(ms, geom.V(10*in+float64(col)*gap, 10*in-float64(row)*gap))
			}
		}
		ahead := (3 + rng.Float64()*4) * in
		for col := range cols + rng.IntN(3) {
			ts = append(ts, geom.V(10*in+float64(col)*1.5*in+rng.Float64()*in, 10*in+ahead+rng.Float64()*in))
		}
		m := &world.Body{ID: "M", Kind: world.KindUnit, Side: "red", Round: in, Models: ms}
		tg := &world.Body{ID: "T", Kind: world.KindUnit, Side: "blue", Round: in, Models: ts}
		w.Add(m)
		w.Add(tg)
		var walls bodies
		if rng.IntN(3) == 0 {
			y := 10*in + ahead/2
			wall := &world.Body{ID: "wall", Kind: world.KindTerrain, TerrainKind: "impassable",
				Poly: geom.Polygon{Pts: []geom.Vec{geom.V(8*in, y), geom.V(14*in, y), geom.V(14*in, y+in/2), geom.V(8*in, y+in/2)}}}
			w.Add(wall)
			walls = bodies{wall}
		}
		move := (4 + rng.Float64()*4) * in
		c := NewCtx(&fakeRun{w: w})
		for i := range ms {
			mm := &Model{Unit: m, Index: i}
			got := c.wayBy(mm, bodies{tg}, move, nil, in, walls, true)
			want := c.wayBy(mm, bodies{tg}, move, nil, in, walls, false)
			if got.At != want.At || got.Path != want.Path || got.Gap != want.Gap || got.Stays != want.Stays || !slices.Equal(got.Route, want.Route) {
				t.Fatalf("model %d of %v: way with the pretest ends at %v (path %v, gap %v), each target model alone at %v (path %v, gap %v)",
					i, ms, got.At, got.Path, got.Gap, want.At, want.Path, want.Gap)
			}
			if got.Stays {
				boxed++
			} else {
				reached++
			}
		}
	}
	// both kinds of model, or the test shows nothing
	if boxed < 20 || reached < 100 {
		t.Fatalf("%d models boxed in, %d reaching: too few of one", boxed, reached)
	}
}

// appendKeepCrossingsPlain is appendKeepCrossings as it was before the box
// test against disc q: every keep near disc p tried.
func appendKeepCrossingsPlain(pts []geom.Vec, keeps []geom.Keep, p, q geom.Circle, tol float64) []geom.Vec {
	in := func(x geom.Vec) bool { return x.Dist(p.C) <= p.R+tol && x.Dist(q.C) <= q.R+tol }
	add := func(c geom.Circle) {
		for _, d := range [2]geom.Circle{p, q} {
			for _, x := range geom.AppendCirclesCross(nil, d, c) {
				if in(x) {
					pts = append(pts, x)
				}
			}
		}
	}
	addSeg := func(sg geom.Seg) {
		for _, d := range [2]geom.Circle{p, q} {
			for _, x := range geom.SegCircleCross(sg, d) {
				if in(x) {
					pts = append(pts, x)
				}
			}
		}
	}
	for i := range keeps {
		k := &keeps[i]
		lo, hi := k.Shape.Bounds()
		far := k.Dist + p.R
		if lo.X > p.C.X+far || hi.X < p.C.X-far || lo.Y > p.C.Y+far || hi.Y < p.C.Y-far {
			continue
		}
		var ring []geom.Vec
		switch k.Shape.Kind {
		case geom.KCircle:
			add(geom.Circle{C: k.Shape.Circle.C, R: k.Shape.Circle.R + k.Dist})
			continue
		case geom.KRect:
			c := k.Shape.Rect.Corners()
			ring = c[:]
		case geom.KPoly:
			ring = k.Shape.Poly.Pts
		case geom.KSeg:
			ring = []geom.Vec{k.Shape.Seg.A, k.Shape.Seg.B}
		}
		for j, a := range ring {
			add(geom.Circle{C: a, R: k.Dist})
			b := ring[(j+1)%len(ring)]
			if a.Dist(b) == 0 {
				continue
			}
			n := b.Sub(a).Norm()
			off := geom.V(-n.Y, n.X).Scale(k.Dist)
			addSeg(geom.Seg{A: a.Add(off), B: b.Add(off)})
			addSeg(geom.Seg{A: a.Sub(off), B: b.Sub(off)})
		}
	}
	return pts
}

// TestKeepCrossingsFilterKeepsAnswers checks appendKeepCrossings' box
// test against disc q with the function as it was, on random lenses
// whose keeps graze disc q: a keep whose grown shape reaches exactly
// q.R+tol from q's centre along an axis or at an angle, a hair nearer or
// farther, circles, rectangles, polygons and segments. A box that dropped
// a keep with a point in the lens would give fewer points here.
func TestKeepCrossingsFilterKeepsAnswers(t *testing.T) {
	rng := rand.New(rand.NewPCG(30, 7))
	const tol = 0.01
	hits := 0
	for range 3000 {
		rp, rq := 1+rng.Float64()*3, 1+rng.Float64()*3
		p := geom.Circle{C: geom.V(20+rng.Float64()*2, 20+rng.Float64()*2), R: rp}
		a := rng.Float64() * 2 * math.Pi
		q := geom.Circle{C: p.C.Add(geom.V(math.Cos(a), math.Sin(a)).Scale((rp + rq) * rng.Float64())), R: rq}
		var keeps []geom.Keep
		for range 1 + rng.IntN(10) {
			dist := []float64{0, 0.5, 1}[rng.IntN(3)]
			reach := q.R + tol + dist // from q's centre to the shape's edge
			var dir geom.Vec
			if rng.IntN(2) == 0 {
				dir = []geom.Vec{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}}[rng.IntN(4)]
			} else {
				b := rng.Float64() * 2 * math.Pi
				dir = geom.V(math.Cos(b), math.Sin(b))
			}
			hair := 1 + float64(rng.IntN(3)-1)*1e-12
			if rng.IntN(4) == 0 {
				hair = 0.5 + rng.Float64() // anywhere near
			}
			var sh geom.Shape
			switch rng.IntN(4) {
			case 0:
				r := rng.Float64()
				sh = geom.CircleShape(geom.Circle{C: q.C.Add(dir.Scale((reach + r) * hair)), R: r})
			case 1: // a rectangle whose nearest corner or edge grazes
				w, d := 0.2+rng.Float64(), 0.2+rng.Float64()
				c := q.C.Add(dir.Scale(reach * hair)).Add(geom.V(math.Copysign(w/2, dir.X), math.Copysign(d/2, dir.Y)))
				sh = geom.RectShape(geom.Rect{Centre: c, Width: w, Depth: d})
			case 2: // a triangle with a corner there
				x, side := q.C.Add(dir.Scale(reach*hair)), geom.V(-dir.Y, dir.X)
				sh = geom.PolyShape(geom.Polygon{Pts: []geom.Vec{x, x.Add(dir).Add(side), x.Add(dir).Sub(side)}})
			default: // a segment from there outwards
				x := q.C.Add(dir.Scale(reach * hair))
				sh = geom.SegShape(geom.Seg{A: x, B: x.Add(dir.Scale(2))})
			}
			keeps = append(keeps, geom.Keep{Shape: sh, Dist: dist})
		}
		if rng.IntN(2) == 0 {
			// p's rim through a point x just beyond q's rim, within tol, and a
			// keep whose grown circle touches the circle through x round q's
			// centre from outside at x: the crossing near x is in the lens
			// only by the tolerance, along an axis from q's centre.
			dir := []geom.Vec{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}}[rng.IntN(4)]
			x := q.C.Add(dir.Scale(q.R + tol*(0.05+0.95*rng.Float64())))
			b := math.Pi + (rng.Float64()-0.5)*2
			w := geom.V(dir.X*math.Cos(b)-dir.Y*math.Sin(b), dir.X*math.Sin(b)+dir.Y*math.Cos(b))
			p.C = x.Add(w.Scale(p.R))
			r, dist := rng.Float64(), []float64{0, 0.5, 1}[rng.IntN(3)]
			c := x.Add(dir.Scale(r + dist))
			keeps = append(keeps, geom.Keep{Shape: geom.CircleShape(geom.Circle{C: c, R: r}), Dist: dist})
		}
		got := appendKeepCrossings(nil, keeps, p, q, tol)
		want := appendKeepCrossingsPlain(nil, keeps, p, q, tol)
		if !slices.Equal(got, want) {
			t.Fatalf("appendKeepCrossings(%v, %v, %v) = %v; every keep near p tried: %v", keeps, p, q, got, want)
		}
		if len(want) > 0 {
			hits++
		}
	}
	if hits < 500 {
		t.Fatalf("only %d of 3000 lenses have a point, the test shows little", hits)
	}
}

// TestBridgeBeyondKeepsAnswers checks bridge's test of a spare model too
// far to bridge against bridgeOf asked of every spare model, on random
// tables: a model moved near the spot of the model to link (so the link
// circles make a lens), spare models round the spot at about the move
// plus the link circle's radius from it, a hair nearer or farther, some
// nearer (so a best is found and the farther ones are weighed against
// it), and a few friends in the way. A test that left out a spare model
// with a route to the lens would give another spot or none.
func TestBridgeBeyondKeepsAnswers(t *testing.T) {
	const in = 25.4
	rng := rand.New(rand.NewPCG(30, 77))
	found, skipped := 0, 0
	for range 300 {
		w := world.New(geom.Board{W: 60 * in, H: 60 * in}, geom.Units{}, 0.0254)
		sAt := geom.V(30*in, 30*in)
		a0 := rng.Float64() * 2 * math.Pi
		moved := sAt.Add(geom.V(math.Cos(a0), math.Sin(a0)).Scale((25 + (0.5+rng.Float64()*3)*in)))
		ms := []geom.Vec{moved, sAt.Add(geom.V(0, -3*in))}
		rim := 25 + 2*in // the lens's circle round s: both radii and the link
		for range 2 + rng.IntN(6) {
			a := rng.Float64() * 2 * math.Pi
			var d float64
			switch rng.IntN(3) {
			case 0: // the move and the circle from s, a hair either way
				d = (6*in + rim) * (1 + float64(rng.IntN(3)-1)*1e-9)
			case 1:
				d = 6*in + rim + (rng.Float64()-0.5)*2*in
			default:
				d = rim + 25 + rng.Float64()*4*in
			}
			ms = append(ms, sAt.Add(geom.V(math.Cos(a), math.Sin(a)).Scale(d)))
		}
		m := &world.Body{ID: "M", Kind: world.KindUnit, Side: "red", Round: 25, Models: ms}
		tg := &world.Body{ID: "T", Kind: world.KindUnit, Side: "blue", Round: 25, Models: []geom.Vec{sAt.Add(geom.V(0, 25))}}
		w.Add(m)
		w.Add(tg)
		m.SetRoute(0, []geom.Vec{moved})
		a := spotAsk{targets: bodies{tg}, move: 6 * in, clearance: in, link: 2 * in}
		s := &Spot{At: sAt}
		var spare []*Model
		for i := 2; i < len(ms); i++ {
			spare = append(spare, &Model{Unit: m, Index: i})
		}
		p := &planner{c: NewCtx(&fakeRun{w: w}), ask: a, own: m, targets: discsOf(a.targets), spare: spare}
		mm := &Model{Unit: m, Index: 1}
		got := p.bridge(mm, s)
		// every spare model asked
		q := &planner{c: NewCtx(&fakeRun{w: w}), ask: a, own: m, targets: discsOf(a.targets), spare: spare}
		var want *Spot
		for _, b := range q.spare {
			if p.bridgeBeyond(p.bridgeLow(b, mm, s), want) {
				skipped++
			}
			if x := q.bridgeOf(b, mm, s, want, false); x != nil {
				want = x
			}
		}
		if want != nil {
			want.Terrain, want.Enters = q.c.routeTerrain(want.Route, want.Model.radius(), a.walls)
			found++
		}
		if (got == nil) != (want == nil) || got != nil && !sameSpots([]*Spot{got}, []*Spot{want}) {
			t.Fatalf("bridge = %v; every spare model asked: %v", got, want)
		}
	}
	if found < 100 || skipped < 100 {
		t.Fatalf("%d tables with a bridge, %d spare models out of reach: the test shows little", found, skipped)
	}
}

// TestFreshCountKeepsAnswers checks freshCount, which tries only the
// target models near the spot in x, against every target model tried, on
// random tables built as TestBoxFiltersKeepAnswers' are: spots exactly
// their reach (and the tolerance) from a target model along an axis or
// at an angle, a hair nearer or farther, target models of mixed radii,
// some already touched.
func TestFreshCountKeepsAnswers(t *testing.T) {
	rng := rand.New(rand.NewPCG(30, 17))
	w := world.New(geom.Board{W: 1000, H: 1000}, geom.Units{}, 0.01)
	tol := w.Tol
	hits := 0
	for range 3000 {
		var targets []disc
		for i := range 1 + rng.IntN(12) {
			r := 12.5 + 12.5*float64(rng.IntN(3))
			targets = append(targets, disc{c: geom.V(200+rng.Float64()*300, 200+rng.Float64()*300), r: r, i: i})
		}
		round := 25 + 25*float64(rng.IntN(3))
		u := &world.Body{ID: "M", Kind: world.KindUnit, Round: round, Models: []geom.Vec{{}}}
		m := &Model{Unit: u}
		p := &planner{c: NewCtx(&fakeRun{w: w}), targets: targets}
		touched := make([]bool, len(targets))
		for j := range touched {
			touched[j] = rng.IntN(4) == 0
		}
		for range 8 {
			tg := targets[rng.IntN(len(targets))]
			reach := round/2 + tg.r + tol
			var q geom.Vec
			switch rng.IntN(3) {
			case 0:
				dir := []geom.Vec{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}}[rng.IntN(4)]
				q = tg.c.Add(dir.Scale(reach * (1 + float64(rng.IntN(3)-1)*1e-12)))
			case 1:
				a := rng.Float64() * 2 * math.Pi
				q = tg.c.Add(geom.V(math.Cos(a), math.Sin(a)).Scale(reach))
			default:
				q = tg.c.Add(geom.V(rng.Float64()*4*reach-2*reach, rng.Float64()*4*reach-2*reach))
			}
			s := &Spot{At: q}
			want := 0
			for j, t := range targets {
				if !touched[j] && p.touches(q, m, t) {
					want++
				}
			}
			if got := p.freshCount(s, m, touched); got != want {
				t.Fatalf("freshCount(%v) = %d; every target model tried: %d (targets %v, touched %v)", q, got, want, targets, touched)
			}
			if want > 0 {
				hits++
			}
		}
	}
	if hits < 5000 {
		t.Fatalf("only %d of 24000 spots touch a fresh target model", hits)
	}
}
