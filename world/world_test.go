package world

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/rulec-dev/rulec/geom"
)

// checkIndex fails unless Get finds every body of w by its id.
func checkIndex(t *testing.T, name string, w *World) {
	t.Helper()
	for _, b := range w.Bodies {
		if got := w.Get(b.ID); got != b {
			t.Errorf("%s: Get(%q) = %p, want the body at %p", name, b.ID, got, b)
		}
	}
	if w.Get("nobody") != nil {
		t.Errorf("%s: Get of an unknown id is not nil", name)
	}
}

// TestIndexAcrossClones checks that bodies are found by id whatever the
// order kinds are added in, and that a world and its clones, which share
// the index, each find their own bodies when one of them adds a body.
func TestIndexAcrossClones(t *testing.T) {
	w := New(geom.Board{W: 100, H: 100}, geom.Units{}, 0.01)
	w.Add(&Body{ID: "T1", Kind: KindTerrain})
	w.Add(&Body{ID: "A", Kind: KindUnit})
	w.Add(&Body{ID: "T2", Kind: KindTerrain})
	w.Add(&Body{ID: "B", Kind: KindUnit})
	checkIndex(t, "built", w)
	var order []string
	for _, b := range w.Bodies {
		order = append(order, b.ID)
	}
	if want := []string{"A", "B", "T1", "T2", "board_edge"}; !slices.Equal(order, want) {
		t.Errorf("bodies %v, want %v", order, want)
	}
	c1, c2 := w.Clone(), w.Clone()
	c1.Add(&Body{ID: "C", Kind: KindUnit})
	w.Add(&Body{ID: "D", Kind: KindUnit})
	for name, x := range map[string]*World{"original": w, "clone 1": c1, "clone 2": c2} {
		checkIndex(t, name, x)
	}
	if w.Get("C") != nil || c2.Get("C") != nil || c1.Get("D") != nil || c2.Get("D") != nil {
		t.Error("a body added to one world is found in another")
	}
	if c1.Get("A") == w.Get("A") {
		t.Error("a clone's unit is the original's")
	}
	// Clones made at once from one world, as parallel runs make them.
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() { checkIndex(t, "parallel clone", w.Clone()) })
	}
	wg.Wait()
}

// TestEdgeIsGet checks that Edge, which keeps the board edge's place,
// gives the body Get("board_edge") does as bodies of every kind are added
// before and after it (each moves the edge along), in a clone too, and
// when a later body takes the id.
func TestEdgeIsGet(t *testing.T) {
	w := New(geom.Board{W: 100, H: 100}, geom.Units{}, 1e-6)
	check := func(when string, w *World) {
		t.Helper()
		if got, want := w.Edge(), w.Get("board_edge"); got != want || got == nil {
			t.Fatalf("%s: Edge() = %v, Get(board_edge) = %v", when, got, want)
		}
	}
	check("new", w)
	w.Add(&Body{ID: "wood", Kind: KindTerrain})
	check("after terrain", w)
	w.Add(&Body{ID: "A", Kind: KindUnit})
	w.Add(&Body{ID: "B", Kind: KindUnit})
	check("after units", w)
	c := w.Clone()
	check("clone", c)
	if c.Edge() == w.Edge() {
		t.Fatal("the clone's Edge is the original's body")
	}
	w.Add(&Body{ID: "board_edge", Kind: KindUnit})
	check("after a unit taking the id", w)
	if w.Edge().Kind != KindUnit {
		t.Fatal("Edge() is not the last body added with the id")
	}
	check("clone, after the original added", c)
}

// flagsOf returns each body's flags as text, by id.
func flagsOf(w *World) map[string]string {
	out := map[string]string{}
	for _, b := range w.Bodies {
		out[b.ID] = b.FlagText()
	}
	return out
}

// TestFlagsAcrossClones checks that a world and its clones, which share
// their bodies' maps of flags, each see only their own changes: in a
// clone, in the original after a clone, in a clone of a clone, and in a
// world changed before and after it was first cloned.
func TestFlagsAcrossClones(t *testing.T) {
	w := New(geom.Board{W: 100, H: 100}, geom.Units{}, 0.01)
	w.Add(&Body{ID: "A", Kind: KindUnit, Flags: map[string][]string{"fleeing": nil}})
	w.Add(&Body{ID: "B", Kind: KindUnit})
	// Changed before any clone: its own map from then on.
	w.SetFlag(w.Get("B"), "engaged", []string{"A"})
	c1 := w.Clone()
	c1.SetFlag(c1.Get("A"), "charging", []string{"B"})
	c1.ClearFlag(c1.Get("B"), "engaged")
	c2 := w.Clone()
	w.SetFlag(w.Get("B"), "shaken", nil)
	w.ClearFlag(w.Get("A"), "fleeing")
	c3 := c1.Clone()
	c3.SetFlag(c3.Get("B"), "rallied", nil)
	c1.SetFlag(c1.Get("A"), "charging", []string{"A"})
	c2.ClearFlag(c2.Get("A"), "nothing") // not there: nothing to do
	for name, tt := range map[string]struct {
		w    *World
		want map[string]string
	}{
		"original": {w, map[string]string{"A": "[]", "B": "[engaged A, shaken]", "board_edge": "[]"}},
		"clone 1":  {c1, map[string]string{"A": "[charging A, fleeing]", "B": "[]", "board_edge": "[]"}},
		"clone 2":  {c2, map[string]string{"A": "[fleeing]", "B": "[engaged A]", "board_edge": "[]"}},
		"clone 3":  {c3, map[string]string{"A": "[charging B, fleeing]", "B": "[rallied]", "board_edge": "[]"}},
	} {
		got := flagsOf(tt.w)
		for id, want := range tt.want {
			if got[id] != want {
				t.Errorf("%s: %s has flags %s, want %s", name, id, got[id], want)
			}
		}
	}
}

// TestNilWorld calls every exported method of World, and Undo's, on a nil
// world (and with nil bodies and Undos): each panicked with a nil pointer,
// where a library user gets an error or the documented zero.
func TestNilWorld(t *testing.T) {
	var w *World
	b := &Body{ID: "A", Kind: KindUnit, Flags: map[string][]string{"old": nil}}
	calls := []struct {
		name string
		call func() error
	}{
		{"Add", func() error { return want(w.Add(b), "no world to add a body to") }},
		{"Add(nil)", func() error { return want(New(geom.Board{}, geom.Units{}, 0).Add(nil), "no body to add") }},
		{"Get", func() error { return zero(w.Get("A") == nil, "Get") }},
		{"Edge", func() error { return zero(w.Edge() == nil, "Edge") }},
		{"UnitList", func() error { return zero(w.UnitList() == nil, "UnitList") }},
		{"CombatOf", func() error { return zero(w.CombatOf(b) == nil, "CombatOf") }},
		{"CombatOf(nil)", func() error {
			return zero(New(geom.Board{}, geom.Units{}, 0).CombatOf(nil) == nil, "CombatOf(nil)")
		}},
		{"Clone", func() error { return zero(w.Clone() == nil, "Clone") }},
		{"Keep", func() error { return want(w.Keep(new(Undo)), "no world to keep") }},
		{"Keep(nil)", func() error {
			return want(New(geom.Board{}, geom.Units{}, 0).Keep(nil), "no Undo to keep the world in")
		}},
		{"Restore(nil)", func() error { var u *Undo; u.Restore(); return nil }},
		{"Touch", func() error { w.Touch(b); return nil }},
		{"Touch(nil)", func() error {
			v := New(geom.Board{}, geom.Units{}, 0)
			var u Undo
			if err := v.Keep(&u); err != nil {
				return err
			}
			v.Touch(nil)
			u.Restore()
			return nil
		}},
		{"TouchMemory", func() error { w.TouchMemory(); return nil }},
		{"SetFlag", func() error {
			shared := b.Flags
			w.SetFlag(b, "new", []string{"B"})
			if _, ok := shared["new"]; ok {
				return fmt.Errorf("SetFlag wrote the body's old map")
			}
			return zero(len(b.Flags["new"]) == 1, "SetFlag")
		}},
		{"SetFlag(nil)", func() error { w.SetFlag(nil, "new", nil); return nil }},
		{"ClearFlag", func() error {
			w.ClearFlag(b, "old")
			_, ok := b.Flags["old"]
			return zero(!ok, "ClearFlag")
		}},
		{"ClearFlag(nil)", func() error { w.ClearFlag(nil, "old"); return nil }},
	}
	for _, c := range calls {
		func() {
			defer func() {
				if p := recover(); p != nil {
					t.Errorf("%s: panicked: %v", c.name, p)
				}
			}()
			if err := c.call(); err != nil {
				t.Errorf("%s: %v", c.name, err)
			}
		}()
	}
}

// want checks that err is an error holding msg.
func want(err error, msg string) error {
	if err == nil || !strings.Contains(err.Error(), msg) {
		return fmt.Errorf("got error %v, want one containing %q", err, msg)
	}
	return nil
}

// zero says a call did not give its documented answer.
func zero(ok bool, name string) error {
	if !ok {
		return fmt.Errorf("%s did not give its documented answer", name)
	}
	return nil
}
