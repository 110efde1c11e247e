package engine

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/rulec-dev/rulec/diag"
	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// Queries and actions about paths: how far a unit travels before meeting
// something or coming too close to it, the smallest turn that frees its
// path, a chain of bodies pushed ahead of a move, the paths of its
// corners, and the lines between its edges and another body's.

// travelQueries are the path queries.
func travelQueries() []*Func {
	return []*Func{
		Query0("tolerance", "tolerance() returns the scenario's tolerance (a length).",
			func(c *Ctx) (Length, error) { return Length(c.Tol()), nil }),
		Query2("angle_between", "angle_between(a, b) returns the angle between two bearings, 0 to 180 degrees.",
			func(c *Ctx, a Angle, b Angle) (Angle, error) {
				return Angle(math.Abs(geom.AngleDiff(float64(a), float64(b)))), nil
			}),
		Query1("bases", "bases(u) returns how many bases (or models) u has.",
			func(c *Ctx, u body) (Number, error) {
				if len(u.Models) > 0 {
					return Number(len(u.Models)), nil
				}
				return Number(max(u.Files, 1) * max(u.Ranks, 1)), nil
			}),
		Query1("one_base", "one_base(u) returns u when it is a unit of one base (files and ranks 1, no models), and otherwise fails naming it and where the scenario defines it: a check for rules that move single bases.",
			func(c *Ctx, u body) (body, error) {
				if u.Kind != world.KindUnit || len(u.Models) > 0 || max(u.Files, 1)*max(u.Ranks, 1) != 1 {
					return nil, fmt.Errorf("%sunit %q has files %d, ranks %d, %d models, where a unit of one base is wanted", at(u.Where), u.ID, u.Files, u.Ranks, len(u.Models))
				}
				return u, nil
			}),
		Query1("on_table", "on_table(u) returns u when it is on the table, and otherwise (removed) fails naming it and where the scenario defines it: a check for rules whose units must still be in play.",
			func(c *Ctx, u body) (body, error) {
				if u.Removed {
					return nil, fmt.Errorf("%sunit %q is removed, where a unit on the table is wanted", at(u.Where), u.ID)
				}
				return u, nil
			}),
		Query2("enemy_of", "enemy_of(u, t) returns t when it is a unit of another side than u, and otherwise (t is u, or on u's side, or not a unit) fails naming t and where the scenario defines it: a check for rules that act against an enemy.",
			func(c *Ctx, u body, t body) (body, error) {
				switch {
				case t == u || t.ID == u.ID:
					return nil, fmt.Errorf("%sunit %q is %q itself, where an enemy of %q is wanted", at(t.Where), t.ID, u.ID, u.ID)
				case t.Kind != world.KindUnit:
					return nil, fmt.Errorf("%s%q is not a unit, where an enemy of %q is wanted", at(t.Where), t.ID, u.ID)
				case t.Side == u.Side:
					return nil, fmt.Errorf("%sunit %q is on %q's side (%s), where an enemy of %q is wanted", at(t.Where), t.ID, u.ID, t.Side, u.ID)
				}
				return t, nil
			}),
		Query1("frontage", "frontage(u) returns the width of u's Front Facing.",
			func(c *Ctx, u body) (Length, error) { return Length(u.Rect.Width), nil }),
		Query1("unit_depth", "unit_depth(u) returns the depth of u, from its Front Facing to its rear edge.",
			func(c *Ctx, u body) (Length, error) { return Length(u.Rect.Depth), nil }),
		Query3("word_in", `word_in(u, name, allowed) returns u's word prop name, checked against allowed (words separated by spaces): "" when u has none, an error naming the prop when it is not one of them. A qualifier in brackets after the word is allowed and dropped: a word written W(q) reads as W.`,
			wordIn).FindingProp(1, hasProp).OneOfWords(1, 2),
		Query3("travel_ahead", "travel_ahead(u, d, list) returns how far u can move straight forward, at most d, before its Front Facing passes into a body of list. Touching is allowed, and bodies u only touches or leaves behind do not stop it, nor does a body that reaches into the path by no more than the tolerance from either side (a corner sliding along u's flank), so it returns d when the rectangle directly ahead for d is clear. A body it does pass into stops it where the Front Facing first touches it, its corner on a slanting side included.",
			func(c *Ctx, u body, d Length, list bodies) (Length, error) {
				p := frontPath(u, c.Tol())
				t, _ := geom.TravelFreeEdge(geom.FrontEdge(u.Rect), p, p.Forward(), float64(d), c.shapesOf(list, u), c.Tol())
				return Length(t), nil
			}),
		Query3("path_meets", "path_meets(u, d, list) returns the bodies of list that u's Front Facing passes into moving straight forward d (as travel_ahead: touching does not count).",
			func(c *Ctx, u body, d Length, list bodies) (bodies, error) {
				p := frontPath(u, c.Tol())
				return c.filter(list, func(b *world.Body) bool {
					if b == u || b.Removed || b.Kind == world.KindEdge {
						return false
					}
					_, who := geom.TravelFree(p, p.Forward(), float64(d), []geom.Shape{b.Shape()}, c.Tol())
					return who >= 0
				}), nil
			}),
		Query3("clear_travel", "clear_travel(u, d, list) returns the least forward travel, at least d, after which u overlaps no body of list (touching allowed), or -1 when there is none on the board.",
			func(c *Ctx, u body, at Length, list bodies) (Length, error) {
				d := float64(at)
				r := u.Rect.MoveForward(d)
				t, ok := geom.ClearAhead(r, r.Forward(), c.shapesOf(list, u), c.Tol(), c.W.Board.W+c.W.Board.H)
				if !ok {
					return Length(-1.0), nil
				}
				return Length(d + t), nil
			}),
		Query4("clear_turns", "clear_turns(u, d, list, max) returns the bearings u may face after the smallest pivot about its Centre, anticlockwise and clockwise, at most max degrees, after which u overlaps no body of list and the rectangle directly ahead for d is clear of list (as travel_ahead): the smaller turn first, anticlockwise first when they tie (within a millionth of a degree); one bearing when both reach the same; none when no turn frees the path.",
			func(c *Ctx, u body, d Length, list bodies, most Angle) (Angles, error) {
				return clearTurns(c, u, geom.TurnTest{Path: float64(d)}, list, most)
			}),
		Query5("clear_turns_back", "clear_turns_back(u, d, list, max, back) returns the bearings of clear_turns(u, d, list, max), where u, before it pivots, may first move straight back by the least distance, at most back, after which it overlaps no body of list turned (turn_back gives that distance): room to turn short of a body it has met.",
			func(c *Ctx, u body, d Length, list bodies, most Angle, back Length) (Angles, error) {
				return clearTurns(c, u, geom.TurnTest{Path: float64(d), Back: float64(back)}, list, most)
			}),
		Query4("turn_back", "turn_back(u, bearing, list, back) returns how far u must first move straight back, at most back, so that pivoted about its Centre to face bearing it overlaps no body of list: 0 when it has room where it stands, -1 when no such move will do.",
			func(c *Ctx, u body, bearing Angle, list bodies, back Length) (Length, error) {
				t := geom.TurnTest{Back: float64(back)}
				s, ok := geom.TurnBack(u.Rect, float64(bearing), t, c.shapesOf(list, u), c.Tol())
				if !ok {
					return Length(-1.0), nil
				}
				return Length(s), nil
			}),
		Query6("burst_turns", "burst_turns(u, d, move, through, list, max) returns the bearings of clear_turns(u, d, list, max) where, besides, u moving straight ahead move and on until it overlaps no body of through (the bodies it passes through, as clear_travel) meets no body of list on the way: a move through some bodies that must end clear of them and never pass into the others.",
			func(c *Ctx, u body, d Length, move Length, through bodies, list bodies, most Angle) (Angles, error) {
				t := geom.TurnTest{Path: float64(d), Move: float64(move), Through: c.shapesOf(through, u)}
				return clearTurns(c, u, t, list, most)
			}),
		Query4("forward_clear", "forward_clear(u, d, clearance, list) returns how far u can move straight forward, at most d, without coming closer than clearance (shape distance) to a body of list; a body already within the clearance (within the tolerance) stops only a move that comes closer still.",
			func(c *Ctx, u body, d Length, clearance Length, list bodies) (Length, error) {
				return Length(geom.TravelClear(u.Rect, u.Rect.Forward(), float64(d), float64(clearance), c.shapesOf(list, u))), nil
			}),
		Query5("push_distance", "push_distance(u, bearing, d, pushable, blocking) returns how far u can move d along bearing, without turning, when the bodies of pushable it meets are pushed ahead of it (and push in turn those they meet), before it or a pushed body meets a body of blocking: that distance, or -1 when the whole move is made (meeting a body exactly at its end does not stop it).",
			func(c *Ctx, u body, bearing Angle, d Length, pushable bodies, blocking bodies) (Length, error) {
				res := c.pushChain(u, float64(bearing), float64(d), pushable, blocking)
				if res.Blocker < 0 {
					return Length(-1.0), nil
				}
				return Length(res.Travel), nil
			}),
		Query2("nearest_facing", `nearest_facing(t, u) returns the Facing of t ("front", "right", "rear", "left") nearest u's Front Facing; of two at the same distance (they meet at t's nearest corner) the one parallel to u's Front Facing.`,
			nearestFacing),
		Query3("facing_gap", `facing_gap(u, t, side) returns the distance between u's Front Facing and t's Facing side ("front", ...), as segments.`,
			func(c *Ctx, u body, t body, side string) (Length, error) {
				s, err := parseSide(side)
				if err != nil {
					return 0, err
				}
				return Length(geom.Distance(geom.SegShape(u.Rect.Edge(geom.Front)), geom.SegShape(t.Rect.Edge(s)))), nil
			}),
		Query3("corner_slide", `corner_slide(u, t, side) returns the sideways slide of u (positive to its right) that brings one of its front corners level with the matching end of t's Facing side: the smaller of the two such slides, the left front corner's when they tie.`,
			cornerSlide),
		Query4("corner_paths", "corner_paths(u, forward, right, list) returns, for each corner of u (front-left, front-right, rear-right, rear-left), the length of the shortest path that corner takes to where it stands after u moves forward and right by those amounts without turning, round the bodies of list (running along an edge or through a corner is allowed); -1 for a corner with no path.",
			func(c *Ctx, u body, forward Length, right Length, list bodies) (Lengths, error) {
				v := u.Rect.Forward().Scale(float64(forward)).Add(u.Rect.Right().Scale(float64(right)))
				obs := c.shapesOf(list, u)
				var out []float64
				for _, p := range u.Rect.Corners() {
					d, ok := geom.PointPath(p, p.Add(v), obs, c.Tol())
					if !ok {
						d = -1
					}
					out = append(out, d)
				}
				return Lengths(out), nil
			}),
		Query2("axis_offset", "axis_offset(u, t) returns how far t's Centre lies from the line drawn from the centre of u's Front Facing perpendicular to it.",
			func(c *Ctx, u body, t body) (Length, error) {
				return Length(math.Abs(t.Rect.Centre.Sub(u.Rect.Centre).Dot(u.Rect.Right()))), nil
			}),
		Query2("uncrossed_lines", "uncrossed_lines(u, t) reports whether a line from one front corner of u to a corner of t and a line from the other front corner to a different corner of t can be drawn without crossing, both corners of t lying on or ahead of the line of u's Front Facing.",
			uncrossedLines),
		Query2("projection_meets", "projection_meets(u, list) returns the bodies of list that the forward projection of u's Front Facing (the rectangle directly ahead of it, to the far side of the board) meets or touches.",
			func(c *Ctx, u body, list bodies) (bodies, error) {
				strip := geom.RectShape(geom.Ahead(u.Rect, c.W.Board.W+c.W.Board.H))
				return c.filter(list, func(b *world.Body) bool {
					return b != u && !b.Removed && b.Kind != world.KindEdge && geom.Distance(strip, b.Shape()) <= c.Tol()
				}), nil
			}),
		Query2("beyond_start", `beyond_start(u, side) returns how far the farthest part of u lies beyond the line through its Facing side ("rear", ...) as it stood at the start of the run, 0 when no part does.`,
			func(c *Ctx, u body, side string) (Length, error) {
				s, err := parseSide(side)
				if err != nil {
					return 0, err
				}
				e := u.Start.Edge(s)
				n := geom.Dir(u.Start.Facing + 90*float64(s))
				return Length(geom.BeyondLine(u.Rect, e.A, n)), nil
			}),
	}
}

// travelActions are the path actions.
func travelActions() []*Action {
	return []*Action{
		Action3("shift", "shift u, forward: F, right: R moves u without turning: F along its facing and R to its right (negative values go back and left; either may be left out).",
			"unit", "forward", "right", func(c *Ctx, u body, forward, right Maybe[Length]) error {
				f, r := float64(forward.V), float64(right.V)
				c.Move(u, "shift", u.Rect.Translate(u.Rect.Forward().Scale(f).Add(u.Rect.Right().Scale(r))))
				return nil
			}),
		Action4("push", "push u, toward: B, by: D, pushing: L moves u D along bearing B without turning, and every body of L the moving chain meets along with it from the moment it is met (push_distance says how far the chain may go).",
			"unit", "toward", "by", "pushing", func(c *Ctx, u body, toward Angle, by Length, pushing bodies) error {
				b, d := float64(toward), float64(by)
				push := pushables(pushing, u)
				res := c.pushChain(u, b, d, pushing, nil)
				dir := geom.Dir(b)
				c.Move(u, "push", u.Rect.Translate(dir.Scale(d)))
				for i, j := range res.Joined {
					if j >= 0 && d > j {
						p := push[i]
						c.Move(p, "pushed", p.Rect.Translate(dir.Scale(d-j)))
					}
				}
				return nil
			}),
	}
}

// at returns a scenario position as an error prefix, or "".
// frontPath returns u's Front Facing as a rectangle of negligible depth
// whose sweep is the path directly ahead of u, narrowed by tol at each end:
// a body reaching into the path by no more than tol from the side only
// touches it.
func frontPath(u *world.Body, tol float64) geom.Rect {
	p := geom.FrontEdge(u.Rect)
	if p.Width > 4*tol {
		p.Width -= 2 * tol
	}
	return p
}

func at(where string) string {
	if where == "" {
		return ""
	}
	return where + ": "
}

// measureProp reads a prop where a length or number is wanted: a word
// N+ (a dice target: Dangerous Terrain (4+), written `dangerous: 4+`) is
// the number N; any other word is an error naming where the scenario
// gives it, never a silent fallback.
func measureProp(u *world.Body, name string, v world.Value) (Measure, error) {
	if v.Kind != "word" {
		return Measure(v.Number), nil
	}
	if n, ok := strings.CutSuffix(v.Word, "+"); ok {
		if x, err := strconv.ParseFloat(n, 64); err == nil && x >= 0 && !math.IsInf(x, 0) && n != "" && n[0] >= '0' && n[0] <= '9' {
			return Measure(x), nil
		}
	}
	what := "unit"
	if u.Kind != world.KindUnit {
		what = "terrain piece"
	}
	return 0, fmt.Errorf("%s%s %q prop %q is the word %q, where a length or number is wanted", at(v.Where), what, u.ID, name, v.Word)
}

// pushables returns the units of list a push may carry: on the table, not u.
func pushables(list bodies, u *world.Body) bodies {
	return filterBodies(list, func(b *world.Body) bool { return b != u && !b.Removed && b.Kind == world.KindUnit })
}

// pushChain works out a push of u along bearing b by d.
func (c *Ctx) pushChain(u *world.Body, b, d float64, pushable, blocking bodies) geom.PushResult {
	var rects []geom.Rect
	for _, p := range pushables(pushable, u) {
		rects = append(rects, p.Rect)
	}
	var block bodies
	for _, x := range blocking {
		if !contains(pushable, x) {
			block = append(block, x)
		}
	}
	return geom.PushChain(u.Rect, geom.Dir(b), d, rects, c.shapesOf(block, u), c.Tol())
}

// clearTurns returns the bearings after the smallest freeing pivots.
func clearTurns(c *Ctx, u body, t geom.TurnTest, list bodies, most Angle) (Angles, error) {
	limit := math.Min(float64(most), 180)
	obs := c.shapesOf(list, u)
	type turn struct{ by, bearing float64 }
	var got []turn
	for _, sign := range []float64{-1, 1} {
		if by, ok := geom.SmallestClearTurn(u.Rect, sign, limit, t, obs, c.Tol()); ok {
			got = append(got, turn{by, geom.NormBearing(u.Rect.Facing + sign*by)})
			// The other way matters only if it turns no further.
			limit = math.Min(limit, by+1e-6)
		}
	}
	out := []float64{}
	switch {
	case len(got) == 2 && math.Abs(geom.AngleDiff(got[0].bearing, got[1].bearing)) < 1e-9:
		out = append(out, got[0].bearing)
	case len(got) == 2 && got[1].by < got[0].by-1e-6:
		out = append(out, got[1].bearing, got[0].bearing)
	case len(got) == 2:
		// A tie: the second way was searched up to the first's turn and
		// 1e-6 more, so its answer can be that limit itself, 1e-6 further
		// than an equal turn. Both are given as the same turn, so that a
		// rule comparing the two (the owner choosing among equal turns)
		// does not lose one to float noise at the edge of its window.
		out = append(out, got[0].bearing, geom.NormBearing(u.Rect.Facing+got[0].by))
	default:
		for _, t := range got {
			out = append(out, t.bearing)
		}
	}
	return out, nil
}

// WordBase returns a word prop's word without its qualifier: W(q) reads
// as W. word_in checks the base against its list, and the suite's check
// before a run (suite/input.go) reads words the same way.
func WordBase(w string) string {
	if i := strings.IndexByte(w, '('); i > 0 && strings.HasSuffix(w, ")") {
		return w[:i]
	}
	return w
}

// wordIn reads a word prop checked against a list of allowed words.
func wordIn(c *Ctx, u body, name, allowedWords string) (string, error) {
	allowed := strings.Fields(allowedWords)
	v, ok := u.Props[name]
	if !ok {
		return "", nil
	}
	if v.Kind != "word" {
		return "", fmt.Errorf("%sunit %q prop %q is a %s, where one of %s is wanted", at(v.Where), u.ID, name, v.Kind, strings.Join(allowed, ", "))
	}
	w := WordBase(v.Word)
	for _, x := range allowed {
		if x == w {
			return w, nil
		}
	}
	hint := ""
	if near := closestWord(w, allowed); near != "" {
		hint = fmt.Sprintf("did you mean %q?", near)
	}
	return "", diag.NoPlace(hint, "%sunit %q prop %q: unknown %s %q (want one of %s)", at(v.Where), u.ID, name, name, v.Word, strings.Join(allowed, ", "))
}

// closestWord returns the allowed word closest to w by case-insensitive
// prefix or a single differing letter, or "".
func closestWord(w string, allowed []string) string {
	for _, x := range allowed {
		if strings.EqualFold(x, w) {
			return x
		}
	}
	for _, x := range allowed {
		if len(x) == len(w) {
			diff := 0
			for i := range x {
				if x[i] != w[i] {
					diff++
				}
			}
			if diff == 1 {
				return x
			}
		}
	}
	return ""
}

// nearestFacing returns the Facing of t nearest u's Front Facing.
func nearestFacing(c *Ctx, t, u body) (string, error) {
	front := geom.SegShape(u.Rect.Edge(geom.Front))
	best, bestD := geom.Front, math.Inf(1)
	for s := geom.Front; s <= geom.Left; s++ {
		d := geom.Distance(front, geom.SegShape(t.Rect.Edge(s)))
		switch {
		case d < bestD-c.Tol():
			best, bestD = s, d
		case d <= bestD+c.Tol() && parallel(t.Rect.Facing+90*float64(s), u.Rect.Facing) && !parallel(t.Rect.Facing+90*float64(best), u.Rect.Facing):
			best, bestD = s, math.Min(d, bestD)
		}
	}
	return best.String(), nil
}

// parallel reports whether two bearings lie along one line.
func parallel(a, b float64) bool {
	d := math.Abs(geom.AngleDiff(a, b))
	return d < 1e-6 || d > 180-1e-6
}

// cornerSlide returns the smaller sideways slide lining a front corner of
// u up with the matching end of t's side.
func cornerSlide(c *Ctx, u, t body, side string) (Length, error) {
	s, err := parseSide(side)
	if err != nil {
		return 0, err
	}
	e := t.Rect.Edge(s)
	rt := u.Rect.Right()
	x0, x1 := e.A.Sub(u.Rect.Centre).Dot(rt), e.B.Sub(u.Rect.Centre).Dot(rt)
	lo, hi := math.Min(x0, x1), math.Max(x0, x1)
	half := u.Rect.Width / 2
	left, right := lo+half, hi-half
	if math.Abs(right) < math.Abs(left)-1e-9 {
		return Length(right), nil
	}
	return Length(left), nil
}

// uncrossedLines reports whether two uncrossed lines join u's front
// corners to two different corners of t on or ahead of u's front line.
func uncrossedLines(c *Ctx, u, t body) (bool, error) {
	fc := u.Rect.Corners()
	fl, fr := fc[0], fc[1]
	mid, fwd := u.Rect.EdgeMid(geom.Front), u.Rect.Forward()
	var ahead []geom.Vec
	for _, p := range t.Shape().Hull().Pts {
		if p.Sub(mid).Dot(fwd) >= -c.Tol() {
			ahead = append(ahead, p)
		}
	}
	for i, p := range ahead {
		for j, q := range ahead {
			if i != j && !geom.SegsCross(fl, p, fr, q) {
				return true, nil
			}
		}
	}
	return false, nil
}

// hasProp reports whether the unit of args[0] has the prop args[1]
// names (Finds).
func hasProp(c *Ctx, args []any) bool { return !lacksProp(c, args) }

// lacksProp is the Needed of prop_or's and length_prop's fallback: the
// unit, args[0], has no prop named args[1]. A unit that is no unit is left
// to the query to refuse.
func lacksProp(_ *Ctx, args []any) bool {
	u, _ := args[0].(*world.Body)
	name, _ := args[1].(string)
	if u == nil {
		return true
	}
	_, ok := u.Props[name]
	return !ok
}
