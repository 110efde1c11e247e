package ruletext

import "strings"

// Finding every quotation of a ruleset in a source text, once per text.
//
// A ruleset quotes its sources a few hundred times, and each quotation is
// found everywhere it occurs (to warn when it occurs twice) after its
// ellipses split it into fragments. Rather than search the text once per
// fragment, or build a full index of it (a suffix array cost more than all
// the lookups of a small ruleset), index passes over the text once with
// every fragment to be looked up: at each offset, the next eight bytes,
// packed in a word, are looked up among the fragments' first eight,
// through a bit table that rejects almost every offset before the map is
// asked; a fragment whose first bytes match is compared in full. The few
// fragments shorter than eight bytes are searched for on their own. The offsets found are in order, so a later lookup from an
// offset on is a binary search.

// filterShift is the log2 of the size in bits of index's table of the
// fragments' first bytes.
const (
	filterShift = 14
	filterBits  = 1 << filterShift
)

// index records in t.occurs where each fragment occurs in t.norm. Empty
// fragments are left out; fragments may repeat.
func (t *Text) index(frags []string) {
	t.occurs = make(map[string][]int, len(frags))
	heads := map[uint64][]string{} // the fragments by their first 8 bytes
	filter := make([]uint64, filterBits/64)
	for _, f := range frags {
		if f == "" {
			continue
		}
		if _, dup := t.occurs[f]; dup {
			continue
		}
		t.occurs[f] = nil
		if len(f) < 8 {
			// few are this short: found on their own, each by the
			// library's search, rather than in a pass of their own
			for i := strings.Index(t.norm, f); i >= 0; {
				t.occurs[f] = append(t.occurs[f], i)
				j := strings.Index(t.norm[i+1:], f)
				if j < 0 {
					break
				}
				i += 1 + j
			}
			continue
		}
		k := packed(f[:8])
		heads[k] = append(heads[k], f)
		h := slot(k)
		filter[h/64] |= 1 << (h % 64)
	}
	if len(heads) > 0 {
		t.scan(8, heads, filter)
	}
	for f, occ := range t.occurs {
		t.occurs[f] = append(occ, len(t.norm)+1)
	}
}

// scan passes over t.norm once, recording where each fragment of heads
// (keyed by its first n bytes) occurs.
func (t *Text) scan(n int, heads map[uint64][]string, filter []uint64) {
	s := t.norm
	if len(s) < n {
		return
	}
	w := packed(s[:n-1]) // the window, its last byte added at each offset
	top := uint(8 * (n - 1))
	for i := 0; i+n <= len(s); i++ {
		w |= uint64(s[i+n-1]) << top
		if h := slot(w); filter[h/64]&(1<<(h%64)) != 0 {
			for _, f := range heads[w] {
				if strings.HasPrefix(s[i:], f) {
					t.occurs[f] = append(t.occurs[f], i)
				}
			}
		}
		w >>= 8
	}
}

// packed returns the bytes of s (at most 8), the first in the lowest byte.
func packed(s string) uint64 {
	var w uint64
	for i := len(s) - 1; i >= 0; i-- {
		w = w<<8 | uint64(s[i])
	}
	return w
}

// slot returns the bit of index's filter table for a packed key.
func slot(k uint64) uint64 { return (k * 0x9E3779B97F4A7C15) >> (64 - filterShift) }
