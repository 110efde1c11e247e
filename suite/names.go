package suite

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/rulec-dev/rulec/diag"
	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/scenario"
	"github.com/rulec-dev/rulec/types"
	"github.com/rulec-dev/rulec/world"
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
	// FlagArgs gives, for each flag, the numbers of unit ids its `mark`
	// statements set it with, as EventArgs does for events.
	FlagArgs map[string][]EventForm
}

// EventForm is one number of arguments an event is recorded with (or of
// unit ids a flag is set with), and the first statement that does so.
type EventForm struct {
	Args int
	Pos  grammar.Position
	// Units marks the arguments of an event that are units, which print
	// as their ids (a flag's ids are checked when the scenario is read);
	// Nums those that are numbers, lengths or angles, which print as a
	// number (a length as its millimetres); Models those that are a
	// model, which prints as `U#i`.
	Units, Nums, Models []bool
}

// ProducedNames returns what the statements of prog's files can produce.
func ProducedNames(prog *interp.Program) Produced {
	events, flags, words := map[string]bool{}, map[string]bool{}, map[string]bool{}
	forms, flagForms := map[string][]EventForm{}, map[string][]EventForm{}
	var toks []grammar.ExprToken // one buffer for every expression's tokens
	for _, f := range prog.Files {
		if f.AST == nil {
			continue
		}
		grammar.Walk(f.AST, func(n grammar.Node) bool {
			switch n := n.(type) {
			case *grammar.Event:
				events[n.Name] = true
				f := EventForm{Args: len(n.Args), Pos: n.Pos, Units: make([]bool, len(n.Args)), Nums: make([]bool, len(n.Args)),
					Models: make([]bool, len(n.Args))}
				for i, a := range n.Args {
					if a.X == nil || prog.Info == nil {
						continue
					}
					switch t, _ := prog.Info.Types.Of(a.X); t.Kind {
					case types.Unit:
						f.Units[i] = true
					case types.Number, types.Length, types.Angle:
						f.Nums[i] = true
					case types.Model:
						f.Models[i] = true
					}
				}
				forms[n.Name] = addForm(forms[n.Name], f)
			case *grammar.Mark:
				flags[n.Flag] = true
				if n.Verb == "mark" {
					flagForms[n.Flag] = addForm(flagForms[n.Flag], EventForm{Args: len(n.Args), Pos: n.Pos})
				}
			case *grammar.Expr:
				toks = n.AppendTokens(toks[:0])
				for _, t := range toks {
					if s, err := strconv.Unquote(t.Value); t.Kind == "String" && err == nil {
						words[s] = true
					}
				}
			}
			return true
		})
	}
	return Produced{Events: slices.Sorted(maps.Keys(events)), Flags: slices.Sorted(maps.Keys(flags)),
		Words: slices.Sorted(maps.Keys(words)), EventArgs: forms, FlagArgs: flagForms}
}

// addForm adds a form to forms unless one with the same arguments is
// there.
func addForm(forms []EventForm, f EventForm) []EventForm {
	if slices.ContainsFunc(forms, func(g EventForm) bool {
		return g.Args == f.Args && slices.Equal(g.Units, f.Units) && slices.Equal(g.Nums, f.Nums) && slices.Equal(g.Models, f.Models)
	}) {
		return forms
	}
	return append(forms, f)
}

// badArg returns the first of args that form can never record there, and
// what it records there ("unit", "number" or "model"): a unit prints as the
// id of a unit, terrain piece or board edge of ids, a number as a number,
// a model as `U#i`, U a unit of ids with more than i models (ids gives
// each unit's number of models); or "" if form can record them all.
func badArg(form EventForm, args []string, ids map[string]int) (arg, kind string) {
	for i, a := range args {
		_, known := ids[a]
		switch {
		case i < len(form.Units) && form.Units[i] && !known:
			return a, "unit"
		case i < len(form.Models) && form.Models[i]:
			u, n, ok := scenario.ModelArg(a)
			if !ok || n >= ids[u] {
				return a, "model"
			}
		case i < len(form.Nums) && form.Nums[i]:
			if x, err := strconv.ParseFloat(a, 64); err != nil || math.IsInf(x, 0) || math.IsNaN(x) {
				return a, "number"
			}
		}
	}
	return "", ""
}

// hasForm reports whether forms holds n arguments.
func hasForm(forms []EventForm, n int) bool {
	return slices.ContainsFunc(forms, func(f EventForm) bool { return f.Args == n })
}

// CheckNames reports, before a run, every name of the scenario the rules
// cannot know: choices no rules file declares (CheckChoices), and events
// and flags its expectations name that neither the rules nor the scenario
// can produce. A misspelt name in `no_events` or `lacks` would otherwise
// hold whatever the run did, and one in `events` or `has` fail with no
// word of why.
func CheckNames(sc *scenario.Scenario, prog *interp.Program) error {
	err, _, _ := checkNames(sc, prog)
	return err
}

// checkNames is CheckNames, with the notes of the names that make an
// expectation hold whatever the run does, which the format allows and so
// are no errors: a `no_events` event and a `lacks` flag no rule records
// (they can never occur), a prop no rule reads. The format's own example
// gives a pursuit `no_events: [panic_test F]` and `props: {move: 4in}`;
// a suite written to it loads, and `rulec test` shows the notes beside
// the result, so a misspelt name is never a silent green.
//
// vacuous holds the places of the expectations among them (a no_events
// event or a lacks flag), which Result.checksSomething leaves out.
func checkNames(sc *scenario.Scenario, prog *interp.Program) (err error, notes []string, vacuous map[scenario.Pos]bool) {
	vacuous = map[scenario.Pos]bool{}
	if prog.Procs[sc.Run] == nil {
		// No such procedure: checkInput says so at run:, with the
		// nearest name. Every event would read "only procedures wlak
		// never calls record it", hiding the mistake behind its effects.
		return nil, nil, vacuous
	}
	errs := choiceErrors(sc, prog)
	p := ProducedNames(prog) // once for the three checks that read it
	errs = append(errs, expectErrors(sc, prog, p, &notes, vacuous)...)
	errs = append(errs, propErrors(sc, p, &notes)...)
	typoNotes(sc, p, &notes)
	errs.Sort()
	return errs.Err(), notes, vacuous
}

// vacuousNote is the note of a name that makes its expectation hold whatever
// the run does.
func vacuousNote(e *scenario.Error) string {
	s := fmt.Sprintf("%s (%s)", e.Msg, e.Pos)
	if e.Hint != "" {
		s += "; " + e.Hint
	}
	return s
}

// expectErrors returns an error for each event and flag of the scenario's
// expectations that nothing produces.
func expectErrors(sc *scenario.Scenario, prog *interp.Program, p Produced, notes *[]string, vacuous map[scenario.Pos]bool) scenario.ErrorList {
	reach := reachable(prog, sc.Run)
	flags := map[string]bool{removedFlag: true}
	for _, f := range p.Flags {
		flags[f] = true
	}
	// starts holds, for each unit and flag it starts with, the number of
	// its ids: a unit keeps that form until a mark sets the flag anew.
	type start struct {
		unit, flag string
		ids        int
	}
	starts := map[start]bool{}
	started := map[string]bool{} // the flags some unit starts with
	for _, u := range sc.Units {
		for _, f := range u.State {
			flags[f.Word] = true
			started[f.Word] = true
			starts[start{u.ID, f.Word, len(f.Args)}] = true
		}
	}
	known := slices.Sorted(maps.Keys(flags))
	var errs scenario.ErrorList
	// ids are what a unit argument prints as: the ids of the scenario's
	// units and terrain, the board edge's, and none for no unit.
	// Each unit's value is its number of models, which a model argument,
	// U#i, must be within.
	ids := map[string]int{"board_edge": 0, "none": 0}
	for _, u := range sc.Units {
		ids[u.ID] = len(u.Models)
	}
	for _, t := range sc.Terrain {
		ids[t.Name] = 0
	}
	// never records an expectation that can never be met: under no_events
	// or lacks it holds whatever the run does, which the format allows,
	// so it is a note; elsewhere it can only fail, so it is an error.
	never := func(field string, e *scenario.Error) {
		if field == "no_events" || strings.HasSuffix(field, ".lacks") {
			*notes = append(*notes, vacuousNote(e))
			vacuous[e.Pos] = true
			return
		}
		errs = append(errs, e)
	}
	// event checks an expected event, `name arg arg` as text.
	event := func(pos scenario.Pos, field, text string) {
		words := strings.Fields(text)
		name, args := words[0], len(words)-1
		switch {
		case !slices.Contains(p.Events, name) && field == "no_events":
			never(field, unknownName(pos, field, "event", name, p.Events))
		case !slices.Contains(p.Events, name):
			errs = append(errs, unknownName(pos, field, "event", name, p.Events))
		case !reach.events[name]:
			never(field, unreachable(pos, field, "event", name, sc.Run))
		case args > 0 && !hasForm(p.EventArgs[name], args):
			never(field, neverRecorded(pos, field, text, args, p.EventArgs[name]))
		case args > 0:
			if e := noSuchArg(pos, field, text, words[1:], p.EventArgs[name], ids, prog.Units); e != nil {
				never(field, e)
			}
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
			continue
		}
		// odds count the runs that remove the unit: one that starts
		// removed is never removed again
		if sure, ok := removal(sc, o.Unit, reach); ok {
			why := fixedRemoval(o.Unit, false, sc.Run)
			if sure {
				why = o.Unit + " starts removed, and odds count the runs that remove a unit: no run removes it again"
			}
			removalFact(o.Pos, "odds.\""+o.Fact+"\"", o.P.Sign() == 0, why, notes, vacuous)
		}
	}
	for _, ue := range e.Units {
		for _, list := range []struct {
			key   string
			flags []scenario.Flag
		}{{"has", ue.Has}, {"lacks", ue.Lacks}} {
			for _, f := range list.flags {
				field := "units." + ue.ID + ".state." + list.key
				switch n := len(f.Args); {
				case !flags[f.Word] && list.key == "lacks":
					never(field, unknownName(f.Pos, field, "flag", f.Word, known))
				case !flags[f.Word]:
					errs = append(errs, unknownName(f.Pos, field, "flag", f.Word, known))
				case f.Word != removedFlag && !reach.flags[f.Word] && !started[f.Word]:
					never(field, unreachable(f.Pos, field, "flag", f.Word, sc.Run))
				case n > 0 && !hasForm(p.FlagArgs[f.Word], n) && !starts[start{ue.ID, f.Word, n}]:
					never(field, neverCarried(f.Pos, field, ue.ID, f.String(), n, p.FlagArgs[f.Word]))
				case list.key == "lacks":
					if id, ok := unknownUnit(f.Args, sc); ok {
						never(field, &scenario.Error{Pos: f.Pos, Msg: fmt.Sprintf(
							"expect.%s: %q names %q, which is no unit of the scenario, so %s can never carry it",
							field, f.String(), id, ue.ID), Hint: unitList(sc)})
					}
				}
			}
		}
		flagNotes(sc, ue, reach, notes, vacuous)
		if sure, ok := removal(sc, ue.ID, reach); ok {
			if ue.Removed != nil {
				removalFact(ue.Removed.Pos, "units."+ue.ID+".removed", ue.Removed.Value == sure, fixedRemoval(ue.ID, sure, sc.Run), notes, vacuous)
			}
			for _, list := range []struct {
				key   string
				flags []scenario.Flag
				want  bool
			}{{"has", ue.Has, true}, {"lacks", ue.Lacks, false}} {
				for _, f := range list.flags {
					if f.Word == removedFlag && len(f.Args) == 0 && !reach.flags[removedFlag] {
						removalFact(f.Pos, "units."+ue.ID+".state."+list.key+": "+removedFlag, list.want == sure, fixedRemoval(ue.ID, sure, sc.Run), notes, vacuous)
					}
				}
			}
		}
	}
	return errs
}

// flagNotes notes the flags of ue's state that the run cannot change on
// its unit and that hold as the scenario sets it: only a `mark` sets a
// flag and only an `unmark` clears one (the engine does neither), so a
// flag the unit starts with stays, under has, when no procedure the run
// can reach unmarks it (nor marks it, which gives it other ids, when the
// expectation names ids), and one it does not start with stays away, under
// lacks, when none marks it. Such an expectation holds whatever the run
// does, which the format allows, so it checks nothing. A name noted or
// refused already, and the bare flag removed (removal), are left alone;
// one that can never hold fails as any expectation does.
func flagNotes(sc *scenario.Scenario, ue *scenario.UnitExpect, reach reached, notes *[]string, vacuous map[scenario.Pos]bool) {
	var state []scenario.Flag
	for _, u := range sc.Units {
		if u.ID == ue.ID {
			state = u.State
		}
	}
	starts := func(f scenario.Flag) bool {
		return slices.ContainsFunc(state, func(s scenario.Flag) bool {
			if s.Word != f.Word {
				return false
			}
			if len(f.Args) == 0 {
				return true
			}
			a, b := slices.Clone(s.Args), slices.Clone(f.Args)
			slices.Sort(a)
			slices.Sort(b)
			return slices.Equal(a, b)
		})
	}
	note := func(f scenario.Flag, key, why string) {
		if vacuous[f.Pos] {
			return
		}
		*notes = append(*notes, vacuousNote(&scenario.Error{Pos: f.Pos,
			Msg: "expect.units." + ue.ID + ".state." + key + ": holds whatever the run does: " + why}))
		vacuous[f.Pos] = true
	}
	entry := "no procedure a run of " + sc.Run + " can reach"
	for _, f := range ue.Has {
		switch {
		case f.Word == removedFlag || !starts(f):
		case len(f.Args) == 0 && !reach.unmarks[f.Word]:
			note(f, "has", fmt.Sprintf("%s starts with %q, and %s has an `unmark` statement of it", ue.ID, f.String(), entry))
		case len(f.Args) > 0 && !reach.unmarks[f.Word] && !reach.flags[f.Word]:
			note(f, "has", fmt.Sprintf("%s starts with %q, and %s has a `mark` or `unmark` statement of %s",
				ue.ID, f.String(), entry, f.Word))
		}
	}
	for _, f := range ue.Lacks {
		if f.Word != removedFlag && !starts(f) && !reach.flags[f.Word] {
			note(f, "lacks", fmt.Sprintf("%s does not start with %q, and %s has a `mark` statement of %s",
				ue.ID, f.String(), entry, f.Word))
		}
	}
}

// removal reports whether unit id's removal is settled before the run,
// and which way (sure: removed): a unit that starts removed stays so (no
// statement puts one back), and one that does not stays on the table
// when no procedure the run can reach has a `remove` statement (the
// engine itself removes nothing). ok is false when the run may remove it.
func removal(sc *scenario.Scenario, id string, reach reached) (sure, ok bool) {
	for _, u := range sc.Units {
		if u.ID != id {
			continue
		}
		if u.Removed || slices.ContainsFunc(u.State, func(f scenario.Flag) bool { return f.Word == removedFlag && len(f.Args) == 0 }) {
			return true, true
		}
		return false, !reach.removes
	}
	return false, false // an unknown unit: an error of its own
}

// fixedRemoval says why a unit's removal is settled before the run.
func fixedRemoval(id string, sure bool, entry string) string {
	if sure {
		return id + " starts removed, and no statement puts a unit back on the table"
	}
	return "no procedure a run of " + entry + " can reach has a `remove` statement, so " + id + " stays on the table"
}

// removalFact notes an expectation of a unit's removal that the run
// cannot change (removal) and that holds (holds): it holds whatever the
// run does, which the format allows, so it checks nothing. One that can
// never hold fails as any other expectation does, printing what came out.
func removalFact(pos scenario.Pos, field string, holds bool, why string, notes *[]string, vacuous map[scenario.Pos]bool) {
	if holds {
		*notes = append(*notes, vacuousNote(&scenario.Error{Pos: pos, Msg: "expect." + field + ": holds whatever the run does: " + why}))
		vacuous[pos] = true
	}
}

// placeNotes notes the expectations of where units stand (centre,
// facing, models, moved) that hold on the world as the scenario sets it
// (w, before the run) when the procedure the scenario runs can move no
// body, through its calls too (check.Proc.Changes): they hold whatever
// the run does, which the format allows. Where it can change no unit's
// status either (no mark, no remove), so do in_contact, engaged, coherent
// and clear_of. One that does not hold there fails as ever.
func placeNotes(sc *scenario.Scenario, prog *interp.Program, w *world.World, notes *[]string, vacuous map[scenario.Pos]bool) {
	p := prog.Procs[sc.Run]
	if p == nil || p.Changes&engine.Geometry != 0 {
		return
	}
	still := p.Changes&engine.Status == 0
	failing := map[scenario.Pos]bool{}
	for _, f := range sc.Check(w, nil) {
		failing[f.Pos] = true
	}
	why := "no statement a run of " + sc.Run + " can reach moves a unit"
	if still {
		why += " or changes what is on the table"
	}
	note := func(pos scenario.Pos, field string) {
		if failing[pos] {
			return
		}
		*notes = append(*notes, vacuousNote(&scenario.Error{Pos: pos,
			Msg: "expect." + field + ": holds whatever the run does: " + why + ", and it holds where the scenario sets the units"}))
		vacuous[pos] = true
	}
	for _, ue := range sc.Expect.Units {
		if ue.Centre != nil {
			note(ue.Centre.Pos, "units."+ue.ID+".centre")
		}
		if ue.Facing != nil {
			note(ue.Facing.Pos, "units."+ue.ID+".facing")
		}
		for _, m := range ue.Models {
			if !failing[m.Pos] {
				note(m.Centre.Pos, fmt.Sprintf("units.%s.models.%d", ue.ID, m.Index))
			}
		}
		if ue.Moved != nil {
			note(ue.Moved.Pos, "units."+ue.ID+".moved")
		}
		if !still {
			continue
		}
		if ue.InContact != nil {
			note(ue.InContact.Pos, "units."+ue.ID+".in_contact")
		}
		if ue.Engaged != nil {
			note(ue.Engaged.Pos, "units."+ue.ID+".engaged")
		}
		if ue.Coherent != nil {
			note(ue.Coherent.Pos, "units."+ue.ID+".coherent")
		}
		for _, cl := range ue.ClearOf {
			note(cl.Pos, "units."+ue.ID+".clear_of."+cl.ID)
		}
	}
}

// reached is what the statements of the procedures a run can reach
// record: the events they record and the flags they mark, and whether
// one removes a unit.
type reached struct {
	events, flags map[string]bool
	// unmarks are the flags an `unmark` statement clears.
	unmarks map[string]bool
	removes bool
}

// reachable returns what the procedures a run of entry can reach record:
// entry's own statements and those of the procedures it calls, in turn.
// A name recorded only elsewhere never occurs in such a run, so under
// no_events or lacks it holds whatever the run does.
func reachable(prog *interp.Program, entry string) reached {
	procs := map[string]*grammar.Procedure{}
	for _, f := range prog.Files {
		if f.AST == nil {
			continue
		}
		grammar.Walk(f.AST, func(n grammar.Node) bool {
			if p, ok := n.(*grammar.Procedure); ok {
				procs[p.Name] = p
			}
			return true
		})
	}
	r := reached{events: map[string]bool{}, flags: map[string]bool{}, unmarks: map[string]bool{}}
	seen := map[string]bool{}
	todo := []string{entry}
	for len(todo) > 0 {
		name := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		p := procs[name]
		if p == nil || seen[name] {
			continue
		}
		seen[name] = true
		grammar.Walk(p, func(n grammar.Node) bool {
			switch n := n.(type) {
			case *grammar.Event:
				r.events[n.Name] = true
			case *grammar.Mark:
				if n.Verb == "mark" {
					r.flags[n.Flag] = true
				} else {
					r.unmarks[n.Flag] = true
				}
			case *grammar.Remove:
				r.removes = true
			case *grammar.Call:
				todo = append(todo, n.Name)
			}
			return true
		})
	}
	return r
}

// unreachable is the note of a name under no_events or lacks that only
// procedures a run of entry never calls record (or mark).
func unreachable(pos scenario.Pos, field, what, name, entry string) *scenario.Error {
	verb := "record"
	if what == "flag" {
		verb = "mark"
	}
	return &scenario.Error{Pos: pos, Msg: fmt.Sprintf("expect.%s: only procedures %s never calls %s the %s %q, so it can never occur", field, entry, verb, what, name)}
}

// unknownUnit returns the first of ids that names no unit of sc.
func unknownUnit(ids []string, sc *scenario.Scenario) (string, bool) {
	for _, id := range ids {
		if !slices.ContainsFunc(sc.Units, func(u *scenario.Unit) bool { return u.ID == id }) {
			return id, true
		}
	}
	return "", false
}

// unitList lists the scenario's unit ids, for a hint.
func unitList(sc *scenario.Scenario) string {
	var all []string
	for _, u := range sc.Units {
		all = append(all, u.ID)
	}
	return "units: " + strings.Join(all, ", ")
}

// propErrors returns an error for each prop of the scenario's units and
// terrain that the rules never name: a misspelt prop is otherwise read as
// missing, and its default used. (Terrain kinds are open-ended: the
// contract lets a scenario name kinds its rules ignore.)
func propErrors(sc *scenario.Scenario, p Produced, notes *[]string) scenario.ErrorList {
	words := p.Words
	var errs scenario.ErrorList
	check := func(pos scenario.Pos, path, name string) {
		if slices.Contains(words, name) {
			return
		}
		e := &scenario.Error{Pos: pos, Msg: fmt.Sprintf("%s: no rule reads a prop %q", path, name)}
		e.Hint = grammar.DidYouMean(name, words)
		*notes = append(*notes, vacuousNote(e))
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

// typoNotes notes a terrain kind, or a flag a unit starts with, that no
// rule reads but that is a slip of the keyboard from one a rule does:
// `kind: impassible` or `state: [fleing]` gives the rules ground or a
// unit they never look at, so the run goes through it as if it were
// not there. The format allows any kind and flag (a hill no rule reads
// is ordinary), so only a near miss is noted: one or two letters off,
// and two only in a word of eight letters or more.
func typoNotes(sc *scenario.Scenario, p Produced, notes *[]string) {
	read := slices.Concat(p.Words, p.Flags)
	near := func(pos scenario.Pos, what, name string) {
		if slices.Contains(read, name) {
			return
		}
		best, bestD := "", 3
		for _, c := range read {
			if d := diag.EditDistance(name, c); d < bestD && d*4 <= len(name) {
				best, bestD = c, d
			}
		}
		if best != "" {
			e := &scenario.Error{Pos: pos, Msg: fmt.Sprintf("%s %q: no rule reads it", what, name), Hint: fmt.Sprintf("did you mean %q?", best)}
			*notes = append(*notes, vacuousNote(e))
		}
	}
	for _, t := range sc.Terrain {
		near(t.Pos, "terrain."+t.Name+".kind", t.Kind)
	}
	for _, u := range sc.Units {
		for _, f := range u.State {
			near(f.Pos, "units."+u.ID+".state", f.Word)
		}
	}
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

// noSuchArg returns the error for an expected event that every form of as
// many arguments could never record: at some argument it names an id the
// scenario has no body of where the form records a unit, or gives other
// than a number where it records a number. It returns nil if some form
// can record it. units are the scenario's, to say what a length written
// with its unit is in millimetres.
func noSuchArg(pos scenario.Pos, field, text string, args []string, forms []EventForm, ids map[string]int, units geom.Units) *scenario.Error {
	var bad, kind string
	var at grammar.Position
	for _, f := range forms {
		if f.Args != len(args) {
			continue
		}
		a, k := badArg(f, args, ids)
		if a == "" {
			return nil
		}
		if bad == "" {
			bad, kind, at = a, k, f.Pos
		}
	}
	switch {
	case bad == "":
		return nil
	case kind == "unit":
		return &scenario.Error{Pos: pos, Msg: fmt.Sprintf("expect.%s: %q names %q where the rules record a unit (%s), and the scenario "+
			"has no unit, terrain piece or board_edge %q, so it can never occur", field, text, bad, at, bad)}
	case kind == "model":
		return &scenario.Error{Pos: pos, Msg: fmt.Sprintf("expect.%s: %q gives %q where the rules record a model (%s), written U#i "+
			"for model i (from 0) of a unit U of the scenario that has it, so it can never occur", field, text, bad, at)}
	}
	msg := fmt.Sprintf("expect.%s: %q gives %q where the rules record a number (%s)", field, text, bad, at)
	if mm, err := (scenario.Len{Text: bad}).MM(units); err == nil {
		msg += fmt.Sprintf(", and an event records a length as its number of millimetres (%s is %s)", bad, strconv.FormatFloat(mm, 'f', -1, 64))
	}
	return &scenario.Error{Pos: pos, Msg: msg + ", so it can never occur"}
}

// neverCarried is the error for an expected flag of unit id given a number
// of unit ids no `mark` statement sets it with and the unit does not start
// with: the unit can never carry it, so under lacks it would hold whatever
// the run did.
func neverCarried(pos scenario.Pos, field, id, text string, ids int, forms []EventForm) *scenario.Error {
	var with []string
	for _, f := range forms {
		with = append(with, fmt.Sprintf("%d (%s)", f.Args, f.Pos))
	}
	noun := "unit ids"
	if ids == 1 {
		noun = "unit id"
	}
	how := "the rules never mark it"
	if len(with) > 0 {
		how = "the rules mark " + strings.Fields(text)[0] + " with " + strings.Join(with, " or ")
	}
	return &scenario.Error{Pos: pos, Msg: fmt.Sprintf("expect.%s: %q gives %d %s, but %s and %s does not start with it so, so %s can never carry it",
		field, text, ids, noun, how, id, id)}
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
