package geom

import (
	"math"
	"testing"
)

// TestContactLengthByHand: segments against shapes, lengths worked by hand.
// E is 5 x 1 facing north at (36, 24) (x 33.5 .. 38.5, y 23.5 .. 24.5); A
// is 3 x 1 facing west at (39, 24) (x 38.5 .. 39.5, y 22.5 .. 25.5), its
// Front flat on E's right Flank: that Flank shares its whole 1 with A, while
// E's Front and Rear meet A only at their east ends.
func TestContactLengthByHand(t *testing.T) {
	const tol = 0.001
	e := Rect{Centre: V(36, 24), Facing: 0, Width: 5, Depth: 1}
	a := RectShape(Rect{Centre: V(39, 24), Facing: 270, Width: 3, Depth: 1})
	tests := []struct {
		name string
		s    Seg
		o    Shape
		want float64
	}{
		{"E's right Flank flat on A's Front", e.Edge(Right), a, 1},
		{"E's Front meets A at a corner", e.Edge(Front), a, 0},
		{"E's Rear meets A at a corner", e.Edge(Rear), a, 0},
		{"E's left Flank is 5 from A", e.Edge(Left), a, 0},
		{"half along a longer edge", Seg{V(0, 0), V(4, 0)}, RectShape(Rect{Centre: V(3, -1), Width: 2, Depth: 2}), 2},
		{"within tol of the line", Seg{V(0, 0), V(4, 0)}, SegShape(Seg{V(1, 0.0005), V(3, -0.0005)}), 2},
		{"beyond tol of the line", Seg{V(0, 0), V(4, 0)}, SegShape(Seg{V(1, 0.002), V(3, 0.002)}), 0},
		{"on the line, past the end", Seg{V(0, 0), V(4, 0)}, SegShape(Seg{V(5, 0), V(7, 0)}), 0},
		{"crossing at an angle", Seg{V(0, 0), V(4, 0)}, SegShape(Seg{V(2, -1), V(2, 1)}), 0},
		{"a circle", Seg{V(0, 0), V(4, 0)}, CircleShape(Circle{C: V(2, 1), R: 1}), 0},
		{"a polygon's edge, turned 30 degrees", Seg{V(0, 0), V(2*math.Sqrt(3), 2)},
			PolyShape(Polygon{Pts: []Vec{V(0, 0), V(math.Sqrt(3), 1), V(0, 3)}}), 2},
	}
	for _, tt := range tests {
		if got := ContactLength(tt.s, tt.o, tol); math.Abs(got-tt.want) > 1e-9 {
			t.Errorf("%s: ContactLength = %v, want %v", tt.name, got, tt.want)
		}
	}
}
