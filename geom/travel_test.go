package geom

import (
	"math"
	"testing"
)

// An element 40 wide, 15 deep, facing north at the origin: front edge at
// y = 7.5, rear edge at y = -7.5.
var el = Rect{Centre: V(0, 0), Facing: 0, Width: 40, Depth: 15}

const ttol = 0.0254

func TestTravelFreeByHand(t *testing.T) {
	wall := RectShape(Rect{V(0, 60), 0, 100, 10}) // south side at y = 55
	// Front at 7.5 meets it after 47.5.
	if d, who := TravelFree(el, V(0, 1), 100, []Shape{wall}, ttol); !near(d, 47.5, 1e-9) || who != 0 {
		t.Errorf("TravelFree into a wall = %v, %d; want 47.5, 0", d, who)
	}
	// Exactly 47.5 to go: it ends touching, which is not a meeting.
	if d, who := TravelFree(el, V(0, 1), 47.5, []Shape{wall}, ttol); d != 47.5 || who != -1 {
		t.Errorf("TravelFree to exact contact = %v, %d; want 47.5, -1", d, who)
	}
	// Backwards, away from it: free.
	if d, who := TravelFree(el, V(0, -1), 100, []Shape{wall}, ttol); d != 100 || who != -1 {
		t.Errorf("TravelFree away = %v, %d", d, who)
	}
	// A friend touching the right side edge does not stop a move forward.
	side := RectShape(Rect{V(40, 0), 0, 40, 15})
	if d, who := TravelFree(el, V(0, 1), 100, []Shape{side}, ttol); d != 100 || who != -1 {
		t.Errorf("TravelFree past a side neighbour = %v, %d", d, who)
	}
	// A corner just touching the path's edge line (x = 20) does not block.
	corner := PolyShape(Polygon{[]Vec{V(20, 30), V(40, 30), V(40, 50)}})
	if d, _ := TravelFree(el, V(0, 1), 100, []Shape{corner}, ttol); d != 100 {
		t.Errorf("TravelFree past a touching corner = %v, want 100", d)
	}
}

func TestTravelFreeEdgeByHand(t *testing.T) {
	const tol = 0.0254
	// A Front edge 40 wide facing 30 degrees, its right corner at
	// (21.0705, -3.5048) from the centre (0, 0): the eastmost point.
	r := Rect{V(0, 0), 30, 40, 15}
	full := FrontEdge(r)
	narrow := full
	narrow.Width -= 2 * tol
	dir := r.Forward()
	// A wall whose west face is 40 east of that corner: the corner meets
	// it after 80 (it goes 0.5 east for each 1 forward).
	x := r.Corners()[1].X + 40
	wall := PolyShape(Polygon{[]Vec{V(x, -100), V(x+50, -100), V(x+50, 200), V(x, 200)}})
	if d, who := TravelFreeEdge(full, narrow, dir, 200, []Shape{wall}, tol); !near(d, 80, 1e-9) || who != 0 {
		t.Errorf("TravelFreeEdge into a slanting face = %v, %d; want 80, 0", d, who)
	}
	// The narrowed edge alone goes tol tan 60 further.
	if d, _ := TravelFree(narrow, dir, 200, []Shape{wall}, tol); !near(d, 80+tol*math.Sqrt(3), 1e-9) {
		t.Errorf("TravelFree of the narrowed edge = %v, want %v", d, 80+tol*math.Sqrt(3))
	}
	// A body reaching into the path by less than tol from the side still
	// does not stop it.
	n := Rect{V(0, 0), 0, 40, 15}
	nf := FrontEdge(n)
	nn := nf
	nn.Width -= 2 * tol
	graze := RectShape(Rect{V(40-tol/2, 50), 0, 40, 20})
	if d, who := TravelFreeEdge(nf, nn, V(0, 1), 100, []Shape{graze}, tol); d != 100 || who != -1 {
		t.Errorf("TravelFreeEdge past a grazing body = %v, %d; want 100, -1", d, who)
	}
	// Straight into a wall it is TravelFree.
	front := RectShape(Rect{V(0, 60), 0, 100, 10})
	if d, who := TravelFreeEdge(nf, nn, V(0, 1), 100, []Shape{graze, front}, tol); !near(d, 47.5, 1e-9) || who != 1 {
		t.Errorf("TravelFreeEdge into a wall = %v, %d; want 47.5, 1", d, who)
	}
}

func TestTravelClearByHand(t *testing.T) {
	enemy := RectShape(Rect{V(0, 307.5), 180, 40, 15}) // front edge at y = 300
	// Front at 7.5 must stay 100 from 300: it may go 192.5.
	if d := TravelClear(el, V(0, 1), 400, 100, []Shape{enemy}); !near(d, 192.5, 1e-9) {
		t.Errorf("TravelClear = %v, want 192.5", d)
	}
	// Already exactly 100 away: no further toward, free away.
	at := el.MoveForward(192.5)
	if d := TravelClear(at, V(0, 1), 50, 100, []Shape{enemy}); !near(d, 0, 1e-9) {
		t.Errorf("TravelClear from the limit, toward = %v, want 0", d)
	}
	// Across: the distance stays exactly 100 while the two overlap
	// sideways, then grows; never closer, so free.
	if d := TravelClear(at, V(1, 0), 50, 100, []Shape{enemy}); d != 50 {
		t.Errorf("TravelClear from the limit, across = %v, want 50", d)
	}
	if d := TravelClear(at, V(0, -1), 50, 100, []Shape{enemy}); d != 50 {
		t.Errorf("TravelClear from the limit, away = %v, want 50", d)
	}
}

func TestSmallestClearTurnByHand(t *testing.T) {
	// A wall across the path 50 ahead, 200 wide: straight ahead is
	// blocked; turning right the path is blocked until the front edge's
	// left end (the path's left side) clears the wall's east end... at a
	// right angle the path runs east along y in [-20, 20] and misses
	// the wall (y >= 55): so the smallest right turn lies below 90.
	wall := RectShape(Rect{V(0, 60), 0, 200, 10})
	a, ok := SmallestClearTurn(el, 1, 180, TurnTest{Path: 100}, []Shape{wall}, ttol)
	if !ok || a <= 0 || a > 90 {
		t.Fatalf("SmallestClearTurn right = %v, %v", a, ok)
	}
	// At the answer the path just touches: a hair less is blocked.
	if PathClear(el, a-1e-6, 100, []Shape{wall}, 1e-9) || !PathClear(el, a+1e-6, 100, []Shape{wall}, 1e-9) {
		t.Errorf("turn %v is not the boundary", a)
	}
	// Walls 5 off both side edges (x = ±25) and across the front: only
	// a turn to straight back (180) runs between them... the front edge,
	// 40 wide, fits the 50 wide corridor at exactly 180 and a little
	// less, so the answer lies beyond 170 and at most 180.
	west := RectShape(Rect{V(-30, 0), 0, 10, 400})
	long := RectShape(Rect{V(0, 60), 0, 400, 10})
	east := RectShape(Rect{V(30, 0), 0, 10, 400})
	if a, ok := SmallestClearTurn(el, -1, 180, TurnTest{Path: 100}, []Shape{west, long, east}, ttol); !ok || a <= 170 || a > 180 {
		t.Errorf("boxed in on three sides: turn = %v, %v; want in (170, 180]", a, ok)
	}
	if _, ok := SmallestClearTurn(el, -1, 90, TurnTest{Path: 100}, []Shape{west, long, east}, ttol); ok {
		t.Error("boxed in on three sides: found a turn within 90")
	}
}

func TestSmallestClearTurnStandsClear(t *testing.T) {
	// A friend directly behind (front edge on el's rear edge, y = -7.5)
	// and a wall across the path: a pivot by a (0 < a < 180) reaches
	// 7.5 cos a + 20 sin a > 7.5 behind the centre, into the friend, and
	// at 180 the path runs into it: no turn at all.
	friend := RectShape(Rect{V(0, -15), 0, 40, 15})
	wall := RectShape(Rect{V(0, 60), 0, 200, 10})
	for _, sign := range []float64{-1, 1} {
		if a, ok := SmallestClearTurn(el, sign, 180, TurnTest{Path: 100}, []Shape{friend, wall}, ttol); ok {
			t.Errorf("friend behind, sign %v: turn %v, want none (the turned element would stand on the friend)", sign, a)
		}
	}
	// Met head on: a wall along el's front edge (y 7.5..17.5) ending at
	// x = 7.5. Turned right by a (0 < a <= 90) the front-left corner,
	// (-20 cos a + 7.5 sin a, 20 sin a + 7.5 cos a), lies in the wall:
	// no turn where it stands. Moved back 12.5 first it turns to 90
	// (body y -32.5..7.5, touching), its path east clear.
	short := RectShape(Rect{V(-46.25, 12.5), 0, 107.5, 10})
	if a, ok := SmallestClearTurn(el, 1, 90, TurnTest{Path: 100}, []Shape{short}, ttol); ok {
		t.Errorf("met head on: turn %v without moving back, want none", a)
	}
	if _, ok := SmallestClearTurn(el, 1, 90, TurnTest{Path: 100, Back: 20}, []Shape{short}, ttol); !ok {
		t.Error("met head on: no turn when it may move back 20")
	}
	if s, ok := TurnBack(el, 90, TurnTest{Back: 20}, []Shape{short}, ttol); !ok || !near(s, 12.5, 1e-6) {
		t.Errorf("TurnBack to 90 = %v, %v; want 12.5", s, ok)
	}
	if s, ok := TurnBack(el, 90, TurnTest{Back: 10}, []Shape{short}, ttol); ok {
		t.Errorf("TurnBack to 90 within 10 = %v, want none", s)
	}
	// A deep friend ahead (y 20..120) and rocks beyond it (y 130..140):
	// the 100 path (to y 107.5) is clear of the rocks, but moving 50 and
	// on until clear of the friend puts the rear edge at 120, the front at
	// 135, in the rocks.
	deep := RectShape(Rect{V(0, 70), 0, 40, 100})
	rocks := RectShape(Rect{V(0, 135), 0, 200, 10})
	if _, ok := SmallestClearTurn(el, 1, 0, TurnTest{Path: 100}, []Shape{rocks}, ttol); !ok {
		t.Error("the 100 path short of the rocks is not clear")
	}
	through := TurnTest{Path: 100, Move: 50, Through: []Shape{deep}}
	if _, ok := SmallestClearTurn(el, 1, 0, through, []Shape{rocks}, ttol); ok {
		t.Error("a move through the friend that ends in the rocks is clear")
	}
}

func TestPushChainByHand(t *testing.T) {
	back := V(0, -1)
	// A friend 10 behind (front edge at y = -17.5), facing the same way,
	// then a wall whose north side is at y = -60.
	friend := Rect{V(0, -25), 0, 40, 15} // rear edge at y = -32.5
	wall := RectShape(Rect{V(0, -65), 0, 100, 10})
	// Free: the chain goes 10, picks up the friend, and then the friend's
	// rear meets the wall after 27.5 more: 37.5 in all.
	res := PushChain(el, back, 100, []Rect{friend}, []Shape{wall}, ttol)
	if !near(res.Travel, 37.5, 1e-9) || !near(res.Joined[0], 10, 1e-9) || res.Blocker != 0 {
		t.Errorf("PushChain = %+v; want travel 37.5, joined 10, blocker 0", res)
	}
	// Only 37.5 to go: complete, touching the wall.
	res = PushChain(el, back, 37.5, []Rect{friend}, []Shape{wall}, ttol)
	if res.Travel != 37.5 || res.Blocker != -1 {
		t.Errorf("PushChain to exact contact = %+v", res)
	}
	// 5 to go: the friend is never reached.
	res = PushChain(el, back, 5, []Rect{friend}, []Shape{wall}, ttol)
	if res.Joined[0] != -1 || res.Travel != 5 {
		t.Errorf("PushChain short = %+v", res)
	}
}

func TestPointPathByHand(t *testing.T) {
	// A square 20x20 centred on (0, 50) between (0,0) and (0,100): the
	// shortest way round runs (0,0) -> (10,40) -> (10,60) -> (0,100):
	// 2*sqrt(100+1600) + 20.
	sq := RectShape(Rect{V(0, 50), 0, 20, 20})
	want := 2*41.23105625617661 + 20
	if d, ok := PointPath(V(0, 0), V(0, 100), []Shape{sq}, ttol); !ok || !near(d, want, 1e-6) {
		t.Errorf("PointPath round a square = %v, %v; want %v", d, ok, want)
	}
	// Along its side edge (x = 10): touching, not deviating.
	if d, ok := PointPath(V(10, 0), V(10, 100), []Shape{sq}, ttol); !ok || !near(d, 100, 1e-9) {
		t.Errorf("PointPath along an edge = %v, %v; want 100", d, ok)
	}
}

func TestBeyondLineByHand(t *testing.T) {
	// Rear line of el: through (0,-7.5), outward normal (0,-1).
	p, n := V(0, -7.5), V(0, -1)
	if d := BeyondLine(el.PivotTo(180), p, n); !near(d, 0, 1e-9) {
		t.Errorf("turned about: beyond = %v, want 0", d)
	}
	if d := BeyondLine(el.MoveForward(-5), p, n); !near(d, 5, 1e-9) {
		t.Errorf("5 back: beyond = %v, want 5", d)
	}
	// A quarter pivot: half the width, 20, reaches 12.5 past the line.
	if d := BeyondLine(el.PivotTo(90), p, n); !near(d, 12.5, 1e-9) {
		t.Errorf("pivoted 90: beyond = %v, want 12.5", d)
	}
}

func TestConvexOverlapByHand(t *testing.T) {
	sq := func(x, y, s float64) []Vec { return []Vec{V(x, y), V(x+s, y), V(x+s, y+s), V(x, y+s)} }
	// Two 10mm squares, the second 8mm to the right: 2mm of overlap.
	if got := convexOverlap(sq(0, 0, 10), sq(8, 0, 10)); !near(got, 2, 1e-12) {
		t.Errorf("overlap = %v, want 2", got)
	}
	// Side by side, touching: no overlap.
	if got := convexOverlap(sq(0, 0, 10), sq(10, 0, 10)); got > 0 {
		t.Errorf("touching overlap = %v, want <= 0", got)
	}
	// A triangle whose corner pokes 1mm into the square's top edge: the
	// depth along the square's normal is 1.
	tri := []Vec{V(5, 9), V(8, 15), V(2, 15)}
	if got := convexOverlap(sq(0, 0, 10), tri); !near(got, 1, 1e-12) {
		t.Errorf("corner overlap = %v, want 1", got)
	}
}

// TestTravelFreeIsLegalAndTight checks on random rectangles and
// obstacles that a rectangle moved by TravelFree's answer overlaps no
// obstacle it did not overlap at the start, and that when an obstacle
// stopped it, moving a little further does.
func TestTravelFreeIsLegalAndTight(t *testing.T) {
	r := seeded(t, 11)
	const tol = 0.0254
	for i := range 2000 {
		rc := randRect(r)
		ob := randShape(r)
		if Overlap(RectShape(rc), ob, tol) {
			continue
		}
		dir := rc.Forward()
		d := 10 + r.Float64()*200
		got, who := TravelFree(rc, dir, d, []Shape{ob}, tol)
		if got < 0 || got > d {
			t.Fatalf("case %d: travel %v outside [0, %v]", i, got, d)
		}
		if Overlap(RectShape(rc.MoveForward(got)), ob, 1e-6) {
			t.Fatalf("case %d: after %v the rectangle overlaps the obstacle", i, got)
		}
		if who == 0 && got+0.5 < d && !Overlap(RectShape(rc.MoveForward(got+0.5)), ob, 1e-6) {
			t.Fatalf("case %d: stopped at %v but 0.5 further is still clear", i, got)
		}
	}
}
