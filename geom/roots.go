package geom

import "math"

// Roots of a polynomial known only by its values.
//
// A question "is there a position where ..." over a one-parameter family
// of positions changes its answer only where some contact begins or ends:
// a corner crosses a line, a line sweeps over a corner, a circle grows to
// touch a line. When the positions depend on the parameter through cos and
// sin of one angle (or linearly on a length), each such condition, with
// its denominators cleared, is a polynomial of known low degree in the
// parameter (in t = tan(angle/2) for an angle). Its coefficients need not
// be written out by hand: a polynomial of degree at most n is fixed by its
// values at n+1 points, so it is interpolated at Chebyshev points (where
// interpolation is well conditioned) and its roots found exactly, without
// sampling: the roots of its derivative, found the same way, cut the
// interval into pieces on which it is monotone, and each piece whose ends
// differ in sign holds one root, found by bisection to the last bit.

// Roots returns the real roots in [lo, hi] of p, a polynomial of degree at
// most deg, sorted. A root where p touches zero without crossing it (a
// tangency) is included, possibly twice within rounding. When p is zero
// throughout (to rounding) there are no isolated roots and Roots returns
// nil.
func Roots(p func(float64) float64, deg int, lo, hi float64) []float64 {
	if !(hi > lo) || deg < 1 {
		return nil
	}
	ch := NewCheb(deg + 1)
	vals := make([]float64, deg+1)
	for j := range vals {
		vals[j] = p(ch.Point(j, lo, hi))
	}
	return ch.Roots(nil, ch.Coeffs(nil, vals), lo, hi)
}

// maxPoints bounds the points a Cheb interpolates at, so that its work
// needs no allocation.
const maxPoints = 16

// Cheb interpolates polynomials of degree below n at the n Chebyshev
// points of an interval.
type Cheb struct {
	n   int
	cos []float64 // cos(πk(j+½)/n) at k*n+j
}

// NewCheb returns the interpolation at n points, n at most 16.
func NewCheb(n int) *Cheb {
	n = min(n, maxPoints)
	c := &Cheb{n: n, cos: make([]float64, n*n)}
	for k := range n {
		for j := range n {
			c.cos[k*n+j] = math.Cos(math.Pi * float64(k) * (float64(j) + 0.5) / float64(n))
		}
	}
	return c
}

// Point returns the j-th Chebyshev point of [lo, hi].
func (c *Cheb) Point(j int, lo, hi float64) float64 { return fromUnit(c.cos[c.n+j], lo, hi) }

// Coeffs appends to dst the Chebyshev coefficients of the polynomial
// taking the values vals at the points.
func (c *Cheb) Coeffs(dst, vals []float64) []float64 {
	n := c.n
	for k := range n {
		s := 0.0
		row := c.cos[k*n : k*n+n]
		for j, v := range vals {
			s += v * row[j]
		}
		if k > 0 {
			s *= 2
		}
		dst = append(dst, s/float64(n))
	}
	return dst
}

// MayVanish reports whether the polynomial with Chebyshev coefficients co
// may be zero somewhere on its interval: it differs from co[0] by at most
// the sum of the other coefficients' sizes, as |T_k| <= 1 there.
func MayVanish(co []float64) bool {
	rest := 0.0
	for _, x := range co[1:] {
		rest += math.Abs(x)
	}
	return math.Abs(co[0]) <= rest*(1+1e-9)
}

// Roots appends to dst the roots in [lo, hi] of the polynomial with
// Chebyshev coefficients co (on that interval), as the package function
// Roots finds them.
func (c *Cheb) Roots(dst, co []float64, lo, hi float64) []float64 {
	scale := 0.0
	for _, x := range co {
		scale = math.Max(scale, math.Abs(x))
	}
	if scale == 0 || math.IsNaN(scale) || math.IsInf(scale, 0) {
		return dst
	}
	var buf [maxPoints]float64
	m := monomial(buf[:len(co)], co)
	// Coefficients at the level of rounding are noise: a polynomial of
	// lower degree interpolated as one of higher degree.
	n := len(m) - 1
	for n > 0 && math.Abs(m[n]) <= 1e-11*scale {
		n--
	}
	if n == 0 {
		return dst
	}
	from := len(dst)
	dst = polyRoots(dst, m[:n+1], -1, 1, 1e-9*scale)
	for i := from; i < len(dst); i++ {
		dst[i] = fromUnit(dst[i], lo, hi)
	}
	return dst
}

// fromUnit maps u in [-1, 1] onto [lo, hi].
func fromUnit(u, lo, hi float64) float64 { return lo + (u+1)*(hi-lo)/2 }

// monomial writes into m (as long as c) the monomial coefficients of the
// polynomial with Chebyshev coefficients c, and returns it.
func monomial(m, c []float64) []float64 {
	n := len(c)
	var prev, cur, next [maxPoints]float64 // T_{k-1}, T_k, T_{k+1}
	clear(m)
	prev[0] = 1
	if n > 1 {
		cur[1] = 1
	}
	for k := range c {
		t := &prev
		if k > 0 {
			t = &cur
		}
		for i := range n {
			m[i] += c[k] * t[i]
		}
		if k >= 1 && k+1 < n {
			for i := range n {
				next[i] = -prev[i]
				if i > 0 {
					next[i] += 2 * cur[i-1]
				}
			}
			prev, cur = cur, next
		}
	}
	return m
}

// horner returns the value at x of the polynomial with coefficients m.
func horner(m []float64, x float64) float64 {
	v := 0.0
	for i := len(m) - 1; i >= 0; i-- {
		v = v*x + m[i]
	}
	return v
}

// polyRoots appends to dst the roots of m in [lo, hi], sorted, and the
// points where it touches zero (within eps) at a root of its derivative.
// The roots of each derivative, from the highest (linear) down, split
// [lo, hi] into pieces on which the one below is monotone.
func polyRoots(dst, m []float64, lo, hi, eps float64) []float64 {
	n := len(m) - 1
	for n > 0 && m[n] == 0 {
		n--
	}
	if n < 1 || n >= maxPoints {
		return dst
	}
	var ders [maxPoints][maxPoints]float64 // ders[k]: the k-th derivative
	copy(ders[0][:], m[:n+1])
	for k := 1; k < n; k++ {
		for i := 1; i <= n-k+1; i++ {
			ders[k][i-1] = float64(i) * ders[k-1][i]
		}
	}
	var crit, next [maxPoints]float64
	nc := 0
	if x := -ders[n-1][0] / ders[n-1][1]; x >= lo && x <= hi {
		crit[0], nc = x, 1
	}
	if n == 1 {
		return append(dst, crit[:nc]...)
	}
	for k := n - 2; k > 0; k-- {
		nc = len(rootsBetween(next[:0], ders[k][:n-k+1], crit[:nc], lo, hi, math.Inf(-1)))
		crit = next
	}
	return rootsBetween(dst, ders[0][:n+1], crit[:nc], lo, hi, eps)
}

// rootsBetween appends to dst the roots of m in [lo, hi], where m is
// monotone between the points crit (sorted), and the points of crit where
// m is within eps of zero.
func rootsBetween(dst, m, crit []float64, lo, hi, eps float64) []float64 {
	x0, v0 := lo, horner(m, lo)
	if v0 == 0 {
		dst = append(dst, lo)
	}
	for i := 0; i <= len(crit); i++ {
		x1 := hi
		if i < len(crit) {
			x1 = crit[i]
		}
		v1 := horner(m, x1)
		switch {
		case v1 == 0:
			dst = append(dst, x1)
		case v0 != 0 && (v0 < 0) != (v1 < 0):
			dst = append(dst, bisect(m, x0, x1, v0 < 0))
		case i < len(crit) && math.Abs(v1) <= eps:
			dst = append(dst, x1)
		}
		x0, v0 = x1, v1
	}
	return dst
}

// bisect returns the root of m between a and b, where m is negative at a
// when neg: Newton's steps from inside the bracket, halving it whenever a
// step would leave it, so it converges as fast as Newton's method near a
// simple root and never fails.
func bisect(m []float64, a, b float64, neg bool) float64 {
	x := (a + b) / 2
	for range 100 {
		v, d := hornerD(m, x)
		if v == 0 {
			return x
		}
		if (v < 0) == neg {
			a = x
		} else {
			b = x
		}
		if math.Abs(b-a) <= 1e-14 {
			break
		}
		next := x - v/d
		if !(next > min(a, b) && next < max(a, b)) {
			next = (a + b) / 2
		} else if math.Abs(next-x) <= 1e-15 {
			return next
		}
		x = next
	}
	return (a + b) / 2
}

// hornerD returns the value and the derivative at x of the polynomial
// with coefficients m.
func hornerD(m []float64, x float64) (v, d float64) {
	for i := len(m) - 1; i >= 0; i-- {
		d = d*x + v
		v = v*x + m[i]
	}
	return v, d
}

// N returns how many points c interpolates at.
func (c *Cheb) N() int { return c.n }
