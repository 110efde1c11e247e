package interp

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulec-dev/rulec/scenario"
)

// TestInlinedPursuit: the one-edge path's three calls the analysis
// accepts are compiled inline (pursue's catch_fleeing, pursuit_move's two
// pursue_off_board and its dangerous_terrain_tests, and inside each
// pursue_off_board inlined its own dangerous_terrain_tests once more);
// pursuit_move is not (its listed let), nor the calls whose callees hold
// a kind not made inlinable, each with its reason.
func TestInlinedPursuit(t *testing.T) {
	prog, err := Load(Stdlib(), "../rules/pursuit.rules")
	if err != nil {
		t.Fatal(err)
	}
	inl, why := InlinedCalls(prog)
	var got []string
	for at, name := range inl {
		got = append(got, fmt.Sprintf("%s %s", at[strings.LastIndex(at, "/")+1:], name))
	}
	sort.Strings(got)
	for _, w := range got {
		t.Log("inlined:", w)
	}
	for at, w := range why {
		t.Log("kept:", at, w)
	}
	for _, w := range []string{"pursuit.rules:42:3 catch_fleeing", "pursuit.rules:142:9 pursue_off_board",
		"pursuit.rules:184:9 pursue_off_board", "pursuit.rules:223:3 dangerous_terrain_tests",
		"pursuit.rules:229:3 dangerous_terrain_tests"} {
		found := false
		for _, g := range got {
			found = found || g == w
		}
		if !found {
			t.Errorf("not inlined: %s", w)
		}
	}
}

// inlineKindRules calls, from outer, a procedure for each kind of
// statement the inliner takes (a lazy let, a cheap let, an if with and
// without else, a loop, a stop, a call inlined in an inlined body, a call
// kept in one, a remove) and, from the other entries, procedures that
// fail: an expression out of range (a failure that ends the run at once,
// its stack made from the frames), a remove of a removed unit (a failure
// returned), and a call inlined in a recursion 200 deep.
const inlineKindRules = `units in

procedure outer(unit: unit) {
  let foes = enemies(unit)
  call lazy_let(u: unit)
  call cheap_let(u: unit, n: 2)
  call branches(u: unit, n: 1)
  call branches(u: unit, n: 3)
  call loops(u: unit)
  call stopper(u: unit, n: 2)
  call stopper(u: unit, n: 0)
  call nests(u: unit)
  call to_kept(u: unit)
  call remover(v: enemies(unit)[0])
  event foes_left(len(foes))
  event tail(unit)
}

procedure lazy_let(u: unit) {
  let es = enemies(u)
  if len(es) == 2 {
    event two(u)
  }
}

procedure cheap_let(u: unit, n: number) {
  let m = n * 3 + 1
  event cheap(u, m)
}

procedure branches(u: unit, n: number) {
  if n > 2 {
    event big(n)
  } else {
    event small(n)
  }
}

procedure loops(u: unit) {
  for e in enemies(u) {
    event seen(e)
  }
}

procedure stopper(u: unit, n: number) {
  if n > 1 {
    event stopping(u)
    stop
  }
  event not_stopped(u)
}

procedure nests(u: unit) {
  call loops(u: u)
  event nested_done(u)
}

procedure to_kept(u: unit) {
  call kept(u: u)
}

procedure kept(u: unit) {
  mark u as seen_once
  event kept(u)
}

procedure remover(v: unit) {
  event removing(v)
  remove v
}

procedure out_of_range(unit: unit) {
  event before(unit)
  call indexer(u: unit, i: 5)
}

procedure indexer(u: unit, i: number) {
  let es = enemies(u)
  event got(es[i])
}

procedure twice(unit: unit) {
  let e = enemies(unit)[0]
  call remover(v: e)
  call remover(v: e)
}

procedure deep(unit: unit) {
  call down(u: unit, n: 0)
}

procedure down(u: unit, n: number) {
  call lazy_let(u: u)
  call down(u: u, n: n + 1)
}
`

// runWorld runs proc of prog on runScenario (A red, E and F blue) with
// opts and writes what the run leaves: its error (with its stack), its
// events, and every unit's place, flags and removal.
func runWorld(t *testing.T, prog *Program, proc string, opts Options) string {
	t.Helper()
	sc, err := scenario.Parse("run.yaml", []byte(inlineScenario))
	if err != nil {
		t.Fatal(err)
	}
	w, err := sc.Build(prog.Units)
	if err != nil {
		t.Fatal(err)
	}
	_, err = prog.Run(w, Input{Proc: proc, Args: map[string]string{"unit": "A"}}, opts)
	var b strings.Builder
	if err != nil {
		fmt.Fprintf(&b, "error: %v\n", err)
	}
	for _, e := range w.Events {
		fmt.Fprintf(&b, "event %v\n", e)
	}
	for _, x := range w.Bodies {
		fmt.Fprintf(&b, "%s %v removed=%v flags=%v\n", x.ID, x.Rect, x.Removed, x.Flags)
	}
	return b.String()
}

// inlineScenario is run_test.go's runScenario: A red, E and F blue.
const inlineScenario = `board: {width: 48in, depth: 48in}
units:
  A: {side: red, centre: [20in, 10in], facing: 0, base: [1in, 1in]}
  E: {side: blue, centre: [10in, 30in], facing: 180, base: [1in, 1in]}
  F: {side: blue, centre: [30in, 30in], facing: 180, base: [1in, 1in]}
run: outer
`

// TestInlinedRunsAsCalled runs each entry of inlineKindRules compiled
// with its calls inlined and with none (Called), untraced, lazy and
// eager, under every budget from 1 step to past the run's end, and
// requires the same error (its stack too), events and world each time;
// and, worked by hand, the events of outer and the errors of the failing
// entries. The calls it relies on are inlined (checked first), so it
// fails when an inlined body runs otherwise than its call.
func TestInlinedRunsAsCalled(t *testing.T) {
	prog, err := LoadSources(Stdlib(), []string{"k.rules"}, map[string][]byte{"k.rules": []byte(inlineKindRules)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	inl, why := InlinedCalls(prog)
	inlinedAt := map[string]string{}
	for at, name := range inl {
		inlinedAt[strings.TrimPrefix(at, "k.rules:")] = name
	}
	for at, name := range map[string]string{"5:3": "lazy_let", "6:3": "cheap_let", "7:3": "branches",
		"8:3": "branches", "9:3": "loops", "10:3": "stopper", "11:3": "stopper", "12:3": "nests",
		"13:3": "to_kept", "14:3": "remover", "54:3": "loops", "74:3": "indexer", "84:3": "remover",
		"85:3": "remover", "93:3": "lazy_let"} {
		if inlinedAt[at] != name {
			t.Errorf("the call of %s at %s is not inlined (inlined: %v)", name, at, inlinedAt)
		}
	}
	if w := why["k.rules:59:3"]; !strings.Contains(w, "a mark") {
		t.Errorf("to_kept's call of kept: why %q, want its mark refused", w)
	}
	called := Called(prog)
	// worked by hand: enemies(A) are E and F; m = 2*3+1; foes is worked
	// out before the remove (a listed let, live after the call), so 2
	wantOuter := []string{"two A", "cheap A 7", "small 1", "big 3", "seen E", "seen F", "stopping A",
		"not_stopped A", "seen E", "seen F", "nested_done A", "kept A", "removing E", "foes_left 2", "tail A"}
	want := map[string]string{
		"out_of_range": "error: k.rules:79:13: es[i]: index out of range: 5 (array length is 2)\n" +
			"\tin out_of_range (k.rules:72:1)\n\tin indexer (k.rules:74:3)\nevent before A\n",
		"twice": "error: k.rules:69:3: remove: unit \"E\" is removed by the remove at k.rules:69:3 in procedure remover: " +
			"remove cannot act on a unit no longer on the table (guard it with `if not v.removed`, or on_table(v) to stop the run there)\n" +
			"\tin twice (k.rules:82:1)\n\tin remover (k.rules:85:3)\nevent removing E\nevent removing E\n",
		"deep": "error: k.rules:93:3: procedure calls nested 200 deep (does lazy_let call itself without end?)\n" +
			strings.Repeat("\tin down (k.rules:94:3)\n", 20) + strings.Repeat("event two A\n", 198) + "A ",
	}
	for _, proc := range []string{"outer", "out_of_range", "twice", "deep"} {
		base := runWorld(t, called, proc, Options{})
		got := runWorld(t, prog, proc, Options{})
		if got != base {
			t.Errorf("%s: inlined (+) differs from called (-):\n%s", proc, cmp.Diff(base, got))
		}
		if proc == "outer" {
			var events []string
			for _, l := range strings.Split(got, "\n") {
				if e, ok := strings.CutPrefix(l, "event "); ok {
					events = append(events, e)
				}
			}
			if d := cmp.Diff(wantOuter, events); d != "" {
				t.Errorf("outer's events (-want +got):\n%s", d)
			}
			if !strings.Contains(got, "A ") || !strings.Contains(got, "flags=map[seen_once") ||
				!strings.Contains(got, "E") || strings.Count(got, "removed=true") != 1 {
				t.Errorf("outer's world:\n%s", got)
			}
		} else if !strings.HasPrefix(got, want[proc]) {
			t.Errorf("%s: got\n%s\nwant it to start %q", proc, got, want[proc])
		}
		budgets := 0
		for _, eager := range []bool{false, true} {
			for steps := 1; steps < 1200; steps++ {
				opts := Options{MaxSteps: steps, EagerLets: eager}
				base := runWorld(t, called, proc, opts)
				if got := runWorld(t, prog, proc, opts); got != base {
					t.Fatalf("%s, %+v: inlined (+) differs from called (-):\n%s", proc, opts, cmp.Diff(base, got))
				}
				if !strings.Contains(base, "spent its budget") {
					break // the run ended within the budget
				}
				budgets++
			}
		}
		if budgets < 5 {
			t.Errorf("%s: %d budgets ran out, want every budget short of the run's steps", proc, budgets)
		}
	}
}
