package engine

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// TestLeastContactSpots: least_contact_spots gives the spots of
// contact_spots whose path is within two tolerances of the least, in
// contact_spots' order, as the whole list filtered by a new Ctx does, on
// random tables: a unit of 6 to 16 models scattered 1in to 13in from a
// point, target models 3in to 7.5in from it, friends in one another's
// way, some models marked as moved; every other table mirrored. The tables must include some where
// models are left unrouted (the bound cut), and some where spots of two
// models tie (routing the nearest model alone fails there).
func TestLeastContactSpots(t *testing.T) {
	const in = 25.4
	r := rand.New(rand.NewPCG(18, 30))
	cut, across := 0, 0
	for k := range 300 {
		w := world.New(geom.Board{W: 60 * in, H: 60 * in}, geom.Units{}, 0.0254)
		p0 := geom.V(30*in, 30*in)
		// every other table mirrored about x = 30in, so that models tie
		sym := k%2 == 1
		var all []geom.Vec
		mirror := func(q geom.Vec) geom.Vec { return geom.V(2*p0.X-q.X, q.Y) }
		place := func(lo, hi float64) []geom.Vec {
			for {
				a, d := r.Float64()*2*math.Pi, (lo+r.Float64()*(hi-lo))*in
				q := p0.Add(geom.V(d*math.Cos(a), d*math.Sin(a)))
				qs := []geom.Vec{q}
				if sym {
					qs = append(qs, mirror(q))
				}
				ok := q.X > in && q.Y > in && q.X < 59*in && q.Y < 59*in && (!sym || q.Dist(mirror(q)) >= 25+0.1)
				for _, o := range all {
					ok = ok && q.Dist(o) >= 25+0.1 && (!sym || mirror(q).Dist(o) >= 25+0.1)
				}
				if ok {
					all = append(all, qs...)
					return qs
				}
			}
		}
		var ts []geom.Vec
		for range 2 + r.IntN(5) {
			ts = append(ts, place(3, 7.5)...)
		}
		var ms []geom.Vec
		for range 6 + r.IntN(11) {
			ms = append(ms, place(1, 13)...)
		}
		m := &world.Body{ID: "M", Kind: world.KindUnit, Side: "red", Round: 25, Models: ms}
		tg := &world.Body{ID: "T", Kind: world.KindUnit, Side: "blue", Round: 25, Models: ts}
		w.Add(m)
		w.Add(tg)
		for i := range ms {
			if r.IntN(4) == 0 {
				m.SetRoute(i, []geom.Vec{ms[i]})
			}
		}
		a := spotAsk{targets: bodies{tg}, move: 6 * in, clearance: in, link: 2 * in, contact: true}
		var models []*Model
		for i := range ms {
			models = append(models, &Model{Unit: m, Index: i})
		}
		got := NewCtx(&fakeRun{w: w}).leastContactSpots(models, a)
		// the whole list, filtered
		c := NewCtx(&fakeRun{w: w})
		var every []*Spot
		least, asked := math.Inf(1), 0
		for _, md := range models {
			a.m = md
			ss := c.spots(a)
			every = append(every, ss...)
			for _, s := range ss {
				least = min(least, s.Path)
			}
		}
		var want []*Spot
		for _, s := range every {
			if s.Path <= least+2*w.Tol {
				want = append(want, s)
			}
		}
		if !sameSpots(got, want) || !sameModels(got, want) {
			t.Fatalf("least_contact_spots gave %d spots, the whole list filtered %d: %v against %v", len(got), len(want), got, want)
		}
		// whether the bound left models unrouted, and whether the spots
		// kept are of more than one model
		gapOf := func(i int) float64 {
			g := math.Inf(1)
			for _, q := range ts {
				g = min(g, ms[i].Dist(q)-25)
			}
			return g
		}
		for i := range ms {
			if gapOf(i)-2*w.Tol <= least+2*w.Tol {
				asked++
			}
		}
		if asked < len(ms) {
			cut++
		}
		if len(want) > 1 && !sameModels(want, want[1:]) {
			across++
		}
	}
	if cut == 0 || across == 0 {
		t.Errorf("the tables left models unrouted %d times and kept spots of two models %d times: want each at least once", cut, across)
	}
	t.Logf("%d tables cut, %d with spots of two models kept", cut, across)
}

// sameModels reports whether a and b are spots of the same models, one by
// one, as far as the shorter goes.
func sameModels(a, b []*Spot) bool {
	for i := range min(len(a), len(b)) {
		if a[i].Model.Index != b[i].Model.Index {
			return false
		}
	}
	return true
}
