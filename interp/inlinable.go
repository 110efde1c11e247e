package interp

import (
	"fmt"

	"github.com/rulec-dev/rulec/check"
)

// Which calls an inliner may compile into their callers' ops (issue 30,
// docs/perf/notes.md lower14, lower17, lower18): a procedure whose body
// runs the same in its caller's frame as in a frame of its own, called
// with arguments its parameters take as they are. This is the analysis
// alone; no call is inlined by it. Each refusal is a case where running
// the body in the caller's frame would change what a run does, says or
// costs, or needs a piece of the inliner not built (lower18 lists
// them); every other case, an inliner must still keep, in the ops it
// makes, what lower14 lists: the callee's clauses and parts (a traced
// run takes the call the whole way), its slots after the caller's, each
// statement's Live joined with the caller's live set after the call,
// the lazy lets' epoch advanced at each inlined call, a stop ending the
// body and not the caller, and a failure's stack naming the call
// (inFrame, and Ctx.failed's frames by depth) and the depth counted (a
// call 200 deep fails as before).

// inlineInfo is what the analysis says of a procedure.
type inlineInfo struct {
	// why says why no call of the procedure may be inlined, "" when a
	// call may be (callInlinable then judges its arguments).
	why string
	// stmts is how many statements the body holds, nested ones
	// included.
	stmts int
	// stops says the body holds a stop: inlined, it must end the body
	// and not the caller (ctrlStop becomes ctrlNext at the body's end).
	stops bool
	// lazy says the body holds a lazy let not listed: inlined, each
	// call must advance the epoch its pending value is bound at
	// (Frame.Call), or a second call reads the first call's value.
	lazy bool
	// calls says the body calls a procedure: inlined, the call's depth
	// counts from the caller's.
	calls bool
}

// maxInlineStmts is the most statements a procedure inlined may hold:
// what an inlined call saves is the frame (about 100 instructions a call,
// lower17), the same for a short body and a long one, while each call
// site of an inlined procedure holds its own copy of the body's ops.
const maxInlineStmts = 16

// inlineVerdicts judges every procedure of p.
func inlineVerdicts(p *check.Program) map[*Proc]inlineInfo {
	out := make(map[*Proc]inlineInfo, len(p.Procs))
	rec := recursive(p)
	for _, name := range p.ProcNames() {
		proc := p.Procs[name]
		v := &inlineJudge{}
		why := v.block(proc.Body)
		switch {
		case rec[proc]:
			why = "it is recursive: it calls itself, directly or through another procedure"
		case why == "" && v.info.stmts > maxInlineStmts:
			why = fmt.Sprintf("it holds %d statements, more than %d", v.info.stmts, maxInlineStmts)
		}
		v.info.why = why
		out[proc] = v.info
	}
	return out
}

// callInlinable says why call s may not be inlined, given the verdicts
// of its program's procedures, or "" when it may: its callee may be, and
// each argument is written and of its parameter's type, so that the
// callee's slots take the values as the whole call would (no optional
// parameter left out, given nil; no value coerced, whose failure names
// the call).
func callInlinable(s *check.Call, verdicts map[*Proc]inlineInfo) string {
	if s.Proc == nil {
		return "the procedure was not found"
	}
	if v, ok := verdicts[s.Proc]; !ok {
		return "the procedure is not of the program"
	} else if v.why != "" {
		return v.why
	}
	if len(s.Args) > len(s.Proc.Params) {
		return "more arguments than parameters"
	}
	for i, prm := range s.Proc.Params {
		var a *check.Expr
		if i < len(s.Args) {
			a = s.Args[i]
		}
		if a == nil {
			return fmt.Sprintf("argument %q is left out", prm.Name)
		}
		if a.Type != prm.Type {
			return fmt.Sprintf("argument %q is a %v, coerced to the parameter's %v", prm.Name, a.Type, prm.Type)
		}
	}
	return ""
}

// recursive returns the procedures of p in a cycle of calls: those a
// call of which can, through the calls of their bodies, call them again.
func recursive(p *check.Program) map[*Proc]bool {
	callees := make(map[*Proc][]*Proc, len(p.Procs))
	for _, proc := range p.Procs {
		callees[proc] = calledBy(proc.Body, nil)
	}
	rec := map[*Proc]bool{}
	for _, proc := range p.Procs {
		// a walk of the procedures proc's calls reach: proc among them
		// is a cycle through proc
		seen := map[*Proc]bool{}
		todo := append([]*Proc(nil), callees[proc]...)
		for len(todo) > 0 {
			q := todo[len(todo)-1]
			todo = todo[:len(todo)-1]
			if q == proc {
				rec[proc] = true
				break
			}
			if !seen[q] {
				seen[q] = true
				todo = append(todo, callees[q]...)
			}
		}
	}
	return rec
}

// calledBy appends to out the procedures the calls of stmts, nested
// blocks included, call.
func calledBy(stmts []check.Stmt, out []*Proc) []*Proc {
	for _, s := range stmts {
		switch s := s.(type) {
		case *check.Call:
			if s.Proc != nil {
				out = append(out, s.Proc)
			}
		case *check.Step:
			out = calledBy(s.Body, out)
		case *check.If:
			out = calledBy(s.Else, calledBy(s.Then, out))
		case *check.For:
			out = calledBy(s.Body, out)
		case *check.While:
			out = calledBy(s.Body, out)
		case *check.First:
			for _, w := range s.Clauses {
				out = calledBy(w.Body, out)
			}
		}
	}
	return out
}

// inlineJudge walks a body for the statements an inlined call may not
// hold: one method a kind of statement (check.StmtVisitor), so that a
// kind added to the language is judged before this compiles. Each
// returns why the statement refuses, or "".
type inlineJudge struct{ info inlineInfo }

// block judges stmts in order and returns the first refusal; every
// statement is counted, those after a refusal too.
func (v *inlineJudge) block(stmts []check.Stmt) string {
	first := ""
	for _, s := range stmts {
		v.info.stmts++
		if why := check.VisitStmt[string](s, v); first == "" {
			first = why
		}
	}
	return first
}

// Step refuses: a step is a label a goto jumps to and a skip passes,
// each in its procedure's own op list (procCode.steps).
func (v *inlineJudge) Step(s *check.Step) string {
	why := fmt.Sprintf("it holds %s (%s)", check.StepName(s), s.Pos)
	v.block(s.Body) // counted
	return why
}

// Let refuses a listed lazy let: its entry in the pending list is cut at
// the callee's return (pendBase), which an inlined body has not.
func (v *inlineJudge) Let(s *check.Let) string {
	if s.Lazy {
		v.info.lazy = true
		if s.Listed {
			return fmt.Sprintf("let %s (%s) is lazy and listed", s.Name, s.Pos)
		}
	}
	return ""
}

// Roll may be inlined: the dice it reads are the run's, in the order
// rolled, whatever frame rolls them.
func (v *inlineJudge) Roll(s *check.Roll) string { return "" }

// Choose refuses, until an inliner is shown to relower its three
// expressions (candidates, chooser, default) and keep its clauses (the
// default's, the chooser's) as a call keeps them: not judged yet.
func (v *inlineJudge) Choose(s *check.Choose) string {
	return fmt.Sprintf("it holds choice %q (%s)", s.Name, s.Pos)
}

// First is judged by its clauses' bodies.
func (v *inlineJudge) First(s *check.First) string {
	first := ""
	for _, w := range s.Clauses {
		if why := v.block(w.Body); first == "" {
			first = why
		}
	}
	return first
}

// Pick refuses, until an inliner is shown to relower its priorities
// (each an expression over the pick's slot, set candidate by candidate:
// applyPriority) and the lines of the named orders it follows, whose
// clauses are the orders': not judged yet.
func (v *inlineJudge) Pick(s *check.Pick) string {
	return fmt.Sprintf("it holds pick %s (%s)", s.Name, s.Pos)
}

// If is judged by its bodies.
func (v *inlineJudge) If(s *check.If) string {
	why, els := v.block(s.Then), v.block(s.Else)
	if why == "" {
		why = els
	}
	return why
}

// For is judged by its body.
func (v *inlineJudge) For(s *check.For) string { return v.block(s.Body) }

// While is judged by its body.
func (v *inlineJudge) While(s *check.While) string { return v.block(s.Body) }

// Goto refuses: it jumps among its procedure's own ops.
func (v *inlineJudge) Goto(s *check.Goto) string {
	return fmt.Sprintf("it holds goto %s (%s)", s.Label, s.Pos)
}

// Skip refuses: the steps it skips are recorded in its procedure's frame
// (frame.skipped), emptied at the return.
func (v *inlineJudge) Skip(s *check.Skip) string {
	return fmt.Sprintf("it holds skip (%s)", s.Pos)
}

// Stop may be inlined, ending the inlined body alone.
func (v *inlineJudge) Stop(s *check.Stop) string {
	v.info.stops = true
	return ""
}

// Call may be inlined (a call of a recursive procedure is refused by
// the procedure's verdict): it stays a call, one depth deeper than its
// caller's.
func (v *inlineJudge) Call(s *check.Call) string {
	v.info.calls = true
	return ""
}

// Event may be inlined: its place is written in the statement.
func (v *inlineJudge) Event(s *check.Event) string { return "" }

// Mark may be inlined.
func (v *inlineJudge) Mark(s *check.Mark) string { return "" }

// Remove may be inlined: the procedure its errors name is the one its
// op is compiled in (removedBy), the callee's when the inliner compiles
// the body with the callee as its procedure.
func (v *inlineJudge) Remove(s *check.Remove) string { return "" }

// Assert may be inlined: its failure is the statement's, in the callee's
// frame (inFrame).
func (v *inlineJudge) Assert(s *check.Assert) string { return "" }

// Fail may be inlined, as Assert.
func (v *inlineJudge) Fail(s *check.Fail) string { return "" }

// ActionCall may be inlined: its arguments are read from its slots.
func (v *inlineJudge) ActionCall(s *check.ActionCall) string { return "" }
