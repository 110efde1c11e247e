package engine

import (
	"fmt"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/types"
	"github.com/rulec-dev/rulec/world"
)

// aspectWorld is a small table with something of every status: sides,
// a combat, flags, props, a removed unit, terrain, model-by-model units.
func aspectWorld() *world.World {
	w := world.New(geom.Board{W: 1200, H: 1200}, geom.Units{}, 0.1)
	a := unitAt("A", "red", 300, 300, 0, 100, 50)
	b := unitAt("B", "blue", 300, 350, 180, 100, 50) // touching A
	c := unitAt("C", "blue", 700, 700, 90, 60, 40)
	d := unitAt("D", "red", 500, 200, 0, 60, 40)
	gone := unitAt("G", "blue", 900, 900, 0, 40, 40)
	gone.Removed = true
	b.Flags = map[string][]string{"fleeing": nil, "charging": {"A"}}
	a.Props = map[string]world.Value{"advance": {Kind: "length", Number: 101.6}, "type": {Kind: "word", Word: "Kn"}}
	m := unitAt("M", "red", 200, 800, 0, 50, 25)
	m.Round, m.Models = 25, []geom.Vec{{X: 187.5, Y: 800}, {X: 212.5, Y: 800}}
	n := unitAt("N", "blue", 200, 900, 180, 50, 25)
	n.Round, n.Models = 25, []geom.Vec{{X: 187.5, Y: 900}, {X: 212.5, Y: 900}}
	t := &world.Body{ID: "T", Kind: world.KindTerrain, TerrainKind: "impassable",
		Poly: geom.Polygon{Pts: []geom.Vec{{X: 500, Y: 500}, {X: 550, Y: 500}, {X: 550, Y: 550}, {X: 500, Y: 550}}}}
	for _, x := range []*world.Body{a, b, c, d, gone, m, n, t} {
		w.Add(x)
	}
	w.Combats = []world.Combat{{"A", "B", "G"}}
	return w
}

// shown is a query's answer with bodies named by id.
func shown(v any) string {
	switch v := v.(type) {
	case *world.Body:
		if v == nil {
			return "<nil>"
		}
		return v.ID
	case []*world.Body:
		ids := make([]string, len(v))
		for i, b := range v {
			ids[i] = shown(b)
		}
		return "[" + strings.Join(ids, " ") + "]"
	}
	return fmt.Sprint(v)
}

// samples are arguments of a type to ask a query with.
func samples(w *world.World, t types.Type) []any {
	us := w.UnitList()
	switch t {
	case types.UnitT:
		out := []any{}
		for _, u := range w.Bodies {
			out = append(out, u)
		}
		return out
	case types.UnitsT:
		return []any{us, us[:2], []*world.Body(nil)}
	case types.WordT:
		return []any{"fleeing", "charging", "advance", "type", "impassable", ""}
	}
	return []any{1.0}
}

// TestStatusQueriesIgnoreGeometry asks every query declared not to read
// Geometry (Func.Reading) with every combination of sample arguments,
// then moves and turns every body and asks again: the answers must not
// change. A let reading such a query stays unevaluated across a move
// (check/lazy.go), so a wrong declaration would give a stale answer.
func TestStatusQueriesIgnoreGeometry(t *testing.T) {
	reg := Stdlib()
	asked := 0
	for _, name := range reg.FuncNames() {
		q := reg.Func(name)
		if q.Reads()&Geometry != 0 {
			continue
		}
		w := aspectWorld()
		var combos [][]any
		combos = append(combos, nil)
		for _, p := range q.Params {
			s := samples(w, p)
			var next [][]any
			for _, c := range combos {
				for _, x := range s {
					next = append(next, append(append([]any(nil), c...), x))
				}
			}
			combos = next
		}
		answers := func() []string {
			var out []string
			for _, args := range combos {
				v, err := q.Fn(NewCtx(&fakeRun{w: w}), args)
				out = append(out, shown(v)+" "+fmt.Sprint(err))
			}
			return out
		}
		before := answers()
		for k, b := range w.Bodies { // each its own way: distances change too
			d := geom.Vec{X: 37 * float64(k%3), Y: -53 * float64(k*k%5)}
			b.Rect = b.Rect.Translate(d).PivotTo(b.Rect.Facing + 45*float64(k))
			for i := range b.Models {
				b.Models[i] = b.Models[i].Add(d)
			}
		}
		after := answers()
		for i := range before {
			if before[i] != after[i] {
				t.Errorf("%s%v: %s before the bodies moved, %s after: it reads Geometry", name, shownArgs(combos[i]), before[i], after[i])
			}
		}
		asked += len(combos)
	}
	if asked < 100 {
		t.Errorf("asked %d questions of the queries that ignore geometry, want over 100", asked)
	}
}

func shownArgs(args []any) []string {
	out := make([]string, len(args))
	for i, a := range args {
		out[i] = shown(a)
	}
	return out
}

// status is everything of w but where its bodies stand.
func status(w *world.World) string {
	var b strings.Builder
	for _, x := range w.Bodies {
		fmt.Fprintf(&b, "%s %s %s %v %v %v\n", x.ID, x.Kind, x.Side, x.Removed, x.Flags, x.Props)
	}
	fmt.Fprintf(&b, "%v %v %v %d", w.Combats, w.Events, w.Memory, len(w.Bodies))
	return b.String()
}

// TestGeometricActionsChangeOnlyGeometry runs every action declared to
// change only Geometry (Action.Changing) and requires the rest of the
// world unchanged; an action declared so without a run here fails.
func TestGeometricActionsChangeOnlyGeometry(t *testing.T) {
	reg := Stdlib()
	runs := map[string]func(w *world.World) []any{
		"pivot": func(w *world.World) []any { return []any{w.Get("A"), 90.0, nil, nil, nil} },
		"wheel": func(w *world.World) []any { return []any{w.Get("A"), 30.0} },
		"move":  func(w *world.World) []any { return []any{w.Get("A"), 300.0, w.UnitList()} },
		"backtrack": func(w *world.World) []any {
			a := w.Get("A")
			a.SetRect("move", a.Rect.MoveForward(60))
			return []any{a, 25.4, w.UnitList()}
		},
		"continue": func(w *world.World) []any {
			a := w.Get("A")
			a.Rect = a.Rect.Translate(geom.Vec{Y: 60}) // into B
			return []any{a, w.UnitList()}
		},
		"place": func(w *world.World) []any {
			ps, err := reg.Func("contact_placements").Fn(NewCtx(&fakeRun{w: w}), []any{w.Get("D"), w.Get("C"), "front", 0.0, w.UnitList()})
			if err != nil || len(ps.([]*Placement)) == 0 {
				t.Fatalf("no placement to place D at: %v", err)
			}
			return []any{w.Get("D"), ps.([]*Placement)[0]}
		},
		"move_model": func(w *world.World) []any {
			return []any{&Model{Unit: w.Get("M"), Index: 0}, &Model{Unit: w.Get("N"), Index: 0}, nil, nil}
		},
	}
	for _, name := range reg.ActionNames() {
		a := reg.Action(name)
		if a.Writes() != Geometry {
			continue
		}
		args, ok := runs[name]
		if !ok {
			t.Errorf("action %s is declared to change only Geometry: add a run of it here", name)
			continue
		}
		w := aspectWorld()
		before := status(w)
		moved := &fakeRun{w: w}
		if err := a.Run(NewCtx(moved), args(w)); err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if len(moved.moves) == 0 {
			t.Errorf("%s moved nothing: the run does not test it", name)
		}
		if after := status(w); after != before {
			t.Errorf("%s changed more than Geometry:\nbefore %s\nafter  %s", name, before, after)
		}

		// With the journal on, the bodies can be put back where they
		// stood before the action, and returned, exactly.
		w = aspectWorld()
		c := NewCtx(&fakeRun{w: w})
		args0 := args(w) // some set a body up first: that is before
		before = positions(w)
		c.Journal(true)
		if err := a.Run(c, args0); err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		after := positions(w)
		back := c.Rewind(0)
		if got := positions(w); got != before {
			t.Errorf("%s: rewound, the bodies stand\n%s\nwant, as before it,\n%s", name, got, before)
		}
		c.Rewind(back)
		if got := positions(w); got != after {
			t.Errorf("%s: returned, the bodies stand\n%s\nwant, as after it,\n%s", name, got, after)
		}
	}
}

// positions is where every body stands: boundary, models, routes, moves.
func positions(w *world.World) string {
	var b strings.Builder
	for _, x := range w.Bodies {
		fmt.Fprintf(&b, "%s %v %v %v %v\n", x.ID, x.Rect, x.Models, x.Routes, x.Moves)
	}
	return b.String()
}
