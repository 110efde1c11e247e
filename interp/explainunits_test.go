package interp_test

import (
	"testing"

	"github.com/rulec-dev/rulec/interp"
)

// TestExplainShowsLengthsInUnits checks that -explain prints a length in
// the rules' unit with the unit written, never bare millimetres, and a
// count as a plain number. By hand: A's base spans x 19.5..20.5, y
// 9.5..10.5 and E's x 9.5..10.5, y 29.5..30.5 (inches), so the gap
// between them is sqrt(9² + 19²) = sqrt(442) = 21.024in; A has one base.
func TestExplainShowsLengthsInUnits(t *testing.T) {
	const rules = `units in

const far = 30in

procedure gaps(me: unit) {
  let gap = distance(me, unit("E"))
  first "g" {
    when gap > far or bases(me) > 1 ref "far" {
      stop
    }
    otherwise {
      stop
    }
  }
}
`
	prog := loadString(t, "gaps.rules", rules)
	w := buildWorld(t, prog, runScenario)
	tr, err := prog.Run(w, interp.Input{Proc: "gaps", Args: map[string]string{"me": "A"}}, interp.Options{Trace: true, Explain: true})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, e := range tr.Entries {
		for _, tried := range e.Tried {
			for _, v := range tried.Values {
				got[v.Name] = v.Value
			}
		}
	}
	want := map[string]string{"gap": "21.024in", "far": "30in", "bases(me)": "1"}
	for name, v := range want {
		if got[name] != v {
			t.Errorf("%s = %q, want %q (all: %v)", name, got[name], v, got)
		}
	}
}
