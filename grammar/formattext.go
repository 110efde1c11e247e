package grammar

import (
	"strconv"
	"strings"
)

// Head returns a node's own text in canonical layout, without its ref and
// without the statements or clauses it holds: `when len(x) > 0`,
// `step 1 "Pivot"`, `move unit, forward: d`. Tools compare heads to tell
// a changed statement from one laid out differently.
func Head(n Node) string {
	if h, ok := n.(interface{ Head() string }); ok {
		return h.Head()
	}
	return ""
}

// RefOf returns the rule reference a node cites, or nil.
func RefOf(n Node) *Ref {
	if r, ok := n.(interface{ RefOf() *Ref }); ok {
		return r.RefOf()
	}
	return nil
}

// paramsText returns a parameter list: `unit: unit, from: unit?`.
func paramsText(ps []*Param) string {
	parts := make([]string, len(ps))
	for i, p := range ps {
		parts[i] = p.Name + ": " + p.Type
		if p.Optional {
			parts[i] += "?"
		}
	}
	return strings.Join(parts, ", ")
}

// headerText returns the text of a ruleset header.
func headerText(h *Header) string {
	s := "ruleset " + quote(h.Name)
	if h.Version != "" {
		s += " version " + quote(h.Version)
	}
	return s
}

// ArgsText returns arguments separated by commas, named ones as `name: value`.
func ArgsText(args []*Arg) string {
	parts := make([]string, len(args))
	for i, a := range args {
		parts[i] = a.Value.String()
		if a.Name != "" {
			parts[i] = a.Name + ": " + parts[i]
		}
	}
	return strings.Join(parts, ", ")
}

// parenExprs returns `(a, b)`, or "" for no expressions.
func parenExprs(es []*Expr) string {
	if len(es) == 0 {
		return ""
	}
	parts := make([]string, len(es))
	for i, e := range es {
		parts[i] = e.String()
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// refText returns ` ref "..."`, or "" for no reference.
func refText(r *Ref) string {
	if r == nil {
		return ""
	}
	return " ref " + quote(r.Text)
}

// optQuote returns ` "s"`, or "" for an empty s (an omitted title).
func optQuote(s string) string {
	if s == "" {
		return ""
	}
	return " " + quote(s)
}

// quote returns s as a double-quoted string literal.
func quote(s string) string { return strconv.Quote(s) }

// wordOrQuote returns s bare if it reads back as one name, else quoted.
func wordOrQuote(s string) string {
	toks, err := lexWords(s)
	if err == nil && len(toks) == 1 && toks[0].Type == identToken && toks[0].Value == s {
		return s
	}
	return quote(s)
}
