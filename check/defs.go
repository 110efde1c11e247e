package check

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/grammar"
)

// declareDef records a def, visible to every file of the program.
func (ck *checker) declareDef(d *grammar.Def) {
	if !ck.declareGlobal(d.Name, d.Pos, "definition") {
		return
	}
	types := paramTypes()
	for _, p := range d.Params {
		if _, ok := types[p.Type]; !ok {
			ck.errs.Add(p.Pos, "unknown parameter type %q", p.Type).Hint = grammar.DidYouMean(p.Type, sortedKeys(types))
		}
	}
	if ck.defs == nil {
		ck.defs = map[string]*grammar.Def{}
		ck.defUnits = map[string]geom.Units{}
	}
	ck.defs[d.Name] = d
	ck.defUnits[d.Name] = ck.units
}

// declareGlobal records a name declared for the whole program (a def, an
// order, a memory); it reports a name already declared or already a query.
func (ck *checker) declareGlobal(name string, pos grammar.Position, kind string) bool {
	if !ck.declare(name, pos, kind) {
		return false
	}
	if ck.reg.Func(name) != nil {
		ck.errs.Add(pos, "%q is already the name of a query", name).Hint = "choose another name"
		return false
	}
	return true
}

// maxExpansion is how many tokens the defs used in one expression may
// write out: a def is written out at each use, its value in full, so defs
// that each use the one before twice double with every level (twenty of
// them wrote out a million tokens and took 20 s to check).
const maxExpansion = 50000

// errTooBig is expand's error past maxExpansion; expandDefs words it.
var errTooBig = &grammar.Error{Msg: "too many tokens"}

// errReported is the error of a use of a def whose own error was reported
// where it is declared.
var errReported = &grammar.Error{Msg: "reported at the definition"}

// checkDefCycles reports each cycle of defs that call one another, used
// or not, once: where the call that closes it stands.
func (ck *checker) checkDefCycles() {
	state := map[string]int{} // 1 on the path being followed, 2 done
	var path []string
	var visit func(d *grammar.Def)
	visit = func(d *grammar.Def) {
		state[d.Name] = 1
		path = append(path, d.Name)
		for _, t := range ck.defCalls(d.Value.Tokens) {
			switch state[t.Value] {
			case 0:
				visit(ck.defs[t.Value])
			case 1:
				k := slices.Index(path, t.Value)
				cycle := append(slices.Clone(path[k:]), t.Value)
				ck.errs.Add(t.Pos, "definition %q calls itself: %s", t.Value, strings.Join(cycle, " → ")).Hint =
					"a def cannot recurse; write a procedure"
				if ck.recursive == nil {
					ck.recursive = map[string]bool{}
				}
				for _, n := range cycle {
					ck.recursive[n] = true
				}
			}
		}
		path = path[:len(path)-1]
		state[d.Name] = 2
	}
	for _, f := range ck.prog.Files {
		for _, d := range f.AST.Decls {
			if d, ok := d.(*grammar.Def); ok && ck.defs[d.Name] == d && state[d.Name] == 0 {
				visit(d)
			}
		}
	}
}

// defCalls returns the tokens of toks that call a def.
func (ck *checker) defCalls(toks []grammar.ExprToken) []grammar.ExprToken {
	var out []grammar.ExprToken
	for i, t := range toks {
		if t.Kind == "Ident" && ck.defs[t.Value] != nil && i+1 < len(toks) && toks[i+1].Value == "(" &&
			(i == 0 || toks[i-1].Value != ".") {
			out = append(out, t)
		}
	}
	return out
}

// expandDefs returns e with every call of a def replaced by the def's
// value, its parameters replaced by the arguments in brackets; the tokens
// brought in stand at the call, so errors in them point there. A def that
// calls itself, directly or through others, is an error.
func (ck *checker) expandDefs(e *grammar.Expr) (*grammar.Expr, *grammar.Error) {
	if len(ck.defs) == 0 {
		return e, nil
	}
	toks, err := ck.expand(e.Tokens, nil, loopNames(e.Tokens))
	if err == errTooBig {
		calls := ck.defCalls(e.Tokens)
		name := calls[0].Value
		return nil, &grammar.Error{Pos: calls[0].Pos,
			Msg: fmt.Sprintf("this expression's defs write out more than %d tokens: a def is written out in full "+
				"at each use, and %s's value uses defs that do the same", maxExpansion, name),
			Hint: "give a repeated value a name with let, or compute it in a procedure"}
	}
	if err != nil {
		return nil, err
	}
	out := *e
	out.Tokens = toks
	return &out, nil
}

// expand replaces def calls in toks; inside names the defs being expanded.
//
// bound are the names of loop elements in the whole expression, with `it`:
// an argument reading one of them cannot go into a def whose value has a
// loop of its own, where the name would mean that loop's element instead.
//
// What a use writes out stops at maxExpansion tokens (errTooBig): every
// list built here is part of it.
func (ck *checker) expand(toks []grammar.ExprToken, inside []string, bound map[string]bool) ([]grammar.ExprToken, *grammar.Error) {
	var out []grammar.ExprToken
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		d := ck.defs[t.Value]
		if d == nil || t.Kind != "Ident" || i+1 >= len(toks) || toks[i+1].Value != "(" ||
			i > 0 && toks[i-1].Value == "." {
			out = append(out, t)
			continue
		}
		if ck.recursive[d.Name] {
			return nil, errReported
		}

		for k, n := range inside {
			if n == d.Name {
				return nil, &grammar.Error{Pos: t.Pos, Msg: fmt.Sprintf("definition %q calls itself: %s",
					d.Name, strings.Join(append(inside[k:], d.Name), " → ")), Hint: "a def cannot recurse; write a procedure"}
			}
		}
		// the arguments, split at commas outside brackets
		var args [][]grammar.ExprToken
		depth, from, end := 0, i+2, -1
		for j := i + 2; j < len(toks) && end < 0; j++ {
			switch toks[j].Value {
			case "(", "[", "{":
				depth++
			case ")", "]", "}":
				if depth == 0 {
					if j > from || len(args) > 0 {
						args = append(args, toks[from:j])
					}
					end = j
				}
				depth--
			case ",":
				if depth == 0 {
					args = append(args, toks[from:j])
					from = j + 1
				}
			}
		}
		if end < 0 {
			out = append(out, t)
			continue
		}
		if len(args) != len(d.Params) {
			return nil, &grammar.Error{Pos: t.Pos, Msg: fmt.Sprintf("%s takes %d argument(s), not %d", d.Name, len(d.Params), len(args)),
				Hint: "def " + d.Name + "(" + paramList(d.Params) + ")"}
		}
		if hasLoop(d.Value.Tokens) {
			for _, a := range args {
				for _, at := range a {
					if at.Kind == "Ident" && bound[at.Value] {
						return nil, &grammar.Error{Pos: at.Pos, Msg: fmt.Sprintf("%s reads a loop's element, but %s has a loop of its own, where %s would mean that loop's element", at.Value, d.Name, at.Value),
							Hint: "give the value a name with let first, outside the loop"}
					}
				}
			}
		}
		body, err := ck.expand(d.Value.Tokens, append(inside[:len(inside):len(inside)], d.Name), bound)
		if err != nil {
			return nil, err
		}
		at := func(v, kind string) grammar.ExprToken { return grammar.ExprToken{Kind: kind, Value: v, Pos: t.Pos} }
		out = append(out, at("(", "Op"))
		for _, b := range body {
			slot := -1
			for k, p := range d.Params {
				if b.Kind == "Ident" && b.Value == p.Name {
					slot = k
				}
			}
			if slot < 0 {
				b.Pos = t.Pos
				out = append(out, b)
				continue
			}
			arg, err := ck.expand(args[slot], inside, bound)
			if err != nil {
				return nil, err
			}
			if len(out)+len(arg) > maxExpansion {
				return nil, errTooBig // each part of out is part of what the use writes out
			}
			out = append(out, at("(", "Op"))
			out = append(out, arg...)
			out = append(out, at(")", "Op"))
		}
		out = append(out, at(")", "Op"))
		if len(out) > maxExpansion {
			return nil, errTooBig
		}
		ck.used[d.Name] = true
		i = end
	}
	return out, nil
}

// loopNames returns `it` and the names loops in toks give their elements.
func loopNames(toks []grammar.ExprToken) map[string]bool {
	names := map[string]bool{"it": true}
	for i := 0; i+2 < len(toks); i++ {
		k := i + 1
		if toks[k].Value == "(" {
			k++
		}
		if loopWords[toks[i].Value] && k+1 < len(toks) && toks[k].Kind == "Ident" && toks[k+1].Value == "in" {
			names[toks[k].Value] = true
		}
	}
	return names
}

// hasLoop reports whether a def's value has a loop (filter, any, ...).
func hasLoop(toks []grammar.ExprToken) bool {
	for i, t := range toks {
		if loopWords[t.Value] && i+1 < len(toks) && (toks[i+1].Value == "(" || toks[i+1].Kind == "Ident") {
			return true
		}
	}
	return false
}

// paramList writes a def's, an order's or a procedure's parameters as declared.
func paramList(params []*grammar.Param) string {
	var s []string
	for _, p := range params {
		s = append(s, p.Name+": "+p.Type)
	}
	return strings.Join(s, ", ")
}

// sortedKeys returns a map's keys in order.
func sortedKeys[V any](m map[string]V) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	for i := range out {
		for j := i + 1; j < len(out); j++ {
			if out[j] < out[i] {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	return out
}
