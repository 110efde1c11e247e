package geom

// ContactLength returns how long a stretch of segment s lies along the
// boundary of shape o: the longest part of s that runs within tol of one
// edge of o, both ends of that edge's overlapping part within tol of the
// line through s. Two facings pressed flat together share a length; facings
// meeting only at a corner, or a segment touching a circle, share none (0).
// It tells which Facing of a unit is the one in contact when several touch
// another shape: a unit whose edge lies flat on a Flank also touches, at the
// Flank's ends, the Front and Rear Facings' corners.
func ContactLength(s Seg, o Shape, tol float64) float64 {
	if o.Kind == KCircle {
		return 0
	}
	d := s.B.Sub(s.A)
	n := d.Len()
	if n == 0 {
		return 0
	}
	u := d.Scale(1 / n)
	best := 0.0
	pts, closed := o.verts()
	eachEdge(pts, closed, func(a, b Vec) {
		// both ends of the edge within tol of the line through s: parallel and close
		if abs(u.Cross(a.Sub(s.A))) > tol || abs(u.Cross(b.Sub(s.A))) > tol {
			return
		}
		ta, tb := u.Dot(a.Sub(s.A)), u.Dot(b.Sub(s.A))
		lo, hi := max(min(ta, tb), 0), min(max(ta, tb), n)
		best = max(best, hi-lo)
	})
	return best
}
