package check

import (
	"fmt"
	"reflect"
	"strings"

	"github.com/rulec-dev/rulec/engine"
)

// dimName is the rules-language name of a number of dimension d.
func dimName(d dim) string {
	switch d {
	case dimLength:
		return "length"
	case dimAngle:
		return "angle"
	}
	return "number"
}

// FuncReference returns a query's signature with its lengths and angles
// named: `travel_ahead(unit, length, units) → length`.
func FuncReference(f *engine.Func) string {
	sig, _ := funcDims(f, f.Name)
	args, res, _ := strings.Cut(sig, ">")
	var in []string
	for i, t := range f.SigIn() {
		name := typeName(t)
		if t == floatType && i < len(args) && dimCode(args[i]) != dimUnknown {
			name = dimName(dimCode(args[i]))
		}
		in = append(in, name)
	}
	s := f.Name + "(" + strings.Join(in, ", ") + ")"
	if t := reflect.TypeOf(f.Sig).Elem(); t.NumOut() > 0 {
		name := typeName(t.Out(0))
		if t.Out(0) == floatType && res != "" && dimCode(res[0]) != dimUnknown {
			name = dimName(dimCode(res[0]))
		}
		s += " → " + name
	}
	return s
}

// ActionReference returns an action's form with its lengths and angles
// named: `move unit, forward: length [, stop_at: units]`.
func ActionReference(a *engine.Action) string {
	return actionForm(a, func(p engine.ActionParam) string {
		if d := actionDims[a.Name][p.Name]; d != dimUnknown {
			return dimName(d)
		}
		return typeName(p.Type)
	})
}

// firstSentence returns a doc's first sentence.
func firstSentence(doc string) string {
	for i := 0; i+1 < len(doc); i++ {
		if doc[i] == '.' && doc[i+1] == ' ' {
			return doc[:i+1]
		}
	}
	return doc
}

// Reference returns the reference of a registry's world queries and
// actions as Markdown: each with its signature (lengths in the file's
// units, angles in degrees) and the first sentence of its doc. `rulec help
// queries` prints it and docs/queries.md holds it; a test fails when they
// drift apart.
func Reference(reg *engine.Registry) string {
	var b strings.Builder
	b.WriteString("# World queries and actions\n\n")
	b.WriteString("Generated from the engine's registry by `rulec help queries`; do not edit.\n")
	b.WriteString("A `length` is written with a unit (`3in`, `200p`) and a bare `0` is allowed;\n")
	b.WriteString("an `angle` is in degrees; a `number` is a plain count or roll.\n")
	b.WriteString("`units` also takes a single unit.\n\n")
	b.WriteString("## Queries\n\n| query | what it returns |\n|---|---|\n")
	for _, name := range reg.FuncNames() {
		f := reg.Func(name)
		fmt.Fprintf(&b, "| `%s` | %s |\n", FuncReference(f), cell(firstSentence(f.Doc)))
	}
	b.WriteString("\n## Actions\n\n| action | what it does |\n|---|---|\n")
	for _, name := range reg.ActionNames() {
		a := reg.Action(name)
		fmt.Fprintf(&b, "| `%s` | %s |\n", ActionReference(a), cell(firstSentence(a.Doc)))
	}
	return b.String()
}

// cell escapes text for a Markdown table cell.
func cell(s string) string {
	return strings.ReplaceAll(s, "|", `\|`)
}
