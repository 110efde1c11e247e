package check

import (
	"strings"

	"github.com/rulec-dev/rulec/grammar"
)

// A conditional value, `if C then A else B`, is the rules' spelling of
// expr's `C ? A : B`: `let x = if c then a else b` binds a value that
// depends on a condition. Its parts end, as a choice's do, at the end of
// the expression or of the bracket it stands in, or at a comma there;
// rewrite writes it for expr as `(C) ? (A) : (B)`.

// conditional is one `if` being read: its bracket depth and how far it is.
type conditional struct {
	at    grammar.ExprToken
	depth int
	stage int // 0: reading C, 1: reading A, 2: reading B
}

// conditionals follows the conditional values of one expression.
type conditionals struct {
	open  []conditional
	depth int
}

// token returns the text to write for t when it is a word of a
// conditional value or a bracket or comma that ends one (with ok true),
// or an error for one out of place.
func (c *conditionals) token(t grammar.ExprToken) (string, bool, *grammar.Error) {
	var b strings.Builder
	switch {
	case t.Kind == "Keyword" && t.Value == "if":
		c.open = append(c.open, conditional{at: t, depth: c.depth})
		return "(", true, nil
	case t.Kind == "Ident" && t.Value == "then" && c.here():
		c.closeDone(&b)
		top := &c.open[len(c.open)-1]
		if top.stage != 0 {
			return "", false, misplaced(t, "then")
		}
		top.stage = 1
		return b.String() + ") ? (", true, nil
	case t.Kind == "Keyword" && t.Value == "else":
		c.closeDone(&b)
		if !c.pending(1) {
			return "", false, misplaced(t, "else")
		}
		c.open[len(c.open)-1].stage = 2
		return b.String() + ") : (", true, nil
	case t.Kind == "Op" && (t.Value == "," || t.Value == ")" || t.Value == "]" || t.Value == "}"):
		if err := c.closeAll(&b); err != nil {
			return "", false, err
		}
		c.depth--
		if t.Value == "," {
			c.depth++
		}
		if b.Len() == 0 {
			return "", false, nil
		}
		return b.String() + t.Value, true, nil
	case t.Kind == "Op" && (t.Value == "(" || t.Value == "[" || t.Value == "{"):
		c.depth++
	}
	return "", false, nil
}

// here reports whether a conditional is open at this depth: then is a
// word of the language only there (elsewhere it may name a value).
func (c *conditionals) here() bool {
	return len(c.open) > 0 && c.open[len(c.open)-1].depth == c.depth
}

// pending reports whether a conditional at this depth has reached stage.
func (c *conditionals) pending(stage int) bool {
	n := len(c.open)
	return n > 0 && c.open[n-1].depth == c.depth && c.open[n-1].stage == stage
}

// closeDone closes the conditionals of this depth that are complete and
// stand in the condition or first value of the one around them.
func (c *conditionals) closeDone(b *strings.Builder) {
	for n := len(c.open); n > 1 && c.open[n-1].depth == c.depth && c.open[n-1].stage == 2 &&
		c.open[n-2].depth == c.depth && c.open[n-2].stage < 2; n-- {
		b.WriteString(")")
		c.open = c.open[:n-1]
	}
}

// closeAll closes every conditional of this depth, which the end of the
// bracket or a comma ends.
func (c *conditionals) closeAll(b *strings.Builder) *grammar.Error {
	for n := len(c.open); n > 0 && c.open[n-1].depth == c.depth; n-- {
		if c.open[n-1].stage < 2 {
			return unfinished(c.open[n-1])
		}
		b.WriteString(")")
		c.open = c.open[:n-1]
	}
	return nil
}

// end returns the text closing the conditionals still open at the end of
// the expression.
func (c *conditionals) end() (string, *grammar.Error) {
	var b strings.Builder
	err := c.closeAll(&b)
	return b.String(), err
}

// unfinished is the error of a conditional value without then or else.
func unfinished(k conditional) *grammar.Error {
	missing := "then"
	if k.stage == 1 {
		missing = "else"
	}
	return &grammar.Error{Pos: k.at.Pos, Msg: "a conditional value needs " + missing,
		Hint: "write if CONDITION then VALUE else OTHER_VALUE; an if statement stands at the start of a line"}
}

// misplaced is the error of then or else with no if before it.
func misplaced(t grammar.ExprToken, word string) *grammar.Error {
	return &grammar.Error{Pos: t.Pos, Msg: "\"" + word + "\" without an if before it",
		Hint: "a conditional value is written if CONDITION then VALUE else OTHER_VALUE"}
}
