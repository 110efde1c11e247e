package world

import (
	"github.com/rulec-dev/rulec/diag"
	"maps"
	"slices"
)

// Undo keeps what a run changes of a world, so that the world can be put
// back as it was: a run can then be made on a world in place, where it
// would otherwise need a Clone of it. Where a clone copies every body, an
// Undo copies only the bodies the run changes, when it first changes
// each (Touch), and the world's memory when the run first writes it
// (TouchMemory); its events are appended to, so their length is kept.
//
// The changes go through the world's own methods (SetRect, SetRoute,
// SetFlag, ClearFlag) and, where code writes a body's fields itself, a
// Touch of the body first: the engine's actions and the interpreter's
// statements do so. Code that writes a body without either (a
// hand-written rule, a test) must work on a Clone.
//
// While an Undo is kept, the world is the run's alone: it must not be
// read, cloned or run by another goroutine until Restore. A run that
// panicked may have left a body half changed that no Touch saw (the
// engine's searches move a model and put it back): clone a world that
// may be run into a panic.
//
// An Undo is reused from run to run: its arrays are kept.
type Undo struct {
	w *World
	// bodies are the bodies changed, each once, and saved each one as it
	// was before its first change, at the same index.
	bodies []*Body
	saved  []Body
	events []Event
	// memory is the world's memory before the run first wrote it, and
	// memorySaved says it was.
	memory      map[MemoryKey]any
	memorySaved bool
}

// Keep starts keeping, in u, what changes of w from now on, until
// u.Restore. A world keeps one Undo at a time. A nil world has nothing to
// keep and a nil Undo keeps nothing: either is an error, and nothing is
// kept. Keeping a world already kept, or with an Undo already keeping
// one, is a bug in the caller, and panics.
func (w *World) Keep(u *Undo) error {
	switch {
	case w == nil:
		return &diag.Error{Msg: "no world to keep", Hint: "make one with world.New, or build one from a scenario"}
	case u == nil:
		return &diag.Error{Msg: "no Undo to keep the world in", Hint: "give Keep a new(world.Undo), or one Restored"}
	}
	if w.undo != nil {
		panic("world: Keep on a world already kept by an Undo")
	}
	if u.w != nil {
		panic("world: Keep of an Undo already keeping a world")
	}
	u.w = w
	u.events = w.Events
	w.undo = u
	return nil
}

// Restore puts the world u keeps back as it was at Keep, and lets it go:
// the world's bodies, each of them the same *Body as before, hold what
// they held then; its memory and events are what they were.
func (u *Undo) Restore() {
	if u == nil {
		return
	}
	w := u.w
	if w == nil {
		return
	}
	for i := len(u.bodies) - 1; i >= 0; i-- {
		*u.bodies[i] = u.saved[i]
		u.bodies[i] = nil
	}
	// the saved bodies are left in their array until the next run's
	// overwrite them: clearing a body costs as much as saving it, and
	// what they hold is the world's as it stands again
	u.bodies, u.saved = u.bodies[:0], u.saved[:0]
	w.Events = u.events
	if u.memorySaved {
		w.Memory = u.memory
	}
	u.events, u.memory, u.memorySaved = nil, nil, false
	w.undo, u.w = nil, nil
}

// Touch says b, a body of w, is about to change: if an Undo keeps w, it
// saves b as it stands, once per Keep. The body keeps its place and its
// pointer; the arrays a change writes in place (its models' centres and
// their routes) are copied, so that the saved body keeps the old ones.
//
// On a nil world, or of a nil b, there is nothing to keep.
func (w *World) Touch(b *Body) {
	if w == nil || b == nil {
		return
	}
	if u := w.undo; u != nil && b.keptBy != u {
		u.save(b)
	}
}

// save keeps b as it stands before its first change.
func (u *Undo) save(b *Body) {
	u.bodies = append(u.bodies, b)
	if n := len(u.saved); n < cap(u.saved) {
		u.saved = u.saved[:n+1]
		u.saved[n] = *b // one copy, where append copies through a temporary
	} else {
		u.saved = append(u.saved, *b)
	}
	b.keptBy = u
	if b.Models != nil {
		b.Models = slices.Clone(b.Models)
	}
	if b.Routes != nil {
		b.Routes = slices.Clone(b.Routes)
	}
	// a flag set from now on is set in a copy of the map (ownFlags)
	b.ownFlags = false
}

// TouchMemory says the world's memory is about to be written: if an Undo
// keeps w, the memory written from now on is a copy of it.
//
// On a nil world there is nothing to keep.
func (w *World) TouchMemory() {
	if w == nil {
		return
	}
	u := w.undo
	if u == nil || u.memorySaved {
		return
	}
	u.memory, u.memorySaved = w.Memory, true
	if w.Memory != nil {
		w.Memory = maps.Clone(w.Memory)
	}
}
