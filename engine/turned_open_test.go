package engine

import (
	"math"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// TestTurnedAfterWheelOpenFriend asks reached_placements after a Wheel
// where a friend F of B's combat stands beside T's Front and B moves
// through it as Open Terrain (open: seed 000, a Pursuer's friends of its
// combat), but may not end over it. The table is
// tests/t9a/ordinary12/wheel_then_target_whole_turn.yaml's with its enemy
// E made the friend F (blue, 2x2 of 1 x 1.2in bases, x 37.1..39.1, y
// 28.9..31.3; its corner Q = (37.1, 28.9)); the working is that file's
// header: no end of B's own (aligned, B's front on y = 29.5 overlaps F or
// the wall X at every slide), so T turns; at the slide t = 1 B stands at
// Centre (36.54904, 28.31699) facing 30 (a Wheel of 90), touching T's
// corner P0 = (35.5, 29.5) and nothing else, and T's whole turn is 30
// clockwise about P0 (clear: T's sweep stays within 1.414 of P0, west of
// x 36.914).
//
//   - aligned on F: B's own rotation about P0 (30 anticlockwise) passes
//     through F, Open Terrain to it, and meets nothing else (X is 3.3in
//     west of P0, beyond B's 1.414 on that side), but ends over F: B
//     cannot align itself there, so turning T is the only way
//     ("The Charged unit must only be moved if it is the only way to
//     align the units"), and the placement must say B's own turn is
//     blocked. The old code judged that rotation against the path alone
//     (open left out), found it clear, and said it was not blocked: the
//     rules then refused T's turn and the charge found no end.
//   - combination in F: a sliver of wall W beyond F's reach stops B's
//     rotation at 15 degrees: its near edge the ray from P0 at 15 degrees
//     below east, from 3.5in (K = (38.88074, 28.59411)) out, its body on
//     the anticlockwise side; B's front, rising from 30 below east, meets
//     K first at 15 (no other point of W is within B's reach of 4in at a
//     lower angle). B has passed into F by then (it meets Q, 20.556 below
//     east at 1.709, at 9.444), so the combination (B 15, T the rest, 15)
//     would leave B over F: Q is 1.709 sin 5.556 = 0.165in behind B's
//     front. Not a placement. T's whole turn (B staying) is, with B's
//     own turn blocked. W is ahead of B's final front and far from the
//     Wheel, so the move into contact is the same.
func TestTurnedAfterWheelOpenFriend(t *testing.T) {
	const in = 25.4
	for _, withWall := range []bool{false, true} {
		name := "aligned on F"
		if withWall {
			name = "combination in F"
		}
		t.Run(name, func(t *testing.T) {
			w := world.New(geom.Board{W: 72 * in, H: 48 * in}, geom.Units{}, 0.0254)
			u := unitAt("B", "blue", 30*in, 24*in, 120, 5*in, in)
			tg := unitAt("T", "red", 36*in, 30*in, 180, in, in)
			f := unitAt("F", "blue", 38.1*in, 30.1*in, 180, 2*in, 2.4*in)
			x := wallIn("X", [2]float64{30, 29.1}, [2]float64{32.2, 29.1}, [2]float64{32.2, 29.4}, [2]float64{30, 29.4})
			u.BaseW, u.BaseD = in, in
			tg.BaseW, tg.BaseD = in, in
			f.BaseW, f.BaseD = in, 1.2*in
			bodies := []*world.Body{u, tg, f, x}
			if withWall {
				// the ray at -15 degrees from P0, 3.5 to 4.5in, and 0.05in
				// across it on the anticlockwise side
				p0 := geom.V(35.5, 29.5)
				d := geom.V(math.Cos(-15*math.Pi/180), math.Sin(-15*math.Pi/180))
				n := geom.V(-d.Y, d.X)
				k, k2 := p0.Add(d.Scale(3.5)), p0.Add(d.Scale(4.5))
				pt := func(v geom.Vec) [2]float64 { return [2]float64{v.X, v.Y} }
				bodies = append(bodies, wallIn("W", pt(k), pt(k2), pt(k2.Add(n.Scale(0.05))), pt(k.Add(n.Scale(0.05)))))
			}
			others := []*world.Body{w.Edge()}
			for _, b := range bodies {
				w.Add(b)
				if b != u {
					others = append(others, b)
				}
			}
			c := NewCtx(&fakeRun{w: w})
			ps := c.reachedPlacements(u, tg, geom.Front, 90, others, []*world.Body{f}, true)
			found := false
			for _, p := range ps {
				if geom.RectOverlap(p.Rect, f.Rect, w.Tol) {
					t.Errorf("a placement leaves B over F: centre (%.5f, %.5f) facing %.3f, T turned %.3f",
						p.Rect.Centre.X/in, p.Rect.Centre.Y/in, p.Rect.Facing, p.TargetTurn)
				}
				if !p.Rotates {
					t.Errorf("an end of B's own at centre (%.5f, %.5f) facing %.3f: there is none",
						p.Rect.Centre.X/in, p.Rect.Centre.Y/in, p.Rect.Facing)
				}
				if math.Abs(p.Rect.Centre.X/in-36.54904) < 1e-4 && math.Abs(p.Rect.Centre.Y/in-28.31699) < 1e-4 &&
					math.Abs(geom.AngleDiff(p.Rect.Facing, 30)) < 1e-4 && math.Abs(p.TargetTurn-30) < 1e-4 {
					found = true
					if !p.OwnBlocked {
						t.Errorf("T's whole turn at t = 1 says B's own turn is not blocked: B's alignment ends over F")
					}
				}
			}
			if !found {
				t.Errorf("no placement with B at (36.54904, 28.31699) facing 30 and T turned 30 among %d", len(ps))
			}
		})
	}
}
