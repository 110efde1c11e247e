package lsp

import (
	"bytes"
	"path/filepath"

	"github.com/rulec-dev/rulec/grammar"
)

// kind is what a name stands for.
type kind int

const (
	kindProc kind = iota
	kindConst
	kindStep
	kindVar // a parameter or a name bound in a procedure's body
	kindQuery
	kindAction
	kindName   // a name in an expression, resolved to a variable, constant, definition or query
	kindImport // the path of an import, resolved to the file
	kindDef    // a def: a named value with parameters
	kindOrder  // a named priority order
	kindMemory // a memory: a value kept for a unit or a pair of units
)

// symbol is a declared name: where the name is written, and the node that
// declares it (for its head and ref).
type symbol struct {
	kind       kind
	name       string
	file       string
	start, end int // byte offsets of the name
	node       grammar.Node
	proc       string // enclosing procedure, def or order of a step or variable
	from       int    // offset where a variable becomes visible
	scopeEnd   int    // offset where it stops being visible
	title, ref string
}

// use is a name written where it is used.
type use struct {
	kind       kind
	name       string
	file       string
	start, end int
	proc       string
	def        *symbol // nil for queries, actions and unknown names
}

// clause is a node that cites a rule, with its extent, for hover.
type clause struct {
	start, end int
	head, ref  string
}

// fileIndex is what one parsed rules file declares and uses.
type fileIndex struct {
	path    string
	text    *text
	decls   []*symbol
	uses    []*use
	clauses []clause
	imports []importSpan
	sources []string // cleaned paths of the rule texts it names
}

// importSpan is an import declaration: the cleaned path it names and its
// extent.
type importSpan struct {
	path       string
	start, end int
}

// indexFile walks a parsed file and records its declarations, uses,
// clauses and imports. Names are not resolved here (see program.resolve).
func indexFile(path string, t *text, f *grammar.File) *fileIndex {
	fi := &fileIndex{path: path, text: t}
	w := walker{fi: fi, t: t}
	grammar.Walk(f, w.visit)
	return fi
}

// walker carries the enclosing procedure and open blocks through a walk in
// source order.
type walker struct {
	fi      *fileIndex
	t       *text
	proc    string
	procEnd int
	blocks  []int // end offsets of the enclosing blocks, innermost last
	// stepBody is the body of the step being walked: steps share their
	// procedure's scope, so what it declares is seen to the procedure's end.
	stepBody *grammar.Block
}

// visit records one node; it returns true to walk its children.
func (w *walker) visit(n grammar.Node) bool {
	start, end := span(n)
	for len(w.blocks) > 0 && w.blocks[len(w.blocks)-1] <= start {
		w.blocks = w.blocks[:len(w.blocks)-1]
	}
	if r := grammar.RefOf(n); r != nil {
		w.fi.clauses = append(w.fi.clauses, clause{start: start, end: end, head: grammar.Head(n), ref: r.Text})
	}
	switch n := n.(type) {
	case grammar.Decl:
		grammar.VisitDecl[struct{}](n, indexer{w, start, end})
	case grammar.Stmt:
		grammar.VisitStmt[struct{}](n, indexer{w, start, end})
	case *grammar.Param:
		w.decl(kindVar, n, 0, w.procEnd)
	case *grammar.OrderUse:
		w.use(kindOrder, w.t.nameAfter(start, 0))
	case *grammar.Block:
		if n == w.stepBody {
			end = w.procEnd
		}
		w.blocks = append(w.blocks, end)
	case *grammar.Expr:
		w.expr(n)
	}
	return true
}

// indexer records what each kind of declaration and statement declares
// and uses (beyond its expressions, which Walk reaches), the node spanning
// the byte offsets start to end.
type indexer struct {
	w          *walker
	start, end int
}

// none is the result of the indexer's methods.
type none = struct{}

func (x indexer) Import(n *grammar.Import) none {
	w := x.w
	path := filepath.Join(filepath.Dir(w.fi.path), n.Path)
	w.fi.imports = append(w.fi.imports, importSpan{path, x.start, x.end})
	if q := bytes.IndexAny(w.t.src[x.start:x.end], `"'`); q >= 0 {
		w.fi.uses = append(w.fi.uses, &use{kind: kindImport, name: path, file: w.fi.path, start: x.start + q, end: x.end})
	}
	return none{}
}
func (x indexer) Source(n *grammar.Source) none {
	x.w.fi.sources = append(x.w.fi.sources, filepath.Join(filepath.Dir(x.w.fi.path), n.Path))
	return none{}
}
func (x indexer) Procedure(n *grammar.Procedure) none {
	x.w.proc, x.w.procEnd = n.Name, x.end
	x.w.decl(kindProc, n, 1, x.end).ref = refOf(n)
	return none{}
}
func (x indexer) Const(n *grammar.Const) none {
	x.w.decl(kindConst, n, 1, x.end).ref = refOf(n)
	return none{}
}
func (x indexer) Def(n *grammar.Def) none {
	x.w.decl(kindDef, n, 1, x.end).ref = refOf(n)
	x.w.proc, x.w.procEnd = n.Name, x.end // its parameters are its own
	return none{}
}
func (x indexer) Order(n *grammar.Order) none {
	x.w.decl(kindOrder, n, 1, x.end).ref = refOf(n)
	x.w.proc, x.w.procEnd = n.Name, x.end
	return none{}
}
func (x indexer) Remember(n *grammar.Remember) none {
	x.w.decl(kindMemory, n, 1, x.end).ref = refOf(n)
	x.w.proc, x.w.procEnd = n.Name, x.end // its parameters are its own
	return none{}
}

// Units, Pace and Unencoded declare and use no name.
func (indexer) Units(*grammar.Units) none         { return none{} }
func (indexer) Pace(*grammar.Pace) none           { return none{} }
func (indexer) Unencoded(*grammar.Unencoded) none { return none{} }

func (x indexer) Set(*grammar.Set) none {
	x.w.use(kindQuery, x.w.t.nameAfter(x.start, 1))
	return none{}
}
func (x indexer) Step(n *grammar.Step) none {
	s := x.w.decl(kindStep, n, 1, x.end)
	s.title, s.ref = n.Title, refOf(n)
	x.w.stepBody = n.Body
	return none{}
}
func (x indexer) Let(n *grammar.Let) none       { return x.local(n) }
func (x indexer) Roll(n *grammar.Roll) none     { return x.local(n) }
func (x indexer) Choose(n *grammar.Choose) none { return x.local(n) }

// local records the name a let, roll or choose binds, visible after it
// to the end of the block, not in its own value.
func (x indexer) local(n grammar.Node) none {
	x.w.decl(kindVar, n, 1, x.w.scope()).from = x.end
	return none{}
}
func (x indexer) Pick(n *grammar.Pick) none {
	_, x.w.decl(kindVar, n, 1, x.w.scope()).from = span(n.Candidates) // each candidate, in the priorities
	return none{}
}
func (x indexer) For(n *grammar.For) none {
	x.w.decl(kindVar, n, 1, x.end)
	return none{}
}
func (x indexer) Call(*grammar.Call) none {
	x.w.use(kindProc, x.w.t.nameAfter(x.start, 1))
	return none{}
}
func (x indexer) Goto(*grammar.Goto) none {
	x.w.use(kindStep, x.w.t.nameAfter(x.start, 2))
	return none{}
}
func (x indexer) Skip(n *grammar.Skip) none {
	for _, r := range x.w.t.labelsAfter(x.start, len(n.Labels)) {
		x.w.use(kindStep, r)
	}
	return none{}
}
func (x indexer) Action(*grammar.Action) none {
	x.w.use(kindAction, x.w.t.nameAfter(x.start, 0))
	return none{}
}

// The other statements name nothing of their own: an event's name and a
// mark's flag are free words, and their expressions are walked.
func (indexer) First(*grammar.First) none   { return none{} }
func (indexer) If(*grammar.If) none         { return none{} }
func (indexer) Stop(*grammar.Stop) none     { return none{} }
func (indexer) Event(*grammar.Event) none   { return none{} }
func (indexer) Mark(*grammar.Mark) none     { return none{} }
func (indexer) Remove(*grammar.Remove) none { return none{} }
func (indexer) Fail(*grammar.Fail) none     { return none{} }
func (indexer) Assert(*grammar.Assert) none { return none{} }

// scope returns where a name declared now stops being visible: the end of
// the innermost block.
func (w *walker) scope() int {
	if len(w.blocks) == 0 {
		return len(w.t.src)
	}
	return w.blocks[len(w.blocks)-1]
}

// decl records the declaration of the name that follows skip words at the
// start of n.
func (w *walker) decl(k kind, n grammar.Node, skip, scopeEnd int) *symbol {
	start, _ := span(n)
	r := w.t.nameAfter(start, skip)
	s := &symbol{kind: k, name: string(w.t.src[r[0]:r[1]]), file: w.fi.path, start: r[0], end: r[1],
		node: n, from: r[1], scopeEnd: scopeEnd}
	if k != kindProc && k != kindConst && k != kindDef && k != kindOrder && k != kindMemory {
		s.proc = w.proc
	}
	w.fi.decls = append(w.fi.decls, s)
	return s
}

// use records a name used at the byte range r.
func (w *walker) use(k kind, r [2]int) {
	if r[0] == r[1] {
		return
	}
	w.fi.uses = append(w.fi.uses, &use{kind: k, name: string(w.t.src[r[0]:r[1]]), file: w.fi.path,
		start: r[0], end: r[1], proc: w.proc})
}

// expr records the names an expression uses: an identifier followed by `(`
// calls a query; one after `.` is a field, not a name.
func (w *walker) expr(e *grammar.Expr) {
	for i, tok := range e.Tokens {
		if tok.Kind != "Ident" {
			continue
		}
		if i > 0 && e.Tokens[i-1].Kind == "Op" && (e.Tokens[i-1].Value == "." || e.Tokens[i-1].Value == "?.") {
			continue
		}
		k := kindName
		if i+1 < len(e.Tokens) && e.Tokens[i+1].Value == "(" {
			k = kindQuery
		}
		off := tok.Pos.Offset
		w.use(k, [2]int{off, off + len(tok.Value)})
	}
}

// span returns the byte offsets of a node.
func span(n grammar.Node) (int, int) {
	s, e := n.Span()
	return s.Offset, max(e.Offset, s.Offset)
}

// refOf returns the text a node cites, or "".
func refOf(n grammar.Node) string {
	if r := grammar.RefOf(n); r != nil {
		return r.Text
	}
	return ""
}

// head returns a node's own text in canonical layout.
func head(n grammar.Node) string { return grammar.Head(n) }
