package rulediff

import (
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/interp"
)

// markUnreached marks each change that no run of results reached: a change
// inside a clause (a step, a branch, a loop, a procedure, a line of an
// order) that ran in no scenario under the version holding it. "No
// scenario's outcome changed" says nothing of such a change: no scenario
// ran it. A change outside every clause (a const, a def, the header) and a
// changed ref, which changes no run, are never marked.
func markUnreached(changes []Change, results []*Scenario) {
	for i := range changes {
		ch := &changes[i]
		if ch.Kind == RefChanged {
			continue
		}
		var known, reached bool
		for _, s := range results {
			for _, side := range []struct {
				run *Run
				at  grammar.Position
				ok  bool
			}{{s.Old, ch.Old, ch.Kind != Added}, {s.New, ch.New, ch.Kind != Removed}} {
				if !side.ok || side.run == nil {
					continue
				}
				k, r := reaches(side.run, side.at)
				known, reached = known || k, reached || r
			}
		}
		ch.Unreached = known && !reached
	}
}

// reaches reports whether run's program has a clause holding the position
// at (known), and whether the run reached it: ran the innermost clause
// around it. A clause's own head (an if's or a when's condition, a step's
// title) is reached when the clause around it runs; a line of an order or
// pick, a procedure and an order are their own clauses, reached when they
// judge or run.
//
// A run with no trace (a scenario that checks only odds is enumerated, not
// traced) cannot tell: it counts as reaching every change.
func reaches(run *Run, at grammar.Position) (known, reached bool) {
	switch {
	case run.Result == nil || run.Program == nil || at.Filename == "":
		return false, false
	case run.Trace == nil:
		return true, true
	}
	var best *interp.Clause
	for _, c := range run.Program.Clauses {
		if run.Display(c.Pos.Filename) != at.Filename || !holds(c, at) {
			continue
		}
		if best == nil || before(best.Pos, c.Pos) {
			best = c
		}
	}
	if best == nil {
		return false, false
	}
	return true, run.Trace.Hits[best.ID] > 0
}

// holds reports whether clause c holds the position at, as reaches reads
// it.
func holds(c *interp.Clause, at grammar.Position) bool {
	if c.Pos.Line == at.Line && c.Pos.Column == at.Column {
		switch c.Kind {
		case "priority", "proc", "order":
			return true
		}
		return false
	}
	return !before(at, c.Pos) && !before(c.End, at)
}

// before reports whether a comes before b in a file.
func before(a, b grammar.Position) bool {
	return a.Line < b.Line || a.Line == b.Line && a.Column < b.Column
}
