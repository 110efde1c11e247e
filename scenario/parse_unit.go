package scenario

import (
	"fmt"
	"regexp"
	"sync"

	"gopkg.in/yaml.v3"
)

// unitKeys are the keys of a unit, in the spec's order.
var unitKeys = []string{"side", "centre", "facing", "files", "ranks", "base", "models", "state", "props", "removed"}

// units reads the units mapping, keeping file order.
func (p *parser) units(n *yaml.Node, s *Scenario) {
	p.mapping(n, "units", "a mapping of unit ids to units", func(id string, k, v *yaml.Node) {
		if !isID(id) {
			p.errorf(k, "bad unit id %q: use letters, digits and _", id)
			return
		}
		if id == "board_edge" {
			p.errorf(k, "unit id %q is reserved for the board edge", id)
			return
		}
		s.Units = append(s.Units, p.unit(id, k, v))
	})
}

// unit reads one unit and checks that its formation is complete.
func (p *parser) unit(id string, k, n *yaml.Node) *Unit {
	u := &Unit{Pos: p.pos(k), ID: id, Files: 1, Ranks: 1}
	path := "units." + id
	seen := p.fields(n, path, unitKeys, func(key string, _, v *yaml.Node) {
		p.unitField(u, key, path+"."+key, v)
	})
	if seen == nil {
		return u
	}
	if !seen["side"] {
		p.errorf(k, "%s: missing \"side\" (the army the unit belongs to, such as side: red)", path)
	}
	if len(u.Models) > 0 || seen["models"] {
		p.modelUnit(u, k, seen, path)
		return u
	}
	p.required(k, path, seen, "centre", "base")
	return u
}

// unitField reads one key of a unit.
func (p *parser) unitField(u *Unit, key, path string, v *yaml.Node) {
	switch key {
	case "side":
		u.Side, _ = p.str(v, path, "a side")
	case "centre":
		if pt, ok := p.point(v, path); ok {
			u.Centre = &pt
		}
	case "facing":
		u.Facing.Pos = p.pos(v)
		u.Facing.Deg, _ = p.angle(v, path)
	case "files":
		u.Files, _ = p.count(v, path)
	case "ranks":
		u.Ranks, _ = p.count(v, path)
	case "base":
		u.Base = p.base(v, path)
	case "models":
		u.Models, _ = p.points(v, path, 1)
		if len(u.Models) > MaxCount {
			p.errorf(v, "%s: %d models is too many; a unit has at most %d", path, len(u.Models), MaxCount)
			u.Models = nil
		}
	case "state":
		u.State = p.flags(v, path, false)
	case "props":
		u.Props = p.props(v, path)
	case "removed":
		u.Removed, _ = p.boolean(v, path)
	}
}

// modelUnit checks a model-by-model unit: its models give its position and
// formation, so a centre, files or ranks would contradict them.
func (p *parser) modelUnit(u *Unit, k *yaml.Node, seen map[string]bool, path string) {
	for _, key := range []string{"centre", "files", "ranks"} {
		if seen[key] {
			p.errorf(k, "%s: a model-by-model unit takes no %s: its models place it", path, key)
		}
	}
	switch {
	case u.Base == nil && !seen["base"]:
		p.errorf(k, "%s: missing \"base\" (a model-by-model unit needs {round: diameter})", path)
	case u.Base != nil && !u.Base.IsRound:
		p.errorf(k, "%s: a model-by-model unit needs a round base, {round: diameter}", path)
	}
}

// base reads [frontage, depth] or {round: diameter}.
func (p *parser) base(n *yaml.Node, path string) *Base {
	const what = "[frontage, depth] or {round: diameter}"
	b := &Base{Pos: p.pos(n)}
	switch n.Kind {
	case yaml.SequenceNode:
		if len(n.Content) != 2 {
			p.want(n, path, what)
			return nil
		}
		w, okw := p.length(deref(n.Content[0]), path)
		d, okd := p.length(deref(n.Content[1]), path)
		b.W, b.D = w, d
		if okw && okd {
			return b
		}
	case yaml.MappingNode:
		seen := p.fields(n, path, []string{"round"}, func(_ string, _, v *yaml.Node) {
			b.Round, b.IsRound = p.length(v, path+".round")
		})
		p.required(n, path, seen, "round")
		if b.IsRound {
			return b
		}
	default:
		p.want(n, path, what)
	}
	return nil
}

// flags reads a unit's state or an expected one, each flag given at most
// once and its unit ids naming units of the scenario. Flags a unit must
// lack are freer: lacks: [charging A, charging B] says two things, and an
// id that names no unit makes a flag the unit can never carry, which the
// suite notes (the expectation holds whatever the run does).
func (p *parser) flags(n *yaml.Node, path string, lacks bool) []Flag {
	items, _ := p.list(n, path, "a list of flags", true)
	var flags []Flag
	seen := map[string]bool{}
	for i, c := range items {
		pos, word, args, ok := p.words(c, fmt.Sprintf("%s[%d]", path, i), "a flag, `word [unit ids]`", !lacks)
		if !ok {
			continue
		}
		if seen[word] && !lacks {
			p.errorf(c, "%s: flag %q given twice", path, word)
			continue
		}
		seen[word] = true
		flags = append(flags, Flag{Pos: pos, Word: word, Args: args})
	}
	return flags
}

// props reads a mapping of prop values, keeping file order.
func (p *parser) props(n *yaml.Node, path string) []Prop {
	var props []Prop
	p.mapping(n, path, "a mapping of names to lengths, numbers or words", func(key string, _, v *yaml.Node) {
		text, ok := p.str(v, path+"."+key, "a length, number or word")
		if !ok {
			return
		}
		if propKind(text) == "length" {
			if msg := lengthProblem(text); msg != "" {
				p.errorf(v, "%s", msg)
				return
			}
		}
		props = append(props, Prop{Pos: p.pos(v), Name: key, Text: text})
	})
	return props
}

// propKind says how a prop's text reads: "number" for a bare number,
// "length" for a number followed by letters or `"` (a unit, right or
// wrong), "word" for anything else, such as Kn or 4+.
func propKind(text string) string {
	_, unit, ok := splitLength(text)
	switch {
	case !ok:
		return "word"
	case unit == "":
		return "number"
	case unitLikeRE().MatchString(unit):
		return "length"
	}
	return "word"
}

// unitLikeRE matches what follows the number in a prop meant as a length.
var unitLikeRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(?:[A-Za-z]+|")$`)
})
