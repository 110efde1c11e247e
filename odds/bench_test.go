package odds_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/odds"
	"github.com/rulec-dev/rulec/suite"
)

// benchOdds enumerates one scenario's dice b.N times on one core and
// reports branches per second (per core, since Workers is 1).
func benchOdds(b *testing.B, file string) {
	r := suite.New(interp.Stdlib())
	res := &suite.Result{}
	res = r.OddsFile(file, odds.Options{Workers: 1})
	if res.Err != nil {
		b.Fatal(res.Err)
	}
	branches := res.Odds.Branches
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		o, err := r.Odds(res.Scenario, res.Program, odds.Options{Workers: 1})
		if err != nil || o.Branches != branches {
			b.Fatalf("%v, %d branches", err, o.Branches)
		}
	}
	b.ReportMetric(float64(branches*b.N)/b.Elapsed().Seconds(), "branches/s")
	b.ReportMetric(float64(branches), "branches")
}

// BenchmarkOddsRolls shows how the cost grows with the number of rolls:
// k rolls of 2D6 make 11^k branches, each a run of k rolls.
func BenchmarkOddsRolls(b *testing.B) {
	for k := 1; k <= 4; k++ {
		b.Run(fmt.Sprintf("rolls=%d", k), func(b *testing.B) { benchOdds(b, fmt.Sprintf("testdata/rolls_%d.yaml", k)) })
	}
}

// BenchmarkOddsT9A enumerates pursuits with one, two and three rolls.
func BenchmarkOddsT9A(b *testing.B) {
	for _, f := range []string{
		"../tests/odds/pursuit_charge_7.yaml",
		"../tests/odds/flee_casualty_9.yaml",
		"../tests/odds/two_pursuers.yaml",
		"../tests/t9a/pursuit/two_units_pursuit_all.yaml",
	} {
		b.Run(f[len("../tests/"):], func(b *testing.B) { benchOdds(b, f) })
	}
}

// BenchmarkOddsBundledT9A finds the odds of every bundled T9A scenario on
// all cores, as `rulec odds` does after loading, and reports the slowest
// one and the slowest single-roll one in milliseconds.
func BenchmarkOddsBundledT9A(b *testing.B) {
	files, err := collectFiles([]string{"../tests/t9a", "../tests/odds"})
	if err != nil {
		b.Fatal(err)
	}
	r := suite.New(interp.Stdlib())
	b.ReportAllocs()
	var worst, worstSingle time.Duration
	for range b.N {
		for _, f := range files {
			start := time.Now()
			res := r.OddsFile(f, odds.Options{})
			d := time.Since(start)
			if res.Err != nil {
				b.Fatalf("%s: %v", f, res.Err)
			}
			worst = max(worst, d)
			if res.Odds.Rolls <= 1 {
				worstSingle = max(worstSingle, d)
			}
		}
	}
	b.ReportMetric(float64(worst.Microseconds())/1000, "max-ms")
	b.ReportMetric(float64(worstSingle.Microseconds())/1000, "max-single-roll-ms")
	b.ReportMetric(float64(len(files)), "scenarios")
}

// collectFiles is the scenario files suite.CollectFound finds below args.
func collectFiles(args []string) ([]string, error) {
	f, err := suite.CollectFound(args)
	return f.Files, err
}
