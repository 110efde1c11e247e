package grammar

import (
	"fmt"
	goast "go/ast"
	goparser "go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/builtin"
	"github.com/expr-lang/expr/parser"
	"golang.org/x/tools/txtar"
)

// TestExprOracle parses every expression of every rules text of the
// repository with this package's parser and, rewritten as the checker
// rewrote it (oldRewrite), with expr-lang's parser, which the checker
// used, and requires the two trees to be the same, printed fully
// bracketed. Where expr refused the text the checker reported a syntax
// error, so the parser must keep one too; the few forms expr refused but
// this parser reads (see exprSuperset) are listed and counted.
func TestExprOracle(t *testing.T) {
	var exprs, same, refused, wider int
	for name, src := range oracleInputs(t) {
		f, err := Parse(name, src)
		if err != nil {
			continue // not a rules file that parses: its expressions were never checked
		}
		if msg := checkExprTrees(f, src); msg != "" {
			t.Errorf("%s: %s", name, msg)
		}
		Walk(f, func(n Node) bool {
			e, ok := n.(*Expr)
			if !ok {
				return true
			}
			exprs++
			switch verdict, msg := compareWithExpr(e); verdict {
			case bothRefuse:
				refused++
				t.Logf("%s: %s: refused by both:\n  %s", Short(e.Pos), e, msg)
			case superset:
				wider++
				t.Logf("%s: %s: read where expr refused it: %s", Short(e.Pos), e, msg)
			case agree:
				same++
			default:
				t.Errorf("%s: %s: %s", Short(e.Pos), e, msg)
			}
			return false
		})
	}
	t.Logf("%d expressions: %d parsed as expr parsed them, %d refused by both, %d read where expr refused them",
		exprs, same, refused, wider)
	if same < 1000 {
		t.Errorf("only %d expressions compared: the inputs are missing", same)
	}
}

// The verdicts of compareWithExpr.
const (
	agree      = iota // the same tree
	bothRefuse        // a syntax error for both
	superset          // read here, refused by expr for what is not a syntax error
	narrower          // refused here as a form of expr's the rules leave out (notRules)
	differ            // anything else: a bug
)

// compareWithExpr compares e's tree with expr's parse of the checker's
// rewrite of its tokens, and says how they compare.
func compareWithExpr(e *Expr) (int, string) {
	text, rerr := oldRewrite(e)
	var tree *parser.Tree
	if rerr == nil {
		tree, rerr = parser.Parse(text)
	}
	switch {
	case rerr != nil && e.Err != nil:
		return bothRefuse, fmt.Sprintf("expr: %v\n  ours: %v", rerr, e.Err)
	case rerr != nil:
		if why := exprSuperset(e); why != "" {
			return superset, why
		}
		return differ, fmt.Sprintf("expr refuses %q (%v), the parser reads %s", text, rerr, parenthesised(e.X))
	case e.Err != nil && strings.HasSuffix(e.Err.Msg, notRules):
		return narrower, e.Err.Error()
	case e.Err != nil && strings.Contains(exprTree(tree.Node), "]("):
		// a method call, x.f(...), which the rules leave out
		return narrower, e.Err.Error()
	case e.Err != nil && strings.Contains(exprTree(tree.Node), "#"):
		// `it index` in a loop was #index, expr's index of the element,
		// through the rewrite of it as #: never written on purpose
		return narrower, e.Err.Error()
	case e.Err != nil:
		return differ, fmt.Sprintf("expr reads %q as %s, the parser refuses it: %v", text, exprTree(tree.Node), e.Err)
	}
	if got, want := parenthesised(e.X), exprTree(tree.Node); got != want {
		return differ, fmt.Sprintf("\n got %s\nwant %s (expr, of %q)", got, want, text)
	}
	if msg := checkSpans(e); msg != "" {
		return differ, msg
	}
	return agree, ""
}

// FuzzExprOracle compares the parser with expr's on any expression, as
// TestExprOracle does on the repository's.
func FuzzExprOracle(f *testing.F) {
	for _, c := range trickyExprs {
		f.Add(c.src)
	}
	f.Fuzz(func(t *testing.T, src string) {
		if strings.ContainsAny(src, "\n;#") {
			return
		}
		file, err := Parse("t.rules", []byte("const x = "+src+"\n"))
		if err != nil || len(file.Decls) != 1 {
			return
		}
		c, ok := file.Decls[0].(*Const)
		if !ok || c.Value == nil {
			return
		}
		if msg := checkExprTrees(file, []byte("const x = "+src+"\n")); msg != "" {
			t.Fatal(msg)
		}
		if ifAfterOperand(c.Value.Tokens()) {
			return // the checker's rewrite misread it (see TestIfAfterAnOperator)
		}
		if verdict, msg := compareWithExpr(c.Value); verdict == differ {
			t.Fatalf("%s: %s", src, msg)
		}
	})
}

// ifAfterOperand reports whether a conditional value stands after an
// operator or a word, where the checker's rewrite, which wrote only its
// condition in brackets, let the operator take the condition alone.
func ifAfterOperand(toks []ExprToken) bool {
	for i, t := range toks {
		if t.Kind != "Keyword" || t.Value != "if" || i == 0 {
			continue
		}
		switch p := toks[i-1]; p.Value {
		case "(", "[", ",", "then", "else":
		default:
			return true
		}
	}
	return false
}

// Short returns file:line:col.
func Short(p Position) string { return fmt.Sprintf("%s:%d:%d", p.Filename, p.Line, p.Column) }

// exprSuperset returns why the parser reads e though expr refused the
// checker's rewrite of it, or "" if it should not have.
// These are not syntax errors but the checker's, which it found while
// rewriting or which expr's parser reported: the checker still reports
// them, from the tree.
func exprSuperset(e *Expr) string {
	why := ""
	var visit func(n Node, elems []string)
	inBody := 0 // how many loop bodies n is in
	visit = func(n Node, elems []string) {
		switch n := n.(type) {
		case *Lit:
			if n.Kind == DiceLit {
				why = "dice in an expression"
			}
			if _, err := strconv.ParseInt(n.Value, 10, 64); n.Kind == IntLit && err != nil {
				why = "a whole number out of range"
			}
			if _, err := strconv.ParseFloat(n.Value, 64); n.Kind == FloatLit && err != nil {
				why = "a number out of range"
			}
		case *Ident:
			if n.Name == "it" && inBody == 0 {
				why = "it outside a loop"
			}
			if len(elems) > 1 && slices.Contains(elems[:len(elems)-1], n.Name) {
				why = "an outer loop's element in a loop's condition"
			}
		case *Member:
			if n.Name.Name == "it" || slices.Contains(elems, n.Name.Name) {
				why = "a field named it or like a loop element, which the rewrite wrote #"
			}
			if n.Name.Name == "if" || n.Name.Name == "else" {
				// the rewrite took the word for a conditional value's; the
				// checker now reports that the type has no such field
				why = "a field named if or else"
			}
		case *CallExpr:
			if slices.Contains(elems, n.Fun.Name) {
				why = "a loop element called"
			}
			if IsLoopWord(n.Fun.Name) && len(n.Args) == 1 {
				why = "a loop word called with a list alone: a memory or def of that name, or the checker's error"
			}
		case *Loop:
			visit(n.List, elems)
			inner := elems
			if n.Var != nil {
				inner = append(elems[:len(elems):len(elems)], n.Var.Name)
			}
			inBody++
			visit(n.Body, inner)
			inBody--
			for _, r := range n.Rest {
				visit(r, elems)
			}
			return
		}
		for _, c := range Children(n) {
			visit(c, elems)
		}
	}
	visit(e.X, nil)
	return why
}

// oracleInputs returns every rules text of the repository: the .rules
// files and the .rules sections of the txtar archives.
func oracleInputs(t *testing.T) map[string][]byte {
	out := map[string][]byte{}
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if strings.HasPrefix(d.Name(), ".") && path != ".." {
				return filepath.SkipDir
			}
			return nil
		}
		switch {
		case strings.HasSuffix(path, ".rules"):
			src, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			out[path] = src
		case strings.HasSuffix(path, "_test.go"):
			// rules texts written in tests, as string literals
			f, err := goparser.ParseFile(token.NewFileSet(), path, nil, 0)
			if err != nil {
				return err
			}
			goast.Inspect(f, func(n goast.Node) bool {
				if lit, ok := n.(*goast.BasicLit); ok && lit.Kind == token.STRING {
					if s, err := strconv.Unquote(lit.Value); err == nil && strings.Contains(s, "\n") {
						out[fmt.Sprintf("%s:%d", path, lit.ValuePos)] = []byte(s)
					}
				}
				return true
			})
		case strings.HasSuffix(path, ".txtar"):
			ar, err := txtar.ParseFile(path)
			if err != nil {
				return err
			}
			for _, f := range ar.Files {
				if strings.HasSuffix(f.Name, ".rules") {
					out[path+"/"+f.Name] = f.Data
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// oldRewrite is the checker's rewrite of e's tokens for expr (check's
// rewrite at 9182ac3), but for lengths, which become names L_offset: the
// checker wrote their millimetres in brackets, which made `f 1in` the call
// f(25.4) by accident, and a name keeps each length apart in the print.
func oldRewrite(e *Expr) (string, error) {
	var b strings.Builder
	toks, lerr := oldNamedLoops(e.Tokens())
	if lerr != nil {
		return "", lerr
	}
	var conds oldConditionals
	for i, t := range toks {
		if i > 0 {
			b.WriteByte(' ')
		}
		if text, ok, err := conds.token(t); err != nil {
			return "", err
		} else if ok {
			b.WriteString(text)
			continue
		}
		switch t.Kind {
		case "Length":
			fmt.Fprintf(&b, "L_%d", t.Pos.Offset)
		case "Dice":
			return "", fmt.Errorf("dice %q in an expression", t.Value)
		default:
			if t.Value == "it" && t.Kind == "Ident" {
				b.WriteString("#")
				continue
			}
			b.WriteString(t.Value)
		}
	}
	text, err := conds.end()
	if err != nil {
		return "", err
	}
	b.WriteString(text)
	return b.String(), nil
}

// exprTree prints expr's tree as parenthesised prints this package's.
func exprTree(n ast.Node) string {
	var b strings.Builder
	printExprTree(&b, n)
	return b.String()
}

func printExprTree(b *strings.Builder, n ast.Node) {
	p := func(n ast.Node) { printExprTree(b, n) }
	switch n := n.(type) {
	case nil:
		b.WriteString("<nil>")
	case *ast.IdentifierNode:
		b.WriteString(n.Value)
	case *ast.PointerNode:
		if n.Name != "" {
			b.WriteString("#" + n.Name)
		} else {
			b.WriteString("it")
		}
	case *ast.IntegerNode:
		b.WriteString(strconv.Itoa(n.Value))
	case *ast.FloatNode:
		b.WriteString(strconv.FormatFloat(n.Value, 'g', -1, 64) + "f")
	case *ast.StringNode:
		b.WriteString(strconv.Quote(n.Value))
	case *ast.BoolNode:
		b.WriteString(strconv.FormatBool(n.Value))
	case *ast.NilNode:
		b.WriteString("nil")
	case *ast.UnaryNode:
		op := n.Operator
		if op == "!" {
			op = "not"
		}
		b.WriteString("(" + op + " ")
		p(n.Node)
		b.WriteString(")")
	case *ast.BinaryNode:
		b.WriteString("(")
		p(n.Left)
		b.WriteString(" " + n.Operator + " ")
		p(n.Right)
		b.WriteString(")")
	case *ast.ConditionalNode:
		b.WriteString("(")
		p(n.Cond)
		b.WriteString(" ? ")
		p(n.Exp1)
		b.WriteString(" : ")
		p(n.Exp2)
		b.WriteString(")")
	case *ast.ChainNode:
		p(n.Node)
	case *ast.MemberNode:
		p(n.Node)
		if n.Optional {
			b.WriteString("?.")
		}
		b.WriteString("[")
		p(n.Property)
		b.WriteString("]")
	case *ast.SliceNode:
		p(n.Node)
		b.WriteString("[")
		if n.From != nil {
			p(n.From)
		}
		b.WriteString(":")
		if n.To != nil {
			p(n.To)
		}
		b.WriteString("]")
	case *ast.CallNode:
		if id, ok := n.Callee.(*ast.IdentifierNode); ok && id.Value == "existsLen" {
			b.WriteString("(len")
			printArgs(b, n.Arguments)
			b.WriteString(" > 0)")
			return
		}
		p(n.Callee)
		printArgs(b, n.Arguments)
	case *ast.BuiltinNode:
		b.WriteString(n.Name)
		printArgs(b, n.Arguments)
	case *ast.PredicateNode:
		b.WriteString("{")
		p(n.Node)
		b.WriteString("}")
	case *ast.ArrayNode:
		b.WriteString("[")
		for i, e := range n.Nodes {
			if i > 0 {
				b.WriteString(", ")
			}
			p(e)
		}
		b.WriteString("]")
	default:
		fmt.Fprintf(b, "<%T>", n)
	}
}

func printArgs(b *strings.Builder, args []ast.Node) {
	b.WriteString("(")
	for i, a := range args {
		if i > 0 {
			b.WriteString(", ")
		}
		printExprTree(b, a)
	}
	b.WriteString(")")
}

// TestLoopBuiltinsAreExprs checks loopBuiltin against expr's parser: a
// builtin whose second argument expr parses as a predicate is a loop, and
// its optional arguments are those expr lets go.
func TestLoopBuiltinsAreExprs(t *testing.T) {
	seen := 0
	for _, f := range builtin.Builtins {
		name := f.Name
		tree, err := parser.Parse(name + "(a, b)")
		pred := false
		if err == nil {
			if bn, ok := tree.Node.(*ast.BuiltinNode); ok && len(bn.Arguments) == 2 {
				_, pred = bn.Arguments[1].(*ast.PredicateNode)
			}
		}
		spec, ok := loopBuiltin(name)
		if pred != ok {
			t.Errorf("%s: expr's second argument is a predicate: %v; loopBuiltins has it: %v", name, pred, ok)
			continue
		}
		if !ok {
			continue
		}
		seen++
		_, err1 := parser.Parse(name + "(a)")
		if (err1 == nil) != spec.bodyOptional {
			t.Errorf("%s(a): expr's error %v, but bodyOptional is %v", name, err1, spec.bodyOptional)
		}
		_, err3 := parser.Parse(name + "(a, b, c)")
		if (err3 == nil) != (spec.rest == 1) {
			t.Errorf("%s(a, b, c): expr's error %v, but rest is %d", name, err3, spec.rest)
		}
	}
	if seen != len(loopWords) {
		t.Errorf("%d of loopWords' %d are expr's builtins", seen, len(loopWords))
	}
	for _, w := range loopWords {
		if !IsLoopWord(w) {
			t.Errorf("loopWords has %s, which loopBuiltin does not know", w)
		}
	}
}
