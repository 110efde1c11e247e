package engine

import (
	"maps"
	"slices"

	"github.com/rulec-dev/rulec/types"
	"github.com/rulec-dev/rulec/world"
)

// Func is a world query callable from expressions, declared by QueryN:
// its parameters and result in the language's types, which the checker,
// the reference and the language server read, and its call on boxed
// arguments. Rules never write the hidden *Ctx, which the caller passes.
type Func struct {
	Name   string
	Doc    string
	Params []types.Type
	Result types.Type
	Fn     func(c *Ctx, args []any) (any, error)
	// Units, for a query whose result is a list of units, is Fn giving
	// the list unboxed (nil for other queries): an expression that reads
	// the list as a list saves boxing it.
	Units func(c *Ctx, args []any) ([]*world.Body, error)
	// Call1 and Call2 are Fn for a query of one or two arguments (Query1,
	// Query2) given them directly, and Units1 and Units2 its Units so:
	// a lowered call spares the slice of arguments and its checks. Nil
	// for other queries; a caller falls back on Fn and Units.
	Call1  func(c *Ctx, a0 any) (any, error)
	Call2  func(c *Ctx, a0, a1 any) (any, error)
	Units1 func(c *Ctx, a0 any) ([]*world.Body, error)
	Units2 func(c *Ctx, a0, a1 any) ([]*world.Body, error)
	// Bind, for a query of at most two arguments (Query0, Query1,
	// Query2), returns its call with the lowered arguments args (each an
	// Arg of its parameter's typed form, bind.go) as an Arg of its
	// result's typed form; nil when a parameter or the result has no
	// typed form, or an argument is not of its parameter's. Nil for
	// other queries: a caller calls them boxed (Fn). Bind keeps no
	// reference to args (the checker passes room it reuses).
	Bind func(args []any) any
	// Fallback, for a query whose last argument it returns only when it
	// finds nothing else (prop_or's, for a unit without the prop), says
	// when: nil for other queries (FallingBack).
	Fallback *Fallback
	// Finds, for a query that reads a unit's prop named by one of its
	// arguments and answers a default when the unit lacks it (word's ""),
	// says which argument and whether the prop was found: nil for other
	// queries (FindingProp).
	Finds *Finds
	// OneOf, for a query that refuses a unit's word prop unless it is one
	// of the words an argument lists (word_in), says which arguments name
	// the prop and list the words: a scenario can then be checked before
	// its run for a word the rules would refuse (OneOfWords). Nil for
	// other queries.
	OneOf *OneOf
	// Defaulted, for a memory's read (MemoryQuery), reports given the
	// arguments whether the entry was never set, so that the read
	// answers the declaration's default: the interpreter counts the
	// default as a part of its own then, so that coverage and rulec diff
	// tell a default no run read from one that was. Nil for other
	// queries.
	Defaulted func(c *Ctx, args []any) bool
	// reads is what of the world the query reads (Reading).
	reads aspectDecl
}

// Fallback is what a query knows of its fallback argument, its last:
// Needed reports, given the arguments before it (the fallback's slot holds
// the zero of its type), whether the query returns the fallback. The
// interpreter evaluates the fallback only then, so that coverage and
// rulec diff see it as a part of its own, used or not.
type Fallback struct {
	Needed func(c *Ctx, args []any) bool
}

// FallingBack declares f's last argument a fallback, returned only when
// needed reports so (Fallback).
func (f *Func) FallingBack(needed func(c *Ctx, args []any) bool) *Func {
	f.Fallback = &Fallback{Needed: needed}
	return f
}

// Finds is what a query that reads a prop with a silent default knows of
// it: Arg is the argument naming the prop, and Found reports, given the
// arguments, whether the unit has it. The interpreter counts the name as a
// part of the call (found) when it does, so that coverage and rulec diff
// tell a prop no run found from one that was: a suite whose units never
// carry it read the default under either name.
type Finds struct {
	Arg   int
	Found func(c *Ctx, args []any) bool
}

// FindingProp declares that f reads the prop its argument arg names and
// answers a default when found reports it missing (Finds).
func (f *Func) FindingProp(arg int, found func(c *Ctx, args []any) bool) *Func {
	f.Finds = &Finds{Arg: arg, Found: found}
	return f
}

// OneOf is what a query that refuses a word prop outside a list knows of
// its arguments: Prop names the prop, Words lists the words allowed,
// separated by spaces.
type OneOf struct{ Prop, Words int }

// OneOfWords declares that f refuses the word prop its argument prop
// names unless it is one of the words its argument words lists (OneOf).
func (f *Func) OneOfWords(prop, words int) *Func {
	f.OneOf = &OneOf{Prop: prop, Words: words}
	return f
}

// Reading declares what of the world f reads, when that is less than
// everything: a `let` whose value reads nothing an action changes is
// evaluated when first read (docs/language.md). Declare only what the
// query's code is known to read; undeclared is always safe.
func (f *Func) Reading(a Aspects) *Func {
	f.reads = aspectDecl(a | declared)
	return f
}

// Reads returns what of the world f may read: World unless declared.
func (f *Func) Reads() Aspects { return f.reads.get() }

// ActionParam is one parameter of an action.
type ActionParam struct {
	Name     string
	Type     types.Type
	Optional bool
}

// Action is a statement the engine provides, such as a pivot or a move.
// Arguments are matched to Params by position first, then by name.
type Action struct {
	Name   string
	Doc    string
	Params []ActionParam
	Run    func(c *Ctx, args []any) error // args in Params order; nil when omitted
	// RunArgs runs the action as Run does on its arguments in their
	// typed forms (Args, actionargs.go); nil for an action that has no
	// adapter (Run alone).
	RunArgs func(c *Ctx, x *Args) error
	// writes is what of the world the action changes (Changing).
	writes aspectDecl
}

// Changing declares what of the world a changes, when that is less than
// everything; undeclared is always safe.
func (a *Action) Changing(w Aspects) *Action {
	a.writes = aspectDecl(w | declared)
	return a
}

// Writes returns what of the world a may change: World unless declared.
func (a *Action) Writes() Aspects { return a.writes.get() }

// aspectDecl is what a query or action declares of the world it reads or
// changes, marked declared; its zero value, undeclared, is the world.
type aspectDecl Aspects

func (d aspectDecl) get() Aspects {
	if Aspects(d)&declared == 0 {
		return World
	}
	return Aspects(d) &^ declared
}

// Aspects are parts of the world a query reads or an action changes. The
// interpreter evaluates a `let` when it is first read, unless an action
// changing something the let's value reads comes first, when the let is
// evaluated just before that action (docs/language.md, "When a let is
// evaluated"). The split is coarse on purpose: an aspect a query might
// read must be declared, or left undeclared (everything).
type Aspects uint8

const (
	// Geometry is where bodies stand: boundaries, facings, models,
	// routes and the moves made.
	Geometry Aspects = 1 << iota
	// Status is which bodies are on the table and what they carry:
	// removed, flags, props, combats, sides.
	Status
	// Remembered is what the rules remembered (remember/set).
	Remembered
	// Notes marks a query that writes lines into the trace: a let
	// calling one is evaluated where it stands, so that the trace keeps
	// its order.
	Notes
	// declared marks a declaration made (Reading, Changing).
	declared
)

// World is every aspect of the world a query may read or an action change.
const World = Geometry | Status | Remembered

// Registry holds the queries and actions a program may use. It is built by
// the caller and passed in, so embedders can add their own.
type Registry struct {
	funcs   map[string]*Func
	actions map[string]*Action
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry {
	return &Registry{funcs: map[string]*Func{}, actions: map[string]*Action{}}
}

// Clone returns a registry holding the same queries and actions, to which
// more can be added without changing r: the checker adds a program's own
// (its memories) to a clone.
func (r *Registry) Clone() *Registry {
	return &Registry{funcs: maps.Clone(r.funcs), actions: maps.Clone(r.actions)}
}

// AddFunc registers a query.
func (r *Registry) AddFunc(f *Func) { r.funcs[f.Name] = f }

// AddAction registers an action.
func (r *Registry) AddAction(a *Action) { r.actions[a.Name] = a }

// Func returns the query named name, or nil.
func (r *Registry) Func(name string) *Func { return r.funcs[name] }

// Action returns the action named name, or nil.
func (r *Registry) Action(name string) *Action { return r.actions[name] }

// FuncNames returns the query names, sorted.
func (r *Registry) FuncNames() []string { return slices.Sorted(maps.Keys(r.funcs)) }

// ActionNames returns the action names, sorted.
func (r *Registry) ActionNames() []string { return slices.Sorted(maps.Keys(r.actions)) }
