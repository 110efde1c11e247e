package check

import (
	"strings"

	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/types"
)

// FuncSignature returns how a query is called, with the rules language's
// type names as its declaration gives them: `distance(unit, unit) →
// length`. Editors show it beside the query's Doc.
func FuncSignature(f *engine.Func) string {
	in := make([]string, len(f.Params))
	for i, t := range f.Params {
		in[i] = paramName(t)
	}
	s := f.Name + "(" + strings.Join(in, ", ") + ")"
	if f.Result.Kind != types.Invalid {
		s += " → " + paramName(f.Result)
	}
	return s
}

// ActionSignature returns how an action is written, the first parameter
// by position and the rest by name, optional ones in brackets:
// `move unit, forward: length [, stop_at: units]`.
func ActionSignature(a *engine.Action) string {
	return actionForm(a, func(p engine.ActionParam) string { return paramName(p.Type) })
}

// paramName names the type of a query's or an action's parameter or
// result: a number of any dimension (types.AnyT at the engine's
// boundary: a prop's) is a length or a number.
func paramName(t types.Type) string {
	if t.Kind == types.Any {
		return "length or number"
	}
	return t.String()
}

// actionForm writes an action as ActionSignature does, naming each
// parameter's type with arg.
func actionForm(a *engine.Action, arg func(engine.ActionParam) string) string {
	var b strings.Builder
	b.WriteString(a.Name)
	for i, p := range a.Params {
		s := arg(p)
		if i > 0 {
			s = p.Name + ": " + s
		}
		switch {
		case i == 0:
			b.WriteString(" " + s)
		case p.Optional:
			b.WriteString(" [, " + s + "]")
		default:
			b.WriteString(", " + s)
		}
	}
	return b.String()
}
