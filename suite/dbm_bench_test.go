package suite

import (
	"testing"

	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/scenario"
)

// BenchmarkSuiteDBM runs the whole DBM suite (tests/dbm) once per op on
// one goroutine, each scenario read once beforehand and its rules compiled
// once: every op builds each world, runs the procedure and checks the
// expectations, as `rulec test` does. It reports scenarios per second per
// core and allocations per scenario.
func BenchmarkSuiteDBM(b *testing.B) { benchSuite(b, "../tests/dbm") }

// benchSuite runs the suite in dir once per op on one goroutine, each
// scenario read and its rules compiled beforehand.
func benchSuite(b *testing.B, dir string) {
	b.Helper()
	files, err := collectFiles([]string{dir})
	if err != nil || len(files) == 0 {
		b.Fatalf("no scenarios in %s: %v", dir, err)
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

// collectFiles is the scenario files CollectFound finds below args.
func collectFiles(args []string) ([]string, error) {
	f, err := CollectFound(args)
	return f.Files, err
}
