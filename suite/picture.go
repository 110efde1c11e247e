package suite

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/rulec-dev/rulec/render"
	"github.com/rulec-dev/rulec/world"
)

// Picture draws a run's final world, titled with the scenario's name, with
// the world as the scenario built it as the start (the only record of
// where each model of a model-by-model unit began), ticks in the ruleset's
// unit, what was run, the dice and the flags in the caption, and a failed
// run marked as failed.
func Picture(res *Result, opt render.Options) ([]byte, error) {
	if opt.Title == "" {
		opt.Title = res.Name
	}
	if res.Scenario != nil && res.Program != nil {
		if start, err := res.Scenario.Build(res.Program.Units); err == nil {
			opt.Start = start
		}
		opt.Units = res.Program.Units
		opt.Caption = Caption(res)
	}
	if res.RunErr != nil {
		if ds, ok := Diagnostics(res.RunErr); ok && len(ds) > 0 {
			opt.Failed = ds[0].Text()
		} else {
			opt.Failed = res.RunErr.Error()
		}
		if !res.RunFailed() {
			opt.Failed += " (as the scenario expects)"
		}
	}
	var b bytes.Buffer
	err := render.SVG(&b, res.World, opt)
	return b.Bytes(), err
}

// Caption says what was run with which dice, and which units carry flags
// at the end.
func Caption(res *Result) []string {
	in := Input(res.Scenario)
	run := "run " + in.Proc + FormatArgs(in.Args)
	if len(in.Dice) > 0 {
		run += "; dice " + DiceText(in)
	} else {
		run += "; no dice"
	}
	out := []string{run}
	if f := unitFlags(res.World); f != "" {
		out = append(out, "flags at the end: "+f)
	}
	return out
}

// unitFlags lists the flags each unit carries, "A: engaged D; C: shaken".
func unitFlags(w *world.World) string {
	if w == nil {
		return ""
	}
	var flags []string
	for _, u := range w.UnitList() {
		if fl := u.FlagList(); len(fl) > 0 {
			flags = append(flags, u.ID+": "+strings.Join(fl, ", "))
		}
	}
	return strings.Join(flags, "; ")
}

// FlagsText lists the flags each unit of w carries in brackets after a
// space, " (A: engaged D; C: shaken)", or "" when none does.
func FlagsText(w *world.World) string {
	if f := unitFlags(w); f != "" {
		return " (" + f + ")"
	}
	return ""
}

// RenderFailures draws each failing scenario that got as far as a world
// into dir, as the scenario file's base name with .svg, and returns where
// each was written. Two failing files of one name get -2, -3, ... so
// neither is lost. With dir empty it draws nothing.
func RenderFailures(results []*Result, dir string) (map[*Result]string, error) {
	out := map[*Result]string{}
	if dir == "" {
		return out, nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	used := map[string]bool{}
	for _, res := range results {
		if res.Passed() || res.World == nil {
			continue
		}
		base := strings.TrimSuffix(filepath.Base(res.File), filepath.Ext(res.File))
		name := base + ".svg"
		for n := 2; used[name]; n++ {
			name = fmt.Sprintf("%s-%d.svg", base, n)
		}
		used[name] = true
		svg, err := Picture(res, render.Options{})
		if err != nil {
			return nil, err
		}
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, svg, 0o644); err != nil {
			return nil, err
		}
		out[res] = path
	}
	return out, nil
}
