package engine

import (
	"math"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/internal/box"
	"github.com/rulec-dev/rulec/internal/zero"
	"github.com/rulec-dev/rulec/world"
)

// Run is what the engine needs of the run that calls it: the world, its
// tolerance, and a record of what changes. The interpreter implements it;
// a test or an embedder can implement it to call queries and actions
// without one.
type Run interface {
	// World returns the world the run changes.
	World() *world.World
	// Tol returns the tolerance of contact and spacing, in mm.
	Tol() float64
	// Moved records that u changed position by action, from where it
	// stood to where it stands now.
	Moved(u *world.Body, action string, from geom.Rect)
	// Note records one line of kind ("set", ...) about the running action.
	Note(kind, text string)
}

// Ctx is the run as queries and actions see it: the hidden first argument
// of every query, which rules never write. It keeps answers that hold
// while nothing moves.
type Ctx struct {
	// runState is what a run holds, emptied whole when it ends (Reset).
	runState
	// lists memoises the derived lists (units(), enemies(u), terrain(k))
	// until a unit is removed: they depend on no position. A run asks
	// for a few, so they are scanned; past listScan they are indexed too
	// (runState's listIdx). The array of entries is kept from run to run
	// (what it held is not: a list itself is copied out of its box).
	lists []listEntry
	// scratch gathers a list whose length is not known until it is
	// built; keep copies it out at its length.
	scratch bodies
	// shapes and idx gather the bodies ahead of a unit, kept from run to
	// run like scratch.
	shapes []geom.Shape
	idx    bodies
	// emptied says Reset(nil) or Release left c as a new Ctx, holding
	// nothing but, from Release, the emptied arrays of kept lists and
	// boxes (runState's kept and boxArr) for the next run to fill.
	emptied bool
	// nums keeps the boxes of numbers the runs of c made (Num), from
	// run to run.
	nums *numBoxes
	// The buffers below are reused from call to call, and so from run
	// to run: no answer keeps them.
	// routers are reused from one model's spots to the next: a Router
	// grows arrays the size of its graph.
	routers [3]*geom.Router
	// keepBuf is modelKeeps' list, reused from call to call.
	keepBuf []geom.Keep
	// discs are contactOnly's target and own bases, reused from call to
	// call (no answer keeps them).
	discs [2][]disc
	// ptsBuf is contactOnly's list of candidate points and seen
	// keepSpots' set of keys, reused from call to call likewise.
	ptsBuf []geom.Vec
	seen   keySet
	marks  [2][]int8
	// spotBuf is spots' lists (its Keeps near the model, its candidate
	// points, its target and own bases), reused from call to call: no
	// answer keeps them (a Router copies the Keeps it is reset round). A
	// spots call takes them and gives them back when it returns, so a
	// call made inside one, were there any, makes its own.
	spotBuf *spotBuf
	// shapeBuf gathers the shapes a pivot toward a bearing turns clear
	// of (runPivot).
	shapeBuf []geom.Shape
}

// runState is the part of a Ctx one run fills and Reset empties.
type runState struct {
	// W is the run's world.
	W   *world.World
	run Run
	// movedOff is the error of the first removed body the running
	// action moved, nil if none (acted returns it).
	movedOff error
	// places memoises contact_placements until anything moves.
	places map[placeKey][]placeAnswer
	// listIdx indexes the kept lists (Ctx.lists) past listScan.
	listIdx map[listKey]int
	// kept is the run's array the lists keep copies out of, and placed
	// the run's array of placements: a run makes dozens of each, and one
	// array holds many. A later run reuses kept only when the run that
	// filled it said nothing of it outlives the run (Release); placed,
	// never.
	kept   bodies
	placed []Placement
	// boxArr is the run's array of boxed lists of units (Units): each
	// element, written once, is the box of one list, so that the array's
	// one allocation stands for many.
	boxArr []bodies
	// spotArr and pointArr are the run's arrays of spots and of the
	// points of short routes (newSpot, points), never reused by a later
	// run either.
	spotArr  []Spot
	pointArr []geom.Vec
	// pair holds the arguments of a query called directly (Func.Call2)
	// while its result is boxed, empty otherwise.
	pair [2]any
	// sweeps memoises each unit's swept region, for as many moves as it
	// had when it was computed: moves are only ever appended.
	sweeps map[*world.Body]sweepMemo
	// plan memoises the last placement of most_contacts (planmemo.go).
	plan *planMemo
	// wider, while best_first tries its spots, is the budget of spot
	// searches left to the wider searches of most_contacts after each
	// (optimum.go): one budget for them all, not one each (nil: each its
	// own).
	wider *int
	// placing, while best_first tries its spots, is the unit as it stood
	// before the first and its contact bound, worked out once when first
	// asked (contactbound.go; nil: none kept)
	placing *placingBound
	// held, while best_first tries a spot ahead of its turn, keeps the
	// notes of the try (Note) for the trace at the try's turn (nil: notes
	// go to the trace).
	held *[]heldNote
	// routes memoises the placement search's route answers for each
	// model while no other body moves (routememo.go), lifted the rows of
	// the exact bound's reach with the unit lifted (optimum.go), and
	// contacts its answers of contactOnly and bridges (contactmemo.go);
	// keyBuf builds their keys.
	routes      routeMemo
	lifted      liftedMemo
	contacts    contactMemo
	bases       contactBases
	bridgesKept bridgeMemo
	keyBuf      []byte
	// arcs keeps the free arcs of circles by the Keeps near each
	// (geom.ArcsMemo): the same target model's contact circle is asked
	// of many Routers whose Keeps differ only far from it.
	arcs geom.ArcsMemo
	// pairs keeps each model's last points touching two target models
	// (pairContactPts), with what they were found from.
	pairs map[pairKey]pairMemo
	// journal keeps positions before changes for lets bound before them
	// (journal.go); its array is kept from run to run.
	journal journal
	// modelMoves lists the moves of single models the run's actions made
	// (move_model), in order: models_entered reads the order the models
	// moved from it (a search's trial placements are not moves).
	modelMoves []modelMove
}

// modelMove is one model's move by an action: its unit and index.
type modelMove struct {
	u *world.Body
	i int
}

// router returns the run's Router i (0 or 1), reset for routes from
// from; single as for geom.NewGoalRouter. What it returned before is no
// longer to be used.
func (c *Ctx) router(i int, from geom.Vec, keeps []geom.Keep, limit float64, single bool) *geom.Router {
	if c.routers[i] == nil {
		c.routers[i] = new(geom.Router)
	}
	return c.routers[i].Reset(from, keeps, limit, c.Tol(), single)
}

// sweepMemo is a unit's swept region over its first n moves.
type sweepMemo struct {
	n      int
	shapes []geom.Shape
}

// swept returns the region u covered during its moves this run, computed
// once per unit and move count: a rule asks it of one unit many times.
func (c *Ctx) swept(u *world.Body) []geom.Shape {
	if m, ok := c.sweeps[u]; ok && m.n == len(u.Moves) {
		return m.shapes
	}
	if c.sweeps == nil {
		c.sweeps = map[*world.Body]sweepMemo{}
	}
	sh := swept(u)
	c.sweeps[u] = sweepMemo{n: len(u.Moves), shapes: sh}
	return sh
}

// listKey names a derived list: its query and the side, kind or unit it
// was asked for. The query is a number, not its name: the kept lists are
// scanned comparing keys, and a name was a comparison of strings each.
type listKey struct {
	query listQuery
	word  string
	unit  *world.Body
}

// listQuery names the query of a derived list (listKey).
type listQuery uint8

// The queries whose lists are kept (stdlib.go).
const (
	listUnits listQuery = iota + 1
	listEnemies
	listFriends
	listTerrain
	listCombat
	listList
)

// list returns the kept answer of key, or computes and keeps it. The list
// is cut to its length, so appending to it copies; queries never change a
// list they are given.
func (c *Ctx) list(key listKey, build func() bodies) keptUnits {
	if c.listIdx != nil {
		if i, ok := c.listIdx[key]; ok {
			return c.keptList(i)
		}
	} else {
		for i := range c.lists {
			// the number and the unit first: most keys differ there
			if k := &c.lists[i].key; k.query == key.query && k.unit == key.unit && k.word == key.word {
				return c.keptList(i)
			}
		}
	}
	l := build()
	v := c.Units(l[:len(l):len(l)])
	if cap(c.lists) == 0 {
		c.lists = make([]listEntry, 0, listScan/2)
	}
	c.lists = append(c.lists, listEntry{key, v})
	switch n := len(c.lists); {
	case n > listScan && c.listIdx == nil:
		c.listIdx = map[listKey]int{}
		for i, e := range c.lists {
			c.listIdx[e.key] = i
		}
	case c.listIdx != nil:
		c.listIdx[key] = n - 1
	}
	return keptUnits{v}
}

// clearLists empties kept lists l: element by element for the handful a
// run keeps (the runtime's clear of a slice holding pointers costs about
// a hundred instructions however short it is), by clear past listScan.
func clearLists(l []listEntry) {
	if len(l) <= listScan {
		zero.Slice(l)
	} else {
		clear(l)
	}
}

// keptList returns kept list i.
func (c *Ctx) keptList(i int) keptUnits { return keptUnits{c.lists[i].v} }

// keptUnits is a list of units the run keeps, as a query returns it: in
// the box it was kept in, which the query adapter passes on (a box is an
// allocation).
type keptUnits struct{ box any }

// listEntry is a kept derived list, boxed once.
type listEntry struct {
	key listKey
	v   any
}

// listScan is how many kept lists are scanned before they are indexed: a
// run asks for a handful, for which a map costs more than it saves.
const listScan = 16

// keep returns a copy of a list gathered in c.scratch, nil if it is empty
// (as appending to a nil list leaves it), and keeps the scratch's array for
// the next list.
func (c *Ctx) keep(list bodies) bodies {
	c.scratch = list[:0]
	if len(list) == 0 {
		return nil
	}
	return append(c.Bodies(len(list)), list...)
}

// Bodies returns an empty list with room for n units, from the run's
// array when c holds a run: the lists an expression builds take no
// allocation of their own. Its room is its own; past it, appending copies.
func (c *Ctx) Bodies(n int) []*world.Body {
	if c == nil || c.run == nil {
		return make([]*world.Body, 0, n)
	}
	if cap(c.kept)-len(c.kept) < n {
		c.kept = make(bodies, 0, max(keptChunk, n))
	}
	k := len(c.kept)
	c.kept = c.kept[:k+n]
	return c.kept[k : k : k+n]
}

// newPlacement returns a zero placement from the run's array of them.
func (c *Ctx) newPlacement() *Placement {
	if len(c.placed) == cap(c.placed) {
		c.placed = make([]Placement, 0, placedChunk)
	}
	c.placed = c.placed[:len(c.placed)+1]
	return &c.placed[len(c.placed)-1]
}

// newSpot returns a zero spot from the run's array of them: a placement
// search makes thousands.
func (c *Ctx) newSpot() *Spot {
	if len(c.spotArr) == cap(c.spotArr) {
		c.spotArr = make([]Spot, 0, spotChunk)
	}
	c.spotArr = c.spotArr[:len(c.spotArr)+1]
	return &c.spotArr[len(c.spotArr)-1]
}

// points returns a route of the points pts (one or two) from the run's
// array of points, its room its own.
func (c *Ctx) points(pts ...geom.Vec) []geom.Vec {
	if cap(c.pointArr)-len(c.pointArr) < len(pts) {
		c.pointArr = make([]geom.Vec, 0, pointChunk)
	}
	k := len(c.pointArr)
	c.pointArr = append(c.pointArr, pts...)
	return c.pointArr[k:len(c.pointArr):len(c.pointArr)]
}

// keptChunk, boxChunk, placedChunk, spotChunk and pointChunk are how many
// kept list elements, boxes of lists, placements, spots and route points
// one array holds.
const (
	keptChunk   = 32
	boxChunk    = 32
	placedChunk = 8
	spotChunk   = 64
	pointChunk  = 128
)

// NewCtx returns the engine's view of a run.
func NewCtx(r Run) *Ctx { return &Ctx{runState: runState{W: r.World(), run: r}} }

// Reset makes c the engine's view of run r as NewCtx would, keeping
// nothing of an earlier run; r nil leaves it holding no run.
func (c *Ctx) Reset(r Run) {
	if c.emptied && r != nil {
		// Release or Reset(nil) emptied it when the last run let it
		// go, leaving in it the arrays the new run may fill (Release):
		// zeroing the whole Ctx again would cost a tenth of a short run
		c.W, c.run, c.emptied = r.World(), r, false
		return
	}
	c.empty(nil, nil)
	if r != nil {
		c.W, c.run, c.emptied = r.World(), r, false
	}
}

// empty leaves c holding no run, as a new Ctx but for the arrays kept
// from run to run, and for kept and boxes, emptied arrays the next run
// fills first (nil: it takes new ones).
func (c *Ctx) empty(kept bodies, boxes []bodies) {
	if c.run != nil {
		// the arrays are kept, not what they held (a Ctx that holds no
		// run was emptied when it was let go)
		clear(c.scratch[:cap(c.scratch)])
		clear(c.shapes[:cap(c.shapes)])
		clear(c.idx[:cap(c.idx)])
		// the journal only appends within a run and this is where
		// it is emptied, so past its length the array is zero
		// already; element by element, as a run saves a body or two
		// and the runtime's clear costs a hundred instructions however
		// few (internal/zero)
		zero.Slice(c.journal.saved)
		// lists only appends and Forget empties it whole, so past
		// its length the array is zero already
		clearLists(c.lists)
	}
	// the run's part cleared whole, the journal's array put back; the
	// arrays kept from run to run are outside it
	saved := c.journal.saved[:0]
	c.runState = runState{}
	c.journal.saved = saved
	c.kept, c.boxArr = kept, boxes
	c.scratch, c.shapes, c.idx, c.lists = c.scratch[:0], c.shapes[:0], c.idx[:0], c.lists[:0]
	c.emptied = true
}

// Release empties c as Reset(nil) does. With reuse, the run's last array
// of kept lists (Bodies) and of boxes (Units) are emptied and left for
// the next run to fill: the caller says that no list the run kept
// outlives it (no trace holds one; memories keep ids). Without, the next
// run takes new arrays. Between runs c holds them with no run, so that
// Bodies and Units make lists of their own.
func (c *Ctx) Release(reuse bool) {
	if !reuse || c.run == nil {
		c.empty(nil, nil)
		return
	}
	// the lists pointed into it; the bodies are the caller's. A short
	// run keeps a few, cleared element by element
	kept, boxes := c.kept, c.boxArr
	if len(kept) <= 64 {
		zero.Slice(kept)
	} else {
		clear(kept)
	}
	// the boxes too: no box of the run is read after it
	zero.Slice(boxes)
	c.empty(kept[:0], boxes[:0])
}

// Units returns l in an interface, as any(l) would, but boxed in the
// run's array of boxes when c holds a run: a run boxes dozens of lists
// (each query's answer, each filter's and set operation's), and one
// array of boxes is one allocation (box.Slice). A box is written once;
// the array is reused by a later run only as kept's array is (Release).
// c may be nil.
func (c *Ctx) Units(l bodies) any {
	if l == nil || c == nil || c.run == nil {
		return l // a nil list is boxed without an allocation
	}
	if len(c.boxArr) == cap(c.boxArr) {
		c.boxArr = make([]bodies, 0, boxChunk)
	}
	c.boxArr = append(c.boxArr, l)
	return box.Slice(&c.boxArr[len(c.boxArr)-1])
}

// numBoxes holds boxes of numbers found again by their bits, one per
// slot: a box is never written, so a run may share one with the runs
// before it. A run's lengths and distances are few (a roll times an inch)
// and a slot is one load and one compare.
type numBoxes [1 << numBits]struct {
	bits uint64
	v    any
}

// numBits is the log2 of the slots of numBoxes.
const numBits = 8

// Num returns x in an interface as box.Num does, without an allocation
// when x is a whole number box.Num keeps or a number a run of c boxed
// before and that still holds its slot; c may be nil.
func (c *Ctx) Num(x float64) any {
	if v, ok := box.Kept(x); ok {
		return v
	}
	if c == nil {
		return x
	}
	if c.nums == nil {
		c.nums = new(numBoxes)
	}
	b := math.Float64bits(x)
	s := &c.nums[(b*0x9E3779B97F4A7C15)>>(64-numBits)]
	if s.v == nil || s.bits != b {
		s.bits, s.v = b, x
	}
	return s.v
}

// Tol returns the run's tolerance.
func (c *Ctx) Tol() float64 { return c.run.Tol() }

// Forget drops every kept answer: the world changed outside the engine (a
// unit was removed, a flag set).
func (c *Ctx) Forget() {
	clearLists(c.lists) // the array is kept for the lists asked from here on
	c.places, c.lists, c.listIdx, c.plan, c.pairs = nil, c.lists[:0], nil, nil, nil
	c.routes, c.lifted, c.contacts, c.bases, c.bridgesKept = nil, nil, nil, nil, nil
}

// Move puts u at r by action, recording the move.
func (c *Ctx) Move(u *world.Body, action string, r geom.Rect) {
	if u.Removed {
		c.refuse(action, u) // left where it is
		return
	}
	c.save(u)
	from := u.Rect
	u.SetRect(action, r)
	c.changed(u, action, from)
}

// refuse records that the running action would change u, which is off
// the table and not the unit the action was given (offTable refuses
// that): a placement's target, a body pushed. The action's Run fails
// (acted).
func (c *Ctx) refuse(action string, u *world.Body) {
	if c.movedOff == nil {
		c.movedOff = removedError(action, u)
	}
}

// changed records that u changed in place, and forgets kept answers.
func (c *Ctx) changed(u *world.Body, action string, from geom.Rect) {
	if u.Removed {
		c.refuse(action, u)
	}
	c.places = nil
	if c.plan != nil && c.plan.key.unit != u {
		c.plan = nil
	}
	// an empty map is not ranged over: starting the iterator costs a
	// short run's move more than the test
	if len(c.routes) > 0 {
		for k := range c.routes {
			if k != u {
				delete(c.routes, k) // u stands in their way; u's own key holds where it stands
			}
		}
	}
	if len(c.lifted) > 0 {
		for k := range c.lifted {
			if k != u {
				delete(c.lifted, k) // likewise
			}
		}
	}
	if len(c.contacts) > 0 {
		for k := range c.contacts {
			if k != u {
				delete(c.contacts, k) // likewise
			}
		}
	}
	if len(c.bases) > 0 {
		for k := range c.bases {
			if k != u {
				delete(c.bases, k)
			}
		}
	}
	if len(c.bridgesKept) > 0 {
		for k := range c.bridgesKept {
			if k != u {
				delete(c.bridgesKept, k)
			}
		}
	}
	c.run.Moved(u, action, from)
}

// Note records a line about the running action.
func (c *Ctx) Note(kind, text string) {
	if c.held != nil {
		*c.held = append(*c.held, heldNote{kind, text})
		return
	}
	c.run.Note(kind, text)
}

// heldNote is a note kept back for the trace (Ctx.held).
type heldNote struct{ kind, text string }
