package geom

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestArcsMemoKeepsAnswers checks ArcsMemo against FreeArcs itself, bit
// for bit, on scenes that come back with a few of their Keeps changed:
// each base round a contact circle stands at one of three places (two
// near the circle, one far from it), keeps one of two distances, and the
// terrain rectangle faces one of two ways, so that most questions have
// been asked before with the same Keeps near the circle (a kept answer)
// or with one of them changed (a new one). It fails where the key leaves
// out anything freeArcs reads of a near Keep (its distance, its place,
// the rectangle's facing) or of the question (the circle, the tolerance).
func TestArcsMemoKeepsAnswers(t *testing.T) {
	r := rand.New(rand.NewPCG(30, 10))
	type base struct {
		at   [3]Vec
		dist [2]float64
	}
	c0 := V(600, 600)
	var bases []base
	for range 10 {
		var b base
		for k := range 3 {
			a := r.Float64() * 2 * math.Pi
			d := 30 + r.Float64()*30 // near: within the grown radii of the circle
			if k == 2 {
				d = 300 + r.Float64()*300 // far from it
			}
			b.at[k] = c0.Add(V(math.Cos(a), math.Sin(a)).Scale(d))
		}
		b.dist = [2]float64{12.5, 12.5 + 25.4*r.Float64()}
		bases = append(bases, b)
	}
	var m ArcsMemo
	same := func(a, b [][2]float64) bool {
		if len(a) != len(b) || (a == nil) != (b == nil) {
			return false
		}
		for i := range a {
			for k := range 2 {
				if math.Float64bits(a[i][k]) != math.Float64bits(b[i][k]) {
					return false
				}
			}
		}
		return true
	}
	// the scene walks: each question changes one thing of the one before,
	// or nothing
	pos, dist := make([]int, len(bases)), make([]int, len(bases))
	facing, rad, tols := 0, 0, 0
	kept := 0
	for range 4000 {
		switch k := r.IntN(2 * (len(bases) + 2)); {
		case k < len(bases):
			pos[k] = r.IntN(3)
		case k < 2*len(bases):
			dist[k-len(bases)] = r.IntN(2)
		case k == 2*len(bases):
			facing = r.IntN(2)
		case k == 2*len(bases)+1:
			rad, tols = r.IntN(2), r.IntN(2)
		}
		keeps := BoardKeeps(Board{W: 1200, H: 1200}, 12.5)
		for i, b := range bases {
			keeps = append(keeps, Keep{Shape: CircleShape(Circle{C: b.at[pos[i]], R: 12.5}), Dist: b.dist[dist[i]]})
		}
		keeps = append(keeps, Keep{Shape: RectShape(Rect{Centre: V(640, 560), Width: 40, Depth: 30, Facing: float64(facing) * 37}), Dist: 12.5})
		c := Circle{C: c0, R: 25 + float64(rad)*5}
		tol := []float64{0.01, 8}[tols] // 8: a base overlapping the circle by less is clear of it
		n := len(m.kept)
		got, want := m.FreeArcs(c, keeps, tol), FreeArcs(c, keeps, tol)
		if !same(got, want) {
			t.Fatalf("ArcsMemo.FreeArcs(%v, tol %v) = %v, FreeArcs %v", c, tol, got, want)
		}
		if len(m.kept) == n {
			kept++
		}
	}
	if kept < 1000 || len(m.kept) < 100 {
		t.Fatalf("%d answers kept, %d questions answered from them: the test asks too few alike, or too few unlike", len(m.kept), kept)
	}
}
