package engine

import (
	"slices"

	"github.com/rulec-dev/rulec/geom"
)

// Coherency weighed with contact.
//
// A rule may ask both that the unit end within link of one another and
// that it engage as many as possible, coherency first: the most models in
// contact among the ends in which the unit stands in one chain. Placing
// the models that reach contact for contact alone can leave a model that
// reaches none (one of a second group, far behind) out of link of them
// all, where holding one of them back, standing between, would have kept
// the unit one chain with one fewer in contact. So a placement is
// weighed by whether the models it does not place (those that reach no
// contact, and those it holds back) can still end each within link of
// the chain, moving after it (completion): the rules move them, a model
// that keeps a later one in reach standing where it does.
//
// mostContacts searches as before; where the placement it finds fails
// that test, it searches again with every placement weighed by it
// (cohere), holding models back from contact where that is what lets the
// unit end in one chain: the most models in contact, then the most target
// models touched, among the placements that pass. Where none it tries
// passes, the first stands, and the memo says so (apart): best_first
// ranks a first spot whose placement passes above one whose does not.

// completion reports whether each model of the unit that has not moved
// can still end within link of the chain of those that have (see above),
// taking each straight: a model joins where a point within its move lies
// within link of where a model joined before it may stand (a moved model
// where it stands, an unmoved one anywhere in its region), and then may
// stand in the part of its move's disc within link of that region
// (geom.RoundRegion, as chain.go builds them). It reads the world and
// moves nothing.
func (p *planner) completion() bool {
	u := p.own
	var regions []geom.RoundRegion
	var left []geom.Vec
	for i, q := range u.Models {
		if u.HasMoved(i) {
			regions = append(regions, geom.DiscRegion(geom.Circle{C: q}))
		} else {
			left = append(left, q)
		}
	}
	if len(regions) == 0 {
		return true
	}
	return unjoined(regions, left, p.ask.move, u.Round+p.ask.link, p.c.Tol()) == 0
}

// unjoined returns how many of the models standing at left cannot join
// the chain whose models may stand in regions, each taken straight (see
// completion): reach is the link between two centres, move each model's.
// It keeps regions' backing array for its own regions.
func unjoined(regions []geom.RoundRegion, left []geom.Vec, move, reach, tol float64) int {
	left = slices.Clone(left)
	for len(left) > 0 {
		joined := false
		for k := 0; k < len(left); k++ {
			p0 := left[k]
			for _, g := range regions {
				q, ok := g.Nearest(p0)
				if !ok || q.Dist(p0) > move+reach+tol {
					continue
				}
				grown := g.Grow(reach)
				ng := grown.Clip(geom.Circle{C: p0, R: move})
				if ng.Empty() { // the two touch at a point
					x, _ := grown.Nearest(p0)
					ng = geom.DiscRegion(geom.Circle{C: x})
				}
				regions = append(regions, ng)
				left = append(left[:k], left[k+1:]...)
				k--
				joined = true
				break
			}
		}
		if !joined {
			break
		}
	}
	return len(left)
}

// completes places spots in the world, asks completion, and puts the
// world back.
func (p *planner) completes(spots []*Spot) bool {
	var undos []func()
	for _, s := range spots {
		undos = append(undos, p.place(s.Model, s))
	}
	ok := p.completion()
	for i := len(undos) - 1; i >= 0; i-- {
		undos[i]()
	}
	return ok
}
