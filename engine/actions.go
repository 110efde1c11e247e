package engine

import (
	"fmt"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// actions are the geometric actions rules may take.
func actions() []*Action {
	return []*Action{
		Action5("pivot", "pivot u, to: B turns u about its Centre to face bearing B; "+
			"pivot u, toward: B, clearance: D, clear_of: L turns it toward B as far as it can while staying D from every body of L.",
			"unit", "to", "toward", "clearance", "clear_of", runPivot).Changing(Geometry),
		Action2("wheel", "wheel u, by: A rotates u about a front corner, clockwise for positive A.",
			"unit", "by", func(c *Ctx, u body, by Angle) error {
				c.Move(u, "wheel", u.Rect.Wheel(float64(by)))
				return nil
			}).Changing(Geometry),
		Action3("move", "move u, forward: D moves u straight forward D; with stop_at: L it stops where its Front Facing first meets a body of L.",
			"unit", "forward", "stop_at", runMove).Changing(Geometry),
		Action3("backtrack", "backtrack u, clearance: D, clear_of: L moves u back along its last move to the last position at least D from every body of L.",
			"unit", "clearance", "clear_of", runBacktrack).Changing(Geometry),
		Action2("continue", "continue u, clear_of: L moves u further forward until it overlaps no body of L (touching is allowed).",
			"unit", "clear_of", runContinue).Changing(Geometry),
		Action4("move_model", "move_model m, to: S moves model m along the route of S, a spot of model_spots; move_model m, to_contact: t, walls: W along the shortest route around every other base and the terrain pieces of W (none when left out) into base contact with model t.",
			"model", "to_contact", "to", "walls", moveModel).Changing(Geometry),
		Action2("place", "place u, at: P puts u at a placement chosen from contact_placements.",
			"unit", "at", func(c *Ctx, u body, p *Placement) error {
				if p == nil {
					return fmt.Errorf("no placement to place unit %q at", u.ID)
				}
				if p.Rotates {
					c.Move(p.Target, "align", p.TargetRect)
				}
				c.Move(u, "place", p.Rect)
				return nil
			}).Changing(Geometry),
	}
}

// exactClearance is the margin turns and backtracks keep short of a
// clearance. A spacing rule is met at D minus the tolerance, but the last
// legal position is where the unit stands exactly D away (geometry.md), so
// only float noise is allowed for.
const exactClearance = 1e-9

// runPivot turns a unit to a bearing, or toward one as far as it may.
func runPivot(c *Ctx, u body, to, toward Maybe[Angle], clear Maybe[Length], from Maybe[bodies]) error {
	switch {
	case to.Ok:
		c.Move(u, "pivot", u.Rect.PivotTo(float64(to.V)))
	case toward.Ok:
		obs := c.shapesIn(c.shapeBuf[:0], from.V, u) // the turn keeps none of them
		r, _ := geom.BestRotationToward(u.Rect, float64(toward.V), float64(clear.V), obs, exactClearance)
		c.shapeBuf = obs[:0]
		c.Move(u, "pivot", r)
	default:
		return fmt.Errorf("pivot needs to: or toward: (a bearing)")
	}
	return nil
}

// runMove moves a unit forward, stopping at the first body met if asked.
func runMove(c *Ctx, u body, forward Length, stop Maybe[bodies]) error {
	d := float64(forward)
	if stop.Ok {
		if _, first := c.firstAhead(u, d, stop.V); first >= 0 && first < d {
			d = first
		}
	}
	c.Move(u, "move", u.Rect.MoveForward(d))
	return nil
}

// runBacktrack returns a unit along its last move to its last legal position.
func runBacktrack(c *Ctx, u body, clearance Length, clearOf bodies) error {
	if len(u.Moves) == 0 {
		return nil
	}
	start := u.Moves[len(u.Moves)-1].From
	var buf [4]geom.Shape // Backtrack keeps none of them: room for a few on the stack
	r, ok := geom.Backtrack(start, u.Rect, float64(clearance), c.shapesIn(buf[:0], clearOf, u), exactClearance)
	if !ok {
		r = start
	}
	if r != u.Rect {
		c.Move(u, "backtrack", r)
	}
	return nil
}

// runContinue moves a unit on until it can be placed.
func runContinue(c *Ctx, u body, clearOf bodies) error {
	limit := c.W.Board.W + c.W.Board.H
	t, ok := geom.ClearAhead(u.Rect, u.Rect.Forward(), c.shapesOf(clearOf, u), c.W.Tol, limit)
	if !ok {
		return fmt.Errorf("unit %q cannot be placed anywhere ahead", u.ID)
	}
	if t > 0 {
		c.Move(u, "continue", u.Rect.MoveForward(t))
	}
	return nil
}

// shapesOf returns the shapes of the bodies of list other than u. The
// board edge, where a rule lists it, stands for the ground off the table
// (geom.Board.Outside), as overlaps reads it: a path, a push or a clearance
// then meets the edge as it meets any other body, instead of ignoring it.
func (c *Ctx) shapesOf(list []*world.Body, u *world.Body) []geom.Shape {
	return c.shapesIn(make([]geom.Shape, 0, len(list)), list, u)
}

// shapesIn is shapesOf appending to out.
func (c *Ctx) shapesIn(out []geom.Shape, list []*world.Body, u *world.Body) []geom.Shape {
	for _, b := range list {
		switch {
		case b == u || b.Removed:
		case b.Kind == world.KindEdge:
			out = append(out, c.W.Board.Outside()...)
		default:
			out = append(out, b.Shape())
		}
	}
	return out
}
