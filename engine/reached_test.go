package engine

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
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
			ps := c.reachedPlacements(b, tg, geom.Front, 90, others, nil, true)
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
		c.reachedPlacements(u, tg, geom.Front, 90, others, nil, true)
	}
}

// computeReachedPlain is computeReached as it was before its ends and
// strict answers were kept: every missed slide's neighbours searched and
// every end bisected afresh.
func computeReachedPlain(c *Ctx, u, t *world.Body, side geom.Side, maxWheel float64, others, open []*world.Body) []*Placement {
	base := c.contactPlacements(u, t, side, 0, others)
	path := slices.DeleteFunc(slices.Clone(others), func(b *world.Body) bool { return slices.Contains(open, b) })
	q := newReachQuery(c, u, t, side, maxWheel, path)
	mid, dir, _, length, _ := sideFrame(t, side)
	slideOf := func(r geom.Rect) float64 { return r.Centre.Sub(mid).Dot(dir) }
	reaches := func(s float64) bool {
		return !c.blocked(u, t, newReachLine(u, t, side, 0, 0).end(s), others) && q.reachesSlide(s)
	}
	var out, extra []*Placement
	var have, missed []float64
	for _, p := range base {
		switch s := slideOf(p.Rect); {
		case p.Rotates:
			out = append(out, p)
		case p.Aligns || reaches(s):
			out = append(out, p)
			have = append(have, s)
		default:
			missed = append(missed, s)
		}
	}
	if len(missed) == 0 {
		return out
	}
	ss := append(q.slides(), have...)
	ss = append(ss, missed...)
	slices.Sort(ss)
	ss = slices.CompactFunc(ss, func(a, b float64) bool { return math.Abs(a-b) <= 1e-12 })
	end := func(j, step int) float64 {
		tol := c.W.Tol
		c.W.Tol = tol / 1000
		defer func() { c.W.Tol = tol }()
		k := j
		for k >= 0 && k < len(ss) && !q.reachesSlide(ss[k]) {
			k += step
		}
		if k < 0 || k == len(ss) {
			return ss[j]
		}
		in, off := ss[k], ss[k-step]
		for range 60 {
			if math.Abs(in-off) <= tol/100 {
				break
			}
			m := (in + off) / 2
			if q.reachesSlide(m) {
				in = m
			} else {
				off = m
			}
		}
		return in
	}
	for _, m := range missed {
		i, _ := slices.BinarySearch(ss, m)
		if i == len(ss) || i > 0 && m-ss[i-1] < ss[i]-m {
			i--
		}
		for _, step := range [2]int{-1, 1} {
			j := i + step
			for j >= 0 && j < len(ss) && !reaches(ss[j]) {
				j += step
			}
			if j < 0 || j == len(ss) {
				continue
			}
			in := end(j, step)
			if slices.ContainsFunc(have, func(s float64) bool { return math.Abs(s-in) <= 1e-9 }) {
				continue
			}
			have = append(have, in)
			r := newReachLine(u, t, side, 0, 0).end(in)
			extra = append(extra, c.placement(u, t, side.String(), r, in, length, sideBase(t, side)))
		}
	}
	return append(out, extra...)
}

// blockedLayout is a random table where bodies beside or before T's
// front leave B only some of its slides: T facing south with its front at
// y = 29.5in, B below it, a friend of B against T's front or posts of
// Impassable Terrain near it.
func blockedLayout(rng *rand.Rand) reachLayout {
	const in = 25.4
	w := world.New(geom.Board{W: 72 * in, H: 48 * in}, geom.Units{}, 0.0254)
	tf, bf := float64(2+rng.IntN(5)), float64(2+rng.IntN(3))
	tg := unitAt("T", "red", 36*in, 30*in, 180, tf*in, in)
	bx, by, bface := 30+12*rng.Float64(), 18+8*rng.Float64(), rng.Float64()*120-60
	fx := 36 + (rng.Float64()*2-1)*tf/2
	friend := rng.IntN(2) == 0
	if friend && rng.IntN(2) == 0 {
		// Square below T's front, beside F: B's Wheel tilts it into F,
		// and the end of its stretch is where it just touches F
		// (friend_engaged_beside).
		bx, by, bface = fx+1+bf/2+rng.Float64()*(tf/2), 18+4*rng.Float64(), 0
	}
	b := unitAt("B", "blue", bx*in, by*in, geom.NormBearing(bface), bf*in, in)
	bodies := []*world.Body{tg, b}
	text := fmt.Sprintf("T %gx1 facing 180; B %gx1 at (%.4f,%.4f) facing %.4f", tf, bf, bx, by, bface)
	if friend {
		bodies = append(bodies, unitAt("F", "blue", fx*in, 29*in, 0, 2*in, in))
		text += fmt.Sprintf("; F 2x1 at (%.4f,29)", fx)
	}
	for i := range rng.IntN(3) {
		x, y := 36+(rng.Float64()*2-1)*(tf/2+3), 25+4.3*rng.Float64()
		sx, sy := 0.3+1.7*rng.Float64(), 0.3+min(1.2, 29.5-y)*rng.Float64()
		bodies = append(bodies, wallIn(fmt.Sprint("post", i), [2]float64{x, y}, [2]float64{x + sx, y},
			[2]float64{x + sx, y + sy}, [2]float64{x, y + sy}))
		text += fmt.Sprintf("; post (%.4f,%.4f) %.4fx%.4f", x, y, sx, sy)
	}
	others := []*world.Body{w.Edge()}
	c := NewCtx(&fakeRun{w: w})
	for _, x := range bodies {
		if x.Kind == world.KindUnit {
			x.BaseW, x.BaseD = in, in
		}
		if slices.ContainsFunc(w.Bodies, func(y *world.Body) bool { return c.overlaps(x, y) }) {
			continue
		}
		w.Add(x)
		if x != b {
			others = append(others, x)
		}
	}
	return reachLayout{c: c, b: b, t: tg, others: others, text: text}
}

// TestReachedPlacementsKeptAgree compares reachedPlacements with the plain
// way (computeReachedPlain) on random tables where bodies block some
// slides: the same placements in the same order. Some tables must have
// ends of stretches found by bisection, or the comparison says little.
func TestReachedPlacementsKeptAgree(t *testing.T) {
	rng := rand.New(rand.NewPCG(30, 4))
	ends := 0
	for range 30 {
		lay := blockedLayout(rng)
		if !slices.Contains(lay.c.W.Bodies, lay.b) {
			continue
		}
		got := lay.c.reachedPlacements(lay.b, lay.t, geom.Front, 90, lay.others, nil, true)
		c := NewCtx(&fakeRun{w: lay.c.W})
		want := c.withTurned(computeReachedPlain(c, lay.b, lay.t, geom.Front, 90, lay.others, nil),
			lay.b, lay.t, geom.Front, 90, lay.others, nil)
		base := c.contactPlacements(lay.b, lay.t, geom.Front, 0, lay.others)
		if slices.ContainsFunc(want, func(p *Placement) bool {
			return !slices.ContainsFunc(base, func(b *Placement) bool { return b.Rect == p.Rect })
		}) {
			ends++
		}
		if len(got) != len(want) {
			t.Errorf("%s: %d placements, the plain way %d", lay.text, len(got), len(want))
			continue
		}
		for i := range got {
			if got[i].Rect != want[i].Rect {
				t.Errorf("%s: placement %d at %v, the plain way at %v", lay.text, i, got[i].Rect, want[i].Rect)
			}
		}
	}
	t.Logf("%d tables with ends of stretches", ends)
	if ends < 5 {
		t.Errorf("only %d tables with ends of stretches: draw tables that have some", ends)
	}
}

// BenchmarkReachedBeside asks reached_placements where a friend of B
// beside T's front stops B's slides short (TestReachedPlacements' friend):
// the stretch's end is bisected, and the slides beyond it searched in vain.
func BenchmarkReachedBeside(b *testing.B) {
	const in = 25.4
	w := world.New(geom.Board{W: 72 * in, H: 48 * in}, geom.Units{}, 0.0254)
	tg := unitAt("T", "red", 36*in, 30*in, 180, 6*in, in)
	u := unitAt("B", "blue", 36*in, 20*in, 0, 3*in, in)
	f := unitAt("F", "blue", 34*in, 29*in, 0, 2*in, in)
	for _, x := range []*world.Body{tg, u, f} {
		x.BaseW, x.BaseD = in, in
		w.Add(x)
	}
	others := []*world.Body{tg, f, w.Edge()}
	b.ReportAllocs()
	for b.Loop() {
		c := NewCtx(&fakeRun{w: w})
		c.reachedPlacements(u, tg, geom.Front, 90, others, nil, true)
	}
}

// TestReachedPlacementsFixedTarget checks reached_placements' turn
// argument on random blocked tables: with turn false the answer is the one
// with turn true less every placement turning the target, in the same
// order, and the tables must include some where turn true turns it (after
// the straight move or after a Wheel), or the comparison says little.
func TestReachedPlacementsFixedTarget(t *testing.T) {
	rng := rand.New(rand.NewPCG(30, 5))
	turning := 0
	for range 30 {
		lay := blockedLayout(rng)
		if !slices.Contains(lay.c.W.Bodies, lay.b) {
			continue
		}
		all := lay.c.reachedPlacements(lay.b, lay.t, geom.Front, 90, lay.others, nil, true)
		fixed := lay.c.reachedPlacements(lay.b, lay.t, geom.Front, 90, lay.others, nil, false)
		want := slices.DeleteFunc(slices.Clone(all), func(p *Placement) bool { return p.Rotates })
		if len(want) < len(all) {
			turning++
		}
		if len(fixed) != len(want) {
			t.Errorf("%s: %d placements with turn false, want %d (%d with turn true)", lay.text, len(fixed), len(want), len(all))
			continue
		}
		for i := range fixed {
			if fixed[i].Rect != want[i].Rect || fixed[i].Rotates {
				t.Errorf("%s: placement %d at %v (rotates %v), want %v", lay.text, i, fixed[i].Rect, fixed[i].Rotates, want[i].Rect)
			}
		}
	}
	t.Logf("%d tables where the target turns", turning)
	if turning < 3 {
		t.Errorf("only %d tables where the target turns: draw tables that have some", turning)
	}
}
