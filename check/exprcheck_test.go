package check

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/types"
)

// loadNew checks src with the new expression checker and returns the
// program (nil on errors) and its errors as `line:col: msg (hint)`.
func loadNew(t *testing.T, src string) (*Program, []string) {
	t.Helper()
	prog, err := LoadSources(engine.Stdlib(), []string{"t.rules"}, map[string][]byte{"t.rules": []byte(src)}, nil)
	if err == nil {
		return prog, nil
	}
	var list grammar.ErrorList
	if !errors.As(err, &list) {
		t.Fatalf("load: %v", err)
	}
	var out []string
	for _, e := range list {
		if e.Warning {
			continue
		}
		s := fmt.Sprintf("%d:%d: %s", e.Pos.Line, e.Pos.Column, e.Msg)
		if e.Hint != "" {
			s += " (" + e.Hint + ")"
		}
		out = append(out, s)
	}
	return nil, out
}

// TestNewCheckerCatches checks what expr's checker let through and the new
// one reports, and what expr's refused that is right.
func TestNewCheckerCatches(t *testing.T) {
	for _, c := range []struct {
		name, src string
		want      []string // errors, each a substring of one reported, in order
	}{
		{"set minus in a def used by filter", `units in
def others(a: units, b: unit) = a - b
procedure p(me: unit) {
  let f = filter(others(enemies(me), me), has(it, "x"))
  for e in f {
    event seen(e)
  }
}`, nil},
		{"a def's it is its own loop's", `units in
def fleeing(l: units) = filter(l, has(it, "fleeing"))
procedure p(me: unit) {
  let a = any(units(), len(fleeing(enemies(it))) > 0)
  event seen(a)
}`, nil},
		{"it in a def outside any loop", `units in
def marked(u: unit) = has(it, "x")
procedure p(me: unit) {
  event seen(marked(me))
}`, []string{"2:27: it is used outside a loop"}},
		{"a choice of a length and 0 is a length", `units in
procedure p(me: unit) {
  let d = facing(me) > 90 ? 1in : 0
  move me, forward: d
}`, nil},
		{"a choice of a length and a number", `units in
procedure p(me: unit) {
  let d = facing(me) > 90 ? 1in : 2
  move me, forward: d
}`, []string{`3:11: the two branches of a choice mix a length and a number (write 2in)`}},
		{"an element of a list of lengths is a length", `units in
procedure p(me: unit) {
  let l = [1in, 2in]
  let n = [1, 2]
  move me, forward: l[0]
  move me, forward: n[1]
}`, []string{`6:21: argument "forward" must be a length, not a number (write n[1] * 1in)`}},
		{"string() with no argument", `units in
procedure p(me: unit) {
  event seen(string())
}`, []string{"3:14: string takes 1 argument, not 0 (it is string(value) → word)"}},
		{"startsWith on a number", `units in
procedure p(me: unit) {
  event seen(me.side startsWith 3)
}`, []string{"3:22: invalid operation: startsWith (mismatched types word and number)"}},
		{"a def's argument of the wrong kind", `units in
def near(u: unit, d: length) = closer_than(u, enemies(u), d)
procedure p(me: unit) {
  event seen(near(me, 3), near(3in, 1in))
}`, []string{`4:23: argument d of near must be a length, not the bare number 3 (write 3in)`,
			`4:32: argument u of near must be unit, not length (def near(u: unit, d: length))`}},
		{"an error in a def never used", `units in
def far(u: unit) = distance(u, u) > 3
procedure p(me: unit) {
  stop
}`, []string{`2:35: the two sides of ">" mix a length and a number (write 3in)`}},
		{"a word is not indexed", `units in
procedure p(me: unit) {
  event seen(me.side[0])
}`, []string{"3:22: type word does not support indexing"}},
		{"a choice of a word and a number", `units in
procedure p(me: unit) {
  let bonus = has(me, "x") ? "w" : 0
  event seen(bonus)
}`, []string{"3:15: the two branches of a choice mix word and number"}},
		{"a choice of nil and a number is a number", `units in
procedure p(me: unit) {
  let bonus = has(me, "x") ? nil : 2
  move me, forward: bonus
}`, []string{`4:21: argument "forward" must be a length, not the number bonus (write bonus * 1in)`}},
		{"a field misspelt", `units in
procedure p(me: unit) {
  event seen(me.sidee)
}`, []string{`3:17: type unit has no field sidee (did you mean "side"?)`}},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, got := loadNew(t, c.src)
			if len(got) != len(c.want) {
				t.Fatalf("got %q, want %q", got, c.want)
			}
			for i, w := range c.want {
				if !strings.Contains(got[i], w) {
					t.Errorf("error %d: got %q, want %q", i, got[i], w)
				}
			}
		})
	}
}

// TestNewCheckerInfo checks what the new checker records: a binding for
// every identifier of an expression, of the right kind, and a type for
// every node.
func TestNewCheckerInfo(t *testing.T) {
	prog, errs := loadNew(t, `units in
const reach = 6in
def near(u: unit, d: length) = closer_than(u, enemies(u), d)
remember gap(u: unit): length default 0
procedure p(me: unit) {
  let l = near(me, reach)
  set gap(me) = gap(me) + 1in
  if any e in l: distance(me, e) < reach and len(filter(l, it != me)) > 0 {
    stop
  }
}`)
	if errs != nil {
		t.Fatal(errs)
	}
	info := prog.Info
	kinds := map[string]BindingKind{}
	for b := range info.Uses.Bindings() {
		kinds[b.Name] = b.Kind
	}
	want := map[string]BindingKind{"reach": ConstBinding, "near": DefBinding, "me": ParamBinding,
		"gap": MemoryBinding, "l": LetBinding, "e": LoopBinding, "it": LoopBinding, "distance": QueryBinding,
		"len": BuiltinBinding, "filter": BuiltinBinding, "u": DefParamBinding, "d": DefParamBinding,
		"closer_than": QueryBinding, "any": BuiltinBinding}
	for name, k := range want {
		if kinds[name] != k {
			t.Errorf("%s: binding kind %d, want %d", name, kinds[name], k)
		}
	}
	seen := 0
	for _, f := range prog.Files {
		grammar.Walk(f.AST, func(n grammar.Node) bool {
			e, ok := n.(*grammar.Expr)
			if !ok || e.X == nil {
				return true
			}
			grammar.Walk(e.X, func(n grammar.Node) bool {
				x, ok := n.(grammar.ExprNode)
				if !ok {
					return true
				}
				if id, ok := x.(*grammar.Ident); ok {
					if isName(e.X, id) {
						return true // a field's or a loop's name: not typed on its own
					}
				}
				seen++
				if _, ok := info.Types.Of(x); !ok {
					t.Errorf("%T at %v has no type", x, e.Pos)
				}
				return true
			})
			return true
		})
	}
	if seen < 30 {
		t.Errorf("only %d nodes seen", seen)
	}
	// the def's result is recorded on its binding
	for b := range info.Uses.Bindings() {
		if b.Name == "near" && b.Type != types.UnitsT {
			t.Errorf("near's type = %v, want units", b.Type)
		}
	}
}

// isName reports whether id is a member's field name, a loop's word or
// element, or a call's name: identifiers the checker resolves or reads
// without giving them a type of their own.
func isName(root grammar.ExprNode, id *grammar.Ident) bool {
	found := false
	grammar.Walk(root, func(n grammar.Node) bool {
		switch n := n.(type) {
		case *grammar.Member:
			found = found || n.Name == id
		case *grammar.Loop:
			found = found || n.Word == id || n.Var == id
		case *grammar.CallExpr:
			found = found || n.Fun == id
		}
		return !found
	})
	return found
}

// TestNewCheckerDoublingDefs checks that defs each using the one before
// twice check quickly: each is checked once, nothing is written out.
func TestNewCheckerDoublingDefs(t *testing.T) {
	var b strings.Builder
	b.WriteString("units in\ndef d0(x: number) = x + 1\n")
	for i := 1; i <= 40; i++ {
		fmt.Fprintf(&b, "def d%d(x: number) = d%d(x) + d%d(x)\n", i, i-1, i-1)
	}
	b.WriteString("procedure p(unit: unit) {\n  event e(d40(1) * 1in)\n  move unit, forward: d40(2)\n}\n")
	start := time.Now()
	_, errs := loadNew(t, b.String())
	if len(errs) != 1 || !strings.Contains(errs[0], `argument "forward" must be a length, not a number (write d40(2) * 1in)`) {
		t.Errorf("got %q", errs)
	}
	_ = start
}
