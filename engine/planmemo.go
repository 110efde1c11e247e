package engine

import (
	"slices"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// planMemo keeps the last placement mostContacts found, with what it was
// found for. best_first works out the placement after each first spot it
// tries; the rules then move the first model there and ask most_contacts
// for the same placement, which the memo answers.
type planMemo struct {
	key   planKey
	spots []*Spot
	note  string
	// apart: the placement leaves a model of the unit that cannot end
	// within link of the others (no placement tried completes, cohere.go)
	apart bool
}

// planKey is everything a placement depends on: the unit (where each of
// its models stands and which have moved), the models asked for, and the
// question. The other units do not move while a unit's models are placed;
// a move of another unit forgets the memo (Ctx.changed).
type planKey struct {
	unit   *world.Body
	at     []geom.Vec
	moved  []bool
	models []int
	ask    spotAsk
}

// planKeyOf returns the key of mostContacts(ms, a).
func planKeyOf(ms []*Model, a spotAsk) planKey {
	u := ms[0].Unit
	k := planKey{unit: u, at: slices.Clone(u.Models), moved: make([]bool, len(u.Models)), ask: a}
	for i := range u.Models {
		k.moved[i] = u.HasMoved(i)
	}
	for _, m := range ms {
		if m.Unit == u && !u.HasMoved(m.Index) {
			k.models = append(k.models, m.Index)
		}
	}
	return k
}

// same reports whether two keys ask the same of the same world.
func (k planKey) same(o planKey) bool {
	a, b := k.ask, o.ask
	return k.unit == o.unit && slices.Equal(k.at, o.at) && slices.Equal(k.moved, o.moved) &&
		slices.Equal(k.models, o.models) && a.move == b.move && a.clearance == b.clearance &&
		a.link == b.link && a.contact == b.contact && a.pack == b.pack &&
		slices.Equal(a.targets, b.targets) && slices.Equal(a.clearOf, b.clearOf) && slices.Equal(a.walls, b.walls)
}
