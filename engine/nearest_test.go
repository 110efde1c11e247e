package engine

import (
	"math"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// TestNearestWithinLinkRoundAGap checks the spot a model that cannot reach
// contact takes when the spot nearest the target is out of link: M1 at
// (14, 5.5) must pass a gap as wide as its base in a line of friends at
// y = 8 (x = 12, 13, 14, gap, 16 ... 19); T at (21, 12), touched by M0 at
// (21, 11); a 6.7in move. Its nearest reachable spot to T (the shortest
// route cut at 6.7in) is 3.013in from M0's centre, out of link (3in), and
// M0's link circle is 6.650in away by the gap, so the best spot
// lies on the link circle, reached round the gap's edges. The engine's
// best (linked, supporting, least gap) must be within the tolerance of
// the least gap over 7,200 points of the link circle, each routed exactly
// by itself.
func TestNearestWithinLinkRoundAGap(t *testing.T) {
	const in = 25.4
	w := world.New(geom.Board{W: 48 * in, H: 24 * in}, geom.Units{}, 0.0254)
	m := &world.Body{ID: "M", Kind: world.KindUnit, Side: "red", Round: in,
		Models: []geom.Vec{geom.V(21*in, 14*in), geom.V(14*in, 5.5*in)}}
	f := &world.Body{ID: "F", Kind: world.KindUnit, Side: "red", Round: in}
	for _, x := range []float64{12, 13, 14, 16, 17, 18, 19} {
		f.Models = append(f.Models, geom.V(x*in, 8*in))
	}
	tg := &world.Body{ID: "T", Kind: world.KindUnit, Side: "blue", Round: in, Models: []geom.Vec{geom.V(21*in, 12*in)}}
	for _, b := range []*world.Body{m, f, tg} {
		w.Add(b)
	}
	m.SetRoute(0, []geom.Vec{geom.V(21*in, 14*in), geom.V(21*in, 11*in)})
	c := NewCtx(&fakeRun{w: w})
	m1 := &Model{Unit: m, Index: 1}
	a := spotAsk{m: m1, targets: bodies{tg}, move: 6.7 * in, link: 2 * in}
	var best *Spot
	for _, s := range c.spots(a) {
		if s.Links > 0 && s.Support > 0 && (best == nil || s.Gap < best.Gap) {
			best = s
		}
	}
	if best == nil {
		t.Fatal("no spot within link of M0")
	}
	keeps := c.modelKeeps(m1, nil, 0, nil)
	p0, tc, lc := m1.centre(), geom.V(21*in, 12*in), geom.V(21*in, 11*in)
	brute := math.Inf(1)
	const n = 7200
	for i := range n {
		s, co := math.Sincos(2 * math.Pi * float64(i) / n)
		q := geom.V(lc.X+3*in*co, lc.Y+3*in*s)
		if _, _, ok := geom.Route(p0, q, keeps, 6.7*in, w.Tol); ok {
			brute = min(brute, q.Dist(tc)-in)
		}
	}
	if math.IsInf(brute, 1) {
		t.Fatal("no point of the link circle is reachable: the case is wrong")
	}
	if best.Gap > brute+w.Tol {
		t.Errorf("best spot %v has gap %.4fin; a point of the link circle reachable in 6.7in has %.4fin",
			best.At.Scale(1/in), best.Gap/in, brute/in)
	}
	if best.Gap < brute-0.01*in {
		t.Errorf("best spot's gap %.4fin is well below every sampled point's %.4fin: is it reachable?", best.Gap/in, brute/in)
	}
}
