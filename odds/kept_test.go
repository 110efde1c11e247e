package odds

import (
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/interp"
)

// TestKeptDiceBounded checks that an outcome keeps at most MaxDiceKept
// sequences, the earliest by key whatever order they come in, and says
// how many there were.
func TestKeptDiceBounded(t *testing.T) {
	var k keptDice
	n := 3 * MaxDiceKept
	for i := range n {
		j := (i * 7919) % n // every key once, out of order
		k.add([]int{j}, []interp.Die{{Total: j}})
	}
	seqs, all, total := k.sequences()
	if len(seqs) != MaxDiceKept || all || total != n {
		t.Fatalf("kept %d, all %v, total %d; want %d, false, %d", len(seqs), all, total, MaxDiceKept, n)
	}
	for i, s := range seqs {
		if s[0].Total != i {
			t.Fatalf("sequence %d is %d, want the earliest keys in order", i, s[0].Total)
		}
	}
	if got := diceRanges(seqs, all, total); !strings.HasSuffix(got, "(12288 dice sequences in all)") {
		t.Errorf("dice text %q does not say how many there were", got)
	}
	d := keptDice{distinct: true}
	for i := range 10 {
		d.add([]int{i}, []interp.Die{{Total: i % 3}})
	}
	if seqs, all, total := d.sequences(); len(seqs) != 3 || !all || total != 3 {
		t.Errorf("distinct: kept %d, all %v, total %d; want 3, true, 3", len(seqs), all, total)
	}
}
