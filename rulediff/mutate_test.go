package rulediff

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/grammar"
)

// The mutation test of issue 24: every field of every kind of declaration
// and statement, changed in a copy of the bundled rules, must show in the
// structural diff whenever it changes the file's canonical text. The
// mutations are made by reflection over the node types the parser's unions
// list (grammar.DeclKinds, grammar.StmtKinds), so a kind or a field added
// to the grammar is changed here with no code of its own, and fails until
// rulec diff reports it. A kind the bundled rules and the test rules lack
// is taken from extra below.

// extra holds the kinds no bundled rules file has.
const extra = `ruleset "extra"

units in

procedure p(unit: unit) {
  fail "out of the table"
}
`

// fixed are the fields not to change, and why.
var fixed = map[string]string{
	"Stop.Keyword": "the word the statement is, captured to print it: no other parses",
	"Pick.Block":   "whether braces follow the orders: an empty pair means nothing",
}

// mutation changes one field of a node in place and says what it did, or
// returns "" when it has no change of this kind to make; the mutations of a
// field are tried in turn until one leaves a file that parses and prints
// differently.
type mutation = func(v reflect.Value) string

// mutations returns the ways to change a field of type t whose participle
// tag is tag: a word gets a letter or a digit, or becomes another of the
// words its tag allows; a flag flips; an expression's last literal or name
// changes; a ref is added or changed; a list changes its first element; a
// node is changed field by field.
func mutations(t reflect.Type, tag string) []mutation {
	switch {
	case t.Kind() == reflect.String:
		ms := []mutation{
			func(v reflect.Value) string { v.SetString(v.String() + "x"); return "+x" },
			func(v reflect.Value) string { v.SetString(v.String() + "9"); return "+9" },
			func(v reflect.Value) string { v.SetString("1" + v.String()); return "1+" },
		}
		for _, w := range regexp.MustCompile(`"([a-z]+)"`).FindAllStringSubmatch(tag, -1) {
			ms = append(ms, func(v reflect.Value) string {
				if v.String() == w[1] {
					return ""
				}
				v.SetString(w[1])
				return "→ " + w[1]
			})
		}
		return ms
	case t.Kind() == reflect.Bool:
		return []mutation{func(v reflect.Value) string { v.SetBool(!v.Bool()); return "flipped" }}
	case t == reflect.TypeFor[*grammar.Expr]():
		return []mutation{func(v reflect.Value) string {
			if v.IsNil() {
				return ""
			}
			return expr(v.Interface().(*grammar.Expr))
		}}
	case t == reflect.TypeFor[*grammar.Ref]():
		return []mutation{func(v reflect.Value) string {
			if v.IsNil() {
				v.Set(reflect.ValueOf(&grammar.Ref{Text: "added"}))
				return "ref added"
			}
			v.Interface().(*grammar.Ref).Text += "x"
			return "ref changed"
		}}
	case t == reflect.TypeFor[*grammar.Block]():
		return nil // its statements are changed as their own kinds
	case t.Kind() == reflect.Slice:
		var ms []mutation
		for _, m := range mutations(t.Elem(), tag) {
			ms = append(ms, func(v reflect.Value) string {
				if v.Len() == 0 {
					return ""
				}
				if what := m(v.Index(0)); what != "" {
					return "first: " + what
				}
				return ""
			})
		}
		return ms
	case t.Kind() == reflect.Pointer && t.Elem().Kind() == reflect.Struct:
		var ms []mutation
		for _, f := range fields(t.Elem()) {
			for _, m := range mutations(f.Type, f.Tag.Get("parser")) {
				ms = append(ms, func(v reflect.Value) string {
					if v.IsNil() {
						return ""
					}
					if what := m(v.Elem().FieldByIndex(f.Index)); what != "" {
						return f.Name + " " + what
					}
					return ""
				})
			}
		}
		return ms
	}
	panic(fmt.Sprintf("no mutation for a field of type %s", t))
}

// fields returns the fields of a node type but its embedded span.
func fields(t reflect.Type) []reflect.StructField {
	var out []reflect.StructField
	for _, f := range reflect.VisibleFields(t) {
		if !f.Anonymous && f.IsExported() && len(f.Index) == 1 {
			out = append(out, f)
		}
	}
	return out
}

// expr changes the last literal or name of an expression.
func expr(e *grammar.Expr) string {
	toks := e.Tokens()
	for i := len(toks) - 1; i >= 0; i-- {
		t := &toks[i]
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
		e.SetTokens(toks)
		return "expression " + e.String()
	}
	return ""
}

// bundledRules returns the bundled rules files and extra, by name.
func bundledRules(t *testing.T) map[string][]byte {
	t.Helper()
	files := map[string][]byte{"extra.rules": []byte(extra)}
	for _, pat := range []string{"../rules/*.rules", "../rules/*/*.rules", "../tests/*/*.rules"} {
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

// TestDiffSeesEveryKindChanged changes, for every field of every kind of
// declaration and statement, one node of that kind in a copy of the
// bundled rules (or of the test suites' rules), and requires the structural
// diff of the copy against the original to report it. A field none of the
// rules lets change (its kind absent, or every change refused by the
// parser) fails too, unless fixed says why.
func TestDiffSeesEveryKindChanged(t *testing.T) {
	files := bundledRules(t)
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	var kinds []grammar.Node
	for _, d := range grammar.DeclKinds() {
		kinds = append(kinds, d)
	}
	for _, s := range grammar.StmtKinds() {
		kinds = append(kinds, s)
	}
	tried := 0
	for _, k := range kinds {
		kind := kindName(k)
		for _, f := range fields(reflect.TypeOf(k).Elem()) {
			ms := mutations(f.Type, f.Tag.Get("parser"))
			if len(ms) == 0 || fixed[kind+"."+f.Name] != "" {
				continue
			}
			done := false
			for _, name := range names {
				if done {
					break
				}
				done = tryEach(t, name, files[name], kind, f, ms, func(old, new *grammar.File, what string) {
					tried++
					if len(Files(old, new)) == 0 {
						t.Errorf("%s: a %s's %s changed (%s) shows no structural difference", name, kind, f.Name, what)
					}
				})
			}
			if !done {
				t.Errorf("no %s in the bundled rules, the tests' rules or extra could have its %s changed: give extra one, or say in fixed why it cannot change", kind, f.Name)
			}
		}
	}
	if tried < 60 {
		t.Errorf("only %d changes tried: the kinds or their fields were not found", tried)
	}
}

// tryEach parses src afresh for each node of the kind and each mutation of
// its field f, and calls found with the original and the changed file (read
// back from its formatted text) for the first change that parses and prints
// differently. It reports whether it found one.
func tryEach(t *testing.T, name string, src []byte, kind string, f reflect.StructField, ms []mutation, found func(old, new *grammar.File, what string)) bool {
	t.Helper()
	old := mustParse(t, name, src)
	before := grammar.Format(old, nil, 0)
	for i := 0; ; i++ {
		for _, m := range ms {
			f2 := mustParse(t, name, src)
			var target grammar.Node
			seen := 0
			grammar.Walk(f2, func(n grammar.Node) bool {
				if target == nil && kindName(n) == kind {
					if seen == i {
						target = n
					}
					seen++
				}
				return target == nil
			})
			if target == nil {
				return false
			}
			what := m(reflect.ValueOf(target).Elem().FieldByIndex(f.Index))
			if what == "" {
				continue
			}
			text := grammar.Format(f2, nil, 0)
			if string(text) == string(before) {
				continue
			}
			new, err := grammar.Parse(name, text)
			if err != nil {
				continue // a change the grammar refuses: try another
			}
			if string(grammar.Format(new, nil, 0)) == string(before) {
				continue
			}
			found(mustParse(t, name, before), new, f.Name+" "+what)
			return true
		}
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
