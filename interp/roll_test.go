package interp_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/interp"
)

// rollRules keeps the dice of two rolls and sums a third.
const rollRules = `units in
procedure keep(unit: unit) {
  roll d = 2D6 dice
  roll one = D6 dice
  roll s = 2D6
  event got(unit, max(d), min(d), sum(d), len(d), one[0], s)
}
`

// TestRollFaces checks rolls read die by die: `dice` binds the dice as a
// list, a summing roll takes a list's sum, and a single die's total is its
// face.
func TestRollFaces(t *testing.T) {
	prog := loadString(t, "k.rules", rollRules)
	for _, tc := range []struct {
		name  string
		dice  []int
		faces [][]int
		want  string // the event, or the error
		index int    // the die a DiceError names
	}{
		{"faces, total, faces", []int{7, 4, 9}, [][]int{{2, 5}, nil, {4, 5}}, "got A 5 2 7 2 4 9", 0},
		{"one die as a list", []int{7, 4, 12}, [][]int{{2, 5}, {4}}, "got A 5 2 7 2 4 12", 0},
		{"a total to a roll that keeps its dice", []int{7, 4, 9}, nil,
			"roll d = 2D6 dice reads the dice one by one: give its 2 dice as a list, such as [1, 6], not the total 7 (roll at k.rules:3:3)", 0},
		{"a face the die cannot show", []int{7, 4, 9}, [][]int{{2, 5}, {7}},
			"impossible die 7 for D6 (a D6 shows 1 to 6) (roll at k.rules:4:3)", 1},
		{"faces shorter than the dice", []int{7, 4, 9}, [][]int{{2, 5}}, "got A 5 2 7 2 4 9", 0},
		{"three dice to a summing roll", []int{7, 4, 9}, [][]int{{3, 4}, nil, {4, 4, 1}},
			"roll s = 2D6 rolls 2 dice but the scenario gives 3: [4, 4, 1]; it needs 2 dice (give a total from 2 to 12, such as 7, or its 2 dice as a list, such as [1, 6]) (roll at k.rules:5:3)", 2},
		{"a zero", []int{7, 4, 9}, [][]int{{0, 7}},
			"impossible die 0 for 2D6 (a D6 shows 1 to 6) (roll at k.rules:3:3)", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := buildWorld(t, prog, runScenario)
			_, err := prog.Run(w, interp.Input{Proc: "keep", Args: map[string]string{"unit": "A"}, Dice: tc.dice, Faces: tc.faces}, interp.Options{Trace: true})
			if strings.HasPrefix(tc.want, "got ") {
				if err != nil || len(w.Events) != 1 || w.Events[0].String() != tc.want {
					t.Errorf("events %v, error %v; want [%s]", w.Events, err, tc.want)
				}
				return
			}
			var de *interp.DiceError
			if !errors.As(err, &de) || err.Error() != tc.want || de.Index != tc.index {
				t.Errorf("error %v (%T)\nwant die %d: %s", err, err, tc.index, tc.want)
			}
		})
	}
}

// TestRollFacesType checks that a roll that keeps its dice is a list of
// numbers to the checker, named so in messages.
func TestRollFacesType(t *testing.T) {
	src := "units in\nprocedure p(unit: unit) {\n  roll d = 2D6 dice\n  move unit, forward: d\n}\n"
	_, err := interp.LoadSources(interp.Stdlib(), []string{"t.rules"}, map[string][]byte{"t.rules": []byte(src)}, nil)
	const want = `t.rules:4:23: argument "forward" must be number, not numbers: d`
	if err == nil || err.Error() != want {
		t.Errorf("error %v\nwant %s", err, want)
	}
}
