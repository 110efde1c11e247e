package interp_test

import (
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/interp"
)

// setRules exercise the set operators on units, exists and a single unit
// given where a list is wanted. A faces E and F (blue) from red's side.
const setRules = `units in

procedure sets(me: unit) {
  let foes = enemies(me)
  let e = unit("E")
  let f = unit("F")
  event union(foes + me)
  event union_unit(e + me + e)
  event except(foes - e)
  event except_all(foes - foes + f)
  event member(e in foes, me in foes, me not in foes)
  event filtered(filter(foes, it in foes - f) + me)
  event exists(exists(foes), exists(foes - foes))
  event one(touching(me, edge()))
  event chain(exists(filter(units() - me - e, it in units() - me)), len(touching(me, foes - e - f)))
}
`

// TestSetOperators runs the operators and compares the events they print,
// worked by hand: enemies(A) is [E, F] in scenario order.
func TestSetOperators(t *testing.T) {
	prog := loadString(t, "set.rules", setRules)
	w := buildWorld(t, prog, runScenario)
	if _, err := prog.Run(w, interp.Input{Proc: "sets", Args: map[string]string{"me": "A"}}, interp.Options{}); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range w.Events {
		got = append(got, e.Name+"("+strings.Join(e.Args, ", ")+")")
	}
	want := []string{
		"union([E, F, A])",
		"union_unit([E, A])",
		"except([F])",
		"except_all([F])",
		"member(true, false, true)",
		"filtered([E, A])",
		"exists(true, false)",
		"one([])",
		"chain(true, 0)",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("events:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// namedLoopRules name the element of a loop instead of writing it.
const namedLoopRules = `units in

procedure loops(me: unit) {
  let foes = enemies(me)
  event named(any f in foes: f.id == "F", all f in foes: f.id == "F")
  event bracketed(filter(f in foes: f.id != "E") + me, map(f in foes: f.id))
  event nested(count(f in foes: any g in foes: g.id == "E"), count f in foes: true)
}
`

// TestNamedLoops runs loops over [E, F] with named elements, worked by
// hand: one of them is F; for each of the two, one foe is E.
func TestNamedLoops(t *testing.T) {
	prog := loadString(t, "loops.rules", namedLoopRules)
	w := buildWorld(t, prog, runScenario)
	if _, err := prog.Run(w, interp.Input{Proc: "loops", Args: map[string]string{"me": "A"}}, interp.Options{}); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range w.Events {
		got = append(got, e.Name+"("+strings.Join(e.Args, ", ")+")")
	}
	want := []string{
		"named(true, false)",
		"bracketed([F, A], [E, F])",
		"nested(2, 2)",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("events:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// defRules define a value and a predicate once and use them twice.
const defRules = `units in

def foes_but(u: unit, drop: units) = enemies(u) - drop
def is_foe(u: unit, x: unit) = x in enemies(u)

procedure defs(me: unit) {
  event but(foes_but(me, unit("E")), foes_but(me, foes_but(me, unit("F"))))
  event foe(is_foe(me, unit("E")), is_foe(me, me))
}
`

// TestDefs runs definitions, worked by hand: enemies(A) is [E, F].
func TestDefs(t *testing.T) {
	prog := loadString(t, "defs.rules", defRules)
	w := buildWorld(t, prog, runScenario)
	if _, err := prog.Run(w, interp.Input{Proc: "defs", Args: map[string]string{"me": "A"}}, interp.Options{}); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range w.Events {
		got = append(got, e.Name+"("+strings.Join(e.Args, ", ")+")")
	}
	want := "but([F], [F])\nfoe(true, false)"
	if strings.Join(got, "\n") != want {
		t.Errorf("events:\n%s\nwant:\n%s", strings.Join(got, "\n"), want)
	}
}
