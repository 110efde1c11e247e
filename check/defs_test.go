package check_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/check"
	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/grammar"
)

// doublingDefs returns n defs each using the one before twice (issue 27
// item 3), and a procedure using the last when use is true.
func doublingDefs(n int, use bool) string {
	var b strings.Builder
	b.WriteString("units in\ndef d0(x: number) = x + 1\n")
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "def d%d(x: number) = d%d(x) + d%d(x)\n", i, i-1, i-1)
	}
	b.WriteString("procedure p(unit: unit) {\n")
	if use {
		fmt.Fprintf(&b, "  event e(d%d(1))\n", n)
	}
	b.WriteString("  event f(d1(2))\n}\n")
	return b.String()
}

// TestDoublingDefs checks that twenty defs each using the one before
// twice are refused at their use, naming the limit, rather than written
// out a million tokens long; unused, or used a few levels deep, they check.
func TestDoublingDefs(t *testing.T) {
	load := func(src string) error {
		_, err := check.LoadSources(engine.Stdlib(), []string{"d.rules"}, map[string][]byte{"d.rules": []byte(src)}, nil)
		return err
	}
	if err := load(doublingDefs(20, false)); err != nil {
		t.Errorf("unused: %v", err)
	}
	if err := load(doublingDefs(8, true)); err != nil {
		t.Errorf("eight deep: %v", err)
	}
	err := load(doublingDefs(20, true))
	var list grammar.ErrorList
	if !errors.As(err, &list) || len(list) != 1 {
		t.Fatalf("twenty deep: %v, want one error", err)
	}
	want := "this expression's defs write out more than 50000 tokens: a def is written out in full at each use, and d20's value uses defs that do the same"
	if e := list[0]; e.Pos.Line != 24 || e.Pos.Column != 11 || e.Msg != want {
		t.Errorf("twenty deep: %d:%d: %s\nwant 24:11: %s", e.Pos.Line, e.Pos.Column, e.Msg, want)
	}
}
