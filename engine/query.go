package engine

import (
	"errors"
	"fmt"
	"reflect"
)

// The typed adapters of queries: a query is one Go function with typed
// parameters and result, and QueryN declares it with its name and doc in
// one place. Its signature (Sig, which the checker, the docs and the
// language server read) and the dimensions of its numbers (Dims, which
// the checker's dimension rules read) come from the function's type, and
// its arguments are unboxed once, here, checked, so the query's body
// casts nothing. A number parameter or result is declared Length, Angle
// or Number (a float64 that says what it measures); a query that cannot
// fail returns a nil error.

// Length is a number of millimetres, a query's parameter or result.
type Length float64

// Angle is a number of degrees, a query's parameter or result.
type Angle float64

// Number is a plain number (a count, a ratio), a query's parameter or result.
type Number float64

// dimOf returns the dimension code of a parameter or result type T (L, A,
// N, or _ for what is no number), and the type expressions give it.
func dimOf[T any]() (byte, reflect.Type) {
	switch any(*new(T)).(type) {
	case Length:
		return 'L', reflect.TypeFor[float64]()
	case Angle:
		return 'A', reflect.TypeFor[float64]()
	case Number:
		return 'N', reflect.TypeFor[float64]()
	}
	return '_', reflect.TypeFor[T]()
}

// signature returns a query's Sig and Dims from the dimension codes and
// types of its parameters and result.
func signature(params []func() (byte, reflect.Type), result func() (byte, reflect.Type)) (any, string) {
	in := []reflect.Type{reflect.TypeFor[*Ctx]()}
	var dims []byte
	for _, p := range params {
		d, t := p()
		in = append(in, t)
		dims = append(dims, d)
	}
	d, t := result()
	sig := reflect.New(reflect.FuncOf(in, []reflect.Type{t}, false)).Interface()
	return sig, string(dims) + ">" + string(d)
}

// query makes a Func of a call on the boxed arguments. A nil pointer
// result is returned as nil itself, a query's "none", so that rules can
// compare it with nil; a Length, Angle or Number as the float64 it is.
func query[R any](name, doc string, sig any, dims string, call func(c *Ctx, args []any) (R, error)) *Func {
	ptr := reflect.TypeFor[R]().Kind() == reflect.Pointer
	return &Func{Name: name, Doc: doc, Sig: sig, Dims: dims, Fn: func(c *Ctx, args []any) (any, error) {
		r, err := call(c, args)
		if err != nil {
			return nil, err
		}
		switch v := any(r).(type) {
		case Length:
			return float64(v), nil
		case Angle:
			return float64(v), nil
		case Number:
			return float64(v), nil
		}
		var zero R
		if ptr && any(r) == any(zero) {
			return nil, nil
		}
		return r, nil
	}}
}

// arg returns argument i of a query as a T; nil stands for the zero value
// of a pointer, slice or interface type. Another value is an error (the
// checker coerces arguments to the signature, so it is a caller's bug).
func arg[T any](name string, args []any, i int) (T, error) {
	var zero T
	if v, ok := args[i].(T); ok {
		return v, nil
	}
	if f, ok := args[i].(float64); ok {
		switch p := any(&zero).(type) {
		case *Length:
			*p = Length(f)
			return zero, nil
		case *Angle:
			*p = Angle(f)
			return zero, nil
		case *Number:
			*p = Number(f)
			return zero, nil
		}
	}
	if args[i] == nil {
		switch reflect.TypeFor[T]().Kind() {
		case reflect.Pointer, reflect.Slice, reflect.Interface, reflect.Map:
			return zero, nil
		}
	}
	return zero, fmt.Errorf("%s: argument %d is %T, not %v", name, i+1, args[i], reflect.TypeFor[T]())
}

// Query0 declares a query of no argument.
func Query0[R any](name, doc string, fn func(c *Ctx) (R, error)) *Func {
	sig, dims := signature(nil, dimOf[R])
	return query(name, doc, sig, dims, func(c *Ctx, args []any) (R, error) {
		return fn(c)
	})
}

// Query1 declares a query of one argument.
func Query1[A, R any](name, doc string, fn func(c *Ctx, a0 A) (R, error)) *Func {
	sig, dims := signature([]func() (byte, reflect.Type){dimOf[A]}, dimOf[R])
	return query(name, doc, sig, dims, func(c *Ctx, args []any) (R, error) {
		a0, err0 := arg[A](name, args, 0)
		if err := errors.Join(err0); err != nil {
			var zero R
			return zero, err
		}
		return fn(c, a0)
	})
}

// Query2 declares a query of 2 arguments.
func Query2[A, B, R any](name, doc string, fn func(c *Ctx, a0 A, a1 B) (R, error)) *Func {
	sig, dims := signature([]func() (byte, reflect.Type){dimOf[A], dimOf[B]}, dimOf[R])
	return query(name, doc, sig, dims, func(c *Ctx, args []any) (R, error) {
		a0, err0 := arg[A](name, args, 0)
		a1, err1 := arg[B](name, args, 1)
		if err := errors.Join(err0, err1); err != nil {
			var zero R
			return zero, err
		}
		return fn(c, a0, a1)
	})
}

// Query3 declares a query of 3 arguments.
func Query3[A, B, C, R any](name, doc string, fn func(c *Ctx, a0 A, a1 B, a2 C) (R, error)) *Func {
	sig, dims := signature([]func() (byte, reflect.Type){dimOf[A], dimOf[B], dimOf[C]}, dimOf[R])
	return query(name, doc, sig, dims, func(c *Ctx, args []any) (R, error) {
		a0, err0 := arg[A](name, args, 0)
		a1, err1 := arg[B](name, args, 1)
		a2, err2 := arg[C](name, args, 2)
		if err := errors.Join(err0, err1, err2); err != nil {
			var zero R
			return zero, err
		}
		return fn(c, a0, a1, a2)
	})
}

// Query4 declares a query of 4 arguments.
func Query4[A, B, C, D, R any](name, doc string, fn func(c *Ctx, a0 A, a1 B, a2 C, a3 D) (R, error)) *Func {
	sig, dims := signature([]func() (byte, reflect.Type){dimOf[A], dimOf[B], dimOf[C], dimOf[D]}, dimOf[R])
	return query(name, doc, sig, dims, func(c *Ctx, args []any) (R, error) {
		a0, err0 := arg[A](name, args, 0)
		a1, err1 := arg[B](name, args, 1)
		a2, err2 := arg[C](name, args, 2)
		a3, err3 := arg[D](name, args, 3)
		if err := errors.Join(err0, err1, err2, err3); err != nil {
			var zero R
			return zero, err
		}
		return fn(c, a0, a1, a2, a3)
	})
}

// Query5 declares a query of 5 arguments.
func Query5[A, B, C, D, E, R any](name, doc string, fn func(c *Ctx, a0 A, a1 B, a2 C, a3 D, a4 E) (R, error)) *Func {
	sig, dims := signature([]func() (byte, reflect.Type){dimOf[A], dimOf[B], dimOf[C], dimOf[D], dimOf[E]}, dimOf[R])
	return query(name, doc, sig, dims, func(c *Ctx, args []any) (R, error) {
		a0, err0 := arg[A](name, args, 0)
		a1, err1 := arg[B](name, args, 1)
		a2, err2 := arg[C](name, args, 2)
		a3, err3 := arg[D](name, args, 3)
		a4, err4 := arg[E](name, args, 4)
		if err := errors.Join(err0, err1, err2, err3, err4); err != nil {
			var zero R
			return zero, err
		}
		return fn(c, a0, a1, a2, a3, a4)
	})
}

// Query7 declares a query of 7 arguments.
func Query7[A, B, C, D, E, F, G, R any](name, doc string, fn func(c *Ctx, a0 A, a1 B, a2 C, a3 D, a4 E, a5 F, a6 G) (R, error)) *Func {
	sig, dims := signature([]func() (byte, reflect.Type){dimOf[A], dimOf[B], dimOf[C], dimOf[D], dimOf[E], dimOf[F], dimOf[G]}, dimOf[R])
	return query(name, doc, sig, dims, func(c *Ctx, args []any) (R, error) {
		a0, err0 := arg[A](name, args, 0)
		a1, err1 := arg[B](name, args, 1)
		a2, err2 := arg[C](name, args, 2)
		a3, err3 := arg[D](name, args, 3)
		a4, err4 := arg[E](name, args, 4)
		a5, err5 := arg[F](name, args, 5)
		a6, err6 := arg[G](name, args, 6)
		if err := errors.Join(err0, err1, err2, err3, err4, err5, err6); err != nil {
			var zero R
			return zero, err
		}
		return fn(c, a0, a1, a2, a3, a4, a5, a6)
	})
}
