package world

import (
	"fmt"
	"testing"

	"github.com/rulec-dev/rulec/geom"
)

// undoWorld is a world of a rectangular unit A with a flag, a
// model-by-model unit M and a terrain piece, with a memory entry and an
// event.
func undoWorld() *World {
	w := New(geom.Board{W: 100, H: 100}, geom.Units{}, 0.01)
	w.Add(&Body{ID: "A", Kind: KindUnit, Rect: geom.Rect{Centre: geom.Vec{X: 10, Y: 10}, Width: 4, Depth: 2}})
	w.Add(&Body{ID: "M", Kind: KindUnit, Round: 1, Models: []geom.Vec{{X: 50, Y: 50}, {X: 52, Y: 50}},
		Rect: geom.Rect{Centre: geom.Vec{X: 51, Y: 50}, Width: 3, Depth: 1}})
	w.Add(&Body{ID: "T", Kind: KindTerrain})
	w.SetFlag(w.Get("A"), "shaken", nil)
	w.Memory = map[MemoryKey]any{{Name: "wounds", A: "A"}: 1}
	w.Events = append(make([]Event, 0, 4), Event{Name: "start"})
	return w
}

// state writes what a run may change of w.
func state(w *World) string {
	s := ""
	for _, b := range w.Bodies {
		s += fmt.Sprintf("%s %v %v %v %v %v %q %v\n", b.ID, b.Rect, b.Models, b.Routes, b.Moves, b.Removed, b.RemovedBy, b.FlagText())
	}
	return s + fmt.Sprintf("%v %v", w.Memory, EventText(w.Events))
}

// change changes every part of w a run may change, touching each body
// first as the engine and the interpreter do.
func change(w *World, by string) {
	a, m := w.Get("A"), w.Get("M")
	w.Touch(a)
	a.SetRect(by, geom.Rect{Centre: geom.Vec{X: 20, Y: 10}, Width: 4, Depth: 2})
	w.SetFlag(a, "charged", []string{"M"})
	w.ClearFlag(a, "shaken")
	w.Touch(m)
	m.SetRoute(1, []geom.Vec{{X: 52, Y: 50}, {X: 60, Y: 50}})
	m.Models[0] = geom.Vec{X: 40, Y: 40}
	w.Touch(m) // a second touch saves nothing more
	m.Removed, m.RemovedBy = true, by
	w.TouchMemory()
	w.Memory[MemoryKey{Name: "wounds", A: "A"}] = 2
	w.Memory[MemoryKey{Name: "wounds", A: by}] = 3
	w.Events = append(w.Events, Event{Name: by})
}

// TestUndoPutsBack changes every part of a kept world and checks Restore
// puts it back, each body the same *Body, while a clone made before Keep
// and one made during it see nothing of it (the clone made during it
// keeps the run's world as it stood); a second Keep of the same Undo, as
// a benchmark makes one after another, does the same. It fails if a
// saved body shared its models, routes, flags or the memory with the run
// (the change would show in the world put back), the flags most of all in
// a world never cloned, whose bodies own their maps of flags.
func TestUndoPutsBack(t *testing.T) {
	w := undoWorld()
	built := state(w)
	a, m := w.Get("A"), w.Get("M")
	var u Undo
	// first on a world never cloned, whose flags A owns: a flag set in
	// the run must go into a copy of the map
	w.Keep(&u)
	change(w, "run0")
	u.Restore()
	if got := state(w); got != built {
		t.Errorf("run 0 (no clone made): after Restore\n%s\nwant\n%s", got, built)
	}
	before := w.Clone()
	for run := 1; run <= 2; run++ {
		w.Keep(&u)
		change(w, fmt.Sprintf("run%d", run))
		during := w.Clone()
		changed := state(w)
		if changed == built {
			t.Fatalf("run %d changed nothing", run)
		}
		u.Restore()
		if got := state(w); got != built {
			t.Errorf("run %d: after Restore\n%s\nwant\n%s", run, got, built)
		}
		if w.Get("A") != a || w.Get("M") != m {
			t.Errorf("run %d: a body is another *Body after Restore", run)
		}
		if got := state(before); got != built {
			t.Errorf("run %d: a clone made before Keep changed:\n%s", run, got)
		}
		if got := state(during); got != changed {
			t.Errorf("run %d: a clone made during the run is\n%s\nwant the run's world\n%s", run, got, changed)
		}
	}
	// Restore with nothing kept does nothing
	u.Restore()
	if got := state(w); got != built {
		t.Errorf("a second Restore changed the world:\n%s", got)
	}
}

// TestUndoOneAtATime checks a world keeps one Undo and an Undo one world.
func TestUndoOneAtATime(t *testing.T) {
	panics := func(name string, f func()) {
		t.Helper()
		defer func() {
			if recover() == nil {
				t.Errorf("%s did not panic", name)
			}
		}()
		f()
	}
	w, v := undoWorld(), undoWorld()
	var u, u2 Undo
	w.Keep(&u)
	panics("a second Keep of the world", func() { w.Keep(&u2) })
	panics("a Keep of an Undo keeping another world", func() { v.Keep(&u) })
	u.Restore()
	w.Keep(&u2) // free again
	u2.Restore()
}
