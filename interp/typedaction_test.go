package interp_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/interp"
)

// actionRules call actions with every kind of argument the typed call
// passes (a unit's variable, a number worked out unboxed, a whole
// number, a pending let, a list boxed, an optional left out) and the
// failures of an argument and of the action a run reports.
const actionRules = `units in

procedure turn(unit: unit) {
  pivot unit, to: facing(unit) + 90
}

procedure whole(unit: unit) {
  pivot unit, to: 90
}

procedure later(unit: unit) {
  let b = facing(enemies(unit)[0]) + 45
  move unit, forward: 1in
  pivot unit, to: b
}

procedure stride(unit: unit, d: length) {
  move unit, forward: d, stop_at: enemies(unit)
}

procedure infinite(unit: unit) {
  move unit, forward: 7e306in * 10
}

procedure far(unit: unit) {
  move unit, forward: 7e306in
}

procedure nobody(unit: unit, other: unit?) {
  pivot other, to: 0
}

procedure gone(unit: unit) {
  remove unit
  pivot unit, to: 0
}

procedure toward(unit: unit) {
  pivot unit, toward: 90, clearance: 1in, clear_of: units() - unit
}

procedure wheeled(unit: unit) {
  wheel unit, by: 45
  wheel unit, by: 1e308 * 10
}
`

// TestTypedActionsAsBoxed runs action statements with their arguments
// typed (engine.Action.RunArgs, as runs are) and boxed (Run, as they
// were), with a trace and without, and requires the same error, trace
// and world; each case's error must also say what its case is about.
func TestTypedActionsAsBoxed(t *testing.T) {
	typed := loadString(t, "act.rules", actionRules)
	boxed := interp.Boxed(typed)
	tests := []struct {
		proc string
		args map[string]string
		want string // in the error; "" for none
	}{
		{"turn", nil, ""},
		{"whole", nil, ""},
		{"later", nil, ""},
		{"stride", map[string]string{"d": "2in"}, ""},
		{"infinite", nil, "7e306in * 10: 1.778e+308 * 10 is too large a number"},
		{"far", nil, "too large a place for the geometry"},
		{"nobody", nil, `pivot: argument "unit" (other) has no value`},
		{"gone", nil, `guard it with ` + "`if not unit.removed`"},
		{"toward", nil, ""},
		{"wheeled", nil, "1e308 * 10: 1e+308 * 10 is too large a number"},
	}
	show := func(p *interp.Program, proc string, args map[string]string, opts interp.Options) string {
		args2 := map[string]string{"unit": "A"}
		for k, v := range args {
			args2[k] = v
		}
		w := buildWorld(t, p, runScenario)
		tr, err := p.Run(w, interp.Input{Proc: proc, Args: args2}, opts)
		var b strings.Builder
		fmt.Fprintf(&b, "error: %v\n", err)
		if tr != nil {
			for _, e := range tr.Entries {
				fmt.Fprintf(&b, "%s %s\n", e.Kind, e.Text)
			}
		}
		for _, x := range w.Bodies {
			fmt.Fprintf(&b, "%s %v removed=%v moves=%d\n", x.ID, x.Rect, x.Removed, len(x.Moves))
		}
		return b.String()
	}
	for _, tt := range tests {
		t.Run(tt.proc, func(t *testing.T) {
			for _, opts := range []interp.Options{{}, {Trace: true}} {
				// twice each: the second run reuses the first's state
				for range 2 {
					got, want := show(typed, tt.proc, tt.args, opts), show(boxed, tt.proc, tt.args, opts)
					if got != want {
						t.Errorf("trace %v: typed:\n%s\nboxed:\n%s", opts.Trace, got, want)
					}
					first, _, _ := strings.Cut(got, "\n")
					if tt.want == "" && first != "error: <nil>" || !strings.Contains(first, tt.want) {
						t.Errorf("trace %v: %s, want %q", opts.Trace, first, tt.want)
					}
				}
			}
		})
	}
}
