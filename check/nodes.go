package check

import (
	"fmt"

	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/types"
)

// The checked statements, each with what the checker's passes over them
// need of it: its flow (where control goes after it, for the endless-steps
// warning of endless.go), its method in StmtVisitor and its case in
// VisitStmt. A statement is a type of this file with a flow method; When
// and Priority are parts of one. TestStmtVisitorCoversStmts reads this
// file and fails until the three agree.

// Stmt is a compiled statement; interp runs it.
type Stmt interface {
	Where() grammar.Position
	// at returns the statement's At, which every kind embeds.
	at() *At
	// flow returns where control can go after the statement.
	flow() flow
}

// StmtVisitor has one method per kind of checked statement. The passes
// over the checked tree (the interpreter) implement it and dispatch with
// VisitStmt, so a kind added here is a compile error in each until it
// handles it.
type StmtVisitor[R any] interface {
	Step(*Step) R
	Let(*Let) R
	Roll(*Roll) R
	Choose(*Choose) R
	First(*First) R
	Pick(*Pick) R
	If(*If) R
	For(*For) R
	While(*While) R
	Goto(*Goto) R
	Skip(*Skip) R
	Stop(*Stop) R
	Call(*Call) R
	Event(*Event) R
	Mark(*Mark) R
	Remove(*Remove) R
	Assert(*Assert) R
	Fail(*Fail) R
	ActionCall(*ActionCall) R
}

// VisitStmt returns v's method for the kind of s applied to s.
func VisitStmt[R any](s Stmt, v StmtVisitor[R]) R {
	switch s := s.(type) {
	case *Step:
		return v.Step(s)
	case *Let:
		return v.Let(s)
	case *Roll:
		return v.Roll(s)
	case *Choose:
		return v.Choose(s)
	case *First:
		return v.First(s)
	case *Pick:
		return v.Pick(s)
	case *If:
		return v.If(s)
	case *For:
		return v.For(s)
	case *While:
		return v.While(s)
	case *Goto:
		return v.Goto(s)
	case *Skip:
		return v.Skip(s)
	case *Stop:
		return v.Stop(s)
	case *Call:
		return v.Call(s)
	case *Event:
		return v.Event(s)
	case *Mark:
		return v.Mark(s)
	case *Remove:
		return v.Remove(s)
	case *Assert:
		return v.Assert(s)
	case *Fail:
		return v.Fail(s)
	case *ActionCall:
		return v.ActionCall(s)
	}
	// Stmt's flow is unexported: only this package's types have it, and
	// the test proves each has a case above.
	panic(fmt.Sprintf("check.VisitStmt: %T is not a checked statement", s))
}

// At is a statement's position and rule reference.
type At struct {
	Pos grammar.Position
	Ref string
	// num numbers the statement in its procedure, from 1, as the checker
	// meets it (0: none), for the passes after the procedure's check to
	// keep what they learn of it in a slice (checker.origins), not in a
	// table keyed by the statement, whose hash of an interface was most
	// of the liveness pass's lookups.
	num int32
}

func (a At) Where() grammar.Position { return a.Pos }

func (a *At) at() *At { return a }

// Step is a step of a procedure.
type Step struct {
	At
	Label, Title string
	Body         []Stmt
	Clause       *Clause
}

func (s *Step) flow() flow { return blockFlow(s.Body) }

// StepName names a step as a budget error shows it: `step 2 "Forward"`.
func StepName(s *Step) string {
	if s.Title == "" {
		return "step " + s.Label
	}
	return fmt.Sprintf("step %s %q", s.Label, s.Title)
}

// Let binds a value.
type Let struct {
	At
	Name  string
	Slot  int // of the variable in the procedure's frame
	Value *Expr
	// Lazy says the value may be worked out when first read (lazy.go):
	// it calls no query that writes into the trace.
	Lazy bool
	// Unread says nothing reads the let: it is evaluated where it stands
	// for its failure alone (unreadLets), and runs there.
	Unread bool
	// Reads is what of the world the value may read: an action changing
	// any of it forces a pending let first.
	Reads engine.Aspects
	// Listed says the interpreter lists the let while it is pending, as
	// a statement that may run while it can still be read may change
	// what it reads (listed.go); an unlisted pending let is evaluated
	// when read, with nothing more to do.
	Listed bool
	// Cheap says the value is arithmetic on values bound already (cheap,
	// in lazy.go): a run without a trace works it out where the let
	// stands, for less than deferring it costs, with the same value.
	Cheap bool
	// float is the value of a cheap let on its path that cannot fail
	// (floatFn, CheapValue), nil where it has none
	float floatFn
	// Clause is the let as coverage and diffs see it: taken when its
	// value is worked out (Env.Forced), not when the let is passed, so a
	// let no run reads is never run.
	Clause *Clause
}

func (*Let) flow() flow { return flow{falls: true} }

// Roll takes the next roll of the scenario.
type Roll struct {
	At
	Name     string
	Slot     int // of the variable in the procedure's frame
	Dice     string
	N, Sides int
	Faces    bool // bind the dice one by one, not their total
}

func (*Roll) flow() flow { return flow{falls: true} }

// Choose asks a player to choose.
type Choose struct {
	At
	Name               string
	Slot               int // of the variable in the procedure's frame
	Cands, By, Default *Expr
	// DefaultClause is the default as coverage and diffs see it: taken
	// when the run falls back on it (no answer, several candidates); nil
	// when no default is written.
	DefaultClause *Clause
	// Chooser is the chooser (`by SIDE`) as diffs see it: taken when a
	// run failed for want of an answer, the one place the chooser shows
	// (the error names it), or failed working it out. An answer is given
	// by the choice's name, whoever makes it, so a chooser changed
	// changes no run that found an answer, its default or the only
	// candidate. No block of coverage.
	Chooser *Clause
}

func (*Choose) flow() flow { return flow{falls: true} }

// First runs the first of its clauses whose condition holds.
type First struct {
	At
	Name      string
	ElseError bool
	Clauses   []*When // the otherwise clause, if any, is last with cond nil
	// Fallback is what else error or else nothing does as diffs see it:
	// taken when no clause applied. It is no block of coverage (an else
	// error is a check, not a path); nil with an otherwise clause.
	Fallback *Clause
}

func (s *First) flow() flow {
	f := flow{exits: s.ElseError}
	otherwise := false
	for _, w := range s.Clauses {
		g := blockFlow(w.Body)
		f.join(g)
		f.falls = f.falls || g.falls
		otherwise = otherwise || w.Cond == nil
	}
	f.falls = f.falls || !otherwise && !s.ElseError
	return f
}

// When is a clause of a First.
type When struct {
	At
	Cond   *Expr
	Body   []Stmt
	Clause *Clause
}

// Pick chooses the best candidate under a priority order.
type Pick struct {
	At
	Name  string
	Slot  int // of the variable in the procedure's frame
	Cands *Expr
	Prios []*Priority
	// By is the orders the pick follows, their names and arguments as
	// written (`by ...`), or "". Each order's clause is its lines'
	// (Priority.Order).
	By string
	// ByClause is the orders followed as coverage and diffs see them:
	// taken when a line of one of them decides (drops some candidates),
	// as their order and arguments then matter; nil without `by`.
	ByClause *Clause
}

func (*Pick) flow() flow { return flow{falls: true} }

// Priority is a line of a pick.
type Priority struct {
	At
	Kind   string
	Value  *Expr
	Clause *Clause
	// Ordered marks a line of a named order the pick follows, and Order
	// is that order's clause (nil for a pick's own line): the order runs
	// when the pick judges candidates by one of its lines.
	Ordered bool
	Order   *Clause
}

// If runs one of its bodies.
type If struct {
	At
	Cond       *Expr
	Then, Else []Stmt
	// ThenClause and ElseClause are the bodies as coverable blocks;
	// ElseClause is nil when no else is written.
	ThenClause, ElseClause *Clause
}

func (s *If) flow() flow {
	f, g := blockFlow(s.Then), blockFlow(s.Else)
	f.join(g)
	f.falls = f.falls || g.falls
	return f
}

// For runs its body once per element of a list.
type For struct {
	At
	Name   string
	Slot   int // of the variable in the procedure's frame
	List   *Expr
	Body   []Stmt
	Clause *Clause // the body, hit once per turn
}

func (s *For) flow() flow {
	f := blockFlow(s.Body)
	f.falls = true // the list may be empty
	return f
}

// While runs its body as long as its condition holds.
type While struct {
	At
	Cond   *Expr
	Body   []Stmt
	Clause *Clause // the body, hit once per turn
}

func (s *While) flow() flow {
	f := blockFlow(s.Body)
	f.falls = true // the condition may not hold, or stop holding
	return f
}

// Goto jumps to a step.
type Goto struct {
	At
	Label string
	// jump holds Label, as the list flow gives: a list made at each
	// flow was an allocation each time a pass asked (several a goto).
	// Its lists are read, never written (flow.join copies on append).
	jump [1]string
}

func (s *Goto) flow() flow {
	if s.jump[0] != s.Label { // a Goto made without newGoto
		return flow{jumps: []string{s.Label}}
	}
	return flow{jumps: s.jump[:]}
}

// newGoto returns the statement jumping to label.
func newGoto(at At, label string) *Goto {
	g := &Goto{At: at, Label: label}
	g.jump[0] = label
	return g
}

// Skip marks later steps as not to be run.
type Skip struct {
	At
	Labels []string
}

func (*Skip) flow() flow { return flow{falls: true, skips: true} }

// Stop ends the procedure.
type Stop struct{ At }

func (*Stop) flow() flow { return flow{exits: true} }

// Call runs another procedure; it returns, so control goes on.
type Call struct {
	At
	Proc *Proc
	Args []*Expr // in parameter order
	// Live are the lets that may be read after the statement (live.go).
	Live Slots
}

func (*Call) flow() flow { return flow{falls: true} }

// Event records an event.
type Event struct {
	At
	Name  string
	Place string // Pos as an event records it: file:line:col
	Args  []*Expr
}

func (*Event) flow() flow { return flow{falls: true} }

// Mark sets or clears a flag.
type Mark struct {
	At
	Set  bool
	Unit *Expr
	Flag string
	Args []*Expr
	// Live are the lets that may be read after the statement (live.go).
	Live Slots
}

func (*Mark) flow() flow { return flow{falls: true} }

// Remove takes a unit off the table.
type Remove struct {
	At
	Unit *Expr
	// Live are the lets that may be read after the statement (live.go).
	Live Slots
}

func (*Remove) flow() flow { return flow{falls: true} }

// Assert fails the run when its condition does not hold: a run error,
// not a way out of a cycle of steps.
type Assert struct {
	At
	Cond *Expr
	Msg  string
	// Failed is the assertion failing as diffs see it: the message is
	// used only then. It is no block of coverage (an assert is a check,
	// not a path).
	Failed *Clause
}

func (*Assert) flow() flow { return flow{falls: true} }

// Fail ends the run with an error.
type Fail struct {
	At
	Msg string
}

func (*Fail) flow() flow { return flow{exits: true} }

// ActionCall runs an engine action.
type ActionCall struct {
	At
	Act  *engine.Action
	Args []*Expr // in Params order; nil where omitted
	// Live are the lets that may be read after the statement (live.go).
	Live Slots
	// Bodies are the parameters whose arguments may hold a body (of a
	// unit's type or any), in order: the run checks where those ended.
	Bodies []int
}

// bodyParams returns the parameters of act whose arguments may hold a
// body (ActionCall.Bodies).
func bodyParams(act *engine.Action) []int {
	var out []int
	for i, p := range act.Params {
		if k := p.Type.Kind; k == types.Unit || k == types.Any || k == types.Invalid {
			out = append(out, i)
		}
	}
	return out
}

func (*ActionCall) flow() flow { return flow{falls: true} }
