package scenario

import (
	"fmt"
	"strings"
	"testing"
)

// bigScenario returns a scenario of n units of 3x2 1in bases in a grid,
// each 1in from its neighbours, every tenth one turned 90 degrees, so the
// start-overlap check has near neighbours but no overlap.
func bigScenario(n int) []byte {
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
	b.WriteString("run: flee\n")
	return []byte(b.String())
}

// TestBigScenarioBuilds makes sure BenchmarkLoad's scenarios are valid, so
// it measures a full load rather than an early error.
func TestBigScenarioBuilds(t *testing.T) {
	for _, n := range []int{10, 1000} {
		s, err := Parse("big.yaml", bigScenario(n))
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

// BenchmarkLoad parses and builds scenarios of 100, 1,000 and 5,000 units,
// to show how loading grows with the number of units.
func BenchmarkLoad(b *testing.B) {
	for _, n := range []int{100, 1000, 5000} {
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
