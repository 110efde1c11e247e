package grammar

import "testing"

// TestNodeNumber checks that the parser numbers every expression node of
// a file, each once, all in one set, and that a parse of tokens, a node
// built by hand and one given a span by SetSpan are told apart.
func TestNodeNumber(t *testing.T) {
	src := `units in
const a = 1 + 2 * 3
def f(u: unit) = filter(enemies(u), it.removed or has(it, "x")) ?? list(u)
procedure p(unit: unit) {
  let x = a < 2 <= 3 ? [1, 2][0] : -a
  move unit, forward: x * 1in, stop_at: f(unit)
}
`
	f, err := Parse("n.rules", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var set *string
	seen := map[int32]ExprNode{}
	Walk(f, func(n Node) bool {
		x, ok := n.(ExprNode)
		if !ok {
			return true
		}
		s, i := NodeNumber(x)
		if s == nil || i <= 0 {
			t.Fatalf("%T at %v: no number", x, at(x))
		}
		if set == nil {
			set = s
		} else if s != set {
			t.Errorf("%T at %v: a set of its own", x, at(x))
		}
		if *s != "n.rules" {
			t.Errorf("set %q", *s)
		}
		if m, ok := seen[i]; ok {
			t.Errorf("%T at %v and %T at %v: both %d", x, at(x), m, at(m), i)
		}
		seen[i] = x
		return true
	})
	if len(seen) < 30 {
		t.Fatalf("%d nodes", len(seen))
	}

	var e *Expr
	Walk(f, func(n Node) bool {
		if x, ok := n.(*Expr); ok && e == nil {
			e = x
		}
		return e == nil
	})
	x, perr := ParseExprTokens(e.Tokens())
	if perr != nil {
		t.Fatal(perr)
	}
	s, i := NodeNumber(x)
	if s == nil || s == set || i <= 0 {
		t.Errorf("a parse of tokens: %v %d", s, i)
	}

	id := &Ident{Name: "x"}
	if s, i := NodeNumber(id); s != nil || i != 0 {
		t.Errorf("a node built by hand: %v %d", s, i)
	}
	b := *x.(*Binary)
	if s2, i2 := NodeNumber(&b); s2 != s || i2 != i {
		t.Errorf("a copy: %v %d, want %v %d", s2, i2, s, i)
	}
	b.SetSpan(b.Span())
	if s, i := NodeNumber(&b); s != nil || i != 0 {
		t.Errorf("a copy given a span: %v %d", s, i)
	}
}

// at is where n starts.
func at(n Node) Position {
	p, _ := n.Span()
	return p
}
