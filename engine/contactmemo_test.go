package engine

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// TestContactMemoKeepsAnswers: model 0 of M asks its contact spots, then
// models of M move (some to just inside contactReach of it, some to just
// beyond, some only marked as moved), and it asks again. The answer from
// the Ctx that kept the first must be the one a new Ctx gives in the world
// as it now stands, on random tables where target models stand within a
// straight move, friends stand in the way and within link of the contact
// circles. The bases moved land within 3in either side of contactReach:
// with contactReach 3in shorter (the link circle's radius, say) the test
// fails, as a moved friend whose link circle reaches a contact circle then
// changes an answer the memo keeps.
func TestContactMemoKeepsAnswers(t *testing.T) {
	const in = 25.4
	r := rand.New(rand.NewPCG(30, 6))
	hits, changed := 0, 0
	for range 400 {
		w := world.New(geom.Board{W: 60 * in, H: 60 * in}, geom.Units{}, 0.0254)
		p0 := geom.V(30*in, 30*in)
		free := func(q geom.Vec, taken []geom.Vec) bool {
			for _, o := range taken {
				if q.Dist(o) < 25+0.1 {
					return false
				}
			}
			return q.X > in && q.Y > in && q.X < 59*in && q.Y < 59*in
		}
		var all []geom.Vec
		place := func(lo, hi float64) geom.Vec {
			for {
				a, d := r.Float64()*2*math.Pi, (lo+r.Float64()*(hi-lo))*in
				q := p0.Add(geom.V(d*math.Cos(a), d*math.Sin(a)))
				if free(q, all) {
					all = append(all, q)
					return q
				}
			}
		}
		all = append(all, p0)
		ms := []geom.Vec{p0}
		for range 4 + r.IntN(6) {
			ms = append(ms, place(1.1, 5))
		}
		for range 4 + r.IntN(6) {
			ms = append(ms, place(5, 13))
		}
		ts := []geom.Vec{}
		for range 2 + r.IntN(5) {
			ts = append(ts, place(3, 7.5))
		}
		m := &world.Body{ID: "M", Kind: world.KindUnit, Side: "red", Round: 25, Models: ms}
		tg := &world.Body{ID: "T", Kind: world.KindUnit, Side: "blue", Round: 25, Models: ts}
		w.Add(m)
		w.Add(tg)
		for i := 1; i < len(ms); i++ {
			if r.IntN(2) == 0 {
				m.SetRoute(i, []geom.Vec{ms[i]})
			}
		}
		a := spotAsk{m: &Model{Unit: m, Index: 0}, targets: bodies{tg}, move: 6 * in, link: 2 * in, contact: true, pack: r.IntN(3) == 0}
		c := NewCtx(&fakeRun{w: w})
		before := c.contactOnly(a)
		d := contactReach(a, m.Round/2, m.Round/2, tg.Round/2, 0, w.Tol) / in
		for range 1 + r.IntN(3) {
			i := 1 + r.IntN(len(ms)-1)
			all = append(all[:0], p0)
			for j, q := range m.Models {
				if j != i {
					all = append(all, q)
				}
			}
			all = append(all, ts...)
			switch r.IntN(3) {
			case 0:
				m.SetRoute(i, []geom.Vec{m.Models[i], place(d-3, d)})
			case 1:
				m.SetRoute(i, []geom.Vec{m.Models[i], place(d, d+3)})
			default:
				m.SetRoute(i, []geom.Vec{m.Models[i]})
			}
		}
		kept := len(c.contacts[m])
		got := c.contactOnly(a)
		want := NewCtx(&fakeRun{w: w}).contactOnly(a)
		if !sameSpots(got, want) {
			t.Fatalf("after M's models moved: %v, a new Ctx %v", got, want)
		}
		if len(c.contacts[m]) == kept {
			hits++
		}
		if !sameSpots(want, before) {
			changed++
		}
		for _, s := range got {
			if s.Model != a.m {
				t.Fatalf("a kept spot is of %v, asked for %v", s.Model, a.m)
			}
		}
	}
	// The test asks something of the memo: some answers come from it,
	// and some questions the moves changed.
	if hits < 30 || changed < 50 {
		t.Errorf("%d answers from the memo and %d changed by the moves; want 30 and 50", hits, changed)
	}
}

// TestBridgeMemoKeepsAnswers: TestMostContactsBridge's table, model B
// (2) at a spot in contact with T1 out of link of model A (0, moved):
// model C (1) must bridge the gap. The kept answer, asked again of a new
// planner (another first spot's search), is the one a new Ctx finds, of
// that planner's own model C; after A moves nearer, the answer is found
// again (C's spot changes), not the kept one.
func TestBridgeMemoKeepsAnswers(t *testing.T) {
	const in = 25.4
	w := world.New(geom.Board{W: 48 * in, H: 24 * in}, geom.Units{}, 0.0254)
	m := &world.Body{ID: "M", Kind: world.KindUnit, Side: "red", Round: 25,
		Models: []geom.Vec{geom.V(10*in, 11.5*in), geom.V(11.5*in, 9*in), geom.V(14.2*in, 10*in)}}
	tg := &world.Body{ID: "T", Kind: world.KindUnit, Side: "blue", Round: 25,
		Models: []geom.Vec{geom.V(10*in, 16*in), geom.V(15.5*in, 16*in)}}
	for _, b := range []*world.Body{m, tg} {
		w.Add(b)
	}
	m.SetRoute(0, []geom.Vec{geom.V(10*in, 11.5*in), geom.V(10*in, 16*in-25)})
	a := spotAsk{targets: bodies{tg}, move: 6 * in, clearance: in, link: 2 * in}
	s := &Spot{At: geom.V(15.5*in, 16*in-25)}
	planFor := func(c *Ctx) (*planner, *Model) {
		return &planner{c: c, ask: a, own: m, targets: discsOf(a.targets), spare: []*Model{{Unit: m, Index: 1}}}, &Model{Unit: m, Index: 2}
	}
	fresh := func() []*Spot {
		p, b := planFor(NewCtx(&fakeRun{w: w}))
		return p.bridges(b, s)
	}
	c := NewCtx(&fakeRun{w: w})
	p, b := planFor(c)
	first := p.keptBridges(b, s)
	if len(first) != 1 || !sameSpots(first, fresh()) {
		t.Fatalf("bridges %v, a new Ctx %v; want model 1 alone", first, fresh())
	}
	p, b = planFor(c)
	again := p.keptBridges(b, s)
	if !sameSpots(again, first) || again[0].Model != p.spare[0] {
		t.Errorf("asked again of another planner: %v of %p, want %v of that planner's %p", again, again[0].Model, first, p.spare[0])
	}
	m.SetRoute(0, []geom.Vec{m.Models[0], geom.V(11.5*in, 16*in-25)})
	got, want := p.keptBridges(b, s), fresh()
	if !sameSpots(got, want) {
		t.Errorf("after A moved: %v, a new Ctx %v", got, want)
	}
	if sameSpots(got, first) {
		t.Errorf("A moving changed nothing: the test asks nothing of the memo (%v, %v)", first[0].At.Scale(1/in), got[0].At.Scale(1/in))
	}
}
