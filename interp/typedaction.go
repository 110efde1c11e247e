package interp

import (
	"math"

	"github.com/rulec-dev/rulec/check"
	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/world"
)

// An action statement whose action has typed forms of its arguments
// (engine.Action.RunArgs) gives it its arguments so (engine.Args): a unit
// as the *world.Body its variable holds, a length, angle or number as the
// float64 its expression works out unboxed (check.Expr.NumUnguarded), any
// other boxed as runAction gives it. The checks are runAction's, in its
// order and with its errors: each argument's type (check.Fits, else
// check.CoerceIn), a unit's nil, a number's NaN or infinity; then the
// lets an action is about to change are forced (settle) and the action
// runs, and the bodies it was given must end where the geometry can place
// them. A value not of its form's Go type (a let still pending in a
// variable, a whole number, nil) goes runAction's way, argument by
// argument (actionValue).

// typedArg is one argument of an action statement run typed: its index
// among the action's parameters, its form (engine.ArgForm) and, for a
// unit given by a variable, the variable's slot (else -1).
type typedArg struct {
	i    int
	form uint8
	slot int
}

// typedPlan is an action statement planned for typedOp: its
// arguments given, and the bit of each in engine.Args.Given.
type typedPlan struct {
	args  []typedArg // in arr: one allocation for the plan
	given uint8
	boxed bool // an argument is given boxed (engine.FormAny)
	arr   [engine.MaxArgs]typedArg
}

// planTyped returns the typedPlan of s, nil when its action has no typed
// forms (a memory's) or more parameters than engine.Args holds, or when
// a parameter whose argument may hold a body (check.ActionCall.Bodies)
// takes no body (finiteBody reads those from Args.Body alone).
func planTyped(s *check.ActionCall) *typedPlan {
	a := s.Act
	if a.RunArgs == nil || len(a.Params) > engine.MaxArgs || len(s.Args) > len(a.Params) {
		return nil
	}
	for _, i := range s.Bodies {
		if engine.ArgForm(a.Params[i].Type) != engine.FormBody {
			return nil
		}
	}
	p := &typedPlan{}
	p.args = p.arr[:0]
	for i, x := range s.Args {
		if x == nil {
			continue
		}
		t := typedArg{i: i, form: engine.ArgForm(a.Params[i].Type), slot: -1}
		if t.form == engine.FormBody {
			t.slot = x.Slot()
		}
		p.args = append(p.args, t)
		p.boxed = p.boxed || t.form == engine.FormAny
		p.given |= 1 << i
	}
	return p
}

// typedOp returns the op of action statement s, planned as p: its
// arguments in the spare's engine.Args, cleared after the action (done),
// the action run typed, in the op itself (runTyped and actionTyped were
// Go calls of their own, docs/perf/notes.md lower15).
//
//go:noinline // a closure the inliner copies into a caller gets none of its own calls inlined
func typedOp(s *check.ActionCall, p *typedPlan) op {
	return func(c *Ctx, f *frame) (ctrl, error) {
		if err := c.spend(s); err != nil {
			return ctrlNext, err
		}
		x := &c.spare.act
		x.Given = p.given
		for j := range p.args {
			t := &p.args[j]
			i := t.i
			switch t.form {
			case engine.FormBody:
				if k := t.slot; k >= 0 {
					// a unit's variable holding one: what the rest
					// would pass, without its tests
					if b, ok := f.ev.Vals[k].(*world.Body); ok && b != nil {
						x.Body[i] = b
						continue
					}
				}
				v, err := c.actionValue(f, s, i, nil, false)
				if err != nil {
					return ctrlNext, p.done(x, err)
				}
				x.Body[i] = v.(*world.Body) // Fits a unit, not nil
			case engine.FormNum:
				a := s.Args[i]
				var n float64
				var v any
				ok := false
				if w, isVar := a.Var(&f.ev); isVar {
					n, ok = w.(float64)
					v = w
				} else {
					c.cur = a
					n, v, ok = a.NumUnguarded(&f.ev)
					c.cur = nil
				}
				if ok {
					if math.IsNaN(n) || math.IsInf(n, 0) {
						return ctrlNext, p.done(x, fail(s, "%s: argument %q is %v", s.Act.Name, s.Act.Params[i].Name, n))
					}
					x.Num[i] = n
					continue
				}
				w, err := c.actionValue(f, s, i, v, true)
				if err != nil {
					return ctrlNext, p.done(x, err)
				}
				x.Num[i] = w.(float64) // Fits a number
			default:
				v, err := c.actionValue(f, s, i, nil, false)
				if err != nil {
					return ctrlNext, p.done(x, err)
				}
				x.Any[i] = v
			}
		}
		c.dropDead(f, &s.Live)
		if err := c.settle(s.Act.Writes()); err != nil {
			return ctrlNext, p.done(x, err)
		}
		c.actionPos = s.Pos
		c.actionRef = s.Ref
		n := len(c.W.Bodies)
		if err := s.Act.RunArgs(c.eng, x); err != nil {
			if re, ok := err.(*engine.RemovedError); ok && p.given&1 != 0 && s.Args[0] != nil && firstArg(s, x) == re.Unit {
				re.Guard = s.Args[0].Text() // the hint names the unit as the rules do
			}
			return ctrlNext, p.done(x, fail(s, "%s: %v", s.Act.Name, err))
		}
		for _, i := range s.Bodies {
			if err := c.endedFinite(s, n, x.Body[i]); err != nil {
				return ctrlNext, p.done(x, err)
			}
		}
		return ctrlNext, p.done(x, nil)
	}
}

// done clears x, the arguments of an action run typed as p planned it,
// after the action, and returns err: nothing of the run is kept past the
// action, and a body argument not given is nil (endedFinite).
func (p *typedPlan) done(x *engine.Args, err error) error {
	x.Body = [engine.MaxArgs]*world.Body{}
	if p.boxed {
		x.Any = [engine.MaxArgs]any{}
	}
	return err
}

// firstArg returns the first argument of s in x, as Run's args[0] holds
// it.
func firstArg(s *check.ActionCall, x *engine.Args) any {
	if engine.ArgForm(s.Act.Params[0].Type) == engine.FormBody {
		return x.Body[0]
	}
	return x.Any[0]
}

// actionValue returns argument i of s, run in f unless have says v is
// its value already, checked and converted as runAction checks and
// converts each argument, with its errors.
func (c *Ctx) actionValue(f *frame, s *check.ActionCall, i int, v any, have bool) (any, error) {
	a := s.Args[i]
	if !have {
		var ok bool
		if v, ok = a.Var(&f.ev); !ok {
			v = c.value(f, a)
		}
	}
	return c.checkActionArg(s, i, v)
}
