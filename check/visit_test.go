package check

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"reflect"
	"sort"
	"strings"
	"testing"
)

// nameRecorder is a visitor whose every method returns its kind's name.
type nameRecorder struct{}

func (nameRecorder) Step(*Step) string             { return "Step" }
func (nameRecorder) Let(*Let) string               { return "Let" }
func (nameRecorder) Roll(*Roll) string             { return "Roll" }
func (nameRecorder) Choose(*Choose) string         { return "Choose" }
func (nameRecorder) First(*First) string           { return "First" }
func (nameRecorder) Pick(*Pick) string             { return "Pick" }
func (nameRecorder) If(*If) string                 { return "If" }
func (nameRecorder) For(*For) string               { return "For" }
func (nameRecorder) Goto(*Goto) string             { return "Goto" }
func (nameRecorder) Skip(*Skip) string             { return "Skip" }
func (nameRecorder) Stop(*Stop) string             { return "Stop" }
func (nameRecorder) Call(*Call) string             { return "Call" }
func (nameRecorder) Event(*Event) string           { return "Event" }
func (nameRecorder) Mark(*Mark) string             { return "Mark" }
func (nameRecorder) Remove(*Remove) string         { return "Remove" }
func (nameRecorder) Assert(*Assert) string         { return "Assert" }
func (nameRecorder) Fail(*Fail) string             { return "Fail" }
func (nameRecorder) ActionCall(*ActionCall) string { return "ActionCall" }

// TestStmtVisitorCoversStmts reads the package's source for every type
// with Stmt's marker method and checks that stmtKinds lists it, that
// VisitStmt sends it to the method of its name, and that StmtVisitor has
// no other method.
func TestStmtVisitorCoversStmts(t *testing.T) {
	fset := token.NewFileSet()
	pkgs, err := parser.ParseDir(fset, ".", func(fi os.FileInfo) bool {
		return !strings.HasSuffix(fi.Name(), "_test.go")
	}, 0)
	if err != nil {
		t.Fatal(err)
	}
	var marked []string
	for _, f := range pkgs["check"].Files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Recv == nil || fd.Name.Name != "checkedStmt" {
				continue
			}
			star, _ := fd.Recv.List[0].Type.(*ast.StarExpr)
			if id, ok := star.X.(*ast.Ident); ok {
				marked = append(marked, id.Name)
			}
		}
	}
	var listed []string
	for _, s := range stmtKinds() {
		name := reflect.TypeOf(s).Elem().Name()
		listed = append(listed, name)
		if got := VisitStmt[string](s, nameRecorder{}); got != name {
			t.Errorf("VisitStmt of a %s calls %s", name, got)
		}
	}
	var methods []string
	iface := reflect.TypeFor[StmtVisitor[string]]()
	for i := range iface.NumMethod() {
		methods = append(methods, iface.Method(i).Name)
	}
	sort.Strings(marked)
	sort.Strings(listed)
	if strings.Join(marked, " ") != strings.Join(listed, " ") || strings.Join(listed, " ") != strings.Join(methods, " ") {
		t.Errorf("statement types %v, stmtKinds %v, StmtVisitor's methods %v: all three must be equal", marked, listed, methods)
	}
	if len(marked) < 18 {
		t.Errorf("only %d statement types found", len(marked))
	}
}
