package engine

import (
	"math"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// TestRouteMemoForgets: model 0 of M asks its contact spots round a friend
// (the memo holds them); then a model of another unit steps into the way
// and the question is asked again. The answer must be the one a new Ctx
// gives in the world as it now stands, not the kept one; and asked again
// with nothing moved, the same as the first time.
func TestRouteMemoForgets(t *testing.T) {
	const in = 25.4
	v := func(x, y float64) geom.Vec { return geom.V(x*in, y*in) }
	w := world.New(geom.Board{W: 48 * in, H: 24 * in}, geom.Units{}, 0.0254)
	m := &world.Body{ID: "M", Kind: world.KindUnit, Side: "red", Round: 25, Models: []geom.Vec{v(10, 5), v(10, 6.2)}}
	tg := &world.Body{ID: "T", Kind: world.KindUnit, Side: "blue", Round: 25, Models: []geom.Vec{v(10, 10), v(12, 10)}}
	o := &world.Body{ID: "O", Kind: world.KindUnit, Side: "blue", Round: 25, Models: []geom.Vec{v(20, 20)}}
	for _, b := range []*world.Body{m, tg, o} {
		w.Add(b)
	}
	c := NewCtx(&fakeRun{w: w})
	a := spotAsk{m: &Model{Unit: m, Index: 0}, targets: bodies{tg}, move: 6 * in, clearOf: bodies{o}, clearance: in, link: 2 * in, contact: true}
	fresh := func() []*Spot { return NewCtx(&fakeRun{w: w}).contactOnly(a) }
	first := c.contactOnly(a)
	if again := c.contactOnly(a); !sameSpots(again, first) {
		t.Errorf("asked again with nothing moved: %v, first %v", again, first)
	}
	step := &Spot{Model: &Model{Unit: o, Index: 0}, At: v(11, 8), Route: []geom.Vec{v(20, 20), v(11, 8)}}
	if err := moveModelTo(c, step.Model, step); err != nil {
		t.Fatal(err)
	}
	got, want := c.contactOnly(a), fresh()
	if !sameSpots(got, want) {
		t.Errorf("after O moved: %v, a new Ctx %v", got, want)
	}
	if sameSpots(got, first) {
		t.Error("O in the way changed nothing: the test asks nothing of the memo")
	}
}

// sameSpots reports whether two lists of spots are alike but for their
// Model pointers.
func sameSpots(a, b []*Spot) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := *a[i], *b[i]
		x.Model, y.Model = nil, nil
		if !reflect.DeepEqual(x, y) {
			return false
		}
	}
	return true
}

// TestWithinKeepsAnswer: within's coordinate test gives the answer of
// the distance it skips, on points at exactly the distance, a rounding
// either side of it, and anywhere.
func TestWithinKeepsAnswer(t *testing.T) {
	r := rand.New(rand.NewPCG(26, 40))
	for range 200000 {
		c := geom.V(r.Float64()*1200, r.Float64()*1200)
		d := 1 + r.Float64()*60
		var q geom.Vec
		switch r.IntN(4) {
		case 0: // along an axis, at exactly d or a rounding off it
			q = c.Add(geom.V(d, 0))
			if r.IntN(2) == 0 {
				q = c.Add(geom.V(0, -math.Nextafter(d, math.Inf(1))))
			}
		case 1: // any direction at d
			a := r.Float64() * 2 * math.Pi
			q = c.Add(geom.V(d*math.Cos(a), d*math.Sin(a)))
		default:
			q = c.Add(geom.V(r.Float64()*4*d-2*d, r.Float64()*4*d-2*d))
		}
		if got, want := within(q, c, d), q.Dist(c) <= d; got != want {
			t.Fatalf("within(%v, %v, %v) = %v, the distance says %v", q, c, d, got, want)
		}
	}
}
