package check

import (
	"path/filepath"
	"slices"
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
