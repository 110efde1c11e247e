// Package docs holds the user documentation; its test keeps the language
// reference in step with the code.
package docs

import (
	"os"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/interp"
)

// read returns language.md.
func read(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("language.md")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestGrammarIsCurrent(t *testing.T) {
	doc := read(t)
	m := regexp.MustCompile("(?s)```ebnf\n(.*?)```").FindStringSubmatch(doc)
	if m == nil {
		t.Fatal("language.md has no ```ebnf block")
	}
	if got, want := strings.TrimSpace(m[1]), strings.TrimSpace(grammar.EBNF()); got != want {
		t.Errorf("the grammar in language.md is out of date; the parser prints:\n%s", want)
	}
}

func TestEveryQueryAndActionIsDocumented(t *testing.T) {
	doc := read(t)
	reg := interp.Stdlib()
	for _, name := range reg.FuncNames() {
		if !strings.Contains(doc, "`"+name+"(") {
			t.Errorf("query %s is not in language.md", name)
		}
	}
	for _, name := range reg.ActionNames() {
		if !strings.Contains(doc, "`"+name+" ") {
			t.Errorf("action %s is not in language.md", name)
		}
	}
}

func TestExcerptsAreFromTheRulesFiles(t *testing.T) {
	doc := read(t)
	for _, ex := range []struct{ heading, file string }{
		{"### The 9th Age: Pursuit, step 1", "../rules/pursuit.rules"},
		{"### DBM 3.1, IWF clarification 23.1", "../rules/dbm/flee.rules"},
		{"### 40k-style assault", "../rules/assault.rules"},
	} {
		i := strings.Index(doc, ex.heading)
		if i < 0 {
			t.Errorf("language.md lacks %q", ex.heading)
			continue
		}
		m := regexp.MustCompile("(?s)```\n(.*?)```").FindStringSubmatch(doc[i:])
		src, err := os.ReadFile(ex.file)
		if err != nil {
			t.Fatal(err)
		}
		if m == nil || !strings.Contains(string(src), m[1]) {
			t.Errorf("the excerpt under %q is not verbatim from %s", ex.heading, ex.file)
		}
	}
	if _, err := interp.Load(interp.Stdlib(), "../rules/pursuit.rules", "../rules/flee.rules", "../rules/dbm.rules", "../rules/assault.rules"); err != nil {
		t.Errorf("the bundled rules do not check:\n%v", err)
	}
}

// TestEveryStatementIsDocumented checks that the statement table of
// language.md has a row for every kind of statement the parser knows (by
// the word its head begins with; an action begins with its own name), and
// that the list of reserved words is the lexer's: so a statement added to
// the grammar fails here until the reference says what it does.
func TestEveryStatementIsDocumented(t *testing.T) {
	doc := read(t)
	for _, s := range grammar.StmtKinds() {
		v := reflect.ValueOf(s).Elem()
		for i := range v.NumField() {
			if f := v.Field(i); f.Kind() == reflect.Pointer && f.IsNil() && f.CanSet() {
				f.Set(reflect.New(f.Type().Elem())) // an empty expression or block, to print the head
			}
		}
		word, _, _ := strings.Cut(grammar.Head(s), " ")
		if word == "" {
			continue // an action, or a mark, whose word is a field
		}
		if !strings.Contains(doc, "\n| `"+word+" ") && !strings.Contains(doc, "\n| `"+word+"`") {
			t.Errorf("language.md's statement table has no row beginning `%s", word)
		}
	}
	m := regexp.MustCompile("(?s)\\*\\*Reserved words\\*\\*[^`]*`([^`]*)`").FindStringSubmatch(doc)
	if m == nil {
		t.Fatal("language.md lists no reserved words")
	}
	listed := map[string]bool{}
	for _, w := range strings.Fields(m[1]) {
		listed[w] = true
		if !grammar.IsKeyword(w) && !slices.Contains(grammar.StatementWords(), w) {
			t.Errorf("language.md lists %q as reserved, which the lexer does not reserve", w)
		}
	}
	for _, w := range grammar.StatementWords() {
		if !listed[w] {
			t.Errorf("language.md's reserved words lack %q", w)
		}
	}
}
