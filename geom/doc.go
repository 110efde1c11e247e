// Package geom is the exact two-dimensional geometry under the rules
// interpreter: vectors and compass bearings, lengths with units, oriented
// rectangles and other shapes, the relations between them (overlap,
// distance, contact, arcs) and the motions and sweeps that move them.
//
// Conventions follow the shared geometry spec: the origin is the board's
// bottom-left corner, x grows east and y north, angles are compass bearings
// in degrees (0 is +y, 90 is +x, clockwise), and every length is a float64
// in millimetres. Relations take a tolerance: shapes overlap when their
// interiors intersect by more than it, and touch when they do not overlap
// and stand no further apart than it. The package knows shapes and motions,
// never the rules of any game.
package geom
