package scenario

import (
	"fmt"
	"math"
	"sort"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// placement reports units that start off the board or overlapping another
// unit. Removed units are left out: they may have left the table, and a
// destroyed unit's last place is history, not a position on the table.
func (r *resolver) placement(s *Scenario, w *world.World) {
	unit := displayUnit(s, r.u)
	var placed []*world.Body
	var units []*Unit
	for _, un := range s.Units {
		if b := w.Get(un.ID); b != nil && !b.Removed {
			placed = append(placed, b)
			units = append(units, un)
		}
	}
	hits, more := overlapping(placed, w.Tol, MaxOverlaps)
	budget := MaxOverlaps
	for i, b := range placed {
		un := units[i]
		if !w.Board.Inside(b.Rect, w.Tol) {
			r.errs.Add(un.Pos, "unit %q is off the board: %s", un.ID, offBoard(b.Rect, w.Board, w.Tol, unit, r.u)).Hint =
				fmt.Sprintf("the board runs from (0, 0) to (%s, %s): place all of the unit on it, or mark a unit that has left the table removed: true",
					formatLen(w.Board.W, unit, r.u), formatLen(w.Board.H, unit, r.u))
		}
		more = r.modelOverlaps(un, b, w.Tol, &budget) || more
		for _, j := range hits[i] {
			r.errs.Add(un.Pos, "unit %q overlaps unit %q at the start", un.ID, placed[j].ID).Hint = "move one of them: units may touch, but overlap by no more than the tolerance, as geometry.md says"
		}
	}
	if more {
		r.errs.Add(s.Units[0].Pos, "units: more overlaps at the start than are listed (at most %d between units and %d between models)",
			MaxOverlaps, MaxOverlaps).Hint = "units and models must stand apart at the start"
	}
}

// MaxOverlaps is the most overlaps between units, and between the models
// of each unit, reported at the start: a table of 10,000 units stacked on
// one spot has 50 million, and the first few already say what is wrong.
const MaxOverlaps = 100

// overlapping returns, for each body, the earlier bodies it overlaps beyond
// tol, in order. A sort-and-sweep on the bounding boxes' x extents finds the
// candidate pairs, so a table of N units spread out costs O(N log N) rather
// than a test of every pair. It stops at limit overlaps, and then more is
// true: the pairs found are some of them, not the first in body order.
func overlapping(bodies []*world.Body, tol float64, limit int) (hits [][]int, more bool) {
	type box struct {
		lo, hi geom.Vec
		shapes []geom.Shape
	}
	boxes := make([]box, len(bodies))
	order := make([]int, len(bodies))
	for i, b := range bodies {
		sh := shapes(b)
		lo, hi := sh[0].Bounds()
		for _, s := range sh[1:] {
			l, h := s.Bounds()
			lo = geom.V(math.Min(lo.X, l.X), math.Min(lo.Y, l.Y))
			hi = geom.V(math.Max(hi.X, h.X), math.Max(hi.Y, h.Y))
		}
		boxes[i] = box{lo: lo, hi: hi, shapes: sh}
		order[i] = i
	}
	sort.Slice(order, func(a, b int) bool { return boxes[order[a]].lo.X < boxes[order[b]].lo.X })
	hits = make([][]int, len(bodies))
	found := 0
	var active []int // bodies whose x extent may still reach the sweep line
	for _, i := range order {
		bi := boxes[i]
		kept := active[:0]
		for _, j := range active {
			bj := boxes[j]
			if bj.hi.X < bi.lo.X {
				continue // left behind: no later box reaches it either
			}
			kept = append(kept, j)
			if bj.lo.Y > bi.hi.Y || bi.lo.Y > bj.hi.Y {
				continue
			}
			if first, second := min(i, j), max(i, j); overlap(boxes[first].shapes, boxes[second].shapes, tol) {
				if found == limit {
					more = true
					break
				}
				found++
				hits[second] = append(hits[second], first)
			}
		}
		if more {
			break
		}
		active = append(kept, i)
	}
	for _, h := range hits {
		sort.Ints(h)
	}
	return hits, more
}

// modelOverlaps reports models of one unit standing on each other, at most
// *budget of them, and whether it left some out.
func (r *resolver) modelOverlaps(un *Unit, b *world.Body, tol float64, budget *int) (more bool) {
	unit := r.u.Default
	if un.Base != nil {
		unit = un.Base.Round.Unit(r.u)
	}
	for i, m := range b.Models {
		for j := i + 1; j < len(b.Models); j++ {
			if math.Hypot(b.Models[j].X-m.X, b.Models[j].Y-m.Y) < b.Round-tol {
				if *budget == 0 {
					return true
				}
				*budget--
				// 0-based, as expect's models: {0: [x, y]} and the events' U#i
				// count them.
				r.errs.Add(un.Models[j].Pos, "units.%s.models: models %d and %d overlap (their centres are %s apart, under the %s diameter)",
					un.ID, i, j, formatLen(math.Hypot(b.Models[j].X-m.X, b.Models[j].Y-m.Y), unit, r.u), formatLen(b.Round, unit, r.u)).Hint =
					"models count from 0, as in expect's models: {0: [x, y]}; two round bases may touch, their centres a diameter apart, but not overlap"
			}
		}
	}
	return false
}

// shapes returns what a unit stands on: its boundary, or its models' discs.
func shapes(b *world.Body) []geom.Shape {
	if len(b.Models) == 0 {
		return []geom.Shape{geom.RectShape(b.Rect)}
	}
	out := make([]geom.Shape, len(b.Models))
	for i, m := range b.Models {
		out[i] = geom.CircleShape(geom.Circle{C: m, R: b.Round / 2})
	}
	return out
}

// overlap reports whether any shape of a overlaps any of b beyond tol.
func overlap(a, b []geom.Shape, tol float64) bool {
	for _, x := range a {
		for _, y := range b {
			if geom.Overlap(x, y, tol) {
				return true
			}
		}
	}
	return false
}

// offBoard describes the first corner of r that lies off the board.
func offBoard(r geom.Rect, board geom.Board, tol float64, unit string, u geom.Units) string {
	size := formatLen(board.W, unit, u) + " x " + formatLen(board.H, unit, u)
	for _, c := range r.Corners() {
		if c.X < -tol || c.Y < -tol || c.X > board.W+tol || c.Y > board.H+tol {
			return fmt.Sprintf("corner (%s, %s) is outside the %s board", formatLen(c.X, unit, u), formatLen(c.Y, unit, u), size)
		}
	}
	return "it is not inside the " + size + " board"
}

// displayUnit is the unit to describe the table in: the unit the board's
// width is written in.
func displayUnit(s *Scenario, u geom.Units) string { return s.Board.Width.Unit(u) }

// StartWarnings returns what Build leaves legal but a run may read wrongly:
// a unit on the table that starts overlapping (geometry.md's overlap: the
// interiors meet by more than the tolerance) a terrain piece of kind
// `impassable`. The format is silent on whether a unit may stand there at
// the start (it only lists the kind), so it is no error, but a rule that
// asks what a move would enter, or where a unit first meets impassable
// terrain, reads a unit already inside it as the rules never describe:
// `rulec test` and `rulec run` print each, with its place. w is the world
// Build made of s. At most MaxOverlaps are returned.
func (s *Scenario) StartWarnings(w *world.World) []*Error {
	var out []*Error
	var terrain []*world.Body
	for _, t := range s.Terrain {
		if b := w.Get(t.Name); b != nil && b.TerrainKind == "impassable" && len(b.Poly.Pts) >= 3 {
			terrain = append(terrain, b)
		}
	}
	if len(terrain) == 0 {
		return nil
	}
	for _, un := range s.Units {
		b := w.Get(un.ID)
		if b == nil || b.Removed {
			continue
		}
		sh := shapes(b)
		for _, t := range terrain {
			if len(out) == MaxOverlaps {
				return out
			}
			if overlap(sh, []geom.Shape{geom.PolyShape(t.Poly)}, w.Tol) {
				out = append(out, &Error{Pos: un.Pos, Warning: true,
					Msg: fmt.Sprintf("unit %q starts overlapping impassable terrain %q", un.ID, t.ID),
					Hint: "the format does not forbid it, but rules that stop a move at impassable terrain never expect a unit already in it; " +
						"move the unit out, or give the terrain another kind if the unit may stand there"})
			}
		}
	}
	return out
}

// EndWarnings returns what a run left legal but a scenario may read
// wrongly: a unit the run moved off the board (wholly or in part, beyond
// the tolerance) and did not remove. A unit may not start so (Build's
// error), and the format describes a unit that has left the table as
// removed; a run that leaves one standing off it, its place expected or
// not, is a rules file that forgot to take it off: `rulec test` and
// `rulec run` print each with the unit's place in the scenario. w is the
// world the run ended with, u the units Build was given.
func (s *Scenario) EndWarnings(w *world.World, u geom.Units) []*Error {
	var out []*Error
	if s == nil || w == nil {
		return nil
	}
	unit := displayUnit(s, u)
	for _, un := range s.Units {
		b := w.Get(un.ID)
		if b == nil || b.Removed || w.Board.Inside(b.Rect, w.Tol) {
			continue
		}
		if len(out) == MaxOverlaps {
			return out
		}
		out = append(out, &Error{Pos: un.Pos, Warning: true,
			Msg:  fmt.Sprintf("unit %q ends off the board and the run did not remove it: %s", un.ID, offBoard(b.Rect, w.Board, w.Tol, unit, u)),
			Hint: "a unit that leaves the table is removed, as the format's removed: true says; if this one left it, the rules never took it off"})
	}
	return out
}
