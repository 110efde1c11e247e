package rulediff

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/rulec-dev/rulec/grammar"
)

// base is the old file of every case below.
const base = `ruleset "t" version "1"

units in

const spacing = 1in

procedure go(unit: unit) ref "P" {
  step 1 "Move" ref "S1" {
    first "case" ref "G" {
      when len(front_overlaps(unit, list(edge()))) > 0 ref "A" {
        stop
      }
      when facing(unit) > 90 ref "B" {
        move unit, forward: 1in
      }
      otherwise ref "C" {
        move unit, forward: 2in
      }
    }
  }
  step 2 "Pick" {
    pick e from enemies(unit) {
      minimise distance(unit, e) ref "near"
      maximise facing(e) ref "turned"
    }
  }
}
`

// show prints a change on one line, positions as line:col.
func show(c Change) string {
	s := fmt.Sprintf("%s: %s @%d:%d→%d:%d", c.Kind, c.What, c.Old.Line, c.Old.Column, c.New.Line, c.New.Column)
	if c.In != "" {
		s += " in " + c.In
	}
	if c.OldText != "" || c.NewText != "" {
		s += fmt.Sprintf(" (%s → %s)", c.OldText, c.NewText)
	}
	if c.Note != "" {
		s += "; " + c.Note
	}
	return s
}

// edit returns base with each pair of strings replaced in turn.
func edit(pairs ...string) string {
	s := base
	for i := 0; i+1 < len(pairs); i += 2 {
		if !strings.Contains(s, pairs[i]) {
			panic("base lacks " + pairs[i])
		}
		s = strings.Replace(s, pairs[i], pairs[i+1], 1)
	}
	return s
}

const (
	clauseA = `      when len(front_overlaps(unit, list(edge()))) > 0 ref "A" {
        stop
      }
`
	clauseB = `      when facing(unit) > 90 ref "B" {
        move unit, forward: 1in
      }
`
	group = `procedure go › step 1 "Move" › first "case"`
	pick  = `procedure go › step 2 "Pick" › pick e`
)

func TestFiles(t *testing.T) {
	tests := []struct {
		name string
		new  string
		want []string
	}{
		{"identical", base, nil},
		{"formatting only", `# A comment before everything.
ruleset "t"   version "1"
units in
const spacing = 1in   # unit spacing


procedure go(unit: unit) ref "P" {
    step 1 "Move" ref "S1" {

        first "case" ref "G" {
            # the board edge first
            when len( front_overlaps(unit, list(edge())) )>0 ref 'A' {
                stop
            }
            when facing(unit) > 90 ref "B" { move unit, forward: 1in
            }
            otherwise ref "C" {
                move unit,forward: 2in
            }
        }
    }
    step 2 "Pick" {
        pick e from enemies(unit) {
            minimise distance(unit,e) ref "near"
            maximise facing(e) ref "turned"
        }
    }
}
`, nil},
		{"added clause", edit(clauseB, clauseB+`      when facing(unit) > 180 ref "D" {
        stop
      }
`), []string{
			`added: when [D] @9:5→16:7 in ` + group,
		}},
		{"removed clause", edit(clauseB, ""), []string{
			`removed: when [B] @13:7→9:5 in ` + group,
		}},
		{"changed condition", edit("facing(unit) > 90", "facing(unit) >= 90"), []string{
			`changed condition: when [B] @13:7→13:7 in ` + group + ` (facing(unit) > 90 → facing(unit) >= 90)`,
		}},
		{"changed action", edit("forward: 1in", "forward: 3in"), []string{
			`changed: move unit, forward: 3in @14:9→14:9 in ` + group + ` › when [B] (move unit, forward: 1in → move unit, forward: 3in)`,
		}},
		{"changed body", edit("        move unit, forward: 1in\n", "        stop\n"), []string{
			`removed: move unit, forward: 1in @14:9→13:7 in ` + group + ` › when [B]`,
			`added: stop @13:7→14:9 in ` + group + ` › when [B]`,
		}},
		{"changed ref", edit(`ref "B"`, `ref "B, as amended"`), []string{
			`changed ref: when [B, as amended] @13:7→13:7 in ` + group + ` (B → B, as amended)`,
		}},
		{"moved in a first group", edit(clauseA, "", clauseB, clauseB+clauseA), []string{
			`moved: when [B] @13:7→10:7 in ` + group + `; moved above when [A]: under first-applicable order this changes which clause wins`,
		}},
		{"moved priority line", edit(
			`      minimise distance(unit, e) ref "near"
      maximise facing(e) ref "turned"`,
			`      maximise facing(e) ref "turned"
      minimise distance(unit, e) ref "near"`), []string{
			`moved: maximise facing(e) [turned] @24:7→23:7 in ` + pick + `; moved above minimise distance(unit, e) [near]: in a priority order this changes which priority decides first`,
		}},
		{"changed priority kind", edit(`maximise facing(e)`, `minimise facing(e)`), []string{
			`changed: minimise facing(e) [turned] @24:7→24:7 in ` + pick + ` (maximise facing(e) → minimise facing(e))`,
		}},
		{"renumbered step keeps its identity", edit(`step 2 "Pick"`, `step 3 "Pick"`), []string{
			`changed: step 3 "Pick" @21:3→21:3 in procedure go (step 2 "Pick" → step 3 "Pick")`,
		}},
		{"moved step", edit(`  step 1 "Move" ref "S1" {`, `  step 2 "Pick" {
    stop
  }
  step 1 "Move" ref "S1" {`, `  step 2 "Pick" {
    pick e`, `  step 3 "Other" {
    pick e`), []string{
			`moved: step 2 "Pick" @21:3→8:3 in procedure go; moved above step 1 "Move" [S1]: statements run in order`,
			`removed: pick e from enemies(unit) @22:5→8:3 in procedure go › step 2 "Pick"`,
			`added: stop @21:3→9:5 in procedure go › step 2 "Pick"`,
			`added: step 3 "Other" @7:1→24:3 in procedure go`,
		}},
		{"declarations", edit(`const spacing = 1in`, `const spacing = 2in`, `units in`, `units mm`,
			`procedure go(unit: unit) ref "P" {`, `procedure back(unit: unit) {
  stop
}

procedure go(unit: unit, far: bool) ref "P" {`), []string{
			`changed: units @3:1→3:1 (units in → units mm)`,
			`changed: const spacing @5:1→5:1 (const spacing = 1in → const spacing = 2in)`,
			`added: procedure back(unit: unit) @1:1→7:1`,
			`changed: procedure go(unit: unit, far: bool) [P] @7:1→11:1 (procedure go(unit: unit) → procedure go(unit: unit, far: bool))`,
		}},
	}
	old := parse(t, "old.rules", base)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, c := range Files(old, parse(t, "new.rules", tt.new)) {
				got = append(got, show(c))
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("changes (-want +got):\n%s", diff)
			}
		})
	}
}

// TestPositionsNameBothFiles checks that a change carries each file's name.
func TestPositionsNameBothFiles(t *testing.T) {
	cs := Files(parse(t, "a/old.rules", base), parse(t, "b/new.rules", edit(`ref "B"`, `ref "B2"`)))
	if len(cs) != 1 || cs[0].Old.Filename != "a/old.rules" || cs[0].New.Filename != "b/new.rules" {
		t.Fatalf("got %+v", cs)
	}
}

// parse parses src or fails the test.
func parse(t *testing.T, name, src string) *grammar.File {
	t.Helper()
	f, err := grammar.Parse(name, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// orderBase declares a def and an order, which a pick follows.
const orderBase = `units in

def near(u: unit) = enemies(u)

order closest(e: unit, to: unit) ref "O" {
  minimise distance(to, e) ref "near"
  maximise facing(e) ref "turned"
}

procedure go(unit: unit) {
  pick e from near(unit) by closest(unit)
}
`

// TestOrdersAndDefs checks that the lines of a named order are compared as
// a priority order's, and a def's value as a declaration's.
func TestOrdersAndDefs(t *testing.T) {
	tests := []struct {
		name string
		old  string
		new  string
		want []string
	}{
		{"moved order line", `  minimise distance(to, e) ref "near"
  maximise facing(e) ref "turned"`, `  maximise facing(e) ref "turned"
  minimise distance(to, e) ref "near"`, []string{
			`moved: maximise facing(e) [turned] @7:3→6:3 in order closest; moved above minimise distance(to, e) [near]: in a priority order this changes which priority decides first`,
		}},
		{"changed order line", `maximise facing(e)`, `minimise facing(e)`, []string{
			`changed: minimise facing(e) [turned] @7:3→7:3 in order closest (maximise facing(e) → minimise facing(e))`,
		}},
		{"changed def", `def near(u: unit) = enemies(u)`, `def near(u: unit) = friends(u)`, []string{
			`changed: def near @3:1→3:1 (def near(u: unit) = enemies(u) → def near(u: unit) = friends(u))`,
		}},
		{"pick by another order", `by closest(unit)`, `by closest(unit), closest(unit)`, []string{
			`changed: pick e from near(unit) by closest(unit), closest(unit) @11:3→11:3 in procedure go (pick e from near(unit) by closest(unit) → pick e from near(unit) by closest(unit), closest(unit))`,
		}},
	}
	old := parse(t, "old.rules", orderBase)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, c := range Files(old, parse(t, "new.rules", strings.Replace(orderBase, tt.old, tt.new, 1))) {
				got = append(got, show(c))
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("changes (-want +got):\n%s", diff)
			}
		})
	}
}
