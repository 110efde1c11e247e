package check

import (
	"maps"
	"slices"
	"sync/atomic"

	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/types"
)

// Program is a checked, compiled ruleset: every name resolved, every
// expression compiled once, ready to run against any number of worlds.
type Program struct {
	Name, Version string
	Units         geom.Units
	Files         []*Source
	Procs         map[string]*Proc
	Consts        map[string]any
	// Clauses lists every clause and body a run can take (procedure, step,
	// the fallback of a first with else error or else nothing, which
	// coverage does not count,
	// when, otherwise, priority, order, the bodies of if, else, for and
	// while, each let, taken when its value is read, and a choice's
	// default, taken when the run falls back on it), for coverage and
	// diffs, in file order.
	Clauses []*Clause
	// Parts lists the operands of every and and or, and the branches of
	// every conditional value and `??`, in the order they were lowered:
	// condition coverage (parts.go).
	// After gives, for each statement that can end its block early
	// (stop, goto, fail, assert, or a statement holding one), the clause
	// of the statements after it in the block, hit when the run goes on
	// past it: a change after it is reached only then.
	After    map[Stmt]*Clause
	Parts    []*Part
	Warnings grammar.ErrorList
	// Uncalled holds those of Warnings that say a procedure of an
	// imported file is never called: they depend on which files the
	// program was loaded from, not on the file (a suite's scenario may run
	// the procedure through another program), so rulec test leaves them
	// to rulec check.
	Uncalled map[*grammar.Error]bool
	// PropWords gives, for each prop the rules read only as one of a
	// list of words (word_in with a list written in the rules), the words
	// they allow: a scenario's unit giving another is refused before the
	// run, whether or not the run reads it.
	PropWords map[string][]string
	// Info is what every name of the program names, and the type of
	// every expression.
	Info *Info
	reg  *engine.Registry
}

// Source is one loaded rules file.
type Source struct {
	Path string
	Src  []byte
	AST  *grammar.File
}

// Proc is a compiled procedure.
type Proc struct {
	Name   string
	Params []Param
	Body   []Stmt
	Steps  map[string]int // step label → index in Body
	// Slots names the procedure's variables by the slot of a call's frame
	// that holds them; the parameters come first, in order.
	Slots  []string
	Pos    grammar.Position
	Ref    string
	Clause *Clause
	// Changes is what of the world a run of the procedure may change,
	// its calls included: the actions' declared writes (all of the world
	// for one that declares none), Status for a mark or a remove.
	Changes engine.Aspects
}

// ParamList describes a procedure's parameters as written,
// `u: unit, d: length`, or "none".
func (p *Proc) ParamList() string {
	s := ""
	for i, prm := range p.Params {
		if i > 0 {
			s += ", "
		}
		s += prm.Name + ": " + prm.Kind
	}
	if s == "" {
		return "none"
	}
	return s
}

// Param is a procedure parameter.
type Param struct {
	Name     string
	Type     types.Type
	Kind     string // as written: unit, length, ...
	Optional bool   // written `name: type?`; omitted, it holds no value
}

// Clause is a place in the rules a run can take, for traces and coverage.
type Clause struct {
	ID   int
	Kind string // step, when, otherwise, priority, proc, order, if, else, for, while, let, default, by, fallback, after
	// text and expr are the condition or heading as written (Text): text,
	// then expr's text if expr is not nil.
	text string
	expr *grammar.Expr
	Ref  string
	// node is the clause's statement or declaration, whose span is the
	// clause's (Pos, End): two Positions in each clause were 80 bytes.
	node grammar.Node
	Proc string
}

// Pos returns where the clause starts.
func (c *Clause) Pos() grammar.Position {
	pos, _ := c.node.Span()
	return pos
}

// End returns where the clause's text ends: a position from Pos to End is
// in it (rulec diff asks whether a run reached a change).
func (c *Clause) End() grammar.Position {
	_, end := c.node.Span()
	return end
}

// Text returns the clause's condition or heading as written. A clause's
// expression is printed when asked (by a trace or a report), not by the
// check, which has every clause of every procedure.
func (c *Clause) Text() string {
	if c.expr == nil {
		return c.text
	}
	return c.text + c.expr.String()
}

// Expr is a compiled expression with what is needed to explain it.
//
// Every expression of a check is kept, and the collector marks each at
// every cycle while the check goes on (chk18): what few expressions
// have, or many share, is held by a pointer to it, so that an Expr is
// 96 bytes and nine pointer words, where it was 144 and thirteen.
type Expr struct {
	// bare is what only some expressions have (nil: none of it): the
	// text and place of one without src, and the bare number or
	// variable of its dimension (dimOf's lit and name).
	bare *exprBare
	// Type is its type in the language's model.
	Type types.Type
	// d and rolled are what its number measures, if it is one (see
	// dimOf and Expr.dim); frozen: see src; slot is 1 + the slot of the
	// variable the expression only reads, 0 if it is anything else
	// (varSlot). The four share a word.
	d      dim
	rolled bool
	frozen bool
	slot   int32
	// shared is what the expressions lowered together share: the file's
	// units and the lowering's environment and slots (exprShared).
	shared *exprShared
	// src, frozen and shared lower the parts of the expression on their
	// own (explainnode.go, Expr.explainer), so an explanation can show
	// the values the expression saw; only -explain pays for it. src is
	// nil where there is no explanation.
	src *grammar.Expr
	// parts are made by the first Parts (nil until then): an expression
	// no explanation reads pays 8 bytes for them, not a sync.Once, a
	// slice and a pointer (every expression of a check is kept).
	parts atomic.Pointer[exprParts]
	// run is the expression lowered to a closure (eval.go).
	run     evalFn
	num     numFn   // run, unboxed, for an expression typed a number
	listRun unitsFn // run, unboxed, for a set operator or filter of units
}

// exprBare is what only some expressions have (Expr.bare).
type exprBare struct {
	// text is the expression as written, for one without src (a part of
	// an explanation, an order's key); see Text.
	text string
	// at is where an expression without src starts (see Pos): an
	// expression of the check has src and reads its place from it.
	at *grammar.Position
	// lit and name are its dimOf's.
	lit, name string
}

// exprShared is what the expressions lowered together share (Expr.shared):
// the units of their file, for showing a length (nil: none), and the
// environment and slots their explanation's parts are lowered with (nil
// for an expression without src).
type exprShared struct {
	units *geom.Units
	env   *lowerEnv
	slots map[string]int
}

// bareOf returns e's bare, made if it has none.
func (e *Expr) bareOf() *exprBare {
	if e.bare == nil {
		e.bare = &exprBare{}
	}
	return e.bare
}

// newBareExpr returns an expression without src: its text as written,
// where it starts, its dimension and its units.
func newBareExpr(text string, at grammar.Position, d dimOf, units *geom.Units) *Expr {
	c := &Expr{bare: &exprBare{text: text, at: &at}, shared: &exprShared{units: units}}
	c.setDim(d)
	return c
}

// Pos returns where the expression starts.
func (e *Expr) Pos() grammar.Position {
	switch {
	case e.src != nil:
		return e.src.Pos
	case e.bare != nil && e.bare.at != nil:
		return *e.bare.at
	}
	return grammar.Position{}
}

// unitsOf returns the units its lengths are shown in.
func (e *Expr) unitsOf() geom.Units {
	if e.shared == nil || e.shared.units == nil {
		return geom.Units{}
	}
	return *e.shared.units
}

// Text returns the expression as written (grammar.Expr's String). It is
// made when asked, for a message or a trace, not by the check: making it
// for every expression was a twentieth of checking a large file.
func (e *Expr) Text() string {
	if e.src != nil {
		return e.src.String()
	}
	if e.bare == nil {
		return ""
	}
	return e.bare.text
}

// Parts returns the expression's parts compiled on their own, for
// explanations: the operands of its and, or and not, and the names, calls
// and call arguments inside (see explain.go).
func (e *Expr) Parts() []*Expr { return e.explained().atoms }

// Decision returns how the expression's and, or and not combine its
// parts, or nil when its top is none of them.
func (e *Expr) Decision() *Decision { return e.explained().decision }

// exprParts are an expression's parts and its decision (Parts, Decision).
type exprParts struct {
	atoms    []*Expr
	decision *Decision
}

// explained returns the expression's parts, making them on the first
// call. Two runs asking at once may both make them (the same parts from
// the same tree): the first stored is kept, and both return it.
func (e *Expr) explained() *exprParts {
	if p := e.parts.Load(); p != nil {
		return p
	}
	p := &exprParts{}
	if e.src != nil {
		ev := e.explainer()
		p.atoms, p.decision = explainNodes(e.src.X, e.src.Tokens(), ev.lower, ev.typeOf, e.shared.units)
	}
	if !e.parts.CompareAndSwap(nil, p) {
		return e.parts.Load()
	}
	return p
}

// Proc returns the procedure named name, or nil.
func (p *Program) Proc(name string) *Proc { return p.Procs[name] }

// ProcNames returns the procedure names, sorted.
func (p *Program) ProcNames() []string { return slices.Sorted(maps.Keys(p.Procs)) }
