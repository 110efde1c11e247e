package grammar

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
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
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: the tree differs from participle's (-want +got):\n%s", name, treeDiff(want, got))
			continue
		}
		fastOnly, err := quick.parseTree(name, src)
		if err != nil {
			t.Errorf("%s: the fast path alone fails: %v", name, err)
			continue
		}
		if !reflect.DeepEqual(fastOnly, want) {
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
