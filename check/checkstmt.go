package check

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/rulec-dev/rulec/diag"

	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/types"
)

// stmt checks one statement in the scope of v and returns its compiled
// form (nil on error). v is a pointer, made once for a block's
// statements: a stmtChecker passed by value was put on the heap for every
// statement, to stand in the visitor interface.
func (ck *checker) stmt(s grammar.Stmt, v *stmtChecker) Stmt {
	return grammar.VisitStmt[Stmt](s, v)
}

// stmtChecker checks a statement in the scope sc: one method per kind of
// statement, so that a kind the checker forgets does not compile.
type stmtChecker struct {
	ck *checker
	sc *scope
}

func (k stmtChecker) Step(s *grammar.Step) Stmt {
	st := s
	c := k.ck.addClause("step", "step "+st.Label+" "+st.Title, refText(st.Ref), st)
	// Steps share the procedure's scope: "the distance rolled" in step
	// 1 is read in step 3.
	body := k.ck.block(st.Body.Stmts, k.sc, false)
	k.ck.passedBy(st)
	return &Step{At: At{Pos: st.Pos, Ref: refText(st.Ref)}, Label: st.Label, Title: st.Title,
		Body: body, Clause: c}
}

func (k stmtChecker) Let(s *grammar.Let) Stmt {
	v := k.ck.compileExpr(s.Value, k.sc, types.InvalidT, "a value")
	t := types.InvalidT
	if v != nil {
		t = v.Type
	}
	b := k.ck.define(k.sc, LetBinding, s.Name, t, s.Pos)
	if b != nil {
		k.ck.record(b, k.sc, s, end(s))
	}
	if v != nil && v.rolled {
		k.sc.setRolled(s.Name) // let total = roll: still pips
	}
	l := &Let{At: At{Pos: s.Pos, Ref: refText(s.Ref)}, Name: s.Name, Slot: k.ck.slot(s.Name), Value: v,
		Clause: k.ck.addExprClause("let", s.Name+" = ", s.Value, refText(s.Ref), s)}
	if v != nil && b != nil {
		l.Reads = k.ck.readsOf(s.Value)
		l.Lazy = l.Reads&engine.Notes == 0
		l.Cheap = l.Reads == 0 && k.ck.cheap(s.Value.X)
		if l.Cheap {
			k.ck.lowerCheap(l, s.Value.X)
		}
		k.ck.lets = append(k.ck.lets, boundLet{l, b})
	}
	return l
}

func (k stmtChecker) Roll(s *grammar.Roll) Stmt {
	return k.ck.roll(s, k.sc)
}

func (k stmtChecker) Choose(s *grammar.Choose) Stmt {
	return k.ck.choose(s, k.sc)
}

func (k stmtChecker) First(s *grammar.First) Stmt {
	return k.ck.first(s, k.sc)
}

func (k stmtChecker) Pick(s *grammar.Pick) Stmt {
	return k.ck.pick(s, k.sc)
}

func (k stmtChecker) If(s *grammar.If) Stmt {
	st := &If{At: At{Pos: s.Pos, Ref: refText(s.Ref)}, Cond: k.ck.compileExpr(s.Cond, k.sc, types.BoolT, "a condition")}
	st.ThenClause = k.ck.addExprClause("if", "", s.Cond, st.Ref, s)
	st.Then = k.ck.block(s.Then.Stmts, k.ck.innerScope(k.sc, s.Then), false)
	if s.Else != nil {
		st.ElseClause = k.ck.addExprClause("else", "of if ", s.Cond, "", s.Else)
		st.Else = k.ck.block(s.Else.Stmts, k.ck.innerScope(k.sc, s.Else), false)
	}
	return st
}

func (k stmtChecker) For(s *grammar.For) Stmt {
	list := k.ck.compileExpr(s.List, k.sc, types.InvalidT, "a list")
	inner := k.ck.innerScope(k.sc, s)
	et := types.InvalidT
	if list != nil {
		if list.Type.IsList() {
			et = list.Type.ElemType()
		} else if !untyped(list.Type) {
			k.ck.errs.Add(s.List.Pos, "for needs a list, not %s", list.Type)
		}
	}
	if b := k.ck.define(inner, LoopBinding, s.Var, et, s.Pos); b != nil {
		k.ck.record(b, inner, s, end(s.List))
	}
	c := k.ck.addExprClause("for", s.Var+" in ", s.List, "", s)
	return &For{At: At{Pos: s.Pos}, Name: s.Var, Slot: k.ck.slot(s.Var), List: list, Clause: c, Body: k.ck.block(s.Body.Stmts, inner, false)}
}

func (k stmtChecker) While(s *grammar.While) Stmt {
	st := &While{At: At{Pos: s.Pos, Ref: refText(s.Ref)}, Cond: k.ck.compileExpr(s.Cond, k.sc, types.BoolT, "a condition")}
	st.Clause = k.ck.addExprClause("while", "", s.Cond, st.Ref, s)
	st.Body = k.ck.block(s.Body.Stmts, k.ck.newScope(k.sc), false)
	return st
}

func (k stmtChecker) Goto(s *grammar.Goto) Stmt {
	k.ck.stepExists(s.Label, s.Pos)
	k.ck.jumps = append(k.ck.jumps, s)
	if at := k.ck.words(s.Pos, 1, 1); len(at) == 1 {
		k.ck.use(at[0], k.ck.steps[s.Label])
	}
	return newGoto(At{Pos: s.Pos, Ref: refText(s.Ref)}, s.Label)
}

func (k stmtChecker) Skip(s *grammar.Skip) Stmt {
	k.ck.jumps = append(k.ck.jumps, s)
	at := k.ck.words(s.Pos, 1, len(s.Labels))
	for i, l := range s.Labels {
		k.ck.stepExists(l, s.Pos)
		pos := s.Pos
		if i < len(at) {
			k.ck.use(at[i], k.ck.steps[l])
			pos = at[i]
		}
		k.ck.skipReached(l, s.Pos, pos)
	}
	return &Skip{At: At{Pos: s.Pos, Ref: refText(s.Ref)}, Labels: s.Labels}
}

func (k stmtChecker) Stop(s *grammar.Stop) Stmt {
	return &Stop{At{Pos: s.Pos, Ref: refText(s.Ref)}}
}

func (k stmtChecker) Call(s *grammar.Call) Stmt {
	return k.ck.call(s, k.sc)
}

func (k stmtChecker) Event(s *grammar.Event) Stmt {
	st := &Event{At: At{Pos: s.Pos, Ref: refText(s.Ref)}, Name: s.Name, Place: diag.Short(s.Pos)}
	if len(s.Args) > 0 {
		st.Args = make([]*Expr, 0, len(s.Args)) // at its length, not grown
	}
	for _, a := range s.Args {
		st.Args = append(st.Args, k.ck.compileExpr(a, k.sc, types.InvalidT, "an event argument"))
	}
	return st
}

func (k stmtChecker) Mark(s *grammar.Mark) Stmt {
	m := s
	st := &Mark{At: At{Pos: m.Pos, Ref: refText(m.Ref)}, Set: m.Verb == "mark", Flag: m.Flag,
		Unit: k.ck.compileExpr(m.Unit, k.sc, types.UnitT, "the unit to "+m.Verb)}
	if len(m.Args) > 0 {
		st.Args = make([]*Expr, 0, len(m.Args))
	}
	for _, a := range m.Args {
		st.Args = append(st.Args, k.ck.compileExpr(a, k.sc, types.UnitT, "a flag argument"))
	}
	return st
}

func (k stmtChecker) Remove(s *grammar.Remove) Stmt {
	return &Remove{At: At{Pos: s.Pos, Ref: refText(s.Ref)}, Unit: k.ck.compileExpr(s.Unit, k.sc, types.UnitT, "the unit to remove")}
}

func (k stmtChecker) Assert(s *grammar.Assert) Stmt {
	a := s
	return &Assert{At: At{Pos: a.Pos, Ref: refText(a.Ref)}, Msg: a.Message,
		Cond:   k.ck.compileExpr(a.Cond, k.sc, types.BoolT, "the condition of assert"),
		Failed: k.ck.addClause("failed", "assertion failed: "+a.Message, refText(a.Ref), a)}
}

func (k stmtChecker) Fail(s *grammar.Fail) Stmt {
	return &Fail{At: At{Pos: s.Pos, Ref: refText(s.Ref)}, Msg: s.Message}
}

func (k stmtChecker) Action(s *grammar.Action) Stmt {
	return k.ck.action(s, k.sc)
}

func (k stmtChecker) Set(s *grammar.Set) Stmt {
	return k.ck.set(s, k.sc)
}

// end returns the byte offset just after a node.
func end(n grammar.Node) int {
	_, e := n.Span()
	return e.Offset
}

// skipReached warns when a skip at skip names step label (at pos) that is
// written before the skip or holds it: steps run in the order they are
// written, so that step has already run, or is running, when the skip
// does, and the skip changes nothing, unless a goto can go back to it.
func (ck *checker) skipReached(label string, skip, pos grammar.Position) {
	i, ok := ck.proc.Steps[label]
	b := ck.steps[label]
	if !ok || b == nil || b.Decl == nil {
		return
	}
	start, end := b.Decl.Span()
	if start.Offset > skip.Offset {
		return // a later step: the skip leaves it out
	}
	if i >= ck.gotoBack() {
		return
	}
	e := ck.errs.Add(pos, "skip step %s changes nothing: step %s (%s) is written before this skip, and steps run in the order they are written, so it has already run", label, label, diag.Short(start))
	if skip.Offset < end.Offset {
		e.Msg = fmt.Sprintf("skip step %s changes nothing: the skip is inside step %s, which is already running", label, label)
	}
	e.Warning = true
	e.Hint = "a skip leaves out only steps not yet reached: skip it from an earlier step, or end this one with stop or goto"
}

// stepExists reports a jump to a step the procedure does not have.
func (ck *checker) stepExists(label string, pos grammar.Position) {
	if _, ok := ck.proc.Steps[label]; ok {
		return
	}
	e := ck.errs.Add(pos, "procedure %q has no step %s", ck.proc.Name, label)
	if n := grammar.Nearest(label, slices.Sorted(maps.Keys(ck.proc.Steps))); n != "" {
		e.Hint = fmt.Sprintf("did you mean step %s?", n)
	}
}

// roll checks a dice roll.
func (ck *checker) roll(r *grammar.Roll, sc *scope) Stmt {
	n, sides, why := parseDice(r.Dice)
	if why != "" {
		ck.errs.Add(r.Pos, "bad dice %q", r.Dice).Hint = why
	}
	t := types.NumberT
	if r.Faces {
		t = types.DiceT
	}
	if b := ck.define(sc, LetBinding, r.Name, t, r.Pos); b != nil {
		ck.record(b, sc, r, end(r))
	}
	sc.setRolled(r.Name) // pips, not a distance
	return &Roll{At: At{Pos: r.Pos, Ref: refText(r.Ref)}, Name: r.Name, Slot: ck.slot(r.Name), Dice: r.Dice, N: n, Sides: sides, Faces: r.Faces}
}

// choose checks a player choice.
func (ck *checker) choose(c *grammar.Choose, sc *scope) Stmt {
	st := &Choose{At: At{Pos: c.Pos, Ref: refText(c.Ref)}, Name: c.Name, Slot: ck.slot(c.Name),
		Cands: ck.compileExpr(c.Candidates, sc, types.InvalidT, "the candidates"),
		By:    ck.compileExpr(c.Chooser, sc, types.WordT, "the chooser")}
	et := candidates(ck, st.Cands, c.Candidates)
	if c.Default != nil {
		st.Default = ck.compileExpr(c.Default, sc, et, "the default")
		st.DefaultClause = ck.addExprClause("default", "of choice "+c.Name+": ", c.Default, "", c.Default)
	}
	st.Chooser = ck.addClause("chooser", "choice "+c.Name+" unanswered, by "+c.Chooser.String(), refText(c.Ref), c)
	if b := ck.define(sc, LetBinding, c.Name, et, c.Pos); b != nil {
		ck.record(b, sc, c, end(c))
	}
	return st
}

// first checks a first-applicable group.
func (ck *checker) first(f *grammar.First, sc *scope) Stmt {
	st := &First{At: At{Pos: f.Pos, Ref: refText(f.Ref)}, Name: f.Name, ElseError: f.Else == "error"}
	if f.Else != "" {
		st.Fallback = ck.addClause("fallback", "else "+f.Else, refText(f.Ref), f)
	}
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
		if l, ok := w.Cond.X.(*grammar.Lit); ok && l.Kind == grammar.BoolLit && l.Value == "true" {
			always = true // the text is "true" (in brackets it would be a Paren)
		}
		c := ck.addExprClause("when", "", w.Cond, refText(w.Ref), w)
		wn := ck.whens.take(whensInBlock)
		wn.Pos, wn.Ref, wn.Clause = w.Pos, refText(w.Ref), c
		wn.Cond = ck.compileExpr(w.Cond, sc, types.BoolT, "a condition")
		wn.Body = ck.block(w.Body.Stmts, ck.innerScope(sc, w.Body), false)
		st.Clauses = append(st.Clauses, wn)
	}
	if o := f.Otherwise; o != nil {
		if always {
			ck.errs.Add(o.Pos, "this clause can never apply: an earlier clause of group %q always does", f.Name)
		}
		c := ck.addClause("otherwise", "otherwise", refText(o.Ref), o)
		wn := ck.whens.take(whensInBlock)
		wn.Pos, wn.Ref, wn.Clause = o.Pos, refText(o.Ref), c
		wn.Body = ck.block(o.Body.Stmts, ck.innerScope(sc, o.Body), false)
		st.Clauses = append(st.Clauses, wn)
	}
	return st
}

// pick checks a priority order: the pick's own lines, or named orders one
// after another with the pick's lines added, its `require` lines first.
func (ck *checker) pick(p *grammar.Pick, sc *scope) Stmt {
	st := &Pick{At: At{Pos: p.Pos, Ref: refText(p.Ref)}, Name: p.Name, Slot: ck.slot(p.Name), Cands: ck.compileExpr(p.Candidates, sc, types.InvalidT, "the candidates")}
	et := candidates(ck, st.Cands, p.Candidates)
	// the candidate, read in the pick's lines, is the name the pick
	// binds after it: one binding
	inner := ck.innerScope(sc, p)
	cand := inner.bind(LetBinding, p.Name, et, p.Pos)
	cand.Decl = p
	byOrder := len(p.By) > 0
	if !byOrder && !p.Block {
		e := ck.errs.Add(p.Pos, "pick %s has no priority order", p.Name)
		e.Hint = "follow a named order (`by NAME`) or give the lines in braces"
	}
	var requires, others []*Priority
	ranked := false
	for _, pr := range p.Priorities {
		if pr.Kind != "require" {
			ranked = true
		} else if ranked && byOrder {
			e := ck.errs.Add(pr.Pos, "a require line must come before the other lines of a pick by an order")
			e.Hint = "require lines drop candidates before the order ranks them"
		}
		c := ck.addExprClause("priority", pr.Kind+" ", pr.Value, refText(pr.Ref), pr)
		line := &Priority{At: At{Pos: pr.Pos, Ref: refText(pr.Ref)}, Kind: pr.Kind, Clause: c,
			Value: ck.compileExpr(pr.Value, inner, priorityType(pr.Kind), "a "+pr.Kind+" line")}
		if pr.Kind == "require" && byOrder {
			requires = append(requires, line)
		} else {
			others = append(others, line)
		}
	}
	st.Prios = requires
	for i, use := range p.By {
		if i == 0 {
			st.By = "by "
		} else {
			st.By += ", "
		}
		st.By += useText(use)
		st.Prios = append(st.Prios, ck.orderLines(p, use, st.Cands, sc, inner)...)
	}
	st.Prios = append(st.Prios, others...)
	if byOrder {
		st.ByClause = ck.addClause("by", strings.TrimPrefix(st.By, "by "), refText(p.Ref), p)
	}
	if b := ck.define(sc, LetBinding, p.Name, et, p.Pos); b != nil {
		sc.set(p.Name, cand)
	}
	ck.record(cand, sc, p, end(p.Candidates))
	return st
}

// candidates returns the type of an element of the candidates of a choose
// or pick, reporting candidates that are no list (Invalid when the
// candidates failed to check or are no list).
func candidates(ck *checker, cands *Expr, e *grammar.Expr) types.Type {
	if cands == nil || untyped(cands.Type) {
		return types.InvalidT
	}
	if !cands.Type.IsList() {
		ck.errs.Add(e.Pos, "the candidates must be a list, not %s", cands.Type)
		return types.InvalidT
	}
	return cands.Type.ElemType()
}

// call checks a procedure call's arguments against its parameters.
func (ck *checker) call(c *grammar.Call, sc *scope) Stmt {
	p := ck.prog.Procs[c.Name]
	if p == nil {
		e := ck.errs.Add(c.Pos, "unknown procedure %q", c.Name)
		e.Hint = grammar.DidYouMean(c.Name, ck.prog.ProcNames())
		return nil
	}
	ck.called[c.Name] = true
	if b := ck.declared[universeKey{ProcBinding, c.Name}]; b != nil {
		ck.use(ck.namePos(c.Pos), b)
		pbs := ck.params[b.Decl.(grammar.Decl)]
		for _, a := range c.Args {
			if i := slices.IndexFunc(pbs, func(pb *Binding) bool { return pb.Name == a.Name }); i >= 0 {
				ck.use(a.Pos, pbs[i]) // a named argument names the parameter
			}
		}
	}
	sig := ck.procSigs[p]
	if sig == nil {
		sig = newParamSig("procedure "+p.Name, len(p.Params))
		for i, prm := range p.Params {
			sig.set(i, prm.Name, prm.Type, prm.Optional, kindDim(prm.Kind))
		}
		ck.procSigs[p] = sig
	}
	args := ck.bindArgs(sig, c.Args, c.Pos, sc)
	ck.checkArgDims(sig, args)
	return &Call{At: At{Pos: c.Pos, Ref: refText(c.Ref)}, Proc: p, Args: args}
}

// action checks an engine action's arguments.
func (ck *checker) action(a *grammar.Action, sc *scope) Stmt {
	act := ck.reg.Action(a.Name)
	if act == nil {
		e := ck.errs.Add(a.Pos, "unknown action %q", a.Name)
		e.Hint = grammar.DidYouMean(a.Name, append(ck.reg.ActionNames(), grammar.StatementWords()...))
		return nil
	}
	ck.use(a.Pos, ck.universe(ActionBinding, a.Name))
	sig := ck.actionSigs[act]
	if sig == nil {
		sig = newParamSig("action "+act.Name, len(act.Params))
		for i, prm := range act.Params {
			sig.set(i, prm.Name, prm.Type, prm.Optional, typeDim(prm.Type))
		}
		ck.actionSigs[act] = sig
	}
	args := ck.bindArgs(sig, a.Args, a.Pos, sc)
	ck.checkArgDims(sig, args)
	c := ck.actionCalls.take(actionCallsInBlock)
	c.Pos, c.Ref, c.Act, c.Args, c.Bodies = a.Pos, refText(a.Ref), act, args, bodyParams(act)
	return c
}

// paramSig is what bindArgs and checkArgDims read of the parameters of
// a procedure or an action: made once per one called (checker.sigs), not
// at every call with the texts of its messages.
type paramSig struct {
	what     string // "procedure p", "action a"
	names    []string
	ptypes   []types.Type
	optional []bool
	dims     []dim
	args     []string // `argument "name"`, what compileExpr's messages call each
}

// newParamSig returns a paramSig of n parameters, to be set.
func newParamSig(what string, n int) *paramSig {
	return &paramSig{what: what, names: make([]string, n), ptypes: make([]types.Type, n),
		optional: make([]bool, n), dims: make([]dim, n), args: make([]string, n)}
}

// set sets the i'th parameter.
func (s *paramSig) set(i int, name string, t types.Type, optional bool, d dim) {
	s.names[i], s.ptypes[i], s.optional[i], s.dims[i] = name, t, optional, d
	s.args[i] = "argument " + strconv.Quote(name)
}

// bindArgs matches arguments to parameters, positional first then named,
// and compiles each against its parameter's type.
func (ck *checker) bindArgs(sig *paramSig, args []*grammar.Arg, pos grammar.Position, sc *scope) []*Expr {
	what, names, ptypes, optional := sig.what, sig.names, sig.ptypes, sig.optional
	out := make([]*Expr, len(names))
	set := make([]bool, len(names))
	named := false
	for i, a := range args {
		slot := i
		if a.Name != "" {
			named = true
			slot = indexOf(names, a.Name)
			if slot < 0 {
				e := ck.errs.Add(a.Pos, "%s has no parameter %q", what, a.Name)
				e.Hint = grammar.DidYouMean(a.Name, names)
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
		out[slot] = ck.compileExpr(a.Value, sc, typeOf(paramGo(ptypes[slot]), dimUnknown), sig.args[slot])
	}
	for i, n := range names {
		if !set[i] && !optional[i] {
			ck.errs.Add(pos, "missing argument %q to %s", n, what)
		}
	}
	return out
}

// readNames reads the names of every expression of the program, once,
// before the check: it records in ck.used those of constants and orders,
// which noteUses asks of it (only a name can name one; nothing below an
// expression is another one), and returns the names written as a call
// (`f(`, not `x.f(`), for checkParamNames, which otherwise walked every
// procedure with a parameter named as a query for a call of it.
func (ck *checker) readNames() map[string]bool {
	// wanted is a list, not a table: a file has a few constants and
	// orders, and a name is told from most of them by its length
	var wanted []string
	for _, f := range ck.prog.Files {
		for _, d := range f.AST.Decls {
			switch d := d.(type) {
			case *grammar.Const:
				wanted = append(wanted, d.Name)
			case *grammar.Order:
				wanted = append(wanted, d.Name)
			}
		}
	}
	if len(wanted) > 16 {
		slices.Sort(wanted)
	}
	called := map[string]bool{}
	name := func(v string, call bool) bool {
		if len(wanted) > 16 {
			if _, ok := slices.BinarySearch(wanted, v); ok {
				ck.used[v] = true
			}
		} else if slices.Contains(wanted, v) {
			ck.used[v] = true
		}
		if call && !called[v] {
			called[v] = true // a lookup is cheaper than a store: most are again
		}
		return true
	}
	for _, f := range ck.prog.Files {
		if f.AST.ExprNames(name) {
			continue // from the parse's list of the expressions, no walk
		}
		grammar.Walk(f.AST, func(n grammar.Node) bool {
			e, ok := n.(*grammar.Expr)
			if !ok {
				return true
			}
			e.NameValues(name)
			return false
		})
	}
	return called
}

// checkArgDims checks each compiled argument's dimension against its
// parameter's: a bare 3 where a length is wanted, or an angle given as a
// length, is an error at the argument.
func (ck *checker) checkArgDims(sig *paramSig, args []*Expr) {
	for i, a := range args {
		if a == nil {
			continue
		}
		ck.wantDim(a.dim(), a, sig.dims[i], sig.args[i], func(hint, format string, args ...any) {
			ck.errs.Add(a.Pos(), format, args...).Hint = hint
		})
	}
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
// called (the names the expressions hold are read by readNames).
func (ck *checker) noteUses() {
	for _, f := range ck.prog.Files {
		for _, d := range f.AST.Decls {
			switch d := d.(type) {
			case *grammar.Const:
				if !ck.used[d.Name] {
					ck.warn(d.Pos, "constant %q is never used", d.Name)
				}
			case *grammar.Procedure:
				if !ck.roots[f.Path] && !ck.called[d.Name] {
					e := ck.errs.Add(d.Pos, "procedure %q is imported but never called", d.Name)
					e.Warning = true
					if ck.prog.Uncalled == nil {
						ck.prog.Uncalled = map[*grammar.Error]bool{}
					}
					ck.prog.Uncalled[e] = true
				}
			case *grammar.Order:
				if o := ck.orders[d.Name]; o != nil && o.decl == d && !o.broken && !ck.used[d.Name] {
					ck.warn(d.Pos, "order %q is never used", d.Name)
				}
			}
		}
	}
	ck.noteMemories()
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

// untyped reports whether t says nothing of a value's shape (any, nil, or
// an expression that failed to check): checked at run time, or already
// reported.
func untyped(t types.Type) bool {
	return t.Kind == types.Any || t.Kind == types.Nil || t.Kind == types.Invalid
}
