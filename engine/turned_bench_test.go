package engine

import (
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// BenchmarkReachedWheelTurn asks reached_placements where no end of B's
// own is left and the Charged unit must turn after a Wheel, with B's own
// rotation about the point of contact blocked part of the way (the table
// of tests/t9a/ordinary12/wheel_then_target_whole_turn.yaml: B 5x1 facing
// 120, T 1x1, E beside T's Front and the wall X under it): both kinds of
// turn, the combination and T's whole turn, are sought at every slide and
// between slides, the costliest search reached_placements makes. The
// in-process suites (interp's BenchmarkSuite, the bench schedule) never
// reach it; a charge after a Wheel did, and doubled the time of `rulec
// test` on the generated suite unseen (docs/perf/notes.md, t9a12). This
// file runs unchanged on older trees (bench/perf.sh's overlay).
func BenchmarkReachedWheelTurn(b *testing.B) {
	const in = 25.4
	w := world.New(geom.Board{W: 72 * in, H: 48 * in}, geom.Units{}, 0.0254)
	u := unitAt("B", "blue", 30*in, 24*in, 120, 5*in, in)
	tg := unitAt("T", "red", 36*in, 30*in, 180, in, in)
	e := unitAt("E", "red", 38.1*in, 30.1*in, 180, 2*in, 2.4*in)
	x := wallIn("X", [2]float64{30, 29.1}, [2]float64{32.2, 29.1}, [2]float64{32.2, 29.4}, [2]float64{30, 29.4})
	u.BaseW, u.BaseD = in, in
	tg.BaseW, tg.BaseD = in, in
	e.BaseW, e.BaseD = in, 1.2*in
	for _, body := range []*world.Body{u, tg, e, x} {
		w.Add(body)
	}
	others := []*world.Body{tg, e, x, w.Edge()}
	b.ReportAllocs()
	for b.Loop() {
		c := NewCtx(&fakeRun{w: w})
		ps := c.reachedPlacements(u, tg, geom.Front, 90, others, nil, true)
		if len(ps) == 0 || !ps[len(ps)-1].Rotates {
			b.Fatalf("%d placements, the last not turning T: the table no longer asks for T's turn after a Wheel", len(ps))
		}
	}
}
