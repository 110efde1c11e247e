package suite

import (
	"github.com/rulec-dev/rulec/odds"
	"github.com/rulec-dev/rulec/report"
)

// OddsReport is `rulec odds --json` (docs/json.md).
type OddsReport struct {
	SchemaVersion int    `json:"schema_version"`
	Scenario      string `json:"scenario"`
	File          string `json:"file"`
	// Method is exact or monte-carlo; Branches counts the ways the dice
	// fall (exact), Samples and Seed the runs sampled (Monte Carlo).
	Method   string          `json:"method"`
	Branches int             `json:"branches"`
	Samples  int             `json:"samples"`
	Seed     *uint64         `json:"seed"`
	Rolls    int             `json:"rolls"`
	Why      string          `json:"why,omitempty"`
	Outcomes []OutcomeReport `json:"outcomes"`
}

// OutcomeReport is one outcome with its probability.
type OutcomeReport struct {
	Label  string   `json:"label"`
	Events []string `json:"events"`
	Units  []string `json:"units"`
	Error  *string  `json:"error"`
	// Fraction is the exact probability, 21/36, or null when sampled;
	// Probability the same as a number (the sampled share when sampled),
	// Low and High its 95% interval (equal to it when exact).
	Fraction    *string `json:"fraction"`
	Probability float64 `json:"probability"`
	Low         float64 `json:"low"`
	High        float64 `json:"high"`
	Count       int     `json:"count"`
	Dice        string  `json:"dice"`
}

// NewOddsReport builds the report of OddsFile's result, which must have
// its Odds.
func NewOddsReport(res *Result) *OddsReport {
	o := res.Odds
	out := &OddsReport{SchemaVersion: report.SchemaVersion, Scenario: res.Name, File: res.File, Method: string(o.Method),
		Branches: o.Branches, Samples: o.Samples, Rolls: o.Rolls, Why: o.Why, Outcomes: []OutcomeReport{}}
	if o.Method == odds.MonteCarlo {
		seed := o.Seed
		out.Seed = &seed
	}
	for _, oc := range o.Outcomes {
		r := OutcomeReport{Label: oc.Label, Events: nonNil(oc.Events), Units: nonNil(oc.Units), Probability: oc.Share,
			Low: oc.Lo, High: oc.Hi, Count: oc.Count, Dice: oc.Dice}
		if oc.Error != "" {
			e := oc.Error
			r.Error = &e
		}
		if oc.P != nil {
			f := o.Fraction(oc.P)
			r.Fraction = &f
		}
		out.Outcomes = append(out.Outcomes, r)
	}
	return out
}

// nonNil returns s, or an empty list for nil, so JSON lists are never null.
func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
