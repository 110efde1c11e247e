package scenario

import (
	"fmt"
	"strings"
	"testing"
)

// bigScenario returns a scenario of n units of 3x2 1in bases in a grid,
// each 1in from its neighbours, every tenth one turned 90 degrees, so the
// start-overlap check has near neighbours but no overlap.
func bigScenario(n int) []byte { return bigPart(n, 0, n) }

// bigPart returns units from to from+n-1 of bigScenario(total).
func bigPart(total, from, n int) []byte {
	side := 1
	for side*side < total {
		side++
	}
	var b strings.Builder
	fmt.Fprintf(&b, "name: %d units\nboard: {width: %din, depth: %din}\nunits:\n", total, side*5+2, side*5+2)
	for i := from; i < from+n; i++ {
		x, y := 3+5*(i%side), 3+5*(i/side)
		facing := 0
		if i%10 == 0 {
			facing = 90
		}
		fmt.Fprintf(&b, "  U%d: {side: red, centre: [%din, %din], facing: %d, files: 3, ranks: 2, base: [1in, 1in]}\n",
			i, x, y, facing)
	}
	b.WriteString("run: flee\n")
	return []byte(b.String())
}

// bigBuilt returns bigScenario(total) parsed in parts of at most 1,000
// units (the most a scenario file may hold), ready to Build.
func bigBuilt(tb testing.TB, total int) *Scenario {
	var s *Scenario
	for from := 0; from < total; from += 1000 {
		part, err := Parse("big.yaml", bigPart(total, from, min(1000, total-from)))
		if err != nil {
			tb.Fatal(err)
		}
		if s == nil {
			s = part
		} else {
			s.Units = append(s.Units, part.Units...)
		}
	}
	return s
}

// TestBigScenarioBuilds makes sure BenchmarkLoad's scenarios are valid, so
// it measures a full load rather than an early error.
func TestBigScenarioBuilds(t *testing.T) {
	for _, n := range []int{10, 1000, 2500} {
		w, err := bigBuilt(t, n).Build(testUnits)
		if err != nil {
			t.Fatal(err)
		}
		if got := len(w.UnitList()); got != n {
			t.Errorf("%d units, want %d", got, n)
		}
	}
}

// BenchmarkLoad parses and builds scenarios of 100 and 1,000 units (the
// most a scenario may hold), to show how loading grows with the number of
// units.
func BenchmarkLoad(b *testing.B) {
	for _, n := range []int{100, 1000} {
		src := bigScenario(n)
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
// that grew faster than the number of units.
func BenchmarkBuild(b *testing.B) {
	for _, n := range []int{100, 1000, 5000} {
		s := bigBuilt(b, n)
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
