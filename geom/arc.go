package geom

// ArcOf returns which of r's four arcs holds p. The arcs are bounded by
// lines leaving each corner at 135 degrees to the two edges meeting there,
// the diagonals continued outwards at 45 degrees off the edges. A point
// within tol of a line between two arcs is in the flank arc (Left or
// Right). Points inside r are classed the same way, the front and rear
// arcs being cut off at the centre line.
func ArcOf(r Rect, p Vec, tol float64) Side {
	u, v := r.local(p)
	hw, hd := r.Width/2, r.Depth/2
	// Distances past the boundary lines, scaled by √2 to be true
	// distances: positive inside the front (or rear) arc.
	const s = 0.7071067811865476
	switch {
	case v >= 0 && (v-hd-(abs(u)-hw))*s > tol:
		return Front
	case v < 0 && (-v-hd-(abs(u)-hw))*s > tol:
		return Rear
	case u < 0:
		return Left
	}
	return Right
}
