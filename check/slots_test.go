package check

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestSlotsAgreeWithAMap runs the set operations the liveness pass uses on
// sets of slots below and above 64 (the inline word and the array past
// it) and compares every answer with a plain map's.
func TestSlotsAgreeWithAMap(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	type pair struct {
		s Slots
		m map[int]bool
	}
	fresh := func() pair { return pair{noSlots, map[int]bool{}} }
	sets := []pair{fresh(), fresh(), fresh()}
	for step := range 4000 {
		k := r.IntN(len(sets))
		p := sets[k]
		i := r.IntN(200)
		if r.IntN(2) == 0 {
			i = r.IntN(64)
		}
		switch r.IntN(4) {
		case 0:
			old := p.s
			p.s = p.s.with(i)
			p.m = cloneSet(p.m)
			p.m[i] = true
			if !old.Has(i) && old.same(p.s) {
				t.Fatalf("step %d: with(%d) changed nothing", step, i)
			}
		case 1:
			p.s = p.s.without(i)
			p.m = cloneSet(p.m)
			delete(p.m, i)
		case 2:
			q := sets[r.IntN(len(sets))]
			if got, want := p.s.subset(q.s), subsetSet(p.m, q.m); got != want {
				t.Fatalf("step %d: subset %v, want %v", step, got, want)
			}
			if got, want := p.s.same(q.s), subsetSet(p.m, q.m) && subsetSet(q.m, p.m); got != want {
				t.Fatalf("step %d: same %v, want %v", step, got, want)
			}
			u := cloneSet(p.m)
			for j := range q.m {
				u[j] = true
			}
			p = pair{p.s.union(q.s), u}
		case 3:
			if r.IntN(20) == 0 {
				p = fresh()
			}
		}
		sets[k] = p
		for j := range 200 {
			if p.s.Has(j) != p.m[j] {
				t.Fatalf("step %d: Has(%d) = %v, want %v", step, j, p.s.Has(j), p.m[j])
			}
		}
		var low uint64
		for j := range 64 {
			if p.m[j] {
				low |= 1 << j
			}
		}
		seen := map[int]bool{}
		for k, w := range p.s.words() {
			for j := range 64 {
				if w>>j&1 != 0 {
					seen[k*64+j] = true
				}
			}
		}
		if !subsetSet(seen, p.m) || !subsetSet(p.m, seen) {
			t.Fatalf("step %d: words hold %v, want %v", step, seen, p.m)
		}
		if p.s.Low() != low {
			t.Fatalf("step %d: Low %x, want %x", step, p.s.Low(), low)
		}
	}
	var all Slots
	if !all.Has(500) || all.Low() != ^uint64(0) || all.with(3).known || all.union(noSlots).known {
		t.Fatal("the zero Slots must hold every slot")
	}
}

func cloneSet(m map[int]bool) map[int]bool {
	out := make(map[int]bool, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

func subsetSet(a, b map[int]bool) bool {
	for k := range a {
		if !b[k] {
			return false
		}
	}
	return true
}

// TestCollapseBlanksAsFields checks collapseBlanks against the
// strings.Fields it stands for, on ASCII blanks of every kind and on text
// with Unicode's spaces, which take Fields' own way.
func TestCollapseBlanksAsFields(t *testing.T) {
	for _, s := range []string{"", " ", "a", "  a  ", "a b", "a  b\tc\n\nd", "\v\fa\r\nb ",
		"x\u00a0y", "x\u0085 y", "é  è", "f(a,  b)\n  and g", "\t\t",
		// plainText's way: kept as written, or not
		"has(u, \"x\") and b", "a ", " a", "a\x01b", "a\x7fb", "a b  c", "é"} {
		want := strings.Join(strings.Fields(s), " ")
		if got := collapseBlanks([]byte(s)); got != want {
			t.Errorf("collapseBlanks(%q) = %q, want %q", s, got, want)
		}
	}
}
