package geom

import (
	"math"
	"math/rand/v2"
	"runtime"
	"testing"
)

func TestDirAndBearing(t *testing.T) {
	tests := []struct {
		bearing float64
		want    Vec
	}{
		{0, V(0, 1)},
		{90, V(1, 0)},
		{180, V(0, -1)},
		{270, V(-1, 0)},
		{-90, V(-1, 0)},
		{450, V(1, 0)},
		{45, V(0.7071067811865476, 0.7071067811865476)},
	}
	for _, tt := range tests {
		if got := Dir(tt.bearing); !nearVec(got, tt.want, 1e-15) {
			t.Errorf("Dir(%v) = %v, want %v", tt.bearing, got, tt.want)
		}
		if got, want := BearingOf(tt.want), NormBearing(tt.bearing); !near(got, want, 1e-12) {
			t.Errorf("BearingOf(%v) = %v, want %v", tt.want, got, want)
		}
	}
	if got := BearingOf(Vec{}); got != 0 {
		t.Errorf("BearingOf(0) = %v, want 0", got)
	}
}

func TestRotateIsClockwise(t *testing.T) {
	tests := []struct {
		v    Vec
		deg  float64
		want Vec
	}{
		{V(0, 1), 90, V(1, 0)},
		{V(1, 0), 90, V(0, -1)},
		{V(2, 3), 180, V(-2, -3)},
		{V(2, 3), -90, V(-3, 2)},
		{V(2, 3), 360, V(2, 3)},
	}
	for _, tt := range tests {
		if got := tt.v.Rotate(tt.deg); got != tt.want {
			t.Errorf("%v.Rotate(%v) = %v, want %v", tt.v, tt.deg, got, tt.want)
		}
	}
}

func TestAngles(t *testing.T) {
	norm := []struct{ in, want float64 }{{0, 0}, {360, 0}, {-90, 270}, {725, 5}, {359.5, 359.5}}
	for _, tt := range norm {
		if got := NormBearing(tt.in); got != tt.want {
			t.Errorf("NormBearing(%v) = %v, want %v", tt.in, got, tt.want)
		}
	}
	diff := []struct{ a, b, want float64 }{
		{0, 90, 90}, {90, 0, -90}, {350, 10, 20}, {10, 350, -20}, {0, 180, 180}, {180, 0, 180}, {45, 45, 0},
	}
	for _, tt := range diff {
		if got := AngleDiff(tt.a, tt.b); got != tt.want {
			t.Errorf("AngleDiff(%v, %v) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}

func TestVecBasics(t *testing.T) {
	a, b := V(3, 4), V(1, -2)
	if a.Add(b) != V(4, 2) || a.Sub(b) != V(2, 6) || a.Scale(2) != V(6, 8) {
		t.Error("Add/Sub/Scale wrong")
	}
	if a.Dot(b) != -5 || a.Cross(b) != -10 || a.Len() != 5 || a.Dist(V(0, 0)) != 5 {
		t.Error("Dot/Cross/Len/Dist wrong")
	}
	if a.Norm() != V(0.6, 0.8) || (Vec{}).Norm() != (Vec{}) {
		t.Error("Norm wrong")
	}
}

func TestSinCosDeg(t *testing.T) {
	r := seeded(t, 6)
	for range 100000 {
		d := (r.Float64() - 0.5) * 2000
		s, c := sinCosDeg(d)
		ws, wc := math.Sincos(math.Mod(d, 360) * math.Pi / 180)
		if !near(s, ws, 1.5e-15) || !near(c, wc, 1.5e-15) {
			t.Fatalf("sinCosDeg(%v) = %v, %v, want %v, %v", d, s, c, ws, wc)
		}
	}
	for _, d := range []float64{0, 90, 180, 270, 360, -90, -180, 720, 1e6 * 90} {
		s, c := sinCosDeg(d)
		if s != math.Round(math.Sin(d*math.Pi/180)) || c != math.Round(math.Cos(d*math.Pi/180)) {
			t.Errorf("sinCosDeg(%v) = %v, %v, not exact", d, s, c)
		}
	}
}

func TestSinCos2Deg(t *testing.T) {
	r := seeded(t, 8)
	for range 10000 {
		a, b := (r.Float64()-0.5)*2000, (r.Float64()-0.5)*2000
		as, ac, bs, bc := sinCos2Deg(a, b)
		was, wac := sinCosDeg(a)
		wbs, wbc := sinCosDeg(b)
		if as != was || ac != wac || bs != wbs || bc != wbc {
			t.Fatalf("sinCos2Deg(%v, %v) disagrees with sinCosDeg", a, b)
		}
	}
}

// TestNegativeZero feeds a true -0 (the constant -0.0 is +0 in Go): it must
// normalise to +0 and print as 0, never "-0".
func TestNegativeZero(t *testing.T) {
	negZero := math.Copysign(0, -1)
	if got := NormBearing(negZero); got != 0 || math.Signbit(got) {
		t.Errorf("NormBearing(-0) = %v (sign bit %v), want +0", got, math.Signbit(got))
	}
	if got := FormatAngle(negZero); got != "0" {
		t.Errorf("FormatAngle(-0) = %q, want \"0\"", got)
	}
	if got := FormatLength(negZero, "in", Units{Default: "in"}); got != "0in" {
		t.Errorf("FormatLength(-0) = %q, want \"0in\"", got)
	}
}

// TestLenIsHypot checks that Len gives math.Hypot's number: to the bit on
// amd64 (math.Hypot's assembly works the same steps), within a rounding
// elsewhere (a platform may fuse the multiply and add in either); zero,
// infinite and NaN lengths as documented. Fails with the ratio taken the
// other way round (smaller over larger is what keeps it exact), or with
// the sum of squares under one square root.
func TestLenIsHypot(t *testing.T) {
	rng := rand.New(rand.NewPCG(30, 20))
	exact := runtime.GOARCH == "amd64"
	check := func(x, y float64) {
		t.Helper()
		got, want := (Vec{x, y}).Len(), math.Hypot(x, y)
		if got == want && math.Signbit(got) == math.Signbit(want) || math.IsNaN(got) && math.IsNaN(want) {
			return
		}
		if !exact && math.Abs(got-want) <= 2e-16*want {
			return
		}
		t.Fatalf("Vec{%v, %v}.Len() = %v (%#x), math.Hypot gives %v (%#x)", x, y, got, math.Float64bits(got), want, math.Float64bits(want))
	}
	for range 200000 {
		// table-sized coordinates, and any magnitude at all
		x, y := (rng.Float64()-0.5)*4000, (rng.Float64()-0.5)*4000
		check(x, y)
		check(x, y*1e-9)
		e1, e2 := rng.IntN(2100)-1075, rng.IntN(2100)-1075
		check(math.Ldexp(rng.Float64()-0.5, e1), math.Ldexp(rng.Float64()-0.5, e2))
		check(math.Ldexp(rng.Float64(), e1), math.Ldexp(rng.Float64(), e1+rng.IntN(60)-30))
	}
	inf := math.Inf(1)
	for _, c := range [][2]float64{{0, 0}, {math.Copysign(0, -1), 0}, {math.Copysign(0, -1), math.Copysign(0, -1)},
		{3, 4}, {-3, 4}, {0, -5}, {inf, 1}, {1, -inf}, {inf, inf}, {-inf, inf}, {math.NaN(), 1}, {1, math.NaN()},
		{math.MaxFloat64, math.MaxFloat64}, {5e-324, 5e-324}, {5e-324, 0}, {math.MaxFloat64, 5e-324}} {
		check(c[0], c[1])
	}
}
