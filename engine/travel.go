package engine

import (
	"fmt"
	"math"
	"strings"

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
		{Name: "tolerance", Doc: "tolerance() returns the scenario's tolerance (a length).",
			Sig: new(func(*Ctx) float64),
			Fn:  func(c *Ctx, a []any) (any, error) { return c.Tol(), nil }},
		{Name: "angle_between", Doc: "angle_between(a, b) returns the angle between two bearings, 0 to 180 degrees.",
			Sig: new(func(*Ctx, float64, float64) float64),
			Fn: func(c *Ctx, a []any) (any, error) {
				return math.Abs(geom.AngleDiff(a[0].(float64), a[1].(float64))), nil
			}},
		{Name: "bases", Doc: "bases(u) returns how many bases (or models) u has.",
			Sig: new(func(*Ctx, body) float64),
			Fn: func(c *Ctx, a []any) (any, error) {
				u := a[0].(body)
				if len(u.Models) > 0 {
					return float64(len(u.Models)), nil
				}
				return float64(max(u.Files, 1) * max(u.Ranks, 1)), nil
			}},
		{Name: "one_base", Doc: "one_base(u) returns u when it is a unit of one base (files and ranks 1, no models), and otherwise fails naming it and where the scenario defines it: a check for rules that move single bases.",
			Sig: new(func(*Ctx, body) body),
			Fn: func(c *Ctx, a []any) (any, error) {
				u := a[0].(body)
				if u.Kind != world.KindUnit || len(u.Models) > 0 || max(u.Files, 1)*max(u.Ranks, 1) != 1 {
					return nil, fmt.Errorf("%sunit %q has files %d, ranks %d, %d models, where a unit of one base is wanted", at(u.Where), u.ID, u.Files, u.Ranks, len(u.Models))
				}
				return u, nil
			}},
		{Name: "on_table", Doc: "on_table(u) returns u when it is on the table, and otherwise (removed) fails naming it and where the scenario defines it: a check for rules whose units must still be in play.",
			Sig: new(func(*Ctx, body) body),
			Fn: func(c *Ctx, a []any) (any, error) {
				u := a[0].(body)
				if u.Removed {
					return nil, fmt.Errorf("%sunit %q is removed, where a unit on the table is wanted", at(u.Where), u.ID)
				}
				return u, nil
			}},
		{Name: "enemy_of", Doc: "enemy_of(u, t) returns t when it is a unit of another side than u, and otherwise (t is u, or on u's side, or not a unit) fails naming t and where the scenario defines it: a check for rules that act against an enemy.",
			Sig: new(func(*Ctx, body, body) body),
			Fn: func(c *Ctx, a []any) (any, error) {
				u, t := a[0].(body), a[1].(body)
				switch {
				case t == u || t.ID == u.ID:
					return nil, fmt.Errorf("%sunit %q is %q itself, where an enemy of %q is wanted", at(t.Where), t.ID, u.ID, u.ID)
				case t.Kind != world.KindUnit:
					return nil, fmt.Errorf("%s%q is not a unit, where an enemy of %q is wanted", at(t.Where), t.ID, u.ID)
				case t.Side == u.Side:
					return nil, fmt.Errorf("%sunit %q is on %q's side (%s), where an enemy of %q is wanted", at(t.Where), t.ID, u.ID, t.Side, u.ID)
				}
				return t, nil
			}},
		{Name: "frontage", Doc: "frontage(u) returns the width of u's Front Facing.",
			Sig: new(func(*Ctx, body) float64),
			Fn:  func(c *Ctx, a []any) (any, error) { return a[0].(body).Rect.Width, nil }},
		Query1("unit_depth", "unit_depth(u) returns the depth of u, from its Front Facing to its rear edge.",
			func(c *Ctx, u body) (Length, error) { return Length(u.Rect.Depth), nil }),
		{Name: "word_in", Doc: `word_in(u, name, allowed) returns u's word prop name, checked against allowed (words separated by spaces): "" when u has none, an error naming the prop when it is not one of them. A qualifier in brackets after the word is allowed and dropped: a word written W(q) reads as W.`,
			Sig: new(func(*Ctx, body, string, string) string),
			Fn:  wordIn},
		{Name: "travel_ahead", Doc: "travel_ahead(u, d, list) returns how far u can move straight forward, at most d, before its Front Facing passes into a body of list. Touching is allowed, and bodies u only touches or leaves behind do not stop it, nor does a body that reaches into the path by no more than the tolerance from either side (a corner sliding along u's flank), so it returns d when the rectangle directly ahead for d is clear.",
			Sig: new(func(*Ctx, body, float64, bodies) float64),
			Fn: func(c *Ctx, a []any) (any, error) {
				u := a[0].(body)
				p := frontPath(u, c.Tol())
				t, _ := geom.TravelFree(p, p.Forward(), a[1].(float64), shapesOf(a[2].(bodies), u), c.Tol())
				return t, nil
			}},
		{Name: "path_meets", Doc: "path_meets(u, d, list) returns the bodies of list that u's Front Facing passes into moving straight forward d (as travel_ahead: touching does not count).",
			Sig: new(func(*Ctx, body, float64, bodies) bodies),
			Fn: func(c *Ctx, a []any) (any, error) {
				u := a[0].(body)
				p := frontPath(u, c.Tol())
				return filterBodies(a[2].(bodies), func(b *world.Body) bool {
					if b == u || b.Removed || b.Kind == world.KindEdge {
						return false
					}
					_, who := geom.TravelFree(p, p.Forward(), a[1].(float64), []geom.Shape{b.Shape()}, c.Tol())
					return who >= 0
				}), nil
			}},
		{Name: "clear_travel", Doc: "clear_travel(u, d, list) returns the least forward travel, at least d, after which u overlaps no body of list (touching allowed), or -1 when there is none on the board.",
			Sig: new(func(*Ctx, body, float64, bodies) float64),
			Fn: func(c *Ctx, a []any) (any, error) {
				u, d := a[0].(body), a[1].(float64)
				r := u.Rect.MoveForward(d)
				t, ok := geom.ClearAhead(r, r.Forward(), shapesOf(a[2].(bodies), u), c.Tol(), c.W.Board.W+c.W.Board.H)
				if !ok {
					return -1.0, nil
				}
				return d + t, nil
			}},
		{Name: "clear_turns", Doc: "clear_turns(u, d, list, max) returns the bearings u may face after the smallest pivot about its Centre, anticlockwise and clockwise, at most max degrees, after which the rectangle directly ahead for d is clear of list (as travel_ahead): the smaller turn first, anticlockwise first when they tie (within a millionth of a degree); one bearing when both reach the same; none when no turn frees the path.",
			Sig: new(func(*Ctx, body, float64, bodies, float64) []float64),
			Fn:  clearTurns},
		{Name: "forward_clear", Doc: "forward_clear(u, d, clearance, list) returns how far u can move straight forward, at most d, without coming closer than clearance (shape distance) to a body of list; a body already within the clearance (within the tolerance) stops only a move that comes closer still.",
			Sig: new(func(*Ctx, body, float64, float64, bodies) float64),
			Fn: func(c *Ctx, a []any) (any, error) {
				u := a[0].(body)
				return geom.TravelClear(u.Rect, u.Rect.Forward(), a[1].(float64), a[2].(float64), shapesOf(a[3].(bodies), u)), nil
			}},
		{Name: "push_distance", Doc: "push_distance(u, bearing, d, pushable, blocking) returns how far u can move d along bearing, without turning, when the bodies of pushable it meets are pushed ahead of it (and push in turn those they meet), before it or a pushed body meets a body of blocking: that distance, or -1 when the whole move is made (meeting a body exactly at its end does not stop it).",
			Sig: new(func(*Ctx, body, float64, float64, bodies, bodies) float64),
			Fn: func(c *Ctx, a []any) (any, error) {
				res := c.pushChain(a[0].(body), a[1].(float64), a[2].(float64), a[3].(bodies), a[4].(bodies))
				if res.Blocker < 0 {
					return -1.0, nil
				}
				return res.Travel, nil
			}},
		{Name: "nearest_facing", Doc: `nearest_facing(t, u) returns the Facing of t ("front", "right", "rear", "left") nearest u's Front Facing; of two at the same distance (they meet at t's nearest corner) the one parallel to u's Front Facing.`,
			Sig: new(func(*Ctx, body, body) string),
			Fn:  nearestFacing},
		{Name: "facing_gap", Doc: `facing_gap(u, t, side) returns the distance between u's Front Facing and t's Facing side ("front", ...), as segments.`,
			Sig: new(func(*Ctx, body, body, string) float64),
			Fn: func(c *Ctx, a []any) (any, error) {
				s, err := parseSide(a[2].(string))
				if err != nil {
					return nil, err
				}
				return geom.Distance(geom.SegShape(a[0].(body).Rect.Edge(geom.Front)), geom.SegShape(a[1].(body).Rect.Edge(s))), nil
			}},
		{Name: "corner_slide", Doc: `corner_slide(u, t, side) returns the sideways slide of u (positive to its right) that brings one of its front corners level with the matching end of t's Facing side: the smaller of the two such slides, the left front corner's when they tie.`,
			Sig: new(func(*Ctx, body, body, string) float64),
			Fn:  cornerSlide},
		{Name: "corner_paths", Doc: "corner_paths(u, forward, right, list) returns, for each corner of u (front-left, front-right, rear-right, rear-left), the length of the shortest path that corner takes to where it stands after u moves forward and right by those amounts without turning, round the bodies of list (running along an edge or through a corner is allowed); -1 for a corner with no path.",
			Sig: new(func(*Ctx, body, float64, float64, bodies) []float64),
			Fn: func(c *Ctx, a []any) (any, error) {
				u := a[0].(body)
				v := u.Rect.Forward().Scale(a[1].(float64)).Add(u.Rect.Right().Scale(a[2].(float64)))
				obs := shapesOf(a[3].(bodies), u)
				var out []float64
				for _, p := range u.Rect.Corners() {
					d, ok := geom.PointPath(p, p.Add(v), obs, c.Tol())
					if !ok {
						d = -1
					}
					out = append(out, d)
				}
				return out, nil
			}},
		{Name: "axis_offset", Doc: "axis_offset(u, t) returns how far t's Centre lies from the line drawn from the centre of u's Front Facing perpendicular to it.",
			Sig: new(func(*Ctx, body, body) float64),
			Fn: func(c *Ctx, a []any) (any, error) {
				u := a[0].(body)
				return math.Abs(a[1].(body).Rect.Centre.Sub(u.Rect.Centre).Dot(u.Rect.Right())), nil
			}},
		{Name: "uncrossed_lines", Doc: "uncrossed_lines(u, t) reports whether a line from one front corner of u to a corner of t and a line from the other front corner to a different corner of t can be drawn without crossing, both corners of t lying on or ahead of the line of u's Front Facing.",
			Sig: new(func(*Ctx, body, body) bool),
			Fn:  uncrossedLines},
		{Name: "projection_meets", Doc: "projection_meets(u, list) returns the bodies of list that the forward projection of u's Front Facing (the rectangle directly ahead of it, to the far side of the board) meets or touches.",
			Sig: new(func(*Ctx, body, bodies) bodies),
			Fn: func(c *Ctx, a []any) (any, error) {
				u := a[0].(body)
				strip := geom.RectShape(geom.Ahead(u.Rect, c.W.Board.W+c.W.Board.H))
				return filterBodies(a[1].(bodies), func(b *world.Body) bool {
					return b != u && !b.Removed && b.Kind != world.KindEdge && geom.Distance(strip, b.Shape()) <= c.Tol()
				}), nil
			}},
		{Name: "beyond_start", Doc: `beyond_start(u, side) returns how far the farthest part of u lies beyond the line through its Facing side ("rear", ...) as it stood at the start of the run, 0 when no part does.`,
			Sig: new(func(*Ctx, body, string) float64),
			Fn: func(c *Ctx, a []any) (any, error) {
				u := a[0].(body)
				s, err := parseSide(a[1].(string))
				if err != nil {
					return nil, err
				}
				e := u.Start.Edge(s)
				n := geom.Dir(u.Start.Facing + 90*float64(s))
				return geom.BeyondLine(u.Rect, e.A, n), nil
			}},
	}
}

// travelActions are the path actions.
func travelActions() []*Action {
	unitP := ActionParam{Name: "unit", Type: bodyType}
	opt := func(name string) ActionParam { return ActionParam{Name: name, Type: floatType, Optional: true} }
	return []*Action{
		{Name: "shift", Doc: "shift u, forward: F, right: R moves u without turning: F along its facing and R to its right (negative values go back and left; either may be left out).",
			Params: []ActionParam{unitP, opt("forward"), opt("right")},
			Run: func(c *Ctx, a []any) error {
				u := a[0].(body)
				f, _ := a[1].(float64)
				r, _ := a[2].(float64)
				c.Move(u, "shift", u.Rect.Translate(u.Rect.Forward().Scale(f).Add(u.Rect.Right().Scale(r))))
				return nil
			}},
		{Name: "push", Doc: "push u, toward: B, by: D, pushing: L moves u D along bearing B without turning, and every body of L the moving chain meets along with it from the moment it is met (push_distance says how far the chain may go).",
			Params: []ActionParam{unitP, {Name: "toward", Type: floatType}, {Name: "by", Type: floatType}, {Name: "pushing", Type: bodiesT}},
			Run: func(c *Ctx, a []any) error {
				u, b, d := a[0].(body), a[1].(float64), a[2].(float64)
				push := pushables(a[3].(bodies), u)
				res := c.pushChain(u, b, d, a[3].(bodies), nil)
				dir := geom.Dir(b)
				c.Move(u, "push", u.Rect.Translate(dir.Scale(d)))
				for i, j := range res.Joined {
					if j >= 0 && d > j {
						p := push[i]
						c.Move(p, "pushed", p.Rect.Translate(dir.Scale(d-j)))
					}
				}
				return nil
			}},
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
	return geom.PushChain(u.Rect, geom.Dir(b), d, rects, shapesOf(block, u), c.Tol())
}

// clearTurns returns the bearings after the smallest freeing pivots.
func clearTurns(c *Ctx, a []any) (any, error) {
	u, d, limit := a[0].(body), a[1].(float64), math.Min(a[3].(float64), 180)
	obs := shapesOf(a[2].(bodies), u)
	type turn struct{ by, bearing float64 }
	var got []turn
	for _, sign := range []float64{-1, 1} {
		if by, ok := geom.SmallestClearTurn(u.Rect, sign, limit, d, obs, c.Tol()); ok {
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
	default:
		for _, t := range got {
			out = append(out, t.bearing)
		}
	}
	return out, nil
}

// wordIn reads a word prop checked against a list of allowed words.
func wordIn(c *Ctx, a []any) (any, error) {
	u, name := a[0].(body), a[1].(string)
	allowed := strings.Fields(a[2].(string))
	v, ok := u.Props[name]
	if !ok {
		return "", nil
	}
	if v.Kind != "word" {
		return nil, fmt.Errorf("%sunit %q prop %q is a %s, where one of %s is wanted", at(v.Where), u.ID, name, v.Kind, strings.Join(allowed, ", "))
	}
	w := v.Word
	if i := strings.IndexByte(w, '('); i > 0 && strings.HasSuffix(w, ")") {
		w = w[:i]
	}
	for _, x := range allowed {
		if x == w {
			return w, nil
		}
	}
	msg := fmt.Sprintf("%sunit %q prop %q: unknown %s %q (want one of %s)", at(v.Where), u.ID, name, name, v.Word, strings.Join(allowed, ", "))
	if near := closestWord(w, allowed); near != "" {
		msg += "; did you mean " + near + "?"
	}
	return nil, fmt.Errorf("%s", msg)
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
func nearestFacing(c *Ctx, a []any) (any, error) {
	t, u := a[0].(body), a[1].(body)
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
func cornerSlide(c *Ctx, a []any) (any, error) {
	u, t := a[0].(body), a[1].(body)
	s, err := parseSide(a[2].(string))
	if err != nil {
		return nil, err
	}
	e := t.Rect.Edge(s)
	rt := u.Rect.Right()
	x0, x1 := e.A.Sub(u.Rect.Centre).Dot(rt), e.B.Sub(u.Rect.Centre).Dot(rt)
	lo, hi := math.Min(x0, x1), math.Max(x0, x1)
	half := u.Rect.Width / 2
	left, right := lo+half, hi-half
	if math.Abs(right) < math.Abs(left)-1e-9 {
		return right, nil
	}
	return left, nil
}

// uncrossedLines reports whether two uncrossed lines join u's front
// corners to two different corners of t on or ahead of u's front line.
func uncrossedLines(c *Ctx, a []any) (any, error) {
	u, t := a[0].(body), a[1].(body)
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
