package scenario

import (
	"fmt"

	"gopkg.in/yaml.v3"
)

// expect reads what the run must produce.
func (p *parser) expect(n *yaml.Node, s *Scenario) {
	e := &s.Expect
	e.Pos = p.pos(n)
	p.fields(n, "expect", []string{"units", "events", "no_events", "error"}, func(key string, _, v *yaml.Node) {
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
		case "error":
			e.ErrorPos = p.pos(v)
			e.Error, e.HasError = p.str(v, "expect.error", "the text the run's error must contain")
		}
	})
}

// unitExpect reads what must be true of one unit.
func (p *parser) unitExpect(id string, k, n *yaml.Node) *UnitExpect {
	ue := &UnitExpect{Pos: p.pos(k), ID: id}
	path := "expect.units." + id
	p.fields(n, path, []string{"centre", "facing", "removed", "state"}, func(key string, _, v *yaml.Node) {
		switch key {
		case "centre":
			if pt, ok := p.point(v, path+".centre"); ok {
				ue.Centre = &pt
			}
		case "facing":
			if deg, ok := p.number(v, path+".facing"); ok {
				ue.Facing = &Angle{Pos: p.pos(v), Deg: deg}
			}
		case "removed":
			if b, ok := p.boolean(v, path+".removed"); ok {
				ue.Removed = &Bool{Pos: p.pos(v), Value: b}
			}
		case "state":
			p.stateExpect(ue, v, path+".state")
		}
	})
	return ue
}

// stateExpect reads the flags a unit must have and must lack.
func (p *parser) stateExpect(ue *UnitExpect, n *yaml.Node, path string) {
	p.fields(n, path, []string{"has", "lacks"}, func(key string, _, v *yaml.Node) {
		flags := p.flags(v, path+"."+key)
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
