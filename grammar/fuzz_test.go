package grammar

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzParse checks that parsing never panics, that every error is ours,
// that the parser gives participle.Union's tree or error over the reference
// lexer (positions included: see compareParse), and that formatting a parsed
// file keeps its tree and is idempotent.
func FuzzParse(f *testing.F) {
	for _, src := range inputs(f) {
		f.Add(src)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		if msg := compareParse(src); msg != "" {
			t.Fatal(msg)
		}
		f, err := Parse("fuzz.rules", src)
		if err != nil {
			if !isOurError(err) {
				t.Fatalf("error is %T: %v", err, err)
			}
			return
		}
		if msg := checkExprTrees(f, src); msg != "" {
			t.Fatal(msg)
		}
		if msg := roundTrip("fuzz.rules", src); msg != "" {
			t.Fatal(msg)
		}
	})
}

// checkExprTrees returns what is wrong with the expressions of f: a tree
// and an error together, or neither, spans out of order (checkSpans), a
// position whose line and column are not those of its offset in src, or
// an error outside its expression.
func checkExprTrees(f *File, src []byte) string {
	msg := ""
	Walk(f, func(n Node) bool {
		e, ok := n.(*Expr)
		if !ok || msg != "" {
			return msg == ""
		}
		switch {
		case (e.X == nil) == (e.Err == nil):
			msg = fmt.Sprintf("%s: tree %v and error %v", e, e.X, e.Err)
		case e.Err != nil:
			if p := e.Err.Pos; p.Offset < e.Pos.Offset || p.Offset > e.EndPos.Offset {
				msg = fmt.Sprintf("%s at %d-%d: error at %d: %v", e, e.Pos.Offset, e.EndPos.Offset, p.Offset, e.Err)
			} else if !atOffset(src, p) {
				msg = fmt.Sprintf("%s: error at %+v, not where its offset is", e, p)
			}
		default:
			msg = checkSpans(e)
			Walk(e.X, func(x Node) bool {
				start, end := x.Span()
				if msg == "" && (!atOffset(src, start) || !atOffset(src, end)) {
					msg = fmt.Sprintf("%s: %T spans %+v-%+v, not where the offsets are", e, x, start, end)
				}
				if msg == "" {
					if m := spanText(x, src); m != "" {
						msg = fmt.Sprintf("%s: %s", e, m)
					}
				}
				return msg == ""
			})
		}
		return false
	})
	return msg
}

// atOffset reports whether p's line and column are those of its offset in
// src (columns count characters; a byte order mark is not one).
func atOffset(src []byte, p Position) bool {
	if p.Offset < 0 || p.Offset > len(src) {
		return false
	}
	before := src[:p.Offset]
	line := bytes.Count(before, []byte("\n")) + 1
	lineStart := bytes.LastIndexByte(before, '\n') + 1
	col := utf8.RuneCount(before[lineStart:]) + 1
	if lineStart == 0 && bytes.HasPrefix(src, []byte(bom)) {
		col--
	}
	return p.Line == line && p.Column == col
}

// BenchmarkParse parses a generated file of about 5,000 lines.
func BenchmarkParse(b *testing.B) {
	src := []byte(generated(5000))
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse("bench.rules", src); err != nil {
			b.Fatal(err)
		}
	}
}

// generated returns a rules file of at least lines lines: procedures with
// steps, first-groups, lets and actions.
func generated(lines int) string {
	var b strings.Builder
	b.WriteString("ruleset \"Bench\" version \"1\"\nunits in\nconst spacing = 1in  # gap\n")
	for i := 0; strings.Count(b.String(), "\n") < lines; i++ {
		fmt.Fprintf(&b, "\n# procedure %d\nprocedure p%d(unit: unit, target: unit) ref \"%d\" {\n", i, i, i)
		for s := 1; s <= 4; s++ {
			fmt.Fprintf(&b, `  step %d "Step %d" ref "%d.%d" {
    let d%d = distance(unit, target) + %d * spacing
    roll r = 2D6 ref "roll"
    pivot unit, to: facing(target)
    first "case %d" else nothing {
      when d%d > 3in && len(enemies(unit)) > 0 ref "a" {
        move unit, distance: d%d - 1in
        event moved(unit, d%d)
      }
      when contact(unit, target) {
        mark unit as charging(target)
        stop
      }
      otherwise {
        goto step %d
      }
    }
  }
`, s, s, i, s, s, s, s, s, s, s, s)
		}
		b.WriteString("}\n")
	}
	return b.String()
}

// BenchmarkBuild measures building every parser of the grammar, which a
// process pays once, in part, for the kinds of clause its files hold: the
// start-up cost of parsing.
func BenchmarkBuild(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		g := newGrammar(fastFirst)
		for _, k := range g.decls.kinds {
			k.parser(g)
		}
		for _, k := range g.stmts.kinds {
			k.parser(g)
		}
	}
}

// spanText returns what is wrong with the text x spans in src: a name or
// literal must span its token as written, a bracketed node its brackets,
// an operator its operator.
func spanText(x Node, src []byte) string {
	start, end := x.Span()
	text := string(src[start.Offset:end.Offset])
	bad := func(want string) string {
		return fmt.Sprintf("%T spans %q, want %s", x, text, want)
	}
	switch x := x.(type) {
	case *Ident:
		if text != x.Name {
			return bad(strconv.Quote(x.Name))
		}
	case *Lit:
		if x.Kind == StringLit {
			if len(text) < 2 || text[0] != text[len(text)-1] || text[0] != '"' && text[0] != '\'' {
				return bad("a quoted string")
			}
		} else if text != x.Value {
			return bad(strconv.Quote(x.Value))
		}
	case *Paren:
		if !strings.HasPrefix(text, "(") || !strings.HasSuffix(text, ")") {
			return bad("brackets")
		}
	case *CallExpr:
		if !strings.HasPrefix(text, x.Fun.Name) || !strings.HasSuffix(text, ")") {
			return bad("the call")
		}
	case *ListExpr:
		if !strings.HasPrefix(text, "[") || !strings.HasSuffix(text, "]") {
			return bad("square brackets")
		}
	case *Index, *Slice:
		if !strings.HasSuffix(text, "]") {
			return bad("an index in square brackets")
		}
	case *Unary:
		if !strings.HasPrefix(text, x.Op) {
			return bad("the operator " + x.Op + " first")
		}
	case *Binary:
		op, _ := strings.CutPrefix(x.Op, "not ")
		if at := x.OpPos().Offset; !strings.HasPrefix(string(src[at:]), strings.Fields(x.Op)[0]) ||
			!strings.Contains(text, op) {
			return bad("the operator " + x.Op + " at OpPos")
		}
	case *Loop:
		if !strings.HasPrefix(text, x.Word.Name) {
			return bad("the loop's word first")
		}
	case *Cond:
		if !x.Ternary && !strings.HasPrefix(text, "if") {
			return bad("if first")
		}
	}
	return ""
}
