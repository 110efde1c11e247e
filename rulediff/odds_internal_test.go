package rulediff

import (
	"testing"

	"github.com/rulec-dev/rulec/odds"
)

// TestSampledMovePrintsApart checks that a sampled outcome whose share
// moved by less than the printed 0.1% prints as many decimals as show the
// move: it read "0.0% -> 0.0%", a move that looked like none.
func TestSampledMovePrintsApart(t *testing.T) {
	old := &odds.Result{Method: odds.MonteCarlo, Outcomes: []*odds.Outcome{{Label: "rare", Share: 0.0001}, {Label: "same", Share: 0.5}}}
	new := &odds.Result{Method: odds.MonteCarlo, Outcomes: []*odds.Outcome{{Label: "rare", Share: 0.0004}, {Label: "same", Share: 0.5}}}
	ms := moves(old, new)
	if len(ms) != 1 {
		t.Fatalf("moves %+v, want the one of rare", ms)
	}
	if m := ms[0]; m.OldText != "0.01%" || m.NewText != "0.04%" {
		t.Errorf("rare moved %q -> %q, want 0.01%% -> 0.04%%", m.OldText, m.NewText)
	}
	if a, b := sharesApart(0.25, 0.2500001); a == b {
		t.Errorf("sharesApart(0.25, 0.2500001) = %q, %q: alike", a, b)
	}
}
