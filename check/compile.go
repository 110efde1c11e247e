package check

import (
	"maps"
	"math"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/types"
)

// compileExpr checks e in a scope, want being the type the context needs
// (Invalid: any), and lowers it to the closures that run it (eval.go):
// the new checker (exprcheck.go) reports what is wrong, records the names
// and types in the checker's Info, and the evaluator lowers the checked
// tree. It returns nil when e does not check.
func (ck *checker) compileExpr(e *grammar.Expr, sc *scope, want types.Type, what string) *Expr {
	if e == nil {
		return nil
	}
	v, ok := ck.checkExpr(e, sc, want, what)
	if !ok {
		return nil
	}
	return ck.lowerChecked(e, ck.info, v.t, dimOf{d: dimOfType(v.t), lit: v.lit, name: v.name, rolled: v.rolled})
}

// rulesTypeNames maps Go type names in messages to the names a rules
// writer knows.
var rulesTypeNames = sync.OnceValue(func() map[string]string {
	return map[string]string{
		"[]*world.Body": "units", "*world.Body": "unit", "world.Body": "unit",
		"[]*engine.Placement": "placements", "*engine.Placement": "placement", "engine.Placement": "placement",
		"[]*engine.Model": "models", "*engine.Model": "model", "engine.Model": "model",
		"[]*engine.Spot": "spots", "*engine.Spot": "spot", "engine.Spot": "spot",
		"*engine.Ctx": "world", "geom.Vec": "point", "[]float64": "numbers", "float64": "number", "int": "number",
		"string": "word", "[]interface {}": "list", "interface {}": "any",
	}
})

// goTypeRE matches what may be a Go type name in a message: whole words
// only, so that a name such as "pointz" or the word "integer" is left
// alone (a substring replacement made them "ponumberz" and "numbereger").
// It is compiled on first use, not at start: most runs never need it.
var goTypeRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(\[\])?\*?[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)?( \{\})?`)
})

// rulesTypes rewrites the Go type names of a message to the rules'.
func rulesTypes(msg string) string {
	return goTypeRE().ReplaceAllStringFunc(msg, func(w string) string {
		if r, ok := rulesTypeNames()[w]; ok {
			return r
		}
		if elem, ok := strings.CutPrefix(w, "[]"); ok {
			if r, ok := rulesTypeNames()[elem]; ok {
				return "[]" + r
			}
		}
		return w
	})
}

// maxWhole is the largest whole number, named in the errors that reach it.
const maxWhole = math.MaxInt64

// visibleNames returns every name an expression in sc may use.
//
// The order is fixed, so that of names equally near a misspelling the same
// one is suggested on every run: the innermost scope's variables first,
// each scope's sorted, then the constants and the queries.
func (ck *checker) visibleNames(sc *scope) []string {
	var names []string
	for s := sc; s != nil; s = s.parent {
		names = append(names, s.names()...)
	}
	names = append(names, slices.Sorted(maps.Keys(ck.prog.Consts))...)
	names = append(names, slices.Sorted(maps.Keys(ck.defs))...)
	return append(names, ck.reg.FuncNames()...)
}
