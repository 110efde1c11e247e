package engine

import (
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// TestUnitsBoxes checks Ctx.Units: each box holds exactly the list it was
// given (array, length and room), past the room of one array of boxes and
// after the run ends, when a later run reuses the array (Release(true))
// or not; a Ctx without a run, or none, boxes as any() does.
func TestUnitsBoxes(t *testing.T) {
	w := world.New(geom.Board{W: 1000, H: 1000}, geom.Units{}, 0.1)
	us := make([]*world.Body, 50)
	for i := range us {
		us[i] = unitAt(string(rune('A'+i%26))+string(rune('a'+i/26)), "red", float64(10*i), 10, 0, 20, 10)
	}
	check := func(what string, boxes []any, lists [][]*world.Body) {
		t.Helper()
		for i, v := range boxes {
			got, ok := v.([]*world.Body)
			want := lists[i]
			if !ok || len(got) != len(want) || cap(got) != cap(want) || (got == nil) != (want == nil) ||
				(cap(want) > 0 && &got[:1][0] != &want[:1][0]) {
				t.Fatalf("%s: box %d holds %v (len %d, cap %d), want the list of len %d, cap %d", what, i, v, len(got), cap(got), len(want), cap(want))
			}
		}
	}
	for _, reuse := range []bool{false, true} {
		c := NewCtx(&fakeRun{w: w})
		var boxes []any
		var lists [][]*world.Body
		for i := range 3*boxChunk + 5 {
			k := i % (len(us) - 3)
			l := us[k : k+i%3 : k+i%3+1]
			if i%7 == 0 {
				l = nil
			}
			boxes, lists = append(boxes, c.Units(l)), append(lists, l)
		}
		check("in the run", boxes, lists)
		c.Release(reuse)
		if !reuse {
			check("after the run", boxes, lists)
		}
		c.Reset(&fakeRun{w: w})
		// boxing again: a box of the run before is not written again
		// unless its array was handed on (reuse), of which nothing was
		// to be read after the run
		for i := range 2 * boxChunk {
			c.Units(us[i%len(us) : i%len(us)+1 : i%len(us)+1])
		}
		if !reuse {
			check("after the next run", boxes, lists)
		}
	}
	for _, c := range []*Ctx{nil, {}} {
		l := us[3:5]
		v := c.Units(l)
		if got, ok := v.([]*world.Body); !ok || len(got) != 2 || &got[0] != &l[0] {
			t.Errorf("Units without a run: %v", v)
		}
	}
}

// TestUnitsAllocates checks that a run's boxes of lists take one
// allocation per array of them, where any(list) takes one each.
func TestUnitsAllocates(t *testing.T) {
	w := world.New(geom.Board{W: 1000, H: 1000}, geom.Units{}, 0.1)
	l := []*world.Body{unitAt("A", "red", 10, 10, 0, 20, 10)}
	c := NewCtx(&fakeRun{w: w})
	var sink any
	n := testing.AllocsPerRun(20, func() {
		for range boxChunk {
			sink = c.Units(l)
		}
	})
	if n > 1 {
		t.Errorf("%d boxes take %v allocations, want at most 1", boxChunk, n)
	}
	_ = sink
}
