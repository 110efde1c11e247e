package check

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/rulec-dev/rulec/diag"
	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/types"
)

// checker is the checking pass: it resolves every name, types every
// expression and builds the compiled program. It collects all errors.
type checker struct {
	// exprs, clauses and whens are the blocks the lowered expressions,
	// the clauses and the whens are taken from (chunk).
	exprs   chunk[Expr]
	clauses chunk[Clause]
	whens   chunk[When]
	scopes  chunk[scope]
	// bindings and actionCalls likewise.
	bindings    chunk[Binding]
	actionCalls chunk[ActionCall]
	// stmts holds the checked statements' lists (block), carved from
	// blocks of stmtsInBlock.
	stmts []Stmt
	// cutFound is mayCut's answer for the blocks it scans (cutScan).
	cutFound bool
	// bindStack holds the arguments of the typed query calls being
	// lowered (evaluator.bindArgs).
	bindStack []any
	// procSigs and actionSigs are the parameters of each procedure and
	// action called so far, for bindArgs and checkArgDims.
	procSigs   map[*Proc]*paramSig
	actionSigs map[*engine.Action]*paramSig
	reg        *engine.Registry
	prog       *Program
	roots      map[string]bool
	errs       grammar.ErrorList
	units      geom.Units                  // of the file being checked
	unitsAt    *geom.Units                 // units, shared by the expressions (unitsRef)
	declPos    map[string]grammar.Position // procedure and constant names
	called     map[string]bool
	// callNames are the names written as a call in any expression
	// (readNames), which propWords reads to skip its walk.
	callNames map[string]bool
	used      map[string]bool // identifiers seen in expressions
	clashed   map[string]bool // variables refused because a query or constant has the name
	proc      *Proc
	// defs are the definitions, by name, of every file.
	defs map[string]*grammar.Def
	// recursive are the defs in a cycle of calls, reported where they
	// are declared and not again at each use.
	recursive map[string]bool
	// defAspects are what each def's body may read of the world (lazy.go).
	defAspects map[string]engine.Aspects
	// origins holds each checked statement of the procedure being
	// checked, by its number (At.num, from 1), with its source and
	// liveness's answers for it (live.go); emptied for the next
	// procedure, not made again.
	origins []origin
	// liveSlab is the array of the lists liveness keeps (live.go).
	liveSlab []int
	// lets are the lets checked, with their bindings, for unreadLets.
	lets []boundLet
	// mems are the memories, by name, of every file.
	mems map[string]*memory
	// orders are the named priority orders, by name, of every file.
	orders map[string]*order
	// constDims are the dimensions of the constants.
	constDims map[string]dim
	// kinds says what each top-level name other than a procedure's is:
	// constant, def, memory or order, for a variable or parameter that
	// would hide it.
	kinds map[string]string
	// slots gives each variable of the procedure being checked its slot
	// in a call's frame.
	slots map[string]int
	// shared is what the expressions lowered now share (sharedOf): made
	// anew where the slots are (setSlots).
	shared *exprShared
	// reads holds, by slot, the lowered read of a slot (2i) and of a
	// let's slot (2i+1), made once a check: each is a closure of its slot
	// alone, the same for every expression that reads it.
	reads []evalFn
	// numReads are reads' unboxed (numOf), made as reads are.
	numReads []numFn
	// constReads are the lowered reads of the constants, by name, made
	// once a check as reads are.
	constReads map[string]evalFn
	constNums  map[string]numFn
	// visit is block's visitor of statements (stmtChecker).
	visit *stmtChecker
	// lister lists a statement's children for ends.
	lister *grammar.Lister
	// lowered are the defs lowered to closures, each once, when the
	// first expression calling it is lowered.
	lowered defTable
	// parts are the parts of the program's conditions, registered as
	// they are lowered (parts.go).
	parts partTable
	// env is what the explanations of the expressions compiled last read
	// (see lowerChecked): one for them all.
	env *lowerEnv
	// info is what every name names (names.go); declared are the
	// bindings of the top-level names by kind and name, params the parameters' of
	// each declaration, steps the steps' of the procedure being checked,
	// and builtins the engine's and the language's own names met so far.
	info     *Info
	declared map[universeKey]*Binding
	params   map[grammar.Decl][]*Binding
	steps    map[string]*Binding
	builtins map[universeKey]*Binding

	// backTo is the earliest step (its index in the procedure's body) a
	// goto of the procedure being checked names, len(body) when none: a
	// skip of a step written before it can still take effect. -1 until
	// gotoBack walks procBody for it: only a skip of an earlier step asks.
	backTo   int
	procBody *grammar.Block
	// jumps are the gotos and skips of the procedure being checked, in
	// the order checked, and passed the variables they can pass over
	// (passedBy, unset.go)
	jumps  []grammar.Stmt
	passed []passedOver

	// The new expression checker's (exprcheck.go): the queries'
	// signatures; the defs checked as functions and the units of the
	// files declaring them; the fields of engine values by kind.
	sigs      map[string]*funcSig
	defChecks map[string]*defCheck
	defUnits  map[string]geom.Units
	fields    map[types.Kind]map[string]types.Type
	// argVals is the stack of the values of the arguments of the calls
	// being checked (exprCk.args).
	argVals []tval
}

// setSlots makes m the slots of the procedure being checked, and the
// expressions lowered from now share them (sharedOf).
func (ck *checker) setSlots(m map[string]int) {
	ck.slots, ck.shared = m, nil
}

// slot returns the frame slot of a variable of the procedure being
// checked, giving it the next one if it has none: a call's variables share
// one frame, as steps share one scope.
func (ck *checker) slot(name string) int {
	if i, ok := ck.slots[name]; ok {
		return i
	}
	if ck.proc == nil {
		return -1
	}
	if ck.slots == nil {
		ck.setSlots(map[string]int{})
	}
	i := len(ck.proc.Slots)
	ck.slots[name] = i
	ck.proc.Slots = append(ck.proc.Slots, name)
	return i
}

// scope is a block's variables; names resolve outward. Each variable is
// its Binding: what it is (parameter, let, loop element), where it is
// declared and its type in the language's model (types.Type, a number's
// dimension included); a variable whose value failed to check has the
// type Invalid, and expressions reading it report nothing more.
type scope struct {
	// vars are the scope's variables, a name once each: a list, not a
	// table, as a block binds a few names or none, and a name read
	// is looked for in every scope out to the procedure's (most are a
	// query's or a constant's, in none of them). A block that binds
	// more than scopeListMax names gets byName too, their indexes in
	// vars: a list searched for each of n lets made checking a block of
	// n lets quadratic (BenchmarkCheckScale/lets).
	vars   []*Binding
	byName map[string]int
	rolled map[string]bool // the variables holding a roll's total or dice
	parent *scope
	end    int // the byte offset where the scope's block ends
}

// newScope returns an empty scope inside parent.
func (ck *checker) newScope(parent *scope) *scope {
	sc := ck.scopes.take(scopesInBlock) // vars made by the first set: most blocks bind no name
	sc.parent = parent
	if parent != nil {
		sc.end = parent.end
	}
	return sc
}

// innerScope returns an empty scope inside parent for the block n, whose
// names are seen to its end.
func (ck *checker) innerScope(parent *scope, n grammar.Node) *scope {
	sc := ck.newScope(parent)
	if _, end := n.Span(); end.Offset > 0 {
		sc.end = end.Offset
	}
	return sc
}

// bind adds a variable to the scope, without the checks define makes.
func (s *scope) bind(kind BindingKind, name string, t types.Type, pos grammar.Position) *Binding {
	b := &Binding{Kind: kind, Name: name, Pos: pos, Type: t}
	s.set(name, b)
	return b
}

// set makes b the variable name of the scope.
func (s *scope) set(name string, b *Binding) {
	if i := s.index(name); i >= 0 {
		s.vars[i] = b
		return
	}
	s.vars = append(s.vars, b)
	switch {
	case s.byName != nil:
		if _, ok := s.byName[b.Name]; !ok { // the list finds the first
			s.byName[b.Name] = len(s.vars) - 1
		}
	case len(s.vars) > scopeListMax:
		s.byName = make(map[string]int, 2*len(s.vars))
		for i, v := range s.vars {
			if _, ok := s.byName[v.Name]; !ok {
				s.byName[v.Name] = i
			}
		}
	}
}

// scopeListMax is the most variables a scope finds by a search of its
// list; a scope of more keeps a table of them too.
const scopeListMax = 16

// index returns the index of the variable name in s.vars, or -1.
func (s *scope) index(name string) int {
	if s.byName != nil {
		if i, ok := s.byName[name]; ok {
			return i
		}
		return -1
	}
	for i, b := range s.vars {
		if b.Name == name {
			return i
		}
	}
	return -1
}

// binding returns the variable name visible in s, or nil.
func (s *scope) binding(name string) *Binding {
	for ; s != nil; s = s.parent {
		if i := s.index(name); i >= 0 {
			return s.vars[i]
		}
	}
	return nil
}

// names returns the names of the scope's variables, sorted.
func (s *scope) names() []string {
	out := make([]string, len(s.vars))
	for i, b := range s.vars {
		out[i] = b.Name
	}
	slices.Sort(out)
	return out
}

// newChecker prepares the pass over files (imports first).
func newChecker(reg *engine.Registry, files []*Source, roots map[string]bool) *checker {
	ck := &checker{reg: reg, roots: roots, procSigs: map[*Proc]*paramSig{}, actionSigs: map[*engine.Action]*paramSig{},
		prog:    &Program{Files: files, Procs: map[string]*Proc{}, Consts: map[string]any{}, reg: reg},
		declPos: map[string]grammar.Position{}, called: map[string]bool{}, used: map[string]bool{}, clashed: map[string]bool{},
		kinds: map[string]string{}, info: newInfoFor(files), declared: map[universeKey]*Binding{}, params: map[grammar.Decl][]*Binding{}}
	ck.parts.prog = ck.prog
	// the parts of conditions are 3-9% of the expressions' tokens
	if _, toks := sizeOf(files); toks > 0 {
		ck.parts.byNode = make(map[grammar.ExprNode]*Part, toks/16+16)
	}
	return ck
}

// check runs the pass: headers and signatures first, so procedures may call
// each other in any order, then constants and bodies.
func (ck *checker) check() {
	for i, f := range ck.prog.Files {
		u, errs := fileUnits(f.AST)
		ck.errs = append(ck.errs, errs...)
		ck.units = u
		if ck.roots[f.Path] && ck.prog.Units.Default == "" || i == len(ck.prog.Files)-1 && ck.prog.Units.Default == "" {
			ck.prog.Units = u
		}
		if h := f.AST.Header; h != nil && ck.roots[f.Path] && ck.prog.Name == "" {
			ck.prog.Name, ck.prog.Version = h.Name, h.Version
		}
		if f.AST.Header == nil && len(f.AST.Decls) == 0 {
			// Valid, but a file that says nothing is more likely the wrong
			// file, or one emptied by mistake, than meant: say so.
			e := ck.errs.Add(grammar.Position{Filename: f.Path, Line: 1, Column: 1},
				"empty rules file: it declares nothing")
			e.Warning, e.Hint = true, "a rules file holds procedures, defs and consts; is this the file you meant?"
		}
		for _, d := range f.AST.Decls {
			ck.noteKind(d)
			ck.bindDecl(d)
			if d, ok := d.(*grammar.Procedure); ok {
				ck.declareProc(d)
			}
			if d, ok := d.(*grammar.Def); ok {
				ck.declareDef(d)
			}
			if d, ok := d.(*grammar.Remember); ok {
				ck.declareMemory(d)
			}
			if d, ok := d.(*grammar.Order); ok {
				ck.declareOrder(d)
			}
		}
	}
	ck.callNames = ck.readNames()
	ck.checkParamNames(ck.callNames)
	ck.checkDefCycles()
	// The constants first, in the order written, so a procedure, def or
	// memory may read one declared below it, as it may call a procedure
	// declared below it (a constant read above its declaration was an
	// unknown name); a constant reads those above it.
	for _, f := range ck.prog.Files {
		ck.units, _ = fileUnits(f.AST)
		for _, d := range f.AST.Decls {
			if d, ok := d.(*grammar.Const); ok {
				ck.checkConst(d)
			}
		}
	}
	for _, f := range ck.prog.Files {
		ck.units, _ = fileUnits(f.AST)
		for _, d := range f.AST.Decls {
			if _, ok := d.(*grammar.Const); !ok {
				grammar.VisitDecl[struct{}](d, declChecker{ck})
			}
		}
	}
	ck.noteUses()
	ck.completeDefs() // and unreadLets, in its pass over the uses
	ck.listLets()
	ck.parts.done = true
}

// declChecker checks the body of a declaration, once every name is
// declared: one method per kind of declaration.
type declChecker struct{ ck *checker }

func (k declChecker) Const(d *grammar.Const) struct{} { k.ck.checkConst(d); return struct{}{} }
func (k declChecker) Remember(d *grammar.Remember) struct{} {
	k.ck.checkMemoryDefault(d)
	return struct{}{}
}
func (k declChecker) Procedure(d *grammar.Procedure) struct{} { k.ck.checkProc(d); return struct{}{} }
func (k declChecker) Order(d *grammar.Order) struct{} {
	if o := k.ck.orders[d.Name]; o != nil && o.decl == d {
		k.ck.checkOrder(o)
	}
	return struct{}{}
}

// Def is checked once, as a function of its parameters.
func (k declChecker) Def(d *grammar.Def) struct{} {
	// a def whose declaration was refused (named like a query) is not
	// among ck.defs: there is nothing to check, and its error is said
	if b := k.ck.declared[universeKey{DefBinding, d.Name}]; b != nil && b.Decl == d && k.ck.defs[d.Name] == d {
		k.ck.defCheck(d.Name)
	}
	return struct{}{}
}

// Units and Pace are read by fileUnits, Import and Source by Load, and
// Unencoded by ruletext: they have no body to check.
func (declChecker) Units(*grammar.Units) struct{}         { return struct{}{} }
func (declChecker) Pace(*grammar.Pace) struct{}           { return struct{}{} }
func (declChecker) Import(*grammar.Import) struct{}       { return struct{}{} }
func (declChecker) Source(*grammar.Source) struct{}       { return struct{}{} }
func (declChecker) Unencoded(*grammar.Unencoded) struct{} { return struct{}{} }

// declare records a top-level name, reporting duplicates.
func (ck *checker) declare(name string, pos grammar.Position, what string) bool {
	if prev, ok := ck.declPos[name]; ok {
		ck.errs.Add(pos, "%s %q is already defined at %s", what, name, diag.Short(prev))
		return false
	}
	if strings.HasPrefix(name, "_") {
		ck.errs.Add(pos, "names starting with _ are reserved: %q", name)
	}
	ck.declPos[name] = pos
	return true
}

// declareProc records a procedure's signature.
func (ck *checker) declareProc(d *grammar.Procedure) {
	if !ck.declare(d.Name, d.Pos, "procedure") {
		return
	}
	p := &Proc{Name: d.Name, Pos: d.Pos, Steps: map[string]int{}}
	if d.Ref != nil {
		p.Ref = d.Ref.Text
	}
	seen := map[string]bool{}
	for _, prm := range d.Params {
		if _, ok := types.Parse(prm.Type); !ok {
			e := ck.errs.Add(prm.Pos, "unknown type %q for parameter %q", prm.Type, prm.Name)
			e.Hint = grammar.DidYouMean(prm.Type, types.Declarable())
		}
		if seen[prm.Name] {
			ck.errs.Add(prm.Pos, "duplicate parameter %q", prm.Name)
		}
		seen[prm.Name] = true
		p.Params = append(p.Params, Param{Name: prm.Name, Type: declaredType(prm.Type), Kind: prm.Type, Optional: prm.Optional})
	}
	ck.prog.Procs[d.Name] = p
	p.Clause = &Clause{ID: len(ck.prog.Clauses), Kind: "proc", text: "procedure " + d.Name, Ref: p.Ref, node: d, Proc: d.Name}
	ck.prog.Clauses = append(ck.prog.Clauses, p.Clause)
}

// checkConst compiles and evaluates a constant.
func (ck *checker) checkConst(d *grammar.Const) {
	if !ck.declare(d.Name, d.Pos, "constant") {
		return
	}
	c := ck.compileExpr(d.Value, nil, types.InvalidT, "a constant")
	if c == nil {
		ck.clashed[d.Name] = true // reported once, here: its uses stay quiet
		return
	}
	v, err := c.Eval(&Frame{Run: &Env{Consts: ck.prog.Consts}})
	if err != nil {
		msg, hint := diag.SplitHint(err)
		ck.errs.Add(d.Value.Pos, "constant %q: %s", d.Name, msg).Hint = hint
		ck.clashed[d.Name] = true
		return
	}
	ck.prog.Consts[d.Name] = v
	if ck.constDims == nil {
		ck.constDims = map[string]dim{}
	}
	ck.constDims[d.Name] = c.d
}

// checkProc checks a procedure's body.
func (ck *checker) checkProc(d *grammar.Procedure) {
	p := ck.prog.Procs[d.Name]
	if p == nil || p.Pos != d.Pos {
		return
	}
	ck.proc = p
	ck.setSlots(nil)
	p.Slots = nil
	for _, prm := range p.Params {
		ck.slot(prm.Name)
	}
	sc := ck.paramScope(d, nil)
	ck.bindSteps(d)
	var last *grammar.Step // the last numbered step so far
	for i, s := range d.Body.Stmts {
		if s, ok := s.(*grammar.Step); ok {
			if prev, ok := p.Steps[s.Label]; ok {
				first, _ := d.Body.Stmts[prev].Span()
				ck.errs.Add(s.Pos, "step %s is defined twice (first at %s)", s.Label, diag.Short(first))
			} else {
				p.Steps[s.Label] = i
				last = ck.stepOrder(last, s)
			}
		}
	}
	ck.backTo, ck.procBody = -1, d.Body // found when a skip asks (gotoBack)
	clear(ck.jumps)
	ck.jumps = ck.jumps[:0]
	clear(ck.passed)
	ck.passed = ck.passed[:0]
	p.Body = ck.block(d.Body.Stmts, sc, true)
	ck.liveness(p)
	clear(ck.origins) // kept for the next procedure: grown once, not for each
	ck.origins = ck.origins[:0]
	ck.proc, ck.procBody = nil, nil
	ck.setSlots(nil)
	clear(ck.passed) // a def or an order checked next reads none of them
	ck.passed = ck.passed[:0]
}

// block checks statements in order; top is true for a procedure's body,
// the only place steps may stand.
func (ck *checker) block(stmts []grammar.Stmt, sc *scope, top bool) []Stmt {
	out := ck.stmtList(len(stmts)) // one each, unless some fail
	ended := false
	// one visitor a check, not one a block: its methods take it by value,
	// so a block inside a statement, setting its scope, leaves the
	// statement's as it was
	if ck.visit == nil {
		ck.visit = &stmtChecker{ck: ck}
	}
	v := ck.visit
	for _, s := range stmts {
		pos, _ := s.Span()
		if ended {
			ck.errs.Add(pos, "this statement can never run: the one before it always ends the block")
			ended = false
		}
		if _, ok := s.(*grammar.Step); ok && !top {
			ck.errs.Add(pos, "a step must stand directly in a procedure's body")
		}
		v.sc = sc
		if c := ck.stmt(s, v); c != nil {
			// the origins past the end are clear (clear above): the
			// statement is the one field to set, without copying a
			// whole origin through the bulk write barrier
			if n := len(ck.origins); n < cap(ck.origins) {
				ck.origins = ck.origins[:n+1]
			} else {
				ck.origins = append(ck.origins, origin{})
			}
			ck.origins[len(ck.origins)-1].src = s
			c.at().num = int32(len(ck.origins))
			out = append(out, c)
			ended = ck.ends(s, c)
		}
	}
	if len(out) == 0 {
		return nil
	}
	ck.afterClauses(out)
	return out
}

// afterClauses adds, after each statement of a block that can end it
// early (one that can stop, jump, fail or fail an assertion, or holds one
// in its bodies), a clause of the statements after it ("after"): a run
// that left the block there did not reach them, though it ran the block.
// rulec diff and coverage count them by it.
func (ck *checker) afterClauses(out []Stmt) {
	for i := 0; i+1 < len(out); i++ {
		if !ck.mayCut(out[i]) {
			continue
		}
		first, last := ck.origins[out[i+1].at().num-1].src, ck.origins[out[i].at().num-1].src
		end := ck.origins[out[len(out)-1].at().num-1].src
		c := ck.addClause("after", "after "+grammar.Head(last), "", afterNode{first, end})
		if ck.prog.After == nil {
			ck.prog.After = map[Stmt]*Clause{}
		}
		ck.prog.After[out[i]] = c
	}
}

// mayCut reports whether statement s can end its block before the next
// statement: it stops, jumps or fails, or holds such a statement. The
// answer is kept in s's origin, since the blocks around s ask it again
// (each block asks it of its statements, which walked each statement's
// statements once for every block around it).
func (ck *checker) mayCut(s Stmt) bool {
	o := ck.originOf(s)
	if o != nil && o.cut != 0 {
		return o.cut > 0
	}
	cut := false
	switch s.(type) {
	case *Fail, *Assert:
		cut = true
	}
	if f := s.flow(); f.exits || len(f.jumps) > 0 || !f.falls {
		cut = true
	}
	if !cut {
		// the statements s holds, until one may cut; ck.cutFound is the
		// scan's answer (kept around it, since the scan nests)
		outer := ck.cutFound
		ck.cutFound = false
		eachBlockOf(s, cutScan{ck})
		cut, ck.cutFound = ck.cutFound, outer
	}
	if o != nil {
		o.cut = -1
		if cut {
			o.cut = 1
		}
	}
	return cut
}

// cutScan is mayCut's scan of the blocks a statement holds: it sets
// ck.cutFound at the first statement that may cut (and asks no more).
type cutScan struct{ ck *checker }

func (c cutScan) block(b []Stmt) {
	for _, t := range b {
		if c.ck.cutFound {
			return
		}
		c.ck.cutFound = c.ck.mayCut(t)
	}
}

// afterNode is the span of the statements of a block from first to end,
// the node of an "after" clause.
type afterNode struct {
	grammar.Node // first: the node's other methods are its
	end          grammar.Node
}

// Span runs from the first statement's start to the last's end.
func (n afterNode) Span() (start, end grammar.Position) {
	start, _ = n.Node.Span()
	_, end = n.end.Span()
	return start, end
}

// ends reports whether a statement always ends its block: one whose flow
// never goes on to the next (stop, goto, fail) and that holds no
// statements of its own, whose ways on are its bodies' to judge.
func (ck *checker) ends(s grammar.Stmt, c Stmt) bool {
	if c.flow().falls {
		return false
	}
	if ck.lister == nil {
		ck.lister = grammar.NewLister() // one list a check, not one a statement
	}
	children, mark := ck.lister.Children(s)
	defer ck.lister.Drop(mark)
	for _, n := range children {
		switch n.(type) {
		case *grammar.Block, *grammar.When, *grammar.Otherwise:
			return false
		}
	}
	return true
}

// refText returns a reference's text, or "".
func refText(r *grammar.Ref) string {
	if r == nil {
		return ""
	}
	return r.Text
}

// define adds a variable of a kind (a let, a loop element) and type,
// declared by the statement at pos, reporting one that hides another; it
// returns the variable's binding, nil when it was refused.
func (ck *checker) define(sc *scope, kind BindingKind, name string, t types.Type, pos grammar.Position) *Binding {
	if def := sc.binding(name); def != nil {
		ck.errs.Add(pos, "%q is already defined at %s", name, diag.Short(declStart(def)))
		return nil
	}
	if what := ck.shadowed(name); what != "" {
		ck.errs.Add(ck.namePos(pos), "%q is already the name of %s", name, what).Hint = "choose another name"
		ck.clashed[name] = true
		return nil
	}
	return sc.bind(kind, name, t, pos)
}

// The most dice one roll throws and the most sides a die has: far past
// any rulebook (D100, 20D6), and small enough that every total of a roll
// is counted exactly and quickly (docs/language.md, Dice).
const (
	MaxDice  = 100
	MaxSides = 1000
)

// parseDice returns the count and sides of a dice term, or why it is not
// one. Counts too long for an int are past the limits, not wrapped.
func parseDice(s string) (n, sides int, msg string) {
	count, sidesText, ok := diceTerm(s)
	if !ok {
		return 0, 0, "write NdS, such as 2D6 or D6"
	}
	n = 1
	if count != "" {
		var err error
		if n, err = strconv.Atoi(count); err != nil {
			n = MaxDice + 1
		}
	}
	sides, err := strconv.Atoi(sidesText)
	if err != nil {
		sides = MaxSides + 1
	}
	switch {
	case n < 1:
		return 0, 0, "a roll throws at least 1 die"
	case n > MaxDice:
		return 0, 0, fmt.Sprintf("a roll throws at most %d dice", MaxDice)
	case sides < 2:
		return 0, 0, "a die has at least 2 sides"
	case sides > MaxSides:
		return 0, 0, fmt.Sprintf("a die has at most %d sides", MaxSides)
	}
	return n, sides, ""
}

// diceTerm splits `2D6` or `D6` into its count ("" for D6) and sides,
// each of ASCII digits, the sides at least one: what the regexp
// ^([0-9]*)D([0-9]+)$ reads (TestDiceTermMatchesRegexp), without
// compiling it in each check that rolls.
func diceTerm(s string) (count, sides string, ok bool) {
	count, sides, ok = strings.Cut(s, "D")
	digits := func(t string) bool {
		for i := 0; i < len(t); i++ {
			if t[i] < '0' || t[i] > '9' {
				return false
			}
		}
		return true
	}
	return count, sides, ok && sides != "" && digits(count) && digits(sides)
}

// addClause records a clause for traces and coverage, its text written
// out (see addExprClause).
func (ck *checker) addClause(kind, text, ref string, n grammar.Node) *Clause {
	return ck.addExprClause(kind, text, nil, ref, n)
}

// addExprClause records a clause whose text is text then x's (Clause.Text).
func (ck *checker) addExprClause(kind, text string, x *grammar.Expr, ref string, n grammar.Node) *Clause {
	c := ck.clauses.take(clausesInBlock)
	c.ID, c.Kind, c.text, c.expr, c.Ref, c.node, c.Proc = len(ck.prog.Clauses), kind, text, x, ref, n, ck.proc.Name
	ck.prog.Clauses = append(ck.prog.Clauses, c)
	return c
}

// stepOrder warns when numbered step s comes after a step with a higher
// number: steps run in the order they are written, whatever their
// numbers, so `step 2` written above `step 1` runs first, which a reader
// of the numbers would not expect. It returns the last numbered step.
func (ck *checker) stepOrder(last, s *grammar.Step) *grammar.Step {
	n, err := strconv.ParseFloat(s.Label, 64)
	if err != nil {
		return last // a named step: no number to keep in order
	}
	if last != nil {
		if m, _ := strconv.ParseFloat(last.Label, 64); n < m {
			ck.errs.Add(s.Pos, "step %s is written after step %s (%s): steps run in the order they are written, not by number, so step %s runs first",
				s.Label, last.Label, diag.Short(last.Pos), last.Label).Hint = "put the steps in the order of their numbers, or renumber them"
			ck.errs[len(ck.errs)-1].Warning = true
		}
	}
	return s
}

// gotoBack returns backTo, walking the procedure's body for its gotos
// when first asked.
func (ck *checker) gotoBack() int {
	if ck.backTo >= 0 {
		return ck.backTo
	}
	ck.backTo = len(ck.procBody.Stmts)
	grammar.Walk(ck.procBody, func(n grammar.Node) bool {
		switch n := n.(type) {
		case *grammar.Goto:
			if i, ok := ck.proc.Steps[n.Label]; ok {
				ck.backTo = min(ck.backTo, i)
			}
		case *grammar.Expr:
			return false // a goto is a statement: none below an expression
		}
		return true
	})
	return ck.backTo
}
