package check

import (
	"fmt"

	"github.com/rulec-dev/rulec/diag"
	"github.com/rulec-dev/rulec/grammar"
)

// passedOver is a variable a jump can pass over: declared at the top of
// step, and not set when a run goes on from the jump at jump to a read at
// or after the byte offset from.
type passedOver struct {
	step *grammar.Step
	jump grammar.Stmt
	from int
}

// unsetReads warns at the first read of each variable that a goto or a
// skip can pass over. Steps share the procedure's scope, so a let, roll,
// choose or pick written in step 2 is read in step 3; but a `goto step 3`
// written before the let (in step 1, or in step 2 above it), or a `skip
// step 2`, takes the run to step 3 without it, and the variable read there
// was never set: it read as none (an event recorded `c A none`), with no
// error, and the check said nothing. A condition may keep the read from
// such a run, so this is a warning, not an error.
//
// It costs nothing to a procedure without a goto or a skip: the check of
// its statements listed them (checker.jumps).
func (ck *checker) unsetReads(d *grammar.Procedure) {
	jumps := ck.jumps // the block's check listed them
	if len(jumps) == 0 {
		return
	}
	// the steps in written order, and which step each top statement of a
	// step is in
	var steps []*grammar.Step
	index := map[string]int{}
	in := map[grammar.Node]int{}
	for _, s := range d.Body.Stmts {
		if s, ok := s.(*grammar.Step); ok {
			if _, dup := index[s.Label]; !dup {
				index[s.Label] = len(steps)
			}
			for _, t := range s.Body.Stmts {
				in[t] = len(steps)
			}
			steps = append(steps, s)
		}
	}
	// for each declaration a jump passes over, the first jump and where
	// reads of it may find it unset
	over := map[grammar.Node]passedOver{}
	note := func(decl grammar.Node, p passedOver) {
		if q, ok := over[decl]; !ok || p.from < q.from {
			over[decl] = p
		}
	}
	for _, j := range jumps {
		at, _ := j.Span()
		switch j := j.(type) {
		case *grammar.Goto:
			m, ok := index[j.Label]
			if !ok {
				continue
			}
			target, _ := steps[m].Span()
			for k := 0; k < m; k++ {
				for _, t := range steps[k].Body.Stmts {
					if start, _ := t.Span(); start.Offset > at.Offset {
						note(t, passedOver{steps[k], j, target.Offset})
					}
				}
			}
		case *grammar.Skip:
			for _, l := range j.Labels {
				k, ok := index[l]
				if !ok {
					continue
				}
				start, end := steps[k].Span()
				if start.Offset < at.Offset {
					continue // a skip of a step already run (skipReached)
				}
				for _, t := range steps[k].Body.Stmts {
					note(t, passedOver{steps[k], j, end.Offset})
				}
			}
		}
	}
	if len(over) == 0 {
		return
	}
	warned := map[*Binding]bool{}
	grammar.Walk(d.Body, func(n grammar.Node) bool {
		id, ok := n.(*grammar.Ident)
		if !ok {
			return true
		}
		b := ck.info.Uses.AtIdent(id)
		if b == nil || b.Decl == nil || warned[b] {
			return true
		}
		p, ok := over[b.Decl]
		if !ok || id.Pos().Offset < p.from {
			return true
		}
		if _, ok := in[b.Decl]; !ok {
			return true
		}
		warned[b] = true
		decl, _ := b.Decl.Span()
		jump, _ := p.jump.Span()
		how := fmt.Sprintf("%s (%s) goes past it", jumpHead(p.jump), diag.Short(jump))
		e := ck.errs.Add(id.Pos(), "%s may be read here unset: it is set in step %s (%s), and %s, so a run that takes it reads %s as none",
			b.Name, p.step.Label, diag.Short(decl), how, b.Name)
		e.Warning = true
		e.Hint = fmt.Sprintf("set %s before the jump (in an earlier step or above it), or read it only where the run went through step %s", b.Name, p.step.Label)
		return true
	})
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
