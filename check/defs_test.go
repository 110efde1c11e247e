package check_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/check"
	"github.com/rulec-dev/rulec/engine"
)

// doublingDefs returns n defs each using the one before twice (issue 27
// item 3), and a procedure using the last when use is true.
func doublingDefs(n int, use bool) string {
	var b strings.Builder
	b.WriteString("units in\ndef d0(x: number) = x + 1\n")
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "def d%d(x: number) = d%d(x) + d%d(x)\n", i, i-1, i-1)
	}
	b.WriteString("procedure p(unit: unit) {\n")
	if use {
		fmt.Fprintf(&b, "  event e(d%d(1))\n", n)
	}
	b.WriteString("  event f(d1(2))\n}\n")
	return b.String()
}

// TestDoublingDefs checks that twenty defs each using the one before
// twice (issue 27 item 3) check and run: a def is a function, lowered once
// and called, not written out at each use (which made the use of d20 a
// million tokens long, refused past 50,000).
func TestDoublingDefs(t *testing.T) {
	load := func(src string) (*check.Program, error) {
		return check.LoadSources(engine.Stdlib(), []string{"d.rules"}, map[string][]byte{"d.rules": []byte(src)}, nil)
	}
	if _, err := load(doublingDefs(20, false)); err != nil {
		t.Errorf("unused: %v", err)
	}
	prog, err := load(doublingDefs(20, true))
	if err != nil {
		t.Fatalf("twenty deep: %v", err)
	}
	ev := prog.Procs["p"].Body[0].(*check.Event)
	v, err := ev.Args[0].Eval(&check.Frame{Run: &check.Env{}})
	// d0(1) = 2, and each def doubles the one before: d20(1) = 2^21
	if err != nil || v != 1<<21 {
		t.Errorf("d20(1) = %v, %v; want %d", v, err, 1<<21)
	}
}

// TestDefNamedLikeAQuery checks that a def, a memory or an order named
// like a query is an error at its name, as a memory or an order named so
// always was: the def's refused declaration was checked all the same and
// panicked (a nil pointer in defCheck), used or not.
func TestDefNamedLikeAQuery(t *testing.T) {
	for _, src := range []string{
		"def distance(u: unit) = 6in\nprocedure walk(unit: unit) {\n  move unit, forward: 1in\n}\n",
		"def distance(u: unit) = 6in\nprocedure walk(unit: unit) {\n  move unit, forward: distance(unit)\n}\n",
		"remember distance(u: unit): length default 1in\nprocedure walk(unit: unit) {\n  set distance(unit) = 2in\n}\n",
		"order distance(a: unit, b: unit) {\n  minimise 1\n}\nprocedure walk(unit: unit) {\n  move unit, forward: 1in\n}\n",
	} {
		_, err := check.LoadSources(engine.Stdlib(), []string{"d.rules"}, map[string][]byte{"d.rules": []byte(src)}, nil)
		if err == nil || !strings.Contains(err.Error(), `d.rules:1:1: "distance" is already the name of a query`) {
			t.Errorf("%s: error %v; want one saying distance is a query's name", src, err)
		}
		if err != nil && strings.Contains(err.Error(), "unknown memory") {
			t.Errorf("%s: %v; the refused memory's set is no unknown memory", src, err)
		}
	}
}

// TestDefDuplicateParameter checks that a def naming a parameter twice is
// an error at the second, as it is for a procedure, an order and a
// memory: def d(a: number, a: number) = a read the first and said nothing.
func TestDefDuplicateParameter(t *testing.T) {
	src := "def d(a: number, a: number) = a\nprocedure walk(unit: unit) {\n  event e(d(1, 2))\n}\n"
	_, err := check.LoadSources(engine.Stdlib(), []string{"d.rules"}, map[string][]byte{"d.rules": []byte(src)}, nil)
	if err == nil || !strings.Contains(err.Error(), `d.rules:1:18: duplicate parameter "a"`) {
		t.Errorf("error %v; want d.rules:1:18: duplicate parameter \"a\"", err)
	}
}

// TestUnitsDeclaredTwice checks that a second `units` or `pace` in a file
// is an error at it: the last took the place of the first in silence, so
// `units in` then `units mm` read every bare length in millimetres.
func TestUnitsDeclaredTwice(t *testing.T) {
	for src, want := range map[string]string{
		"units in\nunits mm\nprocedure walk(unit: unit) {\n  move unit, forward: 1mm\n}\n":        `d.rules:2:1: units is declared twice: first at d.rules:1:1`,
		"units p\npace 1mm\npace 2mm\nprocedure walk(unit: unit) {\n  move unit, forward: 1\n}\n": `d.rules:3:1: pace is declared twice: first at d.rules:2:1`,
	} {
		_, err := check.LoadSources(engine.Stdlib(), []string{"d.rules"}, map[string][]byte{"d.rules": []byte(src)}, nil)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v; want %s", src, err, want)
		}
	}
}

// TestRefusedMemoryIsNotUnknown checks that a memory refused for its name
// (an order's, here) is reported once, at the declaration: its set said
// "unknown memory" too, with the hint to declare what was declared.
func TestRefusedMemoryIsNotUnknown(t *testing.T) {
	src := "order near(a: unit, b: unit) {\n  minimise distance(a, b)\n}\nremember near(u: unit): length\nprocedure walk(unit: unit) {\n  set near(unit) = 1in\n  pick e from enemies(unit) by near(unit)\n}\n"
	_, err := check.LoadSources(engine.Stdlib(), []string{"d.rules"}, map[string][]byte{"d.rules": []byte(src)}, nil)
	if err == nil || !strings.Contains(err.Error(), `d.rules:4:1: memory "near" is already defined at d.rules:1:1`) || strings.Contains(err.Error(), "unknown memory") {
		t.Errorf("error %v; want the declaration's alone", err)
	}
}
