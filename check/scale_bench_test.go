package check

import (
	"fmt"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/engine"
)

// scaleInputs are rules texts of n repeated parts, one kind of growth
// each: a procedure of many lets each read by the next statement, of
// many lets each read by the next let, of many steps each of which may go
// back to the one before, a chain
// of n procedures each calling the one before, n defs each calling the one
// before, and a long chain of + in one expression. The check of each
// should grow about linearly in n: BenchmarkCheckScale runs every kind at
// n and 2n and 4n, so that a doubling that much more than doubles the
// instructions shows.
var scaleInputs = []struct {
	name string
	text func(n int) string
}{
	{"lets", func(n int) string {
		var b strings.Builder
		b.WriteString("procedure go(unit: unit) {\n")
		for i := range n {
			fmt.Fprintf(&b, "  let x%d = %d\n  event e(x%d)\n", i, i, i)
		}
		b.WriteString("}\n")
		return b.String()
	}},
	{"lets_chained", func(n int) string {
		var b strings.Builder
		b.WriteString("procedure go(unit: unit) {\n  let x0 = 1\n")
		for i := 1; i < n; i++ {
			fmt.Fprintf(&b, "  let x%d = x%d + 1\n", i, i-1)
		}
		fmt.Fprintf(&b, "  event e(x%d)\n}\n", n-1)
		return b.String()
	}},
	{"steps", func(n int) string {
		var b strings.Builder
		b.WriteString("procedure go(unit: unit) {\n")
		for i := range n {
			fmt.Fprintf(&b, "  step %d \"S%d\" {\n    if 1 > 2 {\n      goto step %d\n    }\n  }\n", i+1, i, max(1, i))
		}
		b.WriteString("}\n")
		return b.String()
	}},
	{"procs", func(n int) string {
		var b strings.Builder
		b.WriteString("procedure p0(unit: unit) {\n  event e(1)\n}\n")
		for i := 1; i < n; i++ {
			fmt.Fprintf(&b, "procedure p%d(unit: unit) {\n  call p%d(unit)\n}\n", i, i-1)
		}
		return b.String()
	}},
	{"defs", func(n int) string {
		var b strings.Builder
		b.WriteString("def d0(u: unit) = 1\n")
		for i := 1; i < n; i++ {
			fmt.Fprintf(&b, "def d%d(u: unit) = d%d(u) + 1\n", i, i-1)
		}
		fmt.Fprintf(&b, "procedure go(unit: unit) {\n  event e(d%d(unit))\n}\n", n-1)
		return b.String()
	}},
	{"plus_chain", func(n int) string {
		return "procedure go(unit: unit) {\n  let x = 1" + strings.Repeat(" + 1", n-1) + "\n  event e(x)\n}\n"
	}},
}

// BenchmarkCheckScale checks each of scaleInputs at 1000, 2000 and 4000
// parts (-bench CheckScale/lets/ for one kind): compare the ns/op, or
// callgrind's instructions, of each size with the one before.
func BenchmarkCheckScale(b *testing.B) {
	reg := engine.Stdlib()
	for _, in := range scaleInputs {
		for _, n := range []int{1000, 2000, 4000} {
			src := []byte(in.text(n))
			b.Run(fmt.Sprintf("%s/%d", in.name, n), func(b *testing.B) {
				srcs := map[string][]byte{"scale.rules": src}
				for b.Loop() {
					c := Check(reg, []string{"scale.rules"}, srcs, ReadRulesFile)
					if c.Err != nil {
						b.Fatal(c.Err)
					}
				}
			})
		}
	}
}
