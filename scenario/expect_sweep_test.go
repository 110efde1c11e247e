package scenario_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/scenario"
	"github.com/rulec-dev/rulec/suite"
)

// sweepScenario is the situation of TestExpectEveryField, worked by hand.
// walk(A, M, K) with the die 3 (not 6: A is not marked rested):
//   - A, facing 0 (north, +y), moves 1in: (10in, 10in) to (10in, 11in),
//     facing 0, marked tired; event walked A.
//   - M's model 0, at (20in, 10in), moves straight north into base contact
//     with K's model 0 at (20in, 12in): 1in bases, so 1in apart, centre
//     (20in, 11in) (the way passes model 1, x 20.7in to 21.7in, clear of
//     model 0's 19.5in to 20.5in); event touched M K.
//   - M then: model 0 in contact (in_contact 1); model 1 at (21.2in,
//     10in) is 1.562in from model 0 centre to centre (sqrt(1.2² + 1²)),
//     0.562in apart, and model 2 at (22.4in, 10in) is 2.6in (sqrt(2.4² +
//     1²)), 1.6in apart: both within 2in of model 0, so engaged 3; models
//     1 and 2 are 0.2in apart: coherent. The rocks start at x = 30in: M's
//     nearest base edge is model 2's at 22.9in, 7.1in away; model 0
//     touches K's model, 0 apart.
//   - K, E and the rocks do not move.
const sweepScenario = `rules: [walk.rules]
board: {width: 48in, depth: 48in}
units:
  A: {side: red, centre: [10in, 10in], facing: 0, base: [1in, 1in]}
  M: {side: red, base: {round: 1in}, models: [[20in, 10in], [21.2in, 10in], [22.4in, 10in]]}
  K: {side: blue, base: {round: 1in}, models: [[20in, 12in]]}
  E: {side: blue, centre: [10in, 40in], facing: 180, base: [1in, 1in]}
terrain:
  - {name: rocks, kind: impassable, polygon: [[30in, 9in], [32in, 9in], [32in, 12in], [30in, 12in]]}
run: walk
args: {unit: A, squad: M, foe: K}
dice: [3]
expect:
EXPECT
`

// TestExpectEveryField writes, for every field an expectation can name
// (every key of expect and of a unit's expectations, read from the
// parser's own lists, so a key added there fails here until it has a
// case), a scenario with the right value, which must pass and check
// something, and each nudge of it (a position off by more than the
// tolerance, a facing off, a wrong or missing event, a wrong unit, a
// wrong model index, a count off by one), which must fail with a message
// naming the field.
func TestExpectEveryField(t *testing.T) {
	type nudge struct{ expect, names string }
	cases := []struct {
		key   string // the key swept: expect's, or units.KEY, or units.state.KEY
		right string
		wrong []nudge
	}{
		{"units.centre", "units: {A: {centre: [10in, 11in]}}", []nudge{
			{"units: {A: {centre: [10in, 11.01in]}}", "A.centre"},
			{"units: {A: {centre: [9.99in, 11in]}}", "A.centre"},
			{"units: {E: {centre: [10in, 11in]}}", "E.centre"},
		}},
		{"units.facing", "units: {A: {facing: 0}}", []nudge{
			{"units: {A: {facing: 0.02}}", "A.facing"},
			{"units: {A: {facing: 180}}", "A.facing"},
			{"units: {E: {facing: 0}}", "E.facing"},
		}},
		{"units.removed", "units: {A: {removed: false}}", []nudge{{"units: {A: {removed: true}}", "A.removed"}}},
		{"units.state.has", "units: {A: {state: {has: [tired]}}}", []nudge{
			{"units: {A: {state: {has: [rested]}}}", "A.state.has"},
			{"units: {E: {state: {has: [tired]}}}", "E.state.has"},
		}},
		{"units.state.lacks", "units: {A: {state: {lacks: [rested]}}}", []nudge{{"units: {A: {state: {lacks: [tired]}}}", "A.state.lacks"}}},
		{"units.state", "units: {A: {state: {has: [tired], lacks: [rested]}}}", []nudge{{"units: {A: {state: {has: [rested], lacks: [tired]}}}", "A.state"}}},
		{"units.models", "units: {M: {models: {0: [20in, 11in], 1: [21.2in, 10in]}}}", []nudge{
			{"units: {M: {models: {0: [20in, 11.01in]}}}", "M.models.0"},
			{"units: {M: {models: {1: [20in, 11in]}}}", "M.models.1"},
			{"units: {M: {models: {3: [20in, 11in]}}}", "M.models"},
			{"units: {K: {models: {0: [20in, 11in]}}}", "K.models.0"},
		}},
		{"units.moved", "units: {M: {moved: true}, K: {moved: false}, A: {moved: true}}", []nudge{
			{"units: {M: {moved: false}}", "M.moved"},
			{"units: {K: {moved: true}}", "K.moved"},
			{"units: {A: {moved: false}}", "A.moved"},
		}},
		{"units.in_contact", "units: {M: {in_contact: 1}, K: {in_contact: 1}}", []nudge{
			{"units: {M: {in_contact: 2}}", "M.in_contact"},
			{"units: {M: {in_contact: 0}}", "M.in_contact"},
			{"units: {K: {in_contact: 0}}", "K.in_contact"},
		}},
		{"units.engaged", "units: {M: {engaged: 3}}", []nudge{
			{"units: {M: {engaged: 2}}", "M.engaged"},
			{"units: {K: {engaged: 0}}", "K.engaged"},
		}},
		{"units.coherent", "units: {M: {coherent: true}}", []nudge{{"units: {M: {coherent: false}}", "M.coherent"}}},
		{"units.clear_of", "units: {M: {clear_of: {rocks: 7in}}}", []nudge{
			{"units: {M: {clear_of: {rocks: 7.2in}}}", "M.clear_of.rocks"},
			{"units: {M: {clear_of: {K: 0.1in}}}", "M.clear_of.K"},
		}},
		{"units", "units: {A: {centre: [10in, 11in], facing: 0}}", []nudge{{"units: {Z: {centre: [10in, 11in]}}", `"Z"`}}},
		{"events", "events: [walked A, touched M K]", []nudge{
			{"events: [touched M K, walked A]", "events"},
			{"events: [walked E]", "events"},
			{"events: [walked A, walked A]", "events"},
			{"events: [touched K M]", "events"},
		}},
		{"no_events", "no_events: [walked E, touched K M]", []nudge{
			{"no_events: [walked A]", "no_events"},
			{"no_events: [touched]", "no_events"},
		}},
		{"error", "units: {A: {centre: [10in, 11in]}}", []nudge{{"error: \"no unit\"", "error"}}},
		{"odds", "odds: {walked A: 1, \"touched M K\": 1}", []nudge{
			{"odds: {walked A: 5/6}", "odds.walked A"},
			{"odds: {walked E: 0, walked A: 0}", "odds.walked A"},
		}},
	}
	have := map[string]bool{}
	for _, c := range cases {
		have[c.key] = true
	}
	for _, k := range scenario.ExpectKeys {
		if !have[k] {
			t.Errorf("no case sweeps expect.%s", k)
		}
	}
	for _, k := range scenario.UnitExpectKeys {
		if !have["units."+k] {
			t.Errorf("no case sweeps expect.units.ID.%s", k)
		}
	}
	for _, k := range []string{"has", "lacks"} {
		if !have["units.state."+k] {
			t.Errorf("no case sweeps expect.units.ID.state.%s", k)
		}
	}
	dir := t.TempDir()
	rules, err := os.ReadFile(filepath.Join("testdata", "sweep", "walk.rules"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "walk.rules"), rules, 0o644); err != nil {
		t.Fatal(err)
	}
	r := suite.New(interp.Stdlib())
	run := func(name, expect string) *suite.Result {
		t.Helper()
		path := filepath.Join(dir, name+".yaml")
		text := strings.Replace(sweepScenario, "EXPECT", "  "+expect, 1)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return r.RunFile(path)
	}
	for _, c := range cases {
		name := strings.ReplaceAll(c.key, ".", "_")
		res := run(name, c.right)
		if !res.Passed() {
			t.Errorf("%s: %s fails: err %v, failures %v", c.key, c.right, res.Err, res.Failures)
		}
		if len(res.Notes) > 0 {
			t.Errorf("%s: %s is noted: %v", c.key, c.right, res.Notes)
		}
		for i, n := range c.wrong {
			res := run(name+"_"+string(rune('a'+i)), n.expect)
			if res.Passed() {
				t.Errorf("%s: %s passes", c.key, n.expect)
				continue
			}
			var msgs []string
			if res.Err != nil {
				msgs = append(msgs, res.Err.Error())
			}
			for _, f := range res.Failures {
				msgs = append(msgs, f.String())
			}
			if got := strings.Join(msgs, "\n"); !strings.Contains(got, n.names) {
				t.Errorf("%s: %s fails without naming %s:\n%s", c.key, n.expect, n.names, got)
			}
		}
	}
}
