package geom

import (
	"testing"
	"time"
)

func TestTmpSweepCost(t *testing.T) {
	u := Rect{Centre: V(100, 100), Facing: 0, Width: 120, Depth: 40}
	for _, deg := range []float64{10, 45, 90, 180} {
		p := SweepRotation(u, u.Centre, deg)
		o := RectShape(Rect{Centre: V(100, 150), Facing: 10, Width: 50, Depth: 20})
		st := time.Now()
		ov := Overlap(PolyShape(p), o, 0.0254)
		d := Distance(PolyShape(p), o)
		t.Log(deg, len(p.Pts), ov, d, time.Since(st))
	}
}
