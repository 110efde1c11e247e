package check

import (
	"fmt"
	"math"
	"math/bits"
	"strconv"

	"github.com/rulec-dev/rulec/diag"
)

// Whole numbers (integers) are exact up to maxWhole; an operation whose
// result would pass it is an error naming the limit, at check time when
// both operands are known and when the run reaches it otherwise, never a
// result wrapped round to the other end (2^63-1 + 1 was -2^63).

// wholeOp returns x op y for + - *, and false if the result is beyond
// the whole numbers' range.
func wholeOp(op string, x, y int) (int, bool) {
	switch op {
	case "+":
		z := x + y
		return z, (x >= 0) != (y >= 0) || (z >= 0) == (x >= 0)
	case "-":
		z := x - y
		return z, (x >= 0) == (y >= 0) || (z >= 0) == (x >= 0)
	case "*":
		if x == 0 || y == 0 {
			return 0, true
		}
		hi, lo := bits.Mul64(abs64(x), abs64(y))
		neg := (x < 0) != (y < 0)
		if hi != 0 || lo > 1<<63 || lo == 1<<63 && !neg {
			return 0, false
		}
		return x * y, true
	}
	return 0, false
}

// abs64 returns |x| as an unsigned number (|-2^63| included).
func abs64(x int) uint64 {
	if x < 0 {
		return uint64(-(x + 1)) + 1
	}
	return uint64(x)
}

// overflowMsg is the error of a whole-number operation beyond the range.
func overflowMsg(op string, x, y int) string {
	return fmt.Sprintf("whole-number overflow: %d %s %d is beyond %d, the largest whole number "+
		"(a number with a decimal point, such as 1.0, makes the arithmetic approximate instead)", x, op, y, maxWhole)
}

// wholeNeg returns -x, and false for -2^63, whose negation is beyond the
// range (it wrapped round to itself).
func wholeNeg(x int) (int, bool) {
	return -x, x != math.MinInt
}

// negOverflowMsg is the error of - or abs of -2^63.
func negOverflowMsg(op string, x int) string {
	return fmt.Sprintf("whole-number overflow: %s(%d) is beyond %d, the largest whole number "+
		"(a number with a decimal point, such as 1.0, makes the arithmetic approximate instead)", op, x, maxWhole)
}

// checkedNeg panics, as a lowered expression fails, when -x is beyond the
// whole numbers' range (op is "-" or "abs", for the message).
func checkedNeg(op string, x int) int {
	z, ok := wholeNeg(x)
	if !ok {
		panic(fmt.Errorf("%s", negOverflowMsg(op, x)))
	}
	return z
}

// checkedWhole panics, as a lowered expression fails, when x op y is
// beyond the whole numbers' range; it returns the result otherwise.
func checkedWhole(op string, x, y int) int {
	z, ok := wholeOp(op, x, y)
	if !ok {
		panic(fmt.Errorf("%s", overflowMsg(op, x, y)))
	}
	return z
}

// finite returns z, the result of x op y, and panics, as a lowered
// expression fails, when it is not a finite number: a division by zero
// (+Inf, or NaN for 0 / 0) or a result too large or undefined would
// otherwise flow on into events and conditions as +Inf or NaN, a silent
// wrong answer. Small enough to inline in the arithmetic's closures.
func finite(op string, x, y, z float64) float64 {
	if z-z != 0 { // Inf - Inf and NaN - NaN are NaN
		nonFinite(op, x, y, z)
	}
	return z
}

// nonFinite panics with the error of x op y giving z, not finite.
func nonFinite(op string, x, y, z float64) {
	msg, hint := nonFiniteMsg(op, x, y, z)
	panic(diag.NoPlace(hint, "%s", msg))
}

// nonFiniteMsg is the error of x op y giving z, not a finite number, and
// its hint.
func nonFiniteMsg(op string, x, y, z float64) (msg, hint string) {
	if (op == "/" || op == "%") && y == 0 {
		return fmt.Sprintf("division by zero: %s %s 0", numText(x), op),
			"a divisor that can be 0 needs a guard: `if d == 0 then ... else x / d`"
	}
	why := "too large a number"
	if math.IsNaN(z) {
		why = "not a number"
	}
	if (op == "**" || op == "^") && x == 0 && y < 0 {
		why = "a division by zero"
	}
	return fmt.Sprintf("%s %s %s is %s (%v): arithmetic must give a finite number", numText(x), op, numText(y), why, z), ""
}

// numText writes x as the rules would.
func numText(x float64) string { return strconv.FormatFloat(x, 'g', -1, 64) }
