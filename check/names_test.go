package check_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/check"
	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/grammar"
)

// namesLib and namesMain use every kind of name: each use below is found
// in the text and must name the declaration found in the text.
const namesLib = `const reach = 4in ref "Reach"

procedure nudge(unit: unit) ref "Nudge" {
  move unit, forward: reach ref "Move"
}
`

const namesMain = `import "lib.rules"

const twice = reach * 2
def closest_of(u: unit, l: units) = sortBy(l, distance(u, it))
remember moved(u: unit): length default 0in
order closest(p: unit, from: unit) {
  minimise distance(p, from)
}

procedure go(unit: unit, others: units) ref "Go" {
  step 1 "Roll" {
    let far = twice
    roll d = 2D6
    pick best from others by closest(unit)
    for o in others {
      set moved(o) = far
    }
  }
  step 2 "Move" {
    if any e in others: distance(e, best) < far and e != best {
      goto step 1
    }
    skip steps 3, 1
    call nudge(unit: unit)
    move unit, forward: far + moved(unit)
    let rest = filter(others, it != best)
    let n = closest_of(unit, rest)
  }
  step 3 "End" {
    stop
  }
}
`

// TestInfoNamesEveryKind checks that the checker records, for a use of
// every kind of name, the binding of its declaration, and each
// declaration's kind.
func TestInfoNamesEveryKind(t *testing.T) {
	dir := t.TempDir()
	lib, main := filepath.Join(dir, "lib.rules"), filepath.Join(dir, "main.rules")
	for p, s := range map[string]string{lib: namesLib, main: namesMain} {
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	prog, err := check.Load(engine.Stdlib(), main)
	if err != nil {
		t.Fatal(err)
	}
	info := prog.Info
	// at returns the position of the n-th occurrence of s in a file, plus
	// skip bytes.
	at := func(file, text, s string, n, skip int) grammar.Position {
		t.Helper()
		off := -1
		for i := 0; i <= n; i++ {
			j := strings.Index(text[off+1:], s)
			if j < 0 {
				t.Fatalf("no occurrence %d of %q", n, s)
			}
			off += 1 + j
		}
		off += skip
		line := strings.Count(text[:off], "\n") + 1
		col := off - strings.LastIndex(text[:off], "\n")
		return grammar.Position{Filename: file, Offset: off, Line: line, Column: col}
	}
	m := func(s string, n, skip int) grammar.Position { return at(main, namesMain, s, n, skip) }
	cases := []struct {
		name     string
		kind     check.BindingKind
		decl     grammar.Position
		uses     []grammar.Position
		declKind string
	}{
		{"constant across an import", check.ConstBinding, at(lib, namesLib, "const reach", 0, 6),
			[]grammar.Position{m("reach * 2", 0, 0), at(lib, namesLib, "forward: reach", 0, 9)}, ""},
		{"constant", check.ConstBinding, m("const twice", 0, 6), []grammar.Position{m("= twice", 0, 2)}, ""},
		{"def", check.DefBinding, m("def closest_of", 0, 4), []grammar.Position{m("= closest_of(", 0, 2)}, ""},
		{"def parameter", check.DefParamBinding, m("(u: unit, l", 0, 1),
			[]grammar.Position{m("distance(u, it)", 0, 9)}, ""},
		{"def parameter l", check.DefParamBinding, m("l: units", 0, 0), []grammar.Position{m("sortBy(l", 0, 7)}, ""},
		{"memory", check.MemoryBinding, m("remember moved", 0, 9),
			[]grammar.Position{m("set moved", 0, 4), m("+ moved(unit)", 0, 2)}, ""},
		{"order", check.OrderBinding, m("order closest", 0, 6), []grammar.Position{m("by closest", 0, 3)}, ""},
		{"order parameter", check.ParamBinding, m("from: unit)", 0, 0), []grammar.Position{m("(p, from)", 0, 4)}, ""},
		{"procedure across an import", check.ProcBinding, at(lib, namesLib, "procedure nudge", 0, 10),
			[]grammar.Position{m("call nudge", 0, 5)}, ""},
		{"parameter", check.ParamBinding, m("(unit: unit, others", 0, 1),
			[]grammar.Position{m("closest(unit)", 0, 8), m("move unit", 0, 5), m("moved(unit)", 0, 6)}, ""},
		{"parameter named in a call", check.ParamBinding, at(lib, namesLib, "(unit: unit)", 0, 1),
			[]grammar.Position{m("nudge(unit: unit)", 0, 6)}, ""},
		{"a let of step 1 read in step 2", check.LetBinding, m("let far", 0, 4),
			[]grammar.Position{m("= far", 0, 2), m("< far", 0, 2), m("forward: far", 0, 9)}, ""},
		{"pick", check.LetBinding, m("pick best", 0, 5),
			[]grammar.Position{m("e, best)", 0, 3), m("e != best", 0, 5), m("it != best", 0, 6)}, ""},
		{"for element", check.LoopBinding, m("for o in", 0, 4), []grammar.Position{m("moved(o)", 0, 6)}, ""},
		{"a named loop's element", check.LoopBinding, m("any e in", 0, 4),
			[]grammar.Position{m("distance(e,", 0, 9), m("and e !=", 0, 4)}, ""},
		{"step after goto", check.StepBinding, m(`step 1 "Roll"`, 0, 5),
			[]grammar.Position{m("goto step 1", 0, 10), m("steps 3, 1", 0, 9)}, ""},
		{"step after skip", check.StepBinding, m(`step 3 "End"`, 0, 5), []grammar.Position{m("steps 3", 0, 6)}, ""},
	}
	for _, c := range cases {
		b := info.Defs[c.decl]
		if b == nil || b.Kind != c.kind {
			t.Errorf("%s: Defs at %v = %+v, want a binding of kind %d", c.name, c.decl, b, c.kind)
			continue
		}
		for _, u := range c.uses {
			if got := info.Uses.At(u); got != b {
				t.Errorf("%s: Uses at %d:%d = %+v, want %s declared at %d:%d", c.name, u.Line, u.Column, got, b.Name, c.decl.Line, c.decl.Column)
			}
		}
	}
	// The engine's names and the builtins, declared nowhere.
	for _, u := range []struct {
		pos  grammar.Position
		kind check.BindingKind
		name string
	}{
		{m("distance(p", 0, 0), check.QueryBinding, "distance"},
		{m("move unit, forward: far", 0, 0), check.ActionBinding, "move"},
		{m("sortBy(", 0, 0), check.BuiltinBinding, "sortBy"},
		{m("filter(others", 0, 0), check.BuiltinBinding, "filter"},
	} {
		if b := info.Uses.At(u.pos); b == nil || b.Kind != u.kind || b.Name != u.name || b.Pos != (grammar.Position{}) {
			t.Errorf("Uses at %d:%d = %+v, want the %s %d with no position", u.pos.Line, u.pos.Column, b, u.name, u.kind)
		}
	}
	// it: the element of the loop around it, placed at the loop's word.
	if b := info.Uses.At(m("it != best", 0, 0)); b == nil || b.Kind != check.LoopBinding || b.Pos != m("filter(others", 0, 0) {
		t.Errorf("it = %+v, want filter's element", b)
	}
	// a field is no name
	if b := info.Uses.At(m("distance(u, it)", 0, 12)); b == nil || b.Pos != m("sortBy", 0, 0) {
		t.Errorf("it in the def = %+v, want sortBy's element", b)
	}
	// Visible: in step 2, the parameters, far and d of step 1, and best;
	// not rest or n, declared after.
	var names []string
	for _, b := range info.Visible(main, m("call nudge", 0, 0).Offset) {
		names = append(names, b.Name)
	}
	if got := strings.Join(names, " "); got != "unit others far d best" {
		t.Errorf("visible at call nudge: %s, want unit others far d best", got)
	}
	// types are the language's
	if b := info.Defs[m("let far", 0, 4)]; b.Type.String() != "length" {
		t.Errorf("far's type = %s, want length", b.Type)
	}
}

// TestInfoNamesEveryNameOfTheBundledRules checks that every identifier
// of an expression of the bundled rules, but a field's, is recorded as a
// use or a declaration.
func TestInfoNamesEveryNameOfTheBundledRules(t *testing.T) {
	files, err := filepath.Glob("../rules/*.rules")
	if err != nil || len(files) == 0 {
		t.Fatalf("no bundled rules: %v", err)
	}
	prog, err := check.Load(engine.Stdlib(), files...)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, f := range prog.Files {
		fields := map[*grammar.Ident]bool{}
		grammar.Walk(f.AST, func(node grammar.Node) bool {
			switch x := node.(type) {
			case *grammar.Member:
				fields[x.Name] = true
			case *grammar.Ident:
				if fields[x] {
					break
				}
				n++
				if prog.Info.Uses.At(x.Pos()) == nil && prog.Info.Defs[x.Pos()] == nil {
					t.Errorf("%s: %s names nothing in Info", x.Pos(), x.Name)
				}
			}
			return true
		})
	}
	if n < 1000 {
		t.Errorf("only %d names in the bundled rules' expressions", n)
	}
}

// TestInfoNamesEveryStatementName checks that every name a statement of
// the bundled rules uses (a step after goto or skip, a procedure called, a
// memory set, an order followed, an action) is recorded as a use of a
// binding of the right kind.
func TestInfoNamesEveryStatementName(t *testing.T) {
	files, err := filepath.Glob("../rules/*.rules")
	if err != nil || len(files) == 0 {
		t.Fatalf("no bundled rules: %v", err)
	}
	prog, err := check.Load(engine.Stdlib(), files...)
	if err != nil {
		t.Fatal(err)
	}
	// the uses recorded on each line, by kind
	type line struct {
		file string
		n    int
		kind check.BindingKind
	}
	onLine := map[line]int{}
	for at, b := range prog.Info.Uses.All() {
		onLine[line{at.Filename, at.Line, b.Kind}]++
	}
	counts := map[string]int{}
	for _, f := range prog.Files {
		grammar.Walk(f.AST, func(n grammar.Node) bool {
			var kind check.BindingKind
			want := 1
			switch n := n.(type) {
			case *grammar.Goto:
				kind = check.StepBinding
			case *grammar.Skip:
				kind, want = check.StepBinding, len(n.Labels)
			case *grammar.Call:
				kind = check.ProcBinding
			case *grammar.Set:
				kind = check.MemoryBinding
			case *grammar.OrderUse:
				kind = check.OrderBinding
			case *grammar.Action:
				kind = check.ActionBinding
			default:
				return true
			}
			start, _ := n.Span()
			counts[fmt.Sprintf("%T", n)]++
			if got := onLine[line{start.Filename, start.Line, kind}]; got < want {
				t.Errorf("%s: %s records %d uses of kind %d, want %d", start, grammar.Head(n), got, kind, want)
			}
			return true
		})
	}
	for _, k := range []string{"*grammar.Goto", "*grammar.Call", "*grammar.Set", "*grammar.OrderUse", "*grammar.Action"} {
		if counts[k] == 0 {
			t.Errorf("the bundled rules have no %s: the test checks nothing of it", k)
		}
	}
}
