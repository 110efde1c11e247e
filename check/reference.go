package check

import (
	"fmt"
	"strings"

	"github.com/rulec-dev/rulec/engine"
)

// FuncReference returns a query's signature with its lengths and angles
// named: `travel_ahead(unit, length, units) → length` (FuncSignature).
func FuncReference(f *engine.Func) string { return FuncSignature(f) }

// ActionReference returns an action's form with its lengths and angles
// named: `move unit, forward: length [, stop_at: units]` (ActionSignature).
func ActionReference(a *engine.Action) string { return ActionSignature(a) }

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
