package rulediff

import (
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/interp"
)

// markUnreached marks each change that no run of results reached: a change
// inside a clause (a step, a branch, a loop, a procedure, a line of an
// order) that ran in no scenario under the version holding it. "No
// scenario's outcome changed" says nothing of such a change: no scenario
// ran it. A change in a def's body is reached where the def is used
// (reachesDef). A change outside every clause and def (a const, the
// header, an import) and a changed ref, which changes no run, are never
// marked.
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
	c := innermost(run, at, run.Display)
	if c == nil {
		return reachesDef(run, at)
	}
	return true, run.Trace.Hits[c.ID] > 0
}

// innermost returns the innermost clause of run's program holding at, a
// position in the names name gives the program's files, or nil.
func innermost(run *Run, at grammar.Position, name func(string) string) *interp.Clause {
	var best *interp.Clause
	for _, c := range run.Program.Clauses {
		if name(c.Pos.Filename) != at.Filename || !holds(c, at) {
			continue
		}
		if best == nil || before(best.Pos, c.Pos) {
			best = c
		}
	}
	return best
}

// reachesDef is reaches for a position in no clause: in a def's body, it
// is reached when some use of the def's name is, in a clause that ran or
// in a def reached in turn (a def is evaluated only where it is used). A
// use in a condition counts only when its clause ran, not when it was
// only tested: a change it reports unreached may have been evaluated, so
// it errs on the side of saying the suites are silent.
func reachesDef(run *Run, at grammar.Position) (known, reached bool) {
	defs := map[string]*grammar.Def{}
	var files []*grammar.File
	for _, f := range run.Program.Files {
		if f.AST == nil {
			continue
		}
		files = append(files, f.AST)
		for _, d := range f.AST.Decls {
			if d, ok := d.(*grammar.Def); ok {
				defs[d.Name] = d
			}
		}
	}
	defAt := func(file string, p grammar.Position) *grammar.Def {
		for _, d := range defs {
			if run.Display(d.Pos.Filename) == file && !before(p, d.Pos) && !before(d.EndPos, p) {
				return d
			}
		}
		return nil
	}
	d := defAt(at.Filename, at)
	if d == nil {
		return false, false
	}
	seen := map[string]bool{}
	var used func(name string) bool
	used = func(name string) bool {
		if seen[name] {
			return false
		}
		seen[name] = true
		for _, f := range files {
			hit := false
			grammar.Walk(f, func(n grammar.Node) bool {
				e, ok := n.(*grammar.Expr)
				if !ok || hit {
					return !hit
				}
				for i, t := range e.Tokens {
					if t.Kind != "Ident" || t.Value != name || i+1 >= len(e.Tokens) || e.Tokens[i+1].Value != "(" {
						continue
					}
					p := t.Pos
					p.Filename = run.Display(p.Filename)
					if c := innermost(run, p, run.Display); c != nil {
						hit = hit || run.Trace.Hits[c.ID] > 0
					} else if outer := defAt(p.Filename, p); outer != nil && outer.Name != name {
						hit = hit || used(outer.Name)
					}
				}
				return !hit
			})
			if hit {
				return true
			}
		}
		return false
	}
	return true, used(d.Name)
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
