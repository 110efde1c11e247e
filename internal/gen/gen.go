// Package gen writes large, valid rules files for benchmarks and parser
// agreement tests: the same text everywhere, so a benchmark and the test
// proving the fast parser right look at one ruleset.
package gen

import (
	"fmt"
	"strings"
)

// Ruleset returns a generated ruleset of at least lines lines: many
// procedures, each with steps, first groups of several clauses, lets,
// actions and calls.
func Ruleset(lines int) []byte {
	var b strings.Builder
	b.WriteString("ruleset \"generated\" version \"1\"\nunits in\n\nconst spacing = 1in\nconst limit = 6\n\n")
	for i := 0; strings.Count(b.String(), "\n") < lines; i++ {
		fmt.Fprintf(&b, `procedure p%[1]d(unit: unit, n: number) ref "%[1]d" {
  let others = enemies(unit)
  let pursuit_reach = n * spacing
  step 1 "pivot" ref "%[1]d.1" {
    pivot unit, to: turn(facing(unit), 90)
    first "after the pivot %[1]d" ref "%[1]d.1 uppermost" {
      when len(front_overlaps(unit, list(edge()))) > 0 ref "%[1]d.1.1" {
        event off_board(unit)
        stop
      }
      when len(front_overlaps(unit, others)) > 0 and n > limit ref "%[1]d.1.2" {
        event charge(unit, front_overlaps(unit, others)[0])
        mark unit as charging(front_overlaps(unit, others)[0])
        goto step 3
      }
      when centre_distance(unit, others[0]) < pursuit_reach ref "%[1]d.1.3" {
        pivot unit, toward: bearing(unit, others[0]), clearance: spacing, clear_of: others
        skip steps 2
      }
      otherwise ref "%[1]d.1.4" {
        goto step 2
      }
    }
  }
  step 2 "forward" ref "%[1]d.2" {
    let ahead = first_ahead(unit, pursuit_reach, union(list(edge()), others))
    let gap = ahead_distance(unit, pursuit_reach, others)
    first "obstacle %[1]d" else nothing {
      when among(edge(), ahead) ref "%[1]d.2.1" {
        move unit, forward: pursuit_reach, stop_at: list(edge())
        remove unit
      }
      when len(ahead) > 0 and gap >= 0 ref "%[1]d.2.2" {
        move unit, forward: gap
        backtrack unit, spacing, others
      }
      when has(unit, "fleeing") or unit.removed ref "%[1]d.2.3" {
        unmark unit as fleeing
      }
    }
  }
  step 3 "follow" ref "%[1]d.3" {
    if n > 1 {
      call p%[2]d(unit: unit, n: n - 1)
    }
    for e in others {
      event seen(unit, e)
    }
  }
}

`, i, i+1)
		// Each procedure calls the next; the one after the last is
		// written below.
	}
	n := strings.Count(b.String(), "procedure ")
	fmt.Fprintf(&b, "procedure p%d(unit: unit, n: number) {\n  event end(unit)\n}\n", n)
	return []byte(b.String())
}
