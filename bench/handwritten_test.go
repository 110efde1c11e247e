package bench

// A hand-written Go implementation of the T9A Pursuit Move
// (../shared/seeds/000, "Pursuit Distance and Pursuing Units"), with the
// same semantics as rules/pursuit.rules and the charge_move of
// rules/charge.rules as the interpreter runs them: the same world model,
// the same geom calls in the same order, so the results agree to the last
// bit. It is written the way a Go programmer would write the procedure
// directly: each query is computed once and only when its answer is
// needed, where the rules (being declarative lets) compute some eagerly or
// twice; see the notes marked "rules:" below. The Charge Move of step 2.2
// asks the engine's ReachedPlacements, as the rules' charge_ends does, and
// ranks all it offers as charge_move does, those turning the Charged unit
// included (Aligning Units 2: the whole turn, or the combination of the
// charger turning first as far as it can and the Charged unit the rest).

import (
	"fmt"
	"math"
	"slices"
	"sort"

	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// unitSpacing is the Unit Spacing rule: units stay 1" apart.
const unitSpacing = geom.MMPerInch

// exactClearance is the slack turns and backtracks allow short of a
// clearance: the last legal position stands exactly 1" away, so only float
// noise is allowed for (as interp/actions.go).
const exactClearance = 1e-9

// Paths a pursuit can take, for coverage.
const (
	pathPivotEdge    = "1/edge: pivot overlaps the board edge, pursue off"
	pathPivotCharge  = "1/charge: pivot overlaps an enemy, placed in contact"
	pathPivotBlocked = "1/obstructed: pivot overlaps an obstruction, pivot as far as spacing allows"
	pathAheadEdge    = "2.1: board edge ahead, move to it and pursue off"
	pathAheadCharge  = "2.2: enemy ahead, charge move"
	// pathAheadChargeBothTurn is a Charge Move whose end turns the charger
	// (after its straight move, Aligning Units 2's combination; or a Wheel)
	// and the Charged unit.
	pathAheadChargeBothTurn = "2.2: enemy ahead, charge move turning the charger and the Charged unit"
	pathChargeFailed        = "2.2: enemy ahead, charge move has no placement within one wheel (failed_charge)"
	pathChargeNoRoom        = "2.2->2.3: enemy ahead but no placement within reach, treated as obstruction"
	pathForward             = "2.3: move the pursuit distance (or to an obstruction)"
	suffixBacktracked       = " + 3: backtracked"
)

// pursuer is one hand-written pursuit in progress.
type pursuer struct {
	w       *world.World
	tol     float64
	u, p    *world.Body
	choices map[string]string
	start   geom.Rect // before the Pivot: the Arcs are judged from here
	// sameWork makes the pursuit do every query the rules do, when they
	// do it, eager and repeated ones included, to separate the cost of
	// interpreting from the cost of the rules' own formulation.
	sameWork bool
}

// handPursue runs the Pursuit Move of unit unitID after pursuedID, with the
// 2D6 total roll, against w (changing it), and returns the path it took.
func handPursue(w *world.World, unitID, pursuedID string, roll int, choices map[string]string) (string, error) {
	return pursue(w, unitID, pursuedID, roll, choices, false)
}

// handPursueSameWork is handPursue doing the rules' eager and repeated
// queries too (see pursuer.sameWork); its results are the same.
func handPursueSameWork(w *world.World, unitID, pursuedID string, roll int, choices map[string]string) (string, error) {
	return pursue(w, unitID, pursuedID, roll, choices, true)
}

func pursue(w *world.World, unitID, pursuedID string, roll int, choices map[string]string, sameWork bool) (string, error) {
	u, p := w.Get(unitID), w.Get(pursuedID)
	if u == nil || p == nil {
		return "", fmt.Errorf("no unit %q or %q", unitID, pursuedID)
	}
	if roll < 2 || roll > 12 {
		return "", fmt.Errorf("impossible 2D6 total %d", roll)
	}
	ps := &pursuer{w: w, tol: w.Tol, u: u, p: p, choices: choices, start: u.Rect, sameWork: sameWork}
	dist := float64(roll) * geom.MMPerInch
	ps.catchFleeing(dist)
	return ps.run(dist)
}

// catchFleeing destroys the Pursued unit, before any unit moves, if it is
// Fleeing and the Pursuit Distance equals or passes its Flee Distance
// (its flee_distance prop; a bare number in the default unit). (rules:
// catch_fleeing.)
func (ps *pursuer) catchFleeing(dist float64) {
	p := ps.p
	if !p.HasFlag("fleeing") || p.Removed {
		return
	}
	v, ok := p.Props["flee_distance"]
	if !ok {
		return
	}
	fled := v.Number
	if v.Kind == "number" {
		mm, _ := geom.UnitMM(ps.w.Units.Default, ps.w.Units)
		fled *= mm
	}
	if fled > 0 && dist >= fled {
		ps.event("destroyed", p)
		ps.w.Touch(p)
		p.Removed = true
	}
}

func (ps *pursuer) run(dist float64) (string, error) {
	w, u := ps.w, ps.u
	reformed := u.HasFlag("post_combat_reform")

	// Impassable Terrain, enemies that Fled from the combat and friends
	// not part of it are obstructions; enemies that did not Flee may be
	// Charged. (rules: the same lists, built from union/filter/except.)
	combat := w.CombatOf(u)
	var impassable, dangerous, fled, outsiders, chargeable, others []*world.Body
	for _, b := range w.Bodies {
		switch {
		case b.Kind == world.KindTerrain:
			if b.TerrainKind == "impassable" {
				impassable = append(impassable, b)
			}
			if b.TerrainKind == "dangerous" {
				dangerous = append(dangerous, b)
			}
		case b.Kind != world.KindUnit || b.Removed || b == u:
		case b.Side != u.Side:
			if inCombat(combat, b.ID) && b.HasFlag("fleeing") {
				fled = append(fled, b)
			} else {
				chargeable = append(chargeable, b)
			}
		case !inCombat(combat, b.ID):
			outsiders = append(outsiders, b)
		}
		if b.Kind == world.KindUnit && !b.Removed && b != u {
			others = append(others, b)
		}
	}
	obstructions := make([]*world.Body, 0, len(impassable)+len(fled)+len(outsiders))
	obstructions = append(append(append(obstructions, impassable...), fled...), outsiders...)
	others = append(others, impassable...)
	// rules: in_the_way holds the board edge.
	others = append(others, w.Edge())
	if ps.sameWork { // rules: arcs, a map of every chargeable enemy's Arc
		arcs := make(map[string]geom.Side, len(chargeable))
		for _, e := range chargeable {
			arcs[e.ID] = ps.arcOf(e)
		}
	}

	// Step 1: Pivot to face the Pursued unit's direction (Unit Spacing
	// ignored), then take the uppermost case that applies.
	ps.move("pivot", u.Rect.PivotTo(ps.p.Rect.Facing))
	front := u.Rect.Edge(geom.Front)
	if w.Board.CrossesEdge(front, ps.tol) {
		// rules: pursue_off_board takes the Dangerous Terrain Tests first
		if err := dangerousTests(dangerous); err != nil {
			return "", err
		}
		ps.offBoard()
		return pathPivotEdge, nil
	}
	if ps.sameWork && !reformed { // rules: the second case's condition runs contact_placements too
		for _, e := range chargeable {
			if geom.SegOverlapsShape(front, e.Shape(), ps.tol) {
				ps.contactPlacements(e, ps.arcOf(e), 0, others, true)
			}
		}
	}
	var overlapped []*world.Body
	for _, e := range chargeable {
		if geom.SegOverlapsShape(front, e.Shape(), ps.tol) {
			overlapped = append(overlapped, e)
		}
	}
	if !reformed && len(overlapped) > 0 {
		// The unit is removed and placed back aligned with its target,
		// which never turns: only placements that leave it be count, and
		// with none there is not enough room and the enemy is an
		// obstruction. (rules: roomy runs contact_placements, turned
		// target included, for every overlapped enemy before the first
		// case is tried, and the pick runs it again; here once, only
		// when needed, and without the turned-target alternative.)
		var roomy []*world.Body
		var places [][]*placement
		for _, e := range overlapped {
			if pl := unturned(ps.contactPlacements(e, ps.arcOf(e), 0, others, ps.sameWork)); len(pl) > 0 {
				roomy = append(roomy, e)
				places = append(places, pl)
			}
		}
		if len(roomy) > 0 {
			i, err := ps.choose("target", roomy)
			if err != nil {
				return "", err
			}
			t := roomy[i]
			ps.declare(t)
			ps.place(ps.best(places[i], false))
			return pathPivotCharge, nil
		}
	}
	blockers := append(obstructions[:len(obstructions):len(obstructions)], overlapped...)
	for _, b := range blockers {
		if ps.frontOverlaps(b) {
			ps.move("pivot", u.Rect.PivotTo(ps.start.Facing))
			r, _ := geom.BestRotationToward(u.Rect, ps.p.Rect.Facing, unitSpacing, ps.shapes(blockers), exactClearance)
			ps.move("pivot", r)
			// steps 2 and 3 are skipped
			return pathPivotBlocked, dangerousTests(dangerous)
		}
	}

	// Step 2: the first obstacle in the rectangle ahead, Pursuit Distance
	// long: Board Edge, enemy Unit Boundary or obstruction.
	ahead := ps.firstAhead(dist, true, chargeable, obstructions)
	var path string
	var enemiesAhead []*world.Body
	edge := false
	for _, b := range ahead {
		edge = edge || b.Kind == world.KindEdge
		if contains(chargeable, b) {
			enemiesAhead = append(enemiesAhead, b)
		}
	}
	if edge {
		// 2.1: move until the Board Edge and pursue off the Board.
		ps.moveForward(dist, true)
		if err := dangerousTests(dangerous); err != nil { // as above
			return "", err
		}
		ps.offBoard()
		return pathAheadEdge, nil
	}
	switch {
	case len(enemiesAhead) > 0 && !reformed:
		// 2.2: declare a Charge, the Pursuit Distance as Charge Range.
		i, err := ps.choose("target", enemiesAhead)
		if err != nil {
			return "", err
		}
		t := enemiesAhead[i]
		ps.declare(t)
		// rules: charge_ends, the ends a Charge Move reaches (forwards,
		// one Wheel of at most 90 degrees, forwards, the Align Move;
		// friends of the combat are Open Terrain), asked of the engine's
		// reached_placements, which this program does not write out;
		// then moving_chargers' requires and Maximising Contact. "If the
		// Charge is not possible to complete, the unit does not perform
		// a Failed Charge Move but treats the enemy unit as obstruction
		// and proceeds to 2.3 instead."
		var open []*world.Body
		for _, b := range w.Bodies {
			if b.Kind == world.KindUnit && !b.Removed && b != u && b.Side == u.Side && inCombat(combat, b.ID) {
				open = append(open, b)
			}
		}
		side := ps.arcOf(t)
		engaged := false
		for _, b := range w.Bodies {
			if b.Kind == world.KindUnit && b.Side == u.Side && b != u && ps.touching(t, b) {
				engaged = true
			}
		}
		// The engine's placements include those turning t (Aligning Units
		// 2): after the straight move, t turned all the way or, where the
		// charger's own rotation is blocked part of the way, the charger
		// turned first as far as it can and t the rest; after a Wheel, the
		// same where the charger has no end of its own.
		var cands []*placement
		c := engine.NewCtx(handRun{w: w, tol: ps.tol})
		for _, p := range c.ReachedPlacements(u, t, side, 90, others, open, !engaged) {
			if p.Rotates && p.TargetTurn > 90 {
				continue // rules: moving_chargers' require
			}
			cands = append(cands, ps.fromEngine(t, side, p))
		}
		if len(cands) > 0 {
			best := ps.best(cands, true)
			ps.place(best)
			if best.rotates && best.turn > 1e-6 {
				return pathAheadChargeBothTurn, nil
			}
			return pathAheadCharge, nil
		}
		// Not possible: treat the enemy as obstruction and go on to 2.3.
		ps.w.ClearFlag(u, "charging")
		ps.moveForward(dist, false, obstructions, []*world.Body{t})
		path = pathChargeNoRoom
	default:
		// 2.3: move straight forward, stopping at an obstruction.
		ps.moveForward(dist, false, obstructions, enemiesAhead)
		path = pathForward
	}

	// Step 3: no base contact with a unit it did not Charge, and Unit
	// Spacing from everything (friends of the same combat included);
	// otherwise backtrack to the last legal position.
	charging := ps.flagged("charging")
	spacedFrom := make([]*world.Body, 0, len(others))
	illegal := false
	for _, b := range others {
		if b.Kind != world.KindUnit || contains(charging, b) {
			continue
		}
		spacedFrom = append(spacedFrom, b)
		if ps.touching(u, b) {
			illegal = true
		}
	}
	spacedFrom = append(spacedFrom, impassable...)
	for _, b := range spacedFrom {
		if !illegal && ps.distance(u, b) < unitSpacing-ps.tol {
			illegal = true
		}
	}
	if illegal {
		start := u.Moves[len(u.Moves)-1].From
		r, ok := geom.Backtrack(start, u.Rect, unitSpacing, ps.shapes(spacedFrom), exactClearance)
		if !ok {
			r = start
		}
		if r != u.Rect {
			ps.move("backtrack", r)
		}
		path += suffixBacktracked
	}
	return path, dangerousTests(dangerous)
}

// dangerousTests stands for the Dangerous Terrain Tests a Pursuit Move
// that is not a Charge takes at its end, and one that Pursues off the
// Board before it leaves (rules: dangerous_terrain_tests):
// the generated scenarios hold no Dangerous Terrain, so it only checks
// that, as the rules' query of passed_through on an empty list does.
func dangerousTests(dangerous []*world.Body) error {
	if len(dangerous) > 0 {
		return fmt.Errorf("the hand-written pursuit takes no Dangerous Terrain Tests (%d pieces)", len(dangerous))
	}
	return nil
}

// unturned returns the placements that leave the target where it is.
func unturned(pl []*placement) []*placement {
	out := pl[:0]
	for _, p := range pl {
		if !p.rotates {
			out = append(out, p)
		}
	}
	return out
}

// inCombat reports whether id fought in combat c.
func inCombat(c world.Combat, id string) bool {
	for _, x := range c {
		if x == id {
			return true
		}
	}
	return false
}

// contains reports whether list holds b.
func contains(list []*world.Body, b *world.Body) bool {
	for _, x := range list {
		if x == b {
			return true
		}
	}
	return false
}

// move moves the pursuer. Every change of a body goes through the world's
// Touch first (SetFlag and ClearFlag touch themselves), so a pursuit can
// run on a world kept by a world.Undo, in place, as the interpreter's runs
// do in the benchmarks (handInPlace).
func (ps *pursuer) move(action string, r geom.Rect) {
	ps.w.Touch(ps.u)
	ps.u.SetRect(action, r)
}

// arcOf is the Arc of e the pursuer was Located in before moving.
func (ps *pursuer) arcOf(e *world.Body) geom.Side {
	return geom.ArcOf(e.Rect, ps.start.EdgeMid(geom.Front), ps.tol)
}

// offBoard is "Pursuing off the Board".
func (ps *pursuer) offBoard() {
	ps.event("pursue_off_board", ps.u)
	ps.w.Touch(ps.u)
	ps.u.Removed = true
}

// declare declares a Charge against t.
func (ps *pursuer) declare(t *world.Body) {
	ps.event("charge", ps.u, t)
	ps.w.SetFlag(ps.u, "charging", []string{t.ID})
}

func (ps *pursuer) event(name string, args ...*world.Body) {
	e := world.Event{Name: name, Args: make([]string, len(args))}
	for i, b := range args {
		e.Args[i] = b.ID
	}
	ps.w.Events = append(ps.w.Events, e)
}

// flagged returns the units a flag of the pursuer names.
func (ps *pursuer) flagged(flag string) []*world.Body {
	var out []*world.Body
	for _, id := range ps.u.Flags[flag] {
		if b := ps.w.Get(id); b != nil {
			out = append(out, b)
		}
	}
	return out
}

// choose is the Pursuing unit's choice among several targets: the
// scenario's answer, or the only candidate.
func (ps *pursuer) choose(name string, cands []*world.Body) (int, error) {
	if answer, ok := ps.choices[name]; ok {
		for i, c := range cands {
			if c.ID == answer {
				return i, nil
			}
		}
		return 0, fmt.Errorf("the answer %q to choice %q is not a candidate", answer, name)
	}
	if len(cands) == 1 {
		return 0, nil
	}
	return 0, fmt.Errorf("choice %q has no answer; %d candidates", name, len(cands))
}

// place puts the pursuer at a placement, turning the target if it must.
func (ps *pursuer) place(p *placement) {
	if p.rotates {
		ps.w.Touch(p.target)
		p.target.SetRect("align", p.targetRect)
	}
	ps.move("place", p.rect)
}

// best applies Maximising Contact to the candidates, in the rules' order:
// fewest enemy units, most units Engaged, not rotating the target, most
// models in contact; then, for a Charge Move (move: charge_move's pick),
// the charger's own rotation about the point of contact and the least
// turn of the target; then the least shift. Ties are within the
// tolerance; the first survivor wins.
func (ps *pursuer) best(cands []*placement, move bool) *placement {
	keep := func(score func(*placement) float64) {
		top := math.Inf(-1)
		for _, c := range cands {
			top = max(top, score(c))
		}
		out := cands[:0:0]
		for _, c := range cands {
			if score(c) >= top-ps.tol {
				out = append(out, c)
			}
		}
		cands = out
	}
	keep(func(p *placement) float64 { return -float64(p.units) })
	keep(func(p *placement) float64 { return float64(p.engaged) })
	keep(func(p *placement) float64 {
		if p.rotates {
			return 0
		}
		return 1
	})
	keep(func(p *placement) float64 { return float64(p.models) })
	if move {
		keep(func(p *placement) float64 {
			if p.aligns {
				return 1
			}
			return 0
		})
		keep(func(p *placement) float64 { return -p.targetTurn })
	}
	keep(func(p *placement) float64 { return -p.shift })
	return cands[0]
}

// The relations, with the board edge as a body, as the engine defines them.

func (ps *pursuer) overlaps(a, b *world.Body) bool {
	if a == b || a.Removed || b.Removed {
		return false
	}
	switch {
	case b.Kind == world.KindEdge:
		return ps.w.Board.RectCrossesEdge(a.Rect, ps.tol)
	case a.Kind == world.KindEdge:
		return ps.w.Board.RectCrossesEdge(b.Rect, ps.tol)
	case a.Kind == world.KindUnit && b.Kind == world.KindUnit:
		return geom.RectOverlap(a.Rect, b.Rect, ps.tol)
	}
	return geom.Overlap(a.Shape(), b.Shape(), ps.tol)
}

func (ps *pursuer) distance(a, b *world.Body) float64 {
	if a.Kind == world.KindUnit && b.Kind == world.KindUnit {
		return geom.RectDistance(a.Rect, b.Rect)
	}
	return geom.Distance(a.Shape(), b.Shape())
}

func (ps *pursuer) touching(a, b *world.Body) bool {
	if a == b || a.Removed || b.Removed {
		return false
	}
	return !ps.overlaps(a, b) && ps.distance(a, b) <= ps.tol
}

func (ps *pursuer) frontOverlaps(b *world.Body) bool {
	if b == ps.u || b.Removed {
		return false
	}
	return geom.SegOverlapsShape(ps.u.Rect.Edge(geom.Front), b.Shape(), ps.tol)
}

// shapes returns the shapes of bodies other than the pursuer.
func (ps *pursuer) shapes(list []*world.Body) []geom.Shape {
	out := make([]geom.Shape, 0, len(list))
	for _, b := range list {
		if b != ps.u && !b.Removed && b.Kind != world.KindEdge {
			out = append(out, b.Shape())
		}
	}
	return out
}

// hit is a body met ahead and the travel that meets it.
type hit struct {
	body *world.Body
	dist float64
}

// ahead sweeps the pursuer's Front Facing (a rectangle of negligible
// depth) forward up to d and returns what it meets, nearest first, ties in
// scenario order; edge says whether the Board Edge counts.
func (ps *pursuer) ahead(d float64, edge bool, lists ...[]*world.Body) []hit {
	r := ps.u.Rect
	const thin = 1e-9
	front := geom.Rect{Centre: r.EdgeMid(geom.Front).Sub(r.Forward().Scale(thin / 2)), Facing: r.Facing, Width: r.Width, Depth: thin}
	var hits []hit
	if edge {
		if e := ps.w.Board.EdgeDistanceAhead(front); e <= d+ps.tol {
			hits = append(hits, hit{ps.w.Edge(), e})
		}
	}
	var shapes []geom.Shape
	var idx []*world.Body
	for _, l := range lists {
		for _, b := range l {
			if b != ps.u && !b.Removed {
				shapes = append(shapes, b.Shape())
				idx = append(idx, b)
			}
		}
	}
	for _, h := range geom.FirstContacts(front, d, shapes, ps.tol) {
		hits = append(hits, hit{idx[h.Index], h.Dist})
	}
	sort.SliceStable(hits, func(i, j int) bool {
		return hits[i].dist < hits[j].dist || hits[i].dist == hits[j].dist && hits[i].body.Order < hits[j].body.Order
	})
	return hits
}

// firstAhead returns the first bodies met ahead, all those tied with the
// first.
func (ps *pursuer) firstAhead(d float64, edge bool, lists ...[]*world.Body) []*world.Body {
	hits := ps.ahead(d, edge, lists...)
	var out []*world.Body
	for _, h := range hits {
		if h.dist <= hits[0].dist+ps.tol {
			out = append(out, h.body)
		}
	}
	return out
}

// moveForward moves the pursuer straight forward d, stopping where its
// Front Facing first meets the board edge (edge) or a body of stop.
func (ps *pursuer) moveForward(d float64, edge bool, stop ...[]*world.Body) {
	if hits := ps.ahead(d, edge, stop...); len(hits) > 0 && hits[0].dist < d {
		d = hits[0].dist
	}
	ps.move("move", ps.u.Rect.MoveForward(d))
}

// placement is a candidate position of the pursuer in base contact with a
// target's Facing, measured for Maximising Contact.
type placement struct {
	target      *world.Body
	rect        geom.Rect
	units       int // enemy units contacted
	engaged     int // units of either side in contact with an enemy
	models      int // bases of both units in contact
	rotates     bool
	aligns      bool // straight on into contact, rotated about the contact point
	targetRect  geom.Rect
	targetTurn  float64 // degrees, where rotates
	shift, turn float64
}

// contactPlacements returns the positions that put the pursuer's Front
// Facing flat against side of t: one per slide where the count of bases in
// contact can change, plus, if rotated, the alignment that turns t
// instead. reach bounds corner travel (0: none); a placement may not
// overlap any of others.
func (ps *pursuer) contactPlacements(t *world.Body, side geom.Side, reach float64, others []*world.Body, rotated bool) []*placement {
	u := ps.u
	edge := t.Rect.Edge(side)
	along := edge.B.Sub(edge.A)
	length := along.Len()
	dir := along.Norm()
	mid := edge.A.Add(edge.B).Scale(0.5)
	out := geom.Dir(t.Rect.Facing + 90*float64(side))
	facing := geom.NormBearing(t.Rect.Facing + 90*float64(side) + 180)
	tBase := t.BaseW
	if side == geom.Left || side == geom.Right {
		tBase = t.BaseD
	}
	var places []*placement
	slides := geom.Slides(u.Rect.Width, u.BaseW, length, tBase, u.Rect.Centre.Sub(mid).Dot(dir))
	// The slides where the placement starts or stops touching a body of
	// others (the engine's meetingSlides, written out).
	at0 := geom.Rect{Centre: mid.Add(out.Scale(u.Rect.Depth / 2)), Facing: facing, Width: u.Rect.Width, Depth: u.Rect.Depth}
	limit := (u.Rect.Width + length) / 2
	for _, b := range others {
		if b == u || b == t || b.Removed {
			continue
		}
		var pts []geom.Vec
		switch b.Kind {
		case world.KindEdge:
			pts = []geom.Vec{geom.V(0, 0), geom.V(ps.w.Board.W, 0), geom.V(ps.w.Board.W, ps.w.Board.H), geom.V(0, ps.w.Board.H)}
		case world.KindTerrain:
			pts = b.Poly.Pts
		default:
			k := b.Rect.Corners()
			pts = k[:]
		}
		for i, a := range pts {
			if lo, hi, ok := geom.SlideMeets(at0, dir, geom.Seg{A: a, B: pts[(i+1)%len(pts)]}); ok {
				for _, s := range []float64{lo, hi} {
					if math.Abs(s) <= limit+1e-9 {
						slides = append(slides, s)
					}
				}
			}
		}
	}
	slices.Sort(slides)
	slides = slices.CompactFunc(slides, func(a, b float64) bool { return math.Abs(b-a) <= 1e-9 })
	for _, s := range slides {
		r := geom.Rect{Centre: mid.Add(dir.Scale(s)).Add(out.Scale(u.Rect.Depth / 2)), Facing: facing, Width: u.Rect.Width, Depth: u.Rect.Depth}
		if reach > 0 && cornerTravel(u.Rect, r) > reach+ps.tol {
			continue
		}
		if ps.blocked(t, r, others) {
			continue
		}
		places = append(places, ps.measure(t, r, s, length, tBase))
	}
	if p := ps.alignedPlacement(t, side, reach, others); p != nil {
		places = append(places, p)
	}
	if !rotated {
		return places
	}
	return append(places, ps.rotatedPlacements(t, side, reach, others)...)
}

// alignedPlacement is Aligning Units rule 1: the pursuer moves straight
// forward until it touches side of t, then rotates about the contact point
// until its front lies flat against it; reach bounds the forward move only.
func (ps *pursuer) alignedPlacement(t *world.Body, side geom.Side, reach float64, others []*world.Body) *placement {
	u := ps.u
	facing := geom.NormBearing(t.Rect.Facing + 90*float64(side) + 180)
	turn := geom.AngleDiff(u.Rect.Facing, facing)
	if math.Abs(turn) < 1e-6 || ps.overlaps(u, t) {
		return nil
	}
	hits := geom.FirstContacts(u.Rect, ps.w.Board.W+ps.w.Board.H, []geom.Shape{t.Shape()}, ps.tol)
	if len(hits) == 0 || reach > 0 && hits[0].Dist > reach+ps.tol {
		return nil
	}
	r0 := u.Rect.MoveForward(hits[0].Dist)
	pivot := geom.ContactPoint(r0, t.Rect)
	e := t.Rect.Edge(side)
	if geom.PointSegDist(pivot, e.A, e.B) > ps.tol {
		return nil
	}
	r := r0.RotateAbout(pivot, turn)
	ways := []geom.Shape{
		geom.RectShape(geom.SweepForward(u.Rect, hits[0].Dist)),
		geom.PolyShape(geom.SweepRotation(r0, pivot, turn)),
	}
	for _, b := range others {
		if b == u || b == t || b.Removed {
			continue
		}
		if b.Kind == world.KindEdge {
			if !ps.w.Board.Inside(ways[0].Rect, ps.tol) || !ps.w.Board.PointsInside(ways[1].Poly.Pts, ps.tol) {
				return nil
			}
			continue
		}
		for _, w := range ways {
			if geom.Overlap(w, b.Shape(), ps.tol) {
				return nil
			}
		}
	}
	length := e.A.Dist(e.B)
	s := r.EdgeMid(geom.Front).Sub(e.A.Add(e.B).Scale(0.5)).Dot(e.B.Sub(e.A).Norm())
	tBase := t.BaseW
	if side == geom.Left || side == geom.Right {
		tBase = t.BaseD
	}
	probe := *u
	probe.Rect = r
	if !ps.touching(&probe, t) {
		return nil
	}
	p := ps.measure(t, r, s, length, tBase)
	p.aligns = true
	return p
}

// cornerTravel is how far the farthest corner moves from a to b.
func cornerTravel(a, b geom.Rect) float64 {
	ca, cb := a.Corners(), b.Corners()
	d := 0.0
	for i := range cb {
		d = math.Max(d, cb[i].Dist(ca[i]))
	}
	return d
}

// rotatedPlacements are Aligning Units 2, turning the target: the
// pursuer moves straight forward until it touches t, which then rotates
// about the contact point until its side lies flat against the front;
// and, where the pursuer's own rotation about that point is blocked part
// of the way, the combination: it turns first as far as it can and t the
// rest. (Only the same-work pursuit asks for them: step 1 refuses them.)
func (ps *pursuer) rotatedPlacements(t *world.Body, side geom.Side, reach float64, others []*world.Body) []*placement {
	u := ps.u
	want := geom.NormBearing(u.Rect.Facing + 180 - 90*float64(side))
	turn := geom.AngleDiff(t.Rect.Facing, want)
	if math.Abs(turn) < 1e-6 || math.Abs(turn) > 90 {
		return nil
	}
	for _, b := range ps.w.Bodies {
		if b != u && b.Kind == world.KindUnit && b.Side == u.Side && ps.touching(t, b) {
			return nil // units already Engaged are never moved
		}
	}
	hits := geom.FirstContacts(u.Rect, ps.w.Board.W+ps.w.Board.H, []geom.Shape{t.Shape()}, ps.tol)
	if len(hits) == 0 || reach > 0 && hits[0].Dist > reach+ps.tol {
		return nil
	}
	r := u.Rect.MoveForward(hits[0].Dist)
	pivot := geom.ContactPoint(r, t.Rect)
	if ps.blocked(t, r, others) {
		return nil
	}
	var out []*placement
	if p := ps.turnedPlacement(t, side, r, pivot, turn, others); p != nil {
		out = append(out, p)
	}
	if own := ps.chargerTurn(r, pivot, -turn, others); own != 0 {
		if p := ps.turnedPlacement(t, side, r.RotateAbout(pivot, own), pivot, turn+own, others); p != nil {
			out = append(out, p)
		}
	}
	return out
}

// turnedPlacement is the pursuer at r and t turned by deg about pivot,
// measured with t turned, or nil where t turned overlaps a body of others
// (rules: the target turned must not overlap others either).
func (ps *pursuer) turnedPlacement(t *world.Body, side geom.Side, r geom.Rect, pivot geom.Vec, deg float64, others []*world.Body) *placement {
	turned := *t
	turned.Rect = t.Rect.RotateAbout(pivot, deg)
	for _, b := range others {
		if b != ps.u && b != t && ps.overlaps(&turned, b) {
			return nil
		}
	}
	saved := t.Rect
	t.Rect = turned.Rect
	e := t.Rect.Edge(side)
	s := r.EdgeMid(geom.Front).Sub(e.A.Add(e.B).Scale(0.5)).Dot(e.B.Sub(e.A).Norm())
	tBase := t.BaseW
	if side == geom.Left || side == geom.Right {
		tBase = t.BaseD
	}
	p := ps.measure(t, r, s, e.A.Dist(e.B), tBase)
	t.Rect = saved
	p.rotates, p.targetRect, p.targetTurn = true, turned.Rect, math.Abs(deg)
	return p
}

// chargerTurn is how far, from 0 toward deg, the pursuer standing at r
// turns about p before its rotation would pass into a body of others
// (touching it: judged at a thousandth of the tolerance): its share of
// Aligning Units 2's combination. 0 where it cannot start turning and
// where it need not stop; between, to 1e-9 degrees by bisection.
func (ps *pursuer) chargerTurn(r geom.Rect, p geom.Vec, deg float64, others []*world.Body) float64 {
	tol := ps.tol / 1000
	blocked := func(d float64) bool {
		sweep := geom.PolyShape(geom.SweepRotation(r, p, d))
		for _, b := range others {
			switch {
			case b == ps.u || b.Removed:
			case b.Kind == world.KindEdge:
				if !ps.w.Board.PointsInside(sweep.Poly.Pts, tol) {
					return true
				}
			case geom.Overlap(sweep, b.Shape(), tol):
				return true
			}
		}
		return false
	}
	if blocked(deg*1e-7) || !blocked(deg) {
		return 0
	}
	lo, hi := 0.0, deg
	for math.Abs(hi-lo) > 1e-9 {
		if m := (lo + hi) / 2; blocked(m) {
			hi = m
		} else {
			lo = m
		}
	}
	return lo
}

// measure scores the pursuer standing at r against t, slid s along a
// Facing of the given length and base width.
func (ps *pursuer) measure(t *world.Body, r geom.Rect, s, length, tBase float64) *placement {
	u := ps.u
	p := &placement{target: t, rect: r, shift: r.Centre.Dist(u.Rect.Centre),
		turn: math.Abs(geom.AngleDiff(u.Rect.Facing, r.Facing))}
	p.models = ps.modelsInContact(r, s, length, tBase)
	probe := *u
	probe.Rect = r
	for _, b := range ps.w.Bodies {
		if b.Kind == world.KindUnit && b.Side != u.Side && !b.Removed && b != u && ps.touching(&probe, b) {
			p.units++
		}
	}
	p.engaged = ps.engagedWith(&probe)
	return p
}

// modelsInContact counts the bases of the pursuer (front span [s-w/2,
// s+w/2] in the Facing's coordinates) and of the target's Facing that
// touch the other's span.
func (ps *pursuer) modelsInContact(r geom.Rect, s, length, tBase float64) int {
	uBase := ps.u.BaseW
	if uBase <= 0 {
		uBase = r.Width
	}
	if tBase <= 0 {
		tBase = length
	}
	return geom.BasesTouching(s-r.Width/2, r.Width, uBase, -length/2, length, ps.tol) +
		geom.BasesTouching(-length/2, length, tBase, s-r.Width/2, r.Width, ps.tol)
}

// engagedWith counts the units that would be in base contact with an enemy
// if probe stood in place of the unit it copies.
func (ps *pursuer) engagedWith(probe *world.Body) int {
	n := 0
	for _, a := range ps.w.Bodies {
		if a.Kind != world.KindUnit || a.Removed {
			continue
		}
		if a.ID == probe.ID {
			a = probe
		}
		for _, b := range ps.w.Bodies {
			if b.Kind != world.KindUnit || b.Removed || b.Side == a.Side || b.ID == a.ID {
				continue
			}
			if b.ID == probe.ID {
				b = probe
			}
			if ps.touching(a, b) {
				n++
				break
			}
		}
	}
	return n
}

// blocked reports whether the pursuer at r would overlap any of others
// but t.
func (ps *pursuer) blocked(t *world.Body, r geom.Rect, others []*world.Body) bool {
	probe := *ps.u
	probe.Rect = r
	for _, b := range others {
		if b != ps.u && b != t && ps.overlaps(&probe, b) {
			return true
		}
	}
	return false
}

// fromEngine measures a placement the engine's reached_placements gave, as
// contactPlacements measures its own (the aligned one keeps its flag); one
// that turns the target is measured with the target turned.
func (ps *pursuer) fromEngine(t *world.Body, side geom.Side, p *engine.Placement) *placement {
	saved := t.Rect
	if p.Rotates {
		t.Rect = p.TargetRect
	}
	edge := t.Rect.Edge(side)
	along := edge.B.Sub(edge.A)
	tBase := t.BaseW
	if side == geom.Left || side == geom.Right {
		tBase = t.BaseD
	}
	s := p.Rect.EdgeMid(geom.Front).Sub(edge.A.Add(edge.B).Scale(0.5)).Dot(along.Norm())
	q := ps.measure(t, p.Rect, s, along.Len(), tBase)
	t.Rect = saved
	q.aligns = p.Aligns
	q.rotates, q.targetRect, q.targetTurn = p.Rotates, p.TargetRect, p.TargetTurn
	return q
}

// handRun is the engine's view of a hand-written pursuit's world, for the
// one query it asks of the engine.
type handRun struct {
	w   *world.World
	tol float64
}

func (r handRun) World() *world.World                  { return r.w }
func (r handRun) Tol() float64                         { return r.tol }
func (r handRun) Moved(*world.Body, string, geom.Rect) {}
func (r handRun) Note(string, string)                  {}
