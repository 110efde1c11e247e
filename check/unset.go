package check

import (
	"fmt"

	"github.com/rulec-dev/rulec/diag"
	"github.com/rulec-dev/rulec/grammar"
)

// passedOver is a variable a jump can pass over: declared by decl (a top
// statement of step) under name, and not set when a run goes on from the
// jump to a read at or after the byte offset from.
type passedOver struct {
	decl grammar.Stmt
	name string
	step *grammar.Step
	jump grammar.Stmt
	from int
	// warned is set once its first such read is reported
	warned bool
}

// The first read of each variable that a goto or a skip can pass over is
// a warning. Steps share the procedure's scope, so a let, roll, choose or
// pick written in step 2 is read in step 3; but a `goto step 3` written
// before the let (in step 1, or in step 2 above it), or a `skip step 2`,
// takes the run to step 3 without it, and the variable read there was
// never set: it read as none (an event recorded `c A none`), with no
// error, and the check said nothing. A condition may keep the read from
// such a run, so it is a warning, not an error.
//
// A jump that passes over a variable is written before it, so every such
// jump has been checked (checker.jumps) when the step declaring it ends
// (passedBy), and every read that can find it unset comes after: the
// check of a name (exprCk.resolve) asks readPassed only while some
// variable of the procedure is passed over. A procedure without a goto or
// a skip pays nothing.

// passedBy notes the variables step s declares at its top that a jump
// checked so far can pass over.
func (ck *checker) passedBy(s *grammar.Step) {
	if len(ck.jumps) == 0 || ck.proc == nil || ck.procBody == nil {
		return
	}
	start, end := s.Span()
	for _, t := range s.Body.Stmts {
		name := declName(t)
		if name == "" {
			continue
		}
		decl, _ := t.Span()
		p := passedOver{decl: t, name: name, step: s, from: -1}
		for _, j := range ck.jumps {
			at, _ := j.Span()
			switch j := j.(type) {
			case *grammar.Goto:
				target := ck.stepAt(j.Label)
				if target == nil || at.Offset > decl.Offset {
					continue
				}
				if ts, _ := target.Span(); ts.Offset > start.Offset && (p.from < 0 || ts.Offset < p.from) {
					p.jump, p.from = j, ts.Offset
				}
			case *grammar.Skip:
				if at.Offset > start.Offset {
					continue // a skip of a step already run (skipReached)
				}
				for _, l := range j.Labels {
					if ck.stepAt(l) == s && (p.from < 0 || end.Offset < p.from) {
						p.jump, p.from = j, end.Offset
					}
				}
			}
		}
		if p.from >= 0 {
			ck.passed = append(ck.passed, p)
		}
	}
}

// stepAt returns the step a goto or a skip of label names in the
// procedure being checked, or nil.
func (ck *checker) stepAt(label string) *grammar.Step {
	i, ok := ck.proc.Steps[label]
	if !ok || i >= len(ck.procBody.Stmts) {
		return nil
	}
	s, _ := ck.procBody.Stmts[i].(*grammar.Step)
	return s
}

// readPassed warns if n, which names b, is the first read of a variable a
// jump can pass over that may find it unset.
func (ck *checker) readPassed(n *grammar.Ident, b *Binding) {
	for i := range ck.passed {
		p := &ck.passed[i]
		if p.warned || b.Decl != p.decl {
			continue
		}
		if off, _, _ := grammar.IdentStart(n); int(off) < p.from {
			continue
		}
		p.warned = true
		decl, _ := p.decl.Span()
		jump, _ := p.jump.Span()
		e := ck.errs.Add(n.Pos(), "%s may be read here unset: it is set in step %s (%s), and %s (%s) goes past it, so a run that takes it reads %s as none",
			p.name, p.step.Label, diag.Short(decl), jumpHead(p.jump), diag.Short(jump), p.name)
		e.Warning = true
		e.Hint = fmt.Sprintf("set %s before the jump (in an earlier step or above it), or read it only where the run went through step %s", p.name, p.step.Label)
	}
}

// declName returns the variable a statement declares in its block's
// scope, or "".
func declName(s grammar.Stmt) string {
	switch s := s.(type) {
	case *grammar.Let:
		return s.Name
	case *grammar.Roll:
		return s.Name
	case *grammar.Choose:
		return s.Name
	case *grammar.Pick:
		return s.Name
	}
	return ""
}

// jumpHead returns a goto's or a skip's text.
func jumpHead(s grammar.Stmt) string {
	switch s := s.(type) {
	case *grammar.Goto:
		return s.Head()
	case *grammar.Skip:
		return s.Head()
	}
	return ""
}
