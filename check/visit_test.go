package check

import (
	"go/ast"
	"go/parser"
	"go/token"
	"reflect"
	"sort"
	"strings"
	"testing"
)

// TestStmtVisitorCoversStmts reads nodes.go for every type with Stmt's
// flow method, and checks that VisitStmt has a case for it calling the
// method of its name, and that StmtVisitor has that method and no other.
// It reads the source, so that a statement added to nodes.go needs no line
// in this test.
func TestStmtVisitorCoversStmts(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "nodes.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var marked, cases []string
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok {
			continue
		}
		if fd.Recv != nil && fd.Name.Name == "flow" {
			if star, ok := fd.Recv.List[0].Type.(*ast.StarExpr); ok {
				marked = append(marked, star.X.(*ast.Ident).Name)
			}
		}
		if fd.Name.Name != "VisitStmt" {
			continue
		}
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			cc, ok := n.(*ast.CaseClause)
			if !ok {
				return true
			}
			typ := cc.List[0].(*ast.StarExpr).X.(*ast.Ident).Name
			cases = append(cases, typ)
			call := cc.Body[0].(*ast.ReturnStmt).Results[0].(*ast.CallExpr)
			if m := call.Fun.(*ast.SelectorExpr).Sel.Name; m != typ || len(cc.List) != 1 {
				t.Errorf("VisitStmt's case for %s calls %s", typ, m)
			}
			return false
		})
	}
	var methods []string
	iface := reflect.TypeFor[StmtVisitor[string]]()
	for i := range iface.NumMethod() {
		methods = append(methods, iface.Method(i).Name)
	}
	sort.Strings(marked)
	sort.Strings(cases)
	if strings.Join(marked, " ") != strings.Join(cases, " ") || strings.Join(cases, " ") != strings.Join(methods, " ") {
		t.Errorf("statement types %v, VisitStmt's cases %v, StmtVisitor's methods %v: all three must be equal", marked, cases, methods)
	}
	if len(marked) < 18 {
		t.Errorf("only %d statement types found", len(marked))
	}
}
