package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/internal/atomicfile"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/render"
	"github.com/rulec-dev/rulec/suite"
	"github.com/rulec-dev/rulec/world"
	"github.com/spf13/cobra"
)

// renderCmd is `rulec render`.
func (c *cli) renderCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "render [--rules PATH[,PATH]] [--arcs] [--links LENGTH] [-o FILE.svg] SCENARIO",
		Short: "run one scenario and draw it as an SVG: start dashed, paths, end solid",
		Long: `render runs one scenario and draws its world as an SVG picture the way the
rulebooks' figures do (docs/render.md): where each unit started (dashed),
its path, where it ended (solid), terrain, and a legend. A run that stops
with an error is still drawn, marked as failed (exit 3).`,
		Args:              cobra.ExactArgs(1),
		ValidArgsFunction: completeExt("yaml", "yml"),
	}
	rules := cmd.Flags().StringSlice("rules", nil, "rules `PATH`s to use instead of the scenario's own, comma-separated")
	arcs := cmd.Flags().Bool("arcs", false, "draw each unit's arc lines from the corners of its Unit Boundary")
	out := cmd.Flags().StringP("output", "o", "", "write the SVG to `FILE` instead of stdout")
	links := cmd.Flags().String("links", "", "join the models of each unit standing within `LENGTH` of each other (coherency), and ring those within it of a model in contact")
	cmd.RegisterFlagCompletionFunc("rules", completeExt("rules"))
	cmd.RegisterFlagCompletionFunc("output", completeExt("svg"))
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		opt := render.Options{Arcs: *arcs}
		if *links != "" {
			mm, err := geom.ParseLength(*links, geom.Units{Default: "in"})
			if err != nil {
				return usagef(cmd, "--links: %v", err)
			}
			opt.Links = mm
		}
		return c.exit(c.render(args[0], splitList(*rules), *out, opt))
	}
	return cmd
}

// render runs one scenario and draws it.
func (c *cli) render(file string, rules []string, out string, opt render.Options) int {
	r := suite.New(interp.Stdlib())
	r.Rules = rules
	res := r.RunFile(file)
	if res.World == nil {
		printError(c.stderr, res.Err)
		return 2
	}
	svg, err := picture(res, opt)
	if err != nil {
		fmt.Fprintf(c.stderr, "rulec: %v\n", err)
		return 1
	}
	if out == "" {
		_, err = c.stdout.Write(svg)
	} else {
		err = atomicfile.WriteFile(out, svg, 0o644)
	}
	if err != nil {
		fmt.Fprintf(c.stderr, "rulec: %v\n", err)
		return 1
	}
	if res.RunFailed() {
		fmt.Fprintf(c.stderr, "rulec: %s: the run stopped with an error:\n", res.File)
		printError(indent{c.stderr, "    "}, res.RunErr)
		return exitRunError
	}
	return 0
}

// picture draws a run's final world, titled with the scenario's name, with
// the world as the scenario built it as the start (the only record of
// where each model of a model-by-model unit began), ticks in the ruleset's
// unit, what was run, the dice and the flags in the caption, and a failed
// run marked as failed.
func picture(res *suite.Result, opt render.Options) ([]byte, error) {
	if opt.Title == "" {
		opt.Title = res.Name
	}
	if res.Scenario != nil && res.Program != nil {
		if start, err := res.Scenario.Build(res.Program.Units); err == nil {
			opt.Start = start
		}
		opt.Units = res.Program.Units
		opt.Caption = caption(res)
	}
	if res.RunErr != nil {
		if ds, ok := suite.Diagnostics(res.RunErr); ok && len(ds) > 0 {
			opt.Failed = diagLine(ds[0])
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

// caption says what was run with which dice, and which units carry flags
// at the end.
func caption(res *suite.Result) []string {
	in := suite.Input(res.Scenario)
	run := "run " + in.Proc + formatArgs(in.Args)
	if len(in.Dice) > 0 {
		run += "; dice " + diceText(in)
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

// flagsText is unitFlags in brackets after a space, or "".
func flagsText(w *world.World) string {
	if f := unitFlags(w); f != "" {
		return " (" + f + ")"
	}
	return ""
}

// renderFailures draws each failing scenario that got as far as a world
// into dir, as the scenario file's base name with .svg, and returns where
// each was written. Two failing files of one name get -2, -3, ... so
// neither is lost. With dir empty it draws nothing.
func renderFailures(results []*suite.Result, dir string) (map[*suite.Result]string, error) {
	out := map[*suite.Result]string{}
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
		svg, err := picture(res, render.Options{})
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
