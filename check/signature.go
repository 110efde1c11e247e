package check

import (
	"reflect"
	"strings"

	"github.com/rulec-dev/rulec/engine"
)

// FuncSignature returns how a query is called, with rules-language type
// names: `enemies(unit) → units`. Editors show it beside the query's Doc.
func FuncSignature(f *engine.Func) string {
	var in []string
	for _, t := range f.SigIn() {
		in = append(in, typeName(t))
	}
	s := f.Name + "(" + strings.Join(in, ", ") + ")"
	if t := reflect.TypeOf(f.Sig).Elem(); t.NumOut() > 0 {
		s += " → " + typeName(t.Out(0))
	}
	return s
}

// ActionSignature returns how an action is written, the first parameter
// by position and the rest by name, optional ones in brackets:
// `move unit, forward: number [, stop_at: units]`.
func ActionSignature(a *engine.Action) string {
	return actionForm(a, func(p engine.ActionParam) string { return typeName(p.Type) })
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
