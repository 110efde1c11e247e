package engine

import (
	"fmt"

	"github.com/rulec-dev/rulec/world"
)

// Typed calls: a query of at most two arguments (Query0, Query1, Query2)
// can be bound, when the rules are lowered, to arguments that are
// themselves lowered to typed functions (Arg), and gives its result as
// one: a lowered expression then calls the query's Go function with its
// arguments as the Go values they are, and reads its result so, with no
// boxing of either and no test of their types at each call. The types
// are worked out once, at Bind; a query whose parameters or result have
// no typed form here (Bind answers nil) is called boxed (Fn, Call1,
// Call2) as before.
//
// The typed forms are a unit (*world.Body), a list of units
// ([]*world.Body; a list the run keeps, keptUnits, is given unboxed), a
// word (string), a bool and a number (float64, whatever its dimension:
// a Length, Angle, Number or Measure parameter or result converts).

// Arg is an argument of a query call, or its result, lowered to a typed
// function: given the query context and the caller's environment (opaque
// to the engine: the frame of the expression's run), its value. A failure
// panics, as the lowered expressions' failures do: with the query's error
// as it returns it, which the caller recovers.
type Arg[T any] func(c *Ctx, env any) T

// NoWorld is the error of a query called without a world (in a constant,
// which is evaluated before any scenario).
func NoWorld(name string) error {
	return fmt.Errorf("%s needs a world: it cannot be used in a constant", name)
}

// argFor returns g, a lowered argument, as an Arg of a query's parameter
// type A: g itself when it is one, a number's converted to A's dimension;
// false when A has no typed form or g is of another.
func argFor[A Value](g any) (Arg[A], bool) {
	var out any
	switch any(*new(A)).(type) {
	case *world.Body, []*world.Body, string, bool:
		x, ok := g.(Arg[A])
		return x, ok
	case Length:
		out = numArg[Length](g)
	case Angle:
		out = numArg[Angle](g)
	case Number:
		out = numArg[Number](g)
	case Measure:
		out = numArg[Measure](g)
	}
	x, ok := out.(Arg[A])
	return x, ok
}

// numArg returns g, a lowered number, as an Arg of the number type N;
// nil if g is no number.
func numArg[N ~float64](g any) any {
	h, ok := g.(Arg[float64])
	if !ok {
		return nil
	}
	return Arg[N](func(c *Ctx, env any) N { return N(h(c, env)) })
}

// bind0 gives a query of no argument its typed call.
func bind0[R Value](name string, fn func(*Ctx) (R, error)) func([]any) any {
	return func(args []any) any {
		if len(args) != 0 {
			return nil
		}
		switch any(*new(R)).(type) {
		case *world.Body, []*world.Body, string, bool:
			return Arg[R](func(c *Ctx, _ any) R {
				if c == nil {
					panic(NoWorld(name))
				}
				return must(fn(c))
			})
		case keptUnits:
			k := any(fn).(func(*Ctx) (keptUnits, error))
			return Arg[[]*world.Body](func(c *Ctx, _ any) []*world.Body {
				if c == nil {
					panic(NoWorld(name))
				}
				return must(k(c)).list()
			})
		case Length:
			return num0(name, any(fn).(func(*Ctx) (Length, error)))
		case Angle:
			return num0(name, any(fn).(func(*Ctx) (Angle, error)))
		case Number:
			return num0(name, any(fn).(func(*Ctx) (Number, error)))
		case Measure:
			return num0(name, any(fn).(func(*Ctx) (Measure, error)))
		}
		return nil
	}
}

// num0 is bind0's call of a query whose result is a number.
func num0[N ~float64](name string, fn func(*Ctx) (N, error)) Arg[float64] {
	return func(c *Ctx, _ any) float64 {
		if c == nil {
			panic(NoWorld(name))
		}
		return float64(must(fn(c)))
	}
}

// bind1 gives a query of one argument its typed call.
func bind1[A, R Value](name string, fn func(*Ctx, A) (R, error)) func([]any) any {
	return func(args []any) any {
		if len(args) != 1 {
			return nil
		}
		a0, ok := argFor[A](args[0])
		if !ok {
			return nil
		}
		switch any(*new(R)).(type) {
		case *world.Body, []*world.Body, string, bool:
			return Arg[R](func(c *Ctx, env any) R {
				x0 := a0(c, env)
				if c == nil {
					panic(NoWorld(name))
				}
				return must(fn(c, x0))
			})
		case keptUnits:
			k := any(fn).(func(*Ctx, A) (keptUnits, error))
			return Arg[[]*world.Body](func(c *Ctx, env any) []*world.Body {
				x0 := a0(c, env)
				if c == nil {
					panic(NoWorld(name))
				}
				return must(k(c, x0)).list()
			})
		case Length:
			return num1(name, any(fn).(func(*Ctx, A) (Length, error)), a0)
		case Angle:
			return num1(name, any(fn).(func(*Ctx, A) (Angle, error)), a0)
		case Number:
			return num1(name, any(fn).(func(*Ctx, A) (Number, error)), a0)
		case Measure:
			return num1(name, any(fn).(func(*Ctx, A) (Measure, error)), a0)
		}
		return nil
	}
}

// num1 is bind1's call of a query whose result is a number.
func num1[A any, N ~float64](name string, fn func(*Ctx, A) (N, error), a0 Arg[A]) Arg[float64] {
	return func(c *Ctx, env any) float64 {
		x0 := a0(c, env)
		if c == nil {
			panic(NoWorld(name))
		}
		return float64(must(fn(c, x0)))
	}
}

// bind2 gives a query of two arguments its typed call.
func bind2[A, B, R Value](name string, fn func(*Ctx, A, B) (R, error)) func([]any) any {
	return func(args []any) any {
		if len(args) != 2 {
			return nil
		}
		a0, ok0 := argFor[A](args[0])
		a1, ok1 := argFor[B](args[1])
		if !ok0 || !ok1 {
			return nil
		}
		switch any(*new(R)).(type) {
		case *world.Body, []*world.Body, string, bool:
			return Arg[R](func(c *Ctx, env any) R {
				x0 := a0(c, env)
				x1 := a1(c, env)
				if c == nil {
					panic(NoWorld(name))
				}
				return must(fn(c, x0, x1))
			})
		case keptUnits:
			k := any(fn).(func(*Ctx, A, B) (keptUnits, error))
			return Arg[[]*world.Body](func(c *Ctx, env any) []*world.Body {
				x0 := a0(c, env)
				x1 := a1(c, env)
				if c == nil {
					panic(NoWorld(name))
				}
				return must(k(c, x0, x1)).list()
			})
		case Length:
			return num2(name, any(fn).(func(*Ctx, A, B) (Length, error)), a0, a1)
		case Angle:
			return num2(name, any(fn).(func(*Ctx, A, B) (Angle, error)), a0, a1)
		case Number:
			return num2(name, any(fn).(func(*Ctx, A, B) (Number, error)), a0, a1)
		case Measure:
			return num2(name, any(fn).(func(*Ctx, A, B) (Measure, error)), a0, a1)
		}
		return nil
	}
}

// num2 is bind2's call of a query whose result is a number.
func num2[A, B any, N ~float64](name string, fn func(*Ctx, A, B) (N, error), a0 Arg[A], a1 Arg[B]) Arg[float64] {
	return func(c *Ctx, env any) float64 {
		x0 := a0(c, env)
		x1 := a1(c, env)
		if c == nil {
			panic(NoWorld(name))
		}
		return float64(must(fn(c, x0, x1)))
	}
}

// must returns a query's result, and panics with its error (the caller
// recovers it, as it does any failure of a lowered expression).
func must[R any](v R, err error) R {
	if err != nil {
		panic(err)
	}
	return v
}

// list returns a kept list unboxed: a nil box is the empty list.
func (k keptUnits) list() []*world.Body {
	l, _ := k.box.([]*world.Body)
	return l
}
