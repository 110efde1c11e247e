package suite

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/scenario"
	"github.com/rulec-dev/rulec/world"
)

// checkInput finds the mistakes in a scenario's run and args before the
// run, so each is reported at its place in the scenario with a
// did-you-mean: the procedure's name, an argument name the procedure does
// not take, a missing argument, a unit id not on the table, a value that
// does not read as its parameter's type. The messages keep the
// interpreter's words, so a scenario that expects the error still matches.
func checkInput(sc *scenario.Scenario, prog *interp.Program, w *world.World) error {
	proc := prog.Procs[sc.Run]
	if proc == nil {
		return &scenario.Error{Pos: sc.RunPos, Msg: fmt.Sprintf("no procedure %q in the rules", sc.Run),
			Hint: grammar.DidYouMean(sc.Run, prog.ProcNames())}
	}
	var errs scenario.ErrorList
	params := map[string]interp.Param{}
	var names []string
	for _, p := range proc.Params {
		params[p.Name] = p
		names = append(names, p.Name)
	}
	for _, name := range slices.Sorted(maps.Keys(sc.Args)) {
		a := sc.Args[name]
		prm, ok := params[name]
		if !ok {
			errs = append(errs, &scenario.Error{Pos: a.KeyPos,
				Msg:  fmt.Sprintf("procedure %q has no parameter %q (it takes %s)", proc.Name, name, proc.ParamList()),
				Hint: grammar.DidYouMean(name, names)})
			continue
		}
		if e := checkArg(prm, a, prog, w); e != nil {
			errs = append(errs, e)
		}
	}
	for _, p := range proc.Params {
		if _, ok := sc.Args[p.Name]; !ok && !p.Optional {
			errs = append(errs, &scenario.Error{Pos: sc.RunPos,
				Msg: fmt.Sprintf("missing argument %q (%s) to procedure %q", p.Name, p.Kind, proc.Name)})
		}
	}
	errs = append(errs, propWordErrors(sc, prog, w)...)
	return errs.Err()
}

// propWordErrors returns an error for each prop of the scenario's units
// and terrain that the rules read only as one of a list of words
// (check.Program.PropWords) and that gives another: the rules would
// refuse it where they read it, and where no run reads it (a troop type
// `Kv` on an element the run never asks about) it would pass unnoticed,
// so it is refused before the run, as the rules refuse it, with the
// nearest allowed word.
func propWordErrors(sc *scenario.Scenario, prog *interp.Program, w *world.World) scenario.ErrorList {
	if len(prog.PropWords) == 0 {
		return nil
	}
	var errs scenario.ErrorList
	check := func(what, id string, props []scenario.Prop) {
		b := w.Get(id)
		if b == nil {
			return
		}
		for _, p := range props {
			allowed, ok := prog.PropWords[p.Name]
			v, has := b.Props[p.Name]
			if !ok || !has {
				continue
			}
			if v.Kind != "word" {
				errs = append(errs, &scenario.Error{Pos: p.Pos,
					Msg: fmt.Sprintf("%s %q prop %q is a %s, where one of %s is wanted", what, id, p.Name, v.Kind, strings.Join(allowed, ", "))})
				continue
			}
			word := engine.WordBase(v.Word)
			if slices.Contains(allowed, word) {
				continue
			}
			errs = append(errs, &scenario.Error{Pos: p.Pos,
				Msg:  fmt.Sprintf("%s %q prop %q: unknown %s %q (want one of %s)", what, id, p.Name, p.Name, v.Word, strings.Join(allowed, ", ")),
				Hint: grammar.DidYouMean(word, allowed)})
		}
	}
	for _, u := range sc.Units {
		check("unit", u.ID, u.Props)
	}
	for _, t := range sc.Terrain {
		check("terrain", t.Name, t.Props)
	}
	return errs
}

// checkArg reads one argument as its parameter's type, as the run will,
// and adds a did-you-mean to an unknown unit id.
func checkArg(prm interp.Param, a scenario.Arg, prog *interp.Program, w *world.World) *scenario.Error {
	_, err := prog.ParseArg(w, prm, a.Text)
	if err == nil {
		return nil
	}
	var near string
	if prm.Kind == "unit" || prm.Kind == "body" {
		var ids []string
		for _, b := range w.UnitList() {
			ids = append(ids, b.ID)
		}
		near = grammar.DidYouMean(a.Text, ids)
	}
	return &scenario.Error{Pos: a.Pos, Msg: fmt.Sprintf("argument %q: %v", prm.Name, err), Hint: near}
}
