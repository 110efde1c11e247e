package check

import (
	"github.com/rulec-dev/rulec/engine"
	"reflect"
	"strings"
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
	var b strings.Builder
	b.WriteString(a.Name)
	for i, p := range a.Params {
		arg := typeName(p.Type)
		if i > 0 {
			arg = p.Name + ": " + arg
		}
		switch {
		case i == 0:
			b.WriteString(" " + arg)
		case p.Optional:
			b.WriteString(" [, " + arg + "]")
		default:
			b.WriteString(", " + arg)
		}
	}
	return b.String()
}
