package check_test

import (
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/check"
	"github.com/rulec-dev/rulec/engine"
)

// TestLoopWordCalls: a loop word called with a list alone is refused by
// the checker, which knows what the name is, while a memory the rules
// named as one (`one(u)`) is read as any memory is.
func TestLoopWordCalls(t *testing.T) {
	load := func(src string) error {
		_, err := check.LoadSources(engine.Stdlib(), []string{"l.rules"}, map[string][]byte{"l.rules": []byte(src)}, nil)
		return err
	}
	err := load("units in\nprocedure p(u: unit) {\n  let a = filter(units())\n  event e(a)\n}\n")
	want := "l.rules:3:25: filter needs a condition after the list"
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("filter(list): %v, want %s", err, want)
	}
	err = load("units in\nremember one(u: unit): number default 1\nprocedure p(u: unit) {\n  set one(u) = 2\n  event e(one(u))\n}\n")
	if err != nil {
		t.Errorf("a memory named one: %v", err)
	}
}
