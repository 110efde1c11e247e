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
