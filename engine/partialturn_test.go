package engine

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// TestPartialTurnAsBisection checks partialTurn's narrowed bisection
// (firstEntry's bounds, then turnBlocked only inside them) against the
// plain bisection it replaces, which asks turnBlocked at every midpoint:
// the same float, to the bit, on random tables where a unit turning about
// its front corner meets units, walls (one thin enough to be passed
// between two of firstEntry's 5-degree positions) and the board's edge.
// It fails if a bound is taken on the wrong side of where turnBlocked
// switches (firstEntry's sure bound made the margin-free one, say).
func TestPartialTurnAsBisection(t *testing.T) {
	const in = 25.4
	rng := rand.New(rand.NewPCG(13, 13))
	plain := func(c *Ctx, u *world.Body, rc geom.Rect, p geom.Vec, alpha float64, others []*world.Body) float64 {
		tol := c.W.Tol
		c.W.Tol = tol / 1000
		defer func() { c.W.Tol = tol }()
		least := alpha * 1e-7
		if c.turnStartsBlocked(u, rc, p, least, others) || !c.turnBlocked(u, rc, p, alpha, others) ||
			c.turnBlocked(u, rc, p, least, others) {
			return 0
		}
		lo, hi := 0.0, alpha
		for math.Abs(hi-lo) > 1e-9 {
			m := (lo + hi) / 2
			if c.turnBlocked(u, rc, p, m, others) {
				hi = m
			} else {
				lo = m
			}
		}
		return lo
	}
	tried, partial := 0, 0
	for range 60 {
		w := world.New(geom.Board{W: 72 * in, H: 48 * in}, geom.Units{}, 0.0254)
		x, y := 4+rng.Float64()*64, 4+rng.Float64()*40
		if rng.IntN(4) == 0 {
			y = 1.5 + rng.Float64() // near the south edge
		}
		facing := rng.Float64() * 360
		u := unitAt("U", "blue", x*in, y*in, facing, (2+float64(rng.IntN(4)))*in, in)
		w.Add(u)
		others := []*world.Body{w.Edge()}
		for i := range 4 {
			bx, by := x+(rng.Float64()*2-1)*4, y+(rng.Float64()*2-1)*4
			var b *world.Body
			if i == 3 {
				// a thin wall
				a := rng.Float64() * math.Pi
				d := geom.V(math.Cos(a), math.Sin(a))
				n := geom.V(-d.Y, d.X).Scale(0.02)
				p0 := geom.V(bx, by)
				p1 := p0.Add(d.Scale(1.5))
				pt := func(v geom.Vec) [2]float64 { return [2]float64{v.X, v.Y} }
				b = wallIn("W", pt(p0), pt(p1), pt(p1.Add(n)), pt(p0.Add(n)))
			} else {
				b = unitAt(string(rune('A'+i)), "red", bx*in, by*in, rng.Float64()*360, (0.5+rng.Float64()*2)*in, (0.5+rng.Float64())*in)
			}
			if geom.RectOverlap(u.Rect, b.Rect, 0) || b.Kind == world.KindTerrain && geom.Overlap(geom.RectShape(u.Rect), b.Shape(), 0) {
				continue
			}
			w.Add(b)
			others = append(others, b)
		}
		c := NewCtx(&fakeRun{w: w})
		corners := u.Rect.Corners()
		for _, p := range []geom.Vec{corners[0], corners[1]} {
			for _, alpha := range []float64{-80, -35, -7, 7, 35, 80} {
				tried++
				want := plain(c, u, u.Rect, p, alpha, others)
				got := c.partialTurn(u, u.Rect, p, alpha, others)
				if want != 0 {
					partial++
				}
				if math.Float64bits(got) != math.Float64bits(want) {
					t.Errorf("U at (%.3f, %.3f) facing %.3f about (%.3f, %.3f) by %g: partialTurn %v, the plain bisection %v",
						x, y, facing, p.X/in, p.Y/in, alpha, got, want)
				}
			}
		}
	}
	if partial < 20 {
		t.Errorf("only %d of %d turns stopped part of the way: the tables test too little", partial, tried)
	}
}
