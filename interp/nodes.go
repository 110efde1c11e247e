package interp

import (
	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/grammar"
)

// stmt is a compiled statement; run.go executes it.
type stmt interface{ where() grammar.Position }

// at is a statement's position and rule reference.
type at struct {
	pos grammar.Position
	ref string
}

func (a at) where() grammar.Position { return a.pos }

type (
	stepStmt struct {
		at
		label, title string
		body         []stmt
		clause       *Clause
	}
	letStmt struct {
		at
		name  string
		value *cexpr
	}
	rollStmt struct {
		at
		name     string
		dice     string
		n, sides int
		faces    bool // bind the dice one by one, not their total
	}
	chooseStmt struct {
		at
		name            string
		cands, by, dflt *cexpr
	}
	firstStmt struct {
		at
		name      string
		elseError bool
		clauses   []*whenClause // the otherwise clause, if any, is last with cond nil
	}
	whenClause struct {
		at
		cond   *cexpr
		body   []stmt
		clause *Clause
	}
	pickStmt struct {
		at
		name  string
		cands *cexpr
		prios []*priority
	}
	priority struct {
		at
		kind   string
		value  *cexpr
		clause *Clause
	}
	ifStmt struct {
		at
		cond      *cexpr
		then, els []stmt
	}
	forStmt struct {
		at
		name string
		list *cexpr
		body []stmt
	}
	gotoStmt struct {
		at
		label string
	}
	skipStmt struct {
		at
		labels []string
	}
	stopStmt struct{ at }
	callStmt struct {
		at
		proc *Proc
		args []*cexpr // in parameter order
	}
	eventStmt struct {
		at
		name string
		args []*cexpr
	}
	markStmt struct {
		at
		set  bool
		unit *cexpr
		flag string
		args []*cexpr
	}
	removeStmt struct {
		at
		unit *cexpr
	}
	failStmt struct {
		at
		msg string
	}
	actionStmt struct {
		at
		act  *engine.Action
		args []*cexpr // in Params order; nil where omitted
	}
)
