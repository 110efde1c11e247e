package interp

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulec-dev/rulec/check"
)

// inlineRules holds a procedure of each kind the inliner's analysis
// (inlinable.go) must judge: line numbers are counted in the wants.
const inlineRules = `units in

procedure outer(unit: unit) {
  call leaf(u: unit, n: 2)
  call stopper(u: unit)
  call self(u: unit)
  call ping(u: unit)
  call many(us: unit)
  call opt(u: unit)
  call jumper(u: unit)
  call chooser(u: unit)
  call picker(u: unit)
  call big(u: unit)
  call listed(u: unit)
  call into_ping(u: unit)
}

procedure leaf(u: unit, n: number) {
  let foes = enemies(u)
  if n > 1 and len(foes) == 2 {
    event many(u)
  }
  for e in foes {
    event seen(e)
  }
}

procedure stopper(u: unit) {
  if len(enemies(u)) > 1 {
    call leaf(u: u, n: 1)
    stop
  }
  event after(u)
}

procedure self(u: unit) {
  if len(enemies(u)) > 5 {
    call self(u: u)
  }
}

procedure ping(u: unit) {
  call pong(u: u)
}

procedure pong(u: unit) {
  if len(enemies(u)) > 5 {
    call ping(u: u)
  }
}

procedure into_ping(u: unit) {
  call ping(u: u)
}

procedure many(us: units) {
  event count(len(us))
}

procedure opt(u: unit, v: unit?) {
  event one(u)
}

procedure jumper(u: unit) {
  step 1 "first" {
    event one(u)
  }
  step 2 "second" {
    if len(enemies(u)) > 5 {
      goto step 1
    }
  }
}

procedure chooser(u: unit) {
  choose foe from enemies(u) by opponent(u) default enemies(u)[0]
  event picked(foe)
}

procedure picker(u: unit) {
  pick foe from enemies(u) {
    minimise centre_distance(u, foe)
  }
  event picked(foe)
}

procedure big(u: unit) {
  event e1(u)
  event e2(u)
  event e3(u)
  event e4(u)
  event e5(u)
  event e6(u)
  event e7(u)
  event e8(u)
  event e9(u)
  event e10(u)
  event e11(u)
  event e12(u)
  event e13(u)
  event e14(u)
  event e15(u)
  event e16(u)
  event e17(u)
}

procedure listed(u: unit) {
  let foes = enemies(u)
  remove u
  event count(len(foes))
}
`

// TestInlineVerdicts checks the analysis against inlineRules, worked by
// hand: each procedure's verdict (the first refusal in the body's order,
// or none), its statements counted nested ones included, and what an
// inliner must keep (a stop, a lazy let, a call); then each call of
// outer, judged with its arguments.
func TestInlineVerdicts(t *testing.T) {
	prog, err := LoadSources(Stdlib(), []string{"in.rules"}, map[string][]byte{"in.rules": []byte(inlineRules)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	const rec = "it is recursive: it calls itself, directly or through another procedure"
	want := map[string]inlineInfo{
		// twelve calls, each inlinable or not: outer itself may be
		"outer": {stmts: 12, calls: true},
		// let, if, event, for, event; foes is lazy (enemies writes no
		// trace) and not listed (nothing between the let and its reads
		// changes the world)
		"leaf": {stmts: 5, lazy: true},
		// if, call, stop, event
		"stopper": {stmts: 4, stops: true, calls: true},
		"self":    {why: rec, stmts: 2, calls: true},
		"ping":    {why: rec, stmts: 1, calls: true},
		"pong":    {why: rec, stmts: 2, calls: true},
		// calls ping, which recurses, but no call of into_ping leads
		// back to it
		"into_ping": {stmts: 1, calls: true},
		"many":      {stmts: 1},
		"opt":       {stmts: 1},
		// step, event, step, if, goto: the step refuses first
		"jumper":  {why: `it holds step 1 "first" (in.rules:65:3)`, stmts: 5},
		"chooser": {why: `it holds choice "foe" (in.rules:76:3)`, stmts: 2},
		"picker":  {why: `it holds pick foe (in.rules:81:3)`, stmts: 2},
		"big":     {why: "it holds 17 statements, more than 16", stmts: 17},
		// the remove between the let and its read changes what enemies
		// reads: the let is listed
		"listed": {why: "let foes (in.rules:108:3) is lazy and listed", stmts: 3, lazy: true},
	}
	v := inlineVerdicts(prog.Program)
	got := map[string]inlineInfo{}
	for name, p := range prog.Procs {
		got[name] = v[p]
	}
	if diff := cmp.Diff(want, got, cmp.AllowUnexported(inlineInfo{})); diff != "" {
		t.Errorf("verdicts (-want +got):\n%s", diff)
	}
	wantCalls := []string{
		"leaf: ",
		"stopper: ",
		"self: " + rec,
		"ping: " + rec,
		`many: argument "us" is a unit, coerced to the parameter's units`,
		`opt: argument "v" is left out`,
		"jumper: " + want["jumper"].why,
		"chooser: " + want["chooser"].why,
		"picker: " + want["picker"].why,
		"big: " + want["big"].why,
		"listed: " + want["listed"].why,
		"into_ping: ",
	}
	var calls []string
	for _, s := range prog.Procs["outer"].Body {
		c := s.(*check.Call)
		calls = append(calls, c.Proc.Name+": "+callInlinable(c, v))
	}
	if diff := cmp.Diff(wantCalls, calls); diff != "" {
		t.Errorf("outer's calls (-want +got):\n%s", diff)
	}
}

// TestInlineRefusesJumps checks the refusals a step comes before in any
// body the checker passes (a goto or skip names a step): a goto and a
// skip judged alone, nested in an if, and a call of a procedure the
// checker did not find.
func TestInlineRefusesJumps(t *testing.T) {
	at := check.At{}
	for _, tt := range []struct {
		body []check.Stmt
		want string
	}{
		{[]check.Stmt{&check.Goto{At: at, Label: "2"}}, "it holds goto 2"},
		{[]check.Stmt{&check.If{At: at, Then: []check.Stmt{&check.Stop{}}, Else: []check.Stmt{&check.Skip{At: at, Labels: []string{"3"}}}}}, "it holds skip"},
		{[]check.Stmt{&check.Stop{}}, ""},
	} {
		v := &inlineJudge{}
		if got := v.block(tt.body); !strings.HasPrefix(got, tt.want) || (tt.want == "") != (got == "") {
			t.Errorf("body %T: why %q, want %q...", tt.body[0], got, tt.want)
		}
	}
	if got := callInlinable(&check.Call{}, nil); got != "the procedure was not found" {
		t.Errorf("call of no procedure: %q", got)
	}
}

// TestInlineVerdictsPursuit judges the procedures of the one-edge path
// (rules/pursuit.rules, its pursue entry): pursue calls catch_fleeing
// (a let, an if, an event, a remove) and pursuit_move (steps, gotos,
// skips, choices, picks), whose step 1 calls pursue_off_board (a call, an
// event, a remove), which calls dangerous_terrain_tests (charge.rules: a
// for, an event). Read from the texts: three of the path's four calls
// may be inlined; pursuit_move's first refusal is its first let,
// obstructions, read in step 1 after the pivot, an action: listed.
func TestInlineVerdictsPursuit(t *testing.T) {
	prog, err := Load(Stdlib(), "../rules/pursuit.rules")
	if err != nil {
		t.Fatal(err)
	}
	v := inlineVerdicts(prog.Program)
	want := map[string]string{
		"catch_fleeing":           "",
		"pursue_off_board":        "",
		"dangerous_terrain_tests": "",
		"pursue":                  "",
		"pursuit_move":            "let obstructions (../rules/pursuit.rules:121:3) is lazy and listed",
	}
	for name, w := range want {
		got := v[prog.Procs[name]].why
		if !strings.HasPrefix(got, w) || (w == "") != (got == "") {
			t.Errorf("%s: why %q, want %q", name, got, w)
		}
	}
	// pursue's calls: catch_fleeing's two arguments (enemy_of(...): a
	// unit, pursuit_distance: a length) are of its parameters' types
	var calls []string
	for _, s := range prog.Procs["pursue"].Body {
		if c, ok := s.(*check.Call); ok {
			calls = append(calls, c.Proc.Name+": "+callInlinable(c, v))
		}
	}
	if len(calls) != 2 || calls[0] != "catch_fleeing: " || calls[1] != "pursuit_move: "+want["pursuit_move"] {
		t.Errorf("pursue's calls: %q", calls)
	}
}
