package engine

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// reachLayout is a random small table: T facing south with B somewhere
// below it and a few posts of Impassable Terrain about.
type reachLayout struct {
	c      *Ctx
	b, t   *world.Body
	others []*world.Body
	text   string
}

// randomLayout returns a table drawn from rng (lengths in inches, kept in
// mm as the world keeps them).
func randomLayout(rng *rand.Rand) reachLayout {
	const in = 25.4
	w := world.New(geom.Board{W: 72 * in, H: 48 * in}, geom.Units{}, 0.0254)
	tf, bf := float64(2+rng.IntN(4)), float64(2+rng.IntN(3))
	tg := unitAt("T", "red", 36*in, 30*in, 180, tf*in, in)
	bx, by, bface := 28+16*rng.Float64(), 18+8*rng.Float64(), rng.Float64()*240-120
	b := unitAt("B", "blue", bx*in, by*in, geom.NormBearing(bface), bf*in, in)
	for _, u := range []*world.Body{tg, b} {
		u.BaseW, u.BaseD = in, in
		w.Add(u)
	}
	others := []*world.Body{tg, w.Edge()}
	text := fmt.Sprintf("T %gx1 at (36,30) facing 180; B %gx1 at (%.4f,%.4f) facing %.4f", tf, bf, bx, by, bface)
	for i := range rng.IntN(4) {
		x, y := 28+16*rng.Float64(), 20+9.4*rng.Float64()
		sx, sy := 0.3+1.7*rng.Float64(), 0.3+1.7*rng.Float64()
		post := wallIn(fmt.Sprint("post", i), [2]float64{x, y}, [2]float64{x + sx, y}, [2]float64{x + sx, y + sy}, [2]float64{x, y + sy})
		c := NewCtx(&fakeRun{w: w})
		if c.overlaps(b, post) || c.overlaps(tg, post) {
			continue
		}
		w.Add(post)
		others = append(others, post)
		text += fmt.Sprintf("; post (%.4f,%.4f) %.4fx%.4f", x, y, sx, sy)
	}
	return reachLayout{c: NewCtx(&fakeRun{w: w}), b: b, t: tg, others: others, text: text}
}

// fineTurns reports whether some move ending at slide s passes, trying the
// turn at the end every step degrees, as the search once did every half
// degree.
func fineTurns(q *reachQuery, s, step float64) bool {
	l := newReachLine(q.u, q.t, q.side, 0, 0)
	r := l.end(s)
	if q.c.blocked(q.u, nil, r, q.others) {
		return false
	}
	if q.c.squareMove(q.u, r, q.maxWheel, q.others) {
		return true
	}
	for point := range 4 {
		p := newReachLine(q.u, q.t, q.side, point, 0).contact(r)
		if !q.contactAt(r, p) {
			continue
		}
		for a := -90 + step; a < 90; a += step {
			if q.tryTurn(r, p, a) {
				return true
			}
		}
	}
	return false
}

// fineSquare reports whether some square arrival passes, trying slides
// every step mm.
func fineSquare(q *reachQuery, step float64) bool {
	l := newReachLine(q.u, q.t, q.side, 0, 0)
	for s := -q.limit; s <= q.limit; s += step {
		r := l.end(s)
		if !q.c.blocked(q.u, nil, r, q.others) && q.c.squareMove(q.u, r, q.maxWheel, q.others) {
			return true
		}
	}
	return false
}

// fineBound reports whether some move wheeling by the whole bound passes,
// trying slides every step mm.
func fineBound(q *reachQuery, step float64) bool {
	for k := range 2 {
		for _, span := range q.turnRange(k) {
			for _, a := range span {
				if math.Abs(math.Abs(geom.AngleDiff(0, q.noWheel-a))-q.maxWheel) >= 1e-9 {
					continue
				}
				l := newReachLine(q.u, q.t, q.side, 0, 0)
				for s := -q.limit; s <= q.limit; s += step {
					r := l.end(s)
					if q.c.blocked(q.u, nil, r, q.others) {
						continue
					}
					for point := range 4 {
						p := newReachLine(q.u, q.t, q.side, point, 0).contact(r)
						if q.contactAt(r, p) && q.tryTurn(r, p, a) {
							return true
						}
					}
				}
			}
		}
	}
	return false
}

// TestReachExactCoversSampling compares, on random small tables, the
// search with a far finer sampling of what it claims to solve exactly:
// for a slide it tries, every turn at the end (sampled every 0.05 degree);
// for square arrivals and Wheels of the whole bound, every slide (sampled
// every 0.01in). Wherever the
// sampling finds a move, the search must find one too. Some tables must
// have moves, or the comparison says nothing.
func TestReachExactCoversSampling(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	moves, square, bound := 0, 0, 0
	for range 60 {
		lay := randomLayout(rng)
		q := newReachQuery(lay.c, lay.b, lay.t, geom.Front, 90, lay.others)
		slides := q.slides()
		for range 2 {
			s := slides[rng.IntN(len(slides))]
			if fineTurns(q, s, 0.05) {
				moves++
				if !q.reachesSlide(s) {
					t.Errorf("%s: slide %.4fin: sampling finds a move, the search none", lay.text, s/25.4)
				}
			}
		}
		if fineBound(q, 0.254) {
			bound++
			if !q.reachesAtTurns() {
				t.Errorf("%s: sampling finds a move wheeling 90, the search none", lay.text)
			}
		}
		if fineSquare(q, 0.254) {
			square++
			if !q.reachesAtTurns() {
				t.Errorf("%s: sampling finds a square arrival, the search none", lay.text)
			}
		}
	}
	t.Logf("%d slides, %d tables square, %d wheeling 90 with moves", moves, square, bound)
	if moves < 3 || square < 2 || bound < 2 {
		t.Errorf("only %d slides, %d tables square and %d wheeling 90 with moves: draw tables that have some",
			moves, square, bound)
	}
}
