package check

import (
	"fmt"
	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/grammar"
)

// Stmt is a compiled statement; interp runs it. Only the types of this
// file that say so are statements (When and Priority have a place too, but
// are parts of one): StmtVisitor has a method for each.
type Stmt interface {
	Where() grammar.Position
	checkedStmt()
}

// At is a statement's position and rule reference.
type At struct {
	Pos grammar.Position
	Ref string
}

func (a At) Where() grammar.Position { return a.Pos }

type (
	Step struct {
		At
		Label, Title string
		Body         []Stmt
		Clause       *Clause
	}
	Let struct {
		At
		Name  string
		Slot  int // of the variable in the procedure's frame
		Value *Expr
	}
	Roll struct {
		At
		Name     string
		Slot     int // of the variable in the procedure's frame
		Dice     string
		N, Sides int
		Faces    bool // bind the dice one by one, not their total
	}
	Choose struct {
		At
		Name               string
		Slot               int // of the variable in the procedure's frame
		Cands, By, Default *Expr
	}
	First struct {
		At
		Name      string
		ElseError bool
		Clauses   []*When // the otherwise clause, if any, is last with cond nil
	}
	When struct {
		At
		Cond   *Expr
		Body   []Stmt
		Clause *Clause
	}
	Pick struct {
		At
		Name  string
		Slot  int // of the variable in the procedure's frame
		Cands *Expr
		Prios []*Priority
		// Orders are the clauses of the named orders the pick follows, and
		// By their names and arguments as written (`by ...`), or "".
		Orders []*Clause
		By     string
	}
	Priority struct {
		At
		Kind   string
		Value  *Expr
		Clause *Clause
	}
	If struct {
		At
		Cond       *Expr
		Then, Else []Stmt
		// ThenClause and ElseClause are the bodies as coverable blocks;
		// ElseClause is nil when no else is written.
		ThenClause, ElseClause *Clause
	}
	For struct {
		At
		Name   string
		Slot   int // of the variable in the procedure's frame
		List   *Expr
		Body   []Stmt
		Clause *Clause // the body, hit once per turn
	}
	Goto struct {
		At
		Label string
	}
	Skip struct {
		At
		Labels []string
	}
	Stop struct{ At }
	Call struct {
		At
		Proc *Proc
		Args []*Expr // in parameter order
	}
	Event struct {
		At
		Name  string
		Place string // Pos as an event records it: file:line:col
		Args  []*Expr
	}
	Mark struct {
		At
		Set  bool
		Unit *Expr
		Flag string
		Args []*Expr
	}
	Remove struct {
		At
		Unit *Expr
	}
	Assert struct {
		At
		Cond *Expr
		Msg  string
	}
	Fail struct {
		At
		Msg string
	}
	ActionCall struct {
		At
		Act  *engine.Action
		Args []*Expr // in Params order; nil where omitted
	}
)

// StepName names a step as a budget error shows it: `step 2 "Forward"`.
func StepName(s *Step) string {
	if s.Title == "" {
		return "step " + s.Label
	}
	return fmt.Sprintf("step %s %q", s.Label, s.Title)
}
