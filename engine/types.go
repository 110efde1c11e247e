package engine

import (
	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// Placement is a candidate position for a unit, produced by the engine for
// a priority order to choose from.
// Its fields as rules read them are declared in engine.Fields.
type Placement struct {
	Unit   *world.Body
	Target *world.Body
	Side   string
	Rect   geom.Rect
	Bodies []*world.Body
	// Models counts the bases or models of both units in base contact
	// with an enemy.
	Models int
	// Units counts the enemy units contacted.
	Units int
	// Rotates reports whether the placement turns the target.
	Rotates bool
	// TargetTurn is how far a placement that turns the target turns it, in
	// degrees (0 for the others).
	TargetTurn float64
	// OwnBlocked reports, for a placement that turns the target, whether
	// the unit's own rotation about the point of contact, from where its
	// move into contact left it, passes into a body: false where the unit
	// could have lined up by itself there (false for the others).
	OwnBlocked bool
	// Shift is how far the unit's Centre moves from where it stood.
	Shift float64
	// Turn is how far the unit turns, in degrees.
	Turn float64
	// Aligns reports whether the placement is the one reached by moving
	// straight forward into contact and rotating about the point of
	// contact (see alignedPlacement).
	Aligns bool
	// Path is the length of the move that reaches the placement.
	Path float64
	// TargetRect is the target's position if the placement turns it.
	TargetRect geom.Rect
}
