package suite

import (
	"fmt"
	"io"

	"github.com/rulec-dev/rulec/odds"
)

// WriteOdds prints a scenario's outcomes for people, most likely first.
func WriteOdds(w io.Writer, res *Result) {
	o := res.Odds
	fmt.Fprintf(w, "scenario %s (%s)\n", res.Scenario.Name, res.File)
	in := Input(res.Scenario)
	fmt.Fprintf(w, "run      %s%s\n", in.Proc, FormatArgs(in.Args))
	fmt.Fprintf(w, "method   %s\n\n", methodLine(o))
	width := 0
	for _, oc := range o.Outcomes {
		width = max(width, len(measure(o, oc)))
	}
	for _, oc := range o.Outcomes {
		fmt.Fprintf(w, "  %6s  %-*s  %s", Share(oc.Share), width, measure(o, oc), oc.Label)
		if oc.Dice != "" && o.Rolls > 0 {
			fmt.Fprintf(w, "   dice %s", oc.Dice)
		}
		fmt.Fprintln(w)
	}
}

// methodLine says how the odds were found.
func methodLine(o *odds.Result) string {
	switch {
	case o.Method == odds.MonteCarlo:
		return fmt.Sprintf("Monte Carlo: %d runs on random dice, seed %d, 95%% Wilson intervals (%s)", o.Samples, o.Seed, o.Why)
	case o.Rolls == 0:
		return "exact: the run makes no roll, so its one outcome is certain (odds 1)"
	}
	rolls := "rolls"
	if o.Rolls == 1 {
		rolls = "roll"
	}
	return fmt.Sprintf("exact: every result of every roll, %d branches (up to %d %s a run)", o.Branches, o.Rolls, rolls)
}

// measure is an outcome's exact fraction, or its sampled interval.
func measure(o *odds.Result, oc *odds.Outcome) string {
	if o.Method == odds.MonteCarlo {
		return fmt.Sprintf("[%s, %s]", Share(oc.Lo), Share(oc.Hi))
	}
	return o.Fraction(oc.P)
}

// Share prints a probability as a percentage to 0.1%.
func Share(x float64) string { return fmt.Sprintf("%.1f%%", 100*x) }
