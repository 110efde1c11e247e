package engine

import (
	"fmt"
	"reflect"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// actions are the geometric actions rules may take.
func actions() []*Action {
	unitP := ActionParam{Name: "unit", Type: bodyType}
	opt := func(name string, t reflect.Type) ActionParam { return ActionParam{Name: name, Type: t, Optional: true} }
	return []*Action{
		{Name: "pivot", Doc: "pivot u, to: B turns u about its Centre to face bearing B; " +
			"pivot u, toward: B, clearance: D, clear_of: L turns it toward B as far as it can while staying D from every body of L.",
			Params: []ActionParam{unitP, opt("to", floatType), opt("toward", floatType), opt("clearance", floatType), opt("clear_of", bodiesT)},
			Run:    runPivot},
		{Name: "wheel", Doc: "wheel u, by: A rotates u about a front corner, clockwise for positive A.",
			Params: []ActionParam{unitP, {Name: "by", Type: floatType}},
			Run: func(c *Ctx, a []any) error {
				u := a[0].(body)
				c.Move(u, "wheel", u.Rect.Wheel(a[1].(float64)))
				return nil
			}},
		{Name: "move", Doc: "move u, forward: D moves u straight forward D; with stop_at: L it stops where its Front Facing first meets a body of L.",
			Params: []ActionParam{unitP, {Name: "forward", Type: floatType}, opt("stop_at", bodiesT)},
			Run:    runMove},
		{Name: "backtrack", Doc: "backtrack u, clearance: D, clear_of: L moves u back along its last move to the last position at least D from every body of L.",
			Params: []ActionParam{unitP, {Name: "clearance", Type: floatType}, {Name: "clear_of", Type: bodiesT}},
			Run:    runBacktrack},
		{Name: "continue", Doc: "continue u, clear_of: L moves u further forward until it overlaps no body of L (touching is allowed).",
			Params: []ActionParam{unitP, {Name: "clear_of", Type: bodiesT}},
			Run:    runContinue},
		{Name: "move_model", Doc: "move_model m, to: S moves model m along the route of S, a spot of model_spots; move_model m, to_contact: t, walls: W along the shortest route around every other base and the terrain pieces of W (none when left out) into base contact with model t.",
			Params: []ActionParam{{Name: "model", Type: modelType}, opt("to_contact", modelType), opt("to", spotType), opt("walls", bodiesT)},
			Run:    moveModel},
		{Name: "place", Doc: "place u, at: P puts u at a placement chosen from contact_placements.",
			Params: []ActionParam{unitP, {Name: "at", Type: placeT}},
			Run: func(c *Ctx, a []any) error {
				p, _ := a[1].(*Placement)
				if p == nil {
					return fmt.Errorf("no placement to place unit %q at", a[0].(body).ID)
				}
				if p.Rotates {
					c.Move(p.Target, "align", p.TargetRect)
				}
				c.Move(a[0].(body), "place", p.Rect)
				return nil
			}},
	}
}

// exactClearance is the margin turns and backtracks keep short of a
// clearance. A spacing rule is met at D minus the tolerance, but the last
// legal position is where the unit stands exactly D away (geometry.md), so
// only float noise is allowed for.
const exactClearance = 1e-9

// runPivot turns a unit to a bearing, or toward one as far as it may.
func runPivot(c *Ctx, a []any) error {
	u := a[0].(body)
	switch {
	case a[1] != nil:
		c.Move(u, "pivot", u.Rect.PivotTo(a[1].(float64)))
	case a[2] != nil:
		clear, _ := a[3].(float64)
		from, _ := a[4].(bodies)
		r, _ := geom.BestRotationToward(u.Rect, a[2].(float64), clear, shapesOf(from, u), exactClearance)
		c.Move(u, "pivot", r)
	default:
		return fmt.Errorf("pivot needs to: or toward: (a bearing)")
	}
	return nil
}

// runMove moves a unit forward, stopping at the first body met if asked.
func runMove(c *Ctx, a []any) error {
	u := a[0].(body)
	d := a[1].(float64)
	if stop, ok := a[2].(bodies); ok {
		if _, first := c.firstAhead(u, d, stop); first >= 0 && first < d {
			d = first
		}
	}
	c.Move(u, "move", u.Rect.MoveForward(d))
	return nil
}

// runBacktrack returns a unit along its last move to its last legal position.
func runBacktrack(c *Ctx, a []any) error {
	u := a[0].(body)
	if len(u.Moves) == 0 {
		return nil
	}
	start := u.Moves[len(u.Moves)-1].From
	r, ok := geom.Backtrack(start, u.Rect, a[1].(float64), shapesOf(a[2].(bodies), u), exactClearance)
	if !ok {
		r = start
	}
	if r != u.Rect {
		c.Move(u, "backtrack", r)
	}
	return nil
}

// runContinue moves a unit on until it can be placed.
func runContinue(c *Ctx, a []any) error {
	u := a[0].(body)
	limit := c.W.Board.W + c.W.Board.H
	t, ok := geom.ClearAhead(u.Rect, u.Rect.Forward(), shapesOf(a[1].(bodies), u), c.W.Tol, limit)
	if !ok {
		return fmt.Errorf("unit %q cannot be placed anywhere ahead", u.ID)
	}
	if t > 0 {
		c.Move(u, "continue", u.Rect.MoveForward(t))
	}
	return nil
}

// shapesOf returns the shapes of bodies other than u and the board edge.
func shapesOf(list []*world.Body, u *world.Body) []geom.Shape {
	out := make([]geom.Shape, 0, len(list))
	for _, b := range list {
		if b != u && !b.Removed && b.Kind != world.KindEdge {
			out = append(out, b.Shape())
		}
	}
	return out
}
