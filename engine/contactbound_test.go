package engine

import (
	"fmt"
	"io/fs"
	"math"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/scenario"
	"github.com/rulec-dev/rulec/world"
)

// benchLine is bench/assault_test.go's layout: n chargers in ranks of ten
// 1.5in apart, n target models 5in ahead, 1in bases (in mm).
func benchLine(n int) ([]disc, []geom.Vec) {
	const in = 25.4
	rows := (n + 9) / 10
	front := 2 + 1.5*float64(rows-1)
	var ts []disc
	var ms []geom.Vec
	for i := range n {
		col, row := float64(i%10), float64(i/10)
		ms = append(ms, geom.V((10+1.5*col)*in, (front-1.5*row)*in))
		ts = append(ts, disc{c: geom.V((10.75+1.5*col)*in, (front+5+1.5*row)*in), r: in / 2})
	}
	return ts, ms
}

// ring returns n points on a circle of radius rad round c.
func ring(c geom.Vec, rad float64, n int) []geom.Vec {
	var out []geom.Vec
	for k := range n {
		s, co := math.Sincos(2 * math.Pi * float64(k) / float64(n))
		out = append(out, geom.V(c.X+rad*co, c.Y+rad*s))
	}
	return out
}

// TestContactBoundByHand: bounds worked by hand.
//
//   - Twelve 25mm bases round one 25mm base, each 60mm from it, moving 6in:
//     every point of the contact circle (radius 25mm) is reached. Two bases
//     touching it and each other have centres 25mm apart on that circle:
//     2 asin(12.5 / 25) = 60 degrees, so 6 fit (the chain along the circle
//     would allow 7 with its slack; the whole circle is counted by angle).
//     All 6 touch the one target model: touched 1.
//   - The same round a 32mm base: the contact circle's radius is 28.5mm,
//     2 asin(12.5 / 28.5) = 52.03 degrees, 360 / 52.03 = 6.92: 6.
//   - Round a 60mm base: radius 42.5mm, 2 asin(12.5 / 42.5) = 34.21
//     degrees, 360 / 34.21 = 10.52: 10, but only the 12 models reach.
//   - Two 25mm models only, far from a 25mm target and moving 1in: out of
//     reach, 0 in contact, 0 touched.
//   - The bench's 30 v 30 (1in bases, ranks of ten 1.5in apart, 5in
//     apart, move 6in): 19, as bench/assault30_witness.py --bound counts
//     (asp13): the front of the first target rank is an edge of arcs of
//     97.2 degrees each (1in circles 1.5in apart cross 41.4 degrees either
//     side of straight ahead), the 0.5in gaps between target bases close
//     the pockets behind the front to a 1in base, and the edge a straight
//     6in reaches runs from the left flank of the second target rank's
//     first model to the right flank of its last. The second rank's two
//     flank models are within a straight move of the edge's ends: 12
//     target models touched, and the longest chain through either end is
//     19 (touched with 19 in contact: 12). 20 v 20: the same.
func TestContactBoundByHand(t *testing.T) {
	const in = 25.4
	tol := 0.001 * in
	one := func(tr float64, n int, move float64, far float64) contactBounds {
		ts := []disc{{c: geom.V(500, 500), r: tr}}
		ms := ring(geom.V(500, 500), far, n)
		return contactBoundOf(ts, ms, make([]bool, n), 12.5, move, tol)
	}
	for _, c := range []struct {
		name string
		got  contactBounds
		want [3]int
	}{
		{"25mm round 25mm", one(12.5, 12, 6*in, 60), [3]int{6, 1, 1}},
		{"25mm round 32mm", one(16, 12, 6*in, 60), [3]int{6, 1, 1}},
		{"25mm round 60mm", one(30, 12, 6*in, 80), [3]int{10, 1, 1}},
		{"25mm round 60mm, 8 models", one(30, 8, 6*in, 80), [3]int{8, 1, 1}},
		{"out of reach", one(12.5, 2, in, 200), [3]int{0, 0, 0}},
	} {
		if got := [3]int{c.got.contacts, c.got.touched, c.got.touchedFull}; got != c.want {
			t.Errorf("%s: %+v, want %+v", c.name, c.got, c.want)
		}
	}
	for _, n := range []int{20, 30} {
		ts, ms := benchLine(n)
		got := contactBoundOf(ts, ms, make([]bool, n), in/2, 6*in, tol)
		if got, want := [3]int{got.contacts, got.touched, got.touchedFull}, [3]int{19, 12, 12}; got != want {
			t.Errorf("%d v %d: %+v, want %+v", n, n, got, want)
		}
	}
}

// TestContactBoundKnownPlacements: the bound is never below a placement
// known to exist: every scenario of tests/assault and bench/assault_pending
// that expects the charging unit's models in contact (each expected value
// worked by hand, or an outside author's optimum), the unit and target
// read from the scenario, every model where it stands.
func TestContactBoundKnownPlacements(t *testing.T) {
	n := 0
	for _, root := range []string{"../tests/assault", "../bench/assault_pending"} {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".yaml") {
				return err
			}
			sc, err := scenario.ReadFile(path)
			if err != nil || sc.Run != "assault" {
				return nil
			}
			uArg, tArg, mArg := sc.Args["unit"], sc.Args["target"], sc.Args["move"]
			if !uArg.IsUnit || !tArg.IsUnit {
				return nil
			}
			var want, touched *scenario.Count
			for _, e := range sc.Expect.Units {
				switch e.ID {
				case uArg.Text:
					want = e.InContact
				case tArg.Text:
					touched = e.InContact
				}
			}
			if want == nil || sc.Expect.HasError {
				return nil
			}
			w, err := sc.Build(geom.Units{Default: "in"})
			if err != nil {
				return nil
			}
			mArg = sc.Args["move"]
			if !mArg.IsLength {
				return nil
			}
			// the targets: the one named, and those the unit is
			// charging already
			named := map[string]bool{tArg.Text: true}
			for _, su := range sc.Units {
				if su.ID != uArg.Text {
					continue
				}
				for _, f := range su.State {
					if f.Word == "charging" {
						for _, id := range f.Args {
							named[id] = true
						}
					}
				}
			}
			var u *world.Body
			var tgs bodies
			for _, b := range w.Bodies {
				switch {
				case b.ID == uArg.Text:
					u = b
				case named[b.ID] && b.Round > 0:
					tgs = append(tgs, b)
				}
			}
			if u == nil || len(tgs) == 0 || u.Round == 0 {
				return nil
			}
			if len(tgs) > 1 {
				touched = nil // counted per unit
			}
			n++
			got := contactBoundOf(discsOf(tgs), u.Models, make([]bool, len(u.Models)), u.Round/2, mArg.Length, w.Tol)
			if got.contacts < want.N {
				t.Errorf("%s: bound %d in contact, the scenario expects %d", path, got.contacts, want.N)
			}
			if touched != nil && (got.touched < touched.N || want.N >= got.contacts && got.touchedFull < touched.N) {
				t.Errorf("%s: bound %+v on target models touched, the scenario expects %d (with %d in contact)", path, got, touched.N, want.N)
			}
			// the lifted touched bound best_first asks (asp16), with
			// nothing kept clear of but the target models: looser than
			// a run's, never tighter
			if touched != nil {
				c := NewCtx(&fakeRun{w: w})
				a := spotAsk{targets: tgs, move: mArg.Length, clearance: 25.4, link: 2 * 25.4}
				lt := newPlacingBound(c, u, a).liftedTouched(c, a)
				// the scenario counts the target models the unit's
				// allies touch too; the bound, the unit's own
				p := &planner{c: c, ask: a, own: u, targets: discsOf(tgs)}
				allies := countTrue(p.index().others, nil)
				if lt+allies < touched.N {
					t.Errorf("%s: lifted bound %d on target models touched (and %d by allies), the scenario expects %d", path, lt, allies, touched.N)
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("%d scenarios checked", n)
	if n < 100 {
		t.Errorf("%d scenarios checked, want the assault folders' (over 100)", n)
	}
}

// TestContactBoundAboveTheSearch: on random small charges (2 to 6 models
// of 25mm or 32mm round 1 to 4 target models of 25 to 50mm, in a line or
// scattered, moving 3 to 8in), the placement most_contacts finds (legal,
// whatever its order) never has more models in contact, or more target
// models touched, than the bound.
func TestContactBoundAboveTheSearch(t *testing.T) {
	const in = 25.4
	rng := rand.New(rand.NewPCG(15, 30))
	runs := 300
	if testing.Short() {
		runs = 30
	}
	ran, some, tight, liftedTight := 0, 0, 0, 0
	lifted := make([]int, runs)
	for k := range runs {
		w := world.New(geom.Board{W: 48 * in, H: 48 * in}, geom.Units{}, 0.0254)
		round := []float64{25, 32}[rng.IntN(2)]
		tr := []float64{25, 32, 40, 50}[rng.IntN(4)]
		nt, nm := 1+rng.IntN(4), 2+rng.IntN(5)
		var tms, mms []geom.Vec
		line := rng.IntN(2) == 0
		for i := range nt {
			if line {
				tms = append(tms, geom.V(20*in+float64(i)*(tr+rng.Float64()*20), 24*in))
			} else {
				tms = append(tms, geom.V((18+rng.Float64()*8)*in, (22+rng.Float64()*4)*in))
			}
		}
		for range nm {
			mms = append(mms, geom.V((16+rng.Float64()*14)*in, (16+rng.Float64()*5)*in))
		}
		if overlapping(tms, tr/2) || overlapping(mms, round/2) {
			continue
		}
		m := &world.Body{ID: "M", Kind: world.KindUnit, Side: "red", Round: round, Models: mms}
		tg := &world.Body{ID: "T", Kind: world.KindUnit, Side: "blue", Round: tr, Models: tms}
		w.Add(m)
		w.Add(tg)
		move := (3 + rng.Float64()*5) * in
		a := spotAsk{targets: bodies{tg}, move: move, clearance: in, link: 2 * in}
		up := contactBoundOf(discsOf(bodies{tg}), slicesClone(mms), make([]bool, nm), round/2, move, w.Tol)
		c := NewCtx(&fakeRun{w: w})
		lifted[k] = newPlacingBound(c, m, a).liftedTouched(c, a)
		var ms []*Model
		for i := range mms {
			ms = append(ms, &Model{Unit: m, Index: i})
		}
		for _, s := range c.mostContacts(ms, a) {
			m.SetRoute(s.Model.Index, s.Route)
		}
		in, touched := 0, 0
		for _, p := range m.Models {
			for _, q := range tms {
				if p.Dist(q) <= round/2+tr/2+w.Tol {
					in++
					break
				}
			}
		}
		for _, q := range tms {
			for _, p := range m.Models {
				if p.Dist(q) <= round/2+tr/2+w.Tol {
					touched++
					break
				}
			}
		}
		ran++
		if in > 0 {
			some++
		}
		if in == up.contacts {
			tight++
		}
		if in > up.contacts || touched > up.touched || in >= up.contacts && touched > up.touchedFull {
			t.Errorf("case %d: the search placed %d in contact touching %d, above the bound %+v", k, in, touched, up)
		}
		// the lifted touched bound best_first asks (asp16), in the world
		// before any model moved
		if lt := lifted[k]; touched > lt {
			t.Errorf("case %d: the search placed %d in contact touching %d, above the lifted touched bound %d", k, in, touched, lt)
		}
		if touched == lifted[k] {
			liftedTight++
		}
	}
	t.Logf("%d charges, %d with a model in contact, %d placements meeting the bound, %d the lifted touched bound", ran, some, tight, liftedTight)
	if some < ran/2 {
		t.Errorf("%d of %d charges put a model in contact: the test is too easy to pass", some, ran)
	}
}

func overlapping(ps []geom.Vec, r float64) bool {
	for i := range ps {
		for j := range i {
			if ps[i].Dist(ps[j]) < 2*r+1 {
				return true
			}
		}
	}
	return false
}

func slicesClone(ps []geom.Vec) []geom.Vec { return append([]geom.Vec(nil), ps...) }

func BenchmarkContactBound(b *testing.B) {
	for _, n := range []int{10, 30} {
		ts, ms := benchLine(n)
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			for range b.N {
				contactBoundOf(ts, ms, make([]bool, n), 12.7, 6*25.4, 0.0254)
			}
		})
	}
}
