package suite

import (
	"testing"

	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/scenario"
)

// BenchmarkSuiteFlee runs the flee suite (tests/t9a/flee) once per op on
// one goroutine, as BenchmarkSuiteDBM does the DBM suite: the cost of the
// obstruction sweeps a fled unit is asked about.
func BenchmarkSuiteFlee(b *testing.B) {
	files, err := Collect([]string{"../tests/t9a/flee"})
	if err != nil || len(files) == 0 {
		b.Fatalf("no flee scenarios: %v", err)
	}
	r := New(interp.Stdlib())
	type loaded struct {
		file string
		sc   *scenario.Scenario
		prog *interp.Program
	}
	var all []loaded
	for _, f := range files {
		sc, err := scenario.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		prog, err := r.Program(sc.Rules)
		if err != nil {
			b.Fatal(err)
		}
		all = append(all, loaded{f, sc, prog})
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, l := range all {
			if res := r.RunProgram(l.file, l.sc, l.prog); !res.Passed() {
				b.Fatalf("%s does not pass: %v %v", l.file, res.Err, res.Failures)
			}
		}
	}
	n := float64(b.N * len(all))
	b.ReportMetric(n/b.Elapsed().Seconds(), "scenarios/s/core")
}
