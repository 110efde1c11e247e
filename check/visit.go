package check

import "fmt"

// StmtVisitor has one method per kind of checked statement. The passes
// over the checked tree (the interpreter, the flow analysis of endless.go)
// implement it and dispatch with VisitStmt, so a kind added here is a
// compile error in each until it handles it. TestStmtVisitorCoversStmts
// keeps the list, the switch and the statement types equal.
type StmtVisitor[R any] interface {
	Step(*Step) R
	Let(*Let) R
	Roll(*Roll) R
	Choose(*Choose) R
	First(*First) R
	Pick(*Pick) R
	If(*If) R
	For(*For) R
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
	// Stmt's marker is unexported: only this package's types have it, and
	// the test proves each has a case above.
	panic(fmt.Sprintf("check.VisitStmt: %T is not a checked statement", s))
}

// stmtKinds returns one empty statement of every kind, for the test.
func stmtKinds() []Stmt {
	return []Stmt{
		&Step{},
		&Let{},
		&Roll{},
		&Choose{},
		&First{},
		&Pick{},
		&If{},
		&For{},
		&Goto{},
		&Skip{},
		&Stop{},
		&Call{},
		&Event{},
		&Mark{},
		&Remove{},
		&Assert{},
		&Fail{},
		&ActionCall{},
	}
}

func (*Step) checkedStmt()       {}
func (*Let) checkedStmt()        {}
func (*Roll) checkedStmt()       {}
func (*Choose) checkedStmt()     {}
func (*First) checkedStmt()      {}
func (*Pick) checkedStmt()       {}
func (*If) checkedStmt()         {}
func (*For) checkedStmt()        {}
func (*Goto) checkedStmt()       {}
func (*Skip) checkedStmt()       {}
func (*Stop) checkedStmt()       {}
func (*Call) checkedStmt()       {}
func (*Event) checkedStmt()      {}
func (*Mark) checkedStmt()       {}
func (*Remove) checkedStmt()     {}
func (*Assert) checkedStmt()     {}
func (*Fail) checkedStmt()       {}
func (*ActionCall) checkedStmt() {}
