package engine

import (
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// TestActionsRefuseRemovedUnits runs every action on a unit that is off
// the table (G of aspectWorld, removed): each must fail naming the unit
// and saying it is removed, and move nothing. Before, each moved it as if
// it were on the table: a silent wrong answer. An action without a case
// here fails the test.
func TestActionsRefuseRemovedUnits(t *testing.T) {
	reg := Stdlib()
	gone := func(w *world.World) *world.Body {
		g := w.Get("G")
		g.RemovedBy = "the remove at r.rules:3:5 in procedure p"
		return g
	}
	runs := map[string]func(w *world.World) []any{
		"pivot":     func(w *world.World) []any { return []any{gone(w), 90.0, nil, nil, nil} },
		"wheel":     func(w *world.World) []any { return []any{gone(w), 30.0} },
		"move":      func(w *world.World) []any { return []any{gone(w), 300.0, nil} },
		"backtrack": func(w *world.World) []any { return []any{gone(w), 25.4, w.UnitList()} },
		"continue":  func(w *world.World) []any { return []any{gone(w), w.UnitList()} },
		"shift":     func(w *world.World) []any { return []any{gone(w), 10.0, 10.0} },
		"push":      func(w *world.World) []any { return []any{gone(w), 90.0, 10.0, w.UnitList()} },
		"rotate":    func(w *world.World) []any { return []any{gone(w), geom.Vec{X: 100, Y: 100}, 30.0} },
		"column":    func(w *world.World) []any { return []any{gone(w), []*world.Body{w.Get("A")}, 10.0, "advance"} },
		"restore": func(w *world.World) []any {
			g := gone(w)
			g.Rect = g.Rect.MoveForward(50)
			return []any{g}
		},
		"place": func(w *world.World) []any {
			g := gone(w)
			return []any{g, &Placement{Unit: g, Target: w.Get("C"), Rect: g.Rect.MoveForward(10)}}
		},
		"move_model": func(w *world.World) []any {
			m := w.Get("M")
			m.Removed, m.RemovedBy = true, "the remove at r.rules:3:5 in procedure p"
			return []any{&Model{Unit: m, Index: 0}, &Model{Unit: w.Get("N"), Index: 0}, nil, nil}
		},
	}
	for _, name := range reg.ActionNames() {
		args, ok := runs[name]
		if !ok {
			t.Errorf("action %s: add a run of it on a removed unit here", name)
			continue
		}
		w := aspectWorld()
		moved := &fakeRun{w: w}
		err := reg.Action(name).Run(NewCtx(moved), args(w))
		if err == nil || !strings.Contains(err.Error(), "is removed by the remove at r.rules:3:5 in procedure p") ||
			!strings.Contains(err.Error(), "on_table(") {
			t.Errorf("%s of a removed unit: error %v, want one saying where it was removed, with a hint", name, err)
		}
		if len(moved.moves) > 0 {
			t.Errorf("%s of a removed unit moved %v", name, moved.moves)
		}
	}
}

// TestActionsRefuseMovingRemovedBodies gives actions a unit on the table
// whose move would carry a removed body along: a placement turning a
// target that was removed after it was found. The action fails, and the
// removed body stays where it was.
func TestActionsRefuseMovingRemovedBodies(t *testing.T) {
	w := aspectWorld()
	d, g := w.Get("D"), w.Get("G")
	at := g.Rect
	p := &Placement{Unit: d, Target: g, Rect: d.Rect.MoveForward(10), Rotates: true, TargetRect: g.Rect.PivotTo(90)}
	moved := &fakeRun{w: w}
	err := Stdlib().Action("place").Run(NewCtx(moved), []any{d, p})
	if err == nil || !strings.Contains(err.Error(), `unit "G" is removed from the start of the run`) {
		t.Errorf("place turning a removed target: error %v, want it refused", err)
	}
	if g.Rect != at {
		t.Errorf("the removed target moved from %v to %v", at, g.Rect)
	}
}
