package rulediff

import (
	"github.com/rulec-dev/rulec/grammar"
)

// Matching the items of one ordered container.
//
// A rules file is a tree of ordered lists: a procedure's statements, a
// step's, the clauses of a `first` group, the lines of a priority order. In
// each list order is meaning (the uppermost applicable clause wins, the
// first priority decides first), so a diff must tell an edited clause from
// a moved one, and a moved one from one removed here and added there.
//
// Items are paired by identity, the strongest evidence first, each pass
// pairing only what earlier passes left:
//
//  1. a name the item declares: a step's label and title, a group's or a
//     pick's name, a variable's;
//  2. a step's title alone, then its label alone (a renumbered step);
//  3. the rule text it cites (`ref "..."`): a clause whose condition was
//     rewritten still cites the same rule;
//  4. its whole canonical text: an unchanged statement, wherever it went;
//  5. its own text without ref and contents: a clause whose ref or body
//     changed.
//
// Within a pass equal keys pair in order, the first old with the first
// new. What is left pairs by kind and position: an old and a new item of
// the same kind that sit between the same two paired neighbours are one
// item edited beyond recognition.
//
// Of the pairs, the longest run whose order is the same in both versions
// (a longest common subsequence, here a longest increasing subsequence of
// new indices taken in old order) stayed in place; every other pair moved.
// Among runs of equal length the one keeping the earliest old items wins,
// so of two swapped clauses the one that went up is the one reported moved.

// pairing is the result of matching two lists: old[i] pairs with
// new[toNew[i]] (or -1), and inPlace[i] says whether that pair kept its
// order relative to the others.
type pairing struct {
	toNew   []int
	toOld   []int
	inPlace []bool // by old index
}

// keyFunc returns an identity key of a node, "" for none.
type keyFunc func(grammar.Node) string

// passes are the identity keys, strongest first.
var passes = []keyFunc{
	nameKey,
	func(n grammar.Node) string {
		if s, ok := n.(*grammar.Step); ok && s.Title != "" {
			return "title " + s.Title
		}
		return ""
	},
	func(n grammar.Node) string {
		if s, ok := n.(*grammar.Step); ok {
			return "label " + s.Label
		}
		return ""
	},
	func(n grammar.Node) string {
		if r := ref(n); r != "" {
			return kindOf(n) + "\x00" + r
		}
		return ""
	},
	canon,
	grammar.Head,
}

// nameKey keys a statement by the name it declares or the group it
// names, the strongest identity a statement has; a step by its label and
// title (the next passes try each alone).
func nameKey(n grammar.Node) string {
	switch n := n.(type) {
	case *grammar.Step:
		return grammar.Head(n)
	case grammar.Stmt:
		if name := n.Declares(); name != "" {
			return kindOf(n) + " " + name
		}
	case *grammar.Otherwise:
		return "otherwise"
	}
	return ""
}

// match pairs the items of two versions of one container.
func match(old, new []grammar.Node) pairing {
	p := pairing{toNew: fill(len(old), -1), toOld: fill(len(new), -1)}
	for _, key := range passes {
		waiting := map[string][]int{}
		for i, n := range old {
			if p.toNew[i] < 0 {
				if k := key(n); k != "" {
					waiting[k] = append(waiting[k], i)
				}
			}
		}
		for j, n := range new {
			if p.toOld[j] >= 0 {
				continue
			}
			k := key(n)
			if q := waiting[k]; k != "" && len(q) > 0 {
				p.pair(q[0], j)
				waiting[k] = q[1:]
			}
		}
	}
	p.inPlace = p.stayed()
	p.pairByPosition(old, new)
	p.inPlace = p.stayed()
	return p
}

// pair records that old[i] is new[j].
func (p *pairing) pair(i, j int) {
	p.toNew[i], p.toOld[j] = j, i
}

// pairByPosition pairs left-over items of the same kind that lie between
// the same two pairs that stayed in place.
func (p *pairing) pairByPosition(old, new []grammar.Node) {
	var anchors [][2]int // (old, new) of each pair in place, with sentinels
	anchors = append(anchors, [2]int{-1, -1})
	for i, j := range p.toNew {
		if j >= 0 && p.inPlace[i] {
			anchors = append(anchors, [2]int{i, j})
		}
	}
	anchors = append(anchors, [2]int{len(old), len(new)})
	for a := 0; a+1 < len(anchors); a++ {
		lo, hi := anchors[a], anchors[a+1]
		for i := lo[0] + 1; i < hi[0]; i++ {
			if p.toNew[i] >= 0 {
				continue
			}
			for j := lo[1] + 1; j < hi[1]; j++ {
				if p.toOld[j] < 0 && kindOf(old[i]) == kindOf(new[j]) {
					p.pair(i, j)
					break
				}
			}
		}
	}
}

// stayed returns, by old index, whether each pair is in the longest run
// of pairs in the same order in both versions, preferring the earliest old
// items among runs of equal length.
func (p *pairing) stayed() []bool {
	var idx []int // old indices of the pairs, in old order
	for i, j := range p.toNew {
		if j >= 0 {
			idx = append(idx, i)
		}
	}
	// longest[k] is the length of the longest increasing run of new
	// indices starting at idx[k].
	longest := make([]int, len(idx))
	for k := len(idx) - 1; k >= 0; k-- {
		longest[k] = 1
		for m := k + 1; m < len(idx); m++ {
			if p.toNew[idx[m]] > p.toNew[idx[k]] && longest[m]+1 > longest[k] {
				longest[k] = longest[m] + 1
			}
		}
	}
	out := make([]bool, len(p.toNew))
	want, last := 0, -1
	for _, l := range longest {
		want = max(want, l)
	}
	for k := 0; k < len(idx) && want > 0; k++ {
		if longest[k] == want && p.toNew[idx[k]] > last {
			out[idx[k]] = true
			last = p.toNew[idx[k]]
			want--
		}
	}
	return out
}

// fill returns n copies of v.
func fill(n, v int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = v
	}
	return out
}
