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
	return ch.Roots(ch.Coeffs(nil, vals), lo, hi)
}

// Cheb interpolates polynomials of degree below n at the n Chebyshev
// points of an interval.
type Cheb struct {
	n   int
	cos []float64 // cos(πk(j+½)/n) at k*n+j
}

// NewCheb returns the interpolation at n points.
func NewCheb(n int) *Cheb {
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

// Roots returns the roots in [lo, hi] of the polynomial with Chebyshev
// coefficients co (on that interval), as the package function Roots does.
func (c *Cheb) Roots(co []float64, lo, hi float64) []float64 {
	scale := 0.0
	for _, x := range co {
		scale = math.Max(scale, math.Abs(x))
	}
	if scale == 0 || math.IsNaN(scale) || math.IsInf(scale, 0) {
		return nil
	}
	m := monomial(co)
	// Coefficients at the level of rounding are noise: a polynomial of
	// lower degree interpolated as one of higher degree.
	n := len(m) - 1
	for n > 0 && math.Abs(m[n]) <= 1e-11*scale {
		n--
	}
	m = m[:n+1]
	if n == 0 {
		return nil
	}
	var out []float64
	for _, u := range polyRoots(m, -1, 1, 1e-9*scale) {
		out = append(out, fromUnit(u, lo, hi))
	}
	return out
}

// fromUnit maps u in [-1, 1] onto [lo, hi].
func fromUnit(u, lo, hi float64) float64 { return lo + (u+1)*(hi-lo)/2 }

// monomial converts Chebyshev coefficients to monomial ones.
func monomial(c []float64) []float64 {
	n := len(c)
	m := make([]float64, n)
	prev, cur := make([]float64, n), make([]float64, n) // T_{k-1}, T_k
	prev[0] = 1
	if n > 1 {
		cur[1] = 1
	}
	for k := range c {
		t := prev
		if k > 0 {
			t = cur
		}
		for i, x := range t {
			m[i] += c[k] * x
		}
		if k >= 1 && k+1 < n {
			next := make([]float64, n)
			for i := range next {
				if i > 0 {
					next[i] += 2 * cur[i-1]
				}
				next[i] -= prev[i]
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

// polyRoots returns the roots of m in [lo, hi], sorted, and the points
// where it touches zero (within eps) at a root of its derivative.
func polyRoots(m []float64, lo, hi, eps float64) []float64 {
	n := len(m) - 1
	for n > 0 && m[n] == 0 {
		n--
	}
	if n < 1 {
		return nil
	}
	if n == 1 {
		x := -m[0] / m[1]
		if x >= lo && x <= hi {
			return []float64{x}
		}
		return nil
	}
	d := make([]float64, n)
	for i := 1; i <= n; i++ {
		d[i-1] = float64(i) * m[i]
	}
	crit := polyRoots(d, lo, hi, math.Inf(-1))
	var out []float64
	x0, v0 := lo, horner(m[:n+1], lo)
	if v0 == 0 {
		out = append(out, lo)
	}
	for i := 0; i <= len(crit); i++ {
		x1 := hi
		if i < len(crit) {
			x1 = crit[i]
		}
		v1 := horner(m[:n+1], x1)
		switch {
		case v1 == 0:
			out = append(out, x1)
		case v0 != 0 && (v0 < 0) != (v1 < 0):
			out = append(out, bisect(m[:n+1], x0, x1, v0 < 0))
		case i < len(crit) && math.Abs(v1) <= eps:
			out = append(out, x1)
		}
		x0, v0 = x1, v1
	}
	return out
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
