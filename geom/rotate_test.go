package geom

import (
	"math"
	"testing"
)

func TestSweepRotationCoversAndIsTight(t *testing.T) {
	unit := Rect{Centre: V(100, 100), Facing: 30, Width: 60, Depth: 25}
	tests := []struct {
		name string
		p    Vec
		deg  float64
	}{
		{"pivot 10", unit.Centre, 10},
		{"pivot -35", unit.Centre, -35},
		{"pivot 180", unit.Centre, 180},
		{"wheel 30", unit.Corners()[1], 30},
		{"wheel -90", unit.Corners()[0], -90},
		{"outside 20", V(200, 20), 20},
		{"outside -200", V(0, 250), -200},
		{"outside all round", V(180, 100), 350},
	}
	for _, tt := range tests {
		poly := PolyShape(SweepRotation(unit, tt.p, tt.deg))
		var samples []Rect
		for i := 0; i <= 300; i++ {
			samples = append(samples, unit.RotateAbout(tt.p, tt.deg*float64(i)/300))
		}
		for _, s := range samples {
			for k := range 4 {
				e := s.Edge(Side(k))
				for j := 0; j <= 4; j++ {
					q := e.A.Add(e.B.Sub(e.A).Scale(float64(j) / 4))
					if !PointInShape(q, poly, 1e-7) {
						t.Fatalf("%s: point %v of a swept position lies outside the polygon (by %v)", tt.name, q, signedDist(q, poly))
					}
				}
			}
		}
		if tt.name == "outside all round" {
			continue // covered by a star through the pivot, not tight
		}
		worst := 0.0
		for _, v := range poly.Poly.Pts {
			worst = max(worst, arcDist(v, tt.p, tt.deg, unit))
		}
		far := 0.0
		for _, c := range unit.Corners() {
			far = max(far, c.Dist(tt.p))
		}
		if worst > 4e-5*far {
			t.Errorf("%s: polygon reaches %v beyond the swept region", tt.name, worst)
		}
	}
}

func TestBestRotationTowardByHand(t *testing.T) {
	const tol = 0.0254
	unit := Rect{Centre: V(0, 0), Facing: 0, Width: 40, Depth: 20}
	wall := []Shape{SegShape(Seg{V(21, -100), V(21, 100)})}
	free := math.Asin(21/math.Sqrt(500))*180/math.Pi - math.Atan2(20, 10)*180/math.Pi
	tests := []struct {
		name          string
		target, clear float64
		want          float64
	}{
		{"clockwise to contact", 30, 0, free},
		{"anticlockwise to contact", -30, 0, 360 - free},
		{"short of the target", 3, 0, 3},
		{"with clearance", 30, 0.5 + tol, math.Asin(20.5/math.Sqrt(500))*180/math.Pi - math.Atan2(20, 10)*180/math.Pi},
		{"already too close", 30, 2, 0},
	}
	for _, tt := range tests {
		r, f := BestRotationToward(unit, tt.target, tt.clear, wall, tol)
		if !near(f, tt.want, 1e-9) || r.Facing != f || r.Centre != unit.Centre {
			t.Errorf("%s: facing %v (rect %+v), want %v", tt.name, f, r, tt.want)
		}
	}
}

func TestBestRotationTowardRandom(t *testing.T) {
	r := seeded(t, 5)
	const tol = 0.0254
	for i := range 100 {
		unit := randRect(r)
		var obs []Shape
		for range 3 {
			obs = append(obs, aheadOf(randShape(r), unit, Dir(r.Float64()*360), 10, r.Float64(), r.Float64()))
		}
		clear := r.Float64() * 10
		target := r.Float64() * 360
		got, f := BestRotationToward(unit, target, clear, obs, tol)
		if !legalStartAll(unit, clear, obs, tol) {
			if got != unit {
				t.Errorf("case %d: turned from an illegal start", i)
			}
			continue
		}
		turn := AngleDiff(unit.Facing, f)
		for k := 0; k <= 200; k++ {
			a := unit.PivotTo(unit.Facing + turn*float64(k)/200)
			if !legal(a, clear-1e-6, obs, tol) {
				t.Errorf("case %d: illegal at %v of the turn to %v", i, float64(k)/200, turn)
				break
			}
		}
		if near(AngleDiff(f, target), 0, 1e-9) {
			continue
		}
		beyond := got.PivotTo(f + 0.001*math.Copysign(1, AngleDiff(unit.Facing, target)))
		if legal(beyond, clear, obs, tol) {
			t.Errorf("case %d: stopped at %v but 0.001 degrees further is legal", i, f)
		}
	}
}

func legalStartAll(r Rect, clear float64, obs []Shape, tol float64) bool {
	for _, ob := range obs {
		if !legalStart(r, ob, clear-tol, tol) {
			return false
		}
	}
	return true
}

// arcDist returns how far point v lies from the region swept by turning r
// by deg about p: the least distance from r to v turned back through the
// same angles, found on a grid and refined by ternary search.
func arcDist(v, p Vec, deg float64, r Rect) float64 {
	f := func(th float64) float64 {
		return signedDist(p.Add(v.Sub(p).Rotate(-th)), RectShape(r))
	}
	const n = 400
	step := deg / n
	best, at := math.Inf(1), 0.0
	for i := 0; i <= n; i++ {
		if d := f(step * float64(i)); d < best {
			best, at = d, step*float64(i)
		}
	}
	lo, hi := at-step, at+step
	if deg < 0 {
		lo, hi = hi, lo
	}
	lo, hi = max(lo, min(0, deg)), min(hi, max(0, deg))
	for range 100 {
		a, b := lo+(hi-lo)/3, hi-(hi-lo)/3
		if f(a) < f(b) {
			hi = b
		} else {
			lo = a
		}
	}
	return min(best, f(lo))
}
