package check

import (
	"fmt"
	"slices"

	"github.com/rulec-dev/rulec/grammar"
)

// loopWords are expr's builtins that take a list and a predicate; written
// with a named element, `any p in placements: not p.rotates_target`, they
// read as `any(placements, not #.rotates_target)`.
var loopWords = map[string]bool{
	"all": true, "any": true, "none": true, "one": true, "filter": true, "map": true,
	"count": true, "sum": true, "find": true, "findIndex": true, "findLast": true,
	"findLastIndex": true, "groupBy": true, "sortBy": true,
}

// namedLoops rewrites `word name in list: body` to `word(list, body)` with
// name written `#` in body. The body runs to the end of the expression, a
// comma or the bracket that closes around it, so `(any p in l: a) and b`
// keeps b out of it. An error names a loop with no colon.
func namedLoops(toks []grammar.ExprToken) ([]grammar.ExprToken, *grammar.Error) {
	if !slices.ContainsFunc(toks, func(t grammar.ExprToken) bool { return t.Value == "exists" || loopWords[t.Value] }) {
		return toks, nil // nothing to rewrite: most expressions, left uncopied
	}
	return nestedLoops(existsCalls(toks), nil)
}

// existsCalls rewrites exists(list) as (len(list) > 0), with the tokens
// added placed at exists.
func existsCalls(toks []grammar.ExprToken) []grammar.ExprToken {
	var out []grammar.ExprToken
	var closes []int // depths at which an exists call's bracket closes
	depth := 0
	for i, t := range toks {
		switch {
		case t.Kind == "Ident" && t.Value == "exists" && i+1 < len(toks) && toks[i+1].Value == "(":
			out = append(out, grammar.ExprToken{Kind: "Op", Value: "(", Pos: t.Pos},
				grammar.ExprToken{Kind: "Ident", Value: "len", Pos: t.Pos})
			closes = append(closes, depth+1)
			continue
		case t.Value == "(" || t.Value == "[" || t.Value == "{":
			depth++
		case t.Value == ")" || t.Value == "]" || t.Value == "}":
			if n := len(closes); n > 0 && closes[n-1] == depth {
				closes = closes[:n-1]
				out = append(out, t, grammar.ExprToken{Kind: "Op", Value: ">", Pos: t.Pos},
					grammar.ExprToken{Kind: "Number", Value: "0", Pos: t.Pos},
					grammar.ExprToken{Kind: "Op", Value: ")", Pos: t.Pos})
				depth--
				continue
			}
			depth--
		}
		out = append(out, t)
	}
	return out
}

// nestedLoops is namedLoops inside loops naming the elements outer: an
// inner loop's condition cannot read them, since expr's predicates see
// only their own element.
func nestedLoops(toks []grammar.ExprToken, outer []string) ([]grammar.ExprToken, *grammar.Error) {
	var out []grammar.ExprToken
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		// k is where the element's name stands: after the word, or after
		// its bracket in the form filter(p in list: body).
		k := i + 1
		if k+1 < len(toks) && toks[k].Value == "(" {
			k++
		}
		if !loopWords[t.Value] || t.Kind != "Ident" && t.Kind != "Keyword" || k+1 >= len(toks) ||
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
			return nil, &grammar.Error{Pos: t.Pos, Msg: fmt.Sprintf("%s %s in ... needs a list, then a colon and the condition", t.Value, name.Value),
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
			return nil, &grammar.Error{Pos: toks[colon].Pos, Msg: fmt.Sprintf("%s %s in ...: needs a condition after the colon", t.Value, name.Value)}
		}
		for _, b := range toks[colon+1 : end] {
			for _, o := range outer {
				if b.Kind == "Ident" && b.Value == o {
					return nil, &grammar.Error{Pos: b.Pos, Msg: fmt.Sprintf("%s is the element of an outer loop: the condition of %s %s in ... cannot read it", o, t.Value, name.Value),
						Hint: fmt.Sprintf("give what it needs of %s a name first with let, outside the loops", o)}
				}
			}
		}
		body, err := nestedLoops(toks[colon+1:end], append(outer[:len(outer):len(outer)], name.Value))
		if err != nil {
			return nil, err
		}
		op := func(v string, at grammar.Position) grammar.ExprToken {
			return grammar.ExprToken{Kind: "Op", Value: v, Pos: at}
		}
		list, err := nestedLoops(toks[k+2:colon], outer)
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
