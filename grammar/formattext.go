package grammar

import (
	"strconv"
	"strings"
)

// stmtText returns the one-line text of a statement without a block.
func stmtText(n Node) string {
	switch n := n.(type) {
	case *Let:
		return "let " + n.Name + " = " + n.Value.String() + refText(n.Ref)
	case *Roll:
		return "roll " + n.Name + " = " + n.Dice + refText(n.Ref)
	case *Choose:
		s := "choose " + n.Name + " from " + n.Candidates.String() + " by " + n.Chooser.String()
		if n.Default != nil {
			s += " default " + n.Default.String()
		}
		return s + refText(n.Ref)
	case *Goto:
		return "goto step " + n.Label + refText(n.Ref)
	case *Skip:
		word := "step "
		if len(n.Labels) > 1 {
			word = "steps "
		}
		return "skip " + word + strings.Join(n.Labels, ", ") + refText(n.Ref)
	case *Stop:
		return "stop" + refText(n.Ref)
	case *Call:
		return "call " + n.Name + "(" + ArgsText(n.Args) + ")" + refText(n.Ref)
	case *Event:
		return "event " + n.Name + parenExprs(n.Args) + refText(n.Ref)
	case *Mark:
		return n.Verb + " " + n.Unit.String() + " as " + n.Flag + parenExprs(n.Args) + refText(n.Ref)
	case *Remove:
		return "remove " + n.Unit.String() + refText(n.Ref)
	case *Fail:
		return "fail " + quote(n.Message) + refText(n.Ref)
	case *Action:
		if len(n.Args) == 0 {
			return n.Name + refText(n.Ref)
		}
		return n.Name + " " + ArgsText(n.Args) + refText(n.Ref)
	}
	return ""
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
