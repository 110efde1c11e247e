package engine

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// bruteMatching returns the most rows that can each take a column of
// finite cost, row i taking at most room[i] columns and each column
// taken once, by trying every owner of each column.
func bruteMatching(cost [][]float64, room []int) int {
	if len(cost) == 0 {
		return 0
	}
	left := slices.Clone(room)
	var try func(j int) int
	try = func(j int) int {
		if j == len(cost[0]) {
			return 0
		}
		best := try(j + 1) // column j untaken
		for i, row := range cost {
			if !math.IsInf(row[j], 1) && left[i] > 0 {
				left[i]--
				best = max(best, 1+try(j+1))
				left[i]++
			}
		}
		return best
	}
	return try(0)
}

// TestCapMatchingAgainstBruteForce: capMatching's and
// capacityMatching's early ends (every column taken; a copy of a row
// after a copy that found no path) keep the matching's size, on random
// tables where rows compete for few columns. Skipping the copies after
// one that found a path instead fails.
func TestCapMatchingAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 30))
	for range 3000 {
		rows, cols := 1+r.IntN(6), 1+r.IntN(6)
		cost := make([][]float64, rows)
		reach := make([][]bool, rows)
		room := make([]int, rows)
		for i := range cost {
			cost[i] = make([]float64, cols)
			reach[i] = make([]bool, cols)
			room[i] = r.IntN(4)
			for j := range cost[i] {
				cost[i][j] = math.Inf(1)
				if r.IntN(3) == 0 {
					cost[i][j], reach[i][j] = r.Float64(), true
				}
			}
		}
		if got, want := capMatching(cost, room), bruteMatching(cost, room); got != want {
			t.Fatalf("capMatching(%v, %v) = %d, want %d", cost, room, got, want)
		}
		// capacityMatching: columns with capacities, rows taking one; the
		// same as the transposed table with rooms
		capOf := make([]int, cols)
		tr := make([][]float64, cols)
		for j := range capOf {
			capOf[j] = r.IntN(3)
			tr[j] = make([]float64, rows)
			for i := range tr[j] {
				tr[j][i] = cost[i][j]
			}
		}
		if got, want := capacityMatching(reach, capOf), bruteMatching(tr, capOf); got != want {
			t.Fatalf("capacityMatching(%v, %v) = %d, want %d", reach, capOf, got, want)
		}
	}
}

// TestNearKeepsIsNearby: nearKeeps, which leaves far bases out before
// making their Keeps, gives what nearby gives of modelKeeps, Keep for
// Keep in order, on random tables with bases at about the move and the
// Keep's distance from the point (with and without a clearance, so
// keepOff shortens some), walls and the board's edge. With the box test
// of a base at the model's radius rather than the clearance's distance,
// it fails.
func TestNearKeepsIsNearby(t *testing.T) {
	const in = 25.4
	r := rand.New(rand.NewPCG(9, 31))
	for range 300 {
		w := world.New(geom.Board{W: 30 * in, H: 30 * in}, geom.Units{}, 0.0254)
		var ms, os []geom.Vec
		for range 6 + r.IntN(8) {
			ms = append(ms, geom.V(r.Float64()*30*in, r.Float64()*30*in))
		}
		for range 4 + r.IntN(8) {
			os = append(os, geom.V(r.Float64()*30*in, r.Float64()*30*in))
		}
		m := &world.Body{ID: "M", Kind: world.KindUnit, Side: "red", Round: 25, Models: ms}
		o := &world.Body{ID: "O", Kind: world.KindUnit, Side: "blue", Round: 32, Models: os}
		x0, y0 := r.Float64()*26*in, r.Float64()*26*in
		wall := &world.Body{ID: "W", Kind: world.KindTerrain, TerrainKind: "impassable",
			Poly: geom.Polygon{Pts: []geom.Vec{geom.V(x0, y0), geom.V(x0+3*in, y0), geom.V(x0+3*in, y0+in)}}}
		for _, b := range []*world.Body{m, o, wall} {
			w.Add(b)
		}
		c := NewCtx(&fakeRun{w: w})
		md := &Model{Unit: m, Index: r.IntN(len(ms))}
		var clearOf bodies
		clearance := 0.0
		if r.IntN(2) == 0 {
			clearOf, clearance = bodies{o}, in
		}
		p, move := md.centre(), (2+r.Float64()*8)*in
		all := slices.Clone(c.modelKeeps(md, clearOf, clearance, bodies{wall}))
		want := nearby(nil, all, p, move, w.Tol)
		got := slices.Clone(c.nearKeeps(md, clearOf, clearance, bodies{wall}, p, move))
		if len(got) != len(want) {
			t.Fatalf("nearKeeps: %d Keeps, nearby of modelKeeps %d", len(got), len(want))
		}
		for i := range got {
			if got[i].Dist != want[i].Dist || got[i].Shape.Kind != want[i].Shape.Kind || got[i].Shape.Circle != want[i].Shape.Circle {
				t.Fatalf("Keep %d: %+v, want %+v", i, got[i], want[i])
			}
		}
	}
}

// TestContactBasesKeepAnswers: model 0 of M asks its contact spots plain
// and packed, in either order, in random worlds (a few models of M moved
// beside target models), the caller deleting from and sorting each
// answer as the placement search does; each answer must be the one a new
// Ctx gives, though the second is found from the first's work before the
// packed points (contactBases). With that work's list of spots handed to
// the first caller as it is kept (not a copy), it fails: the caller's
// deletions reach the kept list.
func TestContactBasesKeepAnswers(t *testing.T) {
	const in = 25.4
	r := rand.New(rand.NewPCG(9, 32))
	shared := 0
	for range 200 {
		w := world.New(geom.Board{W: 40 * in, H: 40 * in}, geom.Units{}, 0.0254)
		p0 := geom.V(20*in, 20*in)
		all := []geom.Vec{p0}
		place := func(c geom.Vec, lo, hi float64) geom.Vec {
			for {
				a, d := r.Float64()*2*math.Pi, (lo+r.Float64()*(hi-lo))*in
				q := c.Add(geom.V(d*math.Cos(a), d*math.Sin(a)))
				if !slices.ContainsFunc(all, func(o geom.Vec) bool { return q.Dist(o) < 25.1 }) {
					all = append(all, q)
					return q
				}
			}
		}
		var ts []geom.Vec
		for range 2 + r.IntN(4) {
			ts = append(ts, place(p0, 3, 7))
		}
		ms := []geom.Vec{p0}
		for range 3 + r.IntN(5) {
			ms = append(ms, place(p0, 1.1, 6))
		}
		m := &world.Body{ID: "M", Kind: world.KindUnit, Side: "red", Round: 25, Models: ms}
		tg := &world.Body{ID: "T", Kind: world.KindUnit, Side: "blue", Round: 25, Models: ts}
		w.Add(m)
		w.Add(tg)
		for i := 1; i < len(ms); i++ {
			if r.IntN(2) == 0 {
				// moved into contact with a target model, or only marked
				t := ts[r.IntN(len(ts))]
				a := r.Float64() * 2 * math.Pi
				q := t.Add(geom.V(25.05*math.Cos(a), 25.05*math.Sin(a)))
				if slices.ContainsFunc(all, func(o geom.Vec) bool { return q.Dist(o) < 25.1 }) {
					q = ms[i]
				}
				m.SetRoute(i, []geom.Vec{ms[i], q})
			}
		}
		c := NewCtx(&fakeRun{w: w})
		first := r.IntN(2) == 0
		for _, pack := range []bool{first, !first} {
			a := spotAsk{m: &Model{Unit: m, Index: 0}, targets: bodies{tg}, move: 6 * in, link: 2 * in, contact: true, pack: pack}
			got := c.contactOnly(a)
			want := NewCtx(&fakeRun{w: w}).contactOnly(a)
			if !sameSpots(got, want) {
				t.Fatalf("pack %v: %v, a new Ctx %v", pack, got, want)
			}
			if len(got) > 0 {
				shared++
			}
			// as the placement search does with its options
			got = slices.DeleteFunc(got, func(s *Spot) bool { return s.Fresh == 0 })
			slices.SortFunc(got, func(x, y *Spot) int { return -cmpFloat(x.Path, y.Path) })
		}
	}
	if shared < 100 {
		t.Errorf("%d answers with spots, want 100 at least", shared)
	}
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// roomAsBefore is markRoom's count as it was before the spots were asked
// only until each spot with support has its answer: every spot of each
// model asked, then each spot counted where one lies clear of it.
func roomAsBefore(c *Ctx, a spotAsk, spots []*Spot) []int {
	m, tol := a.m, c.Tol()
	u, r := m.Unit, m.radius()
	room := make([]int, len(spots))
	var sup []int
	for k, s := range spots {
		if s.Support > 0 {
			sup = append(sup, k)
		}
	}
	if len(sup) < 2 {
		return room
	}
	targets := discsOf(a.targets)
	inContact := func(j int) bool {
		f := disc{c: u.Models[j], r: u.Round / 2, u: u, i: j}
		for _, t := range targets {
			if discsTouch(f, t, tol) {
				return true
			}
		}
		return false
	}
	for i, p := range u.Models {
		if i == m.Index || u.HasMoved(i) {
			continue
		}
		o := &Model{Unit: u, Index: i}
		ro := o.radius()
		if !slices.ContainsFunc(sup, func(k int) bool { return spots[k].At.Dist(p) < a.move+r+ro+tol }) || inContact(i) {
			continue
		}
		if slices.ContainsFunc(u.Models, func(q geom.Vec) bool {
			j := slices.Index(u.Models, q)
			return j != i && j != m.Index && q.Dist(p)-2*ro <= a.link+tol && inContact(j)
		}) {
			continue
		}
		ask := a
		ask.m, ask.support = o, true
		var pts []geom.Vec
		for _, q := range c.spots(ask) {
			if q.Support > 0 {
				pts = append(pts, q.At)
			}
		}
		for _, k := range sup {
			if slices.ContainsFunc(pts, func(q geom.Vec) bool { return spots[k].At.Dist(q) >= r+ro-tol }) {
				room[k]++
			}
		}
	}
	return room
}

// TestMarkRoomAsBefore: markRoom, asking each model's spots with support
// only until every spot of the model placed has one clear of it, counts
// each spot's Room as asking them all did, on random tables where a few
// models of M stand in contact with target models and the others wait
// near them. Ending at the first spot with support instead fails.
func TestMarkRoomAsBefore(t *testing.T) {
	const in = 25.4
	r := rand.New(rand.NewPCG(9, 33))
	some, partial := 0, 0
	for range 150 {
		w := world.New(geom.Board{W: 40 * in, H: 40 * in}, geom.Units{}, 0.0254)
		c0 := geom.V(20*in, 20*in)
		var all []geom.Vec
		place := func(c geom.Vec, lo, hi float64) geom.Vec {
			for {
				a, d := r.Float64()*2*math.Pi, (lo+r.Float64()*(hi-lo))*in
				q := c.Add(geom.V(d*math.Cos(a), d*math.Sin(a)))
				if !slices.ContainsFunc(all, func(o geom.Vec) bool { return q.Dist(o) < 25.1 }) {
					all = append(all, q)
					return q
				}
			}
		}
		var ts []geom.Vec
		for range 1 + r.IntN(3) {
			ts = append(ts, place(c0, 0, 1.5))
		}
		var ms []geom.Vec
		moved := 1 + r.IntN(2)
		for len(ms) < moved {
			// in base contact with a target model
			t, a := ts[r.IntN(len(ts))], r.Float64()*2*math.Pi
			q := t.Add(geom.V(25*math.Cos(a), 25*math.Sin(a)))
			if !slices.ContainsFunc(all, func(o geom.Vec) bool { return o != t && q.Dist(o) < 25.1 }) {
				all = append(all, q)
				ms = append(ms, q)
			}
		}
		for range 3 + r.IntN(4) {
			ms = append(ms, place(c0, 5, 8))
		}
		m := &world.Body{ID: "M", Kind: world.KindUnit, Side: "red", Round: 25, Models: ms}
		tg := &world.Body{ID: "T", Kind: world.KindUnit, Side: "blue", Round: 25, Models: ts}
		w.Add(m)
		w.Add(tg)
		for i := range moved {
			m.SetRoute(i, []geom.Vec{ms[i]})
		}
		c := NewCtx(&fakeRun{w: w})
		a := spotAsk{m: &Model{Unit: m, Index: moved + r.IntN(len(ms)-moved)}, targets: bodies{tg}, move: 6 * in, link: 2 * in}
		spots := c.spots(a)
		want := roomAsBefore(NewCtx(&fakeRun{w: w}), a, spots)
		c.markRoom(a, spots)
		for k, s := range spots {
			if s.Room != want[k] {
				t.Fatalf("spot %d at %v: room %d, asking every spot %d", k, s.At, s.Room, want[k])
			}
		}
		mx, mn := slices.Max(append(want, 0)), slices.Min(append(want, 1<<30))
		if mx > 0 {
			some++
		}
		if mx > mn {
			partial++
		}
	}
	if some < 20 || partial < 10 {
		t.Errorf("%d tables with room, %d where spots differ in it; want 20 and 10", some, partial)
	}
}
