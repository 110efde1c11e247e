package grammar

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// recorder is a visitor whose every method returns the name of its kind.
type recorder struct{}

func (recorder) Units(*Units) string         { return "Units" }
func (recorder) Pace(*Pace) string           { return "Pace" }
func (recorder) Import(*Import) string       { return "Import" }
func (recorder) Source(*Source) string       { return "Source" }
func (recorder) Unencoded(*Unencoded) string { return "Unencoded" }
func (recorder) Const(*Const) string         { return "Const" }
func (recorder) Def(*Def) string             { return "Def" }
func (recorder) Remember(*Remember) string   { return "Remember" }
func (recorder) Order(*Order) string         { return "Order" }
func (recorder) Procedure(*Procedure) string { return "Procedure" }
func (recorder) Lit(*Lit) string             { return "Lit" }
func (recorder) Ident(*Ident) string         { return "Ident" }
func (recorder) Paren(*Paren) string         { return "Paren" }
func (recorder) Unary(*Unary) string         { return "Unary" }
func (recorder) Binary(*Binary) string       { return "Binary" }
func (recorder) Cond(*Cond) string           { return "Cond" }
func (recorder) CallExpr(*CallExpr) string   { return "CallExpr" }
func (recorder) Loop(*Loop) string           { return "Loop" }
func (recorder) Member(*Member) string       { return "Member" }
func (recorder) Index(*Index) string         { return "Index" }
func (recorder) Slice(*Slice) string         { return "Slice" }
func (recorder) ListExpr(*ListExpr) string   { return "ListExpr" }

// TestVisitorsCoverTheUnions checks that VisitDecl and VisitStmt send every
// member of the parser's unions to the method of its own name, and that the
// visitor interfaces have no method for a kind the parser does not know.
func TestVisitorsCoverTheUnions(t *testing.T) {
	check := func(what string, iface reflect.Type, kinds []Node, visit func(Node) string) {
		t.Helper()
		methods := map[string]bool{}
		for i := range iface.NumMethod() {
			methods[iface.Method(i).Name] = true
		}
		for _, k := range kinds {
			name := reflect.TypeOf(k).Elem().Name()
			if got := visit(k); got != name {
				t.Errorf("%s of a %s calls %s", what, name, got)
			}
			delete(methods, name)
		}
		for m := range methods {
			t.Errorf("%s's interface has %s, which is no kind of the parser's union", what, m)
		}
	}
	var decls, stmts []Node
	for _, d := range DeclKinds() {
		decls = append(decls, d)
	}
	for _, s := range StmtKinds() {
		stmts = append(stmts, s)
	}
	check("VisitDecl", reflect.TypeFor[DeclVisitor[string]](), decls,
		func(n Node) string { return VisitDecl[string](n.(Decl), recorder{}) })
	check("VisitStmt", reflect.TypeFor[StmtVisitor[string]](), stmts, visitStmtCase(t))
	var exprs []Node
	for _, x := range ExprKinds() {
		exprs = append(exprs, x)
	}
	check("VisitExpr", reflect.TypeFor[ExprVisitor[string]](), exprs,
		func(n Node) string { return VisitExpr[string](n.(ExprNode), recorder{}) })
	if want := exprNodeTypes(t); !slices.Equal(kindNames(exprs), want) {
		t.Errorf("ExprKinds() = %v, but the types with an exprNode method are %v", kindNames(exprs), want)
	}
	if len(decls) < 10 || len(stmts) < 19 || strings.Contains(reflect.TypeOf(decls[0]).String(), "Stmt") {
		t.Errorf("%d declarations and %d statements: the unions look wrong", len(decls), len(stmts))
	}
}

// visitStmtCase reads VisitStmt's switch in stmts.go and returns, for a
// node, the method its case calls: read from the source, so that a
// statement added needs no method in a recorder here.
func visitStmtCase(t *testing.T) func(Node) string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), "stmts.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	calls := map[string]string{}
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Name.Name == "VisitStmt" {
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				if cc, ok := n.(*ast.CaseClause); ok {
					ret := cc.Body[0].(*ast.ReturnStmt).Results[0].(*ast.CallExpr)
					for _, typ := range cc.List {
						calls[typ.(*ast.StarExpr).X.(*ast.Ident).Name] = ret.Fun.(*ast.SelectorExpr).Sel.Name
					}
					return false
				}
				return true
			})
		}
	}
	return func(n Node) string { return calls[reflect.TypeOf(n).Elem().Name()] }
}

// kindNames returns the type names of nodes, sorted.
func kindNames(ns []Node) []string {
	var out []string
	for _, n := range ns {
		out = append(out, reflect.TypeOf(n).Elem().Name())
	}
	slices.Sort(out)
	return out
}

// exprNodeTypes returns, sorted, the types of the package's source that
// have an exprNode method: the expression nodes, however they were added.
func exprNodeTypes(t *testing.T) []string {
	t.Helper()
	names, _ := filepath.Glob("*.go")
	var out []string
	fset := token.NewFileSet()
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Recv == nil || fd.Name.Name != "exprNode" {
				continue
			}
			typ := fd.Recv.List[0].Type
			if star, ok := typ.(*ast.StarExpr); ok {
				typ = star.X
			}
			if id, ok := typ.(*ast.Ident); ok {
				out = append(out, id.Name)
			}
		}
	}
	slices.Sort(out)
	return out
}
