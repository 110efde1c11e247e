package types

import "strings"

// The dimension rules: what an operator gives on two numbers of known
// dimension (a plain number, a length, an angle), or why it is an error.
// The checker reads them (Arith); the reference table in docs/language.md
// is generated from them (RulesTable), and a test keeps the two equal.
//
// Around the table, the checker applies what is not a matter of the two
// kinds alone: a bare 0 or -1 (the "none" some queries return) stands for
// a number of any dimension, so it adds to and compares with anything; a
// value of type Any (a prop, which holds what the scenario gives it) takes
// the other side's kind; a roll's total is a plain number.

// OpClass is a class of operators that share their dimension rules.
type OpClass uint8

const (
	OpAdd     OpClass = iota // + and -
	OpCompare                // < <= > >= == !=
	OpMul                    // *
	OpDiv                    // /
	OpMod                    // %
	OpPow                    // ** and ^
	opClasses
)

// ClassOf returns the class of an operator as written, false for an
// operator that is not arithmetic or a comparison.
func ClassOf(op string) (OpClass, bool) {
	switch op {
	case "+", "-":
		return OpAdd, true
	case "<", "<=", ">", ">=", "==", "!=":
		return OpCompare, true
	case "*":
		return OpMul, true
	case "/":
		return OpDiv, true
	case "%":
		return OpMod, true
	case "**", "^":
		return OpPow, true
	}
	return 0, false
}

// Rule is one line of the table: op applied to a value of kind X and one
// of kind Y gives a value of kind Result, or, when Result is Invalid, is
// an error that Why explains and Hint tells how to mend. A Result of Any
// is a number whose kind the checker cannot know (an area, a square root
// of one): it goes wherever a number of any kind does.
type Rule struct {
	Op     OpClass
	X, Y   Kind
	Result Kind
	Why    string
	Hint   string
}

// dimIndex is a number kind's place in the table: 0 number, 1 length, 2
// angle; -1 for any other kind.
func dimIndex(k Kind) int {
	switch k {
	case Number:
		return 0
	case Length:
		return 1
	case Angle:
		return 2
	}
	return -1
}

// dimKinds are the kinds of the table, in its order.
var dimKinds = [3]Kind{Number, Length, Angle}

const (
	mixWhy  = "a length has a unit and a plain number has none"
	mixHint = "write the number with a unit: 3in, or n * 1in for a number n"
	angWhy  = "a length and an angle measure different things"
	anyWhy  = "a number of a kind the language does not name (an area, a rate, a root), " +
		"accepted wherever a number is"
)

// rules is the table, by class, left kind and right kind (number, length,
// angle).
var rules = [opClasses][3][3]Rule{
	OpAdd: {
		{{Result: Number}, {Why: mixWhy, Hint: mixHint}, {Result: Angle, Why: "angles are written in bare degrees"}},
		{{Why: mixWhy, Hint: mixHint}, {Result: Length}, {Why: angWhy}},
		{{Result: Angle, Why: "angles are written in bare degrees"}, {Why: angWhy}, {Result: Angle}},
	},
	OpCompare: {
		{{Result: Bool}, {Why: mixWhy, Hint: mixHint}, {Result: Bool, Why: "angles are written in bare degrees"}},
		{{Why: mixWhy, Hint: mixHint}, {Result: Bool}, {Why: angWhy}},
		{{Result: Bool, Why: "angles are written in bare degrees"}, {Why: angWhy}, {Result: Bool}},
	},
	OpMul: {
		{{Result: Number}, {Result: Length, Why: "roll * 1in turns a roll into inches"}, {Result: Angle}},
		{{Result: Length}, {Result: Any, Why: anyWhy}, {Result: Any, Why: anyWhy}},
		{{Result: Angle}, {Result: Any, Why: anyWhy}, {Result: Any, Why: anyWhy}},
	},
	OpDiv: {
		{{Result: Number}, {Result: Any, Why: anyWhy}, {Result: Any, Why: anyWhy}},
		{{Result: Length}, {Result: Number, Why: "a ratio of two lengths"}, {Result: Any, Why: anyWhy}},
		{{Result: Angle}, {Result: Any, Why: anyWhy}, {Result: Number, Why: "a ratio of two angles"}},
	},
	OpMod: {
		{{Result: Number}, {Result: Number}, {Result: Number}},
		{{Result: Length, Why: "a remainder has its dividend's kind"}, {Result: Length}, {Result: Length}},
		{{Result: Angle}, {Result: Angle}, {Result: Angle}},
	},
	OpPow: {
		{{Result: Number}, {Result: Any, Why: anyWhy}, {Result: Any, Why: anyWhy}},
		{{Result: Any, Why: anyWhy}, {Result: Any, Why: anyWhy}, {Result: Any, Why: anyWhy}},
		{{Result: Any, Why: anyWhy}, {Result: Any, Why: anyWhy}, {Result: Any, Why: anyWhy}},
	},
}

// Arith returns the rule for op on numbers of kinds x and y, and false
// when either kind is not a number of known dimension (the checker decides
// those: Any, Invalid, words ...).
func Arith(op OpClass, x, y Kind) (Rule, bool) {
	i, j := dimIndex(x), dimIndex(y)
	if i < 0 || j < 0 || op >= opClasses {
		return Rule{}, false
	}
	r := rules[op][i][j]
	r.Op, r.X, r.Y = op, x, y
	return r, true
}

// opNames are the operators of each class, as the reference shows them.
var opNames = [opClasses]string{
	OpAdd: "`+` `-`", OpCompare: "`<` `<=` `>` `>=` `==` `!=`", OpMul: "`*`", OpDiv: "`/`",
	OpMod: "`%`", OpPow: "`**`",
}

// RulesTable returns the dimension rules as the Markdown table of
// docs/language.md: one line per operator class and pair of kinds.
func RulesTable() string {
	var b strings.Builder
	b.WriteString("| operator | left | right | result |\n|---|---|---|---|\n")
	for op := OpClass(0); op < opClasses; op++ {
		for _, x := range dimKinds {
			for _, y := range dimKinds {
				r, _ := Arith(op, x, y)
				res := "**error**"
				switch r.Result {
				case Invalid:
				case Any:
					res = "any number"
				default:
					res = Type{Kind: r.Result}.String()
				}
				if r.Why != "" {
					res += ": " + r.Why
				}
				if r.Hint != "" {
					res += " (" + r.Hint + ")"
				}
				b.WriteString("| " + opNames[op] + " | " + names[x] + " | " + names[y] + " | " + res + " |\n")
			}
		}
	}
	return b.String()
}
