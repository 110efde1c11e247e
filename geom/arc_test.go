package geom

import "testing"

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
