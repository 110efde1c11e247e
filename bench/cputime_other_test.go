//go:build !unix

package bench

// cpuTime is not measured here; the benchmarks report wall-clock time only.
func cpuTime() int64 { return 0 }
