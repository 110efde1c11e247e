package check

import (
	"slices"
	"strings"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/types"
)

// declareDef records a def, visible to every file of the program.
func (ck *checker) declareDef(d *grammar.Def) {
	if !ck.declareGlobal(d.Name, d.Pos, "definition") {
		return
	}
	seen := map[string]bool{}
	for _, p := range d.Params {
		if _, ok := types.Parse(p.Type); !ok {
			ck.errs.Add(p.Pos, "unknown parameter type %q", p.Type).Hint = grammar.DidYouMean(p.Type, types.Declarable())
		}
		if seen[p.Name] {
			// def d(a: number, a: number) = a read the first and said nothing
			ck.errs.Add(p.Pos, "duplicate parameter %q", p.Name)
		}
		seen[p.Name] = true
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

// checkDefCycles reports each cycle of defs that call one another, used
// or not, once: where the call that closes it stands.
func (ck *checker) checkDefCycles() {
	state := map[string]int{} // 1 on the path being followed, 2 done
	var path []string
	var visit func(d *grammar.Def)
	visit = func(d *grammar.Def) {
		state[d.Name] = 1
		path = append(path, d.Name)
		for _, t := range ck.defCalls(d.Value) {
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

// defCalls returns the names of e that call a def.
func (ck *checker) defCalls(e *grammar.Expr) []grammar.ExprToken {
	var out []grammar.ExprToken
	e.Names(func(t grammar.ExprToken, called bool) bool {
		if called && ck.defs[t.Value] != nil {
			out = append(out, t)
		}
		return true
	})
	return out
}
