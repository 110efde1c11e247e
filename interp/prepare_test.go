package interp_test

import (
	"testing"

	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/world"
)

// TestPrepare checks that a prepared input runs as the input itself does:
// on the world it was read on and its clones, on a world holding its unit
// at another place, and, with the same error, on a world without it or
// with wrong arguments.
func TestPrepare(t *testing.T) {
	prog := loadString(t, "rt.rules", runRules)
	w := buildWorld(t, prog, runScenario)
	// the same table with A listed last: its place among the bodies moves
	moved := buildWorld(t, prog, `board: {width: 48in, depth: 48in}
units:
  E: {side: blue, centre: [10in, 30in], facing: 180, base: [1in, 1in]}
  F: {side: blue, centre: [30in, 30in], facing: 180, base: [1in, 1in]}
  A: {side: red, centre: [20in, 10in], facing: 0, base: [1in, 1in]}
run: outer
`)
	without := buildWorld(t, prog, `board: {width: 48in, depth: 48in}
units:
  E: {side: blue, centre: [10in, 30in], facing: 180, base: [1in, 1in]}
run: outer
`)
	events := func(w *world.World) string {
		s := "["
		for i, e := range w.Events {
			if i > 0 {
				s += "; "
			}
			s += e.String()
		}
		return s + "]"
	}
	inputs := []interp.Input{
		{Proc: "classify", Args: map[string]string{"unit": "A", "n": "3"}},
		{Proc: "classify", Args: map[string]string{"unit": "A", "n": "2"}},
		{Proc: "classify", Args: map[string]string{"unit": "A", "n": "many"}},
		{Proc: "outer", Args: map[string]string{"unit": "A", "who": "E"}},
		{Proc: "outer", Args: map[string]string{}},
		{Proc: "outr", Args: map[string]string{"unit": "A"}},
	}
	for _, in := range inputs {
		pin := prog.Prepare(w, in)
		for name, on := range map[string]*world.World{"same": w, "moved": moved, "without": without} {
			w1, w2 := on.Clone(), on.Clone()
			_, err1 := prog.Run(w1, in, interp.Options{})
			_, err2 := prog.Run(w2, pin, interp.Options{})
			if (err1 == nil) != (err2 == nil) || err1 != nil && err1.Error() != err2.Error() {
				t.Errorf("%v on %s: prepared error %v, want %v", in, name, err2, err1)
			}
			if e1, e2 := events(w1), events(w2); e1 != e2 {
				t.Errorf("%v on %s: prepared events %s, want %s", in, name, e2, e1)
			}
		}
	}
	// the cases above must see each outcome at least once
	pin := prog.Prepare(w, inputs[0])
	for name, on := range map[string]*world.World{"same": w, "moved": moved} {
		c := on.Clone()
		if _, err := prog.Run(c, pin, interp.Options{}); err != nil || events(c) != "[small A]" {
			t.Errorf("on %s: events %s, error %v; want [small A]", name, events(c), err)
		}
	}
	if _, err := prog.Run(without.Clone(), pin, interp.Options{}); err == nil || err.Error() != `argument "unit": no unit "A" on the table` {
		t.Errorf("without A: error %v", err)
	}
}
