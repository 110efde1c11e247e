//go:build !unix

package lsp

import "time"

// cpuTime is not measured here; the benchmark reports the wall clock only.
func cpuTime() time.Duration { return 0 }
