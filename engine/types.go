package engine

import (
	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// Placement is a candidate position for a unit, produced by the engine for
// a priority order to choose from.
// Its fields as rules read them are declared in engine.Fields; the expr
// tags stay only while expr's checker and VM read fields by them.
type Placement struct {
	Unit   *world.Body   `expr:"unit"`
	Target *world.Body   `expr:"target"`
	Side   string        `expr:"side"`
	Rect   geom.Rect     `expr:"-"`
	Bodies []*world.Body `expr:"contacted"`
	// Models counts the bases or models of both units in base contact
	// with an enemy.
	Models int `expr:"models"`
	// Units counts the enemy units contacted.
	Units int `expr:"units"`
	// Rotates reports whether the placement turns the target.
	Rotates bool `expr:"rotates_target"`
	// TargetTurn is how far a placement that turns the target turns it, in
	// degrees (0 for the others).
	TargetTurn float64 `expr:"target_turn"`
	// Shift is how far the unit's Centre moves from where it stood.
	Shift float64 `expr:"shift"`
	// Turn is how far the unit turns, in degrees.
	Turn float64 `expr:"turn"`
	// Aligns reports whether the placement is the one reached by moving
	// straight forward into contact and rotating about the point of
	// contact (see alignedPlacement).
	Aligns bool `expr:"aligns"`
	// Path is the length of the move that reaches the placement.
	Path float64 `expr:"path"`
	// TargetRect is the target's position if the placement turns it.
	TargetRect geom.Rect `expr:"-"`
}
