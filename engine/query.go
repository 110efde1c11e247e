package engine

import (
	"fmt"
	"reflect"
	"slices"
	"sync"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/types"
	"github.com/rulec-dev/rulec/world"
)

// The typed adapters of queries and actions: a query is one Go function
// with typed parameters and result, and QueryN declares it with its name
// and doc in one place; an action is one Go function too, ActionN
// declaring it with the names of its parameters. Their types in the
// language's own type model (Func.Params and Result, ActionParam.Type),
// which the checker, `rulec help queries` and the language server read,
// come from the function's Go types, and its arguments are unboxed once,
// here, checked, so the body of a query or an action casts nothing.
//
// A number is declared Length, Angle or Number (a float64 that says what it
// measures), or Measure for a prop's (a length or a number as the scenario
// gives it); a list of numbers Numbers, Lengths or Angles. An optional
// parameter of an action is a Maybe. A query that cannot fail returns a
// nil error.

// Length is a number of millimetres, a query's parameter or result.
type Length float64

// Angle is a number of degrees, a query's parameter or result.
type Angle float64

// Number is a plain number (a count, a ratio), a query's parameter or result.
type Number float64

// Measure is a number whose dimension the scenario gives: a prop, a length
// or a plain number (`move: 4in`, `dangerous: 4`). The checker, which runs
// without a scenario, lets it mix with either: its type is types.AnyT.
type Measure float64

// Lengths is a list of lengths, a query's result.
type Lengths []float64

// Angles is a list of angles (bearings), a query's result.
type Angles []float64

// Maybe is an optional parameter of an action: Ok is false when the rules
// left it out.
type Maybe[T any] struct {
	V  T
	Ok bool
}

// Value is the Go types a query's parameter or result may have: the
// types of the rules language (types.Type) as the engine carries them. A
// query of any other Go type does not compile.
type Value interface {
	Length | Angle | Number | Measure | bool | string | geom.Vec |
		*world.Body | []*world.Body | *Placement | []*Placement | *Spot | []*Spot |
		*Model | []*Model | []float64 | Lengths | Angles | []string | keptUnits
}

// ActionValue is the Go types an action's parameter may have: a Value, or
// a Maybe of one for an optional parameter.
type ActionValue interface {
	Value | Maybe[Length] | Maybe[Angle] | Maybe[Number] | Maybe[bool] | Maybe[string] |
		Maybe[geom.Vec] | Maybe[*world.Body] | Maybe[[]*world.Body] | Maybe[*Placement] |
		Maybe[*Spot] | Maybe[*Model]
}

// The Go types values of the rules language have at run time.
var (
	floatGo  = reflect.TypeFor[float64]()
	bodyGo   = reflect.TypeFor[*world.Body]()
	bodiesGo = reflect.TypeFor[[]*world.Body]()
)

// GoType returns the Go type that carries values of t at run time (all
// numbers are float64), for the checker that still types expressions by
// reflect.Type.
func GoType(t types.Type) reflect.Type {
	switch t.Kind {
	case types.Number, types.Length, types.Angle:
		return floatGo
	case types.Bool:
		return reflect.TypeFor[bool]()
	case types.Word:
		return reflect.TypeFor[string]()
	case types.Point:
		return reflect.TypeFor[geom.Vec]()
	case types.Unit:
		return bodyGo
	case types.Placement:
		return reflect.TypeFor[*Placement]()
	case types.Spot:
		return reflect.TypeFor[*Spot]()
	case types.Model:
		return reflect.TypeFor[*Model]()
	case types.Dice:
		return reflect.TypeFor[[]float64]()
	case types.Map:
		return reflect.TypeFor[map[string]any]()
	case types.List:
		switch t.Elem {
		case types.Number, types.Length, types.Angle:
			return reflect.TypeFor[[]float64]()
		case types.Word:
			return reflect.TypeFor[[]string]()
		case types.Unit:
			return bodiesGo
		case types.Placement:
			return reflect.TypeFor[[]*Placement]()
		case types.Spot:
			return reflect.TypeFor[[]*Spot]()
		case types.Model:
			return reflect.TypeFor[[]*Model]()
		}
		return reflect.TypeFor[[]any]()
	}
	return reflect.TypeFor[any]()
}

// TypeOf returns the type in the rules language of values of Go type t:
// a Value's (Length is a length, float64 and int a plain number), AnyT for
// what the language has no type for.
func TypeOf(t reflect.Type) types.Type {
	switch t {
	case nil:
		return types.AnyT
	case reflect.TypeFor[Length]():
		return types.LengthT
	case reflect.TypeFor[Angle]():
		return types.AngleT
	case reflect.TypeFor[Number](), floatGo, reflect.TypeFor[int]():
		return types.NumberT
	case reflect.TypeFor[Lengths]():
		return types.ListOf(types.LengthT)
	case reflect.TypeFor[Angles]():
		return types.ListOf(types.AngleT)
	case reflect.TypeFor[bool]():
		return types.BoolT
	case reflect.TypeFor[string]():
		return types.WordT
	case reflect.TypeFor[geom.Vec]():
		return types.PointT
	case bodyGo:
		return types.UnitT
	case reflect.TypeFor[*Placement]():
		return types.PlacementT
	case reflect.TypeFor[*Spot]():
		return types.SpotT
	case reflect.TypeFor[*Model]():
		return types.ModelT
	case reflect.TypeFor[map[string]any]():
		return types.MapOf(types.AnyT)
	}
	if t.Kind() == reflect.Slice {
		return types.ListOf(TypeOf(t.Elem()))
	}
	return types.AnyT
}

// conv is what an adapter knows of the Go type T of one parameter or
// result: its type in the language, the Go type the old checker's
// signature gives it, and how a boxed argument becomes a T and a T a
// boxed result.
type conv[T any] struct {
	typ types.Type
	sig reflect.Type
	// optional: T is a Maybe, a parameter that may be left out.
	optional bool
	// direct: a T is passed on in a box of its own type (a pointer, a
	// word, a bool, a point), without a call of box.
	direct bool
	// unbox returns the argument v as a T; false if it is no T.
	unbox func(v any) (T, bool)
	// box returns a result as the interpreter passes it on: a number as a
	// float64, and a list that is one of the arguments, or a list the run
	// keeps, as the box it already has (a box is an allocation).
	box func(c *Ctx, args []any, v T) any
}

// convOf returns the conv of T, found once when a query is declared.
func convOf[T any]() *conv[T] {
	var c any
	switch any(*new(T)).(type) {
	case Length:
		c = convs().length
	case Angle:
		c = convs().angle
	case Number:
		c = convs().number
	case Measure:
		c = convs().measure
	case bool:
		c = convs().bool
	case string:
		c = convs().string
	case geom.Vec:
		c = convs().vec
	case *world.Body:
		c = convs().unit
	case *Placement:
		c = convs().placement
	case *Spot:
		c = convs().spot
	case *Model:
		c = convs().model
	case []*world.Body:
		c = convs().units
	case keptUnits:
		c = convs().kept
	case []*Placement:
		c = convs().placements
	case []*Spot:
		c = convs().spots
	case []*Model:
		c = convs().models
	case []string:
		c = convs().words
	case []float64:
		c = convs().numbers
	case Lengths:
		c = convs().lengths
	case Angles:
		c = convs().angles
	case Maybe[Length]:
		c = convs().maybeLength
	case Maybe[Angle]:
		c = convs().maybeAngle
	case Maybe[Number]:
		c = convs().maybeNumber
	case Maybe[bool]:
		c = convs().maybeBool
	case Maybe[string]:
		c = convs().maybeString
	case Maybe[geom.Vec]:
		c = convs().maybeVec
	case Maybe[*world.Body]:
		c = convs().maybeUnit
	case Maybe[[]*world.Body]:
		c = convs().maybeUnits
	case Maybe[*Placement]:
		c = convs().maybePlacement
	case Maybe[*Spot]:
		c = convs().maybeSpot
	case Maybe[*Model]:
		c = convs().maybeModel
	}
	// Value and ActionValue list exactly the cases above, so every type an
	// adapter accepts has one; TestEveryValueConverts runs them all.
	return c.(*conv[T])
}

// convTable holds the conv of every type convOf knows.
type convTable struct {
	length         *conv[Length]
	angle          *conv[Angle]
	number         *conv[Number]
	measure        *conv[Measure]
	bool           *conv[bool]
	string         *conv[string]
	vec            *conv[geom.Vec]
	unit           *conv[*world.Body]
	placement      *conv[*Placement]
	spot           *conv[*Spot]
	model          *conv[*Model]
	units          *conv[[]*world.Body]
	kept           *conv[keptUnits]
	placements     *conv[[]*Placement]
	spots          *conv[[]*Spot]
	models         *conv[[]*Model]
	words          *conv[[]string]
	numbers        *conv[[]float64]
	lengths        *conv[Lengths]
	angles         *conv[Angles]
	maybeLength    *conv[Maybe[Length]]
	maybeAngle     *conv[Maybe[Angle]]
	maybeNumber    *conv[Maybe[Number]]
	maybeBool      *conv[Maybe[bool]]
	maybeString    *conv[Maybe[string]]
	maybeVec       *conv[Maybe[geom.Vec]]
	maybeUnit      *conv[Maybe[*world.Body]]
	maybeUnits     *conv[Maybe[[]*world.Body]]
	maybePlacement *conv[Maybe[*Placement]]
	maybeSpot      *conv[Maybe[*Spot]]
	maybeModel     *conv[Maybe[*Model]]
}

// convs returns the conv of every type convOf knows, made once, when a
// process first declares a query: a conv's functions are closures in
// generic code, each an allocation, and made for every parameter of every
// query they were two thirds of the registry's allocations (1,100 of
// 1,730). Nothing changes a conv.
var convs = sync.OnceValue(func() *convTable {
	t := &convTable{
		length:     numberConv[Length](types.LengthT),
		angle:      numberConv[Angle](types.AngleT),
		number:     numberConv[Number](types.NumberT),
		measure:    numberConv[Measure](types.AnyT),
		bool:       plainConv[bool](types.BoolT),
		string:     plainConv[string](types.WordT),
		vec:        plainConv[geom.Vec](types.PointT),
		unit:       pointerConv[world.Body](types.UnitT),
		placement:  pointerConv[Placement](types.PlacementT),
		spot:       pointerConv[Spot](types.SpotT),
		model:      pointerConv[Model](types.ModelT),
		units:      unitsConv(),
		placements: listConv[*Placement](types.ListOf(types.PlacementT)),
		spots:      listConv[*Spot](types.ListOf(types.SpotT)),
		models:     listConv[*Model](types.ListOf(types.ModelT)),
		words:      listConv[string](types.WordsT),
		numbers:    listConv[float64](types.NumbersT),
		lengths:    floatsConv[Lengths](types.ListOf(types.LengthT)),
		angles:     floatsConv[Angles](types.ListOf(types.AngleT)),
		kept: &conv[keptUnits]{typ: types.UnitsT, sig: bodiesGo,
			unbox: func(v any) (keptUnits, bool) { return keptUnits{v}, v == nil || sameType(v, bodiesGo) },
			box:   func(_ *Ctx, _ []any, v keptUnits) any { return v.box }},
	}
	t.maybeLength, t.maybeAngle, t.maybeNumber = maybeConv(t.length), maybeConv(t.angle), maybeConv(t.number)
	t.maybeBool, t.maybeString, t.maybeVec = maybeConv(t.bool), maybeConv(t.string), maybeConv(t.vec)
	t.maybeUnit, t.maybeUnits = maybeConv(t.unit), maybeConv(t.units)
	t.maybePlacement, t.maybeSpot, t.maybeModel = maybeConv(t.placement), maybeConv(t.spot), maybeConv(t.model)
	return t
})

// numberConv is the conv of a number: a float64 at run time.
func numberConv[N Length | Angle | Number | Measure](t types.Type) *conv[N] {
	return &conv[N]{typ: t, sig: floatGo,
		unbox: func(v any) (N, bool) {
			switch x := v.(type) {
			case float64:
				return N(x), true
			case int:
				return N(x), true
			}
			return 0, false
		},
		box: func(c *Ctx, _ []any, v N) any { return c.Num(float64(v)) }}
}

// plainConv is the conv of a value that is never nil.
func plainConv[T bool | string | geom.Vec](t types.Type) *conv[T] {
	return &conv[T]{typ: t, sig: reflect.TypeFor[T](), direct: true,
		unbox: func(v any) (T, bool) { x, ok := v.(T); return x, ok },
		box:   func(_ *Ctx, _ []any, v T) any { return v }}
}

// pointerConv is the conv of a pointer: nil stands for none. A nil
// result stays a nil *E, as the interpreter has always passed it on.
func pointerConv[E any](t types.Type) *conv[*E] {
	return &conv[*E]{typ: t, sig: reflect.TypeFor[*E](), direct: true,
		unbox: func(v any) (*E, bool) {
			x, ok := v.(*E)
			return x, ok || v == nil
		},
		box: func(_ *Ctx, _ []any, v *E) any { return v }}
}

// listConv is the conv of a list: nil stands for the empty list.
func listConv[E any](t types.Type) *conv[[]E] {
	return &conv[[]E]{typ: t, sig: reflect.TypeFor[[]E](),
		unbox: func(v any) ([]E, bool) {
			if p, ok := v.(*[]E); ok && p != nil {
				return *p, true // the caller's list, unboxed (QueryN)
			}
			x, ok := v.([]E)
			return x, ok || v == nil
		},
		box: boxList[E]}
}

// sameType reports whether v holds a value of Go type t.
func sameType(v any, t reflect.Type) bool { return reflect.TypeOf(v) == t }

// unitsConv is the conv of a list of units, the commonest result: a list
// conv whose box compares without generic code.
func unitsConv() *conv[[]*world.Body] {
	c := listConv[*world.Body](types.UnitsT)
	c.box = boxUnits
	return c
}

// boxUnits is boxList for a list of units.
func boxUnits(c *Ctx, args []any, v []*world.Body) any {
	for _, a := range args {
		if w, ok := a.([]*world.Body); ok && sameUnits(v, w) {
			return a
		}
	}
	return c.Units(v)
}

// sameUnits is sameList for lists of units.
func sameUnits(v, w []*world.Body) bool {
	return len(w) == len(v) && cap(w) == cap(v) && (w == nil) == (v == nil) &&
		(cap(v) == 0 || &v[:1][0] == &w[:1][0])
}

// floatsConv is the conv of a list of lengths or angles: a []float64.
func floatsConv[L Lengths | Angles](t types.Type) *conv[L] {
	return &conv[L]{typ: t, sig: reflect.TypeFor[[]float64](),
		unbox: func(v any) (L, bool) {
			x, ok := v.([]float64)
			return L(x), ok || v == nil
		},
		box: func(c *Ctx, args []any, v L) any { return boxList(c, args, []float64(v)) }}
}

// maybeConv is the conv of an optional parameter: nil when left out.
func maybeConv[T any](in *conv[T]) *conv[Maybe[T]] {
	return &conv[Maybe[T]]{typ: in.typ, sig: in.sig, optional: true,
		unbox: func(v any) (Maybe[T], bool) {
			if v == nil {
				return Maybe[T]{}, true
			}
			x, ok := in.unbox(v)
			return Maybe[T]{x, true}, ok
		},
		box: func(c *Ctx, args []any, v Maybe[T]) any {
			if !v.Ok {
				return nil
			}
			return in.box(c, args, v.V)
		}}
}

// boxList returns a list result boxed: the box of the argument it is,
// when it is one, rather than a new box.
func boxList[E any](c *Ctx, args []any, v []E) any {
	for _, a := range args {
		if sameList(v, a) {
			return a
		}
	}
	return v
}

// sameList reports whether the box a holds exactly the list v: the same
// array, length and capacity (and both nil or neither).
func sameList[E any](v []E, a any) bool {
	w, ok := a.([]E)
	if !ok || len(w) != len(v) || cap(w) != cap(v) || (w == nil) != (v == nil) {
		return false
	}
	return cap(v) == 0 || &v[:1][0] == &w[:1][0]
}

// shares reports whether a parameter has the result's Go type, so that a
// list result may be one of the arguments.
func shares(result reflect.Type, params ...reflect.Type) bool {
	return slices.Contains(params, result)
}

// pick returns the arguments a list result is compared with: none when
// no parameter shares its type.
func pick(scan bool, args []any) []any {
	if scan {
		return args
	}
	return nil
}

// param is what a declaration records of one parameter.
type param struct {
	typ      types.Type
	sig      reflect.Type
	optional bool
}

// paramOf returns the record of a conv.
func paramOf[T any](c *conv[T]) param { return param{c.typ, c.sig, c.optional} }

// declare fills a query's declared types from its parameters and result.
func declare(f *Func, params []param, result param) *Func {
	for _, p := range params {
		f.Params = append(f.Params, p.typ)
	}
	f.Result = result.typ
	return f
}

// argError is the error of an argument that is not of its parameter's
// type. The checker types every call, so it is a caller's bug (an
// embedder calling Fn or Run directly).
func argError(query string, i int, name string, v any, want types.Type) error {
	what := fmt.Sprintf("argument %d", i+1)
	if name != "" {
		what = fmt.Sprintf("argument %q", name)
	}
	got := "none"
	if v != nil {
		got = TypeOf(reflect.TypeOf(v)).String()
	}
	return fmt.Errorf("%s: %s is a %s, where a %s is wanted", query, what, got, want)
}

// result returns a query's result boxed; args are the arguments a list
// result may be.
func (c *conv[T]) result(ctx *Ctx, args []any, v T) any {
	if c.direct {
		return v
	}
	return c.box(ctx, args, v)
}

// arg returns argument i of a call as a T: at once when its box holds a
// T, otherwise through slowArg.
func (c *conv[T]) arg(query string, args []any, i int) (T, error) {
	if x, ok := args[i].(T); ok {
		return x, nil
	}
	return c.slowArg(query, args, i)
}

// slowArg returns argument i of a call as a T when its box holds another
// Go type (QueryN takes a box of T itself without a call): a float64 for a
// Length, nil for none; or the error naming the query and the argument.
func (c *conv[T]) slowArg(query string, args []any, i int) (T, error) {
	if x, ok := c.unbox(args[i]); ok {
		return x, nil
	}
	var zero T
	return zero, argError(query, i, "", args[i], c.typ)
}

// one returns the argument v of a call as a T, as arg does for an
// argument in a slice: i is its index, for the error.
func (c *conv[T]) one(query string, v any, i int) (T, error) {
	if x, ok := v.(T); ok {
		return x, nil
	}
	if x, ok := c.unbox(v); ok {
		return x, nil
	}
	var zero T
	return zero, argError(query, i, "", v, c.typ)
}

// resultOf returns a query's result boxed, as result does, where its n
// arguments a0 and a1 are given directly: a list result that is one of
// them is passed on in its box (scan: a parameter shares the result's
// type). The arguments are compared from ctx's pair, not a slice of
// their own, which would be an allocation.
func (c *conv[T]) resultOf(ctx *Ctx, scan bool, v T, a0, a1 any, n int) any {
	if c.direct {
		return v
	}
	if !scan || ctx == nil {
		return c.box(ctx, nil, v)
	}
	ctx.pair = [2]any{a0, a1}
	out := c.box(ctx, ctx.pair[:n], v)
	ctx.pair = [2]any{}
	return out
}

// direct1 gives f, declared by Query1, its Call1 and (for a list of
// units) its Units1.
func direct1[A, R Value](f *Func, ca *conv[A], r *conv[R], scan bool, fn func(c *Ctx, a0 A) (R, error)) {
	name := f.Name
	if u, ok := any(fn).(func(*Ctx, A) ([]*world.Body, error)); ok {
		f.Units1 = func(c *Ctx, a0 any) ([]*world.Body, error) {
			x0, err := ca.one(name, a0, 0)
			if err != nil {
				return nil, err
			}
			return u(c, x0)
		}
	}
	f.Call1 = func(c *Ctx, a0 any) (any, error) {
		// one's and resultOf's common cases, spared their calls
		x0, ok := a0.(A)
		if !ok {
			var err error
			if x0, err = ca.one(name, a0, 0); err != nil {
				return nil, err
			}
		}
		v, err := fn(c, x0)
		if err != nil {
			return nil, err
		}
		if r.direct {
			return v, nil
		}
		return r.resultOf(c, scan, v, a0, nil, 1), nil
	}
}

// direct2 is direct1 for Query2.
func direct2[A, B, R Value](f *Func, ca *conv[A], cb *conv[B], r *conv[R], scan bool, fn func(c *Ctx, a0 A, a1 B) (R, error)) {
	name := f.Name
	if u, ok := any(fn).(func(*Ctx, A, B) ([]*world.Body, error)); ok {
		f.Units2 = func(c *Ctx, a0, a1 any) ([]*world.Body, error) {
			x0, err := ca.one(name, a0, 0)
			if err != nil {
				return nil, err
			}
			x1, err := cb.one(name, a1, 1)
			if err != nil {
				return nil, err
			}
			return u(c, x0, x1)
		}
	}
	f.Call2 = func(c *Ctx, a0, a1 any) (any, error) {
		// one's and resultOf's common cases, spared their calls
		x0, ok := a0.(A)
		if !ok {
			var err error
			if x0, err = ca.one(name, a0, 0); err != nil {
				return nil, err
			}
		}
		x1, ok := a1.(B)
		if !ok {
			var err error
			if x1, err = cb.one(name, a1, 1); err != nil {
				return nil, err
			}
		}
		v, err := fn(c, x0, x1)
		if err != nil {
			return nil, err
		}
		if r.direct {
			return v, nil
		}
		return r.resultOf(c, scan, v, a0, a1, 2), nil
	}
}

// arity is the error of a call given the wrong number of arguments.
func arity(name string, args []any, n int) error {
	return fmt.Errorf("%s takes %d arguments, not %d", name, n, len(args))
}

// finish gives a query its Fn, which runs call and boxes its result, and,
// for a query whose result is a list of units, its Units, which runs call
// without boxing the list.
func finish[R Value](f *Func, r *conv[R], scan bool, call func(c *Ctx, args []any) (R, error)) *Func {
	f.Fn = func(c *Ctx, args []any) (any, error) {
		v, err := call(c, args)
		if err != nil {
			return nil, err
		}
		return r.result(c, pick(scan, args), v), nil
	}
	if u, ok := any(call).(func(*Ctx, []any) ([]*world.Body, error)); ok {
		f.Units = u
	}
	return f
}

// Query0 declares a query of no argument.
func Query0[R Value](name, doc string, fn func(c *Ctx) (R, error)) *Func {
	r := convOf[R]()
	scan := shares(r.sig)
	return declare(finish(&Func{Name: name, Doc: doc, Bind: bind0(name, fn)}, r, scan, func(c *Ctx, args []any) (R, error) {
		if len(args) != 0 {
			return *new(R), arity(name, args, 0)
		}
		return fn(c)
	}), nil, paramOf(r))
}

// Query1 declares a query of one argument.
func Query1[A, R Value](name, doc string, fn func(c *Ctx, a0 A) (R, error)) *Func {
	ca, r := convOf[A](), convOf[R]()
	scan := shares(r.sig, ca.sig)
	f := &Func{Name: name, Doc: doc, Bind: bind1(name, fn)}
	direct1(f, ca, r, scan, fn)
	return declare(finish(f, r, scan, func(c *Ctx, args []any) (R, error) {
		if len(args) != 1 {
			return *new(R), arity(name, args, 1)
		}
		a0, err := ca.arg(name, args, 0)
		if err != nil {
			return *new(R), err
		}
		return fn(c, a0)
	}), []param{paramOf(ca)}, paramOf(r))
}

// Query2 declares a query of 2 arguments.
func Query2[A, B, R Value](name, doc string, fn func(c *Ctx, a0 A, a1 B) (R, error)) *Func {
	ca, cb, r := convOf[A](), convOf[B](), convOf[R]()
	scan := shares(r.sig, ca.sig, cb.sig)
	f := &Func{Name: name, Doc: doc, Bind: bind2(name, fn)}
	direct2(f, ca, cb, r, scan, fn)
	return declare(finish(f, r, scan, func(c *Ctx, args []any) (R, error) {
		if len(args) != 2 {
			return *new(R), arity(name, args, 2)
		}
		a0, err := ca.arg(name, args, 0)
		if err != nil {
			return *new(R), err
		}
		a1, err := cb.arg(name, args, 1)
		if err != nil {
			return *new(R), err
		}
		return fn(c, a0, a1)
	}), []param{paramOf(ca), paramOf(cb)}, paramOf(r))
}

// Query3 declares a query of 3 arguments.
func Query3[A, B, C, R Value](name, doc string, fn func(c *Ctx, a0 A, a1 B, a2 C) (R, error)) *Func {
	ca, cb, cc, r := convOf[A](), convOf[B](), convOf[C](), convOf[R]()
	scan := shares(r.sig, ca.sig, cb.sig, cc.sig)
	return declare(finish(&Func{Name: name, Doc: doc}, r, scan, func(c *Ctx, args []any) (R, error) {
		if len(args) != 3 {
			return *new(R), arity(name, args, 3)
		}
		a0, err := ca.arg(name, args, 0)
		if err != nil {
			return *new(R), err
		}
		a1, err := cb.arg(name, args, 1)
		if err != nil {
			return *new(R), err
		}
		a2, err := cc.arg(name, args, 2)
		if err != nil {
			return *new(R), err
		}
		return fn(c, a0, a1, a2)
	}), []param{paramOf(ca), paramOf(cb), paramOf(cc)}, paramOf(r))
}

// Query4 declares a query of 4 arguments.
func Query4[A, B, C, D, R Value](name, doc string, fn func(c *Ctx, a0 A, a1 B, a2 C, a3 D) (R, error)) *Func {
	ca, cb, cc, cd, r := convOf[A](), convOf[B](), convOf[C](), convOf[D](), convOf[R]()
	scan := shares(r.sig, ca.sig, cb.sig, cc.sig, cd.sig)
	return declare(finish(&Func{Name: name, Doc: doc}, r, scan, func(c *Ctx, args []any) (R, error) {
		if len(args) != 4 {
			return *new(R), arity(name, args, 4)
		}
		a0, err := ca.arg(name, args, 0)
		if err != nil {
			return *new(R), err
		}
		a1, err := cb.arg(name, args, 1)
		if err != nil {
			return *new(R), err
		}
		a2, err := cc.arg(name, args, 2)
		if err != nil {
			return *new(R), err
		}
		a3, err := cd.arg(name, args, 3)
		if err != nil {
			return *new(R), err
		}
		return fn(c, a0, a1, a2, a3)
	}), []param{paramOf(ca), paramOf(cb), paramOf(cc), paramOf(cd)}, paramOf(r))
}

// Query5 declares a query of 5 arguments.
func Query5[A, B, C, D, E, R Value](name, doc string, fn func(c *Ctx, a0 A, a1 B, a2 C, a3 D, a4 E) (R, error)) *Func {
	ca, cb, cc, cd, ce, r := convOf[A](), convOf[B](), convOf[C](), convOf[D](), convOf[E](), convOf[R]()
	scan := shares(r.sig, ca.sig, cb.sig, cc.sig, cd.sig, ce.sig)
	return declare(finish(&Func{Name: name, Doc: doc}, r, scan, func(c *Ctx, args []any) (R, error) {
		if len(args) != 5 {
			return *new(R), arity(name, args, 5)
		}
		a0, err := ca.arg(name, args, 0)
		if err != nil {
			return *new(R), err
		}
		a1, err := cb.arg(name, args, 1)
		if err != nil {
			return *new(R), err
		}
		a2, err := cc.arg(name, args, 2)
		if err != nil {
			return *new(R), err
		}
		a3, err := cd.arg(name, args, 3)
		if err != nil {
			return *new(R), err
		}
		a4, err := ce.arg(name, args, 4)
		if err != nil {
			return *new(R), err
		}
		return fn(c, a0, a1, a2, a3, a4)
	}), []param{paramOf(ca), paramOf(cb), paramOf(cc), paramOf(cd), paramOf(ce)}, paramOf(r))
}

// Query6 declares a query of 6 arguments.
func Query6[A, B, C, D, E, F, R Value](name, doc string, fn func(c *Ctx, a0 A, a1 B, a2 C, a3 D, a4 E, a5 F) (R, error)) *Func {
	ca, cb, cc, cd, ce, cf, r := convOf[A](), convOf[B](), convOf[C](), convOf[D](), convOf[E](), convOf[F](), convOf[R]()
	scan := shares(r.sig, ca.sig, cb.sig, cc.sig, cd.sig, ce.sig, cf.sig)
	return declare(finish(&Func{Name: name, Doc: doc}, r, scan, func(c *Ctx, args []any) (R, error) {
		if len(args) != 6 {
			return *new(R), arity(name, args, 6)
		}
		a0, err := ca.arg(name, args, 0)
		if err != nil {
			return *new(R), err
		}
		a1, err := cb.arg(name, args, 1)
		if err != nil {
			return *new(R), err
		}
		a2, err := cc.arg(name, args, 2)
		if err != nil {
			return *new(R), err
		}
		a3, err := cd.arg(name, args, 3)
		if err != nil {
			return *new(R), err
		}
		a4, err := ce.arg(name, args, 4)
		if err != nil {
			return *new(R), err
		}
		a5, err := cf.arg(name, args, 5)
		if err != nil {
			return *new(R), err
		}
		return fn(c, a0, a1, a2, a3, a4, a5)
	}), []param{paramOf(ca), paramOf(cb), paramOf(cc), paramOf(cd), paramOf(ce), paramOf(cf)}, paramOf(r))
}

// Query7 declares a query of 7 arguments.
func Query7[A, B, C, D, E, F, G, R Value](name, doc string, fn func(c *Ctx, a0 A, a1 B, a2 C, a3 D, a4 E, a5 F, a6 G) (R, error)) *Func {
	ca, cb, cc, cd, ce, cf, cg, r := convOf[A](), convOf[B](), convOf[C](), convOf[D](), convOf[E](), convOf[F](), convOf[G](), convOf[R]()
	scan := shares(r.sig, ca.sig, cb.sig, cc.sig, cd.sig, ce.sig, cf.sig, cg.sig)
	return declare(finish(&Func{Name: name, Doc: doc}, r, scan, func(c *Ctx, args []any) (R, error) {
		if len(args) != 7 {
			return *new(R), arity(name, args, 7)
		}
		a0, err := ca.arg(name, args, 0)
		if err != nil {
			return *new(R), err
		}
		a1, err := cb.arg(name, args, 1)
		if err != nil {
			return *new(R), err
		}
		a2, err := cc.arg(name, args, 2)
		if err != nil {
			return *new(R), err
		}
		a3, err := cd.arg(name, args, 3)
		if err != nil {
			return *new(R), err
		}
		a4, err := ce.arg(name, args, 4)
		if err != nil {
			return *new(R), err
		}
		a5, err := cf.arg(name, args, 5)
		if err != nil {
			return *new(R), err
		}
		a6, err := cg.arg(name, args, 6)
		if err != nil {
			return *new(R), err
		}
		return fn(c, a0, a1, a2, a3, a4, a5, a6)
	}), []param{paramOf(ca), paramOf(cb), paramOf(cc), paramOf(cd), paramOf(ce), paramOf(cf), paramOf(cg)}, paramOf(r))
}
