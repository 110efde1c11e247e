// Package bench compares the interpreted Pursuit Move (rules/pursuit.rules
// run by interp) with a hand-written Go implementation of the same
// procedure, on the same generated scenarios: a test that they agree, and
// benchmarks of each.
//
//	go test ./bench/
//	go test -run x -bench . -benchtime 2s ./bench/
package bench

import (
	"fmt"
	"math"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/world"
)

const (
	distinct = 206 // distinct generated scenarios, all checked by TestHandwrittenMatchesInterpreted
	// scheduled is how many of them, the first, the schedule cycles: every
	// kind but charge_combined, in the proportions of the earlier sessions'
	// measurements. A charge_combined run (the Charged unit's turns sought
	// after every Wheel, the charger's share of each by bisection) costs
	// about a hundred times the mean of the others, on both sides alike
	// (the search is the engine's), so six of them would make three
	// quarters of the schedule's time and its ratio theirs; they are
	// measured by path (2.2-bothturn).
	scheduled = 200
	schedule  = 1000 // runs per pass: the scheduled scenarios cycled
)

var (
	setOnce sync.Once
	prog    *interp.Program
	set     []*genScenario // the distinct scenarios
	runs    []*genScenario // the benchmark schedule: set[:scheduled] cycled to schedule runs
	setErr  error
)

// fixture loads the rules once and generates the scenarios once.
func fixture(tb testing.TB) (*interp.Program, []*genScenario) {
	tb.Helper()
	setOnce.Do(func() {
		prog, setErr = interp.Load(interp.Stdlib(), "../rules/pursuit.rules")
		if setErr != nil {
			return
		}
		set, setErr = generate(distinct, prog.Units)
		for _, sc := range set {
			// a scenario run many times reads its arguments once
			sc.input = prog.Prepare(sc.world, sc.input)
		}
		for i := range schedule {
			runs = append(runs, set[i%scheduled])
		}
	})
	if setErr != nil {
		tb.Fatal(setErr)
	}
	return prog, set
}

// runInterpreted runs the interpreted pursuit on a clone of sc's world.
func runInterpreted(p *interp.Program, sc *genScenario, opts interp.Options) (*world.World, *interp.Trace, error) {
	w := sc.world.Clone()
	tr, err := p.Run(w, sc.input, opts)
	return w, tr, err
}

// runInPlace runs the interpreted pursuit on sc's world itself, kept by u
// and put back as it was after the run (world.Undo): every change the
// interpreter's statements and the engine's actions make goes through the
// world's Touch, so the run copies only the bodies it changes, where a
// clone copies every body. The hand-written pursuit writes the bodies'
// fields itself, so it runs on a clone. The benchmarks run scenarios one
// at a time, so no other run reads the world meanwhile.
func runInPlace(p *interp.Program, sc *genScenario, u *world.Undo) error {
	sc.world.Keep(u)
	_, err := p.Run(sc.world, sc.input, interp.Options{})
	u.Restore()
	return err
}

// handInPlace runs the hand-written pursuit on sc's world itself, kept by
// u and put back after the run, as runInPlace runs the interpreted one:
// the hand-written code touches every body before changing it (its move,
// place, offBoard; the world's SetFlag), so neither side pays a clone and
// the benchmarks compare like with like.
func handInPlace(sc *genScenario, u *world.Undo) error {
	sc.world.Keep(u)
	_, err := handPursue(sc.world, sc.unit, sc.target, sc.roll, nil)
	u.Restore()
	return err
}

// runHandwritten runs the hand-written pursuit on a clone of sc's world.
func runHandwritten(sc *genScenario) (*world.World, string, error) {
	w := sc.world.Clone()
	path, err := handPursue(w, sc.unit, sc.target, sc.roll, nil)
	return w, path, err
}

// diff lists the differences between two worlds after a run: positions
// within 1e-6 mm, facings within 1e-6 degrees, removals, flags, events.
func diff(got, want *world.World) []string {
	var out []string
	if len(got.Bodies) != len(want.Bodies) {
		return []string{fmt.Sprintf("%d bodies, want %d", len(got.Bodies), len(want.Bodies))}
	}
	for i, g := range got.Bodies {
		w := want.Bodies[i]
		if g.ID != w.ID {
			out = append(out, fmt.Sprintf("body %d is %s, want %s", i, g.ID, w.ID))
			continue
		}
		if g.Kind != world.KindUnit {
			continue
		}
		if d := g.Rect.Centre.Dist(w.Rect.Centre); !(d <= 1e-6) {
			out = append(out, fmt.Sprintf("%s: centre %v, want %v (%g mm apart)", g.ID, g.Rect.Centre, w.Rect.Centre, d))
		}
		if d := math.Abs(geom.AngleDiff(g.Rect.Facing, w.Rect.Facing)); !(d <= 1e-6) {
			out = append(out, fmt.Sprintf("%s: facing %v, want %v", g.ID, g.Rect.Facing, w.Rect.Facing))
		}
		if g.Rect.Width != w.Rect.Width || g.Rect.Depth != w.Rect.Depth {
			out = append(out, fmt.Sprintf("%s: size %vx%v, want %vx%v", g.ID, g.Rect.Width, g.Rect.Depth, w.Rect.Width, w.Rect.Depth))
		}
		if g.Removed != w.Removed {
			out = append(out, fmt.Sprintf("%s: removed %v, want %v", g.ID, g.Removed, w.Removed))
		}
		if gf, wf := flagText(g), flagText(w); gf != wf {
			out = append(out, fmt.Sprintf("%s: flags %s, want %s", g.ID, gf, wf))
		}
	}
	if ge, we := eventText(got), eventText(want); ge != we {
		out = append(out, fmt.Sprintf("events %s, want %s", ge, we))
	}
	return out
}

func flagText(b *world.Body) string { return "[" + strings.Join(b.FlagList(), "; ") + "]" }

func eventText(w *world.World) string {
	es := make([]string, len(w.Events))
	for i, e := range w.Events {
		es[i] = e.String()
	}
	return "[" + strings.Join(es, "; ") + "]"
}

// TestHandwrittenMatchesInterpreted runs both implementations on every
// generated scenario and requires the same final positions, facings,
// removals, flags and events, and that every path of the Pursuit Move is
// exercised.
func TestHandwrittenMatchesInterpreted(t *testing.T) {
	p, scs := fixture(t)
	paths := map[string]int{}
	for _, sc := range scs {
		before := sc.world.Clone()
		wi, _, errI := runInterpreted(p, sc, interp.Options{})
		wh, path, errH := runHandwritten(sc)
		if errI != nil || errH != nil {
			t.Errorf("%s: interpreted error %v, hand-written error %v\n%s", sc.name, errI, errH, sc.yaml)
			continue
		}
		paths[path]++
		ws := sc.world.Clone()
		if pathS, err := handPursueSameWork(ws, sc.unit, sc.target, sc.roll, nil); err != nil || pathS != path {
			t.Errorf("%s: same-work hand-written took %q (error %v), hand-written %q", sc.name, pathS, err, path)
		} else if d := diff(ws, wi); len(d) > 0 {
			t.Errorf("%s: same-work hand-written differs from interpreted:\n  %s", sc.name, strings.Join(d, "\n  "))
		}
		var u world.Undo
		sc.world.Keep(&u)
		pathH, errHP := handPursue(sc.world, sc.unit, sc.target, sc.roll, nil)
		if d := diff(sc.world, wh); errHP != nil || pathH != path || len(d) > 0 {
			t.Errorf("%s: the hand-written run in place (path %q, error %v) differs from the run on a clone (path %q):\n  %s", sc.name, pathH, errHP, path, strings.Join(d, "\n  "))
		}
		u.Restore()
		if d := diff(sc.world, before); len(d) > 0 {
			t.Errorf("%s: the world after the hand-written run in place and Restore differs from the world before:\n  %s", sc.name, strings.Join(d, "\n  "))
		}
		sc.world.Keep(&u)
		_, errP := p.Run(sc.world, sc.input, interp.Options{})
		if d := diff(sc.world, wi); errP != nil || len(d) > 0 {
			t.Errorf("%s: the interpreted run in place (error %v) differs from the run on a clone:\n  %s", sc.name, errP, strings.Join(d, "\n  "))
		}
		u.Restore()
		if d := diff(sc.world, before); len(d) > 0 {
			t.Errorf("%s: the world after the run in place and Restore differs from the world before:\n  %s", sc.name, strings.Join(d, "\n  "))
		}
		if d := diff(wh, wi); len(d) > 0 {
			_, tr, _ := runInterpreted(p, sc, interp.Options{Trace: true})
			var trace strings.Builder
			tr.Write(&trace)
			t.Errorf("%s (hand-written path %s): hand-written differs from interpreted:\n  %s\n%s\ntrace:\n%s",
				sc.name, path, strings.Join(d, "\n  "), sc.yaml, trace.String())
		}
	}
	var report []string
	for path, n := range paths {
		report = append(report, fmt.Sprintf("%4d  %s", n, path))
	}
	sort.Strings(report)
	t.Logf("%d scenarios by path:\n%s", len(scs), strings.Join(report, "\n"))
	for want, least := range map[string]int{
		pathForward: 5, pathForward + suffixBacktracked: 5, pathAheadEdge: 5, pathPivotEdge: 5,
		pathAheadCharge: 5, pathChargeNoRoom + suffixBacktracked: 3, pathPivotBlocked: 5, pathPivotCharge: 5,
		pathAheadChargeBothTurn: 5,
	} {
		if paths[want] < least {
			t.Errorf("path %q taken by %d scenarios, want at least %d", want, paths[want], least)
		}
	}
}

// TestGeneratorDeterministic checks that the fixed seed gives the same
// scenarios every time.
func TestGeneratorDeterministic(t *testing.T) {
	p, scs := fixture(t)
	again, err := generate(20, p.Units)
	if err != nil {
		t.Fatal(err)
	}
	for i, sc := range again {
		if sc.yaml != scs[i].yaml {
			t.Fatalf("scenario %d differs between runs:\n%s\nvs\n%s", i, sc.yaml, scs[i].yaml)
		}
	}
}

// bench runs one implementation over the schedule (the first scheduled
// distinct scenarios cycled), one scenario per op, the clone of its built
// world included.
func bench(b *testing.B, run func(sc *genScenario) error) {
	fixture(b)
	b.ReportAllocs()
	b.ResetTimer()
	cpu := cpuTime()
	for i := 0; i < b.N; i++ {
		if err := run(runs[i%len(runs)]); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(cpuTime()-cpu)/float64(b.N), "cpu-ns/op")
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "scenarios/s")
}

// BenchmarkPursuitInterpreted runs rules/pursuit.rules, compiled once,
// trace off.
func BenchmarkPursuitInterpreted(b *testing.B) {
	p, _ := fixture(b)
	var u world.Undo
	bench(b, func(sc *genScenario) error { return runInPlace(p, sc, &u) })
}

// BenchmarkPursuitHandwritten runs the hand-written pursuit, in place as
// the interpreted one (handInPlace).
func BenchmarkPursuitHandwritten(b *testing.B) {
	var u world.Undo
	bench(b, func(sc *genScenario) error { return handInPlace(sc, &u) })
}

// BenchmarkPursuitHandwrittenSameWork runs the hand-written pursuit doing
// every query the rules do, eager and repeated ones included: the gap to
// BenchmarkPursuitInterpreted is the cost of interpreting alone.
func BenchmarkPursuitHandwrittenSameWork(b *testing.B) {
	var u world.Undo
	bench(b, func(sc *genScenario) error {
		sc.world.Keep(&u)
		_, err := handPursueSameWork(sc.world, sc.unit, sc.target, sc.roll, nil)
		u.Restore()
		return err
	})
}

// BenchmarkClone is the world clone a run on a copy of its scenario's
// world would pay (both sides of the benchmarks run in place instead:
// runInPlace, handInPlace).
func BenchmarkClone(b *testing.B) {
	var sink *world.World
	bench(b, func(sc *genScenario) error {
		sink = sc.world.Clone()
		return nil
	})
	_ = sink
}

// shortPath names a path for a sub-benchmark.
func shortPath(path string) string {
	name, back := strings.CutSuffix(path, suffixBacktracked)
	name = map[string]string{
		pathPivotEdge: "1-edge", pathPivotCharge: "1-charge", pathPivotBlocked: "1-obstructed",
		pathAheadEdge: "2.1-edge", pathAheadCharge: "2.2-charge", pathChargeFailed: "2.2-failed",
		pathChargeNoRoom: "2.2-noroom", pathForward: "2.3-forward", pathAheadChargeBothTurn: "2.2-bothturn",
	}[name]
	if back {
		name += "+backtrack"
	}
	return name
}

// BenchmarkPursuitByPath splits both benchmarks by the path taken, to show
// where the interpreter's overhead lies.
func BenchmarkPursuitByPath(b *testing.B) {
	p, scs := fixture(b)
	byPath := map[string][]*genScenario{}
	for _, sc := range scs {
		byPath[sc.path] = append(byPath[sc.path], sc)
	}
	var paths []string
	for path := range byPath {
		paths = append(paths, path)
	}
	sort.Strings(paths)
	for _, path := range paths {
		group := byPath[path]
		name := shortPath(path)
		b.Run(name+"/interpreted", func(b *testing.B) {
			b.ReportAllocs()
			var u world.Undo
			cpu := cpuTime()
			for i := 0; i < b.N; i++ {
				sc := group[i%len(group)]
				if err := runInPlace(p, sc, &u); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(cpuTime()-cpu)/float64(b.N), "cpu-ns/op")
		})
		b.Run(name+"/handwritten", func(b *testing.B) {
			b.ReportAllocs()
			var u world.Undo
			cpu := cpuTime()
			for i := 0; i < b.N; i++ {
				sc := group[i%len(group)]
				if err := handInPlace(sc, &u); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(cpuTime()-cpu)/float64(b.N), "cpu-ns/op")
		})
	}
}
