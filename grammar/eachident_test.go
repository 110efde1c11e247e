package grammar

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestEachIdent checks that EachIdent gives the names of every expression
// of the project's rules and the test inputs that Walk meets, in its
// order: the liveness pass reads a statement's lets by it.
func TestEachIdent(t *testing.T) {
	names, exprs := 0, 0
	for name, src := range allInputs(t) {
		f, err := Parse(name, src)
		if err != nil {
			continue
		}
		Walk(f, func(n Node) bool {
			e, ok := n.(*Expr)
			if !ok {
				return true
			}
			var want, got []*Ident
			Walk(e, func(c Node) bool {
				if id, ok := c.(*Ident); ok {
					want = append(want, id)
				}
				return true
			})
			EachIdent(e.X, func(id *Ident) { got = append(got, id) })
			if !slices.Equal(got, want) {
				t.Errorf("%s: %s: EachIdent gives %d names, Walk %d", name, e.Pos, len(got), len(want))
			}
			names += len(want)
			exprs++
			return false
		})
	}
	if names < 1000 || exprs < 1000 {
		t.Errorf("only %d names in %d expressions", names, exprs)
	}
}

// TestExprNames checks File.ExprNames against NameValues of each
// expression Walk meets, on every input of the grammar's tests the fast
// path parses: the same names, calls and order.
func TestExprNames(t *testing.T) {
	type name struct {
		v      string
		called bool
	}
	listed, withNames := 0, 0
	srcs := allInputs(t)
	for name, src := range fuzzCorpus(t, "FuzzParse") {
		srcs[name] = src
	}
	r := rand.New(rand.NewPCG(7, 8))
	for i := range 300 {
		srcs[fmt.Sprint("random ", i)] = []byte(randomStatements(r))
	}
	for src, text := range srcs {
		f, err := Parse(src, text)
		if err != nil {
			continue
		}
		var want, got []name
		Walk(f, func(n Node) bool {
			e, ok := n.(*Expr)
			if !ok {
				return true
			}
			e.NameValues(func(v string, called bool) bool {
				want = append(want, name{v, called})
				return true
			})
			return false
		})
		if !f.ExprNames(func(v string, called bool) bool {
			got = append(got, name{v, called})
			return true
		}) {
			continue
		}
		listed++
		if len(want) == 0 {
			continue
		}
		withNames++
		if !slices.Equal(got, want) {
			t.Errorf("%s: ExprNames gives %d names, a walk %d", src, len(got), len(want))
		}
	}
	if listed < 100 || withNames < 60 {
		t.Errorf("only %d files with their expressions listed, %d with names", listed, withNames)
	}
	if (&File{}).ExprNames(func(string, bool) bool { return true }) {
		t.Error("a file built by hand lists its expressions")
	}
}

// TestSourceText checks File.SourceText against the source it was parsed
// from: the fast path's tree gives every range of it, participle's none.
func TestSourceText(t *testing.T) {
	files := 0
	for name, src := range allInputs(t) {
		f, err := newGrammar(fastAlone).parseTree(name, src)
		if err != nil {
			continue
		}
		files++
		for _, r := range [][2]int{{0, 0}, {0, len(src)}, {len(src) / 3, len(src) / 2}, {len(src), len(src)}} {
			if s, ok := f.SourceText(r[0], r[1]); !ok || s != string(src[r[0]:r[1]]) {
				t.Errorf("%s: SourceText(%d, %d) = %q, %v", name, r[0], r[1], s, ok)
			}
		}
		if _, ok := f.SourceText(0, len(src)+1); ok {
			t.Errorf("%s: SourceText past the end answers", name)
		}
		if slow, err := newGrammar(participleAlone).parseTree(name, src); err == nil {
			if _, ok := slow.SourceText(0, len(src)); ok {
				t.Errorf("%s: participle's tree has its source", name)
			}
		}
	}
	if files < 50 {
		t.Errorf("only %d files", files)
	}
}
