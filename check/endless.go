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
	if cycle := closedCycle(succ, n); cycle != nil {
		return endlessWarning(p, cycle)
	}
	return nil
}

// reachFrom marks the statements of the graph succ of n statements (n
// itself the exit, where a walk stops) that a walk from statement from
// reaches, from itself included.
func reachFrom(succ [][]int, n, from int) []bool {
	seen := make([]bool, n+1)
	stack := []int{from}
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[i] || i == n {
			seen[i] = true
			continue
		}
		seen[i] = true
		stack = append(stack, succ[i]...)
	}
	return seen
}

// closedCycle returns the statements, in order, of the first cycle with
// no way out that the start (0) reaches in the graph succ of n statements
// (n itself the exit), or nil: the first statement reached whose every
// successor, at any depth, leads back to it, and those successors.
func closedCycle(succ [][]int, n int) []int {
	exit := n
	fromStart := reachFrom(succ, n, 0)
	// i is in a cycle with no way out when every statement it reaches
	// leads back to it: when its strongly connected component is closed
	// (no edge leaves it), which the exit, a sink of its own, is not part
	// of. The components are found once, in time linear in the edges;
	// a walk from every statement, and from every statement it reached,
	// made a procedure of n statements cost n squared walks
	// (BenchmarkCheckScale/lets).
	comp := components(succ, n+1)
	closed := make([]bool, n+1)
	for i := range closed {
		closed[i] = true
	}
	for i := range n {
		for _, j := range succ[i] {
			if comp[j] != comp[i] {
				closed[comp[i]] = false
			}
		}
	}
	for i := range n {
		if !fromStart[i] || !closed[comp[i]] || comp[i] == comp[exit] {
			continue
		}
		var cycle []int
		for j := range n {
			if comp[j] == comp[i] {
				cycle = append(cycle, j)
			}
		}
		return cycle
	}
	return nil
}

// components returns the strongly connected component of each of the
// nodes 0..n-1 of the graph succ (a node at or past len(succ) has no
// edges out), numbered from 0, by Tarjan's algorithm without recursion.
func components(succ [][]int, n int) []int {
	const unseen = -1
	index, low, comp := make([]int, n), make([]int, n), make([]int, n)
	for i := range index {
		index[i], comp[i] = unseen, unseen
	}
	edges := func(v int) []int {
		if v < len(succ) {
			return succ[v]
		}
		return nil
	}
	var stack []int
	onStack := make([]bool, n)
	type frame struct{ v, next int }
	next, comps := 0, 0
	for root := range n {
		if index[root] != unseen {
			continue
		}
		calls := []frame{{root, 0}}
		index[root], low[root] = next, next
		next++
		stack = append(stack, root)
		onStack[root] = true
		for len(calls) > 0 {
			f := &calls[len(calls)-1]
			if es := edges(f.v); f.next < len(es) {
				w := es[f.next]
				f.next++
				switch {
				case index[w] == unseen:
					index[w], low[w] = next, next
					next++
					stack = append(stack, w)
					onStack[w] = true
					calls = append(calls, frame{w, 0})
				case onStack[w]:
					low[f.v] = min(low[f.v], index[w])
				}
				continue
			}
			v := f.v
			calls = calls[:len(calls)-1]
			if len(calls) > 0 {
				u := calls[len(calls)-1].v
				low[u] = min(low[u], low[v])
			}
			if low[v] == index[v] {
				for {
					w := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					onStack[w] = false
					comp[w] = comps
					if w == v {
						break
					}
				}
				comps++
			}
		}
	}
	return comp
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
