package check

import (
	"fmt"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/world"
)

// lowerRules holds expressions of every form the lowering knows, and some
// that fail at run time; TestLoweredMatchesVM runs each both ways.
const lowerRules = `units in

procedure p(n: number, d: number, w: word, u: unit, b: bool, us: units) {
  let xs = [1, 2.5, n, d]
  let ns = filter(xs, it > 1)
  let k = len(ns)
  let sum = n + d * 2 - 1 / 4
  let mixed = k + 1
  let ints = k * 3 - 1
  let ratio = k / 2
  let pow = n ** 2 + k ** 2
  let rem = k % 2
  let cmp = n < d and k >= 1 or not b
  let eq = w == "x" or k == 2 or n == d or n != 1
  let cond = b ? n : d
  let neg = -n + +d
  let any1 = any(xs, it == n)
  let all1 = all(xs, it > 0)
  let none1 = none(xs, it > 100)
  let cnt = count(xs, it > 1)
  let doubled = map(xs, it * 2)
  let big = max(n, d, 3)
  let small = abs(n - 10)
  let word2 = w + "y"
  let inlist = w in ["x", "y"]
  let first1 = xs[0]
  let last1 = xs[-1]
  let nested = filter(map(xs, it + 1), it > 2)
  let lens = len(w) + len(xs)
  let zero = len(xs) - len(xs)
  let divzero = k % zero
  let outside = xs[9]
  let nilunit = u.side
  let nilsum = u == nil
  let withunit = u in units()
  let set1 = us + u
  let set2 = us - u + us
  let set3 = filter(us, it.side == "red") + u - filter(us, it.id == "B")
  let set4 = len(us - filter(us, it.removed)) + len(filter(us, it.side == w))
  let set5 = u in us - u
  let set6 = filter(us, it.side == "red")
  let set7 = filter(us, it.id == "nobody")
}
`

// TestLoweredMatchesVM runs every expression of lowerRules lowered and on
// expr's VM, on the same variables, and wants the same value or the same
// error text: lowering must not change what a rule computes or says.
func TestLoweredMatchesVM(t *testing.T) {
	prog, err := LoadSources(engine.Stdlib(), []string{"lower.rules"}, map[string][]byte{"lower.rules": []byte(lowerRules)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	p := prog.Procs["p"]
	a, b := &world.Body{ID: "A", Side: "red"}, &world.Body{ID: "B", Side: "blue"}
	for _, args := range [][]any{
		{3.0, 25.4, "x", nil, true, []*world.Body{a, b}},
		{0.5, 50.8, "z", nil, false, []*world.Body(nil)},
		{nil, 1.0, "x", nil, true, nil}, // variables holding nothing
		{2.0, 2.0, "y", (*world.Body)(nil), true, []*world.Body{b}},
		{2.0, 2.0, "red", a, true, []*world.Body{a, b, a}},
		{2.0, 2.0, "y", b, true, []any{a, b}},
		{2.0, 2.0, "y", b, true, []any{a, "B"}}, // not all units
	} {
		lowered := &Frame{Vals: make([]any, len(p.Slots)), Run: &Env{Consts: prog.Consts}, Names: p.Slots}
		onVM := &Frame{Vals: make([]any, len(p.Slots)), Run: &Env{Consts: prog.Consts}, Names: p.Slots}
		copy(lowered.Vals, args)
		copy(onVM.Vals, args)
		for _, s := range p.Body {
			let := s.(*Let)
			if let.Value.run == nil {
				t.Errorf("%s is not lowered", let.Value.Text)
				continue
			}
			got, gerr := let.Value.Eval(lowered)
			want, werr := let.Value.evalVM(onVM)
			if gerr != nil || werr != nil {
				if gerr == nil || werr == nil || trimRunError(gerr) != trimRunError(werr) {
					t.Errorf("%v: let %s = %s: error %v, VM error %v", args, let.Name, let.Value.Text, gerr, werr)
				}
				continue
			}
			if g, w := fmt.Sprintf("%T %#v", got, got), fmt.Sprintf("%T %#v", want, want); g != w {
				t.Errorf("%v: let %s = %s: %s, VM %s", args, let.Name, let.Value.Text, g, w)
			}
			if let.Value.Type == bodiesT {
				// a let of units holds the list Coerce makes
				u, ok, err := let.Value.EvalUnits(lowered)
				if err == nil && !ok {
					u, err = Coerce(u, bodiesT)
				}
				w, werr := Coerce(want, bodiesT)
				if fmt.Sprint(err) != fmt.Sprint(werr) || fmt.Sprintf("%T %#v", u, u) != fmt.Sprintf("%T %#v", w, w) {
					t.Errorf("%v: let %s = %s as units: %#v (%v), VM %#v (%v)", args, let.Name, let.Value.Text, u, err, w, werr)
				}
			}
			lowered.Vals[let.Slot], onVM.Vals[let.Slot] = got, want
		}
	}
}

// trimRunError trims expr's snippet from an error's text, as a run's
// messages show it.
func trimRunError(err error) string {
	s := err.Error()
	if i := strings.Index(s, " (1:"); i > 0 {
		s = s[:i]
	}
	return s
}
