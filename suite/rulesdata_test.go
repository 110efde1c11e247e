package suite

import (
	"slices"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/internal/rulestest"
	"github.com/rulec-dev/rulec/interp"
)

// These tests show that the rules are data: they edit a bundled rules file
// as a rules writer would (through the syntax tree, then the formatter),
// run a scenario under the original and the edited rules, and check that
// the outcome follows the new order.

func TestSwappingPivotCasesChangesTheOutcome(t *testing.T) {
	const scenario = "../tests/data/both_ahead.yaml"
	r := New(interp.Stdlib())
	orig := r.RunFile(scenario)
	if !orig.Passed() {
		t.Fatalf("under the book's order: %v %v", orig.Err, orig.Failures)
	}

	swapped := rulestest.EditedCopy(t, "../rules", "pursuit.rules", func(f *grammar.File) {
		g := rulestest.Find(t, f, func(g *grammar.First) bool { return g.Name == "after the Pivot" })
		if g == nil || len(g.Whens) < 3 {
			t.Fatal("pursuit.rules has no group \"after the Pivot\" with three when clauses")
		}
		// Put the obstruction case (third) above the enemy case (second).
		g.Whens[1], g.Whens[2] = g.Whens[2], g.Whens[1]
	})
	r2 := New(interp.Stdlib())
	r2.Rules = []string{swapped}
	r2.Trace = true
	res := r2.RunFile(scenario)
	if res.Err != nil {
		t.Fatal(res.Err)
	}
	// The scenario's own expectations (a charge against E) must now fail ...
	if res.Passed() {
		t.Fatal("swapping the cases did not change the outcome")
	}
	// ... because the obstruction case applied: no charge was declared and
	// B is back at its original facing, 0.5in from F and E at the start,
	// so it cannot turn at all while keeping 1in.
	for _, e := range res.World.Events {
		if e.Name == "charge" {
			t.Errorf("swapped order still declared %q", e)
		}
	}
	b := res.World.Get("B")
	if b.Rect.Facing != 0 || b.HasFlag("charging") {
		t.Errorf("B: facing %v, flags %v; want facing 0 and no charge", b.Rect.Facing, b.Flags)
	}
	var tried bool
	for _, e := range res.Trace.Entries {
		tried = tried || strings.Contains(e.Ref, "would overlap an obstruction")
	}
	if !tried {
		t.Error("the trace does not show the third case applying")
	}
}

func TestSwappingMaximisingContactPrioritiesChangesThePlacement(t *testing.T) {
	const scenario = "../tests/t9a/charge/maximising_contact_b1_not_rotating.yaml"
	orig := New(interp.Stdlib()).RunFile(scenario)
	if !orig.Passed() {
		t.Fatalf("under the book's order: %v %v", orig.Err, orig.Failures)
	}

	swapped := rulestest.EditedCopy(t, "../rules", "charge.rules", func(f *grammar.File) { rulestest.SwapRotationAndShift(t, f) })
	r := New(interp.Stdlib())
	r.Rules = []string{swapped}
	res := r.RunFile(scenario)
	if res.Err != nil {
		t.Fatal(res.Err)
	}
	if res.Passed() {
		t.Fatal("swapping the priorities did not change the placement")
	}
	// Worked by hand: a turn of T is allowed only where B's own rotation
	// about the point of contact is blocked (charge.rules' own_turn_blocked);
	// here it is clear, so every placement left has B facing 0 on T's front,
	// centre y = 29.5 - 0.5 = 29, T unturned. Swapped, the least shift
	// decides before the most models: the least shift from (33.6261,
	// 22.5369) to a centre on y = 29 is straight ahead, x = 33.6261 (shift
	// 6.4631; B spans 31.126..36.126, touching 4 of T's 7 bases), where the
	// book's order takes x = 36 (12 models, shift 6.885). A Flank of T
	// (centre x = 32, y about 30) is farther: sqrt(1.626^2 + 7.46^2) = 7.6.
	const in = 25.4
	b, tgt := res.World.Get("B"), res.World.Get("T")
	if d := b.Rect.Centre.Dist(geom.V(33.6261*in, 29*in)); d > 0.001*in || b.Rect.Facing != 0 {
		t.Errorf("B at %v facing %v; want (33.626in, 29in) facing 0", b.Rect.Centre, b.Rect.Facing)
	}
	if diff := tgt.Rect.Facing - 180; diff > 0.01 || diff < -0.01 {
		t.Errorf("T faces %v; want 180 (not turned: B's own rotation is clear)", tgt.Rect.Facing)
	}
}

func TestSwappingAssaultPrioritiesChangesThePlacement(t *testing.T) {
	const scenario = "../tests/data/assault_coherency_over_contact.yaml"
	orig := New(interp.Stdlib()).RunFile(scenario)
	if !orig.Passed() {
		t.Fatalf("under the book's order: %v %v", orig.Err, orig.Failures)
	}
	swapped := rulestest.EditedCopy(t, "../rules", "assault.rules", func(f *grammar.File) {
		p := rulestest.Find(t, f, func(p *grammar.Pick) bool { return p.Name == "spot" })
		if p == nil || len(p.Priorities) < 2 {
			t.Fatal("assault.rules has no pick spot with two priorities")
		}
		// Touching a target model not yet in contact before coherency.
		fresh := slices.IndexFunc(p.Priorities, func(q *grammar.Priority) bool {
			return q.Ref != nil && strings.Contains(q.Ref.Text, "engaged as many enemy models")
		})
		if fresh < 1 {
			t.Fatal("assault.rules' pick spot has no priority for a target model not yet in contact after coherency")
		}
		q := p.Priorities[fresh]
		p.Priorities = slices.Insert(slices.Delete(p.Priorities, fresh, fresh+1), 0, q)
	})
	r := New(interp.Stdlib())
	r.Rules = []string{swapped}
	res := r.RunFile(scenario)
	if res.Err != nil {
		t.Fatal(res.Err)
	}
	if res.Passed() {
		t.Fatal("swapping the priorities did not change the placement")
	}
	// Worked by hand: M1 goes straight at T2 and stops 1in from its centre,
	// (17, 7) - (2, 5) / sqrt(29) = (16.629in, 6.072in).
	const in = 25.4
	m := res.World.Get("M")
	if d := m.Models[1].Dist(geom.V(16.6286*in, 6.0715*in)); d > 0.001*in {
		t.Errorf("M1 at (%.3fin, %.3fin); want (16.629in, 6.072in)", m.Models[1].X/in, m.Models[1].Y/in)
	}
}
