package geom

import (
	"math"
	"testing"
)

func TestArcOf(t *testing.T) {
	const tol = 0.0254
	unit := Rect{Centre: V(0, 0), Facing: 0, Width: 40, Depth: 20} // corners at (±20, ±10)
	east := Rect{Centre: V(0, 0), Facing: 90, Width: 40, Depth: 20}
	tests := []struct {
		name string
		r    Rect
		p    Vec
		want Side
	}{
		{"straight ahead", unit, V(0, 50), Front},
		{"on the front edge", unit, V(0, 10), Front},
		{"straight behind", unit, V(0, -50), Rear},
		{"right", unit, V(50, 0), Right},
		{"left", unit, V(-50, 0), Left},
		{"on the front-right line", unit, V(30, 20), Right},
		{"within tol of the line", unit, V(30, 20.02), Right},
		// 0.03 above the 45-degree line is 0.03/√2 = 0.0212 from it, within
		// tol (0.0254): on the line, so in the Flank arc.
		{"within tol of the line, measured square to it", unit, V(30, 20.03), Right},
		{"tol from the line, measured square to it", unit, V(30, 20.0254*1.42), Front},
		{"just inside the front arc", unit, V(30, 20.1), Front},
		{"far along the front-left line", unit, V(-1020, 1010), Left},
		{"on the rear-left line", unit, V(-25, -15), Left},
		{"just inside the rear arc", unit, V(-25, -15.1), Rear},
		{"beside the front corner", unit, V(21, 10), Right},
		{"facing east, ahead", east, V(50, 0), Front},
		{"facing east, its left", east, V(0, 50), Left},
		{"facing east, its right", east, V(0, -50), Right},
	}
	for _, tt := range tests {
		if got := ArcOf(tt.r, tt.p, tol); got != tt.want {
			t.Errorf("%s: ArcOf(%v) = %v, want %v", tt.name, tt.p, got, tt.want)
		}
	}
}

// TestFreeArcEndsAreClear: a contact circle crossing the side of a thin
// rock moved out by the keep, just short of the corner, also crosses the
// whole circle round that corner beyond the corner's own sides, inside the
// grown rock (0.0014in deep). The sliver between the two held its
// midpoint within the tolerance (0.001in), so the free arc ended at the
// deeper crossing, which no route reaches: RouteToCircle went round the
// far end of the gap (3.722in) instead of up the rock's side (3.604in).
// From the assault's differential search (tests/assault/ordinary9/
// gap_arc_ends_on_the_moved_side). Lengths in mm.
func TestFreeArcEndsAreClear(t *testing.T) {
	const in, tol = 25.4, 0.0254
	poly := func(pts ...[2]float64) Shape {
		var p Polygon
		for _, q := range pts {
			p.Pts = append(p.Pts, Vec{q[0] * in, q[1] * in})
		}
		return PolyShape(p)
	}
	keep := 20.0 // a 40mm base
	keeps := []Keep{
		{Shape: CircleShape(Circle{C: Vec{24 * in, 30 * in}, R: 12.5}), Dist: keep},
		{Shape: poly([2]float64{22.526, 28.859}, [2]float64{22.589, 29.1}, [2]float64{17.687, 30.393}, [2]float64{17.623, 30.152}), Dist: keep},
		{Shape: poly([2]float64{27.086, 27.656}, [2]float64{27.15, 27.898}, [2]float64{24.355, 28.635}, [2]float64{24.291, 28.393}), Dist: keep},
	}
	c := Circle{C: Vec{24 * in, 30 * in}, R: 12.5 + keep}
	free := FreeArcs(c, keeps, tol)
	for _, a := range free {
		for _, e := range a {
			if p := onRim(c.C, c.R, e); !pointClear(p, keeps, tol) {
				t.Errorf("free arc end %.6f rad, %v, is not clear", e, p)
			}
		}
	}
	r := NewRouter(Vec{25.199 * in, 25.713 * in}, keeps, 6*in, tol)
	l, p, ok := r.RouteToCircle(c, r.FreeArcs(c))
	want := Vec{23.581724 * in, 28.790771 * in}
	if !ok || math.Abs(l/in-3.603923) > 1e-5 || dist(p[len(p)-1], want) > 0.001*in {
		t.Errorf("route into contact: %.6fin to %v, %v; want 3.603923in to %v", l/in, p[len(p)-1], ok, want)
	}
}
