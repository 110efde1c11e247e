package engine

import (
	"slices"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// TestWiderSearchSplitByABridge: the models in contact stand in two groups
// too far apart to link, and a model out of contact stands between them
// (tests/assault/fresh7/uncharged_unit_between_two_charged.yaml works it by
// hand). 25mm bases, a 6in move, 2in link, 1in clear of X. T (10, 14),
// (11.5, 14), (13, 14); X, not a target, (14.5, 14); U (16, 14), (17.5, 14),
// (19, 14). M: (10, 10), (11.5, 10), (13, 10), (16, 10), (17.5, 10.3),
// (19, 10); M#4 has moved into contact with (17.5, 14) at (17.5, 13.015748).
// X's 1in zone closes (13, 14)'s contact circle but for its west side and
// (16, 14)'s but for its east: the nearest two spots, one on each side,
// are 3.478in apart, more than 2in between bases, so a placement touching
// all six target models (M#0 on the pocket of (10, 14) and (11.5, 14), one
// model each on (13, 14)'s west side, (16, 14)'s east side and (19, 14))
// has its models in contact in two groups, and the sixth model must stand
// between them, touching nothing, as at (14.5, 12). The wider search kept
// only placements whose models in contact form one chain and touched four.
func TestWiderSearchSplitByABridge(t *testing.T) {
	const in = 25.4
	v := func(x, y float64) geom.Vec { return geom.V(x*in, y*in) }
	w := world.New(geom.Board{W: 48 * in, H: 48 * in}, geom.Units{}, 0.0254)
	m := &world.Body{ID: "M", Kind: world.KindUnit, Side: "red", Round: 25,
		Models: []geom.Vec{v(10, 10), v(11.5, 10), v(13, 10), v(16, 10), v(17.5, 10.3), v(19, 10)}}
	tg := &world.Body{ID: "T", Kind: world.KindUnit, Side: "blue", Round: 25, Models: []geom.Vec{v(10, 14), v(11.5, 14), v(13, 14)}}
	x := &world.Body{ID: "X", Kind: world.KindUnit, Side: "blue", Round: 25, Models: []geom.Vec{v(14.5, 14)}}
	u := &world.Body{ID: "U", Kind: world.KindUnit, Side: "blue", Round: 25, Models: []geom.Vec{v(16, 14), v(17.5, 14), v(19, 14)}}
	for _, b := range []*world.Body{m, tg, x, u} {
		w.Add(b)
	}
	m.SetRoute(4, []geom.Vec{v(17.5, 10.3), geom.V(17.5*in, 14*in-25)})
	c := NewCtx(&fakeRun{w: w})
	var ms []*Model
	for i := range 6 {
		if i != 4 {
			ms = append(ms, &Model{Unit: m, Index: i})
		}
	}
	plan := c.mostContacts(ms, spotAsk{targets: bodies{tg, u}, move: 6 * in, clearOf: bodies{x}, clearance: in, link: 2 * in})
	ends := []geom.Vec{m.Models[4]}
	placed := map[int]bool{4: true}
	for _, s := range plan {
		ends = append(ends, s.At)
		placed[s.Model.Index] = true
	}
	touched := 0
	for _, q := range append(slices.Clone(tg.Models), u.Models...) {
		if slices.ContainsFunc(ends, func(e geom.Vec) bool { return e.Dist(q) <= 25+0.0254 }) {
			touched++
		}
	}
	if touched != 6 {
		t.Fatalf("the ends %v (M#4 and the plan) touch %d target models, want all 6", ends, touched)
	}
	// the model left out can stand within a straight move, 1in clear of
	// X, on no base, within 2in of a base of each group (west and east of
	// X): looked for on a grid of 0.02in round X's south side
	var left []int
	for i := range 6 {
		if !placed[i] {
			left = append(left, i)
		}
	}
	if len(left) != 1 {
		t.Fatalf("models %v left out of contact, want one (5 in contact is the most)", left)
	}
	from := m.Models[left[0]]
	bodiesAt := append(append(append(slices.Clone(ends), tg.Models...), u.Models...), x.Models...)
	links := func(q geom.Vec) bool {
		if q.Dist(from) > 6*in || q.Dist(x.Models[0]) < 25+in-0.0254 {
			return false
		}
		if slices.ContainsFunc(bodiesAt, func(e geom.Vec) bool { return e.Dist(q) < 25-0.0254 }) {
			return false
		}
		west := slices.ContainsFunc(ends, func(e geom.Vec) bool { return e.X < 14.5*in && e.Dist(q)-25 <= 2*in+0.0254 })
		east := slices.ContainsFunc(ends, func(e geom.Vec) bool { return e.X > 14.5*in && e.Dist(q)-25 <= 2*in+0.0254 })
		return west && east
	}
	found := false
	for gx := 12.5; gx <= 16.5 && !found; gx += 0.02 {
		for gy := 10.0; gy <= 13.5 && !found; gy += 0.02 {
			found = links(v(gx, gy))
		}
	}
	if !found {
		t.Errorf("M#%d, left out, has no spot linking both groups of the ends %v", left[0], ends)
	}
}
