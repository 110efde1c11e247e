package engine

import (
	"encoding/binary"
	"math"
	"slices"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// contactMemo keeps contactOnly's answers for each model and each way its
// unit's models near it stand, while no body but that unit moves
// (forgotten like the route memo: Ctx.changed, Rewind, Forget). The
// placement search asks contactOnly of a model once for each world it
// tries, and most of those worlds differ only in models far from it: the
// first model of another first spot at the other end of the line, a model
// placed there. An answer depends on the unit's bases only within
// contactReach of where the model stands (see contactReach), and on the
// rest of the world, which does not change while the answer is kept; so
// the key holds the question and, of the unit's bases, those within that
// distance: where each stands and whether it has moved.
type contactMemo map[*world.Body]map[string][]*Spot

// contactReach returns how far from a model's centre a base of its unit
// can change contactOnly's answer for it, asked with a (move L, link k),
// the model's radius r, the unit's bases' radius rf, the largest target
// base's radius tr and what the unit's bases are kept by beyond the radii
// (own). Beyond it, a base of the unit is in none of what the answer is
// found from:
//   - the Router's Keeps (routesFor's key: L + 2r + own and 8 tolerances);
//   - a target model within a straight move is at most L + r + tr (and
//     the tolerance) from the model, and a base marking it touched is
//     within rf + tr of it: L + r + rf + 2tr;
//   - a spot is at most L from the model, and a base counted as a link
//     or a support of it within r + rf + k of it: L + r + rf + k;
//   - a link circle (radius r + rf + k) that reaches the contact circle
//     (radius r + tr) of a target model within a straight move
//     (linkedContactRoutes), or a base of radius rf touching that contact
//     circle (packedContactPts): L + 3r + rf + 2tr + k at most.
//
// The last is the largest of them; 16 tolerances and a hundred-thousandth
// of it are added for the roundings of the tests above (geom.Apart's
// margin is a millionth), so a base is left out only where geom.Apart says
// it is surely farther.
func contactReach(a spotAsk, r, rf, tr, own, tol float64) float64 {
	d := a.move + a.link + 3*r + rf + 2*tr + own
	return d*(1+1e-5) + 16*tol
}

// contactKey returns the key of contactOnly(a) in c's contactMemo (see
// contactMemo), in c.keyBuf, and false when the answer is not to be
// kept: a target is the model's own unit, whose bases the key does not
// hold in full.
func (c *Ctx) contactKey(a spotAsk) ([]byte, bool) {
	m, tol := a.m, c.Tol()
	u, p0, r := m.Unit, m.centre(), m.radius()
	tr := 0.0
	for _, t := range a.targets {
		if t == u {
			return nil, false
		}
		if !t.Removed && len(t.Models) > 0 {
			tr = max(tr, t.Round/2)
		}
	}
	own := 0.0
	if slices.Contains(a.clearOf, u) {
		own = a.clearance
	}
	d := contactReach(a, r, u.Round/2, tr, own, tol)
	b := c.askKey(c.keyBuf[:0], a)
	for i, q := range u.Models {
		if i == m.Index || geom.Apart(q, p0, d) {
			continue
		}
		b = appendBase(b, u, i)
	}
	c.keyBuf = b
	return b, true
}

// askKey appends to b what a key of contactMemo or bridgeMemo holds of
// the question a: the model's index, where it stands and its radius, the
// move, link, clearance and tolerance, the flags, and the bodies of the
// targets, the bodies kept clear of and the walls.
func (c *Ctx) askKey(b []byte, a spotAsk) []byte {
	m := a.m
	u, p0 := m.Unit, m.centre()
	b = binary.LittleEndian.AppendUint32(b, uint32(m.Index))
	for _, x := range [...]float64{p0.X, p0.Y, m.radius(), u.Round, a.move, a.link, a.clearance, c.Tol()} {
		b = binary.LittleEndian.AppendUint64(b, math.Float64bits(x))
	}
	flags := byte(0)
	if a.contact {
		flags |= 1
	}
	if a.pack {
		flags |= 2
	}
	if u.HasMoved(m.Index) {
		flags |= 4
	}
	b = append(b, flags)
	for _, list := range [...]bodies{a.targets, a.clearOf, a.walls} {
		b = binary.LittleEndian.AppendUint32(b, math.MaxUint32)
		for _, x := range list {
			b = binary.LittleEndian.AppendUint32(b, uint32(slices.Index(c.W.Bodies, x)))
		}
	}
	return b
}

// appendBase appends base i of u to a key: its index, where it stands,
// and whether it has moved.
func appendBase(b []byte, u *world.Body, i int) []byte {
	q := u.Models[i]
	b = binary.LittleEndian.AppendUint32(b, uint32(i))
	b = binary.LittleEndian.AppendUint64(b, math.Float64bits(q.X))
	b = binary.LittleEndian.AppendUint64(b, math.Float64bits(q.Y))
	if u.HasMoved(i) {
		return append(b, 1)
	}
	return append(b, 0)
}

// bridgeMemo keeps the placement search's answers of bridges (the spare
// models that link a model's spot to the moved ones) for each world of
// the unit, while no body but that unit moves (forgotten like the route
// memo). The search asks the same bridges in the same world more than
// once: the packed search and the one with models put last go through
// worlds the first search went through, and each first spot tried goes
// through worlds another went through. An answer depends on the question,
// the spare models, the spot linked, and where each model of the unit
// stands and whether it has moved (the routes of the spare models, the
// link circles of the moved ones, the bases a bridge may not cover), so
// the key holds all of them; the rest of the world does not change while
// the answer is kept. A kept spot is given back as a copy, for the model
// of the asking planner's spare models of the same index.
type bridgeMemo map[*world.Body]map[string][]*Spot

// keptBridges returns p.bridges(m, s): the kept answer, or the one found
// and then kept. The spots are the run's own, each of the spare model
// of p of its index.
func (p *planner) keptBridges(m *Model, s *Spot) []*Spot {
	c, u := p.c, m.Unit
	a := p.ask
	a.m = m
	b := c.askKey(c.keyBuf[:0], a)
	b = binary.LittleEndian.AppendUint64(b, math.Float64bits(s.At.X))
	b = binary.LittleEndian.AppendUint64(b, math.Float64bits(s.At.Y))
	b = binary.LittleEndian.AppendUint32(b, math.MaxUint32)
	for _, x := range p.spare {
		b = binary.LittleEndian.AppendUint32(b, uint32(x.Index))
	}
	b = binary.LittleEndian.AppendUint32(b, math.MaxUint32)
	for i := range u.Models {
		b = appendBase(b, u, i)
	}
	c.keyBuf = b
	if kept, ok := c.bridgesKept[u][string(b)]; ok {
		out := make([]*Spot, len(kept))
		for k, e := range kept {
			x := c.newSpot()
			*x = *e
			x.Model = p.spare[slices.IndexFunc(p.spare, func(o *Model) bool { return o.Index == e.Model.Index })]
			out[k] = x
		}
		return out
	}
	key := string(b)
	chain := p.bridges(m, s)
	if c.bridgesKept == nil {
		c.bridgesKept = bridgeMemo{}
	}
	if c.bridgesKept[u] == nil {
		c.bridgesKept[u] = map[string][]*Spot{}
	}
	c.bridgesKept[u][key] = slices.Clone(chain) // the spots themselves, as contactOnly's
	return chain
}

// contactBases keeps, beside contactMemo and forgotten with it, what
// findContactOnly works out before the packed points (contactBase), for
// the same key with the packed flag left out: the packed question and the
// plain one in the same world share it (the packed search goes through
// the worlds the plain search went through), and it does not depend on
// the flag (routesToContact, keepSpots, linkedContactRoutes and pairPts
// never read it).
type contactBases map[*world.Body]map[string]*contactBase

// contactBase is findContactOnly's work before the packed points: the
// spots at the ends of the routes into contact, the routes into contact
// ending within link, and the points touching two target models.
type contactBase struct {
	spots  []*Spot
	linked []routedPt
	pts    []geom.Vec
}

// contactOnly returns a.m's spots at the ends of the exact shortest
// routes into base contact with each target model: findContactOnly's
// answer, kept in c's contactMemo. Each spot is the run's own, for a.m.
func (c *Ctx) contactOnly(a spotAsk) []*Spot {
	key, keep := c.contactKey(a)
	u := a.m.Unit
	var base *contactBase
	var bkey string
	if keep {
		if kept, ok := c.contacts[u][string(key)]; ok {
			return c.spotsFor(a.m, kept)
		}
		key = slices.Clone(key) // findContactOnly builds route keys in c.keyBuf
		if a.pack {
			plain := a
			plain.pack = false
			bk, _ := c.contactKey(plain)
			bkey = string(bk)
		} else {
			bkey = string(key)
		}
		base = c.bases[u][bkey]
	}
	spots, found := c.findContactWith(a, base)
	if keep && base == nil && found != nil {
		if c.bases == nil {
			c.bases = contactBases{}
		}
		if c.bases[u] == nil {
			c.bases[u] = map[string]*contactBase{}
		}
		c.bases[u][bkey] = found
	}
	if keep {
		if c.contacts == nil {
			c.contacts = contactMemo{}
		}
		if c.contacts[u] == nil {
			c.contacts[u] = map[string][]*Spot{}
		}
		// the spots themselves: no one changes a spot once found
		c.contacts[u][string(key)] = slices.Clone(spots)
	}
	return spots
}

// spotsFor returns copies of kept spots, the run's own, for model m.
func (c *Ctx) spotsFor(m *Model, kept []*Spot) []*Spot {
	out := make([]*Spot, len(kept))
	for i := range kept {
		s := c.newSpot()
		*s = *kept[i]
		s.Model = m
		out[i] = s
	}
	return out
}
