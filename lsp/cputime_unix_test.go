//go:build unix

package lsp

import (
	"syscall"
	"time"
)

// cpuTime returns the CPU time the process has used, user and system: on
// a machine shared with other work it shows the cost of an operation
// better than the wall clock does.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
