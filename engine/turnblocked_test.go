package engine

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// turnBlockedPlain is turnBlocked as it was before its cheap tests: every
// body reaching into the disc measured against the covering polygon.
func turnBlockedPlain(c *Ctx, u *world.Body, r geom.Rect, p geom.Vec, deg float64, others []*world.Body) bool {
	reach := 0.0
	for _, k := range r.Corners() {
		reach = math.Max(reach, k.Dist(p))
	}
	disc := geom.CircleShape(geom.Circle{C: p, R: reach})
	var sweep geom.Shape
	built := false
	for _, b := range others {
		if b == u || b.Removed {
			continue
		}
		if b.Kind == world.KindEdge {
			if c.W.Board.PointsInside([]geom.Vec{p.Sub(geom.V(reach, reach)), p.Add(geom.V(reach, reach))}, c.W.Tol) {
				continue
			}
		} else if geom.Distance(disc, b.Shape()) > 0 {
			continue
		}
		if !built {
			sweep, built = geom.PolyShape(geom.SweepRotation(r, p, deg)), true
		}
		if b.Kind == world.KindEdge {
			if !c.W.Board.PointsInside(sweep.Poly.Pts, c.W.Tol) {
				return true
			}
		} else if geom.Overlap(sweep, b.Shape(), c.W.Tol) {
			return true
		}
	}
	return false
}

// turnCase is one turn of a rectangle and a body near it.
type turnCase struct {
	r    geom.Rect
	p    geom.Vec
	deg  float64
	body *world.Body
	text string
}

// randomTurn draws a turn as can_reach asks them: the rotation onto a
// target's front about a point of contact (a front corner of the turning
// rectangle, the target's end, or a point between), or a Wheel about a
// front corner; and a body beside it (a unit or a post of terrain) placed
// at random, then moved along a line to just where its depth into the
// region swept crosses the tolerance, and a little either side of it, so
// that the answers near the tolerance are asked.
func randomTurn(rng *rand.Rand, c *Ctx) []turnCase {
	const in = 25.4
	w := (1 + 4*rng.Float64()) * in
	var r geom.Rect
	var p geom.Vec
	var deg float64
	tg := unitAt("T", "red", 36*in, 30*in, 180, (1+5*rng.Float64())*in, in)
	kind := "align"
	if rng.IntN(2) == 0 {
		front := tg.Rect.Edge(geom.Front)
		s := (rng.Float64()*1.4 - 0.7) * (tg.Rect.Width + w) / 2
		r = geom.Rect{Centre: geom.V(36*in+s, 30*in-in/2-in/2), Facing: 0, Width: w, Depth: in}
		f := r.Edge(geom.Front)
		lo, hi := max(min(f.A.X, f.B.X), min(front.A.X, front.B.X)), min(max(f.A.X, f.B.X), max(front.A.X, front.B.X))
		if lo > hi {
			lo, hi = f.A.X, f.A.X
		}
		x := []float64{lo, hi, lo + (hi-lo)*rng.Float64()}[rng.IntN(3)]
		p = geom.V(x, f.A.Y)
		deg = rng.Float64()*170 - 85
		r = r.RotateAbout(p, -deg)
	} else {
		kind = "wheel"
		r = geom.Rect{Centre: geom.V((30+10*rng.Float64())*in, (18+6*rng.Float64())*in), Facing: rng.Float64() * 360, Width: w, Depth: in}
		k := rng.IntN(2)
		p = r.Corners()[k]
		deg = rng.Float64() * 90
		if k == 0 {
			deg = -deg
		}
	}
	var body *world.Body
	at := r.RotateAbout(p, deg*rng.Float64()).Centre
	at = at.Add(geom.Dir(rng.Float64() * 360).Scale(rng.Float64() * 3 * in))
	sx, sy := (0.3+2*rng.Float64())*in, (0.3+2*rng.Float64())*in
	if rng.IntN(2) == 0 {
		body = unitAt("X", "red", at.X, at.Y, rng.Float64()*360, sx, sy)
	} else {
		pts := []geom.Vec{at, at.Add(geom.V(sx, 0)), at.Add(geom.V(sx*rng.Float64(), sy)), at.Add(geom.V(-sx/2, sy/2))}
		body = &world.Body{ID: "X", Kind: world.KindTerrain, TerrainKind: "impassable", Poly: geom.Polygon{Pts: pts}}
	}
	text := fmt.Sprintf("%s about (%.6f,%.6f) by %.6f of %v", kind, p.X, p.Y, deg, r)
	cases := []turnCase{{r, p, deg, tg, text + " against T"}, {r, p, deg, body, text + " against X"}}
	// Move X along a line through p until the answer flips, and ask
	// around that place.
	dir := geom.Dir(rng.Float64() * 360)
	shift := func(d float64) *world.Body {
		x := *body
		x.Rect.Centre = x.Rect.Centre.Add(dir.Scale(d))
		if x.Kind == world.KindTerrain {
			pts := make([]geom.Vec, len(body.Poly.Pts))
			for i, q := range body.Poly.Pts {
				pts[i] = q.Add(dir.Scale(d))
			}
			x.Poly = geom.Polygon{Pts: pts}
		}
		return &x
	}
	blockedAt := func(d float64) bool { return turnBlockedPlain(c, nil, r, p, deg, []*world.Body{shift(d)}) }
	lo, hi := -4*in, 4*in
	if blockedAt(lo) == blockedAt(hi) {
		return cases
	}
	for range 40 {
		m := (lo + hi) / 2
		if blockedAt(m) == blockedAt(lo) {
			lo = m
		} else {
			hi = m
		}
	}
	for _, d := range []float64{0, 1e-9, 1e-7, 1e-6, 3e-6, 1e-5, 3e-5, 1e-4, 1e-3} {
		for _, sign := range [2]float64{-1, 1} {
			cases = append(cases, turnCase{r, p, deg, shift(lo + sign*d), fmt.Sprintf("%s against X moved %.9f", text, lo+sign*d)})
		}
	}
	return cases
}

// TestTurnBlockedCheapTestsAgree checks turnBlocked's cheap tests against
// the measure they stand in for, on random turns and bodies at both the
// tolerance and the thousandth of it reached_placements' bisection asks:
// a body turnSurelyBlocked reports must go into the covering polygon by
// more than the tolerance, one sweepSurelyClear or turnClearOfLine reports
// by no more, and
// turnBlocked must answer as turnBlockedPlain does. Both tests must decide
// some bodies near the tolerance, or the comparison says little.
func TestTurnBlockedCheapTestsAgree(t *testing.T) {
	rng := rand.New(rand.NewPCG(30, 2))
	w := world.New(geom.Board{W: 72 * 25.4, H: 48 * 25.4}, geom.Units{}, 0.0254)
	c := NewCtx(&fakeRun{w: w})
	blocked, clear, line, nearBlocked, nearClear, nearLine := 0, 0, 0, 0, 0, 0
	for range 80 {
		for _, tol := range [2]float64{0.0254, 0.0254 / 1000} {
			w.Tol = tol
			for _, tc := range randomTurn(rng, c) {
				sweep := geom.PolyShape(geom.SweepRotation(tc.r, tc.p, tc.deg))
				pen := geom.Penetration(sweep, tc.body.Shape())
				over := geom.Overlap(sweep, tc.body.Shape(), tol)
				near := math.Abs(pen-tol) < 1e-3
				if c.turnSurelyBlocked(tc.r, tc.p, tc.deg, tc.body) {
					blocked++
					if near {
						nearBlocked++
					}
					if !over {
						t.Errorf("tol %g: %s: surely blocked, but the depth is %g", tol, tc.text, pen)
					}
				}
				if c.turnClearOfLine(tc.r, tc.p, tc.deg, tc.body) {
					line++
					if near {
						nearLine++
					}
					if over {
						t.Errorf("tol %g: %s: clear of a line, but the depth is %g", tol, tc.text, pen)
					}
				}
				if c.sweepSurelyClear(sweep, tc.p, tc.body) {
					clear++
					if near {
						nearClear++
					}
					if over {
						t.Errorf("tol %g: %s: surely clear, but the depth is %g", tol, tc.text, pen)
					}
				}
				others := []*world.Body{tc.body, w.Edge()}
				if got, want := c.turnBlocked(nil, tc.r, tc.p, tc.deg, others), turnBlockedPlain(c, nil, tc.r, tc.p, tc.deg, others); got != want {
					t.Errorf("tol %g: %s: turnBlocked %v, the plain measure %v (depth %g)", tol, tc.text, got, want, pen)
				}
			}
		}
	}
	t.Logf("surely blocked %d (%d within 1e-3 of the tolerance), surely clear %d (%d), clear of a line %d (%d)",
		blocked, nearBlocked, clear, nearClear, line, nearLine)
	if nearBlocked < 10 || nearClear < 10 || nearLine < 10 {
		t.Errorf("surely blocked %d, surely clear %d, clear of a line %d near the tolerance: the cases do not test the cheap tests there",
			nearBlocked, nearClear, nearLine)
	}
}
