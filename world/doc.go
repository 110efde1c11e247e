// Package world is the table a ruleset runs on: the board, units (rectangular
// formations of bases, or model-by-model sets of round bases), terrain,
// sides, combats, flags and props, and the events a run records. It knows
// shapes and ownership, never a ruleset's concepts.
//
// A run changes its world. A caller that keeps the world as it was runs on
// a Clone of it, which copies every body, or on the world itself kept by
// an Undo (Keep, Restore), which saves only the bodies the run changes,
// each when first touched (Touch), and puts them back after.
package world
