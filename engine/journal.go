package engine

import (
	"slices"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// A let not yet evaluated (interp, check/lazy.go) must have the value it
// would have had where it stands. When an action is about to change only
// where bodies stand, the run need not evaluate such a let first: it
// turns the journal on, the engine keeps each body's position as it was
// before each change, and a let evaluated later is evaluated with the
// bodies put back where they stood when the let was bound (Rewind), then
// returned. Only positions are kept: an action that changes anything else
// a pending let reads still has the let evaluated before it runs.

// journal is what the actions changed of the bodies' positions since it
// was turned on.
type journal struct {
	on    bool
	saved []savedBody
	// at is how many entries the world stands after: len(saved) but
	// while a let is being evaluated where it stood.
	at int
}

// savedBody is one body's position before one change: swapping it with
// the body's undoes the change, and swapping again redoes it.
type savedBody struct {
	b      *world.Body
	rect   geom.Rect
	models []geom.Vec
	routes [][]geom.Vec
	moves  []world.Move
}

// swap exchanges the body's position with the saved one.
func (s *savedBody) swap() {
	b := s.b
	b.Rect, s.rect = s.rect, b.Rect
	b.Models, s.models = s.models, b.Models
	b.Routes, s.routes = s.routes, b.Routes
	b.Moves, s.moves = s.moves, b.Moves
}

// Journal turns the keeping of positions on or off for the actions to
// come (off: nothing is kept, and a let cannot be evaluated where it
// stood before them).
func (c *Ctx) Journal(on bool) { c.journal.on = on }

// Epoch returns the world's place in the journal: a let bound now is
// evaluated, later, with the bodies as they stand now (Rewind).
func (c *Ctx) Epoch() int { return len(c.journal.saved) }

// Rewind puts the bodies where they stood at epoch e, and returns the
// epoch they stood at before, to be given to Rewind to come back; -1 if
// they already stand there and nothing is to be undone.
func (c *Ctx) Rewind(e int) int {
	j := &c.journal
	if e < 0 || e == j.at {
		return -1
	}
	from := j.at
	for j.at > e {
		j.at--
		j.saved[j.at].swap()
	}
	for j.at < e && j.at < len(j.saved) {
		j.saved[j.at].swap()
		j.at++
	}
	c.places = nil // kept placements were found where the bodies stood
	c.routes, c.lifted, c.contacts, c.bases, c.bridgesKept = nil, nil, nil, nil, nil
	return from
}

// save keeps u's position before a change, if the journal is on; every
// change of a body's position is preceded by it.
func (c *Ctx) save(u *world.Body) {
	c.W.Touch(u) // a run on a world in place (world.Undo)
	j := &c.journal
	if !j.on {
		return
	}
	if j.at != len(j.saved) {
		// an action runs only on the world as the run left it
		panic("internal error: a body moved while the world stood where a let was bound")
	}
	s := savedBody{b: u, rect: u.Rect, moves: u.Moves}
	if u.Models != nil {
		s.models = slices.Clone(u.Models)
	}
	if u.Routes != nil {
		s.routes = slices.Clone(u.Routes)
	}
	j.saved = append(j.saved, s)
	j.at = len(j.saved)
}
