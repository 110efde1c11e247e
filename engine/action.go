package engine

import (
	"fmt"

	"github.com/rulec-dev/rulec/world"
)

// The typed adapters of actions: ActionN declares an action of N
// parameters from its name, doc, the names of its parameters (the first
// is given by position, the others by name) and one Go function of typed
// parameters; an optional parameter is a Maybe. The arguments arrive
// unboxed and checked, so the function casts nothing.

// actionParam returns the declaration of a parameter of Go type T.
func actionParam[T any](name string, c *conv[T]) ActionParam {
	return ActionParam{Name: name, Type: c.typ, Optional: c.optional}
}

// actionArg returns argument i of an action as a T, or the error naming
// the parameter. The adapters below do not call it for an optional
// argument left out (nil), the commonest case of one: its value is the
// zero Maybe they start from (as its unbox gives it), and most of an
// action's optional arguments are left out (a pivot's three), each a
// call through T's dictionary spared.
func actionArg[T any](c *conv[T], a *Action, args []any, i int) (T, error) {
	if x, ok := args[i].(T); ok {
		return x, nil
	}
	if x, ok := c.unbox(args[i]); ok {
		return x, nil
	}
	var zero T
	return zero, argError(a.Name, i, a.Params[i].Name, args[i], c.typ)
}

// actionArity is the error of an action given the wrong number of
// arguments (an omitted one is nil, not missing).
func actionArity(a *Action, args []any) error {
	if len(args) == len(a.Params) {
		return nil
	}
	return arity(a.Name, args, len(a.Params))
}

// Action1 declares an action of one parameter.
func Action1[A ActionValue](name, doc, p0 string, run func(c *Ctx, a0 A) error) *Action {
	ca := convOf[A]()
	a := &Action{Name: name, Doc: doc, Params: []ActionParam{actionParam(p0, ca)}}
	a.Run = func(c *Ctx, args []any) error {
		if err := actionArity(a, args); err != nil {
			return err
		}
		if err := offTable(a, args); err != nil {
			return err
		}
		var a0 A
		if args[0] != nil || !ca.optional {
			var err error
			if a0, err = actionArg(ca, a, args, 0); err != nil {
				return err
			}
		}
		return c.acted(run(c, a0))
	}
	g0 := argGetter(ca, a, 0)
	a.RunArgs = func(c *Ctx, x *Args) error {
		if err := argsOffTable(a, x); err != nil {
			return err
		}
		var a0 A
		if x.Given&1 != 0 {
			var err error
			if a0, err = g0(x); err != nil {
				return err
			}
		} else if !ca.optional {
			var err error
			if a0, err = argOf(ca, a, g0, x, 0); err != nil {
				return err
			}
		}
		return c.acted(run(c, a0))
	}
	return a
}

// Action2 declares an action of 2 parameters.
func Action2[A, B ActionValue](name, doc, p0, p1 string, run func(c *Ctx, a0 A, a1 B) error) *Action {
	ca, cb := convOf[A](), convOf[B]()
	a := &Action{Name: name, Doc: doc, Params: []ActionParam{actionParam(p0, ca), actionParam(p1, cb)}}
	a.Run = func(c *Ctx, args []any) error {
		if err := actionArity(a, args); err != nil {
			return err
		}
		if err := offTable(a, args); err != nil {
			return err
		}
		var a0 A
		if args[0] != nil || !ca.optional {
			var err error
			if a0, err = actionArg(ca, a, args, 0); err != nil {
				return err
			}
		}
		var a1 B
		if args[1] != nil || !cb.optional {
			var err error
			if a1, err = actionArg(cb, a, args, 1); err != nil {
				return err
			}
		}
		return c.acted(run(c, a0, a1))
	}
	g0, g1 := argGetter(ca, a, 0), argGetter(cb, a, 1)
	a.RunArgs = func(c *Ctx, x *Args) error {
		if err := argsOffTable(a, x); err != nil {
			return err
		}
		var a0 A
		if x.Given&1 != 0 {
			var err error
			if a0, err = g0(x); err != nil {
				return err
			}
		} else if !ca.optional {
			var err error
			if a0, err = argOf(ca, a, g0, x, 0); err != nil {
				return err
			}
		}
		var a1 B
		if x.Given&2 != 0 {
			var err error
			if a1, err = g1(x); err != nil {
				return err
			}
		} else if !cb.optional {
			var err error
			if a1, err = argOf(cb, a, g1, x, 1); err != nil {
				return err
			}
		}
		return c.acted(run(c, a0, a1))
	}
	return a
}

// Action3 declares an action of 3 parameters.
func Action3[A, B, C ActionValue](name, doc, p0, p1, p2 string, run func(c *Ctx, a0 A, a1 B, a2 C) error) *Action {
	ca, cb, cc := convOf[A](), convOf[B](), convOf[C]()
	a := &Action{Name: name, Doc: doc, Params: []ActionParam{actionParam(p0, ca), actionParam(p1, cb), actionParam(p2, cc)}}
	a.Run = func(c *Ctx, args []any) error {
		if err := actionArity(a, args); err != nil {
			return err
		}
		if err := offTable(a, args); err != nil {
			return err
		}
		var a0 A
		if args[0] != nil || !ca.optional {
			var err error
			if a0, err = actionArg(ca, a, args, 0); err != nil {
				return err
			}
		}
		var a1 B
		if args[1] != nil || !cb.optional {
			var err error
			if a1, err = actionArg(cb, a, args, 1); err != nil {
				return err
			}
		}
		var a2 C
		if args[2] != nil || !cc.optional {
			var err error
			if a2, err = actionArg(cc, a, args, 2); err != nil {
				return err
			}
		}
		return c.acted(run(c, a0, a1, a2))
	}
	g0, g1, g2 := argGetter(ca, a, 0), argGetter(cb, a, 1), argGetter(cc, a, 2)
	a.RunArgs = func(c *Ctx, x *Args) error {
		if err := argsOffTable(a, x); err != nil {
			return err
		}
		var a0 A
		if x.Given&1 != 0 {
			var err error
			if a0, err = g0(x); err != nil {
				return err
			}
		} else if !ca.optional {
			var err error
			if a0, err = argOf(ca, a, g0, x, 0); err != nil {
				return err
			}
		}
		var a1 B
		if x.Given&2 != 0 {
			var err error
			if a1, err = g1(x); err != nil {
				return err
			}
		} else if !cb.optional {
			var err error
			if a1, err = argOf(cb, a, g1, x, 1); err != nil {
				return err
			}
		}
		var a2 C
		if x.Given&4 != 0 {
			var err error
			if a2, err = g2(x); err != nil {
				return err
			}
		} else if !cc.optional {
			var err error
			if a2, err = argOf(cc, a, g2, x, 2); err != nil {
				return err
			}
		}
		return c.acted(run(c, a0, a1, a2))
	}
	return a
}

// Action4 declares an action of 4 parameters.
func Action4[A, B, C, D ActionValue](name, doc, p0, p1, p2, p3 string, run func(c *Ctx, a0 A, a1 B, a2 C, a3 D) error) *Action {
	ca, cb, cc, cd := convOf[A](), convOf[B](), convOf[C](), convOf[D]()
	a := &Action{Name: name, Doc: doc, Params: []ActionParam{actionParam(p0, ca), actionParam(p1, cb), actionParam(p2, cc), actionParam(p3, cd)}}
	a.Run = func(c *Ctx, args []any) error {
		if err := actionArity(a, args); err != nil {
			return err
		}
		if err := offTable(a, args); err != nil {
			return err
		}
		var a0 A
		if args[0] != nil || !ca.optional {
			var err error
			if a0, err = actionArg(ca, a, args, 0); err != nil {
				return err
			}
		}
		var a1 B
		if args[1] != nil || !cb.optional {
			var err error
			if a1, err = actionArg(cb, a, args, 1); err != nil {
				return err
			}
		}
		var a2 C
		if args[2] != nil || !cc.optional {
			var err error
			if a2, err = actionArg(cc, a, args, 2); err != nil {
				return err
			}
		}
		var a3 D
		if args[3] != nil || !cd.optional {
			var err error
			if a3, err = actionArg(cd, a, args, 3); err != nil {
				return err
			}
		}
		return c.acted(run(c, a0, a1, a2, a3))
	}
	g0, g1, g2, g3 := argGetter(ca, a, 0), argGetter(cb, a, 1), argGetter(cc, a, 2), argGetter(cd, a, 3)
	a.RunArgs = func(c *Ctx, x *Args) error {
		if err := argsOffTable(a, x); err != nil {
			return err
		}
		var a0 A
		if x.Given&1 != 0 {
			var err error
			if a0, err = g0(x); err != nil {
				return err
			}
		} else if !ca.optional {
			var err error
			if a0, err = argOf(ca, a, g0, x, 0); err != nil {
				return err
			}
		}
		var a1 B
		if x.Given&2 != 0 {
			var err error
			if a1, err = g1(x); err != nil {
				return err
			}
		} else if !cb.optional {
			var err error
			if a1, err = argOf(cb, a, g1, x, 1); err != nil {
				return err
			}
		}
		var a2 C
		if x.Given&4 != 0 {
			var err error
			if a2, err = g2(x); err != nil {
				return err
			}
		} else if !cc.optional {
			var err error
			if a2, err = argOf(cc, a, g2, x, 2); err != nil {
				return err
			}
		}
		var a3 D
		if x.Given&8 != 0 {
			var err error
			if a3, err = g3(x); err != nil {
				return err
			}
		} else if !cd.optional {
			var err error
			if a3, err = argOf(cd, a, g3, x, 3); err != nil {
				return err
			}
		}
		return c.acted(run(c, a0, a1, a2, a3))
	}
	return a
}

// Action5 declares an action of 5 parameters.
func Action5[A, B, C, D, E ActionValue](name, doc, p0, p1, p2, p3, p4 string, run func(c *Ctx, a0 A, a1 B, a2 C, a3 D, a4 E) error) *Action {
	ca, cb, cc, cd, ce := convOf[A](), convOf[B](), convOf[C](), convOf[D](), convOf[E]()
	a := &Action{Name: name, Doc: doc, Params: []ActionParam{actionParam(p0, ca), actionParam(p1, cb), actionParam(p2, cc), actionParam(p3, cd), actionParam(p4, ce)}}
	a.Run = func(c *Ctx, args []any) error {
		if err := actionArity(a, args); err != nil {
			return err
		}
		if err := offTable(a, args); err != nil {
			return err
		}
		var a0 A
		if args[0] != nil || !ca.optional {
			var err error
			if a0, err = actionArg(ca, a, args, 0); err != nil {
				return err
			}
		}
		var a1 B
		if args[1] != nil || !cb.optional {
			var err error
			if a1, err = actionArg(cb, a, args, 1); err != nil {
				return err
			}
		}
		var a2 C
		if args[2] != nil || !cc.optional {
			var err error
			if a2, err = actionArg(cc, a, args, 2); err != nil {
				return err
			}
		}
		var a3 D
		if args[3] != nil || !cd.optional {
			var err error
			if a3, err = actionArg(cd, a, args, 3); err != nil {
				return err
			}
		}
		var a4 E
		if args[4] != nil || !ce.optional {
			var err error
			if a4, err = actionArg(ce, a, args, 4); err != nil {
				return err
			}
		}
		return c.acted(run(c, a0, a1, a2, a3, a4))
	}
	g0, g1, g2, g3, g4 := argGetter(ca, a, 0), argGetter(cb, a, 1), argGetter(cc, a, 2), argGetter(cd, a, 3), argGetter(ce, a, 4)
	a.RunArgs = func(c *Ctx, x *Args) error {
		if err := argsOffTable(a, x); err != nil {
			return err
		}
		var a0 A
		if x.Given&1 != 0 {
			var err error
			if a0, err = g0(x); err != nil {
				return err
			}
		} else if !ca.optional {
			var err error
			if a0, err = argOf(ca, a, g0, x, 0); err != nil {
				return err
			}
		}
		var a1 B
		if x.Given&2 != 0 {
			var err error
			if a1, err = g1(x); err != nil {
				return err
			}
		} else if !cb.optional {
			var err error
			if a1, err = argOf(cb, a, g1, x, 1); err != nil {
				return err
			}
		}
		var a2 C
		if x.Given&4 != 0 {
			var err error
			if a2, err = g2(x); err != nil {
				return err
			}
		} else if !cc.optional {
			var err error
			if a2, err = argOf(cc, a, g2, x, 2); err != nil {
				return err
			}
		}
		var a3 D
		if x.Given&8 != 0 {
			var err error
			if a3, err = g3(x); err != nil {
				return err
			}
		} else if !cd.optional {
			var err error
			if a3, err = argOf(cd, a, g3, x, 3); err != nil {
				return err
			}
		}
		var a4 E
		if x.Given&16 != 0 {
			var err error
			if a4, err = g4(x); err != nil {
				return err
			}
		} else if !ce.optional {
			var err error
			if a4, err = argOf(ce, a, g4, x, 4); err != nil {
				return err
			}
		}
		return c.acted(run(c, a0, a1, a2, a3, a4))
	}
	return a
}

// offTable refuses an action whose first argument, the unit (or model)
// it acts on, is off the table: moving, turning or placing a removed unit
// would change a body no rule may see any more, a silent wrong answer.
func offTable(a *Action, args []any) error {
	if len(args) == 0 {
		return nil
	}
	var u *world.Body
	switch x := args[0].(type) {
	case *world.Body:
		u = x
	case *Model:
		if x != nil {
			u = x.Unit
		}
	}
	if u == nil || !u.Removed {
		return nil
	}
	return removedError(a.Name, u)
}

// removedError is the error of action acting on u, which is removed.
func removedError(action string, u *world.Body) error {
	return &RemovedError{Action: action, Unit: u}
}

// RemovedError is an action's refusal to act on a unit off the table:
// moving, turning or placing it would change a unit no rule may see any
// more, a silent wrong answer.
type RemovedError struct {
	Action string
	Unit   *world.Body
	// Guard is how the rules name the unit, for the hint; "u" when not
	// known.
	Guard string
}

// Error says where the unit was removed and how to guard the action (the
// hint, ErrorHint, in brackets).
func (e *RemovedError) Error() string {
	return e.message() + " (" + e.ErrorHint() + ")"
}

// ErrorHint says how to guard the action.
func (e *RemovedError) ErrorHint() string {
	g := e.Guard
	if g == "" {
		g = "u"
	}
	return fmt.Sprintf("guard it with `if not %s.removed`, or on_table(%s) to stop the run there", g, g)
}

// message says where the unit was removed.
func (e *RemovedError) message() string {
	u := e.Unit
	how := "removed from the start of the run"
	if u.Where != "" {
		how += " (" + u.Where + ")"
	}
	if u.RemovedBy != "" {
		how = "removed by " + u.RemovedBy
	}
	return fmt.Sprintf("unit %q is %s: %s cannot act on a unit no longer on the table", u.ID, how, e.Action)
}

// acted returns err, or, when the action moved a removed body (one it was
// not given first: a placement's target, a pushed body), the error of
// that.
func (c *Ctx) acted(err error) error {
	if c == nil {
		return err
	}
	if moved := c.movedOff; moved != nil {
		c.movedOff = nil
		if err == nil {
			return moved
		}
	}
	return err
}
