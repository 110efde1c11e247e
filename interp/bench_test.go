package interp_test

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/internal/gen"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/world"
)

// TestBigRulesetChecks makes sure the benchmark's ruleset is valid, so the
// benchmark measures a full check rather than an early error.
func TestBigRulesetChecks(t *testing.T) {
	src := gen.Ruleset(5000)
	if n := strings.Count(string(src), "\n"); n < 5000 {
		t.Fatalf("%d lines", n)
	}
	prog, err := interp.LoadSources(interp.Stdlib(), []string{"big.rules"}, map[string][]byte{"big.rules": src}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(prog.Procs) < 90 {
		t.Errorf("%d procedures", len(prog.Procs))
	}
}

// BenchmarkCheck measures Load (parse and check) of a 5,000-line ruleset.
func BenchmarkCheck(b *testing.B) {
	src := gen.Ruleset(5000)
	reg := interp.Stdlib()
	srcs := map[string][]byte{"big.rules": src}
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := interp.LoadSources(reg, []string{"big.rules"}, srcs, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// pursuitScenario returns a generated pursuit scenario: a red unit of 5x2
// bases pursuing a fleeing blue unit, with a blue unit somewhere ahead.
// Most place the units at random; some put the pursuer against the board
// edge or beside the enemy, so that its Pivot alone makes it overlap them.
func pursuitScenario(r *rand.Rand) string {
	facings := []int{0, 0, 0, 10, 30, 45, 90, 180, 270, 315, 350}
	ax, ay, af := 6+r.Float64()*36, 6+r.Float64()*10, facings[r.IntN(len(facings))]
	pf := facings[r.IntN(len(facings))]
	ex, ey := 3+r.Float64()*42, 22+r.Float64()*14
	switch r.IntN(8) {
	case 0: // against the bottom edge: turning side-on crosses it
		ay, af, pf = 1.2+r.Float64()*0.6, 0, 90+180*r.IntN(2)
	case 1: // the enemy beside the right front corner
		af, pf = 0, 90
		ex, ey = ax+1.5, ay+2
	}
	return fmt.Sprintf(`board: {width: 48in, depth: 48in}
units:
  A: {side: red, centre: [%.2fin, %.2fin], facing: %d, files: 5, ranks: 2, base: [1in, 1in]}
  P: {side: blue, centre: [%.2fin, 44in], facing: %d, base: [1in, 1in], state: [fleeing]}
  E: {side: blue, centre: [%.2fin, %.2fin], facing: 180, files: 4, base: [1in, 1in]}
run: pursue
args: {unit: A, pursued: P}
dice: [%d]
`, ax, ay, af, 4+r.Float64()*40, pf, ex, ey, 2+r.IntN(11))
}

// benchCase is a built world and the input to run on it.
type benchCase struct {
	w  *world.World
	in interp.Input
}

// pursuitCases loads the benchmark rules and builds n scenarios.
func pursuitCases(t testing.TB, n int) (*interp.Program, []benchCase) {
	t.Helper()
	src, err := os.ReadFile("testdata/bench/pursuit.rules")
	if err != nil {
		t.Fatal(err)
	}
	prog := loadString(t, "pursuit.rules", string(src))
	r := rand.New(rand.NewPCG(1, 2))
	cases := make([]benchCase, n)
	for i := range cases {
		yaml := pursuitScenario(r)
		w := buildWorld(t, prog, yaml)
		dice := strings.TrimSuffix(yaml[strings.Index(yaml, "dice: [")+7:], "]\n")
		var d int
		fmt.Sscan(dice, &d)
		cases[i] = benchCase{w: w, in: interp.Input{Proc: "pursue", Args: map[string]string{"unit": "A", "pursued": "P"}, Dice: []int{d}}}
	}
	return prog, cases
}

// TestPursuitCasesCoverClauses checks that the generated scenarios run
// without error and between them take every clause of the rules.
func TestPursuitCasesCoverClauses(t *testing.T) {
	prog, cases := pursuitCases(t, 1000)
	hits := map[int]int{}
	for i, c := range cases {
		tr, err := prog.Run(c.w.Clone(), c.in, interp.Options{Trace: true})
		if err != nil {
			t.Fatalf("scenario %d: %v", i, err)
		}
		for id, n := range tr.Hits {
			hits[id] += n
		}
	}
	for _, c := range prog.Clauses {
		if (c.Kind == "when" || c.Kind == "otherwise") && hits[c.ID] == 0 {
			t.Errorf("no scenario takes %s %q [%s] at %s:%d", c.Kind, c.Text(), c.Ref, c.Pos().Filename, c.Pos().Line)
		}
	}
}

// BenchmarkSuite runs 1,000 generated pursuit scenarios per op on one
// goroutine: the rules compiled once, each run on a clone of a world built
// beforehand. It reports scenarios per second per core and allocations per
// scenario.
func BenchmarkSuite(b *testing.B) {
	prog, cases := pursuitCases(b, 1000)
	b.ReportAllocs()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for b.Loop() {
		for _, c := range cases {
			if _, err := prog.Run(c.w.Clone(), c.in, interp.Options{}); err != nil {
				b.Fatal(err)
			}
		}
	}
	runtime.ReadMemStats(&after)
	n := float64(b.N * len(cases))
	b.ReportMetric(n/b.Elapsed().Seconds(), "scenarios/s/core")
	b.ReportMetric(float64(after.Mallocs-before.Mallocs)/n, "allocs/scenario")
}

// BenchmarkSuiteParallel is BenchmarkSuite on every core at once, to show
// how runs scale; the per-core figure divides by GOMAXPROCS.
func BenchmarkSuiteParallel(b *testing.B) {
	prog, cases := pursuitCases(b, 1000)
	b.ReportAllocs()
	b.RunParallel(func(pb *testing.PB) {
		i := 0
		for pb.Next() {
			c := cases[i%len(cases)]
			if _, err := prog.Run(c.w.Clone(), c.in, interp.Options{}); err != nil {
				b.Error(err)
				return
			}
			i++
		}
	})
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds()/float64(runtime.GOMAXPROCS(0)), "scenarios/s/core")
}

// BenchmarkParse measures the parse alone of BenchmarkCheck's ruleset, to
// tell the parser's share of Load from the checker's.
func BenchmarkParse(b *testing.B) {
	src := gen.Ruleset(5000)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := grammar.Parse("big.rules", src); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCheckBundled measures Load (parse and check) of every bundled
// ruleset in rules/, read into memory first; issue 11's bar is 10 ms.
func BenchmarkCheckBundled(b *testing.B) {
	srcs := map[string][]byte{}
	for _, pat := range []string{"../rules/*.rules", "../rules/*/*.rules"} {
		paths, _ := filepath.Glob(pat)
		for _, p := range paths {
			src, err := os.ReadFile(p)
			if err != nil {
				b.Fatal(err)
			}
			srcs[filepath.Clean(p)] = src
		}
	}
	roots, _ := filepath.Glob("../rules/*.rules")
	if len(roots) == 0 {
		b.Fatal("no bundled rules")
	}
	read := func(p string) ([]byte, error) {
		if src, ok := srcs[filepath.Clean(p)]; ok {
			return src, nil
		}
		return nil, fmt.Errorf("%s: not bundled", p)
	}
	reg := interp.Stdlib()
	b.ReportAllocs()
	for b.Loop() {
		for _, r := range roots {
			if _, err := interp.LoadSources(reg, []string{r}, srcs, read); err != nil {
				b.Fatal(err)
			}
		}
	}
}
