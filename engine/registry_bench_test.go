package engine

import "testing"

// BenchmarkStdlib is the registry every command that loads rules builds:
// `rulec check` of a small file pays it once per process.
func BenchmarkStdlib(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		Stdlib()
	}
}
