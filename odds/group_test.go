package odds

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// TestLinkAsEveryPair checks link's grid against comparing every pair:
// places on a lattice of steps near the tolerance, many of them on or
// beside the grid's cell sides, must join into the same outcomes.
func TestLinkAsEveryPair(t *testing.T) {
	const tol = 0.0254
	side := cellTols * tol
	r := rand.New(rand.NewPCG(1, 2))
	for round := range 200 {
		dims := 2 * (1 + r.IntN(4))
		n := 2 + r.IntN(60)
		ps := make([]place, n)
		for i := range ps {
			p := place{pts: make([]float64, dims), facings: []float64{0}}
			for k := range p.pts {
				// a cell side, then a few steps of 0.4 to 1.1 tolerances
				p.pts[k] = float64(r.IntN(3))*side + float64(r.IntN(5)-2)*tol*(0.4+0.7*r.Float64())
			}
			if round%7 == 0 {
				p.facings[0] = float64(r.IntN(3)) * 0.006
			}
			ps[i] = p
		}
		got := link(ps, tol)
		want := linkEveryPair(ps, tol)
		if !slices.EqualFunc(got, want, slices.Equal) {
			t.Fatalf("round %d: link %v, every pair %v", round, got, want)
		}
	}
}

// TestLinkManySides: a place on the side of more cells than maxNear is
// compared with every other place, so it still joins one a cell away.
func TestLinkManySides(t *testing.T) {
	const tol = 0.0254
	side := cellTols * tol
	a := place{pts: make([]float64, 2*(maxNear+2))}
	b := place{pts: make([]float64, len(a.pts))}
	for k := range a.pts {
		a.pts[k] = 3 * side
		b.pts[k] = 3*side - tol/10
	}
	if got := link([]place{a, b}, tol); len(got) != 1 {
		t.Fatalf("link: %v, want one outcome", got)
	}
	b.pts[0] -= tol
	if got := link([]place{a, b}, tol); len(got) != 2 {
		t.Fatalf("link: %v, want two outcomes", got)
	}
}

// linkEveryPair is link by comparing every pair.
func linkEveryPair(ps []place, tol float64) [][]int {
	comp := make([]int, len(ps))
	for i := range comp {
		comp[i] = i
	}
	for changed := true; changed; {
		changed = false
		for i := range ps {
			for j := range ps {
				if comp[j] < comp[i] && ps[i].within(ps[j], tol) {
					comp[i], changed = comp[j], true
				}
			}
		}
	}
	var out [][]int
	at := map[int]int{}
	for i, c := range comp {
		k, ok := at[c]
		if !ok {
			k = len(out)
			at[c] = k
			out = append(out, nil)
		}
		out[k] = append(out[k], i)
	}
	return out
}

// TestLabelModelsApart: two outcomes whose model-by-model unit stands in
// the same bounding box, its two models swapped, are two outcomes (each
// model is beyond the tolerance of its place in the other) and must not
// read alike: past 3 places their labels list the models.
func TestLabelModelsApart(t *testing.T) {
	w := world.New(geom.Board{W: 1000, H: 1000}, geom.Units{Default: "mm"}, 0.0254)
	m := &world.Body{ID: "M", Kind: world.KindUnit, Side: "red", Round: 25,
		Models: []geom.Vec{{X: 100, Y: 100}, {X: 150, Y: 100}}, Rect: geom.Rect{Centre: geom.Vec{X: 125, Y: 100}, Width: 75, Depth: 25}}
	if err := w.Add(m); err != nil {
		t.Fatal(err)
	}
	end := func(a, b geom.Vec) runEnd {
		return runEnd{ends: []unitEnd{{id: "M", centre: geom.Vec{X: 125, Y: 200}, models: []geom.Vec{a, b}}}}
	}
	r := &Result{facts: map[string]*fact{}}
	byKey := map[string]*Outcome{}
	for i, e := range []runEnd{end(geom.Vec{X: 100, Y: 200}, geom.Vec{X: 150, Y: 200}), end(geom.Vec{X: 150, Y: 200}, geom.Vec{X: 100, Y: 200})} {
		o := r.outcome(byKey, e, GroupAll, []int{i})
		o.Count++
	}
	r.group(w, w.Units, GroupAll)
	if len(r.Outcomes) != 2 || r.Outcomes[0].Label == r.Outcomes[1].Label {
		var labels []string
		for _, o := range r.Outcomes {
			labels = append(labels, o.Label)
		}
		t.Fatalf("outcomes %q: want two that read apart", labels)
	}
}
