package par

import (
	"sync/atomic"
	"testing"
)

// TestEachCallsEveryIndexOnce checks every index is called exactly once,
// whatever the number of workers, including more workers than calls and
// none at all.
func TestEachCallsEveryIndexOnce(t *testing.T) {
	for _, c := range []struct{ n, workers int }{{0, 0}, {1, 4}, {10, 1}, {100, 3}, {7, 0}} {
		calls := make([]atomic.Int32, c.n)
		Each(c.n, c.workers, func(i int) { calls[i].Add(1) })
		for i := range calls {
			if got := calls[i].Load(); got != 1 {
				t.Errorf("n=%d workers=%d: index %d called %d times, want 1", c.n, c.workers, i, got)
			}
		}
	}
}

// TestEachBoundsWorkers checks no more than workers calls run at once.
func TestEachBoundsWorkers(t *testing.T) {
	var now, most atomic.Int32
	Each(50, 2, func(int) {
		v := now.Add(1)
		for {
			m := most.Load()
			if v <= m || most.CompareAndSwap(m, v) {
				break
			}
		}
		for range 1000 {
			_ = now.Load()
		}
		now.Add(-1)
	})
	if m := most.Load(); m > 2 || m < 1 {
		t.Errorf("%d calls ran at once, want 1 or 2", m)
	}
}
