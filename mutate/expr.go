package mutate

import (
	"math"
	"strconv"
	"strings"

	"github.com/rulec-dev/rulec/grammar"
)

// flips maps each operator Flip changes to its replacement: a boundary
// moved by one (< and <=), an equality turned round, a connective swapped.
var flips = map[string]string{
	"<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "==",
	"and": "or", "or": "and", "&&": "||", "||": "&&",
}

// expr makes the mutants of one expression of site: each comparison and
// connective flipped, each number and length nudged.
func (g *gen) expr(site grammar.Node, e *grammar.Expr) {
	if e == nil {
		return
	}
	toks := e.Tokens()
	for i, t := range toks {
		if t.Kind == "String" {
			continue
		}
		if to, ok := flips[t.Value]; ok && (t.Kind == "Op" || t.Kind == "Ident") {
			if boundaries[t.Value] && t.Kind == "Op" && blurred(toks[i+1:]) {
				g.why = "the boundary is compared with a tolerance added: < and <= differ only " +
					"for a value equal to it to the last bit, which the tolerance is there to make immaterial"
			}
			g.token(site, e, i, Flip, to)
		}
		for _, to := range nudges(t) {
			if tolerance(t) {
				g.why = "a tolerance nudged by half is still a tolerance: only values equal to " +
					"within a millionth could tell the two apart"
			}
			g.token(site, e, i, Nudge, to)
		}
	}
}

// token tries the mutant with token i of e replaced by text to.
func (g *gen) token(site grammar.Node, e *grammar.Expr, i int, op Op, to string) {
	toks := e.Tokens()
	changed := append([]grammar.ExprToken{}, toks...)
	changed[i].Value = to
	old := *e
	g.try(op, quoted(toks[i].Value)+" → "+quoted(to), site, toks[i].Pos,
		func() { e.SetTokens(changed) }, func() { *e = old })
}

// negate tries the mutant with `not (...)` around a condition.
func (g *gen) negate(site grammar.Node, e *grammar.Expr) {
	if e == nil {
		return
	}
	toks := e.Tokens()
	neg := make([]grammar.ExprToken, 0, len(toks)+3)
	neg = append(neg, grammar.ExprToken{Kind: "Ident", Value: "not", Pos: e.Pos},
		grammar.ExprToken{Kind: "Op", Value: "(", Pos: e.Pos})
	neg = append(neg, toks...)
	neg = append(neg, grammar.ExprToken{Kind: "Op", Value: ")", Pos: e.Pos})
	old := *e
	g.try(Negate, "not ("+clip(e.String())+")", site, e.Pos,
		func() { e.SetTokens(neg) }, func() { *e = old })
}

// nudges returns what Nudge changes a number or length token to: a whole
// number (or a whole number and a tolerance, 45.000001) one up and one
// down, another number or a length half as much again and half (a zero
// length becomes one of its unit). Other tokens have none.
func nudges(t grammar.ExprToken) []string {
	switch t.Kind {
	case "Number":
		v, err := strconv.ParseFloat(t.Value, 64)
		if err != nil {
			return nil
		}
		if v == math.Trunc(v) && !strings.ContainsAny(t.Value, ".eE") || tiny(t) && math.Abs(v) >= 1 {
			return []string{num(v + 1), num(v - 1)} // 45.000001 is 45 and a tolerance
		}
		return []string{num(v * 1.5), num(v / 2)}
	case "Length":
		i := strings.IndexFunc(t.Value, func(r rune) bool { return (r < '0' || r > '9') && r != '.' })
		if i <= 0 {
			return nil
		}
		v, err := strconv.ParseFloat(t.Value[:i], 64)
		if err != nil {
			return nil
		}
		unit := t.Value[i:]
		if v == 0 {
			return []string{"1" + unit}
		}
		return []string{num(v*1.5) + unit, num(v/2) + unit}
	}
	return nil
}

// num prints a number as short as it reads back.
func num(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

// quoted quotes a token's text for a Change.
func quoted(s string) string { return strconv.Quote(s) }

// boundaries are the comparisons whose flip moves a boundary by one.
var boundaries = map[string]bool{"<": true, "<=": true, ">": true, ">=": true}

// blurred reports whether the operand after a comparison, up to the end of
// that comparison, adds a tolerance: a call of tolerance() or a tiny
// number (see tiny).
func blurred(toks []grammar.ExprToken) bool {
	depth := 0
	for i, t := range toks {
		switch t.Value {
		case "(", "[":
			depth++
		case ")", "]":
			if depth--; depth < 0 {
				return false
			}
		case "and", "or", "&&", "||", ",", "?", ":":
			if depth == 0 && t.Kind != "String" {
				return false
			}
		case "tolerance":
			if t.Kind == "Ident" && i+1 < len(toks) && toks[i+1].Value == "(" {
				return true
			}
		}
		if tiny(t) {
			return true
		}
	}
	return false
}

// tiny reports whether a number token is tolerance-sized: it differs from
// a whole number by less than a thousandth, but not by nothing (0.000001,
// 45.000001).
func tiny(t grammar.ExprToken) bool {
	if t.Kind != "Number" {
		return false
	}
	v, err := strconv.ParseFloat(t.Value, 64)
	if err != nil {
		return false
	}
	d := math.Abs(v - math.Round(v))
	return d > 0 && d < 1e-3
}

// tolerance reports whether a number token is a tolerance itself: not
// zero and smaller than a thousandth (0.000001).
func tolerance(t grammar.ExprToken) bool {
	if t.Kind != "Number" {
		return false
	}
	v, err := strconv.ParseFloat(t.Value, 64)
	return err == nil && v != 0 && math.Abs(v) < 1e-3
}
