package interp

import (
	"fmt"
	"github.com/rulec-dev/rulec/engine"
	"math"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/world"
)

// ctrl says how a statement ended: normally, by stopping the procedure, or
// by jumping to a step.
type ctrl struct {
	kind  int // next, stop, jump
	label string
}

const (
	ctrlNext = iota
	ctrlStop
	ctrlJump
)

// frame is one procedure call's variables and skipped steps.
type frame struct {
	proc    *Proc
	env     map[string]any
	skipped map[string]bool
}

// callProc runs a procedure with its arguments in parameter order.
func (c *Ctx) callProc(p *Proc, args []any, from grammar.Position) error {
	if c.calls >= 200 {
		return &RunError{Pos: from, Msg: fmt.Sprintf("procedure calls nested 200 deep (does %s call itself without end?)", p.Name)}
	}
	c.calls++
	defer func() { c.calls-- }()
	f := &frame{proc: p, env: make(map[string]any, len(c.prog.Consts)+len(args)+32)}
	for k, v := range c.prog.Consts {
		f.env[k] = v
	}
	f.env[ctxVar] = c.eng
	for i, prm := range p.Params {
		f.env[prm.Name] = args[i]
	}
	if c.trace != nil {
		c.trace.hit(p.clause, Entry{Kind: "call", Pos: p.Pos, Ref: p.Ref, Text: "procedure " + p.Name, Depth: c.depth})
	}
	c.depth++
	defer func() { c.depth-- }()
	for i := 0; i < len(p.Body); i++ {
		if st, ok := p.Body[i].(*stepStmt); ok && f.skipped[st.label] {
			c.trace.add(Entry{Kind: "skip", Pos: st.pos, Ref: st.ref, Text: "step " + st.label + " skipped", Depth: c.depth})
			continue
		}
		r, err := c.exec(f, p.Body[i])
		if err != nil {
			if re, ok := err.(*RunError); ok && len(re.Stack) < 20 {
				re.Stack = append(re.Stack, fmt.Sprintf("%s (%s)", p.Name, short(from)))
			}
			return err
		}
		switch r.kind {
		case ctrlStop:
			return nil
		case ctrlJump:
			i = p.Steps[r.label] - 1
		}
	}
	return nil
}

// block runs statements in order until one stops or jumps.
func (c *Ctx) block(f *frame, stmts []stmt) (ctrl, error) {
	for _, s := range stmts {
		r, err := c.exec(f, s)
		if err != nil || r.kind != ctrlNext {
			return r, err
		}
	}
	return ctrl{}, nil
}

// eval runs a compiled expression in a frame.
func (c *Ctx) eval(f *frame, e *cexpr) (any, error) {
	v, err := c.vm.Run(e.prog, f.env)
	if err != nil {
		return nil, &RunError{Pos: e.pos, Msg: fmt.Sprintf("%s: %v", e.text, cleanErr(err))}
	}
	return v, nil
}

// cleanErr trims expr's snippet from a run-time error.
func cleanErr(err error) string {
	s := err.Error()
	if i := strings.Index(s, " (1:"); i > 0 {
		s = s[:i]
	}
	return s
}

// truth evaluates a condition.
func (c *Ctx) truth(f *frame, e *cexpr) (bool, error) {
	v, err := c.eval(f, e)
	if err != nil {
		return false, err
	}
	b, ok := v.(bool)
	if !ok {
		return false, &RunError{Pos: e.pos, Msg: fmt.Sprintf("condition %s is %v, not true or false", e.text, v)}
	}
	return b, nil
}

// fail returns a run error at a statement.
func fail(s stmt, format string, args ...any) error {
	return &RunError{Pos: s.where(), Msg: fmt.Sprintf(format, args...)}
}

// spend counts one statement or loop iteration at pos against the run's
// budget and fails, naming the innermost step or loop, once it is spent.
func (c *Ctx) spend(pos grammar.Position) error {
	c.steps++
	late := c.steps%4096 == 0 && !c.deadline.IsZero() && time.Now().After(c.deadline)
	if c.steps <= c.maxSteps && !late {
		return nil
	}
	msg, hint := fmt.Sprintf("the run spent its budget of %d steps", c.maxSteps),
		"a step is a statement run or a loop turn; raise the budget with -max-steps"
	if late {
		msg, hint = fmt.Sprintf("the run reached its time limit after %d steps", c.steps), "raise the limit with -timeout"
	}
	if c.loop != "" {
		msg += fmt.Sprintf(" in %s (%s): does it loop without end?", c.loop, short(c.loopPos))
	}
	return &RunError{Pos: pos, Msg: msg + " (" + hint + ")"}
}

// enter makes the step or loop at pos the one a spent budget names, and
// returns the function that restores the one before.
func (c *Ctx) enter(what string, pos grammar.Position) func() {
	loop, loopPos := c.loop, c.loopPos
	c.loop, c.loopPos = what, pos
	return func() { c.loop, c.loopPos = loop, loopPos }
}

// stepName names a step as a budget error shows it: `step 2 "Forward"`.
func stepName(s *stepStmt) string {
	if s.title == "" {
		return "step " + s.label
	}
	return fmt.Sprintf("step %s %q", s.label, s.title)
}

// exec runs one statement.
func (c *Ctx) exec(f *frame, s stmt) (ctrl, error) {
	if st, ok := s.(*stepStmt); ok {
		defer c.enter(stepName(st), st.pos)()
	}
	if err := c.spend(s.where()); err != nil {
		return ctrl{}, err
	}
	switch s := s.(type) {
	case *stepStmt:
		if c.trace != nil {
			c.trace.hit(s.clause, Entry{Kind: "step", Pos: s.pos, Ref: s.ref, Text: strings.TrimSpace("step " + s.label + " " + s.title), Depth: c.depth})
		}
		c.depth++
		defer func() { c.depth-- }()
		return c.block(f, s.body)
	case *letStmt:
		v, err := c.eval(f, s.value)
		if err == nil && s.value.typ == bodiesT {
			v, err = coerce(v, bodiesT)
		}
		f.env[s.name] = v
		return ctrl{}, err
	case *rollStmt:
		return ctrl{}, c.roll(f, s)
	case *chooseStmt:
		return ctrl{}, c.choose(f, s)
	case *firstStmt:
		return c.first(f, s)
	case *pickStmt:
		return ctrl{}, c.pick(f, s)
	case *ifStmt:
		ok, err := c.truth(f, s.cond)
		if err != nil {
			return ctrl{}, err
		}
		if c.trace != nil {
			c.trace.add(Entry{Kind: "if", Pos: s.pos, Ref: s.ref, Text: fmt.Sprintf("if %s: %v", s.cond.text, ok), Depth: c.depth})
		}
		if ok {
			return c.block(f, s.then)
		}
		return c.block(f, s.els)
	case *forStmt:
		return c.forEach(f, s)
	case *gotoStmt:
		c.trace.add(Entry{Kind: "goto", Pos: s.pos, Ref: s.ref, Text: "proceed to step " + s.label, Depth: c.depth})
		return ctrl{kind: ctrlJump, label: s.label}, nil
	case *skipStmt:
		if f.skipped == nil {
			f.skipped = map[string]bool{}
		}
		for _, l := range s.labels {
			f.skipped[l] = true
		}
		c.trace.add(Entry{Kind: "skip", Pos: s.pos, Ref: s.ref, Text: "ignore step " + strings.Join(s.labels, ", "), Depth: c.depth})
		return ctrl{}, nil
	case *stopStmt:
		c.trace.add(Entry{Kind: "stop", Pos: s.pos, Ref: s.ref, Text: "stop", Depth: c.depth})
		return ctrl{kind: ctrlStop}, nil
	case *callStmt:
		args := make([]any, len(s.args))
		for i, a := range s.args {
			if a == nil { // an optional parameter left out
				args[i] = sample(s.proc.Params[i].Type)
				continue
			}
			v, err := c.eval(f, a)
			if err == nil {
				v, err = coerce(v, s.proc.Params[i].Type)
				if err != nil {
					err = fail(s, "argument %q of %s: %v", s.proc.Params[i].Name, s.proc.Name, err)
				}
			}
			if err != nil {
				return ctrl{}, err
			}
			args[i] = v
		}
		return ctrl{}, c.callProc(s.proc, args, s.pos)
	case *eventStmt:
		return ctrl{}, c.event(f, s)
	case *markStmt:
		return ctrl{}, c.mark(f, s)
	case *removeStmt:
		v, err := c.eval(f, s.unit)
		if err != nil {
			return ctrl{}, err
		}
		u, _ := v.(*world.Body)
		if u == nil {
			return ctrl{}, fail(s, "remove: %s is not a unit", s.unit.text)
		}
		u.Removed = true
		c.eng.Forget()
		c.trace.add(Entry{Kind: "remove", Pos: s.pos, Ref: s.ref, Text: "remove " + u.ID, Depth: c.depth})
		return ctrl{}, nil
	case *failStmt:
		return ctrl{}, fail(s, "%s", s.msg)
	case *actionStmt:
		return ctrl{}, c.action(f, s)
	}
	return ctrl{}, fail(s, "unknown statement %T", s)
}

// roll takes the next roll from the scenario: a total, or the dice one by
// one, which a roll that keeps its dice needs.
func (c *Ctx) roll(f *frame, s *rollStmt) error {
	if c.next >= len(c.in.Dice) {
		return &DiceError{Index: c.next, Roll: s.pos, Msg: fmt.Sprintf("too few dice: roll %s = %s needs die %d but the scenario gives %d", s.name, s.dice, c.next+1, len(c.in.Dice))}
	}
	t, faces := c.in.Dice[c.next], c.faces(c.next)
	if msg := s.wrongDice(t, faces); msg != "" {
		return &DiceError{Index: c.next, Roll: s.pos, Msg: msg}
	}
	c.next++
	text := fmt.Sprint(t)
	if s.faces {
		if faces == nil {
			faces = []int{t} // one die: its total is its face
		}
		list := make([]float64, len(faces))
		for i, x := range faces {
			list[i] = float64(x)
		}
		f.env[s.name] = list
		text = diceList(faces)
	} else {
		f.env[s.name] = float64(t)
		if faces != nil {
			text += " " + diceList(faces)
		}
	}
	if c.trace != nil {
		c.trace.add(Entry{Kind: "roll", Pos: s.pos, Ref: s.ref, Text: fmt.Sprintf("roll %s: %s", s.head(), text), Depth: c.depth})
	}
	return nil
}

// faces returns the dice of roll i one by one, or nil if the scenario gives
// only its total.
func (c *Ctx) faces(i int) []int {
	if i < len(c.in.Faces) {
		return c.in.Faces[i]
	}
	return nil
}

// head returns the roll as written: `d = 2D6 dice`.
func (s *rollStmt) head() string {
	if s.faces {
		return s.name + " = " + s.dice + " dice"
	}
	return s.name + " = " + s.dice
}

// wrongDice says what is wrong with the dice a scenario gives a roll, a
// total t or the dice one by one, or returns "" if nothing is.
func (s *rollStmt) wrongDice(t int, faces []int) string {
	if faces == nil {
		if s.faces && s.n > 1 {
			return fmt.Sprintf("roll %s reads the dice one by one: give its %d dice as a list, such as %s, not the total %d",
				s.head(), s.n, diceList(exampleFaces(s.n, s.sides)), t)
		}
		if t < s.n || t > s.n*s.sides {
			return fmt.Sprintf("impossible total %d for %s (it makes %d to %d)", t, s.dice, s.n, s.n*s.sides)
		}
		return ""
	}
	if len(faces) != s.n {
		return fmt.Sprintf("roll %s rolls %d dice but the scenario gives %d: %s", s.head(), s.n, len(faces), diceList(faces))
	}
	for _, x := range faces {
		if x < 1 || x > s.sides {
			return fmt.Sprintf("impossible die %d for %s (a D%d shows 1 to %d)", x, s.dice, s.sides, s.sides)
		}
	}
	return ""
}

// diceList prints dice as a scenario writes them: [2, 5].
func diceList(faces []int) string {
	s := make([]string, len(faces))
	for i, x := range faces {
		s[i] = strconv.Itoa(x)
	}
	return "[" + strings.Join(s, ", ") + "]"
}

// exampleFaces returns n faces of a die of sides, for messages: [1, 6, 1].
func exampleFaces(n, sides int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = 1 + (sides-1)*(i%2)
	}
	return out
}

// forEach runs a body for each element of a list.
func (c *Ctx) forEach(f *frame, s *forStmt) (ctrl, error) {
	v, err := c.eval(f, s.list)
	if err != nil {
		return ctrl{}, err
	}
	rv := reflect.ValueOf(v)
	if v == nil {
		return ctrl{}, nil
	}
	if rv.Kind() != reflect.Slice {
		return ctrl{}, fail(s, "for: %s is not a list", s.list.text)
	}
	defer c.enter(fmt.Sprintf("for %s in %s", s.name, s.list.text), s.pos)()
	for i := 0; i < rv.Len(); i++ {
		if err := c.spend(s.pos); err != nil {
			return ctrl{}, err
		}
		f.env[s.name] = rv.Index(i).Interface()
		r, err := c.block(f, s.body)
		if err != nil || r.kind != ctrlNext {
			return r, err
		}
	}
	return ctrl{}, nil
}

// event records an event in the world.
func (c *Ctx) event(f *frame, s *eventStmt) error {
	e := world.Event{Name: s.name, Where: short(s.pos)}
	for _, a := range s.args {
		v, err := c.eval(f, a)
		if err != nil {
			return err
		}
		e.Args = append(e.Args, show(v))
	}
	c.W.Events = append(c.W.Events, e)
	c.trace.add(Entry{Kind: "event", Pos: s.pos, Ref: s.ref, Text: "event " + e.String(), Depth: c.depth})
	return nil
}

// mark sets or clears a flag.
func (c *Ctx) mark(f *frame, s *markStmt) error {
	v, err := c.eval(f, s.unit)
	if err != nil {
		return err
	}
	u, _ := v.(*world.Body)
	if u == nil {
		return fail(s, "%s is not a unit", s.unit.text)
	}
	if !s.set {
		delete(u.Flags, s.flag)
		c.trace.add(Entry{Kind: "mark", Pos: s.pos, Ref: s.ref, Text: fmt.Sprintf("unmark %s as %s", u.ID, s.flag), Depth: c.depth})
		return nil
	}
	ids := []string{}
	for _, a := range s.args {
		v, err := c.eval(f, a)
		if err != nil {
			return err
		}
		b, _ := v.(*world.Body)
		if b == nil {
			return fail(s, "flag argument %s is not a unit", a.text)
		}
		ids = append(ids, b.ID)
	}
	u.Flags[s.flag] = ids
	c.trace.add(Entry{Kind: "mark", Pos: s.pos, Ref: s.ref, Text: strings.TrimSpace(fmt.Sprintf("mark %s as %s %s", u.ID, s.flag, strings.Join(ids, " "))), Depth: c.depth})
	return nil
}

// action runs an engine action.
func (c *Ctx) action(f *frame, s *actionStmt) error {
	args := make([]any, len(s.args))
	for i, a := range s.args {
		if a == nil {
			continue
		}
		v, err := c.eval(f, a)
		if err != nil {
			return err
		}
		p := s.act.Params[i]
		if v, err = coerce(v, p.Type); err != nil {
			return fail(s, "%s: argument %q: %v", s.act.Name, p.Name, err)
		}
		if p.Type == bodyType && v == (*world.Body)(nil) {
			return fail(s, "%s: argument %q (%s) has no value", s.act.Name, p.Name, a.text)
		}
		if x, ok := v.(float64); ok && (math.IsNaN(x) || math.IsInf(x, 0)) {
			return fail(s, "%s: argument %q is %v", s.act.Name, s.act.Params[i].Name, x)
		}
		args[i] = v
	}
	c.actionPos = s.pos
	c.actionRef = s.ref
	if err := s.act.Run(c.eng, args); err != nil {
		return fail(s, "%s: %v", s.act.Name, err)
	}
	return nil
}

// show formats a value for events and traces canonically: the same value
// prints the same on every run, whatever memory it lives at. Bodies print
// as their ids, models as `U#i` (the unit's id and the model's 0-based
// index), placements by their fields; lists and any other value by their
// elements and fields, never as a Go pointer.
func show(v any) string {
	switch v := v.(type) {
	case *world.Body:
		if v == nil {
			return "none"
		}
		return v.ID
	case *engine.Model:
		if v == nil || v.Unit == nil {
			return "none"
		}
		return fmt.Sprintf("%s#%d", v.Unit.ID, v.Index)
	case float64:
		return trimFloat(v)
	case *engine.Placement:
		if v == nil {
			return "none"
		}
		return fmt.Sprintf("placement against %s's %s (models %d, units %d, shift %smm)", v.Target.ID, v.Side, v.Models, v.Units, trimFloat(v.Shift))
	case []*engine.Placement:
		return fmt.Sprintf("%d placements", len(v))
	case *engine.Spot:
		if v == nil {
			return "none"
		}
		return fmt.Sprintf("spot of %s (contacts %d, path %smm)", v.Model, v.Contacts, trimFloat(v.Path))
	case []*engine.Spot:
		return fmt.Sprintf("%d spots", len(v))
	case nil:
		return "none"
	case string, bool, int:
		return fmt.Sprint(v)
	}
	return showValue(reflect.ValueOf(v))
}

// showValue prints what show has no case for through its structure: a list
// element by element, a pointer by what it points to, a struct field by
// field, so that no address ever reaches a trace.
func showValue(rv reflect.Value) string {
	switch rv.Kind() {
	case reflect.Invalid:
		return "none"
	case reflect.Pointer, reflect.Interface:
		if rv.IsNil() {
			return "none"
		}
		if rv.Kind() == reflect.Pointer && rv.Elem().Kind() != reflect.Struct {
			return showValue(rv.Elem())
		}
		return show(rv.Elem().Interface())
	case reflect.Slice, reflect.Array:
		parts := make([]string, rv.Len())
		for i := range parts {
			parts[i] = show(rv.Index(i).Interface())
		}
		return "[" + strings.Join(parts, ", ") + "]"
	case reflect.Map:
		keys := rv.MapKeys()
		parts := make([]string, len(keys))
		for i, k := range keys {
			parts[i] = show(k.Interface()) + ": " + show(rv.MapIndex(k).Interface())
		}
		sort.Strings(parts)
		return "{" + strings.Join(parts, ", ") + "}"
	case reflect.Struct:
		t := rv.Type()
		var parts []string
		for i := range rv.NumField() {
			if f := t.Field(i); f.IsExported() {
				parts = append(parts, strings.ToLower(f.Name)+": "+show(rv.Field(i).Interface()))
			}
		}
		return "{" + strings.Join(parts, ", ") + "}"
	case reflect.Float32, reflect.Float64:
		return trimFloat(rv.Float())
	case reflect.Func, reflect.Chan, reflect.UnsafePointer:
		return "<" + rv.Type().String() + ">"
	}
	return fmt.Sprint(rv.Interface())
}

// trimFloat prints a number to 0.001 without trailing zeros.
func trimFloat(x float64) string {
	s := fmt.Sprintf("%.3f", x)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	if s == "-0" {
		s = "0"
	}
	return s
}
