package suite

import "testing"

// BenchmarkSuiteFlee runs the flee suite (tests/t9a/flee) once per op on
// one goroutine, as BenchmarkSuiteDBM does the DBM suite: the cost of the
// obstruction sweeps a fled unit is asked about.
func BenchmarkSuiteFlee(b *testing.B) { benchSuite(b, "../tests/t9a/flee") }
