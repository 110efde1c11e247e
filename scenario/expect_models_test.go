package scenario

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// modelsTable is the table of TestCheckModels, in inches. M's round 1in
// models stand at x = 10, 11, 12.5 and 16 on y = 10: the gaps between
// bases are 0 (0-1), 0.5 (1-2) and 2.5 (2-3), so model 3 is more than 2in
// from every other model. Enemy E's model 0 at [10, 11] touches M's model
// 0 (centres 1in apart). R's boundary spans x 29..31, 0.5in short of the
// wood at x 31.5. The rocks start at y 20, 9.5in beyond M's bases.
const modelsTable = `board: {width: 48in, depth: 48in}
units:
  M: {side: red, base: {round: 1in}, models: [[10in, 10in], [11in, 10in], [12.5in, 10in], [16in, 10in]]}
  E: {side: blue, base: {round: 1in}, models: [[10in, 11in], [20in, 10in]]}
  R: {side: blue, centre: [30in, 30in], facing: 0, files: 2, base: [1in, 1in]}
terrain:
  - {name: rocks, kind: impassable, polygon: [[10in, 20in], [14in, 20in], [14in, 22in], [10in, 22in]]}
  - {name: wood, kind: difficult, polygon: [[31.5in, 29in], [33in, 29in], [33in, 31in], [31.5in, 31in]]}
run: x
expect:
  units:
`

// asPlaced holds for the table as placed: M's model 0 is in contact
// (with E's model 0); models 1 and 2 are within 2in of it (gaps 0 and
// 1.5in), so 3 are engaged; model 3 stands alone.
const asPlaced = `    M: {models: {0: [10in, 10in], 3: [16in, 10in]}, moved: false, in_contact: 1, engaged: 3, coherent: false, clear_of: {rocks: 9.5in}}
    R: {moved: false, coherent: true, clear_of: {wood: 0.5in, E: 10in}}
`

// setModel puts model i of a unit at x, y (inches).
func setModel(w *world.World, id string, i int, x, y float64) {
	w.Get(id).Models[i] = geom.V(x*25.4, y*25.4)
}

func TestCheckModels(t *testing.T) {
	for _, tc := range []struct {
		name, expect string
		run          func(w *world.World)
		want         []string
	}{{
		name: "as placed", expect: asPlaced, run: func(*world.World) {},
	}, {
		// M's model 3 goes to [12.5, 11]: it moved sqrt(3.5² + 1²) =
		// 3.640in, touches model 2, and touches E's model 1, moved to
		// [13.5, 11], so 2 in contact (0, 3) and all 4 engaged; it is now
		// 20 - 11 - 0.5 = 8.5in from the rocks. R moves 0.25in east,
		// 0.25in from the wood.
		name: "all missed", expect: asPlaced,
		run: func(w *world.World) {
			setModel(w, "M", 3, 12.5, 11)
			setModel(w, "E", 1, 13.5, 11)
			moveTo(w, "R", 30.25, 30, 0)
		},
		want: []string{
			`m.yaml:12:38: M.models.3: want [16in, 10in], got [12.5in, 11in]; off by 3.64in (dx=-3.5in, dy=1in)`,
			`m.yaml:12:60: M.moved: want false, got true; models moved: [3]; model 3 moved furthest, 3.64in`,
			`m.yaml:12:79: M.in_contact: want 1, got 2; +1; models in base contact: [0, 3]`,
			`m.yaml:12:91: M.engaged: want 3, got 4; +1; models engaged: [0, 1, 2, 3]`,
			`m.yaml:12:104: M.coherent: want false, got true`,
			`m.yaml:12:122: M.clear_of.rocks: want at least 9.5in from rocks, got 8.5in (M model 3 to rocks); 1in too close`,
			`m.yaml:13:16: R.moved: want false, got true; the centre moved 0.25in`,
			`m.yaml:13:50: R.clear_of.wood: want at least 0.5in from wood, got 0.25in (R to wood); 0.25in too close`,
		},
	}, {
		// Model 1 goes to [11, 14]: 4.123 - 1 = 3.12in from model 0 and
		// 4.272 - 1 = 3.27in from model 2, so it stands alone, like model
		// 3 (2.5in from model 2); models 0 and 2 (1.5in apart) are one
		// group. R turns about its centre.
		name: "scattered and turned", expect: "    M: {coherent: true}\n    R: {moved: false}\n",
		run: func(w *world.World) {
			setModel(w, "M", 1, 11, 14)
			moveTo(w, "R", 30, 30, 180)
		},
		want: []string{
			`m.yaml:12:19: M.coherent: want true, got false; more than 2in from every other model: [1, 3]; the models form 3 groups: [0, 2] [1] [3]`,
			`m.yaml:13:16: R.moved: want false, got true; it turned 180 degrees`,
		},
	}, {
		// Model 2 goes to [16, 11], touching model 3: every model has a
		// neighbour, but the pairs 0-1 and 2-3 are 4in apart. E's model 0
		// steps back to [10, 11.5], 0.5in from M's model 0: no contact.
		name: "two chains", expect: "    M: {coherent: true, moved: true, in_contact: 0}\n    R: {moved: true}\n",
		run: func(w *world.World) {
			setModel(w, "M", 2, 16, 11)
			setModel(w, "E", 0, 10, 11.5)
		},
		want: []string{
			`m.yaml:12:19: M.coherent: want true, got false; the models form 2 groups: [0, 1] [2, 3]`,
			`m.yaml:13:16: R.moved: want true, got false`,
		},
	}, {
		// R moves 1in east, to x 30..32: it runs 0.5in into the wood (x
		// 31.5..33; R's y 29.5..30.5 lies inside the wood's 29..31, so
		// the way out is back west, 0.5in). The distance between shapes
		// is 0 when they overlap as when they touch: clear of 0in must
		// still refuse the overlap, and clear of 0.25in say by how much.
		name: "overlapping is not clear", expect: "    R: {clear_of: {wood: 0in}}\n    M: {clear_of: {E: 0in}}\n",
		run: func(w *world.World) {
			moveTo(w, "R", 31, 30, 0)
			setModel(w, "E", 0, 10, 10.5)
		},
		want: []string{
			`m.yaml:12:20: R.clear_of.wood: want at least 0 from wood, got overlapping by 0.5in (R to wood); 0.5in too close`,
			`m.yaml:13:20: M.clear_of.E: want at least 0 from E, got overlapping by 0.5in (M model 0 to E model 0); 0.5in too close`,
		},
	}, {
		// R stands 0.5in from the wood, but a removed unit is off the
		// table: it is clear of everything.
		name: "removed is clear", expect: "    R: {clear_of: {wood: 5in}}\n",
		run: func(w *world.World) { w.Get("R").Removed = true },
	}} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := Parse("m.yaml", []byte(modelsTable+tc.expect))
			if err != nil {
				t.Fatal(err)
			}
			w, err := s.Build(testUnits)
			if err != nil {
				t.Fatal(err)
			}
			tc.run(w)
			if diff := cmp.Diff(tc.want, failureLines(s.Check(w, nil))); diff != "" {
				t.Errorf("failures (-want +got):\n%s", diff)
			}
		})
	}
}
