package engine

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/rulec-dev/rulec/geom"
)

// contactMarksPlain is contactMarks without the box round the target
// models: every pair tried, as keepSpots did.
func contactMarksPlain(targets, own []disc, skip int, tol float64) (touched, inContact []bool) {
	touched = make([]bool, len(targets))
	inContact = make([]bool, len(own))
	for i, t := range targets {
		for j, f := range own {
			dx, dy, rr := f.c.X-t.c.X, f.c.Y-t.c.Y, f.r+t.r+tol
			if lim := rr * (1 + 1e-9); dx > lim || -dx > lim || dy > lim || -dy > lim {
				continue
			}
			if f.i != skip && dx*dx+dy*dy <= rr*rr {
				touched[i], inContact[j] = true, true
			}
		}
	}
	return touched, inContact
}

// touchedByPlain is touchedBy without the box: every pair tried, as
// touchedNow did.
func touchedByPlain(targets []disc, models []geom.Vec, r, tol float64) []bool {
	out := make([]bool, len(targets))
	for j, t := range targets {
		for _, q := range models {
			if within(q, t.c, r+t.r+tol) {
				out[j] = true
				break
			}
		}
	}
	return out
}

// TestBoxFiltersKeepAnswers checks the box tests of contactMarks and
// touchedBy against every pair tried, on random tables built so that
// bases graze the box's edges: a base exactly its reach (and the
// tolerance) from the outermost target model along one axis, a hair
// nearer or farther, and bases of mixed radii, where the box must use
// the largest. A box test that dropped a base that touches would make a
// mark false here where the plain loop makes it true.
func TestBoxFiltersKeepAnswers(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 30))
	const tol = 0.01
	hits := 0
	for range 3000 {
		var targets []disc
		for i := range 1 + rng.IntN(12) {
			r := 12.5 + 12.5*float64(rng.IntN(3))
			targets = append(targets, disc{c: geom.V(200+rng.Float64()*300, 200+rng.Float64()*300), r: r, i: i})
		}
		r := 12.5 + 12.5*float64(rng.IntN(3))
		var own []disc
		var models []geom.Vec
		for i := range 1 + rng.IntN(16) {
			var q geom.Vec
			t := targets[rng.IntN(len(targets))]
			reach := r + t.r + tol
			switch rng.IntN(4) {
			case 0: // exactly its reach along an axis, a hair either way
				dir := []geom.Vec{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}}[rng.IntN(4)]
				d := reach * (1 + float64(rng.IntN(3)-1)*1e-12)
				q = t.c.Add(dir.Scale(d))
			case 1: // exactly its reach at an angle
				a := rng.Float64() * 2 * math.Pi
				q = t.c.Add(geom.V(math.Cos(a), math.Sin(a)).Scale(reach))
			case 2: // near
				q = t.c.Add(geom.V(rng.Float64()*4*reach-2*reach, rng.Float64()*4*reach-2*reach))
			default: // anywhere
				q = geom.V(rng.Float64()*700, rng.Float64()*700)
			}
			own = append(own, disc{c: q, r: r, i: i})
			models = append(models, q)
		}
		skip := rng.IntN(len(own) + 1)
		gotT, gotC := contactMarks(targets, own, skip, tol)
		wantT, wantC := contactMarksPlain(targets, own, skip, tol)
		if !slices.Equal(gotT, wantT) || !slices.Equal(gotC, wantC) {
			t.Fatalf("contactMarks(%v, %v, %d) = %v, %v; every pair tried: %v, %v", targets, own, skip, gotT, gotC, wantT, wantC)
		}
		got, want := touchedBy(targets, models, r, tol), touchedByPlain(targets, models, r, tol)
		if !slices.Equal(got, want) {
			t.Fatalf("touchedBy(%v, %v, %v) = %v; every pair tried: %v", targets, models, r, got, want)
		}
		if slices.Contains(want, true) {
			hits++
		}
	}
	// the tables must touch often, or the test shows nothing
	if hits < 1000 {
		t.Fatalf("only %d of 3000 tables have a base touching a target model", hits)
	}
}
