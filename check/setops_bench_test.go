package check

import (
	"fmt"
	"testing"

	"github.com/rulec-dev/rulec/world"
)

// The set operators as the evaluator runs them on two values.
const (
	setUnion  = "+"
	setExcept = "-"
	setIn     = "in"
)

// setFunc returns the set operator op on two values.
func setFunc(op string) func(args ...any) (any, error) {
	return func(args ...any) (any, error) {
		if op == setIn {
			x, _ := args[0].(*world.Body)
			l, err := operandOf(args[1])
			return x != nil && l.holds(x), err
		}
		a, err := operandOf(args[0])
		if err != nil {
			return nil, err
		}
		b, err := operandOf(args[1])
		if err != nil {
			return nil, err
		}
		if op == setUnion {
			return unionOf(nil, &a, &b), nil
		}
		return exceptOf(nil, &a, &b), nil
	}
}

// setLists returns two lists of n units each, the last third of a being
// the first third of b, as `a + b`, `a - b` and `x in a` meet them.
func setLists(n int) (a, b []*world.Body) {
	all := make([]*world.Body, n+2*n/3)
	for i := range all {
		all[i] = &world.Body{ID: fmt.Sprint("U", i), Kind: world.KindUnit}
	}
	return all[:n], all[len(all)-n:]
}

// TestSetOperators checks the set operators on lists long and short: the
// order of a union and a difference, and membership.
func TestSetOperators(t *testing.T) {
	unionSet, exceptSet, inSet := setFunc(setUnion), setFunc(setExcept), setFunc(setIn)
	for _, n := range []int{3, 30, 300} {
		a, b := setLists(n)
		shared := n - 2*n/3 // the end of a and the start of b
		u, err := unionSet(a, b)
		if err != nil {
			t.Fatal(err)
		}
		union := u.([]*world.Body)
		if len(union) != len(a)+len(b)-shared {
			t.Errorf("n=%d: a + b has %d units, want %d", n, len(union), len(a)+len(b)-shared)
		}
		for i, x := range union {
			want := a[min(i, len(a)-1)]
			if i >= len(a) {
				want = b[i-len(a)+shared]
			}
			if x != want {
				t.Fatalf("n=%d: (a + b)[%d] = %s, want %s", n, i, x.ID, want.ID)
			}
		}
		d, err := exceptSet(a, b)
		if err != nil {
			t.Fatal(err)
		}
		diff := d.([]*world.Body)
		if len(diff) != n-shared || (len(diff) > 0 && diff[len(diff)-1] != a[n-shared-1]) {
			t.Errorf("n=%d: a - b has %d units, want the first %d of a", n, len(diff), n-shared)
		}
		for i, x := range append(append([]*world.Body(nil), a...), b...) {
			in, _ := inSet(x, a)
			if in != (i < n+shared) {
				t.Errorf("n=%d: unit %s in a = %v", n, x.ID, in)
			}
		}
	}
}

// BenchmarkSetOperators measures `a + b`, `a - b` and `x in a` on lists
// of 10, 100 and 1,000 units: linear operators grow tenfold per step.
func BenchmarkSetOperators(b *testing.B) {
	for _, n := range []int{10, 100, 1000} {
		x, y := setLists(n)
		for _, op := range []struct {
			name string
			fn   func(args ...any) (any, error)
		}{{"union", setFunc(setUnion)}, {"except", setFunc(setExcept)}} {
			b.Run(fmt.Sprintf("%s/n=%d", op.name, n), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					if _, err := op.fn(x, y); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
