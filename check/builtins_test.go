package check_test

import (
	"testing"

	"github.com/rulec-dev/rulec/check"
	"github.com/rulec-dev/rulec/engine"
)

// TestBuiltins runs every builtin the checker accepts that the bundled
// rules do not use, as constants whose values are worked by hand.
func TestBuiltins(t *testing.T) {
	src := `units in
const a = mean([1, 2, 3, 4])
const b = median([3, 1, 2])
const c = take([1, 2, 3], 2)
const d = reverse([1, 2, 3])
const e = uniq([1, 2, 1])
const f = sort([3, 1, 2], "desc")
const g = concat([1], [2, 3])
const h = flatten([[1], [2, [3]]])
const i = keys(fromPairs([["b", 1], ["a", 2]]))
const j = values(fromPairs([["b", 1], ["a", 2]]))
const k = trimPrefix("xyz", "x") + trimSuffix("abc", "c") + trim("--a--", "-")
const l = lastIndexOf("abab", "b")
const m = repeat("ab", 2)
const n = type(1.5)
const o = toPairs(fromPairs([["a", 1]]))
const p = first([4, 5]) + last([4, 5]) + sum([1, 2]) + count([true, false, true])
const q = min([3, 1, 2]) + max(1, 2.5) + floor(2.5) + ceil(2.5) + round(2.5) + abs(-1)
`
	prog, err := check.LoadSources(engine.Stdlib(), []string{"b.rules"}, map[string][]byte{"b.rules": []byte(src)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]string{
		"a": "2.5", "b": "2", "c": "[1, 2]", "d": "[3, 2, 1]", "e": "[1, 2]", "f": "[3, 2, 1]",
		"g": "[1, 2, 3]", "h": "[1, 2, 3]", "i": "[a, b]", "j": "[2, 1]", "k": "yzaba", "l": "3",
		"m": "abab", "n": "float", "o": "[[a, 1]]",
		"p": "14",   // 4 + 5 + 3 + 2
		"q": "12.5", // 1 + 2.5 + 2 + 3 + 3 + 1
	} {
		if got := check.Show(prog.Consts[name]); got != want {
			t.Errorf("%s = %s, want %s", name, got, want)
		}
	}
}
