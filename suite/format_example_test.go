package suite_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/suite"
)

// formatExample is the example scenario of scenario-format.md, with the
// units it names but does not place (B, C, E, F) placed: a pursuit with
// props, terrain props, a choice, an empty events list and a no_events
// event the pursuit rules never record. Suites written to the format
// "must run unchanged"; none of these may stop it, and each that checks
// nothing must say so.
const formatExample = `name: pursuer already faces the fleeing direction
rules: [../rules/pursuit.rules]
board: {width: 72in, depth: 48in}
units:
  A:
    side: red
    centre: [36in, 20in]
    facing: 180
    files: 5
    ranks: 2
    base: [1in, 1in]
    state: [fleeing]
    props: {move: 4in, type: Kn}
  B: {side: blue, centre: [36in, 24in], facing: 180, files: 5, ranks: 2, base: [1in, 1in]}
  C: {side: blue, centre: [50in, 30in], facing: 180, base: [1in, 1in]}
  E: {side: red, centre: [10in, 40in], facing: 0, base: [1in, 1in]}
  F: {side: red, centre: [60in, 40in], facing: 0, base: [1in, 1in]}
terrain:
  - name: rocks
    kind: impassable
    polygon: [[30in, 30in], [42in, 30in], [42in, 34in], [30in, 34in]]
    props: {dangerous: 4}
combats:
  - [A, B, C]
run: pursue
args: {unit: B, pursued: A}
dice: [7]
choices: {charge_target: E}
tolerance: 0.001in
expect:
  units:
    A: {removed: false}
    F: {state: {lacks: [fleeing]}}
  events: []
  no_events: [panic_test F]
`

// TestFormatExampleRuns runs the format's example: it must load and run,
// and its result must note the five names and the empty list that check
// nothing (the props move and type no rule reads, panic_test, which
// pursuit.rules never records, the choice the path never makes, and
// events: []). The terrain's prop dangerous is read: a Pursuit Move takes
// Dangerous Terrain Tests.
func TestFormatExampleRuns(t *testing.T) {
	dir := t.TempDir()
	rules, err := filepath.Abs("../rules/pursuit.rules")
	if err != nil {
		t.Fatal(err)
	}
	f := filepath.Join(dir, "example.yaml")
	if err := os.WriteFile(f, []byte(strings.Replace(formatExample, "../rules/pursuit.rules", filepath.ToSlash(rules), 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	res := suite.New(interp.Stdlib()).RunFile(f)
	if !res.Passed() {
		var b strings.Builder
		suite.WriteResult(&b, res, "", false, false)
		t.Fatalf("the format's example does not run as written:\n%s", b.String())
	}
	var b strings.Builder
	suite.WriteResult(&b, res, "", false, false)
	for _, want := range []string{`prop "move"`, `prop "type"`, `"panic_test"`,
		"choices.charge_target: the run never made this choice", "expect.events ("} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("the result does not say %s checks nothing:\n%s", want, b.String())
		}
	}
}
