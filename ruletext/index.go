package ruletext

import (
	"slices"
	"strings"
)

// Finding every quotation of a ruleset in its source texts, once per text.
//
// A ruleset quotes its sources a few hundred times, and each quotation is
// found everywhere it occurs (to warn when it occurs twice) after its
// ellipses split it into fragments. Rather than search a text once per
// fragment, or build a full index of it (a suffix array cost more than all
// the lookups of a small ruleset), a book gathers every fragment it will
// look up into one fragments table, and passes over each text once with
// it: at each offset, the next eight bytes, packed in a word, are looked
// up among the fragments' first eight, through a bit table that rejects
// almost every offset before the table of heads is asked; a fragment whose
// first bytes match is compared in full. The few fragments shorter than
// eight bytes are searched for on their own. The table is built once for
// all the texts, and what a pass finds is kept as one list of offsets
// sorted by fragment, so that a later lookup from an offset on is a binary
// search in that fragment's part of the list.

// filterShift is the log2 of the size in bits of a fragments table's
// filter of the fragments' first bytes.
const (
	filterShift = 14
	filterBits  = 1 << filterShift
)

// fragmentTable is the table of the fragments a book looks up, each once.
type fragmentTable struct {
	ids   map[string]int32 // fragment → its number
	frags []string         // by number
	// heads holds, by their first 8 bytes packed, the first fragment of
	// at least 8 bytes beginning so; next[id] the next one, or -1.
	heads  map[uint64]int32
	next   []int32
	filter []uint64 // bit slot(head) set for each head
	short  []int32  // the fragments of fewer than 8 bytes
}

// newFragmentTable returns the table of frags and the number of each in
// it (-1 for an empty one, which is left out); fragments may repeat.
func newFragmentTable(frags []string) (*fragmentTable, []int32) {
	ft := &fragmentTable{
		ids:    make(map[string]int32, len(frags)),
		frags:  make([]string, 0, len(frags)),
		heads:  make(map[uint64]int32, len(frags)),
		next:   make([]int32, 0, len(frags)),
		filter: make([]uint64, filterBits/64),
	}
	ids := make([]int32, len(frags))
	for i, f := range frags {
		if f == "" {
			ids[i] = -1
			continue
		}
		if id, dup := ft.ids[f]; dup {
			ids[i] = id
			continue
		}
		id := int32(len(ft.frags))
		ids[i] = id
		ft.ids[f] = id
		ft.frags = append(ft.frags, f)
		ft.next = append(ft.next, -1)
		if len(f) < 8 {
			// few are this short: found on their own, each by the
			// library's search, rather than in a pass of their own
			ft.short = append(ft.short, id)
			continue
		}
		k := packed(f[:8])
		if first, ok := ft.heads[k]; ok {
			ft.next[id] = first
		}
		ft.heads[k] = id
		h := slot(k)
		ft.filter[h/64] |= 1 << (h % 64)
	}
	return ft, ids
}

// occurrences is where each fragment of a table occurs in one text's
// norm: fragment id's offsets, in order, are at[start[id]:start[id+1]].
type occurrences struct {
	table *fragmentTable
	start []int32
	at    []int32
}

// hit is one occurrence found by a pass: a fragment and its offset.
type hit struct{ id, at int32 }

// index records in t.occ where each fragment occurs in t.norm (tests give
// their own fragments; a book shares one table among its texts: see
// occurrencesOf).
func (t *Text) index(frags []string) {
	ft, _ := newFragmentTable(frags)
	t.occ = ft.occurrencesOf(t.norm)
}

// occurrencesOf finds every fragment of the table in s, in one pass.
func (ft *fragmentTable) occurrencesOf(s string) *occurrences {
	var hits []hit
	for _, id := range ft.short {
		f := ft.frags[id]
		for i := 0; ; {
			j := strings.Index(s[i:], f)
			if j < 0 {
				break
			}
			hits = append(hits, hit{id, int32(i + j)})
			i += j + 1
		}
	}
	if len(ft.heads) > 0 {
		hits = ft.scan(s, hits)
	}
	// Sort the hits by fragment, keeping each fragment's in order of
	// offset (a counting sort: a pass finds them in order of offset).
	o := &occurrences{table: ft, start: make([]int32, len(ft.frags)+1), at: make([]int32, len(hits))}
	for _, h := range hits {
		o.start[h.id+1]++
	}
	for i := 1; i < len(o.start); i++ {
		o.start[i] += o.start[i-1]
	}
	fill := slices.Clone(o.start[:len(ft.frags)])
	for _, h := range hits {
		o.at[fill[h.id]] = h.at
		fill[h.id]++
	}
	return o
}

// scan passes over s once, adding to hits where each fragment of at
// least 8 bytes occurs.
func (ft *fragmentTable) scan(s string, hits []hit) []hit {
	if len(s) < 8 {
		return hits
	}
	filter := ft.filter[:filterBits/64]
	w := packed(s[:7]) // the window at offset j-7, its last byte s[j] added
	for j := 7; j < len(s); j++ {
		w |= uint64(s[j]) << 56
		if h := slot(w); filter[h/64]&(1<<(h%64)) != 0 {
			i := j - 7
			if id, ok := ft.heads[w]; ok {
				for ; id >= 0; id = ft.next[id] {
					if strings.HasPrefix(s[i:], ft.frags[id]) {
						hits = append(hits, hit{id, int32(i)})
					}
				}
			}
		}
		w >>= 8
	}
	return hits
}

// from returns where the fragment numbered id first occurs at or after
// offset from, or -1.
func (o *occurrences) from(id int32, from int) int {
	occ := o.at[o.start[id]:o.start[id+1]]
	i, _ := slices.BinarySearch(occ, int32(from))
	if i == len(occ) {
		return -1
	}
	return int(occ[i])
}

// packed returns the bytes of s (at most 8), the first in the lowest byte.
func packed(s string) uint64 {
	var w uint64
	for i := len(s) - 1; i >= 0; i-- {
		w = w<<8 | uint64(s[i])
	}
	return w
}

// slot returns the bit of a filter table for a packed key.
func slot(k uint64) uint64 { return (k * 0x9E3779B97F4A7C15) >> (64 - filterShift) }
