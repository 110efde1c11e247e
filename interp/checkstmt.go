package interp

import (
	"fmt"
	"reflect"

	"github.com/rulec-dev/rulec/grammar"
)

// stmt checks one statement and returns its compiled form (nil on error).
func (ck *checker) stmt(s *grammar.Stmt, sc *scope) stmt {
	switch {
	case s.Step != nil:
		st := s.Step
		c := ck.addClause("step", "step "+st.Label+" "+st.Title, refText(st.Ref), st.Pos)
		// Steps share the procedure's scope: "the distance rolled" in step
		// 1 is read in step 3.
		return &stepStmt{at: at{st.Pos, refText(st.Ref)}, label: st.Label, title: st.Title,
			body: ck.block(st.Body.Stmts, sc, false), clause: c}
	case s.Let != nil:
		v := ck.compileExpr(s.Let.Value, sc, nil, "a value")
		var t reflect.Type
		if v != nil {
			t = v.typ
		}
		ck.define(sc, s.Let.Name, t, s.Let.Pos)
		return &letStmt{at: at{s.Let.Pos, refText(s.Let.Ref)}, name: s.Let.Name, value: v}
	case s.Roll != nil:
		return ck.roll(s.Roll, sc)
	case s.Choose != nil:
		return ck.choose(s.Choose, sc)
	case s.First != nil:
		return ck.first(s.First, sc)
	case s.Pick != nil:
		return ck.pick(s.Pick, sc)
	case s.If != nil:
		st := &ifStmt{at: at{s.If.Pos, refText(s.If.Ref)}, cond: ck.compileExpr(s.If.Cond, sc, boolType, "a condition")}
		st.then = ck.block(s.If.Then.Stmts, newScope(sc), false)
		if s.If.Else != nil {
			st.els = ck.block(s.If.Else.Stmts, newScope(sc), false)
		}
		return st
	case s.For != nil:
		list := ck.compileExpr(s.For.List, sc, nil, "a list")
		inner := newScope(sc)
		var elem reflect.Type
		if list != nil {
			if list.typ != nil && list.typ.Kind() == reflect.Slice {
				elem = list.typ.Elem()
			} else if list.typ != nil && list.typ != anyType {
				ck.errs.Add(s.For.List.Pos, "for needs a list, not %s", typeName(list.typ))
			}
		}
		ck.define(inner, s.For.Var, elem, s.For.Pos)
		return &forStmt{at: at{pos: s.For.Pos}, name: s.For.Var, list: list, body: ck.block(s.For.Body.Stmts, inner, false)}
	case s.Goto != nil:
		ck.stepExists(s.Goto.Label, s.Goto.Pos)
		return &gotoStmt{at: at{s.Goto.Pos, refText(s.Goto.Ref)}, label: s.Goto.Label}
	case s.Skip != nil:
		for _, l := range s.Skip.Labels {
			ck.stepExists(l, s.Skip.Pos)
		}
		return &skipStmt{at: at{s.Skip.Pos, refText(s.Skip.Ref)}, labels: s.Skip.Labels}
	case s.Stop != nil:
		return &stopStmt{at{s.Stop.Pos, refText(s.Stop.Ref)}}
	case s.Call != nil:
		return ck.call(s.Call, sc)
	case s.Event != nil:
		st := &eventStmt{at: at{s.Event.Pos, refText(s.Event.Ref)}, name: s.Event.Name}
		for _, a := range s.Event.Args {
			st.args = append(st.args, ck.compileExpr(a, sc, nil, "an event argument"))
		}
		return st
	case s.Mark != nil:
		m := s.Mark
		st := &markStmt{at: at{m.Pos, refText(m.Ref)}, set: m.Verb == "mark", flag: m.Flag,
			unit: ck.compileExpr(m.Unit, sc, bodyType, "the unit to "+m.Verb)}
		for _, a := range m.Args {
			st.args = append(st.args, ck.compileExpr(a, sc, bodyType, "a flag argument"))
		}
		return st
	case s.Remove != nil:
		return &removeStmt{at: at{s.Remove.Pos, refText(s.Remove.Ref)}, unit: ck.compileExpr(s.Remove.Unit, sc, bodyType, "the unit to remove")}
	case s.Fail != nil:
		return &failStmt{at: at{s.Fail.Pos, refText(s.Fail.Ref)}, msg: s.Fail.Message}
	case s.Action != nil:
		return ck.action(s.Action, sc)
	}
	return nil
}

// stepExists reports a jump to a step the procedure does not have.
func (ck *checker) stepExists(label string, pos grammar.Position) {
	if _, ok := ck.proc.Steps[label]; ok {
		return
	}
	e := ck.errs.Add(pos, "procedure %q has no step %s", ck.proc.Name, label)
	if n := grammar.Nearest(label, sortedKeys(ck.proc.Steps)); n != "" {
		e.Hint = fmt.Sprintf("did you mean step %s?", n)
	}
}

// roll checks a dice roll.
func (ck *checker) roll(r *grammar.Roll, sc *scope) stmt {
	n, sides, ok := parseDice(r.Dice)
	if !ok {
		ck.errs.Add(r.Pos, "bad dice %q", r.Dice).Hint = "write NdS, such as 2D6 or D6"
	}
	t := floatType
	if r.Faces {
		t = numbersT
	}
	ck.define(sc, r.Name, t, r.Pos)
	return &rollStmt{at: at{r.Pos, refText(r.Ref)}, name: r.Name, dice: r.Dice, n: n, sides: sides, faces: r.Faces}
}

// choose checks a player choice.
func (ck *checker) choose(c *grammar.Choose, sc *scope) stmt {
	st := &chooseStmt{at: at{c.Pos, refText(c.Ref)}, name: c.Name,
		cands: ck.compileExpr(c.Candidates, sc, nil, "the candidates"),
		by:    ck.compileExpr(c.Chooser, sc, strType, "the chooser")}
	var elem reflect.Type
	if st.cands != nil && st.cands.typ != nil {
		if st.cands.typ.Kind() != reflect.Slice {
			ck.errs.Add(c.Candidates.Pos, "the candidates must be a list, not %s", typeName(st.cands.typ))
		} else {
			elem = st.cands.typ.Elem()
		}
	}
	if c.Default != nil {
		st.dflt = ck.compileExpr(c.Default, sc, elem, "the default")
	}
	ck.define(sc, c.Name, elem, c.Pos)
	return st
}

// first checks a first-applicable group.
func (ck *checker) first(f *grammar.First, sc *scope) stmt {
	st := &firstStmt{at: at{f.Pos, refText(f.Ref)}, name: f.Name, elseError: f.Else == "error"}
	switch {
	case f.Otherwise == nil && f.Else == "":
		ck.errs.Add(f.Pos, "group %q must say what happens when no clause applies", f.Name).Hint =
			`add an otherwise clause, or write first "` + f.Name + `" else error (or else nothing)`
	case f.Otherwise != nil && f.Else != "":
		ck.errs.Add(f.Pos, "group %q has both an otherwise clause and else %s", f.Name, f.Else)
	}
	always := false
	for _, w := range f.Whens {
		if always {
			ck.errs.Add(w.Pos, "this clause can never apply: an earlier clause of group %q always does", f.Name)
		}
		if w.Cond.String() == "true" {
			always = true
		}
		c := ck.addClause("when", w.Cond.String(), refText(w.Ref), w.Pos)
		st.clauses = append(st.clauses, &whenClause{at: at{w.Pos, refText(w.Ref)}, clause: c,
			cond: ck.compileExpr(w.Cond, sc, boolType, "a condition"), body: ck.block(w.Body.Stmts, newScope(sc), false)})
	}
	if o := f.Otherwise; o != nil {
		if always {
			ck.errs.Add(o.Pos, "this clause can never apply: an earlier clause of group %q always does", f.Name)
		}
		c := ck.addClause("otherwise", "otherwise", refText(o.Ref), o.Pos)
		st.clauses = append(st.clauses, &whenClause{at: at{o.Pos, refText(o.Ref)}, clause: c, body: ck.block(o.Body.Stmts, newScope(sc), false)})
	}
	return st
}

// pick checks a priority order.
func (ck *checker) pick(p *grammar.Pick, sc *scope) stmt {
	st := &pickStmt{at: at{p.Pos, refText(p.Ref)}, name: p.Name, cands: ck.compileExpr(p.Candidates, sc, nil, "the candidates")}
	var elem reflect.Type
	if st.cands != nil && st.cands.typ != nil {
		if st.cands.typ.Kind() != reflect.Slice {
			ck.errs.Add(p.Candidates.Pos, "the candidates must be a list, not %s", typeName(st.cands.typ))
		} else {
			elem = st.cands.typ.Elem()
		}
	}
	inner := newScope(sc)
	inner.vars[p.Name] = elem
	inner.pos[p.Name] = p.Pos
	for _, pr := range p.Priorities {
		want := floatType
		if pr.Kind == "prefer" || pr.Kind == "require" {
			want = boolType
		}
		c := ck.addClause("priority", pr.Kind+" "+pr.Value.String(), refText(pr.Ref), pr.Pos)
		st.prios = append(st.prios, &priority{at: at{pr.Pos, refText(pr.Ref)}, kind: pr.Kind, clause: c,
			value: ck.compileExpr(pr.Value, inner, want, "a "+pr.Kind+" line")})
	}
	ck.define(sc, p.Name, elem, p.Pos)
	return st
}

// call checks a procedure call's arguments against its parameters.
func (ck *checker) call(c *grammar.Call, sc *scope) stmt {
	p := ck.prog.Procs[c.Name]
	if p == nil {
		e := ck.errs.Add(c.Pos, "unknown procedure %q", c.Name)
		if n := grammar.Nearest(c.Name, ck.prog.ProcNames()); n != "" {
			e.Hint = fmt.Sprintf("did you mean %q?", n)
		}
		return nil
	}
	ck.called[c.Name] = true
	names := make([]string, len(p.Params))
	types := make([]reflect.Type, len(p.Params))
	optional := make([]bool, len(p.Params))
	for i, prm := range p.Params {
		names[i], types[i], optional[i] = prm.Name, prm.Type, prm.Optional
	}
	args := ck.bindArgs("procedure "+p.Name, names, types, optional, c.Args, c.Pos, sc)
	return &callStmt{at: at{c.Pos, refText(c.Ref)}, proc: p, args: args}
}

// action checks an engine action's arguments.
func (ck *checker) action(a *grammar.Action, sc *scope) stmt {
	act := ck.reg.Action(a.Name)
	if act == nil {
		e := ck.errs.Add(a.Pos, "unknown action %q", a.Name)
		if n := grammar.Nearest(a.Name, append(ck.reg.ActionNames(), grammar.StatementWords()...)); n != "" {
			e.Hint = fmt.Sprintf("did you mean %q?", n)
		}
		return nil
	}
	names := make([]string, len(act.Params))
	types := make([]reflect.Type, len(act.Params))
	optional := make([]bool, len(act.Params))
	for i, prm := range act.Params {
		names[i], types[i], optional[i] = prm.Name, prm.Type, prm.Optional
	}
	args := ck.bindArgs("action "+act.Name, names, types, optional, a.Args, a.Pos, sc)
	return &actionStmt{at: at{a.Pos, refText(a.Ref)}, act: act, args: args}
}

// bindArgs matches arguments to parameters, positional first then named,
// and compiles each against its parameter's type.
func (ck *checker) bindArgs(what string, names []string, types []reflect.Type, optional []bool, args []*grammar.Arg, pos grammar.Position, sc *scope) []*cexpr {
	out := make([]*cexpr, len(names))
	set := make([]bool, len(names))
	named := false
	for i, a := range args {
		slot := i
		if a.Name != "" {
			named = true
			slot = indexOf(names, a.Name)
			if slot < 0 {
				e := ck.errs.Add(a.Pos, "%s has no parameter %q", what, a.Name)
				if n := grammar.Nearest(a.Name, names); n != "" {
					e.Hint = fmt.Sprintf("did you mean %q?", n)
				}
				continue
			}
		} else if named {
			ck.errs.Add(a.Pos, "a positional argument cannot follow a named one")
			continue
		}
		if slot >= len(names) {
			ck.errs.Add(a.Pos, "too many arguments to %s (it takes %d)", what, len(names))
			break
		}
		if set[slot] {
			ck.errs.Add(a.Pos, "parameter %q of %s is given twice", names[slot], what)
			continue
		}
		set[slot] = true
		out[slot] = ck.compileExpr(a.Value, sc, types[slot], fmt.Sprintf("argument %q", names[slot]))
	}
	for i, n := range names {
		if !set[i] && !optional[i] {
			ck.errs.Add(pos, "missing argument %q to %s", n, what)
		}
	}
	return out
}

// indexOf returns the index of s in list, or -1.
func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

// noteUses warns of constants never used and imported procedures never
// called.
func (ck *checker) noteUses() {
	for _, f := range ck.prog.Files {
		grammar.Walk(f.AST, func(n grammar.Node) bool {
			if e, ok := n.(*grammar.Expr); ok {
				for _, t := range e.Tokens {
					ck.used[t.Value] = true
				}
			}
			return true
		})
	}
	for _, f := range ck.prog.Files {
		for _, d := range f.AST.Decls {
			switch {
			case d.Const != nil && !ck.used[d.Const.Name]:
				ck.warn(d.Const.Pos, "constant %q is never used", d.Const.Name)
			case d.Procedure != nil && !ck.roots[f.Path] && !ck.called[d.Procedure.Name]:
				ck.warn(d.Procedure.Pos, "procedure %q is imported but never called", d.Procedure.Name)
			}
		}
	}
}

// warn records a warning.
func (ck *checker) warn(pos grammar.Position, format string, args ...any) {
	ck.errs.Add(pos, format, args...).Warning = true
}

// warnings returns the warnings collected, sorted.
func (ck *checker) warnings() grammar.ErrorList {
	var out grammar.ErrorList
	for _, e := range ck.errs {
		if e.Warning {
			out = append(out, e)
		}
	}
	return out
}
