package engine

import (
	"math"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// TestMostEngagedBehindAFriend: tests/assault/fresh8/
// friendly_squad_gaps_too_narrow_for_40mm, worked by hand in its header.
// A: 40mm at (20, 10.5), (22, 10.5), (24, 11), (26, 10.5), (28, 10.5), A#4
// moved into contact with B#4 at (26.65561, 14.9012); B: 25mm at y 16, x
// 20..26 by 1.5; C, A's friend: 25mm at y 13, x 17.5..26.3 by 2.2 (its gaps
// too narrow for a 40mm base). Every other model of A can end within 2in of
// A#4 (a centre within 3.5748in of it): A#3 to (29.2, 14.2), then A#2 under
// C#4 to (28.2, 12.6), A#1 to (26.9, 11.7), A#0 to (25.2, 11.7). Placed one
// at a time, each at its own best spot, A#2 (nearest first) took the one
// spot south of C that A#0 could reach, and 4 were ENGAGED. Every spot
// returned is checked here, in order, with the bases as they stand then: its
// route at most 6in, every point of it sampled clear of every other base,
// its end within link of A#4.
func TestMostEngagedBehindAFriend(t *testing.T) {
	const in = 25.4
	v := func(x, y float64) geom.Vec { return geom.V(x*in, y*in) }
	w := world.New(geom.Board{W: 48 * in, H: 48 * in}, geom.Units{}, 0.0254)
	a := &world.Body{ID: "A", Kind: world.KindUnit, Side: "red", Round: 40,
		Models: []geom.Vec{v(20, 10.5), v(22, 10.5), v(24, 11), v(26, 10.5), v(28, 10.5)}}
	b := &world.Body{ID: "B", Kind: world.KindUnit, Side: "blue", Round: 25}
	for k := range 5 {
		b.Models = append(b.Models, v(20+1.5*float64(k), 16))
	}
	cu := &world.Body{ID: "C", Kind: world.KindUnit, Side: "red", Round: 25}
	for k := range 5 {
		cu.Models = append(cu.Models, v(17.5+2.2*float64(k), 13))
	}
	for _, x := range []*world.Body{a, b, cu} {
		w.Add(x)
	}
	a.SetRoute(4, []geom.Vec{v(28, 10.5), v(26.65561, 14.9012)})
	c := NewCtx(&fakeRun{w: w})
	var ms []*Model
	for i := range 4 {
		ms = append(ms, &Model{Unit: a, Index: i})
	}
	starts := [][]geom.Vec{append([]geom.Vec(nil), a.Models...)}
	spots := c.mostEngaged(ms, spotAsk{targets: bodies{b}, move: 6 * in, clearance: in, link: 2 * in})
	if len(spots) != 4 {
		t.Fatalf("%d spots, want all 4 models within 2in of A#4 (the witness's)", len(spots))
	}
	// the search leaves the world as it found it
	for i, q := range a.Models {
		if q != starts[0][i] || i < 4 && a.HasMoved(i) {
			t.Fatalf("A#%d stands at %v after the search, moved %v; want %v, unmoved", i, q, a.HasMoved(i), starts[0][i])
		}
	}
	const tol = 0.0254
	ra, rb := 20.0, 12.5
	pos := append([]geom.Vec(nil), a.Models...)
	done := map[int]bool{}
	for _, s := range spots {
		i := s.Model.Index
		if done[i] {
			t.Fatalf("A#%d given two spots", i)
		}
		done[i] = true
		if s.Route[0] != pos[i] || s.Route[len(s.Route)-1] != s.At {
			t.Fatalf("A#%d's route %v does not run from its start %v to its spot %v", i, s.Route, pos[i], s.At)
		}
		length := 0.0
		worst := math.Inf(1)
		for k := 1; k < len(s.Route); k++ {
			p, q := s.Route[k-1], s.Route[k]
			length += p.Dist(q)
			n := max(1, int(p.Dist(q)/0.5))
			for j := 0; j <= n; j++ {
				x := p.Add(q.Sub(p).Scale(float64(j) / float64(n)))
				for o, e := range pos {
					if o != i {
						worst = min(worst, x.Dist(e)-2*ra)
					}
				}
				for _, e := range b.Models {
					worst = min(worst, x.Dist(e)-ra-rb)
				}
				for _, e := range cu.Models {
					worst = min(worst, x.Dist(e)-ra-rb)
				}
			}
		}
		if length > 6*in+tol {
			t.Errorf("A#%d's route is %.4fin, more than the 6in move", i, length/in)
		}
		if worst < -tol {
			t.Errorf("A#%d's route passes %.4fin inside a base", i, -worst/in)
		}
		if d := s.At.Dist(pos[4]) - 2*ra; d > 2*in+tol {
			t.Errorf("A#%d ends at %v, %.4fin from A#4's base: not within 2in", i, s.At, d/in)
		}
		pos[i] = s.At
	}
	if n := engagedCount(a, bodies{b}, 2*in, tol); n != 1 {
		t.Errorf("engagedCount before the spots are taken: %d, want 1 (A#4 alone)", n)
	}
	// A#0, the farthest, stands 7.98in from A#4's centre: 4.40in from a
	// centre within 2in of its base, within the move
	if n := engageable(a, bodies{b}, 6*in, 2*in, tol); n != 4 {
		t.Errorf("engageable before the spots are taken: %d, want 4 (A#0 to A#3)", n)
	}
	if n := engageable(a, bodies{b}, 4.3*in, 2*in, tol); n != 3 {
		t.Errorf("engageable at a 4.3in move: %d, want 3 (A#0 4.40in out of it)", n)
	}
	for _, s := range spots {
		a.SetRoute(s.Model.Index, s.Route)
	}
	if n := engagedCount(a, bodies{b}, 2*in, tol); n != 5 {
		t.Errorf("engagedCount with the spots taken: %d, want 5", n)
	}
	if n := engageable(a, bodies{b}, 6*in, 2*in, tol); n != 0 {
		t.Errorf("engageable with the spots taken: %d, want 0 (all ENGAGED)", n)
	}
}

// TestMostEngagedNoneInContact: with no model of the unit in base contact
// there is no link disc to place a model in, and no spot.
func TestMostEngagedNoneInContact(t *testing.T) {
	const in = 25.4
	w := world.New(geom.Board{W: 48 * in, H: 48 * in}, geom.Units{}, 0.0254)
	a := &world.Body{ID: "A", Kind: world.KindUnit, Side: "red", Round: 25,
		Models: []geom.Vec{geom.V(10*in, 10*in), geom.V(12*in, 10*in)}}
	b := &world.Body{ID: "B", Kind: world.KindUnit, Side: "blue", Round: 25, Models: []geom.Vec{geom.V(10*in, 13*in)}}
	w.Add(a)
	w.Add(b)
	c := NewCtx(&fakeRun{w: w})
	if s := c.mostEngaged([]*Model{{Unit: a, Index: 0}, {Unit: a, Index: 1}}, spotAsk{targets: bodies{b}, move: 6 * in, link: 2 * in}); len(s) != 0 {
		t.Fatalf("%d spots with no model in contact, want none", len(s))
	}
}

// TestMostEngagedCandidatesBeyondAGap: tests/assault/fresh8/
// gap_one_point_one_fits_25mm's world as the model-by-model rule left it
// for A#1 (docs/perf/notes.md, asp21): ruins x 10..23.45 and 24.55..38, y
// 12.5..13.5 (a 1.1in gap); A#2 in contact with B#2 at (24, 15.51575), A#0
// at (23.295, 14.325) beyond the ruins. A#1 (22.5, 10), 25mm, can still
// go through the gap and round its corner to a centre beyond the ruins
// (y 13.99 and more) within 2.9843in of A#2 (A#1 -> (22.6, 14.6) is 5.70in
// round the gap's corners, 1.67in from A#2, 1.11in from A#0); model_spots
// gave it only points in the gap's mouth, which shut the gap. Its
// candidates must hold a point beyond the ruins, off the gap's column
// (|x - 24| > 0.6in): the rings inside A#2's link disc.
func TestMostEngagedCandidatesBeyondAGap(t *testing.T) {
	const in = 25.4
	v := func(x, y float64) geom.Vec { return geom.V(x*in, y*in) }
	w := world.New(geom.Board{W: 48 * in, H: 48 * in}, geom.Units{}, 0.0254)
	a := &world.Body{ID: "A", Kind: world.KindUnit, Side: "red", Round: 25,
		Models: []geom.Vec{v(21, 10), v(22.5, 10), v(24, 10.6), v(25.5, 10), v(27, 10)}}
	b := &world.Body{ID: "B", Kind: world.KindUnit, Side: "blue", Round: 25}
	for k := range 5 {
		b.Models = append(b.Models, v(21+1.5*float64(k), 16.5))
	}
	ruin := func(id string, x0, x1 float64) *world.Body {
		return &world.Body{ID: id, Kind: world.KindTerrain, TerrainKind: "impassable",
			Poly: geom.Polygon{Pts: []geom.Vec{v(x0, 12.5), v(x1, 12.5), v(x1, 13.5), v(x0, 13.5)}}}
	}
	west, east := ruin("west", 10, 23.45), ruin("east", 24.55, 38)
	for _, x := range []*world.Body{a, b, west, east} {
		w.Add(x)
	}
	a.SetRoute(2, []geom.Vec{v(24, 10.6), v(24, 15.51575)})
	a.SetRoute(0, []geom.Vec{v(21, 10), v(23.295, 14.325)}) // where it stood; its route is not read
	c := NewCtx(&fakeRun{w: w})
	e := &engagedSearch{c: c, a: spotAsk{targets: bodies{b}, move: 6 * in, clearance: in, link: 2 * in, walls: bodies{west, east}},
		u: a, targets: discsOf(bodies{b})}
	spots := e.spots(&Model{Unit: a, Index: 1})
	beyond := false
	var at []geom.Vec
	for _, s := range spots {
		at = append(at, s.At.Scale(1/in))
		if s.At.Y >= 13.99*in && math.Abs(s.At.X-24*in) > 0.6*in {
			beyond = true
		}
		if s.Path > 6*in+0.0254 || s.At.Dist(a.Models[2])-25 > 2*in+0.0254 {
			t.Errorf("candidate %v: path %.4fin, %.4fin from A#2's base: want at most 6in and 2in", s.At, s.Path/in, (s.At.Dist(a.Models[2])-25)/in)
		}
	}
	if !beyond {
		t.Errorf("A#1's candidates (in) %v hold no point beyond the ruins off the gap's column", at)
	}
}
