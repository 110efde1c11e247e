package grammar

import (
	"reflect"
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
func (recorder) Step(*Step) string           { return "Step" }
func (recorder) Let(*Let) string             { return "Let" }
func (recorder) Set(*Set) string             { return "Set" }
func (recorder) Roll(*Roll) string           { return "Roll" }
func (recorder) Choose(*Choose) string       { return "Choose" }
func (recorder) First(*First) string         { return "First" }
func (recorder) Pick(*Pick) string           { return "Pick" }
func (recorder) If(*If) string               { return "If" }
func (recorder) For(*For) string             { return "For" }
func (recorder) Goto(*Goto) string           { return "Goto" }
func (recorder) Skip(*Skip) string           { return "Skip" }
func (recorder) Stop(*Stop) string           { return "Stop" }
func (recorder) Call(*Call) string           { return "Call" }
func (recorder) Event(*Event) string         { return "Event" }
func (recorder) Mark(*Mark) string           { return "Mark" }
func (recorder) Remove(*Remove) string       { return "Remove" }
func (recorder) Fail(*Fail) string           { return "Fail" }
func (recorder) Assert(*Assert) string       { return "Assert" }
func (recorder) Action(*Action) string       { return "Action" }

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
	check("VisitStmt", reflect.TypeFor[StmtVisitor[string]](), stmts,
		func(n Node) string { return VisitStmt[string](n.(Stmt), recorder{}) })
	if len(decls) < 10 || len(stmts) < 19 || strings.Contains(reflect.TypeOf(decls[0]).String(), "Stmt") {
		t.Errorf("%d declarations and %d statements: the unions look wrong", len(decls), len(stmts))
	}
}
