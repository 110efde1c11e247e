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

procedure wide(unit: unit) {
  let n0 = 0
  let n1 = 1
  let n2 = 2
  let n3 = 3
  let n4 = 4
  let n5 = 5
  let n6 = 6
  let n7 = 7
  let n8 = 8
  let n9 = 9
  let n10 = 10
  let n11 = 11
  let n12 = 12
  let n13 = 13
  let n14 = 14
  let n15 = 15
  let n16 = 16
  let n17 = 17
  let n18 = 18
  let n19 = 19
  let n20 = 20
  let n21 = 21
  let n22 = 22
  let n23 = 23
  let n24 = 24
  let n25 = 25
  let n26 = 26
  let n27 = 27
  let n28 = 28
  let n29 = 29
  let n30 = 30
  let n31 = 31
  let n32 = 32
  let n33 = 33
  let n34 = 34
  let n35 = 35
  let n36 = 36
  let n37 = 37
  let n38 = 38
  let n39 = 39
  let n40 = 40
  let n41 = 41
  let n42 = 42
  let n43 = 43
  let n44 = 44
  let n45 = 45
  let n46 = 46
  let n47 = 47
  let n48 = 48
  let n49 = 49
  let n50 = 50
  let n51 = 51
  let n52 = 52
  let n53 = 53
  let n54 = 54
  let n55 = 55
  let n56 = 56
  let n57 = 57
  let n58 = 58
  let n59 = 59
  let n60 = 60
  let n61 = 61
  let n62 = 62
  let n63 = 63
  let n64 = 64
  let n65 = 65
  let both = facing(unit) + len(flagged(unit, "shaken"))
  pivot unit, to: 90
  mark unit as shaken
  event saw(both, facing(unit), n65)
}

procedure two_calls(unit: unit) {
  call turn(unit: unit)
  call looks(unit: unit)
}

procedure looks(unit: unit) {
  let now = facing(unit)
  event now_at(now)
}
`

// TestLazyLets checks that a let evaluated when first read has the value
// it would have had where it stands: an action changing what it reads
// forces it first (a pivot its facing, a mark its flags, a set its
// memory, a removal its units, an action in a called procedure its
// caller's let), each loop turn binds its own, a call's let does not take
// the epoch of the last call's at its depth, and a let nothing reads is
// still evaluated for its failure. Each case runs eagerly too.
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
		// a let in a slot past 63, which the frame's bit masks cannot hold
		{proc: "wide", want: "[saw 0 90 65]"},
		// a call's let in the slot where the call before it at its
		// depth listed one: evaluated where the bodies stand now, not
		// where they stood when that other let was bound
		{proc: "two_calls", want: "[inner 0, now_at 180]"},
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
