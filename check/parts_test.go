package check

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/grammar"
)

// TestEveryConditionHasParts loads every bundled ruleset and the
// interpreter's test rules, and wants each operand of every and and or,
// and each branch of every conditional value and `??`, among the
// program's parts: a condition lowered some other way (a new node kind,
// a fast path) would leave its parts out of coverage and rulec diff
// silently.
func TestEveryConditionHasParts(t *testing.T) {
	var files []string
	for _, g := range []string{"../rules/*.rules", "../rules/*/*.rules", "../tests/*/*.rules"} {
		more, _ := filepath.Glob(g)
		files = append(files, more...)
	}
	total := 0
	for _, file := range files {
		prog, err := Load(engine.Stdlib(), file)
		if err != nil {
			t.Errorf("%s: %v", file, err)
			continue
		}
		at := map[grammar.Position][]string{}
		for _, p := range prog.Parts {
			at[p.Pos] = append(at[p.Pos], p.Kind)
		}
		want := func(x grammar.ExprNode, kinds ...string) {
			total++
			pos, _ := x.Span()
			if !slices.ContainsFunc(at[pos], func(k string) bool { return slices.Contains(kinds, k) }) {
				t.Errorf("%s: %T is not a part of kind %v", pos, x, kinds)
			}
		}
		called := liveDefs(prog)
		for _, f := range prog.Files {
			grammar.Walk(f.AST, func(n grammar.Node) bool {
				switch n := n.(type) {
				case *grammar.Def:
					return called[n]
				case *grammar.Binary:
					switch nodeConnective(n) {
					case "and", "or":
						want(n.X, OperandPart, InnerPart)
						want(n.Y, OperandPart, InnerPart)
					}
					if n.Op == "??" {
						want(n.Y, BranchPart)
					}
				case *grammar.Index:
					if n.Optional {
						want(n.Index, BranchPart)
					}
				case *grammar.Cond:
					want(n.Then, BranchPart)
					want(n.Else, BranchPart)
				case *grammar.Loop:
					if n.Body != nil && n.Word.Name != "sortBy" {
						want(n.Body, BodyPart)
					}
				}
				return true
			})
		}
	}
	if total < 100 {
		t.Errorf("found %d parts of conditions in the bundled rules; want at least 100", total)
	}
}

// liveDefs returns the defs of prog that a procedure, a constant, an
// order or a memory calls, directly or through other such defs: a def is
// lowered where it is called, so one no live code calls never runs, and
// has no parts.
func liveDefs(prog *Program) map[grammar.Node]bool {
	var defs []*grammar.Def
	for _, f := range prog.Files {
		for _, d := range f.AST.Decls {
			if d, ok := d.(*grammar.Def); ok {
				defs = append(defs, d)
			}
		}
	}
	in := func(p grammar.Position) *grammar.Def {
		for _, d := range defs {
			from, to := d.Span()
			if p.Filename == from.Filename && p.Offset >= from.Offset && p.Offset < to.Offset {
				return d
			}
		}
		return nil
	}
	live := map[grammar.Node]bool{}
	for grew := true; grew; {
		grew = false
		for p, b := range prog.Info.Uses.All() {
			if b.Kind != DefBinding || live[b.Decl] {
				continue
			}
			if d := in(p); d == nil || live[d] {
				live[b.Decl], grew = true, true
			}
		}
	}
	return live
}

// TestPartsDecide runs conditions recording coverage and wants the parts
// that decided each, worked by hand (masking MC/DC through the short
// circuit, parts.go).
func TestPartsDecide(t *testing.T) {
	src := []byte("const a = true\nprocedure p(x: bool, y: bool, z: bool) {\n  let v = x and (y or not z)\n  assert v or not v, \"v\"\n}\n")
	prog, err := LoadSources(engine.Stdlib(), []string{"t.rules"}, map[string][]byte{"t.rules": src}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var x, y, z, inner *Part
	for _, p := range prog.Parts {
		switch p.Text {
		case "x":
			x = p
		case "y":
			y = p
		case "z":
			z = p
		case "(y or not z)":
			inner = p
		}
	}
	if x == nil || y == nil || z == nil || inner == nil || inner.Kind != InnerPart {
		t.Fatalf("parts %v", prog.Parts)
	}
	let := prog.Procs["p"].Body[0].(*Let)
	for _, c := range []struct {
		x, y, z bool
		// what each of x, y, z decided: 't', 'f' or '-'
		want string
	}{
		{false, true, true, "f--"},  // x false decides false alone
		{true, true, false, "tt-"},  // x and y decide true
		{true, false, false, "t-t"}, // y false, not z true: x and z decide true
		{true, false, true, "-ff"},  // y or not z false: both decide false
	} {
		hits := map[int]int{}
		f := &Frame{Vals: []any{c.x, c.y, c.z, nil}, Run: &Env{Parts: hits}}
		v := let.Value.run(f).(bool)
		got := ""
		for _, p := range []*Part{x, y, z} {
			switch {
			case hits[PartKey(p, PartDecidedTrue)] > 0:
				got += "t"
			case hits[PartKey(p, PartDecidedFalse)] > 0:
				got += "f"
			default:
				got += "-"
			}
		}
		if got != c.want || v != (c.x && (c.y || !c.z)) {
			t.Errorf("x=%v y=%v z=%v: decided %q, want %q (value %v)", c.x, c.y, c.z, got, c.want, v)
		}
		if c.x && hits[PartKey(inner, PartEvaluated)] != 1 || !c.x && hits[PartKey(inner, PartEvaluated)] != 0 {
			t.Errorf("x=%v: the inner or evaluated %d times", c.x, hits[PartKey(inner, PartEvaluated)])
		}
	}
}

// TestLargeConditionParts runs a condition of more than maxParts
// operands, counted as separate conditions, and wants every operand a
// part, the top-level ones too (a leaf operand of a split and was lowered
// plain, and coverage and rulec diff never saw it), each deciding itself
// when it is a condition of its own.
func TestLargeConditionParts(t *testing.T) {
	var ops []string
	for i := range maxParts + 2 {
		ops = append(ops, fmt.Sprintf("x > %d", i))
	}
	src := "procedure p(x: number, y: bool) {\n  let v = y and " + strings.Join(ops, " and ") + " and not y\n  assert v or not v, \"v\"\n}\n"
	prog, err := LoadSources(engine.Stdlib(), []string{"t.rules"}, map[string][]byte{"t.rules": []byte(src)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	byText := map[string]*Part{}
	var ys []*Part // y, first, and the y of not y, last
	for _, p := range prog.Parts {
		if p.Kind == OperandPart && p.Pos.Line == 2 {
			byText[p.Text] = p
			if p.Text == "y" {
				ys = append(ys, p)
			}
		}
	}
	for _, op := range append(ops, "y") {
		if byText[op] == nil {
			t.Errorf("operand %q is not a part", op)
		}
	}
	if len(byText) != len(ops)+1 || len(ys) != 2 {
		t.Fatalf("%d operand parts (%d of y), want %d (2 of y)", len(byText), len(ys), len(ops)+1)
	}
	let := prog.Procs["p"].Body[0].(*Let)
	hits := map[int]int{}
	f := &Frame{Vals: []any{1000, true, nil}, Run: &Env{Parts: hits}}
	if v := let.Value.run(f).(bool); v {
		t.Fatalf("value %v, want false (y and not y)", v)
	}
	last := byText[ops[len(ops)-1]]
	if hits[PartKey(last, PartEvaluated)] != 1 || hits[PartKey(last, PartDecidedTrue)] != 1 {
		t.Errorf("%s: evaluated %d, decided true %d; want 1, 1", last.Text, hits[PartKey(last, PartEvaluated)], hits[PartKey(last, PartDecidedTrue)])
	}
	for _, y := range ys {
		if hits[PartKey(y, PartEvaluated)] != 1 {
			t.Errorf("y at %s evaluated %d times, want 1", y.Pos, hits[PartKey(y, PartEvaluated)])
		}
	}
	// the last y, a condition of its own (not y's operand), decided it true
	if hits[PartKey(ys[1], PartDecidedTrue)] != 1 {
		t.Errorf("the y of not y decided true %d times, want 1", hits[PartKey(ys[1], PartDecidedTrue)])
	}
	hits = map[int]int{}
	f = &Frame{Vals: []any{1000, false, nil}, Run: &Env{Parts: hits}}
	let.Value.run(f)
	if hits[PartKey(last, PartEvaluated)] != 0 {
		t.Errorf("%s evaluated with y false, which settles the and", last.Text)
	}
}
