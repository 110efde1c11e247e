package check

import (
	"math"
	"math/big"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/engine"
)

// TestWholeOp compares wholeOp with exact arithmetic on the edges of the
// whole numbers' range.
func TestWholeOp(t *testing.T) {
	edges := []int{0, 1, -1, 2, -2, 3, 1 << 31, -(1 << 31), 1 << 32, 3037000499, 3037000500,
		-3037000500, 1 << 62, -(1 << 62), math.MaxInt64, math.MaxInt64 - 1, math.MinInt64, math.MinInt64 + 1}
	lo, hi := big.NewInt(math.MinInt64), big.NewInt(math.MaxInt64)
	for _, op := range []string{"+", "-", "*"} {
		for _, x := range edges {
			for _, y := range edges {
				exact := new(big.Int)
				bx, by := big.NewInt(int64(x)), big.NewInt(int64(y))
				switch op {
				case "+":
					exact.Add(bx, by)
				case "-":
					exact.Sub(bx, by)
				case "*":
					exact.Mul(bx, by)
				}
				fits := exact.Cmp(lo) >= 0 && exact.Cmp(hi) <= 0
				z, ok := wholeOp(op, x, y)
				if ok != fits || ok && int64(z) != exact.Int64() {
					t.Errorf("%d %s %d = %d, %v; exact %v", x, op, y, z, ok, exact)
				}
			}
		}
	}
}

// TestWholeNegationAtTheEdge runs -n, abs(n) and int(x) where n is -2^63
// and x is beyond the range, known only at run time: each wrapped round
// in silence (-(-2^63) and abs(-2^63) were -2^63, int(1e300) was -2^63,
// Go's conversion of a float out of range); each is an error naming the
// limit now. Written out, -(-9223372036854775807 - 1) is refused while
// checking.
func TestWholeNegationAtTheEdge(t *testing.T) {
	src := "units in\nprocedure p(n: number, x: number) {\n  event neg(-n)\n  event absolute(abs(n))\n  event whole(int(x))\n}\n"
	prog, err := LoadSources(engine.Stdlib(), []string{"w.rules"}, map[string][]byte{"w.rules": []byte(src)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []string{"whole-number overflow: -(-9223372036854775808)", "whole-number overflow: abs(-9223372036854775808)",
		"int(1e+300) is beyond 9223372036854775807"} {
		ev := prog.Procs["p"].Body[i].(*Event)
		v, err := ev.Args[0].Eval(&Frame{Vals: []any{math.MinInt64, 1e300}, Run: &Env{}})
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("event %d: %v, %v; want an error %q", i, v, err, want)
		}
		if v, err := ev.Args[0].Eval(&Frame{Vals: []any{-5, 7.9}, Run: &Env{}}); err != nil || v != map[int]any{0: 5, 1: 5, 2: 7}[i] {
			t.Errorf("event %d of -5, 7.9: %v, %v", i, v, err)
		}
	}
	_, err = LoadSources(engine.Stdlib(), []string{"c.rules"}, map[string][]byte{"c.rules": []byte("const c = -(-9223372036854775807 - 1)\n")}, nil)
	if err == nil || !strings.Contains(err.Error(), "c.rules:1:11: whole-number overflow: -(-9223372036854775808)") {
		t.Errorf("the constant: %v", err)
	}
}
