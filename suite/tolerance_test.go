package suite_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/suite"
)

// TestToleranceZero runs scenarios of the bundled rulesets under
// `tolerance: 0` (and one so small that a position divided by it passes
// the range of an int64). The spec lets a scenario set any tolerance; the
// world takes one under world.MinTol as MinTol. Before, float64 rounding
// made every contact point computed at the sum of two radii overlap and the
// assault's spots were keyed by position/tolerance (a division by 0): the
// assault below "didn't make it" with 4in to go of a 6in move, and the DBM
// flee recursed 200 deep. Each expected value is worked by hand in its
// comment.
func TestToleranceZero(t *testing.T) {
	rules, err := filepath.Abs("../rules")
	if err != nil {
		t.Fatal(err)
	}
	// 1in bases. M at (10, 2), (11.5, 2); T at (10, 7), (11.5, 7): each M
	// model goes 7 - 2 - 1 = 4in straight north into contact, to y = 6.
	const assault = `rules: [RULES/assault.rules]
board: {width: 48in, depth: 24in}
units:
  M: {side: red, base: {round: 1in}, models: [[10in, 2in], [11.5in, 2in]]}
  T: {side: blue, base: {round: 1in}, models: [[10in, 7in], [11.5in, 7in]]}
run: assault
args: {unit: M, target: T, move: 6in}
tolerance: TOL
expect:
  units:
    M: {models: {0: [10in, 6in], 1: [11.5in, 6in]}, in_contact: 2}
  events: [engaged M T]
`
	// tests/dbm/fresh4/f08_flee_meets_friend_partway_turns_not_bursts
	// under tolerance 0: A flees 300p north, meets the friend F after
	// 120mm and turns again left by 35.2638 degrees after backing 10.1706mm
	// (its header's working), ending at (576.8079mm, 442.6288mm).
	const flee = `rules: [RULES/dbm.rules]
board: {width: 1200mm, depth: 1200mm}
units:
  A: {side: red, centre: [600mm, 300mm], facing: 0, base: [40mm, 15mm], props: {type: Bd}}
  F: {side: red, centre: [632mm, 435mm], facing: 180, base: [40mm, 15mm], props: {type: Bd}}
run: flee_element
args: {element: A, distance: 300p}
tolerance: TOL
expect:
  units:
    F: {moved: false}
  no_events: [destroyed A, burst_through A F]
`
	for _, tc := range []struct{ name, text, tol string }{
		{"assault_zero", assault, "0"},
		{"assault_1e-30in", assault, "1e-30in"},
		{"flee_zero", flee, "0mm"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			text := strings.NewReplacer("RULES", filepath.ToSlash(rules), "TOL", tc.tol).Replace(tc.text)
			path := filepath.Join(dir, "s.yaml")
			if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			res := suite.New(interp.Stdlib()).RunFile(path)
			if res.Err != nil {
				t.Fatalf("run failed: %v", res.Err)
			}
			if !res.Passed() {
				t.Fatalf("expectations not met: %v", res.Failures)
			}
			if tc.name == "flee_zero" {
				a := res.World.Get("A")
				const x, y = 576.8079, 442.6288
				if d := a.Rect.Centre.Dist(geom.V(x, y)); d > 0.001 {
					t.Errorf("A ends at (%.4fmm, %.4fmm); want (%.4fmm, %.4fmm)", a.Rect.Centre.X, a.Rect.Centre.Y, x, y)
				}
			}
		})
	}
}
