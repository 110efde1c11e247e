package bench

// A deterministic generator of pursuit scenarios covering the paths of the
// Pursuit Move: a clear run (2.3), an obstruction ahead then a backtrack
// (2.3 and step 3, also for a friend of the same combat standing within
// 1"), the board edge ahead (2.1) or under the pivoted Front Facing (step
// 1, first case), an enemy ahead to charge (2.2; reformed, or out of reach
// and so an obstruction), and a pivot into an enemy (step 1, second case)
// or into a friend or impassable terrain (step 1, third case). Positions,
// facings, formations, bystanders and dice vary. Each scenario is written
// as scenario YAML, parsed and built once; runs clone the built world.

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/scenario"
	"github.com/rulec-dev/rulec/suite"
	"github.com/rulec-dev/rulec/world"
)

const (
	inch   = geom.MMPerInch
	boardW = 72 * inch
	boardH = 48 * inch
	seed   = 20240917
)

// genScenario is one generated scenario, built and ready to run.
type genScenario struct {
	name   string
	kind   string
	yaml   string
	world  *world.World // as built; clone before running
	input  interp.Input
	unit   string
	target string // the pursued unit
	roll   int
	path   string // the path the hand-written pursuit takes
}

// kinds are the scenario families, with how many of each to generate out
// of 200 and which paths a scenario of the family may take.
var kinds = []struct {
	name  string
	count int
	want  func(path string) bool
}{
	{"clear", 30, func(p string) bool { return p == pathForward }},
	{"obstruction", 34, func(p string) bool { return p == pathForward+suffixBacktracked }},
	{"combat_friend", 10, func(p string) bool { return p == pathForward+suffixBacktracked }},
	{"edge_ahead", 24, func(p string) bool { return p == pathAheadEdge }},
	{"edge_pivot", 16, func(p string) bool { return p == pathPivotEdge }},
	{"charge", 34, func(p string) bool { return strings.HasPrefix(p, "2.2") }},
	{"charge_noroom", 6, func(p string) bool { return strings.HasPrefix(p, pathChargeNoRoom) }},
	{"charge_reformed", 6, func(p string) bool { return p == pathForward+suffixBacktracked }},
	{"pivot_blocked", 24, func(p string) bool { return p == pathPivotBlocked }},
	{"pivot_enemy", 16, func(p string) bool { return p == pathPivotCharge }},
	// Added after the first 200 (so those stay as they were): a charge
	// whose Align Move is Aligning Units 2's combination.
	{"charge_combined", 6, func(p string) bool { return p == pathAheadChargeBothTurn }},
}

// genUnit is a unit to write into a scenario.
type genUnit struct {
	id, side     string
	centre       geom.Vec
	facing       float64
	files, ranks int
	baseW, baseD float64 // mm
	state        []string
	removed      bool
}

func (g *genUnit) rect() geom.Rect {
	return geom.Rect{Centre: g.centre, Facing: geom.NormBearing(g.facing),
		Width: float64(g.files) * g.baseW, Depth: float64(g.ranks) * g.baseD}
}

// genTerrain is a terrain piece to write into a scenario.
type genTerrain struct {
	name, kind string
	pts        []geom.Vec
}

// spec is a scenario before it is written out.
type spec struct {
	units   []*genUnit
	terrain []*genTerrain
	combat  []string
	roll    int
}

// gen builds scenario specs from one random stream.
type gen struct {
	rng  *rand.Rand
	spec *spec
}

func (g *gen) uniform(lo, hi float64) float64 { return lo + (hi-lo)*g.rng.Float64() }
func (g *gen) sign() float64 {
	if g.rng.IntN(2) == 0 {
		return -1
	}
	return 1
}

// formation picks files, ranks and a base.
func (g *gen) formation(u *genUnit, minF, maxF, minR, maxR int) {
	bases := [][2]float64{{inch, inch}, {20, 20}, {25, 25}, {25, 50}, {40, 40}}
	b := bases[g.rng.IntN(len(bases))]
	u.baseW, u.baseD = b[0], b[1]
	u.files = minF + g.rng.IntN(maxF-minF+1)
	u.ranks = minR + g.rng.IntN(maxR-minR+1)
}

// bearing picks a facing, often square to the board.
func (g *gen) bearing() float64 {
	if g.rng.IntN(10) < 3 {
		return float64(90 * g.rng.IntN(4))
	}
	return g.uniform(0, 360)
}

// extent is how far rectangle r reaches from its centre along unit n.
func extent(r geom.Rect, n geom.Vec) float64 {
	return r.Width/2*math.Abs(r.Right().Dot(n)) + r.Depth/2*math.Abs(r.Forward().Dot(n))
}

// polyExtent returns the least and greatest projections of pts on n.
func polyExtent(pts []geom.Vec, n geom.Vec) (lo, hi float64) {
	lo, hi = math.Inf(1), math.Inf(-1)
	for _, p := range pts {
		lo, hi = min(lo, p.Dot(n)), max(hi, p.Dot(n))
	}
	return lo, hi
}

// frame is the pursuer's position after the Pivot: Centre, forward and
// right unit vectors, and its size.
type frame struct {
	c            geom.Vec
	fwd, right   geom.Vec
	width, depth float64
}

func frameOf(r geom.Rect) frame {
	return frame{c: r.Centre, fwd: r.Forward(), right: r.Right(), width: r.Width, depth: r.Depth}
}

// at returns the point along forward and across to the right of the centre.
func (f frame) at(along, across float64) geom.Vec {
	return f.c.Add(f.fwd.Scale(along)).Add(f.right.Scale(across))
}

// placeRect puts u's centre so that its nearest point ahead is at along
// (from the pursuer's centre) and its centre across.
func placeRect(f frame, u *genUnit, along, across float64) {
	r := u.rect()
	u.centre = f.at(along+extent(r, f.fwd), across)
}

// obstacleShape returns a random impassable outline about the origin:
// a rectangle, a triangle or a concave L.
func (g *gen) obstacleShape() []geom.Vec {
	w, h := g.uniform(1*inch, 5*inch), g.uniform(1*inch, 3*inch)
	var pts []geom.Vec
	switch g.rng.IntN(3) {
	case 0:
		pts = []geom.Vec{{X: -w / 2, Y: -h / 2}, {X: w / 2, Y: -h / 2}, {X: w / 2, Y: h / 2}, {X: -w / 2, Y: h / 2}}
	case 1:
		pts = []geom.Vec{{X: -w / 2, Y: -h / 2}, {X: w / 2, Y: -h / 2}, {X: g.uniform(-w/2, w/2), Y: h / 2}}
	default:
		t := min(w, h) / 2
		pts = []geom.Vec{{X: -w / 2, Y: -h / 2}, {X: w / 2, Y: -h / 2}, {X: w / 2, Y: -h/2 + t},
			{X: -w/2 + t, Y: -h/2 + t}, {X: -w/2 + t, Y: h / 2}, {X: -w / 2, Y: h / 2}}
	}
	rot := g.uniform(0, 360)
	for i, p := range pts {
		pts[i] = p.Rotate(rot)
	}
	return pts
}

// placePoly moves pts so their nearest point ahead is at along and their
// nearest point across (on side s of the pursuer's centre line, or their
// middle when s is 0) is at across.
func placePoly(f frame, pts []geom.Vec, along, across float64, s float64) []geom.Vec {
	lo, _ := polyExtent(pts, f.fwd)
	xlo, xhi := polyExtent(pts, f.right)
	var shift float64
	switch {
	case s > 0:
		shift = across - xlo
	case s < 0:
		shift = -across - xhi
	default:
		shift = across - (xlo+xhi)/2
	}
	origin := f.at(along-lo, shift)
	out := make([]geom.Vec, len(pts))
	for i, p := range pts {
		out[i] = origin.Add(p)
	}
	return out
}

// pursuerAndFled sets up the fled unit A (facing the pursuit direction)
// and the pursuer B before its Pivot; it returns B.
func (g *gen) pursuerAndFled(fA float64, minF, maxF, minR, maxR int, delta float64) (a, b *genUnit) {
	a = &genUnit{id: "A", side: "red", facing: fA, state: []string{"fleeing"}}
	g.formation(a, 3, 6, 1, 3)
	b = &genUnit{id: "B", side: "blue", facing: geom.NormBearing(fA + delta)}
	g.formation(b, minF, maxF, minR, maxR)
	b.centre = geom.V(g.uniform(8*inch, boardW-8*inch), g.uniform(8*inch, boardH-8*inch))
	g.spec.units = append(g.spec.units, a, b)
	g.spec.combat = []string{"A", "B"}
	return a, b
}

// delta picks how far the pursuer turns in its Pivot.
func (g *gen) delta() float64 {
	switch k := g.rng.IntN(20); {
	case k < 7:
		return 0
	case k < 11:
		return g.sign() * g.uniform(1, 30)
	case k < 13:
		return g.sign() * g.uniform(30, 60)
	case k < 18:
		return g.sign() * g.uniform(60, 120)
	}
	return 180
}

// fledAway puts A where it fled: destroyed (removed), or on the table
// beyond the pursuer's reach, or off it (removed).
func (g *gen) fledAway(a *genUnit, f frame, dist float64) {
	placeRect(f, a, f.depth/2+dist+g.uniform(1*inch, 8*inch), g.uniform(-3*inch, 3*inch))
	if g.rng.IntN(5) < 2 || !inside(a.rect(), 0) {
		a.removed = true
	}
}

// inside reports whether r lies on the board with margin to spare.
func inside(r geom.Rect, margin float64) bool {
	for _, c := range r.Corners() {
		if c.X < margin || c.Y < margin || c.X > boardW-margin || c.Y > boardH-margin {
			return false
		}
	}
	return true
}

// bystanders adds up to n units and maybe a rock anywhere on the table,
// at least 1" from everything already there.
func (g *gen) bystanders(n int) {
	for i := range g.rng.IntN(n + 1) {
		u := &genUnit{id: fmt.Sprintf("X%d", i+1), side: [2]string{"red", "blue"}[g.rng.IntN(2)], facing: g.bearing()}
		g.formation(u, 2, 6, 1, 4)
		for range 20 {
			u.centre = geom.V(g.uniform(0, boardW), g.uniform(0, boardH))
			if g.clearOfAll(u.rect()) {
				g.spec.units = append(g.spec.units, u)
				break
			}
		}
	}
	if g.rng.IntN(3) == 0 {
		pts := g.obstacleShape()
		for range 20 {
			c := geom.V(g.uniform(0, boardW), g.uniform(0, boardH))
			moved := make([]geom.Vec, len(pts))
			for i, p := range pts {
				moved[i] = p.Add(c)
			}
			if g.polyClear(moved) {
				kind := [3]string{"impassable", "impassable", "difficult"}[g.rng.IntN(3)]
				g.spec.terrain = append(g.spec.terrain, &genTerrain{name: fmt.Sprintf("rock%d", len(g.spec.terrain)+1), kind: kind, pts: moved})
				break
			}
		}
	}
}

// clearOfAll reports whether r is on the board and at least 1" from every
// unit and terrain piece so far.
func (g *gen) clearOfAll(r geom.Rect) bool {
	if !inside(r, 0) {
		return false
	}
	for _, o := range g.spec.units {
		if !o.removed && geom.RectDistance(r, o.rect()) < inch {
			return false
		}
	}
	for _, t := range g.spec.terrain {
		if geom.Distance(geom.RectShape(r), geom.PolyShape(geom.Polygon{Pts: t.pts})) < inch {
			return false
		}
	}
	return true
}

// polyClear reports whether an outline is at least 1" from every unit on
// the table.
func (g *gen) polyClear(pts []geom.Vec) bool {
	for _, o := range g.spec.units {
		if !o.removed && geom.Distance(geom.RectShape(o.rect()), geom.PolyShape(geom.Polygon{Pts: pts})) < inch {
			return false
		}
	}
	return true
}

// build writes one scenario of a kind.
func (g *gen) build(kind string) {
	g.spec = &spec{roll: 2 + g.rng.IntN(6) + g.rng.IntN(6)}
	dist := float64(g.spec.roll) * inch
	fA := g.bearing()
	switch kind {
	case "clear":
		a, b := g.pursuerAndFled(fA, 3, 6, 1, 3, g.delta())
		f := frameOf(b.rect().PivotTo(fA))
		g.fledAway(a, f, dist)
		g.bystanders(3)

	case "obstruction":
		a, b := g.pursuerAndFled(fA, 3, 6, 1, 3, g.delta())
		f := frameOf(b.rect().PivotTo(fA))
		gap := g.uniform(0.05*inch, dist-0.1*inch) // from the front to the obstacle
		beside := g.rng.IntN(10) < 3
		side := g.sign()
		switch g.rng.IntN(3) {
		case 0: // impassable terrain
			g.fledAway(a, f, dist)
			pts := g.obstacleShape()
			if beside {
				pts = placePoly(f, pts, f.depth/2+g.uniform(-inch, dist), f.width/2+g.uniform(0.1*inch, 0.9*inch), side)
			} else {
				pts = placePoly(f, pts, f.depth/2+gap, g.uniform(-f.width/2, f.width/2), 0)
			}
			g.spec.terrain = append(g.spec.terrain, &genTerrain{name: "rocks", kind: "impassable", pts: pts})
		case 1: // a friend that was not part of the combat
			g.fledAway(a, f, dist)
			c := &genUnit{id: "C", side: "blue", facing: g.bearing()}
			g.formation(c, 2, 6, 1, 3)
			if beside {
				r := c.rect()
				across := side * (f.width/2 + g.uniform(0.1*inch, 0.9*inch) + extent(r, f.right))
				c.centre = f.at(f.depth/2+g.uniform(-inch, dist)+extent(r, f.fwd), across)
			} else {
				placeRect(f, c, f.depth/2+gap, g.uniform(-f.width/2, f.width/2))
			}
			g.spec.units = append(g.spec.units, c)
		default: // the fled unit itself, caught within the Pursuit Distance
			placeRect(f, a, f.depth/2+gap, g.uniform(-f.width/2, f.width/2))
		}
		g.bystanders(2)

	case "combat_friend":
		// A friend of the same combat beside the pursuer: Open Terrain in
		// steps 1-2, but Unit Spacing applies in step 3.
		a, b := g.pursuerAndFled(fA, 3, 5, 1, 3, 0)
		f := frameOf(b.rect())
		g.fledAway(a, f, dist)
		c := &genUnit{id: "C", side: "blue", facing: fA}
		g.formation(c, 3, 5, 1, 3)
		r := c.rect()
		c.centre = f.at(g.uniform(-inch, inch), g.sign()*(f.width/2+r.Width/2+g.uniform(0, 0.8*inch)))
		g.spec.units = append(g.spec.units, c)
		g.spec.combat = append(g.spec.combat, "C")
		g.bystanders(2)

	case "edge_ahead":
		a, b := g.pursuerAndFled(fA, 3, 6, 1, 3, g.delta())
		r := b.rect().PivotTo(fA)
		front := geom.Rect{Centre: r.EdgeMid(geom.Front), Facing: r.Facing, Width: r.Width, Depth: 1e-9}
		d := geom.Board{W: boardW, H: boardH}.EdgeDistanceAhead(front)
		b.centre = b.centre.Add(r.Forward().Scale(d - g.uniform(0.05*inch, dist-0.05*inch)))
		placeRect(frameOf(b.rect().PivotTo(fA)), a, dist+5*inch, 0)
		a.removed = true // it fled off the board
		g.bystanders(2)

	case "edge_pivot":
		// A deep unit side-on to an edge: pivoted to face it, its Front
		// Facing sticks out over the edge.
		fA = float64(90*g.rng.IntN(4)) + g.uniform(-20, 20)
		a, b := g.pursuerAndFled(fA, 2, 3, 4, 8, g.sign()*90+g.uniform(-10, 10))
		b.baseW, b.baseD = 20, 25
		r := b.rect()
		// the edge fA faces most nearly, as a point on it and its inward normal
		var on, in geom.Vec
		switch int(math.Round(geom.NormBearing(fA)/90)) % 4 {
		case 0:
			on, in = geom.V(g.uniform(12*inch, boardW-12*inch), boardH), geom.V(0, -1)
		case 1:
			on, in = geom.V(boardW, g.uniform(12*inch, boardH-12*inch)), geom.V(-1, 0)
		case 2:
			on, in = geom.V(g.uniform(12*inch, boardW-12*inch), 0), geom.V(0, 1)
		default:
			on, in = geom.V(0, g.uniform(12*inch, boardH-12*inch)), geom.V(1, 0)
		}
		b.centre = on.Add(in.Scale(g.uniform(r.Width/2, r.Depth/2)))
		placeRect(frameOf(r.PivotTo(fA)), a, 10*inch, 0)
		a.removed = true
		g.bystanders(2)

	case "charge", "charge_reformed", "charge_noroom":
		a, b := g.pursuerAndFled(fA, 3, 6, 1, 3, g.delta())
		if kind == "charge_reformed" {
			b.state = append(b.state, "post_combat_reform")
		}
		f := frameOf(b.rect().PivotTo(fA))
		e := &genUnit{id: "E", side: "red"}
		g.formation(e, 3, 6, 1, 4)
		switch k := g.rng.IntN(10); {
		case k < 5: // the pursuer will be in its front arc
			e.facing = fA + 180 + g.uniform(-40, 40)
		case k < 8: // a flank
			e.facing = fA + g.sign()*90 + g.uniform(-40, 40)
		default: // its rear
			e.facing = fA + g.uniform(-40, 40)
		}
		r := e.rect()
		across := g.uniform(-1, 1) * (f.width/2 + extent(r, f.right)) * 0.9
		gap := g.uniform(0, dist-0.2*inch)
		if kind == "charge_noroom" {
			// at the limit of its reach, so that no aligned placement is
			// within the Pursuit Distance
			gap = dist - g.uniform(0.1*inch, 0.5*inch)
		}
		placeRect(f, e, f.depth/2+gap, across)
		g.spec.units = append(g.spec.units, e)
		if kind == "charge_noroom" {
			// E is already Engaged with a friend of the pursuer on its far
			// Facing, so it cannot be turned to align.
			r := e.rect()
			best, n := -2.0, geom.Vec{}
			for s := range 4 {
				if d := geom.Dir(r.Facing + 90*float64(s)); d.Dot(f.fwd) > best {
					best, n = d.Dot(f.fwd), d
				}
			}
			fr := &genUnit{id: "F", side: "blue", facing: geom.BearingOf(n.Scale(-1))}
			g.formation(fr, 2, 5, 1, 3)
			half := r.Width / 2
			if math.Abs(n.Dot(r.Forward())) > 0.5 {
				half = r.Depth / 2
			}
			fr.centre = r.Centre.Add(n.Scale(half + fr.rect().Depth/2))
			g.spec.units = append(g.spec.units, fr)
		}
		g.fledAway(a, f, dist)
		if !a.removed {
			a.removed = g.rng.IntN(2) == 0
		}
		g.bystanders(2)

	case "charge_combined":
		// Aligning Units 2's combination (seed 003): the pursuer, in a
		// corridor too narrow to Wheel in whose walls end where its rear
		// is when its front meets P, the nearest corner of an enemy's
		// Front turned by delta, rotates about P until its rear corner
		// on the far side from P meets a rock (after frac of delta), and
		// the enemy turns the rest. The rock lies below the line of the
		// pursuer's front so turned, clear of the enemy's turn.
		a, b := g.pursuerAndFled(fA, 3, 6, 1, 3, 0)
		a.removed = true
		f := frameOf(b.rect())
		gap := g.uniform(0.3*inch, max(0.3*inch, dist-0.3*inch))
		s := g.sign() // 1: P right of the centre line, the pursuer turns clockwise
		delta := g.uniform(10, 35)
		e := &genUnit{id: "E", side: "red", facing: fA + 180 + s*delta}
		g.formation(e, 3, 6, 1, 4)
		p := f.at(f.depth/2+gap, s*g.uniform(0.1, 0.45)*f.width)
		k := e.rect().Corners() // about the origin
		low := k[0]
		for _, c := range k {
			if c.Dot(f.fwd) < low.Dot(f.fwd) {
				low = c
			}
		}
		e.centre = p.Sub(low)
		g.spec.units = append(g.spec.units, e)
		gw := g.uniform(0.01*inch, 0.03*inch)
		wall := func(x0, x1 float64) []geom.Vec {
			y0, y1 := -f.depth/2-inch, gap-f.depth/2
			return []geom.Vec{f.at(y0, x0), f.at(y0, x1), f.at(y1, x1), f.at(y1, x0)}
		}
		g.spec.terrain = append(g.spec.terrain,
			&genTerrain{name: "wall1", kind: "impassable", pts: wall(-f.width/2-gw-inch, -f.width/2-gw)},
			&genTerrain{name: "wall2", kind: "impassable", pts: wall(f.width/2+gw, f.width/2+gw+inch)})
		at := b.rect().MoveForward(gap)
		corner := at.Corners()[3] // rear left
		if s < 0 {
			corner = at.Corners()[2]
		}
		q := corner.Sub(p).Rotate(s * g.uniform(0.25, 0.75) * delta).Add(p) // where it meets the rock
		w, h := s*g.uniform(0.3*inch, 0.8*inch), g.uniform(0.3, 0.8)*f.depth
		g.spec.terrain = append(g.spec.terrain, &genTerrain{name: "rock", kind: "impassable",
			pts: []geom.Vec{q, q.Add(f.fwd.Scale(h)), q.Add(f.fwd.Scale(h)).Sub(f.right.Scale(w)), q.Sub(f.right.Scale(w))}})
		g.bystanders(2)

	case "pivot_blocked", "pivot_enemy":
		// A wide unit turning through a large angle: the end of its
		// pivoted Front Facing overlaps a unit or a rock.
		turn := g.sign() * g.uniform(60, 120)
		if g.rng.IntN(5) == 0 {
			turn = 180
		}
		a, b := g.pursuerAndFled(fA, 4, 6, 1, 2, turn)
		f := frameOf(b.rect().PivotTo(fA))
		g.fledAway(a, f, dist)
		overlap := g.uniform(0.1*inch, 0.6*inch)
		end := g.sign()
		along := f.depth/2 - overlap
		if kind == "pivot_blocked" && g.rng.IntN(5) < 2 {
			pts := g.obstacleShape()
			xlo, xhi := polyExtent(pts, f.right)
			across := end*(f.width/2-g.uniform(0.2*inch, 1*inch)) + end*(xhi-xlo)/2
			g.spec.terrain = append(g.spec.terrain, &genTerrain{name: "rocks", kind: "impassable",
				pts: placePoly(f, pts, along, across, 0)})
		} else {
			o := &genUnit{id: "C", side: "blue", facing: g.bearing()}
			if kind == "pivot_enemy" {
				o.id, o.side = "E", "red"
			}
			g.formation(o, 2, 5, 1, 3)
			r := o.rect()
			placeRect(f, o, along, end*(f.width/2-g.uniform(0.2*inch, 1*inch)+extent(r, f.right)))
			g.spec.units = append(g.spec.units, o)
		}
		g.bystanders(2)

	default:
		panic("unknown kind " + kind)
	}
}

// yaml writes the spec as a scenario file.
func (s *spec) yaml(name string) string {
	var b strings.Builder
	mm := func(x float64) string { return fmt.Sprintf("%.4fmm", x) }
	fmt.Fprintf(&b, "name: %s\nrules: [../../rules/pursuit.rules]\nboard: {width: 72in, depth: 48in}\nunits:\n", name)
	for _, u := range s.units {
		fmt.Fprintf(&b, "  %s: {side: %s, centre: [%s, %s], facing: %.4f, files: %d, ranks: %d, base: [%s, %s]",
			u.id, u.side, mm(u.centre.X), mm(u.centre.Y), geom.NormBearing(u.facing), u.files, u.ranks, mm(u.baseW), mm(u.baseD))
		if len(u.state) > 0 {
			fmt.Fprintf(&b, ", state: [%s]", strings.Join(u.state, ", "))
		}
		if u.removed {
			b.WriteString(", removed: true")
		}
		b.WriteString("}\n")
	}
	if len(s.terrain) > 0 {
		b.WriteString("terrain:\n")
		for _, t := range s.terrain {
			pts := make([]string, len(t.pts))
			for i, p := range t.pts {
				pts[i] = "[" + mm(p.X) + ", " + mm(p.Y) + "]"
			}
			fmt.Fprintf(&b, "  - {name: %s, kind: %s, polygon: [%s]}\n", t.name, t.kind, strings.Join(pts, ", "))
		}
	}
	fmt.Fprintf(&b, "combats:\n  - [%s]\nrun: pursue\nargs: {unit: B, pursued: A}\ndice: [%d]\n", strings.Join(s.combat, ", "), s.roll)
	return b.String()
}

// generate returns n distinct scenarios (n a multiple of 200 keeps the
// kinds' proportions), built in units u. Each is drawn from its own random
// stream and redrawn until it builds, nothing impassable overlaps a unit,
// and the hand-written pursuit takes a path its kind allows (or, after
// many tries, any path without error).
func generate(n int, u geom.Units) ([]*genScenario, error) {
	var order []int
	for k, kd := range kinds {
		for range kd.count {
			order = append(order, k)
		}
	}
	out := make([]*genScenario, 0, n)
	for i := range n {
		k := kinds[order[i%len(order)]]
		g := &gen{rng: rand.New(rand.NewPCG(seed, uint64(i)))}
		var last error
		for try := 0; ; try++ {
			if try == 2000 {
				return nil, fmt.Errorf("scenario %d (%s): no acceptable draw in %d tries; last problem: %v", i, k.name, try, last)
			}
			g.build(k.name)
			name := fmt.Sprintf("gen_%03d_%s", i, k.name)
			sc, err := accept(name, k.name, g.spec, u, try < 1000, k.want)
			if err != nil {
				last = err
				continue
			}
			out = append(out, sc)
			break
		}
	}
	return out, nil
}

// accept builds a spec and checks it; strict asks for a path of its kind.
func accept(name, kind string, s *spec, u geom.Units, strict bool, want func(string) bool) (*genScenario, error) {
	text := s.yaml(name)
	sc, err := scenario.Parse("bench/generated/"+name+".yaml", []byte(text))
	if err != nil {
		return nil, err
	}
	w, err := sc.Build(u)
	if err != nil {
		return nil, err
	}
	for _, t := range w.Bodies {
		if t.Kind != world.KindTerrain || t.TerrainKind != "impassable" {
			continue
		}
		for _, b := range w.Bodies {
			if b.Kind == world.KindUnit && !b.Removed && geom.Overlap(b.Shape(), t.Shape(), w.Tol) {
				return nil, fmt.Errorf("unit %s stands on %s", b.ID, t.ID)
			}
		}
	}
	path, err := handPursue(w.Clone(), "B", "A", s.roll, nil)
	if err != nil {
		return nil, err
	}
	if strict && !want(path) {
		return nil, fmt.Errorf("path %q", path)
	}
	return &genScenario{name: name, kind: kind, yaml: text, world: w, input: suite.Input(sc),
		unit: "B", target: "A", roll: s.roll, path: path}, nil
}
