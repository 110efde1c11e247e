package engine

import (
	"math"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// wideLine is tests/assault/fresh4/wide_line_target_at_one_end, worked by
// hand in its header: A, eight 25mm models at y 12, x 20 .. 35.4 by 2.2; B,
// two 25mm at (20.5, 16), (22, 16.2); A#0, the first model, moved into
// contact with B#0 at (20.377919, 15.023349).
func wideLine() (*world.Body, *world.Body, *Ctx) {
	const in = 25.4
	w := world.New(geom.Board{W: 72 * in, H: 48 * in}, geom.Units{}, 0.0254)
	a := &world.Body{ID: "A", Kind: world.KindUnit, Side: "red", Round: 25}
	for k := range 8 {
		a.Models = append(a.Models, geom.V((20+2.2*float64(k))*in, 12*in))
	}
	b := &world.Body{ID: "B", Kind: world.KindUnit, Side: "blue", Round: 25,
		Models: []geom.Vec{geom.V(20.5*in, 16*in), geom.V(22*in, 16.2*in)}}
	w.Add(a)
	w.Add(b)
	a.SetRoute(0, []geom.Vec{a.Models[0], geom.V(20.377919*in, 15.023349*in)})
	return a, b, NewCtx(&fakeRun{w: w})
}

// TestEngageableRoundTheContactCircle: the placement the model-by-model rule
// made (rulec before asp23, `rulec run --explain`): A#1 (21.333, 15.476),
// A#2 (22.488, 15.345), A#3 (22.984, 16.196) due east of B#1, A#4 (23.695,
// 15.153), A#5 (25.563, 14.537) 3.06in from A#3, 0.08in beyond a link. A#5
// could not be ENGAGED with the models in contact standing (its start (31,
// 12) is 9.05in from A#3's centre, more than 6 + 2 + 0.98), but B#1's contact
// circle at 335 degrees (22.892, 15.784) is 5.30in from A#3's start (26.6,
// 12) and 8.95in from A#5's, within 6 + 2 + 0.98: engageable counts it, 1.
// A#6 (33.2, 12) is 11.96in from B#1, 10.98in from its contact circle: not.
func TestEngageableRoundTheContactCircle(t *testing.T) {
	const in, tol = 25.4, 0.0254
	a, b, _ := wideLine()
	for i, at := range [][2]float64{{21.333, 15.476}, {22.488, 15.345}, {22.984, 16.196}, {23.695, 15.153}, {25.563, 14.537}} {
		a.SetRoute(i+1, []geom.Vec{a.Models[i+1], geom.V(at[0]*in, at[1]*in)})
	}
	if n := engagedCount(a, bodies{b}, 2*in, tol); n != 5 {
		t.Fatalf("engagedCount: %d, want 5 (A#0 .. A#4)", n)
	}
	if n := engageableNear(a, bodies{b}, 6*in, 2*in, tol); n != 0 {
		t.Errorf("engageableNear: %d, want 0 (the models in contact standing, none)", n)
	}
	if n := engageable(a, bodies{b}, 6*in, 2*in, tol); n != 1 {
		t.Errorf("engageable: %d, want 1 (A#5, round B#1's contact circle)", n)
	}
	if n := engageable(a, bodies{b}, 5.2*in, 2*in, tol); n != 0 {
		t.Errorf("engageable at a 5.2in move: %d, want 0 (A#5 stood 8.95in from B#1's contact circle, beyond 5.2 + 2 + 0.98)", n)
	}
}

// TestMostEngagedLastOfALineThroughTheOneBefore: the witness's models in
// contact (the header's): A#1 at 275 degrees round B#1, A#2 at 35, A#3 at
// 335 (a 25mm base round a 25mm one: 60 degrees apart, touching). A#4 and
// A#5 can each end within 2in of A#3 (A#5 straight toward it, 5.973in); A#6
// and A#7 cannot reach a link of any model in contact, and A#7 none of a
// moved model until A#6 has moved. most_engaged places A#4 and A#5 (before
// asp23 it placed none: A#7 had no spot within link of a moved model, and
// every placement was refused for it).
func TestMostEngagedLastOfALineThroughTheOneBefore(t *testing.T) {
	const in, tol = 25.4, 0.0254
	a, b, c := wideLine()
	R := 25.0
	for i, deg := range []float64{275, 35, 335} {
		s, co := math.Sincos(deg * math.Pi / 180)
		a.SetRoute(i+1, []geom.Vec{a.Models[i+1], b.Models[1].Add(geom.V(R*co, R*s))})
	}
	var ms []*Model
	for i := 4; i < 8; i++ {
		ms = append(ms, &Model{Unit: a, Index: i})
	}
	spots := c.mostEngaged(ms, spotAsk{targets: bodies{b}, move: 6 * in, clearance: in, link: 2 * in})
	if len(spots) != 2 {
		t.Fatalf("%d spots, want 2 (A#4 and A#5 within 2in of a model in contact)", len(spots))
	}
	checkRoutes(t, a, b, spots)
	if n := engagedCount(a, bodies{b}, 2*in, tol); n != 6 {
		t.Errorf("engagedCount after them: %d, want 6", n)
	}
}

// TestEngagingPlacementWideLine: engaging_placement of A#1 .. A#7 after the
// first model ENGAGES 6 (the header's bound: no more), with 4 in contact and
// both target models touched, as most_contacts' own placement; each route
// at most 6in and clear of every base as the models move in order.
func TestEngagingPlacementWideLine(t *testing.T) {
	const in, tol = 25.4, 0.0254
	a, b, c := wideLine()
	var ms []*Model
	for i := 1; i < 8; i++ {
		ms = append(ms, &Model{Unit: a, Index: i})
	}
	ask := spotAsk{targets: bodies{b}, move: 6 * in, clearance: in, link: 2 * in}
	start := append([]geom.Vec(nil), a.Models...)
	spots := c.engagingPlacement(ms, ask)
	for i, q := range a.Models {
		if q != start[i] || i > 0 && a.HasMoved(i) {
			t.Fatalf("A#%d stands at %v after the search, moved %v; want %v, unmoved", i, q, a.HasMoved(i), start[i])
		}
	}
	checkRoutes(t, a, b, spots)
	if sc := contactScore(a, bodies{b}, tol); sc != (contactRank{4, 2}) {
		t.Errorf("in contact, touched: %v, want {4 2}", sc)
	}
	if n := engagedCount(a, bodies{b}, 2*in, tol); n != 6 {
		t.Errorf("engagedCount: %d, want 6", n)
	}
}

// checkRoutes moves each spot's model to it in order, checking its route:
// from where the model stands to the spot, at most 6in, every point of it
// sampled clear of every other base (the bases as they stand then).
func checkRoutes(t *testing.T, a, b *world.Body, spots []*Spot) {
	t.Helper()
	const in, tol = 25.4, 0.0254
	done := map[int]bool{}
	for _, s := range spots {
		i := s.Model.Index
		if done[i] || a.HasMoved(i) {
			t.Fatalf("A#%d given a spot twice, or after it moved", i)
		}
		done[i] = true
		if s.Route[0] != a.Models[i] || s.Route[len(s.Route)-1] != s.At {
			t.Fatalf("A#%d's route %v does not run from its start %v to its spot %v", i, s.Route, a.Models[i], s.At)
		}
		length, worst := 0.0, math.Inf(1)
		for k := 1; k < len(s.Route); k++ {
			p, q := s.Route[k-1], s.Route[k]
			length += p.Dist(q)
			n := max(1, int(p.Dist(q)/0.5))
			for j := 0; j <= n; j++ {
				x := p.Add(q.Sub(p).Scale(float64(j) / float64(n)))
				for o, e := range a.Models {
					if o != i {
						worst = min(worst, x.Dist(e)-25)
					}
				}
				for _, e := range b.Models {
					worst = min(worst, x.Dist(e)-25)
				}
			}
		}
		if length > 6*in+tol {
			t.Errorf("A#%d's route is %.4fin, more than the 6in move", i, length/in)
		}
		if worst < -tol {
			t.Errorf("A#%d's route passes %.4fin inside a base", i, -worst/in)
		}
		a.SetRoute(i, s.Route)
	}
}

// TestEngagingPlacementPinRoundARock is tests/assault/asp24/
// rock_at_the_pin_of_the_far_model, worked by hand in its header: eight 25mm
// models in a hook round a lone 25mm target model B#0 (20, 20), A#0 moved
// first to (19.075073, 19.663455), 200 degrees round it. Only A#1 can join it
// in contact; most_contacts' least movement puts it at 140 degrees, where
// A#7 (21.67, 29.45) cannot come within 2in of it (9.148in off, beyond 6 +
// 2.984). The point of B#0's contact circle nearest A#7 (80 degrees) is
// covered by a rock (x 20.3 .. 20.8, y 21.2 .. 21.7), which a base covers from
// 46 to 98 degrees; at 115 (the witness's) A#7 can. engaging_placement ENGAGES
// all 8, 2 in contact; before asp24 it tried the covered point alone and
// gave most_contacts' placement, 7.
func TestEngagingPlacementPinRoundARock(t *testing.T) {
	const in, tol = 25.4, 0.0254
	v := func(x, y float64) geom.Vec { return geom.V(x*in, y*in) }
	w := world.New(geom.Board{W: 48 * in, H: 48 * in}, geom.Units{}, 0.0254)
	a := &world.Body{ID: "A", Kind: world.KindUnit, Side: "red", Round: 25,
		Models: []geom.Vec{v(15.96, 18.53), v(15.47, 20.8), v(13.23, 22.46), v(14.33, 24.76),
			v(16.2, 26.58), v(17.88, 27.92), v(19.69, 28.89), v(21.67, 29.45)}}
	b := &world.Body{ID: "B", Kind: world.KindUnit, Side: "blue", Round: 25, Models: []geom.Vec{v(20, 20)}}
	rock := &world.Body{ID: "rock", Kind: world.KindTerrain, TerrainKind: "impassable",
		Poly: geom.Polygon{Pts: []geom.Vec{v(20.3, 21.2), v(20.8, 21.2), v(20.8, 21.7), v(20.3, 21.7)}}}
	for _, x := range []*world.Body{a, b, rock} {
		w.Add(x)
	}
	a.SetRoute(0, []geom.Vec{a.Models[0], v(19.075073, 19.663455)})
	c := NewCtx(&fakeRun{w: w})
	var ms []*Model
	for i := 1; i < 8; i++ {
		ms = append(ms, &Model{Unit: a, Index: i})
	}
	ask := spotAsk{targets: bodies{b}, move: 6 * in, clearance: in, link: 2 * in, walls: bodies{rock}}
	spots := c.engagingPlacement(ms, ask)
	checkRoutes(t, a, b, spots)
	// every route sampled clear of the rock by a base's radius (12.5mm)
	for _, s := range spots {
		for k := 1; k < len(s.Route); k++ {
			p, q := s.Route[k-1], s.Route[k]
			n := max(1, int(p.Dist(q)/0.5))
			for j := 0; j <= n; j++ {
				x := p.Add(q.Sub(p).Scale(float64(j) / float64(n)))
				dx := max(20.3*in-x.X, 0, x.X-20.8*in)
				dy := max(21.2*in-x.Y, 0, x.Y-21.7*in)
				if d := math.Hypot(dx, dy); d < 12.5-tol {
					t.Fatalf("A#%d's route passes %.4fin from the rock, inside its base", s.Model.Index, d/in)
				}
			}
		}
	}
	if sc := contactScore(a, bodies{b}, tol); sc != (contactRank{2, 1}) {
		t.Errorf("in contact, touched: %v, want {2 1}", sc)
	}
	if n := engagedCount(a, bodies{b}, 2*in, tol); n != 8 {
		t.Errorf("engagedCount: %d, want 8", n)
	}
}

// TestEngagingPlacementBetweenTwoArcs is tests/assault/asp27/
// between_two_arcs_one_model_in_contact, worked by hand in its header: nine
// 25mm models in a ring beyond a lone 25mm target model B#0 (20, 20), A#0
// moved first to due east of it. Only A#1 can join it in contact; least
// movement puts it at 60 degrees (A#0's base covers the circle to there),
// where A#4 (59.98 degrees, 9.655in) is ENGAGED and A#8 (120.02 degrees)
// is not: each reaches within link of the contact circle's points within
// 44.87 degrees of its own angle. The point nearest A#8 (120 degrees) loses
// A#4; the point at 90 degrees serves both: 6 ENGAGED (A#5, A#6, A#7 start
// beyond 9.9685in, out of any reach). Before asp27 only the point nearest
// A#8 was pinned: 5.
func TestEngagingPlacementBetweenTwoArcs(t *testing.T) {
	const in, tol = 25.4, 0.0254
	v := func(x, y float64) geom.Vec { return geom.V(x*in, y*in) }
	w := world.New(geom.Board{W: 48 * in, H: 48 * in}, geom.Units{}, 0.0254)
	a := &world.Body{ID: "A", Kind: world.KindUnit, Side: "red", Round: 25,
		Models: []geom.Vec{v(24, 20), v(23.77, 22.64), v(25.8, 24.3), v(25.9, 26.9), v(24.83, 28.36),
			v(22.7, 30.1), v(20, 30.6), v(17.3, 30.1), v(15.17, 28.36)}}
	b := &world.Body{ID: "B", Kind: world.KindUnit, Side: "blue", Round: 25, Models: []geom.Vec{v(20, 20)}}
	for _, x := range []*world.Body{a, b} {
		w.Add(x)
	}
	a.SetRoute(0, []geom.Vec{a.Models[0], v(20+25/25.4, 20)})
	c := NewCtx(&fakeRun{w: w})
	var ms []*Model
	for i := 1; i < 9; i++ {
		ms = append(ms, &Model{Unit: a, Index: i})
	}
	ask := spotAsk{targets: bodies{b}, move: 6 * in, clearance: in, link: 2 * in}
	spots := c.engagingPlacement(ms, ask)
	checkRoutes(t, a, b, spots)
	if sc := contactScore(a, bodies{b}, tol); sc != (contactRank{2, 1}) {
		t.Errorf("in contact, touched: %v, want {2 1}", sc)
	}
	if n := engagedCount(a, bodies{b}, 2*in, tol); n != 6 {
		t.Errorf("engagedCount: %d, want 6", n)
	}
}

// TestCircleArcs: arcWithin, holds and meet on a circle of radius 1 about
// the origin. From (3, 0) with lim 2.5: cos = (1 + 9 - 6.25) / 6 = 0.625,
// half 51.32 degrees about 0; lim 4 and more covers all; lim 1.5 none. Two
// arcs about 0 and 100 degrees, half 60 each, meet on 40 .. 60 (mid 50,
// half 10); about 170 and -170 (across the cut at 180), half 15 each, on
// 175 .. 185; about 0 and 130, half 60, not at all.
func TestCircleArcs(t *testing.T) {
	deg := math.Pi / 180
	near := func(x, y float64) bool { return math.Abs(x-y) < 1e-9 }
	o := geom.V(0, 0)
	if x, ok := arcWithin(o, 1, geom.V(3, 0), 2.5); !ok || !near(x.mid, 0) || !near(x.half, math.Acos(0.625)) {
		t.Errorf("arcWithin lim 2.5: %v %v, want mid 0, half %v", x, ok, math.Acos(0.625))
	}
	if x, ok := arcWithin(o, 1, geom.V(3, 0), 4); !ok || x.half < math.Pi {
		t.Errorf("arcWithin lim 4: %v %v, want the whole circle", x, ok)
	}
	if _, ok := arcWithin(o, 1, geom.V(3, 0), 1.5); ok {
		t.Error("arcWithin lim 1.5: an arc, want none")
	}
	x, ok := circleArc{0, 60 * deg}.meet(circleArc{100 * deg, 60 * deg})
	if !ok || !near(x.mid, 50*deg) || !near(x.half, 10*deg) {
		t.Errorf("meet 0 and 100: %v %v, want mid 50, half 10 degrees", x, ok)
	}
	if !x.holds(45*deg) || x.holds(65*deg) || x.holds(-50*deg) {
		t.Errorf("holds: %v", x)
	}
	x, ok = circleArc{170 * deg, 15 * deg}.meet(circleArc{-170 * deg, 15 * deg})
	if !ok || !near(math.Remainder(x.mid-math.Pi, 2*math.Pi), 0) || !near(x.half, 5*deg) {
		t.Errorf("meet 170 and -170: %v %v, want mid 180, half 5 degrees", x, ok)
	}
	if !x.holds(-178*deg) || x.holds(170*deg) {
		t.Errorf("holds across the cut: %v", x)
	}
	if x, ok := (circleArc{0, 60 * deg}).meet(circleArc{130 * deg, 60 * deg}); ok {
		t.Errorf("meet 0 and 130: %v, want none", x)
	}
}
