package engine

import (
	"github.com/rulec-dev/rulec/types"
	"github.com/rulec-dev/rulec/world"
)

// Typed action calls: an action declared by an adapter (Action1 to
// Action5) can also be run on its arguments in typed forms (Args,
// Action.RunArgs) rather than boxed (Action.Run): a unit as the
// *world.Body it is and a length, angle or number as a float64, so that
// the interpreter passes a number an expression worked out unboxed
// without boxing it, and the adapter converts each argument by a function
// chosen when the action was declared rather than by asserting its type.
// The arguments are checked as Run's are before either is called (a
// unit's nil, a number's NaN, the type); the adapter's own checks (the
// unit off the table, an argument of the wrong type) give the same errors
// both ways.

// MaxArgs is how many parameters an action run by RunArgs has at most.
const MaxArgs = 5

// The forms an argument takes in Args, by its parameter's type (ArgForm).
const (
	FormAny  uint8 = iota // boxed, as Run takes it (Args.Any)
	FormBody              // a unit (Args.Body)
	FormNum               // a length, angle or number (Args.Num)
)

// ArgForm returns the form an argument of a parameter of type t takes in
// Args: a unit's a body, a length's, angle's or number's a float64
// (those whose values the interpreter holds as those Go types), any
// other's boxed.
func ArgForm(t types.Type) uint8 {
	switch t {
	case types.UnitT:
		return FormBody
	case types.LengthT, types.AngleT, types.NumberT:
		return FormNum
	}
	return FormAny
}

// Args holds the arguments of an action statement for RunArgs: argument
// i, when given (bit i of Given), in the form its parameter's type says
// (ArgForm). An argument left out, or of another form, is the zero value
// there: RunArgs reads each argument in its own form alone.
type Args struct {
	Given uint8
	Body  [MaxArgs]*world.Body
	Num   [MaxArgs]float64
	Any   [MaxArgs]any
}

// argGet reads argument i of an action of Go type T from Args.
type argGet[T any] func(x *Args) (T, error)

// argGetter returns how an adapter of action a reads its argument i, of
// Go type T converted by c, from Args: a body or a number as the form
// says, without a test; any other through actionArg, as Run converts it.
func argGetter[T ActionValue](c *conv[T], a *Action, i int) argGet[T] {
	var g any
	switch ArgForm(c.typ) {
	case FormBody:
		switch any(*new(T)).(type) {
		case *world.Body:
			g = argGet[*world.Body](func(x *Args) (*world.Body, error) { return x.Body[i], nil })
		case Maybe[*world.Body]:
			g = argGet[Maybe[*world.Body]](func(x *Args) (Maybe[*world.Body], error) {
				return Maybe[*world.Body]{x.Body[i], true}, nil
			})
		}
	case FormNum:
		switch any(*new(T)).(type) {
		case Length:
			g = argGet[Length](func(x *Args) (Length, error) { return Length(x.Num[i]), nil })
		case Angle:
			g = argGet[Angle](func(x *Args) (Angle, error) { return Angle(x.Num[i]), nil })
		case Number:
			g = argGet[Number](func(x *Args) (Number, error) { return Number(x.Num[i]), nil })
		case Maybe[Length]:
			g = argGet[Maybe[Length]](func(x *Args) (Maybe[Length], error) { return Maybe[Length]{Length(x.Num[i]), true}, nil })
		case Maybe[Angle]:
			g = argGet[Maybe[Angle]](func(x *Args) (Maybe[Angle], error) { return Maybe[Angle]{Angle(x.Num[i]), true}, nil })
		case Maybe[Number]:
			g = argGet[Maybe[Number]](func(x *Args) (Maybe[Number], error) { return Maybe[Number]{Number(x.Num[i]), true}, nil })
		}
	default:
		return func(x *Args) (T, error) { return actionArg(c, a, x.Any[:len(a.Params)], i) }
	}
	if f, ok := g.(argGet[T]); ok {
		return f
	}
	// a parameter whose type has a typed form its Go type does not take
	// as it is (none of the adapters' today): the value boxed again
	return func(x *Args) (T, error) {
		var v any
		if ArgForm(c.typ) == FormBody {
			v = x.Body[i]
		} else {
			v = x.Num[i]
		}
		return actionArg(c, a, []any{v}, 0)
	}
}

// argsOffTable is offTable for arguments in Args: the first, the unit or
// model acted on, off the table.
func argsOffTable(a *Action, x *Args) error {
	if len(a.Params) == 0 || x.Given&1 == 0 {
		return nil
	}
	var u *world.Body
	if ArgForm(a.Params[0].Type) == FormBody {
		u = x.Body[0]
	} else {
		switch y := x.Any[0].(type) {
		case *world.Body:
			u = y
		case *Model:
			if y != nil {
				u = y.Unit
			}
		}
	}
	if u == nil || !u.Removed {
		return nil
	}
	return removedError(a.Name, u)
}

// argOf reads argument i of Go type T as RunArgs' adapters do: the zero
// value for an optional one left out, else g's reading, and for a
// required one left out actionArg's error of none.
func argOf[T ActionValue](c *conv[T], a *Action, g argGet[T], x *Args, i int) (T, error) {
	if x.Given&(1<<i) != 0 {
		return g(x)
	}
	var zero T
	if c.optional {
		return zero, nil
	}
	return actionArg(c, a, make([]any, len(a.Params)), i)
}
