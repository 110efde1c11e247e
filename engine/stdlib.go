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
	for _, fs := range [][]*Func{queries(), relationQueries(), modelQueries(), spotQueries(), travelQueries(), placementQueries(), routeQueries(), reachedQueries(), groupQueries()} {
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
	out := c.Bodies(n) // the run's array, not an allocation of its own
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
		Query0("units", "units() returns every unit on the table.",
			func(c *Ctx) (keptUnits, error) {
				return c.list(listKey{query: listUnits}, func() bodies {
					return c.onTable(func(*world.Body) bool { return true })
				}), nil
			}).Reading(Status),
		Query1("enemies", "enemies(u) returns the units on the table of every other side.",
			func(c *Ctx, u body) (keptUnits, error) {
				return c.list(listKey{query: listEnemies, word: u.Side}, func() bodies {
					return c.onTable(func(b *world.Body) bool { return b.Side != u.Side })
				}), nil
			}).Reading(Status),
		Query1("friends", "friends(u) returns the other units on the table of u's side.",
			func(c *Ctx, u body) (keptUnits, error) {
				return c.list(listKey{query: listFriends, unit: u}, func() bodies {
					return c.onTable(func(b *world.Body) bool { return b.Side == u.Side && b != u })
				}), nil
			}).Reading(Status),
		Query1("terrain", `terrain(kind) returns the terrain pieces of a kind ("" for all).`,
			func(c *Ctx, kind string) (keptUnits, error) {
				return c.list(listKey{query: listTerrain, word: kind}, func() bodies {
					n := 0
					for _, b := range c.W.Bodies {
						if b.Kind == world.KindTerrain && (kind == "" || b.TerrainKind == kind) {
							n++
						}
					}
					if n == 0 {
						return nil
					}
					out := c.Bodies(n)
					for _, b := range c.W.Bodies {
						if b.Kind == world.KindTerrain && (kind == "" || b.TerrainKind == kind) {
							out = append(out, b)
						}
					}
					return out
				}), nil
			}).Reading(Status),
		Query0("edge", "edge() returns the board edge, which in a list of bodies stands for the ground off the table: a unit overlaps it when part of the unit lies off the table, touches it when it stands against the edge, and a path, a push or a clearance meets it there.",
			func(c *Ctx) (body, error) { return c.W.Edge(), nil }).Reading(Status),
		Query1("unit", "unit(id) returns the unit with an id.",
			func(c *Ctx, id string) (body, error) {
				if b := c.W.Get(id); b != nil {
					return b, nil
				}
				return nil, fmt.Errorf("no unit %q", id)
			}).Reading(Status),
		Query1("combat", "combat(u) returns the units that fought in u's combat, u included; removed units too.",
			func(c *Ctx, u body) (keptUnits, error) {
				// combats are fixed for a run: the list is kept like units()
				return c.list(listKey{query: listCombat, unit: u}, func() bodies {
					ids := c.W.CombatOf(u)
					if len(ids) == 0 {
						return nil
					}
					out := c.Bodies(len(ids))[:len(ids)]
					for i, id := range ids {
						out[i] = c.W.Get(id)
					}
					return out
				}), nil
			}).Reading(Status),
		Query2("has", "has(u, flag) reports whether u carries a flag.",
			func(c *Ctx, u body, flag string) (bool, error) { return u.HasFlag(flag), nil }).Reading(Status),
		Query2("flagged", "flagged(u, flag) returns the units named by u's flag (`charging A` names A).",
			func(c *Ctx, u body, flag string) (bodies, error) {
				var out bodies
				for _, id := range u.Flags[flag] {
					if b := c.W.Get(id); b != nil {
						out = append(out, b)
					}
				}
				return out, nil
			}).Reading(Status),
		Query2("among", "among(u, list) reports whether u is in list.",
			func(c *Ctx, u body, list bodies) (bool, error) {
				for _, b := range list {
					if b == u {
						return true, nil
					}
				}
				return false, nil
			}).Reading(Status),
		Query2("except", "except(list, drop) returns list without the units in drop.",
			func(c *Ctx, list, dropped bodies) (bodies, error) {
				drop := newBodySet(dropped)
				if !slices.ContainsFunc(list, drop.has) {
					return list, nil // nothing to drop: the list itself, in its box
				}
				var out bodies
				for _, b := range list {
					if !drop.has(b) {
						if out == nil {
							out = c.Bodies(len(list))
						}
						out = append(out, b)
					}
				}
				return out, nil
			}).Reading(Status),
		Query2("union", "union(a, b) returns the units of a and then those of b not in a.",
			func(c *Ctx, first bodies, second bodies) (bodies, error) {
				if len(first)+len(second) == 0 {
					return append(bodies(nil), first...), nil
				}
				if len(first) > 0 {
					in := newBodySet(first)
					if !slices.ContainsFunc(second, func(b *world.Body) bool { return !in.has(b) }) {
						return first, nil // second adds nothing: first itself
					}
				}
				out := append(c.Bodies(len(first)+len(second)), first...)
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
			}).Reading(Status),
		Query1("list", "list(u) returns a list holding u alone.",
			func(c *Ctx, u body) (keptUnits, error) {
				// Kept like the derived lists: rules ask it of the same unit
				// again and again, and a fresh list is two allocations.
				return c.list(listKey{query: listList, unit: u}, func() bodies { return append(c.Bodies(1), u) }), nil
			}).Reading(Status),
		Query0("sides", "sides() returns the sides that have units on the table, each once, in the order their first unit is listed.",
			func(c *Ctx) ([]string, error) {
				var out []string
				for _, b := range c.onTable(func(*world.Body) bool { return true }) {
					if !slices.Contains(out, b.Side) {
						out = append(out, b.Side)
					}
				}
				return out, nil
			}).Reading(Status),
		Query1("owner", "owner(u) returns the side that owns u.",
			func(c *Ctx, u body) (string, error) { return u.Side, nil }).Reading(Status),
		Query1("opponent", "opponent(u) returns the first side other than u's with a unit on the table: the opponent in a two-sided game (a ruleset that relies on that asserts len(sides()) == 2).",
			func(c *Ctx, u body) (string, error) {
				for _, b := range c.W.Bodies {
					if b.Kind == world.KindUnit && b.Side != u.Side {
						return b.Side, nil
					}
				}
				return "", fmt.Errorf("unit %q has no opponent on the table", u.ID)
			}).Reading(Status),
		Query2("prop", "prop(u, name) returns a length or number prop of u (lengths in mm); a word N+ (a dice target, "+
			"`dangerous: 4+`) is the number N, and any other word an error naming where the scenario gives it.",
			func(c *Ctx, u body, name string) (Measure, error) {
				v, ok := u.Props[name]
				if !ok {
					return 0, fmt.Errorf("%sunit %q has no length or number prop %q", at(u.Where), u.ID, name)
				}
				return measureProp(u, name, v)
			}).Reading(Status),
		Query3("prop_or", "prop_or(u, name, fallback) returns a length or number prop of u, or fallback if u has none (evaluated only then); "+
			"a word N+ is the number N, and any other word an error, as for prop.",
			func(c *Ctx, u body, name string, fallback Measure) (Measure, error) {
				v, ok := u.Props[name]
				if !ok {
					return fallback, nil
				}
				return measureProp(u, name, v)
			}).Reading(Status).FallingBack(lacksProp),
		Query3("length_prop", "length_prop(u, name, fallback) returns u's prop name as a length, or fallback if u has none (evaluated only then): "+
			"a bare number (`advance: 4`) is in the rules' default unit, as the scenario format reads every bare length. "+
			"A word prop is an error naming where the scenario gives it.",
			func(c *Ctx, u body, name string, fallback Length) (Length, error) {
				v, ok := u.Props[name]
				switch {
				case !ok:
					return fallback, nil
				case v.Kind == "word":
					return 0, fmt.Errorf("%sunit %q prop %q is the word %q, where a length is wanted", at(v.Where), u.ID, name, v.Word)
				case v.Kind == "number":
					mm, ok := geom.UnitMM(c.W.Units.Default, c.W.Units)
					if !ok {
						return 0, fmt.Errorf("%sunit %q prop %q is a bare number and the rules' default unit %q has no length",
							at(v.Where), u.ID, name, c.W.Units.Default)
					}
					return Length(v.Number * mm), nil
				}
				return Length(v.Number), nil
			}).FallingBack(lacksProp),
		Query2("word", `word(u, name) returns a word prop of u, or "" if it has none.`,
			func(c *Ctx, u body, name string) (string, error) { return u.Props[name].Word, nil }).Reading(Status).
			FindingProp(1, hasProp),
		Query2("nearest", "nearest(u, list) returns the bodies of list whose Centre is nearest to u's Centre: several when tied within the tolerance.",
			func(c *Ctx, u body, list bodies) (bodies, error) {
				best := math.Inf(1)
				for _, b := range list {
					best = math.Min(best, u.Rect.Centre.Dist(b.Rect.Centre))
				}
				return c.filter(list, func(b *world.Body) bool {
					return u.Rect.Centre.Dist(b.Rect.Centre) <= best+c.W.Tol
				}), nil
			}),
		Query2("nearest_by_boundary", "nearest_by_boundary(u, list) returns the bodies of list whose boundary is nearest to u's boundary (the distance between shapes): several when tied within the tolerance.",
			func(c *Ctx, u body, list bodies) (bodies, error) {
				best := math.Inf(1)
				for _, b := range list {
					best = math.Min(best, c.distance(u, b))
				}
				return c.filter(list, func(b *world.Body) bool {
					return c.distance(u, b) <= best+c.W.Tol
				}), nil
			}),
		Query2("sorted_by_distance", "sorted_by_distance(u, list) returns list ordered by centre-to-centre distance from u, nearest first.",
			func(c *Ctx, u body, list bodies) (bodies, error) {
				return sortedBy(list, func(b body) float64 { return u.Rect.Centre.Dist(b.Rect.Centre) }), nil
			}),
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

// filter is filterBodies keeping its answer in the run's array (Bodies):
// a query's answer costs no allocation of its own.
func (c *Ctx) filter(list bodies, keep func(*world.Body) bool) bodies {
	var buf [8]*world.Body
	out := buf[:0]
	for _, b := range list {
		if keep(b) {
			out = append(out, b)
		}
	}
	if len(out) == 0 {
		return nil
	}
	return append(c.Bodies(len(out)), out...)
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
		Query1("facing", "facing(u) returns the bearing of u's Front Facing.",
			func(c *Ctx, u body) (Angle, error) { return Angle(u.Rect.Facing), nil }),
		Query1("centre", "centre(u) returns u's Centre.",
			func(c *Ctx, u body) (geom.Vec, error) { return u.Rect.Centre, nil }),
		Query2("bearing", "bearing(a, b) returns the bearing of the line from a's Centre to b's Centre.",
			func(c *Ctx, a body, b body) (Angle, error) {
				return Angle(geom.BearingOf(b.Rect.Centre.Sub(a.Rect.Centre))), nil
			}),
		Query2("turn", "turn(bearing, degrees) returns the bearing turned clockwise, in [0, 360).",
			func(c *Ctx, bearing Angle, degrees Angle) (Angle, error) {
				return Angle(geom.NormBearing(float64(bearing) + float64(degrees))), nil
			}),
		Query2("side_bearing", `side_bearing(u, side) returns the outward bearing of u's "front", "right", "rear" or "left" Facing.`,
			func(c *Ctx, u body, side string) (Angle, error) {
				s, err := parseSide(side)
				return Angle(geom.NormBearing(u.Rect.Facing + 90*float64(s))), err
			}),
		Query2("distance", "distance(a, b) returns the shortest distance between two bodies' boundaries.",
			func(c *Ctx, a body, b body) (Length, error) { return Length(c.distance(a, b)), nil }),
		Query2("centre_distance", "centre_distance(a, b) returns the distance between two Centres.",
			func(c *Ctx, a body, b body) (Length, error) {
				return Length(a.Rect.Centre.Dist(b.Rect.Centre)), nil
			}),
		Query2("overlapping", "overlapping(u, list) returns the bodies of list that u's boundary overlaps.",
			func(c *Ctx, u body, list bodies) (bodies, error) {
				return c.filter(list, func(b *world.Body) bool { return c.overlaps(u, b) }), nil
			}),
		Query2("touching", "touching(u, list) returns the bodies of list in base contact with u.",
			func(c *Ctx, u body, list bodies) (bodies, error) {
				return c.filter(list, func(b *world.Body) bool { return c.touching(u, b) }), nil
			}),
		Query3("closer_than", "closer_than(u, list, d) returns the bodies of list nearer to u than d (beyond the tolerance): those breaking a rule that units stay more than d apart.",
			func(c *Ctx, u body, list bodies, within Length) (bodies, error) {
				d := float64(within)
				return c.filter(list, func(b *world.Body) bool {
					return b != u && !b.Removed && b.Kind != world.KindEdge && c.distance(u, b) < d-c.W.Tol
				}), nil
			}),
		Query2("front_overlaps", "front_overlaps(u, list) returns the bodies of list that u's Front Facing overlaps.",
			func(c *Ctx, u body, list bodies) (bodies, error) {
				return c.filter(list, func(b *world.Body) bool { return c.frontOverlaps(u, b) }), nil
			}),
		Query2("pivoted", "pivoted(u, bearing) returns u as it would stand after pivoting about its Centre to face bearing, without moving it: a probe for checks made before a unit moves.",
			func(c *Ctx, u body, bearing Angle) (body, error) {
				probe := *u
				probe.Rect = probe.Rect.PivotTo(float64(bearing))
				probe.Moves = nil
				return &probe, nil
			}),
		Query4("ahead_distance_at", "ahead_distance_at(u, bearing, d, list) is ahead_distance as if u had pivoted to face bearing: how far it could move that way before its Front Facing meets a body of list, or -1 if none within d.",
			func(c *Ctx, u body, bearing Angle, d Length, list bodies) (Length, error) {
				probe := *u
				probe.Rect = probe.Rect.PivotTo(float64(bearing))
				_, ahead := c.firstAhead(&probe, float64(d), list)
				return Length(ahead), nil
			}),
		Query3("first_ahead", "first_ahead(u, d, list) returns the first bodies of list met in the rectangle directly ahead of u for distance d (several when tied).",
			func(c *Ctx, u body, d Length, list bodies) (bodies, error) {
				out, _ := c.firstAhead(u, float64(d), list)
				return out, nil
			}),
		Query3("ahead_distance", "ahead_distance(u, d, list) returns how far u moves forward before its Front Facing meets the first body of list, or -1 if none within d.",
			func(c *Ctx, u body, d Length, list bodies) (Length, error) {
				_, ahead := c.firstAhead(u, float64(d), list)
				return Length(ahead), nil
			}),
		Query3("arc_of", `arc_of(target, u, by) returns the arc of target ("front", "right", "rear", "left") that u is Located in, judged by the point of u named by by: "front_centre", "right_centre", "rear_centre" or "left_centre" (the centre of that Facing).`,
			func(c *Ctx, t, u body, by string) (string, error) {
				for s := geom.Front; s <= geom.Left; s++ {
					if by == s.String()+"_centre" {
						return geom.ArcOf(t.Rect, u.Rect.EdgeMid(s), c.W.Tol).String(), nil
					}
				}
				return "", fmt.Errorf("arc_of: unknown reference point %q (want \"front_centre\", \"right_centre\", \"rear_centre\" or \"left_centre\")", by)
			}),
		Query2("touching_side", `touching_side(a, b) returns the Facing of a ("front", "right", "rear" or "left") that b is in contact with: the one lying flat along b for the longest stretch, or, where none lies along b (corner contact), the one nearest to b.`,
			func(c *Ctx, u body, b body) (string, error) {
				return touchingSide(u.Rect, b.Shape(), c.W.Tol).String(), nil
			}),
		Query2("passed_through", "passed_through(u, list) returns the bodies of list that u overlapped at any point of its moves in this run, in the order u met them (ties in list order).",
			func(c *Ctx, u body, list bodies) (bodies, error) {
				return c.passedThrough(u, list), nil
			}),
		Query2("came_into_contact", "came_into_contact(u, list) returns the bodies of list that u came into contact with at any point of its moves in this run: overlapped, or touched (sliding along one counts), the board edge included; one it already touched where its moves began, and never overlapped, is not met; in the order u met them.",
			func(c *Ctx, u body, list bodies) (bodies, error) {
				return c.cameIntoContact(u, list), nil
			}),
		Query5("contact_placements", `contact_placements(u, target, side, reach, others) returns the positions that put u's Front Facing in base contact with, and aligned to, target's side ("front", ...), for a priority order to choose from: every slide along the side worth trying (base edges meeting, the ends, the centre, the one nearest u, and those where u starts or stops touching a body of others, or comes within 1.01 tolerances of a unit of another side: just out of contact with it), the one reached by moving straight forward into contact and rotating about the point of contact (field aligns), and the one that turns the target instead (rotates_target; own_turn_blocked tells whether u's own rotation there passes into a body, or u could line up by itself), about the point u's straight move first touches, which must lie on side (a corner of it counts: turned about a point of another side, the side would end short of u's front or inside u), where the target turned overlaps none of others and its turn passes into none of them (nor off the table, when the edge is one); reach bounds how far any corner of u may travel (0 for no bound; for the aligns placement it bounds the forward move only), and others are the bodies a placement must not overlap (it may touch them); the board edge among them (edge()) keeps every placement, and the aligns placement's move, on the table.`,
			func(c *Ctx, u body, target body, side string, reach Length, others bodies) ([]*Placement, error) {
				s, err := parseSide(side)
				if err != nil {
					return nil, err
				}
				return c.contactPlacements(u, target, s, float64(reach), others), nil
			}),
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
