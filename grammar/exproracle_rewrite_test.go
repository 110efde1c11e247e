package grammar

// The checker's rewrites of an expression's tokens for expr-lang's parser,
// as they were when the checker handed expressions to it (check/loops.go
// and check/oldConditional.go at 9182ac3), kept here as TestExprOracle's
// reference: the tree of the rewritten text under expr's parser is the
// tree the checker used, which this package's parser must build.

import (
	"fmt"
	"slices"
	"strings"
)

// oldLoopWords are expr's builtins that take a list and a predicate; written
// with a named element, `any p in placements: not p.rotates_target`, they
// read as `any(placements, not #.rotates_target)`.
var oldLoopWords = map[string]bool{
	"all": true, "any": true, "none": true, "one": true, "filter": true, "map": true,
	"count": true, "sum": true, "find": true, "findIndex": true, "findLast": true,
	"findLastIndex": true, "groupBy": true, "sortBy": true,
}

// oldNamedLoops rewrites `word name in list: body` to `word(list, body)` with
// name written `#` in body. The body runs to the end of the expression, a
// comma or the bracket that closes around it, so `(any p in l: a) and b`
// keeps b out of it. An error names a loop with no colon.
func oldNamedLoops(toks []ExprToken) ([]ExprToken, *Error) {
	if !slices.ContainsFunc(toks, func(t ExprToken) bool { return t.Value == "exists" || oldLoopWords[t.Value] }) {
		return toks, nil // nothing to rewrite: most expressions, left uncopied
	}
	return oldNestedLoops(oldExistsCalls(toks), nil)
}

// oldExistsCalls rewrote exists(list) as (len(list) > 0), with the tokens
// added placed at exists. Here it writes existsLen(list), which
// printExprTree prints as (len(list) > 0): the same tree, without the
// accident of the checker's bracket, which made `f exists(l)` the call
// f((len(l) > 0)).
func oldExistsCalls(toks []ExprToken) []ExprToken {
	out := slices.Clone(toks)
	for i, t := range out {
		if t.Kind == "Ident" && t.Value == "exists" && i+1 < len(toks) && toks[i+1].Value == "(" {
			out[i].Value = "existsLen"
		}
	}
	return out
}

// oldNestedLoops is oldNamedLoops inside loops naming the elements outer: an
// inner loop's condition cannot read them, since expr's predicates see
// only their own element.
func oldNestedLoops(toks []ExprToken, outer []string) ([]ExprToken, *Error) {
	var out []ExprToken
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		// k is where the element's name stands: after the word, or after
		// its bracket in the form filter(p in list: body).
		k := i + 1
		if k+1 < len(toks) && toks[k].Value == "(" {
			k++
		}
		if !oldLoopWords[t.Value] || t.Kind != "Ident" && t.Kind != "Keyword" || k+1 >= len(toks) ||
			toks[k].Kind != "Ident" || toks[k+1].Value != "in" {
			out = append(out, t)
			continue
		}
		bracketed := k > i+1
		name := toks[k]
		// the list runs to the first colon outside brackets
		depth, colon := 0, -1
		for j := k + 2; j < len(toks) && colon < 0; j++ {
			switch toks[j].Value {
			case "(", "[", "{":
				depth++
			case ")", "]", "}":
				depth--
			case ":":
				if depth == 0 {
					colon = j
				}
			}
			if depth < 0 {
				break
			}
		}
		if colon < 0 || colon == k+2 {
			return nil, &Error{Pos: t.Pos, Msg: fmt.Sprintf("%s %s in ... needs a list, then a colon and the condition", t.Value, name.Value),
				Hint: fmt.Sprintf("write %s %s in list: condition", t.Value, name.Value)}
		}
		end, depth := len(toks), 0
		for j := colon + 1; j < len(toks); j++ {
			v := toks[j].Value
			if v == "(" || v == "[" || v == "{" {
				depth++
			} else if v == ")" || v == "]" || v == "}" {
				if depth == 0 {
					end = j
					break
				}
				depth--
			} else if v == "," && depth == 0 {
				end = j
				break
			}
		}
		if colon+1 == end {
			return nil, &Error{Pos: toks[colon].Pos, Msg: fmt.Sprintf("%s %s in ...: needs a condition after the colon", t.Value, name.Value)}
		}
		for _, b := range toks[colon+1 : end] {
			for _, o := range outer {
				if b.Kind == "Ident" && b.Value == o {
					return nil, &Error{Pos: b.Pos, Msg: fmt.Sprintf("%s is the element of an outer loop: the condition of %s %s in ... cannot read it", o, t.Value, name.Value),
						Hint: fmt.Sprintf("give what it needs of %s a name first with let, outside the loops", o)}
				}
			}
		}
		body, err := oldNestedLoops(toks[colon+1:end], append(outer[:len(outer):len(outer)], name.Value))
		if err != nil {
			return nil, err
		}
		op := func(v string, at Position) ExprToken {
			return ExprToken{Kind: "Op", Value: v, Pos: at}
		}
		list, err := oldNestedLoops(toks[k+2:colon], outer)
		if err != nil {
			return nil, err
		}
		out = append(out, t, op("(", name.Pos))
		out = append(out, list...)
		out = append(out, op(",", toks[colon].Pos))
		for _, b := range body {
			if b.Kind == "Ident" && b.Value == name.Value {
				b.Value = "it"
			}
			out = append(out, b)
		}
		if !bracketed {
			out = append(out, op(")", toks[end-1].Pos))
		}
		i = end - 1
	}
	return out, nil
}

// A oldConditional value, `if C then A else B`, is the rules' spelling of
// expr's `C ? A : B`: `let x = if c then a else b` binds a value that
// depends on a condition. Its parts end, as a choice's do, at the end of
// the expression or of the bracket it stands in, or at a comma there;
// rewrite writes it for expr as `(C) ? (A) : (B)`.

// oldConditional is one `if` being read: its bracket depth and how far it is.
type oldConditional struct {
	at    ExprToken
	depth int
	stage int // 0: reading C, 1: reading A, 2: reading B
}

// oldConditionals follows the oldConditional values of one expression.
type oldConditionals struct {
	open  []oldConditional
	depth int
}

// token returns the text to write for t when it is a word of a
// oldConditional value or a bracket or comma that ends one (with ok true),
// or an error for one out of place.
func (c *oldConditionals) token(t ExprToken) (string, bool, *Error) {
	var b strings.Builder
	switch {
	case t.Kind == "Keyword" && t.Value == "if":
		c.open = append(c.open, oldConditional{at: t, depth: c.depth})
		return "(", true, nil
	case t.Kind == "Ident" && t.Value == "then" && c.here():
		c.closeDone(&b)
		top := &c.open[len(c.open)-1]
		if top.stage != 0 {
			return "", false, oldMisplaced(t, "then")
		}
		top.stage = 1
		return b.String() + ") ? (", true, nil
	case t.Kind == "Keyword" && t.Value == "else":
		c.closeDone(&b)
		if !c.pending(1) {
			return "", false, oldMisplaced(t, "else")
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

// here reports whether a oldConditional is open at this depth: then is a
// word of the language only there (elsewhere it may name a value).
func (c *oldConditionals) here() bool {
	return len(c.open) > 0 && c.open[len(c.open)-1].depth == c.depth
}

// pending reports whether a oldConditional at this depth has reached stage.
func (c *oldConditionals) pending(stage int) bool {
	n := len(c.open)
	return n > 0 && c.open[n-1].depth == c.depth && c.open[n-1].stage == stage
}

// closeDone closes the oldConditionals of this depth that are complete and
// stand in the condition or first value of the one around them.
func (c *oldConditionals) closeDone(b *strings.Builder) {
	for n := len(c.open); n > 1 && c.open[n-1].depth == c.depth && c.open[n-1].stage == 2 &&
		c.open[n-2].depth == c.depth && c.open[n-2].stage < 2; n-- {
		b.WriteString(")")
		c.open = c.open[:n-1]
	}
}

// closeAll closes every oldConditional of this depth, which the end of the
// bracket or a comma ends.
func (c *oldConditionals) closeAll(b *strings.Builder) *Error {
	for n := len(c.open); n > 0 && c.open[n-1].depth == c.depth; n-- {
		if c.open[n-1].stage < 2 {
			return oldUnfinished(c.open[n-1])
		}
		b.WriteString(")")
		c.open = c.open[:n-1]
	}
	return nil
}

// end returns the text closing the oldConditionals still open at the end of
// the expression.
func (c *oldConditionals) end() (string, *Error) {
	var b strings.Builder
	err := c.closeAll(&b)
	return b.String(), err
}

// oldUnfinished is the error of a conditional value without then or else.
func oldUnfinished(k oldConditional) *Error {
	missing := "then"
	if k.stage == 1 {
		missing = "else"
	}
	return &Error{Pos: k.at.Pos, Msg: "a conditional value needs " + missing,
		Hint: "write if CONDITION then VALUE else OTHER_VALUE; an if statement stands at the start of a line"}
}

// oldMisplaced is the error of then or else with no if before it.
func oldMisplaced(t ExprToken, word string) *Error {
	return &Error{Pos: t.Pos, Msg: "\"" + word + "\" without an if before it",
		Hint: "a conditional value is written if CONDITION then VALUE else OTHER_VALUE"}
}
