package odds

import (
	"container/heap"
	"slices"

	"github.com/rulec-dev/rulec/interp"
)

// MaxDiceKept is the most dice sequences an outcome keeps to describe its
// dice: the earliest in dice order (or the first samples). An outcome that
// more ways of the dice reach is described by those, and says how many
// there were in all, so an enumeration's memory does not grow with its
// branches, only with its outcomes.
const MaxDiceKept = 4096

// keptDice is an outcome's dice sequences, at most MaxDiceKept of them
// with the smallest keys (a branch's path in dice order, a sample's
// index), distinct by their text when distinct is set.
type keptDice struct {
	h        diceHeap
	byText   map[string]*keptSeq
	distinct bool
	total    int  // sequences offered, repeats included
	dropped  bool // some sequence was left out for the limit
}

// keptSeq is one sequence and its key.
type keptSeq struct {
	key  []int
	dice []interp.Die
	text string
	at   int // its index in the heap
}

// add offers a sequence with its key.
func (k *keptDice) add(key []int, dice []interp.Die) {
	k.total++
	text := ""
	if k.distinct {
		text = interp.DiceText(dice)
		if have := k.byText[text]; have != nil {
			if slices.Compare(key, have.key) < 0 {
				have.key = key
				heap.Fix(&k.h, have.at)
			}
			return
		}
	}
	if len(k.h) == MaxDiceKept {
		if slices.Compare(key, k.h[0].key) >= 0 {
			k.dropped = true
			return
		}
		old := heap.Pop(&k.h).(*keptSeq)
		delete(k.byText, old.text)
		k.dropped = true
	}
	s := &keptSeq{key: key, dice: dice, text: text}
	heap.Push(&k.h, s)
	if k.distinct {
		if k.byText == nil {
			k.byText = map[string]*keptSeq{}
		}
		k.byText[text] = s
	}
}

// sequences returns the kept sequences in key order, whether they are all
// there were (repeats aside, when distinct), and how many there were: -1
// for more than MaxDiceKept distinct ones, whose number is not known.
func (k *keptDice) sequences() ([][]interp.Die, bool, int) {
	seqs := slices.Clone(k.h)
	slices.SortFunc(seqs, func(a, b *keptSeq) int { return slices.Compare(a.key, b.key) })
	out := make([][]interp.Die, len(seqs))
	for i, s := range seqs {
		out[i] = s.dice
	}
	total := k.total
	if k.distinct {
		total = len(out)
		if k.dropped {
			total = -1
		}
	}
	return out, !k.dropped, total
}

// diceHeap is a max-heap of sequences by key: the root is the one to drop
// first.
type diceHeap []*keptSeq

func (h diceHeap) Len() int           { return len(h) }
func (h diceHeap) Less(i, j int) bool { return slices.Compare(h[i].key, h[j].key) > 0 }
func (h diceHeap) Swap(i, j int) {
	h[i], h[j] = h[j], h[i]
	h[i].at, h[j].at = i, j
}
func (h *diceHeap) Push(x any) {
	s := x.(*keptSeq)
	s.at = len(*h)
	*h = append(*h, s)
}
func (h *diceHeap) Pop() any {
	old := *h
	s := old[len(old)-1]
	*h = old[:len(old)-1]
	return s
}

// merge adds o's sequences to k's, as if each had been added to k.
func (k *keptDice) merge(o *keptDice) {
	total := k.total + o.total
	k.distinct = k.distinct || o.distinct
	for _, s := range o.h {
		k.add(s.key, s.dice)
	}
	k.total = total
	k.dropped = k.dropped || o.dropped
}
