package suite

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/scenario"
)

// removedFlag is the flag every removed unit carries for expectations
// (scenario's `state: {has: [removed]}`), whatever the rules mark.
const removedFlag = "removed"

// Produced is every event name and flag a program can produce, read from
// its statements without running it: the names of its `event` statements
// and the flags of its `mark` and `unmark` statements. The engine itself
// records no event and sets no flag; a scenario's own units bring their
// starting flags, and every removed unit carries `removed`. Words are the
// program's strings: the only names it can ask a prop by, since every
// query and action that reads one takes its name as an argument.
type Produced struct {
	Events, Flags, Words []string // sorted
	// EventArgs gives, for each event name, the numbers of arguments its
	// statements record it with, each with the first statement giving
	// that many, in the order the files and statements come.
	EventArgs map[string][]EventForm
}

// EventForm is one number of arguments an event is recorded with, and the
// first `event` statement that records it so.
type EventForm struct {
	Args int
	Pos  grammar.Position
}

// ProducedNames returns what the statements of prog's files can produce.
func ProducedNames(prog *interp.Program) Produced {
	events, flags, words := map[string]bool{}, map[string]bool{}, map[string]bool{}
	forms := map[string][]EventForm{}
	for _, f := range prog.Files {
		if f.AST == nil {
			continue
		}
		grammar.Walk(f.AST, func(n grammar.Node) bool {
			switch n := n.(type) {
			case *grammar.Event:
				events[n.Name] = true
				if !slices.ContainsFunc(forms[n.Name], func(f EventForm) bool { return f.Args == len(n.Args) }) {
					forms[n.Name] = append(forms[n.Name], EventForm{Args: len(n.Args), Pos: n.Pos})
				}
			case *grammar.Mark:
				flags[n.Flag] = true
			case *grammar.Expr:
				for _, t := range n.Tokens {
					if s, err := strconv.Unquote(t.Value); t.Kind == "String" && err == nil {
						words[s] = true
					}
				}
			}
			return true
		})
	}
	return Produced{Events: slices.Sorted(maps.Keys(events)), Flags: slices.Sorted(maps.Keys(flags)),
		Words: slices.Sorted(maps.Keys(words)), EventArgs: forms}
}

// CheckNames reports, before a run, every name of the scenario the rules
// cannot know: choices no rules file declares (CheckChoices), and events
// and flags its expectations name that neither the rules nor the scenario
// can produce. A misspelt name in `no_events` or `lacks` would otherwise
// hold whatever the run did, and one in `events` or `has` fail with no
// word of why.
func CheckNames(sc *scenario.Scenario, prog *interp.Program) error {
	errs := choiceErrors(sc, prog)
	errs = append(errs, expectErrors(sc, prog)...)
	errs = append(errs, propErrors(sc, prog)...)
	errs.Sort()
	return errs.Err()
}

// expectErrors returns an error for each event and flag of the scenario's
// expectations that nothing produces.
func expectErrors(sc *scenario.Scenario, prog *interp.Program) scenario.ErrorList {
	p := ProducedNames(prog)
	flags := map[string]bool{removedFlag: true}
	for _, f := range p.Flags {
		flags[f] = true
	}
	for _, u := range sc.Units {
		for _, f := range u.State {
			flags[f.Word] = true
		}
	}
	known := slices.Sorted(maps.Keys(flags))
	var errs scenario.ErrorList
	// event checks an expected event, `name arg arg` as text.
	event := func(pos scenario.Pos, field, text string) {
		words := strings.Fields(text)
		name, args := words[0], len(words)-1
		switch {
		case !slices.Contains(p.Events, name):
			errs = append(errs, unknownName(pos, field, "event", name, p.Events))
		case args > 0 && !slices.ContainsFunc(p.EventArgs[name], func(f EventForm) bool { return f.Args == args }):
			errs = append(errs, neverRecorded(pos, field, text, args, p.EventArgs[name]))
		}
	}
	e := sc.Expect
	for _, ev := range e.Events {
		event(ev.Pos, "events", ev.String())
	}
	for _, ev := range e.NoEvents {
		event(ev.Pos, "no_events", ev.String())
	}
	for _, o := range e.Odds {
		if o.Unit == "" {
			event(o.Pos, "odds", o.Fact)
		}
	}
	for _, ue := range e.Units {
		for _, list := range []struct {
			key   string
			flags []scenario.Flag
		}{{"has", ue.Has}, {"lacks", ue.Lacks}} {
			for _, f := range list.flags {
				if !flags[f.Word] {
					errs = append(errs, unknownName(f.Pos, ue.ID+".state."+list.key, "flag", f.Word, known))
				}
			}
		}
	}
	return errs
}

// propErrors returns an error for each prop of the scenario's units and
// terrain that the rules never name: a misspelt prop is otherwise read as
// missing, and its default used. (Terrain kinds are open-ended: the
// contract lets a scenario name kinds its rules ignore.)
func propErrors(sc *scenario.Scenario, prog *interp.Program) scenario.ErrorList {
	words := ProducedNames(prog).Words
	var errs scenario.ErrorList
	check := func(pos scenario.Pos, path, name string) {
		if slices.Contains(words, name) {
			return
		}
		e := &scenario.Error{Pos: pos, Msg: fmt.Sprintf("%s: no rule reads a prop %q", path, name)}
		e.Hint = grammar.DidYouMean(name, words)
		errs = append(errs, e)
	}
	for _, u := range sc.Units {
		for _, p := range u.Props {
			check(p.Pos, "units."+u.ID+".props", p.Name)
		}
	}
	for _, t := range sc.Terrain {
		for _, p := range t.Props {
			check(p.Pos, "terrain."+t.Name+".props", p.Name)
		}
	}
	return errs
}

// neverRecorded is the error for an expected event given a number of
// arguments no `event` statement of its name records: it can never match,
// so under no_events, or at odds 0, it would hold whatever the run did.
func neverRecorded(pos scenario.Pos, field, text string, args int, forms []EventForm) *scenario.Error {
	var with []string
	for _, f := range forms {
		with = append(with, fmt.Sprintf("%d (%s)", f.Args, f.Pos))
	}
	noun := "arguments"
	if args == 1 {
		noun = "argument"
	}
	return &scenario.Error{Pos: pos, Msg: fmt.Sprintf("expect.%s: %q gives %d %s, but the rules record %s with %s, so it can never occur",
		field, text, args, noun, strings.Fields(text)[0], strings.Join(with, " or "))}
}

// unknownName is the error for a name nothing produces, with the nearest
// known one or, failing that, the list.
func unknownName(pos scenario.Pos, field, kind, name string, known []string) *scenario.Error {
	msg := fmt.Sprintf("expect.%s: no `event` statement of the rules records %q", field, name)
	if kind == "flag" {
		msg = fmt.Sprintf("expect.%s: no `mark` statement of the rules sets the flag %q, and no unit starts with it", field, name)
	}
	e := &scenario.Error{Pos: pos, Msg: msg}
	switch h := grammar.DidYouMean(name, known); {
	case h != "":
		e.Hint = h
	case len(known) == 0:
		e.Hint = "the rules record no events"
	default:
		e.Hint = kind + "s there are: " + strings.Join(known, ", ")
	}
	return e
}
