package render

import (
	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// Options says what to draw and how big.
type Options struct {
	// Arcs draws each unit's arc lines: from every corner of its Unit
	// Boundary, a thin line at 135 degrees to the two facings meeting there.
	Arcs bool
	// Title is written above the picture; none when empty.
	Title string
	// Width and Height bound one panel's map in pixels; 0 means 900 by 640.
	Width, Height float64
	// Whole shows the whole board even when everything happens in a small
	// part of it.
	Whole bool
	// Start is the world before the run, when the caller has it. Models of
	// model-by-model units move one at a time without moving the unit's
	// boundary, so only Start says where each model began; with it, they
	// are drawn dashed where they started with an arrow to where they
	// ended.
	Start *world.World
	// Units is the ruleset's: ticks and the scale bar count in its default
	// unit (paces, inches, centimetres); the zero value means inches.
	Units geom.Units
	// Caption lines go under the title: the dice rolled, the flags units
	// carry at the end.
	Caption []string
	// Failed, when not empty, is the error the run stopped with: the map
	// gets a red frame and the message goes under the title.
	Failed string
	// Links, when more than 0 (mm), joins the models of each
	// model-by-model unit that stand within it of each other (coherency)
	// and rings the models within it of a model touching an enemy; models
	// touching an enemy are ringed in any case.
	Links float64
	// Prior, when set, is the world at an earlier point of the same run
	// (the step before, in a step-through): the moves and events it
	// already had are drawn faded, so what happened since stands out.
	Prior *world.World
	// Frame, when set, is drawn into the choice of the part of the board
	// shown, as if it were on the table too: the pictures of every step
	// of one run, each framed by the run's end, show the same ground at
	// the same scale.
	Frame *world.World
	// Differs names units to ring in the colour of differences: those
	// whose outcome differs between two versions (rulec diff -render).
	Differs []string
	// Focus, when not empty, crops the picture to these units (where they
	// started, passed and ended) instead of everything on the table.
	Focus []string
}

// Defaults for Options.
const (
	defaultWidth  = 900.0
	defaultHeight = 640.0
)

// size returns the map's largest width and height in pixels.
func (o Options) size() (w, h float64) {
	w, h = o.Width, o.Height
	if w <= 0 {
		w = defaultWidth
	}
	if h <= 0 {
		h = defaultHeight
	}
	return w, h
}
