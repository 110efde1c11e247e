package engine

import (
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// wallIn builds a piece of Impassable Terrain from corners given in inches.
func wallIn(id string, pts ...[2]float64) *world.Body {
	const in = 25.4
	var ps []geom.Vec
	for _, p := range pts {
		ps = append(ps, geom.V(p[0]*in, p[1]*in))
	}
	return &world.Body{ID: id, Kind: world.KindTerrain, TerrainKind: "impassable", Poly: geom.Polygon{Pts: ps}}
}

// TestCanReach asks can_reach on a 72x48in table (lengths in mm, as the
// world keeps them) whether a 3in-wide charger gets into contact with the
// front of a 3in-wide target (or 5in, row wall) by moving forwards, one
// Wheel of at most 90 degrees, forwards and the rotation about the point
// of contact. The working of the wall and the post is in
// tests/t9a/charge_ordinary2/wall_wholly_between_fails.yaml and
// post_ahead_wheels_round.yaml.
func TestCanReach(t *testing.T) {
	const in = 25.4
	tests := []struct {
		name   string
		b      [3]float64 // x, y (in), facing
		t      [3]float64
		files  float64
		others []*world.Body
		want   bool
	}{
		{"open table", [3]float64{36, 20, 0}, [3]float64{36, 30, 180}, 3, nil, true},
		{"offset, must wheel", [3]float64{44, 17, 0}, [3]float64{36, 30, 180}, 3, nil, true},
		{"wall wholly between", [3]float64{36, 20, 0}, [3]float64{36, 30, 180}, 5,
			[]*world.Body{wallIn("wall", [2]float64{24, 24.5}, [2]float64{48, 24.5}, [2]float64{48, 25.5}, [2]float64{24, 25.5})}, false},
		{"post ahead, wheel round it", [3]float64{44, 17, 0}, [3]float64{36, 30, 180}, 3,
			[]*world.Body{wallIn("post", [2]float64{44.5, 21}, [2]float64{46, 21}, [2]float64{46, 22}, [2]float64{44.5, 22})}, true},
		// A post square in the middle of B's path 3.5in ahead: to pass it B
		// must shift 2in aside within 3.5in, and a Wheel that steep carries
		// it past T's end; one that brings it back meets the post.
		{"post in the middle of a square charger's path", [3]float64{36, 20, 0}, [3]float64{36, 30, 180}, 3,
			[]*world.Body{wallIn("post", [2]float64{35.5, 24}, [2]float64{36.5, 24}, [2]float64{36.5, 25}, [2]float64{35.5, 25})}, false},
		// Facing squarely away, one Wheel of 90 leaves it moving across the
		// table, never into T's front.
		{"facing away", [3]float64{36, 20, 180}, [3]float64{36, 30, 180}, 3, nil, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			w := world.New(geom.Board{W: 72 * in, H: 48 * in}, geom.Units{}, 0.0254)
			b := unitAt("B", "blue", tc.b[0]*in, tc.b[1]*in, tc.b[2], tc.files*in, in)
			b.BaseW, b.BaseD = in, in
			tg := unitAt("T", "red", tc.t[0]*in, tc.t[1]*in, tc.t[2], tc.files*in, in)
			tg.BaseW, tg.BaseD = in, in
			others := []*world.Body{tg, w.Edge()}
			for _, x := range append([]*world.Body{b, tg}, tc.others...) {
				w.Add(x)
			}
			others = append(others, tc.others...)
			v, err := Stdlib().Func("can_reach").Fn(NewCtx(&fakeRun{w: w}), []any{b, tg, "front", 90.0, others})
			if err != nil {
				t.Fatal(err)
			}
			if v != tc.want {
				t.Errorf("can_reach = %v, want %v", v, tc.want)
			}
		})
	}
}

// TestRotatedPlacementNeedsItsStraightMove: the placement that turns the
// target is reached by the charger's straight move alone, so a wall across
// that move leaves no such placement, though the charger's end position is
// clear of it.
func TestRotatedPlacementNeedsItsStraightMove(t *testing.T) {
	const in = 25.4
	for _, wall := range []bool{false, true} {
		w := world.New(geom.Board{W: 72 * in, H: 48 * in}, geom.Units{}, 0.0254)
		// B faces 20, below T's front: it meets T at an angle, so turning T
		// is one of the placements.
		b := unitAt("B", "blue", 36*in, 20*in, 20, 3*in, in)
		b.BaseW, b.BaseD = in, in
		tg := unitAt("T", "red", 37*in, 30*in, 180, 5*in, in)
		tg.BaseW, tg.BaseD = in, in
		w.Add(b)
		w.Add(tg)
		others := []*world.Body{tg}
		if wall {
			x := wallIn("wall", [2]float64{30, 24}, [2]float64{44, 24}, [2]float64{44, 25}, [2]float64{30, 25})
			w.Add(x)
			others = append(others, x)
		}
		v, err := Stdlib().Func("contact_placements").Fn(NewCtx(&fakeRun{w: w}), []any{b, tg, "front", 0.0, others})
		if err != nil {
			t.Fatal(err)
		}
		rotates := false
		for _, p := range v.([]*Placement) {
			rotates = rotates || p.Rotates
		}
		if rotates == wall {
			t.Errorf("wall %v: a placement turning T: %v, want %v", wall, rotates, !wall)
		}
	}
}

// canReachIn asks can_reach on a 72x48in table whether B (files x 1 of 1in
// bases) gets into contact with the front of T by one Wheel of at most 90
// degrees, with T, the board edge and the given terrain in the way.
func canReachIn(t *testing.T, b, tg [4]float64, terrain ...*world.Body) bool {
	t.Helper()
	const in = 25.4
	w := world.New(geom.Board{W: 72 * in, H: 48 * in}, geom.Units{}, 0.0254)
	ub := unitAt("B", "blue", b[0]*in, b[1]*in, b[2], b[3]*in, in)
	ub.BaseW, ub.BaseD = in, in
	ut := unitAt("T", "red", tg[0]*in, tg[1]*in, tg[2], tg[3]*in, in)
	ut.BaseW, ut.BaseD = in, in
	w.Add(ub)
	w.Add(ut)
	others := []*world.Body{ut, w.Edge()}
	for _, x := range terrain {
		w.Add(x)
		others = append(others, x)
	}
	v, err := Stdlib().Func("can_reach").Fn(NewCtx(&fakeRun{w: w}), []any{ub, ut, "front", 90.0, others})
	if err != nil {
		t.Fatal(err)
	}
	return v.(bool)
}

// TestCanReachNarrowTurn: the only moves turn B at the end by between
// 5.05 and about 5.2 degrees, a window holding no multiple of half a
// degree (the turns the search once sampled), so sampling said no.
//
// T (3x1) faces 180 at (36,30): front y=29.5, x 34.5..37.5. B (3x1) faces
// 95.05 at (31,22). The end position: B facing 0 at (36,29), x 34.5..37.5,
// y 28.5..29.5. A rock on the right, x 37.5..39.5, y 28.5..29.5, touches it,
// so B may end no further right. The left rock's face runs from (34.5,29.5),
// B's front-left corner there, down to (34.4,28.4): it leans 0.1 in 1.1,
// atan(0.1/1.1) = 5.194 degrees west of straight down; the rock lies west
// of it. B may end no further left either (its front-left corner would
// pass into the rock), so it ends at (36,29).
//
// B meets T turned α clockwise (facing α), its front-left corner P =
// (34.5,29.5) touching first, and the Align turns it α back about P. Its
// left side then runs down from P leaning α west: it passes into the rock
// unless α <= 5.194 (at α = 5.5 it is tan 5.5 - 0.1/1.1 = 0.0054in
// inside the rock at y = 28.5, beyond the 0.001in tolerance). B's Wheel
// turns it from 95.05 to α: by 95.05 - α <= 90, so α >= 5.05 (α = 5.0
// wheels 90.05). No Wheel, or a clockwise one, cannot bring it round.
//
// The move at α = 5.15: B's front-left corner K0 = (31,22) + 0.5 f0 - 1.5
// rt with f0 = (sin 95.05, cos 95.05) = (0.996118, -0.088025), rt =
// (-0.088025, -0.996118): K0 = (31.630097, 23.450165). It goes a along f0,
// the Wheel keeps it still, then b along g = (sin 5.15, cos 5.15) =
// (0.089763, 0.995963) to P: (2.869903, 6.049835) = a f0 + b g gives
// a = 2.315267, b = 6.278984, both forward. The Wheel of 89.9 about
// (33.936, 23.246) stays below y = 23.246 + 3.163 < 28.4, far from the rocks
// and T. The second leg's left side is the line through P along g: at y =
// 28.4 it is at x = 34.5 - 1.1 tan 5.15 = 34.40086, east of the rock's
// corner (34.4,28.4) and of its face above; its right side, through the
// front-right corner at the contact (37.48789, 29.23071), stays west of
// x = 37.5. The Align about P turns the rear-left corner east, from
// (34.41024, 28.50404) to (34.5,28.5), clear of the rock's face
// (x = 34.40946 at y = 28.50404), and the right side up to x = 37.5.
//
// With B facing 95.4 the Wheel needs α >= 5.4, and the second leg's left
// side passes 1.1 (tan 5.4 - 0.1/1.1) = 0.0040in into the rock at its
// corner: sliding B right by the 0.001in the right rock allows leaves
// 0.003in, three times the tolerance. No move: positions a sample away
// come within a few tolerances of it, and must not be taken for one.
func TestCanReachNarrowTurn(t *testing.T) {
	rocks := []*world.Body{
		wallIn("left", [2]float64{32, 28.4}, [2]float64{34.4, 28.4}, [2]float64{34.5, 29.5}, [2]float64{32, 29.5}),
		wallIn("right", [2]float64{37.5, 28.5}, [2]float64{39.5, 28.5}, [2]float64{39.5, 29.5}, [2]float64{37.5, 29.5}),
	}
	tg := [4]float64{36, 30, 180, 3}
	for _, tc := range []struct {
		facing float64
		want   bool
	}{{95.05, true}, {95.4, false}} {
		if got := canReachIn(t, [4]float64{31, 22, tc.facing, 3}, tg, rocks...); got != tc.want {
			t.Errorf("B facing %v: can_reach = %v, want %v", tc.facing, got, tc.want)
		}
	}
}

// TestCanReachNarrowSlide: the only end positions lie in a gap 0.02in
// wider than B, between two grid steps of the slides once tried.
//
// T (10x1) faces 180 at (36,30): front y=29.5, x 31..41; its front runs
// from x=41 to x=31, so a slide s puts B's Centre at x = 36 - s. Rocks
// x 27..35.73 and x 38.75..45, both y 28.5..29.5 (B's depth below T's
// front, past both its ends), leave a gap 3.02 wide: B (3 wide) can touch
// T's front only there, its Centre at x in [37.23, 37.25], s in
// [-1.25, -1.23]. The grid of 64 steps of 13/64 = 0.203125 from -6.5 has
// -1.421875 and -1.21875 either side; no base edges line up there (B's
// Centre would be at a whole or half inch), and B's own slide straight
// ahead is -0.3.
//
// B (3x1) faces 20 at (36.3,22.6): f0 = (0.342020, 0.939693), rt =
// (0.939693, -0.342020); its front-left corner K0 = (36.3,22.6) + 0.5 f0 -
// 1.5 rt = (35.061550, 23.583060). B wheels 20 left and goes straight up
// into the gap: ending with the Centre at (37.24,29), the front-left corner
// at (35.74,29.5) = K0 + a f0 + b (0,1): a = 0.67845/0.342020 = 1.983656,
// b = 5.916940 - 1.983656*0.939693 = 4.052936, both forward. The Wheel about
// (35.740, 25.447) stays below y = 25.447 (B turns from 20 to 0 about its
// front-left corner, the rest of it behind and to the right of that corner)
// and x <= 35.740 + 3.163, below the rocks (y >= 28.5); the second leg runs
// straight up x 35.74..38.74, inside the gap.
func TestCanReachNarrowSlide(t *testing.T) {
	rocks := []*world.Body{
		wallIn("left", [2]float64{27, 28.5}, [2]float64{35.73, 28.5}, [2]float64{35.73, 29.5}, [2]float64{27, 29.5}),
		wallIn("right", [2]float64{38.75, 28.5}, [2]float64{45, 28.5}, [2]float64{45, 29.5}, [2]float64{38.75, 29.5}),
	}
	if !canReachIn(t, [4]float64{36.3, 22.6, 20, 3}, [4]float64{36, 30, 180, 10}, rocks...) {
		t.Errorf("can_reach = false, want true")
	}
}

// TestRotatedPlacementOnItsSide: the placement that turns the target
// turns it about the point the unit's straight move first touched, so that
// point must lie on the side asked for. T (3x1) faces 180 at (36,30), its
// front y=29.5, its right side x=34.5.
//   - B (2x1) faces 60 and its front-left corner meets T's front at
//     (35,29.5), 0.5 from T's front-right corner (worked by hand in
//     tests/t9a/ordinary4/charge_meets_front_no_turning_target.yaml).
//     Turning T's right side parallel to B's front about that point (30
//     degrees anticlockwise) leaves it 0.5 behind B's front, beside B, T's
//     front along B's left side: no contact of that side. Turning T's front
//     (60 clockwise) keeps the point on the turned side, flush with B.
//   - B faces 330 and its front-right corner meets T's front at (36,29.5):
//     turning T's right side to face it (120 clockwise) would leave T
//     across B, its right side 1.5 inside B's front.
func TestRotatedPlacementOnItsSide(t *testing.T) {
	const in = 25.4
	for _, tc := range []struct {
		x, y, facing float64
		side         string
		want         bool
	}{
		{29.870835, 25.383975, 60, "right", false},
		{29.870835, 25.383975, 60, "front", true},
		{36.883975, 25.968911, 330, "right", false},
		{36.883975, 25.968911, 330, "front", true},
	} {
		w := world.New(geom.Board{W: 72 * in, H: 48 * in}, geom.Units{}, 0.0254)
		b := unitAt("B", "blue", tc.x*in, tc.y*in, tc.facing, 2*in, in)
		b.BaseW, b.BaseD = in, in
		tg := unitAt("T", "red", 36*in, 30*in, 180, 3*in, in)
		tg.BaseW, tg.BaseD = in, in
		w.Add(b)
		w.Add(tg)
		v, err := Stdlib().Func("contact_placements").Fn(NewCtx(&fakeRun{w: w}), []any{b, tg, tc.side, 0.0, []*world.Body{tg}})
		if err != nil {
			t.Fatal(err)
		}
		rotates := false
		for _, p := range v.([]*Placement) {
			if !p.Rotates {
				continue
			}
			rotates = true
			turned := *tg
			turned.Rect = p.TargetRect
			probe := *b
			probe.Rect = p.Rect
			if !NewCtx(&fakeRun{w: w}).touching(&probe, &turned) {
				t.Errorf("B facing %v, %s: T turned does not touch B placed", tc.facing, tc.side)
			}
		}
		if rotates != tc.want {
			t.Errorf("B facing %v, %s: a placement turning T: %v, want %v", tc.facing, tc.side, rotates, tc.want)
		}
	}
}
