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
