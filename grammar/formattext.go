package grammar

import (
	"strconv"
	"strings"
)

// stmtText returns the one-line text of a node without its block: its head
// and its ref.
func stmtText(n Node) string { return Head(n) + refText(RefOf(n)) }

// Head returns a node's own text in canonical layout, without its ref and
// without the statements or clauses it holds: `when len(x) > 0`,
// `step 1 "Pivot"`, `move unit, forward: d`. Tools compare heads to tell
// a changed statement from one laid out differently.
func Head(n Node) string {
	switch n := n.(type) {
	case *Procedure:
		return "procedure " + n.Name + "(" + paramsText(n.Params) + ")"
	case *Const:
		return "const " + n.Name + " = " + n.Value.String()
	case *Def:
		return "def " + n.Name + "(" + paramsText(n.Params) + ") = " + n.Value.String()
	case *Step:
		return "step " + n.Label + optQuote(n.Title)
	case *First:
		s := "first " + quote(n.Name)
		if n.Else != "" {
			s += " else " + n.Else
		}
		return s
	case *When:
		return "when " + n.Cond.String()
	case *Otherwise:
		return "otherwise"
	case *Pick:
		return "pick " + n.Name + " from " + n.Candidates.String()
	case *Priority:
		return n.Kind + " " + n.Value.String()
	case *If:
		return "if " + n.Cond.String()
	case *For:
		return "for " + n.Var + " in " + n.List.String()
	case *Let:
		return "let " + n.Name + " = " + n.Value.String()
	case *Roll:
		if n.Faces {
			return "roll " + n.Name + " = " + n.Dice + " dice"
		}
		return "roll " + n.Name + " = " + n.Dice
	case *Choose:
		s := "choose " + n.Name + " from " + n.Candidates.String() + " by " + n.Chooser.String()
		if n.Default != nil {
			s += " default " + n.Default.String()
		}
		return s
	case *Goto:
		return "goto step " + n.Label
	case *Skip:
		word := "step "
		if len(n.Labels) > 1 {
			word = "steps "
		}
		return "skip " + word + strings.Join(n.Labels, ", ")
	case *Stop:
		return "stop"
	case *Call:
		return "call " + n.Name + "(" + ArgsText(n.Args) + ")"
	case *Event:
		return "event " + n.Name + parenExprs(n.Args)
	case *Mark:
		return n.Verb + " " + n.Unit.String() + " as " + n.Flag + parenExprs(n.Args)
	case *Remove:
		return "remove " + n.Unit.String()
	case *Fail:
		return "fail " + quote(n.Message)
	case *Assert:
		return "assert " + n.Cond.String() + ", " + quote(n.Message)
	case *Action:
		if len(n.Args) == 0 {
			return n.Name
		}
		return n.Name + " " + ArgsText(n.Args)
	}
	return ""
}

// RefOf returns the rule reference a node cites, or nil.
func RefOf(n Node) *Ref {
	switch n := n.(type) {
	case *Procedure:
		return n.Ref
	case *Const:
		return n.Ref
	case *Def:
		return n.Ref
	case *Step:
		return n.Ref
	case *First:
		return n.Ref
	case *When:
		return n.Ref
	case *Otherwise:
		return n.Ref
	case *Pick:
		return n.Ref
	case *Priority:
		return n.Ref
	case *If:
		return n.Ref
	case *Let:
		return n.Ref
	case *Roll:
		return n.Ref
	case *Choose:
		return n.Ref
	case *Goto:
		return n.Ref
	case *Skip:
		return n.Ref
	case *Stop:
		return n.Ref
	case *Call:
		return n.Ref
	case *Event:
		return n.Ref
	case *Mark:
		return n.Ref
	case *Remove:
		return n.Ref
	case *Fail:
		return n.Ref
	case *Assert:
		return n.Ref
	case *Action:
		return n.Ref
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
	if err == nil && len(toks) == 1 && toks[0].Type == tokenTypes["Ident"] && toks[0].Value == s {
		return s
	}
	return quote(s)
}
