package check

import (
	"github.com/rulec-dev/rulec/diag"
	"github.com/rulec-dev/rulec/grammar"
)

// A variable or parameter named like a query, constant, def, memory or
// order would hide it: `distance(a, b)` would stop meaning the query in a
// procedure with a parameter called distance, and a def's parameter is
// replaced wherever its name stands in the def's value. The checker
// refuses such names where they are declared, saying what they would hide.

// noteKind records what a top-level declaration names, first one kept
// (a second is reported as a duplicate elsewhere).
func (ck *checker) noteKind(d grammar.Decl) {
	name, kind := "", ""
	switch d := d.(type) {
	case *grammar.Const:
		name, kind = d.Name, "constant"
	case *grammar.Def:
		name, kind = d.Name, "def"
	case *grammar.Remember:
		name, kind = d.Name, "memory"
	case *grammar.Order:
		name, kind = d.Name, "order"
	default:
		return
	}
	if _, ok := ck.kinds[name]; !ok {
		ck.kinds[name] = kind
	}
}

// shadowed returns what a variable called name would hide: "a query",
// "a constant", "a def", "a memory" or "an order", or "".
func (ck *checker) shadowed(name string) string {
	if kind, ok := ck.kinds[name]; ok {
		if kind == "order" {
			return "an order"
		}
		return "a " + kind
	}
	if _, ok := ck.prog.Consts[name]; ok {
		return "a constant"
	}
	if ck.reg.Func(name) != nil {
		return "a query"
	}
	return ""
}

// checkParamNames reports the parameters of procedures, defs and orders
// named like a constant, def, memory or order, at the parameter, and the
// loop elements of defs' values as loopShadows does. A
// parameter named like a query is reported only where its declaration
// calls that query: `unit: unit` and `distance: length` read like the
// book, and scenarios pass arguments by those names, so they stay allowed
// while nothing needs the query they hide.
func (ck *checker) checkParamNames(called map[string]bool) {
	for _, f := range ck.prog.Files {
		for _, d := range f.AST.Decls {
			var params []*grammar.Param
			what := ""
			switch d := d.(type) {
			case *grammar.Procedure:
				params, what = d.Params, "procedure "+d.Name
			case *grammar.Def:
				params, what = d.Params, "def "+d.Name
			case *grammar.Order:
				params, what = d.Params, "order "+d.Name
			}
			for _, p := range params {
				hidden := ck.shadowed(p.Name)
				if hidden == "" {
					continue
				}
				if hidden != "a query" {
					ck.errs.Add(p.Pos, "parameter %q is already the name of %s", p.Name, hidden).Hint = "choose another name"
					ck.clashed[p.Name] = true
					continue
				}
				if !called[p.Name] {
					continue // no expression calls it (callOf's test, for the program)
				}
				if at, ok := callOf(d, p.Name); ok {
					ck.errs.Add(p.Pos, "parameter %q hides the query %s, which %s calls at %s", p.Name, p.Name, what, diag.Short(at)).Hint =
						"choose another name for the parameter"
					ck.clashed[p.Name] = true
				}
			}
		}
	}
}

// callOf returns where the first call of name stands in n's expressions.
func callOf(n grammar.Node, name string) (grammar.Position, bool) {
	var at grammar.Position
	found := false
	grammar.Walk(n, func(c grammar.Node) bool {
		e, ok := c.(*grammar.Expr)
		if !ok || found {
			return !found
		}
		e.Names(func(t grammar.ExprToken, called bool) bool {
			if called && t.Value == name {
				at, found = t.Pos, true
			}
			return !found
		})
		return false
	})
	return at, found
}

// namePos returns where the name stands in a statement that begins at pos
// with a keyword (`let gap = ...`, `for e in ...`, `roll d = 2D6`): after
// the keyword and the blanks that follow it, on the same line.
func (ck *checker) namePos(pos grammar.Position) grammar.Position {
	for _, f := range ck.prog.Files {
		if f.Path != pos.Filename || pos.Offset < 0 || pos.Offset >= len(f.Src) {
			continue
		}
		i := pos.Offset
		for i < len(f.Src) && isWordByte(f.Src[i]) {
			i++
		}
		for i < len(f.Src) && (f.Src[i] == ' ' || f.Src[i] == '\t') {
			i++
		}
		if i == pos.Offset || i >= len(f.Src) || !isWordByte(f.Src[i]) {
			return pos
		}
		pos.Column += i - pos.Offset
		pos.Offset = i
		return pos
	}
	return pos
}

// isWordByte reports a byte of a keyword or name.
func isWordByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}
