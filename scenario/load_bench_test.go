package scenario

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// bigScenario returns a scenario of n units of 3x2 1in bases in a grid,
// each 1in from its neighbours, every tenth one turned 90 degrees, so the
// start-overlap check has near neighbours but no overlap. With named, every
// unit is named again, in a combat and in an expectation, so the checks of
// references are part of the load, as they are in a real scenario.
func bigScenario(n int, named bool) []byte {
	side := 1
	for side*side < n {
		side++
	}
	var b strings.Builder
	fmt.Fprintf(&b, "name: %d units\nboard: {width: %din, depth: %din}\nunits:\n", n, side*5+2, side*5+2)
	for i := range n {
		x, y := 3+5*(i%side), 3+5*(i/side)
		facing := 0
		if i%10 == 0 {
			facing = 90
		}
		fmt.Fprintf(&b, "  U%d: {side: red, centre: [%din, %din], facing: %d, files: 3, ranks: 2, base: [1in, 1in]}\n",
			i, x, y, facing)
	}
	if !named {
		b.WriteString("run: flee\n")
		return []byte(b.String())
	}
	b.WriteString("combats:\n")
	for i := 0; i+1 < n; i += 2 {
		fmt.Fprintf(&b, "  - [U%d, U%d]\n", i, i+1)
	}
	b.WriteString("run: flee\nexpect:\n  units:\n")
	for i := range n {
		x, y := 3+5*(i%side), 3+5*(i/side)
		fmt.Fprintf(&b, "    U%d: {centre: [%din, %din]}\n", i, x, y)
	}
	return []byte(b.String())
}

// TestBigScenarioBuilds makes sure BenchmarkLoad's scenarios are valid, so
// it measures a full load rather than an early error.
func TestBigScenarioBuilds(t *testing.T) {
	for _, n := range []int{10, 1000, 2500} {
		s, err := Parse("big.yaml", bigScenario(n, true))
		if err != nil {
			t.Fatal(err)
		}
		w, err := s.Build(testUnits)
		if err != nil {
			t.Fatal(err)
		}
		if got := len(w.UnitList()); got != n {
			t.Errorf("%d units, want %d", got, n)
		}
	}
}

// loadSizes are the scenario sizes the load benchmarks measure, to show how
// loading grows with the number of units.
var loadSizes = []int{100, 1000, 5000}

// BenchmarkLoad parses and builds scenarios of 100, 1,000 and 5,000 units:
// the whole load of a scenario file read into memory.
func BenchmarkLoad(b *testing.B) { benchmarkLoad(b, false) }

// BenchmarkLoadNamed is BenchmarkLoad with every unit named in a combat and
// in an expectation: the checks of references grow with the units too.
func BenchmarkLoadNamed(b *testing.B) { benchmarkLoad(b, true) }

func benchmarkLoad(b *testing.B, named bool) {
	for _, n := range loadSizes {
		src := bigScenario(n, named)
		b.Run(fmt.Sprintf("units=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				s, err := Parse("big.yaml", src)
				if err != nil {
					b.Fatal(err)
				}
				if _, err := s.Build(testUnits); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkBuild builds the world of a parsed scenario of 100, 1,000 and
// 5,000 units: World.Add and the start-overlap check, the part of a load
// that once grew faster than the number of units.
func BenchmarkBuild(b *testing.B) {
	for _, n := range loadSizes {
		s, err := Parse("big.yaml", bigScenario(n, false))
		if err != nil {
			b.Fatal(err)
		}
		b.Run(fmt.Sprintf("units=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := s.Build(testUnits); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkParseTests parses every scenario file under tests/ once an op:
// the parse of a suite of real scenarios, small files with comments, read
// into memory beforehand.
func BenchmarkParseTests(b *testing.B) {
	var files [][]byte
	filepath.WalkDir("../tests", func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".yaml") {
			if data, err := os.ReadFile(path); err == nil {
				files = append(files, data)
			}
		}
		return nil
	})
	if len(files) < 1000 {
		b.Fatalf("%d scenario files: want the suite's", len(files))
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, data := range files {
			Parse("t.yaml", data)
		}
	}
}
