//go:build unix

package bench

import "syscall"

// cpuTime returns the CPU time the process has used, user and system, in
// nanoseconds: on a machine shared with other work it shows the cost of a
// run where wall-clock time shows the queue.
func cpuTime() int64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}
