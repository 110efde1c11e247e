package interp_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/rulec-dev/rulec/diag"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/scenario"
	"github.com/rulec-dev/rulec/world"
)

// runRules exercises run-time behaviour; line numbers matter to the tests
// below, so add to the end.
const runRules = `units in

procedure outer(unit: unit) ref "outer rule" {
  call middle(unit: unit)
}

procedure middle(unit: unit) {
  step 1 "go" {
    call inner(unit: unit)
  }
}

procedure inner(unit: unit) {
  fail "not enough room"
}

procedure bad_prop(unit: unit) {
  let x = prop(unit, "nope")
}

procedure classify(unit: unit, n: number) {
  first "size" else error ref "sizes" {
    when n > 5 ref "big" {
      event big(unit)
    }
    when len(enemies(unit)) == n ref "even" {
      event even(unit)
    }
    when facing(unit) > n ref "turned" {
      event turned(unit)
    }
    when n > 0 ref "small" {
      event small(unit)
    }
  }
}

procedure each(unit: unit) {
  for e in enemies(unit) {
    call classify(unit: e, n: 1)
  }
  for e in enemies(unit) {
    call classify(unit: e, n: 9)
  }
}

procedure rolls(unit: unit) {
  roll a = D6
  roll b = D6 ref "second die"
}

procedure walk(unit: unit) {
  move unit, forward: 2in ref "walk on"
}

procedure order(unit: unit) {
  for e in enemies(unit) {
    choose next from filter(enemies(unit), not has(it, "done")) by opponent(unit)
    event picked(next)
    mark next as done
  }
}

procedure order3(unit: unit) {
  for e in units() {
    choose next from enemies(unit) by opponent(unit)
    event picked(next)
  }
}

remember stride(u: unit): length default 0
remember arc(u: unit, e: unit): word
remember picked(u: unit): unit

procedure note(unit: unit) {
  for e in enemies(unit) {
    set stride(e) = 2in + stride(e)
    set stride(e) = 2in + stride(e)
    set arc(unit, e) = arc_of(e, unit, "front_centre")
  }
  set picked(unit) = enemies(unit)[1]
  event noted(picked(unit), arc(unit, picked(unit)), stride(picked(unit)) == 4in)
  let probe = pivoted(unit, 90)
  if facing(probe) == 90 and facing(unit) == 0 and centre(probe) == centre(unit) {
    event probed(unit)
  }
}

procedure deep_outer(unit: unit) {
  call deep_middle(unit: unit)
}

procedure deep_middle(unit: unit) {
  call deep_inner(unit: unit, n: prop(unit, "nope"))
}

procedure deep_inner(unit: unit, n: number) {
  event never(unit)
}

procedure deep_if(unit: unit) {
  call deep_cond(unit: unit)
}

procedure deep_cond(unit: unit) {
  if prop(unit, "nope") > 1 {
    event never(unit)
  }
}

procedure deep_for(unit: unit) {
  call deep_loop(unit: unit)
}

procedure deep_loop(unit: unit) {
  for e in filter(enemies(unit), prop(it, "nope") > 1) {
    event never(e)
  }
}

procedure order1(unit: unit) {
  choose next from enemies(unit) by opponent(unit)
  event picked(next)
}
`

// runScenario is the table the runs use: A alone on red, two blue enemies.
const runScenario = `board: {width: 48in, depth: 48in}
units:
  A: {side: red, centre: [20in, 10in], facing: 0, base: [1in, 1in]}
  E: {side: blue, centre: [10in, 30in], facing: 180, base: [1in, 1in]}
  F: {side: blue, centre: [30in, 30in], facing: 180, base: [1in, 1in]}
run: outer
`

// loadString loads one rules file from a string.
func loadString(t testing.TB, name, src string) *interp.Program {
	t.Helper()
	prog, err := interp.LoadSources(interp.Stdlib(), []string{name}, map[string][]byte{name: []byte(src)}, nil)
	if err != nil {
		t.Fatalf("load %s:\n%v", name, err)
	}
	return prog
}

// buildWorld parses a scenario and builds its world in prog's units.
func buildWorld(t testing.TB, prog *interp.Program, yaml string) *world.World {
	t.Helper()
	sc, err := scenario.Parse("run.yaml", []byte(yaml))
	if err != nil {
		t.Fatal(err)
	}
	w, err := sc.Build(prog.Units)
	if err != nil {
		t.Fatal(err)
	}
	return w
}

// runProc runs proc on a fresh world with args.
func runProc(t *testing.T, proc string, args map[string]string, dice []int, opts interp.Options) (*interp.Trace, *world.World, error) {
	t.Helper()
	prog := loadString(t, "rt.rules", runRules)
	w := buildWorld(t, prog, runScenario)
	tr, err := prog.Run(w, interp.Input{Proc: proc, Args: args, Dice: dice}, opts)
	return tr, w, err
}

// TestRunErrors checks that run errors name the failing place as
// file:line:col and, below it, the calls that led there, outermost first.
func TestRunErrors(t *testing.T) {
	tests := []struct {
		proc  string
		args  map[string]string
		dice  []int
		want  string
		stack int
	}{
		{proc: "outer", args: map[string]string{"unit": "A"}, stack: 3,
			want: "rt.rules:14:3: not enough room\n\tin outer (rt.rules:3:1)\n\tin middle (rt.rules:4:3)\n\tin inner (rt.rules:9:5)"},
		{proc: "bad_prop", args: map[string]string{"unit": "A"}, stack: 1,
			want: "rt.rules:18:11: prop(unit, \"nope\"): run.yaml:3:3: unit \"A\" has no length or number prop \"nope\"\n\tin bad_prop (rt.rules:17:1)"},
		// an expression's failure in a call's argument and in a condition,
		// calls deep: the run ends at once with the error each statement
		// returned before (Ctx.value), the calls named outermost first
		{proc: "deep_outer", args: map[string]string{"unit": "A"}, stack: 2,
			want: "rt.rules:94:34: prop(unit, \"nope\"): run.yaml:3:3: unit \"A\" has no length or number prop \"nope\"\n\tin deep_outer (rt.rules:89:1)\n\tin deep_middle (rt.rules:90:3)"},
		{proc: "deep_if", args: map[string]string{"unit": "A"}, stack: 2,
			want: "rt.rules:106:6: prop(unit, \"nope\") > 1: run.yaml:3:3: unit \"A\" has no length or number prop \"nope\"\n\tin deep_if (rt.rules:101:1)\n\tin deep_cond (rt.rules:102:3)"},
		{proc: "deep_for", args: map[string]string{"unit": "A"}, stack: 2,
			want: "rt.rules:116:12: filter(enemies(unit), prop(it, \"nope\") > 1): run.yaml:4:3: unit \"E\" has no length or number prop \"nope\"\n\tin deep_for (rt.rules:111:1)\n\tin deep_loop (rt.rules:112:3)"},
		{proc: "classify", args: map[string]string{"unit": "A", "n": "0"}, stack: 1,
			want: "rt.rules:22:3: no clause of group \"size\" applies\n\tin classify (rt.rules:21:1)"},
	}
	// each run three times on one program: the first makes the frames
	// of its depths the whole way; the second, without a trace, calls
	// in those frames by the calls' lowered ops (inlineOp); the third
	// is traced, the whole way again
	for _, tt := range tests {
		t.Run(tt.proc, func(t *testing.T) {
			prog := loadString(t, "rt.rules", runRules)
			var err error
			for i, opts := range []interp.Options{{}, {}, {Trace: true}} {
				_, err = prog.Run(buildWorld(t, prog, runScenario), interp.Input{Proc: tt.proc, Args: tt.args, Dice: tt.dice}, opts)
				if err == nil {
					t.Fatalf("run %d: no error", i+1)
				}
				if diff := cmp.Diff(tt.want, err.Error()); diff != "" {
					t.Errorf("run %d: error (-want +got):\n%s", i+1, diff)
				}
			}
			var re *interp.RunError
			if !errors.As(err, &re) {
				t.Fatalf("error is %T, want *interp.RunError", err)
			}
			if re.Pos.Filename != "rt.rules" || re.Pos.Line == 0 || re.Pos.Column == 0 {
				t.Errorf("position %v", re.Pos)
			}
			if len(re.Stack) != tt.stack {
				t.Errorf("stack %v, want %d frames", re.Stack, tt.stack)
			}
		})
	}
}

// TestRunInputErrors checks the errors a run reports before it starts.
func TestRunInputErrors(t *testing.T) {
	tests := []struct {
		in   interp.Input
		want string
	}{
		{interp.Input{Proc: "outr", Args: map[string]string{"unit": "A"}}, `no procedure "outr" in the rules (did you mean "outer"?)`},
		{interp.Input{Proc: "outer", Args: map[string]string{}}, `missing argument "unit" (unit) to procedure "outer"`},
		{interp.Input{Proc: "outer", Args: map[string]string{"unit": "Z"}}, `argument "unit": no unit "Z" on the table`},
		{interp.Input{Proc: "outer", Args: map[string]string{"unit": "A", "who": "E"}}, `procedure "outer" has no parameter "who" (it takes unit: unit)`},
		{interp.Input{Proc: "classify", Args: map[string]string{"unit": "A", "n": "many"}}, `argument "n": want a number, got "many"`},
	}
	prog := loadString(t, "rt.rules", runRules)
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			_, err := prog.Run(buildWorld(t, prog, runScenario), tt.in, interp.Options{})
			if err == nil || err.Error() != tt.want {
				t.Errorf("error %v, want %s", err, tt.want)
			}
		})
	}
}

// TestRunDiceErrors checks that dice mismatches are DiceErrors naming the
// die and the roll.
func TestRunDiceErrors(t *testing.T) {
	tests := []struct {
		dice       []int
		index      int
		want, hint string
	}{
		{[]int{3}, 1, "too few dice: roll b = D6 needs die 2 but the scenario gives 1, so the run needs 2 dice or more (dice: gives each roll the run makes, in order; this one takes a number from 1 to 6, such as 3) (roll at rt.rules:49:3)",
			"dice: gives each roll the run makes, in order; this one takes a number from 1 to 6, such as 3"},
		{[]int{3, 7}, 1, "impossible total 7 for D6 (it makes 1 to 6) (roll at rt.rules:49:3)", "it makes 1 to 6"},
		{[]int{3, 4, 5}, 2, "1 die left over: the run rolled 2 of the 3 given (give only the dice the run rolls; rulec run shows each roll it made)",
			"give only the dice the run rolls; rulec run shows each roll it made"},
	}
	for _, tt := range tests {
		_, _, err := runProc(t, "rolls", map[string]string{"unit": "A"}, tt.dice, interp.Options{})
		var de *interp.DiceError
		if !errors.As(err, &de) {
			t.Errorf("dice %v: error %v (%T), want a DiceError", tt.dice, err, err)
			continue
		}
		if de.Index != tt.index || err.Error() != tt.want {
			t.Errorf("dice %v: die %d, %q; want die %d, %q", tt.dice, de.Index, err, tt.index, tt.want)
		}
		// the hint stands apart from the message, as every tool shows it
		if msg, hint := diag.SplitHint(err); hint != tt.hint || strings.Contains(msg, tt.hint) {
			t.Errorf("dice %v: split %q and hint %q; want the hint %q apart", tt.dice, msg, hint, tt.hint)
		}
	}
}

// clauseEntry returns the trace's entry for the clause a first group took.
func clauseEntry(t *testing.T, tr *interp.Trace) interp.Entry {
	t.Helper()
	if tr == nil {
		t.Fatal("no trace")
	}
	for _, e := range tr.Entries {
		if e.Kind == "clause" {
			return e
		}
	}
	t.Fatalf("no clause entry in %+v", tr.Entries)
	return interp.Entry{}
}

// TestTraceFirstGroup checks that the entry of a first group names the
// clause taken with its place and rule, and lists the clauses tried before
// it in order, each with its own clause and rule.
func TestTraceFirstGroup(t *testing.T) {
	tests := []struct {
		n         string
		text      string
		where     string
		ref       string
		tried     []string
		triedRefs []string
	}{
		{"9", "size: when n > 5", "rt.rules:23:5", "big", nil, nil},
		{"2", "size: when len(enemies(unit)) == n", "rt.rules:26:5", "even", []string{"n > 5"}, []string{"big"}},
		{"3", "size: when n > 0", "rt.rules:32:5", "small", []string{"n > 5", "len(enemies(unit)) == n", "facing(unit) > n"}, []string{"big", "even", "turned"}},
		{"0", "size: no clause applies", "rt.rules:22:3", "sizes", []string{"n > 5", "len(enemies(unit)) == n", "facing(unit) > n", "n > 0"}, []string{"big", "even", "turned", "small"}},
	}
	for _, tt := range tests {
		t.Run(tt.n, func(t *testing.T) {
			tr, _, _ := runProc(t, "classify", map[string]string{"unit": "A", "n": tt.n}, nil, interp.Options{Trace: true})
			e := clauseEntry(t, tr)
			if e.Text != tt.text || e.Where != tt.where || e.Ref != tt.ref {
				t.Errorf("entry %q at %s [%s], want %q at %s [%s]", e.Text, e.Where, e.Ref, tt.text, tt.where, tt.ref)
			}
			var conds, refs []string
			for _, tried := range e.Tried {
				conds = append(conds, tried.Cond)
				if tried.Clause == nil {
					t.Errorf("tried %q has no clause", tried.Cond)
					continue
				}
				refs = append(refs, tried.Clause.Ref)
				if tried.Clause.Kind != "when" || tried.Clause.Text() != tried.Cond || tried.Clause.Proc != "classify" {
					t.Errorf("tried %q has clause %+v", tried.Cond, tried.Clause)
				}
			}
			if diff := cmp.Diff(tt.tried, conds); diff != "" {
				t.Errorf("tried (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.triedRefs, refs); diff != "" {
				t.Errorf("tried refs (-want +got):\n%s", diff)
			}
		})
	}
}

// TestExplain checks that -explain records, for each clause that did not
// apply, the values its condition saw, and that without it none are kept.
func TestExplain(t *testing.T) {
	args := map[string]string{"unit": "A", "n": "3"}
	explained := [][]interp.Value{
		{{Name: "n", Value: "3"}},
		{{Name: "n", Value: "3"}},
		{{Name: "n", Value: "3"}},
	}
	tests := []struct {
		name string
		opts interp.Options
		want [][]interp.Value // values each tried clause must show, at least
		none bool
	}{
		{name: "explain", opts: interp.Options{Trace: true, Explain: true}, want: explained},
		{name: "explain without trace", opts: interp.Options{Explain: true}, want: explained},
		{name: "trace only", opts: interp.Options{Trace: true}, want: [][]interp.Value{nil, nil, nil}, none: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tr, _, err := runProc(t, "classify", args, nil, tt.opts)
			if err != nil {
				t.Fatal(err)
			}
			tried := clauseEntry(t, tr).Tried
			if len(tried) != len(tt.want) {
				t.Fatalf("%d clauses tried, want %d", len(tried), len(tt.want))
			}
			for i, tc := range tried {
				if tt.none && len(tc.Values) > 0 {
					t.Errorf("%s: values %v recorded without -explain", tc.Cond, tc.Values)
				}
				for _, v := range tt.want[i] {
					if !containsValue(tc.Values, v) {
						t.Errorf("%s: values %v lack %s = %s", tc.Cond, tc.Values, v.Name, v.Value)
					}
				}
			}
		})
	}
}

// containsValue reports whether vs holds v.
func containsValue(vs []interp.Value, v interp.Value) bool {
	for _, x := range vs {
		if x == v {
			return true
		}
	}
	return false
}

// TestExplainText checks how Trace.Write shows the clauses tried: these
// lines must appear in this order.
func TestExplainText(t *testing.T) {
	tr, _, err := runProc(t, "classify", map[string]string{"unit": "A", "n": "3"}, nil, interp.Options{Trace: true, Explain: true})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	tr.Write(&b)
	want := []string{
		"procedure classify  (rt.rules:21:1)",
		"    not: when n > 5  [big]",
		"        n = 3",
		"    not: when len(enemies(unit)) == n  [even]",
		"    not: when facing(unit) > n  [turned]",
		"        n = 3",
		"  size: when n > 0  [small]  (rt.rules:32:5)",
		"    event small A  (rt.rules:33:7)",
	}
	lines := strings.Split(b.String(), "\n")
	i := 0
	for _, l := range lines {
		if i < len(want) && l == want[i] {
			i++
		}
	}
	if i < len(want) {
		t.Errorf("trace lacks line %q (or has it out of order):\n%s", want[i], b.String())
	}
}

// TestNoTrace checks that a run without Trace or Explain records nothing.
func TestNoTrace(t *testing.T) {
	tr, w, err := runProc(t, "classify", map[string]string{"unit": "A", "n": "3"}, nil, interp.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if tr != nil && (len(tr.Entries) > 0 || len(tr.Hits) > 0) {
		t.Errorf("trace recorded %d entries, %d hits", len(tr.Entries), len(tr.Hits))
	}
	if len(w.Events) != 1 || w.Events[0].String() != "small A" {
		t.Errorf("events %v", w.Events)
	}
}

// TestHits checks that Hits counts each clause once per time it ran.
func TestHits(t *testing.T) {
	prog := loadString(t, "rt.rules", runRules)
	tr, err := prog.Run(buildWorld(t, prog, runScenario), interp.Input{Proc: "each", Args: map[string]string{"unit": "A"}}, interp.Options{Trace: true})
	if err != nil {
		t.Fatal(err)
	}
	// E and F are each classified with n = 1, where their one enemy makes
	// the count even, and with n = 9, which is big.
	want := map[string]int{"n > 5": 2, "len(enemies(unit)) == n": 2, "facing(unit) > n": 0, "n > 0": 0}
	got := map[string]int{}
	for _, c := range prog.Clauses {
		if c.Proc == "classify" && c.Kind == "when" {
			got[c.Text()] = tr.Hits[c.ID]
		}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("hits (-want +got):\n%s", diff)
	}
	var step *interp.Clause
	for _, c := range prog.Clauses {
		if c.Proc == "middle" && c.Kind == "step" {
			step = c
		}
	}
	if step == nil || tr.Hits[step.ID] != 0 {
		t.Errorf("step of middle: clause %+v, hits %d", step, tr.Hits[step.ID])
	}
}

// TestClausesInFileOrder checks that Program.Clauses lists every clause
// with its place, in file order, ids counting up.
func TestClausesInFileOrder(t *testing.T) {
	prog := loadString(t, "rt.rules", runRules)
	var got []string
	for i, c := range prog.Clauses {
		if c.ID != i {
			t.Errorf("clause %d has id %d", i, c.ID)
		}
		if c.Kind == "when" || c.Kind == "step" {
			got = append(got, strings.TrimSpace(c.Kind+" "+c.Text()+" "+c.Ref))
		}
		if c.Pos().Filename != "rt.rules" || c.Pos().Line == 0 {
			t.Errorf("clause %+v has no place", c)
		}
	}
	want := []string{"step step 1 go", "when n > 5 big", "when len(enemies(unit)) == n even", "when facing(unit) > n turned", "when n > 0 small"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("clauses (-want +got):\n%s", diff)
	}
}

// TestChoiceAnswers checks that a choice made once per turn of a loop takes
// a list of answers in order, that a single answer holds every time, and
// that too few or too many answers are errors.
func TestChoiceAnswers(t *testing.T) {
	tests := []struct {
		proc    string
		answers []string
		want    []string // events, when the run succeeds
		err     string
	}{
		{proc: "order", answers: []string{"F", "E"}, want: []string{"picked F", "picked E"}},
		{proc: "order", answers: nil, err: `choice "next" (made by blue) has no answer; candidates: E, F`},
		{proc: "order", answers: []string{"E"}, err: `the answer "E" to choice "next" is not a candidate: F`},
		{proc: "order3", answers: []string{"F"}, want: []string{"picked F", "picked F", "picked F"}},
		{proc: "order3", answers: []string{"E", "F"}, err: `choice "next" is made a 3rd time but the scenario gives 2 answers`},
		{proc: "order", answers: []string{"E", "F", "E"}, err: `choice "next" was made 2 times but the scenario gives 3 answers`},
		{proc: "order1", answers: []string{"E", "F"}, err: `choice "next" was made once but the scenario gives 2 answers`},
	}
	prog := loadString(t, "rt.rules", runRules)
	for _, tt := range tests {
		t.Run(tt.proc+strings.Join(tt.answers, ","), func(t *testing.T) {
			w := buildWorld(t, prog, runScenario)
			in := interp.Input{Proc: tt.proc, Args: map[string]string{"unit": "A"}, Choices: map[string][]string{}}
			if tt.answers != nil {
				in.Choices["next"] = tt.answers
			}
			_, err := prog.Run(w, in, interp.Options{})
			if tt.err != "" {
				if err == nil || !strings.HasSuffix(err.Error(), tt.err) && !strings.Contains(err.Error(), tt.err+"\n") {
					t.Fatalf("error %v, want one ending %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, e := range w.Events {
				got = append(got, e.String())
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("events (-want +got):\n%s", diff)
			}
		})
	}
}

// TestMemoryAndProbe checks that memories keep values for a unit or a pair
// of units that later statements read back, and that pivoted turns a probe,
// not the unit.
func TestMemoryAndProbe(t *testing.T) {
	prog := loadString(t, "rt.rules", runRules)
	w := buildWorld(t, prog, runScenario)
	if _, err := prog.Run(w, interp.Input{Proc: "note", Args: map[string]string{"unit": "A"}}, interp.Options{}); err != nil {
		t.Fatal(err)
	}
	// E and F face 180 at y=30, A at (20,10): A is in front of both. Each
	// stride is set twice from 0, so 2 * 2in = 101.6mm.
	for _, id := range []string{"E", "F"} {
		if got := w.Memory[world.MemoryKey{Name: "stride", A: id}]; got != 101.6 {
			t.Errorf("stride(%s) = %v, want 101.6 (4in in mm)", id, got)
		}
		if got := w.Memory[world.MemoryKey{Name: "arc", A: "A", B: id}]; got != "front" {
			t.Errorf("arc(A, %s) = %v, want front", id, got)
		}
	}
	if a := w.Get("A"); a.Rect.Facing != 0 || len(a.Moves) != 0 || len(a.Props) != 0 {
		t.Errorf("A changed: facing %v, moves %v, props %v", a.Rect.Facing, a.Moves, a.Props)
	}
	if got := world.EventText(w.Events); got != "[noted F front true, probed A]" {
		t.Errorf("events %s, want [noted F front true, probed A]", got)
	}
}

// TestMemoryPerRun checks that a memory lives in the world a run changes:
// a run on a copy of a world neither sees nor leaves entries in another
// copy, and a unit kept in a memory is read back as the copy's own unit.
func TestMemoryPerRun(t *testing.T) {
	prog := loadString(t, "rt.rules", runRules)
	w := buildWorld(t, prog, runScenario)
	first := w.Clone()
	if _, err := prog.Run(first, interp.Input{Proc: "note", Args: map[string]string{"unit": "A"}}, interp.Options{}); err != nil {
		t.Fatal(err)
	}
	if len(w.Memory) != 0 {
		t.Errorf("the world run from holds %v", w.Memory)
	}
	second := first.Clone()
	if _, err := prog.Run(second, interp.Input{Proc: "note", Args: map[string]string{"unit": "A"}}, interp.Options{}); err != nil {
		t.Fatal(err)
	}
	// the second run starts from the first's entries: 4in + 4in
	if got := second.Memory[world.MemoryKey{Name: "stride", A: "E"}]; got != 203.2 {
		t.Errorf("stride(E) after two runs = %v, want 203.2", got)
	}
	if got := first.Memory[world.MemoryKey{Name: "stride", A: "E"}]; got != 101.6 {
		t.Errorf("the first copy's stride(E) = %v after a run on the second, want 101.6", got)
	}
	// picked(A) is kept as F's id: in the second copy, the event names F
	// and the unit read is the copy's own.
	q := loadString(t, "q.rules", runRules+`
procedure same(unit: unit) {
  if picked(unit) in units() and picked(unit).id == "F" {
    event same(picked(unit))
  }
}
`)
	if _, err := q.Run(second, interp.Input{Proc: "same", Args: map[string]string{"unit": "A"}}, interp.Options{}); err != nil {
		t.Fatal(err)
	}
	if got := world.EventText(second.Events[len(second.Events)-1:]); got != "[same F]" {
		t.Errorf("last event %s, want [same F]", got)
	}
}

// TestMemoryUnset checks that reading an entry never set, of a memory
// without a default, fails the run at the read, naming the entry and the
// declaration.
func TestMemoryUnset(t *testing.T) {
	prog := loadString(t, "rt.rules", runRules+`
procedure early(unit: unit) {
  let x = arc(unit, unit)
}
`)
	w := buildWorld(t, prog, runScenario)
	_, err := prog.Run(w, interp.Input{Proc: "early", Args: map[string]string{"unit": "A"}}, interp.Options{})
	if err == nil {
		t.Fatal("no error")
	}
	for _, want := range []string{"rt.rules:", "arc(A, A) was never set", "declared at rt.rules:", "give the declaration a default"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q lacks %q", err, want)
		}
	}
}
