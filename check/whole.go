package check

import (
	"fmt"
	"math/bits"
	"reflect"

	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/file"
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

// checkedWhole panics, as a lowered expression fails, when x op y is
// beyond the whole numbers' range; it returns the result otherwise.
func checkedWhole(op string, x, y int) int {
	z, ok := wholeOp(op, x, y)
	if !ok {
		panic(fmt.Errorf("%s", overflowMsg(op, x, y)))
	}
	return z
}

// foldWhole finds, in a checked tree, an operation on whole-number
// constants whose result is beyond the range, before expr's optimiser
// folds it round: the error is at that operation.
func foldWhole(root ast.Node, source file.Source) error {
	var fail error
	var value func(n ast.Node) (int, bool)
	value = func(n ast.Node) (int, bool) {
		switch n := n.(type) {
		case *ast.IntegerNode:
			return n.Value, true
		case *ast.UnaryNode:
			if x, ok := value(n.Node); ok && n.Operator == "-" {
				return checkedNeg(x)
			}
		case *ast.BinaryNode:
			l, lok := value(n.Left)
			r, rok := value(n.Right)
			if !lok || !rok || fail != nil {
				return 0, false
			}
			if n.Operator != "+" && n.Operator != "-" && n.Operator != "*" {
				return 0, false
			}
			if t := n.Type(); t != nil && t.Kind() != reflect.Int {
				return 0, false
			}
			z, ok := wholeOp(n.Operator, l, r)
			if !ok {
				e := &file.Error{Location: n.Location(), Message: overflowMsg(n.Operator, l, r)}
				fail = e.Bind(source)
			}
			return z, ok
		}
		return 0, false
	}
	ast.Walk(&root, wholeVisitor(func(n ast.Node) {
		if _, ok := n.(*ast.BinaryNode); ok && fail == nil {
			value(n)
		}
	}))
	return fail
}

// wholeVisitor calls itself on every node of a tree.
type wholeVisitor func(ast.Node)

// Visit implements ast.Visitor.
func (v wholeVisitor) Visit(n *ast.Node) { v(*n) }

// checkedNeg returns -x, false for -(-2^63).
func checkedNeg(x int) (int, bool) {
	if x == -maxWhole-1 {
		return 0, false
	}
	return -x, true
}

// whole returns expr's operation op on two values, checked for overflow
// when both are whole numbers.
func whole(op string, slow func(a, b any) any) func(a, b any) any {
	return func(a, b any) any {
		if x, ok := a.(int); ok {
			if y, ok := b.(int); ok {
				return checkedWhole(op, x, y)
			}
		}
		return slow(a, b)
	}
}
