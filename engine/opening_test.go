package engine

import (
	"math"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// TestBestFirst: model 0 at (10, 10) is as near T0 (9, 14) as T1 (11, 14)
// (3.139in each, 25mm bases); model 1 at (8.5, 8.8) reaches T0 only (4.240
// of a 4.5in move). Model 0 on T0 leaves model 1 no free point of T0's
// contact circle within 4.5in; model 0 on T1 lets it touch T0: the spot on
// T1 is best, though T0's comes first
// (tests/assault/ordinary2/tie_first_two_targets.yaml works it by hand).
func TestBestFirst(t *testing.T) {
	const in = 25.4
	v := func(x, y float64) geom.Vec { return geom.V(x*in, y*in) }
	w := world.New(geom.Board{W: 48 * in, H: 24 * in}, geom.Units{}, 0.0254)
	m := &world.Body{ID: "M", Kind: world.KindUnit, Side: "red", Round: 25, Models: []geom.Vec{v(10, 10), v(8.5, 8.8)}}
	tg := &world.Body{ID: "T", Kind: world.KindUnit, Side: "blue", Round: 25, Models: []geom.Vec{v(9, 14), v(11, 14)}}
	for _, b := range []*world.Body{m, tg} {
		w.Add(b)
	}
	c := NewCtx(&fakeRun{w: w})
	a := spotAsk{m: &Model{Unit: m, Index: 0}, targets: bodies{tg}, move: 4.5 * in, clearance: in, link: 2 * in, contact: true}
	least := math.Inf(1)
	for _, s := range c.spots(a) {
		least = min(least, s.Path)
	}
	var spots []*Spot
	for _, s := range c.spots(a) {
		if s.Path <= least+0.0254 {
			spots = append(spots, s)
		}
	}
	if len(spots) != 2 {
		t.Fatalf("model 0 has %d contact spots, want 2 (one on each target model)", len(spots))
	}
	if spots[0].At.Dist(v(9, 14)) > spots[0].At.Dist(v(11, 14)) {
		spots[0], spots[1] = spots[1], spots[0] // T0's first: the order that went wrong
	}
	got := c.bestFirst(spots, a)
	if d := got.At.Dist(v(11, 14)); d > 25+0.0254 {
		t.Errorf("best_first took the spot at %v, %.3fmm from T1's centre: want T1's, leaving T0 to model 1", got.At, d)
	}
	if m.HasMoved(0) || m.Models[0] != v(10, 10) {
		t.Errorf("best_first left model 0 moved: %v", m.Models[0])
	}
	if c.bestFirst(nil, a) != nil {
		t.Error("best_first of no spots is not nil")
	}
}

// TestBestFirstFiveTie: five models in a line, 2.5in apart, each 4.016in
// straight below a target model of a line (25mm bases, a 6in move); a sixth
// 1.9in behind the first reaches only the first target model, straight and
// within 22 degrees of its bottom point. The first model listed, going
// first, takes that point and leaves the sixth nothing; any other of the
// five going first, the first steps aside and all six touch
// (tests/assault/ordinary2/tie_five_in_a_line.yaml works it by hand). Every
// one of the five spots that tie is a candidate, not the first few; which
// of the four as good is taken is the placement search's to say.
func TestBestFirstFiveTie(t *testing.T) {
	const in = 25.4
	v := func(x, y float64) geom.Vec { return geom.V(x*in, y*in) }
	w := world.New(geom.Board{W: 48 * in, H: 24 * in}, geom.Units{}, 0.0254)
	m := &world.Body{ID: "M", Kind: world.KindUnit, Side: "red", Round: 25,
		Models: []geom.Vec{v(10, 5), v(12.5, 5), v(15, 5), v(17.5, 5), v(20, 5), v(10, 3.1)}}
	tg := &world.Body{ID: "T", Kind: world.KindUnit, Side: "blue", Round: 25,
		Models: []geom.Vec{v(10, 10), v(12.5, 10), v(15, 10), v(17.5, 10), v(20, 10)}}
	for _, b := range []*world.Body{m, tg} {
		w.Add(b)
	}
	c := NewCtx(&fakeRun{w: w})
	a := spotAsk{targets: bodies{tg}, move: 6 * in, clearance: in, link: 2 * in, contact: true}
	var spots []*Spot
	for i := range 5 {
		a.m = &Model{Unit: m, Index: i}
		for _, s := range c.spots(a) {
			if math.Abs(s.Path-(5*in-25)) <= 0.0254 {
				spots = append(spots, s)
			}
		}
	}
	if len(spots) != 5 {
		t.Fatalf("%d spots need 4.016in, want 5 (one a model)", len(spots))
	}
	got := c.bestFirst(spots, a)
	if got.Model.Index == 0 {
		t.Errorf("best_first took model 0's spot, the first listed, after which model 5 has nowhere left")
	}
	if sc := c.openingScore(got, a); sc.contacts != 6 || sc.touched != 5 {
		t.Errorf("after model %d's spot: %d in contact, %d target models touched; want 6 and 5", got.Model.Index, sc.contacts, sc.touched)
	}
	if sc := c.openingScore(spots[0], a); sc.contacts != 5 {
		t.Errorf("after model 0's spot: %d in contact, want 5 (model 5 has nowhere left)", sc.contacts)
	}
	for i, p := range m.Models {
		if m.HasMoved(i) {
			t.Errorf("best_first left model %d moved: %v", i, p)
		}
	}
}
