package suite_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/scenario"
	"github.com/rulec-dev/rulec/suite"
	"github.com/rulec-dev/rulec/world"
)

// TestPanicIsTheScenariosError runs a scenario whose rules call an action
// that panics (a stand-in for a bug in the engine; a query's panic is
// already its expression's error): the run gives the
// scenario an InternalError naming the panic and where it happened, and
// the runner goes on, where the panic used to stop the whole suite, diff
// or mutation campaign.
func TestPanicIsTheScenariosError(t *testing.T) {
	reg := interp.Stdlib().Clone()
	reg.AddAction(engine.Action1("break", "break u panics.", "u", func(c *engine.Ctx, u *world.Body) error {
		var m map[string]int
		m["x"]++ // a nil map written: a runtime panic, as a real bug would be
		return nil
	}))
	const rules = "units in\nprocedure go(u: unit) {\n  break u\n  event seen(u)\n}\n"
	prog, err := interp.LoadSources(reg, []string{"p.rules"}, map[string][]byte{"p.rules": []byte(rules)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	const scen = "rules: [p.rules]\nboard: {width: 48in, depth: 48in}\nunits:\n  A: {side: red, centre: [20in, 20in], facing: 0, base: [4in, 2in]}\nrun: go\nargs: {u: A}\nexpect:\n  events: [seen A]\n"
	r := suite.New(reg)
	for i := 0; i < 2; i++ { // the runner is still usable after the panic
		sc, err := scenario.Parse("p.yaml", []byte(scen))
		if err != nil {
			t.Fatal(err)
		}
		res := r.RunProgram("p.yaml", sc, prog)
		var ie *suite.InternalError
		if !errors.As(res.Err, &ie) {
			t.Fatalf("run %d: error %v, want an InternalError", i, res.Err)
		}
		if res.Passed() {
			t.Fatalf("run %d: a scenario whose run panicked passed", i)
		}
		msg := res.Err.Error()
		for _, want := range []string{"internal error", "assignment to entry in nil map", "internal_test.go:", "a bug in rulec"} {
			if !strings.Contains(msg, want) {
				t.Errorf("run %d: %q does not say %q", i, msg, want)
			}
		}
	}
}
