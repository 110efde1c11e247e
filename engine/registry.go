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
}

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
}

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
