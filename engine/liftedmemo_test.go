package engine

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// TestLiftedMemoKeepsAnswers: model 0 of M asks its reach with the unit
// lifted (liftedReach: the target models it reaches by a route within the
// move, its unit's unmoved models lifted, the moved ones standing), then
// models of M move (some to just inside the reach of model 0's Router,
// some to just beyond, some only marked as moved) and it asks again. The
// answer from the Ctx that kept the first must be the one a new Ctx gives
// in the world as it now stands, on random tables where the target models
// stand within a straight move and the moved friends in the way. It fails
// with the key short of where the moved bases stand, or of which have
// moved (a row kept from a world with other bases in the way).
func TestLiftedMemoKeepsAnswers(t *testing.T) {
	const in = 25.4
	r := rand.New(rand.NewPCG(12, 530))
	hits, changed := 0, 0
	for range 600 {
		w := world.New(geom.Board{W: 60 * in, H: 60 * in}, geom.Units{}, 0.0254)
		p0 := geom.V(30*in, 30*in)
		var all []geom.Vec
		place := func(lo, hi float64) geom.Vec {
			for {
				a, d := r.Float64()*2*math.Pi, (lo+r.Float64()*(hi-lo))*in
				q := p0.Add(geom.V(d*math.Cos(a), d*math.Sin(a)))
				if !slices.ContainsFunc(all, func(o geom.Vec) bool { return q.Dist(o) < 25+0.1 }) {
					all = append(all, q)
					return q
				}
			}
		}
		all = append(all, p0)
		ms := []geom.Vec{p0}
		for range 6 + r.IntN(8) {
			ms = append(ms, place(1.1, 6))
		}
		for range 1 + r.IntN(4) {
			ms = append(ms, place(6, 10))
		}
		var ts []geom.Vec
		for range 2 + r.IntN(5) {
			ts = append(ts, place(5.5, 7.4))
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
		a := spotAsk{targets: bodies{tg}, move: 6 * in, link: 2 * in}
		ask := func(c *Ctx) []bool {
			p := &planner{c: c, ask: a, own: m, targets: discsOf(a.targets)}
			return p.liftedReach(&Model{Unit: m, Index: 0})
		}
		c := NewCtx(&fakeRun{w: w})
		before := ask(c)
		d := 7.0 // the Router's reach: the move and both radii
		for range 1 + r.IntN(4) {
			i := 1 + r.IntN(len(ms)-1)
			all = append(append(all[:0], p0), ts...)
			for j, q := range m.Models {
				if j != i {
					all = append(all, q)
				}
			}
			switch r.IntN(3) {
			case 0:
				m.SetRoute(i, []geom.Vec{m.Models[i], place(1.1, d)})
			case 1:
				m.SetRoute(i, []geom.Vec{m.Models[i], place(d, d+1)})
			default:
				m.SetRoute(i, []geom.Vec{m.Models[i]})
			}
		}
		kept := len(c.lifted[m])
		got := ask(c)
		want := ask(NewCtx(&fakeRun{w: w}))
		if !slices.Equal(got, want) {
			t.Fatalf("after M's models moved: %v, a new Ctx %v", got, want)
		}
		if kept > 0 && len(c.lifted[m]) == kept {
			hits++
		}
		if !slices.Equal(want, before) {
			changed++
		}
	}
	// The test asks something of the memo: some answers come from it,
	// and some questions the moves changed.
	if hits < 30 || changed < 30 {
		t.Errorf("%d answers from the memo and %d changed by the moves; want 30 and 30", hits, changed)
	}
}
