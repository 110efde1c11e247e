package box

import (
	"runtime"
	"testing"
)

// TestSlice checks that Slice gives back exactly the slice it points at,
// array, length and room, nil or empty or not, and that the interface
// compares and switches as one from any(s) would.
func TestSlice(t *testing.T) {
	arr := []int{1, 2, 3, 4}
	for _, s := range [][]int{nil, {}, arr, arr[1:2], arr[1:2:3], arr[:0]} {
		hdrs := [][]int{s}
		v := Slice(&hdrs[0])
		got, ok := v.([]int)
		if !ok {
			t.Fatalf("Slice(%v) is %T, not []int", s, v)
		}
		if len(got) != len(s) || cap(got) != cap(s) || (got == nil) != (s == nil) ||
			(cap(s) > 0 && &got[:1][0] != &s[:1][0]) {
			t.Errorf("Slice(%v) = %v (len %d cap %d), want len %d cap %d of the same array", s, got, len(got), cap(got), len(s), cap(s))
		}
		switch v.(type) {
		case []int:
		default:
			t.Errorf("Slice(%v) does not switch as a []int", s)
		}
		var w any = []int(nil)
		if _, ok := w.([]string); ok {
			t.Fatal("[]int asserted as []string")
		}
		if _, ok := v.([]string); ok {
			t.Errorf("Slice(%v) asserted as []string", s)
		}
	}
}

// TestSliceAllocates checks that Slice allocates nothing where any(s)
// allocates once.
func TestSliceAllocates(t *testing.T) {
	hdrs := make([][]int, 1)
	hdrs[0] = make([]int, 3)
	if n := testing.AllocsPerRun(100, func() { sink = Slice(&hdrs[0]) }); n != 0 {
		t.Errorf("Slice allocates %v times, want 0", n)
	}
	if n := testing.AllocsPerRun(100, func() { sink = hdrs[0] }); n != 1 {
		t.Errorf("any(slice) allocates %v times, want 1 (the comparison is void)", n)
	}
}

// TestSliceKeepsArray checks that an interface Slice made keeps the array
// of headers, and what they point to, alive after every other reference
// is gone.
func TestSliceKeepsArray(t *testing.T) {
	v := func() any {
		hdrs := make([][]*int, 4)
		for i := range hdrs {
			x := i * 10
			hdrs[i] = []*int{&x}
		}
		return Slice(&hdrs[2])
	}()
	for range 3 {
		runtime.GC()
		_ = make([]byte, 1<<16) // reuse freed memory, were any freed
	}
	s := v.([]*int)
	if len(s) != 1 || *s[0] != 20 {
		t.Errorf("after collections the box holds %v, want [20]", s)
	}
}

// TestSameType checks SameType against the type assertions it stands
// for: values of one type (nil pointers and slices among them) are the
// same type, of two types not, and nil only with nil.
func TestSameType(t *testing.T) {
	type named float64
	var p *int
	vals := []any{nil, 1.5, 0.0, named(1.5), 1, p, new(int), []int(nil), []int{1}, []string{}, Slice(&[][]int{{1}}[0])}
	same := func(v, w any) bool {
		switch w.(type) {
		case nil:
			return v == nil
		case float64:
			_, ok := v.(float64)
			return ok
		case named:
			_, ok := v.(named)
			return ok
		case int:
			_, ok := v.(int)
			return ok
		case *int:
			_, ok := v.(*int)
			return ok
		case []int:
			_, ok := v.([]int)
			return ok
		case []string:
			_, ok := v.([]string)
			return ok
		}
		t.Fatalf("no case for %T", w)
		return false
	}
	for _, v := range vals {
		for _, w := range vals {
			if got, want := SameType(v, w), same(v, w); got != want {
				t.Errorf("SameType(%#v, %#v) = %v, want %v", v, w, got, want)
			}
			if got, want := SameTypeAt(&v, &w), same(v, w); got != want {
				t.Errorf("SameTypeAt(%#v, %#v) = %v, want %v", v, w, got, want)
			}
		}
	}
}
