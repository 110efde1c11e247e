package grammar

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/alecthomas/participle/v2"
	"github.com/google/go-cmp/cmp"
)

// TestFastParse checks the fast path of the declarations and statements
// (fastparse.go) against participle alone: on every rules file of the
// project, the test files, the fuzz corpus and random statements, a file
// participle parses is parsed by the fast path alone, never falling back,
// to the same tree, positions included; and with both, as Parse runs them,
// a file gets participle's tree or participle's error.
func TestFastParse(t *testing.T) {
	slow, quick, both := newGrammar(participleAlone), newGrammar(fastAlone), newGrammar(fastFirst)
	srcs := allInputs(t)
	for name, src := range fuzzCorpus(t, "FuzzParse") {
		srcs[name] = src
	}
	r := rand.New(rand.NewPCG(5, 6))
	for i := range 1000 {
		srcs[fmt.Sprint("random ", i)] = []byte(randomStatements(r))
	}
	for _, k := range quick.decls.kinds {
		if k.fast == nil {
			t.Errorf("%s has no fast path: every file with one is parsed by participle alone", k.typ)
		}
	}
	for _, k := range quick.stmts.kinds {
		if k.fast == nil {
			t.Errorf("%s has no fast path: every file with one is parsed by participle alone", k.typ)
		}
	}
	parsed := 0
	for name, src := range srcs {
		want, wantErr := slow.parseTree(name, src)
		got, gotErr := both.parseTree(name, src)
		if g, w := errorText(gotErr), errorText(wantErr); g != w {
			t.Errorf("%s: error %s, participle alone gives %s", name, g, w)
			continue
		}
		if wantErr != nil {
			continue
		}
		if !reflect.DeepEqual(ownTokens(got), ownTokens(want)) {
			t.Errorf("%s: the tree differs from participle's (-want +got):\n%s", name, treeDiff(want, got))
			continue
		}
		fastOnly, err := quick.parseTree(name, src)
		if err != nil {
			t.Errorf("%s: the fast path alone fails: %v", name, err)
			continue
		}
		if !reflect.DeepEqual(ownTokens(fastOnly), want) {
			t.Errorf("%s: the fast path alone gives another tree than participle's (-want +got):\n%s",
				name, treeDiff(want, fastOnly))
		}
		parsed++
	}
	if parsed < 100 {
		t.Errorf("only %d files parsed", parsed)
	}
}

// treeDiff returns the differences between two trees, unexported fields
// included.
func treeDiff(want, got *File) string {
	return cmp.Diff(want, got, cmp.Exporter(func(reflect.Type) bool { return true }))
}

// fuzzCorpus returns the inputs of the fuzz target's corpus in testdata.
func fuzzCorpus(t *testing.T, target string) map[string][]byte {
	out := map[string][]byte{}
	names, _ := filepath.Glob(filepath.Join("testdata", "fuzz", target, "*"))
	for _, name := range names {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimSpace(string(b)), "\n")
		if len(lines) != 2 || !strings.HasPrefix(lines[1], "[]byte(") {
			t.Fatalf("%s: not a corpus file of one []byte", name)
		}
		s, err := strconv.Unquote(strings.TrimSuffix(strings.TrimPrefix(lines[1], "[]byte("), ")"))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		out[name] = []byte(s)
	}
	return out
}

// TestFastParseIterations checks that a file of so many tokens that
// participle refuses to repeat a part that often is refused as participle
// alone refuses it: the fast path does not count repetitions.
func TestFastParseIterations(t *testing.T) {
	src := []byte("ruleset \"x\"\n" + strings.Repeat(";", participle.MaxIterations) + "units in\n")
	_, wantErr := newGrammar(participleAlone).parseTree("many.rules", src)
	_, err := parseTree("many.rules", src)
	if wantErr == nil || errorText(err) != errorText(wantErr) {
		t.Errorf("error %s, participle alone gives %s", errorText(err), errorText(wantErr))
	}
}

// ownTokens gives every expression under f its own list of its tokens, in
// place, and returns f: an expression of the fast path holds a range of
// the file's tokens, one of participle's its own list, and a comparison of
// two trees compares the tokens, not where they are kept.
func ownTokens(f *File) *File {
	if f == nil {
		return nil
	}
	f.exprSrc, f.exprSpans = nil, nil // the fast path's list of the same expressions
	Walk(f, func(n Node) bool {
		if e, ok := n.(*Expr); ok {
			e.setOwn(e.Tokens())
			return false
		}
		return true
	})
	return f
}

// TestNames checks Expr.Names, on the expressions of every input as the
// fast path keeps them (a range of the file's tokens) and as participle
// does (their own list), against the names and calls read from their
// tokens: a token of kind Ident, called when "(" follows it and "." does
// not come before it.
func TestNames(t *testing.T) {
	exprs, calls := 0, 0
	srcs := allInputs(t)
	// a method call, a name before "(" on the next line, a call in a
	// comment's line, strings and calls of strings
	srcs["names"] = []byte("def a(x: unit) = x.f(y) + g (z) ?. h(\"(\") + k(\n  m # c\n  (n), 'o'(p)) .q(r)\n")
	for name, src := range srcs {
		f, err := parseTree(name, src)
		if err != nil {
			continue
		}
		Walk(f, func(n Node) bool {
			e, ok := n.(*Expr)
			if !ok {
				return true
			}
			toks := e.Tokens()
			var want, wantValues []string
			for i, tk := range toks {
				if tk.Kind == "Ident" {
					c := i+1 < len(toks) && toks[i+1].Value == "(" && (i == 0 || toks[i-1].Value != ".")
					want = append(want, fmt.Sprint(tk, c))
					wantValues = append(wantValues, fmt.Sprint(tk.Value, c))
					if c {
						calls++
					}
				}
			}
			own := &Expr{}
			own.setOwn(toks)
			for _, x := range []*Expr{e, own} {
				var got []string
				x.Names(func(tk ExprToken, called bool) bool {
					got = append(got, fmt.Sprint(tk, called))
					return true
				})
				if !slices.Equal(got, want) {
					t.Errorf("%s: %q: Names gives\n%q, want\n%q", name, e.String(), got, want)
				}
				got = got[:0]
				x.NameValues(func(v string, called bool) bool {
					got = append(got, fmt.Sprint(v, called))
					return true
				})
				if !slices.Equal(got, wantValues) {
					t.Errorf("%s: %q: NameValues gives\n%q, want\n%q", name, e.String(), got, wantValues)
				}
			}
			exprs++
			return false
		})
	}
	if exprs < 1000 || calls < 100 {
		t.Errorf("only %d expressions, %d calls", exprs, calls)
	}
}

// TestFastSeparators checks the fast path's statements not on lines of
// their own, found as it parses each list, against checkSeparators' walk
// of the same tree: on every input TestFastParse reads and on statements,
// whens, an otherwise, priorities and declarations written on one line.
func TestFastSeparators(t *testing.T) {
	quick := newGrammar(fastAlone)
	srcs := allInputs(t)
	r := rand.New(rand.NewPCG(7, 8))
	for i := range 300 {
		srcs[fmt.Sprint("random ", i)] = []byte(randomStatements(r))
	}
	sameLine := map[string]string{
		"stmts":     "procedure p() {\n  stop stop\n  pivot unit; stop\n}\n",
		"whens":     "procedure p() {\n  first \"a\" {\n    when x { stop } when y { stop } otherwise { stop }\n  }\n}\n",
		"pick":      "procedure p() {\n  pick q from xs {\n    maximise a ref \"1\" minimise b\n  }\n}\n",
		"decls":     "ruleset \"x\" units in\nconst a = 1 const b = 2\n",
		"separated": "ruleset \"x\"; units in\nconst a = 1; const b = 2\nprocedure p() { stop; stop }\n",
	}
	for name, src := range sameLine {
		srcs[name] = []byte(src)
	}
	found := 0
	for name, src := range srcs {
		f, _, seps, err := quick.tree(name, src)
		if err != nil {
			if _, ok := sameLine[name]; ok {
				t.Errorf("%s: %v", name, err)
			}
			continue
		}
		want := checkSeparators(f, src)
		if g, w := errorText(seps), errorText(want); len(seps) != len(want) || g != w {
			t.Errorf("%s: the fast path finds %s, checkSeparators %s", name, g, w)
		}
		found += len(seps)
	}
	if found < 6 {
		t.Errorf("%d statements not on lines of their own found in all: the inputs should have at least 6", found)
	}
}
