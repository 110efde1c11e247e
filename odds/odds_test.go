package odds_test

import (
	"math/big"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/odds"
	"github.com/rulec-dev/rulec/suite"
)

// compute finds a scenario's odds or stops the test.
func compute(t *testing.T, file string, opts odds.Options) *odds.Result {
	t.Helper()
	res := suite.New(interp.Stdlib()).OddsFile(file, opts)
	if res.Err != nil {
		t.Fatalf("%s: %v", file, res.Err)
	}
	return res.Odds
}

// wantOf checks a fact's exact probability, worked by hand in the
// scenario's header.
func wantOf(t *testing.T, r *odds.Result, fact, want string) {
	t.Helper()
	w, _ := new(big.Rat).SetString(want)
	if p, _ := r.Of(fact); p == nil || p.Cmp(w) != 0 {
		t.Errorf("P(%s) = %v, want %s", fact, p, want)
	}
}

func TestPursuitChargesOnSeven(t *testing.T) {
	r := compute(t, "../tests/odds/pursuit_charge_7.yaml", odds.Options{GroupBy: odds.GroupEvents})
	wantOf(t, r, "charge E F", "21/36")
	if r.Method != odds.Exact || r.Branches != 11 || r.Rolls != 1 {
		t.Errorf("method %s, %d branches, %d rolls; want exact, 11 (2..12), 1", r.Method, r.Branches, r.Rolls)
	}
	var lines []string
	for _, o := range r.Outcomes {
		lines = append(lines, r.Fraction(o.P)+" "+o.Label+" dice "+o.Dice)
	}
	want := "21/36 charge E F dice 7..12 | 15/36 no events dice 2..6"
	if got := strings.Join(lines, " | "); got != want {
		t.Errorf("outcomes:\n got %s\nwant %s", got, want)
	}
}

// TestTwoPursuersProduct also runs on one worker, every branch on the same
// world in place (see TestFleeCasualtyOnNine): a charge's move left over
// from one branch would change the next branch's events.
func TestTwoPursuersProduct(t *testing.T) {
	for _, workers := range []int{0, 1} {
		twoPursuersProduct(t, workers)
	}
}

func twoPursuersProduct(t *testing.T, workers int) {
	r := compute(t, "../tests/odds/two_pursuers.yaml", odds.Options{GroupBy: odds.GroupEvents, Workers: workers})
	want := map[string]string{
		"charge B E; charge C F": "441/1296",
		"charge B E":             "315/1296",
		"charge C F":             "315/1296",
		"no events":              "225/1296",
	}
	if len(r.Outcomes) != len(want) {
		t.Fatalf("%d outcomes, want %d", len(r.Outcomes), len(want))
	}
	for _, o := range r.Outcomes {
		if got := r.Fraction(o.P); got != want[o.Label] {
			t.Errorf("%s: %s, want %s", o.Label, got, want[o.Label])
		}
	}
	wantOf(t, r, "charge B E", "21/36")
	wantOf(t, r, "charge C F", "21/36")
}

// TestFleeCasualtyOnNine also runs on one worker, whose every branch runs
// on the same clone of the world in place, put back after it
// (world.Undo): a removal or a flag left over from one branch would show
// in the next (A removed before it flees, or +fleeing lost).
func TestFleeCasualtyOnNine(t *testing.T) {
	for _, workers := range []int{0, 1} {
		fleeCasualtyOnNine(t, workers)
	}
}

func fleeCasualtyOnNine(t *testing.T, workers int) {
	r := compute(t, "../tests/odds/flee_casualty_9.yaml", odds.Options{Workers: workers})
	wantOf(t, r, "casualty A", "10/36")
	wantOf(t, r, "removed: A", "10/36")
	wantOf(t, r, "removed A", "10/36")
	wantOf(t, r, "removed: C", "0")
	found := false
	for _, o := range r.Outcomes {
		if strings.HasPrefix(o.Label, "casualty A") {
			found = true
			if o.Label != "casualty A; A removed +fleeing" || o.Dice != "9..12" || r.Fraction(o.P) != "10/36" {
				t.Errorf("the casualty: %q %s dice %s; want \"casualty A; A removed +fleeing\" 10/36 dice 9..12", o.Label, r.Fraction(o.P), o.Dice)
			}
		}
	}
	if !found {
		t.Errorf("no casualty among %d outcomes", len(r.Outcomes))
	}
}

// Sampling converges: with a fixed seed, each exact probability lies in
// its sampled 95% interval.
func TestSamplingWithinInterval(t *testing.T) {
	for _, file := range []string{"../tests/odds/pursuit_charge_7.yaml", "../tests/odds/two_pursuers.yaml", "../tests/odds/flee_casualty_9.yaml"} {
		exact := compute(t, file, odds.Options{GroupBy: odds.GroupEvents})
		mc := compute(t, file, odds.Options{GroupBy: odds.GroupEvents, MaxBranches: 1, Samples: 800, Seed: 42})
		if mc.Method != odds.MonteCarlo || mc.Samples != 800 || mc.Why == "" {
			t.Fatalf("%s: method %s, %d samples, why %q", file, mc.Method, mc.Samples, mc.Why)
		}
		for _, e := range exact.Outcomes {
			var got *odds.Outcome
			for _, o := range mc.Outcomes {
				if o.Label == e.Label {
					got = o
				}
			}
			if got == nil || e.Share < got.Lo || e.Share > got.Hi {
				t.Errorf("%s: %s exact %.4f outside the sampled interval %+v", file, e.Label, e.Share, got)
			}
		}
	}
}

// The same seed gives the same samples however many workers run them;
// another seed gives others.
func TestSamplingReproducible(t *testing.T) {
	file := "../tests/odds/pursuit_charge_7.yaml"
	share := func(workers int, seed uint64) float64 {
		r := compute(t, file, odds.Options{GroupBy: odds.GroupEvents, MaxBranches: 1, Samples: 300, Seed: seed, Workers: workers})
		p, share := r.Of("charge E F")
		if p != nil {
			t.Fatalf("a sampled result gave an exact probability %v", p)
		}
		return share
	}
	a, b, c := share(1, 5), share(3, 5), share(1, 6)
	if a != b || a == c {
		t.Errorf("seed 5 on 1 and 3 workers: %v and %v; seed 6: %v", a, b, c)
	}
}

func TestNoRollsIsCertain(t *testing.T) {
	r := compute(t, "testdata/no_rolls.yaml", odds.Options{})
	if r.Rolls != 0 || len(r.Outcomes) != 1 || r.Outcomes[0].P.Cmp(big.NewRat(1, 1)) != 0 || r.Fraction(r.Outcomes[0].P) != "1" {
		t.Fatalf("a run with no roll: %d rolls, %d outcomes; want one certain outcome", r.Rolls, len(r.Outcomes))
	}
}

func TestTooManyBranches(t *testing.T) {
	res := suite.New(interp.Stdlib()).OddsFile("../tests/odds/two_pursuers.yaml", odds.Options{MaxBranches: 100})
	if res.Err == nil || !strings.Contains(res.Err.Error(), "-samples") {
		t.Fatalf("121 branches over a limit of 100: got %v, want an error suggesting -samples", res.Err)
	}
}

func TestDiceRanges(t *testing.T) {
	d := func(ts ...int) []interp.Die {
		var out []interp.Die
		for _, x := range ts {
			out = append(out, interp.Die{Total: x})
		}
		return out
	}
	tests := []struct {
		seqs [][]interp.Die
		want string
	}{
		{[][]interp.Die{d(7), d(8), d(9), d(12)}, "7..9,12"},
		{[][]interp.Die{d(7, 2), d(7, 3), d(8, 2), d(8, 3), d(2, 7)}, "2 then 7 or 7..8 then 2..3"},
		{[][]interp.Die{d()}, "no rolls"},
		{[][]interp.Die{{{Total: 7, Faces: []int{1, 6}}}, {{Total: 8, Faces: []int{2, 6}}}}, "[1..2 6]"},
	}
	for _, tt := range tests {
		if got := odds.DiceRanges(tt.seqs); got != tt.want {
			t.Errorf("got %q, want %q", got, tt.want)
		}
	}
}
