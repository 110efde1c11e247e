package check

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rulec-dev/rulec/grammar"
)

// Endless steps: a step whose every way on is a `goto` back to itself, or
// steps that only go to one another, run until the budget is spent. The
// checker finds them by following where control can go after each
// top-level statement of a procedure: to the steps a `goto` names, out of
// the procedure (stop, fail, an `else error` group, the end of the body),
// or on to the next statement. Statements run from the start that can never
// reach the way out lie in a cycle with no exit, which is worth a warning
// whatever the conditions inside decide. A procedure that skips steps is
// left alone: skipping can open a way out this reading does not see.

// flow is where control can go after a list of statements.
type flow struct {
	jumps []string // the steps it can go to
	exits bool     // it can leave the procedure
	falls bool     // it can go on to the next statement
	skips bool     // it skips steps
}

// join adds g's jumps, exits and skips to f.
func (f *flow) join(g flow) {
	if len(f.jumps) == 0 {
		// g's own list, full to its capacity: an append to f copies it
		f.jumps = slices.Clip(g.jumps)
	} else {
		f.jumps = append(f.jumps, g.jumps...)
	}
	f.exits = f.exits || g.exits
	f.skips = f.skips || g.skips
}

// blockFlow is the flow of statements run in order. A statement after one
// that never falls through is refused by the checker, so the rest of the
// list adds nothing.
func blockFlow(stmts []Stmt) flow {
	var f flow
	for _, s := range stmts {
		g := stmtFlow(s)
		f.join(g)
		if !g.falls {
			return f
		}
	}
	f.falls = true
	return f
}

// stmtFlow is the flow of one statement (each says its own, nodes.go).
func stmtFlow(s Stmt) flow { return s.flow() }

// hasSkip reports whether any statement of stmts skips steps.
func hasSkip(stmts []Stmt) bool {
	for _, s := range stmts {
		if stmtFlow(s).skips {
			return true
		}
	}
	return false
}

// endlessSteps returns a warning for each cycle of steps in p's procedures
// that has no way out.
func endlessSteps(p *Program) grammar.ErrorList {
	var out grammar.ErrorList
	for _, name := range p.ProcNames() {
		if w := endlessIn(p.Procs[name]); w != nil {
			out = append(out, w)
		}
	}
	return out
}

// endlessIn returns the warning for procedure p's first cycle of steps
// with no way out, or nil.
func endlessIn(p *Proc) *grammar.Error {
	n := len(p.Body)
	if n == 0 || hasSkip(p.Body) {
		return nil
	}
	exit := n // the node for leaving the procedure
	succ := make([][]int, n)
	for i, s := range p.Body {
		f := stmtFlow(s)
		for _, l := range f.jumps {
			if j, ok := p.Steps[l]; ok {
				succ[i] = append(succ[i], j)
			}
		}
		if f.exits || f.falls && i == n-1 {
			succ[i] = append(succ[i], exit)
		}
		if f.falls && i < n-1 {
			succ[i] = append(succ[i], i+1)
		}
	}
	reach := func(from int) []bool {
		seen := make([]bool, n+1)
		stack := []int{from}
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if seen[i] || i == exit {
				seen[i] = true
				continue
			}
			seen[i] = true
			stack = append(stack, succ[i]...)
		}
		return seen
	}
	fromStart := reach(0)
	for i := range n {
		r := reach(i)
		if !fromStart[i] || r[exit] {
			continue
		}
		// i is in a cycle with no exit if every step it reaches leads back.
		var cycle []int
		for j := range n {
			if r[j] {
				if !reach(j)[i] {
					cycle = nil
					break
				}
				cycle = append(cycle, j)
			}
		}
		if cycle != nil {
			return endlessWarning(p, cycle)
		}
	}
	return nil
}

// endlessWarning words the warning for the statements of p in cycle.
func endlessWarning(p *Proc, cycle []int) *grammar.Error {
	var steps []string
	var pos grammar.Position
	for _, i := range cycle {
		if st, ok := p.Body[i].(*Step); ok {
			steps = append(steps, StepName(st))
			if pos.Filename == "" {
				pos = st.Pos
			}
		}
	}
	if pos.Filename == "" {
		pos = p.Body[cycle[0]].Where()
	}
	hint := "give it a way out: a condition around the goto, a stop, or a step after it"
	if len(steps) == 1 {
		return &grammar.Error{Pos: pos, Warning: true, Hint: hint,
			Msg: fmt.Sprintf("%s can only go to itself: a run that reaches it never ends", steps[0])}
	}
	return &grammar.Error{Pos: pos, Warning: true, Hint: hint,
		Msg: fmt.Sprintf("%s only go to one another: a run that reaches them never ends", strings.Join(steps[:len(steps)-1], ", ")+" and "+steps[len(steps)-1])}
}
