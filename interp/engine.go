package interp

import (
	"github.com/rulec-dev/rulec/check"
	"github.com/rulec-dev/rulec/engine"
)

// The engine's types, under the names embedders have used.
type (
	// Registry holds the queries and actions a program may use.
	Registry = engine.Registry
	// Func is a world query.
	Func = engine.Func
	// Action is a statement the engine provides.
	Action = engine.Action
	// ActionParam is one parameter of an action.
	ActionParam = engine.ActionParam
	// Placement is a candidate position from contact_placements.
	Placement = engine.Placement
	// Model is one model of a model-by-model unit.
	Model = engine.Model
)

// Stdlib returns a registry holding the engine's world queries and actions.
func Stdlib() *Registry { return engine.Stdlib() }

// NewRegistry returns an empty registry.
func NewRegistry() *Registry { return engine.NewRegistry() }

// FuncSignature returns how a query is called: check.FuncSignature.
func FuncSignature(f *Func) string { return check.FuncSignature(f) }

// ActionSignature returns how an action is written: check.ActionSignature.
func ActionSignature(a *Action) string { return check.ActionSignature(a) }
