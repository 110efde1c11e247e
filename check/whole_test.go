package check

import (
	"math"
	"math/big"
	"testing"
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
