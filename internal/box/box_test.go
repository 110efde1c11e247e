package box

import (
	"math"
	"testing"
)

// TestNum checks that Num gives back exactly the number it is given,
// whether from the table or not.
func TestNum(t *testing.T) {
	for _, x := range []float64{0, math.Copysign(0, -1), 1, 2, 12, 90, 180, 359, 511, 512, -1, 0.5, 2.0000001,
		1e300, math.Inf(1), math.Inf(-1), math.NaN(), 25.4} {
		v, ok := Num(x).(float64)
		if !ok {
			t.Fatalf("Num(%v) is %T, not float64", x, Num(x))
		}
		if math.Float64bits(v) != math.Float64bits(x) && !(math.IsNaN(v) && math.IsNaN(x)) {
			t.Errorf("Num(%v) = %v (bits %x, want %x)", x, v, math.Float64bits(v), math.Float64bits(x))
		}
	}
}

// sink keeps the boxes Num returns on the heap's side of escape analysis.
var sink any

// TestNumAllocates checks that Num allocates nothing for a whole number
// in the table, and allocates for another.
func TestNumAllocates(t *testing.T) {
	x := float64(len(t.Name())*0 + 180)
	if n := testing.AllocsPerRun(100, func() { sink = Num(x) }); n != 0 {
		t.Errorf("Num(180) allocates %v times, want 0", n)
	}
	y := float64(len(t.Name())) + 0.4 // not a constant, which the compiler would box statically
	if n := testing.AllocsPerRun(100, func() { sink = Num(y) }); n != 1 {
		t.Errorf("Num(%v) allocates %v times, want 1", y, n)
	}
}
