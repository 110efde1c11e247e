package bench

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/world"
)

// edgeRuns is how many runs of each side BenchmarkOneEdge makes before its
// sub-benchmarks, in loops callgrind can count alone (bench/instr1.sh).
var edgeRuns = flag.Int("edge-runs", 0, "runs of each side BenchmarkOneEdge makes in oneEdgeInterpreted and oneEdgeHandwritten before timing")

// edgeKind is the family of scenarios BenchmarkOneEdge runs: edge_pivot
// (the one-edge path) unless another path is to be counted the same way,
// such as edge_ahead (2.1-edge) or clear (2.3-forward).
var edgeKind = flag.String("edge-kind", "edge_pivot", "the generator's family of scenarios BenchmarkOneEdge runs (bench/gen_test.go's kinds)")

// oneEdgeFixture builds the scenarios of the one-edge path as fixture
// does (the edge_pivot family, scenarios 98 to 113 of the generator),
// without the other 184: a process that runs them alone starts in a
// fraction of a second, even under callgrind. With -edge-kind, those of
// another family, as fixture draws them.
func oneEdgeFixture(tb testing.TB) (*interp.Program, []*genScenario) {
	p, err := interp.Load(interp.Stdlib(), "../rules/pursuit.rules")
	if err != nil {
		tb.Fatal(err)
	}
	ki, first := -1, 0
	for i, k := range kinds {
		if k.name == *edgeKind {
			ki = i
			break
		}
		first += k.count
	}
	if ki < 0 {
		tb.Fatalf("-edge-kind %q: no such family of scenarios", *edgeKind)
	}
	var out []*genScenario
	for i := first; i < first+kinds[ki].count; i++ {
		g := &gen{rng: rand.New(rand.NewPCG(seed, uint64(i)))}
		for try := 0; ; try++ {
			if try == 2000 {
				tb.Fatalf("scenario %d: no acceptable draw", i)
			}
			g.build(kinds[ki].name)
			sc, err := accept(fmt.Sprintf("gen_%03d_%s", i, kinds[ki].name), kinds[ki].name, g.spec, p.Units, try < 1000, kinds[ki].want)
			if err != nil {
				continue
			}
			if kinds[ki].name == "edge_pivot" && sc.path != pathPivotEdge {
				tb.Fatalf("%s takes %s, not the one-edge path", sc.name, sc.path)
			}
			sc.input = p.Prepare(sc.world, sc.input)
			out = append(out, sc)
			break
		}
	}
	return p, out
}

// oneEdgeInterpreted makes n interpreted runs of the scenarios in turn,
// each on its scenario's world in place (runInPlace).
//
//go:noinline
func oneEdgeInterpreted(p *interp.Program, scs []*genScenario, n int) {
	var u world.Undo
	for i := range n {
		sc := scs[i%len(scs)]
		if err := runInPlace(p, sc, &u); err != nil {
			panic(err)
		}
	}
}

// oneEdgeHandwritten makes n hand-written runs of the scenarios in turn,
// each in place as the interpreted ones (handInPlace).
//
//go:noinline
func oneEdgeHandwritten(scs []*genScenario, n int) {
	var u world.Undo
	for i := range n {
		sc := scs[i%len(scs)]
		if err := handInPlace(sc, &u); err != nil {
			panic(err)
		}
	}
}

// BenchmarkOneEdge is BenchmarkPursuitByPath/1-edge on its scenarios
// alone; with -edge-runs N it first makes N runs of each side in loops of
// their own, which callgrind can count without the harness (instr1.sh).
func BenchmarkOneEdge(b *testing.B) {
	p, scs := oneEdgeFixture(b)
	if kinds[4].name != "edge_pivot" || len(scs) == 0 {
		b.Fatalf("%d one-edge scenarios", len(scs))
	}
	oneEdgeInterpreted(p, scs, *edgeRuns)
	oneEdgeHandwritten(scs, *edgeRuns)
	b.Run("interpreted", func(b *testing.B) {
		b.ReportAllocs()
		oneEdgeInterpreted(p, scs, b.N)
	})
	b.Run("handwritten", func(b *testing.B) {
		b.ReportAllocs()
		oneEdgeHandwritten(scs, b.N)
	})
	// the program stays live while the hand-written side runs, as the
	// package's fixture keeps it for BenchmarkPursuitByPath: the
	// collector marks it at each cycle either way (a prepared input
	// holds it too, which once made the hand-written runs of one build
	// 25% slower than another's)
	runtime.KeepAlive(p)
}
