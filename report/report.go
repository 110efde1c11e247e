// Package report holds the pieces every machine-readable report of rulec
// shares: the schema version, lengths given both as text in the scenario's
// unit and in millimetres, positioned diagnostics and errors. The reports
// themselves (suite.RunReport, suite.TestReport, rulediff.Report,
// CheckReport) are built by the packages that own their content;
// docs/json.md documents them and docs/json/*.schema.json gives their JSON
// Schemas.
package report

import (
	"math"

	"github.com/rulec-dev/rulec/geom"
)

// SchemaVersion is the version of every JSON document rulec prints. It
// changes when a field is removed or changes meaning; new fields may be
// added without a change.
const SchemaVersion = 1

// Length is a length as text output prints it, in the scenario's or
// ruleset's unit, and in millimetres rounded to a micrometre.
type Length struct {
	Text string  `json:"text"`
	MM   float64 `json:"mm"`
}

// NewLength formats mm in units' default unit.
func NewLength(mm float64, units geom.Units) Length {
	return Length{Text: geom.FormatLength(mm, units.Default, units), MM: MM(mm)}
}

// Point is a point as two lengths.
type Point struct {
	X Length `json:"x"`
	Y Length `json:"y"`
}

// NewPoint formats a point in units' default unit.
func NewPoint(p geom.Vec, units geom.Units) Point {
	return Point{X: NewLength(p.X, units), Y: NewLength(p.Y, units)}
}

// MM rounds millimetres to a micrometre, so that float noise
// (609.5999999999999) does not reach the output.
func MM(mm float64) float64 {
	r := math.Round(mm*1e3) / 1e3
	if r == 0 {
		return 0 // no -0
	}
	return r
}

// Degrees rounds an angle to a thousandth of a degree.
func Degrees(d float64) float64 {
	r := math.Round(d*1e3) / 1e3
	if r == 0 {
		return 0
	}
	return r
}

// Bearing rounds a bearing as Degrees does, within [0, 360): one that
// rounds to 360 is north, 0.
func Bearing(d float64) float64 {
	r := Degrees(geom.NormBearing(d))
	if r >= 360 {
		return 0
	}
	return r
}

// Diagnostic is one positioned message, from a rules file, a scenario
// file or a run alike.
type Diagnostic struct {
	File     string   `json:"file"`
	Line     int      `json:"line"`
	Col      int      `json:"col"`
	Severity string   `json:"severity"` // error or warning
	Message  string   `json:"message"`
	Hint     string   `json:"hint,omitempty"`
	Notes    []string `json:"notes,omitempty"` // the calls that led to a run error, where the dice are
}

// Error is an error in a JSON report: its whole text, and each positioned
// message in it (none when it has no place, such as a missing file).
type Error struct {
	Message     string       `json:"message"`
	Diagnostics []Diagnostic `json:"diagnostics"`
}

// ErrorReport is the whole document a command prints with --json when it
// fails before it has anything else to report.
type ErrorReport struct {
	SchemaVersion int    `json:"schema_version"`
	Command       string `json:"command"`
	Error         Error  `json:"error"`
}

// CheckReport is `rulec check --json`.
type CheckReport struct {
	SchemaVersion int          `json:"schema_version"`
	Diagnostics   []Diagnostic `json:"diagnostics"`
	Errors        int          `json:"errors"`
	Warnings      int          `json:"warnings"`
	// Skipped are the paths below the folders given passed over, each
	// with why: never nil.
	Skipped []Skipped `json:"skipped"`
}

// Skipped is a path a command given folders (test, mutate, diff, text,
// check) found and did not read, and why.
type Skipped struct {
	Path string `json:"path"`
	Why  string `json:"why"`
}
