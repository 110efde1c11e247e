package world

import (
	"github.com/rulec-dev/rulec/diag"
	"maps"
	"sort"
	"strings"
	"sync/atomic"

	"github.com/rulec-dev/rulec/geom"
)

// Kind says what a Body is. It is an alias so that expressions can compare
// it with a word.
type Kind = string

// The kinds of body on the table.
const (
	KindUnit    Kind = "unit"
	KindTerrain Kind = "terrain"
	KindEdge    Kind = "edge"
)

// Body is anything on the table a rule can ask about: a unit, a terrain
// piece, or the board edge. One type keeps expression lists homogeneous.
// The fields rules read (u.id, u.side ...) are declared in engine.Fields.
type Body struct {
	ID   string
	Kind Kind
	// Side is the army owning a unit; empty for terrain and the edge.
	Side string
	// TerrainKind is impassable, dangerous, difficult, open, ... for terrain.
	TerrainKind string

	// Rect is a unit's boundary (for model-by-model units, the bounding
	// box of its models, refreshed by Refresh).
	Rect geom.Rect
	// Files, Ranks and Base describe a rectangular formation.
	Files, Ranks int
	BaseW, BaseD float64
	// Round is the base diameter of a model-by-model unit (0 otherwise);
	// Models are its models' centres.
	Round  float64
	Models []geom.Vec
	// Routes holds, for each model moved during the run, the route it
	// took (its bend points, start and end included); nil for a model
	// that has not moved.
	Routes [][]geom.Vec
	// Poly is a terrain piece's outline.
	Poly geom.Polygon

	// Flags maps a flag to its unit ids; a flag's ids are replaced, never
	// changed in place. A clone shares the map with its original, so it
	// is read directly but changed only through World.SetFlag and
	// World.ClearFlag, which copy it first. Props are replaced whole when
	// one changes (a clone shares them with its original).
	Flags   map[string][]string
	Props   map[string]Value
	Removed bool
	// RemovedBy says where a run removed the body (the remove statement's
	// file:line:col and procedure), for errors about acting on it; empty
	// for a body that started off the table or is on it.
	RemovedBy string
	// ownFlags says Flags is this body's own: made by SetFlag or
	// ClearFlag in a world no clone was made from since, so no other
	// world's body shares it.
	ownFlags bool
	// alone holds the body itself once a world holds it (Add, Clone):
	// the list of it alone, which Alone gives without an allocation.
	alone [1]*Body
	// keptBy is the Undo that saved the body since its world's Keep, nil
	// if none did (undo.go).
	keptBy *Undo

	// Start is the position at the start of the run, Moves every
	// position change since, for traces and pictures.
	Start geom.Rect
	Moves []Move
	// Order is the body's place in the scenario, for stable output.
	Order int
	// Where is the place the scenario defines the body (file:line:col),
	// for errors about it; empty when it was not read from a file.
	Where string
}

// Move is one change of a unit's position.
type Move struct {
	Action   string
	From, To geom.Rect
}

// Value is a prop's value: a length in mm, a number, or a word.
type Value struct {
	Kind   string // "length", "number" or "word"
	Number float64
	Word   string
	// Where is the place the scenario gives the value (file:line:col),
	// for errors about it; empty when it was not read from a file.
	Where string
}

// Combat is the set of units that fought one combat this phase.
type Combat []string

// World is one situation on the table.
type World struct {
	Board  geom.Board
	Units  geom.Units
	Tol    float64
	Bodies []*Body // units, then terrain, then the edge, in scenario order
	// index gives each body's place in Bodies by id. Clones have their
	// bodies in the same places, so they share it until one of them, or
	// the original, adds a body (shared says so; atomic, as several runs
	// may clone one world at once): a suite clones a world for every run
	// and a run never adds a body.
	index  map[string]int
	shared atomic.Bool
	// edgeAt is 1 + the place in Bodies of the body Get("board_edge")
	// gives, 0 if none: rules ask for the edge in most clauses, and a
	// map lookup costs more than the test it stands in.
	edgeAt int
	// cloned says a clone was made of this world, and so shares its
	// bodies' maps of flags (atomic, as several runs may clone one world
	// at once).
	cloned  atomic.Bool
	Combats []Combat
	Events  []Event
	// Memory is what the rules remember during a run: the entries of the
	// memories a rules file declares (`remember`), each value kept under
	// its memory's name and the ids of the units it is about. Values are
	// never changed in place, only replaced, and Clone copies the map, so
	// runs made from one world never see each other's entries.
	Memory map[MemoryKey]any
	// undo keeps what changes of the world for a run made on it in place
	// (Keep), nil if nothing does.
	undo *Undo
}

// MemoryKey names one entry of the rules' memory: a memory and the ids of
// the one or two units it is kept for (B is empty for one).
type MemoryKey struct{ Name, A, B string }

// Event is something a run records: `contact B E`.
type Event struct {
	Name string
	Args []string
	// Where names the rule clause that recorded it (file:line:col).
	Where string
}

// String returns the event as `name arg arg`.
func (e Event) String() string {
	s := e.Name
	for _, a := range e.Args {
		s += " " + a
	}
	return s
}

// EventText returns events in order as one list: `[move B E, test F]`.
func EventText(es []Event) string {
	parts := make([]string, len(es))
	for i, e := range es {
		parts[i] = e.String()
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// EventsOnlyIn returns the indices of the events of a that b lacks:
// events match by their words, each of b's matching at most one of a's.
func EventsOnlyIn(a, b []Event) []int {
	left := map[string]int{}
	for _, e := range b {
		left[e.String()]++
	}
	var out []int
	for i, e := range a {
		if left[e.String()] > 0 {
			left[e.String()]--
			continue
		}
		out = append(out, i)
	}
	return out
}

// MinTol is the least tolerance a world compares lengths with, in mm: a
// nanometre. A scenario may set any tolerance, 0 among them, but float64
// positions carry rounding (a contact point computed at exactly the sum of
// two radii lands a hair inside or outside it), so under a tolerance of 0
// touching bases would overlap, contact spots be refused and an exact
// expectation fail by 1e-13mm. A tolerance under MinTol is taken as MinTol:
// far under anything a table is measured to, far over the rounding.
const MinTol = 1e-6

// New returns an empty world on a board, comparing lengths with tol (at
// least MinTol).
func New(board geom.Board, units geom.Units, tol float64) *World {
	w := &World{Board: board, Units: units, Tol: max(tol, MinTol), index: map[string]int{}}
	w.Add(&Body{ID: "board_edge", Kind: KindEdge})
	return w
}

// Add puts a body on the table, keeping units before terrain before the
// edge. A nil world (no table) or a nil body is an error, and nothing is
// added.
func (w *World) Add(b *Body) error {
	switch {
	case w == nil:
		return &diag.Error{Msg: "no world to add a body to", Hint: "make one with world.New, or build one from a scenario"}
	case b == nil:
		return &diag.Error{Msg: "no body to add", Hint: "give Add a *Body with its ID, Kind and Rect"}
	}
	if b.Flags == nil {
		b.Flags = map[string][]string{}
	}
	if b.Props == nil {
		b.Props = map[string]Value{}
	}
	b.Order = len(w.Bodies)
	b.Start = b.Rect
	b.alone[0] = b
	// Bodies is kept ordered by kind rank, so the new body goes after the
	// last body of its rank or lower: one search and one shift, not a sort.
	r := kindRank(b.Kind)
	i := sort.Search(len(w.Bodies), func(i int) bool { return kindRank(w.Bodies[i].Kind) > r })
	w.Bodies = append(w.Bodies, nil)
	copy(w.Bodies[i+1:], w.Bodies[i:])
	w.Bodies[i] = b
	if w.shared.Load() || w.index == nil {
		w.index = maps.Clone(w.index)
		w.shared.Store(false)
		if w.index == nil {
			w.index = map[string]int{}
		}
	}
	// The bodies from i on moved one place: units come before terrain and
	// the edge, so that is the new body and the few of a later kind.
	for j := i; j < len(w.Bodies); j++ {
		w.index[w.Bodies[j].ID] = j
	}
	// A body given an id already taken stands for it, as the last added.
	w.index[b.ID] = i
	w.edgeAt = 0
	if j, ok := w.index[edgeID]; ok {
		w.edgeAt = j + 1
	}
	return nil
}

// kindRank is the place of a kind in Bodies: units, then terrain, then the
// edge, then anything else.
func kindRank(k Kind) int {
	switch k {
	case KindUnit:
		return 0
	case KindTerrain:
		return 1
	case KindEdge:
		return 2
	}
	return 0
}

// Get returns the body with an id, or nil (always nil on a nil world).
func (w *World) Get(id string) *Body {
	if w == nil {
		return nil
	}
	if i, ok := w.index[id]; ok {
		return w.Bodies[i]
	}
	return nil
}

// Edge returns the board edge body; nil on a nil world.
func (w *World) Edge() *Body {
	if w != nil && w.edgeAt > 0 {
		return w.Bodies[w.edgeAt-1]
	}
	return nil
}

// edgeID is the board edge's id.
const edgeID = "board_edge"

// UnitList returns the units, removed ones included, in scenario order;
// none on a nil world.
func (w *World) UnitList() []*Body {
	if w == nil {
		return nil
	}
	var out []*Body
	for _, b := range w.Bodies {
		if b.Kind == KindUnit {
			out = append(out, b)
		}
	}
	return out
}

// CombatOf returns the ids of the units that fought in u's combat, or nil
// (nil for a nil world or a nil u).
func (w *World) CombatOf(u *Body) Combat {
	if w == nil || u == nil {
		return nil
	}
	for _, c := range w.Combats {
		for _, id := range c {
			if id == u.ID {
				return c
			}
		}
	}
	return nil
}

// Clone returns a copy that a run can change without changing w, so one
// loaded scenario can be run many times. What a run changes in place is
// copied: the bodies, their models and the memory. What a run only ever
// replaces or appends to is shared, cut to its length so that an append
// copies: a flag's ids, a model's route, the moves, the events and
// combats; Props, which set_prop replaces whole (see Body.Props); and the
// maps of flags, which SetFlag and ClearFlag copy before their first
// change in either world. A suite clones a world per scenario, so this is
// worth the care: a map each body was most of a clone's allocations.
// The clone of a nil world is nil.
func (w *World) Clone() *World {
	if w == nil {
		return nil
	}
	w.shared.Store(true)
	w.cloned.Store(true)
	c := &World{Board: w.Board, Units: w.Units, Tol: w.Tol, index: w.index, edgeAt: w.edgeAt}
	c.shared.Store(true)
	c.Bodies = make([]*Body, len(w.Bodies))
	slab := make([]Body, len(w.Bodies)) // one allocation for every body
	for i, b := range w.Bodies {
		nb := &slab[i]
		*nb = *b
		nb.ownFlags = false
		nb.alone[0] = nb
		nb.keptBy = nil
		nb.Models = append([]geom.Vec(nil), b.Models...)
		if b.Routes != nil {
			nb.Routes = make([][]geom.Vec, len(b.Routes))
			for j, r := range b.Routes {
				nb.Routes[j] = shared(r)
			}
		}
		nb.Moves = shared(b.Moves)
		c.Bodies[i] = nb
	}
	c.Combats = shared(w.Combats)
	c.Events = shared(w.Events)
	if w.Memory != nil {
		c.Memory = make(map[MemoryKey]any, len(w.Memory))
		for k, v := range w.Memory {
			c.Memory[k] = v
		}
	}
	return c
}

// Alone returns the list of b alone, without an allocation when a world
// holds b (a body made apart from one, a probe, gives false). The list
// has no room to grow, so an append copies it; it must not be written.
func (b *Body) Alone() ([]*Body, bool) {
	if b.alone[0] != b {
		return nil, false
	}
	return b.alone[:1:1], true
}

// SetFlag gives b, a body of w, a flag with its unit ids (none for a
// plain flag), replacing the ids it had. On a nil world b is taken as a
// body apart from any (its map of flags copied first); a nil b is given
// nothing.
func (w *World) SetFlag(b *Body, name string, ids []string) {
	if b == nil {
		return
	}
	if w == nil {
		b.Flags = maps.Clone(b.Flags)
		if b.Flags == nil {
			b.Flags = map[string][]string{}
		}
		b.Flags[name] = ids
		return
	}
	w.Touch(b)
	w.ownFlags(b)
	b.Flags[name] = ids
}

// ClearFlag takes a flag from b, a body of w; nothing when b has none
// (or b is nil). On a nil world b is taken as a body apart from any, as
// by SetFlag.
func (w *World) ClearFlag(b *Body, name string) {
	if b == nil {
		return
	}
	if _, ok := b.Flags[name]; !ok {
		return
	}
	if w == nil {
		b.Flags = maps.Clone(b.Flags)
		delete(b.Flags, name)
		return
	}
	w.Touch(b)
	w.ownFlags(b)
	delete(b.Flags, name)
}

// ownFlags makes b's map of flags its own to change: a copy, unless it
// already is and no clone of w shares it.
func (w *World) ownFlags(b *Body) {
	if b.ownFlags && !w.cloned.Load() {
		return
	}
	// A world cloned stays so: a clone may live on, sharing what b has.
	b.Flags = maps.Clone(b.Flags)
	if b.Flags == nil {
		b.Flags = map[string][]string{}
	}
	b.ownFlags = !w.cloned.Load()
}

// shared returns s cut to its length, so that appending to it copies, or
// nil when it is empty, as a copy of it would be.
func shared[T any](s []T) []T {
	if len(s) == 0 {
		return nil
	}
	return s[:len(s):len(s)]
}

// Shape returns the body's shape for geometry queries.
func (b *Body) Shape() geom.Shape {
	if b.Kind == KindTerrain {
		return geom.PolyShape(b.Poly)
	}
	return geom.RectShape(b.Rect)
}

// HasFlag reports whether a unit carries a flag.
func (b *Body) HasFlag(name string) bool {
	_, ok := b.Flags[name]
	return ok
}

// FlagList returns the body's flags as words with their arguments,
// sorted: `engaged E`, `shaken`.
func (b *Body) FlagList() []string {
	out := make([]string, 0, len(b.Flags))
	for word, args := range b.Flags {
		out = append(out, strings.Join(append([]string{word}, args...), " "))
	}
	sort.Strings(out)
	return out
}

// FlagText returns the body's flags as one list, sorted:
// `[engaged E, shaken]`.
func (b *Body) FlagText() string { return "[" + strings.Join(b.FlagList(), ", ") + "]" }

// SetRect moves a unit, recording the move; model-by-model units move their
// models rigidly with the boundary.
func (b *Body) SetRect(action string, r geom.Rect) {
	if len(b.Models) > 0 {
		turn := geom.AngleDiff(b.Rect.Facing, r.Facing)
		for i, m := range b.Models {
			b.Models[i] = m.Sub(b.Rect.Centre).Rotate(turn).Add(r.Centre)
		}
	}
	b.Moves = append(b.Moves, Move{Action: action, From: b.Rect, To: r})
	b.Rect = r
}

// SetRoute moves model i of a model-by-model unit to the end of route,
// keeping the route (joined to any earlier one of the same model).
func (b *Body) SetRoute(i int, route []geom.Vec) {
	if b.Routes == nil {
		b.Routes = make([][]geom.Vec, len(b.Models))
	}
	if len(b.Routes[i]) > 0 && len(route) > 0 {
		route = append(b.Routes[i], route[1:]...)
	}
	b.Routes[i] = route
	b.Models[i] = route[len(route)-1]
	b.Rect = geom.DiscBounds(b.Models, b.Round/2, b.Rect.Facing)
}

// HasMoved reports whether model i has moved during the run.
func (b *Body) HasMoved(i int) bool { return i < len(b.Routes) && b.Routes[i] != nil }
