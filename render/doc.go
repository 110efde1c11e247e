// Package render draws a world as an SVG picture in the manner of a
// rulebook's figures: the board and its terrain, every unit's bases with its
// Front Facing marked, where each unit started (dashed) and ended (solid),
// and the path it took. It reads a world and writes text; it never runs
// rules, so a picture shows exactly the state the interpreter left.
//
// Board coordinates (millimetres, y up the table, compass bearings) are
// turned into picture coordinates (pixels, y down) in one place, view.pt,
// and every shape is drawn from the corners package geom computes, so the
// picture follows the same conventions as the engine. Output is
// deterministic: bodies are drawn in scenario order and every number is
// written with two decimals, so pictures can serve as golden files.
package render
