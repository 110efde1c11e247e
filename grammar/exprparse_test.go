package grammar

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
)

// parenthesised prints x fully bracketed: every operator with its operands
// in brackets, a loop's body in braces, a Paren as its content (expr's
// tree has none). Chained comparisons print as the `&&` of their links,
// `x not in y` as `(not (x in y))` and exists(l) as `(len(l) > 0)`, as
// expr's parser builds them; a loop's named element prints as `it`, as the
// checker wrote it for expr. TestExprOracle prints expr's tree the same way.
func parenthesised(x ExprNode) string {
	var b strings.Builder
	printParen(&b, x, "")
	return b.String()
}

// printParen writes x; elem is the name of the innermost loop's element,
// which prints as `it`.
func printParen(b *strings.Builder, x ExprNode, elem string) {
	p := func(x ExprNode) { printParen(b, x, elem) }
	switch x := x.(type) {
	case nil:
		b.WriteString("<nil>")
	case *Lit:
		switch x.Kind {
		case StringLit:
			b.WriteString(strconv.Quote(x.Value))
		case IntLit:
			n, err := strconv.ParseInt(x.Value, 10, 64)
			if err != nil {
				b.WriteString("<bad int " + x.Value + ">")
			} else {
				b.WriteString(strconv.FormatInt(n, 10))
			}
		case FloatLit:
			f, _ := strconv.ParseFloat(x.Value, 64)
			b.WriteString(strconv.FormatFloat(f, 'g', -1, 64) + "f")
		case LengthLit:
			fmt.Fprintf(b, "L_%d", x.Pos().Offset)
		default:
			b.WriteString(x.Value)
		}
	case *Ident:
		if x.Name == elem || x.Name == "it" {
			b.WriteString("it")
		} else {
			b.WriteString(x.Name)
		}
	case *Paren:
		p(x.X)
	case *Unary:
		op := x.Op
		if op == "!" {
			op = "not"
		}
		b.WriteString("(" + op + " ")
		p(x.X)
		b.WriteString(")")
	case *Binary:
		if isComparison(x.Op) {
			if l, ok := x.X.(*Binary); ok && isComparison(l.Op) {
				b.WriteString("(")
				p(l)
				b.WriteString(" && (")
				p(l.Y)
				b.WriteString(" " + x.Op + " ")
				p(x.Y)
				b.WriteString("))")
				return
			}
		}
		op, neg := strings.CutPrefix(x.Op, "not ")
		if neg {
			b.WriteString("(not ")
		}
		b.WriteString("(")
		p(x.X)
		b.WriteString(" " + op + " ")
		p(x.Y)
		b.WriteString(")")
		if neg {
			b.WriteString(")")
		}
	case *Cond:
		b.WriteString("(")
		p(x.Cond)
		b.WriteString(" ? ")
		p(x.Then)
		b.WriteString(" : ")
		p(x.Else)
		b.WriteString(")")
	case *CallExpr:
		if x.Fun.Name == "exists" {
			b.WriteString("(len(")
			for i, a := range x.Args {
				if i > 0 {
					b.WriteString(", ")
				}
				p(a)
			}
			b.WriteString(") > 0)")
			return
		}
		b.WriteString(x.Fun.Name + "(")
		for i, a := range x.Args {
			if i > 0 {
				b.WriteString(", ")
			}
			p(a)
		}
		b.WriteString(")")
	case *Loop:
		b.WriteString(x.Word.Name + "(")
		p(x.List)
		b.WriteString(", {")
		inner := ""
		if x.Var != nil {
			inner = x.Var.Name
		}
		printParen(b, x.Body, inner)
		b.WriteString("}")
		for _, r := range x.Rest {
			b.WriteString(", ")
			p(r)
		}
		b.WriteString(")")
	case *Member:
		p(x.X)
		if x.Optional {
			b.WriteString("?.")
		}
		b.WriteString("[" + strconv.Quote(x.Name.Name) + "]")
	case *Index:
		p(x.X)
		if x.Optional {
			b.WriteString("?.")
		}
		b.WriteString("[")
		p(x.Index)
		b.WriteString("]")
	case *Slice:
		p(x.X)
		b.WriteString("[")
		if x.Lo != nil {
			p(x.Lo)
		}
		b.WriteString(":")
		if x.Hi != nil {
			p(x.Hi)
		}
		b.WriteString("]")
	case *ListExpr:
		b.WriteString("[")
		for i, e := range x.Elems {
			if i > 0 {
				b.WriteString(", ")
			}
			p(e)
		}
		b.WriteString("]")
	default:
		fmt.Fprintf(b, "<%T>", x)
	}
}

// parseOne parses the expression of `const x = SRC` and returns its tree
// and error.
func parseOne(t *testing.T, src string) *Expr {
	t.Helper()
	f, err := Parse("t.rules", []byte("const x = "+src+"\n"))
	if err != nil {
		t.Fatalf("%s: %v", src, err)
	}
	return f.Decls[0].(*Const).Value
}

// TestExprTricky checks the structure of the expressions where precedence,
// associativity or the rules' own forms could go wrong.
func TestExprTricky(t *testing.T) {
	for _, c := range trickyExprs {
		e := parseOne(t, c.src)
		if e.Err != nil {
			t.Errorf("%s: %v", c.src, e.Err)
			continue
		}
		if got := parenthesised(e.X); got != c.want {
			t.Errorf("%s\n got %s\nwant %s", c.src, got, c.want)
		}
		if msg := checkSpans(e); msg != "" {
			t.Errorf("%s: %s", c.src, msg)
		}
	}
}

// trickyExprs are expressions and their trees, fully bracketed.
var trickyExprs = []struct{ src, want string }{
	{"1 - -2", "(1 - (- 2))"},
	{"-2 ** 2", "(- (2 ** 2))"},
	{"-a * b", "((- a) * b)"},
	{"2 ** 3 ** 2", "(2 ** (3 ** 2))"},
	{"2 ^ 3 ^ 2", "(2 ^ (3 ^ 2))"},
	{"a - b - c", "((a - b) - c)"},
	{"a + b * c % d", "(a + ((b * c) % d))"},
	{"not x in y", "((not x) in y)"},
	{"x not in y", "(not (x in y))"},
	{"not a == b", "((not a) == b)"},
	{"!a && b || c", "(((not a) && b) || c)"},
	{"a or b and c", "(a or (b and c))"},
	{"a ? b : c ? d : e", "(a ? b : (c ? d : e))"},
	{"a ? b ? c : d : e", "(a ? (b ? c : d) : e)"},
	{"a + b ? c : d", "((a + b) ? c : d)"},
	{"if a then b else if c then d else e", "(a ? b : (c ? d : e))"},
	{"if a then if b then c else d else e", "(a ? (b ? c : d) : e)"},
	{"(if a then 1 else 0) + b", "((a ? 1 : 0) + b)"},
	{"f(if a then 1 else 0, 2)", "f((a ? 1 : 0), 2)"},
	{"a < b <= c", "((a < b) && (b <= c))"},
	{"a < b == c", "((a < b) == c)"},
	{"a ?? b ?? c", "((a ?? b) ?? c)"},
	{"a + b ?? c", "(a + (b ?? c))"},
	{"x?.side", `x?.["side"]`},
	{"x?.[0]", "x?.[0]"},
	{"a.b[1].c", `a["b"][1]["c"]`},
	{"(i. else )", `i["else"]`}, // found by FuzzExprOracle: a field, not a conditional value's else
	{"i.if", `i["if"]`},
	{"l[1:2]", "l[1:2]"},
	{"l[:2]", "l[:2]"},
	{"l[1:]", "l[1:]"},
	{"l[:]", "l[:]"},
	{"[1, 2,][0]", "[1, 2][0]"},
	{"f(a, b,)", "f(a, b)"},
	{"1 .. 3", "(1 .. 3)"},
	{`"a" + 'b'`, `("a" + "b")`},
	{"3in + 2p * 2", "(L_10 + (L_16 * 2))"},
	{"filter(l, it > 0)", "filter(l, {(it > 0)})"},
	{"count(l)", "count(l)"},
	{"sum(l)", "sum(l)"},
	{"count(l, it)", "count(l, {it})"},
	{"sortBy(l, it.x, \"desc\")", `sortBy(l, {it["x"]}, "desc")`},
	{"any p in l: p.x and q", `any(l, {(it["x"] and q)})`},
	{"(any p in l: p.x) and q", `(any(l, {it["x"]}) and q)`},
	{"filter(e in l: e > 1)", "filter(l, {(it > 1)})"},
	{"sortBy(e in l: e.x, \"desc\")", `sortBy(l, {it["x"]}, "desc")`},
	{"not any p in l: all q in m: q == 1", "(not any(l, {all(m, {(it == 1)})}))"},
	{"f(any p in l: p, 2)", "f(any(l, {it}), 2)"},
	{"exists(l) and x", "((len(l) > 0) and x)"},
	{"x matches \"a\" or x not contains \"b\"", `((x matches "a") or (not (x contains "b")))`},
	{"nil ?? true", "(nil ?? true)"},
	{"1.5e3 + 2", "(1500f + 2)"},
}

// TestExprErrors checks the syntax errors kept on an expression: where,
// and what they say.
func TestExprErrors(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"a = 1", `t.rules:1:13: unexpected "=" in an expression (to compare, write "==")`},
		{"1 +", `t.rules:1:14: unexpected end of expression`},
		{"f(1,,2)", `t.rules:1:15: unexpected "," in an expression`},
		{"x not y", `t.rules:1:13: unexpected "not" in an expression (not negates a condition (not x) or in, contains, matches, startsWith, endsWith (x not in list))`},
		{"if a then b", `t.rules:1:11: a conditional value needs else (write if CONDITION then VALUE else OTHER_VALUE; an if statement stands at the start of a line)`},
		{"if a b then c else d", `t.rules:1:16: unexpected "b" in an expression`},
		{"a then b", `t.rules:1:13: "then" without an if before it (a conditional value is written if CONDITION then VALUE else OTHER_VALUE)`},
		{"any p in l", `t.rules:1:11: any p in ... needs a list, then a colon and the condition (write any p in list: condition)`},
		{"any p in l:", `t.rules:1:21: any p in ...: needs a condition after the colon`},
		{"filter(l)", ``}, // a call: the checker knows whether filter is the builtin
		{"a ?? b + c", `t.rules:1:18: + and ?? cannot be mixed without brackets (bracket one side)`},
		{"a | f()", `t.rules:1:13: the pipe operator | is not part of the rules language (call the function with the value as its first argument: f(x, ...))`},
		{"x.f(1)", `t.rules:1:14: calling a field (.f(...)) is not part of the rules language (call a query with the value as an argument: f(x))`},
		{"a ?: b", `t.rules:1:13: the short form ?: of a conditional value is not part of the rules language (write x ?? y for x unless it is nil, or c ? a : b in full)`},
		{"(1 + 2]", ``}, // the parse of the file fails: brackets are matched there
		{"2D6 + 1", ``}, // a literal the checker refuses
		{"filter(l, .x > 1)", `t.rules:1:21: a field without its value before the dot is not part of the rules language (write it.x for the field of a loop's element)`},
		{"f({a: 1})", `t.rules:1:13: braces are not part of the rules language (an expression groups with ( and ); braces hold blocks of statements)`},
		{"x.", `t.rules:1:13: expected a field name after ".", found the end of the expression`},
		{"f(1 2)", `t.rules:1:15: expected ",", found "2"`},
		// a mistyped number or length names the whole word, with a did-you-mean
		// where its unit is known ("unexpected \"ch\"" named only the tail)
		{"1inch", `t.rules:1:11: bad number or length "1inch" (did you mean "1in"? (units: in, ", mm, cm or p))`},
		{"1.5paces + 1p", `t.rules:1:11: bad number or length "1.5paces" (did you mean "1.5p"? (units: in, ", mm, cm or p))`},
		{"f(2MM, 1)", `t.rules:1:13: bad number or length "2MM" (did you mean "2mm"? (units: in, ", mm, cm or p))`},
		{"[1_000]", `t.rules:1:12: bad number or length "1_000" (a number is digits with an optional decimal point and exponent (2, 2.5, 1e3); a length is one joined to its unit: in, ", mm, cm or p (2in, 40mm, 200p))`},
		{"3ft", `t.rules:1:11: bad number or length "3ft" (a number is digits with an optional decimal point and exponent (2, 2.5, 1e3); a length is one joined to its unit: in, ", mm, cm or p (2in, 40mm, 200p))`},
		{"1in2", `t.rules:1:11: bad number or length "1in2" (a number is digits with an optional decimal point and exponent (2, 2.5, 1e3); a length is one joined to its unit: in, ", mm, cm or p (2in, 40mm, 200p))`},
		{"2 inches", `t.rules:1:13: unexpected "inches" after the number 2 (did you mean "2in"? a length is a number joined to its unit, with no space (units: in, ", mm, cm or p))`},
		{"f(1 mm)", `t.rules:1:15: unexpected "mm" after the number 1 (did you mean "1mm"? a length is a number joined to its unit, with no space (units: in, ", mm, cm or p))`},
		{"1 in", `t.rules:1:15: unexpected end of expression (a length is a number joined to its unit: 1in, with no space (in between two values asks whether the first is in a list))`},
		{"x * 10%", `t.rules:1:18: unexpected end of expression (% is the remainder of a division (7 % 3 is 1); a percentage is written as a fraction: 10% of x is x * 10 / 100)`},
		{"1 in l", ``}, // membership
		{"a mm", `t.rules:1:13: unexpected "mm" in an expression`}, // no number before it: no word of lengths
		{"x % 3", ``},                            // the remainder
		{strings.Repeat("1 + ", 4999) + "1", ``}, // 9,999 nodes
		{strings.Repeat("1 + ", 5000) + "1",
			`t.rules:1:20012: expression too large: an expression has at most 10000 parts (name parts of it with let or def)`},
		{strings.Repeat("(", 1200) + "1" + strings.Repeat(")", 1200),
			`t.rules:1:1011: expression nested too deep: an expression nests at most 1000 deep (name parts of it with let or def)`},
	} {
		f, err := Parse("t.rules", []byte("const x = "+c.src+"\n"))
		if err != nil {
			if c.want != "" {
				t.Errorf("%s: the file does not parse: %v", c.src, err)
			}
			continue
		}
		e := f.Decls[0].(*Const).Value
		got := ""
		if e.Err != nil {
			got = e.Err.Error()
			if e.X != nil {
				t.Errorf("%s: a tree and an error", c.src)
			}
		}
		if got != c.want {
			t.Errorf("%s\n got %s\nwant %s", c.src, got, c.want)
		}
	}
}

// checkSpans returns what is wrong with the spans of e's tree: each node
// within its parent, its children in order and apart, EndPos after Pos,
// the root spanning the whole expression, and each position's line and
// column agreeing with its offset in src (when src is given).
func checkSpans(e *Expr) string {
	if e.X == nil {
		return ""
	}
	if s, end := e.X.Span(); s != e.Pos || end != e.EndPos {
		return fmt.Sprintf("the tree spans %v-%v, the expression %v-%v", s, end, e.Pos, e.EndPos)
	}
	var msg string
	var visit func(n Node)
	visit = func(n Node) {
		start, end := n.Span()
		if end.Offset < start.Offset || end.Offset == start.Offset {
			msg = fmt.Sprintf("%T ends at %d, before or at its start %d", n, end.Offset, start.Offset)
			return
		}
		last := start.Offset
		for _, c := range Children(n) {
			cs, ce := c.Span()
			if cs.Offset < last || ce.Offset > end.Offset {
				msg = fmt.Sprintf("%T at %d-%d is not within its parent %T %d-%d after %d",
					c, cs.Offset, ce.Offset, n, start.Offset, end.Offset, last)
				return
			}
			last = ce.Offset
			visit(c)
		}
	}
	visit(e.X)
	return msg
}

// TestIfAfterAnOperator checks the one reading where the parser parts from
// the checker's rewrite on purpose: a conditional value after an operator
// or `not` is the operand, as docs/language.md describes (its parts run to
// the end of the expression). The rewrite wrote only the condition in
// brackets, `x + (a) ? (b) : (c)`, so that expr read `(x + a) ? b : c`.
func TestIfAfterAnOperator(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"x + if a then b else c", "(x + (a ? b : c))"},
		{"not if a then b else c", "(not (a ? b : c))"},
		{"x == if a then b else c + 1", "(x == (a ? b : (c + 1)))"},
	} {
		e := parseOne(t, c.src)
		if e.Err != nil {
			t.Errorf("%s: %v", c.src, e.Err)
			continue
		}
		if got := parenthesised(e.X); got != c.want {
			t.Errorf("%s\n got %s\nwant %s", c.src, got, c.want)
		}
		if !ifAfterOperand(e.Tokens()) {
			t.Errorf("%s: FuzzExprOracle would compare it with the rewrite", c.src)
		}
	}
}

// BenchmarkParseExprs parses the expressions of BenchmarkParse's generated
// file alone, from their tokens, with one slab, as trimEnds does: the
// expression parser's share of a parse.
func BenchmarkParseExprs(b *testing.B) {
	src := []byte(generated(5000))
	f, err := Parse("bench.rules", src)
	if err != nil {
		b.Fatal(err)
	}
	var exprs []*Expr
	Walk(f, func(n Node) bool {
		if e, ok := n.(*Expr); ok {
			exprs = append(exprs, e)
			return false
		}
		return true
	})
	b.ReportAllocs()
	for b.Loop() {
		s := &slab{}
		for _, e := range exprs {
			if _, err := parseExprTokens(e.Tokens(), src, s, nil); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(exprs)), "ns/expr")
}
