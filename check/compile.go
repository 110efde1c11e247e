package check

import (
	"errors"
	"fmt"
	"github.com/rulec-dev/rulec/engine"
	"maps"
	"math"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/ast"
	exprchecker "github.com/expr-lang/expr/checker"
	"github.com/expr-lang/expr/compiler"
	"github.com/expr-lang/expr/conf"
	"github.com/expr-lang/expr/file"
	"github.com/expr-lang/expr/optimizer"
	"github.com/expr-lang/expr/parser"
	"github.com/expr-lang/expr/vm"
	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/types"
)

// CtxVar is the hidden variable holding the run's *engine.Ctx; the compiler passes
// it as the first argument of every world query.
const CtxVar = "_ctx"

// ctxPatch inserts the hidden context argument into calls of world queries.
type ctxPatch struct{ reg *engine.Registry }

// Visit implements ast.Visitor.
func (p ctxPatch) Visit(n *ast.Node) {
	call, ok := (*n).(*ast.CallNode)
	if !ok {
		return
	}
	id, ok := call.Callee.(*ast.IdentifierNode)
	if !ok || p.reg.Func(id.Value) == nil {
		return
	}
	if len(call.Arguments) > 0 {
		if a, ok := call.Arguments[0].(*ast.IdentifierNode); ok && a.Value == CtxVar {
			return
		}
	}
	patched := &ast.CallNode{Callee: call.Callee, Arguments: append([]ast.Node{&ast.IdentifierNode{Value: CtxVar}}, call.Arguments...)}
	// Keep the call's type: an operator over it (a + b on units) is
	// resolved in the same pass, from its operands' types.
	patched.SetNature(*call.Nature())
	ast.Patch(n, patched)
}

// exprSource is an expression rewritten for expr, with a map from offsets
// in the rewritten text back to source positions.
type exprSource struct {
	text   string
	starts []int // offset of each token in text
	toks   []grammar.ExprToken
	orig   []grammar.ExprToken // as written, before exists and loops are rewritten
}

// rewrite joins an expression's tokens for expr, turning lengths into
// millimetres.
func rewrite(e *grammar.Expr, u geom.Units) (exprSource, error) {
	var b strings.Builder
	toks, lerr := namedLoops(e.Tokens)
	if lerr != nil {
		return exprSource{toks: e.Tokens}, lerr
	}
	src := exprSource{toks: toks, orig: e.Tokens}
	var conds conditionals
	for i, t := range toks {
		if i > 0 {
			b.WriteByte(' ')
		}
		src.starts = append(src.starts, b.Len())
		if text, ok, err := conds.token(t); err != nil {
			return src, err
		} else if ok {
			b.WriteString(text)
			continue
		}
		switch t.Kind {
		case "Length":
			mm, err := geom.ParseLength(t.Value, u)
			if err != nil {
				return src, &grammar.Error{Pos: t.Pos, Msg: err.Error()}
			}
			if math.IsInf(mm, 0) {
				// 1e307in is a number, but not in millimetres (it became
				// "+Inf", and then "unknown name Inf").
				return src, &grammar.Error{Pos: t.Pos, Msg: fmt.Sprintf("bad length %q: too large (lengths go up to %g mm)", t.Value, math.MaxFloat64)}
			}
			b.WriteString("(" + strconv.FormatFloat(mm, 'g', -1, 64) + ")")
		case "Dice":
			return src, &grammar.Error{Pos: t.Pos, Msg: fmt.Sprintf("dice %q in an expression", t.Value),
				Hint: "roll them first: roll total = " + t.Value}
		default:
			if t.Value == "it" && t.Kind == "Ident" {
				// `it` is the element inside filter, map, all, any ...;
				// expr spells it `#`, which starts a comment in rules files.
				b.WriteString("#")
				continue
			}
			b.WriteString(t.Value)
		}
	}
	text, err := conds.end()
	if err != nil {
		return src, err
	}
	b.WriteString(text)
	src.text = b.String()
	return src, nil
}

// display returns the rewritten text from..to in canonical spacing, as
// written: the tokens written between the first and the last it came from
// (a rewritten `exists(l)` shows as itself, not as `len(l) > 0`).
func (s exprSource) display(from, to int) string {
	var toks []grammar.ExprToken
	for i, st := range s.starts {
		if st >= from && st < to {
			toks = append(toks, s.toks[i])
		}
	}
	if len(toks) > 0 && len(s.orig) > 0 {
		first, last := toks[0].Pos.Offset, toks[len(toks)-1].Pos.Offset
		var written []grammar.ExprToken
		for _, t := range s.orig {
			if t.Pos.Offset >= first && t.Pos.Offset <= last {
				written = append(written, t)
			}
		}
		if len(written) > 0 {
			toks = written
		}
	}
	return (&grammar.Expr{Tokens: toks}).String()
}

// posAt maps a column of the rewritten text back to the source.
func (s exprSource) posAt(col int) grammar.Position {
	i := 0
	for i+1 < len(s.starts) && s.starts[i+1] <= col {
		i++
	}
	if len(s.toks) == 0 {
		return grammar.Position{}
	}
	p := s.toks[i].Pos
	if d := col - s.starts[i]; d > 0 && d < len(s.toks[i].Value) && s.toks[i].Kind != "Length" {
		p.Column += d
		p.Offset += d
	}
	return p
}

// compileExpr compiles e in a scope; want, if not nil, is the type the
// context needs.
func (ck *checker) compileExpr(e *grammar.Expr, sc *scope, wantT types.Type, what string) *Expr {
	if e == nil {
		return nil
	}
	if ck.newExprs {
		return ck.compileNew(e, sc, wantT, what)
	}
	want := goType(wantT) // expr's view: nil for none
	orig := e
	if !ck.noUses {
		ck.resolveTokens(e.Tokens, sc)
	}
	if ck.loopShadows(e) {
		return nil
	}
	e, derr := ck.expandDefs(e)
	if derr != nil {
		if derr != errReported {
			ck.errs = append(ck.errs, derr)
		}
		return nil
	}
	src, err := rewrite(e, ck.units)
	if err != nil {
		ck.errs = append(ck.errs, err.(*grammar.Error))
		return nil
	}
	env := ck.envConfig(sc)
	// The dimensions are read from expr's parse before its checker
	// patches the tree, so each expression is parsed once; what they
	// report counts only if the expression checks.
	var dim dimOf
	var dimErrs grammar.ErrorList
	tree, cfg, err := ck.checkText(src.text, env, func(t *parser.Tree) {
		saved := ck.errs
		ck.errs = nil
		dim = ck.treeDim(t, src, sc, false)
		dimErrs, ck.errs = ck.errs, saved
	})
	if err != nil {
		if !ck.mentionsBroken(e, sc) {
			ck.exprError(e, src, sc, err)
		}
		return nil
	}
	typ := refine(tree.Node, tree.Node.Type())
	if want != nil && !assignable(typ, want) && !ck.mentionsBroken(e, sc) {
		ck.errs.Add(e.Pos, "%s must be %s, not %s: %s", what, typeName(want), typeName(typ), orig.String())
		return nil
	}
	ck.errs = append(ck.errs, dimErrs...)
	c := &Expr{Text: orig.String(), Pos: e.Pos, Type: typ, T: typeOf(typ, dim.d), dim: dim, units: ck.units}
	c.compile = func() (*vm.Program, error) { return compiler.Compile(tree, cfg) }
	low := ck.lowerer()
	if c.run = low.lower(tree.Node); c.run != nil {
		c.num = low.num(tree.Node)
		if typ == bodiesT {
			c.listRun = low.units(tree.Node)
		}
	} else {
		// expr's VM runs it: compile it now, so a check reports what
		// expr's compiler refuses
		prog, err := c.program()
		if err != nil {
			ck.exprError(e, src, sc, err)
			return nil
		}
		c.Prog = prog
	}
	units := ck.units
	c.explainers = func() ([]*Expr, *Decision) {
		parts, d := explainParts(tree.Node, src, func(text string) (*vm.Program, error) { return ck.compileText(text, env) })
		for _, a := range parts {
			// a part's dimension comes from its variable or query, so
			// its own text, without the tokens around it, is enough
			a.dim = ck.exprDimOf(exprSource{text: a.src}, sc, true)
			a.units = units
		}
		return parts, d
	}
	return c
}

// lowerer returns the lowering of expressions in the procedure being
// checked (or of constants, outside one).
func (ck *checker) lowerer() *lowerer {
	l := &lowerer{ck: ck}
	if ck.proc != nil {
		l.slot = func(name string) (int, bool) { return ck.slot(name), true }
	}
	return l
}

// env returns the typed environment of a scope: the hidden context, the
// constants and every visible variable, as sample values of their types.
func (ck *checker) env(sc *scope) map[string]any {
	env := map[string]any{CtxVar: (*engine.Ctx)(nil)}
	for name, v := range ck.prog.Consts {
		env[name] = v
	}
	for s := sc; s != nil; s = s.parent {
		for name, b := range s.vars {
			if _, ok := env[name]; !ok {
				env[name] = Sample(s.oldType(name, b))
			}
		}
	}
	return env
}

// envConfig returns expr's configuration for the expressions of a scope:
// the one built for the scope's variables so far, or a new one. Scopes only
// gain variables and the constants only grow, so the scopes in the chain,
// their sizes and the number of constants name an environment: building
// expr's typed environment for every expression was a sixth of a check.
func (ck *checker) envConfig(sc *scope) *conf.Config {
	if ck.base == nil {
		ck.base = conf.CreateNew()
		for _, o := range ck.funcOptions() {
			o(ck.base)
		}
	}
	// The key holds the scope itself, so no later scope can reuse its
	// address while the entry lives.
	var sizes []byte
	for s := sc; s != nil; s = s.parent {
		sizes = strconv.AppendInt(append(sizes, ','), int64(len(s.vars)), 10)
	}
	key := envKey{scope: sc, sizes: string(sizes), consts: len(ck.prog.Consts)}
	if cfg, ok := ck.envs[key]; ok {
		return cfg
	}
	cfg := *ck.base
	cfg.WithEnv(ck.env(sc))
	cfg.Check()
	if ck.envs == nil {
		ck.envs = map[envKey]*conf.Config{}
	}
	ck.envs[key] = &cfg
	return &cfg
}

// envKey names the environment of a scope for envConfig: the scope, the
// sizes of it and its parents, and the number of constants.
type envKey struct {
	scope  *scope
	sizes  string
	consts int
}

// compileText compiles expr source against an environment. It is what
// expr.Compile does, but on a configuration built once per check: building
// expr's configuration (its builtins and our queries) for each of
// thousands of expressions was most of the time a check took.
func (ck *checker) compileText(text string, env *conf.Config) (*vm.Program, error) {
	tree, cfg, err := ck.checkText(text, env, nil)
	if err != nil {
		return nil, err
	}
	return compiler.Compile(tree, cfg)
}

// checkText parses and checks expr source against an environment, as
// expr.Compile does before it compiles, and returns the typed tree and the
// configuration to compile it with. parsed, if not nil, sees the tree as
// expr's parser made it, before expr's checker patches it.
func (ck *checker) checkText(text string, env *conf.Config, parsed func(*parser.Tree)) (*parser.Tree, *conf.Config, error) {
	cfg := *env
	tree, err := parser.ParseWithConfig(text, &cfg)
	if err != nil {
		return nil, nil, err
	}
	if parsed != nil {
		parsed(tree)
	}
	if err := ck.patchAndCheck(tree, &cfg); err != nil {
		return nil, nil, err
	}
	if err := foldWhole(tree.Node, tree.Source); err != nil {
		return nil, nil, err
	}
	if cfg.Optimize {
		if err := optimizer.Optimize(&tree.Node, &cfg); err != nil {
			var fe *file.Error
			if errors.As(err, &fe) {
				return nil, nil, fe.Bind(tree.Source)
			}
			return nil, nil, err
		}
	}
	return tree, &cfg, nil
}

// patchAndCheck patches and types a parsed tree as expr's PatchAndCheck
// does with ctxPatch and setPatch as its visitors, but types the tree once
// per pass of setPatch instead of before every visitor in every pass (five
// checks of each expression at least, a sixth of a check's time). ctxPatch
// needs no types; setPatch reads the operands' types, so the tree is typed
// before each of its passes, and the check after the pass that patches
// nothing is the final one, as the tree has not changed since.
func (ck *checker) patchAndCheck(tree *parser.Tree, cfg *conf.Config) error {
	ast.Walk(&tree.Node, ctxPatch{ck.reg})
	sets := &setPatch{}
	for {
		_, err := new(exprchecker.Checker).Check(tree, cfg)
		sets.Reset()
		ast.Walk(&tree.Node, sets)
		if !sets.ShouldRepeat() {
			return err
		}
	}
}

// funcOptions returns the world queries as expr options. expr would
// re-apply every function (with reflection) for each expression compiled,
// so the table is built once per check and copied in.
func (ck *checker) funcOptions() []expr.Option {
	if ck.funcOpts != nil {
		return ck.funcOpts
	}
	scratch := conf.CreateNew()
	for _, name := range ck.reg.FuncNames() {
		f := ck.reg.Func(name)
		fn, in := f.Fn, f.SigIn()
		expr.Function(name, func(args ...any) (any, error) {
			c, _ := args[0].(*engine.Ctx)
			if c == nil {
				return nil, fmt.Errorf("%s needs a world: it cannot be used in a constant", name)
			}
			args = args[1:]
			for i, t := range in {
				v, err := Coerce(args[i], t)
				if err != nil {
					return nil, fmt.Errorf("%s: argument %d: %v", name, i+1, err)
				}
				args[i] = v
			}
			return fn(c, args)
		}, looseSig(f.Sig))(scratch)
	}
	setOptions(scratch) // its patch runs in patchAndCheck
	table := scratch.Functions
	ck.funcOpts = []expr.Option{func(c *conf.Config) { maps.Copy(c.Functions, table) }}
	return ck.funcOpts
}

// rulesTypeNames maps Go type names in expr's messages to the names a
// rules writer knows.
var rulesTypeNames = map[string]string{
	"[]*world.Body": "units", "*world.Body": "unit", "world.Body": "unit",
	"[]*engine.Placement": "placements", "*engine.Placement": "placement", "engine.Placement": "placement",
	"[]*engine.Model": "models", "*engine.Model": "model", "engine.Model": "model",
	"[]*engine.Spot": "spots", "*engine.Spot": "spot", "engine.Spot": "spot",
	"*engine.Ctx": "world", "geom.Vec": "point", "[]float64": "numbers", "float64": "number", "int": "number",
	"string": "word", "[]interface {}": "list", "interface {}": "any",
}

// goTypeRE matches what may be a Go type name in a message: whole words
// only, so that a name such as "pointz" or the word "integer" is left
// alone (a substring replacement made them "ponumberz" and "numbereger").
var goTypeRE = regexp.MustCompile(`(\[\])?\*?[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)?( \{\})?`)

// rulesTypes rewrites the Go type names of a message to the rules'.
func rulesTypes(msg string) string {
	return goTypeRE.ReplaceAllStringFunc(msg, func(w string) string {
		if r, ok := rulesTypeNames[w]; ok {
			return r
		}
		if elem, ok := strings.CutPrefix(w, "[]"); ok {
			if r, ok := rulesTypeNames[elem]; ok {
				return "[]" + r
			}
		}
		return w
	})
}

// maxWhole is the largest whole number, named in the errors that reach it.
const maxWhole = math.MaxInt64

// exprMessage rewrites a message of expr's for a rules writer: its Go
// type names, and the messages of integer arithmetic, which a rules
// writer knows as whole numbers.
func exprMessage(msg string) string {
	msg = strings.ReplaceAll(msg, CtxVar+", ", "")
	if rest, ok := strings.CutPrefix(msg, "invalid integer literal: "); ok && strings.Contains(rest, "out of range") {
		num := rest
		if _, q, ok := strings.Cut(rest, `"`); ok {
			num, _, _ = strings.Cut(q, `"`)
		}
		return fmt.Sprintf("whole number %s is out of range: whole numbers go up to %d (write %s.0 for an approximate number)", num, maxWhole, num)
	}
	if strings.Contains(msg, "integer divide by zero") {
		return "division by zero"
	}
	return rulesTypes(msg)
}

// exprError reports an expr compile error at the source position, with a
// did-you-mean for unknown names.
func (ck *checker) exprError(e *grammar.Expr, src exprSource, sc *scope, err error) {
	var fe *file.Error
	if !errors.As(err, &fe) {
		ck.errs.Add(e.Pos, "%v", err)
		return
	}
	msg := exprMessage(fe.Message)
	pos := src.posAt(fe.Column)
	for _, t := range e.Tokens {
		if t.Value == "exists" && t.Pos == pos {
			// exists(list) is checked as len(list) > 0
			msg = strings.Replace(msg, "argument for len", "argument for exists", 1)
		}
	}
	ge := ck.errs.Add(pos, "%s", msg)
	if name, ok := strings.CutPrefix(fe.Message, "unknown name "); ok {
		if near := grammar.Nearest(name, ck.visibleNames(sc)); near != "" {
			ge.Hint = fmt.Sprintf("did you mean %q?", near)
		}
	}
	// a query (or memory) called with the wrong arguments: show its signature
	if _, after, ok := strings.Cut(fe.Message, " to call "); ok {
		if f := ck.reg.Func(strings.TrimSpace(after)); f != nil {
			ge.Msg = strings.TrimSpace(ge.Msg)
			ge.Hint = "it is " + FuncSignature(f)
		}
	}
}

// visibleNames returns every name an expression in sc may use.
//
// The order is fixed, so that of names equally near a misspelling the same
// one is suggested on every run: the innermost scope's variables first,
// each scope's sorted, then the constants and the queries.
func (ck *checker) visibleNames(sc *scope) []string {
	var names []string
	for s := sc; s != nil; s = s.parent {
		names = append(names, slices.Sorted(maps.Keys(s.vars))...)
	}
	names = append(names, slices.Sorted(maps.Keys(ck.prog.Consts))...)
	names = append(names, slices.Sorted(maps.Keys(ck.defs))...)
	return append(names, ck.reg.FuncNames()...)
}

// atoms compiles the variables and top-level calls of an expression on
// their own, for explanations.
func atoms(root ast.Node, src exprSource, compile func(string) (*vm.Program, error)) []*Expr {
	var out []*Expr
	seen := map[string]bool{}
	var visit func(n ast.Node, depth int)
	visit = func(n ast.Node, depth int) {
		from, to := -1, -1
		switch n := n.(type) {
		case *ast.IdentifierNode:
			if n.Value != CtxVar {
				from, to = n.Location().From, n.Location().To
			}
		case *ast.CallNode:
			from = n.Callee.Location().From
			to = callEnd(src.text, from)
		case *ast.MemberNode:
			from, to = n.Location().From, n.Location().To
		case *ast.BinaryNode:
			visit(n.Left, depth+1)
			visit(n.Right, depth+1)
		case *ast.UnaryNode:
			visit(n.Node, depth+1)
		}
		if depth == 0 || from < 0 || to <= from || to > len(src.text) {
			return
		}
		text := src.text[from:to]
		if seen[text] {
			return
		}
		seen[text] = true
		if p, err := compile(text); err == nil {
			out = append(out, &Expr{Prog: p, Text: src.display(from, to), Type: p.Node().Type(), src: text})
		}
	}
	visit(root, 0)
	return out
}

// callEnd returns the offset just after the parenthesis closing the call
// that starts at from, or -1.
func callEnd(text string, from int) int {
	if from < 0 || from >= len(text) {
		return -1
	}
	open := strings.IndexByte(text[from:], '(')
	if open < 0 {
		return -1
	}
	depth := 0
	for i := from + open; i < len(text); i++ {
		switch text[i] {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return i + 1
			}
		}
	}
	return -1
}

// mentionsBroken reports whether e uses a variable whose own definition
// failed to check; its error was reported there, so reporting again here
// would only repeat it.
func (ck *checker) mentionsBroken(e *grammar.Expr, sc *scope) bool {
	for _, t := range e.Tokens {
		if t.Kind != "Ident" {
			continue
		}
		if ck.clashed[t.Value] {
			return true
		}
		if b := sc.binding(t.Value); b != nil && b.Type.Kind == types.Invalid {
			return true
		}
	}
	return false
}

// looseSig returns a query's signature with list-of-unit parameters typed
// any, because expr's filter and map yield []interface{}; coerce checks the
// elements when the query runs.
func looseSig(sig any) any {
	t := reflect.TypeOf(sig).Elem()
	in := make([]reflect.Type, t.NumIn())
	for i := range in {
		in[i] = t.In(i)
		if in[i] == bodiesT || in[i] == modelsTy || in[i] == spotsType {
			in[i] = anyType
		}
	}
	out := make([]reflect.Type, t.NumOut())
	for i := range out {
		out[i] = t.Out(i)
	}
	return reflect.New(reflect.FuncOf(in, out, false)).Interface()
}

// refine gives a list built by filter (or sortBy, take, reverse) the element
// type of the list it came from: expr types those []interface{}, which
// would leave rules unable to read the elements' fields.
func refine(n ast.Node, t reflect.Type) reflect.Type {
	if c, ok := n.(*ast.ConstantNode); ok {
		// expr folds a constant list literal into one value.
		if list, ok := c.Value.([]any); ok && len(list) > 0 {
			et := reflect.TypeOf(list[0])
			for _, e := range list[1:] {
				if reflect.TypeOf(e) != et {
					return t
				}
			}
			return reflect.SliceOf(et)
		}
	}
	if arr, ok := n.(*ast.ArrayNode); ok && len(arr.Nodes) > 0 {
		// A list literal of one type, such as [90, 270], has that type.
		et := arr.Nodes[0].Type()
		for _, e := range arr.Nodes[1:] {
			if e.Type() != et {
				return t
			}
		}
		if et != nil && et != anyType {
			return reflect.SliceOf(et)
		}
		return t
	}
	b, ok := n.(*ast.BuiltinNode)
	if !ok || t == nil || t.Kind() != reflect.Slice || t.Elem() != anyType || len(b.Arguments) == 0 {
		return t
	}
	switch b.Name {
	case "filter", "sortBy", "take", "reverse", "uniq":
		if at := b.Arguments[0].Type(); at != nil && at.Kind() == reflect.Slice && at.Elem() != anyType {
			return at
		}
	}
	return t
}
