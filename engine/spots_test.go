package engine

import (
	"math"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// TestModelSpots works one model's spots by hand. 1in bases: M0 has moved
// to (10, 6) and touches T0 at (10, 7); M1 stands at (11.5, 2); T1 at
// (11.5, 7). A difficult strip crosses y 3.5 to 4.5. M1's spot straight
// up at (11.5, 6) is 4in away, touches T1 (not yet touched: fresh), stands
// 0.5in from M0 (moved, and touching T0: a link and a support), and its
// route crosses the strip, which it does not start in. Staying put is a
// spot too, 4in from T1's base, linked to nothing.
func TestModelSpots(t *testing.T) {
	const in = 25.4
	w := world.New(geom.Board{W: 48 * in, H: 24 * in}, geom.Units{}, 0.0254)
	m := &world.Body{ID: "M", Kind: world.KindUnit, Side: "red", Round: in,
		Models: []geom.Vec{geom.V(10*in, 2*in), geom.V(11.5*in, 2*in)}}
	tg := &world.Body{ID: "T", Kind: world.KindUnit, Side: "blue", Round: in,
		Models: []geom.Vec{geom.V(10*in, 7*in), geom.V(11.5*in, 7*in)}}
	strip := &world.Body{ID: "strip", Kind: world.KindTerrain, TerrainKind: "difficult",
		Poly: geom.Polygon{Pts: []geom.Vec{geom.V(8*in, 3.5*in), geom.V(14*in, 3.5*in), geom.V(14*in, 4.5*in), geom.V(8*in, 4.5*in)}}}
	for _, b := range []*world.Body{m, tg, strip} {
		w.Add(b)
	}
	m.SetRoute(0, []geom.Vec{geom.V(10*in, 2*in), geom.V(10*in, 6*in)})
	c := NewCtx(&fakeRun{w: w})
	spots := c.spots(spotAsk{m: &Model{Unit: m, Index: 1}, targets: bodies{tg}, move: 6 * in, link: 2 * in, clearance: in})
	var ahead, stay *Spot
	for _, s := range spots {
		switch {
		case s.At.Dist(geom.V(11.5*in, 6*in)) < 1e-6:
			ahead = s
		case s.Stays:
			stay = s
		}
	}
	if ahead == nil || stay == nil {
		t.Fatalf("no spot straight ahead or where it stands among %d", len(spots))
	}
	near := func(a, b float64) bool { return a-b < 1e-6 && b-a < 1e-6 }
	if !near(ahead.Path, 4*in) || ahead.Contacts != 1 || ahead.Fresh != 1 || ahead.Links != 1 || ahead.Support != 1 || !near(ahead.Gap, 0) {
		t.Errorf("ahead: path %v, contacts %d, fresh %d, links %d, support %d, gap %v; want 4in, 1, 1, 1, 1, 0",
			ahead.Path/in, ahead.Contacts, ahead.Fresh, ahead.Links, ahead.Support, ahead.Gap)
	}
	if len(ahead.Terrain) != 1 || len(ahead.Enters) != 1 {
		t.Errorf("ahead crosses %d and enters %d terrain pieces, want the strip", len(ahead.Terrain), len(ahead.Enters))
	}
	if stay.Path != 0 || !near(stay.Gap, 4*in) || stay.Links != 0 || len(stay.Terrain) != 0 {
		t.Errorf("stay: path %v, gap %vin, links %d, terrain %d; want 0, 4in, 0, 0", stay.Path, stay.Gap/in, stay.Links, len(stay.Terrain))
	}
	// M0 and M1 stand sqrt(1.5^2 + 4^2) = 4.272in apart, 3.272in of gap:
	// not coherent; after M1 moves ahead, 0.5in of gap: coherent.
	if coherent(m, 2*in, w.Tol) {
		t.Error("M coherent with 3.272in between its models")
	}
	if err := moveModelTo(c, &Model{Unit: m, Index: 1}, ahead); err != nil {
		t.Fatal(err)
	}
	if !coherent(m, 2*in, w.Tol) || !m.HasMoved(1) || m.Models[1] != ahead.At {
		t.Errorf("after the move: coherent %v, moved %v, at %v", coherent(m, 2*in, w.Tol), m.HasMoved(1), m.Models[1])
	}
}

// TestSpotsStraightOutOfReach: a model out of reach of contact is offered
// the straight move towards the target model, cut at its move, even when
// a friend stands in base contact straight ahead. 1in bases: T0 at (10,
// 12); M0 has moved to (10, 11), touching it; M1 at (10, 3) needs 9 - 1
// = 8in for contact, more than its 6in. Straight up 6in it reaches (10,
// 9): 2in from T0's base, the least gap of any point it reaches (no point
// within 6in of (10, 3) is nearer (10, 12)), 1in from M0's base. The
// shortest route into contact bends round M0, so cut at 6in it ends
// further from T0; the nearest point of M0's link circle, (10, 8), is 3in
// from T0's base.
func TestSpotsStraightOutOfReach(t *testing.T) {
	const in = 25.4
	w := world.New(geom.Board{W: 48 * in, H: 24 * in}, geom.Units{}, 0.0254)
	m := &world.Body{ID: "M", Kind: world.KindUnit, Side: "red", Round: in,
		Models: []geom.Vec{geom.V(10*in, 5*in), geom.V(10*in, 3*in)}}
	tg := &world.Body{ID: "T", Kind: world.KindUnit, Side: "blue", Round: in,
		Models: []geom.Vec{geom.V(10*in, 12*in)}}
	for _, b := range []*world.Body{m, tg} {
		w.Add(b)
	}
	m.SetRoute(0, []geom.Vec{geom.V(10*in, 5*in), geom.V(10*in, 11*in)})
	c := NewCtx(&fakeRun{w: w})
	spots := c.spots(spotAsk{m: &Model{Unit: m, Index: 1}, targets: bodies{tg}, move: 6 * in, link: 2 * in, clearance: in})
	var best *Spot
	for _, s := range spots {
		if best == nil || s.Gap < best.Gap {
			best = s
		}
	}
	if best == nil || best.At.Dist(geom.V(10*in, 9*in)) > 1e-6 || best.Gap-2*in > 1e-6 || best.Support != 1 {
		t.Fatalf("nearest spot %+v, want (10in, 9in), gap 2in, support 1", best)
	}
}

// TestContactOnlyWithinLink: when the shortest route into contact with a
// target model ends out of link of every moved model of the unit, the
// contact spots also hold the least movement into contact within link:
// where the contact circle crosses the link circle. 1in bases: T0 at
// (10, 12); F, moved, at (13.5, 11.8); M1 at (10, 6). Straight up M1
// ends at (10, 11), 3.590 - 1 = 2.590in from F's base: out of link. T0's
// contact circle (radius 1) crosses F's link circle (radius 1 + 2 = 3) at
// two points 1in from T0's centre and 3in from F's; the lower one, about
// (10.57, 11.18), is reached straight, 5.21in.
func TestContactOnlyWithinLink(t *testing.T) {
	const in = 25.4
	w := world.New(geom.Board{W: 48 * in, H: 24 * in}, geom.Units{}, 0.0254)
	m := &world.Body{ID: "M", Kind: world.KindUnit, Side: "red", Round: in,
		Models: []geom.Vec{geom.V(13.5*in, 6*in), geom.V(10*in, 6*in)}}
	tg := &world.Body{ID: "T", Kind: world.KindUnit, Side: "blue", Round: in,
		Models: []geom.Vec{geom.V(10*in, 12*in)}}
	for _, b := range []*world.Body{m, tg} {
		w.Add(b)
	}
	m.SetRoute(0, []geom.Vec{geom.V(13.5*in, 6*in), geom.V(13.5*in, 11.8*in)})
	c := NewCtx(&fakeRun{w: w})
	spots := c.contactOnly(spotAsk{m: &Model{Unit: m, Index: 1}, targets: bodies{tg}, move: 6 * in, link: 2 * in, clearance: in, contact: true})
	var linked *Spot
	for _, s := range spots {
		if s.Links > 0 && (linked == nil || s.Path < linked.Path) {
			linked = s
		}
	}
	if linked == nil {
		t.Fatalf("no contact spot within link among %d", len(spots))
	}
	f := geom.V(13.5*in, 11.8*in)
	if d := linked.At.Dist(geom.V(10*in, 12*in)); d-in > 1e-6 || in-d > 1e-6 {
		t.Errorf("linked spot %v is %vin from T0's centre, want 1in", linked.At, d/in)
	}
	if d := linked.At.Dist(f); d-3*in > 1e-6 || 3*in-d > 1e-6 {
		t.Errorf("linked spot %v is %vin from F's centre, want 3in", linked.At, d/in)
	}
	if linked.At.Y > 12*in {
		t.Errorf("linked spot %v is the upper crossing, want the lower (less movement)", linked.At)
	}
}

// TestWayRoundAWall: a model's way into contact goes round a wall, so the
// ground it crosses is that of the route, not of the straight line. 1in
// bases: M at (10, 2), T at (10, 8); an impassable wall x 7 to 11.2, y 4
// to 4.5, across the straight line. The shortest route goes round the
// wall's right end, its centre 0.5in from it (6.055in into contact).
// A patch x 9 to 10, y 2.9 to 3.5, lies on the straight line, but the
// route passes it 0.618in from its edge (more than the 0.5in radius): not
// crossed. Scrub x 11.2 to 13, y 3.5 to 5, against the wall's end: the
// route runs through it.
func TestWayRoundAWall(t *testing.T) {
	const in = 25.4
	rect := func(id, kind string, x0, y0, x1, y1 float64) *world.Body {
		return &world.Body{ID: id, Kind: world.KindTerrain, TerrainKind: kind,
			Poly: geom.Polygon{Pts: []geom.Vec{geom.V(x0*in, y0*in), geom.V(x1*in, y0*in), geom.V(x1*in, y1*in), geom.V(x0*in, y1*in)}}}
	}
	w := world.New(geom.Board{W: 48 * in, H: 24 * in}, geom.Units{}, 0.0254)
	m := &world.Body{ID: "M", Kind: world.KindUnit, Side: "red", Round: in, Models: []geom.Vec{geom.V(10*in, 2*in)}}
	tg := &world.Body{ID: "T", Kind: world.KindUnit, Side: "blue", Round: in, Models: []geom.Vec{geom.V(10*in, 8*in)}}
	wall := rect("wall", "impassable", 7, 4, 11.2, 4.5)
	patch := rect("patch", "difficult", 9, 2.9, 10, 3.5)
	scrub := rect("scrub", "difficult", 11.2, 3.5, 13, 5)
	for _, b := range []*world.Body{m, tg, wall, patch} {
		w.Add(b)
	}
	c := NewCtx(&fakeRun{w: w})
	s := c.way(&Model{Unit: m}, bodies{tg}, 7*in, nil, in, bodies{wall})
	if s.Stays || len(s.Terrain) != 0 || s.At.X < 10.4*in {
		t.Fatalf("way: at %v, terrain %d pieces; want round the right end, crossing none", s.At, len(s.Terrain))
	}
	if d := s.At.Dist(geom.V(10*in, 8*in)); d-in > 1e-6 || in-d > 1e-6 {
		t.Errorf("way ends %vin from T's centre, want 1in (contact)", d/in)
	}
	w.Add(scrub)
	s = c.way(&Model{Unit: m}, bodies{tg}, 7*in, nil, in, bodies{wall})
	if len(s.Terrain) != 1 || s.Terrain[0] != scrub {
		t.Errorf("way round the wall crosses %d terrain pieces, want the scrub", len(s.Terrain))
	}
}

// TestKeepsNoNearer: a base to keep clear of by more than the model
// already stands from it is kept at the distance it stands: the model may
// move, never nearer. 1in bases: M at (10, 10), X (kept 1in clear) at
// (11.5, 11): centres 1.802776in apart, 0.802776in between bases, nearer
// than 1in. M's centre is kept 1.302776in from X's base (where it stands),
// not 0.5 + 1 = 1.5in; from a base further off it is kept the 1.5in.
func TestKeepsNoNearer(t *testing.T) {
	const in = 25.4
	w := world.New(geom.Board{W: 48 * in, H: 24 * in}, geom.Units{}, 0.0254)
	m := &world.Body{ID: "M", Kind: world.KindUnit, Side: "red", Round: in, Models: []geom.Vec{geom.V(10*in, 10*in)}}
	x := &world.Body{ID: "X", Kind: world.KindUnit, Side: "blue", Round: in, Models: []geom.Vec{geom.V(11.5*in, 11*in), geom.V(20*in, 10*in)}}
	for _, b := range []*world.Body{m, x} {
		w.Add(b)
	}
	c := NewCtx(&fakeRun{w: w})
	var near, far float64
	for _, k := range c.modelKeeps(&Model{Unit: m}, bodies{x}, in, nil) {
		if k.Shape.Kind != geom.KCircle {
			continue
		}
		switch k.Shape.Circle.C {
		case geom.V(11.5*in, 11*in):
			near = k.Dist
		case geom.V(20*in, 10*in):
			far = k.Dist
		}
	}
	if want := math.Hypot(1.5, 1)*in - 0.5*in; math.Abs(near-want) > 1e-9 {
		t.Errorf("keep from the near base %vin, want %vin (as far as it stands)", near/in, want/in)
	}
	if want := 1.5 * in; math.Abs(far-want) > 1e-9 {
		t.Errorf("keep from the far base %vin, want %vin (radius and clearance)", far/in, want/in)
	}
}

// TestContactOnlyLinkedRoundTheOtherSide: the least movement into contact
// within link can be the end of a route round the other side of an
// obstacle, inside the linked stretch, not at its edge. 25mm bases
// (contact 0.984252in). A at (10, 10); B, moved, at (13.3, 14.2); T0 at
// (10, 15); an impassable wall x 9.2 to 11, y 12 to 12.5. A's shortest
// route into contact goes round the wall's left, 4.737in, ending at
// (9.52959, 14.13544), 2.87in from B's base: out of link. Round the
// right, 4.959in, it ends at (10.52641, 14.16835), within link. T0's
// contact circle crosses B's link circle at -71.11 degrees, 5.002in away,
// and at 43.86 degrees, 6.30in: the linked stretch's edges are further.
// (A taut string round a 6,000-point polygon of the rounded wall, and a
// sweep of the circle in 0.1 degree steps, find the same.)
func TestContactOnlyLinkedRoundTheOtherSide(t *testing.T) {
	const in = 25.4
	w := world.New(geom.Board{W: 48 * in, H: 24 * in}, geom.Units{}, 0.0254)
	m := &world.Body{ID: "M", Kind: world.KindUnit, Side: "red", Round: 25,
		Models: []geom.Vec{geom.V(10*in, 10*in), geom.V(13.3*in, 10*in)}}
	tg := &world.Body{ID: "T", Kind: world.KindUnit, Side: "blue", Round: 25, Models: []geom.Vec{geom.V(10*in, 15*in)}}
	wall := &world.Body{ID: "wall", Kind: world.KindTerrain, TerrainKind: "impassable",
		Poly: geom.Polygon{Pts: []geom.Vec{geom.V(9.2*in, 12*in), geom.V(11*in, 12*in), geom.V(11*in, 12.5*in), geom.V(9.2*in, 12.5*in)}}}
	for _, b := range []*world.Body{m, tg, wall} {
		w.Add(b)
	}
	m.SetRoute(1, []geom.Vec{geom.V(13.3*in, 10*in), geom.V(13.3*in, 14.2*in)})
	c := NewCtx(&fakeRun{w: w})
	spots := c.contactOnly(spotAsk{m: &Model{Unit: m, Index: 0}, targets: bodies{tg}, move: 6 * in, link: 2 * in,
		clearance: in, walls: bodies{wall}, contact: true})
	var linked *Spot
	for _, s := range spots {
		if s.Links > 0 && (linked == nil || s.Path < linked.Path) {
			linked = s
		}
	}
	if linked == nil {
		t.Fatalf("no contact spot within link among %d", len(spots))
	}
	if want := geom.V(10.52641*in, 14.16835*in); linked.At.Dist(want) > 0.001*in || math.Abs(linked.Path/in-4.9593) > 0.001 {
		t.Errorf("linked spot at (%.5f, %.5f), %.4fin; want (10.52641, 14.16835), 4.9593in",
			linked.At.X/in, linked.At.Y/in, linked.Path/in)
	}
}

// keySet's table grows as keys come: across each growth, and after a
// reset, it must still say each key is new once (keys as snapKey makes
// them, the bits of whole numbers' float64s, whose low bits are zeros,
// and small integers, which share their high bits).
func TestKeySet(t *testing.T) {
	var s keySet
	for round := range 3 {
		s.reset()
		want := map[[2]int64]bool{}
		for i := range 2000 {
			k := [2]int64{int64(i*7) % 23, int64(i*5) % 11}
			if i%2 == 1 {
				k = snapKey(geom.V(float64(i%97)*0.0254, float64(i%89)*0.0254), 0.0254)
			}
			if got := s.add(k); got != !want[k] {
				t.Fatalf("round %d: add(%v) = %v after %d keys, want %v", round, k, got, i, !want[k])
			}
			want[k] = true
		}
		if len(s.keys) != len(want) {
			t.Fatalf("round %d: %d keys kept, want %d", round, len(s.keys), len(want))
		}
	}
}

// TestMarkJoins counts the groups of moved models each spot links. 1in
// bases, link 2in (3in between centres): M0 at (10, 10) and M1 at (18, 10)
// have moved (8in apart: two groups); M2 has not. A spot at (14, 10)
// stands 4in from each centre (more than 3): it joins none; at (12.5, 10)
// 2.5in from M0: one; with M0 moved to (12, 10), (15, 10) stands 3in from
// both: two; with M0 at (15.5, 10), 2.5in from M1, the two are one group,
// and (16.75, 10), within link of both, joins one.
func TestMarkJoins(t *testing.T) {
	const in = 25.4
	m := &world.Body{ID: "M", Kind: world.KindUnit, Round: in,
		Models: []geom.Vec{geom.V(10*in, 10*in), geom.V(18*in, 10*in), geom.V(14*in, 4*in)}}
	m.SetRoute(0, []geom.Vec{geom.V(10*in, 8*in), geom.V(10*in, 10*in)})
	m.SetRoute(1, []geom.Vec{geom.V(18*in, 8*in), geom.V(18*in, 10*in)})
	at := func(x float64) *Spot { return &Spot{At: geom.V(x*in, 10*in)} }
	spots := []*Spot{at(14), at(12.5)}
	markJoins(&Model{Unit: m, Index: 2}, spots, 2*in, 0.0254)
	if spots[0].Joins != 0 || spots[1].Joins != 1 {
		t.Errorf("joins %d, %d; want 0, 1", spots[0].Joins, spots[1].Joins)
	}
	m.Models[0] = geom.V(12*in, 10*in)
	both := []*Spot{at(15)}
	markJoins(&Model{Unit: m, Index: 2}, both, 2*in, 0.0254)
	if both[0].Joins != 2 {
		t.Errorf("between the two groups: joins %d, want 2", both[0].Joins)
	}
	m.Models[0] = geom.V(15.5*in, 10*in) // 2.5in from M1: one group
	one := []*Spot{at(16.75)}            // within link of both, one group
	markJoins(&Model{Unit: m, Index: 2}, one, 2*in, 0.0254)
	if one[0].Joins != 1 {
		t.Errorf("one group: joins %d, want 1", one[0].Joins)
	}
}
