package geom

import "testing"

func TestEdgeAndCorner(t *testing.T) {
	a := Rect{Centre: V(100, 100), Width: 40, Depth: 15}
	tests := []struct {
		name         string
		b            Rect
		edge, corner bool
	}{
		{"side by side", Rect{Centre: V(140, 100), Width: 40, Depth: 15}, true, true},
		{"behind, corners on corners", Rect{Centre: V(100, 85), Width: 40, Depth: 15}, true, true},
		{"deeper, front corners level", Rect{Centre: V(140, 92.5), Width: 40, Depth: 30}, true, true},
		{"side by side, 1mm apart", Rect{Centre: V(141, 100), Width: 40, Depth: 15}, false, false},
		{"stepped back 5mm: edges touch, no corner on a corner", Rect{Centre: V(140, 95), Width: 40, Depth: 15}, false, false},
		{"corner on corner only", Rect{Centre: V(140, 115), Width: 40, Depth: 15}, false, true},
	}
	for _, tc := range tests {
		if got := EdgeAndCorner(a, tc.b, 1e-6); got != tc.edge {
			t.Errorf("%s: EdgeAndCorner = %v, want %v", tc.name, got, tc.edge)
		}
		if got := CornerOnCorner(a, tc.b, 1e-6); got != tc.corner {
			t.Errorf("%s: CornerOnCorner = %v, want %v", tc.name, got, tc.corner)
		}
	}
}

func TestLocalAndCentroid(t *testing.T) {
	r := Rect{Centre: V(10, 10), Facing: 90, Width: 4, Depth: 2}
	if f, rt := r.Local(V(13, 8)); abs(f-3) > 1e-9 || abs(rt-2) > 1e-9 {
		t.Errorf("Local = %v, %v, want 3, 2", f, rt)
	}
	p := Polygon{Pts: []Vec{V(0, 0), V(4, 0), V(4, 2), V(0, 2)}}
	if c := p.Centroid(); c.Dist(V(2, 1)) > 1e-9 {
		t.Errorf("Centroid = %v, want (2, 1)", c)
	}
}
