package geom

import "testing"

func TestCornersByHand(t *testing.T) {
	// A 5in x 2in unit at (36in, 20in) facing 180 (down the table): its
	// left is to the east, its front edge at y = 19in.
	r := Rect{Centre: V(36*inch, 20*inch), Facing: 180, Width: 5 * inch, Depth: 2 * inch}
	want := [4]Vec{V(38.5*inch, 19*inch), V(33.5*inch, 19*inch), V(33.5*inch, 21*inch), V(38.5*inch, 21*inch)}
	got := r.Corners()
	for i := range got {
		if !nearVec(got[i], want[i], 1e-9) {
			t.Errorf("corner %d = %v, want %v", i, got[i], want[i])
		}
	}
	edges := []struct {
		s    Side
		seg  Seg
		mid  Vec
		name string
	}{
		{Front, Seg{want[0], want[1]}, V(36*inch, 19*inch), "front"},
		{Right, Seg{want[1], want[2]}, V(33.5*inch, 20*inch), "right"},
		{Rear, Seg{want[2], want[3]}, V(36*inch, 21*inch), "rear"},
		{Left, Seg{want[3], want[0]}, V(38.5*inch, 20*inch), "left"},
	}
	for _, e := range edges {
		if g := r.Edge(e.s); !nearVec(g.A, e.seg.A, 1e-9) || !nearVec(g.B, e.seg.B, 1e-9) {
			t.Errorf("Edge(%v) = %v, want %v", e.s, g, e.seg)
		}
		if g := r.EdgeMid(e.s); !nearVec(g, e.mid, 1e-9) {
			t.Errorf("EdgeMid(%v) = %v, want %v", e.s, g, e.mid)
		}
		if e.s.String() != e.name {
			t.Errorf("String = %q, want %q", e.s.String(), e.name)
		}
	}
	if r.Forward() != V(0, -1) || r.Right() != V(-1, 0) {
		t.Errorf("Forward, Right = %v, %v", r.Forward(), r.Right())
	}
}

func TestMotions(t *testing.T) {
	r := Rect{Centre: V(100, 100), Facing: 0, Width: 40, Depth: 20}
	tests := []struct {
		name string
		got  Rect
		want Rect
	}{
		{"forward", r.MoveForward(30), Rect{V(100, 130), 0, 40, 20}},
		{"backward", r.MoveForward(-30), Rect{V(100, 70), 0, 40, 20}},
		{"translate", r.Translate(V(1, 2)), Rect{V(101, 102), 0, 40, 20}},
		{"pivot", r.PivotTo(-90), Rect{V(100, 100), 270, 40, 20}},
		{"rotate about origin", r.RotateAbout(V(0, 0), 90), Rect{V(100, -100), 90, 40, 20}},
		// Clockwise wheel: the front-right corner (120,110) stays; the
		// unit ends facing east, its front edge running down from there.
		{"wheel right", r.Wheel(90), Rect{V(110, 130), 90, 40, 20}},
		// Anticlockwise wheel: the front-left corner (80,110) stays.
		{"wheel left", r.Wheel(-90), Rect{V(90, 130), 270, 40, 20}},
		{"sweep forward", SweepForward(r, 30), Rect{V(100, 115), 0, 40, 50}},
		{"sweep back", SweepForward(r, -30), Rect{V(100, 85), 0, 40, 50}},
		{"ahead", Ahead(r, 30), Rect{V(100, 125), 0, 40, 30}},
	}
	for _, tt := range tests {
		if !nearVec(tt.got.Centre, tt.want.Centre, 1e-9) || tt.got.Facing != tt.want.Facing ||
			tt.got.Width != tt.want.Width || tt.got.Depth != tt.want.Depth {
			t.Errorf("%s: got %+v, want %+v", tt.name, tt.got, tt.want)
		}
	}
	w := r.Wheel(37)
	if !nearVec(w.Corners()[1], r.Corners()[1], 1e-9) {
		t.Errorf("clockwise wheel moved the front-right corner")
	}
	if w = r.Wheel(-37); !nearVec(w.Corners()[0], r.Corners()[0], 1e-9) {
		t.Errorf("anticlockwise wheel moved the front-left corner")
	}
}

func TestContains(t *testing.T) {
	r := Rect{Centre: V(0, 0), Facing: 90, Width: 40, Depth: 20}
	tests := []struct {
		p    Vec
		tol  float64
		want bool
	}{
		{V(0, 0), 0, true},
		{V(10, 20), 0, true},
		{V(10.5, 0), 0, false},
		{V(10.5, 0), 0.5, true},
		{V(0, 20.1), 0, false},
	}
	for _, tt := range tests {
		if got := r.Contains(tt.p, tt.tol); got != tt.want {
			t.Errorf("Contains(%v, %v) = %v", tt.p, tt.tol, got)
		}
	}
}

func TestBoard(t *testing.T) {
	b := Board{W: 1000, H: 500}
	in := Rect{Centre: V(500, 250), Facing: 0, Width: 100, Depth: 50}
	edge := Rect{Centre: V(50, 250), Facing: 0, Width: 100, Depth: 50}
	off := Rect{Centre: V(49, 250), Facing: 0, Width: 100, Depth: 50}
	if !b.Inside(in, 0) || !b.Inside(edge, 0) || b.Inside(off, 0) || !b.Inside(off, 1) {
		t.Error("Inside wrong")
	}
	if b.RectCrossesEdge(edge, 0) || !b.RectCrossesEdge(off, 0.5) {
		t.Error("RectCrossesEdge wrong")
	}
	if !b.CrossesEdge(Seg{V(10, 10), V(-1, 10)}, 0.5) || b.CrossesEdge(Seg{V(10, 10), V(0, 0)}, 0) {
		t.Error("CrossesEdge wrong")
	}
	tests := []struct {
		r    Rect
		want float64
	}{
		{in, 250 - 25},
		{in.PivotTo(90), 500 - 25},
		{in.PivotTo(180), 250 - 25},
		{Rect{V(25, 250), 270, 100, 50}, 0},  // its front stands on the edge
		{Rect{V(25, 250), 90, 100, 50}, 950}, // its rear does, but it walks away
		{off, 0},
		{in.PivotTo(45), (250 - 37.5*1.4142135623730951) / 0.7071067811865476},
	}
	for _, tt := range tests {
		if got := b.EdgeDistanceAhead(tt.r); !near(got, tt.want, 1e-9) {
			t.Errorf("EdgeDistanceAhead(%+v) = %v, want %v", tt.r, got, tt.want)
		}
	}
}
