package campaign

import (
	"fmt"
	"strings"
)

// The language's cases of issue 27 (items 3, 14 and 17) and issue 28
// (item 8): defs that double with each level, whole numbers and lengths
// past their limits, the messages of expr's arithmetic, defs that call one
// another unused, and a condition written with `=`.

// ruleset returns a rules file of a header, units and the lines given.
func ruleset(lines ...string) string {
	return "ruleset \"lang\" version \"1\"\nunits in\n\n" + strings.Join(lines, "\n") + "\n"
}

// languageCases are the language's inputs.
func languageCases() []kase {
	doubling := []string{"def d0(x: number) = x + 1"}
	for i := 1; i <= 20; i++ {
		doubling = append(doubling, fmt.Sprintf("def d%d(x: number) = d%d(x) + d%d(x)", i, i-1, i-1))
	}
	proc := func(body ...string) string {
		return "procedure p(unit: unit) {\n  " + strings.Join(body, "\n  ") + "\n}"
	}
	cases := []kase{
		// A def is lowered once and called in a frame of its own (check/), no
		// longer written out at each use: twenty doublings check at once.
		rulesCase("lang twenty doubling defs used", ruleset(append(doubling, proc("event e(d20(1))"))...), "ok"),
		rulesCase("lang unused defs calling each other", ruleset("def f(x: number) = g(x)", "def g(x: number) = f(x)",
			proc("event e(1)")), `definition "f" calls itself: f → g → f`),
		rulesCase("lang unused def calling itself", ruleset("def r(x: number) = r(x) + 1", proc("event e(1)")),
			`definition "r" calls itself`),
		rulesCase("lang whole-number overflow at check", ruleset(proc("event e(9223372036854775807 + 1)")),
			"whole-number overflow: 9223372036854775807 \\+ 1 is beyond 9223372036854775807, the largest whole number"),
		rulesCase("lang whole number out of range", ruleset(proc("event e(99999999999999999999)")),
			"whole numbers go up to 9223372036854775807"),
		rulesCase("lang remainder by zero", ruleset(proc("event e(1 % 0)")), "^[^:]+:[0-9]+:[0-9]+: division by zero"),
		rulesCase("lang length past infinity", ruleset("const big = 1e307in", proc("move unit, forward: big")),
			`too large \(lengths go up to 1.7976931348623157e\+308 mm\)`),
		rulesCase("lang condition written with =", ruleset(proc("if facing(unit) = 0 {", "  stop", "}")),
			`unexpected "=" in an expression.*==`),
		rulesCase("lang conditional value without else", ruleset(proc("let x = if facing(unit) > 0 then 1in", "move unit, forward: x")),
			"a conditional value needs else"),
		{name: "lang whole-number overflow at run", files: map[string]string{
			"r.rules": ruleset(proc("let n = len(units()) * 4611686018427387904", "event e(n)")),
			"s.yaml": "rules: [r.rules]\nboard: {width: 48in, depth: 48in}\nunits:\n" +
				"  A: {side: red, centre: [10in, 10in], facing: 0, base: [1in, 1in]}\n" +
				"  B: {side: red, centre: [20in, 10in], facing: 0, base: [1in, 1in]}\nrun: p\nargs: {unit: A}\n"},
			args: []string{"run", "s.yaml"}, want: "whole-number overflow: 2 \\* 4611686018427387904 is beyond 9223372036854775807"},
	}
	return cases
}
