package check

import (
	"slices"
	"strings"

	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/grammar"
)

// propWords returns, for each prop the program reads only through queries
// that refuse a word outside a list (engine.OneOf, word_in) given as a
// string or a constant, every word those lists allow, in the order first written: the words a
// scenario's units may give it. A prop named anywhere else (another
// query, a string kept in a constant or a variable), or read with a list
// the checker cannot know, is left out: the rules may read other words.
//
// called are the names written as a call anywhere in files (readNames):
// when none of them is such a query, nothing is walked.
func propWords(reg *engine.Registry, info *Info, files []*Source, consts map[string]any, called map[string]bool) map[string][]string {
	if !callsOneOf(reg, called) {
		return map[string][]string{}
	}
	named := map[string]int{}      // each string literal: how many times it is written
	oneOf := map[string]int{}      // each prop: how many OneOf calls name it
	open := map[string]bool{}      // props read with a list not known
	words := map[string][]string{} // in the order first written
	for _, f := range files {
		if f.AST == nil {
			continue
		}
		grammar.Walk(f.AST, func(n grammar.Node) bool {
			switch n := n.(type) {
			case *grammar.Lit:
				if n.Kind == grammar.StringLit {
					named[n.Value]++
				}
			case *grammar.CallExpr:
				b := info.Uses.AtIdent(n.Fun)
				if b == nil || b.Kind != QueryBinding {
					return true
				}
				q := reg.Func(b.Name)
				if q == nil || q.OneOf == nil || len(n.Args) <= max(q.OneOf.Prop, q.OneOf.Words) {
					return true
				}
				name, ok := n.Args[q.OneOf.Prop].(*grammar.Lit)
				if !ok || name.Kind != grammar.StringLit {
					return true // a name not known: the string is counted where written
				}
				oneOf[name.Value]++
				list, ok := constString(info, n.Args[q.OneOf.Words], consts)
				if !ok {
					open[name.Value] = true
					return true
				}
				for _, w := range strings.Fields(list) {
					if !slices.Contains(words[name.Value], w) {
						words[name.Value] = append(words[name.Value], w)
					}
				}
			}
			return true
		})
	}
	out := map[string][]string{}
	for name, n := range oneOf {
		if !open[name] && named[name] == n && len(words[name]) > 0 {
			out[name] = words[name]
		}
	}
	return out
}

// constString returns the string x is when it is a string literal or
// names a constant holding one.
func constString(info *Info, x grammar.ExprNode, consts map[string]any) (string, bool) {
	switch x := x.(type) {
	case *grammar.Lit:
		return x.Value, x.Kind == grammar.StringLit
	case *grammar.Paren:
		return constString(info, x.X, consts)
	case *grammar.Ident:
		if b := info.Uses.AtIdent(x); b != nil && b.Kind == ConstBinding {
			s, ok := consts[b.Name].(string)
			return s, ok
		}
	}
	return "", false
}

// callsOneOf reports whether any of the names called is a query that
// refuses a word outside a list (engine.OneOf).
func callsOneOf(reg *engine.Registry, called map[string]bool) bool {
	for name := range called {
		if q := reg.Func(name); q != nil && q.OneOf != nil {
			return true
		}
	}
	return false
}
