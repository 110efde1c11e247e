package scenario

import (
	"fmt"
	"math"
	"slices"

	"gopkg.in/yaml.v3"
)

// expect reads what the run must produce.
func (p *parser) expect(n *yaml.Node, s *Scenario) {
	e := &s.Expect
	e.Pos = p.pos(n)
	if p.checksNothing(n, "expect") {
		return
	}
	p.fields(n, "expect", expectKeys, func(key string, _, v *yaml.Node) {
		if key != "error" && p.checksNothing(v, "expect."+key) {
			return
		}
		switch key {
		case "units":
			p.mapping(v, "expect.units", "a mapping of unit ids to expectations", func(id string, k, v *yaml.Node) {
				p.refs = append(p.refs, ref{Pos: p.pos(k), id: id})
				e.Units = append(e.Units, p.unitExpect(id, k, v))
			})
		case "events":
			e.Events = p.events(v, "expect.events")
		case "no_events":
			e.NoEvents = p.events(v, "expect.no_events")
		case "odds":
			e.Odds = p.oddsExpects(v, "expect.odds")
		case "error":
			e.ErrorPos = p.pos(v)
			e.Error, e.HasError = p.str(v, "expect.error", "the text the run's error must contain")
		}
	})
}

// expectKeys are the keys of expect, in the spec's order.
var expectKeys = []string{"units", "events", "no_events", "error", "odds"}

// unitExpectKeys are the keys of a unit's expectations, in the spec's order.
var unitExpectKeys = []string{"centre", "facing", "removed", "state",
	"models", "moved", "in_contact", "engaged", "coherent", "clear_of"}

// unitExpect reads what must be true of one unit.
func (p *parser) unitExpect(id string, k, n *yaml.Node) *UnitExpect {
	ue := &UnitExpect{Pos: p.pos(k), ID: id}
	path := "expect.units." + id
	if p.checksNothing(n, path) {
		return ue
	}
	p.fields(n, path, unitExpectKeys, func(key string, _, v *yaml.Node) {
		if !p.checksNothing(v, path+"."+key) {
			p.unitExpectField(ue, key, path+"."+key, v)
		}
	})
	return ue
}

// checksNothing notes an expectation that is an empty list or mapping: it
// holds whatever the run does, and it reads as more than it says
// (`events: []` as "no events", `A: {}` as a check of A). The format
// gives it that meaning, so a suite written to it loads; the note is
// shown beside the scenario's result, never a silent green.
func (p *parser) checksNothing(n *yaml.Node, path string) bool {
	what := ""
	switch {
	case n.Kind == yaml.MappingNode && len(n.Content) == 0:
		what = "mapping"
	case n.Kind == yaml.SequenceNode && len(n.Content) == 0:
		what = "list"
	default:
		return false
	}
	p.empty = append(p.empty, fmt.Sprintf("%s (%s, an empty %s)", path, p.pos(n), what))
	return true
}

// alwaysCoherent notes `coherent: true` of a rectangular unit or a unit of
// one model, which are coherent whatever the run does (docs/scenarios.md),
// as checksNothing notes an empty expectation: it read as a check and was
// a silent green. It is left out of the expectations, as an empty one is.
// units are the units by id (checkRefs): a lookup by Scenario.Unit, a
// walk of the units per expectation, made a scenario expecting something of
// each of N units cost N squared (BenchmarkLoadNamed).
func (p *parser) alwaysCoherent(s *Scenario, units map[string]*Unit) {
	for _, ue := range s.Expect.Units {
		u := units[ue.ID]
		if ue.Coherent == nil || !ue.Coherent.Value || u == nil || len(u.Models) > 1 {
			continue
		}
		what := "a rectangular unit"
		if len(u.Models) == 1 {
			what = "a unit of one model"
		}
		p.empty = append(p.empty, fmt.Sprintf("expect.units.%s.coherent (%s, true of %s whatever the run does)", ue.ID, ue.Coherent.Pos, what))
		ue.Coherent = nil
	}
}

// offTable notes the expectations that units off the table make hold
// whatever the run does: `in_contact: 0` and `engaged: 0` of a unit of
// models when no unit of another side stands on the table at the start:
// a run removes units but never adds one, so both count 0 whatever the
// run does. It read as a check that the run kept the unit out of contact
// and was a silent green; it is left out, as alwaysCoherent leaves out
// `coherent: true` of a unit of one model.
//
// So with `clear_of` of a unit that starts removed, or from one: a removed
// unit is off the table, so the check holds whatever the run does.
//
// units are the units by id, as for alwaysCoherent.
func (p *parser) offTable(s *Scenario, units map[string]*Unit) {
	// onTable holds the sides with a unit on the table at the start, made
	// when a unit of models first asks: a walk of the units for each would
	// be N squared in a scenario of N such units.
	var onTable map[string]bool
	otherSideOnTable := func(side string) bool {
		if onTable == nil {
			onTable = map[string]bool{}
			for _, e := range s.Units {
				if !startsRemoved(e) {
					onTable[e.Side] = true
				}
			}
		}
		return len(onTable) > 1 || len(onTable) == 1 && !onTable[side]
	}
	for _, ue := range s.Expect.Units {
		u := units[ue.ID]
		if u == nil {
			continue
		}
		kept := ue.ClearOf[:0]
		for _, c := range ue.ClearOf {
			gone := u
			if !startsRemoved(u) {
				gone = units[c.ID]
			}
			if gone == nil || !startsRemoved(gone) {
				kept = append(kept, c)
				continue
			}
			p.empty = append(p.empty, fmt.Sprintf("expect.units.%s.clear_of.%s (%s, holds whatever the run does: %s starts removed, off the table)", ue.ID, c.ID, c.Pos, gone.ID))
		}
		ue.ClearOf = kept
		if len(u.Models) == 0 || otherSideOnTable(u.Side) {
			continue
		}
		for _, c := range []struct {
			key string
			n   **Count
		}{{"in_contact", &ue.InContact}, {"engaged", &ue.Engaged}} {
			if *c.n == nil || (*c.n).N != 0 {
				continue
			}
			p.empty = append(p.empty, fmt.Sprintf("expect.units.%s.%s (%s, 0 whatever the run does: no unit of another side is on the table)", ue.ID, c.key, (*c.n).Pos))
			*c.n = nil
		}
	}
}

// startsRemoved reports whether u starts off the table: `removed: true`,
// or the bare flag `removed` in its state.
func startsRemoved(u *Unit) bool {
	return u.Removed || slices.ContainsFunc(u.State, func(f Flag) bool {
		return f.Word == removedFlag && len(f.Args) == 0
	})
}

// unitExpectField reads one key of a unit's expectations.
func (p *parser) unitExpectField(ue *UnitExpect, key, path string, v *yaml.Node) {
	switch key {
	case "centre":
		if pt, ok := p.point(v, path); ok {
			ue.Centre = &pt
		}
	case "facing":
		if deg, ok := p.angle(v, path); ok {
			ue.Facing = &Angle{Pos: p.pos(v), Deg: deg}
		}
	case "removed":
		ue.Removed = p.boolAt(v, path)
	case "state":
		p.stateExpect(ue, v, path)
	case "models":
		ue.Models = p.modelExpects(v, path)
	case "moved":
		ue.Moved = p.boolAt(v, path)
	case "in_contact":
		ue.InContact = p.countAt(v, path)
	case "engaged":
		ue.Engaged = p.countAt(v, path)
	case "coherent":
		ue.Coherent = p.boolAt(v, path)
	case "clear_of":
		ue.ClearOf = p.clearances(v, path)
	}
}

// boolAt reads true or false with its place, or returns nil.
func (p *parser) boolAt(n *yaml.Node, path string) *Bool {
	if b, ok := p.boolean(n, path); ok {
		return &Bool{Pos: p.pos(n), Value: b}
	}
	return nil
}

// countAt reads a whole number of at least 0 with its place, or returns nil.
func (p *parser) countAt(n *yaml.Node, path string) *Count {
	if isScalar(n) {
		x, ok := parseNumber(n.Value)
		if ok && x == math.Trunc(x) && x >= 0 && x <= 1e6 {
			return &Count{Pos: p.pos(n), N: int(x)}
		}
	}
	p.want(n, path, "a whole number of at least 0")
	return nil
}

// modelExpects reads expected model centres, `{index: [x, y]}`; whether
// each index names a model is checked once the units are known.
func (p *parser) modelExpects(n *yaml.Node, path string) []ModelExpect {
	var out []ModelExpect
	// The mapping's own check finds a key written twice the same way; one
	// index written two ways (0 and 00, 1 and 1.0) is found here, or the
	// model would be held to two centres and the message name neither.
	seen := map[int]string{}
	p.mapping(n, path, "a mapping of model indexes (0, 1, ...) to centres [x, y]", func(key string, k, v *yaml.Node) {
		i, ok := parseNumber(key)
		if !ok || i != math.Trunc(i) || i < 0 || i > 1e6 {
			p.errorf(k, "%s: bad model index %q: want a whole number of at least 0 (the first model is 0)", path, key)
			return
		}
		if first, dup := seen[int(i)]; dup {
			p.errorf(k, "%s: model %d given twice, as %q and %q", path, int(i), first, key).Hint = "give each model's centre once"
			return
		}
		seen[int(i)] = key
		if pt, ok := p.point(v, fmt.Sprintf("%s.%d", path, int(i))); ok {
			out = append(out, ModelExpect{Pos: p.pos(k), Index: int(i), Centre: pt})
		}
	})
	return out
}

// clearances reads `{X: 1in}`: bodies and the distance to keep from each.
func (p *parser) clearances(n *yaml.Node, path string) []Clearance {
	var out []Clearance
	p.mapping(n, path, "a mapping of unit ids or terrain names to lengths", func(id string, k, v *yaml.Node) {
		if l, ok := p.length(v, path+"."+id); ok {
			out = append(out, Clearance{Pos: p.pos(k), ID: id, Dist: l})
		}
	})
	return out
}

// stateExpect reads the flags a unit must have and must lack.
func (p *parser) stateExpect(ue *UnitExpect, n *yaml.Node, path string) {
	p.fields(n, path, []string{"has", "lacks"}, func(key string, _, v *yaml.Node) {
		if p.checksNothing(v, path+"."+key) {
			return
		}
		flags := p.flags(v, path+"."+key, key == "lacks")
		if key == "has" {
			ue.Has = flags
		} else {
			ue.Lacks = flags
		}
	})
}

// events reads a list of events, each `name arg arg`.
func (p *parser) events(n *yaml.Node, path string) []Event {
	items, _ := p.list(n, path, "a list of events, `name arg arg`", true)
	var evs []Event
	for i, c := range items {
		pos, name, args, ok := p.words(c, fmt.Sprintf("%s[%d]", path, i), "an event, `name arg arg`", false)
		if ok {
			evs = append(evs, Event{Pos: pos, Name: name, Args: args})
		}
	}
	return evs
}
