package rulediff

import (
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/grammar"
)

// The mutation test of issue 24: every kind of declaration and statement,
// changed in a copy of the bundled rules, must show in the structural diff.
// The mutations are visitors, so a kind added to the grammar does not
// compile here until it has one. A kind the bundled rules lack is taken
// from extra below.

// extra holds the kinds no bundled rules file has.
const extra = `ruleset "extra"

units in

procedure p(unit: unit) {
  fail "out of the table"
}
`

// mutation changes one node in place and says what it did; "" when it
// cannot change this one (another of its kind is tried).
type mutation = string

// mutate changes one statement or declaration in place.
type mutate struct{}

// expr changes the last literal or name of an expression.
func (mutate) expr(e *grammar.Expr) mutation {
	if e == nil {
		return ""
	}
	for i := len(e.Tokens) - 1; i >= 0; i-- {
		t := &e.Tokens[i]
		switch t.Kind {
		case "String":
			t.Value = `"` + strings.Trim(t.Value, `"`) + `x"`
		case "Number", "Length":
			t.Value = "1" + t.Value
		case "Ident":
			t.Value += "x"
		default:
			continue
		}
		e.SetTokens(e.Tokens)
		return "expression " + e.String()
	}
	return ""
}

func (mutate) Units(d *grammar.Units) mutation {
	d.Unit = map[string]string{"in": "mm", "mm": "in", "cm": "in", "p": "in"}[d.Unit]
	return "units"
}
func (mutate) Pace(d *grammar.Pace) mutation     { d.Length = "1" + d.Length; return "pace" }
func (mutate) Import(d *grammar.Import) mutation { d.Path = "x" + d.Path; return "import path" }
func (mutate) Source(d *grammar.Source) mutation { d.Path = "x" + d.Path; return "source path" }
func (mutate) Unencoded(d *grammar.Unencoded) mutation {
	d.Reason += " (changed)"
	return "unencoded reason"
}
func (m mutate) Const(d *grammar.Const) mutation { return m.expr(d.Value) }
func (m mutate) Def(d *grammar.Def) mutation     { return m.expr(d.Value) }
func (m mutate) Remember(d *grammar.Remember) mutation {
	if d.Default == nil {
		return ""
	}
	return "default: " + m.expr(d.Default)
}
func (mutate) Order(d *grammar.Order) mutation { return flip(d.Priorities) }
func (mutate) Procedure(d *grammar.Procedure) mutation {
	if len(d.Params) == 0 {
		return ""
	}
	d.Params[0].Type += "s"
	return "parameter type"
}
func (mutate) Step(s *grammar.Step) mutation { s.Title += "x"; return "title" }
func (m mutate) Let(s *grammar.Let) mutation { return m.expr(s.Value) }
func (m mutate) Set(s *grammar.Set) mutation { return m.expr(s.Value) }
func (mutate) Roll(s *grammar.Roll) mutation { s.Dice = "1" + s.Dice; return "dice" }
func (m mutate) Choose(s *grammar.Choose) mutation {
	return m.expr(s.Chooser)
}
func (m mutate) First(s *grammar.First) mutation {
	if len(s.Whens) == 0 {
		return ""
	}
	return "first clause's condition: " + m.expr(s.Whens[0].Cond)
}
func (m mutate) Pick(s *grammar.Pick) mutation {
	if len(s.Priorities) > 0 {
		return flip(s.Priorities)
	}
	return m.expr(s.Candidates)
}
func (m mutate) If(s *grammar.If) mutation   { return m.expr(s.Cond) }
func (m mutate) For(s *grammar.For) mutation { return m.expr(s.List) }
func (mutate) Goto(s *grammar.Goto) mutation { s.Label += "9"; return "label" }
func (mutate) Skip(s *grammar.Skip) mutation { s.Labels[0] += "9"; return "label" }
func (mutate) Stop(s *grammar.Stop) mutation {
	if s.Ref == nil {
		s.Ref = &grammar.Ref{Text: "added"}
		return "ref added"
	}
	s.Ref = nil
	return "ref dropped"
}
func (m mutate) Call(s *grammar.Call) mutation {
	if len(s.Args) == 0 {
		s.Name += "x"
		return "procedure"
	}
	return m.expr(s.Args[0].Value)
}
func (mutate) Event(s *grammar.Event) mutation { s.Name += "x"; return "name" }
func (mutate) Mark(s *grammar.Mark) mutation {
	s.Verb = map[string]string{"mark": "unmark", "unmark": "mark"}[s.Verb]
	return "verb"
}
func (m mutate) Remove(s *grammar.Remove) mutation { return m.expr(s.Unit) }
func (mutate) Fail(s *grammar.Fail) mutation       { s.Message += "x"; return "message" }
func (mutate) Assert(s *grammar.Assert) mutation   { s.Message += "x"; return "message" }
func (m mutate) Action(s *grammar.Action) mutation {
	if len(s.Args) == 0 {
		s.Name += "x"
		return "action"
	}
	return m.expr(s.Args[len(s.Args)-1].Value)
}

// flip turns the first minimise of a priority order into a maximise, or
// the other way round; it moves a prefer or require line down otherwise.
func flip(ps []*grammar.Priority) mutation {
	for _, p := range ps {
		switch p.Kind {
		case "minimise":
			p.Kind = "maximise"
			return "minimise → maximise"
		case "maximise":
			p.Kind = "minimise"
			return "maximise → minimise"
		}
	}
	if len(ps) > 1 {
		ps[0], ps[1] = ps[1], ps[0]
		return "first two lines swapped"
	}
	return ""
}

// bundledRules returns the bundled rules files and extra, by name.
func bundledRules(t *testing.T) map[string][]byte {
	t.Helper()
	files := map[string][]byte{"extra.rules": []byte(extra)}
	for _, pat := range []string{"../rules/*.rules", "../rules/*/*.rules"} {
		paths, err := filepath.Glob(pat)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range paths {
			src, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			files[p] = src
		}
	}
	return files
}

// kindName names a node's kind: its Go type's name.
func kindName(n grammar.Node) string { return reflect.TypeOf(n).Elem().Name() }

// TestDiffSeesEveryKindChanged changes, for every kind of declaration and
// statement, one of that kind in a copy of the bundled rules, and requires
// the structural diff of the copy against the original to report it.
func TestDiffSeesEveryKindChanged(t *testing.T) {
	files := bundledRules(t)
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	done := map[string]bool{}
	var want []string
	for _, d := range grammar.DeclKinds() {
		want = append(want, kindName(d))
	}
	for _, s := range grammar.StmtKinds() {
		want = append(want, kindName(s))
	}
	for _, kind := range want {
		for _, name := range names {
			if done[kind] {
				break
			}
			tryEach(t, name, files[name], kind, func(old, new *grammar.File, what string) {
				done[kind] = true
				if len(Files(old, new)) == 0 {
					t.Errorf("%s: a %s changed (%s) shows no structural difference", name, kind, what)
				}
			})
		}
		if !done[kind] {
			t.Errorf("no %s in the bundled rules or extra could be changed: give extra one", kind)
		}
	}
}

// tryEach parses src afresh for each node of the kind, mutates it, and
// calls found with the original and the changed file (read back from its
// formatted text) for the first node the mutation could change.
func tryEach(t *testing.T, name string, src []byte, kind string, found func(old, new *grammar.File, what string)) {
	t.Helper()
	for i := 0; ; i++ {
		f, err := grammar.Parse(name, src)
		if err != nil {
			t.Fatal(err)
		}
		var target grammar.Node
		seen := 0
		grammar.Walk(f, func(n grammar.Node) bool {
			if target == nil && kindName(n) == kind {
				if seen == i {
					target = n
				}
				seen++
			}
			return target == nil
		})
		if target == nil {
			return
		}
		var what mutation
		switch n := target.(type) {
		case grammar.Decl:
			what = grammar.VisitDecl[mutation](n, mutate{})
		case grammar.Stmt:
			what = grammar.VisitStmt[mutation](n, mutate{})
		}
		if what == "" {
			continue
		}
		old, err := grammar.Parse(name, grammar.Format(mustParse(t, name, src), nil, 0))
		if err != nil {
			t.Fatal(err)
		}
		text := grammar.Format(f, nil, 0)
		new, err := grammar.Parse(name, text)
		if err != nil {
			t.Fatalf("%s: the %s changed (%s) does not parse: %v\n%s", name, kind, what, err, text)
		}
		found(old, new, what)
		return
	}
}

// mustParse parses src or fails the test.
func mustParse(t *testing.T, name string, src []byte) *grammar.File {
	t.Helper()
	f, err := grammar.Parse(name, src)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// TestDiffSeesARememberDefault is issue 24's own case: pursuit.rules'
// checked_arc default "" made "front".
func TestDiffSeesARememberDefault(t *testing.T) {
	src, err := os.ReadFile("../rules/pursuit.rules")
	if err != nil {
		t.Fatal(err)
	}
	from := `default ""`
	if !strings.Contains(string(src), "remember checked_arc") || !strings.Contains(string(src), from) {
		t.Fatal("pursuit.rules has no checked_arc with an empty default")
	}
	changed := strings.Replace(string(src), from, `default "front"`, 1)
	got := Files(mustParse(t, "a", src), mustParse(t, "b", []byte(changed)))
	if len(got) != 1 || got[0].Kind != Changed || !strings.Contains(got[0].NewText, `default "front"`) {
		t.Errorf("changes %v, want the memory's default changed to \"front\"", got)
	}
}
