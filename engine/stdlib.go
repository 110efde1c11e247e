package engine

import (
	"cmp"
	"fmt"
	"math"
	"slices"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// Stdlib returns a registry holding the engine's world queries and actions.
func Stdlib() *Registry {
	r := NewRegistry()
	for _, fs := range [][]*Func{queries(), relationQueries(), modelQueries(), spotQueries(), travelQueries(), placementQueries(), groupQueries()} {
		for _, f := range fs {
			r.AddFunc(f)
		}
	}
	for _, as := range [][]*Action{actions(), travelActions(), groupActions()} {
		for _, a := range as {
			r.AddAction(a)
		}
	}
	return r
}

type (
	body   = *world.Body
	bodies = []*world.Body
)

// onTable returns the bodies that are units, not removed, passing keep.
func (c *Ctx) onTable(keep func(*world.Body) bool) bodies {
	n := 0
	for _, b := range c.W.Bodies {
		if b.Kind == world.KindUnit && !b.Removed && keep(b) {
			n++
		}
	}
	if n == 0 {
		return nil
	}
	out := make(bodies, 0, n) // one allocation, not one per doubling
	for _, b := range c.W.Bodies {
		if b.Kind == world.KindUnit && !b.Removed && keep(b) {
			out = append(out, b)
		}
	}
	return out
}

// queries are the questions about units, sides and flags.
func queries() []*Func {
	return []*Func{
		{Name: "units", Doc: "units() returns every unit on the table.",
			Sig: new(func(*Ctx) bodies),
			Fn: func(c *Ctx, a []any) (any, error) {
				return c.list(listKey{query: "units"}, func() bodies {
					return c.onTable(func(*world.Body) bool { return true })
				}), nil
			}},
		{Name: "enemies", Doc: "enemies(u) returns the units on the table of every other side.",
			Sig: new(func(*Ctx, body) bodies),
			Fn: func(c *Ctx, a []any) (any, error) {
				u := a[0].(body)
				return c.list(listKey{query: "enemies", word: u.Side}, func() bodies {
					return c.onTable(func(b *world.Body) bool { return b.Side != u.Side })
				}), nil
			}},
		{Name: "friends", Doc: "friends(u) returns the other units on the table of u's side.",
			Sig: new(func(*Ctx, body) bodies),
			Fn: func(c *Ctx, a []any) (any, error) {
				u := a[0].(body)
				return c.list(listKey{query: "friends", unit: u}, func() bodies {
					return c.onTable(func(b *world.Body) bool { return b.Side == u.Side && b != u })
				}), nil
			}},
		{Name: "terrain", Doc: `terrain(kind) returns the terrain pieces of a kind ("" for all).`,
			Sig: new(func(*Ctx, string) bodies),
			Fn: func(c *Ctx, a []any) (any, error) {
				kind := a[0].(string)
				return c.list(listKey{query: "terrain", word: kind}, func() bodies {
					var out bodies
					for _, b := range c.W.Bodies {
						if b.Kind == world.KindTerrain && (kind == "" || b.TerrainKind == kind) {
							out = append(out, b)
						}
					}
					return out
				}), nil
			}},
		{Name: "edge", Doc: "edge() returns the board edge.",
			Sig: new(func(*Ctx) body),
			Fn:  func(c *Ctx, a []any) (any, error) { return c.W.Edge(), nil }},
		{Name: "unit", Doc: "unit(id) returns the unit with an id.",
			Sig: new(func(*Ctx, string) body),
			Fn: func(c *Ctx, a []any) (any, error) {
				if b := c.W.Get(a[0].(string)); b != nil {
					return b, nil
				}
				return nil, fmt.Errorf("no unit %q", a[0])
			}},
		{Name: "combat", Doc: "combat(u) returns the units that fought in u's combat, u included; removed units too.",
			Sig: new(func(*Ctx, body) bodies),
			Fn: func(c *Ctx, a []any) (any, error) {
				// combats are fixed for a run: the list is kept like units()
				u := a[0].(body)
				return c.list(listKey{query: "combat", unit: u}, func() bodies {
					ids := c.W.CombatOf(u)
					if len(ids) == 0 {
						return nil
					}
					out := make(bodies, len(ids))
					for i, id := range ids {
						out[i] = c.W.Get(id)
					}
					return out
				}), nil
			}},
		{Name: "has", Doc: "has(u, flag) reports whether u carries a flag.",
			Sig: new(func(*Ctx, body, string) bool),
			Fn:  func(c *Ctx, a []any) (any, error) { return a[0].(body).HasFlag(a[1].(string)), nil }},
		{Name: "flagged", Doc: "flagged(u, flag) returns the units named by u's flag (`charging A` names A).",
			Sig: new(func(*Ctx, body, string) bodies),
			Fn: func(c *Ctx, a []any) (any, error) {
				var out bodies
				for _, id := range a[0].(body).Flags[a[1].(string)] {
					if b := c.W.Get(id); b != nil {
						out = append(out, b)
					}
				}
				return out, nil
			}},
		{Name: "among", Doc: "among(u, list) reports whether u is in list.",
			Sig: new(func(*Ctx, body, bodies) bool),
			Fn: func(c *Ctx, a []any) (any, error) {
				for _, b := range a[1].(bodies) {
					if b == a[0].(body) {
						return true, nil
					}
				}
				return false, nil
			}},
		{Name: "except", Doc: "except(list, drop) returns list without the units in drop.",
			Sig: new(func(*Ctx, bodies, bodies) bodies),
			Fn: func(c *Ctx, a []any) (any, error) {
				list, drop := a[0].(bodies), newBodySet(a[1].(bodies))
				if !slices.ContainsFunc(list, drop.has) {
					return a[0], nil // nothing to drop: the list itself, unboxed again
				}
				var out bodies
				for _, b := range list {
					if !drop.has(b) {
						if out == nil {
							out = make(bodies, 0, len(list))
						}
						out = append(out, b)
					}
				}
				return out, nil
			}},
		{Name: "union", Doc: "union(a, b) returns the units of a and then those of b not in a.",
			Sig: new(func(*Ctx, bodies, bodies) bodies),
			Fn: func(c *Ctx, a []any) (any, error) {
				first, second := a[0].(bodies), a[1].(bodies)
				if len(first)+len(second) == 0 {
					return append(bodies(nil), first...), nil
				}
				if len(first) > 0 {
					in := newBodySet(first)
					if !slices.ContainsFunc(second, func(b *world.Body) bool { return !in.has(b) }) {
						return a[0], nil // second adds nothing: first itself
					}
				}
				out := make(bodies, len(first), len(first)+len(second))
				copy(out, first)
				var seen map[*world.Body]bool // once out is long, its members
				for _, b := range second {
					if seen == nil && len(out) > setScan {
						seen = make(map[*world.Body]bool, cap(out))
						for _, x := range out {
							seen[x] = true
						}
					}
					if seen != nil && seen[b] || seen == nil && contains(out, b) {
						continue
					}
					out = append(out, b)
					if seen != nil {
						seen[b] = true
					}
				}
				return out, nil
			}},
		{Name: "list", Doc: "list(u) returns a list holding u alone.",
			Sig: new(func(*Ctx, body) bodies),
			Fn: func(c *Ctx, a []any) (any, error) {
				// Kept like the derived lists: rules ask it of the same unit
				// again and again, and a fresh list is two allocations.
				u := a[0].(body)
				return c.list(listKey{query: "list", unit: u}, func() bodies { return bodies{u} }), nil
			}},
		{Name: "sides", Doc: "sides() returns the sides that have units on the table, each once, in the order their first unit is listed.",
			Sig: new(func(*Ctx) []string),
			Fn: func(c *Ctx, a []any) (any, error) {
				var out []string
				for _, b := range c.onTable(func(*world.Body) bool { return true }) {
					if !slices.Contains(out, b.Side) {
						out = append(out, b.Side)
					}
				}
				return out, nil
			}},
		{Name: "owner", Doc: "owner(u) returns the side that owns u.",
			Sig: new(func(*Ctx, body) string),
			Fn:  func(c *Ctx, a []any) (any, error) { return a[0].(body).Side, nil }},
		{Name: "opponent", Doc: "opponent(u) returns the first side other than u's with a unit on the table: the opponent in a two-sided game (a ruleset that relies on that asserts len(sides()) == 2).",
			Sig: new(func(*Ctx, body) string),
			Fn: func(c *Ctx, a []any) (any, error) {
				u := a[0].(body)
				for _, b := range c.W.Bodies {
					if b.Kind == world.KindUnit && b.Side != u.Side {
						return b.Side, nil
					}
				}
				return "", fmt.Errorf("unit %q has no opponent on the table", u.ID)
			}},
		{Name: "prop", Doc: "prop(u, name) returns a length or number prop of u (lengths in mm).",
			Sig: new(func(*Ctx, body, string) float64),
			Fn: func(c *Ctx, a []any) (any, error) {
				u := a[0].(body)
				v, ok := u.Props[a[1].(string)]
				if ok && v.Kind == "word" {
					return nil, fmt.Errorf("%sunit %q prop %q is the word %q, where a length or number is wanted", at(v.Where), u.ID, a[1], v.Word)
				}
				if !ok {
					return nil, fmt.Errorf("%sunit %q has no length or number prop %q", at(u.Where), u.ID, a[1])
				}
				return v.Number, nil
			}},
		{Name: "prop_or", Doc: "prop_or(u, name, fallback) returns a length or number prop of u, or fallback if u has none.",
			Sig: new(func(*Ctx, body, string, float64) float64),
			Fn: func(c *Ctx, a []any) (any, error) {
				if v, ok := a[0].(body).Props[a[1].(string)]; ok && v.Kind != "word" {
					return v.Number, nil
				}
				return a[2].(float64), nil
			}},
		{Name: "word", Doc: `word(u, name) returns a word prop of u, or "" if it has none.`,
			Sig: new(func(*Ctx, body, string) string),
			Fn:  func(c *Ctx, a []any) (any, error) { return a[0].(body).Props[a[1].(string)].Word, nil }},
		{Name: "nearest", Doc: "nearest(u, list) returns the bodies of list whose Centre is nearest to u's Centre: several when tied within the tolerance.",
			Sig: new(func(*Ctx, body, bodies) bodies),
			Fn: func(c *Ctx, a []any) (any, error) {
				u := a[0].(body)
				best := math.Inf(1)
				for _, b := range a[1].(bodies) {
					best = math.Min(best, u.Rect.Centre.Dist(b.Rect.Centre))
				}
				return filterBodies(a[1].(bodies), func(b *world.Body) bool {
					return u.Rect.Centre.Dist(b.Rect.Centre) <= best+c.W.Tol
				}), nil
			}},
		{Name: "sorted_by_distance", Doc: "sorted_by_distance(u, list) returns list ordered by centre-to-centre distance from u, nearest first.",
			Sig: new(func(*Ctx, body, bodies) bodies),
			Fn: func(c *Ctx, a []any) (any, error) {
				u := a[0].(body)
				return sortedBy(a[1].(bodies), func(b body) float64 { return u.Rect.Centre.Dist(b.Rect.Centre) }), nil
			}},
	}
}

// contains reports whether list holds b.
// bodySet answers membership of a list of bodies: by scanning the list
// while it is short, and through a map once it is long, so set operations
// on long lists stay linear.
type bodySet struct {
	list bodies
	m    map[*world.Body]bool
}

// setScan is the longest list a bodySet scans rather than hashes.
const setScan = 16

func newBodySet(list bodies) *bodySet {
	s := &bodySet{list: list}
	if len(list) > setScan {
		s.m = make(map[*world.Body]bool, len(list))
		for _, b := range list {
			s.m[b] = true
		}
	}
	return s
}

func (s *bodySet) has(b *world.Body) bool {
	if s.m != nil {
		return s.m[b]
	}
	return contains(s.list, b)
}

func contains(list bodies, b *world.Body) bool {
	for _, x := range list {
		if x == b {
			return true
		}
	}
	return false
}

// sortedBy returns a copy of list ordered by key, ties in list's order.
// Each key is worked out once, not at every comparison of the sort.
func sortedBy[T any](list []T, key func(T) float64) []T {
	type keyed struct {
		k float64
		v T
	}
	ks := make([]keyed, len(list))
	for i, v := range list {
		ks[i] = keyed{key(v), v}
	}
	slices.SortStableFunc(ks, func(a, b keyed) int { return cmp.Compare(a.k, b.k) })
	out := make([]T, len(list))
	for i, x := range ks {
		out[i] = x.v
	}
	return out
}

// filterBodies returns the bodies of list for which keep holds.
func filterBodies(list bodies, keep func(*world.Body) bool) bodies {
	var out bodies
	for _, b := range list {
		if keep(b) {
			out = append(out, b)
		}
	}
	return out
}

// relationQueries are the geometric questions.
func relationQueries() []*Func {
	return []*Func{
		{Name: "facing", Doc: "facing(u) returns the bearing of u's Front Facing.",
			Sig: new(func(*Ctx, body) float64),
			Fn:  func(c *Ctx, a []any) (any, error) { return a[0].(body).Rect.Facing, nil }},
		{Name: "centre", Doc: "centre(u) returns u's Centre.",
			Sig: new(func(*Ctx, body) geom.Vec),
			Fn:  func(c *Ctx, a []any) (any, error) { return a[0].(body).Rect.Centre, nil }},
		{Name: "bearing", Doc: "bearing(a, b) returns the bearing of the line from a's Centre to b's Centre.",
			Sig: new(func(*Ctx, body, body) float64),
			Fn: func(c *Ctx, a []any) (any, error) {
				return geom.BearingOf(a[1].(body).Rect.Centre.Sub(a[0].(body).Rect.Centre)), nil
			}},
		{Name: "turn", Doc: "turn(bearing, degrees) returns the bearing turned clockwise, in [0, 360).",
			Sig: new(func(*Ctx, float64, float64) float64),
			Fn:  func(c *Ctx, a []any) (any, error) { return geom.NormBearing(a[0].(float64) + a[1].(float64)), nil }},
		{Name: "side_bearing", Doc: `side_bearing(u, side) returns the outward bearing of u's "front", "right", "rear" or "left" Facing.`,
			Sig: new(func(*Ctx, body, string) float64),
			Fn: func(c *Ctx, a []any) (any, error) {
				s, err := parseSide(a[1].(string))
				return geom.NormBearing(a[0].(body).Rect.Facing + 90*float64(s)), err
			}},
		{Name: "distance", Doc: "distance(a, b) returns the shortest distance between two bodies' boundaries.",
			Sig: new(func(*Ctx, body, body) float64),
			Fn:  func(c *Ctx, a []any) (any, error) { return c.distance(a[0].(body), a[1].(body)), nil }},
		{Name: "centre_distance", Doc: "centre_distance(a, b) returns the distance between two Centres.",
			Sig: new(func(*Ctx, body, body) float64),
			Fn: func(c *Ctx, a []any) (any, error) {
				return a[0].(body).Rect.Centre.Dist(a[1].(body).Rect.Centre), nil
			}},
		{Name: "overlapping", Doc: "overlapping(u, list) returns the bodies of list that u's boundary overlaps.",
			Sig: new(func(*Ctx, body, bodies) bodies),
			Fn: func(c *Ctx, a []any) (any, error) {
				u := a[0].(body)
				return filterBodies(a[1].(bodies), func(b *world.Body) bool { return c.overlaps(u, b) }), nil
			}},
		{Name: "touching", Doc: "touching(u, list) returns the bodies of list in base contact with u.",
			Sig: new(func(*Ctx, body, bodies) bodies),
			Fn: func(c *Ctx, a []any) (any, error) {
				u := a[0].(body)
				return filterBodies(a[1].(bodies), func(b *world.Body) bool { return c.touching(u, b) }), nil
			}},
		{Name: "closer_than", Doc: "closer_than(u, list, d) returns the bodies of list nearer to u than d (beyond the tolerance): those breaking a rule that units stay more than d apart.",
			Sig: new(func(*Ctx, body, bodies, float64) bodies),
			Fn: func(c *Ctx, a []any) (any, error) {
				u, d := a[0].(body), a[2].(float64)
				return filterBodies(a[1].(bodies), func(b *world.Body) bool {
					return b != u && !b.Removed && b.Kind != world.KindEdge && c.distance(u, b) < d-c.W.Tol
				}), nil
			}},
		{Name: "front_overlaps", Doc: "front_overlaps(u, list) returns the bodies of list that u's Front Facing overlaps.",
			Sig: new(func(*Ctx, body, bodies) bodies),
			Fn: func(c *Ctx, a []any) (any, error) {
				u := a[0].(body)
				return filterBodies(a[1].(bodies), func(b *world.Body) bool { return c.frontOverlaps(u, b) }), nil
			}},
		{Name: "pivoted", Doc: "pivoted(u, bearing) returns u as it would stand after pivoting about its Centre to face bearing, without moving it: a probe for checks made before a unit moves.",
			Sig: new(func(*Ctx, body, float64) body),
			Fn: func(c *Ctx, a []any) (any, error) {
				probe := *a[0].(body)
				probe.Rect = probe.Rect.PivotTo(a[1].(float64))
				probe.Moves = nil
				return &probe, nil
			}},
		{Name: "ahead_distance_at", Doc: "ahead_distance_at(u, bearing, d, list) is ahead_distance as if u had pivoted to face bearing: how far it could move that way before its Front Facing meets a body of list, or -1 if none within d.",
			Sig: new(func(*Ctx, body, float64, float64, bodies) float64),
			Fn: func(c *Ctx, a []any) (any, error) {
				probe := *a[0].(body)
				probe.Rect = probe.Rect.PivotTo(a[1].(float64))
				_, d := c.firstAhead(&probe, a[2].(float64), a[3].(bodies))
				return d, nil
			}},
		{Name: "first_ahead", Doc: "first_ahead(u, d, list) returns the first bodies of list met in the rectangle directly ahead of u for distance d (several when tied).",
			Sig: new(func(*Ctx, body, float64, bodies) bodies),
			Fn: func(c *Ctx, a []any) (any, error) {
				out, _ := c.firstAhead(a[0].(body), a[1].(float64), a[2].(bodies))
				return out, nil
			}},
		{Name: "ahead_distance", Doc: "ahead_distance(u, d, list) returns how far u moves forward before its Front Facing meets the first body of list, or -1 if none within d.",
			Sig: new(func(*Ctx, body, float64, bodies) float64),
			Fn: func(c *Ctx, a []any) (any, error) {
				_, d := c.firstAhead(a[0].(body), a[1].(float64), a[2].(bodies))
				return d, nil
			}},
		{Name: "arc_of", Doc: `arc_of(target, u, by) returns the arc of target ("front", "right", "rear", "left") that u is Located in, judged by the point of u named by by: "front_centre", "right_centre", "rear_centre" or "left_centre" (the centre of that Facing).`,
			Sig: new(func(*Ctx, body, body, string) string),
			Fn: func(c *Ctx, a []any) (any, error) {
				t, u, by := a[0].(body), a[1].(body), a[2].(string)
				for s := geom.Front; s <= geom.Left; s++ {
					if by == s.String()+"_centre" {
						return geom.ArcOf(t.Rect, u.Rect.EdgeMid(s), c.W.Tol).String(), nil
					}
				}
				return nil, fmt.Errorf("arc_of: unknown reference point %q (want \"front_centre\", \"right_centre\", \"rear_centre\" or \"left_centre\")", by)
			}},
		{Name: "touching_side", Doc: `touching_side(a, b) returns the Facing of a ("front", "right", "rear" or "left") nearest to b: the Facing b is in contact with.`,
			Sig: new(func(*Ctx, body, body) string),
			Fn: func(c *Ctx, a []any) (any, error) {
				u, b := a[0].(body), a[1].(body)
				best, bestD := geom.Front, math.Inf(1)
				for s := geom.Front; s <= geom.Left; s++ {
					if d := geom.Distance(geom.SegShape(u.Rect.Edge(s)), b.Shape()); d < bestD-1e-9 {
						best, bestD = s, d
					}
				}
				return best.String(), nil
			}},
		{Name: "passed_through", Doc: "passed_through(u, list) returns the bodies of list that u overlapped at any point of its moves in this run.",
			Sig: new(func(*Ctx, body, bodies) bodies),
			Fn: func(c *Ctx, a []any) (any, error) {
				u := a[0].(body)
				sw := c.swept(u)
				return filterBodies(a[1].(bodies), func(b *world.Body) bool {
					if b == u || b.Kind == world.KindEdge {
						return false
					}
					for _, s := range sw {
						if geom.Overlap(s, b.Shape(), c.W.Tol) {
							return true
						}
					}
					return false
				}), nil
			}},
		{Name: "contact_placements", Doc: `contact_placements(u, target, side, reach, others) returns the positions that put u's Front Facing in base contact with, and aligned to, target's side ("front", ...), for a priority order to choose from: every slide along the side worth trying, the one reached by moving straight forward into contact and rotating about the point of contact (field aligns), and the one that turns the target instead (rotates_target); reach bounds how far any corner of u may travel (0 for no bound; for the aligns placement it bounds the forward move only), and others are the bodies a placement must not overlap (it may touch them).`,
			Sig: new(func(*Ctx, body, body, string, float64, bodies) []*Placement),
			Fn: func(c *Ctx, a []any) (any, error) {
				s, err := parseSide(a[2].(string))
				if err != nil {
					return nil, err
				}
				return c.contactPlacements(a[0].(body), a[1].(body), s, a[3].(float64), a[4].(bodies)), nil
			}},
	}
}

// parseSide reads a Facing name.
func parseSide(s string) (geom.Side, error) {
	for _, side := range []geom.Side{geom.Front, geom.Right, geom.Rear, geom.Left} {
		if side.String() == s {
			return side, nil
		}
	}
	return 0, fmt.Errorf(`unknown facing %q (want "front", "right", "rear" or "left")`, s)
}
