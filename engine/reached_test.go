package engine

import (
	"math"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// TestReachedPlacements checks the ends of the stretches of reached
// slides against values worked by hand (the headers of
// tests/t9a/charge_ordinary/friend_engaged_beside.yaml and
// terrain_beside_stops_against_it.yaml): B, 3x1 facing north, must slide
// sideways past a body beside T's front; the end of the stretch is where
// its Wheel's trailing side just touches that body's far corner, and the
// slide where the end position alone just touches the body is not
// reached.
func TestReachedPlacements(t *testing.T) {
	const in = 25.4
	tests := []struct {
		name      string
		bx        float64      // B's centre x, y = 20
		tFiles    float64      // T's width
		beside    [][2]float64 // the body beside T's front (a friend or terrain)
		friend    bool
		want, not float64 // the end of the stretch, and the slide not reached (centre x)
	}{
		{"friend", 36, 6, [][2]float64{{33, 28.5}, {35, 28.5}, {35, 29.5}, {33, 29.5}}, true, 36.56325, 36.5},
		{"terrain", 36.7, 3, [][2]float64{{38.1, 27}, {40.1, 27}, {40.1, 29.4}, {38.1, 29.4}}, false, 36.56140, 36.6},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := world.New(geom.Board{W: 72 * in, H: 48 * in}, geom.Units{}, 0.0254)
			tg := unitAt("T", "red", 36*in, 30*in, 180, tt.tFiles*in, in)
			b := unitAt("B", "blue", tt.bx*in, 20*in, 0, 3*in, in)
			var x *world.Body
			if tt.friend {
				x = unitAt("F", "blue", 34*in, 29*in, 0, 2*in, in)
			} else {
				x = wallIn("X", tt.beside...)
			}
			for _, u := range []*world.Body{tg, b, x} {
				if u.Kind == world.KindUnit {
					u.BaseW, u.BaseD = in, in
				}
				w.Add(u)
			}
			c := NewCtx(&fakeRun{w: w})
			others := []*world.Body{tg, x, w.Edge()}
			ps := c.reachedPlacements(b, tg, geom.Front, 90, others, nil)
			found := false
			for _, p := range ps {
				cx := p.Rect.Centre.X / in
				if math.Abs(cx-tt.not) < 1e-6 {
					t.Errorf("slide at x=%g is offered; no Charge Move reaches it", tt.not)
				}
				if math.Abs(cx-tt.want) < 2e-4 && math.Abs(p.Rect.Centre.Y/in-29) < 1e-6 {
					found = true
				}
			}
			if !found {
				var got []float64
				for _, p := range ps {
					got = append(got, p.Rect.Centre.X/in)
				}
				t.Errorf("no placement at x=%.5f (the end of the reached slides); got x = %v", tt.want, got)
			}
		})
	}
}

// BenchmarkReachedOpen asks reached_placements on an open table: B, 3x1,
// square on 6.5in below T's front (tests/odds/two_pursuers.yaml).
func BenchmarkReachedOpen(b *testing.B) {
	const in = 25.4
	w := world.New(geom.Board{W: 72 * in, H: 48 * in}, geom.Units{}, 0.0254)
	tg := unitAt("T", "red", 20*in, 27.5*in, 180, 3*in, in)
	u := unitAt("B", "blue", 20*in, 20*in, 0, 3*in, in)
	for _, x := range []*world.Body{tg, u} {
		x.BaseW, x.BaseD = in, in
		w.Add(x)
	}
	others := []*world.Body{tg, w.Edge()}
	b.ReportAllocs()
	for b.Loop() {
		c := NewCtx(&fakeRun{w: w})
		c.reachedPlacements(u, tg, geom.Front, 90, others, nil)
	}
}
