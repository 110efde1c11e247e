package interp_test

import (
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/world"
)

// lazyRules read lets after actions that change, or leave alone, what
// the lets' values read: each event shows the value a let had where it
// stands, so a let evaluated too late shows in the event.
const lazyRules = `units in

remember kept(u: unit): number default 0

procedure turned(unit: unit) {
  let before = facing(unit)
  let side = owner(unit)
  pivot unit, to: 90
  event saw(before, facing(unit), side)
}

procedure marked(unit: unit) {
  let was = has(unit, "shaken")
  let all = len(flagged(unit, "shaken"))
  mark unit as shaken
  event saw(was, all, has(unit, "shaken"))
}

procedure remembered(unit: unit) {
  let was = kept(unit)
  set kept(unit) = 7
  event saw(was, kept(unit))
}

procedure removed(unit: unit) {
  let was = unit.removed
  let many = len(units())
  remove unit
  event saw(was, many, len(units()))
}

procedure in_call(unit: unit) {
  let before = facing(unit)
  call turn(unit: unit)
  event saw(before, facing(unit))
}

procedure turn(unit: unit) {
  let mine = facing(unit)
  pivot unit, to: 180
  event inner(mine)
}

procedure looped(unit: unit) {
  for e in enemies(unit) {
    let where = bearing(unit, e)
    let f = facing(unit)
    pivot unit, to: where
    event turned(e, f)
  }
}

procedure moved_twice(unit: unit) {
  let f0 = facing(unit)
  pivot unit, to: 90
  let f1 = facing(unit) + f0
  move unit, forward: 1in
  pivot unit, to: 180
  event saw(f1, f0, facing(unit))
}

procedure moved_then_marked(unit: unit) {
  let both = facing(unit) + len(flagged(unit, "shaken"))
  pivot unit, to: 90
  mark unit as shaken
  event saw(both, facing(unit))
}

procedure unread_fails(u: unit) {
  let checked = unit("nobody")
  event done(u)
}

procedure read_fails(unit: unit) {
  let p = prop(unit, "nope")
  pivot unit, to: 90
  event done(unit)
  event saw(p)
}

procedure skipped_fails(unit: unit) {
  let p = prop(unit, "nope")
  if facing(unit) == 0 {
    event done(unit)
    stop
  }
  event saw(p)
}
`

// TestLazyLets checks that a let evaluated when first read has the value
// it would have had where it stands: an action changing what it reads
// forces it first (a pivot its facing, a mark its flags, a set its
// memory, a removal its units, an action in a called procedure its
// caller's let), each loop turn binds its own, and a let nothing reads
// is still evaluated for its failure. Each case runs eagerly too.
func TestLazyLets(t *testing.T) {
	prog := loadString(t, "lazy.rules", lazyRules)
	tests := []struct{ proc, want, err string }{
		{proc: "turned", want: "[saw 0 90 red]"},
		{proc: "marked", want: "[saw false 0 true]"},
		{proc: "remembered", want: "[saw 0 7]"},
		{proc: "removed", want: "[saw false 3 2]"},
		{proc: "in_call", want: "[inner 0, saw 0 180]"},
		{proc: "looped", want: "[turned E 0, turned F 333.435]"},
		{proc: "moved_twice", want: "[saw 90 0 180]"},
		{proc: "moved_then_marked", want: "[saw 0 90]"},
		{proc: "unread_fails", err: `lazy.rules:70:17: unit("nobody"): no unit "nobody"`},
		{proc: "read_fails", err: `lazy.rules:75:11: prop(unit, "nope"): run.yaml:3:3: unit "A" has no length or number prop "nope"`},
		{proc: "skipped_fails", want: "[done A]"},
	}
	for _, tt := range tests {
		for _, eager := range []bool{false, true} {
			name := tt.proc
			if eager {
				name += "/eager"
			}
			t.Run(name, func(t *testing.T) {
				w := buildWorld(t, prog, runScenario)
				_, err := prog.Run(w, interp.Input{Proc: tt.proc, Args: map[string]string{arg(tt.proc): "A"}}, interp.Options{EagerLets: eager})
				switch {
				case tt.err != "" && eager && tt.proc == "read_fails":
					// where it stands, the let fails before the pivot
					if err == nil || !strings.HasPrefix(err.Error(), tt.err) {
						t.Fatalf("error %v, want %s", err, tt.err)
					}
				case tt.err != "":
					if err == nil || !strings.HasPrefix(err.Error(), tt.err) {
						t.Fatalf("error %v, want %s", err, tt.err)
					}
				case tt.proc == "skipped_fails" && eager:
					if err == nil {
						t.Fatal("an eager let that fails gave no error")
					}
				case err != nil:
					t.Fatal(err)
				default:
					if got := world.EventText(w.Events); got != tt.want {
						t.Errorf("events %s, want %s", got, tt.want)
					}
				}
			})
		}
	}
}

// arg is the name of proc's parameter.
func arg(proc string) string {
	if proc == "unread_fails" {
		return "u"
	}
	return "unit"
}
