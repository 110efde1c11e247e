package suite

import (
	"fmt"
	"maps"
	"slices"

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
	return errs.Err()
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
