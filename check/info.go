package check

import (
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/types"
)

// Info is what checking learns of a program's names and expressions, the
// one table every tool reads (the interpreter's lowering, the language
// server, rulediff, ruletext, coverage), in the manner of go/types' Info:
// nothing downstream resolves a name or types an expression again.
type Info struct {
	// Bindings are every declaration of the program, in the order the
	// resolver met them (files in load order, each in source order).
	Bindings []*Binding
	// Uses maps the position of each identifier that names something, in
	// an expression (a grammar.Ident) or in a statement (a step after
	// goto, a procedure called, a memory set, an order used), to what it
	// names (Uses.At; Uses.All lists them). A declaration's own name is
	// in Defs, not here.
	Uses Uses
	// Defs maps the position of each declaring name to its binding.
	Defs map[grammar.Position]*Binding
	// Types gives every expression node the type the checker found
	// (Types.Of).
	Types Types

	// vis is where each parameter and each name a statement binds may be
	// read (see Visible).
	vis map[*Binding]extent
}

// BindingKind is what a name names.
type BindingKind uint8

const (
	ParamBinding    BindingKind = iota + 1 // a procedure's parameter
	LetBinding                             // a let, roll or choose of a procedure
	LoopBinding                            // a for's element, a named loop's element, or `it`
	DefBinding                             // a def
	DefParamBinding                        // a def's parameter
	ConstBinding                           // a constant
	MemoryBinding                          // a memory (remember)
	OrderBinding                           // a priority order
	ProcBinding                            // a procedure
	StepBinding                            // a step of a procedure
	QueryBinding                           // a world query of the engine
	ActionBinding                          // an action of the engine
	BuiltinBinding                         // a builtin of the language (len, filter, abs, ...)
)

// Binding is one declared name: what it is, where it is declared (the zero
// position for the engine's queries and actions and the builtins), its
// type (a query's or def's result, a memory's value), and the node that
// declares it (nil for the engine's and the language's own).
type Binding struct {
	Kind BindingKind
	Name string
	Pos  grammar.Position
	Type types.Type
	Decl grammar.Node
	// use is the binding's place in its check's Uses.binds, from 1 (0:
	// none yet).
	use int32
}
