package interp_test

import (
	"testing"

	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/world"
)

// memoryRules keeps a value of every type a memory may hold, and a roll
// whose result one memory keeps, for the branches of Explore.
const memoryRules = `units in

remember n(u: unit): number
remember l(u: unit): length
remember a(u: unit): angle
remember w(u: unit, v: unit): word
remember b(u: unit): bool
remember p(u: unit): point
remember one(u: unit): unit
remember many(u: unit): units
remember rolled(u: unit): number default 0

procedure keep(unit: unit) {
  let e = enemies(unit)
  set n(unit) = 2
  set l(unit) = 1.5in
  set a(unit) = 270
  set w(unit, e[0]) = "near"
  set w(e[0], unit) = "far"
  set b(unit) = true
  set p(unit) = centre(unit)
  set one(unit) = e[1]
  set many(unit) = e
  event kept(n(unit) + 1, l(unit) == 1.5in, a(unit), w(unit, e[0]), w(e[0], unit), b(unit))
  event where(p(unit) == centre(unit), one(unit), len(many(unit)), many(unit)[0])
}

procedure branch(unit: unit) {
  if rolled(unit) != 0 {
    event leaked(rolled(unit))
  }
  roll d = D6
  set rolled(unit) = d
  event kept(rolled(unit))
}
`

// TestMemoryTypes checks that each type a memory may hold is read back as
// it was set, and that the two orders of a pair are two entries.
func TestMemoryTypes(t *testing.T) {
	prog := loadString(t, "mem.rules", memoryRules)
	w := buildWorld(t, prog, runScenario)
	if _, err := prog.Run(w, interp.Input{Proc: "keep", Args: map[string]string{"unit": "A"}}, interp.Options{}); err != nil {
		t.Fatal(err)
	}
	want := "[kept 3 true 270 near far true, where true F 2 E]"
	if got := world.EventText(w.Events); got != want {
		t.Errorf("events %s, want %s", got, want)
	}
}

// TestMemoryBranches checks that the branches of an enumeration, each run
// on its own copy of one world, never see each other's entries: every
// branch reads the memory unset (its default) before its own roll.
func TestMemoryBranches(t *testing.T) {
	prog := loadString(t, "mem.rules", memoryRules)
	base := buildWorld(t, prog, runScenario)
	// the world copied already remembers something
	if _, err := prog.Run(base, interp.Input{Proc: "keep", Args: map[string]string{"unit": "A"}}, interp.Options{}); err != nil {
		t.Fatal(err)
	}
	kept := len(base.Memory)
	bs, err := interp.Explore(interp.ExploreOptions{Workers: 2}, func(src interp.DiceSource) string {
		w := base.Clone()
		if _, err := prog.Run(w, interp.Input{Proc: "branch", Args: map[string]string{"unit": "A"}, Source: src}, interp.Options{}); err != nil {
			return err.Error()
		}
		return world.EventText(w.Events[len(base.Events):])
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(bs) != 6 {
		t.Fatalf("%d branches, want 6 (one per face of a D6)", len(bs))
	}
	for i, b := range bs {
		if want := "[kept " + string(rune('1'+i)) + "]"; b.Value != want {
			t.Errorf("branch %d: %s, want %s", i, b.Value, want)
		}
	}
	if len(base.Memory) != kept {
		t.Errorf("the world the branches copied holds %d entries, not the %d it had", len(base.Memory), kept)
	}
}
