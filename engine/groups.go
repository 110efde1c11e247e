package engine

import (
	"cmp"
	"fmt"
	"math"
	"slices"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// Queries and actions about units that stand together and move as one: a
// group is the units joined to one another, directly or through others, by
// edge and corner contact (an edge along an edge, a corner on a corner);
// a chain is joined by a corner on a corner only, as a column one unit wide
// is after it has wheeled. A group wheels about one point, each unit
// through the same angle; it contracts into a column one unit wide.

// groupQueries are the questions about groups, points and probes.
func groupQueries() []*Func {
	return []*Func{
		Query2("group", "group(u, list) returns u and the units of list joined to it, directly or through others, by edge and corner contact: an edge of one along an edge of the other, sharing a length, with a corner of one on a corner of the other, neither overlapping the other. u first, the others in list order.",
			func(c *Ctx, u body, list bodies) (bodies, error) {
				return c.joined(u, list, func(x, y body) bool {
					return geom.EdgeAndCorner(x.Rect, y.Rect, c.Tol())
				}), nil
			}),
		Query2("chain", "chain(u, list) returns u and the units of list joined to it, directly or through others, by a corner of one on a corner of the other, neither overlapping the other (edge and corner contact included). u first, the others in list order.",
			func(c *Ctx, u body, list bodies) (bodies, error) {
				return c.joined(u, list, func(x, y body) bool {
					return geom.CornerOnCorner(x.Rect, y.Rect, c.Tol())
				}), nil
			}),
		Query2("corner", `corner(u, which) returns a corner of u: "front_left", "front_right", "rear_right" or "rear_left".`,
			func(c *Ctx, u body, which string) (geom.Vec, error) {
				i := slices.Index([]string{"front_left", "front_right", "rear_right", "rear_left"}, which)
				if i < 0 {
					return geom.Vec{}, fmt.Errorf(`no corner %q: want "front_left", "front_right", "rear_right" or "rear_left"`, which)
				}
				return u.Rect.Corners()[i], nil
			}),
		Query2("point_distance", "point_distance(p, q) returns the distance between two points.",
			func(c *Ctx, p geom.Vec, q geom.Vec) (Length, error) { return Length(p.Dist(q)), nil }),
		Query1("middle", "middle(u) returns the Centre of a unit, or the centre of area of a terrain piece.",
			func(c *Ctx, u body) (geom.Vec, error) {
				if u.Kind == world.KindTerrain {
					return u.Poly.Centroid(), nil
				}
				return u.Rect.Centre, nil
			}),
		Query2("bearing_to", "bearing_to(u, p) returns the bearing of the line from u's Centre to point p: the bearing u faces after pivoting to face p.",
			func(c *Ctx, u body, p geom.Vec) (Angle, error) {
				if p.Dist(u.Rect.Centre) <= c.Tol() {
					return 0, fmt.Errorf("the point is unit %q's Centre, which has no bearing from it", u.ID)
				}
				return Angle(geom.BearingOf(p.Sub(u.Rect.Centre))), nil
			}),
		Query2("ahead_of", "ahead_of(u, p) returns how far point p lies ahead of u's Centre, along u's facing (negative behind).",
			func(c *Ctx, u body, p geom.Vec) (Length, error) {
				f, _ := u.Rect.Local(p)
				return Length(f), nil
			}),
		Query2("right_of", "right_of(u, p) returns how far point p lies to the right of u's Centre, across u's facing (negative to its left).",
			func(c *Ctx, u body, p geom.Vec) (Length, error) {
				_, r := u.Rect.Local(p)
				return Length(r), nil
			}),
		Query3("shifted", "shifted(u, forward, right) returns u as it would stand after moving forward and right by those amounts without turning, without moving it: a probe for checks made before a unit moves.",
			func(c *Ctx, u body, forward Length, right Length) (body, error) {
				probe := *u
				r := probe.Rect
				probe.Rect = r.Translate(r.Forward().Scale(float64(forward)).Add(r.Right().Scale(float64(right))))
				probe.Moves = nil
				return &probe, nil
			}),
		Query2("half", `half(u, which) returns the "front" or "rear" half of u's base (its full width, half its depth) as a probe, without changing u.`,
			func(c *Ctx, u body, which string) (body, error) {
				probe := *u
				r := probe.Rect
				var sign float64
				switch which {
				case "front":
					sign = 1
				case "rear":
					sign = -1
				default:
					return nil, fmt.Errorf(`no half %q: want "front" or "rear"`, which)
				}
				r.Depth /= 2
				probe.Rect = r.MoveForward(sign * r.Depth / 2)
				probe.Moves = nil
				return &probe, nil
			}),
		Query2("edges_along", `edges_along(u, b) returns the Facings of u ("front", "right", "rear", "left") whose whole edge touches body b: both its corners within the tolerance of b.`,
			func(c *Ctx, u body, b body) ([]string, error) {
				cs := u.Rect.Corners()
				near := func(p geom.Vec) bool { return geom.PointInShape(p, b.Shape(), c.Tol()) }
				var out []string
				for i, s := range []string{"front", "right", "rear", "left"} {
					// edge i runs from corner i to corner i+1 (front-left, front-right, ...)
					if near(cs[i]) && near(cs[(i+1)%4]) {
						out = append(out, s)
					}
				}
				return out, nil
			}),
		Query2("straddles", "straddles(u, piece) reports whether u lies partly inside and partly outside a body's boundary (a terrain piece's outline): it overlaps it and a corner of u lies outside it.",
			func(c *Ctx, u body, p body) (bool, error) {
				if !c.overlaps(u, p) {
					return false, nil
				}
				for _, q := range u.Rect.Corners() {
					if !geom.PointInShape(q, p.Shape(), c.Tol()) {
						return true, nil
					}
				}
				return false, nil
			}),
	}
}

// joined returns u and the units of list reached from it by steps of link.
func (c *Ctx) joined(u body, list bodies, link func(x, y body) bool) bodies {
	out := bodies{u}
	for i := 0; i < len(out); i++ {
		for _, b := range list {
			if b.Kind != world.KindUnit || b.Removed || contains(out, b) {
				continue
			}
			if !c.overlaps(out[i], b) && c.distance(out[i], b) <= c.Tol() && link(out[i], b) {
				out = append(out, b)
			}
		}
	}
	slices.SortStableFunc(out[1:], func(x, y body) int {
		return cmp.Compare(slices.Index(list, x), slices.Index(list, y))
	})
	return out
}

// groupActions are the moves of a group.
func groupActions() []*Action {
	return []*Action{
		Action3("rotate", "rotate u, about: P, by: A turns u clockwise by A degrees about point P (anticlockwise for negative A): each unit of a group wheeling about one point turns through the same angle.",
			"unit", "about", "by", func(c *Ctx, u body, about geom.Vec, by Angle) error {
				c.Move(u, "rotate", u.Rect.RotateAbout(about, float64(by)))
				return nil
			}),
		Action4("column", "column u, members: L, forward: D, moves: P moves u forward D and forms the units of L behind it into a column one unit wide, without turning any: nearest to u first (ties left first), each moves to the place directly behind the column's last unit, rear edge to front edge and corners on corners, when that place is within its move (its length prop P) and not even partly behind the line of its own rear edge. Each that cannot slides sideways towards the column, with the least forward move that puts it edge to edge and corner to corner beside the column's last unit or the last unit that slid on its side, if that is within its move (its straight distance), and otherwise stays where it is.",
			"unit", "members", "forward", "moves", runColumn),
		Action1("restore", "restore u puts u back where it stood at the start of the run: a move found against the rules after it was made is taken back; "+
			"of a model-by-model unit whose models moved one by one, each such model goes back to where its route began and counts as not moved "+
			"(moves worked out in full to learn what they cross, then made again otherwise).",
			"unit", runRestore),
	}
}

// runRestore puts u back where it stood at the start of the run.
func runRestore(c *Ctx, u body) error {
	if u.Routes == nil {
		c.Move(u, "restore", u.Start)
		return nil
	}
	c.save(u)
	from := u.Rect
	for i, r := range u.Routes {
		if len(r) > 0 {
			u.Models[i] = r[0]
		}
	}
	u.Routes = nil
	u.Rect = geom.DiscBounds(u.Models, u.Round/2, u.Rect.Facing)
	c.changed(u, "restore", from)
	return nil
}

// runColumn contracts a group into a column one unit wide behind u.
func runColumn(c *Ctx, u body, members bodies, forward Length, prop string) error {
	d := float64(forward)
	tol := c.Tol()
	start := u.Rect
	c.Move(u, "column", u.Rect.MoveForward(d))
	type cand struct {
		b          body
		fwd, right float64 // centre in u's starting frame
	}
	var cands []cand
	for _, m := range members {
		if m == u || m.Removed || m.Kind != world.KindUnit {
			continue
		}
		f, r := start.Local(m.Rect.Centre)
		cands = append(cands, cand{m, f, r})
	}
	slices.SortStableFunc(cands, func(x, y cand) int {
		dx, dy := math.Hypot(x.fwd, x.right), math.Hypot(y.fwd, y.right)
		if math.Abs(dx-dy) > tol {
			return cmp.Compare(dx, dy)
		}
		return cmp.Compare(x.right, y.right)
	})
	fw, rt := start.Forward(), start.Right()
	last := u.Rect // the column's last unit
	var left, right []cand
	for _, m := range cands {
		move, err := lengthProp(m.b, prop)
		if err != nil {
			return err
		}
		r := m.b.Rect
		slot := r
		slot.Centre = last.Centre.Sub(fw.Scale(last.Depth/2 + r.Depth/2))
		behind := -(mustLocal(r, slot.Centre) - slot.Depth/2 + r.Depth/2) // how far slot's rear lies behind r's rear
		if slot.Centre.Dist(r.Centre) <= move+tol && behind <= tol {
			c.Move(m.b, "column", slot)
			last = slot
			continue
		}
		if m.right < 0 {
			left = append(left, m)
		} else {
			right = append(right, m)
		}
	}
	for _, side := range [][]cand{left, right} {
		beside := last
		for _, m := range side {
			move, _ := lengthProp(m.b, prop)
			r := m.b.Rect
			sign := 1.0
			if m.right < 0 {
				sign = -1
			}
			// edge to edge beside `beside`, front corners level
			to := beside.Centre.Add(rt.Scale(sign * (beside.Width/2 + r.Width/2))).
				Add(fw.Scale(beside.Depth/2 - r.Depth/2))
			if to.Dist(r.Centre) > move+tol || mustLocal(r, to) < -tol {
				continue
			}
			r.Centre = to
			c.Move(m.b, "column", r)
			beside = r
		}
	}
	return nil
}

// mustLocal returns how far p lies ahead of r's Centre.
func mustLocal(r geom.Rect, p geom.Vec) float64 {
	f, _ := r.Local(p)
	return f
}

// lengthProp returns a unit's length or number prop, or an error naming it.
func lengthProp(u body, name string) (float64, error) {
	v, ok := u.Props[name]
	if !ok || v.Kind == "word" {
		return 0, fmt.Errorf("%sunit %q has no length prop %q", at(u.Where), u.ID, name)
	}
	return v.Number, nil
}
