// Package world is the table a ruleset runs on: the board, units (rectangular
// formations of bases, or model-by-model sets of round bases), terrain,
// sides, combats, flags and props, and the events a run records. It knows
// shapes and ownership, never a ruleset's concepts.
package world
