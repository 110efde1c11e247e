// Package par runs independent calls on a bounded number of goroutines:
// the one worker pool behind the suite's scenarios, the odds' dice and
// rulediff's comparisons.
package par

import (
	"runtime"
	"sync"
)

// Each calls f(i) for every i in [0, n) on workers goroutines (all cores
// when workers <= 0; never more than n) and returns when every call has
// returned. Callers write results by index, so output keeps the input's
// order.
func Each(n, workers int, f func(i int)) {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	jobs := make(chan int)
	var wg sync.WaitGroup
	for range min(workers, n) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				f(i)
			}
		}()
	}
	for i := range n {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
}
