package geom

import (
	"math"
	"math/rand/v2"
	"testing"
)

const inch = MMPerInch

func near(a, b, eps float64) bool { return math.Abs(a-b) <= eps }

func nearVec(a, b Vec, eps float64) bool { return a.Dist(b) <= eps }

// randRect returns a rectangle somewhere in a 300mm square.
func randRect(r *rand.Rand) Rect {
	return Rect{
		Centre: V(r.Float64()*300, r.Float64()*300),
		Facing: r.Float64() * 360,
		Width:  5 + r.Float64()*120,
		Depth:  5 + r.Float64()*60,
	}
}

// randShape returns a shape of a random kind near the middle of the
// square.
func randShape(r *rand.Rand) Shape {
	switch r.IntN(4) {
	case 0:
		return RectShape(randRect(r))
	case 1:
		return CircleShape(Circle{V(r.Float64()*300, r.Float64()*300), 5 + r.Float64()*40})
	case 2:
		c := V(r.Float64()*300, r.Float64()*300)
		return SegShape(Seg{c, c.Add(Dir(r.Float64() * 360).Scale(10 + r.Float64()*100))})
	}
	return PolyShape(randStar(r))
}

// randStar returns a random star-shaped (usually concave) polygon.
func randStar(r *rand.Rand) Polygon {
	c := V(r.Float64()*300, r.Float64()*300)
	n := 5 + r.IntN(6)
	pts := make([]Vec, n)
	for i := range pts {
		pts[i] = c.Add(Dir(360 * float64(i) / float64(n)).Scale(10 + r.Float64()*60))
	}
	return Polygon{pts}
}

// moveShape applies the rigid motion "rotate by deg about the origin, then
// translate by t" to s.
func moveShape(s Shape, deg float64, t Vec) Shape {
	m := func(p Vec) Vec { return p.Rotate(deg).Add(t) }
	switch s.Kind {
	case KRect:
		s.Rect = s.Rect.RotateAbout(Vec{}, deg).Translate(t)
	case KCircle:
		s.Circle.C = m(s.Circle.C)
	case KSeg:
		s.Seg = Seg{m(s.Seg.A), m(s.Seg.B)}
	default:
		pts := make([]Vec, len(s.Poly.Pts))
		for i, p := range s.Poly.Pts {
			pts[i] = m(p)
		}
		s.Poly = Polygon{pts}
	}
	return s
}

func seeded(t testing.TB, seed uint64) *rand.Rand {
	t.Helper()
	return rand.New(rand.NewPCG(seed, 7))
}
