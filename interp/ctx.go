package interp

import (
	"fmt"
	"github.com/rulec-dev/rulec/check"
	"github.com/rulec-dev/rulec/engine"
	"strconv"

	"github.com/expr-lang/expr/vm"
	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/world"
)

// Input is what a run needs besides the world: the procedure, its
// arguments as written in a scenario, the dice totals in order and the
// players' answers to named choices. A choice made several times (in a
// for loop) takes its answers in order, one per time; a single answer holds
// every time.
type Input struct {
	Proc    string
	Args    map[string]string
	Dice    []int
	Choices map[string][]string
}

// Options tunes a run.
type Options struct {
	// Trace records decisions and moves; off, a run only changes the world.
	Trace bool
	// Explain records, for each clause that did not apply, the values its
	// condition saw.
	Explain bool
}

// Ctx is one run of a program against a world. Queries receive it as their
// hidden first argument.
type Ctx struct {
	W       *world.World
	prog    *Program
	in      Input
	next    int // the next die
	used    map[string]bool
	chosen  map[string]int // how often each named choice has been made
	trace   *Trace
	explain bool
	vm      vm.VM
	depth   int // nesting, for the trace's indentation
	calls   int // procedure calls in progress
	// eng is the run as the engine's queries and actions see it.
	eng *engine.Ctx
	// actionPos and actionRef place the running action, for its trace.
	actionPos grammar.Position
	actionRef string
}

// DiceError is a mismatch between the rolls a run makes and the dice a
// scenario gives. Index is the die concerned (0-based) in the scenario list.
type DiceError struct {
	Index int
	Roll  grammar.Position // the roll in the rules, if any
	Msg   string
}

// Error returns the message with the roll's place in the rules.
func (e *DiceError) Error() string {
	if e.Roll.Filename != "" {
		return fmt.Sprintf("%s (roll at %s)", e.Msg, short(e.Roll))
	}
	return e.Msg
}

// RunError is a failure during a run, at a place in the rules, with the
// chain of procedure calls that led there.
type RunError struct {
	Pos   grammar.Position
	Msg   string
	Stack []string
}

// Error returns `file:line:col: message`.
func (e *RunError) Error() string {
	s := fmt.Sprintf("%s: %s", short(e.Pos), e.Msg)
	for i := len(e.Stack) - 1; i >= 0; i-- {
		s += "\n\tin " + e.Stack[i]
	}
	return s
}

// Run executes a procedure against w, changing it, and returns the trace
// (empty unless opts.Trace).
func (p *Program) Run(w *world.World, in Input, opts Options) (*Trace, error) {
	c := &Ctx{W: w, prog: p, in: in, used: map[string]bool{}, explain: opts.Explain}
	c.eng = engine.NewCtx(c)
	if opts.Trace || opts.Explain {
		c.trace = &Trace{prog: p, units: p.Units}
	}
	proc := p.Procs[in.Proc]
	if proc == nil {
		msg := fmt.Sprintf("no procedure %q in the rules", in.Proc)
		if n := grammar.Nearest(in.Proc, p.ProcNames()); n != "" {
			msg += fmt.Sprintf(" (did you mean %q?)", n)
		}
		return c.trace, fmt.Errorf("%s", msg)
	}
	args, err := c.bindInput(proc)
	if err != nil {
		return c.trace, err
	}
	if err := c.callProc(proc, args, proc.Pos); err != nil {
		return c.trace, err
	}
	if c.next < len(in.Dice) {
		return c.trace, &DiceError{Index: c.next, Msg: fmt.Sprintf("%d dice left over: the run rolled %d of the %d given", len(in.Dice)-c.next, c.next, len(in.Dice))}
	}
	return c.trace, c.answersLeftOver()
}

// answersLeftOver reports a list of answers the run did not use up: the
// scenario expected the choice to be made more often than it was.
func (c *Ctx) answersLeftOver() error {
	for _, name := range sortedKeys(c.in.Choices) {
		if n, made := len(c.in.Choices[name]), c.chosen[name]; n > 1 && made < n {
			return fmt.Errorf("choice %q was made %d times but the scenario gives %d answers", name, made, n)
		}
	}
	return nil
}

// bindInput converts the scenario's arguments to the procedure's types.
func (c *Ctx) bindInput(p *Proc) ([]any, error) {
	out := make([]any, len(p.Params))
	for name := range c.in.Args {
		if indexOfParam(p, name) < 0 {
			return nil, fmt.Errorf("procedure %q has no parameter %q (it takes %s)", p.Name, name, paramList(p))
		}
	}
	for i, prm := range p.Params {
		text, ok := c.in.Args[prm.Name]
		if !ok && prm.Optional {
			out[i] = check.Sample(prm.Type)
			continue
		}
		if !ok {
			return nil, fmt.Errorf("missing argument %q (%s) to procedure %q", prm.Name, prm.Kind, p.Name)
		}
		v, err := c.convertArg(prm, text)
		if err != nil {
			return nil, fmt.Errorf("argument %q: %v", prm.Name, err)
		}
		out[i] = v
	}
	return out, nil
}

// convertArg reads one argument as its parameter's type.
func (c *Ctx) convertArg(prm Param, text string) (any, error) {
	switch prm.Kind {
	case "unit", "body":
		if b := c.W.Get(text); b != nil {
			return b, nil
		}
		return nil, fmt.Errorf("no unit %q on the table", text)
	case "length":
		return geom.ParseLength(text, c.prog.Units)
	case "number", "angle":
		return strconv.ParseFloat(text, 64)
	case "bool":
		return strconv.ParseBool(text)
	case "word":
		return text, nil
	}
	return nil, fmt.Errorf("a %s cannot be given by a scenario", prm.Kind)
}

// indexOfParam returns the index of a parameter, or -1.
func indexOfParam(p *Proc, name string) int {
	for i, prm := range p.Params {
		if prm.Name == name {
			return i
		}
	}
	return -1
}

// paramList describes a procedure's parameters.
func paramList(p *Proc) string {
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

// World implements engine.Run.
func (c *Ctx) World() *world.World { return c.W }

// Tol implements engine.Run.
func (c *Ctx) Tol() float64 { return c.W.Tol }

// Moved implements engine.Run: the trace records the move at the running
// action.
func (c *Ctx) Moved(u *world.Body, action string, from geom.Rect) {
	c.trace.move(u, action, from, u.Rect, c.depth, c.actionPos, c.actionRef)
}

// Note implements engine.Run.
func (c *Ctx) Note(kind, text string) {
	c.trace.add(Entry{Kind: kind, Depth: c.depth, Pos: c.actionPos, Ref: c.actionRef, Text: text})
}
